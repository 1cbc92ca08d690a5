/**
 * How a game of Steam Torpedo stands for a player, for the search bot's playouts cut short
 * (`SearchBotOptions.evaluate`). A submarine is lost by the first of three things to run out
 * (RULE.winningControlRoom, RULE.winningCrew, RULE.winningOxygen), so its life is the share left of
 * whichever is nearest gone, with a little of the other two: a submarine low on air and one with a
 * battered control room are both close to losing, whatever else they have. The bot's life against
 * its opponent's, as a chance of winning.
 */
import type { PlayerId } from '../engine/index.ts';
import { controlRoomOf, definitionOf, livingCrew, opponentOf, submarineOf, totalOxygen } from './board.ts';
import type { SteamTorpedoState, Submarine } from './model.ts';

/** How much the two resources further from running out count beside the nearest. */
const OTHERS_WEIGHT = 0.25;

/** Shares of life ahead that make about a 3-to-1 favourite (chosen, not fitted to game results). */
const LIFE_PER_LOGIT = 0.15;

/** Between 0 (lost) and 1 (untouched). */
function lifeOf(submarine: Submarine): number {
  const controlRoom = controlRoomOf(submarine);
  const structure = definitionOf(submarine, controlRoom.id).structure;
  const controlRoomLeft = controlRoom.destroyed ? 0 : (structure - controlRoom.damage) / structure;
  const startingOxygen = submarine.layout.reduce((sum, tile) => sum + definitionOf(submarine, tile.id).oxygen, 0);
  const oxygenLeft = startingOxygen === 0 ? 0 : totalOxygen(submarine) / startingOxygen;
  const crewLeft = submarine.crew.length === 0 ? 0 : livingCrew(submarine).length / submarine.crew.length;
  const shares = [controlRoomLeft, oxygenLeft, crewLeft].sort((a, b) => a - b);
  const [nearest = 0, second = 0, third = 0] = shares;
  return (nearest + OTHERS_WEIGHT * (second + third)) / (1 + 2 * OTHERS_WEIGHT);
}

export function evaluateSteamTorpedo(state: SteamTorpedoState, player: PlayerId): number {
  const mine = lifeOf(submarineOf(state, player));
  const theirs = lifeOf(submarineOf(state, opponentOf(state, player)));
  return 1 / (1 + Math.exp(-(mine - theirs) / LIFE_PER_LOGIT));
}
