import { drawInt, type PlayerId, type RandomState, type Ruleset } from '../../engine/index.ts';
import { decide } from './decide.ts';
import { determinize } from './determinize.ts';
import { evolve } from './evolve.ts';
import { legalCommands, ordersWaitingFrom, randomFlight } from './legal.ts';
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
 * One command `player` may give now, drawn from `random` with each command `legalCommandsFor`
 * lists equally likely; null when there is none. A fighter turn (hundreds of activations) is drawn
 * without listing it (`randomFlight`); everything else lists little (the 280 orders are built once)
 * and is picked from its list.
 */
export function randomCommand(state: StarEaterState, player: PlayerId, random: RandomState): StarEaterCommand | null {
  if (state.outcome === null && state.phase === 'fighter' && state.fighters !== null && state.prompt === null) {
    return state.fighters.toAct === player ? randomFlight(state, player, random) : null;
  }
  const listed = legalCommandsFor(state, player);
  if (listed.length === 0) return null;
  return listed[drawInt(random, 0, listed.length - 1).value] ?? null;
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
  randomCommand,
  toAct,
  outcome: (state) => state.outcome,
  view,
  viewEvent,
  determinize,
};
