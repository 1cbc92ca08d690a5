import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { botRandom, replay } from '../../rules/engine/index.ts';
import {
  GAME_PRESETS,
  gamePreset,
  randomPlayer,
  ruleById,
  ruleset,
  sightOf,
  speedOf,
  totalOxygen,
  type SteamTorpedoCommand,
  type SteamTorpedoState,
} from '../../rules/steam-torpedo/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import type { RbEventLog } from '../shared/rb-event-log.ts';
import { failOnEscapedErrors, focused, log, shadow, tabTo, text, waitFor } from '../shared/test-support.ts';
import './steam-torpedo-game.ts';
import type { GameCommandDetail, SteamTorpedoGame } from './steam-torpedo-game.ts';
import type { SteamTorpedoSubmarine } from './steam-torpedo-submarine.ts';

function prompt(el: SteamTorpedoGame): string {
  return text(shadow(el).querySelector('[part="prompt"]'));
}

function board(el: SteamTorpedoGame, owner: string): SteamTorpedoSubmarine {
  const found = shadow(el).querySelector<SteamTorpedoSubmarine>(`steam-torpedo-submarine[data-owner="${owner}"]`);
  if (found === null) throw new Error(`no ${owner} board`);
  return found;
}

function live(el: SteamTorpedoGame): SteamTorpedoState {
  const state = el.state;
  if (state === null) throw new Error('no game');
  return state;
}

function buttons(el: SteamTorpedoGame, selector = 'button'): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>(selector)];
}

function buttonWith(el: SteamTorpedoGame, label: string, selector = 'button'): HTMLButtonElement {
  const found = buttons(el, selector).find((candidate) => text(candidate).includes(label));
  if (found === undefined) throw new Error(`no button "${label}" among ${buttons(el, selector).map((candidate) => text(candidate)).join(' | ')}`);
  return found;
}

async function settle(el: SteamTorpedoGame): Promise<void> {
  await el.updateComplete;
  for (const sub of shadow(el).querySelectorAll<SteamTorpedoSubmarine>('steam-torpedo-submarine')) await sub.updateComplete;
  await shadow(el).querySelector<RbEventLog>('rb-event-log')?.updateComplete;
}

async function click(el: SteamTorpedoGame, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

/** Chooses a tile on a board, as a mouse does. */
async function clickTile(el: SteamTorpedoGame, owner: string, tile: string): Promise<void> {
  const target = shadow(board(el, owner)).querySelector(`g.tile-button[data-tile="${tile}"]`);
  if (target === null) throw new Error(`tile ${tile} is not selectable on the ${owner} board; selectable: ${board(el, owner).selectable.join(', ')}`);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await settle(el);
}

async function press(el: SteamTorpedoGame, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
  // Focus moves after the update that follows a choice.
  await aTimeout(0);
  await settle(el);
}

function docsOf(rule: string): string | undefined {
  return ruleById(rule)?.docs;
}

/** A game at south's action phase: south first, no swaps, south has breathed from its first tile with oxygen. */
async function southActing(extra = html``): Promise<SteamTorpedoGame> {
  const el = await fixture<SteamTorpedoGame>(html`<div><steam-torpedo-game skip-swap first-player="south" seed="2"></steam-torpedo-game>${extra}</div>`).then(
    (wrapper) => wrapper.querySelector<SteamTorpedoGame>('steam-torpedo-game') ?? never(),
  );
  await settle(el);
  const tile = board(el, 'south').selectable[0];
  if (tile === undefined) throw new Error('nothing to breathe from');
  await clickTile(el, 'south', tile);
  expect(live(el).phase).to.equal('action');
  return el;
}

describe('<steam-torpedo-game>', () => {
  failOnEscapedErrors();

  describe('first render', () => {
    it('opens on the first player’s setup swap, with both boards and the battle area', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game first-player="south"></steam-torpedo-game>`);
      await settle(el);
      expect(prompt(el)).to.contain('South: swap two of your tiles, or keep the layout.');
      expect(shadow(el).querySelector('[part="prompt"] a[part="rule-link"]')?.getAttribute('href')).to.equal(docsOf('steam-torpedo/setup.swap'));
      expect(text(shadow(el).querySelector('#status-heading'))).to.contain('Before the first turn');
      // North above, south below, the battle area between them.
      const order = [...shadow(el).querySelectorAll('.table > *')].map((node) => node.getAttribute('data-owner') ?? node.localName);
      expect(order).to.deep.equal(['north', 'steam-torpedo-battle-area', 'south']);
      expect(board(el, 'south').selectable.length).to.equal(9, 'every tile but the control room');
      expect(board(el, 'north').selectable).to.deep.equal([]);
      expect(buttonWith(el, 'Keep the layout').hasAttribute('data-legal')).to.equal(true);
      // The battle area in words sits beside the key under the last board.
      expect(text(shadow(el).querySelector('[part="where"] p'))).to.contain('Both submarines are in sector 3');
      expect(text(shadow(el).querySelector('figure[data-owner="south"] [data-figure="oxygen"]'))).to.equal(`${String(totalOxygen(live(el).submarines.south ?? never()))} oxygen tokens`);
      await expect(el).to.be.accessible();
    });

    it('with skip-swap opens on the breathe prompt, the tiles with oxygen to choose', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game skip-swap first-player="north"></steam-torpedo-game>`);
      await settle(el);
      expect(prompt(el)).to.contain('North: take one oxygen token off a tile.');
      const withOxygen = (live(el).submarines.north ?? never()).layout.filter((tile) => tile.oxygen > 0).map((tile) => tile.id);
      expect([...board(el, 'north').selectable].sort()).to.deep.equal([...withOxygen].sort());
      expect(board(el, 'south').selectable).to.deep.equal([]);
      expect(text(shadow(el).querySelector('figure[data-owner="north"] .to-act'))).to.contain('to act');
      await expect(el).to.be.accessible();
    });

    it('swaps two tiles chosen on the board, then asks the other player', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game first-player="south"></steam-torpedo-game>`);
      await settle(el);
      const [first, second] = board(el, 'south').selectable;
      if (first === undefined || second === undefined) throw new Error('no tiles');
      const cellOf = (id: string) => (live(el).submarines.south ?? never()).layout.find((tile) => tile.id === id)?.cell;
      const before = { first: cellOf(first), second: cellOf(second) };
      await clickTile(el, 'south', first);
      expect(text(shadow(el).querySelector('.actions'))).to.contain('now choose the tile to swap it with');
      expect(board(el, 'south').selectable).not.to.include(first);
      await clickTile(el, 'south', second);
      expect(cellOf(first)).to.deep.equal(before.second);
      expect(cellOf(second)).to.deep.equal(before.first);
      expect(prompt(el)).to.contain('North: swap two of your tiles');
      expect(log(el).entries.at(-1)?.text).to.match(/^South swaps /);
    });
  });

  describe('a turn', () => {
    it('breathes from a tile chosen on the board: oxygen off, crew ready, the log cites the rules', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game skip-swap first-player="south"></steam-torpedo-game>`);
      await settle(el);
      const tile = board(el, 'south').selectable[0] ?? never();
      const oxygen = totalOxygen(live(el).submarines.south ?? never());
      await clickTile(el, 'south', tile);
      expect(totalOxygen(live(el).submarines.south ?? never())).to.equal(oxygen - 1);
      expect(live(el).phase).to.equal('action');
      expect(prompt(el)).to.contain('South: maneuver once, activate ready crew, or end the turn.');
      expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal(['steam-torpedo/recovery.breathe', 'steam-torpedo/recovery.ready']);
      await log(el).updateComplete;
      expect(shadow(log(el)).querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(docsOf('steam-torpedo/recovery.breathe'));
      // The live region says what happened.
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain("South's crew breathe");
    });

    it('moves a crew member chosen in the list to a destination chosen in the list or on the board', async () => {
      const el = await southActing();
      await click(el, buttonWith(el, 'Sailor 1', 'button[data-crew]'));
      expect(buttonWith(el, 'Sailor 1', 'button[data-crew]').getAttribute('aria-pressed')).to.equal('true');
      const destinations = buttons(el, '.destinations button');
      expect(destinations.length).to.be.greaterThan(0);
      expect(board(el, 'south').selectable.length).to.equal(destinations.length);
      await click(el, destinations[0] ?? never());
      const sailor1 = (live(el).submarines.south ?? never()).crew.find((member) => member.id === 'sailor-1');
      expect(sailor1?.ready).to.equal(false);
      expect(sailor1?.at?.cell).not.to.deep.equal({ row: 'outer', column: 3 });
      expect(log(el).entries.at(-1)?.rule?.id).to.equal('steam-torpedo/activate.move');

      // Sailor 2 goes by the board instead.
      await click(el, buttonWith(el, 'Sailor 2', 'button[data-crew]'));
      const target = board(el, 'south').selectable[0] ?? never();
      await clickTile(el, 'south', target);
      const sailor2 = (live(el).submarines.south ?? never()).crew.find((member) => member.id === 'sailor-2');
      const tileCell = (live(el).submarines.south ?? never()).layout.find((tile) => tile.id === target)?.cell;
      expect(sailor2?.at?.cell).to.deep.equal(tileCell);
      expect(board(el, 'south').selectable).to.deep.equal([], 'nothing selected any more');
    });

    it('maneuvers, then ends the turn: the other player is asked to breathe', async () => {
      const el = await southActing();
      const sector = (live(el).submarines.south ?? never()).sector;
      await click(el, buttonWith(el, 'Start a maneuver'));
      expect(prompt(el)).to.contain('move either submarine one sector at a time');
      await click(el, buttonWith(el, "South's submarine ▶ to sector 4"));
      expect((live(el).submarines.south ?? never()).sector).to.equal(sector + 1);
      if (live(el).maneuver !== null) await click(el, buttonWith(el, 'End the maneuver'));
      await click(el, buttonWith(el, 'End the turn'));
      expect(live(el).active).to.equal('north');
      expect(prompt(el)).to.contain('North: take one oxygen token off a tile.');
      expect(board(el, 'north').selectable.length).to.be.greaterThan(0);
      expect(text(shadow(el).querySelector('[part="where"] p'))).to.contain('South is in sector 4, north in sector 3');
      await expect(el).to.be.accessible();
    });

    it('shows the rule when the rules refuse: a second maneuver, a command out of turn', async () => {
      const el = await southActing();
      await click(el, buttonWith(el, 'Start a maneuver'));
      await click(el, buttonWith(el, "South's submarine ◀"));
      if (live(el).maneuver !== null) await click(el, buttonWith(el, 'End the maneuver'));
      const again = buttonWith(el, 'Start a maneuver');
      expect(again.getAttribute('aria-disabled')).to.equal('true');
      const before = live(el);
      await click(el, again);
      expect(live(el)).to.equal(before, 'a refused command changes nothing');
      const refusal = shadow(el).querySelector('[part="refusal"]');
      expect(text(refusal)).to.contain('You have already maneuvered this turn.');
      expect(refusal?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(docsOf('steam-torpedo/maneuver.once'));
      const last = log(el).entries.at(-1);
      expect(last?.kind).to.equal('rejection');
      expect(last?.rule?.id).to.equal('steam-torpedo/maneuver.once');
      await log(el).updateComplete;
      expect(text(shadow(log(el)).querySelector('[part~="entry-rejection"]'))).to.contain('Refused:');
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('Refused: You have already maneuvered this turn.');

      const result = el.play({ type: 'end-turn', player: 'north' });
      expect(result?.ok).to.equal(false);
      await settle(el);
      expect(log(el).entries.at(-1)?.rule?.id).to.equal('steam-torpedo/turn.order');
      await expect(el).to.be.accessible();
    });

    it('undo takes back the last command, reset starts the same game again', async () => {
      const el = await southActing();
      const afterBreath = live(el);
      await click(el, buttonWith(el, 'Sailor 1', 'button[data-crew]'));
      await click(el, buttons(el, '.destinations button')[0] ?? never());
      expect(live(el)).not.to.equal(afterBreath);
      await click(el, buttonWith(el, 'Undo', 'button[part~="undo-button"]'));
      expect(live(el)).to.deep.equal(afterBreath);
      await click(el, buttonWith(el, 'Reset', 'button[part~="reset-button"]'));
      expect(live(el)).to.deep.equal(ruleset.initialState({ seed: 2, skipSwap: true, firstPlayer: 'south' }));
      expect(log(el).entries).to.deep.equal([]);
      expect(prompt(el)).to.contain('South: take one oxygen token off a tile.');
    });
  });

  describe('a whole game', () => {
    it('clicking the first choice offered, step after step, reaches an outcome shown with its rule', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game seed="5" first-player="south"></steam-torpedo-game>`);
      await settle(el);
      const prompts = new Set<string>();
      let damagePrompt = '';
      for (let step = 0; step < 3000 && ruleset.outcome(live(el)) === null; step++) {
        const id = live(el).prompt?.id ?? live(el).phase;
        prompts.add(id);
        if (id === 'allocate-damage' && damagePrompt === '') damagePrompt = prompt(el);
        const next = shadow(el).querySelector<HTMLButtonElement>('.actions button[data-legal]');
        if (next === null) throw new Error(`no choice offered at step ${String(step)}: ${prompt(el)}`);
        await click(el, next);
      }
      const outcome = live(el).winner;
      expect(outcome).not.to.equal(null);
      const shown = shadow(el).querySelector('[part="outcome"]');
      expect(text(shown)).to.contain('Game over');
      expect(text(shown)).to.contain(outcome?.reason ?? never());
      expect(shown?.getAttribute('data-winners')).to.equal(outcome?.winners.join(' '));
      expect(shown?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.match(/^\/steam-torpedo\/winning\/#/);
      expect(shadow(el).querySelectorAll('.actions button[data-legal]').length).to.equal(0);
      // The game went through the prompts a game has, in words.
      expect([...prompts]).to.include.members(['swap', 'breathe', 'action']);
      console.log(`seed 5 by first choices: ${String(el.engine?.log.length)} events, prompts ${[...prompts].join(', ')}; ${outcome?.reason ?? ''}`);
      if (prompts.has('allocate-damage')) expect(damagePrompt).to.match(/: absorb \d+ damage or choose a compartment in the (fore|aft|port|starboard)\.|: place the remaining/);
      await expect(el).to.be.accessible();
    });
  });

  describe('many ways to trigger one effect', () => {
    it('shows a list box and one button, which sends the option picked', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game seed="7" skip-swap></steam-torpedo-game>`);
      const bot = randomPlayer;
      type Choice = Extract<SteamTorpedoCommand, { type: 'trigger' | 'react' }>;
      const bigGroup = (): Choice[] | undefined => {
        const groups = new Map<string, Choice[]>();
        for (const command of el.legalCommands) {
          if (command.type !== 'trigger' && command.type !== 'react') continue;
          const key = `${command.tile}#${String(command.effect)}`;
          groups.set(key, [...(groups.get(key) ?? []), command]);
        }
        return [...groups.values()].find((group) => group.length > 3);
      };
      // Random legal play (the rules' random bot, seeded) until one effect can be used in more than three ways.
      for (let step = 0; step < 500 && bigGroup() === undefined; step++) el.play(bot(live(el), ruleset.toAct(live(el))[0] ?? never(), botRandom(7, step)) ?? never());
      await settle(el);
      const group = bigGroup() ?? never();
      const first = group[0] ?? never();
      const box = shadow(el).querySelector(`.group[data-tile="${first.tile}"][data-effect="${String(first.effect)}"]`) ?? never();
      const select = box.querySelector('select') ?? never();
      expect(select.options.length).to.equal(group.length);
      expect(box.querySelectorAll('button').length).to.equal(1);
      select.value = '2';
      select.dispatchEvent(new Event('change'));
      const sent: SteamTorpedoCommand[] = [];
      // (The page-wide 'rb-command' type carries an unknown command; this widget's detail narrows it.)
      const listener = (event: Event): void => {
        sent.push((event as CustomEvent<GameCommandDetail>).detail.command);
      };
      el.addEventListener('rb-command', listener);
      await click(el, box.querySelector('button') ?? never());
      expect(sent).to.deep.equal([group[2]]);
      expect(el.engine?.log.some((event) => event.type === 'effect-triggered' && event.tile === first.tile)).to.equal(true);
    });
  });

  describe('a whole game, choices picked at random', () => {
    it('goes through attacks, reactions and damage by buttons and boards alone, and ends', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game seed="11" skip-swap></steam-torpedo-game>`);
      await settle(el);
      let seed = 11;
      const random = (below: number): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % below;
      };
      const prompts = new Set<string>();
      const texts = new Set<string>();
      for (let step = 0; step < 5000 && ruleset.outcome(live(el)) === null; step++) {
        const state = live(el);
        prompts.add(state.prompt?.id ?? (state.maneuver === null ? state.phase : 'maneuver'));
        texts.add(prompt(el));
        // Every choice offered: command buttons, crew to select, and the tiles to choose on the boards.
        const offered: (() => Promise<void>)[] = buttons(el, '.actions button[data-legal], .actions button[data-crew]').map((button) => () => click(el, button));
        for (const owner of state.players) for (const tile of board(el, owner).selectable) offered.push(() => clickTile(el, owner, tile));
        const pick = offered[random(offered.length)];
        if (pick === undefined) throw new Error(`no choice offered at step ${String(step)}: ${prompt(el)}`);
        await pick();
        expect(log(el).entries.at(-1)?.kind ?? 'event').to.equal('event', 'nothing offered is refused');
      }
      expect(live(el).winner).not.to.equal(null);
      expect(text(shadow(el).querySelector('[part="outcome"]'))).to.contain('Game over');
      expect([...prompts]).to.include.members(['breathe', 'action', 'maneuver', 'allocate-damage']);
      expect([...texts].some((line) => /^(South|North): absorb \d+ damage or choose a compartment in the (fore|aft|port|starboard)\./.test(line))).to.equal(true);
      const events = el.engine?.log ?? [];
      expect(events.some((event) => event.type === 'effect-triggered')).to.equal(true);
      console.log(`seed 11 at random: ${String(events.length)} events, prompts ${[...prompts].join(', ')}; ${live(el).winner?.reason ?? ''}`);
    });
  });

  describe('against a bot', () => {
    it('the bot plays its turn after the reader ends theirs, and hands back', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bot" bot-delay="0" skip-swap first-player="south"></steam-torpedo-game>`);
      await settle(el);
      expect(text(shadow(el).querySelector('figure[data-owner="north"] .side'))).to.contain('North (bot)');
      await clickTile(el, 'south', board(el, 'south').selectable[0] ?? never());
      await click(el, buttonWith(el, 'End the turn'));
      // Hand back: south's breathe prompt (passing any reaction the reader is offered meanwhile).
      await waitFor(
        () => {
          const state = live(el);
          if (state.prompt?.id === 'react' && state.prompt.player === 'south') buttonWith(el, 'Pass').click();
          return state.active === 'south' && state.prompt?.id === 'breathe';
        },
        'the bot never handed back',
      );
      await settle(el);
      const events = el.engine?.log ?? [];
      expect(events.some((event) => event.type === 'turn-ended' && event.player === 'north')).to.equal(true);
      expect(prompt(el)).to.contain('South: take one oxygen token off a tile.');
      expect(el.botPending).to.equal(false);
    });

    it('undo goes back to the reader’s last decision, past the bot’s moves', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bot" bot-delay="0" skip-swap first-player="south"></steam-torpedo-game>`);
      await settle(el);
      await clickTile(el, 'south', board(el, 'south').selectable[0] ?? never());
      const beforeEnd = live(el);
      await click(el, buttonWith(el, 'End the turn'));
      await waitFor(() => live(el).active === 'south' && live(el).prompt?.id === 'breathe', 'the bot never handed back');
      await click(el, buttonWith(el, 'Undo', 'button[part~="undo-button"]'));
      expect(live(el)).to.deep.equal(beforeEnd);
      expect(prompt(el)).to.contain('South: maneuver once');
      await aTimeout(30);
      expect(live(el)).to.deep.equal(beforeEnd, 'the bot does not play for the reader');
      await click(el, buttonWith(el, 'Undo', 'button[part~="undo-button"]'));
      expect(prompt(el)).to.contain('South: take one oxygen token off a tile.');
      expect(buttonWith(el, 'Undo', 'button[part~="undo-button"]').getAttribute('aria-disabled')).to.equal('true');
    });

    it('a bot’s move is a function of the position: after undo, the same position gets the same moves', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bot" bot="random" bot-delay="0" seed="9" skip-swap first-player="south"></steam-torpedo-game>`);
      await settle(el);
      const botMoves: SteamTorpedoCommand[] = [];
      el.addEventListener('rb-command', (event) => {
        const detail = (event as CustomEvent<GameCommandDetail>).detail;
        if (detail.by === 'bot') botMoves.push(detail.command);
      });
      /** The bot's whole turn: everything it plays from the reader's "End the turn" until the reader must act again. */
      const botTurn = async (): Promise<SteamTorpedoCommand[]> => {
        botMoves.length = 0;
        await click(el, buttonWith(el, 'End the turn'));
        await waitFor(() => !el.botPending && ruleset.toAct(live(el))[0] === 'south', 'the bot never handed back');
        return [...botMoves];
      };
      await clickTile(el, 'south', board(el, 'south').selectable[0] ?? never());
      const before = live(el);
      const first = await botTurn();
      expect(first.length).to.be.greaterThan(1);
      const after = live(el);
      // Back before the bot's moves, and the same decision again: the bot answers as before.
      await click(el, buttonWith(el, 'Undo', 'button[part~="undo-button"]'));
      expect(live(el)).to.deep.equal(before);
      expect(await botTurn()).to.deep.equal(first);
      expect(live(el)).to.deep.equal(after);
      // A second widget with the same seed, brought to the same position, plays the same.
      const twin = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bot" bot="random" bot-delay="0" seed="9" skip-swap first-player="south"></steam-torpedo-game>`);
      await settle(twin);
      await clickTile(twin, 'south', board(twin, 'south').selectable[0] ?? never());
      await click(twin, buttonWith(twin, 'End the turn'));
      await waitFor(() => !twin.botPending && ruleset.toAct(live(twin))[0] === 'south', 'the twin bot never handed back');
      expect(live(twin)).to.deep.equal(after);
    });

    it('two bots play a whole game by themselves', async function () {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bots" bot="heuristic" bot-delay="0" seed="3"></steam-torpedo-game>`);
      await waitFor(() => live(el).winner !== null, 'the bots never finished', { interval: 20 });
      await settle(el);
      expect(text(shadow(el).querySelector('[part="outcome"]'))).to.contain('Game over');
      expect(el.botPending).to.equal(false);
    });

    it('removing the element cancels the bots’ timers and leaves the engine unobserved', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><steam-torpedo-game mode="bots" bot-delay="40"></steam-torpedo-game></div>`);
      const el = wrapper.querySelector<SteamTorpedoGame>('steam-torpedo-game') ?? never();
      await settle(el);
      expect(el.botPending).to.equal(true);
      const engine = el.engine ?? never();
      expect(engine.observed).to.equal(true);
      el.remove();
      expect(el.botPending).to.equal(false);
      expect(engine.observed).to.equal(false);
      const played = engine.log.length;
      await aTimeout(120);
      expect(engine.log.length).to.equal(played, 'no bot moved after removal');
      // Back in the page, the bots carry on.
      wrapper.append(el);
      await waitFor(() => engine.log.length > played, 'the bots did not resume');
      el.remove();
    });

    it('pauses two bots, and undo with two bots pauses them', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bots" bot="heuristic" bot-delay="0" seed="4"></steam-torpedo-game>`);
      await waitFor(() => (el.engine?.log.length ?? 0) > 10, 'the bots did not start');
      await click(el, buttonWith(el, 'Pause', 'button[part~="pause-button"]'));
      const played = el.engine?.log.length ?? 0;
      await aTimeout(50);
      expect(el.engine?.log.length).to.equal(played);
      expect(el.botPending).to.equal(false);
      await click(el, buttonWith(el, 'Pause', 'button[part~="pause-button"]'));
      await waitFor(() => (el.engine?.log.length ?? 0) > played, 'the bots did not resume');
      await click(el, buttonWith(el, 'Undo', 'button[part~="undo-button"]'));
      expect(buttonWith(el, 'Pause', 'button[part~="pause-button"]').getAttribute('aria-pressed')).to.equal('true');
    });
  });

  describe('replay', () => {
    it('the slider and ◀ ▶ show earlier states, rebuilt from the setup and the first events', async () => {
      const el = await southActing();
      await click(el, buttonWith(el, 'Start a maneuver'));
      await click(el, buttonWith(el, "South's submarine ▶"));
      if (live(el).maneuver !== null) await click(el, buttonWith(el, 'End the maneuver'));
      await click(el, buttonWith(el, 'End the turn'));
      const events = el.engine?.log ?? never();
      const setup = el.setup ?? never();
      const liveState = live(el);

      await click(el, buttonWith(el, 'Replay', 'button[part~="replay-button"]'));
      expect(el.replayPosition).to.equal(0);
      expect(el.shownState).to.deep.equal(ruleset.initialState(setup));
      expect(shadow(el).querySelector('.actions')).to.equal(null, 'no choices while replaying');
      expect(text(shadow(el).querySelector('#status-heading'))).to.contain('Replay');

      const slider = shadow(el).querySelector<HTMLInputElement>('input[type="range"]') ?? never();
      expect(slider.max).to.equal(String(events.length));
      slider.value = '3';
      slider.dispatchEvent(new Event('input'));
      await settle(el);
      expect(el.shownState).to.deep.equal(replay(ruleset, setup, events.slice(0, 3)));
      expect(board(el, 'south').submarine).to.deep.equal(replay(ruleset, setup, events.slice(0, 3)).submarines.south);
      expect(text(shadow(el).querySelector('[part="replay-position"]'))).to.contain(`Event 3 of ${String(events.length)}`);

      await click(el, shadow(el).querySelector<HTMLButtonElement>('[part~="replay-forward"]') ?? never());
      expect(el.replayPosition).to.equal(4);
      expect(el.shownState).to.deep.equal(replay(ruleset, setup, events.slice(0, 4)));
      await click(el, shadow(el).querySelector<HTMLButtonElement>('[part~="replay-back"]') ?? never());
      expect(el.replayPosition).to.equal(3);
      await expect(el).to.be.accessible();

      slider.value = String(events.length);
      slider.dispatchEvent(new Event('input'));
      await settle(el);
      expect(el.shownState).to.deep.equal(liveState, 'the last position is the live game');

      await click(el, buttonWith(el, 'Back to the game'));
      expect(el.replayPosition).to.equal(null);
      expect(el.shownState).to.equal(liveState);
      expect(prompt(el)).to.contain('North: take one oxygen token off a tile.');
    });
  });

  describe('keyboard', () => {
    it('plays one whole turn by keyboard alone: breathe, move a sailor, maneuver, end the turn', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game skip-swap first-player="south" seed="2"></steam-torpedo-game>`);
      await settle(el);
      await tabTo(el, (active) => active instanceof SVGElement && active.classList.contains('tile-button'));
      await press(el, 'Enter');
      expect(live(el).phase).to.equal('action');
      // Focus went on to the choices.
      expect(focused(el)?.closest('.actions')).not.to.equal(null);

      await tabTo(el, (active) => active?.getAttribute('data-crew') === 'sailor-1');
      await press(el, 'Space');
      expect(focused(el)?.closest('.destinations')).not.to.equal(null, 'focus moves to the first destination');
      await press(el, 'Enter');
      expect((live(el).submarines.south ?? never()).crew.find((member) => member.id === 'sailor-1')?.ready).to.equal(false);

      await tabTo(el, (active) => text(active).startsWith('Start a maneuver'));
      await press(el, 'Enter');
      expect(live(el).maneuver).not.to.equal(null);
      while (live(el).maneuver !== null) {
        // Focus is on the first step offered; take it.
        expect(focused(el)?.getAttribute('data-command')).to.equal('maneuver-step');
        await press(el, 'Enter');
      }
      await tabTo(el, (active) => text(active) === 'End the turn');
      await press(el, 'Enter');
      expect(live(el).active).to.equal('north');
      expect(prompt(el)).to.contain('North: take one oxygen token off a tile.');
    });
  });

  describe('bad attributes', () => {
    it('shows a readable error naming each bad attribute, and never throws', async () => {
      const el = await fixture<SteamTorpedoGame>(
        html`<steam-torpedo-game seed="many" mode="solo" bot="clever" first-player="east" bot-delay="-5"></steam-torpedo-game>`,
      );
      await settle(el);
      const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
      expect(panels.map((panel) => panel.attribute)).to.deep.equal(['seed', 'mode', 'bot', 'first-player', 'bot-delay']);
      expect(panels[1]?.message).to.contain('mode must be one of hot-seat, bot, bots');
      expect(el.engine).to.equal(null);
      expect(el.botPending).to.equal(false);
      await expect(el).to.be.accessible();

      // Fixing the attributes starts the game.
      for (const name of ['seed', 'mode', 'bot', 'first-player', 'bot-delay']) el.removeAttribute(name);
      await settle(el);
      expect(shadow(el).querySelectorAll('rb-error-panel').length).to.equal(0);
      expect(el.engine).not.to.equal(null);
    });

    it('a bot-delay changed on a running game: one that reads only sets the pace; one that does not is shown, and goes when fixed', async () => {
      const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game seed="3" bot-delay="0"></steam-torpedo-game>`);
      await settle(el);
      const engine = el.engine;
      el.setAttribute('bot-delay', '20');
      await settle(el);
      expect(el.engine).to.equal(engine);
      for (const bad of ['soon', '60001']) {
        el.setAttribute('bot-delay', bad);
        await settle(el);
        const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
        expect(panels.map((panel) => panel.attribute), bad).to.deep.equal(['bot-delay']);
      }
      el.setAttribute('bot-delay', '60000');
      await settle(el);
      expect(shadow(el).querySelectorAll('rb-error-panel').length).to.equal(0);
      expect(el.engine).not.to.equal(null);
    });
  });

  describe('presets: the rulebook’s worked examples', () => {
    /** A preset game, in hot-seat mode unless told otherwise. */
    async function presetGame(preset: string, extra = ''): Promise<SteamTorpedoGame> {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML = `<steam-torpedo-game preset="${preset}" ${extra}></steam-torpedo-game>`;
      const el = wrapper.querySelector<SteamTorpedoGame>('steam-torpedo-game') ?? never();
      await settle(el);
      return el;
    }

    function stepButtons(el: SteamTorpedoGame): string[] {
      return buttons(el, 'button[data-command="maneuver-step"]').map((button) => text(button));
    }

    it('each preset shows its title and description above the board, and its opening is in the engine’s log', async () => {
      for (const preset of GAME_PRESETS) {
        const el = await presetGame(preset.name);
        expect(text(shadow(el).querySelector('#title'))).to.equal(preset.title);
        expect(text(shadow(el).querySelector('[part="description"]'))).to.equal(preset.description);
        // Above the boards: the heading comes before the table.
        const heading = shadow(el).querySelector('#title') ?? never();
        const table = shadow(el).querySelector('.table') ?? never();
        expect(heading.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
        expect(text(shadow(el).querySelector('.setup-line'))).to.contain('Bruno (Panzer la Rochelle, south) against Ludovic (Talion, north)');
        expect(shadow(el).querySelector('[part="preset-note"]')).to.equal(null);
        // Played through the engine: the log holds the opening, and the state is what it leads to.
        const setup = el.setup ?? never();
        expect(setup).to.deep.equal(preset.setup);
        expect(el.engine?.log.length).to.be.greaterThan(0);
        expect(live(el)).to.deep.equal(replay(ruleset, setup, el.engine?.log ?? never()));
        // The widget's log: the opening collapsed under "How we got here", nothing else yet.
        expect(log(el).prelude?.summary).to.equal(`How we got here: ${String(preset.opening.length)} moves from the setup`);
        expect(log(el).prelude?.entries.length).to.equal(el.engine?.log.length);
        expect(log(el).entries).to.deep.equal([]);
        await log(el).updateComplete;
        const details = shadow(log(el)).querySelector('details') ?? never();
        expect(details.open).to.equal(false);
        expect(text(details.querySelector('summary'))).to.contain('How we got here');
        // Names read as names: no bare ids in the widget's own text.
        expect(text(shadow(el).querySelector('.status'))).not.to.match(/\b(bruno|ludovic)\b/);
        expect(text(shadow(el).querySelector('.actions'))).not.to.match(/\b(bruno|ludovic)\b/);
      }
    });

    it('maneuver example 1: Bruno at speed 3 starts a maneuver and moves both submarines', async () => {
      const el = await presetGame('maneuver-example-1');
      expect(prompt(el)).to.contain('Bruno: maneuver once, activate ready crew, or end the turn.');
      expect(text(shadow(el).querySelector('figure[data-owner="bruno"] [data-figure="speed"]'))).to.equal('speed 3');
      expect(text(shadow(el).querySelector('figure[data-owner="bruno"] .side'))).to.contain('Bruno');
      expect(text(shadow(el).querySelector('figure[data-owner="bruno"] .side'))).to.contain('Panzer la Rochelle');
      const start = buttonWith(el, 'Start a maneuver (speed 3)');
      expect(start.getAttribute('aria-disabled')).to.equal('false');
      await click(el, start);
      expect(live(el).maneuver?.speedLeft).to.equal(3);
      expect(prompt(el)).to.contain('Bruno: move either submarine one sector at a time (3 steps left)');
      expect(text(shadow(el).querySelector('[part="maneuver"]'))).to.contain("Bruno's submarine (Panzer la Rochelle), in sector 3");
      expect(text(shadow(el).querySelector('[part="maneuver"]'))).to.contain("Ludovic's submarine (Talion), in sector 3");
      // Two points on his own submarine, one on Talion: Bruno back to sector 1, Talion to 2, ahead of him.
      await click(el, buttonWith(el, "Bruno's submarine ◀ to sector 2"));
      await click(el, buttonWith(el, "Bruno's submarine ◀ to sector 1"));
      expect(text(shadow(el).querySelector('[part="maneuver"] h4'))).to.equal('Maneuver: 1 step left');
      await click(el, buttonWith(el, "Ludovic's submarine ◀ to sector 2"));
      expect(live(el).maneuver).to.equal(null, 'the maneuver ends when the speed is spent');
      expect(live(el).submarines.bruno?.sector).to.equal(1);
      expect(live(el).submarines.ludovic?.sector).to.equal(2);
      expect(sightOf(live(el), 'bruno')).to.deep.equal({ position: 'front', range: 'close' });
      expect(log(el).entries.map((entry) => entry.text)).to.deep.equal([
        'Bruno starts a maneuver with speed 3.',
        "Bruno's submarine moves from sector 3 to sector 2.",
        "Bruno's submarine moves from sector 2 to sector 1.",
        "Ludovic's submarine moves from sector 3 to sector 2.",
        "Bruno's maneuver ends.",
      ]);
      expect(text(shadow(el).querySelector('[part="where"] p'))).to.contain('Bruno is in sector 1, Ludovic in sector 2');
      await expect(el).to.be.accessible();
    });

    it('maneuver example 2: coming back into Talion’s sector asks for the side', async () => {
      const el = await presetGame('maneuver-example-2');
      expect(sightOf(live(el), 'bruno').position).to.equal('port-side', 'Talion lies to the north, on Bruno’s port side');
      await click(el, buttonWith(el, 'Start a maneuver (speed 3)'));
      // Leaving the shared sector asks nothing.
      expect(stepButtons(el).filter((label) => label.startsWith("Bruno's submarine ◀"))).to.deep.equal(["Bruno's submarine ◀ to sector 2"]);
      await click(el, buttonWith(el, "Bruno's submarine ◀ to sector 2"));
      const back = stepButtons(el).filter((label) => label.startsWith("Bruno's submarine ▶ to sector 3"));
      expect(back).to.deep.equal([
        "Bruno's submarine ▶ to sector 3, Bruno lies on Ludovic's port side (to the north)",
        "Bruno's submarine ▶ to sector 3, Bruno lies on Ludovic's starboard side (to the south)",
      ]);
      await click(el, buttonWith(el, "Bruno lies on Ludovic's port side"));
      expect(live(el).maneuver?.speedLeft).to.equal(1);
      expect(sightOf(live(el), 'bruno').position).to.equal('starboard-side', 'the other side of Talion now');
      expect(live(el).northernSubmarine).to.equal('bruno');
      await click(el, buttonWith(el, 'End the maneuver'));
      expect(live(el).maneuver).to.equal(null);
      expect(live(el).maneuvered).to.equal(true);
      expect(log(el).entries.at(-1)?.text).to.equal("Bruno's maneuver ends.");
      await expect(el).to.be.accessible();
    });

    it('trigger example: the Gatling Gun’s sailor steps to the Sights or the Chain, then the gun fires and Bruno places the damage', async () => {
      const el = await presetGame('trigger-example');
      expect(prompt(el)).to.contain('Ludovic: maneuver once, activate ready crew, or end the turn.');
      const gun = shadow(el).querySelector('[part="effects"] .group[data-tile="gatling-gun"]') ?? never();
      // The words both options share are said once, before them; each button's name is still whole.
      const options = [...gun.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? '');
      expect(text(gun)).to.contain('At the port with sailor 1, then to Long-range Sights Anti-propeller Chain');
      expect(options).to.have.length(2);
      expect(options[0]).to.match(/with sailor 1, then to Long-range Sights$/);
      expect(options[1]).to.match(/with sailor 1, then to Anti-propeller Chain$/);
      await click(el, [...gun.querySelectorAll('button')].find((button) => text(button).endsWith('Long-range Sights')) ?? never());
      const texts = log(el).entries.map((entry) => entry.text);
      expect(texts[0]).to.equal('Ludovic: Sailor 1 triggers Gatling Gun.');
      expect(texts[1]).to.equal("Ludovic's sailor 1 steps toward the control room, to Long-range Sights and is exhausted.");
      expect(texts[2]).to.match(/^Attack total \d+ on the port/);
      const sailor = live(el).submarines.ludovic?.crew.find((member) => member.id === 'sailor-1');
      expect(sailor?.at?.cell).to.deep.equal({ row: 'inner', column: 4 });
      expect(sailor?.ready).to.equal(false);
      expect(live(el).prompt?.id).to.equal('allocate-damage');
      expect(live(el).prompt?.player).to.equal('bruno');
      expect(prompt(el)).to.match(/^Bruno: absorb \d+ damage or choose a compartment in the port\./);
      expect(text(shadow(el).querySelector('#actions-heading'))).to.equal("Bruno's choices");
      expect(board(el, 'bruno').selectable.length).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });

    it('undo stops at the example’s start; reset returns to it', async () => {
      const el = await presetGame('maneuver-example-1');
      const start = live(el);
      const opening = el.engine?.log.length ?? never();
      const undoButton = (): HTMLButtonElement => buttonWith(el, 'Undo', 'button[part~="undo-button"]');
      const resetButton = (): HTMLButtonElement => buttonWith(el, 'Reset', 'button[part~="reset-button"]');
      expect(undoButton().getAttribute('aria-disabled')).to.equal('true');
      expect(resetButton().getAttribute('aria-disabled')).to.equal('true');
      expect(el.undo()).to.equal(false);
      await settle(el);
      expect(live(el)).to.equal(start);
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('Nothing to undo: the example starts here.');

      await click(el, buttonWith(el, 'Start a maneuver'));
      await click(el, buttonWith(el, "Bruno's submarine ◀ to sector 2"));
      expect(undoButton().getAttribute('aria-disabled')).to.equal('false');
      await click(el, undoButton());
      await click(el, undoButton());
      expect(live(el)).to.deep.equal(start);
      expect(undoButton().getAttribute('aria-disabled')).to.equal('true');
      await click(el, undoButton());
      expect(live(el)).to.deep.equal(start, 'the opening stays played');
      expect(el.engine?.log.length).to.equal(opening);

      await click(el, buttonWith(el, 'Start a maneuver'));
      await click(el, buttonWith(el, "Ludovic's submarine ▶ to sector 4"));
      el.play({ type: 'end-turn', player: 'ludovic' }); // refused: it is Bruno's turn
      await settle(el);
      expect(log(el).entries.at(-1)?.kind).to.equal('rejection');
      expect(log(el).entries.at(-1)?.text).to.contain("Bruno's turn");
      await click(el, resetButton());
      expect(live(el)).to.deep.equal(start);
      expect(el.engine?.log.length).to.equal(opening);
      expect(log(el).entries).to.deep.equal([]);
      expect(log(el).prelude?.entries.length).to.equal(opening);
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('Reset: back to the start of the example');
    });

    it('replay steps through the opening and marks where the example starts', async () => {
      const el = await presetGame('maneuver-example-2');
      const opening = el.engine?.log.length ?? never();
      await click(el, buttonWith(el, 'Replay', 'button[part~="replay-button"]'));
      expect(el.replayPosition).to.equal(0);
      expect(el.shownState).to.deep.equal(ruleset.initialState(gamePreset('maneuver-example-2').setup));
      el.replayTo(opening);
      await settle(el);
      expect(text(shadow(el).querySelector('[part="replay-position"]'))).to.contain('The example starts here.');
      await click(el, buttonWith(el, 'Back to the game'));
      expect(el.replayPosition).to.equal(null);
    });

    it('against a bot the reader plays Bruno, and Ludovic’s bot answers from the example', async function () {
      const el = await presetGame('trigger-example', 'mode="bot" bot-delay="0"');
      expect(text(shadow(el).querySelector('.setup-line'))).to.contain('you play Bruno against the medium bot');
      expect(text(shadow(el).querySelector('figure[data-owner="ludovic"] .side'))).to.contain('Ludovic (bot)');
      // Ludovic is to act at the example's moment: his bot plays until Bruno must decide.
      await waitFor(() => !el.botPending && ruleset.toAct(live(el))[0] === 'bruno', 'the bot never handed over');
      await settle(el);
      expect(prompt(el)).to.match(/^Bruno/);
    });

    it('wins over seed, first-player and skip-swap, and says so', async () => {
      const el = await presetGame('maneuver-example-1', 'seed="9" first-player="north" skip-swap');
      expect(el.setup).to.deep.equal(gamePreset('maneuver-example-1').setup);
      expect(live(el).active).to.equal('bruno');
      expect(speedOf(live(el), 'bruno')).to.equal(3);
      expect(text(shadow(el).querySelector('[part="preset-note"]'))).to.equal('Note: the example fixes the setup, so seed, first-player and skip-swap are ignored here.');
      expect(shadow(el).querySelectorAll('rb-error-panel').length).to.equal(0);
      // Even values that would be wrong on their own: the preset does not read them.
      const odd = await presetGame('trigger-example', 'seed="many" first-player="east"');
      expect(shadow(odd).querySelectorAll('rb-error-panel').length).to.equal(0);
      expect(text(shadow(odd).querySelector('[part="preset-note"]'))).to.contain('seed and first-player are ignored here.');
      await expect(el).to.be.accessible();
    });

    it('an unknown preset shows an error naming the attribute and listing the valid names', async () => {
      const el = await presetGame('example-of-play');
      const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
      expect(panels.map((panel) => panel.attribute)).to.deep.equal(['preset']);
      expect(panels[0]?.message).to.equal('preset must be one of maneuver-example-1, maneuver-example-2, trigger-example; got "example-of-play".');
      expect(el.engine).to.equal(null);
      await expect(el).to.be.accessible();
      el.setAttribute('preset', 'trigger-example');
      await settle(el);
      expect(shadow(el).querySelectorAll('rb-error-panel').length).to.equal(0);
      expect(live(el).active).to.equal('ludovic');
      // Removing the preset gives the default game again.
      el.removeAttribute('preset');
      await settle(el);
      expect(live(el).players).to.deep.equal(['south', 'north']);
      expect(log(el).prelude).to.equal(null);
    });
  });

  describe('accessibility', () => {
    it('is accessible with a crew member selected and in the middle of a game between bots', async function () {
      const el = await southActing();
      await click(el, buttonWith(el, 'The captain', 'button[data-crew]'));
      await expect(el).to.be.accessible();

      const bots = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode="bots" bot="heuristic" bot-delay="0" seed="6"></steam-torpedo-game>`);
      await waitFor(() => (bots.engine?.log.length ?? 0) > 120, 'the bots did not get far');
      await click(bots, buttonWith(bots, 'Pause', 'button[part~="pause-button"]'));
      await expect(bots).to.be.accessible();
    });
  });

  describe('a reader clicking at random', () => {
    for (const mode of ['bot', 'hot-seat', 'bots'] as const) {
      it(`never sees an error panel nor loses focus: ${mode}`, async function () {
        // 60 clicks with an axe run every 20 (80 until the suite neared its 12 minutes; the soak runs ten times as many).
        const el = await fixture<SteamTorpedoGame>(html`<steam-torpedo-game mode=${mode} bot-delay="0" seed="3"></steam-torpedo-game>`);
        // Bots move between the reader's clicks (no delay): wait until none is about to (bots alone never stop).
        const between = mode === 'bots' ? undefined : (): Promise<void> => waitFor(() => !el.botPending, 'a bot never moved', { interval: 5 });
        const clicked = await clickAtRandom(el, { steps: 60, seed: mode.length, between });
        console.log(`random clicks (${String(clicked.length)}): ${clicked.slice(0, 25).join(' | ')}`);
        expect(clicked.length).to.be.greaterThan(0);
      });
    }
  });
});

function never(): never {
  throw new Error('missing value');
}
