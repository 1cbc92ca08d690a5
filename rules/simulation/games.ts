/**
 * The games' simulations, each loaded only when asked for: a worker or a page that simulates
 * Torpedo does not download Steam Pirates. The games are the manifest's (rules/games/index.ts).
 */
import { GAME_IDS, GAMES, isGameId, type GameId } from '../games/index.ts';
import type { Simulation } from './simulation.ts';

export const SIMULATED_GAMES: readonly GameId[] = GAME_IDS;
export type SimulatedGame = GameId;

export function isSimulatedGame(game: unknown): game is SimulatedGame {
  return isGameId(game);
}

export function loadSimulation(game: SimulatedGame): Promise<Simulation> {
  return GAMES[game].simulation();
}
