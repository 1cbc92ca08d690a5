import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALPHA_CORE,
  LENGTHS_INCHES,
  ZONES,
  inverseLength,
  maxHiddenForAttack,
  rangeEnergyFor,
  rangedReach,
  shiftCost,
  templatePreset,
  zoneValues,
  type Zone,
} from './index.ts';
import { refusal } from './test-support.ts';

describe('steamwork-arena/zones.values', () => {
  it('Zone Values example: Early aggression, zone C → attack 6, energy 4, defense 1', () => {
    const template = templatePreset('early-aggression')?.template;
    assert.ok(template);
    assert.deepEqual(zoneValues(template, 'C'), { attack: 6, energy: 4, defense: 1 });
  });

  it('counts the alpha core zone by zone', () => {
    assert.deepEqual(
      ZONES.map((zone) => zoneValues(ALPHA_CORE, zone)),
      [
        { attack: 0, energy: 1, defense: 3 },
        { attack: 0, energy: 2, defense: 2 },
        { attack: 1, energy: 3, defense: 1 },
        { attack: 2, energy: 2, defense: 0 },
        { attack: 3, energy: 1, defense: 0 },
      ],
    );
  });

  it('refuses a zone that is not A–E', () => {
    assert.throws(() => zoneValues(ALPHA_CORE, 'F' as Zone), refusal('steamwork-arena/zones.values', 'zone'));
  });
});

describe('steamwork-arena/zones.shut-down', () => {
  it('a shut-down zone is blank', () => {
    assert.deepEqual(zoneValues(ALPHA_CORE, 'C', true), { attack: 0, energy: 0, defense: 0 });
    assert.deepEqual(zoneValues(ALPHA_CORE, 'C', ['A', 'C']), { attack: 0, energy: 0, defense: 0 });
    assert.deepEqual(zoneValues(ALPHA_CORE, 'C', ['A', 'B']), { attack: 1, energy: 3, defense: 1 });
  });
});

describe('steamwork-arena/round.shift', () => {
  it('costs 0/1/3/6/10 for 0–4 steps, as the rulebook\'s examples give', () => {
    assert.equal(shiftCost('C', 'C'), 0);
    assert.equal(shiftCost('C', 'D'), 1);
    assert.equal(shiftCost('C', 'B'), 1);
    assert.equal(shiftCost('C', 'A'), 3);
    assert.equal(shiftCost('C', 'E'), 3);
    assert.equal(shiftCost('B', 'E'), 6);
    assert.equal(shiftCost('E', 'B'), 6);
    assert.equal(shiftCost('A', 'E'), 10);
    assert.equal(shiftCost('E', 'A'), 10);
  });

  it('does not wrap round: E to A is four steps, not one', () => {
    assert.equal(shiftCost('E', 'A'), 10);
    assert.equal(shiftCost('A', 'D'), 6);
  });

  it('is symmetric and grows with distance', () => {
    for (const from of ZONES) for (const to of ZONES) assert.equal(shiftCost(from, to), shiftCost(to, from));
  });

  it('refuses a zone that is not A–E, naming it', () => {
    assert.throws(() => shiftCost('A', 'Z' as Zone), refusal('steamwork-arena/round.shift', 'to'));
    assert.throws(() => shiftCost('c' as Zone, 'A'), refusal('steamwork-arena/round.shift', 'from'));
  });
});

describe('steamwork-arena/zones.lengths', () => {
  it('A–E are 1–5 inches, so two E-lengths are 10 inches', () => {
    assert.deepEqual(LENGTHS_INCHES, { A: 1, B: 2, C: 3, D: 4, E: 5 });
    assert.equal(2 * LENGTHS_INCHES.E, 10);
  });
});

describe('steamwork-arena/ranged.inverse-length', () => {
  it('A→E, B→D, C→C, D→B, E→A', () => {
    assert.deepEqual(
      ZONES.map((mode) => inverseLength(mode)),
      ['E', 'D', 'C', 'B', 'A'],
    );
    for (const mode of ZONES) assert.equal(inverseLength(inverseLength(mode)), mode);
  });

  it('refuses a mode that is not A–E', () => {
    assert.throws(() => inverseLength('X' as Zone), refusal('steamwork-arena/ranged.inverse-length', 'mode'));
  });
});

describe('steamwork-arena/ranged.range-cost', () => {
  it('Ranged Attack Example 1: mode B, attack 4, 2 energy on D+D reaches 8 inches and leaves 2 to hide', () => {
    assert.equal(inverseLength('B'), 'D');
    assert.equal(rangedReach('B', 2), 8);
    // Harriet is more than 1 and fewer than 2 D-lengths from Ozzie: one energy is not enough, two are.
    assert.equal(rangeEnergyFor('B', 6), 2);
    assert.ok(rangedReach('B', 1) < 6 && 6 < rangedReach('B', 2));
    assert.equal(maxHiddenForAttack(4, 2), 2);
  });

  it('Ranged Attack Example 2: mode E, attack 6, 3 energy on AAA leaves up to 3 to hide', () => {
    assert.equal(inverseLength('E'), 'A');
    assert.equal(rangedReach('E', 3), 3);
    assert.equal(maxHiddenForAttack(6, 3), 3);
  });

  it('a normal attack hides up to the whole attack value; range can use all of it', () => {
    assert.equal(maxHiddenForAttack(5), 5);
    assert.equal(maxHiddenForAttack(5, 5), 0);
    assert.equal(rangedReach('C', 0), 0);
  });

  it('refuses more range energy than the attack value, and non-counts', () => {
    assert.throws(() => maxHiddenForAttack(2, 3), refusal('steamwork-arena/ranged.range-cost', 'rangeEnergy'));
    assert.throws(() => maxHiddenForAttack(2, -1), refusal('steamwork-arena/ranged.range-cost', 'rangeEnergy'));
    assert.throws(() => rangedReach('A', 1.5), refusal('steamwork-arena/ranged.range-cost', 'energySpent'));
    assert.throws(() => rangeEnergyFor('A', -1), refusal('steamwork-arena/ranged.range-cost', 'distanceInches'));
    assert.throws(() => maxHiddenForAttack(Number.NaN), refusal('steamwork-arena/conflict.hide', 'attackValue'));
  });
});
