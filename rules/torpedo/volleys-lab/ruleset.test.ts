import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { RULE, VOLLEY_STEPS, VOLLEYS_PRESET_NAMES, readVolleys, ruleById, tellVolleys, volleysLab, type VolleysLabCommand } from '../index.ts';

describe('the volleys lab as a ruleset', () => {
  it('starts before firing on the table the setup gives, its firing told by the rules', () => {
    const state = volleysLab.initialState({ seed: 2, preset: 'flies-on-past' });
    const lab = readVolleys({ preset: 'flies-on-past' });
    assert.deepEqual(state, { lab, story: tellVolleys(lab), step: 0 });
    assert.throws(() => volleysLab.initialState({ seed: 1, table: 7 } as unknown as { seed: number }), (error) => error instanceof RuleViolation && error.field === 'table');
  });

  it('shows any step, citing the rule it shows; refuses a step there is not, naming the field; reset goes back to the table', () => {
    const engine = createEngine(volleysLab, { seed: 1 });
    const cited = VOLLEY_STEPS.map((_, step) => {
      const result = engine.dispatch({ type: 'step', step });
      assert.ok(result.ok);
      return result.events[0]?.rule;
    });
    assert.deepEqual(cited, [RULE.volleys, RULE.together, RULE.together, RULE.together, RULE.together, RULE.together, RULE.points]);
    const refused = engine.dispatch({ type: 'step', step: VOLLEY_STEPS.length });
    assert.ok(!refused.ok);
    assert.equal(refused.violation.field, 'step');
    assert.equal(refused.violation.rule, RULE.volleys);
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.equal(engine.state.step, 0);
  });
});

const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('step'), step: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.jsonValue()) }),
  fc.constant({ type: 'reset' }),
  fc.record({ type: fc.oneof(fc.constantFrom('step', 'next', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

describe('the volleys lab under random commands', () => {
  it('always shows a step there is, never changes the firing, refuses without changing anything, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VOLLEYS_PRESET_NAMES), fc.array(commandArbitrary, { maxLength: 20 }), (preset, commands) => {
        const engine = createEngine(volleysLab, { seed: 1, preset });
        const { story } = engine.state;
        for (const command of commands) {
          const before = engine.state;
          const result = engine.dispatch(command as VolleysLabCommand);
          if (!result.ok) {
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), result.violation.rule);
            assert.equal(engine.state, before);
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), event.rule);
          assert.ok(engine.state.step >= 0 && engine.state.step < VOLLEY_STEPS.length);
          assert.equal(engine.state.story, story, 'stepping never fires the table again');
        }
        assert.deepStrictEqual(replay(volleysLab, { seed: 1, preset }, engine.log), engine.state);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
