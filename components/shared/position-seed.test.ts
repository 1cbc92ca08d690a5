import { expect } from '@open-wc/testing';
import { positionSeed } from './position-seed.ts';

describe('positionSeed', () => {
  it('gives the same seed for the same seed, seat and position', () => {
    const state = { turn: 3, board: [1, 2, 3], rng: { s: 99 } };
    expect(positionSeed(7, 'north', state)).to.equal(positionSeed(7, 'north', structuredClone(state)));
  });

  it('changes with the widget seed, the seat and the position', () => {
    const state = { turn: 3 };
    const seeds = new Set([positionSeed(7, 'north', state), positionSeed(8, 'north', state), positionSeed(7, 'south', state), positionSeed(7, 'north', { turn: 4 })]);
    expect(seeds.size).to.equal(4);
  });

  it('is an unsigned 32-bit whole number, as the rules’ seeded generators take', () => {
    for (const seed of [0, 1, 42, 123_456]) {
      const value = positionSeed(seed, 'red', { seed });
      expect(Number.isInteger(value)).to.equal(true);
      expect(value).to.be.at.least(0);
      expect(value).to.be.below(2 ** 32);
    }
  });

  it('is FNV-1a over "seed|seat|json": fixed values, so a bot keeps its moves from one release to the next', () => {
    expect(positionSeed(1, 'a', 0)).to.equal(3924514743);
    expect(positionSeed(1, 'south', { turn: 1 })).to.equal(2633103263);
  });
});
