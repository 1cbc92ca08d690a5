/**
 * The five games' simulations, each loaded only when asked for: a worker or a page that simulates
 * Torpedo does not download Steam Pirates.
 */
import type { Simulation } from './simulation.ts';

export const SIMULATED_GAMES = ['steam-torpedo', 'steamwork-arena', 'steam-pirates', 'star-eater', 'torpedo'] as const;
export type SimulatedGame = (typeof SIMULATED_GAMES)[number];

export function isSimulatedGame(game: unknown): game is SimulatedGame {
  return typeof game === 'string' && (SIMULATED_GAMES as readonly string[]).includes(game);
}

export async function loadSimulation(game: SimulatedGame): Promise<Simulation> {
  switch (game) {
    case 'steam-torpedo':
      return (await import('../steam-torpedo/simulation.ts')).simulation;
    case 'steamwork-arena':
      return (await import('../steamwork-arena/simulation.ts')).simulation;
    case 'steam-pirates':
      return (await import('../steam-pirates/simulation.ts')).simulation;
    case 'star-eater':
      return (await import('../star-eater/game/simulation.ts')).simulation;
    case 'torpedo':
      return (await import('../torpedo/simulation.ts')).simulation;
  }
}
