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

/** The commands that use a die: the actions open now, else cutting losses if the rules allow it. */
function dieCommands(state: SteamPiratesState, player: PlayerId): SteamPiratesCommand[] {
  const actions = actionsNow(state, player);
  const listed: SteamPiratesCommand[] = [];
  for (let index = 0; index < actions.count; index++) {
    const command = actions.nth(index);
    if (command !== null) listed.push(command);
  }
  return actions.count > 0 ? listed : cutsAllowed(state, player);
}

/** Cutting losses, once for each symbol: for a pirate who can play no die this turn, a sail first included (decide's own test). */
function cutsAllowed(state: SteamPiratesState, player: PlayerId): SteamPiratesCommand[] {
  return canPlayAnyDie(state, player) ? [] : firstDieOfEachSymbol(state.dice).map(({ die }) => ({ type: 'cut-losses', player, die }));
}

/**
 * The actions the pirate may take now with a die, sails and cutting losses aside: on the first die
 * of each symbol, the officials' commands, establishing and Profit, in that order. A die the pirate
 * can play now is one of these, so when there is any, the pirate can play a die and may not cut
 * losses. Counted without building them, with the one at an index of the list: a random draw takes
 * one of dozens, so it builds only that one.
 */
function actionsNow(state: SteamPiratesState, player: PlayerId): { count: number; nth: (index: number) => SteamPiratesCommand | null } {
  const firstDice = firstDieOfEachSymbol(state.dice);
  const officials = firstDice.some(({ symbol }) => dieAllows(symbol, 'official')) ? officialOptions(state, player) : [];
  const canEstablish = establishProblem(state, player) === null;
  const perDie = firstDice.map(({ die, symbol }) => ({
    die,
    officials: dieAllows(symbol, 'official') ? officials.length : 0,
    establish: dieAllows(symbol, 'establish') && canEstablish,
    profit: dieAllows(symbol, 'profit'),
  }));
  const count = perDie.reduce((sum, die) => sum + die.officials + (die.establish ? 1 : 0) + (die.profit ? 1 : 0), 0);
  const nth = (index: number): SteamPiratesCommand | null => {
    let left = index;
    for (const { die, officials: officialCount, establish, profit } of perDie) {
      if (left < officialCount) {
        const option = officials[left];
        return option === undefined ? null : { ...option, player, die };
      }
      left -= officialCount;
      if (establish) {
        if (left === 0) return { type: 'establish', player, die };
        left -= 1;
      }
      if (profit) {
        if (left === 0) return { type: 'profit', player, die };
        left -= 1;
      }
    }
    return null;
  };
  return { count, nth };
}

/**
 * One command `player` may give now, drawn from `random`, each command `legalCommands` lists for
 * them equally likely; null when they have none. On a turn it counts the sails open (`sailsOpen`,
 * kept per start) and the actions (`actionsNow`), and builds only the command drawn: the two are
 * most of what a random game costs. Never throws, as `legalCommands`.
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
  const actions = actionsNow(state, player);
  const cuts = actions.count > 0 ? [] : cutsAllowed(state, player);
  const count = sails.length + actions.count + cuts.length;
  if (count === 0) return null;
  const drawn = drawInt(random, 0, count - 1).value;
  const sail = sails[drawn];
  if (sail !== undefined) return { type: 'sail', player, path: [...sail.path] };
  return actions.count > 0 ? actions.nth(drawn - sails.length) : (cuts[drawn - sails.length] ?? null);
}

function pick(commands: readonly SteamPiratesCommand[], random: RandomState): SteamPiratesCommand | null {
  return commands.length === 0 ? null : (commands[drawInt(random, 0, commands.length - 1).value] ?? null);
}

function firstDieOfEachSymbol(dice: readonly ActionSymbol[]): { die: number; symbol: ActionSymbol }[] {
  const found: { die: number; symbol: ActionSymbol }[] = [];
  // A plain loop: every random draw asks.
  for (let die = 0; die < dice.length; die++) {
    const symbol = dice[die];
    if (symbol !== undefined && dice.indexOf(symbol) === die) found.push({ die, symbol });
  }
  return found;
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
