/**
 * What one player may see: the other player's order stays hidden from its commitment until both
 * are revealed (star-eater/round.commit), and the random state is hidden from everyone.
 */
import { HIDDEN, hideOthersSecrets, type PlayerId, type RandomState } from '../../engine/index.ts';
import type { StarEaterEvent, StarEaterState } from './model.ts';

/** Stands in for the random state in a view: xoroshiro128+'s fixed point, which no seed reaches. */
export const HIDDEN_RANDOM: RandomState = [0, 0, 0, 0];

export function view(state: StarEaterState, viewer: PlayerId): StarEaterState {
  const prompt = state.prompt?.kind === 'commit-reveal' ? hideOthersSecrets(state.prompt, viewer) : state.prompt;
  return { ...state, prompt, random: HIDDEN_RANDOM };
}

export function viewEvent(event: StarEaterEvent, viewer: PlayerId): StarEaterEvent {
  switch (event.type) {
    case 'order-committed':
      return event.player === viewer ? event : { ...event, order: HIDDEN };
    case 'prompted':
      return event.prompt?.kind === 'commit-reveal' ? { ...event, prompt: hideOthersSecrets(event.prompt, viewer) } : event;
    case 'dice-rolled':
    case 'initiative-tossed':
      return { ...event, random: HIDDEN_RANDOM };
    default:
      return event;
  }
}
