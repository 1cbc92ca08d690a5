import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DIRECTIONS, DIRS, hexDistance, inForwardArc, opposite, stepHex, turn, type Dir, type Hex } from './index.ts';

const hexArbitrary = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });
const dirArbitrary = fc.constantFrom<Dir>(...DIRS);

/** The pinned definition of the arc, tried by brute force: to − from = a·(facing+5) + b·(facing+1); hexes within ±20 need a, b ≤ 80. */
function inArcByDefinition(from: Hex, facing: Dir, to: Hex): boolean {
  const left = DIRECTIONS[turn(facing, 5)];
  const right = DIRECTIONS[turn(facing, 1)];
  for (let a = 0; a <= 100; a++) {
    for (let b = 0; b <= 100; b++) {
      if (a + b === 0) continue;
      if (from.q + a * left.q + b * right.q === to.q && from.r + a * left.r + b * right.r === to.r) return true;
    }
  }
  return false;
}

describe('hex geometry (issue 11, pinned)', () => {
  it('numbers the directions clockwise from north on flat-top hexes', () => {
    assert.deepEqual(DIRECTIONS, [
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
    ]);
    assert.ok(Object.isFrozen(DIRECTIONS) && DIRECTIONS.every((step) => Object.isFrozen(step)));
  });

  it('turns and opposites wrap around the six directions', () => {
    assert.equal(turn(5, 1), 0);
    assert.equal(turn(0, -1), 5);
    assert.equal(turn(2, -8), 0);
    assert.deepEqual(DIRS.map(opposite), [3, 4, 5, 0, 1, 2]);
  });

  it('measures distance in steps: each direction is one, the six neighbours ring the hex', () => {
    const origin = { q: 0, r: 0 };
    for (const step of DIRECTIONS) assert.equal(hexDistance(origin, step), 1);
    assert.equal(hexDistance({ q: 2, r: -1 }, { q: -1, r: 3 }), 4);
    fc.assert(
      fc.property(hexArbitrary, hexArbitrary, hexArbitrary, (a, b, c) => {
        assert.equal(hexDistance(a, b), hexDistance(b, a));
        assert.equal(hexDistance(a, a), 0);
        assert.ok(hexDistance(a, c) <= hexDistance(a, b) + hexDistance(b, c));
      }),
    );
    fc.assert(
      fc.property(hexArbitrary, dirArbitrary, fc.integer({ min: 0, max: 30 }), (hex, dir, distance) => {
        assert.equal(hexDistance(hex, stepHex(hex, dir, distance)), distance);
      }),
    );
  });

  it('puts exactly the hexes the pinned definition names in the forward arc', () => {
    fc.assert(
      fc.property(hexArbitrary, dirArbitrary, hexArbitrary, (from, facing, to) => {
        assert.equal(inForwardArc(from, facing, to), inArcByDefinition(from, facing, to));
      }),
      { numRuns: 500 },
    );
  });

  it('has 2n + 1 hexes of the ring at distance n in the arc, both edge rays included', () => {
    const from = { q: 3, r: -2 };
    for (const facing of DIRS) {
      for (let n = 1; n <= 6; n++) {
        let count = 0;
        for (let q = -10; q <= 16; q++) {
          for (let r = -16; r <= 10; r++) {
            const to = { q, r };
            if (hexDistance(from, to) === n && inForwardArc(from, facing, to)) count += 1;
          }
        }
        assert.equal(count, 2 * n + 1, `facing ${String(facing)}, ring ${String(n)}`);
        assert.ok(inForwardArc(from, facing, stepHex(from, turn(facing, -1), n)), 'the forward-left ray');
        assert.ok(inForwardArc(from, facing, stepHex(from, turn(facing, 1), n)), 'the forward-right ray');
        assert.ok(inForwardArc(from, facing, stepHex(from, facing, n)), 'straight ahead');
        for (const outside of [2, 3, 4]) assert.ok(!inForwardArc(from, facing, stepHex(from, turn(facing, outside), n)));
      }
    }
  });

  it('leaves the hex itself out of its arc, and turns the arc with the facing', () => {
    fc.assert(
      fc.property(hexArbitrary, dirArbitrary, (hex, facing) => {
        assert.equal(inForwardArc(hex, facing, hex), false);
      }),
    );
    // North-facing from the origin: (1,-2) is between N and NE, (2,-1) lies past the NE ray.
    assert.equal(inForwardArc({ q: 0, r: 0 }, 0, { q: 1, r: -2 }), true);
    assert.equal(inForwardArc({ q: 0, r: 0 }, 0, { q: 2, r: -1 }), false);
    assert.equal(inForwardArc({ q: 0, r: 0 }, 1, { q: 2, r: -1 }), true);
  });
});
