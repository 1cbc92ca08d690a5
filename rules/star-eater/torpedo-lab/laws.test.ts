import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { TORPEDO_PRESET_NAMES } from './presets.ts';
import { LAB_GUNNER, torpedoLab, type TorpedoLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: torpedoLab,
  name: 'star-eater torpedo lab',
  setups: fc.record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    preset: fc.constantFrom(...TORPEDO_PRESET_NAMES),
  }),
  players: () => [LAB_GUNNER],
  // The lab never ends by itself: a reader may place the torpedo again and again.
  ends: false,
  maxCommands: 40,
  games: 30,
  // A speed no torpedo has, and a torpedo off the board (or, mid-turn, any place at all).
  refusable: (): TorpedoLabCommand[] => [
    { type: 'speed', speed: 0 },
    { type: 'place-torpedo', column: -1, row: 3, facing: 0 },
  ],
});
