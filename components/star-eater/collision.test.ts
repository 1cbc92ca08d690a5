import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createEngine } from '../../rules/engine/index.ts';
import { COLLISION_PRESETS, RULE, boardPlaceOf, collisionLab, type CollisionLabSetup, type CollisionLabState } from '../../rules/star-eater/index.ts';
import { commandsSeen, expectAttributeProblems, failOnEscapedErrors, itShowsEachPreset, log, part, parts, press, shadow, tabStops, text, type AttributeCase } from '../shared/test-support.ts';
import { expectBoardOnPhones, expectLabFitsColumns, expectRandomClicksSurvived, expectTwoOnAPageAccessible } from './lab-test-support.ts';
import './star-eater-collision.ts';
import type { StarEaterCollision } from './star-eater-collision.ts';

/** A table row's cells, each cell's text, spaced: `1 N moved SE moved`. */
function cells(row: Element): string {
  return [...row.querySelectorAll('th, td')]
    .map((cell) => text(cell))
    .filter((words) => words !== '')
    .join(' ');
}

/** The lock-step table's rows as text. */
function lockstep(el: StarEaterCollision): string[] {
  return parts(el, 'lockstep-row').map(cells);
}

/** The damage table's rows: `A 0 0 0 0 0 0`. */
function damage(el: StarEaterCollision): string[] {
  return [...part(el, 'damage').querySelectorAll('tbody tr')].map(cells);
}

function rulesStart(setup: Omit<CollisionLabSetup, 'seed'>): CollisionLabState {
  return createEngine(collisionLab, { seed: 1, ...setup }).state;
}

describe('<star-eater-collision>', () => {
  failOnEscapedErrors();

  describe('the Momentum page’s collision examples (presets)', () => {
    itShowsEachPreset('star-eater-collision', COLLISION_PRESETS, (preset) => rulesStart({ preset }), '/star-eater/momentum/');

    it('head-on: the step that overlaps is outlined on four hexes, both tokens lost, 1 damage on each of four sections of both, the step undone', async () => {
      const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="head-on"></star-eater-collision>`);
      expect(lockstep(el)).to.deep.equal(['1 N S']);
      await press(el, 'next-button');
      expect(lockstep(el)).to.deep.equal(['1 N rammed: lost S rammed: lost']);
      expect(shadow(el).querySelectorAll('[part~="overlap"] path').length).to.equal(8);
      expect(shadow(el).querySelectorAll('.arrow-line.undone').length).to.equal(2);
      expect(damage(el)).to.deep.equal(['A 1 1 1 1 0 4', 'B 1 1 1 1 0 4']);
      const lines = parts(el, 'ship-step');
      expect(lines.map((line) => (line as HTMLElement).dataset.rule)).to.deep.equal([RULE.collisionWarship, RULE.collisionWarship]);
      expect(text(lines[0])).to.contain('Ship A: N rams ship B, which was moving too: A deals 1 damage to each of B’s bow, port, core and starboard, loses its N token, and the step is undone.');
      expect(el.state?.ships.map((ship) => boardPlaceOf(ship.pose).row)).to.deep.equal([10, 7]);
      expect(text(part(el, 'step-words'))).to.contain('the mats now: A: empty; B: empty.');
      expect(part(el, 'next-button').getAttribute('aria-disabled')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('stopped: B has stopped; A rams it twice, losing a token each time; only B takes damage', async () => {
      const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="stopped"></star-eater-collision>`);
      await press(el, 'round-button');
      expect(lockstep(el)).to.deep.equal(['1 N moved SE moved', '2 N rammed: lost stopped', '3 N rammed: lost stopped']);
      expect(damage(el)).to.deep.equal(['A 0 0 0 0 0 0', 'B 0 0 0 0 2 2']);
      expect(text(part(el, 'step-words'))).to.contain('Ship B has no token left for this step: it has stopped.');
      expect(text(part(el, 'step-words'))).to.contain('which has stopped: A deals 1 damage to each of B’s stern and loses its N token; B loses nothing.');
    });

    it('edge: the burst on the edge, the NE token lost, and the rest of A’s tokens played in lock-step with B’s', async () => {
      const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="edge"></star-eater-collision>`);
      await press(el, 'next-button');
      expect(parts(el, 'edge-hit-taken')).to.have.length(1);
      expect(text(parts(el, 'ship-step')[0])).to.contain('NE would take its starboard off the board: it takes 1 damage, the NE token comes off A’s mat, and the step is undone.');
      expect(text(part(el, 'next-button'))).to.equal('Next step: 2 of 3');
      await press(el, 'round-button');
      expect(lockstep(el)).to.deep.equal(['1 NE edge: lost S moved', '2 N moved S moved', '3 N moved stopped']);
      expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal([RULE.momentumMove, RULE.collisionEdge, RULE.momentumMove, RULE.momentumMove, RULE.momentumMove, RULE.momentumMove, RULE.momentumMove]);
    });

    it('projectile: the P token is drawn, then run over: destroyed, 3 damage to the bow, the token kept', async () => {
      const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="projectile"></star-eater-collision>`);
      expect(parts(el, 'small-token').map((token) => text(token))).to.deep.equal(['P']);
      await press(el, 'round-button');
      expect(parts(el, 'small-token')).to.have.length(0);
      expect(damage(el)[0]).to.equal('A 3 0 0 0 0 3');
      const line = parts(el, 'ship-step').find((entry) => (entry as HTMLElement).dataset.rule === RULE.collisionToken);
      expect(text(line)).to.contain('N runs over projectile 1, destroyed: 3 damage to A’s bow. The step is undone; A keeps its N token.');
      expect(lockstep(el)[1]).to.equal('2 N ran over: kept stopped');
    });
  });

  it('undo and reset take things back; reset is logged', async () => {
    const el = await fixture<StarEaterCollision>(html`<star-eater-collision></star-eater-collision>`);
    const start = el.state;
    await press(el, 'next-button');
    await press(el, 'undo-button');
    expect(el.state).to.deep.equal(start);
    await press(el, 'round-button');
    await press(el, 'round-button');
    await press(el, 'reset-button');
    expect(el.state).to.deep.equal(start);
    expect(log(el).entries.at(-1)?.text).to.equal('Back to the start: ship A at column 6, row 12, facing N, mat N, N; ship B at column 7, row 5, facing S, mat S.');
  });

  describe('attributes', () => {
    it('takes what a blogger types, over the preset', async () => {
      const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="edge" a-column="3" a-row="9" a-facing="ne" a-mat="n cw" b-mat="none" tokens="squadron 3 5, torpedo 8 8 2" seed="3"></star-eater-collision>`);
      expect(boardPlaceOf(el.state?.ships[0]?.pose ?? { at: { q: 0, r: 0 }, facing: 0 })).to.deep.equal({ column: 3, row: 9, facing: 1 });
      expect(el.state?.ships.map((ship) => ship.mat)).to.deep.equal([{ linear: [0], rotational: ['cw'] }, { linear: [], rotational: [] }]);
      expect(el.state?.tokens.map((token) => [token.id, token.damage])).to.deep.equal([['squadron 1', 0], ['torpedo 1', 2]]);
      expect(parts(el, 'small-token').map((token) => text(token))).to.deep.equal(['F', 'T']);
    });

    it('shows an error naming each bad attribute, throws nothing, and recovers when fixed', async () => {
      const cases: AttributeCase[] = [
        ['preset', 'crash', 'preset must be one of head-on, stopped, edge, projectile'],
        ['a-column', 'left', 'a-column must be a whole number'],
        ['a-row', '0', 'would be off the board'],
        ['a-facing', 'up', 'a-facing must be a direction'],
        ['a-mat', 'N N N N N', 'at most 4 linear and 2 rotation tokens'],
        ['b-row', '11', 'the two warships start apart', { 'b-column': '6' }],
        ['b-mat', 'N X', 'b-mat token 2 must be a direction'],
        ['tokens', 'mine 3 3', 'a kind of small token'],
        ['tokens', 'projectile 6 11', 'is under ship A’s bow'],
        ['seed', '1.5', 'seed must be a whole number'],
      ];
      await expectAttributeProblems('star-eater-collision', cases);
    });
  });

  it('keyboard: Enter on Next step plays a step; Tab goes on to Play the round, Undo and Reset', async () => {
    const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="stopped"></star-eater-collision>`);
    part(el, 'next-button').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.current?.steps).to.have.length(1);
    expect(await tabStops(el, 3)).to.deep.equal(['button round-button', 'button undo-button', 'button reset-button']);
  });

  it('fires rb-command after every command, accepted or refused', async () => {
    const el = await fixture<StarEaterCollision>(html`<star-eater-collision preset="head-on"></star-eater-collision>`);
    const seen = commandsSeen(el, () => {
      el.nextStep();
      el.nextStep();
    });
    expect(seen).to.deep.equal([true, false]);
  });

  it('two on one page: every region keeps a name of its own (axe)', async () => {
    await expectTwoOnAPageAccessible('star-eater-collision', ['head-on', 'projectile'], (el) => press(el, 'next-button'));
  });
});

describe('<star-eater-collision> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, and stays accessible, whatever a reader presses', async function () {
    this.timeout(90_000);
    await expectRandomClicksSurvived('star-eater-collision', [[1, 'stopped'], [2, 'projectile']]);
  });
});

// ------------------------------------------------------------------------------------------------
// Legibility and height in a docs column

/** A phone's docs column at 390 px, less Starlight's padding, and narrower still: narrower than the board. */
const NARROW_PX = 300;

describe('<star-eater-collision> in a docs column and on a phone', () => {
  it('every preset and full mats, step after step: at most 1,200 px tall in a 632 px column, no text under 12 px', async function () {
    this.timeout(90_000);
    const widgets = [
      html`<star-eater-collision></star-eater-collision>`,
      html`<star-eater-collision a-mat="N N N N cw cw" b-mat="S SW S SW ccw ccw" a-row="14" b-row="3"></star-eater-collision>`,
      ...COLLISION_PRESETS.map((preset) => html`<star-eater-collision preset=${preset.name}></star-eater-collision>`),
    ];
    const tallest = await expectLabFitsColumns(widgets, 8, (el) => press(el, 'next-button'), NARROW_PX);
    // Held where packing the lab closer on a phone brought it (a 374 px column here; the site's is 358 px).
    // +20 px: Copy link (issue 13) takes the controls onto another line on a phone.
    expect(tallest, 'the tallest in a phone’s column').to.be.at.most(1_500);
  });

  it('on a phone the board is shown whole, its texts 12 px; in a narrower column it scrolls sideways in a box Tab reaches, and says so', async () => {
    await expectBoardOnPhones(html`<star-eater-collision preset="head-on"></star-eater-collision>`);
  });
});
