/**
 * Questions about a state that the rules, the bots and the widgets all ask: what a sail costs, what
 * a Profit action earns, what a bribe costs, which islands a frigate may enter. Pure functions.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Bearing } from './compass.ts';
import type { Flagship } from './events.ts';
import type { Pirate, ProfitLine, SteamPiratesState } from './model.ts';
import type { OfficialId } from './officials.ts';
import { GOODS, bearingBetween, type Good, type Island, type SkyMap } from './sky-map.ts';
import { SEASON_GOLD, SUPPLY, type ActionSymbol } from './tables.ts';

/** The most islands a frigate moves in one sail. */
export const MOST_SAIL_MOVES = 4;

export function pirateOf(state: SteamPiratesState, player: PlayerId): Pirate {
  const pirate = state.pirates[player];
  if (pirate === undefined) throw new Error(`No pirate "${player}" in this game.`);
  return pirate;
}

export function islandOf(state: SteamPiratesState, id: string): Island | undefined {
  return tablesOf(state.data.map).islands.get(id);
}

/** A map's islands by id and its links as a neighbour list, worked out once per map object. */
interface MapTables {
  islands: Map<string, Island>;
  neighbours: Map<string, string[]>;
}

const MAP_TABLES = new WeakMap<SkyMap, MapTables>();

function tablesOf(map: SkyMap): MapTables {
  const known = MAP_TABLES.get(map);
  if (known !== undefined) return known;
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of map.links) {
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const tables = { islands: new Map(map.islands.map((island) => [island.id, island])), neighbours };
  MAP_TABLES.set(map, tables);
  return tables;
}

/** Gold of the season under way (RULE.seasonGold): 2, 3 or 4. */
export function seasonGold(state: SteamPiratesState): number {
  return SEASON_GOLD[state.season - 1] ?? SEASON_GOLD[SEASON_GOLD.length - 1] ?? 0;
}

/** The islands linked to `id`, both ways. */
export function linkedTo(state: SteamPiratesState, id: string): readonly string[] {
  return tablesOf(state.data.map).neighbours.get(id) ?? [];
}

/** Islands a flagship is harboured at: no frigate enters or passes them (steam-pirates/sail.flagships). */
export function flagshipIslands(state: SteamPiratesState): string[] {
  return [state.flagships.dreadnought.at, state.flagships.fortress.at];
}

/** What a sail along `path` costs, and whether it set out with the wind (steam-pirates/sail.cost). */
export function sailCost(state: SteamPiratesState, from: string, path: readonly string[]): { cost: number; withWind: boolean } {
  const first = path[0];
  const withWind = first !== undefined && firstBearing(state, from, first) === state.wind;
  return { cost: Math.max(0, path.length - (withWind ? 1 : 0)), withWind };
}

/** The compass point of the link from one island to another (null for an unknown id). */
function firstBearing(state: SteamPiratesState, from: string, to: string): Bearing | null {
  const start = islandOf(state, from);
  const end = islandOf(state, to);
  return start === undefined || end === undefined || start === end ? null : bearingBetween(start, end);
}

/** Houses the pirate may still build (8 in all). */
export function housesLeft(pirate: Pirate): number {
  return SUPPLY.houses - pirate.houses.length;
}

/** How many islands of each good the pirate is connected to (the Connection markers). */
export function connections(state: SteamPiratesState, pirate: Pirate): Record<Good, number> {
  const counts: Record<Good, number> = { coal: 0, rum: 0, firearms: 0, automatons: 0 };
  for (const id of pirate.connected) {
    const good = islandOf(state, id)?.good;
    if (good !== undefined) counts[good] += 1;
  }
  return counts;
}

/** Gold each Trade House of `good` earns with `connected` islands of it: the revenue track, which stays at its end past it. */
export function revenueOf(state: SteamPiratesState, good: Good, connected: number): number {
  const track = state.data.revenue[good];
  if (connected <= 0) return 0;
  return track[Math.min(connected, track.length) - 1] ?? 0;
}

/** The good the Flying Fortress's embargo stops (RULE.profitEmbargo): her island's, wherever it is traded. */
export function embargoedGood(state: SteamPiratesState): Good | null {
  return islandOf(state, state.flagships.fortress.at)?.good ?? null;
}

export interface ProfitOptions {
  ignoreEmbargo?: boolean;
  ignoreBlockade?: boolean;
  /** Gold on top (the Merchant's). */
  bonus?: number;
}

/**
 * What a Profit action earns the pirate (steam-pirates/profit.revenue): the season's gold, plus
 * every Trade House times its good's revenue, but nothing for the embargoed good nor for houses on
 * the blockaded island, unless the action ignores them.
 */
export function profitOf(state: SteamPiratesState, player: PlayerId, options: ProfitOptions = {}): { seasonGold: number; bonus: number; lines: ProfitLine[]; total: number } {
  const pirate = pirateOf(state, player);
  const counts = connections(state, pirate);
  const embargo = options.ignoreEmbargo === true ? null : embargoedGood(state);
  // RULE.profitBlockade: houses on the Dreadnought's island earn nothing.
  const blockade = options.ignoreBlockade === true ? null : state.flagships.dreadnought.at;
  const lines: ProfitLine[] = [];
  for (const good of GOODS) {
    const houses = pirate.houses.filter((id) => islandOf(state, id)?.good === good);
    if (houses.length === 0) continue;
    const blockaded = houses.filter((id) => id === blockade).length;
    const revenue = revenueOf(state, good, counts[good]);
    const embargoed = good === embargo;
    lines.push({ good, houses: houses.length, blockaded, revenue, embargoed, gold: embargoed ? 0 : (houses.length - blockaded) * revenue });
  }
  const season = seasonGold(state);
  const bonus = options.bonus ?? 0;
  return { seasonGold: season, bonus, lines, total: season + bonus + lines.reduce((sum, line) => sum + line.gold, 0) };
}

/** The cheapest free space of an official's bribe table, or null when every space is taken. */
export function bribeSpace(state: SteamPiratesState, official: OfficialId): { space: number; cost: number } | null {
  const taken = state.bribes[official].length;
  const cost = state.data.officials[official].bribeCosts[taken];
  return cost === undefined ? null : { space: taken, cost };
}

/** The Gold a bribe costs, with the Barkeep's discount of 1 (never under 1 Gold). */
export function bribePrice(cost: number, discounted: boolean): number {
  return discounted ? Math.max(1, cost - 1) : cost;
}

/** Which actions a die's symbol allows (steam-pirates/action.dice): the wild octopus allows any. */
export function dieAllows(symbol: ActionSymbol | undefined, action: 'official' | 'establish' | 'profit'): boolean {
  return symbol === 'wild' || symbol === action;
}

/** The flagship each of the two flagship-moving officials commands. */
export const FLAGSHIP_OF: Partial<Record<OfficialId, Flagship>> = { captain: 'dreadnought', commodore: 'fortress' };

/** The next player clockwise after `player`. */
export function nextPlayer(state: SteamPiratesState, player: PlayerId): PlayerId {
  const index = state.players.indexOf(player);
  return state.players[(index + 1) % state.players.length] ?? player;
}

/** Whether this round is the last of its season, and whether it is the game's last. */
export function roundEnds(state: SteamPiratesState): { season: boolean; game: boolean } {
  const season = state.round >= state.roundsPerSeason;
  return { season, game: season && state.season >= SEASON_GOLD.length };
}

/**
 * Every sail the rules allow now: paths of 1 to 4 new islands, never through a flagship's island,
 * ending at a city island, that the pirate can pay for. A test checks it against `sailProblem`.
 */
export function sailPaths(state: SteamPiratesState, player: PlayerId): string[][] {
  const found: string[][] = [];
  for (const sail of sailsOpen(state, player)) found.push([...sail.path]);
  return found;
}

/** A sail from one island, whatever the Gold: its path, and the compass point of its first link (for the wind). */
export interface Sail {
  readonly path: readonly string[];
  readonly bearing: Bearing | null;
}

/**
 * The sails `sailPaths` lists, in its order, as the shared (frozen) sails of `sailsFrom`: for
 * counting them and taking one without copying every path (a random bot's draw).
 */
export function sailsOpen(state: SteamPiratesState, player: PlayerId): readonly Sail[] {
  const pirate = state.pirates[player];
  if (pirate === undefined || state.turn?.sailed === true) return [];
  const sails = sailsFrom(state, pirate.at);
  // No sail costs more than its moves: with that much Gold every one is open, and the shared list serves.
  if (pirate.gold >= MOST_SAIL_MOVES) return sails;
  const open: Sail[] = [];
  // A sail setting out with the wind costs one less (RULE.sailCost).
  for (const sail of sails) if (sail.path.length - (sail.bearing === state.wind ? 1 : 0) <= pirate.gold) open.push(sail);
  return open;
}

/**
 * Every sail from `from` whatever it costs: paths of 1 to 4 new islands, never through a flagship's
 * island, ending at a city island, depth first in the order of the map's links. They depend only on
 * the map, the start and the flagships' islands, which change far less often than sails are listed
 * (every turn of every bot, every try of the heuristic's), so they are kept per map, frozen.
 */
export function sailsFrom(state: SteamPiratesState, from: string): readonly Sail[] {
  const map = state.data.map;
  const [dreadnought, fortress] = flagshipIslands(state);
  const key = `${from}|${dreadnought ?? ''}|${fortress ?? ''}`;
  let kept = SAILS.get(map);
  if (kept === undefined) {
    kept = new Map();
    SAILS.set(map, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known;
  const { islands, neighbours } = tablesOf(map);
  const sails: Sail[] = [];
  const path: string[] = [];
  let bearing: Bearing | null = null;
  const walk = (at: string): void => {
    for (const next of neighbours.get(at) ?? []) {
      if (next === from || next === dreadnought || next === fortress || path.includes(next)) continue;
      path.push(next);
      if (path.length === 1) bearing = firstBearing(state, from, next);
      if (islands.get(next)?.kind === 'city') sails.push(Object.freeze({ path: Object.freeze([...path]), bearing }));
      if (path.length < MOST_SAIL_MOVES) walk(next);
      path.pop();
    }
  };
  walk(from);
  // A map has a few dozen islands and the flagships a handful of places a season: a bound only against a designer's huge map.
  if (kept.size >= SAILS_KEPT) kept.clear();
  kept.set(key, Object.freeze(sails));
  return sails;
}

const SAILS = new WeakMap<SkyMap, Map<string, readonly Sail[]>>();
const SAILS_KEPT = 2_000;
