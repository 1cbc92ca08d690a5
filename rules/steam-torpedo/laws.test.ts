import fc from 'fast-check';
import { checkRulesetLaws } from '../engine/testing/laws.ts';
import { ruleset } from './ruleset.ts';
import { attackLab, ATTACK_LAB_PRESET_NAMES, LAB_READER } from './attack-lab.ts';
import { damageScenario, DAMAGE_PRESET_NAMES, DEFENDER } from './scenarios.ts';

const seed = fc.integer({ min: 0, max: 1_000_000 });

checkRulesetLaws({
  ruleset,
  setups: fc.record({ seed, skipSwap: fc.boolean() }),
  players: (state) => state.players,
  ends: true,
  maxCommands: 5000,
  games: 12,
  statesPerGame: 40,
});

checkRulesetLaws({
  ruleset: damageScenario,
  name: 'steam-torpedo damage scenarios',
  setups: fc.record({ seed, preset: fc.constantFrom(...DAMAGE_PRESET_NAMES) }),
  players: () => [DEFENDER],
  ends: true,
  maxCommands: 200,
  games: 15,
});

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
