import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DIRS, RULE, hexDistance, hexKey, hexLine, obstructionBetween, obstructionTest, stepHex, turn, whyNotAimable, type Dir, type Hex } from './index.ts';

const ORIGIN: Hex = { q: 0, r: 0 };
const N = 0, S = 3;
const hexArbitrary = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -12, max: 12 }) });
const nothing = (): boolean => false;
const blockersAt = (...hexes: Hex[]): ((hex: Hex) => boolean) => {
  const keys = new Set(hexes.map(hexKey));
  return (hex) => keys.has(hexKey(hex));
};

describe('hex lines', () => {
  it('runs from one hex to the other through neighbours, one hex per step, on either side of an edge', () => {
    fc.assert(
      fc.property(hexArbitrary, hexArbitrary, fc.constantFrom<1 | -1>(1, -1), (from, to, side) => {
        const line = hexLine(from, to, side);
        assert.equal(line.length, hexDistance(from, to) + 1);
        assert.equal(hexKey(line[0] ?? to), hexKey(from));
        assert.equal(hexKey(line.at(-1) ?? from), hexKey(to));
        for (let index = 1; index < line.length; index++) assert.equal(hexDistance(line[index - 1] ?? from, line[index] ?? to), 1);
      }),
    );
  });

  it('splits a line along an edge between its two sides', () => {
    // From the origin to (1, -2) the line runs between (0, -1) and (1, -1).
    assert.deepEqual([hexLine(ORIGIN, { q: 1, r: -2 }, 1)[1], hexLine(ORIGIN, { q: 1, r: -2 }, -1)[1]].map((hex) => hex && hexKey(hex)).sort(), ['0,-1', '1,-1']);
  });
});

describe('star-eater/direct-fire.arc-range', () => {
  const gun = { at: ORIGIN, facing: N as Dir, range: 3 };

  it('aims at hexes in the forward arc within range, edge rays included', () => {
    assert.equal(whyNotAimable(gun, { q: 0, r: -3 }, nothing), null);
    assert.equal(whyNotAimable(gun, { q: -3, r: 0 }, nothing), null, 'the forward-left ray');
    assert.equal(whyNotAimable(gun, { q: 3, r: -3 }, nothing), null, 'the forward-right ray');
  });

  it('refuses its own hex, a hex out of the arc, and one beyond range', () => {
    assert.equal(whyNotAimable(gun, ORIGIN, nothing)?.rule, RULE.arcRange);
    assert.equal(whyNotAimable(gun, { q: 2, r: -1 }, nothing)?.rule, RULE.arcRange);
    assert.equal(whyNotAimable(gun, { q: 0, r: 1 }, nothing)?.rule, RULE.arcRange);
    assert.match(whyNotAimable(gun, { q: 0, r: -4 }, nothing)?.reason ?? '', /4 hexes away; the weapon’s range is 3/);
  });

  it('counts exactly the arc within range: 3 + 5 + 7 hexes for range 3, any facing', () => {
    for (const facing of DIRS) {
      let count = 0;
      for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) if (whyNotAimable({ ...gun, facing }, { q, r }, nothing) === null) count += 1;
      assert.equal(count, 15, `facing ${String(facing)}`);
    }
  });
});

describe('star-eater/direct-fire.obstruction', () => {
  const gun = { at: ORIGIN, facing: N as Dir, range: 6 };

  it('hides every hex straight behind an obstruction, and not the obstruction itself', () => {
    const blocks = blockersAt({ q: 0, r: -2 });
    assert.equal(whyNotAimable(gun, { q: 0, r: -2 }, blocks), null);
    for (const distance of [3, 4, 5, 6]) assert.equal(whyNotAimable(gun, { q: 0, r: -distance }, blocks)?.rule, RULE.obstruction);
    assert.deepEqual(whyNotAimable(gun, { q: 0, r: -4 }, blocks)?.blocker, { q: 0, r: -2 });
  });

  it('lets a line along an edge through when one side is clear, and blocks it when both are', () => {
    const target = { q: 1, r: -2 };
    assert.equal(obstructionBetween(ORIGIN, target, blockersAt({ q: 0, r: -1 })), null);
    assert.equal(obstructionBetween(ORIGIN, target, blockersAt({ q: 1, r: -1 })), null);
    assert.notEqual(obstructionBetween(ORIGIN, target, blockersAt({ q: 0, r: -1 }, { q: 1, r: -1 })), null);
  });

  it('never blocks a neighbour, and a ray blocked once stays blocked beyond', () => {
    fc.assert(
      fc.property(fc.constantFrom<Dir>(...DIRS), fc.integer({ min: 1, max: 5 }), (dir, at) => {
        const blocks = blockersAt(stepHex(ORIGIN, dir, at));
        assert.equal(obstructionBetween(ORIGIN, stepHex(ORIGIN, dir, 1), blocks), null);
        for (let beyond = at + 1; beyond <= at + 4; beyond++) assert.notEqual(obstructionBetween(ORIGIN, stepHex(ORIGIN, dir, beyond), blocks), null);
      }),
    );
  });
});

describe('star-eater/direct-fire.point-defence', () => {
  it('aims point defence any way, past its own hull but not past anything else', () => {
    const ownHull = [{ q: 0, r: 1 }, { q: 0, r: -1 }];
    const enemySquadron = { q: 1, r: 0 };
    const obstructions = [...ownHull, enemySquadron];
    const pointDefence = { at: ORIGIN, facing: N as Dir, range: 3, anyDirection: true };
    assert.equal(whyNotAimable(pointDefence, stepHex(ORIGIN, S, 2), obstructionTest(obstructions, ownHull, true)), null, 'behind itself, past its own stern');
    assert.equal(whyNotAimable(pointDefence, stepHex(ORIGIN, turn(S, -1), 2), obstructionTest(obstructions, ownHull, true))?.rule, RULE.obstruction);
    const mainGun = { at: ORIGIN, facing: N as Dir, range: 3 };
    assert.equal(whyNotAimable(mainGun, { q: 0, r: -2 }, obstructionTest(obstructions, ownHull, false))?.rule, RULE.obstruction, 'a main gun is blocked by its own bow');
  });
});
