import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { DIRECT_FIRE_SHOOTER, directFire } from './ruleset.ts';
import { TARGET_KINDS, type DirectFireSetup } from './setup.ts';

const setups: fc.Arbitrary<DirectFireSetup> = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  weapon: fc.record({ accuracy: fc.integer({ min: -4, max: 8 }), aoe: fc.integer({ min: 0, max: 2 }), pointDefence: fc.boolean() }),
  targets: fc.array(
    fc.record({ kind: fc.constantFrom(...TARGET_KINDS), evasion: fc.integer({ min: -2, max: 6 }) }),
    { minLength: 1, maxLength: 5 },
  ).map((targets) => targets.map((target, index) => ({ ...target, id: `t${String(index)}` }))),
});

checkRulesetLaws({
  ruleset: directFire,
  setups,
  players: () => [DIRECT_FIRE_SHOOTER],
  // The roll never ends by itself: a reader may roll again and again.
  ends: false,
  maxCommands: 40,
  games: 40,
});
