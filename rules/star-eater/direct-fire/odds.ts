import { RuleViolation } from '../../engine/index.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';

/** The direct-fire die has twelve faces (rulebook 7.4). */
export const DIRECT_FIRE_DIE_SIDES = 12;

export interface DirectFireMatchup {
  /** The weapon's accuracy stat. */
  accuracy: number;
  /** The target's evasion stat. */
  evasion: number;
}

export interface DirectFireOdds {
  /** How many of the twelve faces hit. */
  hits: number;
  sides: typeof DIRECT_FIRE_DIE_SIDES;
  /** hits / 12, exactly as a fraction would give it. */
  probability: number;
  /** The lowest face that hits, or null when no face does. */
  minimumRoll: number | null;
}

/**
 * The number the roll must beat: a shot hits when the d12 shows more than 6 + evasion − accuracy.
 * Kept separate so the widget can show the formula with its numbers filled in.
 */
export function rollToBeat({ accuracy, evasion }: DirectFireMatchup): number {
  ensureWholeNumber('accuracy', accuracy);
  ensureWholeNumber('evasion', evasion);
  // Subtract first: near a hit/miss boundary evasion ≈ accuracy, so the difference is exact even
  // for stats too large for 6 + evasion to be.
  return 6 + (evasion - accuracy);
}

export function doesRollHit(roll: number, matchup: DirectFireMatchup): boolean {
  return roll > rollToBeat(matchup);
}

/** The exact odds of one direct-fire roll, for any whole-number accuracy and evasion. */
export function directFireOdds(matchup: DirectFireMatchup): DirectFireOdds {
  const lowestHit = Math.max(1, rollToBeat(matchup) + 1);
  const hits = Math.max(0, DIRECT_FIRE_DIE_SIDES - lowestHit + 1);
  return {
    hits,
    sides: DIRECT_FIRE_DIE_SIDES,
    probability: hits / DIRECT_FIRE_DIE_SIDES,
    minimumRoll: hits === 0 ? null : lowestHit,
  };
}

function ensureWholeNumber(stat: 'accuracy' | 'evasion', value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RuleViolation(RULE.stats, `${stat} must be a whole number; got ${String(value)}.`);
  }
}
