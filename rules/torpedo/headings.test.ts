import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HEADINGS, HEADING_STEPS, HEADING_STEP_DEGREES, headingAt, headingOfDegrees, isTableHeading, nearestStep, normaliseStep, turnHeading } from './index.ts';

describe('headings a fixed step apart, for widgets that turn a ship', () => {
  it('24 unit vectors, 15° apart, clockwise on the table (x right, y down) from pointing right', () => {
    assert.equal(HEADINGS.length, HEADING_STEPS);
    assert.equal(HEADING_STEPS * HEADING_STEP_DEGREES, 360);
    assert.deepEqual(headingAt(0), { x: 1, y: 0 });
    assert.deepEqual(headingAt(6), { x: 0, y: 1 });
    assert.deepEqual(headingAt(12), { x: -1, y: 0 });
    assert.deepEqual(headingAt(18), { x: 0, y: -1 });
    HEADINGS.forEach((heading, step) => {
      const radians = (step * HEADING_STEP_DEGREES * Math.PI) / 180;
      // Within a few units in the last place of the engine's own cos and sin (which may differ elsewhere).
      assert.ok(Math.abs(heading.x - Math.cos(radians)) < 1e-15, `x of step ${String(step)}`);
      assert.ok(Math.abs(heading.y - Math.sin(radians)) < 1e-15, `y of step ${String(step)}`);
      assert.ok(Math.abs(heading.x * heading.x + heading.y * heading.y - 1) < 4e-16, `length of step ${String(step)}`);
    });
  });

  it('is exactly symmetric: a quarter turn swaps the coordinates, a half turn negates them, no zero is negative', () => {
    HEADINGS.forEach((heading, step) => {
      const quarter = headingAt(step + 6);
      assert.deepEqual(quarter, { x: -heading.y + 0, y: heading.x });
      const half = headingAt(step + 12);
      assert.deepEqual(half, { x: -heading.x + 0, y: -heading.y + 0 });
      assert.ok(!Object.is(heading.x, -0) && !Object.is(heading.y, -0));
      assert.deepEqual(headingAt(step + 3), { x: headingAt(step + 3).x, y: headingAt(step + 3).y });
    });
    // 45° is the same number both ways, and 30° mirrors 60°.
    assert.equal(headingAt(3).x, headingAt(3).y);
    assert.deepEqual(headingAt(2), { x: headingAt(4).y, y: headingAt(4).x });
  });

  it('steps wrap round a whole turn either way; angles must be whole steps', () => {
    assert.equal(normaliseStep(-1), 23);
    assert.equal(normaliseStep(24), 0);
    assert.equal(normaliseStep(49), 1);
    assert.deepEqual(headingOfDegrees(-90), headingAt(18));
    assert.deepEqual(headingOfDegrees(405), headingAt(3));
    assert.equal(headingOfDegrees(40), null);
    assert.equal(headingOfDegrees(7.5), null);
  });

  it('the nearest step of any vector, and turning from it', () => {
    assert.equal(nearestStep({ x: 5, y: 0 }), 0);
    assert.equal(nearestStep({ x: 1, y: 1 }), 3);
    assert.equal(nearestStep({ x: -3, y: -0.1 }), 12);
    assert.equal(nearestStep({ x: 1e-300, y: -1e-300 }), 21);
    for (let step = 0; step < HEADING_STEPS; step++) assert.equal(nearestStep(headingAt(step)), step);
    assert.deepEqual(turnHeading({ x: 2, y: 0 }, 1), headingAt(1));
    assert.deepEqual(turnHeading({ x: 0, y: -7 }, -19), headingAt(23));
    assert.equal(isTableHeading(headingAt(5)), true);
    assert.equal(isTableHeading({ x: 2, y: 0 }), false);
  });
});
