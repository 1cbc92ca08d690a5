import type { PlayerId, Ruleset } from '../engine/index.ts';
import { decide } from './decide.ts';
import { determinize } from './determinize.ts';
import { evolve } from './evolve.ts';
import { legalCommands, randomCommand } from './legal.ts';
import type { SteamPiratesCommand, SteamPiratesEvent, SteamPiratesState } from './model.ts';
import { rankWinners } from './scoring.ts';
import { initialState, type SteamPiratesSetup } from './setup.ts';

/** Who must act now: the pirate a prompt asks, else the pirate whose turn it is; nobody once the game is over. */
export function toAct(state: SteamPiratesState): PlayerId[] {
  if (state.phase === 'over') return [];
  if (state.prompt !== null) return [state.prompt.player];
  return state.turn === null ? [] : [state.turn.player];
}

/**
 * Steam Pirates, the whole game for 2 to 4 pirates on the sample data. `ruleset.initialState({ seed })`
 * alone gives a two-pirate game at its first turn; nothing is hidden, so there is no `view`, only
 * the face-down decks' order and the dice to come, which a search bot's `determinize` deals afresh.
 */
export const ruleset: Ruleset<SteamPiratesState, SteamPiratesCommand, SteamPiratesEvent, SteamPiratesSetup> = {
  id: 'steam-pirates',
  initialState,
  decide,
  evolve,
  legalCommands,
  randomCommand,
  toAct,
  outcome: (state) => {
    const final = state.final;
    if (state.phase !== 'over' || final === null) return null;
    const winners = rankWinners(state, final);
    return { winners, reason: winners.length === 1 ? `${winners[0] ?? ''} has the most victory points.` : `${winners.join(' and ')} share the victory.` };
  },
  determinize,
};
