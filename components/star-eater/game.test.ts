import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { botRandom, drawInt, replay } from '../../rules/engine/index.ts';
import { RULE, STAR_EATER_GAME_PRESETS, ruleset, type StarEaterCommand, type StarEaterState } from '../../rules/star-eater/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { failOnEscapedErrors, focused, log, shadow, text, waitFor } from '../shared/test-support.ts';
import './star-eater-game.ts';
import type { GameCommandDetail, StarEaterGame } from './star-eater-game.ts';
import { describeEvent } from './game-words.ts';

function live(el: StarEaterGame): StarEaterState {
  const state = el.state;
  if (state === null) throw new Error('no game');
  return state;
}

async function settle(el: StarEaterGame): Promise<void> {
  await el.updateComplete;
  await shadow(el).querySelector('rb-event-log')?.updateComplete;
}

async function game(markup: ReturnType<typeof html>): Promise<StarEaterGame> {
  const el = await fixture<StarEaterGame>(markup);
  await settle(el);
  return el;
}

async function click(el: StarEaterGame, target: Element | null | undefined): Promise<void> {
  if (target === null || target === undefined) throw new Error('nothing to click');
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await settle(el);
}

function buttonWith(el: StarEaterGame, words: string): HTMLButtonElement {
  const found = [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((button) => text(button).includes(words));
  if (found === undefined) throw new Error(`no button "${words}"; there are: ${[...shadow(el).querySelectorAll('button')].map((button) => text(button)).join(' | ')}`);
  return found;
}

/** The hexes the board offers to press now. */
function boardHexes(el: StarEaterGame): SVGGElement[] {
  return [...shadow(el).querySelectorAll<SVGGElement>('[part="board"] [role="button"]')];
}

/** The order form's radio button or checkbox whose label starts with `words`. */
function orderInput(el: StarEaterGame, words: string): HTMLInputElement {
  const label = [...shadow(el).querySelectorAll('[part="orders"] label')].find((candidate) => text(candidate).startsWith(words));
  const input = label?.querySelector('input');
  if (input === null || input === undefined) throw new Error(`no order input "${words}"`);
  return input;
}

async function tick(el: StarEaterGame, words: string): Promise<void> {
  orderInput(el, words).click();
  await settle(el);
}

/** Plays seeded random legal commands (both players, through the widget) until `done` holds. */
async function playUntil(el: StarEaterGame, done: (state: StarEaterState) => boolean, seed = 1): Promise<void> {
  for (let ply = 0; ply < 500 && !done(live(el)); ply++) {
    if (el.handOff) el.readyUp();
    const legal: readonly StarEaterCommand[] = el.legalCommands;
    const command = legal[drawInt(botRandom(seed, ply), 0, Math.max(0, legal.length - 1)).value];
    if (command === undefined) throw new Error(`nothing to play at ${JSON.stringify(live(el).phase)}`);
    el.play(command);
    await settle(el);
  }
  if (!done(live(el))) throw new Error('never got there');
}

describe('<star-eater-game>', () => {
  failOnEscapedErrors();

  it('opens on the loadout draft: the board with both warships, the table of ships, and the slots to pick for', async () => {
    const el = await game(html`<star-eater-game seed="2" initiative="lamais"></star-eater-game>`);
    expect(text(shadow(el).querySelector('#status-heading'))).to.contain('The loadout');
    expect(text(shadow(el).querySelector('[part="prompt"]'))).to.contain('Lamais: fit a component');
    // The draft is open to both players: no hand-off.
    expect(shadow(el).querySelector('[part="handoff"]')).to.equal(null);
    expect(shadow(el).querySelectorAll('[part="board"] [part="ship"]').length).to.equal(2);
    expect([...shadow(el).querySelectorAll('[part="ships"] thead th[data-ship]')].map((cell) => text(cell))).to.deep.equal(['Lamais (L)', 'FPA (F)']);
    expect([...shadow(el).querySelectorAll('[data-group="draft"] [data-slot]')].map((button) => button.getAttribute('data-slot'))).to.deep.equal(['main', 'broadside', 'bay', 'point-defence', 'squadrons']);
  });

  it('drafts by turns: Lamais fits the Lance Laser, FPA picks next, and the table and the log say so', async () => {
    const el = await game(html`<star-eater-game seed="2" initiative="lamais"></star-eater-game>`);
    let detail: GameCommandDetail | null = null;
    el.addEventListener('rb-command', (event) => {
      detail = (event as CustomEvent<GameCommandDetail>).detail;
    });
    await click(el, buttonWith(el, 'Lance Laser'));
    expect(detail).to.not.equal(null);
    expect(live(el).loadout.loadouts.lamais?.main).to.equal('lamais-lance');
    expect(text(shadow(el).querySelector('[part="prompt"]'))).to.contain('FPA: fit a component');
    expect(log(el).entries.map((entry) => entry.text).join(' ')).to.contain('Lamais fits the Lance Laser as main weapon');
    // The squadrons are a list box of the allowed trios, with the cards' stats in a table.
    await click(el, shadow(el).querySelector('[data-slot="squadrons"]'));
    expect(shadow(el).querySelector('.cards-table')).to.not.equal(null);
    expect(shadow(el).querySelector('select')?.options.length).to.equal(10);
  });

  it('quick loadout, at one screen: a hand-off before each secret order, and the other order never on screen before the reveal', async () => {
    const el = await game(html`<star-eater-game loadout="quick" seed="4" initiative="lamais"></star-eater-game>`);
    expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the screen to Lamais');
    expect(shadow(el).querySelector('[part="board"]')).to.equal(null);
    await click(el, buttonWith(el, 'Lamais: Ready'));
    // The commit button waits for two cards; a third cannot be ticked.
    expect(buttonWith(el, 'Commit').getAttribute('aria-disabled')).to.equal('true');
    await tick(el, 'SW');
    await tick(el, 'Vent coolant');
    await tick(el, 'Special ability');
    expect(orderInput(el, 'Fire main').disabled).to.equal(true);
    expect(text(buttonWith(el, 'Commit'))).to.contain('SW, vent coolant and special ability');
    await click(el, buttonWith(el, 'Commit'));
    expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the screen to FPA');
    await click(el, buttonWith(el, 'FPA: Ready'));
    const orders = (): string[] => [...shadow(el).querySelectorAll('[part="ships"] tbody tr:nth-child(4) td')].map((cell) => text(cell));
    expect(orders()).to.deep.equal(['given, secret', 'choosing…']);
    expect(text(shadow(el).querySelector('.layout'))).to.not.contain('SW ·');
    expect(log(el).entries.map((entry) => entry.text).join(' ')).to.not.contain('vent coolant');
    expect(text(shadow(el).querySelector('[part="orders"] legend'))).to.contain('Engine setting');
    // FPA gives orders: both are revealed together, and the table shows them to both.
    await tick(el, 'N');
    await tick(el, 'Fire main');
    await tick(el, 'Launch squadron');
    await click(el, buttonWith(el, 'Commit'));
    expect(live(el).orders?.lamais?.engine).to.equal(4);
    expect(orders()).to.deep.equal(['SW · vent, special', 'N · main, launch']);
  });

  it('against the bot: the reader commands Lamais; Undo goes back to the reader\'s last decision', async () => {
    const el = await game(html`<star-eater-game loadout="quick" mode="bot" bot="random" bot-delay="0" seed="6"></star-eater-game>`);
    await waitFor(() => !el.botPending, 'the bot never moved');
    expect(shadow(el).querySelector('[part="handoff"]')).to.equal(null);
    await tick(el, 'Vent coolant');
    await tick(el, 'Squadron maintenance');
    await click(el, buttonWith(el, 'Commit'));
    await waitFor(() => !el.botPending && live(el).round >= 1 && live(el).orders !== null || live(el).phase !== 'commit', 'the orders were never revealed');
    expect(live(el).phase).to.not.equal('commit');
    el.undo();
    await settle(el);
    expect(live(el).phase).to.equal('commit');
    expect(live(el).prompt?.kind === 'commit-reveal' ? live(el).prompt : null).to.not.equal(null);
  });

  it('a squadron launched by pressing hexes on the board: the launch hex, where it flies, then what it does', async () => {
    const el = await game(html`<star-eater-game loadout="quick" seed="3" initiative="lamais"></star-eater-game>`);
    // Both order a launch; the fighter phase starts with Lamais (initiative).
    for (const player of ['Lamais', 'FPA']) {
      await click(el, buttonWith(el, `${player}: Ready`));
      await tick(el, 'Launch squadron');
      await tick(el, 'Vent coolant');
      await click(el, buttonWith(el, 'Commit'));
    }
    expect(live(el).phase).to.equal('fighter');
    expect(boardHexes(el)).to.deep.equal([]);
    await click(el, buttonWith(el, 'L2 Wasps: launch'));
    const launches = boardHexes(el);
    expect(launches.length).to.be.above(0);
    expect(launches[0]?.getAttribute('aria-label')).to.match(/^Launch L2 Wasps at column \d+, row \d+$/);
    await click(el, launches[0]);
    const ends = boardHexes(el);
    expect(ends.length).to.be.above(launches.length);
    const far = ends.at(-1);
    const label = far?.getAttribute('aria-label') ?? '';
    expect(label).to.match(/^L2 Wasps: fly \d hexes to column \d+, row \d+$/);
    await click(el, far);
    // The path and the squadron where it will end are drawn; focus is on the first of the new choices.
    expect(shadow(el).querySelector('[part="board"] .piece.planned')).to.not.equal(null);
    expect(focused(el)?.textContent).to.contain('End its move here');
    await click(el, buttonWith(el, 'End its move here'));
    const wasps = live(el).squadrons.find((squadron) => squadron.id === 'lamais-wasps');
    expect(wasps?.where).to.equal('flying');
    expect(label).to.contain(`column ${String(wasps?.pose?.at.q)},`);
    expect(text(shadow(el).querySelector('[part="prompt"]'))).to.contain('FPA: activate a squadron');
  });

  it('the board\'s hexes are one Tab stop: the arrow keys move between them, Enter presses one', async () => {
    const el = await game(html`<star-eater-game loadout="quick" seed="3" initiative="lamais"></star-eater-game>`);
    for (const player of ['Lamais', 'FPA']) {
      await click(el, buttonWith(el, `${player}: Ready`));
      await tick(el, 'Launch squadron');
      await tick(el, 'Vent coolant');
      await click(el, buttonWith(el, 'Commit'));
    }
    await click(el, buttonWith(el, 'L1 Lancers: launch'));
    const hexes = boardHexes(el);
    expect(hexes.filter((hex) => hex.getAttribute('tabindex') === '0').length).to.equal(1);
    const first = hexes.find((hex) => hex.getAttribute('tabindex') === '0');
    (first as unknown as HTMLElement | undefined)?.focus();
    await sendKeys({ press: 'ArrowDown' });
    const moved = focused(el);
    expect(moved).to.not.equal(first);
    expect(moved?.getAttribute('role')).to.equal('button');
    expect(boardHexes(el).filter((hex) => hex.getAttribute('tabindex') === '0')).to.deep.equal([moved]);
    const launchAt = moved?.getAttribute('aria-label') ?? '';
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(text(shadow(el).querySelector('[data-group="destination"] h4'))).to.contain('L1 Lancers: fly where?');
    expect(launchAt).to.contain('Launch L1 Lancers');
  });

  it('aims a direct-fire weapon by pressing a highlighted hex, whose name gives the target and the odds', async function () {
    const el = await game(html`<star-eater-game loadout="quick" seed="1"></star-eater-game>`);
    await playUntil(el, (state) => state.prompt?.id === 'aim' || state.prompt?.id === 'defend', 1);
    const hexes = boardHexes(el);
    expect(hexes.length).to.be.above(0);
    expect(hexes[0]?.getAttribute('aria-label')).to.match(/^Fire the .+ at column \d+, row \d+: .*hits on \d+\+, \d+ in 12/);
    const commands: StarEaterCommand[] = [];
    el.addEventListener('rb-command', (event) => {
      commands.push((event as CustomEvent<GameCommandDetail>).detail.command);
    });
    await click(el, hexes[0]);
    expect(commands.map((command) => command.type).join()).to.be.oneOf(['aim', 'defend']);
    // The shot may have ended the round: the next orders are secret, so the log waits behind the hand-off.
    if (el.handOff) {
      el.readyUp();
      await settle(el);
    }
    expect(log(el).entries.map((entry) => entry.text).join(' ')).to.match(/fires at column \d+, row \d+: .* rolls \d+/);
  });

  it('each preset starts at its example: title and description above the board, the opening in the log, the setup attributes not read', async () => {
    for (const preset of STAR_EATER_GAME_PRESETS) {
      const el = await game(html`<star-eater-game preset=${preset.name} seed="7" loadout="draft"></star-eater-game>`);
      expect(text(shadow(el).querySelector('#title'))).to.equal(preset.title);
      expect(text(shadow(el).querySelector('[part="description"]'))).to.contain(preset.description);
      expect(text(shadow(el).querySelector('[part="preset-note"]'))).to.contain('seed');
      const setup = el.setup;
      const engine = el.engine;
      if (setup === null || engine === null) throw new Error('no game');
      expect(setup).to.deep.equal(preset.setup);
      expect(replay(ruleset, setup, engine.log)).to.deep.equal(live(el));
      // A preset stopping at the secret orders opens on the hand-off screen: the log is behind it.
      if (el.handOff) {
        el.readyUp();
        await settle(el);
      }
      expect(log(el).prelude?.summary).to.equal(`How we got here: ${String(preset.opening.length)} moves from the setup`);
      expect(log(el).entries).to.deep.equal([]);
    }
  });

  it('laser-through-two: FPA flies the Strikers into the beam and passes; the laser destroys both squadrons and deals 1', async function () {
    const el = await game(html`<star-eater-game preset="laser-through-two"></star-eater-game>`);
    expect(text(shadow(el).querySelector('[part="prompt"]'))).to.contain('FPA: activate a squadron');
    await click(el, buttonWith(el, 'Strikers: move'));
    const into = boardHexes(el).find((hex) => hex.getAttribute('aria-label')?.endsWith('fly 1 hex to column 6, row 5'));
    await click(el, into);
    await click(el, buttonWith(el, 'End its move here'));
    await click(el, buttonWith(el, 'Pass: no more activations this round'));
    // The next round's orders open on the hand-off screen.
    await click(el, buttonWith(el, 'Lamais: Ready'));
    const told = log(el).entries.map((entry) => entry.text).join(' ');
    expect(told).to.match(/Lance Laser/);
    expect(live(el).squadrons.filter((squadron) => squadron.owner === 'fpa' && squadron.where === 'destroyed').map((squadron) => squadron.id).sort()).to.deep.equal(['fpa-darts', 'fpa-strikers']);
    expect(live(el).ships.fpa?.armour.bow).to.equal(4);
    await expect(el).to.be.accessible();
  });

  it('refuses bad attributes with a message naming each, never a crash', async () => {
    for (const [markup, name] of [
      [html`<star-eater-game loadout="long"></star-eater-game>`, 'loadout'],
      [html`<star-eater-game initiative="red"></star-eater-game>`, 'initiative'],
      [html`<star-eater-game round-limit="0"></star-eater-game>`, 'round-limit'],
      [html`<star-eater-game round-limit="soon"></star-eater-game>`, 'round-limit'],
      [html`<star-eater-game mode="solo"></star-eater-game>`, 'mode'],
      [html`<star-eater-game bot="smart"></star-eater-game>`, 'bot'],
      [html`<star-eater-game seed="1.5"></star-eater-game>`, 'seed'],
      [html`<star-eater-game preset="opening"></star-eater-game>`, 'preset'],
    ] as const) {
      const el = await game(markup);
      const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel, name).to.not.equal(null);
      await panel?.updateComplete;
      expect(text(panel?.shadowRoot?.querySelector('[role="alert"]') ?? null), name).to.contain(name);
    }
  });

  it('plays the heuristic bots against each other to the round limit, and the log replays to the same state', async function () {
    const el = await game(html`<star-eater-game mode="bots" bot="heuristic" bot-delay="0" seed="4" round-limit="3"></star-eater-game>`);
    await waitFor(() => ruleset.outcome(live(el)) !== null, 'the bots never finished', { interval: 20 });
    await settle(el);
    expect(text(shadow(el).querySelector('[part="outcome"]'))).to.match(/ wins|A draw/);
    const engine = el.engine;
    const setup = el.setup;
    if (engine === null || setup === null) throw new Error('no engine');
    expect(replay(ruleset, setup, engine.log)).to.deep.equal(live(el));
  });

  it('stays accessible and consistent through random clicks, the order form\'s boxes included', async function () {
    this.timeout(120_000);
    const el = await game(html`<star-eater-game seed="9" loadout="quick" round-limit="4"></star-eater-game>`);
    const accepted: string[] = [];
    el.addEventListener('rb-command', (event) => {
      const { command, result } = (event as CustomEvent<GameCommandDetail>).detail;
      if (result.ok) accepted.push(command.type);
    });
    const clicked = await clickAtRandom(el, { steps: 80, seed: 3, toggles: true });
    expect(clicked.length).to.be.greaterThan(0);
    // The orders need two boxes ticked of eight, then Commit: some get through.
    expect(accepted, clicked.join(' → ')).to.include('commit');
  });

  it('stays accessible through random clicks in the draft', async function () {
    const el = await game(html`<star-eater-game seed="5"></star-eater-game>`);
    await clickAtRandom(el, { steps: 40, seed: 8, toggles: true });
  });
});

describe('<star-eater-game> log words', () => {
  it('says an empty blast rolls no dice, and what a landing squadron comes back with', () => {
    const state = ruleset.initialState({ seed: 5 });
    const blast = describeEvent(state, { type: 'dice-rolled', rule: RULE.aoe, player: 'fpa', weapon: 'fpa-siege-battery', aim: { q: 3, r: 4 }, rolls: [], random: state.random });
    expect(blast).to.contain('nothing is in the blast, so no dice are rolled');
    const landing = describeEvent(state, { type: 'squadron-recalled', rule: RULE.fighterRecall, player: 'lamais', squadron: 'lamais-wasps', munitions: 1 });
    expect(landing).to.match(/lands on board its warship \(1 munition\)\.$/);
  });
});
