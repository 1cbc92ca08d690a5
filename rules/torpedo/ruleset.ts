import type { Ruleset } from '../engine/index.ts';
import { decide } from './decide.ts';
import { determinize } from './determinize.ts';
import { evolve } from './evolve.ts';
import { legalCommands, legalCommandsFor, toAct } from './legal.ts';
import type { TorpedoCommand, TorpedoEvent, TorpedoState } from './model.ts';
import { initialState, type TorpedoSetup } from './setup.ts';
import { view, viewEvent } from './view.ts';

/**
 * Torpedo, the whole game, for 2 to 5 players in the free or the rounds mode.
 * `ruleset.initialState({ seed })` is red against blue in the free mode, waiting for both to be ready.
 */
export const ruleset: Ruleset<TorpedoState, TorpedoCommand, TorpedoEvent, TorpedoSetup> = {
  id: 'torpedo',
  initialState,
  decide,
  evolve,
  legalCommands,
  legalCommandsFor,
  toAct,
  outcome: (state) => state.outcome,
  view,
  viewEvent,
  determinize,
};
