import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation } from '../../engine/index.ts';
import { DEFAULT_PLACE, MOMENTUM_PRESETS, RULE, hexAt, placeOf, validateMomentumLabSetup } from '../index.ts';

/** The field and rule a setup is refused with, or 'accepted'. */
function refusal(input: unknown): { field: string | null; rule: string; message: string } | 'accepted' {
  try {
    validateMomentumLabSetup(input);
    return 'accepted';
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
}

describe('the momentum lab setup', () => {
  it('gives mid-board, facing N, an empty mat and no thrust by default', () => {
    const setup = validateMomentumLabSetup({ seed: 3 });
    assert.deepEqual(setup, { seed: 3, preset: null, pose: { at: hexAt(DEFAULT_PLACE.column, DEFAULT_PLACE.row), facing: 0 }, mat: { linear: [], rotational: [] }, engine: 'none' });
    assert.equal(validateMomentumLabSetup({}).seed, 1, 'a hand-typed setup may leave the seed out');
  });

  it('reads what a blogger types: facing and engine by name or number, the mat in words', () => {
    const setup = validateMomentumLabSetup({ seed: 1, pose: { column: 3, row: 9, facing: 'se' }, mat: 'N ne, 0 cw', engine: 'SW' });
    assert.deepEqual(placeOf(setup.pose), { column: 3, row: 9, facing: 2 });
    assert.deepEqual(setup.mat, { linear: [0, 1, 0], rotational: ['cw'] });
    assert.equal(setup.engine, 4);
    assert.equal(validateMomentumLabSetup({ seed: 1, engine: 'Double' }).engine, 'double');
    assert.equal(validateMomentumLabSetup({ seed: 1, engine: '5' }).engine, 5);
    assert.deepEqual(validateMomentumLabSetup({ seed: 1, mat: 'none' }).mat, { linear: [], rotational: [] });
    assert.deepEqual(validateMomentumLabSetup({ seed: 1, mat: { linear: [3], rotational: ['ccw'] } }).mat, { linear: [3], rotational: ['ccw'] });
  });

  it('takes a preset, and lets each field given beside it override it', () => {
    for (const preset of MOMENTUM_PRESETS) {
      const setup = validateMomentumLabSetup({ seed: 1, preset: preset.name });
      assert.deepEqual(placeOf(setup.pose), preset.place);
      assert.deepEqual(setup.mat, preset.mat);
      assert.equal(setup.engine, preset.engine);
    }
    const overridden = validateMomentumLabSetup({ seed: 1, preset: 'cancel', pose: { facing: 'NE' }, engine: 'none' });
    assert.deepEqual(placeOf(overridden.pose), { column: 6, row: 11, facing: 1 });
    assert.equal(overridden.engine, 'none');
    assert.deepEqual(overridden.mat, { linear: [0, 1, 0], rotational: [] });
  });

  it('names the field of every refusal', () => {
    const cases: [input: unknown, field: string, rule: string, words: string][] = [
      [{ preset: 'carol' }, 'preset', RULE.momentumEngine, 'preset must be one of cancel, modify, full-mat, edge, double-thrust'],
      [{ pose: { column: 13 } }, 'pose.column', RULE.momentumMove, 'a whole number from 0 to 12'],
      [{ pose: { row: -1 } }, 'pose.row', RULE.momentumMove, 'a whole number from 0 to 16'],
      [{ pose: { row: 2.5 } }, 'pose.row', RULE.momentumMove, 'a whole number'],
      [{ pose: { facing: 'up' } }, 'pose.facing', RULE.momentumEngine, 'a direction: 0 to 5, or N, NE, SE, S, SW, NW'],
      [{ pose: { heading: 1 } }, 'pose.heading', RULE.momentumMove, 'not a field we know'],
      [{ mat: 'N NNE' }, 'mat[1]', RULE.momentumEngine, 'mat token 2 must be a direction (N, NE, SE, S, SW, NW) or a rotation (cw, ccw); got "NNE"'],
      [{ mat: 'N N N N N' }, 'mat', RULE.momentumLimits, 'at most 4 linear and 2 rotation tokens'],
      [{ mat: 'cw cw cw' }, 'mat', RULE.momentumLimits, 'at most 4 linear and 2 rotation tokens'],
      [{ mat: { linear: [7] } }, 'mat.linear[0]', RULE.momentumEngine, 'a direction 0 (N) to 5 (NW)'],
      [{ mat: { rotational: 'cw' } }, 'mat.rotational', RULE.momentumEngine, 'a list'],
      [{ engine: 'left' }, 'engine', RULE.momentumEngine, 'an engine setting'],
      [{ seed: 'x' }, 'seed', 'engine/setup.seed', 'a whole number'],
      [{ speed: 3 }, 'speed', RULE.momentumEngine, 'not a field we know'],
    ];
    for (const [input, field, rule, words] of cases) {
      const refused = refusal(input);
      assert.notEqual(refused, 'accepted', JSON.stringify(input));
      if (refused === 'accepted') continue;
      assert.equal(refused.field, field, JSON.stringify(input));
      assert.equal(refused.rule, rule, JSON.stringify(input));
      assert.ok(refused.message.includes(words), `${JSON.stringify(input)}: ${refused.message}`);
    }
  });
});

describe('star-eater/momentum.move', () => {
  it('starts the whole ship on the board, blaming the column for a side and the row for the top or bottom', () => {
    const top = refusal({ pose: { column: 6, row: 0 } });
    assert.notEqual(top, 'accepted');
    if (top !== 'accepted') {
      assert.equal(top.field, 'pose.row');
      assert.equal(top.rule, RULE.momentumMove);
      assert.match(top.message, /the bow, port and starboard would be off the board/);
    }
    const side = refusal({ pose: { column: 0, row: 8, facing: 'N' } });
    assert.ok(side !== 'accepted' && side.field === 'pose.column');
    assert.equal(refusal({ pose: { column: 1, row: 1 } }), 'accepted');
    assert.equal(refusal({ pose: { column: 11, row: 15, facing: 'S' } }), 'accepted');
  });
});
