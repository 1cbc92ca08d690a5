import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation } from '../../engine/index.ts';
import { COLLISION_PRESETS, DEFAULT_COLLISION_LAB, RULE, boardPlaceOf, hexAt, validateCollisionLabSetup } from '../index.ts';

function refusal(input: unknown): { field: string | null; rule: string; message: string } | 'accepted' {
  try {
    validateCollisionLabSetup(input);
    return 'accepted';
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
}

describe('the collision lab setup', () => {
  it('gives the default ships, no tokens and the seed 1 when left out', () => {
    const setup = validateCollisionLabSetup({});
    assert.equal(setup.seed, 1);
    assert.deepEqual(setup.ships.map((ship) => ship.id), ['A', 'B']);
    assert.deepEqual(boardPlaceOf(setup.ships[0]?.pose ?? { at: hexAt(0, 0), facing: 0 }), { column: 6, row: 12, facing: 0 });
    assert.deepEqual(setup.ships[1]?.mat, DEFAULT_COLLISION_LAB.b.mat);
    assert.deepEqual(setup.tokens, []);
  });

  it('reads what a blogger types: mats and facings in words, tokens as "kind column row damage"', () => {
    const setup = validateCollisionLabSetup({ a: { column: 3, row: 10, facing: 'ne', mat: 'N NE cw' }, b: { facing: 4, mat: 'none' }, tokens: 'projectile 3 6, squadron 8 8, Torpedo 9 3 2' });
    assert.deepEqual(setup.ships[0]?.mat, { linear: [0, 1], rotational: ['cw'] });
    assert.deepEqual(setup.ships[1]?.mat, { linear: [], rotational: [] });
    assert.deepEqual(
      setup.tokens.map((token) => [token.id, token.kind, token.damage]),
      [
        ['projectile 1', 'projectile', 3],
        ['squadron 1', 'squadron', 0],
        ['torpedo 1', 'torpedo', 2],
      ],
    );
    assert.deepEqual(setup.tokens[0]?.at, hexAt(3, 6));
    const listed = validateCollisionLabSetup({ tokens: [{ kind: 'squadron', column: 2, row: 2 }] });
    assert.equal(listed.tokens[0]?.damage, 0);
  });

  it('takes a preset, and lets each field given beside it override it', () => {
    for (const preset of COLLISION_PRESETS) {
      const setup = validateCollisionLabSetup({ preset: preset.name });
      assert.deepEqual(setup.ships.map((ship) => ({ ...boardPlaceOf(ship.pose), mat: ship.mat })), [preset.a, preset.b]);
      assert.equal(setup.tokens.length, preset.tokens.length);
    }
    const overridden = validateCollisionLabSetup({ preset: 'Projectile', tokens: 'none', a: { mat: 'N' } });
    assert.deepEqual(overridden.tokens, []);
    assert.deepEqual(overridden.ships[0]?.mat.linear, [0]);
  });

  it('names the field of every refusal', () => {
    const cases: [input: unknown, field: string, rule: string, words: string][] = [
      [{ preset: 'crash' }, 'preset', RULE.momentumMove, 'preset must be one of head-on, stopped, edge, projectile'],
      [{ a: { column: 13 } }, 'a.column', RULE.momentumMove, 'a whole number from 0 to 12'],
      [{ b: { row: 0, facing: 'N' } }, 'b.row', RULE.momentumMove, 'would be off the board'],
      [{ a: { facing: 'up' } }, 'a.facing', RULE.momentumEngine, 'a direction: 0 to 5'],
      [{ b: { mat: 'N X' } }, 'b.mat[1]', RULE.momentumEngine, 'b.mat token 2 must be a direction'],
      [{ a: { mat: 'N N N N N' } }, 'a.mat', RULE.momentumLimits, 'at most 4 linear and 2 rotation tokens'],
      [{ b: { column: 6, row: 11 } }, 'b.row', RULE.collisionWarship, 'the two warships start apart'],
      [{ tokens: 'mine 3 3' }, 'tokens[0].kind', RULE.collisionToken, 'a kind of small token: projectile, torpedo, squadron'],
      [{ tokens: 'projectile 3' }, 'tokens[0]', RULE.collisionToken, 'such as "projectile 6 9 3"'],
      [{ tokens: 'projectile 3 3, squadron 3 99' }, 'tokens[1].row', RULE.collisionToken, 'tokens token 2.row must be a whole number from 0 to 16'],
      [{ tokens: 'projectile 6 11' }, 'tokens[0]', RULE.collisionToken, 'is under ship A’s bow'],
      [{ tokens: 7 }, 'tokens', RULE.collisionToken, 'tokens in words'],
      [{ c: {} }, 'c', RULE.momentumMove, 'not a field we know'],
    ];
    for (const [input, field, rule, words] of cases) {
      const refused = refusal(input);
      assert.notEqual(refused, 'accepted', JSON.stringify(input));
      if (refused === 'accepted') continue;
      assert.equal(refused.field, field, `${JSON.stringify(input)}: ${refused.message}`);
      assert.equal(refused.rule, rule, JSON.stringify(input));
      assert.ok(refused.message.includes(words), `${JSON.stringify(input)}: ${refused.message}`);
    }
  });
});
