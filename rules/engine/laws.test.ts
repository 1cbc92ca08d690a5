import fc from 'fast-check';
import { checkRulesetLaws } from './testing/laws.ts';
import { duel, DUEL_PLAYERS, type DuelState } from './fixtures/duel.ts';

/** The other player's committed bid, one coin different. */
function otherBidChanged(state: DuelState, viewer: string): DuelState | null {
  const prompt = state.prompt;
  if (prompt?.kind !== 'commit-reveal') return null;
  const other = DUEL_PLAYERS.find((player) => player !== viewer);
  const bid = other === undefined ? null : prompt.commitments[other];
  if (other === undefined || typeof bid !== 'number') return null;
  return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [other]: bid === 0 ? 1 : bid - 1 } } };
}

checkRulesetLaws({
  ruleset: duel,
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }) }),
  players: () => DUEL_PLAYERS,
  ends: true,
  maxCommands: 100,
  games: 40,
  secretTwin: otherBidChanged,
});
