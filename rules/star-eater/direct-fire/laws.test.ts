import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { DIRECT_FIRE_SHOOTER } from './roll.ts';
import { directFire } from './ruleset.ts';
import { TARGET_KINDS, type DirectFireSetup } from './roll-setup.ts';

const setups: fc.Arbitrary<DirectFireSetup> = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  weapon: fc.record({ accuracy: fc.integer({ min: 0, max: 12 }), aoe: fc.integer({ min: 0, max: 2 }), pointDefence: fc.boolean() }),
  targets: fc.array(
    fc.record({ kind: fc.constantFrom(...TARGET_KINDS), evasion: fc.integer({ min: 0, max: 12 }) }),
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

/** On the board: the weapon, targets and obstacles each on a hex of its own (the setup refuses two on one). */
const boardSetups: fc.Arbitrary<DirectFireSetup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    weapon: fc.record({ accuracy: fc.integer({ min: 0, max: 12 }), aoe: fc.integer({ min: 0, max: 2 }), pointDefence: fc.boolean() }),
    facing: fc.integer({ min: 0, max: 5 }),
    range: fc.integer({ min: 1, max: 6 }),
    places: fc.uniqueArray(fc.record({ column: fc.integer({ min: 0, max: 12 }), row: fc.integer({ min: 0, max: 16 }) }), {
      minLength: 3,
      maxLength: 8,
      selector: (place) => `${String(place.column)},${String(place.row)}`,
    }),
    kinds: fc.array(fc.constantFrom(...TARGET_KINDS), { minLength: 8, maxLength: 8 }),
    obstacles: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ seed, weapon, facing, range, places, kinds, obstacles }) => {
    const [weaponPlace, ...rest] = places;
    const blockers = rest.slice(0, Math.min(obstacles, rest.length - 1));
    return {
      seed,
      weapon,
      board: { column: weaponPlace?.column, row: weaponPlace?.row, facing, range, obstacles: blockers.map((place) => ({ kind: 'projectile', ...place })) },
      targets: rest.slice(blockers.length).map((place, index) => ({ id: `t${String(index)}`, kind: kinds[index], ...place })),
    };
  });

checkRulesetLaws({
  ruleset: directFire,
  setups: boardSetups,
  players: () => [DIRECT_FIRE_SHOOTER],
  ends: false,
  maxCommands: 30,
  games: 30,
});
