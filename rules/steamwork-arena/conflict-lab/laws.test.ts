import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { CONFLICT_PRESET_NAMES } from '../presets.ts';
import { CONFLICT_SIDES, conflictRuleset } from './ruleset.ts';

checkRulesetLaws({
  ruleset: conflictRuleset,
  name: 'steamwork-arena conflict',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...CONFLICT_PRESET_NAMES) }),
  players: () => [...CONFLICT_SIDES, 'spectator'],
  // A conflict ends once both hands are picked; `reset`, which no side lists, is tried in ruleset.test.ts.
  ends: true,
  maxCommands: 10,
  games: 12,
  secretTwin: (state, viewer) => {
    const hands = state.hands;
    const prompt = state.prompt;
    const other = viewer === 'attacker' ? 'defender' : 'attacker';
    if (prompt !== null && typeof prompt.commitments[other] === 'object' && prompt.commitments[other] !== null) {
      return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [other]: [9, 9] as const } } };
    }
    if (hands !== null && state.result === null) return { ...state, hands: { ...hands, [other]: [9, 9] as const } };
    return null;
  },
});
