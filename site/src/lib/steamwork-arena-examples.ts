/**
 * The Steamwork Arena rulebook's worked examples as data, with their outcomes computed by the rules
 * code when the site is built (rules/steamwork-arena). The docs pages print these numbers, so a page
 * cannot say something the code does not do.
 */
import {
  HEALTH_STEPS,
  conflictOdds,
  maxHiddenForAttack,
  rangeEnergyFor,
  rangedReach,
  resolveConflict,
  templatePreset,
  zoneValues,
  type ConflictInput,
  type ConflictOdds,
  type ConflictResult,
  type Hands,
  type Zone,
} from '../../../rules/steamwork-arena/index.ts';

export interface ConflictExample {
  id: string;
  title: string;
  attacker: string;
  defender: string;
  input: ConflictInput & { attackValue: number; defenseValue: number; attackerEnergy: number; defenderEnergy: number };
  result: ConflictResult;
}

function example(id: string, title: string, attacker: string, defender: string, input: ConflictExample['input']): ConflictExample {
  return { id, title, attacker, defender, input, result: resolveConflict(input) };
}

/** Laurel attacks Hardy: the four conflict examples, and Harriet's ranged attack on Ozzie. */
export const CONFLICT_EXAMPLES = {
  conflict1: example('conflict1', 'Conflict Example 1', 'Laurel', 'Hardy', {
    attackValue: 5, attackerEnergy: 6, attackerHands: [3, 2], defenderPicks: 1,
    defenseValue: 2, defenderEnergy: 3, defenderHands: [2, 0], attackerPicks: 1,
  }),
  conflict2: example('conflict2', 'Conflict Example 2', 'Laurel', 'Hardy', {
    attackValue: 5, attackerEnergy: 6, attackerHands: [3, 2], defenderPicks: 1,
    defenseValue: 2, defenderEnergy: 3, defenderHands: [2, 0], attackerPicks: 0,
  }),
  conflict3: example('conflict3', 'Conflict Example 3', 'Laurel', 'Hardy', {
    attackValue: 5, attackerEnergy: 6, attackerHands: [5, 0], defenderPicks: 1,
    defenseValue: 2, defenderEnergy: 3, defenderHands: [2, 0], attackerPicks: 0,
  }),
  conflict4: example('conflict4', 'Conflict Example 4', 'Laurel', 'Hardy', {
    attackValue: 2, attackerEnergy: 6, attackerHands: [0, 0], defenderPicks: 0,
    defenseValue: 4, defenderEnergy: 7, defenderHands: [2, 2], attackerPicks: 0,
  }),
  ranged1: example('ranged1', 'Ranged Attack Example 1', 'Harriet', 'Ozzie', {
    attackValue: 4, rangeEnergy: 2, attackerEnergy: 4, attackerHands: [2, 0], defenderPicks: 0,
    defenseValue: 3, defenderEnergy: 5, defenderHands: [2, 1], attackerPicks: 1,
  }),
} as const satisfies Readonly<Record<string, ConflictExample>>;

export function conflictExample(id: string): ConflictExample {
  const found = (CONFLICT_EXAMPLES as Readonly<Record<string, ConflictExample | undefined>>)[id];
  if (found === undefined) throw new Error(`No Steamwork Arena conflict example "${id}".`);
  return found;
}

/** The Zone Values example: zone C of "Early aggression". */
const earlyAggression = templatePreset('early-aggression');
if (earlyAggression === undefined) throw new Error('The early-aggression preset is missing.');
export const ZONE_VALUES_EXAMPLE = { preset: earlyAggression, zone: 'C' as Zone, values: zoneValues(earlyAggression.template, 'C') };

/** Ranged Attack Example 1: Harriet in mode B, between one and two D-lengths (4 to 8 inches) from Ozzie. */
export const RANGED_EXAMPLE_1 = {
  mode: 'B' as Zone,
  rangeEnergy: 2,
  reach: rangedReach('B', 2),
  oneLength: rangedReach('B', 1),
  /** Any distance over one D-length and up to two needs two energy; 6 inches stands for it. */
  energyFor6Inches: rangeEnergyFor('B', 6),
  maxHidden: maxHiddenForAttack(4, 2),
};

/** Ranged Attack Example 2: mode E, attack value 6, three energy on range (A+A+A). */
export const RANGED_EXAMPLE_2 = {
  mode: 'E' as Zone,
  attackValue: 6,
  rangeEnergy: 3,
  reach: rangedReach('E', 3),
  maxHidden: maxHiddenForAttack(6, 3),
};

/** The health meter: steps above System Failure. */
export const HEALTH = HEALTH_STEPS;

/** Splits for the odds table: Laurel's attack value 5 against Hardy's defense value 2, and the bluff. */
export const ODDS_SPLITS: readonly { attacker: Hands; defender: Hands; note?: string }[] = [
  { attacker: [5, 0], defender: [2, 0] },
  { attacker: [5, 0], defender: [1, 1] },
  { attacker: [4, 1], defender: [2, 0] },
  { attacker: [4, 1], defender: [1, 1] },
  { attacker: [3, 2], defender: [2, 0], note: 'Conflict Examples 1 and 2' },
  { attacker: [3, 2], defender: [1, 1] },
  { attacker: [0, 0], defender: [2, 2], note: 'Conflict Example 4: a bluff' },
];

export function oddsFor(attacker: Hands, defender: Hands): ConflictOdds {
  return conflictOdds(attacker, defender);
}
