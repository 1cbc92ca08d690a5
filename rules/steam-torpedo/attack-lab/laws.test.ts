import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { attackLab, LAB_READER } from './ruleset.ts';
import { ATTACK_LAB_PRESET_NAMES } from './presets.ts';

const seed = fc.integer({ min: 0, max: 1_000_000 });

checkRulesetLaws({
  ruleset: attackLab,
  name: 'steam-torpedo attack lab',
  setups: fc.record({ seed, preset: fc.constantFrom(...ATTACK_LAB_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // A what-if lab: it never ends.
  ends: false,
  maxCommands: 60,
  games: 10,
});
