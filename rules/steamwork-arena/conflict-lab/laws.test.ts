import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { CONFLICT_PRESET_NAMES } from '../presets.ts';
import { CONFLICT_SIDES, conflictRuleset } from './ruleset.ts';
import { CONFLICT_READER, conflictLab, type ConflictLabCommand } from './lab.ts';
import { CONFLICT_OPPONENTS } from './setup.ts';

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

checkRulesetLaws({
  ruleset: conflictLab,
  name: 'steamwork-arena conflict lab',
  setups: fc.oneof(
    fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...CONFLICT_PRESET_NAMES) }),
    fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), opponent: fc.constantFrom(...CONFLICT_OPPONENTS), side: fc.constantFrom(...CONFLICT_SIDES) }),
    fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), opponent: fc.constant('bot'), freshSeed: fc.integer({ min: 0, max: 1_000_000 }) }),
  ),
  players: () => [...CONFLICT_SIDES, CONFLICT_READER],
  // The lab never ends by itself: after the reveal, Reset or another opponent opens a new conflict.
  ends: false,
  maxCommands: 20,
  games: 12,
  // A step in free play, or the bot's side's hands against a bot.
  refusable: (state): ConflictLabCommand[] => [
    state.step === null ? { type: 'step', step: 'picks' } : { type: 'hide', player: 'attacker', hands: [0, 0] },
    { type: 'play', opponent: 'robot' as 'bot', side: 'attacker' },
  ],
});
