import { aTimeout, expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyCommand, botRandom, replay, searchBot } from '../../rules/engine/index.ts';
import { heuristicTorpedoBot, ruleset, SEARCH_PLAYOUTS, type TorpedoCommand, type TorpedoState } from '../../rules/torpedo/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { expectAttributeProblems, failOnEscapedErrors, holdTimers, part, placeInColumn, shadow, smallTexts, tabTo, text, waitFor, DOCS_COLUMN_PX, PHONE_COLUMN_PX } from '../shared/test-support.ts';
import './torpedo-game.ts';
import type { TorpedoGame } from './torpedo-game.ts';
import { html } from 'lit';

function live(el: TorpedoGame): TorpedoState {
  const found = el.state;
  if (found === null) throw new Error('no game');
  return found;
}

function button(el: TorpedoGame, label: RegExp): HTMLButtonElement {
  const found = [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((candidate) => label.test(text(candidate)));
  if (found === undefined) throw new Error(`no button ${String(label)}`);
  return found;
}

async function click(el: TorpedoGame, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
  await aTimeout(0);
  await el.updateComplete;
}

function ghost(el: TorpedoGame): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>('g[data-piece][data-id="ghost"]');
  if (found === null) throw new Error('no ghost');
  return found;
}

async function keys(el: TorpedoGame, ...pressed: string[]): Promise<void> {
  for (const key of pressed) {
    await sendKeys({ press: key });
    await el.updateComplete;
  }
}

describe('<torpedo-game>', () => {
  failOnEscapedErrors();

  it('against a bot, free mode: ready, then place with the keyboard while the bot places on its timer; a touching drop is refused with its rule', async () => {
    // The bot's timer is held until the reader's steps below are done: a bot placement in between
    // would clear the refusal this test reads (it did, on a loaded machine, when the bot merely waited 4 s).
    const botClock = holdTimers(4000);
    const el = await fixture<TorpedoGame>(html`<torpedo-game mode="bot" bot-delay="4000" seed="3"></torpedo-game>`);
    expect(live(el).mode).to.equal('free');
    expect(text(part(el, 'status'))).to.contain('ready');
    await click(el, button(el, /Red: ready/));
    botClock.tick();
    await waitFor(() => live(el).phase === 'placing', 'placing never started');
    await el.updateComplete;
    // The ghost: a large ship of red's, a button on the field; it fits where it starts.
    expect(text(part(el, 'verdict'))).to.contain('It fits here.');
    ghost(el).focus();
    await keys(el, 'e', 'ArrowRight', 'Enter');
    await waitFor(() => live(el).table.some((piece) => piece.owner === 'red'), 'red never placed');
    const placed = live(el).table.find((piece) => piece.owner === 'red');
    expect(placed?.size).to.equal('large');
    expect(placed?.tip).to.deep.equal({ x: 130, y: 160 });
    expect(live(el).unplayed.red?.filter((piece) => piece.size === 'large')).to.have.length(4);
    // The ghost moves clear of the ship just placed, to a spot where it fits.
    await el.updateComplete;
    expect(text(part(el, 'verdict'))).to.contain('It fits here.');
    // Off the field, the rules refuse it, naming the rule.
    ghost(el).focus();
    for (let i = 0; i < 50; i++) await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(text(part(el, 'verdict'))).to.contain('Refused here');
    await click(el, button(el, /Place the large ship/));
    expect(part(el, 'refusal').querySelector('[part~="rule-id"]')?.textContent).to.equal('torpedo/place.field');
    // The bot places too, on its own timer.
    botClock.release();
    await waitFor(() => live(el).table.some((piece) => piece.owner === 'blue'), 'the bot never placed');
    await expect(el).to.be.accessible();
  });

  it('bots play a whole free-mode game of three to the end; every seat places; the log replays to the same state', async function () {
    const el = await fixture<TorpedoGame>(html`<torpedo-game mode="bots" bot="heuristic" players="3" bot-delay="0" seed="5"></torpedo-game>`);
    await waitFor(() => live(el).outcome !== null, 'the bots never finished', { interval: 50 });
    const owners = new Set(live(el).table.map((piece) => piece.owner));
    expect([...owners].sort()).to.deep.equal(['blue', 'green', 'red']);
    expect(live(el).volleys.map((volley) => volley.size)).to.deep.equal(['small', 'medium', 'large']);
    const engine = el.engine;
    if (engine === null) throw new Error('no engine');
    expect(replay(ruleset, el.setup ?? { seed: 5 }, engine.log)).to.deep.equal(live(el));
    await el.updateComplete;
    expect(text(part(el, 'outcome'))).to.match(/points/);
    expect(el.botPending).to.equal(false);
  });

  it('plays the search bot by default (medium): each move the one the rules\' searchBot picks with the game\'s budget', async function () {
    const played: { command: TorpedoCommand; by: string }[] = [];
    const el = await fixture<TorpedoGame>(html`<torpedo-game mode="bots" bot-delay="0" seed="7" @rb-command=${(event: CustomEvent<{ command: TorpedoCommand; by: string }>) => played.push(event.detail)}></torpedo-game>`);
    await waitFor(() => played.length >= 3, 'the search bots never moved', { interval: 20 });
    el.remove();
    const search = searchBot(ruleset, { iterations: SEARCH_PLAYOUTS.medium, rollout: heuristicTorpedoBot });
    let state = ruleset.initialState(el.setup ?? { seed: 7 });
    for (const [ply, { command, by }] of played.slice(0, 3).entries()) {
      expect(by).to.equal('bot');
      expect(command).to.deep.equal(search(ruleset.view?.(state, command.player) ?? state, command.player, botRandom(7, ply)));
      state = applyCommand(ruleset, state, command);
    }
  });

  it('rounds mode at one screen: each player commits behind a hand-off; the other’s move is hidden until the reveal', async function () {
    const el = await fixture<TorpedoGame>(html`<torpedo-game timing="rounds"></torpedo-game>`);
    const readyUp = async (): Promise<void> => {
      const ready = shadow(el).querySelector<HTMLButtonElement>('.handoff button');
      if (el.handOff && ready !== null) await click(el, ready);
    };
    await readyUp();
    await click(el, button(el, /Red: ready/));
    await readyUp();
    await click(el, button(el, /Blue: ready/));
    expect(live(el).phase).to.equal('placing');
    await readyUp();
    expect(el.viewer).to.equal('red');
    await click(el, button(el, /Place the large ship/));
    expect(live(el).table).to.have.length(0);
    await readyUp();
    expect(el.viewer).to.equal('blue');
    // Blue does not see red's move: only that red has chosen.
    expect(text(shadow(el).querySelector('[part~="log"]'))).to.not.contain('Red chose to place');
    await click(el, button(el, /Wait this round/));
    expect(live(el).round).to.equal(2);
    expect(live(el).table.map((piece) => piece.owner)).to.deep.equal(['red']);
  });

  it('keyboard only, against a bot: ready, place a ship, wait while the bot places, fire the three volleys, to the score', async function () {
    // The bot's clock is held while the reader tabs to the ghost and places: in the free mode it
    // places on its own timer, and on a loaded machine (Tab presses slow) it once placed its last
    // ship, ending the placing, before the reader's Tab reached the ghost.
    const botClock = holdTimers(300);
    const el = await fixture<TorpedoGame>(html`<torpedo-game mode="bot" bot-delay="300" seed="4"></torpedo-game>`);
    const pressOn = async (label: RegExp): Promise<void> => {
      await tabTo(el, (active) => active instanceof HTMLButtonElement && label.test(text(active)));
      await keys(el, 'Enter');
      await aTimeout(0);
      await el.updateComplete;
    };
    await pressOn(/Red: ready/);
    botClock.tick();
    await waitFor(() => live(el).phase === 'placing', 'placing never started');
    await el.updateComplete;
    // The ghost is one Tab stop on the field: move it, turn it, place it with Enter.
    await tabTo(el, (active) => active?.getAttribute('data-id') === 'ghost');
    await keys(el, 'ArrowDown', 'q', 'Enter');
    await waitFor(() => live(el).table.some((piece) => piece.owner === 'red'), 'red never placed');
    // Then wait: the bot places on until it has placed its last ship, which stops the placing. Its
    // clock moves only between the reader's steps, so a Tab walk never races a placement.
    for (let moves = 0; live(el).phase === 'placing'; moves++) {
      expect(moves, 'moves while placing').to.be.below(100);
      await el.updateComplete;
      if (el.legalCommands.some((command) => command.type === 'wait')) await pressOn(/Wait until someone places/);
      const played = el.engine?.commands.length ?? 0;
      botClock.tick();
      await waitFor(() => live(el).phase !== 'placing' || (el.engine?.commands.length ?? 0) > played, 'the bot never placed');
    }
    for (const size of ['small', 'medium', 'large']) {
      await el.updateComplete;
      if (live(el).phase === 'firing') await pressOn(new RegExp(`Fire the ${size} volley`));
    }
    botClock.release();
    await waitFor(() => live(el).outcome !== null, 'the game never ended');
    await el.updateComplete;
    expect(live(el).volleys).to.have.length(3);
    expect(text(part(el, 'outcome'))).to.match(/points/);
  });

  it('before Ready, the empty field shows the table\'s size and each player\'s ships, in their colours and in its label', async () => {
    const el = await fixture<TorpedoGame>(html`<torpedo-game mode="bot" players="3" bot-delay="4000"></torpedo-game>`);
    await el.updateComplete;
    const field = shadow(el).querySelector('svg[part="field"]');
    const lines = [...shadow(el).querySelectorAll('.stashes span')].map((line) => line.textContent);
    expect(lines).to.deep.equal(['The table: 480 × 320 mm', 'Red: 5 small, 5 medium and 5 large', 'Blue: 5 small, 5 medium and 5 large', 'Green: 5 small, 5 medium and 5 large']);
    expect(field?.getAttribute('aria-label')).to.include('Red: 5 small, 5 medium and 5 large; Blue:');
    el.play({ type: 'ready', player: 'red' });
    await el.updateComplete;
  });

  it('bad attributes show a panel naming the attribute, never a crash', async () => {
    await expectAttributeProblems('torpedo-game', [
      ['players', '6', 'players must be a whole number from 2 to 5'],
      // Not a number: the rules' range and reason, not the shared example "such as 3 or -1".
      ['players', 'many', 'players must be a whole number from 2 to 5 (the rulebook\'s "Players: 2 - 5"); got "many".'],
      ['timing', 'turns', 'timing must be one of free, rounds'],
      ['pace', 'warp', 'pace must be one of slow, calm, quick, frantic'],
      ['mode', 'solo', 'mode'],
    ]);
  });

  it('no text under 12 px in a docs column or on a phone, and at most ~1,200 px tall', async () => {
    const el = await placeInColumn<TorpedoGame>(html`<torpedo-game mode="bot" bot-delay="0"></torpedo-game>`, DOCS_COLUMN_PX);
    expect(el.getBoundingClientRect().height).to.be.at.most(1_200);
    expect(smallTexts(el.shadowRoot ?? el)).to.deep.equal([]);
    const phone = await placeInColumn<TorpedoGame>(html`<torpedo-game mode="bot" bot-delay="0"></torpedo-game>`, PHONE_COLUMN_PX);
    expect(smallTexts(phone.shadowRoot ?? phone)).to.deep.equal([]);
    expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_COLUMN_PX + 0.5);
  });
});

describe('<torpedo-game> under random clicks', () => {
  failOnEscapedErrors();

  for (const [players, mode, timing] of [
    [2, 'bot', 'free'],
    [3, 'bot', 'rounds'],
    [2, 'hot-seat', 'rounds'],
  ] as const) {
    it(`never shows an error panel nor drops the focus: ${String(players)} players, ${mode}, ${timing}`, async function () {
      const el = await fixture<TorpedoGame>(html`<torpedo-game players=${players} mode=${mode} timing=${timing} bot-delay="0"></torpedo-game>`);
      // In the free mode bots place on and on: the clicks come between their moves.
      const between = timing === 'free' ? undefined : (): Promise<void> => waitFor(() => !el.botPending, 'a bot never moved', { interval: 5 });
      // Tab stops are counted from the placing on: before it, the table is only its Ready buttons.
      const clicked = await clickAtRandom(el, { steps: 60, seed: players * 5 + timing.length, between, inPlay: () => live(el).phase !== 'ready' });
      expect(clicked.length).to.be.greaterThan(0);
    });
  }
});
