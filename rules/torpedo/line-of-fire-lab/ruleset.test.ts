import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { LINE_OF_FIRE_PRESET_NAMES, RULE, lineOfFireLab, placementProblem, readLineOfFire, ruleById, turnHeading, type LineOfFireLabCommand } from '../index.ts';

describe('the line-of-fire lab as a ruleset', () => {
  it('starts on the table the setup gives, reading the preset and the seed', () => {
    const lab = readLineOfFire({ preset: 'save-your-large' });
    assert.deepEqual(lineOfFireLab.initialState({ seed: 9, preset: 'save-your-large' }), { lab, start: lab.pieces });
    assert.throws(() => lineOfFireLab.initialState({ seed: 1, preset: 'nope' }), (error: { field?: unknown }) => error.field === 'preset');
  });

  it('moves and turns a ship where it could be placed (torpedo/place.pose), refuses it elsewhere under the rule it breaks, and resets', () => {
    const engine = createEngine(lineOfFireLab, { seed: 1, preset: 'save-your-large' });
    const start = engine.state;
    const spare = start.lab.pieces.find((piece) => piece.id === 'spare');
    assert.ok(spare !== undefined);
    const moved = engine.dispatch({ type: 'move', ship: 'spare', tip: { x: 110, y: 80 }, heading: turnHeading(spare.heading, 1) });
    assert.ok(moved.ok);
    assert.deepEqual(moved.events.map((event) => [event.type, event.rule]), [['ship-moved', RULE.pose]]);
    const off = engine.dispatch({ type: 'move', ship: 'spare', tip: { x: 300, y: 80 }, heading: spare.heading });
    assert.ok(!off.ok);
    assert.equal(off.violation.rule, RULE.inField);
    const nobody = engine.dispatch({ type: 'move', ship: 'ghost', tip: { x: 100, y: 80 }, heading: spare.heading });
    assert.ok(!nobody.ok);
    assert.equal(nobody.violation.field, 'ship');
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.deepEqual(engine.state, start);
  });
});

const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constant('move'),
    ship: fc.constantFrom('shooter', 'medium', 'shield', 'spare', 'large', 'friend', 'enemy', 'nobody'),
    tip: fc.record({ x: fc.integer({ min: -20, max: 260 }), y: fc.integer({ min: -20, max: 170 }) }),
    heading: fc.record({ x: fc.integer({ min: -2, max: 2 }), y: fc.integer({ min: -2, max: 2 }) }),
  }),
  fc.constant({ type: 'reset' }),
  fc.record({ type: fc.oneof(fc.constantFrom('move', 'turn', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

describe('the line-of-fire lab under random commands', () => {
  it('keeps every table one play could reach, refuses without changing anything, cites mapped rules, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINE_OF_FIRE_PRESET_NAMES), fc.array(commandArbitrary, { maxLength: 30 }), (preset, commands) => {
        const engine = createEngine(lineOfFireLab, { seed: 1, preset });
        for (const command of commands) {
          const before = engine.state;
          const result = engine.dispatch(command as LineOfFireLabCommand);
          if (!result.ok) {
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), result.violation.rule);
            assert.equal(engine.state, before);
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), event.rule);
        }
        const { pieces, field } = engine.state.lab;
        pieces.forEach((piece, index) => {
          assert.equal(placementProblem(pieces.slice(0, index), piece, field), null, `${piece.id} lies where play could put it`);
        });
        assert.deepStrictEqual(replay(lineOfFireLab, { seed: 1, preset }, engine.log), engine.state);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
