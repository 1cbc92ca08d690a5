import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LINE_OF_FIRE_PRESETS, headingAt, lineOfFire, readLineOfFire } from '../../rules/torpedo/index.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, announced, copiedLink, log, openShared, expectAttributeProblems, failOnEscapedErrors, part, parts, placeInColumn, press, shadow, smallTexts, tabTo, text } from '../shared/test-support.ts';
import './torpedo-line-of-fire.ts';
import type { TorpedoLineOfFire } from './torpedo-line-of-fire.ts';

function ship(el: TorpedoLineOfFire, id: string): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>(`g[data-piece][data-id="${id}"]`);
  if (found === null) throw new Error(`no ship ${id}`);
  return found;
}

function result(el: TorpedoLineOfFire): { word: string | undefined; said: string } {
  const found = part(el, 'result');
  return { word: found.dataset.result, said: text(found) };
}

/** The screen point of a spot on the field, in millimetres. */
function screenPoint(el: TorpedoLineOfFire, at: { x: number; y: number }): { x: number; y: number } {
  const table = shadow(el).querySelector<SVGGElement>('g.table');
  const matrix = table?.getScreenCTM();
  if (matrix === null || matrix === undefined) throw new Error('no drawing');
  const point = new DOMPoint(at.x, at.y).matrixTransform(matrix);
  return { x: point.x, y: point.y };
}

/** Drags a ship by pointer events: down on it at `grab` (millimetres), moves in a few steps to `drop`, up. */
async function drag(el: TorpedoLineOfFire, id: string, grab: { x: number; y: number }, drop: { x: number; y: number }): Promise<void> {
  const svg = shadow(el).querySelector('svg');
  if (svg === null) throw new Error('no svg');
  const from = screenPoint(el, grab);
  const to = screenPoint(el, drop);
  const options = (point: { x: number; y: number }): PointerEventInit => ({ bubbles: true, composed: true, pointerId: 7, button: 0, clientX: point.x, clientY: point.y, isPrimary: true });
  ship(el, id).dispatchEvent(new PointerEvent('pointerdown', options(from)));
  await el.updateComplete;
  for (const t of [0.25, 0.5, 0.75, 1]) {
    svg.dispatchEvent(new PointerEvent('pointermove', options({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t })));
    await el.updateComplete;
  }
  svg.dispatchEvent(new PointerEvent('pointerup', options(to)));
  await el.updateComplete;
}

describe('<torpedo-line-of-fire>', () => {
  failOnEscapedErrors();

  it('draws the shooter’s line to the first ship it meets, and says the result in words, with the rule', async () => {
    const el = await fixture<TorpedoLineOfFire>(html`<torpedo-line-of-fire></torpedo-line-of-fire>`);
    expect(text(shadow(el).querySelector('h2'))).to.equal('Puzzle: block like for like');
    expect(result(el).word).to.equal('sinks');
    expect(result(el).said).to.match(/^Sinks\. The torpedo hits red’s medium ship RM, \d+(\.\d)? mm from the tip, a ship of another size: it sinks\./);
    expect(part(el, 'result').dataset.rule).to.equal('torpedo/fire.hit');
    expect(part(el, 'result').querySelector('a')?.getAttribute('href')).to.contain('/torpedo/firing/');
    expect(parts(el, 'ship').map((entry) => entry.getAttribute('data-id'))).to.deep.equal(['shooter', 'medium', 'shield']);
    expect(parts(el, 'shot')[0]?.getAttribute('data-result')).to.equal('sinks');
    // Sunk is drawn, not only coloured: a cross over the ship, and its letters in the key.
    expect(ship(el, 'medium').querySelector('.sunk-cross')).to.not.equal(null);
    expect(text(part(el, 'key'))).to.contain('RM red medium — sunk');
    // Owners have patterns as well as colours: blue, the first owner, solid; red striped.
    expect(ship(el, 'shooter').querySelector('.pattern')).to.equal(null);
    expect(ship(el, 'medium').querySelector('.pattern')?.getAttribute('fill')).to.equal('url(#tf-stripes)');
    await expect(el).to.be.accessible();
  });

  it('blocked and miss, in words and in the drawing: solid to the contact, dashed past it', async () => {
    const blocked = await fixture<TorpedoLineOfFire>(html`<torpedo-line-of-fire shooter="large blue 50 60 0" targets="large red 120 75 90; medium red 200 75 90"></torpedo-line-of-fire>`);
    expect(result(blocked).word).to.equal('blocked');
    expect(result(blocked).said).to.match(/^Blocked\. The torpedo hits red’s large ship RL, [\d.]+ mm from the tip: the shooter’s size, so it stops the torpedo and takes no harm\./);
    expect(parts(blocked, 'shot-line').length).to.equal(1);
    expect(parts(blocked, 'shot-onward').length).to.equal(1);
    expect(text(part(blocked, 'key'))).to.contain('RL red large — blocks');
    const miss = await fixture<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="beside-the-line"></torpedo-line-of-fire>`);
    expect(result(miss).word).to.equal('miss');
    expect(result(miss).said).to.match(/^Miss\. The torpedo meets no ship before the edge of the field\. ?Rule: The line of a torpedo/);
    expect(parts(miss, 'shot-line').length).to.equal(0);
    expect(parts(miss, 'shot-onward').length).to.equal(1);
    await expect(miss).to.be.accessible();
  });

  it('every preset: the rules’ table, its title and description, accessible', async () => {
    for (const preset of LINE_OF_FIRE_PRESETS) {
      const el = await fixture<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset=${preset.name}></torpedo-line-of-fire>`);
      expect(el.state?.lab).to.deep.equal(preset.lab);
      expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
      expect(text(part(el, 'description'))).to.contain(preset.description);
      expect(result(el).word).to.equal(lineOfFire(preset.lab).result);
      await expect(el).to.be.accessible();
    }
  });

  it('block like for like: dragging red’s large across the line by pointer blocks the shot; Undo takes it back', async () => {
    const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="block-like-for-like"></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
    const changes: string[] = [];
    el.addEventListener('rb-line-of-fire-change', (event) => changes.push((event as CustomEvent<{ shot: { result: string } }>).detail.shot.result));
    // Grab the shield 10 mm behind its tip (120, 140) and drop it 65 mm higher.
    await drag(el, 'shield', { x: 120, y: 130 }, { x: 120, y: 65 });
    const shield = el.state?.lab.pieces.find((piece) => piece.id === 'shield');
    expect(shield?.tip.x).to.be.closeTo(120, 0.6);
    expect(shield?.tip.y).to.be.closeTo(75, 0.6);
    expect(result(el).word).to.equal('blocked');
    expect(changes).to.deep.equal(['blocked']);
    expect(announced(el)).to.match(/^RL moved at [\d.]+, [\d.]+ mm\. Blocked: The torpedo hits red’s large ship RL.* Puzzle solved\.$/);
    expect(part(el, 'goal').dataset.solved).to.equal('true');
    await press(el, 'undo-button');
    expect(result(el).word).to.equal('sinks');
    expect(text(part(el, 'goal'))).to.equal('Not solved yet.');
    expect(el.state?.lab).to.deep.equal(readLineOfFire({ preset: 'block-like-for-like' }));
  });

  it('a drag stops where the ship would touch another, and says why with the rule', async () => {
    const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="block-like-for-like"></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
    // Straight up onto the shooter's row, through the blue large: refused on the way.
    await drag(el, 'shield', { x: 120, y: 130 }, { x: 45, y: 50 });
    expect(part(el, 'refusal').textContent).to.contain('would touch');
    expect(part(el, 'refusal').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.no-touch');
  });

  it('by keyboard: Tab to a ship, arrow keys move it, Q and E turn it, and the result follows', async () => {
    const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="save-your-large"></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
    expect(result(el).word).to.equal('sinks');
    await tabTo(el, (active) => active?.getAttribute('data-id') === 'spare');
    // The spare small's tip is at (110, 130): 50 mm up in 5 mm steps puts it across the line y = 75.
    for (let i = 0; i < 10; i++) await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.state?.lab.pieces.find((piece) => piece.id === 'spare')?.tip).to.deep.equal({ x: 110, y: 80 });
    expect(result(el).word).to.equal('blocked');
    expect(announced(el)).to.contain('Blocked');
    // Shift moves a millimetre; focus stays on the ship.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Shift' });
    expect(el.state?.lab.pieces.find((piece) => piece.id === 'spare')?.tip).to.deep.equal({ x: 109, y: 80 });
    await sendKeys({ press: 'e' });
    await el.updateComplete;
    expect(el.state?.lab.pieces.find((piece) => piece.id === 'spare')?.heading).to.deep.equal(headingAt(13));
    expect(announced(el)).to.contain('BS turned, pointing 195°.');
    await sendKeys({ press: '[' });
    await sendKeys({ press: '[' });
    await el.updateComplete;
    expect(el.state?.lab.pieces.find((piece) => piece.id === 'spare')?.heading).to.deep.equal(headingAt(11));
    expect(shadow(el).activeElement?.getAttribute('data-id')).to.equal('spare');
  });

  it('by keyboard, a move the rules refuse leaves the ship where it was, shows why with the rule and says it', async () => {
    const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="block-like-for-like"></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
    await tabTo(el, (active) => active?.getAttribute('data-id') === 'shield');
    // The shield's tip is 10 mm above the field's bottom edge (150 mm): the third step down would put it past it.
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.state?.lab.pieces.find((piece) => piece.id === 'shield')?.tip).to.deep.equal({ x: 120, y: 150 });
    expect(text(part(el, 'refusal'))).to.contain('RL would not lie wholly on the field');
    expect(part(el, 'refusal').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.field');
    expect(announced(el)).to.match(/^Refused: RL would not lie wholly on the field/);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="refusal"]')).to.equal(null);
  });

  it('the turn buttons turn the ship chosen last (the shooter at first), by exact headings', async () => {
    const el = await fixture<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="avoid-friendly-fire"></torpedo-line-of-fire>`);
    expect(result(el).word).to.equal('sinks');
    expect(lineOfFire(el.state?.lab ?? readLineOfFire({})).hit).to.equal('friend');
    for (let i = 0; i < 24; i++) await press(el, 'turn-right-button');
    expect(el.state?.lab.pieces[0]?.heading).to.deep.equal(headingAt(0));
    await press(el, 'turn-left-button');
    expect(el.state?.lab.pieces[0]?.heading).to.deep.equal(headingAt(23));
    expect(text(part(el, 'turn-left-button'))).to.equal('Turn RM anticlockwise');
    await press(el, 'reset-button');
    expect(el.state?.lab).to.deep.equal(readLineOfFire({ preset: 'avoid-friendly-fire' }));
  });

  it('every move is logged with its rule, a refused one too; Reset is logged, and a shared link replays the moves', async () => {
    const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset="block-like-for-like"></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
    await tabTo(el, (active) => active?.getAttribute('data-id') === 'shield');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'e' });
    await el.updateComplete;
    expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([
      ['RL moved at 120, 145 mm, pointing 90°.', 'torpedo/place.pose'],
      ['RL moved at 120, 145 mm, pointing 105°.', 'torpedo/place.pose'],
    ]);
    expect(announced(el)).to.match(/^RL turned, pointing 105°\. /);
    // Two steps more would put the shield past the field's bottom edge: refused, and logged with its rule.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(log(el).entries.at(-1)?.kind).to.equal('rejection');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('torpedo/place.field');
    const link = await copiedLink(el);
    const [state, turns] = [el.state, el.turns];
    await press(el, 'reset-button');
    expect(el.state?.lab).to.deep.equal(readLineOfFire({ preset: 'block-like-for-like' }));
    expect(log(el).entries.at(-1)?.text).to.equal('Reset: every ship back where the attributes put it.');
    expect(log(el).entries.at(-1)?.rule?.id).to.equal('torpedo/fire.line');
    el.remove();
    const opened = await openShared<TorpedoLineOfFire>('torpedo-line-of-fire', link);
    expect(opened.state).to.deep.equal(state);
    expect(opened.turns).to.deep.equal(turns);
  });

  it('bad attributes show a panel naming the attribute, never a crash', async () => {
    await expectAttributeProblems('torpedo-line-of-fire', [
      ['preset', 'sideways', 'preset must be one of block-like-for-like'],
      ['shooter', 'small 200 120', 'shooter must be a size, an owner'],
      ['shooter', 'small red 200 120 40', 'whole number of 15° steps'],
      ['targets', 'large blue 45 60 0', 'targets[0] cannot lie there'],
      ['targets', 'huge blue 150 60 0', 'targets[0] must be a size'],
      ['field', '10 10', 'field'],
      ['field', 'wide', 'field must be the width and the height'],
    ]);
  });
});

describe('<torpedo-line-of-fire> in a docs column and on a phone', () => {
  it('every preset: at most ~1,200 px tall in a 632 px column, no text under 12 px there or on a phone', async function () {
    for (const preset of LINE_OF_FIRE_PRESETS) {
      const el = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset=${preset.name}></torpedo-line-of-fire>`, DOCS_COLUMN_PX);
      expect(el.getBoundingClientRect().height, preset.name).to.be.at.most(1_200);
      expect(smallTexts(el.shadowRoot ?? el), preset.name).to.deep.equal([]);
      const phone = await placeInColumn<TorpedoLineOfFire>(html`<torpedo-line-of-fire preset=${preset.name}></torpedo-line-of-fire>`, PHONE_COLUMN_PX);
      expect(smallTexts(phone.shadowRoot ?? phone), `${preset.name} on a phone`).to.deep.equal([]);
      expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_COLUMN_PX + 0.5);
    }
  });
});
