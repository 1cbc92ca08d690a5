/**
 * (i) The designers' simulations (rules/simulation/): games per second of each game's simulation on
 * one thread, heuristic against random, seats taking the bots in turn, measuring as a run does
 * (the same `play` a worker calls). `npm run simulate` spreads this over worker threads; the
 * workbench over Web Workers. Figures only, never pass/fail.
 */
import { SIMULATED_GAMES, loadSimulation } from '../rules/simulation/index.ts';
import { heading, medianRoundMs, row, thousands } from './measure.ts';

/** Games per timed round: enough for the slowest game to take a few hundred milliseconds. */
const GAMES = 8;
const BOTS = ['heuristic', 'random'];

export async function benchSimulations(): Promise<void> {
  heading(`(i) Simulations: ${String(GAMES)} games a round, ${BOTS.join(' against ')}, one thread`);
  row('', 'games/s', 'ms a game');
  for (const game of SIMULATED_GAMES) {
    const simulation = await loadSimulation(game);
    const data = simulation.sampleData();
    let first = 0;
    const ms = medianRoundMs(() => {
      let commands = 0;
      for (let index = first; index < first + GAMES; index++) commands += simulation.play(data, index, BOTS, 1).commands;
      first += GAMES;
      return commands;
    });
    row(`${simulation.title} (sample data)`, thousands(GAMES / (ms / 1000)), (ms / GAMES).toFixed(1));
  }
}
