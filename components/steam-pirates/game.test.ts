import { expect, fixture, html } from '@open-wc/testing';
import { replay } from '../../rules/engine/index.ts';
import { sendKeys } from '@web/test-runner-commands';
import { GAME_PRESETS, RULE, ruleset, type SteamPiratesState } from '../../rules/steam-pirates/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { announced, failOnEscapedErrors, focused, log, shadow, text, waitFor } from '../shared/test-support.ts';
import { citation } from './words.ts';
import './steam-pirates-game.ts';
import type { GameCommandDetail, SteamPiratesGame } from './steam-pirates-game.ts';

function live(el: SteamPiratesGame): SteamPiratesState {
  const state = el.state;
  if (state === null) throw new Error('no game');
  return state;
}

function buttons(el: SteamPiratesGame): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('[part="actions"] button')];
}

async function settle(el: SteamPiratesGame): Promise<void> {
  await el.updateComplete;
  await shadow(el).querySelector('rb-event-log')?.updateComplete;
  await shadow(el).querySelector('steam-pirates-sky-map')?.updateComplete;
}

async function click(el: SteamPiratesGame, target: Element): Promise<void> {
  (target as HTMLElement).click();
  await settle(el);
}

async function game(markup: ReturnType<typeof html>): Promise<SteamPiratesGame> {
  const el = await fixture<SteamPiratesGame>(markup);
  await settle(el);
  return el;
}

describe('<steam-pirates-game>', () => {
  failOnEscapedErrors();

  it('starts a two-pirate game at red\'s first turn: the map, the board, a card per pirate, and the choices', async () => {
    const el = await game(html`<steam-pirates-game seed="3" first-player="red"></steam-pirates-game>`);
    expect(text(shadow(el).querySelector('[part="prompt"]'))).to.contain('Red: sail if you like');
    expect(shadow(el).querySelector('steam-pirates-sky-map')).to.not.equal(null);
    expect([...shadow(el).querySelectorAll('[part~="pirate"]')].map((card) => card.getAttribute('data-pirate'))).to.deep.equal(['red', 'blue']);
    expect(text(shadow(el).querySelector('[data-pirate="red"] [data-figure="gold"]'))).to.equal('9');
    expect(shadow(el).querySelector('[data-group="sail"]')).to.not.equal(null);
    expect(shadow(el).querySelector('[data-group="actions"]')).to.not.equal(null);
  });

  it('plays a Profit from its die: the Gold it says, the turn passes, the log cites the rule', async () => {
    const el = await game(html`<steam-pirates-game seed="3" first-player="red"></steam-pirates-game>`);
    const before = live(el).pirates.red?.gold ?? 0;
    const profit = buttons(el).find((button) => text(button).startsWith('Take a Profit'));
    if (profit === undefined) {
      // This seed rolled no Profit or wild die: nothing to check here.
      return;
    }
    const gain = Number(/(\d+) Gold/.exec(text(profit))?.[1]);
    let detail: GameCommandDetail | null = null;
    el.addEventListener('rb-command', (event) => {
      detail = (event as CustomEvent<GameCommandDetail>).detail;
    });
    await click(el, profit);
    expect(live(el).pirates.red?.gold).to.equal(before + gain);
    expect(live(el).turn?.player).to.equal('blue');
    expect(detail).to.not.equal(null);
    expect(log(el).entries.map((entry) => entry.text).join(' ')).to.contain('takes a Profit');
  });

  it('sails by pressing an island on the map, then the route: the frigate moves and pays', async () => {
    const el = await game(html`<steam-pirates-game preset="sailing-101"></steam-pirates-game>`);
    const map = shadow(el).querySelector('steam-pirates-sky-map');
    const island = map?.shadowRoot?.querySelector<SVGElement>('[data-island="onyx"][role="button"]');
    if (island === null || island === undefined) throw new Error('Onyx is not choosable');
    island.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    const sail = buttons(el).find((button) => text(button).startsWith('Sail'));
    if (sail === undefined) throw new Error('no Sail button');
    // The cheapest route is offered first: Tinguard → Rose Castle → Onyx with the wind, 1 Gold.
    await click(el, sail);
    expect(live(el).pirates.carol?.at).to.equal('onyx');
    expect(live(el).pirates.carol?.gold).to.equal(8);
  });

  it('sails at once when the island pressed has one way there; with several, the routes wait in the list', async () => {
    const el = await game(html`<steam-pirates-game preset="sailing-101"></steam-pirates-game>`);
    const ends = el.legalCommands.flatMap((command) => (command.type === 'sail' ? [command.path.at(-1) ?? ''] : []));
    const routes = (island: string): number => ends.filter((end) => end === island).length;
    const single = ends.find((island) => routes(island) === 1);
    if (single === undefined || routes('onyx') < 2) throw new Error('the preset no longer has both kinds of destination');
    const press = async (id: string): Promise<void> => {
      const island = shadow(el).querySelector('steam-pirates-sky-map')?.shadowRoot?.querySelector<SVGElement>(`[data-island="${id}"][role="button"]`);
      island?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await settle(el);
    };
    await press('onyx');
    expect(live(el).pirates.carol?.at, 'several routes: nothing moved yet').to.equal('tinguard');
    expect(shadow(el).querySelector('[data-group="sail"] select:nth-of-type(1)')).to.be.instanceOf(HTMLSelectElement);
    await press(single);
    expect(live(el).pirates.carol?.at, 'one route: sailed').to.equal(single);
  });

  it('says why not when the island pressed has no sail, in the live region and by the choices with its rule, clicked or pressed with a key', async () => {
    const el = await game(html`<steam-pirates-game preset="sailing-101"></steam-pirates-game>`);
    const map = shadow(el).querySelector('steam-pirates-sky-map');
    if (map === null) throw new Error('no map');
    const island = (id: string): SVGElement => {
      const found = shadow(map).querySelector<SVGElement>(`[data-island="${id}"][role="button"]`);
      if (found === null) throw new Error(`${id} cannot be pressed`);
      return found;
    };
    const whyNot = (): string => text(shadow(el).querySelector('[part="why-not"]'));
    // While Carol may sail, every island can be pressed, and the islands are still one Tab stop.
    expect(shadow(map).querySelectorAll('[role="button"]').length).to.equal(live(el).data.map.islands.length);
    expect(shadow(map).querySelectorAll('[role="button"][tabindex="0"]').length).to.equal(1);
    expect(island('gull-key').getAttribute('aria-label')).to.equal('Gull Key, treasure island: why no sail here');
    expect(island('onyx').getAttribute('aria-label')).to.match(/: sail here$/);

    island('gull-key').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    const harbour = citation(RULE.sailHarbour).title ?? '';
    expect(whyNot()).to.contain('No sail to Gull Key: Gull Key is a treasure island: a sail may pass through it, but ends at a city island.');
    expect(text(shadow(el).querySelector('[part="why-not"] [part="rule-link"]'))).to.equal(harbour);
    expect(announced(el)).to.equal(`No sail to Gull Key: Gull Key is a treasure island: a sail may pass through it, but ends at a city island. (rule: ${harbour})`);
    expect(live(el).pirates.carol?.at, 'nothing moved').to.equal('tinguard');

    // The keyboard: Enter on Cobalt, where the Dreadnought is harboured; the focus stays on the island.
    expect(map.focusIsland('cobalt')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(whyNot()).to.contain("No sail to Cobalt: The Dreadnought is harboured at Cobalt: a frigate never sails into or through a flagship's island.");
    expect(announced(el)).to.contain(`(rule: ${citation(RULE.sailFlagships).title ?? ''})`);
    expect(focused(map)?.getAttribute('data-island')).to.equal('cobalt');

    island('tinguard').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    expect(whyNot()).to.contain("No sail to Tinguard: Carol's frigate is at Tinguard already: a sail takes it 1 to 4 islands on, never back to where it set out.");

    // An island with a sail answers as before, and the why-not goes.
    island('onyx').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    expect(shadow(el).querySelector('[part="why-not"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  for (const preset of GAME_PRESETS) {
    it(`preset ${preset.name}: starts where the example starts, with its title and what to try`, async () => {
      const el = await game(html`<steam-pirates-game preset=${preset.name}></steam-pirates-game>`);
      expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
      expect([...shadow(el).querySelectorAll('[part="description"]')].map((part) => text(part)).join(' ')).to.contain(preset.try.slice(0, 20));
      expect(live(el)).to.deep.equal(ruleset.initialState(preset.setup));
    });
  }

  it('commodore-example: the bribed Commodore moves the Fortress to Concona, chosen in the Commodore\'s row', async () => {
    const el = await game(html`<steam-pirates-game preset="commodore-example"></steam-pirates-game>`);
    const row = shadow(el).querySelector('[data-group="actions"] [data-official="commodore"]');
    const select = row?.querySelector('select') ?? null;
    if (row === null || select === null) throw new Error('no Commodore row with its ways');
    const index = [...select.options].findIndex((option) => option.text === '2 islands');
    expect(index).to.be.at.least(0);
    select.value = String(index);
    select.dispatchEvent(new Event('change'));
    await settle(el);
    const use = [...row.querySelectorAll('button')].find((button) => text(button) === 'Use the bribed Commodore');
    if (use === undefined) throw new Error('no Use button');
    await click(el, use);
    expect(live(el).flagships.fortress.at).to.equal('concona');
    expect(live(el).pirates.brian?.vp).to.equal(4);
  });

  it('spends the die of the action\'s own symbol, or the wild one when the reader asks: each action is offered once', async () => {
    const el = await game(html`<steam-pirates-game preset="bribe-the-merchant"></steam-pirates-game>`);
    const bribe = (): HTMLButtonElement => {
      const found = [...shadow(el).querySelectorAll<HTMLButtonElement>('[data-group="actions"] [data-official="merchant"] button')].find((button) => text(button).startsWith('Bribe'));
      if (found === undefined) throw new Error('no bribe of the Merchant');
      return found;
    };
    expect(shadow(el).querySelectorAll('[data-group="actions"] [data-official="merchant"]').length).to.equal(1);
    // The preset's dice: official, profit, establish, official, profit, wild, official.
    const dice: number[] = [];
    el.addEventListener('rb-command', (event) => {
      const { command } = (event as CustomEvent<GameCommandDetail>).detail;
      if (command.type === 'bribe') dice.push(command.die);
    });
    await click(el, bribe());
    expect(dice.at(-1)).to.equal(0);
    el.undo();
    await settle(el);
    const wild = shadow(el).querySelector<HTMLInputElement>('.wild-choice input');
    if (wild === null) throw new Error('no wild-die choice');
    wild.click();
    await settle(el);
    await click(el, bribe());
    expect(dice.at(-1)).to.equal(5);
  });

  it('refuses players the rules cannot seat with their range and its reason, naming players once; takes 2 and 4', async () => {
    for (const [players, got] of [['7', '7'], ['1', '1'], ['many', '"many"'], ['-1', '-1']] as const) {
      const holder = await fixture<HTMLElement>(html`<div></div>`);
      holder.innerHTML = `<steam-pirates-game players="${players}"></steam-pirates-game>`;
      const el = holder.firstElementChild as SteamPiratesGame;
      await settle(el);
      const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
      expect(panels, players).to.have.length(1);
      expect(panels[0]?.attribute).to.equal('players');
      // Not the shared example "such as 3 or -1": the rules' range, and where it comes from.
      expect(panels[0]?.message).to.equal(`players must be a whole number from 2 to 4 (as the rulebook sets up); got ${got}.`);
    }
    for (const players of ['2', '4']) {
      const el = await game(html`<steam-pirates-game players=${players}></steam-pirates-game>`);
      expect(shadow(el).querySelector('rb-error-panel'), players).to.equal(null);
      expect(el.state?.players.length).to.equal(Number(players));
    }
  });

  it('refuses bad attributes with a message naming each, never a crash', async () => {
    for (const [markup, name] of [
      [html`<steam-pirates-game players="7"></steam-pirates-game>`, 'players'],
      [html`<steam-pirates-game first-player="gold"></steam-pirates-game>`, 'first-player'],
      [html`<steam-pirates-game preset="treasure-hunt"></steam-pirates-game>`, 'preset'],
      [html`<steam-pirates-game mode="solo"></steam-pirates-game>`, 'mode'],
    ] as const) {
      const el = await game(markup);
      const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel, name).to.not.equal(null);
      await panel?.updateComplete;
      expect(text(panel?.shadowRoot?.querySelector('[role="alert"]') ?? null), name).to.contain(name);
    }
  });

  it('plays bots against each other to the end, and the log replays to the same state', async function () {
    const el = await game(html`<steam-pirates-game mode="bots" bot="heuristic" bot-delay="0" seed="4" players="3"></steam-pirates-game>`);
    await waitFor(() => ruleset.outcome(live(el)) !== null, 'the bots never finished', { interval: 20 });
    await settle(el);
    expect(text(shadow(el).querySelector('[part="outcome"]'))).to.match(/wins|share the victory/);
    const engine = el.engine;
    const setup = el.setup;
    if (engine === null || setup === null) throw new Error('no engine');
    expect(replay(ruleset, setup, engine.log)).to.deep.equal(live(el));
  });

  it('stays accessible and consistent through random clicks', async function () {
    const el = await game(html`<steam-pirates-game seed="9" players="3"></steam-pirates-game>`);
    const clicked = await clickAtRandom(el, { steps: 60, seed: 3 });
    expect(clicked.length).to.be.greaterThan(0);
    expect(ruleset.legalCommands(live(el)).length + (ruleset.outcome(live(el)) === null ? 0 : 1)).to.be.above(0);
  });
});
