/**
 * What one player may see (torpedo/real-time.rounds): everything on the table is in plain sight; only
 * the other players' secret moves of the round are hidden until they are revealed together.
 */
import { HIDDEN, hideOthersSecrets, type PlayerId } from '../engine/index.ts';
import type { TorpedoEvent, TorpedoState } from './model.ts';

export function view(state: TorpedoState, viewer: PlayerId): TorpedoState {
  return state.prompt === null ? state : { ...state, prompt: hideOthersSecrets(state.prompt, viewer) };
}

/** Another player's commitment hides its move; the reveal (`moves-revealed`) is an event of its own, shown whole. */
export function viewEvent(event: TorpedoEvent, viewer: PlayerId): TorpedoEvent {
  return event.type === 'committed' && event.player !== viewer ? { ...event, move: HIDDEN } : event;
}
