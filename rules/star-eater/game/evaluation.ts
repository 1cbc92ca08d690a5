/**
 * How a Star Eater battle stands for a player, for the search bot's playouts cut short
 * (`SearchBotOptions.evaluate`): the hull its warship has left against the enemy's, as a chance of
 * winning. Structure counts double: a warship loses when its structure is gone, whatever armour is left.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { StarEaterState } from './model.ts';

function hullOf(state: StarEaterState, player: PlayerId): number {
  const ship = state.ships[player];
  if (ship === undefined) return 0;
  return 2 * ship.structure + Object.values(ship.armour).reduce((sum, armour) => sum + armour, 0);
}

/** Points of hull ahead that make about a 3-to-1 favourite. */
const POINTS_PER_LOGIT = 4;

export function evaluateStarEater(state: StarEaterState, player: PlayerId): number {
  const mine = hullOf(state, player);
  const theirs = Math.max(0, ...state.players.filter((other) => other !== player).map((other) => hullOf(state, other)));
  return 1 / (1 + Math.exp(-(mine - theirs) / POINTS_PER_LOGIT));
}
