/**
 * A what-if lab for one Profit action (steam-pirates/profit.*): a pirate's Trade Houses and
 * connections, the season, where the two flagships are harboured, and the way the Profit is taken
 * (a Profit die, or the Merchant or the Smuggler, basic or bribed). The lab stages a game state
 * and asks the rules' own `profitOf`, so its figures are the game's; the rulebook's profit
 * examples are its presets.
 */
import { at, optional, readList, readOneOf, readRecord, readText, readWholeNumber, refuseBecause, type Field } from '../../engine/index.ts';
import type { Pirate, ProfitLine, SteamPiratesState } from '../model.ts';
import { PROFIT_VARIANTS, PROFIT_VARIANT_RULES, type ProfitVariant } from '../decide.ts';
import { connections, embargoedGood, pirateOf, profitOf, revenueOf } from '../queries.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { initialState } from '../setup.ts';
import { GOODS, islandLabel, type Good, type Island } from '../sky-map.ts';
import { listText, wholeText, wordText } from '../../engine/index.ts';
import { SEASON_RANGE, SUPPLY } from '../tables.ts';

/** Everything the lab's Profit depends on. Houses are always among the connected islands. */
export interface ProfitLab {
  /** 1, 2 or 3. */
  season: number;
  variant: ProfitVariant;
  /** The Flying Fortress's island (the embargo) and the Dreadnought's (the blockade). */
  fortress: string;
  dreadnought: string;
  /** City islands holding the pirate's Trade Houses, at most 8. */
  houses: string[];
  /** City islands the pirate is connected to: every house's, and the anchored ones. */
  connected: string[];
}

/** The lab as attributes give it: any field may be missing (the preset's, or the default, then). */
export interface ProfitLabSetup {
  preset?: unknown;
  season?: unknown;
  variant?: unknown;
  fortress?: unknown;
  dreadnought?: unknown;
  houses?: unknown;
  /** Islands connected besides the houses' (a house connects its island anyway). */
  connections?: unknown;
}

export const PROFIT_PRESET_NAMES = ['amber-embargo', 'brian-coal', 'fortress-gale', 'dreadnought-haven'] as const;
export type ProfitPresetName = (typeof PROFIT_PRESET_NAMES)[number];

export interface ProfitPreset {
  name: ProfitPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  /** The pirate the rulebook's example follows. */
  pirate: string;
  lab: ProfitLab;
  /** What the rulebook says it earns: the total, and the gold of the goods it names. */
  expected: { total: number; gold: Partial<Record<Good, number>> };
}

/**
 * The rulebook's profit examples, staged exactly as rules/steam-pirates/trade.test.ts stages them:
 * where the rulebook leaves a flagship out, it is harboured far east, out of the way (the Fortress
 * at Erindelle, the Dreadnought at Cobalt).
 */
export const PROFIT_PRESETS: readonly ProfitPreset[] = (
  [
  {
    name: 'amber-embargo',
    title: 'Amber’s 13 Gold under the embargo',
    description:
      'In the second season Amber takes a Profit with the Flying Fortress harboured at Lumen, a Rum island: 3 Gold for the season, 4 from her 2 Coal houses, 6 from her 2 Firearms houses, and nothing from her 2 Rum houses, under embargo.',
    rule: RULE.profitEmbargo,
    pirate: 'Amber',
    lab: {
      season: 2,
      variant: 'plain',
      fortress: 'lumen',
      dreadnought: 'cobalt',
      houses: ['haven', 'mistral', 'lumen', 'gale', 'tinguard', 'concona'],
      connected: ['haven', 'mistral', 'stratos', 'lumen', 'gale', 'onyx', 'tinguard', 'halcyon', 'concona', 'brassport'],
    },
    expected: { total: 13, gold: { coal: 4, rum: 0, firearms: 6 } },
  },
  {
    name: 'brian-coal',
    title: 'Brian’s Coal: 2 houses, 5 Coal islands',
    description: 'Brian has 2 Coal Trade Houses and is connected to 5 Coal islands: his Coal revenue is 3 Gold a house, so Coal brings him 6 Gold, on top of the season’s 2.',
    rule: RULE.profitRevenue,
    pirate: 'Brian',
    lab: {
      season: 1,
      variant: 'plain',
      fortress: 'erindelle',
      dreadnought: 'cobalt',
      houses: ['haven', 'mistral'],
      connected: ['haven', 'mistral', 'stratos', 'felle', 'cobalt'],
    },
    expected: { total: 8, gold: { coal: 6 } },
  },
  {
    name: 'fortress-gale',
    title: 'The Flying Fortress at Gale',
    description: 'The Flying Fortress harbours at Gale, a Rum island: nobody’s Rum houses earn anything, wherever they stand. Brian’s Rum houses at Lumen and Iona bring him nothing; he takes the season’s 2 Gold.',
    rule: RULE.profitEmbargo,
    pirate: 'Brian',
    lab: { season: 1, variant: 'plain', fortress: 'gale', dreadnought: 'cobalt', houses: ['lumen', 'iona'], connected: ['haven', 'lumen', 'iona'] },
    expected: { total: 2, gold: { rum: 0 } },
  },
  {
    name: 'dreadnought-haven',
    title: 'The Dreadnought at Haven',
    description: 'The Dreadnought docks at Haven: nobody’s Trade House in Haven earns anything. Amber’s Coal house in Mistral still earns its 1 Gold; her Coal house in Haven earns nothing.',
    rule: RULE.profitBlockade,
    pirate: 'Amber',
    lab: { season: 1, variant: 'plain', fortress: 'erindelle', dreadnought: 'haven', houses: ['haven', 'mistral'], connected: ['haven', 'mistral'] },
    expected: { total: 3, gold: { coal: 1 } },
  },
  ] satisfies ProfitPreset[]
).map((preset) => ({ ...preset, lab: normalised(preset.lab) }));

export function profitPresetNamed(name: string): ProfitPreset | undefined {
  return PROFIT_PRESETS.find((preset) => preset.name === name);
}

/** The preset a lab starts from when none is named. */
export const DEFAULT_PROFIT_PRESET: ProfitPresetName = 'amber-embargo';

const SETUP_KEYS = ['preset', 'season', 'variant', 'fortress', 'dreadnought', 'houses', 'connections'] as const;

/** The city islands of the sample map, in map order: what houses, connections and flagships may name. */
export const CITY_ISLANDS: readonly Island[] = SAMPLE_MAP.islands.filter((island) => island.kind === 'city');

/** A city island of the sample map, or a refusal naming the field. */
export function readCityIsland(value: unknown, field: Field): string {
  const id = readText(value, field).trim();
  const island = SAMPLE_MAP.islands.find((candidate) => candidate.id === id);
  if (island === undefined) refuseBecause(field, `names "${id}", which is no island of the map; the city islands are ${CITY_ISLANDS.map((city) => city.id).join(', ')}.`);
  if (island.kind !== 'city') refuseBecause(field, `names ${islandLabel(island)}, a treasure island: only city islands trade, and flagships harbour only there.`);
  return id;
}

function readIslandList(value: unknown, field: Field, most: number): string[] {
  const ids = readList(value, field, readCityIsland, { maxLength: most });
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) refuseBecause(at(field, index), `repeats "${id}": a pirate has one house on an island at most, and an island connects once.`);
  });
  return ids;
}

/**
 * The lab a setup describes, or a `RuleViolation` naming the field that is wrong (`houses[2]`,
 * `season`). Fields left out come from the preset (by default, Amber’s embargo example).
 */
export function readProfitLab(setup: ProfitLabSetup): ProfitLab {
  const record = readRecord(setup, { path: '', rule: RULE.profitRevenue }, SETUP_KEYS, 'a profit lab setup');
  const presetName = optional(record.preset, { path: 'preset', rule: RULE.profitRevenue }, (value, field) => readOneOf(value, field, PROFIT_PRESET_NAMES), DEFAULT_PROFIT_PRESET);
  const base = profitPresetNamed(presetName)?.lab;
  if (base === undefined) throw new Error(`No profit preset ${presetName}.`);
  const season = optional(record.season, { path: 'season', rule: RULE.seasonGold }, (value, field) => readWholeNumber(wholeText(value), field, SEASON_RANGE), base.season);
  const variant = optional(record.variant, { path: 'variant', rule: RULE.profitRevenue }, (value, field) => readOneOf(wordText(value), field, PROFIT_VARIANTS), base.variant);
  const fortress = optional(record.fortress, { path: 'fortress', rule: RULE.profitEmbargo }, (value, field) => readCityIsland(wordText(value), field), base.fortress);
  const dreadnought = optional(record.dreadnought, { path: 'dreadnought', rule: RULE.profitBlockade }, (value, field) => readCityIsland(wordText(value), field), base.dreadnought);
  const houses = optional(record.houses, { path: 'houses', rule: RULE.establish }, (value, field) => readIslandList(listText(value), field, SUPPLY.houses), base.houses);
  const extra = optional(record.connections, { path: 'connections', rule: RULE.sailAnchor }, (value, field) => readIslandList(listText(value), field, CITY_ISLANDS.length), null);
  // Given houses with the preset's connections: the preset's stay, and the new houses connect their islands.
  const connected = extra ?? base.connected;
  return normalised({ season, variant, fortress, dreadnought, houses, connected });
}

/** Islands in map order: a lab's lists compare equal however they were given. */
function inMapOrder(ids: readonly string[]): string[] {
  return SAMPLE_MAP.islands.map((island) => island.id).filter((id) => ids.includes(id));
}

/** The lab with its houses and connections in map order, and every house's island connected. */
function normalised(lab: ProfitLab): ProfitLab {
  return { ...lab, houses: inMapOrder(lab.houses), connected: inMapOrder([...lab.connected, ...lab.houses]) };
}

/** The lab with a house added or removed at `island` (adding one connects the island). */
export function toggleHouse(lab: ProfitLab, island: string): ProfitLab {
  const has = lab.houses.includes(island);
  if (!has && lab.houses.length >= SUPPLY.houses) return lab;
  return normalised({ ...lab, houses: has ? lab.houses.filter((id) => id !== island) : [...lab.houses, island] });
}

/** The lab with `island` connected or not; cutting the connection of a house's island removes the house. */
export function toggleConnection(lab: ProfitLab, island: string): ProfitLab {
  if (lab.connected.includes(island)) {
    const houses = lab.houses.filter((id) => id !== island);
    return { ...lab, houses, connected: lab.connected.filter((id) => id !== island) };
  }
  return normalised({ ...lab, connected: [...lab.connected, island] });
}

/** One good's row of the lab's table: every good, with or without houses. */
export interface ProfitRow extends ProfitLine {
  /** Islands of this good the pirate is connected to (the Connection marker). */
  connected: number;
  /** Of the pirate's houses of this good, those on the blockaded island (even when the blockade is ignored). */
  onBlockadedIsland: number;
  /** Whether this is the good of the Fortress's island (even when the embargo is ignored). */
  fortressGood: boolean;
}

export interface ProfitLabResult {
  seasonGold: number;
  /** The Merchant's extra Gold (0 otherwise). */
  bonus: number;
  rows: ProfitRow[];
  total: number;
  /** The good under embargo, and whether this Profit ignores it. */
  embargo: { island: string; good: Good | null; ignored: boolean };
  /** The island under blockade, and whether this Profit ignores it. */
  blockade: { island: string; ignored: boolean };
  /** The rule behind the variant: the Profit action's own, or the Merchant's or the Smuggler's. */
  variantRule: RuleId;
}

/** The pirate the lab stages ("amber" in the game it builds). */
const LAB_PIRATE = 'amber';

let baseGame: SteamPiratesState | null = null;

/**
 * The lab as a game state: a two-pirate game on the sample data with the lab's season, flagships
 * and pirate. What the other pirate has plays no part in a Profit.
 */
export function profitLabState(lab: ProfitLab): SteamPiratesState {
  baseGame ??= initialState({ seed: 1, players: [LAB_PIRATE, 'brian'], firstPlayer: LAB_PIRATE });
  const base = baseGame;
  const pirate: Pirate = { ...pirateOf(base, LAB_PIRATE), houses: [...lab.houses], connected: [...lab.connected] };
  return {
    ...base,
    season: lab.season,
    pirates: { ...base.pirates, [LAB_PIRATE]: pirate },
    flagships: {
      fortress: { ...base.flagships.fortress, at: lab.fortress },
      dreadnought: { ...base.flagships.dreadnought, at: lab.dreadnought },
    },
  };
}

/** The id of the pirate in `profitLabState`'s game. */
export const PROFIT_LAB_PIRATE = LAB_PIRATE;

/** What the lab's Profit earns, good by good, from the rules' `profitOf`. */
export function profitLabResult(lab: ProfitLab): ProfitLabResult {
  const state = profitLabState(lab);
  const variant = PROFIT_VARIANT_RULES[lab.variant];
  const earned = profitOf(state, LAB_PIRATE, variant);
  const pirate = pirateOf(state, LAB_PIRATE);
  const counts = connections(state, pirate);
  const fortressGood = embargoedGood(state);
  const embargoIgnored = variant.ignoreEmbargo === true;
  const rows = GOODS.map((good): ProfitRow => {
    const line = earned.lines.find((candidate) => candidate.good === good);
    const onBlockadedIsland = lab.houses.filter((id) => id === lab.dreadnought && goodOf(id) === good).length;
    const base = { connected: counts[good], onBlockadedIsland, fortressGood: good === fortressGood };
    if (line !== undefined) return { ...line, ...base };
    return { good, houses: 0, blockaded: 0, revenue: revenueOf(state, good, counts[good]), embargoed: good === fortressGood && !embargoIgnored, gold: 0, ...base };
  });
  return {
    seasonGold: earned.seasonGold,
    bonus: earned.bonus,
    rows,
    total: earned.total,
    embargo: { island: lab.fortress, good: fortressGood, ignored: embargoIgnored },
    blockade: { island: lab.dreadnought, ignored: variant.ignoreBlockade === true },
    variantRule: variant.rule,
  };
}

function goodOf(id: string): Good | undefined {
  return SAMPLE_MAP.islands.find((island) => island.id === id)?.good;
}
