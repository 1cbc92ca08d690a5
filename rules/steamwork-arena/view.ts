/**
 * What one player may see (steamwork-arena/round.energy): the reserves of steamworks they do not
 * steer are hidden, and so are other players' committed bids, hands, picks and secret customisations
 * until revealed (steamwork-arena/setup.secret). A hand picked by the viewer is revealed when the picks
 * are; the other hands only when the conflict ends and they are spent. The seeded random state is
 * hidden from everyone: with it a player could work out a tie-break for initiative
 * (steamwork-arena/round.bid) before bidding.
 */
import { HIDDEN, hideOthersSecrets, type PlayerId, type RandomState } from '../engine/index.ts';
import type { Steamwork, SteamworkId, StoredHands, SteamworkState } from './model.ts';
import type { SteamworkEvent } from './messages.ts';

/**
 * Stands in for the random state in a player's view. All zeros is xoroshiro128+'s fixed point, which
 * no seeded generator reaches, so it can never be mistaken for a real state.
 */
export const HIDDEN_RANDOM: RandomState = [0, 0, 0, 0];

export function view(state: SteamworkState, viewer: PlayerId): SteamworkState {
  const steamworks: Record<SteamworkId, Steamwork> = {};
  // RULE.energy: how much energy a player holds is kept hidden, so only the viewer's own reserves show.
  for (const [id, entry] of Object.entries(state.steamworks)) steamworks[id] = entry.controller === viewer ? entry : { ...entry, reserve: null };
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
  return { ...state, steamworks, prompt, conflict, random: HIDDEN_RANDOM };
}

/**
 * What one player may see of an event, fixed when it happens: another player's commitment (bid, hands,
 * pick or customisation) hides the secret and which reserves it drew on; held-out hands hide the other
 * players' hands (`hands-picked` then reveals the picked ones, `conflict-ended` what was spent);
 * a prompt hides others' commitments; the drawn random state is hidden. Reveals are events of their
 * own (`templates-revealed`, `bids-revealed`, `hands-picked`) and are shown as they are.
 */
export function viewEvent(event: SteamworkEvent, viewer: PlayerId): SteamworkEvent {
  switch (event.type) {
    case 'committed':
      return event.player === viewer ? event : { ...event, secret: HIDDEN, fromReserves: HIDDEN };
    case 'hands-held-out': {
      const hands: Record<PlayerId, StoredHands> = {};
      for (const [player, held] of Object.entries(event.hands)) hands[player] = player === viewer ? held : [null, null];
      return { ...event, hands };
    }
    case 'bids-revealed':
      return { ...event, random: HIDDEN_RANDOM };
    case 'prompted':
      return event.prompt?.kind === 'commit-reveal' ? { ...event, prompt: hideOthersSecrets(event.prompt, viewer) } : event;
    default:
      return event;
  }
}
