import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { SAMPLE_DIMENSIONS, SIZES, clearance, placementProblem, type Piece } from './index.ts';
import { headingArb, lengthOf, mirror, pieceDistance, pointArb, quarterTurn, ship, tableArb, widthOf } from './test-support.ts';

const FIELD = { width: 300, height: 200 };

describe('torpedo/place.pose', () => {
  it('a piece pointing any way at all may be placed: the eight winds and odd angles between', () => {
    for (const heading of [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1], [7, -3], [0.001, 1]] as const) {
      assert.equal(placementProblem([], ship('a', 'large', [150, 100], heading), FIELD), null, JSON.stringify(heading));
    }
  });

  it('a zero heading points nowhere: refused, not thrown', () => {
    const problem = placementProblem([], ship('a', 'large', [150, 100], [0, 0]), FIELD);
    assert.equal(problem?.rule, 'torpedo/place.pose');
    assert.match(problem.reason, /piece\.heading must be a direction/);
  });

  it('a coordinate that is not finite is refused, naming it', () => {
    const cases: [Piece, RegExp][] = [
      [ship('a', 'large', [Number.NaN, 100]), /piece\.tip\.x must be a finite number/],
      [ship('a', 'large', [150, Number.POSITIVE_INFINITY]), /piece\.tip\.y/],
      [ship('a', 'large', [150, 100], [Number.POSITIVE_INFINITY, 1]), /piece\.heading\.x/],
    ];
    for (const [piece, reason] of cases) {
      const problem = placementProblem([], piece, FIELD);
      assert.equal(problem?.rule, 'torpedo/place.pose');
      assert.match(problem.reason, reason);
    }
  });

  it('nothing malformed throws: bad pieces, a bad table, a bad field and bad dimensions each come back as a problem', () => {
    const good = ship('a', 'small', [150, 100]);
    const problems = [
      placementProblem([], { ...good, size: 'huge' } as unknown as Piece, FIELD),
      placementProblem([], null as unknown as Piece, FIELD),
      placementProblem([ship('b', 'small', [10, 10], [0, 0])], good, FIELD),
      placementProblem([], good, { width: -1, height: 200 }),
      placementProblem([], good, FIELD, { ...SAMPLE_DIMENSIONS, small: { width: 1, length: 1, shoulder: 2 } }),
    ];
    assert.deepEqual(
      problems.map((problem) => problem?.rule),
      ['torpedo/setup.stash', 'torpedo/setup.stash', 'torpedo/place.pose', 'torpedo/setup.field', 'torpedo/pieces.dimensions'],
    );
    assert.match(problems[2]?.reason ?? '', /^table\[0\]\.heading/);
    assert.match(problems[3]?.reason ?? '', /^field\.width/);
    assert.match(problems[4]?.reason ?? '', /^dims\.small\.shoulder/);
  });
});

describe('torpedo/place.field', () => {
  const L = lengthOf('large');

  it('a piece lying against the edge is on the field; one more than a millionth of a millimetre over is not', () => {
    // Pointing right, the back edge lies a full length behind the tip.
    assert.equal(placementProblem([], ship('a', 'large', [L, 100]), FIELD), null);
    assert.equal(placementProblem([], ship('a', 'large', [L - 0.5e-6, 100]), FIELD), null, 'within the tolerance');
    const over = placementProblem([], ship('a', 'large', [L - 2e-6, 100]), FIELD);
    assert.equal(over?.rule, 'torpedo/place.field');
    assert.match(over.reason, /left edge/);
  });

  it('every edge counts, and so does every corner: the shoulders stick out sideways', () => {
    const w = widthOf('medium');
    const cases: [Piece, RegExp][] = [
      [ship('a', 'medium', [FIELD.width + 1, 100]), /right edge/],
      [ship('a', 'medium', [150, 1], [0, 1]), /top edge/],
      [ship('a', 'medium', [150, FIELD.height - 1], [0, -1]), /bottom edge/],
      // Pointing up, with its tip w/2 − 1 mm from the left edge: a shoulder and a back corner stick out.
      [ship('a', 'medium', [w / 2 - 1, 10], [0, -1]), /left edge/],
    ];
    for (const [piece, edge] of cases) {
      const problem = placementProblem([], piece, FIELD);
      assert.equal(problem?.rule, 'torpedo/place.field', JSON.stringify(piece));
      assert.match(problem.reason, edge);
    }
    assert.equal(placementProblem([], ship('a', 'medium', [w / 2, 10], [0, -1]), FIELD), null);
  });
});

describe('torpedo/place.no-touch', () => {
  const table = [ship('a', 'large', [100, 100], [1, 0], 'blue')];

  it('tip to tip: a gap of a millionth of a millimetre is touching, two millionths is not', () => {
    const touching = placementProblem(table, ship('b', 'small', [100 + 1e-6, 100], [-1, 0]), FIELD);
    assert.equal(touching?.rule, 'torpedo/place.no-touch');
    assert.match(touching.reason, /b would touch a/);
    assert.equal(placementProblem(table, ship('b', 'small', [100 + 2e-6, 100], [-1, 0]), FIELD), null);
    assert.equal(placementProblem(table, ship('b', 'small', [100, 100], [-1, 0]), FIELD)?.rule, 'torpedo/place.no-touch');
  });

  it('side by side, flank to flank: the same tolerance', () => {
    const w = widthOf('large');
    assert.equal(placementProblem(table, ship('b', 'large', [100, 100 + w + 0.5e-6]), FIELD)?.rule, 'torpedo/place.no-touch');
    assert.equal(placementProblem(table, ship('b', 'large', [100, 100 + w + 2e-6]), FIELD), null);
  });

  it('crossing, lying over, or wholly inside another piece is touching too', () => {
    assert.equal(placementProblem(table, ship('b', 'small', [90, 90], [0, -1]), FIELD)?.rule, 'torpedo/place.no-touch');
    assert.equal(placementProblem(table, ship('b', 'large', [101, 101]), FIELD)?.rule, 'torpedo/place.no-touch');
    // A small laid inside the large's pentagon, touching none of its edges.
    const inside = ship('b', 'small', [100 - lengthOf('large') + lengthOf('small') + 2, 100]);
    assert.equal(pieceDistance(inside, ship('a', 'large', [100, 100])), 0);
    assert.equal(placementProblem(table, inside, FIELD)?.rule, 'torpedo/place.no-touch');
  });

  it('a piece is measured against every piece on the table, whoever owns it', () => {
    const crowded = [...table, ship('c', 'medium', [250, 50], [1, 0], 'red')];
    assert.match(placementProblem(crowded, ship('d', 'small', [250, 60], [0, 1], 'red'), FIELD)?.reason ?? '', /would touch c/);
  });

  it('property: a refusal names the first ship on the table, in its order, that the piece touches (the check looks only near the piece)', () => {
    fc.assert(
      fc.property(tableArb({ maxLength: 12 }), fc.constantFrom(...SIZES), pointArb(300, 300), headingArb, (table, size, tip, heading) => {
        const piece: Piece = { id: 'new', owner: 'red', size, tip, heading };
        const problem = placementProblem(table, piece, { width: 1000, height: 1000 });
        const first = table.find((other) => pieceDistance(piece, other) <= 1e-6);
        if (first === undefined) assert.notEqual(problem?.rule, 'torpedo/place.no-touch');
        else if (problem?.rule === 'torpedo/place.no-touch') assert.match(problem.reason, new RegExp(`would touch ${first.id}:`));
      }),
      { numRuns: propertyRuns(400) },
    );
  });

  it('property: a placement accepted never touches: every piece on the table stays more than 1e-6 mm away', () => {
    fc.assert(
      fc.property(tableArb({ maxLength: 6 }), fc.constantFrom(...SIZES), pointArb(300, 300), headingArb, (table, size, tip, heading) => {
        const piece: Piece = { id: 'new', owner: 'red', size, tip, heading };
        const problem = placementProblem(table, piece, { width: 300, height: 300 });
        if (problem !== null) return;
        for (const other of table) assert.ok(pieceDistance(piece, other) > 1e-6 - 1e-9, `${JSON.stringify(piece)} touches ${JSON.stringify(other)}`);
      }),
      { numRuns: propertyRuns(400) },
    );
  });

  it('property: a refused touch is a real one (within 1e-6 mm), and touching is symmetric: a touches b as b touches a', () => {
    fc.assert(
      fc.property(tableArb({ minLength: 2, maxLength: 2, width: 120, height: 120 }), ([first, second]) => {
        if (first === undefined || second === undefined) return;
        // The largest field a setup takes (3 m), the pieces in its middle, far from every edge.
        const huge = { width: 3000, height: 3000 };
        const shift = (piece: Piece): Piece => ({ ...piece, tip: { x: piece.tip.x + 1000, y: piece.tip.y + 1000 } });
        const one = placementProblem([shift(first)], shift(second), huge)?.rule ?? null;
        const other = placementProblem([shift(second)], shift(first), huge)?.rule ?? null;
        assert.equal(one, other);
        assert.equal(one === 'torpedo/place.no-touch', pieceDistance(first, second) <= 1e-6 + 1e-9);
      }),
      { numRuns: propertyRuns(400) },
    );
  });

  it('property: the answer does not depend on the order of the table, nor on turning or mirroring everything', () => {
    fc.assert(
      fc.property(tableArb({ maxLength: 6 }), fc.constantFrom(...SIZES), pointArb(300, 300), headingArb, fc.nat(), (table, size, tip, heading, seed) => {
        const piece: Piece = { id: 'new', owner: 'red', size, tip, heading };
        // The largest field a setup takes (3 m), the pieces in its middle, far from every edge.
        const huge = { width: 3000, height: 3000 };
        const centred = (p: Piece): Piece => ({ ...p, tip: { x: p.tip.x + 1500, y: p.tip.y + 1500 } });
        const answer = placementProblem(table.map(centred), centred(piece), huge)?.rule ?? null;
        const shuffled = [...table].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 17 + seed) % 5)).reverse();
        assert.equal(placementProblem(shuffled.map(centred), centred(piece), huge)?.rule ?? null, answer);
        // Turned about the field's middle, and mirrored: the same shapes, the same answer.
        const turnedAbout = (p: Piece): Piece => centred(quarterTurn(p));
        assert.equal(placementProblem(table.map(turnedAbout), turnedAbout(piece), huge)?.rule ?? null, answer);
        const mirroredAbout = (p: Piece): Piece => ({ ...mirror(p), tip: { x: p.tip.x + 1500, y: 1500 - p.tip.y } });
        assert.equal(placementProblem(table.map(mirroredAbout), mirroredAbout(piece), huge)?.rule ?? null, answer);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('clearance: the room a ship has (torpedo/place.no-touch, torpedo/place.field)', () => {
  it('tip to tip a millimetre apart: the nearest ship 1 mm away; the nearest edge from the nearest corner', () => {
    const table = [ship('a', 'large', [100, 100], [1, 0])];
    const room = clearance(table, ship('b', 'small', [101, 100], [-1, 0]), FIELD);
    assert.equal(room.nearest?.id, 'a');
    assert.ok(Math.abs(room.nearest.distance - 1) < 1e-9);
    // b's corners reach down to y = 100 + w/2: the bottom edge is nearest.
    assert.ok(Math.abs(room.edge - (FIELD.height - 100 - widthOf('small') / 2)) < 1e-9);
    assert.deepEqual(clearance([], ship('b', 'small', [101, 100]), FIELD).nearest, null);
    assert.ok(clearance([], ship('b', 'large', [10, 100]), FIELD).edge < 0, 'off the field: below 0');
  });

  it('property: the gap agrees with the distance worked out the plain way, and is within the tolerance exactly when placing is refused for touching', () => {
    fc.assert(
      fc.property(tableArb({ minLength: 1, maxLength: 4 }), fc.constantFrom(...SIZES), pointArb(300, 300), headingArb, (table, size, tip, heading) => {
        const piece: Piece = { id: 'new', owner: 'red', size, tip, heading };
        const room = clearance(table, piece, { width: 300, height: 300 });
        const plain = Math.min(...table.map((other) => pieceDistance(piece, other)));
        assert.ok(Math.abs((room.nearest?.distance ?? Infinity) - plain) < 1e-9, `${String(room.nearest?.distance)} against ${String(plain)}`);
        const inside = (p: Piece): Piece => ({ ...p, tip: { x: p.tip.x + 1000, y: p.tip.y + 1000 } });
        const refused = placementProblem(table.map(inside), inside(piece), { width: 3000, height: 3000 })?.rule === 'torpedo/place.no-touch';
        if (plain > 1e-6 + 1e-9 || plain < 1e-6 - 1e-9) assert.equal(refused, plain <= 1e-6);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('torpedo/place.fixed', () => {
  it('a piece already on the table cannot be placed again: a played piece never moves', () => {
    const table = [ship('a', 'large', [100, 100])];
    const problem = placementProblem(table, ship('a', 'large', [200, 150]), FIELD);
    assert.equal(problem?.rule, 'torpedo/place.fixed');
    assert.match(problem.reason, /already on the table/);
  });
});

describe('torpedo/setup.field', () => {
  it('the field is a rectangle with a width and a height above 0; each bad side is named', () => {
    const piece = ship('a', 'small', [50, 50]);
    assert.match(placementProblem([], piece, { width: 100, height: 0 })?.reason ?? '', /^field\.height must be/);
    assert.match(placementProblem([], piece, { width: Number.NaN, height: 10 })?.reason ?? '', /^field\.width must be/);
    assert.equal(placementProblem([], piece, { width: 100, height: 100 }), null);
  });
});
