/**
 * What one player may see (steamwork-arena/round.energy): other players' reserves are hidden, and so
 * are their committed bids, hands and picks until revealed. A hand picked by the viewer is revealed
 * when the picks are; the other hands only when the conflict ends and they are spent.
 */
import { hideOthersSecrets, type PlayerId } from '../engine/index.ts';
import type { PlayerState, StoredHands, SteamworkState } from './model.ts';

export function view(state: SteamworkState, viewer: PlayerId): SteamworkState {
  const players: Record<PlayerId, PlayerState> = {};
  for (const [player, entry] of Object.entries(state.players)) players[player] = player === viewer ? entry : { ...entry, reserve: null };
  const prompt = state.prompt?.kind === 'commit-reveal' ? hideOthersSecrets(state.prompt, viewer) : state.prompt;
  let conflict = state.conflict;
  if (conflict?.hands) {
    const hands: Record<PlayerId, StoredHands> = {};
    const picked = conflict.picks?.[viewer];
    for (const [player, held] of Object.entries(conflict.hands)) {
      if (player === viewer) hands[player] = held;
      else hands[player] = [picked === 0 ? held[0] : null, picked === 1 ? held[1] : null];
    }
    conflict = { ...conflict, hands };
  }
  return { ...state, players, prompt, conflict };
}
