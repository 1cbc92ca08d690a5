import type { Ruleset } from '../engine/index.ts';
import { waitingPlayers, type SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { legalCommands } from './legal.ts';
import { initialState, type SteamworkSetup } from './setup.ts';
import { view, viewEvent } from './view.ts';

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
  toAct: waitingPlayers,
  outcome: (state) => state.outcome,
  view,
  viewEvent,
};
