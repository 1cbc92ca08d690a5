import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DIRS,
  RULE,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  adjustmentTurn,
  hexAt,
  hexDistance,
  hexKey,
  hullHexes,
  moveTorpedo,
  selectTorpedoTarget,
  type Dir,
  type Hex,
  type HullHex,
  type Pose,
  type TorpedoTarget,
} from './index.ts';

const N = 0, NE = 1, S = 3, NW = 5;
const ORIGIN: Hex = { q: 0, r: 0 };
const up = { at: ORIGIN, facing: N as Dir };

/** A target made of single hexes, its centre the first. */
function target(...hexes: Hex[]): TorpedoTarget {
  const hull = hexes.map((hex, index): HullHex => ({ ship: 'fpa', section: `s${String(index)}`, hex }));
  return { ship: 'fpa', hull, centre: hexes[0] ?? ORIGIN };
}

/** The FPA warship in the sample hull at `pose`. */
function warship(pose: Pose): TorpedoTarget {
  return { ship: 'fpa', hull: hullHexes(SAMPLE_HULL, pose).map(({ section, hex }) => ({ ship: 'fpa', section, hex })), centre: pose.at };
}

/** A torpedo in the middle of the board, facing up. */
const MIDDLE = hexAt(6, 12);
const offset = (q: number, r: number): Hex => ({ q: MIDDLE.q + q, r: MIDDLE.r + r });

describe('star-eater/torpedo.target', () => {
  it('takes the closest section in the wedge, then the one nearest straight ahead, then the clockwise one', () => {
    const left = { q: -1, r: -1 };
    const right = { q: 1, r: -2 };
    const ahead = { q: 0, r: -2 };
    assert.equal(selectTorpedoTarget(up, [target(left, right)])?.aim.section, 's1', 'a tie goes clockwise');
    assert.equal(selectTorpedoTarget(up, [target(left, right, ahead)])?.aim.section, 's2', 'straight ahead beats the sides');
    assert.equal(selectTorpedoTarget(up, [target(left, { q: 0, r: -3 })])?.aim.section, 's0', 'closer beats straighter');
    assert.equal(selectTorpedoTarget(up, [target(left)])?.rule, RULE.torpedoTarget);
  });

  it('ignores what is not in front: behind, beside, or its own hex', () => {
    assert.equal(selectTorpedoTarget(up, [target({ q: 0, r: 2 }, { q: 2, r: -1 }, { q: -2, r: 1 }, ORIGIN)]), null);
  });

  it('flies straight for its full speed without a target', () => {
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 3, [target(offset(0, 4))], []);
    assert.equal(move.target, null);
    assert.deepEqual(move.steps.map((step) => step.to), [offset(0, -1), offset(0, -2), offset(0, -3)]);
    assert.equal(move.outcome, 'flying');
  });
});

describe('star-eater/torpedo.homing', () => {
  it('turns the moment its target lies on a side ray, then flies at it', () => {
    const fpa = target(offset(3, -3));
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 4, [fpa], fpa.hull);
    assert.deepEqual(move.steps.map((step) => [step.turned, step.facing]), [['right', NE], [null, NE], [null, NE]]);
    assert.equal(move.outcome, 'hit');
  });

  it('turns mid-flight when the ray sweeps over a section', () => {
    // Two hexes up, the section (−2, −2) from the start lies on the torpedo's forward-left ray.
    const fpa = target(offset(-2, -2));
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 3, [fpa], fpa.hull);
    assert.deepEqual(move.steps.map((step) => step.turned), [null, null, 'left']);
    assert.deepEqual(move.steps.map((step) => step.facing), [N, N, NW]);
  });

  it('chases a whole warship drifting across its bow and strikes the nearest section', () => {
    const fpa = warship({ at: offset(2, -4), facing: S });
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 5, [fpa], fpa.hull);
    assert.equal(move.outcome, 'hit');
    assert.equal(move.rule, RULE.torpedoHit);
    assert.ok(move.hit !== null && fpa.hull.some((hull) => hull.section === move.hit?.section));
  });
});

describe('star-eater/torpedo.adjust', () => {
  it('does not turn with the centre straight ahead, turns towards a ray whose zone holds it', () => {
    assert.equal(adjustmentTurn(up, { q: 0, r: -4 }), null);
    assert.equal(adjustmentTurn(up, { q: 2, r: -1 }), 'right', 'outside the wedge, one hex off the forward-right ray');
    assert.equal(adjustmentTurn(up, { q: -2, r: -2 }), 'left', 'inside the wedge, two hexes off the forward-left ray');
    assert.equal(adjustmentTurn(up, { q: -1, r: -3 }), null, 'three hexes off both rays');
    assert.equal(adjustmentTurn(up, { q: 5, r: -1 }), null, 'too far out');
  });

  it('adjusts at the end of a move that did not strike, citing the rule', () => {
    const fpa = target(offset(-2, -3));
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 1, [fpa], fpa.hull);
    assert.equal(move.outcome, 'flying');
    assert.equal(move.adjusted, 'left');
    assert.equal(move.pose.facing, NW);
    assert.equal(move.rule, RULE.torpedoAdjust);
  });
});

describe('star-eater/torpedo.hit', () => {
  it("strikes the first hull it enters, any ship's, and stops there", () => {
    const fpa = target(offset(0, -4));
    const lamaisBow: HullHex = { ship: 'lamais', section: 'bow', hex: offset(0, -2) };
    const move = moveTorpedo(SAMPLE_BOARD, { at: MIDDLE, facing: N }, 5, [fpa], [...fpa.hull, lamaisBow]);
    assert.equal(move.outcome, 'hit');
    assert.deepEqual(move.hit, lamaisBow);
    assert.equal(move.steps.length, 2);
  });

  it('goes back to its owner when it leaves the board', () => {
    const move = moveTorpedo(SAMPLE_BOARD, { at: hexAt(6, 1), facing: N }, 4, [], []);
    assert.equal(move.outcome, 'off-board');
    assert.equal(move.steps.length, 2);
    assert.deepEqual(move.pose.at, hexAt(6, 0));
  });
});

describe('torpedo properties', () => {
  const poseArbitrary = fc.record({ column: fc.nat(12), row: fc.nat(16), facing: fc.constantFrom<Dir>(...DIRS) });
  it('moves one hex a step, turns one side at most a step, stops on a hit or at the edge, within its speed', () => {
    fc.assert(
      fc.property(poseArbitrary, poseArbitrary, fc.integer({ min: 1, max: 6 }), (torpedo, ship, speed) => {
        const fpa = warship({ at: hexAt(ship.column, ship.row), facing: ship.facing });
        const start = { at: hexAt(torpedo.column, torpedo.row), facing: torpedo.facing };
        if (fpa.hull.some((hull) => hexKey(hull.hex) === hexKey(start.at))) return;
        const move = moveTorpedo(SAMPLE_BOARD, start, speed, [fpa], fpa.hull);
        assert.ok(move.steps.length <= speed);
        let facing = start.facing;
        for (const step of move.steps) {
          assert.equal(hexDistance(step.from, step.to), 1);
          assert.ok([0, 1, 5].includes((step.facing - facing + 6) % 6));
          facing = step.facing;
        }
        const last = move.steps.at(-1);
        if (move.outcome === 'hit') assert.ok(last !== undefined && fpa.hull.some((hull) => hexKey(hull.hex) === hexKey(last.to)));
        if (move.outcome === 'flying') assert.equal(move.steps.length, speed);
        assert.deepEqual(moveTorpedo(SAMPLE_BOARD, start, speed, [fpa], fpa.hull), move);
      }),
      { numRuns: 300 },
    );
  });
});
