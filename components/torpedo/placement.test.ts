import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PLACEMENT_PRESETS, headingAt, readPlacementLab } from '../../rules/torpedo/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, announced, copiedLink, log, openShared, expectAttributeProblems, expectPresetShown, failOnEscapedErrors, focused, part, parts, placeInColumn, press, shadow, smallTexts, text } from '../shared/test-support.ts';
import './torpedo-placement.ts';
import type { TorpedoPlacement } from './torpedo-placement.ts';

function ghost(el: TorpedoPlacement): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>('g[data-piece][data-id="ghost"]');
  if (found === null) throw new Error('no ghost');
  return found;
}

function screenPoint(el: TorpedoPlacement, at: { x: number; y: number }): { x: number; y: number } {
  const matrix = shadow(el).querySelector<SVGGElement>('g.table')?.getScreenCTM();
  if (matrix === null || matrix === undefined) throw new Error('no drawing');
  const point = new DOMPoint(at.x, at.y).matrixTransform(matrix);
  return { x: point.x, y: point.y };
}

async function drag(el: TorpedoPlacement, grab: { x: number; y: number }, drop: { x: number; y: number }): Promise<void> {
  const svg = shadow(el).querySelector('svg');
  if (svg === null) throw new Error('no svg');
  const from = screenPoint(el, grab);
  const to = screenPoint(el, drop);
  const options = (point: { x: number; y: number }): PointerEventInit => ({ bubbles: true, composed: true, pointerId: 3, button: 0, clientX: point.x, clientY: point.y, isPrimary: true });
  ghost(el).dispatchEvent(new PointerEvent('pointerdown', options(from)));
  await el.updateComplete;
  for (const t of [0.5, 1]) {
    svg.dispatchEvent(new PointerEvent('pointermove', options({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t })));
    await el.updateComplete;
  }
  svg.dispatchEvent(new PointerEvent('pointerup', options(to)));
  await el.updateComplete;
}

describe('<torpedo-placement>', () => {
  failOnEscapedErrors();

  it('shows the ghost apart from the placed ships, the room around it, and whether it may be dropped, with the rule', async () => {
    const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset="tight-gap"></torpedo-placement>`);
    expectPresetShown(el, PLACEMENT_PRESETS[1] ?? { title: '', description: '' }, '/torpedo/placing/');
    expect(el.state).to.deep.equal(readPlacementLab({ preset: 'tight-gap' }));
    // Only the ghost is a button; the placed ships are pictures.
    expect(parts(el, 'ship').map((ship) => [ship.getAttribute('data-id'), ship.getAttribute('role')])).to.deep.equal([
      ['ship-1', null],
      ['ship-2', null],
      ['ghost', 'button'],
    ]);
    expect(ghost(el).classList.contains('ghost')).to.equal(true);
    expect(part(el, 'verdict').dataset.fits).to.equal('true');
    expect(text(part(el, 'room'))).to.equal('The ghost: 0.2 mm from BL1, the nearest ship; 50 mm from the edge.');
    expect(shadow(el).querySelectorAll('[part~="gap"] line')).to.have.length(2);
    await expect(el).to.be.accessible();
  });

  it('keyboard: the arrow keys move the ghost, Q and E turn it, Enter places it; a refused drop changes nothing and cites the rule', async () => {
    const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset="tight-gap"></torpedo-placement>`);
    ghost(el).focus();
    await sendKeys({ press: 'e' });
    await el.updateComplete;
    expect(el.state?.ghost.heading).to.deep.equal(headingAt(7));
    expect(part(el, 'verdict').dataset.fits).to.equal('false');
    expect(text(part(el, 'verdict'))).to.contain('Would be refused here: the ghost would touch BL');
    expect(part(el, 'verdict').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.no-touch');
    expect(text(part(el, 'room'))).to.contain('touching BL');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.table).to.have.length(2);
    expect(text(part(el, 'refusal'))).to.contain('Refused: the ghost would touch BL');
    expect(part(el, 'refusal').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.no-touch');
    expect(announced(el)).to.match(/^Refused: the ghost would touch BL/);
    await sendKeys({ press: 'q' });
    await el.updateComplete;
    expect(part(el, 'verdict').dataset.fits).to.equal('true');
    expect(shadow(el).querySelector('[part~="refusal"]')).to.equal(null);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.state?.ghost.tip).to.deep.equal({ x: 120, y: 95 });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.table.map((piece) => piece.id)).to.deep.equal(['ship-1', 'ship-2', 'placed-3']);
    expect(announced(el)).to.contain('RS placed at 120, 95 mm, pointing 90°: it never moves again.');
    // The new ghost waits where the first started: on the ship just placed, so it would be refused there.
    expect(part(el, 'verdict').dataset.fits).to.equal('false');
    expect(focused(el)?.getAttribute('data-id')).to.equal('ghost');
    await press(el, 'undo-button');
    expect(el.state?.table).to.have.length(2);
  });

  it('edge: a step over the edge is shown and refused under place.field; the size buttons change the ghost', async () => {
    const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset="edge"></torpedo-placement>`);
    expect(text(part(el, 'room'))).to.contain('4 mm from the edge');
    ghost(el).focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(text(part(el, 'room'))).to.contain('1 mm over the edge');
    await press(el, 'place-button');
    expect(part(el, 'refusal').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.field');
    const small = shadow(el).querySelector<HTMLInputElement>('input[value="small"]');
    small?.click();
    await el.updateComplete;
    expect(el.state?.ghost.size).to.equal('small');
    await press(el, 'reset-button');
    expect(el.state).to.deep.equal(readPlacementLab({ preset: 'edge' }));
  });

  it('a pointer drags the ghost anywhere; the placed ships do not move', async () => {
    const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset="open-field"></torpedo-placement>`);
    await drag(el, { x: 60, y: 75 }, { x: 100, y: 115 });
    expect(el.state?.ghost.tip).to.deep.equal({ x: 110, y: 115 });
    expect(el.state?.table).to.deep.equal(readPlacementLab({}).table);
    await press(el, 'place-button');
    expect(el.state?.table).to.have.length(3);
    await expect(el).to.be.accessible();
  });

  it('every change is logged with its rule, a drag as one move; Reset is logged, and a shared link replays the changes', async () => {
    const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset="open-field"></torpedo-placement>`);
    const changes: unknown[] = [];
    el.addEventListener('rb-placement-change', (event) => changes.push((event as CustomEvent).detail));
    await press(el, 'place-button');
    expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal(['torpedo/place.fixed']);
    expect(log(el).entries.at(-1)?.text).to.equal('RM placed at 70, 75 mm, pointing 0°: it never moves again. A new ghost waits where the first one started.');
    // The new ghost waits on the ship just placed: the rules refuse it there, and the log says so.
    await press(el, 'place-button');
    expect(log(el).entries.at(-1)?.kind).to.equal('rejection');
    expect(shadow(el).querySelectorAll('[part~="refusal"]')).to.have.length(1);
    await drag(el, { x: 60, y: 75 }, { x: 100, y: 115 });
    expect(log(el).entries.filter((entry) => entry.kind !== 'rejection').map((entry) => [entry.text, entry.rule?.id]).at(-1)).to.deep.equal(['Ghost moved at 110, 115 mm, pointing 0°.', 'torpedo/place.pose']);
    expect(el.turns).to.have.length(2);
    expect(changes).to.have.length(3);
    const link = await copiedLink(el);
    const [state, turns] = [el.state, el.turns];
    await press(el, 'reset-button');
    expect(el.state).to.deep.equal(readPlacementLab({ preset: 'open-field' }));
    expect(log(el).entries.at(-1)?.text).to.equal('Reset: the table as the attributes laid it, and the ghost at its start.');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('torpedo/place.fixed');
    await press(el, 'undo-button');
    expect(el.state).to.deep.equal(state);
    el.remove();
    const opened = await openShared<TorpedoPlacement>('torpedo-placement', link);
    expect(opened.state).to.deep.equal(state);
    expect(opened.turns).to.deep.equal(turns);
  });

  it('bad attributes show a panel naming the attribute, never a crash', async () => {
    await expectAttributeProblems('torpedo-placement', [
      ['preset', 'sideways', 'preset must be one of open-field'],
      ['table', 'small red 40 75 0; small red 45 75 0', 'table[1] cannot lie there'],
      ['table', 'huge blue 150 60 0', 'table[0] must be a size'],
      ['ghost', 'small 200 120', 'ghost must be a size, an owner'],
      ['field', 'wide', 'field must be the width and the height'],
    ]);
  });
});

describe('<torpedo-placement> in a docs column and on a phone', () => {
  it('every preset: at most ~1,200 px tall in a 632 px column, no text under 12 px there or on a phone', async function () {
    for (const preset of PLACEMENT_PRESETS) {
      const el = await placeInColumn<TorpedoPlacement>(html`<torpedo-placement preset=${preset.name}></torpedo-placement>`, DOCS_COLUMN_PX);
      expect(el.getBoundingClientRect().height, preset.name).to.be.at.most(1_200);
      expect(smallTexts(el.shadowRoot ?? el), preset.name).to.deep.equal([]);
      const phone = await placeInColumn<TorpedoPlacement>(html`<torpedo-placement preset=${preset.name}></torpedo-placement>`, PHONE_COLUMN_PX);
      expect(smallTexts(phone.shadowRoot ?? phone), `${preset.name} on a phone`).to.deep.equal([]);
      expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_COLUMN_PX + 0.5);
    }
  });
});

describe('<torpedo-placement> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async () => {
    for (const [preset, seed] of [['open-field', 1], ['tight-gap', 2], ['crowded', 3]] as const) {
      const el = await fixture<TorpedoPlacement>(html`<torpedo-placement preset=${preset}></torpedo-placement>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
