/**
 * A deal for the search bot (issue 23): a whole state that keeps everything `viewer` sees and deals
 * the rest so that energy is still conserved (model.ts: the bank, the reserves and the energy hidden
 * in bids and hands add up to `BANK_TOKENS`). What the viewer cannot see: the others' reserves, the
 * others' committed bids, hands, picks and customisations, the opponent's hands not yet picked in a
 * conflict, and the random state.
 */
import { HIDDEN, drawInt, seedRandom, type PlayerId, type RandomState } from '../engine/index.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import { legalCommands } from './legal.ts';
import { BANK_TOKENS, controllerOf, hiddenEnergy, type Conflict, type SteamworkState, type StoredHands } from './model.ts';
import { maxHiddenForAttack } from './values.ts';

export function determinize(seen: SteamworkState, viewer: PlayerId, random: RandomState): SteamworkState {
  let draws = random;
  const draw = (from: number, to: number): number => {
    const drawn = drawInt(draws, from, Math.max(from, to));
    draws = drawn.random;
    return drawn.value;
  };
  let state: SteamworkState = { ...seen, random: seedRandom(draw(0, 0x7fffffff)) };
  const known = Object.values(state.steamworks).reduce((total, steamwork) => total + (steamwork.reserve ?? 0), 0);
  let unaccounted = Math.max(0, BANK_TOKENS - state.bank - known - hiddenEnergy(state));

  // The opponent's hands of a conflict, within what their side may hide.
  if (state.conflict?.hands) {
    const hands: Record<PlayerId, StoredHands> = {};
    for (const [player, held] of Object.entries(state.conflict.hands)) {
      if (player === viewer || (held[0] !== null && held[1] !== null)) {
        hands[player] = held;
        continue;
      }
      let room = Math.min(unaccounted, mostHidden(state, state.conflict, player) - (held[0] ?? 0) - (held[1] ?? 0));
      const dealt = held.map((hand) => {
        if (hand !== null) return hand;
        const amount = draw(0, room);
        room -= amount;
        unaccounted -= amount;
        return amount;
      });
      hands[player] = [dealt[0] ?? 0, dealt[1] ?? 0];
    }
    state = { ...state, conflict: { ...state.conflict, hands } };
  }

  // The hidden reserves share what is left at random.
  const hidden = Object.keys(state.steamworks).filter((id) => state.steamworks[id]?.reserve === null);
  const cuts = hidden.slice(1).map(() => draw(0, unaccounted)).sort((a, b) => a - b);
  const shares = hidden.map((_, index) => (cuts[index] ?? unaccounted) - (index === 0 ? 0 : (cuts[index - 1] ?? 0)));
  const steamworks = { ...state.steamworks };
  hidden.forEach((id, index) => {
    const steamwork = steamworks[id];
    if (steamwork !== undefined) steamworks[id] = { ...steamwork, reserve: shares[index] ?? 0 };
  });
  state = { ...state, steamworks };

  // The others' secrets, each one the rules let them commit from the reserves just dealt, recorded
  // as the rules record it (the energy moves from their reserves into the secret).
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    for (const player of prompt.players) {
      const current = state.prompt;
      if (player === viewer || current?.kind !== 'commit-reveal' || current.commitments[player] !== HIDDEN) continue;
      const undealt: SteamworkState = { ...state, prompt: { ...current, commitments: { ...current.commitments, [player]: null } } };
      const choices = legalCommands(undealt).filter((command) => command.player === player);
      const command = choices[draw(0, choices.length - 1)];
      const committed = command === undefined ? undefined : decide(undealt, command).find((event) => event.type === 'committed');
      if (committed !== undefined) state = evolve(undealt, committed);
    }
  }
  return state;
}

/** The most energy `player` may hide in a conflict's two hands: the attack value less range, or the defense value. */
function mostHidden(state: SteamworkState, conflict: Conflict, player: PlayerId): number {
  return controllerOf(state, conflict.attacker) === player ? maxHiddenForAttack(conflict.attackValue, conflict.rangeEnergy) : conflict.defenseValue;
}
