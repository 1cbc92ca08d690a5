import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { VOLLEYS_PRESETS, readVolleys, tellVolleys } from '../../rules/torpedo/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, announced, copiedLink, log, openShared, expectAttributeProblems, expectPresetShown, failOnEscapedErrors, focused, part, parts, placeInColumn, press, shadow, smallTexts, text } from '../shared/test-support.ts';
import './torpedo-volleys.ts';
import type { TorpedoVolleys } from './torpedo-volleys.ts';

const shipIds = (el: TorpedoVolleys): (string | null)[] => parts(el, 'ship').map((entry) => entry.getAttribute('data-id'));
const wreckIds = (el: TorpedoVolleys): (string | null)[] => parts(el, 'wreck').map((entry) => entry.getAttribute('data-id'));
const shown = (el: TorpedoVolleys): string => text(shadow(el).querySelector('[part~="step-button"][aria-current="step"]'));

describe('<torpedo-volleys>', () => {
  failOnEscapedErrors();

  it('steps through the small, medium and large volleys: ships hit marked while their volley fires, gone after it', async () => {
    const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys preset="flies-on-past"></torpedo-volleys>`);
    expectPresetShown(el, VOLLEYS_PRESETS[2] ?? { title: '', description: '' }, '/torpedo/firing/');
    expect(shown(el)).to.equal('Before firing');
    expect(shipIds(el)).to.deep.equal(['S', 'M', 'L', 's']);
    expect(parts(el, 'shot')).to.have.length(0);
    expect(text(part(el, 'story'))).to.contain('the small ships first, then the mediums, then the larges');

    await press(el, 'next-button');
    expect(shown(el)).to.equal('Small volley');
    expect(parts(el, 'shot').map((shot) => shot.getAttribute('data-result'))).to.deep.equal(['sinks', 'miss']);
    // The medium is hit, crossed out, and still on the table while the volley fires.
    expect(shipIds(el)).to.deep.equal(['S', 'M', 'L', 's']);
    expect(shadow(el).querySelector('[data-id="M"] .sunk-cross')).to.not.equal(null);
    expect(text(part(el, 'story'))).to.contain('RS fires: its torpedo hits blue’s medium ship BM');
    expect(text(part(el, 'story'))).to.contain('BM is hit, but stays on the table until the volley is done');
    expect(part(el, 'story').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/fire.together');
    expect(announced(el)).to.equal('The small volley: RS sinks BM; BS misses.');

    await press(el, 'next-button');
    expect(shown(el)).to.equal('After the smalls');
    expect(shipIds(el)).to.deep.equal(['S', 'L', 's']);
    expect(wreckIds(el)).to.deep.equal(['M']);
    expect(text(part(el, 'story'))).to.contain('BM leaves the table: sunk in the small volley, it will never fire');

    await press(el, 'next-button');
    expect(shown(el)).to.equal('Medium volley');
    expect(text(part(el, 'story'))).to.contain('No medium ship is afloat: nobody fires in this volley. BM, sunk earlier, never fires.');

    await press(el, 'next-button');
    await press(el, 'next-button');
    expect(shown(el)).to.equal('Large volley');
    expect(text(part(el, 'story'))).to.contain('RL fires: its torpedo flies on past where BM was (sunk in an earlier volley) and hits blue’s small ship BS');
    expect(announced(el)).to.equal('The large volley: RL sinks BS, flying on past where BM was.');

    await press(el, 'next-button');
    expect(shown(el)).to.equal('Score');
    expect(shipIds(el)).to.deep.equal(['S', 'L']);
    expect(text(part(el, 'score'))).to.contain('Red has the most points of ships afloat: 4 points');
    expect([...part(el, 'score').querySelectorAll('tbody tr')].map((row) => text(row))).to.deep.equal(['red 1 small, 1 large 4', 'blue none 0']);
    expect(part(el, 'score').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/score.points');
    expect(text(part(el, 'key'))).to.contain('BS blue small — sunk in the large volley');
    await expect(el).to.be.accessible();

    await press(el, 'restart-button');
    expect(shown(el)).to.equal('Before firing');
    expect(el.state?.step).to.equal(0);
  });

  it('the state is the rules’ firing; a step button jumps to its step and the event says which', async () => {
    const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys preset="volley-at-once"></torpedo-volleys>`);
    expect(el.state?.story).to.deep.equal(tellVolleys(readVolleys({ preset: 'volley-at-once' })));
    const steps: unknown[] = [];
    el.addEventListener('rb-volleys-step', (event) => steps.push((event as CustomEvent).detail));
    const buttons = parts(el, 'step-button') as HTMLButtonElement[];
    expect(buttons.map((button) => text(button))).to.deep.equal(['Before firing', 'Small volley', 'After the smalls', 'Medium volley', 'After the mediums', 'Large volley', 'Score']);
    buttons[1]?.click();
    await el.updateComplete;
    expect(steps).to.deep.equal([{ step: 1, kind: 'volley', volley: 0 }]);
    expect(text(part(el, 'story'))).to.contain('BM is hit, but stays on the table');
    expect(parts(el, 'shot').map((shot) => shot.getAttribute('data-result'))).to.deep.equal(['sinks', 'sinks']);
  });

  it('the reader’s own table, typed in the short form; shared ties cite their rule', async () => {
    const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys table="small red 40 75 0; medium blue 150 75 90" field="200 120"></torpedo-volleys>`);
    expect(text(shadow(el).querySelector('h2'))).to.equal('The three volleys');
    expect(shadow(el).querySelector('[part~="description"]')).to.equal(null);
    expect(el.state?.lab.field).to.deep.equal({ width: 200, height: 120 });
    for (let i = 0; i < 6; i++) await press(el, 'next-button');
    expect(text(part(el, 'score'))).to.contain('Red has the most points of ships afloat: 1 point');
    const tie = await fixture<TorpedoVolleys>(html`<torpedo-volleys preset="shared-win"></torpedo-volleys>`);
    (parts(tie, 'step-button').at(-1) as HTMLButtonElement | undefined)?.click();
    await tie.updateComplete;
    expect(text(part(tie, 'score'))).to.contain('Red and blue tie with 4 points each');
    expect(part(tie, 'score').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/score.ties');
    await expect(tie).to.be.accessible();
  });

  it('keyboard: Tab to Next and press Enter and Space; Back at the first step is off, and focus stays on a button', async () => {
    const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys></torpedo-volleys>`);
    expect(part(el, 'back-button').getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'back-button');
    expect(el.state?.step).to.equal(0);
    part(el, 'next-button').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.step).to.equal(1);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.state?.step).to.equal(2);
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
    }
    expect(el.state?.step).to.equal(6);
    // The last Next became Start again in place: the focus is still on it.
    expect(focused(el)?.getAttribute('part')).to.contain('restart-button');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.step).to.equal(0);
  });

  it('every step is logged with its rule; Undo takes one back, Reset is logged, and a shared link replays the steps', async () => {
    const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys preset="flies-on-past"></torpedo-volleys>`);
    const steps: unknown[] = [];
    el.addEventListener('rb-volleys-step', (event) => steps.push((event as CustomEvent).detail));
    await press(el, 'next-button');
    await press(el, 'next-button');
    expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([
      ['The small volley: RS sinks BM; BS misses.', 'torpedo/fire.together'],
      ['After the small volley: BM leaves the table.', 'torpedo/fire.together'],
    ]);
    await press(el, 'undo-button');
    expect(shown(el)).to.equal('Small volley');
    expect(announced(el)).to.equal('Undone. The small volley: RS sinks BM; BS misses.');
    expect(steps.at(-1)).to.deep.equal({ step: 1, kind: 'volley', volley: 0 });
    await press(el, 'back-button');
    await press(el, 'back-button');
    expect(el.state?.step).to.equal(0);
    expect(announced(el)).to.equal('This is the first step: before firing.');
    expect(shadow(el).querySelector('[part~="refusal"]')).to.equal(null);
    (parts(el, 'step-button')[5] as HTMLButtonElement).click();
    await el.updateComplete;
    const link = await copiedLink(el);
    const [state, turns] = [el.state, el.turns];
    await press(el, 'reset-button');
    expect(el.state?.step).to.equal(0);
    expect(log(el).entries.at(-1)?.text).to.equal('Reset. Before firing: every ship on the table.');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('torpedo/fire.volleys');
    expect(steps.at(-1)).to.deep.equal({ step: 0, kind: 'start', volley: null });
    el.remove();
    const opened = await openShared<TorpedoVolleys>('torpedo-volleys', link);
    expect(opened.state).to.deep.equal(state);
    expect(opened.turns).to.deep.equal(turns);
    expect(shown(opened)).to.equal('Large volley');
  });

  it('bad attributes show a panel naming the attribute, never a crash', async () => {
    await expectAttributeProblems('torpedo-volleys', [
      ['preset', 'sideways', 'preset must be one of small-first'],
      ['table', 'small 200 120', 'table[0] must be a size, an owner'],
      ['table', 'small red 40 75 0; small red 45 75 0', 'table[1] cannot lie there'],
      ['table', 'large red 500 75 0', 'table[0] cannot lie there'],
      ['field', 'wide', 'field must be the width and the height'],
      ['field', '60 60', 'field'],
    ]);
  });
});

describe('<torpedo-volleys> in a docs column and on a phone', () => {
  it('every preset: at most ~1,200 px tall in a 632 px column, no text under 12 px there or on a phone', async function () {
    for (const preset of VOLLEYS_PRESETS) {
      const el = await placeInColumn<TorpedoVolleys>(html`<torpedo-volleys preset=${preset.name}></torpedo-volleys>`, DOCS_COLUMN_PX);
      for (let i = 0; i < 6; i++) await press(el, 'next-button');
      expect(el.getBoundingClientRect().height, preset.name).to.be.at.most(1_200);
      expect(smallTexts(el.shadowRoot ?? el), preset.name).to.deep.equal([]);
      const phone = await placeInColumn<TorpedoVolleys>(html`<torpedo-volleys preset=${preset.name}></torpedo-volleys>`, PHONE_COLUMN_PX);
      expect(smallTexts(phone.shadowRoot ?? phone), `${preset.name} on a phone`).to.deep.equal([]);
      expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_COLUMN_PX + 0.5);
    }
  });
});

describe('<torpedo-volleys> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async () => {
    for (const [preset, seed] of [['small-first', 1], ['flies-on-past', 2], ['shared-win', 3]] as const) {
      const el = await fixture<TorpedoVolleys>(html`<torpedo-volleys preset=${preset}></torpedo-volleys>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
