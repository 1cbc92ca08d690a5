import type { PlayerId, Ruleset } from '../../engine/index.ts';
import { decide } from './decide.ts';
import { determinize } from './determinize.ts';
import { evolve } from './evolve.ts';
import { legalCommands, ordersWaitingFrom } from './legal.ts';
import type { StarEaterCommand, StarEaterEvent, StarEaterState } from './model.ts';
import { initialState, type StarEaterSetup } from './setup.ts';
import { view, viewEvent } from './view.ts';

/** Who must act: the loadout's chooser, whoever has not yet given orders, a prompt's player, or the fighter phase's. */
export function toAct(state: StarEaterState): PlayerId[] {
  if (state.outcome !== null) return [];
  if (state.phase === 'loadout') return state.loadout.toAct === null ? [] : [state.loadout.toAct];
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') return prompt.players.filter((player) => prompt.commitments[player] === null);
  if (prompt?.kind === 'choice') return [prompt.player];
  if (state.phase === 'fighter' && state.fighters !== null) return [state.fighters.toAct];
  return [];
}

/**
 * `legalCommands` of one player alone: in the commit, their own orders without building and
 * filtering the other's; elsewhere one player acts, and every command listed is theirs.
 */
export function legalCommandsFor(state: StarEaterState, player: PlayerId): StarEaterCommand[] {
  return ordersWaitingFrom(state, player) ?? (toAct(state).includes(player) ? legalCommands(state) : []);
}

/**
 * Star Eater, the whole game for two: the loadout, then rounds of secret orders, momentum,
 * actions, fighters and weapons until a warship is destroyed (or a round limit, a variant).
 */
export const ruleset: Ruleset<StarEaterState, StarEaterCommand, StarEaterEvent, StarEaterSetup> = {
  id: 'star-eater',
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
