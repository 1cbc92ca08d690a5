import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  ALPHA_CORE,
  MAX_ADDED_ICONS,
  SAMPLE_BETA_CORE,
  TEMPLATE_PRESETS,
  ZONES,
  formatTemplate,
  inverseLength,
  rangedReach,
  shiftCost,
  zoneValues,
  type Template,
} from '../../rules/steamwork-arena/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { announced, copiedLink, failOnEscapedErrors, log, openShared, shadow, text, waitFor } from '../shared/test-support.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import './steamwork-arena-template.ts';
import type { SteamworkArenaTemplate } from './steamwork-arena-template.ts';

function row(el: SteamworkArenaTemplate, zone: string): HTMLTableRowElement {
  const found = shadow(el).querySelector<HTMLTableRowElement>(`[part="zones"] tr[data-zone="${zone}"]`);
  if (found === null) throw new Error(`no zone ${zone}`);
  return found;
}

function valuesShown(el: SteamworkArenaTemplate, zone: string): string {
  const cell = (name: string): string => text(row(el, zone).querySelector(`[data-value="${name}"]`));
  return `${cell('attack')}/${cell('energy')}/${cell('defense')}`;
}

function editButton(el: SteamworkArenaTemplate, kind: 'add' | 'remove', zone: string, icon: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(`button[part~="${kind}-button"][data-zone="${zone}"][data-icon="${icon}"]`);
  if (found === null) throw new Error(`no ${kind} ${icon} button in ${zone}`);
  return found;
}

/** One of the shell's buttons: Undo, Reset, Copy link. */
function shellButton(el: SteamworkArenaTemplate, part: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(`button[part~="${part}"]`);
  if (found === null) throw new Error(`no ${part}`);
  return found;
}

async function press(el: SteamworkArenaTemplate, found: HTMLButtonElement): Promise<void> {
  found.click();
  await el.updateComplete;
}

function area(el: SteamworkArenaTemplate, id: string): HTMLTextAreaElement {
  const found = shadow(el).querySelector<HTMLTextAreaElement>(`#${id}`);
  if (found === null) throw new Error(`no #${id}`);
  return found;
}

async function importText(el: SteamworkArenaTemplate, value: string): Promise<void> {
  const input = area(el, 'import-text');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await el.updateComplete;
  shadow(el).querySelector<HTMLButtonElement>('button[part~="import-button"]')?.click();
  await el.updateComplete;
}

function sameIcons(a: Template | null, b: Template): boolean {
  return a !== null && formatTemplate(a) === formatTemplate(b) && a.core === b.core;
}

describe('<steamwork-arena-template>', () => {
  failOnEscapedErrors();

  it('shows the alpha core by default, every zone value from the rules', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    expect(sameIcons(el.currentTemplate, ALPHA_CORE)).to.equal(true);
    for (const zone of ZONES) {
      const values = zoneValues(ALPHA_CORE, zone);
      expect(valuesShown(el, zone)).to.equal(`${String(values.attack)}/${String(values.energy)}/${String(values.defense)}`);
    }
    expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^0 of 6 added/);
    expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
    // Each icon names its kind in text, not by colour alone.
    expect(text(row(el, 'A').querySelector('.icons'))).to.equal('● e energy ■ d defense ■ d defense ■ d defense');
  });

  it('labels the beta core as sample data', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template core="beta"></steamwork-arena-template>`);
    expect(sameIcons(el.currentTemplate, SAMPLE_BETA_CORE)).to.equal(true);
    expect(text(shadow(el).querySelector('[data-sample]'))).to.contain('Sample data');
    expect(text(shadow(el).querySelector('h2'))).to.contain('sample');
  });

  it('shows each preset with its zone values; Early aggression zone C is 6/4/1', async () => {
    for (const preset of TEMPLATE_PRESETS) {
      const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset=${preset.id}></steamwork-arena-template>`);
      expect(text(shadow(el).querySelector('h2'))).to.contain(preset.title);
      for (const zone of ZONES) {
        const values = zoneValues(preset.template, zone);
        expect(valuesShown(el, zone)).to.equal(`${String(values.attack)}/${String(values.energy)}/${String(values.defense)}`, `${preset.id} ${zone}`);
      }
      expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^6 of 6 added/);
    }
    const early = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset="early-aggression"></steamwork-arena-template>`);
    expect(valuesShown(early, 'C')).to.equal('6/4/1');
    expect(shadow(early).querySelectorAll('tr[data-zone="C"] [part~="icon-added"]').length).to.equal(6);
  });

  it('adds icons up to six, then refuses the seventh with the rule id', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    for (let i = 0; i < MAX_ADDED_ICONS; i++) await press(el, editButton(el, 'add', 'E', 'a'));
    expect(valuesShown(el, 'E')).to.equal('9/1/0');
    expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^6 of 6 added/);
    expect(shadow(el).querySelector('[part="refusal"]')).to.equal(null);
    await press(el, editButton(el, 'add', 'A', 'd'));
    expect(valuesShown(el, 'A')).to.equal('0/1/3');
    expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^6 of 6 added/);
    const refusal = text(shadow(el).querySelector('[part="refusal"]'));
    expect(refusal).to.contain('at most 6 added icons');
    expect(refusal).to.contain('steamwork-arena/setup.customise');
  });

  it('removes an added icon, never a printed one', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset="balanced-mode"></steamwork-arena-template>`);
    expect(valuesShown(el, 'A')).to.equal('1/1/3');
    await press(el, editButton(el, 'remove', 'A', 'a'));
    expect(valuesShown(el, 'A')).to.equal('0/1/3');
    expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^5 of 6 added/);
    const printed = editButton(el, 'remove', 'A', 'd');
    expect(printed.getAttribute('aria-disabled')).to.equal('true');
    await press(el, printed);
    expect(valuesShown(el, 'A')).to.equal('0/1/3');
    expect(text(shadow(el).querySelector('[part="refusal"]'))).to.contain('printed icons stay');
    // Adding again after the refusal is accepted and clears it.
    await press(el, editButton(el, 'add', 'A', 'a'));
    expect(text(shadow(el).querySelector('.icons'))).to.match(/^▲ A attack \(added\)/);
    expect(shadow(el).querySelector('[part="refusal"]')).to.equal(null);
  });

  it('shows shift costs from the chosen mode and the ranged reach of every mode', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    const select = shadow(el).querySelector<HTMLSelectElement>('select[part="mode-select"]');
    if (select === null) throw new Error('no mode select');
    select.value = 'A';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    for (const zone of ZONES) expect(text(row(el, zone).querySelector('[data-value="shift"]'))).to.equal(String(shiftCost('A', zone)));
    for (const mode of ZONES) {
      const cells = [...shadow(el).querySelectorAll(`[part="reach"] tr[data-mode="${mode}"] td`)].map((cell) => text(cell));
      expect(cells).to.deep.equal([`${inverseLength(mode)}-lengths`, ...[1, 2, 3].map((energy) => `${String(rangedReach(mode, energy))}″`)]);
    }
  });

  it('exports notation and JSON that import back to the same template', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset="power-to-burn"></steamwork-arena-template>`);
    const start = el.currentTemplate;
    if (start === null) throw new Error('no template');
    const notation = area(el, 'export-notation');
    const json = area(el, 'export-json');
    expect(notation.readOnly).to.equal(true);
    expect(json.readOnly).to.equal(true);
    expect(notation.value).to.equal(formatTemplate(start));
    const notationText = notation.value;
    const jsonText = json.value;
    await press(el, editButton(el, 'remove', 'E', 'e'));
    expect(sameIcons(el.currentTemplate, start)).to.equal(false);
    await importText(el, notationText);
    expect(sameIcons(el.currentTemplate, start)).to.equal(true);
    await press(el, editButton(el, 'remove', 'E', 'e'));
    await importText(el, jsonText);
    expect(sameIcons(el.currentTemplate, start)).to.equal(true);
    expect(area(el, 'export-json').value).to.equal(jsonText);
    expect(shadow(el).querySelector('#import-problem')).to.equal(null);
  });

  it('refuses a bad import, naming the field', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    await importText(el, '{"zones":{"A":"e ddd","B":"ee dd","C":"a eee x","D":"aa ee","E":"aaa e"}}');
    expect(text(shadow(el).querySelector('#import-problem'))).to.contain('template.zones.C');
    expect(area(el, 'import-text').getAttribute('aria-invalid')).to.equal('true');
    await importText(el, 'A): e ddd\nB): ee dd\nC): a eee d\nD): aa ee\nE): aaa AAAAAAA e');
    expect(text(shadow(el).querySelector('#import-problem'))).to.contain('template.zones.E');
    expect(sameIcons(el.currentTemplate, ALPHA_CORE)).to.equal(true);
    await importText(el, '{not json');
    expect(text(shadow(el).querySelector('#import-problem'))).to.contain('not valid JSON');
  });

  it('shows a panel naming the attribute for bad attributes, and never throws', async () => {
    const cases: [string, string, string][] = [
      ['core', 'gamma', 'core'],
      ['preset', 'nonsense', 'preset'],
      ['template', '{oops', 'template'],
      ['template', '{"zones":{"A":"e ddd"}}', 'template'],
    ];
    for (const [attribute, value, named] of cases) {
      const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
      el.setAttribute(attribute, value);
      await el.updateComplete;
      const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel?.attribute, `${attribute}=${value}`).to.equal(named);
      expect(el.currentTemplate).to.equal(null);
      el.removeAttribute(attribute);
      await el.updateComplete;
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
    }
  });

  it('takes a template attribute, with its added icons', async () => {
    const el = await fixture<SteamworkArenaTemplate>(
      html`<steamwork-arena-template template='{"zones":{"A":"e ddd","B":"ee dd","C":"a eeeEE d","D":"aa ee","E":"aaa e"}}'></steamwork-arena-template>`,
    );
    expect(valuesShown(el, 'C')).to.equal('1/5/1');
    expect(text(shadow(el).querySelector('[part="count"]'))).to.match(/^2 of 6 added/);
  });

  it('is keyboard operable, and copying never throws', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    editButton(el, 'add', 'B', 'e').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(valuesShown(el, 'B')).to.equal('0/3/2');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(valuesShown(el, 'B')).to.equal('0/4/2');
    expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('2 of 6 added');
    // Export and import are collapsed at first: their summary opens them from the keyboard.
    const details = shadow(el).querySelector<HTMLDetailsElement>('details[data-details="export-import"]');
    details?.querySelector('summary')?.focus();
    await sendKeys({ press: 'Enter' });
    expect(details?.open).to.equal(true);
    for (const copy of shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="copy-button"]')) copy.click();
    await waitFor(() => /(Copied|Could not copy)/.test(text(shadow(el).querySelector('[aria-live="polite"]'))), 'the copy was never reported');
  });

  it('shows the zones and the key at first; the reach table and export/import wait under their summaries', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    const summaries = [...shadow(el).querySelectorAll<HTMLDetailsElement>('details')].map((details) => [text(details.querySelector('summary')), details.open]);
    expect(summaries).to.deep.equal([
      ['Ranged reach of each mode', false],
      ['Export or import the template (notation, JSON)', false],
    ]);
    expect(shadow(el).querySelector('[part="reach"]')?.closest('details')).to.not.equal(null);
    expect(shadow(el).querySelector('[part="export"]')?.closest('details')).to.not.equal(null);
    expect(shadow(el).querySelector('[part="import"]')?.closest('details')).to.not.equal(null);
    expect(text(shadow(el).querySelector('[data-key]'))).to.contain('a attack');
    expect(shadow(el).querySelector('[part="zones"]')?.closest('details')).to.equal(null);
  });

  it('logs every change with its rule; Undo takes one back, Reset is logged, and both fire rb-template-change', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
    const fired: Template[] = [];
    el.addEventListener('rb-template-change', (event) => fired.push((event as CustomEvent<{ template: Template }>).detail.template));
    await press(el, editButton(el, 'add', 'B', 'e'));
    expect(announced(el)).to.equal('Added energy to zone B. 1 of 6 added.');
    await press(el, editButton(el, 'remove', 'B', 'd'));
    await press(el, editButton(el, 'add', 'D', 'a'));
    expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([
      ['Customised the template: 1 of 6 added.', 'steamwork-arena/setup.customise'],
      [log(el).entries[1]?.text, 'steamwork-arena/setup.customise'],
      ['Customised the template: 2 of 6 added.', 'steamwork-arena/setup.customise'],
    ]);
    expect(log(el).entries[1]?.text).to.contain('printed icons stay');
    expect(fired).to.have.length(2);
    await press(el, shellButton(el, 'undo-button'));
    expect(valuesShown(el, 'D')).to.equal('2/2/0');
    expect(announced(el)).to.equal('Undone. 1 of 6 added; current mode C.');
    expect(fired).to.have.length(3);
    await press(el, shellButton(el, 'reset-button'));
    expect(sameIcons(el.currentTemplate, ALPHA_CORE)).to.equal(true);
    expect(log(el).entries.at(-1)?.text).to.equal('Back to the starting template, in mode C.');
    expect(fired).to.have.length(4);
  });

  it('the current mode is a command of the lab: logged, undone, reset, and carried by a shared link', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset="charge"></steamwork-arena-template>`);
    const select = (): HTMLSelectElement => {
      const found = shadow(el).querySelector<HTMLSelectElement>('select[part="mode-select"]');
      if (found === null) throw new Error('no mode select');
      return found;
    };
    select().value = 'E';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(el.mode).to.equal('E');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('steamwork-arena/round.shift');
    expect(announced(el)).to.equal('Current mode E: shift costs and reach updated.');
    await press(el, editButton(el, 'remove', 'E', 'a'));
    await press(el, shellButton(el, 'undo-button'));
    expect(el.mode).to.equal('E');
    await press(el, editButton(el, 'remove', 'E', 'a'));
    const link = await copiedLink(el);
    const [state, turns] = [el.state, el.turns];
    await press(el, shellButton(el, 'reset-button'));
    expect(el.mode).to.equal('C');
    expect(select().value).to.equal('C');
    el.remove();
    const opened = await openShared<SteamworkArenaTemplate>('steamwork-arena-template', link);
    expect(opened.state).to.deep.equal(state);
    expect(opened.turns).to.deep.equal(turns);
    expect(text(shadow(opened).querySelector('tr.current th'))).to.contain('E');
  });

  it('passes an axe audit', async () => {
    const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template preset="charge"></steamwork-arena-template>`);
    await expect(el).to.be.accessible();
    await press(el, editButton(el, 'add', 'A', 'a'));
    await importText(el, 'nonsense');
    await expect(el).to.be.accessible();
  });
});

describe('<steamwork-arena-template> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async function () {
    // Forty clicks and an axe run every twenty, three times: more than the default 5 s on a busy machine.
    for (const seed of [1, 2, 3]) {
      const el = await fixture<SteamworkArenaTemplate>(html`<steamwork-arena-template></steamwork-arena-template>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
