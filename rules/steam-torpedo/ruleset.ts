import type { Ruleset } from '../engine/index.ts';
import type { SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand, SteamTorpedoEvent } from './messages.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { legalCommands } from './legal.ts';
import { initialState, type SteamTorpedoSetup } from './setup.ts';

/**
 * Steam Torpedo, the whole game. `ruleset.initialState({ seed })` alone gives the first-game
 * factions with our sample tiles; `legalCommands` drives random play to an outcome (every turn
 * costs a breath of oxygen, so every game ends).
 */
export const ruleset: Ruleset<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent, SteamTorpedoSetup> = {
  id: 'steam-torpedo',
  initialState,
  decide,
  evolve,
  legalCommands,
  // The player a prompt waits for, else the active player; nobody once the game is over.
  toAct: (state) => (state.winner !== null ? [] : [state.prompt?.player ?? state.active]),
  outcome: (state) => state.winner,
};
