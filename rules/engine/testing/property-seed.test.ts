import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_PROPERTY_SEED, PROPERTY_SEED_IN_USE, readPropertySeed } from './property-seed.ts';

describe('the property tests’ seed (PROPERTY_SEED)', () => {
  it('is fixed by default, a given number replays, and "random" draws one', () => {
    assert.equal(readPropertySeed(undefined), DEFAULT_PROPERTY_SEED);
    assert.equal(readPropertySeed(''), DEFAULT_PROPERTY_SEED);
    assert.equal(readPropertySeed('42'), 42);
    assert.equal(readPropertySeed('-7'), -7);
    assert.equal(readPropertySeed('random', () => 1234), 1234);
  });

  it('refuses a value it cannot read rather than running on another seed', () => {
    for (const raw of ['forty', '1.5', '1e3', '99999999999999999999']) assert.throws(() => readPropertySeed(raw), /PROPERTY_SEED must be a whole number or "random"/);
  });

  it('is the seed every fast-check property of the run uses, so a run generates the same cases again', () => {
    const sample = (): number[] => fc.sample(fc.integer(), 5);
    // Drawn once: under PROPERTY_SEED=random a second read would draw another.
    assert.equal(fc.readConfigureGlobal().seed, PROPERTY_SEED_IN_USE);
    assert.deepEqual(sample(), sample());
  });
});
