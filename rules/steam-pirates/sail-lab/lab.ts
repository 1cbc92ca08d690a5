/**
 * A what-if lab for one sail (steam-pirates/sail.*): a frigate's start, the islands it passes in
 * order, the wind, where the two flagships are harboured and the pirate's Gold. The lab stages a
 * game state and asks the rules' own `sailProblem` and `sailCost`, so its answers are the game's;
 * the rulebook's "Sailing 101" examples are its presets.
 */
import { at, optional, readList, readOneOf, readRecord, readText, readWholeNumber, refuseBecause, type Field } from '../../engine/index.ts';
import { BEARINGS, type Bearing } from '../compass.ts';
import { sailProblem } from '../decide.ts';
import type { Flagship } from '../events.ts';
import type { SteamPiratesState } from '../model.ts';
import { MOST_SAIL_MOVES, islandOf, linkedTo, pirateOf, sailCost } from '../queries.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { initialState } from '../setup.ts';
import { islandLabel, type Good } from '../sky-map.ts';
import { listText, wholeText, wordText } from '../../engine/index.ts';
import { GOLD_RANGE } from '../tables.ts';

/** Everything one sail depends on. */
export interface SailLab {
  /** The island the frigate sails from (a city island). */
  from: string;
  /** The islands it enters, in order (0 to 4 of them; the lab shows a path still being drawn). */
  path: string[];
  wind: Bearing;
  /** Where each flagship is harboured (city islands). */
  dreadnought: string;
  fortress: string;
  /** The pirate's Gold. */
  gold: number;
}

/** The lab as attributes give it: any field may be missing (the preset's, or the default, then). */
export interface SailLabSetup {
  preset?: unknown;
  from?: unknown;
  path?: unknown;
  wind?: unknown;
  dreadnought?: unknown;
  fortress?: unknown;
  gold?: unknown;
}

export const SAIL_PRESET_NAMES = ['zephyr-neighbours', 'west-wind', 'treasure-nebula', 'treasure-ventis', 'zephyr-haven', 'zephyr-rose-castle'] as const;
export type SailPresetName = (typeof SAIL_PRESET_NAMES)[number];

export interface SailPreset {
  name: SailPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  lab: SailLab;
  /** What the rulebook says the sail costs (none for a path still to draw). */
  expectedCost: number | null;
}

/** Where the rulebook's examples leave the flagships: far east, out of the way (as sailing.test.ts stages them). */
const OUT_OF_THE_WAY = { dreadnought: 'cobalt', fortress: 'erindelle' } as const;

/** The rulebook's "Sailing 101" examples (Carol's frigate), staged as rules/steam-pirates/sailing.test.ts stages them. */
export const SAIL_PRESETS: readonly SailPreset[] = [
  {
    name: 'zephyr-neighbours',
    title: 'From Zephyr: where can the frigate go?',
    description: 'Carol’s frigate is at Zephyr. She can sail to Tinguard, Nebula or Ventis, which are linked to Zephyr, but not straight to Stratos nor Onyx, which are not. Press the islands to draw a path.',
    rule: RULE.sailMoves,
    lab: { from: 'zephyr', path: [], wind: 'S', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: null,
  },
  {
    name: 'west-wind',
    title: 'Tinguard to Onyx with a West wind: 1 Gold',
    description: 'From Tinguard through Rose Castle to Onyx is 2 island movements. The first, Tinguard → Rose Castle, goes West, the way the wind arrow points: it is free, so the sail costs 1 Gold. Turn the wind to see it cost 2.',
    rule: RULE.sailCost,
    lab: { from: 'tinguard', path: ['rose-castle', 'onyx'], wind: 'W', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: 1,
  },
  {
    name: 'treasure-nebula',
    title: 'Felle to Nebula through the treasure island: 2 Gold',
    description: 'From Felle Carol sails West through Gull Key, a treasure island, to Nebula: 2 Gold, and she takes her treasure map piece from Gull Key on the way. She could not stop at Gull Key: a sail ends at a city island.',
    rule: RULE.sailTreasure,
    lab: { from: 'felle', path: ['gull-key', 'nebula'], wind: 'S', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: 2,
  },
  {
    name: 'treasure-ventis',
    title: 'On past Nebula to Ventis: 3 Gold',
    description: 'The same sail going on from Nebula to Ventis: 3 island movements, 3 Gold, the map piece taken at Gull Key.',
    rule: RULE.sailTreasure,
    lab: { from: 'felle', path: ['gull-key', 'nebula', 'ventis'], wind: 'S', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: 3,
  },
  {
    name: 'zephyr-haven',
    title: 'Zephyr to Haven: 4 islands, 4 Gold',
    description: 'From Zephyr Carol can reach Haven, passing through 4 islands (Nebula, Cap’s Perch, Lumen, Haven), the most a sail may move: 4 Gold.',
    rule: RULE.sailMoves,
    lab: { from: 'zephyr', path: ['nebula', 'caps-perch', 'lumen', 'haven'], wind: 'S', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: 4,
  },
  {
    name: 'zephyr-rose-castle',
    title: 'Zephyr to Rose Castle: 2 Gold',
    description: 'From Zephyr to Rose Castle is 2 island movements (by Tinguard): 2 Gold.',
    rule: RULE.sailCost,
    lab: { from: 'zephyr', path: ['tinguard', 'rose-castle'], wind: 'S', ...OUT_OF_THE_WAY, gold: 10 },
    expectedCost: 2,
  },
];

export function sailPresetNamed(name: string): SailPreset | undefined {
  return SAIL_PRESETS.find((preset) => preset.name === name);
}

const SETUP_KEYS = ['preset', 'from', 'path', 'wind', 'dreadnought', 'fortress', 'gold'] as const;
const FLAGSHIPS: readonly Flagship[] = ['dreadnought', 'fortress'];

/** An island of the sample map, or a refusal naming the field. */
export function readIsland(value: unknown, field: Field): string {
  const id = readText(value, field).trim();
  if (SAMPLE_MAP.islands.some((island) => island.id === id)) return id;
  return refuseBecause(field, `names "${id}", which is no island of the map; the islands are ${SAMPLE_MAP.islands.map((island) => island.id).join(', ')}.`);
}

function readCityIsland(value: unknown, field: Field, why: string): string {
  const id = readIsland(value, field);
  const island = SAMPLE_MAP.islands.find((candidate) => candidate.id === id);
  if (island?.kind !== 'city') refuseBecause(field, `names ${island === undefined ? id : islandLabel(island)}, a treasure island: ${why}.`);
  return id;
}

/**
 * The lab a setup describes, or a `RuleViolation` naming the field that is wrong (`path[2]`,
 * `gold`). Fields left out come from the preset (by default, Zephyr's neighbours). A path the
 * rules would refuse (not linked, too long, past a flagship) is accepted: the lab says why.
 */
export function readSailLab(setup: SailLabSetup): SailLab {
  const record = readRecord(setup, { path: '', rule: RULE.sailMoves }, SETUP_KEYS, 'a sail lab setup');
  const presetName = optional(record.preset, { path: 'preset', rule: RULE.sailMoves }, (value, field) => readOneOf(value, field, SAIL_PRESET_NAMES), 'zephyr-neighbours');
  const base = sailPresetNamed(presetName)?.lab;
  if (base === undefined) throw new Error(`No sail preset ${presetName}.`);
  const from = optional(record.from, { path: 'from', rule: RULE.sailHarbour }, (value, field) => readCityIsland(wordText(value), field, 'a frigate is always at a city island'), base.from);
  // A new start makes the preset's path meaningless: it starts empty unless given too.
  const fallbackPath = record.from === undefined ? base.path : [];
  const path = optional(record.path, { path: 'path', rule: RULE.sailMoves }, (value, field) => readList(listText(value), field, readIsland, { maxLength: MOST_SAIL_MOVES + 1 }), fallbackPath);
  const wind = optional(record.wind, { path: 'wind', rule: RULE.sailCost }, (value, field) => readOneOf(wordText(value, 'upper'), field, BEARINGS), base.wind);
  const ships = FLAGSHIPS.map((ship) =>
    optional(record[ship], { path: ship, rule: RULE.sailFlagships }, (value, field) => readCityIsland(wordText(value), field, 'flagships harbour only at city islands'), base[ship]),
  );
  const [dreadnought = base.dreadnought, fortress = base.fortress] = ships;
  if (dreadnought === fortress) refuseBecause({ path: 'fortress', rule: RULE.sailFlagships }, `is ${fortress}, where the Dreadnought is: the two flagships never share an island.`);
  const gold = optional(record.gold, { path: 'gold', rule: RULE.sailCost }, (value, field) => readWholeNumber(wholeText(value), field, GOLD_RANGE), base.gold);
  path.forEach((id, index) => {
    if (path.indexOf(id) !== index) refuseBecause(at({ path: 'path', rule: RULE.sailMoves }, index), `repeats "${id}": a sail never comes back to an island it has been to.`);
  });
  return { from, path, wind, dreadnought, fortress, gold };
}

/** The pirate the lab stages. */
export const SAIL_LAB_PIRATE = 'carol';

let baseGame: SteamPiratesState | null = null;

/**
 * The lab as a game state: a two-pirate game on the sample data, Carol's turn before her sail,
 * her frigate at `from` (the only island she has anchored at), the wind and the flagships the
 * lab's. Every treasure island still holds her map piece.
 */
export function sailLabState(lab: SailLab): SteamPiratesState {
  baseGame ??= initialState({ seed: 1, players: [SAIL_LAB_PIRATE, 'amber'], firstPlayer: SAIL_LAB_PIRATE });
  const base = baseGame;
  const pirate = { ...pirateOf(base, SAIL_LAB_PIRATE), at: lab.from, gold: lab.gold, connected: [lab.from], maps: [] };
  return {
    ...base,
    wind: lab.wind,
    pirates: { ...base.pirates, [SAIL_LAB_PIRATE]: pirate },
    flagships: {
      dreadnought: { ...base.flagships.dreadnought, at: lab.dreadnought },
      fortress: { ...base.flagships.fortress, at: lab.fortress },
    },
    turn: base.turn === null ? null : { ...base.turn, sailed: false },
  };
}

/** What the lab's path would do. */
export interface SailPreview {
  /** What the sail costs, and what it would cost if the wind gave nothing. */
  cost: number;
  costWithoutWind: number;
  /** Whether the first move goes the way the wind arrow points (one move free). */
  withWind: boolean;
  /** Why the rules refuse the sail, or null when it is legal (an empty path: "choose an island"). */
  problem: { rule: RuleId; reason: string } | null;
  /** Treasure islands on the way where the pirate takes a map piece (steam-pirates/sail.treasure). */
  treasures: string[];
  /** The island anchored at, if the sail ends at a city island not yet connected, and its good. */
  anchor: { island: string; good: Good } | null;
  /** Where each flagship is: no frigate sails into or through it (steam-pirates/sail.flagships). */
  blocked: { ship: Flagship; island: string }[];
  /** Islands the path may take next: linked to its end, not yet on it. Empty after 4 moves. */
  next: string[];
  /** Of those linked to the path's end, the ones a flagship holds. */
  blockedNext: string[];
}

/** What sailing the lab's path would do, from the rules. */
export function sailPreview(lab: SailLab): SailPreview {
  const state = sailLabState(lab);
  const { cost, withWind } = sailCost(state, lab.from, lab.path);
  const problem = lab.path.length === 0 ? null : sailProblem(state, SAIL_LAB_PIRATE, lab.path);
  // The same tests as decide.ts's sail, on the path as it stands (a test checks they agree).
  const treasures = lab.path.filter((id) => (state.treasures[id] ?? []).includes(SAIL_LAB_PIRATE));
  const end = lab.path.at(-1);
  const good = end === undefined ? undefined : islandOf(state, end)?.good;
  const anchor = end !== undefined && good !== undefined && end !== lab.from ? { island: end, good } : null;
  const blocked = [
    { ship: 'dreadnought' as const, island: lab.dreadnought },
    { ship: 'fortress' as const, island: lab.fortress },
  ];
  const tail = end ?? lab.from;
  const linked = SAMPLE_MAP.islands.map((island) => island.id).filter((id) => linkedTo(state, tail).includes(id) && id !== lab.from && !lab.path.includes(id));
  const full = lab.path.length >= MOST_SAIL_MOVES;
  const flagshipIslands = [lab.dreadnought, lab.fortress];
  return {
    cost,
    costWithoutWind: lab.path.length,
    withWind,
    problem,
    treasures,
    anchor,
    blocked,
    next: full ? [] : linked.filter((id) => !flagshipIslands.includes(id)),
    blockedNext: linked.filter((id) => flagshipIslands.includes(id)),
  };
}

/** The lab with `island` added to the end of its path. */
export function extendPath(lab: SailLab, island: string): SailLab {
  return { ...lab, path: [...lab.path, island] };
}
