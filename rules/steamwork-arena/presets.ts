/**
 * The rulebook's worked examples staged as games: a setup that puts the steamworks where the example
 * starts, and the opening commands that play up to the moment the reader takes over. The conflict
 * examples continue into the reckoning examples, so those play the conflict as printed first.
 *
 * Energies are staged so that, after round 1's ENERGIZE and the bids, each side has what the example
 * says at the attack: Laurel 6 and Hardy 3; Harriet 4 and Ozzie 5.
 */
import { isOneOf } from '../engine/index.ts';
import type { SteamworkCommand } from './messages.ts';
import type { SteamworkSetup } from './setup.ts';
import { resolveConflict, type ConflictResult, type HandPick, type Hands } from './conflict.ts';
import { templatePreset, type TemplatePreset, type Zone } from './templates.ts';
import { maxHiddenForAttack, rangeEnergyFor, rangedReach, zoneValues, type ZoneValues } from './values.ts';
import type { ConflictCommand, ConflictLimits } from './conflict-lab/ruleset.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export interface GamePreset {
  name: GamePresetName;
  title: string;
  description: string;
  /** What the reader can try from where the opening stops. */
  try: string;
  setup: SteamworkSetup;
  opening: readonly SteamworkCommand[];
}

export const GAME_PRESET_NAMES = ['conflict-example-1', 'reckoning-example-1', 'ranged-example-1', 'reckoning-example-2'] as const;
export type GamePresetName = (typeof GAME_PRESET_NAMES)[number];

/** Laurel's zone C has 4 added attack icons (attack 5), Hardy's an added defense (defense 2); both in C, touching. */
const LAUREL_AND_HARDY: SteamworkSetup = {
  seed: 1,
  players: ['laurel', 'hardy'],
  steamworks: [
    { id: 'laurel', controller: 'laurel', template: { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a AAAA eee d', D: 'aa ee', E: 'aaa e' } }, reserve: 4, position: { x: 11.5, y: 12 } },
    { id: 'hardy', controller: 'hardy', template: { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eee d D', D: 'aa ee', E: 'aaa e' } }, reserve: 0, position: { x: 12.5, y: 12 } },
  ],
};

/** Laurel takes first initiative; both stay in C. */
const TO_LAURELS_ACT: readonly SteamworkCommand[] = [
  { type: 'bid', player: 'laurel', amount: 1 },
  { type: 'bid', player: 'hardy', amount: 0 },
  { type: 'shift', player: 'hardy', to: 'C' },
  { type: 'shift', player: 'laurel', to: 'C' },
];

/**
 * Harriet's zone B has 4 added attack icons (attack 4); Ozzie, a standard alpha core in mode A
 * (defense 3), is one step down his health meter ("on Voluntary Shutdown"). They stand 6 inches
 * apart: more than one D-length, fewer than two.
 */
const HARRIET_AND_OZZIE: SteamworkSetup = {
  seed: 1,
  players: ['harriet', 'ozzie'],
  steamworks: [
    { id: 'harriet', controller: 'harriet', template: { core: 'alpha', zones: { A: 'e ddd', B: 'AAAA ee dd', C: 'a eee d', D: 'aa ee', E: 'aaa e' } }, reserve: 3, mode: 'B', position: { x: 9, y: 12 } },
    { id: 'ozzie', controller: 'ozzie', reserve: 4, mode: 'A', health: 2, position: { x: 15, y: 12 } },
  ],
};

const TO_HARRIETS_ACT: readonly SteamworkCommand[] = [
  { type: 'bid', player: 'harriet', amount: 1 },
  { type: 'bid', player: 'ozzie', amount: 0 },
  { type: 'shift', player: 'ozzie', to: 'A' },
  { type: 'shift', player: 'harriet', to: 'B' },
];

/** An opening that goes on from another; a plain call (marked pure) so bundles that use no game preset drop them all. */
function continued(start: readonly SteamworkCommand[], more: readonly SteamworkCommand[]): SteamworkCommand[] {
  return [...start, ...more];
}

export const GAME_PRESETS: readonly GamePreset[] = [
  {
    name: 'conflict-example-1',
    title: 'Conflict Example 1: Laurel attacks Hardy',
    description: 'Laurel (attack value 5, 6 energy) touches Hardy (defense value 2, 3 energy) and has first initiative.',
    try: 'As the rulebook: attack Hardy; Laurel hides 3 and 2, Hardy 2 and 0; each picks the other\'s right hand. Laurel reveals 2, Hardy 0: 2 pending damage points for Laurel to spend.',
    setup: LAUREL_AND_HARDY,
    opening: TO_LAURELS_ACT,
  },
  {
    name: 'reckoning-example-1',
    title: 'Reckoning Example 1: Hardy repairs himself',
    description: 'Conflict Example 1 has been played: Laurel spent both pending damage points on Hardy\'s health, leaving him one step from System Failure. Both have ended their acts.',
    try: 'Hardy does not want Laurel choosing which mode to shut down: shut down mode A and mode B, and his health clip is back at the top.',
    setup: LAUREL_AND_HARDY,
    opening: /* @__PURE__ */ continued(TO_LAURELS_ACT, [
      { type: 'attack', player: 'laurel', target: 'hardy', rangeEnergy: 0 },
      { type: 'hide', player: 'laurel', hands: [3, 2] },
      { type: 'hide', player: 'hardy', hands: [2, 0] },
      { type: 'pick', player: 'laurel', hand: 1 },
      { type: 'pick', player: 'hardy', hand: 1 },
      { type: 'spend-pdp', player: 'laurel', effect: 'health' },
      { type: 'spend-pdp', player: 'laurel', effect: 'health' },
      { type: 'end-act', player: 'laurel' },
      { type: 'end-act', player: 'hardy' },
    ]),
  },
  {
    name: 'ranged-example-1',
    title: 'Ranged Attack Example 1: Harriet shoots at Ozzie',
    description: 'Harriet (mode B, attack value 4, 4 energy) is 6 inches from Ozzie (mode A, defense value 3, 5 energy, one step down his health meter): between one and two D-lengths.',
    try: 'As the rulebook: attack Ozzie with 2 energy of range (D+D); Harriet hides 2 and 0, Ozzie 2 and 1; Harriet picks his right hand, he picks her left. 1 pending damage point: move Ozzie to mode B.',
    setup: HARRIET_AND_OZZIE,
    opening: TO_HARRIETS_ACT,
  },
  {
    name: 'reckoning-example-2',
    title: 'Reckoning Example 2: Ozzie gives up mode E',
    description: 'Ranged Attack Example 1 has been played: Harriet spent her pending damage point moving Ozzie to mode B. He is still one step down his health meter.',
    try: 'Ozzie will never use mode E: shut it down, and his health clip moves up to the top.',
    setup: HARRIET_AND_OZZIE,
    opening: /* @__PURE__ */ continued(TO_HARRIETS_ACT, [
      { type: 'attack', player: 'harriet', target: 'ozzie', rangeEnergy: 2 },
      { type: 'hide', player: 'harriet', hands: [2, 0] },
      { type: 'hide', player: 'ozzie', hands: [2, 1] },
      { type: 'pick', player: 'harriet', hand: 1 },
      { type: 'pick', player: 'ozzie', hand: 0 },
      { type: 'spend-pdp', player: 'harriet', effect: 'mode', to: 'B' },
      { type: 'end-act', player: 'harriet' },
      { type: 'end-act', player: 'ozzie' },
    ]),
  },
];

export function isGamePresetName(value: unknown): value is GamePresetName {
  return isOneOf(GAME_PRESET_NAMES, value);
}

export function gamePreset(name: GamePresetName): GamePreset {
  const preset = GAME_PRESETS.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new Error(`No game preset "${name}".`);
  return preset;
}

// Conflicts ----------------------------------------------------------------------------------

/**
 * The rulebook's conflicts on their own, for the conflict ruleset (`conflictRuleset`): Laurel
 * attacks Hardy (Conflict Examples 1–4), Harriet shoots at Ozzie (Ranged Attack Examples). The
 * names are the game presets' names where a game preset plays the same example.
 */
export const CONFLICT_PRESET_NAMES = ['conflict-example-1', 'conflict-example-2', 'conflict-example-3', 'conflict-example-4', 'ranged-example-1', 'ranged-example-2'] as const;
export type ConflictPresetName = (typeof CONFLICT_PRESET_NAMES)[number];

/** The names `<steamwork-arena-conflict>` first used; still accepted. */
export const CONFLICT_PRESET_ALIASES: Readonly<Record<string, ConflictPresetName>> = {
  'example-1': 'conflict-example-1',
  'example-2': 'conflict-example-2',
  'example-3': 'conflict-example-3',
  'example-4': 'conflict-example-4',
  'ranged-1': 'ranged-example-1',
  'ranged-2': 'ranged-example-2',
};

/** The hands as printed and the picks: which of the other's hands each side picks (0 left, 1 right). */
export interface PrintedConflict {
  attackerHands: Hands;
  defenderHands: Hands;
  attackerPicks: HandPick;
  defenderPicks: HandPick;
}

export interface ConflictPreset {
  name: ConflictPresetName;
  title: string;
  /** The rule the example shows. */
  rule: RuleId;
  /** Who attacks and who defends, as the rulebook names them. */
  attacker: string;
  defender: string;
  limits: ConflictLimits;
  /** A ranged attack: the attacker's mode and, where the example places them, how far apart the miniatures stand. */
  range?: { mode: Zone; inches?: number };
  /** The splits and picks as printed; a preset without them (Ranged Attack Example 2) opens free play. */
  printed?: PrintedConflict;
  description: string;
}

/** Laurel: attack value 5, 6 energy; Hardy: defense value 2, 3 energy (Conflict Examples 1–3, and the game preset's staging). */
const LAUREL_AND_HARDY_LIMITS: ConflictLimits = { attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 0 };

// Built in a call marked pure: the rule ids are property reads, which would keep the list in every tag that imports this file.
export const CONFLICT_PRESETS: readonly ConflictPreset[] = /* @__PURE__ */ (() => [
  {
    name: 'conflict-example-1',
    title: 'Conflict Example 1',
    rule: RULE.pdp,
    attacker: 'Laurel',
    defender: 'Hardy',
    limits: LAUREL_AND_HARDY_LIMITS,
    printed: { attackerHands: [3, 2], defenderHands: [2, 0], attackerPicks: 1, defenderPicks: 1 },
    description: 'Laurel attacks Hardy; each picks the other’s right hand.',
  },
  {
    name: 'conflict-example-2',
    title: 'Conflict Example 2',
    rule: RULE.pdp,
    attacker: 'Laurel',
    defender: 'Hardy',
    limits: LAUREL_AND_HARDY_LIMITS,
    printed: { attackerHands: [3, 2], defenderHands: [2, 0], attackerPicks: 0, defenderPicks: 1 },
    description: 'The same hands, but Laurel picks Hardy’s left hand.',
  },
  {
    name: 'conflict-example-3',
    title: 'Conflict Example 3',
    rule: RULE.pdp,
    attacker: 'Laurel',
    defender: 'Hardy',
    limits: LAUREL_AND_HARDY_LIMITS,
    printed: { attackerHands: [5, 0], defenderHands: [2, 0], attackerPicks: 0, defenderPicks: 1 },
    description: 'Laurel puts everything in one hand, and Hardy picks the empty one. Attackers never take pending damage.',
  },
  {
    name: 'conflict-example-4',
    title: 'Conflict Example 4',
    rule: RULE.spend,
    attacker: 'Laurel',
    defender: 'Hardy',
    limits: { attackValue: 2, defenseValue: 4, attackerEnergy: 6, defenderEnergy: 7, rangeEnergy: 0 },
    printed: { attackerHands: [0, 0], defenderHands: [2, 2], attackerPicks: 0, defenderPicks: 0 },
    description: 'A bluff: Laurel hides nothing at all, and Hardy spends 4 energy for nothing.',
  },
  {
    name: 'ranged-example-1',
    title: 'Ranged Attack Example 1',
    rule: RULE.rangeCost,
    attacker: 'Harriet',
    defender: 'Ozzie',
    limits: { attackValue: 4, defenseValue: 3, attackerEnergy: 4, defenderEnergy: 5, rangeEnergy: 2 },
    // Between one and two D-lengths apart; the game preset stands them 6 inches apart.
    range: { mode: 'B', inches: 6 },
    printed: { attackerHands: [2, 0], defenderHands: [2, 1], attackerPicks: 1, defenderPicks: 0 },
    description: 'Harriet, in mode B, spends 2 energy on range (D+D), so she may hide only 2 of her attack value 4.',
  },
  {
    name: 'ranged-example-2',
    title: 'Ranged Attack Example 2',
    rule: RULE.rangeCost,
    attacker: 'Attacker',
    defender: 'Defender',
    // The rulebook prints only the attack value and the range energy; the rest are free-play defaults.
    limits: { attackValue: 6, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 3 },
    range: { mode: 'E' },
    description: 'Mode E, attack value 6, three energy spent on range (A+A+A): at most 3 energy may be hidden. Try it.',
  },
])();

/** A conflict preset by its name or an old alias (`example-1`), or undefined. */
export function conflictPresetNamed(name: string): ConflictPreset | undefined {
  const canonical = CONFLICT_PRESET_ALIASES[name] ?? name;
  return CONFLICT_PRESETS.find((preset) => preset.name === canonical);
}

export function conflictPreset(name: ConflictPresetName): ConflictPreset {
  const preset = conflictPresetNamed(name);
  if (preset === undefined) throw new Error(`No conflict preset "${name}".`);
  return preset;
}

/** The printed conflict as commands: both sides hide, then both pick. */
export function printedConflictCommands(printed: PrintedConflict): ConflictCommand[] {
  return [
    { type: 'hide', player: 'attacker', hands: printed.attackerHands },
    { type: 'hide', player: 'defender', hands: printed.defenderHands },
    { type: 'pick', player: 'attacker', hand: printed.attackerPicks },
    { type: 'pick', player: 'defender', hand: printed.defenderPicks },
  ];
}

/** A ranged conflict preset worked out: how far its range energy reaches, and how much is left to hide. */
export interface RangedExample {
  mode: Zone;
  attackValue: number;
  rangeEnergy: number;
  /** Inches one energy of range reaches from `mode`. */
  oneLength: number;
  /** Inches `rangeEnergy` reaches. */
  reach: number;
  /** The least range energy that reaches the example's distance, where it gives one. */
  energyForDistance: number | null;
  maxHidden: number;
}

export function rangedExample(name: ConflictPresetName): RangedExample {
  const preset = conflictPreset(name);
  if (preset.range === undefined) throw new Error(`Conflict preset "${name}" is not a ranged attack.`);
  const { mode, inches } = preset.range;
  const { attackValue, rangeEnergy } = preset.limits;
  return {
    mode,
    attackValue,
    rangeEnergy,
    oneLength: rangedReach(mode, 1),
    reach: rangedReach(mode, rangeEnergy),
    energyForDistance: inches === undefined ? null : rangeEnergyFor(mode, inches),
    maxHidden: maxHiddenForAttack(attackValue, rangeEnergy),
  };
}

/** The Zone Values example: "Early aggression" with the mode clip on zone C. */
export function zoneValuesExample(): { preset: TemplatePreset; zone: Zone; values: ZoneValues } {
  const preset = templatePreset('early-aggression');
  if (preset === undefined) throw new Error('The early-aggression template preset is missing.');
  return { preset, zone: 'C', values: zoneValues(preset.template, 'C') };
}

/** A printed conflict preset's result, as the rules resolve it. */
export function printedConflictResult(name: ConflictPresetName): { preset: ConflictPreset; printed: PrintedConflict; result: ConflictResult } {
  const preset = conflictPreset(name);
  if (preset.printed === undefined) throw new Error(`Conflict preset "${name}" has no printed hands.`);
  return { preset, printed: preset.printed, result: resolveConflict({ ...preset.limits, ...preset.printed }) };
}
