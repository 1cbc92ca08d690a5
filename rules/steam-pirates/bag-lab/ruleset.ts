/**
 * The bag lab as a ruleset: the Notorious bag (the Syndicate's cubes and each pirate's), which
 * pirate is "you", the season, your Gold and your Trade Houses, each changed by a command the
 * rules check, naming the setup field a refusal is about (`syndicate`, `cubes[1]`, `gold`); and the
 * refresh rolled through the game's own rules (`rollNotoriety`), a forced sale answered as the game
 * asks. The exact odds are `bagLabOdds` of the state's lab. It never ends by itself.
 */
import { RuleViolation, readBoolean, readOneOf, readWholeNumber, unknownCommand, type PlayerId, type Ruleset } from '../../engine/index.ts';
import { LAB_READER } from '../lab-setup.ts';
import type { SteamPiratesEvent } from '../model.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { ruleset } from '../ruleset.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { CUBES_NOTE, GOLD_RANGE, MOST_PIRATE_CUBES, PLAYERS_RANGE, SEASON_RANGE, SUPPLY, SYNDICATE_CUBES } from '../tables.ts';
import { isNotorietyEvent, lastTurnCommand, readBagLab, readCityIsland, refreshStage, withPirateCount, type BagLab, type BagLabSetup, type RefreshPlay } from './lab.ts';

/** Whose cubes a `cubes` command counts: the Syndicate's, or a seated pirate's. */
export const SYNDICATE_OWNER = 'syndicate';

/**
 * The most cubes of `owner` the bag can hold: the Syndicate's 4 at the start (a drawn one leaves
 * the game), a pirate's 10 less the one on the VP track. Widgets step their counts within it.
 */
export function mostCubes(owner: string): number {
  return owner === SYNDICATE_OWNER ? SYNDICATE_CUBES : MOST_PIRATE_CUBES;
}

/** How many pirates the lab seats: the rulebook's 2 to 4. */
export const BAG_PLAYER_COUNTS: readonly number[] = Array.from({ length: PLAYERS_RANGE.max - PLAYERS_RANGE.min + 1 }, (_, index) => PLAYERS_RANGE.min + index);

export interface BagLabState {
  /** The lab as the setup gave it, for `reset`. */
  start: BagLab;
  /** The lab now. */
  lab: BagLab;
  /** The refresh rolled, while it still fits the lab (a change puts it away); null before a roll. */
  roll: RefreshPlay | null;
  /** The seed the next roll takes: the setup's, then one more for each roll. */
  nextSeed: number;
}

export type BagLabCommand =
  | { type: 'pirates'; count: number }
  | { type: 'cubes'; owner: string; count: number }
  | { type: 'you'; pirate: PlayerId }
  | { type: 'season'; season: number }
  | { type: 'gold'; gold: number }
  | { type: 'house'; island: string; built: boolean }
  /** Rolls the seven action dice and draws, through the game's refresh, from the next seed. */
  | { type: 'roll' }
  /** The Trade House sold for a fine the pirate cannot pay, as the game asks. */
  | { type: 'sell'; island: string }
  | { type: 'reset' };

export type BagLabEvent =
  | { type: 'pirates-seated'; rule: RuleId; count: number }
  | { type: 'cubes-set'; rule: RuleId; owner: string; count: number }
  | { type: 'you-chosen'; rule: RuleId; pirate: PlayerId }
  | { type: 'season-set'; rule: RuleId; season: number }
  | { type: 'gold-set'; rule: RuleId; gold: number }
  | { type: 'house-built'; rule: RuleId; island: string }
  | { type: 'house-removed'; rule: RuleId; island: string }
  /** The staged round's last turn played from `seed`: the game's events, refresh and all. */
  | { type: 'refresh-rolled'; rule: RuleId; seed: number; events: SteamPiratesEvent[] }
  /** The forced sale answered: the game's events after it. */
  | { type: 'sale-answered'; rule: RuleId; events: SteamPiratesEvent[] }
  | { type: 'lab-reset'; rule: RuleId; lab: BagLab };

function initialState(setup: BagLabSetup & { seed?: unknown }): BagLabState {
  // The lab carries its seed (the first roll's); read by the lab's own reader, as before.
  const lab = readBagLab(setup);
  return { start: lab, lab, roll: null, nextSeed: lab.seed };
}

function decideCubes(lab: BagLab, command: { owner: unknown; count: unknown }): BagLabEvent[] {
  const owners: string[] = [SYNDICATE_OWNER, ...lab.pirates];
  const owner = readOneOf(command.owner, { path: 'owner', rule: RULE.refreshNotoriety }, owners);
  // Named as the setup names it, so a widget can point at the count: `syndicate`, or `cubes[seat]`.
  const path = owner === SYNDICATE_OWNER ? 'syndicate' : `cubes[${String(lab.pirates.indexOf(owner))}]`;
  const note = owner === SYNDICATE_OWNER ? 'the bag starts with 4 and a drawn one leaves the game' : CUBES_NOTE;
  const count = readWholeNumber(command.count, { path, rule: RULE.refreshNotoriety }, { min: 0, max: mostCubes(owner), note });
  return [{ type: 'cubes-set', rule: RULE.refreshNotoriety, owner, count }];
}

function decideHouse(lab: BagLab, command: { island: unknown; built: unknown }): BagLabEvent[] {
  const island = readCityIsland(command.island, { path: 'houses', rule: RULE.establish });
  const built = readBoolean(command.built, { path: 'built', rule: RULE.establish });
  if (built === lab.houses.includes(island)) return [];
  if (!built) return [{ type: 'house-removed', rule: RULE.establish, island }];
  if (lab.houses.length >= SUPPLY.houses) {
    throw new RuleViolation(RULE.establish, `A pirate has ${String(SUPPLY.houses)} Trade Houses in all: remove one first.`, 'houses', { most: SUPPLY.houses });
  }
  return [{ type: 'house-built', rule: RULE.establish, island }];
}

/** The pirate a forced sale waits for, or null. */
function saleWaiting(state: BagLabState): { player: PlayerId; fine: number } | null {
  const prompt = state.roll?.state.prompt;
  return prompt?.id === 'sell-houses' ? { player: prompt.player, fine: prompt.fine } : null;
}

const capitalised = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

function decideRoll(state: BagLabState): BagLabEvent[] {
  const waiting = saleWaiting(state);
  if (waiting !== null) {
    throw new RuleViolation(RULE.refreshNotoriety, `First ${capitalised(waiting.player)} must sell a Trade House to pay the fine.`, null, { player: waiting.player });
  }
  const seed = state.nextSeed;
  const stage = refreshStage({ ...state.lab, seed });
  // All the turn's events, not only the notoriety check's (`rollNotoriety` keeps those): evolve folds them.
  const events = ruleset.decide(stage, lastTurnCommand(stage));
  return [{ type: 'refresh-rolled', rule: RULE.refreshRoll, seed, events }];
}

function decideSell(state: BagLabState, island: unknown): BagLabEvent[] {
  const waiting = saleWaiting(state);
  const play = state.roll;
  if (waiting === null || play === null) throw new RuleViolation(RULE.refreshNotoriety, 'No fine waits for a Trade House to be sold.', null);
  const name = readCityIsland(island, { path: 'island', rule: RULE.refreshNotoriety });
  // The game's own refusal (a house the pirate does not have) stands as it is.
  const events = ruleset.decide(play.state, { type: 'sell-house', player: waiting.player, island: name });
  return [{ type: 'sale-answered', rule: RULE.refreshNotoriety, events }];
}

function decide(state: BagLabState, command: BagLabCommand): BagLabEvent[] {
  const { lab } = state;
  switch (command.type) {
    case 'pirates':
      return [{ type: 'pirates-seated', rule: RULE.setupPlayers, count: readWholeNumber(command.count, { path: 'pirates', rule: RULE.setupPlayers }, PLAYERS_RANGE) }];
    case 'cubes':
      return decideCubes(lab, command);
    case 'you':
      return [{ type: 'you-chosen', rule: RULE.setupPlayers, pirate: readOneOf(command.pirate, { path: 'you', rule: RULE.setupPlayers }, lab.pirates) }];
    case 'season':
      return [{ type: 'season-set', rule: RULE.seasonGold, season: readWholeNumber(command.season, { path: 'season', rule: RULE.seasonGold }, SEASON_RANGE) }];
    case 'gold':
      return [{ type: 'gold-set', rule: RULE.refreshNotoriety, gold: readWholeNumber(command.gold, { path: 'gold', rule: RULE.refreshNotoriety }, GOLD_RANGE) }];
    case 'house':
      return decideHouse(lab, command);
    case 'roll':
      return decideRoll(state);
    case 'sell':
      return decideSell(state, command.island);
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.refreshNotoriety, lab: state.start }];
    default:
      return unknownCommand('The bag lab', command);
  }
}

/** A change to the lab: the roll made before it no longer fits, and is put away. */
function changed(state: BagLabState, lab: BagLab): BagLabState {
  return { ...state, lab, roll: null };
}

/** The game's events folded onto `play`, the notoriety check's kept for the log. */
function played(play: RefreshPlay, events: readonly SteamPiratesEvent[]): RefreshPlay {
  return { state: events.reduce((game, event) => ruleset.evolve(game, event), play.state), events: [...play.events, ...events.filter(isNotorietyEvent)] };
}

function evolve(state: BagLabState, event: BagLabEvent): BagLabState {
  const { lab } = state;
  switch (event.type) {
    case 'pirates-seated':
      return changed(state, withPirateCount(lab, event.count));
    case 'cubes-set':
      return changed(state, event.owner === SYNDICATE_OWNER ? { ...lab, syndicate: event.count } : { ...lab, cubes: { ...lab.cubes, [event.owner]: event.count } });
    case 'you-chosen':
      return changed(state, { ...lab, you: event.pirate });
    case 'season-set':
      return changed(state, { ...lab, season: event.season });
    case 'gold-set':
      return changed(state, { ...lab, gold: event.gold });
    case 'house-built':
      return changed(state, { ...lab, houses: [...lab.houses, event.island] });
    case 'house-removed':
      return changed(state, { ...lab, houses: lab.houses.filter((island) => island !== event.island) });
    case 'refresh-rolled':
      return { ...state, roll: played({ state: refreshStage({ ...lab, seed: event.seed }), events: [] }, event.events), nextSeed: event.seed + 1 };
    case 'sale-answered':
      return state.roll === null ? state : { ...state, roll: played(state.roll, event.events) };
    case 'lab-reset':
      return { ...state, lab: event.lab, roll: null, nextSeed: event.lab.seed };
  }
}

const CITY_IDS = SAMPLE_MAP.islands.filter((island) => island.kind === 'city').map((island) => island.id);

function legalCommands(state: BagLabState): BagLabCommand[] {
  const waiting = saleWaiting(state);
  if (waiting !== null && state.roll !== null) {
    const sales = ruleset.legalCommands(state.roll.state).flatMap((command): BagLabCommand[] => (command.type === 'sell-house' ? [{ type: 'sell', island: command.island }] : []));
    return [...sales, ...changes(state.lab), { type: 'reset' }];
  }
  return [{ type: 'roll' }, ...changes(state.lab), { type: 'reset' }];
}

/** The changes a reader may make to the lab: a step of each count, each choice, each house. */
function changes(lab: BagLab): BagLabCommand[] {
  const commands: BagLabCommand[] = BAG_PLAYER_COUNTS.filter((count) => count !== lab.pirates.length).map((count) => ({ type: 'pirates', count }));
  for (const owner of [SYNDICATE_OWNER, ...lab.pirates]) {
    const count = owner === SYNDICATE_OWNER ? lab.syndicate : (lab.cubes[owner] ?? 0);
    for (const next of [count - 1, count + 1]) if (next >= 0 && next <= mostCubes(owner)) commands.push({ type: 'cubes', owner, count: next });
  }
  for (const pirate of lab.pirates) if (pirate !== lab.you) commands.push({ type: 'you', pirate });
  const seasons = Array.from({ length: SEASON_RANGE.max }, (_, index) => index + 1);
  for (const season of seasons) if (season !== lab.season) commands.push({ type: 'season', season });
  for (const gold of [lab.gold - 1, lab.gold + 1]) if (gold >= GOLD_RANGE.min && gold <= GOLD_RANGE.max) commands.push({ type: 'gold', gold });
  for (const island of CITY_IDS) {
    const has = lab.houses.includes(island);
    if (has || lab.houses.length < SUPPLY.houses) commands.push({ type: 'house', island, built: !has });
  }
  return commands;
}

/** Steam Pirates' Notorious bag and the refresh's notoriety check as a sub-mechanic. */
export const bagLab: Ruleset<BagLabState, BagLabCommand, BagLabEvent, BagLabSetup & { seed: number }> = {
  id: 'steam-pirates',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_READER],
  outcome: () => null,
};
