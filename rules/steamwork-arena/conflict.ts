/**
 * Conflict resolution: both players hide energy in two hands, each picks one of the other's hands,
 * the defender takes pending damage points (pdp) if the attacker's revealed hand holds more, and all
 * hidden energy is spent. `resolveConflict` plays one conflict; `conflictOdds` gives the exact
 * distribution of pdp over the four hand picks.
 */
import { RuleViolation, describeValue, readWholeNumber } from '../engine/index.ts';
import { maxHiddenForAttack } from './values.ts';
import { RULE, type RuleId } from './rule-ids.ts';

/** Energy in the left (0) and right (1) hand. */
export type Hands = readonly [number, number];
/** 0 = the opponent's left hand, 1 = their right. */
export type HandPick = 0 | 1;

export interface ConflictInput {
  attackerHands: Hands;
  defenderHands: Hands;
  /** Which of the defender's hands the attacker picks. */
  attackerPicks: HandPick;
  /** Which of the attacker's hands the defender picks. */
  defenderPicks: HandPick;
  /** The attacker's current attack value; when given, their hands may hold at most this minus `rangeEnergy`. */
  attackValue?: number;
  /** Energy the attacker already spent on range (a ranged attack); 0 for a normal attack. */
  rangeEnergy?: number;
  /** The defender's current defense value; when given, their hands may hold at most this. */
  defenseValue?: number;
  /** The attacker's reserves when the attack was declared, before any range energy was spent. */
  attackerEnergy?: number;
  /** The defender's reserves. */
  defenderEnergy?: number;
}

export interface ConflictResult {
  /** The attacker's hand the defender picked, revealed. */
  attackerRevealed: number;
  /** The defender's hand the attacker picked, revealed. */
  defenderRevealed: number;
  /** Pending damage points the defender takes; an attacker never takes any. */
  pdp: number;
  /** Everything the attacker hid, both hands, back to the bank (range energy not included). */
  spentByAttacker: number;
  spentByDefender: number;
  /** Reserves after the conflict, range energy included, when the reserves were given. */
  attackerEnergyAfter: number | null;
  defenderEnergyAfter: number | null;
}

function ensureCount(value: unknown, path: string, rule: RuleId): void {
  readWholeNumber(value, { path, rule }, { min: 0 });
}

function ensureHands(value: unknown, field: string): asserts value is Hands {
  if (!Array.isArray(value) || value.length !== 2) {
    throw new RuleViolation(RULE.hide, `${field} must be two hands, [left, right]; got ${describeValue(value)}.`, field);
  }
  ensureCount(value[0], `${field}[0]`, RULE.hide);
  ensureCount(value[1], `${field}[1]`, RULE.hide);
}

function ensurePick(value: unknown, field: string): asserts value is HandPick {
  if (value !== 0 && value !== 1) {
    throw new RuleViolation(RULE.pick, `${field} must be 0 (left hand) or 1 (right hand); got ${describeValue(value)}.`, field);
  }
}

function total(hands: Hands): number {
  return hands[0] + hands[1];
}

/** The pdp when these two hands are revealed (steamwork-arena/conflict.pdp): the defender's shortfall, never negative. */
export function pendingDamage(attackerRevealed: number, defenderRevealed: number): number {
  return Math.max(0, attackerRevealed - defenderRevealed);
}

/**
 * The most one side may hide across both hands: the attacker up to the attack value left after
 * range, and out of the energy left after paying for range; the defender up to the defense value
 * and the reserve.
 */
export function hidingLimit(
  side: 'attacker' | 'defender',
  limits: { attackValue: number; defenseValue: number; attackerEnergy: number; defenderEnergy: number; rangeEnergy?: number },
): number {
  const rangeEnergy = limits.rangeEnergy ?? 0;
  if (side === 'defender') return Math.max(0, Math.min(limits.defenseValue, limits.defenderEnergy));
  return Math.max(0, Math.min(maxHiddenForAttack(limits.attackValue, rangeEnergy), limits.attackerEnergy - rangeEnergy));
}

/** Checks the hidden energy against the limits that were given (steamwork-arena/conflict.hide). */
export function validateHands(input: Omit<ConflictInput, 'attackerPicks' | 'defenderPicks'>): void {
  ensureHands(input.attackerHands, 'attackerHands');
  ensureHands(input.defenderHands, 'defenderHands');
  const rangeEnergy = input.rangeEnergy ?? 0;
  ensureCount(rangeEnergy, 'rangeEnergy', RULE.rangeCost);
  const attackerTotal = total(input.attackerHands);
  const defenderTotal = total(input.defenderHands);

  if (input.attackValue !== undefined) {
    const limit = maxHiddenForAttack(input.attackValue, rangeEnergy);
    if (attackerTotal > limit) {
      const because = rangeEnergy > 0 ? `attack value ${input.attackValue} minus ${rangeEnergy} spent on range` : `the attack value`;
      throw new RuleViolation(RULE.hide, `attackerHands: the attacker may hide at most ${limit} energy (${because}); these hands hold ${attackerTotal}.`, 'attackerHands');
    }
  }
  if (input.defenseValue !== undefined) {
    ensureCount(input.defenseValue, 'defenseValue', RULE.hide);
    if (defenderTotal > input.defenseValue) {
      throw new RuleViolation(RULE.hide, `defenderHands: the defender may hide at most ${input.defenseValue} energy (the defense value); these hands hold ${defenderTotal}.`, 'defenderHands');
    }
  }
  if (input.attackerEnergy !== undefined) {
    ensureCount(input.attackerEnergy, 'attackerEnergy', RULE.hide);
    if (rangeEnergy + attackerTotal > input.attackerEnergy) {
      const range = rangeEnergy > 0 ? ` plus ${rangeEnergy} on range` : '';
      throw new RuleViolation(
        RULE.hide,
        `attackerHands: the attacker has ${input.attackerEnergy} energy in reserve but hides ${attackerTotal}${range}.`,
        'attackerHands',
      );
    }
  }
  if (input.defenderEnergy !== undefined) {
    ensureCount(input.defenderEnergy, 'defenderEnergy', RULE.hide);
    if (defenderTotal > input.defenderEnergy) {
      throw new RuleViolation(RULE.hide, `defenderHands: the defender has ${input.defenderEnergy} energy in reserve but hides ${defenderTotal}.`, 'defenderHands');
    }
  }
}

/**
 * Plays one conflict: validates the hands (steamwork-arena/conflict.hide), reveals the
 * picked hands (steamwork-arena/conflict.pick), gives the defender pdp (steamwork-arena/conflict.pdp)
 * and spends all hidden energy, both hands of both players (steamwork-arena/conflict.spend).
 */
export function resolveConflict(input: ConflictInput): ConflictResult {
  validateHands(input);
  ensurePick(input.attackerPicks, 'attackerPicks');
  ensurePick(input.defenderPicks, 'defenderPicks');
  const attackerRevealed = input.attackerHands[input.defenderPicks];
  const defenderRevealed = input.defenderHands[input.attackerPicks];
  const spentByAttacker = total(input.attackerHands);
  const spentByDefender = total(input.defenderHands);
  const rangeEnergy = input.rangeEnergy ?? 0;
  return {
    attackerRevealed,
    defenderRevealed,
    pdp: pendingDamage(attackerRevealed, defenderRevealed),
    spentByAttacker,
    spentByDefender,
    attackerEnergyAfter: input.attackerEnergy === undefined ? null : input.attackerEnergy - rangeEnergy - spentByAttacker,
    defenderEnergyAfter: input.defenderEnergy === undefined ? null : input.defenderEnergy - spentByDefender,
  };
}

export interface PdpChance {
  pdp: number;
  /** How many of the four equally likely pick combinations give this pdp. */
  ways: number;
  outOf: 4;
  /** ways / 4, exact in floating point. */
  probability: number;
}

export interface ConflictOdds {
  /** Each possible pdp once, lowest first; the probabilities sum to 1. */
  outcomes: PdpChance[];
  /** The average pdp, in quarters: exact. */
  expectedPdp: number;
  /** The energy both sides spend whatever is picked. */
  spentByAttacker: number;
  spentByDefender: number;
}

/**
 * The exact distribution of pdp for two splits (steamwork-arena/conflict.pick, interpretation: each side picks
 * either hand with equal chance, so the four combinations are equally likely).
 */
export function conflictOdds(attackerSplit: Hands, defenderSplit: Hands): ConflictOdds {
  ensureHands(attackerSplit, 'attackerSplit');
  ensureHands(defenderSplit, 'defenderSplit');
  const ways = new Map<number, number>();
  for (const defenderPicks of [0, 1] as const) {
    for (const attackerPicks of [0, 1] as const) {
      const pdp = pendingDamage(attackerSplit[defenderPicks], defenderSplit[attackerPicks]);
      ways.set(pdp, (ways.get(pdp) ?? 0) + 1);
    }
  }
  const outcomes = [...ways.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pdp, count]): PdpChance => ({ pdp, ways: count, outOf: 4, probability: count / 4 }));
  return {
    outcomes,
    expectedPdp: outcomes.reduce((sum, outcome) => sum + outcome.pdp * outcome.ways, 0) / 4,
    spentByAttacker: total(attackerSplit),
    spentByDefender: total(defenderSplit),
  };
}
