/**
 * Questions a widget asks the rules instead of working the answer out itself: how many players and
 * steamworks a setup may have and what the players are called, how far the acting steamwork moves
 * and shoots, and whether the viewer may move it now. Each works on the true state and on a
 * player's view, and never throws on either.
 */
import { RuleViolation, describeValue, type PlayerId } from '../engine/index.ts';
import type { SteamworkId, SteamworkState } from './model.ts';
import { MAX_PER_PLAYER, MAX_PLAYERS, MAX_STEAMWORKS } from './setup.ts';
import { mostRangeEnergy, reachOf } from './decide.ts';
import { RULE } from './rule-ids.ts';
import { LENGTHS_INCHES } from './values.ts';

/** The players' ids by seat: a setup for `n` players seats the first `n` (steamwork-arena/setup.placement). */
export const PLAYER_IDS = ['red', 'blue', 'green', 'yellow'] as const;
/** Fewest players a game has. */
export const MIN_PLAYERS = 2;

/** The setup's limits: players, steamworks a player steers (steamwork-arena/teams.sides), steamworks in all. */
export const SETUP_LIMITS: { readonly players: Range; readonly perPlayer: Range; readonly steamworks: number } = {
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  perPlayer: { min: 1, max: MAX_PER_PLAYER },
  steamworks: MAX_STEAMWORKS,
};

interface Range {
  readonly min: number;
  readonly max: number;
}

/**
 * The most steamworks each of `players` players may steer: 3, or fewer where 3 each would not fit
 * the arena (4 players: 1 each). 0 for a player count the game does not allow.
 */
export function maxPerPlayer(players: number): number {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return 0;
  return Math.min(MAX_PER_PLAYER, Math.floor(MAX_STEAMWORKS / players));
}

/** The ids of the first `count` seats (`['red', 'blue', 'green']` for 3); refuses a count outside 2–4, naming `players`. */
export function playerIds(count: number): PlayerId[] {
  if (!Number.isInteger(count) || count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new RuleViolation(RULE.placement, `players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}; got ${describeValue(count)}.`, 'players', { min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  return PLAYER_IDS.slice(0, count);
}

/** How far `id` moves in one straight line in its current mode, in inches (steamwork-arena/zones.lengths). */
export function moveReach(state: SteamworkState, id: SteamworkId): number {
  const entry = state.steamworks[id];
  return entry === undefined ? 0 : LENGTHS_INCHES[entry.mode];
}

/**
 * The farthest a ranged attack from `id` reaches now, with the most range energy it could pay
 * (steamwork-arena/ranged.range-cost); null when it cannot pay any, when its reserve is hidden in this
 * view, or when it is not acting or has attacked already.
 */
export function attackReach(state: SteamworkState, id: SteamworkId): number | null {
  const act = state.act;
  const reserve = state.steamworks[id]?.reserve ?? null;
  if (act?.steamwork !== id || act.attacked || reserve === null) return null;
  const most = mostRangeEnergy(state, id);
  return most > 0 ? reachOf(state, id, most) : null;
}

/**
 * The steamwork the state's viewer may move now: the acting one, while the act prompt waits on its
 * controller and it has not moved yet (steamwork-arena/round.act). On another player's view (the
 * controller's reserves hidden), null.
 */
export function movableSteamwork(state: SteamworkState): SteamworkId | null {
  const act = state.act;
  const prompt = state.prompt;
  if (state.outcome !== null || act === null || act.moved || prompt?.kind !== 'choice' || prompt.id !== 'act') return null;
  const entry = state.steamworks[act.steamwork];
  if (entry?.controller !== prompt.player || entry.reserve === null) return null;
  return act.steamwork;
}
