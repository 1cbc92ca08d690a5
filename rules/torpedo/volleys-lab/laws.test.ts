import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { VOLLEYS_PRESET_NAMES } from './presets.ts';
import { LAB_READER, volleysLab, type VolleysLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: volleysLab,
  name: 'torpedo volleys lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...VOLLEYS_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // The lab never ends by itself: a reader steps back and forth.
  ends: false,
  maxCommands: 30,
  games: 20,
  // A step before the table or after the score.
  refusable: (): VolleysLabCommand[] => [
    { type: 'step', step: -1 },
    { type: 'step', step: 7 },
  ],
});
