import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleViolation } from '../engine/index.ts';
import { RULE, cleanupCooldowns, coolingDown, dealDamage, destroyedShips, ventCoolant, type HullState } from './index.ts';

const ship = (): HullState => ({ armour: { bow: 3, port: 0, core: 4 }, structure: 5 });

describe('star-eater/hull.armour', () => {
  it('takes damage off the section hit, the excess lost', () => {
    const result = dealDamage(ship(), 'bow', 5);
    assert.deepEqual(result.hull, { armour: { bow: 0, port: 0, core: 4 }, structure: 5 });
    assert.deepEqual([result.armour, result.structure, result.wasted, result.destroyed], [3, 0, 2, false]);
    assert.equal(result.rule, RULE.armour);
  });

  it('refuses a section the ship does not have, or damage that is not a whole number', () => {
    for (const run of [() => dealDamage(ship(), 'keel', 1), () => dealDamage(ship(), 'bow', -1), () => dealDamage(ship(), 'bow', 1.5)]) {
      assert.throws(run, (error: unknown) => isRuleViolation(error) && error.rule === RULE.armour);
    }
  });
});

describe('star-eater/hull.structure', () => {
  it('lets a hit through a section without armour into the structure', () => {
    const result = dealDamage(ship(), 'port', 2);
    assert.equal(result.hull.structure, 3);
    assert.equal(result.rule, RULE.structure);
  });
});

describe('star-eater/hull.destroyed', () => {
  it('destroys a ship at 0 structure; both at once are both listed', () => {
    const result = dealDamage(ship(), 'port', 9);
    assert.deepEqual([result.hull.structure, result.structure, result.wasted, result.destroyed, result.rule], [0, 5, 4, true, RULE.destroyed]);
    assert.deepEqual(destroyedShips({ lamais: result.hull, fpa: ship() }), ['lamais']);
    assert.deepEqual(destroyedShips({ lamais: result.hull, fpa: result.hull }), ['lamais', 'fpa']);
  });

  it('never loses more than it is dealt, nor goes below zero', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('bow', 'port', 'core'), fc.nat(6)), { maxLength: 20 }), (hits) => {
        let hull = ship();
        for (const [section, amount] of hits) {
          const result = dealDamage(hull, section, amount);
          assert.equal(result.armour + result.structure + result.wasted, amount);
          hull = result.hull;
          assert.ok(hull.structure >= 0 && Object.values(hull.armour).every((armour) => armour >= 0));
        }
      }),
    );
  });
});

describe('star-eater/cooldown.tokens', () => {
  it('blocks a component with tokens, and cleans up one a round before the fired ones take theirs', () => {
    assert.equal(coolingDown({ main: 2 }, 'main')?.rule, RULE.cooldown);
    assert.equal(coolingDown({ main: 0 }, 'main'), null);
    assert.equal(coolingDown({}, 'main'), null);
    assert.deepEqual(cleanupCooldowns({ main: 2, bay: 1 }, [{ card: 'broadside', cooldown: 2 }]), { main: 1, broadside: 2 });
    assert.deepEqual(cleanupCooldowns({}, [{ card: 'main', cooldown: 3 }, { card: 'pd', cooldown: 0 }]), { main: 3 });
  });
});

describe('star-eater/action.vent-coolant', () => {
  it('takes one token off one component', () => {
    assert.deepEqual(ventCoolant({ main: 2, bay: 1 }, 'main'), { main: 1, bay: 1 });
    assert.deepEqual(ventCoolant({ main: 2, bay: 1 }, 'bay'), { main: 2 });
    assert.deepEqual(ventCoolant({ main: 2 }, 'bay'), { main: 2 });
  });
});
