import type { Ruleset } from '../engine/index.ts';
import type { SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand, SteamTorpedoEvent } from './messages.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { legalCommands } from './legal.ts';
import { initialState, sampleInitialState, type SteamTorpedoSetup } from './setup.ts';

/**
 * Steam Torpedo, the whole game. `ruleset.initialState({ seed })` alone gives the first-game
 * factions with our sample tiles; `legalCommands` drives random play to an outcome (every turn
 * costs a breath of oxygen, so every game ends).
 */
export const ruleset = /* @__PURE__ */ steamTorpedoRuleset(initialState);

/**
 * The whole game played with our sample tiles only: `initialState` refuses a player's own `tiles`,
 * and plays exactly as `ruleset` otherwise. For widgets and bots that never take a designer's
 * tiles: the tile checker (tiles.ts) stays out of their bundles.
 */
export const sampleTilesRuleset = /* @__PURE__ */ steamTorpedoRuleset(sampleInitialState);

/* @__NO_SIDE_EFFECTS__ */ // builds an object only: a bundle that uses neither ruleset drops the call
function steamTorpedoRuleset(
  setUp: (setup: SteamTorpedoSetup) => SteamTorpedoState,
): Ruleset<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent, SteamTorpedoSetup> {
  return {
    id: 'steam-torpedo',
    initialState: setUp,
    decide,
    evolve,
    legalCommands,
    // The player a prompt waits for, else the active player; nobody once the game is over.
    toAct: (state) => (state.winner !== null ? [] : [state.prompt?.player ?? state.active]),
    outcome: (state) => state.winner,
    // Nothing is hidden but the dice to come, which nobody may know: a search bot deals fresh ones (issue 23).
    determinize: (seen, _player, random) => ({ ...seen, random }),
  };
}
