import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../../engine/index.ts';
import { LINE_OF_FIRE_PRESETS, goalMet, headingAt, lineOfFire, lineOfFirePresetNamed, moveProblem, placementProblem, readLineOfFire, readShipWords, withPiece, type LineOfFireLab } from '../index.ts';

function refusal(run: () => unknown): RuleViolation {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  throw new Error('not refused');
}

function preset(name: string): LineOfFireLab {
  const found = lineOfFirePresetNamed(name);
  if (found === undefined) throw new Error(name);
  return found.lab;
}

function moved(lab: LineOfFireLab, id: string, tip: { x: number; y: number }): LineOfFireLab {
  const piece = lab.pieces.find((entry) => entry.id === id);
  if (piece === undefined) throw new Error(id);
  const next = { ...piece, tip };
  assert.equal(moveProblem(lab, next), null, `${id} to ${JSON.stringify(tip)}`);
  return withPiece(lab, next);
}

describe('the line-of-fire lab: its presets (torpedo/fire.line, torpedo/fire.hit)', () => {
  it('every preset is a legal table with a shooter', () => {
    for (const { name, lab } of LINE_OF_FIRE_PRESETS) {
      assert.ok(lab.pieces.some((piece) => piece.id === lab.shooter), name);
      lab.pieces.forEach((piece, index) => {
        assert.equal(placementProblem(lab.pieces.slice(0, index), piece, lab.field), null, `${name}: ${piece.id}`);
      });
      assert.deepEqual(readLineOfFire({ preset: name }), lab);
    }
  });

  it('the puzzles start unsolved; their goals are met by the moves their descriptions suggest', () => {
    const solutions: Record<string, [string, { x: number; y: number }]> = {
      'block-like-for-like': ['shield', { x: 120, y: 75 }],
      'save-your-large': ['spare', { x: 110, y: 80 }],
      'avoid-friendly-fire': ['friend', { x: 110, y: 140 }],
    };
    const puzzles = LINE_OF_FIRE_PRESETS.filter((entry) => entry.goal !== undefined);
    assert.deepEqual(puzzles.map((entry) => entry.name), Object.keys(solutions));
    for (const { name, lab, goal } of puzzles) {
      const [id, tip] = solutions[name] ?? ['', { x: 0, y: 0 }];
      assert.ok(goal !== undefined);
      assert.equal(goalMet(goal, lab), false, name);
      assert.equal(goalMet(goal, moved(lab, id, tip)), true, name);
    }
  });

  it('block like for like: the medium sinks until red’s large lies across the line, and then the shot is blocked', () => {
    const lab = preset('block-like-for-like');
    assert.deepEqual([lineOfFire(lab).hit, lineOfFire(lab).result], ['medium', 'sinks']);
    const solved = moved(lab, 'shield', { x: 120, y: 75 });
    assert.deepEqual([lineOfFire(solved).hit, lineOfFire(solved).result], ['shield', 'blocked']);
  });

  it('save your large: a spare small across a small’s line blocks it', () => {
    const lab = preset('save-your-large');
    assert.deepEqual([lineOfFire(lab).hit, lineOfFire(lab).result], ['large', 'sinks']);
    const solved = moved(lab, 'spare', { x: 110, y: 80 });
    assert.deepEqual([lineOfFire(solved).hit, lineOfFire(solved).result], ['spare', 'blocked']);
  });

  it('avoid friendly fire: the friend sinks; moved out of the way, the enemy sinks', () => {
    const lab = preset('avoid-friendly-fire');
    assert.deepEqual([lineOfFire(lab).hit, lineOfFire(lab).result], ['friend', 'sinks']);
    const solved = moved(lab, 'friend', { x: 110, y: 140 });
    assert.deepEqual([lineOfFire(solved).hit, lineOfFire(solved).result], ['enemy', 'sinks']);
  });

  it('the rulebook’s situations: the first ship met, a graze, beside or behind the line', () => {
    assert.deepEqual([lineOfFire(preset('first-ship-met')).hit, lineOfFire(preset('first-ship-met')).result], ['medium', 'sinks']);
    assert.deepEqual([lineOfFire(preset('graze')).hit, lineOfFire(preset('graze')).result], ['large', 'sinks']);
    // Met where the line enters the tolerance's disc round the tip: a millionth of a millimetre short of it.
    const contact = lineOfFire(preset('graze')).contact;
    assert.ok(contact !== null && Math.abs(contact.x - 150) < 1e-5 && contact.y === 60, JSON.stringify(contact));
    assert.deepEqual([lineOfFire(preset('beside-the-line')).hit, lineOfFire(preset('beside-the-line')).result], [null, 'miss']);
  });

  it('a move is refused where a placement would be: touching another ship, or off the field', () => {
    const lab = preset('block-like-for-like');
    const shield = lab.pieces[2];
    assert.ok(shield !== undefined);
    assert.equal(moveProblem(lab, { ...shield, tip: { x: 200, y: 110 } })?.rule, 'torpedo/place.no-touch');
    assert.equal(moveProblem(lab, { ...shield, tip: { x: 120, y: 152 } })?.rule, 'torpedo/place.field');
    assert.equal(moveProblem(lab, { ...shield, heading: headingAt(7) }), null);
  });
});

describe('the line-of-fire lab: what a blogger types', () => {
  it('a ship in the short form: size and owner either way round, the tip, the angle in whole steps', () => {
    assert.deepEqual(readShipWords('small red 200 120 45', 'a', 'shooter'), { id: 'a', owner: 'red', size: 'small', tip: { x: 200, y: 120 }, heading: headingAt(3) });
    assert.deepEqual(readShipWords(' Blue  LARGE 10.5 20 ', 'b', 'targets[0]'), { id: 'b', owner: 'blue', size: 'large', tip: { x: 10.5, y: 20 }, heading: headingAt(0) });
    assert.deepEqual(readShipWords('medium green 50 50 -90', 'c', 'x').heading, headingAt(18));
  });

  it('a short form it cannot read names the attribute and says what it must be', () => {
    assert.equal(refusal(() => readShipWords('small 200 120', 'a', 'shooter')).field, 'shooter');
    assert.match(refusal(() => readShipWords('tiny red 200 120', 'a', 'targets[1]')).message, /^targets\[1\] must be a size, an owner/);
    assert.match(refusal(() => readShipWords('small red 200 120 40', 'a', 'shooter')).message, /whole number of 15° steps/);
    assert.equal(refusal(() => readShipWords('small red 200 120 40', 'a', 'shooter')).rule, 'torpedo/place.pose');
    assert.match(refusal(() => readShipWords('small red! 1 2', 'a', 'shooter')).message, /owner/);
  });

  it('typed ships replace the preset’s; the field may be typed; each must lie on the field touching none', () => {
    const lab = readLineOfFire({ shooter: 'small red 40 50 0', targets: 'large blue 150 50 90; medium red 200 120 180', field: '250 160' });
    assert.deepEqual(lab.field, { width: 250, height: 160 });
    assert.deepEqual(
      lab.pieces.map((piece) => [piece.id, piece.owner, piece.size]),
      [
        ['shooter', 'red', 'small'],
        ['target-1', 'blue', 'large'],
        ['target-2', 'red', 'medium'],
      ],
    );
    assert.equal(lineOfFire(lab).hit, 'target-1');
    assert.deepEqual(readLineOfFire({ preset: 'graze', targets: 'none' }).pieces.length, 1);
    assert.equal(refusal(() => readLineOfFire({ targets: 'large blue 45 50 0' })).field, 'targets[0]');
    assert.equal(refusal(() => readLineOfFire({ shooter: 'small red 5 50 0' })).field, 'shooter');
    assert.equal(refusal(() => readLineOfFire({ field: '100 100' })).field, 'field');
    assert.equal(refusal(() => readLineOfFire({ field: 'wide' })).field, 'field');
    assert.equal(refusal(() => readLineOfFire({ preset: 'nope' })).field, 'preset');
    assert.match(refusal(() => readLineOfFire({ preset: 'nope' })).message, /block-like-for-like/);
  });
});
