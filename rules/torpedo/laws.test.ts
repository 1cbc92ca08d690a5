import { checkRulesetLaws } from '../engine/testing/laws.ts';
import { HIDDEN, type PlayerId } from '../engine/index.ts';
import { ruleset, type Move, type TorpedoState } from './index.ts';
import { RANDOM_SETUPS } from './test-support.ts';

/** The same state with another player's secret move of the round swapped for a different one, or null when nobody else has committed. */
function secretTwin(state: TorpedoState, viewer: PlayerId): TorpedoState | null {
  const prompt = state.prompt;
  if (prompt === null) return null;
  const other = prompt.players.find((player) => player !== viewer && prompt.commitments[player] !== null && prompt.commitments[player] !== HIDDEN);
  if (other === undefined) return null;
  const move = prompt.commitments[other];
  const swapped: Move = typeof move === 'object' && move?.type === 'place' ? { type: 'wait' } : { type: 'place', piece: { id: `${other}-small-1`, tip: { x: 1, y: 2 }, heading: { x: 3, y: 4 } } };
  return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [other]: swapped } } };
}

checkRulesetLaws({
  ruleset,
  setups: RANDOM_SETUPS,
  players: (state) => [...state.players, 'spectator'],
  ends: true,
  games: 16,
  statesPerGame: 40,
  secretTwin,
});
