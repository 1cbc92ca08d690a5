/**
 * Everything `decide` would accept now, for the player to act (on any state; never throws). Dice
 * showing the same symbol are one choice: only the first die of each symbol is offered.
 */
import { canPlayAnyDie, establishProblem, officialOptions } from './decide.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';
import { dieAllows, sailPaths } from './queries.ts';
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
  const firstDice = firstDieOfEachSymbol(state.dice);
  const officials = firstDice.some(({ symbol }) => dieAllows(symbol, 'official')) ? officialOptions(state, player) : [];
  const canEstablish = establishProblem(state, player) === null;
  for (const { die, symbol } of firstDice) {
    if (dieAllows(symbol, 'official')) for (const option of officials) commands.push({ ...option, player, die });
    if (dieAllows(symbol, 'establish') && canEstablish) commands.push({ type: 'establish', player, die });
    if (dieAllows(symbol, 'profit')) commands.push({ type: 'profit', player, die });
  }
  // Cutting losses is for a pirate who can play no die this turn, a sail first included: decide's own test.
  if (!canPlayAnyDie(state, player)) for (const { die } of firstDice) commands.push({ type: 'cut-losses', player, die });
  return commands;
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
