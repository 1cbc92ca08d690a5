/**
 * How the collision widget words what the rules did: each ship's move in a step, and why it was
 * undone. Words only: every fact (the collision, the hits, the tokens run over, whether the other
 * ship was moving) comes from the lab's events and state.
 */
import { DIR_NAMES, playOrder, type CollisionLabEvent, type LabShip, type SectionHit, type ShipStep } from '../../rules/star-eater/index.ts';
import { listWords, plural } from '../shared/words.ts';
import { placeWords, tokenName } from './momentum-words.ts';

export { damageWords, placeWords, tokenName } from './momentum-words.ts';

/** "ship A's mat: N, NE", or "empty". */
export function queueWords(ship: LabShip): string {
  const tokens = playOrder(ship.mat).map(tokenName);
  return tokens.length === 0 ? 'empty' : tokens.join(', ');
}

function sections(hits: readonly SectionHit[]): string {
  return listWords(hits.map((hit) => hit.section));
}

/** What one ship's move did in its step, and why. */
export function shipStepWords(played: ShipStep): string {
  const { ship, move, hits } = played;
  const other = ship === 'A' ? 'B' : 'A';
  const token = tokenName(move.token);
  const undone = 'and the step is undone';
  switch (move.collision) {
    case 'edge':
      return `${token} would take its ${sections(hits)} off the board: ${hits.length === 1 ? 'it takes' : 'each takes'} 1 damage, the ${token} token comes off ${ship}’s mat, ${undone}.`;
    case 'warship':
      return played.otherMoved === true
        ? `${token} rams ship ${other}, which was moving too: ${ship} deals 1 damage to each of ${other}’s ${sections(hits)}, loses its ${token} token, ${undone}.`
        : `${token} rams ship ${other}, which has stopped: ${ship} deals 1 damage to each of ${other}’s ${sections(hits)} and loses its ${token} token; ${other} loses nothing. The step is undone.`;
    case 'token': {
      const dealt = hits.length === 0 ? 'it deals no damage' : listWords(hits.map((hit) => `${String(hit.damage)} damage to ${ship}’s ${hit.section}`));
      return `${token} runs over ${listWords(played.ranOver)}, destroyed: ${dealt}. The step is undone; ${ship} keeps its ${token} token.`;
    }
    default:
      return typeof move.token === 'number' ? `${token}, to ${placeWords(move.after, false)}.` : `${token}, now facing ${DIR_NAMES[move.after.facing]}.`;
  }
}

/** The short mark in the lock-step table's cell. */
export function cellMark(played: ShipStep | undefined): string {
  if (played === undefined) return '';
  switch (played.move.collision) {
    case 'edge':
      return 'edge: lost';
    case 'warship':
      return 'rammed: lost';
    case 'token':
      return 'ran over: kept';
    default:
      return 'moved';
  }
}

/** A log entry for each event. */
export function describeEvent(event: CollisionLabEvent): string {
  switch (event.type) {
    case 'round-started':
      return `Round ${String(event.round)}, ${plural(event.length, 'step')}: ${event.ships.map((ship) => `ship ${ship.id} plays ${queueWords(ship)}`).join('; ')}.`;
    case 'ship-stepped':
      return `Round ${String(event.round)}, step ${String(event.step)}, ship ${event.ship}: ${shipStepWords(event)}`;
    case 'round-ended':
      return `Round ${String(event.round)} ends. ${event.ships.map((ship) => `Ship ${ship.id} at ${placeWords(ship.pose)}, mat ${queueWords(ship)}.`).join(' ')}`;
    case 'lab-reset':
      return `Back to the start: ${event.ships.map((ship) => `ship ${ship.id} at ${placeWords(ship.pose)}, mat ${queueWords(ship)}`).join('; ')}.`;
  }
}
