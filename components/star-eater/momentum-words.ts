/**
 * How the momentum widget words what the rules did: tokens, places, thrusts, steps, rounds. Words
 * only: every fact comes from the rules (the lab's state and events).
 */
import { DIR_NAMES, placeOf, settingWords, ruleHeading, type Dir, type MomentumLabEvent, type MomentumMat, type Pose, type Rotation, type SectionHit, type ShipMove, type ThrustStep } from '../../rules/star-eater/index.ts';
import { citationFrom, listWords, plural } from '../shared/words.ts';

/**
 * A rule id as a citation with its title and docs link, from the whole game's table (the labs cite
 * from their own, lab.ts `citation`; marked pure so that their bundles leave this one out).
 */
export const citation = /* @__PURE__ */ citationFrom(ruleHeading);

export function tokenName(token: Dir | Rotation): string {
  return typeof token === 'number' ? DIR_NAMES[token] : token === 'cw' ? 'clockwise' : 'anticlockwise';
}

/** "N, NE, clockwise", or "empty". */
export function matWords(mat: MomentumMat): string {
  const tokens = [...mat.linear, ...mat.rotational].map(tokenName);
  return tokens.length === 0 ? 'empty' : tokens.join(', ');
}

/** "column 6, row 8"; with `facing`, "column 6, row 8, facing N". */
export function placeWords(pose: Pose, facing = true): string {
  const place = placeOf(pose);
  return `column ${String(place.column)}, row ${String(place.row)}${facing ? `, facing ${DIR_NAMES[place.facing]}` : ''}`;
}

export function ordinal(count: number): string {
  const suffix = count % 10 === 1 && count % 100 !== 11 ? 'st' : count % 10 === 2 && count % 100 !== 12 ? 'nd' : count % 10 === 3 && count % 100 !== 13 ? 'rd' : 'th';
  return `${String(count)}${suffix}`;
}

/** What one thrust did, in a sentence: which token it cancelled or turned, or why it was ignored. */
export function thrustWords(step: ThrustStep): string {
  const thrust = `Thrust ${tokenName(step.thrust)}`;
  const linear = typeof step.thrust === 'number';
  const which = step.index === null ? '' : ` (the ${ordinal(step.index + 1)})`;
  const token = step.token === null ? '' : tokenName(step.token);
  switch (step.effect) {
    case 'cancelled':
      return `${thrust}, opposite ${token}, cancels the last ${token} token${which}.`;
    case 'modified':
      return `${thrust}, two sides from ${token}, turns the last ${token} token${which} to ${step.became === null ? '' : DIR_NAMES[step.became]}.`;
    case 'added':
      return `${thrust}: nothing to cancel${linear ? ' or turn' : ''}, so a ${tokenName(step.thrust)} token is added.`;
    case 'ignored':
      return linear
        ? `${thrust} would add a 5th linear token: the mat holds 4, its limit, so it is ignored.`
        : `${thrust} would add a 3rd rotation token: the mat holds 2, its limit, so it is ignored.`;
  }
}

function sectionsWords(hits: readonly SectionHit[]): string {
  return listWords(hits.map((hit) => hit.section));
}

/** One step of the movement in a sentence. */
export function stepWords(round: number, step: number, move: ShipMove, hits: readonly SectionHit[]): string {
  const start = `Round ${String(round)}, step ${String(step)}: ${tokenName(move.token)}`;
  if (move.collision === 'edge') {
    const each = hits.length === 1 ? 'it takes 1 damage' : '1 damage each';
    return `${start} would take the ${sectionsWords(hits)} off the board: ${each}, the ${tokenName(move.token)} token comes off the mat, and the step is undone (the ship stays at ${placeWords(move.after, false)}).`;
  }
  if (move.collision === 'warship') return `${start} rams the other warship: the step is undone.`;
  if (typeof move.token === 'number') return `${start}, to ${placeWords(move.after, false)}.`;
  return `${start}, now facing ${DIR_NAMES[move.after.facing]}.`;
}

/** A log entry for each event. */
export function describeEvent(event: MomentumLabEvent): string {
  switch (event.type) {
    case 'engine-set':
      return `Engine card: ${settingWords(event.setting, event.facing)}.`;
    case 'thrust-applied':
      return `${thrustWords(event.step)} Mat: ${matWords(event.mat)}.`;
    case 'ship-placed':
      return `Ship placed at ${placeWords(event.pose)}.`;
    case 'step-played':
      return stepWords(event.round, event.step, event.move, event.hits);
    case 'round-ended':
      return `Round ${String(event.round)} ends at ${placeWords(event.pose)}. ${event.mat.linear.length + event.mat.rotational.length === 0 ? 'The mat is empty now.' : `The mat keeps ${matWords(event.mat)} for the next round.`}`;
    case 'lab-reset':
      return `Back to the start: ${placeWords(event.pose)}; mat ${matWords(event.mat)}; engine card ${settingWords(event.engine, event.pose.facing)}.`;
  }
}

/** "bow 2, port 1", or "none". */
export function damageWords(damage: Readonly<Record<string, number>>): string {
  const taken = Object.entries(damage).filter(([, count]) => count > 0);
  return taken.length === 0 ? 'none' : taken.map(([section, count]) => `${section} ${String(count)}`).join(', ');
}

export { plural };
