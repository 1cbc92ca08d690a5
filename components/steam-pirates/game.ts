import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PlayerId } from '../../rules/engine/index.ts';
import { GAME_PRESET_NAMES, GOODS, MIN_PLAYERS, OFFICIALS, RULE, SCORE_RULES, SYNDICATE, bribeSpace, connections, embargoedGood, gamePreset, heuristicPiratesBot, profitOf, randomPiratesBot, revenueOf, readPlayerCount, ruleset, sailCost, sailToProblem, seasonGold, shipName, type OfficialId, type RuleId, type SteamPiratesCommand, type SteamPiratesEvent, type SteamPiratesSetup, type SteamPiratesState, SEARCH_CUTOFF, SEARCH_PLAYOUTS } from '../../rules/steam-pirates/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { errorMessage } from '../shared/problems.ts';
import type { SessionCommandDetail } from '../shared/game-session.ts';
import { GameShell, type GameConfig, type GameDefinition } from '../shared/game-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import type { IslandSelectDetail, MapFrigate } from './sky-map-board.ts';
import { citation, commandLabel, describeEvent, goodName, islandName, listWords, nameOf, officialName, plural, promptWords, statusWords, symbolName, useWords, withNames } from './game-words.ts';
// The elements this widget's template uses: importing them registers their tags.
import './steam-pirates-sky-map.ts';
import { piratesGameStyles } from './game.styles.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';

type Command = SteamPiratesCommand;
type Config = GameConfig<SteamPiratesSetup, Command>;
type SailCommand = Extract<Command, { type: 'sail' }>;

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, SteamPiratesEvent>;

/** The pirates a game of N seats has, in seating order. */
const SEAT_NAMES = ['red', 'blue', 'green', 'purple'] as const;


/** Steam Pirates as the whole-game shell plays it: its rules, words, presets and bots. */
const steamPirates: GameDefinition<SteamPiratesState, Command, SteamPiratesEvent, SteamPiratesSetup> = {
  ruleset,
  words: {
    title: 'Steam Pirates',
    citation,
    describeEvent,
    summarizeEvents: (state, events) => events.filter((event) => event.type !== 'die-used').map((event) => describeEvent(state, event)).join(' '),
    withNames,
    playerName: nameOf,
    promptWords,
    statusWords,
    outcomeWords: (state, outcome) => {
      const scores = state.final ?? [];
      const table = scores.map((score) => `${nameOf(score.player)} ${plural(score.total, 'VP', 'VP')}`).join(', ');
      const who = outcome.winners.length === 1 ? `${nameOf(outcome.winners[0])} wins` : `${listWords(outcome.winners.map(nameOf))} share the victory`;
      return { text: `${who}: ${table}.`, rule: SCORE_RULES.winner };
    },
    promptRule: (state) => (state.prompt?.id === 'judge' ? RULE.judge : state.prompt?.id === 'sell-houses' ? RULE.refreshNotoriety : state.turn === null ? null : RULE.turnSteps),
    secretPrompt: () => false,
  },
  presetNames: GAME_PRESET_NAMES,
  preset: (name) => gamePreset(name),
  bots: { heuristic: heuristicPiratesBot, random: randomPiratesBot },
  search: { playouts: SEARCH_PLAYOUTS, options: SEARCH_CUTOFF },
  // Against bots, the reader plays the first seat.
  readerSeat: (state) => state.players[0],
  defaultBotDelay: 700,
  attributes: ['preset', 'players', 'first-player', 'mode', 'bot', 'seed', 'bot-delay'],
  attributeOfField: (field) => (field.startsWith('firstPlayer') ? 'first-player' : field.startsWith('players') ? 'players' : field),
};

/**
 * A whole game of Steam Pirates for 2 to 4 pirates: the sky map with every frigate, both flagships
 * and their destinations, the wind, the dice left this round, the officials on display, the acting
 * event card with both side missions, the goals in play, and a table row for each pirate (Gold, VP,
 * cubes, Trade Houses and connections by good, map pieces, bribed officials; a card each where the
 * table cannot fit, as on a phone). Every choice comes from the rules' `legalCommands`: a sail (a
 * destination on the map or in the list; where several routes lead there, which one), then an
 * action with one of the dice, or the Judge's cubes, or a forced sale. While the reader may sail,
 * every island on the map can be pressed: one no sail reaches says why not, with its rule (the
 * rules' `sailToProblem`). A refused command is shown and logged with its rule.
 *
 * Play at one screen (`hot-seat`, the default: nothing is hidden in Steam Pirates), as the first
 * seat against bots (`bot`), or watch bots play (`bots`). Undo, Reset, Replay and the log with rule
 * links are the shared `GameShell`'s.
 *
 * A `preset` starts at one of the rulebook's worked examples (`sailing-101`, `bribe-the-merchant`,
 * `establish-at-lumen`, `embargo-profit`, `commodore-example`, `mission-arrival`, `final-turn`); it fixes the
 * setup, so `players`, `first-player` and `seed` are ignored beside it.
 *
 * The class is not registered; import `steam-pirates-game.ts` for the tag.
 *
 * @tagname steam-pirates-game
 * @attr players - How many pirates, 2 to 4 (red, blue, green, purple). Default 2.
 * @attr first-player - Who starts (`red`, `blue`…). Default drawn from the seed.
 * @attr mode - `hot-seat` (default), `bot` (the reader plays red against bots) or `bots` (watch).
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think; it thinks in slices, so the page never waits), or the game's own
 *   `heuristic` or `random` bot.
 * @attr seed - A whole number (any, as on every tag), seeding the dice, the draws and the bots. Default 1.
 * @attr preset - Start at a rulebook example (see above).
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 700; 0 when the reader prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart map - The sky map (`<steam-pirates-sky-map>`).
 * @csspart board - The wind, dice, event card, officials and goals.
 * @csspart pirate - Each pirate's row of the pirates' table; `pirate-acting` the one whose turn it is.
 * @csspart actions - What the pirate to act can do now; `action` every button that sends a command.
 * @csspart why-not - Why no sail reaches the island last pressed on the map, with its rule.
 * The parts every whole game shares (`base`, `about`, `description`, `preset-note`, `status`,
 * `prompt`, `outcome`, `refusal`, `button`, `replay`, `controls`, `log`, `rule`) are described on `GameShell`.
 *
 * @cssprop --rb-color-accent - Buttons, links, the acting pirate.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesGame extends GameShell<SteamPiratesState, Command, SteamPiratesEvent, SteamPiratesSetup> {
  static override styles = piratesGameStyles;

  @property() players: string | number | null = null;

  @property({ attribute: 'first-player' }) firstPlayer: string | null = null;

  /** Whether the reader spends the wild die on an action another die also allows. */
  @state() private spendWild = false;

  /** The destination picked for a sail (on the map or in the list); null: none yet. */
  @state() private destination: string | null = null;

  /** The island last pressed on the map that no sail reaches now, and why (the rules'); null: none. */
  @state() private whyNot: { island: string; rule: RuleId; reason: string } | null = null;

  /** Option picked in each list box of choices, by group; cleared when the position changes. */
  private readonly picks = new Map<string, number>();

  constructor() {
    super(steamPirates);
  }

  protected override readSetup(seed: number, problems: AttributeProblem[]): SteamPiratesSetup | null {
    const count = parseWholeNumber('players', this.players, MIN_PLAYERS);
    let players: PlayerId[];
    try {
      // The rules read the count (as typed, when it is no number) and word its refusal: the range, and why.
      players = SEAT_NAMES.slice(0, readPlayerCount(count.ok ? count.value : this.players));
    } catch (error) {
      problems.push({ attribute: 'players', message: errorMessage(error) });
      return null;
    }
    const setup: SteamPiratesSetup = { seed, players };
    const first = (this.firstPlayer ?? '').trim();
    if (first !== '') {
      if (!(players as readonly string[]).includes(first)) {
        problems.push({ attribute: 'first-player', message: `first-player must be one of ${players.join(', ')}; got "${first}".` });
        return null;
      }
      setup.firstPlayer = first;
    }
    return setup;
  }

  protected override setupLine(config: Config, live: SteamPiratesState): string {
    const pirates = `${plural(live.players.length, 'pirate')} (${listWords(live.players.map(nameOf))})`;
    switch (config.mode) {
      case 'hot-seat':
        return `${pirates} at one screen, each in turn`;
      case 'bot':
        return `${pirates}: you play ${nameOf(live.players[0])} against the ${config.botKind} bot`;
      case 'bots':
        return `${pirates}, ${config.botKind} bots playing each other`;
    }
  }

  protected override clearChoices(): void {
    this.destination = null;
    this.whyNot = null;
  }

  protected override positionChanged(): void {
    this.picks.clear();
    this.destination = null;
    this.whyNot = null;
  }

  // --- The table ------------------------------------------------------------------------------------

  protected override renderTable(shown: SteamPiratesState, replaying: boolean): TemplateResult {
    const sails = replaying ? [] : this.sails();
    const destinations = [...new Set(sails.map((sail) => sail.path[sail.path.length - 1] ?? ''))];
    // While the reader may still sail, every island can be pressed: where no sail goes, the rules
    // say why. The destinations come first (the Tab stop starts on one), then the rest in map order.
    const others = this.maySail(shown, replaying) ? shown.data.map.islands.map((island) => island.id).filter((id) => !destinations.includes(id)) : [];
    const acting = shown.prompt?.player ?? shown.turn?.player ?? null;
    const route = this.pickedSail(shown);
    const from = acting === null ? '' : (shown.pirates[acting]?.at ?? '');
    return html`<div class="table">
      <steam-pirates-sky-map
        part="map"
        label="The sky map"
        action-label="sail here"
        collapse-key
        .map=${shown.data.map}
        .flagships=${(['dreadnought', 'fortress'] as const).map((ship) => ({ ship, at: shown.flagships[ship].at, destination: shown.flagships[ship].destination }))}
        .frigates=${frigatesOf(shown)}
        .routes=${route === undefined ? [] : [{ path: [from, ...route.path], weight: 'bold' as const }]}
        .highlighted=${this.destination === null ? [] : [this.destination]}
        .wind=${shown.wind}
        .choosable=${[...destinations, ...others]}
        .actionLabels=${Object.fromEntries(others.map((id) => [id, 'why no sail here']))}
        @rb-island-select=${(event: CustomEvent<IslandSelectDetail>) => {
          this.pickDestination(event.detail.island);
        }}
      ></steam-pirates-sky-map>
      ${this.renderBoard(shown)}
      ${this.renderPirates(shown, acting)}
    </div>`;
  }

  /** Whether the reader is at the sailing step of their turn: it is theirs, no prompt waits, they have not sailed. */
  private maySail(shown: SteamPiratesState, replaying: boolean): boolean {
    const turn = shown.turn;
    return !replaying && turn !== null && !turn.sailed && shown.prompt === null && this.legalCommands.some((command) => command.player === turn.player);
  }

  /** The sail the reader has picked so far (a destination, and the route chosen to it), if any. */
  private pickedSail(shown: SteamPiratesState): SailCommand | undefined {
    const destination = this.destination;
    const player = shown.turn?.player;
    if (destination === null || player === undefined) return undefined;
    const from = shown.pirates[player]?.at ?? '';
    const routes = this.routesTo(shown, from, destination);
    return routes[this.picks.get(`sail-${destination}`) ?? 0] ?? routes[0];
  }

  /** The legal sails ending at `destination`, cheapest first. */
  private routesTo(shown: SteamPiratesState, from: string, destination: string): SailCommand[] {
    return this.sails()
      .filter((sail) => sail.path[sail.path.length - 1] === destination)
      .sort((a, b) => sailCost(shown, from, a.path).cost - sailCost(shown, from, b.path).cost);
  }

  /** The wind, the dice, the event card, the officials on display and the goals. */
  private renderBoard(shown: SteamPiratesState): TemplateResult {
    const card = shown.data.events.find((event) => event.id === shown.event);
    const dice = countBy(shown.dice);
    // Groups, not regions: two games on one page would hold regions of the same name.
    return html`<div part="board" role="group" aria-label="The wind, the dice, the event, the officials and the goals" class="board">
      <p class="board-row">
        <span><strong>Wind</strong> ${shown.wind}</span>
        <span
          ><strong>Dice left:</strong>
          ${shown.dice.length === 0 ? 'none' : [...dice].map(([symbol, count]) => html`<span class="chip" data-die=${symbol}>${String(count)} × ${symbolName(symbol)}</span>`)}</span
        >
        <span><strong>Bag:</strong> ${plural(shown.bag.length, 'cube')} (${String(shown.bag.filter((owner) => owner === SYNDICATE).length)} Syndicate)</span>
      </p>
      ${card === undefined
        ? nothing
        : (['dreadnought', 'fortress'] as const).map((ship) => {
            const flagship = shown.flagships[ship];
            return html`<p data-ship=${ship}>
              <strong>${card.missions[ship].title}:</strong> ${shipName(ship)}, ${islandName(shown, flagship.at)} → ${islandName(shown, flagship.destination)}${flagship.arrived ? ' (arrived)' : ''} ·
              ${flagship.mission.length === 0 ? 'no cube yet' : `cubes: ${listWords(flagship.mission.map(nameOf))}`}
            </p>`;
          })}
      <p>
        <strong>On display:</strong>
        ${shown.display.map((id, index) => {
          const space = bribeSpace(shown, id);
          return html`${index === 0 ? '' : ' · '}<span data-official=${id}
              >${OFFICIALS[id].name} <span class="muted">(${OFFICIALS[id].faction === 'syndicate' ? 'Syndicate' : 'British'}, ${space === null ? 'every bribe taken' : `bribe ${bribeWords(shown, id)}`})</span></span
            >`;
        })}
      </p>
      <p class="muted">
        Goals: ${listWords(shown.goals.map((id) => shown.data.goals.find((goal) => goal.id === id)?.name ?? id))} · Embargo on ${embargoWords(shown)}
        ${renderCitation(citation(RULE.profitEmbargo))} · Blockade at ${islandName(shown, shown.flagships.dreadnought.at)}
        ${renderCitation(citation(RULE.profitBlockade))}
      </p>
    </div>`;
  }

  /**
   * The pirates as one table, a row each: a row reads as one line where a card each took five, and
   * a screen reader can walk a column (everyone's Gold) as well as a row. The header row has no
   * `<thead>`: the first row's cells are the column headers all the same, in fewer bytes. Where the
   * table cannot fit (a phone), each row is drawn as a card, its cells labelled (game.styles.ts);
   * the roles say table, row and cell outright, as a browser may forget them once a table is not
   * drawn as one.
   */
  private renderPirates(shown: SteamPiratesState, acting: PlayerId | null): TemplateResult {
    // Should the table still be wider than its column, it scrolls sideways: a Tab stop, so the
    // keyboard can scroll it, and each pirate's name stays in view at the left.
    return html`<div class="pirates" tabindex="0" role="group" aria-label="The pirates"><table role="table">
      <tr role="row">
        <th role="columnheader">Pirate</th>
        <th role="columnheader">Gold</th>
        <th role="columnheader">VP</th>
        <th role="columnheader">Cubes<br />(in&nbsp;bag)</th>
        <th role="columnheader">Frigate</th>
        <th role="columnheader">Trade Houses</th>
        <th role="columnheader">Trade<br />(Gold a house)</th>
        <th role="columnheader">Map<br />pieces</th>
        <th role="columnheader">Bribed</th>
      </tr>
      ${shown.players.map((player) => this.renderPirate(shown, player, player === acting))}
    </table></div>`;
  }

  private renderPirate(shown: SteamPiratesState, player: PlayerId, acting: boolean): TemplateResult | typeof nothing {
    const pirate = shown.pirates[player];
    if (pirate === undefined) return nothing;
    const counts = connections(shown, pirate);
    const goods = GOODS.filter((good) => counts[good] > 0);
    const notes = [...(this.session.isBot(player) ? ['bot'] : []), ...(shown.firstPlayer === player ? ['first'] : [])];
    // Non-breaking spaces inside each item: the lists wrap between items, never inside one.
    const list = (items: readonly string[]): string => items.map((item) => item.replaceAll(' ', '\u00a0')).join(', ') || 'none';
    const islands = (ids: readonly string[]): string => list(ids.map((id) => islandName(shown, id)));
    // data-label: each cell's heading, which a card shows before it.
    return html`<tr role="row" class=${acting ? 'acting' : ''} part=${acting ? 'pirate pirate-acting' : 'pirate'} data-pirate=${player}>
      <th role="rowheader" scope="row">${acting ? html`<span aria-hidden="true">▶\u00a0</span>` : nothing}${nameOf(player)}${notes.length === 0 ? nothing : html` <span class="muted">(${notes.join(', ')})</span>`}</th>
      <td role="cell" data-label="Gold" data-figure="gold">${String(pirate.gold)}</td>
      <td role="cell" data-label="VP" data-figure="vp">${String(pirate.vp)}</td>
      <td role="cell" data-label="Cubes (in bag)">${String(pirate.cubes)} (${String(shown.bag.filter((owner) => owner === player).length)})</td>
      <td role="cell" data-label="Frigate">${islandName(shown, pirate.at)}</td>
      <td role="cell" data-label="Trade Houses" data-figure="houses">${islands(pirate.houses)}</td>
      <td role="cell" data-label="Trade (Gold a house)">${list(goods.map((good) => `${goodName(good)} ${String(counts[good])} (${String(revenueOf(shown, good, counts[good]))})`))}</td>
      <td role="cell" data-label="Map pieces">${pirate.maps.length === 0 ? '0' : `${String(pirate.maps.length)}: ${islands(pirate.maps)}`}</td>
      <td role="cell" data-label="Bribed">${pirate.bribed.length === 0 ? 'nobody' : list(pirate.bribed.map(officialName))}</td>
    </tr>`;
  }

  // --- The choices ------------------------------------------------------------------------------------

  private sails(): SailCommand[] {
    return this.legalCommands.filter((command): command is SailCommand => command.type === 'sail');
  }

  /**
   * An island pressed on the map: with one way to sail there, the frigate sails at once (Undo takes
   * it back); with several, the island is the destination and the routes wait in the list; with
   * none, the rules say why not (`sailToProblem`), in the live region and on a line by the choices.
   */
  private pickDestination(island: string): void {
    const live = this.state;
    const player = live?.turn?.player;
    if (live === null || player === undefined) return;
    const routes = this.routesTo(live, live.pirates[player]?.at ?? '', island);
    const problem = routes.length === 0 ? sailToProblem(live, player, island) : null;
    this.whyNot = problem === null ? null : { island, ...problem };
    if (problem !== null) {
      this.destination = null;
      const rule = citation(problem.rule);
      this.announcer.announce(`No sail to ${islandName(live, island)}: ${withNames(live, problem.reason)} (rule: ${rule.title ?? rule.id})`);
      return;
    }
    const [only] = routes;
    if (routes.length === 1 && only !== undefined) {
      void this.choose(only);
      return;
    }
    this.destination = island;
    this.announcer.announce(`Sail to ${islandName(live, island)}: ${String(routes.length)} routes; choose one and press Sail.`);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[data-group="sail"] select, [data-group="sail"] button')?.focus());
  }

  protected override renderChoices(shown: SteamPiratesState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    if (shown.prompt !== null) return this.renderButtons(legal, (command) => commandLabel(shown, command), true);
    const sails = legal.filter((command): command is SailCommand => command.type === 'sail');
    const actions = legal.filter((command) => command.type !== 'sail');
    return html`${sails.length === 0 ? this.renderWhyNot(shown) : this.renderSail(shown, player, sails)} ${this.renderDiceActions(shown, player, actions)}
      ${this.renderCutLosses(shown, actions)}`;
  }

  /** Why the island last pressed on the map cannot be sailed to, with the rule; the live region has said it already. */
  private renderWhyNot(shown: SteamPiratesState): TemplateResult | typeof nothing {
    const why = this.whyNot;
    if (why === null) return nothing;
    return html`<p class="refusal why-not" part="why-not">
      <strong><span aria-hidden="true">✗ </span>No sail to ${islandName(shown, why.island)}:</strong> ${withNames(shown, why.reason)} ${renderCitation(citation(why.rule))}
    </p>`;
  }

  /**
   * Each action once, whichever dice allow it: with the die of its own symbol, or with the wild
   * octopus when none is left (or the reader prefers to spend the wild one and keep the other).
   */
  private renderDiceActions(shown: SteamPiratesState, player: PlayerId, actions: readonly Command[]): TemplateResult | typeof nothing {
    const ways = new Map<string, Command[]>();
    for (const command of actions) {
      if (command.type === 'cut-losses' || !('die' in command)) continue;
      const key = JSON.stringify({ ...command, die: null });
      ways.set(key, [...(ways.get(key) ?? []), command]);
    }
    if (ways.size === 0) return nothing;
    const isWild = (command: Command): boolean => 'die' in command && shown.dice[command.die] === 'wild';
    const either = [...ways.values()].some((commands) => commands.some(isWild) && commands.some((command) => !isWild(command)));
    const pick = (commands: readonly Command[]): Command | undefined => (this.spendWild ? commands.find(isWild) : commands.find((command) => !isWild(command))) ?? commands[0];
    const chosen = [...ways.values()].map(pick).filter((command): command is Command => command !== undefined);
    const profit = chosen.find((command) => command.type === 'profit');
    const establish = chosen.find((command) => command.type === 'establish');
    const officials = [...new Set(chosen.flatMap((command) => (command.type === 'bribe' || command.type === 'official' ? [command.official] : [])))];
    const gain = profit === undefined ? null : profitOf(shown, player);
    const officialDie = chosen.find((command) => command.type === 'bribe' || command.type === 'official');
    const dieOf = (command: Command | undefined): string => (command !== undefined && 'die' in command ? ` (${symbolName(shown.dice[command.die] ?? 'profit')} die)` : '');
    return html`<div class="group" data-group="actions">
      <div class="row">
        <h4>Then take a die and its action${profit === undefined && establish === undefined ? '' : ':'}</h4>
        ${profit === undefined || gain === null ? nothing : this.renderCommandButton(profit, `Take a Profit: ${plural(gain.total, 'Gold', 'Gold')}${dieOf(profit)}`)}
        ${establish === undefined ? nothing : this.renderCommandButton(establish, `Establish a Trade House at ${islandName(shown, shown.pirates[player]?.at ?? '')}: ${String(islandCost(shown, player))} Gold${dieOf(establish)}`)}
      </div>
      ${either
        ? html`<label class="wild-choice"
            ><input
              type="checkbox"
              .checked=${this.spendWild}
              @change=${(changed: Event) => {
                this.spendWild = (changed.target as HTMLInputElement).checked;
              }}
            />
            Spend the wild (octopus) die where another die would do, and keep that one</label
          >`
        : nothing}
      ${officialDie === undefined
        ? nothing
        : html`<p class="muted">Officials${dieOf(officialDie)}:</p>
            ${officials.map((official) => this.renderOfficialRow(shown, official, chosen))}`}
    </div>`;
  }

  private renderSail(shown: SteamPiratesState, player: PlayerId, sails: readonly SailCommand[]): TemplateResult {
    const from = shown.pirates[player]?.at ?? '';
    const destinations = [...new Set(sails.map((sail) => sail.path[sail.path.length - 1] ?? ''))].sort((a, b) => islandName(shown, a).localeCompare(islandName(shown, b)));
    const destination = this.destination !== null && destinations.includes(this.destination) ? this.destination : null;
    const routes = destination === null ? [] : this.routesTo(shown, from, destination);
    const key = `sail-${destination ?? ''}`;
    const picked = routes[this.picks.get(key) ?? 0] ?? routes[0];
    return html`<div class="group row" data-group="sail">
      <h4>Sail first (optional):</h4>
      <label
        >Where to
        <select
          @change=${(changed: Event) => {
            const value = (changed.target as HTMLSelectElement).value;
            this.destination = value === '' ? null : value;
          }}
        >
          <option value="" ?selected=${destination === null}>Choose (or click the map)</option>
          ${destinations.map((id) => html`<option value=${id} ?selected=${id === destination}>${islandName(shown, id)}</option>`)}
        </select></label
      >
      ${routes.length > 1
        ? html`<label
            >Route
            <select
              @change=${(changed: Event) => {
                this.picks.set(key, Number((changed.target as HTMLSelectElement).value));
                this.requestUpdate();
              }}
            >
              ${routes.map((sail, index) => html`<option value=${index} ?selected=${sail === picked}>${sailWords(shown, from, sail)}</option>`)}
            </select></label
          >`
        : nothing}
      ${picked === undefined ? nothing : this.renderCommandButton(picked, routes.length > 1 ? 'Sail' : `Sail: ${sailWords(shown, from, picked)}`)}
      ${renderCitation(citation(RULE.sailMoves))} ${this.renderWhyNot(shown)}
    </div>`;
  }

  /** One official's choices with a die: bribe it, use its basic action, use its bribed one. */
  private renderOfficialRow(shown: SteamPiratesState, official: OfficialId, commands: readonly Command[]): TemplateResult {
    const name = officialName(official);
    const bribe = commands.find((command) => command.type === 'bribe' && command.official === official);
    const uses = (bribed: boolean): Command[] => commands.filter((command) => command.type === 'official' && command.official === official && command.bribed === bribed);
    return html`<div class="row" data-official=${official}>
      <strong>${name}</strong>
      ${bribe === undefined ? nothing : this.renderCommandButton(bribe, `Bribe: ${bribeWords(shown, official)}`)}
      ${this.renderUses(shown, `${official}-basic`, `Use the ${name}`, uses(false))}
      ${this.renderUses(shown, `${official}-bribed`, `Use the bribed ${name}`, uses(true))}
    </div>`;
  }

  /** An official action's ways: one button when there is one way, else a list box and a button. */
  private renderUses(shown: SteamPiratesState, key: string, verb: string, commands: readonly Command[]): TemplateResult | typeof nothing {
    const only = commands[0];
    if (only === undefined) return nothing;
    const words = (command: Command): string => (command.type === 'official' ? variantWords(shown, command) : '');
    if (commands.length === 1) return this.renderCommandButton(only, words(only) === '' ? verb : `${verb}: ${words(only)}`);
    const picked = commands[this.picks.get(key) ?? 0] ?? only;
    return html`<span class="row"
      ><select
        aria-label=${`${verb}: how`}
        @change=${(changed: Event) => {
          this.picks.set(key, Number((changed.target as HTMLSelectElement).value));
          this.requestUpdate();
        }}
      >
        ${commands.map((command, index) => html`<option value=${index} ?selected=${command === picked}>${words(command)}</option>`)}
      </select>
      ${this.renderCommandButton(picked, verb)}</span
    >`;
  }

  private renderCutLosses(shown: SteamPiratesState, actions: readonly Command[]): TemplateResult | typeof nothing {
    const cuts = actions.filter((command) => command.type === 'cut-losses');
    if (cuts.length === 0) return nothing;
    return html`<div class="group" data-group="cut-losses">
      <p>No die can be played: set one aside for the season's ${plural(seasonGold(shown), 'Gold', 'Gold')}. ${renderCitation(citation(RULE.actionCutLosses))}</p>
      ${this.renderButtons(cuts, (command) => commandLabel(shown, command))}
    </div>`;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

/** Each pirate's frigate on the map, marked with the first letter of their name (two where those clash). */
function frigatesOf(state: SteamPiratesState): MapFrigate[] {
  const firsts = state.players.map((player) => nameOf(player).charAt(0));
  return state.players.map((player, index) => {
    const name = nameOf(player);
    const clash = firsts.filter((letter) => letter === firsts[index]).length > 1;
    return { name, letter: clash ? name.slice(0, 2) : name.charAt(0), at: state.pirates[player]?.at ?? '' };
  });
}

function countBy<T>(items: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function sailWords(state: SteamPiratesState, from: string, sail: SailCommand): string {
  const { cost, withWind } = sailCost(state, from, sail.path);
  const treasures = sail.path.filter((id) => state.data.map.islands.find((island) => island.id === id)?.kind === 'treasure');
  return `${sail.path.map((id) => islandName(state, id)).join(' → ')}, ${plural(cost, 'Gold', 'Gold')}${withWind ? ' with the wind' : ''}${treasures.length === 0 ? '' : ', passing a treasure island'}`;
}

function bribeWords(state: SteamPiratesState, official: OfficialId): string {
  const space = bribeSpace(state, official);
  return `${space === null ? '?' : String(space.cost)} Gold, ${plural(state.data.officials[official].vp, 'VP', 'VP')}`;
}

/** What differs between the ways of one official action: the delegate, the islands, the target, the map piece. */
function variantWords(state: SteamPiratesState, command: Extract<Command, { type: 'official' }>): string {
  const words = useWords(state, command.official, command.bribed, command.use ?? {});
  const colon = words.indexOf(': ');
  return colon === -1 ? '' : words.slice(colon + 2);
}

function islandCost(state: SteamPiratesState, player: PlayerId): number {
  const at = state.pirates[player]?.at ?? '';
  return state.data.map.islands.find((island) => island.id === at)?.cost ?? 0;
}

function embargoWords(state: SteamPiratesState): string {
  const good = embargoedGood(state);
  return good === null ? 'nothing' : `${goodName(good)} (the Fortress at ${islandName(state, state.flagships.fortress.at)})`;
}

