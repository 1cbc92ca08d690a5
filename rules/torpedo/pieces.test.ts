import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation } from '../engine/index.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { SAMPLE_DIMENSIONS, SIZES, footprint, type Dimensions, type Point } from './index.ts';
import { headingArb, pointArb, quarterTurn, ship } from './test-support.ts';

const near = (actual: readonly Point[], expected: readonly Point[], tolerance = 1e-9): void => {
  assert.equal(actual.length, expected.length);
  actual.forEach((point, index) => {
    const want = expected[index] ?? { x: Number.NaN, y: Number.NaN };
    assert.ok(Math.abs(point.x - want.x) <= tolerance && Math.abs(point.y - want.y) <= tolerance, `corner ${String(index)}: ${JSON.stringify(point)} is not ${JSON.stringify(want)}`);
  });
};

/** The area of a polygon by the shoelace formula (positive one way round, negative the other). */
function signedArea(polygon: readonly Point[]): number {
  return polygon.reduce((sum, a, index) => {
    const b = polygon[(index + 1) % polygon.length] ?? a;
    return sum + (a.x * b.y - b.x * a.y) / 2;
  }, 0);
}

function violationOf(run: () => unknown): RuleViolation {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail('expected a RuleViolation');
}

describe('torpedo/pieces.dimensions', () => {
  it('a piece pointing right has the pinned corners: tip, shoulder, back, back, shoulder', () => {
    const { width: w, length: L, shoulder: d } = SAMPLE_DIMENSIONS.large;
    assert.deepEqual(footprint(ship('a', 'large', [100, 50], [1, 0])), [
      { x: 100, y: 50 },
      { x: 100 - (L - d), y: 50 + w / 2 },
      { x: 100 - L, y: 50 + w / 2 },
      { x: 100 - L, y: 50 - w / 2 },
      { x: 100 - (L - d), y: 50 - w / 2 },
    ]);
  });

  it('the piece\'s own y axis is its heading turned a quarter turn from x towards y: pointing down, +w/2 lies to the left', () => {
    const { width: w, length: L, shoulder: d } = SAMPLE_DIMENSIONS.small;
    near(footprint(ship('a', 'small', [0, 0], [0, 1])), [
      { x: 0, y: 0 },
      { x: -w / 2, y: -(L - d) },
      { x: -w / 2, y: -L },
      { x: w / 2, y: -L },
      { x: w / 2, y: -(L - d) },
    ]);
  });

  it('a heading is a direction only: (3, 4) and (0.6, 0.8) and (300, 400) give the same pentagon', () => {
    const reference = footprint(ship('a', 'medium', [10, 10], [0.6, 0.8]));
    near(footprint(ship('a', 'medium', [10, 10], [3, 4])), reference, 1e-12);
    near(footprint(ship('a', 'medium', [10, 10], [300, 400])), reference, 1e-12);
    near(footprint(ship('a', 'medium', [10, 10], [3e-300, 4e-300])), reference, 1e-12);
    near(footprint(ship('a', 'medium', [10, 10], [3e300, 4e300])), reference, 1e-12);
  });

  it('SAMPLE_DIMENSIONS come from the published pyramid sizes, to the hundredth of a millimetre', () => {
    const published: Record<string, [base: number, height: number]> = { small: [9 / 16, 1], medium: [25 / 32, 11 / 8], large: [1, 7 / 4] };
    for (const size of SIZES) {
      const [baseInches, heightInches] = published[size] ?? [0, 0];
      const base = baseInches * 25.4;
      const height = heightInches * 25.4;
      // Lying on a face, a pyramid is as long as the face's slant height…
      const slant = Math.sqrt(height * height + (base / 2) * (base / 2));
      // …and its upright base, leaning over the face at the pyramid's base angle, shows base · cos(angle) of depth.
      const shoulder = (base * (base / 2)) / slant;
      const sample = SAMPLE_DIMENSIONS[size];
      assert.ok(Math.abs(sample.width - base) <= 0.005, `${size} width`);
      assert.ok(Math.abs(sample.length - slant) <= 0.005, `${size} length`);
      assert.ok(Math.abs(sample.shoulder - shoulder) <= 0.005, `${size} shoulder`);
    }
  });

  it('SAMPLE_DIMENSIONS are frozen: no widget can change them for everyone', () => {
    assert.ok(Object.isFrozen(SAMPLE_DIMENSIONS));
    assert.ok(Object.isFrozen(SAMPLE_DIMENSIONS.large));
  });

  it('a designer\'s dimensions are used, and each bad field is named', () => {
    const square: Dimensions = { small: { width: 10, length: 10, shoulder: 5 }, medium: { width: 20, length: 20, shoulder: 5 }, large: { width: 30, length: 30, shoulder: 5 } };
    assert.deepEqual(footprint(ship('a', 'small', [0, 0]), square), [
      { x: 0, y: 0 },
      { x: -5, y: 5 },
      { x: -10, y: 5 },
      { x: -10, y: -5 },
      { x: -5, y: -5 },
    ]);
    const cases: [unknown, string][] = [
      [null, 'dims'],
      [{ ...square, medium: undefined }, 'dims.medium'],
      [{ ...square, large: { width: 0, length: 30, shoulder: 5 } }, 'dims.large.width'],
      [{ ...square, small: { width: 10, length: Number.NaN, shoulder: 5 } }, 'dims.small.length'],
      [{ ...square, medium: { width: 20, length: 20, shoulder: 20 } }, 'dims.medium.shoulder'],
      [{ ...square, medium: { width: 20, length: 20, shoulder: -1 } }, 'dims.medium.shoulder'],
      [{ ...square, large: { width: 30, length: 30, shoulder: '5' } }, 'dims.large.shoulder'],
    ];
    for (const [dims, field] of cases) {
      const violation = violationOf(() => footprint(ship('a', 'small', [0, 0]), dims as Dimensions));
      assert.equal(violation.rule, 'torpedo/pieces.dimensions');
      assert.equal(violation.field, field);
      assert.match(violation.message, new RegExp(`^${field.replaceAll('.', '\\.')} must be`));
    }
  });

  it('a piece with no direction or a coordinate that is not finite has no footprint: refused under place.pose, naming the field', () => {
    const zero = violationOf(() => footprint(ship('a', 'small', [0, 0], [0, 0])));
    assert.equal(zero.rule, 'torpedo/place.pose');
    assert.equal(zero.field, 'piece.heading');
    const lost = violationOf(() => footprint(ship('a', 'small', [Number.NaN, 0])));
    assert.equal(lost.field, 'piece.tip.x');
  });

  it('property: the pentagon is convex, has the area of its shape, and its tip is its foremost corner', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), pointArb(500, 500), headingArb, (size, tip, heading) => {
        const corners = footprint({ id: 'a', owner: 'red', size, tip, heading });
        const { width, length, shoulder } = SAMPLE_DIMENSIONS[size];
        // A rectangle width × shoulder at the back and a triangle in front of it.
        const area = width * shoulder + (width * (length - shoulder)) / 2;
        assert.ok(Math.abs(Math.abs(signedArea(corners)) - area) < 1e-9);
        const turns = corners.map((a, index) => {
          const b = corners[(index + 1) % 5] ?? a;
          const c = corners[(index + 2) % 5] ?? a;
          return Math.sign((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x));
        });
        assert.ok(turns.every((turn) => turn === turns[0]), 'convex');
        const ahead = (p: Point): number => (p.x - tip.x) * heading.x + (p.y - tip.y) * heading.y;
        assert.deepEqual(corners[0], { x: tip.x, y: tip.y });
        for (const corner of corners.slice(1)) assert.ok(ahead(corner) < 0);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('property: moving a piece moves its pentagon by as much; turning it a quarter turn turns the pentagon exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), pointArb(500, 500), headingArb, pointArb(400, 400), (size, tip, heading, by) => {
        const piece = { id: 'a', owner: 'red', size, tip, heading };
        const corners = footprint(piece);
        const shifted = footprint({ ...piece, tip: { x: tip.x + by.x, y: tip.y + by.y } });
        near(shifted, corners.map((p) => ({ x: p.x + by.x, y: p.y + by.y })), 1e-9);
        near(footprint(quarterTurn(piece)), corners.map((p) => ({ x: -p.y, y: p.x })), 0);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
