/** The fold: copies what `decide` worked out into the state. No rules, no randomness. */
import { HIDDEN } from '../engine/index.ts';
import type { Steamwork, SteamworkId, SteamworkState } from './model.ts';
import type { SteamworkEvent } from './messages.ts';

function withSteamwork(state: SteamworkState, id: SteamworkId, change: (entry: Steamwork) => Partial<Steamwork>): SteamworkState {
  const entry = state.steamworks[id];
  if (entry === undefined) return state;
  return { ...state, steamworks: { ...state.steamworks, [id]: { ...entry, ...change(entry) } } };
}

function addReserve(state: SteamworkState, id: SteamworkId, amount: number): SteamworkState {
  return withSteamwork(state, id, (entry) => ({ reserve: (entry.reserve ?? 0) + amount }));
}

function addReserves(state: SteamworkState, amounts: Record<SteamworkId, number>, sign: 1 | -1): SteamworkState {
  let next = state;
  for (const [id, amount] of Object.entries(amounts)) next = addReserve(next, id, sign * amount);
  return next;
}

function sum(values: Record<string, number>): number {
  return Object.values(values).reduce((total, value) => total + value, 0);
}

export function evolve(state: SteamworkState, event: SteamworkEvent): SteamworkState {
  switch (event.type) {
    case 'round-started':
      return { ...state, round: event.round, initiative: [], order: [], turn: 0, act: null, conflict: null };
    case 'energized':
      return { ...addReserves(state, event.gains, 1), bank: state.bank - sum(event.gains) };
    case 'committed': {
      const prompt = state.prompt;
      // A player's view of another's commitment hides how much left which reserve (`viewEvent`).
      const next = event.fromReserves === HIDDEN ? state : addReserves(state, event.fromReserves, -1);
      if (prompt?.kind !== 'commit-reveal') return next;
      return { ...next, prompt: { ...prompt, commitments: { ...prompt.commitments, [event.player]: event.secret } } };
    }
    case 'templates-revealed': {
      let next: SteamworkState = { ...state, prompt: null };
      for (const [id, template] of Object.entries(event.templates)) next = withSteamwork(next, id, () => ({ template }));
      return next;
    }
    case 'bids-revealed':
      return { ...state, bank: state.bank + sum(event.bids), initiative: event.initiative, order: event.order, random: event.random, prompt: null };
    case 'shifted':
      return { ...withSteamwork(addReserve(state, event.steamwork, -event.cost), event.steamwork, () => ({ mode: event.to })), bank: state.bank + event.cost };
    case 'act-started':
      return { ...state, act: { steamwork: event.steamwork, moved: false, attacked: false } };
    case 'moved':
      return { ...withSteamwork(state, event.steamwork, () => ({ position: event.to })), act: state.act === null ? null : { ...state.act, moved: true } };
    case 'attack-declared':
      return {
        ...addReserve(state, event.attacker, -event.rangeEnergy),
        bank: state.bank + event.rangeEnergy,
        act: state.act === null ? null : { ...state.act, attacked: true },
        conflict: {
          attacker: event.attacker,
          defender: event.defender,
          rangeEnergy: event.rangeEnergy,
          attackValue: event.attackValue,
          defenseValue: event.defenseValue,
          hands: null,
          picks: null,
          pdp: 0,
        },
      };
    case 'hands-held-out':
      return state.conflict === null ? state : { ...state, prompt: null, conflict: { ...state.conflict, hands: event.hands } };
    case 'hands-picked':
      return state.conflict === null ? state : { ...state, prompt: null, conflict: { ...state.conflict, picks: event.picks, pdp: event.pdp } };
    case 'pdp-spent': {
      const next = withSteamwork(state, event.defender, (entry) => ({
        health: event.health,
        mode: event.mode,
        shutDown: event.shutDown === null ? entry.shutDown : [...entry.shutDown, event.shutDown],
      }));
      return next.conflict === null ? next : { ...next, conflict: { ...next.conflict, pdp: next.conflict.pdp - 1 } };
    }
    case 'pdp-forgone':
      return state.conflict === null ? state : { ...state, conflict: { ...state.conflict, pdp: 0 } };
    case 'conflict-ended':
      return { ...state, bank: state.bank + sum(event.spent), conflict: null };
    case 'act-ended':
      return { ...addReserve(state, event.steamwork, event.gains), bank: state.bank - event.gains, act: null };
    case 'voluntary-shutdown':
      return withSteamwork(state, event.steamwork, (entry) => ({ shutDown: [...entry.shutDown, event.mode], health: event.health }));
    case 'steamwork-out':
      return { ...withSteamwork(state, event.steamwork, () => ({ out: true })), order: state.order.filter((id) => id !== event.steamwork) };
    case 'game-over':
      return { ...state, outcome: event.outcome, phase: 'over', prompt: null, act: null, conflict: null };
    case 'prompted':
      return { ...state, phase: event.phase, turn: event.turn, prompt: event.prompt };
  }
}
