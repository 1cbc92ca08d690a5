import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALPHA_CORE,
  BETA_CORE_IS_SAMPLE,
  MAX_ADDED_ICONS,
  SAMPLE_BETA_CORE,
  TEMPLATE_PRESETS,
  ZONES,
  countIcons,
  formatTemplate,
  parseTemplate,
  parseZoneLine,
  templatePreset,
  validateTemplate,
  zoneValues,
} from './index.ts';
import { refusal } from './test-support.ts';

const ALPHA_TEXT = ['A): e ddd', 'B): ee dd', 'C): a eee d', 'D): aa ee', 'E): aaa e'];

describe('steamwork-arena/setup.template', () => {
  it('reads a zone line: lower case printed, capitals added', () => {
    const { zone, icons } = parseZoneLine('C): a eeeEE d');
    assert.equal(zone, 'C');
    assert.deepEqual(
      icons.map(({ icon, added }) => `${icon}${added ? '+' : ''}`),
      ['a', 'e', 'e', 'e', 'e+', 'e+', 'd'],
    );
  });

  it('writes every rulebook line back unchanged', () => {
    assert.equal(formatTemplate(parseTemplate(ALPHA_TEXT)), ALPHA_TEXT.join('\n'));
    for (const preset of TEMPLATE_PRESETS) assert.equal(formatTemplate(preset.template), preset.lines.join('\n'), preset.id);
  });

  it('refuses an unknown icon, naming the zone', () => {
    assert.throws(() => parseTemplate(['A): e ddd', 'B): ee dd', 'C): a eee x', 'D): aa ee', 'E): aaa e']), refusal('steamwork-arena/setup.template', 'template.zones.C', /"x" is not an icon/));
    assert.throws(
      () => validateTemplate({ core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eee d', D: 'aa ee', E: [{ icon: 'z' }] } }),
      refusal('steamwork-arena/setup.template', 'template.zones.E[0].icon'),
    );
  });

  it('refuses a missing, repeated or unknown zone, and a line that is not a zone', () => {
    assert.throws(() => parseTemplate(ALPHA_TEXT.slice(0, 4)), refusal('steamwork-arena/setup.template', 'template.zones.E', /missing/));
    assert.throws(() => parseTemplate([...ALPHA_TEXT, 'C): a']), refusal('steamwork-arena/setup.template', 'template.zones.C', /twice/));
    assert.throws(() => parseTemplate([...ALPHA_TEXT, 'F): a']), refusal('steamwork-arena/setup.template', 'template'));
    assert.throws(() => parseTemplate(['(D): aa ee']), refusal('steamwork-arena/setup.template', 'template'));
    assert.throws(() => validateTemplate({ zones: { ...ALPHA_CORE.zones, F: 'a' } }), refusal('steamwork-arena/setup.template', 'template.zones.F'));
    assert.throws(() => validateTemplate('e ddd'), refusal('steamwork-arena/setup.template', 'template'));
    assert.throws(() => validateTemplate({ core: 'alpha' }), refusal('steamwork-arena/setup.template', 'template.zones'));
  });

  it('refuses a misspelt key in a template\'s JSON, naming it, instead of ignoring it', () => {
    assert.throws(() => validateTemplate({ core: 'alpha', zone: ALPHA_CORE.zones }), refusal('steamwork-arena/setup.template', 'template.zone', /template\.zone is not a field we know; template has core, zones\./));
    const zones = { ...ALPHA_CORE.zones, E: [{ icon: 'a', addded: true }] };
    assert.throws(() => validateTemplate({ core: 'alpha', zones }), refusal('steamwork-arena/setup.template', 'template.zones.E[0].addded', /is not a field we know/));
    assert.throws(() => validateTemplate({ core: 'alpha', zones: { ...ALPHA_CORE.zones, E: ['a'] } }), refusal('steamwork-arena/setup.template', 'template.zones.E[0]', /must be an object/));
  });

  it('accepts JSON zones as notation strings or icon lists', () => {
    const fromStrings = validateTemplate({ core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eee d', D: 'aa ee', E: 'aaa e' } });
    assert.deepEqual(fromStrings, ALPHA_CORE);
    assert.deepEqual(validateTemplate(JSON.parse(JSON.stringify(ALPHA_CORE))), ALPHA_CORE);
  });
});

describe('steamwork-arena/setup.cores', () => {
  it('the alpha core is as printed: 21 icons, 6 attack, 9 energy, 6 defense', () => {
    assert.equal(formatTemplate(ALPHA_CORE), ALPHA_TEXT.join('\n'));
    const totals = ZONES.map((zone) => zoneValues(ALPHA_CORE, zone)).reduce((sum, v) => ({ attack: sum.attack + v.attack, energy: sum.energy + v.energy, defense: sum.defense + v.defense }));
    assert.deepEqual(totals, { attack: 6, energy: 9, defense: 6 });
    assert.deepEqual(countIcons(ALPHA_CORE), { printed: 21, added: 0 });
  });

  it('the beta core is labelled sample, has as many icons as alpha, and a different shape', () => {
    assert.equal(BETA_CORE_IS_SAMPLE, true);
    assert.equal(SAMPLE_BETA_CORE.core, 'beta');
    assert.deepEqual(countIcons(SAMPLE_BETA_CORE), countIcons(ALPHA_CORE));
    assert.notEqual(formatTemplate(SAMPLE_BETA_CORE), formatTemplate(ALPHA_CORE));
    // Defense-heavy low zones, energy-rich high ones.
    assert.ok(zoneValues(SAMPLE_BETA_CORE, 'A').defense > zoneValues(ALPHA_CORE, 'A').defense);
    assert.ok(zoneValues(SAMPLE_BETA_CORE, 'E').energy > zoneValues(ALPHA_CORE, 'E').energy);
  });

  it('refuses an unknown core, naming template.core', () => {
    assert.throws(() => validateTemplate({ core: 'gamma', zones: ALPHA_CORE.zones }), refusal('steamwork-arena/setup.cores', 'template.core'));
  });

  it('customises a beta template against the beta core', () => {
    const beta = parseTemplate('A): dddd\nB): e dd\nC): aaAA ee d\nD): a eee\nE): a eeee', { core: 'beta' });
    assert.deepEqual(countIcons(beta), { printed: 21, added: 2 });
    assert.throws(() => parseTemplate(ALPHA_TEXT, { core: 'beta' }), refusal('steamwork-arena/setup.customise', 'template.zones.A'));
  });
});

describe('steamwork-arena/setup.customise', () => {
  for (const preset of TEMPLATE_PRESETS) {
    it(`${preset.title} parses with at most ${MAX_ADDED_ICONS} added icons and keeps the alpha core`, () => {
      const { printed, added } = countIcons(preset.template);
      assert.ok(added <= MAX_ADDED_ICONS);
      assert.equal(added, 6);
      assert.equal(printed, 21);
    });
  }

  it('records an interpretation for each garbled line, and only there', () => {
    for (const preset of TEMPLATE_PRESETS) {
      const changed = preset.printed.filter((line, index) => line !== preset.lines[index]);
      assert.equal(changed.length > 0, preset.interpretations.length > 0, preset.id);
    }
    const early = templatePreset('early-aggression');
    assert.equal(early?.printed[3], '(D): aa ee');
    assert.equal(early.lines[3], 'D): aa ee');
    const charge = templatePreset('charge');
    assert.deepEqual(charge?.printed.slice(2, 4), ['D): a eee d', 'D): aa ee']);
    assert.equal(formatTemplate(charge.template).split('\n')[2], 'C): a eee d');
    // Read as printed, the garbled examples are refused.
    assert.throws(() => parseTemplate(charge.printed), refusal('steamwork-arena/setup.template', 'template.zones.D'));
    assert.throws(() => parseTemplate(early.printed), refusal('steamwork-arena/setup.template', 'template'));
  });

  it('refuses a seventh added icon, naming the zone that brings it', () => {
    const seven = ['A): A e ddd', 'B): A ee dd', 'C): a eeeEE d', 'D): aa ee D', 'E): aaa e DD'];
    assert.throws(() => parseTemplate(seven), refusal('steamwork-arena/setup.customise', 'template.zones.E', /at most 6 added icons/));
    assert.throws(
      () => validateTemplate({ core: 'alpha', zones: { ...ALPHA_CORE.zones, C: 'aAAAAAA eeeE d' } }),
      refusal('steamwork-arena/setup.customise', 'template.zones.C'),
    );
  });

  it('refuses a template whose printed icons are not its core\'s', () => {
    assert.throws(() => parseTemplate(['A): e ddd', 'B): ee dd', 'C): aa eee d', 'D): aa ee', 'E): aaa e']), refusal('steamwork-arena/setup.customise', 'template.zones.C', /only adds icons/));
    assert.throws(() => parseTemplate(['A): e dd', 'B): ee dd', 'C): a eee d', 'D): aa ee', 'E): aaa e']), refusal('steamwork-arena/setup.customise', 'template.zones.A'));
    // A designer's own core skips the check.
    assert.equal(countIcons(parseTemplate(['A): aa', 'B): e', 'C): ', 'D): d', 'E): eeE'], { checkCore: false })).added, 1);
  });
});
