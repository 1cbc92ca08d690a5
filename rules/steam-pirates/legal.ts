/**
 * Everything `decide` would accept now, for the player to act (on any state; never throws). Dice
 * showing the same symbol are one choice: only the first die of each symbol is offered.
 */
import { drawInt, type PlayerId, type RandomState } from '../engine/index.ts';
import { canPlayAnyDie, establishProblem, officialOptions } from './decide.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';
import { dieAllows, sailPaths, sailsOpen } from './queries.ts';
import type { ActionSymbol } from './tables.ts';

export function legalCommands(state: SteamPiratesState): SteamPiratesCommand[] {
  try {
    return commandsNow(state);
  } catch {
    // A view or a staged state the rules cannot read offers nothing rather than throwing.
    return [];
  }
}

function commandsNow(state: SteamPiratesState): SteamPiratesCommand[] {
  const prompt = state.prompt;
  if (state.phase === 'over') return [];
  if (prompt !== null) {
    if (prompt.id === 'judge') return subsets(prompt.drawn.length, prompt.most).map((cubes) => ({ type: 'return-cubes', player: prompt.player, cubes }));
    return (state.pirates[prompt.player]?.houses ?? []).map((island) => ({ type: 'sell-house', player: prompt.player, island }));
  }
  const turn = state.turn;
  if (state.phase !== 'action' || turn === null) return [];
  const player = turn.player;
  const commands: SteamPiratesCommand[] = [];
  for (const path of sailPaths(state, player)) commands.push({ type: 'sail', player, path });
  commands.push(...dieCommands(state, player));
  return commands;
}

/** The commands that use a die: the actions open now (`actionsNow`), else cutting losses if the rules allow it. */
function dieCommands(state: SteamPiratesState, player: PlayerId): SteamPiratesCommand[] {
  const actions = actionsNow(state, player);
  if (actions.length > 0) return actions;
  // Cutting losses is for a pirate who can play no die this turn, a sail first included: decide's own test.
  return canPlayAnyDie(state, player) ? [] : firstDieOfEachSymbol(state.dice).map(({ die }) => ({ type: 'cut-losses', player, die }));
}

/**
 * The actions the pirate may take now with a die, sails and cutting losses aside: on the first die
 * of each symbol, the officials' commands, establishing and Profit. A die the pirate can play now is
 * one of these, so when there is any, the pirate can play a die and may not cut losses.
 */
function actionsNow(state: SteamPiratesState, player: PlayerId): SteamPiratesCommand[] {
  const commands: SteamPiratesCommand[] = [];
  const firstDice = firstDieOfEachSymbol(state.dice);
  const officials = firstDice.some(({ symbol }) => dieAllows(symbol, 'official')) ? officialOptions(state, player) : [];
  const canEstablish = establishProblem(state, player) === null;
  for (const { die, symbol } of firstDice) {
    if (dieAllows(symbol, 'official')) for (const option of officials) commands.push({ ...option, player, die });
    if (dieAllows(symbol, 'establish') && canEstablish) commands.push({ type: 'establish', player, die });
    if (dieAllows(symbol, 'profit')) commands.push({ type: 'profit', player, die });
  }
  return commands;
}

/**
 * One command `player` may give now, drawn from `random`, each command `legalCommands` lists for
 * them equally likely; null when they have none. On a turn it counts the sails open (`sailsOpen`,
 * kept per start) and copies only the path drawn: the sails are most of a turn's list. Never
 * throws, as `legalCommands`.
 */
export function randomCommand(state: SteamPiratesState, player: PlayerId, random: RandomState): SteamPiratesCommand | null {
  try {
    return drawCommand(state, player, random);
  } catch {
    return null;
  }
}

function drawCommand(state: SteamPiratesState, player: PlayerId, random: RandomState): SteamPiratesCommand | null {
  const turn = state.turn;
  if (state.phase === 'over' || state.prompt !== null || state.phase !== 'action' || turn === null) return pick(commandsNow(state).filter((command) => command.player === player), random);
  if (turn.player !== player) return null;
  const sails = sailsOpen(state, player);
  const others = dieCommands(state, player);
  if (sails.length + others.length === 0) return null;
  const drawn = drawInt(random, 0, sails.length + others.length - 1).value;
  const sail = sails[drawn];
  return sail === undefined ? (others[drawn - sails.length] ?? null) : { type: 'sail', player, path: [...sail.path] };
}

function pick(commands: readonly SteamPiratesCommand[], random: RandomState): SteamPiratesCommand | null {
  return commands.length === 0 ? null : (commands[drawInt(random, 0, commands.length - 1).value] ?? null);
}

function firstDieOfEachSymbol(dice: readonly ActionSymbol[]): { die: number; symbol: ActionSymbol }[] {
  return dice.flatMap((symbol, die) => (dice.indexOf(symbol) === die ? [{ die, symbol }] : []));
}


/** Index lists of `count` items, from 1 up to `most` long, each in increasing order. */
function subsets(count: number, most: number): number[][] {
  const found: number[][] = [];
  const grow = (chosen: number[], from: number): void => {
    if (chosen.length > 0) found.push(chosen);
    if (chosen.length === most) return;
    for (let index = from; index < count; index++) grow([...chosen, index], index + 1);
  };
  grow([], 0);
  return found;
}

export { sailPaths };
