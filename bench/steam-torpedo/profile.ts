/**
 * The 50 Steam Torpedo bench games played by the random bot, for a CPU profile of random play:
 *   npx node --cpu-prof --cpu-prof-dir=/tmp/profile bench/steam-torpedo/profile.ts
 * It also prints random play against the bare fold of the same games, each the fastest of several
 * rounds in CPU time, which is steadier than wall time on a busy machine.
 */
import { applyCommand, playout, randomBot } from '../../rules/engine/index.ts';
import { ruleset, type SteamTorpedoCommand } from '../../rules/steam-torpedo/index.ts';

const GAMES = 50;
const ROUNDS = 12;
const bot = randomBot(ruleset);
const setups = Array.from({ length: GAMES }, (_, index) => ({ seed: 1 + index, ...(index % 2 === 0 ? { skipSwap: true } : {}) }));

function playRandom(): SteamTorpedoCommand[][] {
  return setups.map((setup, index) => playout(ruleset, ruleset.initialState(setup), bot, { seed: 10_000 + index, maxCommands: 5000, asSeen: false }).commands);
}

const games = playRandom();

function foldBare(): void {
  setups.forEach((setup, index) => {
    (games[index] ?? []).reduce((state, command) => applyCommand(ruleset, state, command), ruleset.initialState(setup));
  });
}

function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

let randomMs = Number.POSITIVE_INFINITY;
let bareMs = Number.POSITIVE_INFINITY;
for (let round = 0; round < ROUNDS; round++) {
  randomMs = Math.min(randomMs, cpuMs(playRandom));
  bareMs = Math.min(bareMs, cpuMs(foldBare));
}
const perSecond = (ms: number): string => String(Math.round((GAMES * 1000) / ms));
console.log(`random play ${perSecond(randomMs)} games/s, bare fold ${perSecond(bareMs)} games/s: ${(bareMs / randomMs).toFixed(2)} of bare`);
