/**
 * The fold: each event's effect on the state, copied from what `decide` worked out. No rules here,
 * and it never throws on an event `decide` produced.
 */
import { commitSecret } from '../engine/index.ts';
import type { StashPiece, TorpedoEvent, TorpedoState } from './model.ts';

function without(pieces: readonly StashPiece[] | undefined, id: string): StashPiece[] {
  return (pieces ?? []).filter((piece) => piece.id !== id);
}

export function evolve(state: TorpedoState, event: TorpedoEvent): TorpedoState {
  switch (event.type) {
    case 'player-ready':
      return { ...state, ready: [...state.ready, event.player] };
    case 'placing-started':
      return { ...state, phase: 'placing' };
    case 'round-started':
      return { ...state, round: event.round, prompt: event.prompt };
    case 'committed':
      return state.prompt === null || event.move === 'hidden' ? state : { ...state, prompt: commitSecret(state.prompt, event.player, event.move) };
    case 'moves-revealed':
      return { ...state, prompt: null };
    case 'ship-placed': {
      const { piece } = event;
      // A placement is news to everyone: in the free mode, whoever was waiting may want to answer it.
      return { ...state, table: [...state.table, piece], unplayed: { ...state.unplayed, [piece.owner]: without(state.unplayed[piece.owner], piece.id) }, waiting: [] };
    }
    case 'ship-crashed': {
      const { piece } = event;
      return {
        ...state,
        unplayed: { ...state.unplayed, [piece.owner]: without(state.unplayed[piece.owner], piece.id) },
        dead: { ...state.dead, [piece.owner]: [...(state.dead[piece.owner] ?? []), { id: piece.id, size: piece.size }] },
      };
    }
    case 'waited':
      return { ...state, waiting: [...state.waiting, event.player] };
    case 'placing-stopped':
      return { ...state, phase: 'firing', stop: event.stop, prompt: null, waiting: [] };
    case 'volley-fired':
      return { ...state, volleys: [...state.volleys, event.volley], sunk: [...state.sunk, ...event.volley.sunk] };
    case 'game-scored':
      return { ...state, phase: 'over', scores: event.scores, outcome: event.outcome };
  }
}
