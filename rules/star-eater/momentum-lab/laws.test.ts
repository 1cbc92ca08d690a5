import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { MOMENTUM_PRESET_NAMES } from './presets.ts';
import { LAB_CAPTAIN, momentumLab, type MomentumLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: momentumLab,
  name: 'star-eater momentum lab',
  setups: fc.record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    preset: fc.constantFrom(...MOMENTUM_PRESET_NAMES),
  }),
  players: () => [LAB_CAPTAIN],
  // The lab never ends by itself: a reader may play round after round.
  ends: false,
  maxCommands: 40,
  games: 30,
  // Placing the ship once it has moved, or with part of it off the board.
  refusable: (state): MomentumLabCommand[] => [state.round > 0 ? { type: 'place', column: 6, row: 8, facing: 0 } : { type: 'place', column: 0, row: 0, facing: 0 }],
});
