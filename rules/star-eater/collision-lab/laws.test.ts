import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { COLLISION_PRESET_NAMES } from './presets.ts';
import { LAB_UMPIRE, collisionLab, type CollisionLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: collisionLab,
  name: 'star-eater collision lab',
  setups: fc.record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    preset: fc.constantFrom(...COLLISION_PRESET_NAMES),
  }),
  players: () => [LAB_UMPIRE],
  // The lab never ends by itself; once both mats are empty only reset is left.
  ends: false,
  maxCommands: 30,
  games: 30,
  // With both mats empty, a step moves nobody and is refused.
  refusable: (state): CollisionLabCommand[] => (state.current?.ended !== false && state.ships.every((ship) => ship.mat.linear.length + ship.mat.rotational.length === 0) ? [{ type: 'step' }] : []),
});
