import fc from 'fast-check';
import { checkRulesetLaws } from '../engine/testing/laws.ts';
import { ruleset } from './ruleset.ts';
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
