import fc from 'fast-check';
import { HIDDEN } from '../../engine/index.ts';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { ruleset } from './ruleset.ts';

/**
 * Random games from the loadout on, with the round-limit variant (star-eater/round.limit) so that
 * two random ships drifting apart still end. A secret twin swaps the other player's committed order.
 */
checkRulesetLaws({
  ruleset,
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), roundLimit: fc.integer({ min: 3, max: 8 }) }),
  players: (state) => [...state.players, 'spectator'],
  ends: true,
  maxCommands: 1_500,
  games: 4,
  statesPerGame: 12,
  secretTwin: (state, viewer) => {
    const prompt = state.prompt;
    if (prompt?.kind !== 'commit-reveal') return null;
    const other = prompt.players.find((player) => player !== viewer && prompt.commitments[player] !== null && prompt.commitments[player] !== HIDDEN);
    if (other === undefined) return null;
    const order = prompt.commitments[other];
    if (order === null || order === undefined || order === HIDDEN) return null;
    const twin = { ...order, engine: order.engine === 'none' ? ('double' as const) : ('none' as const) };
    return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [other]: twin } } };
  },
});
