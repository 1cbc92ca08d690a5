import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  ALPHA_CORE,
  MAX_ADDED_ICONS,
  RULE,
  SAMPLE_BETA_CORE,
  TEMPLATE_LAB_PRESETS,
  countIcons,
  readTemplateLabSetup,
  ruleById,
  templateLab,
  validateTemplate,
  type TemplateLabCommand,
} from '../index.ts';

function refusal(input: unknown): RuleViolation {
  try {
    readTemplateLabSetup(input);
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail(`${JSON.stringify(input)} was accepted`);
}

describe('the template lab setup', () => {
  it('starts from the core, a preset or a template given, and names the field it refuses', () => {
    assert.deepEqual(readTemplateLabSetup({}), { seed: 1, preset: null, template: ALPHA_CORE });
    assert.equal(readTemplateLabSetup({ core: 'beta' }).template, SAMPLE_BETA_CORE);
    const preset = TEMPLATE_LAB_PRESETS[1];
    assert.ok(preset !== undefined);
    assert.equal(readTemplateLabSetup({ preset: preset.name }).template, preset.template);
    assert.equal(readTemplateLabSetup({ template: '{"zones":{"A":"e ddd","B":"ee dd","C":"a eeeEE d","D":"aa ee","E":"aaa e"}}' }).template.zones.C.length, 7);
    assert.equal(refusal({ core: 'gamma' }).field, 'core');
    assert.equal(refusal({ preset: 'nonsense' }).field, 'preset');
    assert.equal(refusal({ preset: preset.name, core: 'beta' }).field, 'preset');
    assert.equal(refusal({ template: '{oops' }).field, 'template');
    assert.match(refusal({ template: '{"zones":{"A":"e ddd"}}' }).field ?? '', /^template/);
    assert.equal(refusal({ seed: 'x' }).field, 'seed');
    assert.equal(refusal({ cores: 'alpha' }).field, 'cores');
  });

  it('every preset is named, described and cites the customising rule', () => {
    for (const preset of TEMPLATE_LAB_PRESETS) {
      assert.equal(preset.name, preset.id);
      assert.ok(preset.description.length > 0 && preset.title.length > 0);
      assert.equal(preset.rule, RULE.customise);
    }
  });
});

describe('the template lab as a ruleset', () => {
  it('adds and rubs out icons under setup.customise, refuses a seventh and a printed one, imports, and resets', () => {
    const engine = createEngine(templateLab, { seed: 1 });
    for (let added = 0; added < MAX_ADDED_ICONS; added++) assert.ok(engine.dispatch({ type: 'add', zone: 'E', icon: 'a' }).ok);
    const seventh = engine.dispatch({ type: 'add', zone: 'A', icon: 'd' });
    assert.ok(!seventh.ok);
    assert.equal(seventh.violation.rule, RULE.customise);
    assert.ok(engine.dispatch({ type: 'remove', zone: 'E', icon: 'a' }).ok);
    const printed = engine.dispatch({ type: 'remove', zone: 'A', icon: 'e' });
    assert.ok(!printed.ok);
    assert.equal(printed.violation.field, 'icon');
    assert.deepEqual(engine.log.map((event) => event.rule).at(-1), RULE.customise);
    const imported = engine.dispatch({ type: 'import', text: 'A): e ddd\nB): ee dd\nC): a eeeEE d\nD): aa ee\nE): aaa e' });
    assert.ok(imported.ok);
    assert.equal(imported.events[0]?.rule, RULE.template);
    const notJson = engine.dispatch({ type: 'import', text: '{not json' });
    assert.ok(!notJson.ok);
    assert.match(notJson.violation.message, /not valid JSON/);
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.equal(engine.state.template, ALPHA_CORE);
  });
});

const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constantFrom('add', 'remove'), zone: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'), icon: fc.constantFrom('a', 'e', 'd', 'x') }),
  fc.record({ type: fc.constant('import'), text: fc.oneof(fc.constantFrom('A): e ddd\nB): ee dd\nC): a eee d\nD): aa ee\nE): aaa AAAAAAA e', '{"zones":{"A":"e ddd"}}', ''), fc.string()) }),
  fc.constant({ type: 'reset' }),
  fc.record({ type: fc.oneof(fc.constantFrom('add', 'mode', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

describe('the template lab under random commands', () => {
  it('keeps a template the rules allow, refuses without changing anything, cites mapped rules, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom('alpha', 'beta'), fc.array(commandArbitrary, { maxLength: 30 }), (core, commands) => {
        const engine = createEngine(templateLab, { seed: 1, core });
        for (const command of commands) {
          const before = engine.state;
          const result = engine.dispatch(command as TemplateLabCommand);
          if (!result.ok) {
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), result.violation.rule);
            assert.equal(engine.state, before);
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), event.rule);
          assert.ok(countIcons(engine.state.template).added <= MAX_ADDED_ICONS);
          assert.deepEqual(validateTemplate(engine.state.template), engine.state.template);
        }
        assert.deepStrictEqual(replay(templateLab, { seed: 1, core }, engine.log), engine.state);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('the template lab’s current mode', () => {
  it('starts in C, takes any zone under round.shift, refuses another, and goes back to C on reset', () => {
    const engine = createEngine(templateLab, { seed: 1 });
    assert.equal(engine.state.mode, 'C');
    const chosen = engine.dispatch({ type: 'mode', mode: 'A' });
    assert.deepEqual(chosen.ok ? chosen.events : null, [{ type: 'mode-chosen', rule: RULE.shift, mode: 'A' }]);
    assert.equal(engine.state.mode, 'A');
    const refused = engine.dispatch({ type: 'mode', mode: 'F' as 'A' });
    assert.ok(!refused.ok);
    assert.equal(refused.violation.field, 'mode');
    assert.ok(engine.dispatch({ type: 'add', zone: 'B', icon: 'a' }).ok);
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.equal(engine.state.mode, 'C');
    assert.equal(engine.state.template, ALPHA_CORE);
  });
});
