/**
 * A lab for the Notorious bag and the refresh's notoriety check (steam-pirates/refresh.notoriety):
 * the cubes in the bag (the Syndicate's and each pirate's), which pirate is "you", the season, and
 * your Gold and Trade Houses. It gives the exact odds (notoriety-odds.ts) and, to see one outcome,
 * stages the game at the round's last turn and plays it through the ruleset: the seven dice are
 * rolled, the cubes drawn and the fines settled exactly as the game does, forced sales included.
 */
import { at, optional, readList, readOneOf, readRecord, readText, readWholeNumber, refuseBecause, seedRandom, type Field, type PlayerId } from '../../engine/index.ts';
import { listText, wholeText, wordText } from '../../engine/index.ts';
import { SYNDICATE, type CubeOwner, type Pirate, type SteamPiratesCommand, type SteamPiratesEvent, type SteamPiratesState } from '../model.ts';
import { fineOutcome, fraction, notorietyOdds, type FineOutcome, type HouseForSale, type NotorietyOdds } from '../notoriety-odds.ts';
import { OFFICIAL_IDS } from '../officials.ts';
import { pirateOf } from '../queries.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { ruleset } from '../ruleset.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { DISPLAY_SIZE } from '../setup.ts';
import { islandLabel } from '../sky-map.ts';
import { CUBES_NOTE, GOLD_RANGE, MOST_PIRATE_CUBES, PLAYERS_RANGE, SEASON_GOLD, SEASON_RANGE, SUPPLY, SYNDICATE_CUBES, startingGold } from '../tables.ts';

/** The pirates of the lab, in seating order: the rulebook's names. */
export const BAG_PIRATES = ['amber', 'brian', 'carol', 'collin'] as const;

/** The most of a pirate's cubes the bag can hold: 10, less the one on the VP track. */
export { MOST_PIRATE_CUBES };

export interface BagLab {
  /** The pirates at the table, 2 to 4, from BAG_PIRATES in seating order. */
  pirates: PlayerId[];
  /** Syndicate cubes still in the bag (4 at the start; one drawn leaves the game). */
  syndicate: number;
  /** Each pirate's cubes in the bag. */
  cubes: Record<PlayerId, number>;
  /** The pirate whose odds are shown. */
  you: PlayerId;
  /** 1, 2 or 3: the fine for each cube drawn is this season's gold. */
  season: number;
  /** Your Gold and your Trade Houses: what a fine may force you to sell. */
  gold: number;
  houses: string[];
  /** Seeds the dice and the draws of the outcome the reader rolls. */
  seed: number;
}

/** The lab as attributes give it: any field may be missing (the preset's, or the default, then). */
export interface BagLabSetup {
  preset?: unknown;
  pirates?: unknown;
  syndicate?: unknown;
  /** Each pirate's cubes in the bag, in seating order. */
  cubes?: unknown;
  you?: unknown;
  season?: unknown;
  gold?: unknown;
  houses?: unknown;
  seed?: unknown;
}

export const BAG_PRESET_NAMES = ['setup', 'notorious'] as const;
export type BagPresetName = (typeof BAG_PRESET_NAMES)[number];

export interface BagPreset {
  name: BagPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  lab: BagLab;
}

export const BAG_PRESETS: readonly BagPreset[] = [
  {
    name: 'setup',
    title: 'The Notorious bag at the start',
    description:
      'Setup puts 4 yellow Syndicate cubes and one cube of each pirate into the bag. With three pirates, Amber has 1 cube in 7 when the first round’s refresh draws one cube for each octopus rolled.',
    rule: RULE.setupPieces,
    lab: { pirates: ['amber', 'brian', 'carol'], syndicate: SYNDICATE_CUBES, cubes: { amber: 1, brian: 1, carol: 1 }, you: 'amber', season: 1, gold: 9, houses: ['haven'], seed: 1 },
  },
  {
    name: 'notorious',
    title: 'A notorious pirate in the last season',
    description:
      'Amber has built four Trade Houses since Haven, and each put a cube of hers into the bag; two Syndicate cubes are gone. In the third season a fine is 4 Gold, and she has 3: one cube drawn forces her to sell a house.',
    rule: RULE.refreshNotoriety,
    lab: { pirates: ['amber', 'brian', 'carol'], syndicate: 2, cubes: { amber: 5, brian: 2, carol: 1 }, you: 'amber', season: 3, gold: 3, houses: ['haven', 'lumen', 'gale', 'mistral', 'onyx'], seed: 1 },
  },
];

export function bagPresetNamed(name: string): BagPreset | undefined {
  return BAG_PRESETS.find((preset) => preset.name === name);
}

export const DEFAULT_BAG_PRESET: BagPresetName = 'setup';

const SETUP_KEYS = ['preset', 'pirates', 'syndicate', 'cubes', 'you', 'season', 'gold', 'houses', 'seed'] as const;

const CITY_IDS: readonly string[] = SAMPLE_MAP.islands.filter((island) => island.kind === 'city').map((island) => island.id);

/** A city island of the sample map, where Trade Houses stand, or a refusal naming the field. */
export function readCityIsland(value: unknown, field: Field): string {
  const id = readText(value, field).trim();
  const island = SAMPLE_MAP.islands.find((candidate) => candidate.id === id);
  if (island === undefined) refuseBecause(field, `names "${id}", which is no island of the map; the city islands are ${CITY_IDS.join(', ')}.`);
  if (island.kind !== 'city') refuseBecause(field, `names ${islandLabel(island)}, a treasure island: Trade Houses stand on city islands only.`);
  return id;
}

/**
 * The lab a setup describes, or a `RuleViolation` naming the field that is wrong (`cubes[1]`,
 * `you`). Fields left out come from the preset (by default, the bag at the start).
 */
export function readBagLab(setup: BagLabSetup): BagLab {
  const record = readRecord(setup, { path: '', rule: RULE.refreshNotoriety }, SETUP_KEYS, 'a bag lab setup');
  const presetName = optional(record.preset, { path: 'preset', rule: RULE.refreshNotoriety }, (value, field) => readOneOf(value, field, BAG_PRESET_NAMES), DEFAULT_BAG_PRESET);
  const base = (bagPresetNamed(presetName) ?? BAG_PRESETS[0])?.lab;
  if (base === undefined) throw new Error('No bag preset.');
  const playerCount = optional(record.pirates, { path: 'pirates', rule: RULE.setupPlayers }, (value, field) => readWholeNumber(wholeText(value), field, PLAYERS_RANGE), base.pirates.length);
  const pirates: PlayerId[] = BAG_PIRATES.slice(0, playerCount);
  const syndicate = optional(record.syndicate, { path: 'syndicate', rule: RULE.refreshNotoriety }, (value, field) => readWholeNumber(wholeText(value), field, { min: 0, max: SYNDICATE_CUBES, note: 'the bag starts with 4 and a drawn one leaves the game' }), base.syndicate);
  const cubesField: Field = { path: 'cubes', rule: RULE.refreshNotoriety };
  const cubeCounts =
    record.cubes === undefined
      ? pirates.map((pirate) => base.cubes[pirate] ?? 1)
      : readList(listText(record.cubes, wholeText), cubesField, (value, field) => readWholeNumber(value, field, { min: 0, max: MOST_PIRATE_CUBES, note: CUBES_NOTE }));
  if (cubeCounts.length !== pirates.length) {
    refuseBecause(cubesField, `lists ${String(cubeCounts.length)} ${cubeCounts.length === 1 ? 'count' : 'counts'} for ${String(pirates.length)} pirates: give one count for each pirate, in seating order (${pirates.join(', ')}).`);
  }
  const cubes: Record<PlayerId, number> = Object.fromEntries(pirates.map((pirate, index) => [pirate, cubeCounts[index] ?? 0]));
  const you = optional(record.you, { path: 'you', rule: RULE.setupPlayers }, (value, field) => readOneOf(wordText(value), field, pirates), pirates.includes(base.you) ? base.you : (pirates[0] ?? 'amber'));
  const season = optional(record.season, { path: 'season', rule: RULE.seasonGold }, (value, field) => readWholeNumber(wholeText(value), field, SEASON_RANGE), base.season);
  const gold = optional(record.gold, { path: 'gold', rule: RULE.refreshNotoriety }, (value, field) => readWholeNumber(wholeText(value), field, GOLD_RANGE), base.gold);
  const houses = optional(
    record.houses,
    { path: 'houses', rule: RULE.establish },
    (value, field) => {
      const ids = readList(listText(value), field, readCityIsland, { maxLength: SUPPLY.houses });
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) refuseBecause(at(field, index), `repeats "${id}": a pirate has one house on an island at most.`);
      });
      return ids;
    },
    base.houses,
  );
  const seed = optional(record.seed, { path: 'seed', rule: 'engine/setup.seed' }, (value, field) => readWholeNumber(wholeText(value), field), base.seed);
  return { pirates, syndicate, cubes, you, season, gold, houses, seed };
}

/**
 * The lab with `count` pirates at the table (2 to 4): a pirate who sits down has the one cube setup
 * puts into the bag; one who leaves takes theirs away, and if that was you, you are the first pirate.
 */
export function withPirateCount(lab: BagLab, count: number): BagLab {
  const pirates: PlayerId[] = BAG_PIRATES.slice(0, Math.min(BAG_PIRATES.length, Math.max(2, count)));
  const cubes = Object.fromEntries(pirates.map((pirate) => [pirate, lab.cubes[pirate] ?? 1]));
  return { ...lab, pirates, cubes, you: pirates.includes(lab.you) ? lab.you : (pirates[0] ?? lab.you) };
}

/** The bag's cubes, Syndicate first, then each pirate's in seating order. */
export function bagOf(lab: BagLab): CubeOwner[] {
  return [...Array<CubeOwner>(lab.syndicate).fill(SYNDICATE), ...lab.pirates.flatMap((pirate) => Array<CubeOwner>(lab.cubes[pirate] ?? 0).fill(pirate))];
}

/** Your Trade Houses as the Gold each would bring in a forced sale (its island's cost). */
export function housesForSale(lab: BagLab): HouseForSale[] {
  return lab.houses.map((island) => ({ island, cost: SAMPLE_MAP.islands.find((candidate) => candidate.id === island)?.cost ?? 0 }));
}

export interface BagLabOdds extends NotorietyOdds {
  /** The season's gold: the fine for each cube drawn. */
  seasonGold: number;
  /** `fines[k]`: what k of your cubes drawn would cost you, as `fineOutcome` works it out. */
  fines: FineOutcome[];
  /** Your average fine: the season's gold times the cubes of yours drawn on average. */
  expectedFine: NotorietyOdds['expectedYours'];
}

/** The exact odds of the next notoriety check for you, with the sample action die. */
export function bagLabOdds(lab: BagLab): BagLabOdds {
  const yours = lab.cubes[lab.you] ?? 0;
  const others = bagOf(lab).length - yours;
  const odds = notorietyOdds({ yours, others });
  const seasonGold = SEASON_GOLD[lab.season - 1] ?? 0;
  const houses = housesForSale(lab);
  return {
    ...odds,
    seasonGold,
    fines: odds.yours.map((_, k) => fineOutcome(k, seasonGold, lab.gold, houses)),
    expectedFine: fraction(odds.expectedYours.numerator * BigInt(seasonGold), odds.expectedYours.denominator),
  };
}

/**
 * The game at the round's last turn, set up as the lab says: the pirates in seating order, the
 * first of them to play the round's last die; your Gold and houses, the others' starting Gold and
 * their house at Haven; the bag; the season (in its first round, so a refresh follows); the seed.
 *
 * That last die is an Official die and the Governor is on display: his basic action is the one
 * action that changes no pirate's Gold, houses or cubes, so what follows it is the refresh alone.
 */
export function refreshStage(lab: BagLab): SteamPiratesState {
  const base = ruleset.initialState({ seed: lab.seed, players: lab.pirates, firstPlayer: lab.pirates[0] ?? 'amber' });
  const gold = startingGold(lab.pirates.length);
  const pirates: Record<PlayerId, Pirate> = {};
  lab.pirates.forEach((player, seat) => {
    const pirate = pirateOf(base, player);
    const houses = player === lab.you ? [...lab.houses] : [base.data.haven];
    pirates[player] = {
      ...pirate,
      gold: player === lab.you ? lab.gold : (gold[seat] ?? 0),
      houses,
      connected: [...new Set([base.data.haven, ...houses])],
      cubes: MOST_PIRATE_CUBES - (lab.cubes[player] ?? 0),
    };
  });
  const display = ['governor' as const, ...base.display.filter((id) => id !== 'governor')].slice(0, DISPLAY_SIZE);
  return {
    ...base,
    pirates,
    season: lab.season,
    round: 1,
    dice: ['official'],
    display,
    deck: OFFICIAL_IDS.filter((id) => !display.includes(id)),
    discard: [],
    bag: bagOf(lab),
    syndicateReserve: SYNDICATE_CUBES - lab.syndicate,
    random: seedRandom(lab.seed),
  };
}

/** The command that ends the staged round: the first pirate's Governor, a basic action. */
export function lastTurnCommand(state: SteamPiratesState): SteamPiratesCommand {
  return { type: 'official', player: state.turn?.player ?? state.firstPlayer, die: 0, official: 'governor', bribed: false };
}

/** The events a notoriety check is told by: the roll, the draws, the fines and the forced sales. */
export const NOTORIETY_EVENTS = ['dice-rolled', 'notoriety-drawn', 'sale-forced', 'fined', 'house-sold'] as const satisfies readonly SteamPiratesEvent['type'][];
export type NotorietyEvent = Extract<SteamPiratesEvent, { type: (typeof NOTORIETY_EVENTS)[number] }>;

export function isNotorietyEvent(event: SteamPiratesEvent): event is NotorietyEvent {
  return (NOTORIETY_EVENTS as readonly string[]).includes(event.type);
}

export interface RefreshPlay {
  /** The game after the events so far: waiting on a forced sale (`prompt`), or in the next round. */
  state: SteamPiratesState;
  /** The notoriety check's events so far, in order. */
  events: NotorietyEvent[];
}

/** Rolls and draws: plays the staged round's last turn, whose refresh checks notoriety. */
export function rollNotoriety(lab: BagLab): RefreshPlay {
  const stage = refreshStage(lab);
  return continueRefresh({ state: stage, events: [] }, lastTurnCommand(stage));
}

/**
 * Plays one more command of the check (a forced sale the rules offer in `legalCommands`); throws
 * the rules' `RuleViolation` for one they refuse.
 */
export function continueRefresh(play: RefreshPlay, command: SteamPiratesCommand): RefreshPlay {
  const events = ruleset.decide(play.state, command);
  return { state: events.reduce((state, event) => ruleset.evolve(state, event), play.state), events: [...play.events, ...events.filter(isNotorietyEvent)] };
}
