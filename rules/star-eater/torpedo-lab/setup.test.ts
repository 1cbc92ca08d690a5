import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation } from '../../engine/index.ts';
import { DEFAULT_TORPEDO_LAB, RULE, SAMPLE_FACTIONS, SAMPLE_TORPEDO, TORPEDO_PRESETS, boardPlaceOf, validateTorpedoLabSetup } from '../index.ts';

/** The field and rule a setup is refused with, or 'accepted'. */
function refusal(input: unknown): { field: string | null; rule: string; message: string } | 'accepted' {
  try {
    validateTorpedoLabSetup(input);
    return 'accepted';
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
}

describe('the torpedo lab setup', () => {
  it('gives the default torpedo, speed and warship, the seed 1 when left out', () => {
    const setup = validateTorpedoLabSetup({});
    assert.equal(setup.seed, 1);
    assert.equal(setup.preset, null);
    assert.deepEqual(boardPlaceOf(setup.torpedo), DEFAULT_TORPEDO_LAB.torpedo);
    assert.deepEqual(boardPlaceOf(setup.target), DEFAULT_TORPEDO_LAB.target);
    assert.equal(setup.speed, DEFAULT_TORPEDO_LAB.speed);
  });

  it('reads what a blogger types: facings by name or number, in any case', () => {
    const setup = validateTorpedoLabSetup({ seed: 2, torpedo: { column: 3, row: 10, facing: 'ne' }, speed: 5, target: { column: 9, row: 4, facing: '4' } });
    assert.deepEqual(boardPlaceOf(setup.torpedo), { column: 3, row: 10, facing: 1 });
    assert.deepEqual(boardPlaceOf(setup.target), { column: 9, row: 4, facing: 4 });
    assert.equal(setup.speed, 5);
  });

  it('takes a preset, and lets each field given beside it override it', () => {
    for (const preset of TORPEDO_PRESETS) {
      const setup = validateTorpedoLabSetup({ preset: preset.name });
      assert.deepEqual(boardPlaceOf(setup.torpedo), preset.torpedo);
      assert.deepEqual(boardPlaceOf(setup.target), preset.target);
      assert.equal(setup.speed, preset.speed);
    }
    const overridden = validateTorpedoLabSetup({ preset: 'Homing', speed: 2, target: { facing: 'S' } });
    assert.equal(overridden.preset, 'homing');
    assert.equal(overridden.speed, 2);
    assert.deepEqual(boardPlaceOf(overridden.target), { column: 9, row: 8, facing: 3 });
  });

  it('names the field of every refusal', () => {
    const cases: [input: unknown, field: string, rule: string, words: string][] = [
      [{ preset: 'fish' }, 'preset', RULE.torpedoTarget, 'preset must be one of homing, adjustment, straight-hit'],
      [{ torpedo: { column: 13 } }, 'torpedo.column', RULE.torpedoTarget, 'a whole number from 0 to 12'],
      [{ torpedo: { row: 'low' } }, 'torpedo.row', RULE.torpedoTarget, 'a whole number from 0 to 16'],
      [{ torpedo: { facing: 'up' } }, 'torpedo.facing', RULE.torpedoTarget, 'a direction: 0 to 5, or N, NE, SE, S, SW, NW'],
      [{ torpedo: { heading: 1 } }, 'torpedo.heading', RULE.torpedoTarget, 'not a field we know'],
      [{ speed: 0 }, 'speed', RULE.torpedoHoming, 'speed must be a whole number from 1 to 8'],
      [{ speed: 2.5 }, 'speed', RULE.torpedoHoming, 'a whole number from 1 to 8'],
      [{ target: { row: 0, facing: 'N' } }, 'target.row', RULE.torpedoTarget, 'the warship’s bow, port and starboard would be off the board'],
      [{ target: { column: 0, facing: 'N' } }, 'target.column', RULE.torpedoTarget, 'the warship’s port would be off the board'],
      [{ torpedo: { column: 6, row: 8 }, target: { column: 6, row: 7 } }, 'target.row', RULE.torpedoHit, 'the warship’s bow would cover the torpedo’s hex'],
      [{ seed: 'x' }, 'seed', 'engine/setup', 'seed'],
      [{ ships: 2 }, 'ships', RULE.torpedoTarget, 'not a field we know'],
    ];
    for (const [input, field, rule, words] of cases) {
      const refused = refusal(input);
      assert.notEqual(refused, 'accepted', JSON.stringify(input));
      if (refused === 'accepted') continue;
      assert.equal(refused.field, field, JSON.stringify(input));
      if (rule !== 'engine/setup') assert.equal(refused.rule, rule, JSON.stringify(input));
      assert.ok(refused.message.includes(words), `${JSON.stringify(input)}: ${refused.message}`);
    }
  });

  it('copies the sample torpedo card’s damage and speed', () => {
    const card = SAMPLE_FACTIONS.flatMap((faction) => faction.components).find((component) => component.weapon?.class === 'torpedo');
    assert.ok(card?.weapon);
    assert.equal(card.weapon.damage, SAMPLE_TORPEDO.damage);
    assert.equal(card.weapon.speed, SAMPLE_TORPEDO.speed);
  });
});
