/**
 * How a Steamwork Arena position stands for a player, for the search bot's playouts cut short
 * (`SearchBotOptions.evaluate`): the life its steamworks have left against the best other player's,
 * as a chance of winning. Life is counted in health steps: every running mode is a meter's worth
 * (a System Failure shuts one down), plus the steps left on the meter now.
 */
import type { PlayerId } from '../engine/index.ts';
import { runningModes } from './decide.ts';
import { HEALTH_STEPS, type SteamworkState } from './model.ts';

/** Health steps a player's steamworks still in have left before they are all out. */
function lifeOf(state: SteamworkState, player: PlayerId): number {
  let life = 0;
  for (const [id, entry] of Object.entries(state.steamworks)) {
    if (entry.controller !== player || entry.out) continue;
    life += (runningModes(state, id).length - 1) * (HEALTH_STEPS + 1) + entry.health + 1;
  }
  return life;
}

/** Steps of life ahead that make about a 3-to-1 favourite (chosen, not fitted to game results). */
const STEPS_PER_LOGIT = 3;

export function evaluateSteamwork(state: SteamworkState, player: PlayerId): number {
  const mine = lifeOf(state, player);
  const theirs = Math.max(0, ...state.seats.filter((seat) => seat !== player).map((seat) => lifeOf(state, seat)));
  return 1 / (1 + Math.exp(-(mine - theirs) / STEPS_PER_LOGIT));
}
