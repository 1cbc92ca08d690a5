/**
 * How the torpedo widget words what the rules did: targeting, each hex flown, the end of the move.
 * Words only: every fact (the sections in the wedge, the reason, the ray, the adjustment's
 * distances) comes from the lab's events and state.
 */
import { ADJUSTMENT_ZONE, DIR_NAMES, rowOf, type FlownStep, type Hex, type Targeting, type TorpedoLabEvent, type TurnEnd } from '../../rules/star-eater/index.ts';
import { listWords, plural, uncapitalise } from '../shared/words.ts';
import { placeWords } from './momentum-words.ts';

export { placeWords } from './momentum-words.ts';

export function hexWords(hex: Hex): string {
  return `column ${String(hex.q)}, row ${String(rowOf(hex))}`;
}

const RAY = { left: 'forward-left', right: 'forward-right' } as const;

/** The targeting stage: what lies in the wedge, and which section it aims at, and why. */
export function targetingWords(targeting: Targeting, speed: number): string {
  const { inWedge, aim, reason } = targeting;
  const first = inWedge[0];
  if (aim === null || first === undefined) return `Nothing of the warship in its wedge: no target, so it flies straight ahead, ${plural(speed, 'hex', 'hexes')}.`;
  const away = plural(first.distance, 'hex', 'hexes');
  const tied = inWedge.filter((hull) => hull.distance === first.distance && (reason !== 'clockwise' || hull.offAxis === first.offAxis)).map((hull) => `the ${hull.section}`);
  const sections = `${plural(inWedge.length, 'section')} of the warship in its wedge`;
  switch (reason) {
    case 'only':
      return `Only the ${aim} of the warship is in its wedge (${away} away): it aims at the ${aim}.`;
    case 'closest':
      return `${sections}; the ${aim} is the closest (${away} away): it aims at it.`;
    case 'straightest':
      return `${sections}; ${listWords(tied)} are ${tied.length === 2 ? 'both' : 'all'} ${away} away, and the ${aim} lies nearest straight ahead: it aims at it.`;
    default:
      return `${sections}; ${listWords(tied)} are ${tied.length === 2 ? 'both' : 'all'} ${away} away and as far off straight ahead; the ${aim} lies clockwise: it aims at it.`;
  }
}

/** One hex of the flight: the homing turn and why, where it went, and what it met there. */
export function flightWords(step: FlownStep, damage: number): string {
  const course =
    step.turned !== null
      ? `The ${step.onRay ?? 'warship'} lies on its ${RAY[step.turned]} ray, so it turns ${step.turned} to face ${DIR_NAMES[step.facing]} and flies`
      : step.aimed
        ? `Nothing of the warship on either side ray, so straight on ${DIR_NAMES[step.facing]}`
        : `No target, straight on ${DIR_NAMES[step.facing]}`;
  if (step.result === 'off-board') return `${course} off the board: it goes back to its owner.`;
  if (step.result === 'struck') return `${course} into the ${step.struck ?? ''}: it strikes; the ${step.struck ?? ''} takes ${String(damage)} damage and the torpedo goes back to its owner.`;
  return `${course} to ${hexWords(step.to)}.`;
}

/** The end of the move: the adjustment, with the distances that decided it. */
export function endWords(end: TurnEnd): string {
  if (end.outcome === 'hit') return 'The turn ends with the strike: no adjustment.';
  if (end.outcome === 'off-board') return 'The turn ends off the board: no adjustment.';
  const reading = end.adjustment;
  if (reading === null) return `End of move: no target, so no adjustment; it stays facing ${DIR_NAMES[end.pose.facing]}.`;
  if (reading.straightAhead) return `End of move: the warship’s centre is straight ahead, so it keeps its course, facing ${DIR_NAMES[end.pose.facing]}.`;
  const distances = `${plural(reading.toLeft, 'hex', 'hexes')} from its forward-left ray and ${plural(reading.toRight, 'hex', 'hexes')} from its forward-right one`;
  if (reading.turn === null) return `End of move: the warship’s centre is ${distances}, outside both ${String(ADJUSTMENT_ZONE)}-hex adjustment zones: no turn.`;
  return `End of move: the warship’s centre is ${distances}, in the ${reading.turn === 'left' ? 'left' : 'right'} adjustment zone (${String(ADJUSTMENT_ZONE)} hexes or nearer): it turns ${reading.turn} to face ${DIR_NAMES[end.pose.facing]}.`;
}

/** A log entry for each event. */
export function describeEvent(event: TorpedoLabEvent): string {
  switch (event.type) {
    case 'torpedo-placed':
      return `Torpedo placed at ${placeWords(event.pose)}.`;
    case 'target-placed':
      return `Warship placed at ${placeWords(event.pose)}.`;
    case 'speed-set':
      return `Speed ${String(event.speed)}: it flies ${plural(event.speed, 'hex', 'hexes')} a turn.`;
    case 'target-chosen':
      return `Turn ${String(event.turn)}, targeting: ${targetingWords(event, event.speed)}`;
    case 'torpedo-flew':
      return `Turn ${String(event.turn)}, step ${String(event.step)}: ${uncapitalise(flightWords(event, event.damage))}`;
    case 'turn-ended':
      return `Turn ${String(event.turn)}: ${uncapitalise(endWords(event))}`;
    case 'lab-reset':
      return `Back to the start: the torpedo at ${placeWords(event.torpedo)}, speed ${String(event.speed)}; the warship at ${placeWords(event.target)}.`;
  }
}
