/** The fold: copies what `decide` worked out into the state. No rules, no randomness. */
import { HIDDEN, type PlayerId } from '../engine/index.ts';
import type { PlayerState, SteamworkState } from './model.ts';
import type { SteamworkEvent } from './messages.ts';

function withPlayer(state: SteamworkState, player: PlayerId, change: (entry: PlayerState) => Partial<PlayerState>): SteamworkState {
  const entry = state.players[player];
  if (entry === undefined) return state;
  return { ...state, players: { ...state.players, [player]: { ...entry, ...change(entry) } } };
}

function addReserve(state: SteamworkState, player: PlayerId, amount: number): SteamworkState {
  return withPlayer(state, player, (entry) => ({ reserve: (entry.reserve ?? 0) + amount }));
}

export function evolve(state: SteamworkState, event: SteamworkEvent): SteamworkState {
  switch (event.type) {
    case 'round-started':
      return { ...state, round: event.round, initiative: [], turn: 0, act: null, conflict: null };
    case 'energized': {
      let next = state;
      let total = 0;
      for (const [player, gain] of Object.entries(event.gains)) {
        next = addReserve(next, player, gain);
        total += gain;
      }
      return { ...next, bank: next.bank - total };
    }
    case 'committed': {
      const prompt = state.prompt;
      // A player's view of another's commitment hides how much left the reserve (`viewEvent`).
      const next = event.fromReserve === HIDDEN ? state : addReserve(state, event.player, -event.fromReserve);
      if (prompt?.kind !== 'commit-reveal') return next;
      return { ...next, prompt: { ...prompt, commitments: { ...prompt.commitments, [event.player]: event.secret } } };
    }
    case 'bids-revealed': {
      const spent = Object.values(event.bids).reduce((sum, bid) => sum + bid, 0);
      return { ...state, bank: state.bank + spent, initiative: event.initiative, random: event.random, prompt: null };
    }
    case 'shifted':
      return { ...withPlayer(addReserve(state, event.player, -event.cost), event.player, () => ({ mode: event.to })), bank: state.bank + event.cost };
    case 'act-started':
      return { ...state, act: { player: event.player, moved: false, attacked: false } };
    case 'moved':
      return { ...withPlayer(state, event.player, () => ({ position: event.to })), act: state.act === null ? null : { ...state.act, moved: true } };
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
      const next = withPlayer(state, event.defender, (entry) => ({
        health: event.health,
        mode: event.mode,
        shutDown: event.shutDown === null ? entry.shutDown : [...entry.shutDown, event.shutDown],
      }));
      return next.conflict === null ? next : { ...next, conflict: { ...next.conflict, pdp: next.conflict.pdp - 1 } };
    }
    case 'conflict-ended': {
      const total = Object.values(event.spent).reduce((sum, spent) => sum + spent, 0);
      return { ...state, bank: state.bank + total, conflict: null };
    }
    case 'act-ended':
      return { ...addReserve(state, event.player, event.gains), bank: state.bank - event.gains, act: null };
    case 'voluntary-shutdown':
      return withPlayer(state, event.player, (entry) => ({ shutDown: [...entry.shutDown, event.mode], health: event.health }));
    case 'player-out':
      return withPlayer(state, event.player, () => ({ out: true }));
    case 'game-over':
      return { ...state, outcome: event.outcome, phase: 'over', prompt: null, act: null, conflict: null };
    case 'prompted':
      return { ...state, phase: event.phase, turn: event.turn, prompt: event.prompt };
  }
}
