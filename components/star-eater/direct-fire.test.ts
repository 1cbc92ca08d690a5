import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_TARGET, directFire, directFireOdds, doesRollHit, hexAt, hexKey, type DirectFireSetup } from '../../rules/star-eater/index.ts';
import type { RbDieFace } from '../shared/rb-die-face.ts';
import { LabRun } from '../shared/lab-run.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { failOnEscapedErrors, focused, log, overlappingTexts, shadow, smallTexts, text } from '../shared/test-support.ts';
import { hexCentre } from './hex-board.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import './star-eater-direct-fire.ts';
import type { StarEaterDirectFire } from './star-eater-direct-fire.ts';

const AREA_TARGETS = JSON.stringify([
  { id: 's1', name: 'Squadron 1', kind: 'squadron', evasion: 2 },
  { id: 't1', name: 'Torpedo', kind: 'torpedo', evasion: 0 },
  { id: 'w1', name: 'Warship bow', kind: 'warship', evasion: 1 },
]);

function button(el: StarEaterDirectFire, part: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(`button[part~="${part}"]`);
  if (found === null) throw new Error(`no ${part}`);
  return found;
}

function numberInput(el: StarEaterDirectFire, name: 'accuracy' | 'evasion'): HTMLInputElement {
  const found = shadow(el).querySelector<HTMLInputElement>(`#${name}-input`);
  if (found === null) throw new Error(`no ${name} input`);
  return found;
}

function forcedFaceSelect(el: StarEaterDirectFire): HTMLSelectElement {
  const found = shadow(el).querySelector<HTMLSelectElement>('select[part="what-if-select"]');
  if (found === null) throw new Error('no what-if select');
  return found;
}

/** Types over whatever the input holds, key by key, as a reader would. */
async function typeInto(el: StarEaterDirectFire, input: HTMLInputElement, keys: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ type: keys });
  await el.updateComplete;
}

/** Chooses a what-if face: what the select does when the reader picks an option. */
async function chooseForcedFace(el: StarEaterDirectFire, face: string): Promise<void> {
  const select = forcedFaceSelect(el);
  select.focus();
  select.value = face;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

function oddsOnPage(el: StarEaterDirectFire): { formula: string; odds: string; hits: number } {
  return {
    formula: text(shadow(el).querySelector('code.filled')),
    odds: text(shadow(el).querySelector('[part="odds"]')),
    hits: shadow(el).querySelectorAll('[part~="face-hit"]').length,
  };
}

async function rollWithButton(el: StarEaterDirectFire): Promise<void> {
  button(el, 'roll-button').click();
  await el.updateComplete;
}

/** What the rules roll from the same setup, run as the lab runs them (LabRun): the widget must agree with the rules. */
function engineRolls(setup: DirectFireSetup, times: number): number[] {
  const run = new LabRun(directFire, directFire.initialState(setup));
  for (let i = 0; i < times; i++) run.dispatch({ type: 'roll' });
  return run.state.shots.map((shot) => shot.roll);
}

describe('<star-eater-direct-fire>', () => {
  failOnEscapedErrors();

  it('renders the defaults: accuracy 0 against an evasion 0 hull section', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire></star-eater-direct-fire>`);
    expect(el.state?.weapon.accuracy).to.equal(0);
    expect(el.state?.targets).to.deep.equal([DEFAULT_TARGET]);
    expect(el.state?.aim).to.equal(DEFAULT_TARGET.id);
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 0 − 0 = 6');
    expect(text(shadow(el).querySelector('[part="odds"]'))).to.equal('Hits on 7+ (6/12, 50%)');
    expect(shadow(el).querySelectorAll('[part~="face"]').length).to.equal(12);
    expect(text(shadow(el).querySelector('[part="targets"]'))).to.contain(DEFAULT_TARGET.name);
    expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
  });

  it('shows the exact odds of the rules for many accuracy and evasion pairs', async () => {
    const pairs: [number, number][] = [
      [0, 0],
      [3, 1],
      [1, 3],
      [0, 7],
      [6, 0],
      [5, 0],
      [0, 6],
      [0, 5],
      [12, 0],
      [0, 12],
      [12, 12],
    ];
    for (const [accuracy, evasion] of pairs) {
      const el = await fixture<StarEaterDirectFire>(
        html`<star-eater-direct-fire accuracy=${accuracy} evasion=${evasion}></star-eater-direct-fire>`,
      );
      const odds = directFireOdds({ accuracy, evasion });
      const faces = [...shadow(el).querySelectorAll<HTMLElement>('[part~="face"]')];
      expect(faces.map((face) => face.getAttribute('part')?.includes('face-hit'))).to.deep.equal(
        faces.map((_, index) => doesRollHit(index + 1, { accuracy, evasion })),
        `faces for ${String(accuracy)}/${String(evasion)}`,
      );
      // Each face says hit or miss in text and by symbol, not only by colour.
      for (const face of faces) expect(text(face)).to.match(/^\d+ (✓ hit|✗ miss)$/);
      expect(faces.filter((face) => text(face).endsWith('hit')).length).to.equal(odds.hits);
      const line = text(shadow(el).querySelector('[part="odds"]'));
      const percent = `${(odds.probability * 100).toFixed(1).replace(/\.0$/, '')}%`;
      const expected =
        odds.minimumRoll === null
          ? `Never hits (0/12, 0%)`
          : odds.hits === 12
            ? `Always hits (12/12, 100%)`
            : `Hits on ${String(odds.minimumRoll)}+ (${String(odds.hits)}/12, ${percent})`;
      expect(line).to.equal(expected);
    }
  });

  it('fills the formula in, a real minus sign for a number to beat below 0', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1"></star-eater-direct-fire>`);
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 1 − 3 = 4');
    expect(text(shadow(el).querySelector('[part="odds"]'))).to.equal('Hits on 5+ (8/12, 66.7%)');
    el.setAttribute('accuracy', '12');
    await el.updateComplete;
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 1 − 12 = −5');
  });

  it('rolls with the seed: the face and hit or miss are the engine\'s', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="2" evasion="1" seed="42"></star-eater-direct-fire>`);
    const expected = engineRolls({ seed: 42, weapon: { accuracy: 2 }, targets: [{ ...DEFAULT_TARGET, evasion: 1 }] }, 3);
    for (let volley = 1; volley <= 3; volley++) {
      await rollWithButton(el);
      const shot = el.state?.shots.at(-1);
      expect(shot?.roll).to.equal(expected[volley - 1]);
      const die = shadow(el).querySelector<RbDieFace>('[part="result"] rb-die-face');
      expect(die?.value).to.equal(shot?.roll);
      expect(die?.result).to.equal(shot?.hit ? 'hit' : 'miss');
      expect(shot?.hit).to.equal(doesRollHit(shot?.roll ?? 0, { accuracy: 2, evasion: 1 }));
      const verdict = text(shadow(el).querySelector('[part="result"] .verdict'));
      expect(verdict).to.equal(shot?.hit ? '✓ Hit' : '✗ Miss');
      const link = shadow(el).querySelector<HTMLAnchorElement>('[part="result"] a[part="rule-link"]');
      expect(link?.getAttribute('href')).to.equal('/star-eater/direct-fire/#direct-fire-hit-roll');
      expect(text(link)).to.equal('The hit roll');
    }
    expect(el.state?.volleys).to.equal(3);
    const entries = log(el).entries;
    expect(entries.length).to.equal(6); // dice-rolled + shot-resolved per volley
    expect(entries.every((entry) => entry.rule?.id === 'star-eater/direct-fire.hit-roll')).to.equal(true);
  });

  it('rolls from the keyboard: Enter and Space on the button, and r anywhere in the widget', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire seed="3"></star-eater-direct-fire>`);
    button(el, 'roll-button').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(1);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(2);
    button(el, 'undo-button').focus();
    await sendKeys({ press: 'r' });
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(3);
    expect(el.state?.shots.map((shot) => shot.roll)).to.deep.equal(engineRolls({ seed: 3 }, 3));
  });

  it('undoes the last roll and resets to the start', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire seed="5"></star-eater-direct-fire>`);
    expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
    await rollWithButton(el);
    await rollWithButton(el);
    const firstRoll = el.state?.shots[0]?.roll;
    button(el, 'undo-button').click();
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(1);
    expect(log(el).entries.length).to.equal(2);
    expect(shadow(el).querySelector<RbDieFace>('[part="result"] rb-die-face')?.value).to.equal(firstRoll);
    button(el, 'reset-button').click();
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(0);
    expect(el.state?.shots).to.deep.equal([]);
    expect(log(el).entries).to.deep.equal([]);
    expect(text(shadow(el).querySelector('[part="result"]'))).to.equal('No roll yet.');
    // Rolling again after reset gives the seed's first roll again.
    await rollWithButton(el);
    expect(el.state?.shots[0]?.roll).to.equal(firstRoll);
  });

  it('updates formula, odds and the rules at once when an attribute changes', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1" seed="9"></star-eater-direct-fire>`);
    await rollWithButton(el);
    const old = el.state;
    el.setAttribute('accuracy', '5');
    await el.updateComplete;
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 1 − 5 = 2');
    expect(text(shadow(el).querySelector('[part="odds"]'))).to.equal('Hits on 3+ (10/12, 83.3%)');
    expect(shadow(el).querySelectorAll('[part~="face-hit"]').length).to.equal(10);
    // The lab started afresh from the new setup: its state the rules', its log and Undo empty.
    expect(el.state).to.not.equal(old);
    expect(el.state).to.deep.equal(directFire.initialState({ seed: 9, accuracy: '5', evasion: '1' }));
    expect(el.turns).to.deep.equal([]);
    expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
    expect(el.state?.volleys).to.equal(0);
    expect(log(el).entries).to.deep.equal([]);
    // Properties set from script work as well as attributes.
    el.accuracy = 0;
    await el.updateComplete;
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 1 − 0 = 7');
  });

  it('shows an error naming the bad attribute, throws nothing, and recovers when fixed', async () => {
    const cases: [attribute: string, value: string, expected: string][] = [
      ['accuracy', 'lots', 'accuracy must be a whole number'],
      ['evasion', '2.5', 'evasion must be a whole number'],
      ['seed', 'x', 'seed must be a whole number'],
      ['targets', '{oops', 'targets must be JSON'],
      ['targets', '[{"evasion":"high"}]', 'targets[0].evasion must be a whole number'],
      ['targets', '[]', 'at least one target'],
      ['aoe', '-1', 'aoe must be a whole number from 0 to 22 (a radius in hexes'],
      // Issue 22, point 10: the stats a card can print, 0 to 12 (the die's faces).
      ['accuracy', '-1', 'accuracy must be a whole number from 0 to 12'],
      ['evasion', '99', 'evasion must be a whole number from 0 to 12'],
    ];
    for (const [attribute, value, expected] of cases) {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire></star-eater-direct-fire>`);
      el.setAttribute(attribute, value);
      await el.updateComplete;
      const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
      expect(panel?.message).to.contain(expected);
      expect(text(shadow(panel ?? el).querySelector('[role="alert"]'))).to.contain(`Problem with the ${attribute} attribute`);
      expect(el.state).to.equal(null);
      expect(el.turns).to.deep.equal([]);
      el.removeAttribute(attribute);
      await el.updateComplete;
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      expect(el.roll()?.ok).to.equal(true);
    }
  });

  it('lists every bad attribute at once', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="lots" seed="x"></star-eater-direct-fire>`);
    const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
    expect(panels.map((panel) => panel.attribute)).to.deep.equal(['accuracy', 'seed']);
    await expect(el).to.be.accessible();
  });

  it('keeps a sibling widget working next to a broken one', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <star-eater-direct-fire id="bad" accuracy="lots"></star-eater-direct-fire>
      <star-eater-direct-fire id="bad-json" targets="{oops"></star-eater-direct-fire>
      <star-eater-direct-fire id="good" accuracy="3" evasion="1"></star-eater-direct-fire>
    </div>`);
    const good = page.querySelector<StarEaterDirectFire>('#good');
    const bad = page.querySelector<StarEaterDirectFire>('#bad');
    if (good === null || bad === null) throw new Error('fixture missing');
    await good.updateComplete;
    await bad.updateComplete;
    expect(shadow(bad).querySelector('rb-error-panel')?.attribute).to.equal('accuracy');
    await rollWithButton(good);
    expect(good.state?.volleys).to.equal(1);
    expect(shadow(good).querySelector<RbDieFace>('[part="result"] rb-die-face')).to.be.instanceOf(HTMLElement);
  });

  it('lets the reader choose among several targets; an aim at nothing valid is refused with its rule', async () => {
    const el = await fixture<StarEaterDirectFire>(
      html`<star-eater-direct-fire accuracy="1" seed="11" point-defence targets=${AREA_TARGETS}></star-eater-direct-fire>`,
    );
    expect(el.state?.aim).to.equal(null);
    const radios = [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).to.deep.equal(['s1', 't1', 'w1']);
    // The warship is marked not valid for point defence, in words.
    expect(text(radios[2]?.closest('label'))).to.contain('not a valid target');
    expect(text(radios[0]?.closest('label'))).to.contain('hits on 8+ (5/12, 41.7%)');

    // Rolling before aiming is refused, and the log says which rule refused it.
    await rollWithButton(el);
    let entry = log(el).entries.at(-1);
    expect(entry?.kind).to.equal('rejection');
    expect(entry?.rule?.id).to.equal('star-eater/direct-fire.target');
    expect(entry?.rule?.docs).to.equal('/star-eater/direct-fire/#direct-fire-target');
    await log(el).updateComplete;
    expect(text(shadow(log(el)).querySelector('li[part~="entry-rejection"]'))).to.contain('Refused:');

    // Aiming at the warship is refused by the point-defence rule; the radio does not stay checked.
    radios[2]?.click();
    await el.updateComplete;
    entry = log(el).entries.at(-1);
    expect(entry?.rule?.id).to.equal('star-eater/direct-fire.point-defence');
    expect(radios[2]?.checked).to.equal(false);
    expect(el.state?.aim).to.equal(null);

    radios[0]?.click();
    await el.updateComplete;
    expect(el.state?.aim).to.equal('s1');
    expect(text(shadow(el).querySelector('code.filled'))).to.equal('roll > 6 + 2 − 1 = 7');
    await rollWithButton(el);
    expect(el.state?.shots.map((shot) => shot.target)).to.deep.equal(['s1']);
    await expect(el).to.be.accessible();
  });

  it('rolls one die per target in the area, and point defence skips the warship', async () => {
    const el = await fixture<StarEaterDirectFire>(
      html`<star-eater-direct-fire accuracy="2" aoe="2" seed="4" targets=${AREA_TARGETS}></star-eater-direct-fire>`,
    );
    expect(shadow(el).querySelectorAll('input[type="radio"]').length).to.equal(0);
    expect(shadow(el).querySelectorAll('[part="odds"]').length).to.equal(3);
    expect(text(button(el, 'roll-button'))).to.equal('Roll 3 dice');
    await rollWithButton(el);
    const shots = el.state?.shots ?? [];
    expect(shots.map((shot) => shot.target)).to.deep.equal(['s1', 't1', 'w1']);
    const dice = [...shadow(el).querySelectorAll<RbDieFace>('[part="result"] rb-die-face')];
    expect(dice.map((die) => die.value)).to.deep.equal(shots.map((shot) => shot.roll));
    expect(dice.map((die) => die.result)).to.deep.equal(shots.map((shot) => (shot.hit ? 'hit' : 'miss')));
    const link = shadow(el).querySelector<HTMLAnchorElement>('[part="result"] a[part="rule-link"]');
    expect(link?.getAttribute('href')).to.equal('/star-eater/direct-fire/#direct-fire-aoe');

    el.toggleAttribute('point-defence', true);
    await el.updateComplete;
    expect(text(button(el, 'roll-button'))).to.equal('Roll 2 dice');
    const warship = shadow(el).querySelector('.area-list > li:nth-child(3)');
    expect(text(warship)).to.contain('Not a valid target, no roll');
    expect(warship?.querySelector('[part="odds"]')).to.equal(null);
    await rollWithButton(el);
    expect(el.state?.shots.map((shot) => shot.target)).to.deep.equal(['s1', 't1']);
    expect(shadow(el).querySelectorAll<RbDieFace>('[part="result"] rb-die-face').length).to.equal(2);
    expect(text(shadow(el).querySelector('[part="result"] li[data-target="w1"]'))).to.contain('no roll');
    const skipped = log(el).entries.find((entry) => entry.text.includes('no roll against Warship bow'));
    expect(skipped?.rule?.id).to.equal('star-eater/direct-fire.point-defence');
    await expect(el).to.be.accessible();
  });

  it('refuses to roll when point defence has only a warship to shoot at, and says why before trying', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire point-defence></star-eater-direct-fire>`);
    expect(text(shadow(el).querySelector('[part="controls"]'))).to.contain('There is no valid target in the line of fire: point defence cannot target warships.');
    expect(text(shadow(el).querySelector('.widget'))).to.contain('Not a valid target: Point defence cannot target a warship');
    const result = el.roll();
    expect(result?.ok).to.equal(false);
    await el.updateComplete;
    expect(log(el).entries.at(-1)?.kind).to.equal('rejection');
  });

  it('announces what each roll did, with its rule, through the widget\'s live region', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire seed="2"></star-eater-direct-fire>`);
    await rollWithButton(el);
    expect(await liveText(el)).to.match(/^Enemy hull section: \d+ is a (hit|miss) \(hits on 7\+\)\. \(rule: The hit roll\)$/);
  });

  it('fires rb-command after every command', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire></star-eater-direct-fire>`);
    const seen: boolean[] = [];
    el.addEventListener('rb-command', (event) => {
      seen.push(event.detail.result.ok);
    });
    await rollWithButton(el);
    el.setAttribute('point-defence', '');
    await el.updateComplete;
    await rollWithButton(el);
    expect(seen).to.deep.equal([true, false]);
  });

  it('holds nothing running once removed from the page: put back, it shows the same rolls and rolls on', async () => {
    // The lab's rules run as a plain fold (LabRun): no stream or timer outlives the element.
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire seed="6"></star-eater-direct-fire>`);
    await rollWithButton(el);
    const before = el.state;
    const parent = el.parentElement;
    el.remove();
    expect(el.isConnected).to.equal(false);
    expect(el.state).to.equal(before);
    parent?.append(el);
    await el.updateComplete;
    expect(el.state).to.equal(before);
    await rollWithButton(el);
    expect(el.state?.shots.map((shot) => shot.roll)).to.deep.equal(engineRolls({ seed: 6 }, 2));
  });

  it('takes its theme from --rb- custom properties and ::part', async () => {
    const page = await fixture<HTMLDivElement>(html`<div style="--rb-color-accent: rgb(1, 2, 3)">
      <style>
        .themed::part(log-entry) {
          font-style: italic;
        }
      </style>
      <star-eater-direct-fire class="themed"></star-eater-direct-fire>
    </div>`);
    const el = page.querySelector<StarEaterDirectFire>('star-eater-direct-fire');
    if (el === null) throw new Error('fixture missing');
    await el.updateComplete;
    expect(getComputedStyle(button(el, 'roll-button')).backgroundColor).to.equal('rgb(1, 2, 3)');
    await rollWithButton(el);
    await log(el).updateComplete;
    const entry = shadow(log(el)).querySelector('li');
    expect(entry && getComputedStyle(entry).fontStyle).to.equal('italic');
  });

  describe('numbers the reader changes in the widget', () => {
    it('typing a new accuracy updates formula, odds strip, odds text and the attribute at once', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1" seed="9"></star-eater-direct-fire>`);
      const input = numberInput(el, 'accuracy');
      expect(input.type).to.equal('number');
      expect(input.step).to.equal('1');
      expect(input.value).to.equal('3');
      expect(input.labels?.[0]?.textContent.trim()).to.equal('Accuracy');
      await rollWithButton(el);

      await typeInto(el, input, '5');
      expect(oddsOnPage(el)).to.deep.equal({ formula: 'roll > 6 + 1 − 5 = 2', odds: 'Hits on 3+ (10/12, 83.3%)', hits: 10 });
      expect(el.getAttribute('accuracy')).to.equal('5');
      expect(el.accuracy).to.equal(5);
      expect(el.state?.weapon.accuracy).to.equal(5);
      // A fresh engine: the rolls start over.
      expect(el.state?.volleys).to.equal(0);
      expect(log(el).entries).to.deep.equal([]);
      // Focus stays in the input, so the reader can go on typing.
      expect(shadow(el).activeElement).to.equal(input);

      // The input says the range the rules take.
      expect([input.min, input.max]).to.deep.equal(['0', '12']);

      // The arrow keys of a number input step it, and the widget follows.
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(input.value).to.equal('4');
      expect(el.getAttribute('accuracy')).to.equal('4');
      expect(oddsOnPage(el).formula).to.equal('roll > 6 + 1 − 4 = 3');

      // A number to beat below zero prints with a real minus sign.
      await typeInto(el, input, '9');
      expect(oddsOnPage(el)).to.deep.equal({ formula: 'roll > 6 + 1 − 9 = −2', odds: 'Always hits (12/12, 100%)', hits: 12 });
    });

    it('typing a new evasion does the same for the default target', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3"></star-eater-direct-fire>`);
      const input = numberInput(el, 'evasion');
      expect(input.value).to.equal('0');
      await typeInto(el, input, '4');
      expect(oddsOnPage(el)).to.deep.equal({ formula: 'roll > 6 + 4 − 3 = 7', odds: 'Hits on 8+ (5/12, 41.7%)', hits: 5 });
      expect(el.getAttribute('evasion')).to.equal('4');
      expect(el.evasion).to.equal(4);
      expect(el.state?.targets[0]?.evasion).to.equal(4);
      expect(text(shadow(el).querySelector('[part="targets"]'))).to.contain('evasion 4');
      // The odds text follows the rules' exact odds.
      const odds = directFireOdds({ accuracy: 3, evasion: 4 });
      expect(oddsOnPage(el).hits).to.equal(odds.hits);
    });

    it('the − and + buttons step the number and write the attribute', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="1" evasion="2"></star-eater-direct-fire>`);
      const steps = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="step-button"]')];
      expect(steps.map((step) => step.getAttribute('aria-label'))).to.deep.equal([
        'Accuracy minus 1',
        'Accuracy plus 1',
        'Target’s evasion minus 1',
        'Target’s evasion plus 1',
      ]);
      steps[1]?.click();
      await el.updateComplete;
      steps[1]?.click();
      await el.updateComplete;
      steps[2]?.click();
      await el.updateComplete;
      expect(el.getAttribute('accuracy')).to.equal('3');
      expect(el.getAttribute('evasion')).to.equal('1');
      expect(numberInput(el, 'accuracy').value).to.equal('3');
      expect(numberInput(el, 'evasion').value).to.equal('1');
      expect(oddsOnPage(el).formula).to.equal('roll > 6 + 1 − 3 = 4');
    });

    it('an entry that is not a whole number gets a message beside the input; the game runs on with the old number', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1" seed="7"></star-eater-direct-fire>`);
      await rollWithButton(el);
      const started = el.state;
      const before = oddsOnPage(el);
      const input = numberInput(el, 'accuracy');

      // Typed key by key: "3" is the number in force already (nothing restarts), "3." is half-typed,
      // "3.5" can never be whole.
      await typeInto(el, input, '3.5');
      const message = shadow(el).querySelector('[part="input-problem"]');
      expect(text(message)).to.equal('⚠ Accuracy must be a whole number from 0 to 12; still using 3.');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(message?.id);
      // What the reader typed stays in view beside the message.
      expect(input.value).to.equal('3.5');
      // Not the error panel: that is for attributes the page got wrong.
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      // The same lab runs on: nothing restarted it.
      expect(el.state).to.equal(started);
      expect(el.getAttribute('accuracy')).to.equal('3');
      expect(el.state?.weapon.accuracy).to.equal(3);
      expect(oddsOnPage(el)).to.deep.equal(before);
      expect(el.state?.volleys).to.equal(1);
      await rollWithButton(el);
      expect(el.state?.volleys).to.equal(2);
      await expect(el).to.be.accessible();

      // A whole number clears the message.
      await typeInto(el, input, '4');
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(input.hasAttribute('aria-describedby')).to.equal(false);
      expect(shadow(el).querySelector('[part="input-problem"]')).to.equal(null);
      expect(el.getAttribute('accuracy')).to.equal('4');

      // Half-typed text ("-") is refused only once the reader leaves the field.
      await typeInto(el, input, '-');
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      await sendKeys({ press: 'Tab' });
      await el.updateComplete;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(text(shadow(el).querySelector('[part="input-problem"]'))).to.contain('still using 4.');
      expect(el.getAttribute('accuracy')).to.equal('4');
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);

      // A whole number outside the range the message gives is refused the same way; both ends are taken.
      for (const [typed, taken] of [['13', false], ['12', true], ['-1', false], ['0', true]] as const) {
        await typeInto(el, input, typed);
        await sendKeys({ press: 'Tab' });
        await el.updateComplete;
        expect(input.getAttribute('aria-invalid'), typed).to.equal(taken ? 'false' : 'true');
        if (taken) expect(el.getAttribute('accuracy')).to.equal(typed);
        else expect(text(shadow(el).querySelector('[part="input-problem"]'))).to.contain('from 0 to 12');
      }
    });

    it('a − or + past the end of the range is refused with the range, and the number stays', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="12" evasion="0"></star-eater-direct-fire>`);
      const step = (label: string): HTMLButtonElement | null => shadow(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
      step('Accuracy plus 1')?.click();
      step('Target’s evasion minus 1')?.click();
      await el.updateComplete;
      expect([el.getAttribute('accuracy'), el.getAttribute('evasion')]).to.deep.equal(['12', '0']);
      expect([...shadow(el).querySelectorAll('[part="input-problem"]')].map(text)).to.deep.equal([
        '⚠ Accuracy must be a whole number from 0 to 12; still using 12.',
        '⚠ Target’s evasion must be a whole number from 0 to 12; still using 0.',
      ]);
      step('Accuracy minus 1')?.click();
      await el.updateComplete;
      expect(el.getAttribute('accuracy')).to.equal('11');
    });

    it('shows no evasion input when the page lists the targets: each target shows its own', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="1" targets=${AREA_TARGETS}></star-eater-direct-fire>`);
      expect(shadow(el).querySelector('#evasion-input')).to.equal(null);
      expect(numberInput(el, 'accuracy').value).to.equal('1');
      expect(text(shadow(el).querySelector('[part="targets"]'))).to.contain('Squadron 1 (squadron, evasion 2)');
      await typeInto(el, numberInput(el, 'accuracy'), '4');
      expect(el.getAttribute('accuracy')).to.equal('4');
      expect(text(shadow(el).querySelector('[part="targets"]'))).to.contain('hits on 5+ (8/12, 66.7%)');
      // Taking the list away brings the default target and its evasion input back.
      el.removeAttribute('targets');
      await el.updateComplete;
      expect(numberInput(el, 'evasion').value).to.equal('0');
    });

    it('a key pressed in a number input types instead of rolling', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" seed="3"></star-eater-direct-fire>`);
      const input = numberInput(el, 'accuracy');
      input.focus();
      await sendKeys({ press: 'r' });
      await sendKeys({ press: 'R' });
      await el.updateComplete;
      expect(el.state?.volleys).to.equal(0);
      expect(log(el).entries).to.deep.equal([]);
      // Nor in the what-if select, where letters pick an option.
      forcedFaceSelect(el).focus();
      await sendKeys({ press: 'r' });
      await el.updateComplete;
      expect(el.state?.volleys).to.equal(0);
      // Outside them, r still rolls.
      button(el, 'roll-button').focus();
      await sendKeys({ press: 'r' });
      await el.updateComplete;
      expect(el.state?.volleys).to.equal(1);
    });

    it('keeps a sensible focus order: numbers, rule link, roll, undo, reset, what-if, log', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire></star-eater-direct-fire>`);
      numberInput(el, 'accuracy').focus();
      const order: string[] = [];
      for (let i = 0; i < 7; i++) {
        await sendKeys({ press: 'Tab' });
        // The focused element by its id, else its part.
        const active = shadow(el).activeElement;
        order.push(active === null ? 'nothing' : active.id !== '' ? active.id : (active.getAttribute('part') ?? active.localName));
      }
      // The link is the formula's rule citation.
      expect(order).to.deep.equal(['evasion-input', 'rule-link', 'button roll-button', 'button undo-button', 'button reset-button', 'button share-button', 'forced-face']);
    });
  });

  describe('what-if rolls', () => {
    it('forces the chosen face, marks it forced, and leaves the seeded rolls after it unchanged', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="2" evasion="1" seed="42"></star-eater-direct-fire>`);
      const twin = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="2" evasion="1" seed="42"></star-eater-direct-fire>`);
      const select = forcedFaceSelect(el);
      expect(select.labels[0]?.textContent.trim()).to.equal('Force the next face');
      expect([...select.options].map((option) => option.text)).to.deep.equal(['random', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
      expect(text(shadow(el).getElementById(select.getAttribute('aria-describedby') ?? ''))).to.contain('uses up no random draw');

      await chooseForcedFace(el, '11');
      await rollWithButton(el);
      const forced = el.state?.shots[0];
      expect(forced).to.include({ roll: 11, forced: true, hit: true });
      expect(text(shadow(el).querySelector('[part="result"] li'))).to.contain('rolled 11 (forced)');
      expect(log(el).entries[0]?.text).to.equal('Volley 1: rolled 11 (forced) against Enemy hull section.');
      // The what-if was for one roll.
      expect(select.value).to.equal('');

      // The next roll is the one the seed would have given first, as the twin shows.
      await rollWithButton(el);
      await rollWithButton(twin);
      expect(el.state?.shots[1]?.forced).to.equal(false);
      expect(el.state?.shots[1]?.roll).to.equal(twin.state?.shots[0]?.roll);
      expect(text(shadow(el).querySelector('[part="result"] li'))).to.not.contain('(forced)');
    });

    it('forces every die of an area volley to the same face', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire aoe="1" seed="4" targets=${AREA_TARGETS}></star-eater-direct-fire>`);
      expect(text(shadow(el).querySelector('#forced-face-hint'))).to.contain('on every die');
      // By keyboard: the arrow moves from "random" to face 1.
      forcedFaceSelect(el).focus();
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(forcedFaceSelect(el).value).to.equal('1');
      await rollWithButton(el);
      expect(el.state?.shots.map((shot) => [shot.roll, shot.forced])).to.deep.equal([
        [1, true],
        [1, true],
        [1, true],
      ]);
      expect([...shadow(el).querySelectorAll('[part="result"] li')].map((li) => text(li))).to.satisfy((lines: string[]) =>
        lines.every((line) => line.includes('rolled 1 (forced)')),
      );
    });

    it('keeps the what-if when the roll is refused, until a roll happens', async () => {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire seed="11" targets=${AREA_TARGETS}></star-eater-direct-fire>`);
      await chooseForcedFace(el, '6');
      await rollWithButton(el);
      expect(log(el).entries.at(-1)?.kind).to.equal('rejection');
      expect(forcedFaceSelect(el).value).to.equal('6');
      const radio = shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="s1"]');
      radio?.click();
      await el.updateComplete;
      await rollWithButton(el);
      expect(el.state?.shots[0]).to.include({ target: 's1', roll: 6, forced: true });
      expect(forcedFaceSelect(el).value).to.equal('');
      await expect(el).to.be.accessible();
    });
  });

  it('passes an accessibility audit', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1"></star-eater-direct-fire>`);
    await expect(el).to.be.accessible();
    await rollWithButton(el);
    await expect(el).to.be.accessible();
  });
});

describe('<star-eater-direct-fire> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async () => {
    for (const seed of [1, 2, 3]) {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" aoe="1" targets='[{"id":"a","kind":"squadron","evasion":1},{"id":"b","kind":"warship"}]'></star-eater-direct-fire>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});

/** The hexes to press on the board, by `hexKey`. */
function choices(el: StarEaterDirectFire): Map<string, SVGElement> {
  return new Map([...shadow(el).querySelectorAll<SVGElement>('[part="choice"]')].map((choice) => [choice.getAttribute('data-hex') ?? '', choice]));
}

function choiceAt(el: StarEaterDirectFire, column: number, row: number): SVGElement {
  const found = choices(el).get(hexKey(hexAt(column, row)));
  if (found === undefined) throw new Error(`no choice at column ${String(column)}, row ${String(row)}`);
  return found;
}

/** Clicks the board where the hex (column, row) is drawn, as a mouse would: on whatever is drawn there. */
async function clickHex(el: StarEaterDirectFire, column: number, row: number): Promise<void> {
  const svg = shadow(el).querySelector<SVGSVGElement>('svg.hex-board');
  const matrix = svg?.getScreenCTM();
  if (svg === null || matrix === null || matrix === undefined) throw new Error('no board');
  const centre = hexCentre(hexAt(column, row));
  const point = new DOMPoint(centre.x, centre.y).matrixTransform(matrix);
  const under = shadow(el).elementFromPoint(point.x, point.y) ?? svg;
  under.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: point.x, clientY: point.y }));
  await el.updateComplete;
}

/** What the widget's live region said last (the lab's own: the log beside it is silent). */
async function liveText(el: StarEaterDirectFire): Promise<string> {
  await el.updateComplete;
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

function lineOf(el: StarEaterDirectFire, id: string): Element | null {
  return shadow(el).querySelector(`input[type="radio"][value="${id}"]`)?.closest('.choice-row') ?? null;
}

describe('<star-eater-direct-fire> on the board', () => {
  failOnEscapedErrors();

  it('shows a board only when asked: a board attribute, a preset, or a target with a place', async () => {
    const plain = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3"></star-eater-direct-fire>`);
    expect(shadow(plain).querySelector('[part~="board"]')).to.equal(null);
    expect(plain.state?.board).to.equal(null);
    const placed = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire accuracy="3" evasion="1" column="4"></star-eater-direct-fire>`);
    expect(shadow(placed).querySelector('svg[part~="board"]')).to.be.instanceOf(SVGSVGElement);
    // The default target stands three hexes ahead, alone in sight: aimed at from the start, its odds shown.
    expect(placed.state?.targets[0]?.at).to.deep.equal(hexAt(4, 8));
    expect(placed.state?.aim).to.equal(DEFAULT_TARGET.id);
    expect(text(shadow(placed).querySelector('code.filled'))).to.equal('roll > 6 + 1 − 3 = 4');
    expect(text(shadow(placed).querySelector('[part="targets"]'))).to.contain('Enemy hull section (warship, evasion 1) at column 4, row 8');
    const listed = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire targets='[{"name":"Wing","column":6,"row":9}]'></star-eater-direct-fire>`);
    expect(listed.state?.board?.at).to.deep.equal(hexAt(6, 11));
  });

  it('says the weapon, its arc, range, hidden hexes and area in words in the key', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="obstruction"></star-eater-direct-fire>`);
    const key = text(shadow(el).querySelector('[part="key"]'));
    for (const words of ['weapon, facing N', 'edges of its 120° arc', 'shaded: in arc, range 5 and sight', 'dotted: out of range', 'hatched: hidden', 'P a projectile', 'the aim']) {
      expect(key).to.contain(words);
    }
    expect(shadow(el).querySelectorAll('.mark.hidden path').length).to.be.above(0);
    expect(shadow(el).querySelector('svg.hex-board')?.getAttribute('aria-label')).to.contain('Main cannon at column 6, row 11 facing N, range 5');
    const area = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="area"></star-eater-direct-fire>`);
    expect(text(shadow(area).querySelector('[part="key"]'))).to.contain('dashed: the area, radius 2');
    // The example's title is the heading (every lab's, LabShell); "About this example" opens onto its description.
    expect(text(shadow(area).querySelector('h2'))).to.contain('reconstructed');
    expect(text(shadow(area).querySelector('[part="about"] summary'))).to.equal('About this example');
  });

  it('clicking a target on the board picks it and shows its exact odds; the live region says so', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="main-cannon" seed="4"></star-eater-direct-fire>`);
    expect(el.state?.aim).to.equal(null);
    // The two targets in arc, range and sight are buttons, named by what pressing does.
    expect([...choices(el).keys()].sort()).to.deep.equal([hexKey(hexAt(6, 8)), hexKey(hexAt(8, 8))].sort());
    expect(choiceAt(el, 8, 8).getAttribute('role')).to.equal('button');
    expect(choiceAt(el, 8, 8).getAttribute('aria-label')).to.equal('Aim at Enemy bow, column 8, row 8: hits on 6+ (7/12, 58.3%)');
    choiceAt(el, 8, 8).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.state?.aim).to.equal('bow');
    expect(oddsOnPage(el)).to.deep.equal({ formula: 'roll > 6 + 1 − 2 = 5', odds: 'Hits on 6+ (7/12, 58.3%)', hits: 7 });
    expect(shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="bow"]')?.checked).to.equal(true);
    expect(shadow(el).querySelector('[part="aim"]')).to.be.instanceOf(SVGElement);
    expect(await liveText(el)).to.equal('Aimed at Enemy bow (column 8, row 8): hits on 6+ (7/12, 58.3%). (rule: What direct fire can target)');
    // A click where the target is drawn does the same.
    await clickHex(el, 6, 8);
    expect(el.state?.aim).to.equal('squadron-1');
    await rollWithButton(el);
    expect(el.state?.shots.map((shot) => shot.target)).to.deep.equal(['squadron-1']);
    await expect(el).to.be.accessible();
  });

  it('a target out of arc, out of range or hidden is no button: its line says why and cites the rule, and a click is refused with it', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="main-cannon"></star-eater-direct-fire>`);
    expect(choices(el).has(hexKey(hexAt(3, 11)))).to.equal(false);
    const torpedo = lineOf(el, 'torpedo');
    expect(text(torpedo)).to.contain('not a valid target: Torpedo is outside the weapon’s forward arc.');
    expect(torpedo?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal('/star-eater/direct-fire/#direct-fire-arc-range');
    expect(text(lineOf(el, 'squadron-2'))).to.contain('Squadron 2 is 6 hexes away; the weapon’s range is 4.');

    await clickHex(el, 3, 11);
    expect(el.state?.aim).to.equal(null);
    const refusal = shadow(el).querySelector('[part="refusal"]');
    expect(text(refusal)).to.contain('Refused: Torpedo is outside the weapon’s forward arc.');
    expect(refusal?.querySelector('[part="rule-id"]')?.textContent).to.equal('star-eater/direct-fire.arc-range');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('star-eater/direct-fire.arc-range');

    const hidden = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="obstruction"></star-eater-direct-fire>`);
    expect(choices(hidden).has(hexKey(hexAt(6, 7)))).to.equal(false);
    expect(text(lineOf(hidden, 'bow'))).to.contain('Enemy bow is directly behind a projectile (column 6, row 9): it cannot be aimed at.');
    expect(lineOf(hidden, 'bow')?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal('/star-eater/direct-fire/#direct-fire-obstruction');
    const radio = shadow(hidden).querySelector<HTMLInputElement>('input[type="radio"][value="bow"]');
    radio?.click();
    await hidden.updateComplete;
    expect(radio?.checked).to.equal(false);
    expect(log(hidden).entries.at(-1)?.rule?.id).to.equal('star-eater/direct-fire.obstruction');
    expect(text(shadow(hidden).querySelector('[part="refusal"]'))).to.contain('directly behind a projectile');
    // The next accepted aim clears the refusal.
    choiceAt(hidden, 8, 8).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await hidden.updateComplete;
    expect(shadow(hidden).querySelector('[part="refusal"]')).to.equal(null);
    await expect(hidden).to.be.accessible();
  });

  it('keyboard: Tab reaches the targets on the board as one stop, the arrow keys move between them, Enter aims', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="obstruction"></star-eater-direct-fire>`);
    shadow(el).querySelector<HTMLAnchorElement>('.formula a[part="rule-link"]')?.focus();
    await sendKeys({ press: 'Tab' });
    const first = focused(el);
    expect(first?.getAttribute('part')).to.equal('choice');
    expect([...choices(el).values()].filter((choice) => choice.getAttribute('tabindex') === '0').length).to.equal(1);
    // Squadron 1 (column 4, row 9) lies west of Squadron 2 (column 8, row 8).
    expect(first?.getAttribute('data-hex')).to.equal(hexKey(hexAt(4, 9)));
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)?.getAttribute('data-hex')).to.equal(hexKey(hexAt(8, 8)));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.aim).to.equal('squadron-2');
    expect(await liveText(el)).to.contain('Aimed at Squadron 2 (column 8, row 8): hits on 6+ (7/12, 58.3%).');
    // Focus stays on the board, where the reader left it; one more Tab leaves the board.
    expect(focused(el)?.getAttribute('data-hex')).to.equal(hexKey(hexAt(8, 8)));
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.getAttribute('part')).to.not.equal('choice');
    // r rolls from the board too.
    choiceAt(el, 8, 8).focus();
    await sendKeys({ press: 'r' });
    await el.updateComplete;
    expect(el.state?.volleys).to.equal(1);
  });

  it('an area weapon presses a hex, empty or not, and rolls at every target within the radius, past the range too', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="area" seed="12"></star-eater-direct-fire>`);
    expect(el.state?.aimedHex).to.equal(null);
    expect(text(shadow(el).querySelector('[part="controls"]'))).to.contain('Choose a hex to aim at before rolling.');
    // Every hex in arc, range and sight is a button, the empty ones too.
    expect(choices(el).size).to.equal(shadow(el).querySelectorAll('.mark.clear path').length);
    expect(choiceAt(el, 6, 9).getAttribute('aria-label')).to.equal('Aim at column 6, row 9: Squadron 1, hits on 8+ (5/12, 41.7%); Torpedo, hits on 6+ (7/12, 58.3%)');
    choiceAt(el, 6, 7).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.state?.aimedHex).to.deep.equal(hexAt(6, 7));
    expect(shadow(el).querySelectorAll('.mark.area path').length).to.equal(19);
    expect(text(shadow(el).querySelector('[part="targets"]'))).to.contain('Aimed at column 6, row 7: 3 targets within 2, one die each.');
    expect(shadow(el).querySelectorAll('[part="targets"] [part="odds"]').length).to.equal(3);
    expect(text(button(el, 'roll-button'))).to.equal('Roll 3 dice');
    expect(await liveText(el)).to.contain('the area takes in Squadron 1 hits on 8+ (5/12, 41.7%); Torpedo hits on 6+ (7/12, 58.3%); Squadron 2 hits on 7+ (6/12, 50%)');
    await rollWithButton(el);
    expect(el.state?.shots.map((shot) => shot.target)).to.deep.equal(['squadron-1', 'torpedo', 'squadron-2']);
    // An empty area aims, but there is nothing to roll against.
    await clickHex(el, 5, 10);
    expect(el.state?.aimedHex).to.deep.equal(hexAt(5, 10));
    expect(text(shadow(el).querySelector('[part="controls"]'))).to.contain('There is no target within 2 of column 5, row 10');
    // Past the range is refused, with its rule.
    await clickHex(el, 6, 5);
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('star-eater/direct-fire.arc-range');
    await expect(el).to.be.accessible();
  });

  it('point defence aims all round, past its own hull, never at a warship', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="point-defence"></star-eater-direct-fire>`);
    expect(shadow(el).querySelector('[part~="ray"]')).to.equal(null);
    expect(text(shadow(el).querySelector('[part="key"]'))).to.contain('point defence: all round, no arc');
    expect([...choices(el).keys()].sort()).to.deep.equal([hexKey(hexAt(6, 6)), hexKey(hexAt(6, 12))].sort());
    expect(text(lineOf(el, 'hull'))).to.contain('Point defence cannot target a warship');
    expect(overlappingTexts(el)).to.deep.equal([]);
  });

  it('the attributes override the preset; a bad board attribute shows the panel naming it, and recovers', async () => {
    const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset="main-cannon" accuracy="4" range="6"></star-eater-direct-fire>`);
    expect(el.state?.weapon.accuracy).to.equal(4);
    expect(el.state?.board?.range).to.equal(6);
    // In range now: Squadron 2, six hexes ahead, is straight behind Squadron 1, so hidden.
    expect(text(lineOf(el, 'squadron-2'))).to.contain('directly behind Squadron 1');
    const cases: [attribute: string, value: string, expected: string][] = [
      ['column', 'x', 'column must be a whole number'],
      ['column', '13', 'column must be a whole number from 0 to 12'],
      ['row', '-1', 'row must be a whole number from 0 to 16'],
      ['facing', 'up', 'facing must be a direction'],
      ['range', '0', 'range must be a whole number from 1 to 22'],
      ['obstacles', 'rock 3 3', 'must be one of projectile, squadron, torpedo, hull, own-hull'],
      ['obstacles', '[oops', 'obstacles must be JSON'],
      ['obstacles', 'hull 6 11', 'stands on the same hex as the weapon'],
      ['preset', 'broadside', 'preset must be one of main-cannon, obstruction, area, point-defence'],
      ['targets', '[{"column":3,"row":3},{"name":"Nowhere"}]', 'targets[1] needs a column and a row'],
      ['targets', '[{"column":3}]', 'targets[0].row is missing'],
    ];
    for (const [attribute, value, expected] of cases) {
      const widget = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire column="6"></star-eater-direct-fire>`);
      widget.setAttribute(attribute, value);
      await widget.updateComplete;
      const panel = shadow(widget).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
      expect(panel?.message, `${attribute}="${value}"`).to.contain(expected);
      expect(widget.state).to.equal(null);
      widget.removeAttribute(attribute);
      await widget.updateComplete;
      expect(shadow(widget).querySelector('rb-error-panel')).to.equal(null);
      expect(widget.roll()?.ok).to.equal(true);
    }
  });

  it('obstacles in words or as JSON; own hull blocks all but point defence', async () => {
    const el = await fixture<StarEaterDirectFire>(
      html`<star-eater-direct-fire obstacles="own-hull 6 10" targets='[{"id":"a","column":6,"row":9},{"id":"b","column":8,"row":9}]'></star-eater-direct-fire>`,
    );
    expect(el.state?.board?.obstacles).to.deep.equal([{ kind: 'own-hull', at: hexAt(6, 10) }]);
    expect(text(lineOf(el, 'a'))).to.contain('directly behind its own hull');
    el.toggleAttribute('point-defence', true);
    await el.updateComplete;
    expect(text(lineOf(el, 'a'))).to.not.contain('not a valid target');
    el.setAttribute('obstacles', '[{"kind":"torpedo","column":7,"row":10}]');
    await el.updateComplete;
    expect(el.state?.board?.obstacles.map((obstacle) => obstacle.kind)).to.deep.equal(['torpedo']);
  });

  it('no text under 12 px, nothing drawn over another, axe clean at 390 px too', async () => {
    for (const preset of ['main-cannon', 'area', 'point-defence']) {
      const page = await fixture<HTMLDivElement>(html`<div style="width: 358px"><star-eater-direct-fire preset=${preset}></star-eater-direct-fire></div>`);
      const el = page.querySelector<StarEaterDirectFire>('star-eater-direct-fire');
      if (el === null) throw new Error('fixture missing');
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await el.updateComplete;
      expect(smallTexts(shadow(el)), preset).to.deep.equal([]);
      expect(shadow(el).querySelector('[part="scroll-hint"]'), preset).to.be.instanceOf(HTMLElement);
      await expect(el).to.be.accessible();
    }
  });
});

describe('<star-eater-direct-fire> on the board under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async () => {
    for (const [preset, seed] of [['main-cannon', 1], ['area', 2], ['point-defence', 3]] as const) {
      const el = await fixture<StarEaterDirectFire>(html`<star-eater-direct-fire preset=${preset}></star-eater-direct-fire>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
