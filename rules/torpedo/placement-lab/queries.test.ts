import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { PLACEMENT_PRESETS, clearance, dropGhost, ghostOfSize, ghostProblem, ghostRoom, placementProblem, readPlacementLab, turnHeading, withGhost, type PlacementLab } from '../index.ts';
import { tableArb } from '../test-support.ts';

const lab = (name: string): PlacementLab => readPlacementLab({ preset: name });
const moved = (from: PlacementLab, dx: number, dy: number): PlacementLab => withGhost(from, { ...from.ghost, tip: { x: from.ghost.tip.x + dx, y: from.ghost.tip.y + dy } });

function refusal(setup: Parameters<typeof readPlacementLab>[0]): RuleViolation {
  try {
    readPlacementLab(setup);
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail(`${JSON.stringify(setup)} was accepted`);
}

describe('torpedo/place.no-touch', () => {
  it('every preset: a table play could reach, and a ghost that may be dropped where it starts', () => {
    for (const preset of PLACEMENT_PRESETS) {
      preset.lab.table.forEach((piece, index) => {
        assert.equal(placementProblem(preset.lab.table.slice(0, index), piece, preset.lab.field), null, `${preset.name}: ${piece.id}`);
      });
      assert.equal(ghostProblem(preset.lab), null, preset.name);
    }
  });

  it('tight-gap: a small fits with 0.155 mm each side; turned a step, or a medium, it touches', () => {
    const gap = lab('tight-gap');
    const room = ghostRoom(gap);
    assert.equal(room.nearest?.id, 'ship-1');
    assert.ok(Math.abs(room.nearest.distance - 0.155) < 1e-9);
    assert.equal(ghostProblem(withGhost(gap, { ...gap.ghost, heading: turnHeading(gap.ghost.heading, 1) }))?.rule, 'torpedo/place.no-touch');
    assert.equal(ghostProblem(ghostOfSize(gap, 'medium'))?.rule, 'torpedo/place.no-touch');
    assert.match(ghostProblem(ghostOfSize(gap, 'large'))?.reason ?? '', /^ghost would touch ship-\d/);
    // Touching: the room says so, with no gap to draw.
    assert.equal(ghostRoom(ghostOfSize(gap, 'large')).nearest?.gap, null);
  });

  it('the room is clearance’s, and the gap drawn is exactly as long as the distance it reports', () => {
    fc.assert(
      fc.property(tableArb({ minLength: 2, maxLength: 6 }), (pieces) => {
        const [ghost, ...table] = pieces;
        if (ghost === undefined) return;
        const field = { width: 500, height: 500 };
        const room = ghostRoom({ field, table, ghost: { ...ghost, id: 'ghost' }, start: ghost });
        const expected = clearance(table, { ...ghost, id: 'ghost' }, field);
        assert.equal(room.nearest?.id, expected.nearest?.id);
        assert.equal(room.edge.distance, expected.edge);
        const gap = room.nearest?.gap;
        if (gap === null || gap === undefined) {
          assert.equal(expected.nearest?.distance ?? 0, 0);
          return;
        }
        assert.ok(Math.abs(Math.sqrt((gap.to.x - gap.from.x) ** 2 + (gap.to.y - gap.from.y) ** 2) - (expected.nearest?.distance ?? 0)) < 1e-9);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('torpedo/place.field', () => {
  it('edge: 4 mm from the edge; one step right and the tip hangs over, and the drop is refused', () => {
    const edge = lab('edge');
    assert.equal(ghostRoom(edge).edge.distance, 4);
    const over = moved(edge, 5, 0);
    assert.equal(ghostRoom(over).edge.distance, -1);
    assert.equal(ghostProblem(over)?.rule, 'torpedo/place.field');
    const dropped = dropGhost(over);
    assert.ok('problem' in dropped);
    assert.equal(dropped.problem.rule, 'torpedo/place.field');
  });
});

describe('torpedo/place.fixed', () => {
  it('a drop the rules accept joins the table for good; a new ghost waits where the first started', () => {
    const start = lab('crowded');
    const once = dropGhost(moved(start, 0, -3));
    assert.ok('lab' in once);
    assert.equal(once.placed.id, 'placed-7');
    assert.deepEqual(once.placed.tip, { x: 130, y: 77 });
    assert.equal(once.lab.table.length, 7);
    assert.deepEqual(once.lab.ghost, start.ghost);
    // The new ghost sits on the ship just placed: dropping it there is refused, and changes nothing.
    assert.equal(ghostProblem(once.lab)?.rule, 'torpedo/place.no-touch');
    const again = dropGhost(once.lab);
    assert.ok('problem' in again);
    assert.equal(once.lab.table.length, 7);
  });
});

describe('torpedo/setup.stash', () => {
  it('the attributes: a table and a ghost typed in the short form, a field, or none', () => {
    const typed = readPlacementLab({ table: 'large blue 150 75 90', ghost: 'small green 40 40 45', field: '200 120' });
    assert.deepEqual(typed.field, { width: 200, height: 120 });
    assert.deepEqual(
      typed.table.map((piece) => [piece.id, piece.size, piece.owner]),
      [['ship-1', 'large', 'blue']],
    );
    assert.deepEqual([typed.ghost.id, typed.ghost.size, typed.ghost.owner], ['ghost', 'small', 'green']);
    assert.deepEqual(readPlacementLab({ table: 'none' }).table, []);
    // A ghost may start where it may not be dropped: the reader is about to move it.
    assert.equal(ghostProblem(readPlacementLab({ table: 'large blue 150 75 90', ghost: 'large red 150 75 90' }))?.rule, 'torpedo/place.no-touch');
  });

  it('a bad attribute is refused naming it, and the ship at fault', () => {
    assert.equal(refusal({ preset: 'nope' }).field, 'preset');
    assert.equal(refusal({ ghost: 'huge red 1 1' }).field, 'ghost');
    assert.equal(refusal({ table: 'small red 40 75 0; small red 45 75 0' }).field, 'table[1]');
    assert.equal(refusal({ table: 'small red 40 75 0; small red 45 75 0' }).rule, 'torpedo/place.no-touch');
    assert.equal(refusal({ table: Array.from({ length: 31 }, (_, index) => `small red ${String(10 + index * 30)} 10 0`).join(';') }).field, 'table');
    assert.equal(refusal({ preset: 'crowded', field: '100 100' }).field, 'field');
    assert.equal(refusal({ field: 'wide' }).field, 'field');
  });
});
