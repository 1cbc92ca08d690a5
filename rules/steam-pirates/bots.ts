/**
 * Bots for Steam Pirates: the engine's random bot, and a heuristic one that looks one action ahead.
 * Both are pure: what they draw comes from the `random` they are given.
 */
import { drawInt, randomBot, type Bot, type PlayerId, type RandomState } from '../engine/index.ts';
import { stateAfter } from './decide.ts';
import { legalCommands } from './legal.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';
import { housesLeft, islandOf } from './queries.ts';
import { ruleset } from './ruleset.ts';
import { TREASURE_VP } from './tables.ts';

export type SteamPiratesBot = Bot<SteamPiratesState, SteamPiratesCommand>;

export const randomPiratesBot: SteamPiratesBot = randomBot(ruleset);

/** Sails the heuristic bot weighs in a turn: the most promising first (new islands, treasure, cheap). */
const SAILS_WEIGHED = 12;

/**
 * How good a position is for `player`, in rough victory points: points already scored, Gold (4 a
 * VP at the end, but Gold also buys houses), houses and connections for the Profits to come, map
 * pieces by the treasure table, less the cubes in the bag that may cost a fine.
 */
export function positionValue(state: SteamPiratesState, player: PlayerId): number {
  const pirate = state.pirates[player];
  if (pirate === undefined) return 0;
  const turnsLeft = Math.max(0, (3 - state.season) * state.roundsPerSeason + (state.roundsPerSeason - state.round) + 1);
  const houseWorth = 0.4 + 0.25 * turnsLeft;
  const cubesInBag = state.bag.filter((owner) => owner === player).length;
  return pirate.vp + pirate.gold / 3 + pirate.houses.length * houseWorth + pirate.connected.length * 0.3 + (TREASURE_VP[Math.min(4, pirate.maps.length)] ?? 0) - cubesInBag * 0.3;
}

/** The state after `command`, folded once (as decide tells its events), not decided then folded again. */
function after(state: SteamPiratesState, command: SteamPiratesCommand): SteamPiratesState {
  return stateAfter(state, command);
}

/** The best action (not a sail) for the player now, and its value; ties broken by `random`. */
function bestAction(state: SteamPiratesState, player: PlayerId, random: RandomState): { command: SteamPiratesCommand | null; value: number } {
  let best: SteamPiratesCommand | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  let draws = random;
  for (const command of legalCommands(state)) {
    if (command.type === 'sail' || command.player !== player) continue;
    const value = positionValue(after(state, command), player);
    const draw = drawInt(draws, 0, 999);
    draws = draw.random;
    const jittered = value + draw.value / 1e6;
    if (jittered > bestValue) {
      best = command;
      bestValue = jittered;
    }
  }
  return { command: best, value: bestValue };
}

/** How promising a sail looks before trying it: a new island to anchor, a map piece, little Gold spent. */
function sailPromise(state: SteamPiratesState, player: PlayerId, path: readonly string[]): number {
  const pirate = state.pirates[player];
  if (pirate === undefined) return 0;
  const end = path[path.length - 1] ?? '';
  const island = islandOf(state, end);
  const isNew = !pirate.connected.includes(end);
  const canBuild = isNew && housesLeft(pirate) > 0 && (island?.cost ?? 99) <= pirate.gold - path.length;
  const maps = path.filter((id) => (state.treasures[id] ?? []).includes(player)).length;
  return (isNew ? 2 : 0) + (canBuild ? 2 : 0) + maps * 3 - path.length * 0.5;
}

/**
 * The heuristic bot: answers prompts sensibly (gives its own cubes back, sells its cheapest house),
 * and on its turn weighs acting where it is against the most promising sails followed by their
 * best action, looking one action ahead.
 */
export const heuristicPiratesBot: SteamPiratesBot = (state, player, random) => {
  const legal = legalCommands(state).filter((command) => command.player === player);
  if (legal.length === 0) return null;
  const prompt = state.prompt;
  if (prompt?.id === 'judge') {
    const own = legal.filter((command) => command.type === 'return-cubes');
    const ranked = own.map((command) => ({ command, mine: command.cubes.filter((index) => prompt.drawn[index] === player).length }));
    ranked.sort((a, b) => b.mine - a.mine);
    return ranked[0]?.command ?? legal[0] ?? null;
  }
  if (prompt?.id === 'sell-houses') {
    const sales = legal.filter((command) => command.type === 'sell-house');
    sales.sort((a, b) => (islandOf(state, a.island)?.cost ?? 0) - (islandOf(state, b.island)?.cost ?? 0));
    return sales[0] ?? null;
  }
  const here = bestAction(state, player, random);
  let choice: SteamPiratesCommand | null = here.command;
  let choiceValue = here.value;
  const sails = legal.filter((command): command is Extract<SteamPiratesCommand, { type: 'sail' }> => command.type === 'sail');
  sails.sort((a, b) => sailPromise(state, player, b.path) - sailPromise(state, player, a.path));
  for (const sail of sails.slice(0, SAILS_WEIGHED)) {
    const then = bestAction(after(state, sail), player, random);
    if (then.value > choiceValue) {
      choice = sail;
      choiceValue = then.value;
    }
  }
  return choice ?? legal[0] ?? null;
};
