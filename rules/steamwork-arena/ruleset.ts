import type { PlayerId, Ruleset } from '../engine/index.ts';
import type { SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { decide } from './decide.ts';
import { determinize } from './determinize.ts';
import { evolve } from './evolve.ts';
import { legalCommands } from './legal.ts';
import { initialState, type SteamworkSetup } from './setup.ts';
import { view, viewEvent } from './view.ts';

/** Who must act now: the player a choice prompt asks, or everyone still to commit a secret; nobody once the game is over. */
export function toAct(state: SteamworkState): PlayerId[] {
  const prompt = state.prompt;
  if (prompt === null || state.outcome !== null) return [];
  if (prompt.kind === 'choice') return [prompt.player];
  const waiting: PlayerId[] = [];
  for (const player of prompt.players) if (prompt.commitments[player] === null) waiting.push(player);
  return waiting;
}

/**
 * Steamwork Arena, a duel with standard alpha templates. `ruleset.initialState({ seed })` alone gives
 * a game opening on the first bid; `legalCommands` drives random play to an outcome.
 */
export const ruleset: Ruleset<SteamworkState, SteamworkCommand, SteamworkEvent, SteamworkSetup> = {
  id: 'steamwork-arena',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct,
  outcome: (state) => state.outcome,
  view,
  viewEvent,
  determinize,
};
