import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { randomBot, type PlayerId } from '../../rules/engine/index.ts';
import { ARENA_INCHES, GAME_PRESET_NAMES, RULE, SETUP_LIMITS, attackReach, movableSteamwork, moveReach, playerIds, CUSTOMISED_TEMPLATES, formatTemplate, WORKSHOP_SPECIAL_IDS, workshopSpecialName, gamePreset, heuristicBot, isGamePresetName, isWorkshopSpecial, ruleset, distance, valuesOf, type Point, type SteamworkCommand, type SteamworkEvent, type SteamworkId, type SteamworkSetup, type SteamworkState, type WorkshopSpecial, unusedActionGains, SEARCH_CUTOFF, SEARCH_PLAYOUTS } from '../../rules/steamwork-arena/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import type { SessionCommandDetail } from '../shared/game-session.ts';
import { GameShell, type GameConfig, type GameDefinition } from '../shared/game-shell.ts';
import { readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { markerKey } from '../shared/board-input.ts';
import { ARENA_BOUNDS, renderArena } from './arena-board.ts';
import { capitalise, citation, commandLabel, describeEvent, inchWords, inches, listWords, nameOf, phaseWords, plural, promptWords, withNames } from './game-words.ts';
import { renderKey, renderSteamworkCard } from './steamwork-card.ts';
import { steamworkGameStyles } from './game.styles.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';
/** Arrow keys move the keyboard's target marker this far (inches); with Shift, a tenth of an inch. */
const MARKER_STEPS = { step: 0.5, fineStep: 0.1 };

type Command = SteamworkCommand;
type Config = GameConfig<SteamworkSetup, Command>;

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, SteamworkEvent>;

/** The reader's choice for one steamwork's template in secret customisation. */
type CustomChoice = { kind: 'keep' } | { kind: 'preset'; id: string } | { kind: 'notation'; text: string };

/** Steamwork Arena as the whole-game shell plays it: its rules, words, presets and bots. */
const steamworkArena: GameDefinition<SteamworkState, Command, SteamworkEvent, SteamworkSetup> = {
  ruleset,
  words: {
    title: 'Steamwork Arena',
    citation,
    describeEvent,
    summarizeEvents: (state, events) => events.map((event) => describeEvent(state, event)).join(' '),
    withNames,
    playerName: nameOf,
    promptWords,
    statusWords: (state) => `Round ${String(state.round)} · ${capitalise(phaseWords(state))}`,
    outcomeWords: (state, outcome) => {
      const { winners } = outcome;
      const who = winners.length === 0 ? 'A draw' : `${listWords(winners.map(nameOf))} ${winners.length === 1 ? 'wins' : 'win'}`;
      return { text: `${who}: ${withNames(state, outcome.reason)}`, rule: RULE.winner };
    },
    promptRule: (state) => state.prompt?.rule ?? null,
    secretPrompt: (state) => state.prompt?.kind === 'commit-reveal',
  },
  presetNames: GAME_PRESET_NAMES,
  preset: (name) => (isGamePresetName(name) ? gamePreset(name) : null),
  bots: { heuristic: heuristicBot, random: randomBot(ruleset) },
  search: { playouts: SEARCH_PLAYOUTS, options: SEARCH_CUTOFF },
  // Against bots, the reader plays the first seat (red).
  readerSeat: (state) => state.seats[0],
  defaultBotDelay: 600,
  attributes: ['preset', 'players', 'per-player', 'mode', 'bot', 'seed', 'secret-customisation', 'specials', 'bot-delay'],
  attributeOfField,
};

/**
 * A whole game of Steamwork Arena for 2–4 players, free-for-all or in teams (`per-player`): the
 * 24-inch arena as SVG with every miniature, one card per steamwork (template zones with their
 * icons and values, the mode clip, shut-down zones struck out, the health meter, the reserve), the
 * round, the phase and the question the rules ask, with its rule. Every choice comes from the
 * rules' `legalCommands`: bids, shifts with their costs, moves (sampled ones as buttons, or anywhere
 * within reach by clicking the arena or with the arrow keys and Enter), attacks, hidden hands,
 * picks, pending damage, voluntary shutdowns. A refused command is shown and logged with its rule.
 *
 * Play at one screen (`hot-seat`): the screen shows only the view of the player who must answer,
 * and whenever that changes to another player a hand-off screen hides everything until they press
 * Ready; secret bids, hands and picks are each committed behind their own hand-off. Or play red
 * against bots (`bot`), or watch bots play (`bots`, seeing everything). Bots move one at a time on a
 * timer (never blocking the page; removing the element stops them).
 *
 * Undo (against bots: back to the reader's last decision), Reset, and Replay (a slider through the
 * event log, each position rebuilt by the engine's `replay`). The log shows events as the viewer
 * may see them (`logFor`), with player names and rule links; a live region announces each command.
 *
 * A `preset` starts at one of the rulebook's worked examples: its setup, its opening commands
 * played through the rules, its title and what to try above the arena. The preset fixes the setup,
 * so `players`, `per-player`, `seed`, `secret-customisation` and `specials` are ignored beside it.
 *
 * The class is not registered; import `steamwork-arena-game.ts` for the tag. The session, status,
 * controls, refusal, log, hand-off and replay are the shared `GameShell`'s; this class brings the
 * arena, the cards, the choices and Steamwork Arena's words.
 *
 * Keyboard: every choice is a button or a field. On the arena (Tab to it while a move is open),
 * the arrow keys move a target marker half an inch (Shift: a tenth), Enter moves there; enemies
 * that can be attacked are buttons on the arena too.
 *
 * @tagname steamwork-arena-game
 * @attr players - How many players, 2 to 4 (red, blue, green, yellow). Default 2.
 * @attr per-player - Steamworks each player steers, 1 to 3 (team play); at most 6 in all. Default 1.
 * @attr mode - `hot-seat` (default), `bot` (the reader plays red against bots) or `bots` (watch).
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think; it thinks in slices, so the page never waits), or the game's own
 *   `heuristic` or `random` bot.
 * @attr seed - A whole number (any, as on every tag), seeding the game (initiative ties) and the bots. Default 1.
 * @attr secret-customisation - Players pencil in their added icons in secret before round 1.
 * @attr specials - Workshop specials for every steamwork, comma separated (`range-bonus`,
 *   `initiative-bonus`, `reduce-damage`, `energize-bonus`): the rulebook's untested ideas.
 * @attr preset - Start at a rulebook example: `conflict-example-1`, `reckoning-example-1`,
 *   `ranged-example-1` or `reckoning-example-2`.
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 600; 0 when the reader
 *   prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart status - Round, phase and the question; `prompt` the question itself.
 * @csspart arena - The SVG arena.
 * @csspart card - Each steamwork's card.
 * @csspart key - The key to the symbols and shorthand of the arena and the cards (a `<details>`, closed at first).
 * @csspart actions - What the player to answer can do now; `action` every button that sends a command.
 * The parts every whole game shares (`base`, `description`, `preset-note`, `outcome`, `handoff`,
 * `refusal`, `button`, `replay`, `controls`, `log`, `rule`) are described on `GameShell`.
 *
 * @cssprop --rb-color-accent - Buttons, links, the acting steamwork, the move reach.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text, the ranged reach.
 * @cssprop --rb-arena-max-width - How wide the arena grows. Default 36rem.
 */
export class SteamworkArenaGame extends GameShell<SteamworkState, Command, SteamworkEvent, SteamworkSetup> {
  static override styles = steamworkGameStyles;

  @property() players: string | number | null = null;

  @property({ attribute: 'per-player' }) perPlayer: string | number | null = null;

  @property({ type: Boolean, attribute: 'secret-customisation' }) secretCustomisation = false;

  @property() specials: string | null = null;

  /** The keyboard's target point on the arena; null: the acting steamwork's own position. */
  @state() private marker: Point | null = null;

  @state() private bidAmount = 0;

  /** Team play: how much of the bid each of the player's steamworks pays. */
  @state() private bidFrom: Record<SteamworkId, number> = {};

  @state() private hands: [number, number] = [0, 0];

  @state() private customChoices: Record<SteamworkId, CustomChoice> = {};

  constructor() {
    super(steamworkArena);
  }

  protected override readSetup(seed: number, problems: AttributeProblem[]): SteamworkSetup | null {
    // The limits are the rules' (SETUP_LIMITS), each worded with the attribute's name as written in HTML.
    const players = parseInRange('players', this.players, SETUP_LIMITS.players, '', problems);
    const perPlayer = parseInRange('per-player', this.perPlayer, SETUP_LIMITS.perPlayer, ' steamworks each', problems);
    if (players !== null && perPlayer !== null && players * perPlayer > SETUP_LIMITS.steamworks) {
      // Checked here, not left to the rules, so the message names the attribute as written in HTML.
      const most = Math.floor(SETUP_LIMITS.steamworks / players);
      const allowed = most === SETUP_LIMITS.perPlayer.min ? String(most) : `${String(SETUP_LIMITS.perPlayer.min)} to ${String(most)}`;
      problems.push({
        attribute: 'per-player',
        message: `per-player must be ${allowed} with ${plural(players, 'player')}: at most ${String(SETUP_LIMITS.steamworks)} steamworks fit the arena in all; got ${String(perPlayer)} (${String(players * perPlayer)} in all).`,
      });
    }
    const specials = parseSpecials(this.specials);
    if (!specials.ok) problems.push(specials.problem);
    if (problems.length > 0 || players === null || perPlayer === null || !specials.ok) return null;
    const setup: SteamworkSetup = { seed, players: playerIds(players), perPlayer };
    if (this.secretCustomisation) setup.secretCustomisation = true;
    if (specials.value.length > 0) setup.specials = specials.value;
    return setup;
  }

  protected override setupLine(config: Config, live: SteamworkState): string {
    return modeWords(config, live);
  }

  protected override renderHeadingExtra(live: SteamworkState): TemplateResult | typeof nothing {
    const specials = live.steamworks[Object.keys(live.steamworks)[0] ?? '']?.specials ?? [];
    if (specials.length === 0) return nothing;
    return html`<p class="untested">
      Workshop specials on every steamwork, <strong>untested</strong> (the rulebook's own warning):
      ${specials.map(workshopSpecialName).join(', ')}. ${renderCitation(citation(RULE.workshop))}
    </p>`;
  }

  protected override clearChoices(): void {
    this.customChoices = {};
  }

  protected override positionChanged(): void {
    // A new position: the marker goes back to the acting steamwork, the fields to their defaults.
    this.marker = null;
    this.bidAmount = 0;
    this.bidFrom = {};
    this.hands = [0, 0];
  }

  // --- Interaction ----------------------------------------------------------------------------------

  /** The acting steamwork, when the viewer may move it now (the rules' `movableSteamwork`, while the reader has commands to send). */
  private movable(shown: SteamworkState, legal: readonly Command[]): SteamworkId | null {
    return legal.length === 0 ? null : movableSteamwork(shown);
  }

  private moveTo(point: Point): void {
    const viewer = this.viewer;
    if (viewer === null) return;
    this.marker = point;
    void this.choose({ type: 'move', player: viewer, to: point });
  }

  /** Keys on the arena: the arrows move the target marker (announced), Enter or Space moves there. */
  private readonly onArenaKey = (event: KeyboardEvent): void => {
    const live = this.state;
    if (live === null || this.session.replayAt !== null) return;
    const shown = this.seenBy(live, this.viewer);
    const acting = this.movable(shown, this.legalCommands);
    const origin = acting === null ? undefined : shown.steamworks[acting]?.position;
    if (acting === null || origin === undefined) return;
    const key = markerKey(event, this.marker ?? origin, ARENA_BOUNDS, MARKER_STEPS);
    if (key === null) return;
    event.preventDefault();
    if (key.kind === 'placed') {
      this.moveTo(key.point);
      return;
    }
    this.marker = key.point;
    const reach = moveReach(shown, acting);
    this.announcer.announce(`Target (${inches(key.point.x)}, ${inches(key.point.y)}): ${inchWords(distance(key.point, origin))} away; a move reaches ${inchWords(reach)}. Enter moves there.`);
  };

  // --- Rendering -------------------------------------------------------------------------------------

  protected override renderTable(shown: SteamworkState, replaying: boolean): TemplateResult {
    const legal = replaying ? [] : this.legalCommands;
    const movable = this.movable(shown, legal);
    const acting = shown.act?.steamwork ?? null;
    const attacks = legal.filter((command): command is Extract<Command, { type: 'attack' }> => command.type === 'attack');
    const targets = new Map(attacks.map((command) => [command.target, commandLabel(shown, command)]));
    const rangeReach = acting === null || replaying ? null : attackReach(shown, acting);
    const reach = movable === null ? null : moveReach(shown, movable);
    // The marker shows once the keyboard (or a click) has placed it away from the miniature.
    const marker = movable === null ? null : this.marker;
    const label =
      movable === null || reach === null
        ? `The arena, ${String(ARENA_INCHES)} inches square`
        : `The arena, ${String(ARENA_INCHES)} inches square. Click within ${inchWords(reach)} of ${nameOf(movable)} to move there, or use the arrow keys to place the target and Enter to move.`;
    return html`<div class="table"><div class="table-layout">
      <div class="arena-column">${renderArena({
        state: shown,
        acting,
        moveReach: reach,
        rangeReach,
        targets,
        marker,
        label,
        onPoint: (point) => {
          this.moveTo(point);
        },
        onTarget: (id) => {
          const command = attacks.find((candidate) => candidate.target === id);
          if (command !== undefined) void this.choose(command);
        },
        onKey: this.onArenaKey,
      })}${renderKey()}</div>
      <div class="cards">${Object.keys(shown.steamworks).map((id) => renderSteamworkCard(shown, id, id === acting))}</div>
    </div></div>`;
  }

  // --- The actions ------------------------------------------------------------------------------------

  protected override renderChoices(shown: SteamworkState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    switch (shown.prompt?.id) {
      case 'customise':
        return this.renderCustomise(shown, player);
      case 'bid':
        return this.renderBid(shown, player, legal);
      case 'hands':
        return this.renderHide(player, legal);
      case 'act':
        return this.renderAct(shown, legal);
      default:
        return this.renderCommands(shown, legal);
    }
  }

  /** One button per command, each sending it, labelled in the game's words. */
  private renderCommands(shown: SteamworkState, commands: readonly Command[]): TemplateResult {
    return this.renderButtons(commands, (command) => commandLabel(shown, command));
  }

  private renderBid(shown: SteamworkState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    const most = legal.reduce((max, command) => (command.type === 'bid' ? Math.max(max, command.amount) : max), 0);
    const own = Object.entries(shown.steamworks).filter(([, entry]) => entry.controller === player && !entry.out);
    if (own.length <= 1) {
      return html`<div class="group">
        <p class="hint">Hide 0 to ${most} energy in your hand; the highest bid acts first, and every bid is spent.</p>
        ${renderCountField('bid', 'Bid', this.bidAmount, (value) => {
          this.bidAmount = value;
        })}
        <div>
          <button class="primary" part="button action" data-command="bid" @click=${() => {
            void this.choose({ type: 'bid', player, amount: this.bidAmount });
          }}>Commit the bid, in secret</button>
        </div>
      </div>`;
    }
    // Team play: the bid may draw on any reserve the player controls (steamwork-arena/teams.sides).
    const from = (id: SteamworkId): number => this.bidFrom[id] ?? 0;
    const total = own.reduce((sum, [id]) => sum + from(id), 0);
    const set = (id: SteamworkId, value: number): void => {
      this.bidFrom = { ...this.bidFrom, [id]: Math.max(0, value) };
    };
    return html`<div class="group">
      <p class="hint">
        Hide 0 to ${most} energy in your hand, taken from any of your steamworks' reserves; the highest bid acts first, and every bid is spent.
        ${renderCitation(citation(RULE.teams))}
      </p>
      ${own.map(
        ([id, entry]) =>
          html`<div>
            ${renderCountField(`bid-${id}`, `From ${nameOf(id)} (reserve ${String(entry.reserve ?? 0)})`, from(id), (value) => {
              set(id, value);
            })}
          </div>`,
      )}
      <div>
        <button class="primary" part="button action" data-command="bid" @click=${() => {
          const split: Record<SteamworkId, number> = {};
          for (const [id] of own) split[id] = from(id);
          void this.choose({ type: 'bid', player, amount: total, from: split });
        }}>Commit a bid of ${total}, in secret</button>
      </div>
    </div>`;
  }

  private renderHide(player: PlayerId, legal: readonly Command[]): TemplateResult {
    const most = legal.reduce((max, command) => (command.type === 'hide' ? Math.max(max, command.hands[0] + command.hands[1]) : max), 0);
    const field = (index: 0 | 1, label: string): TemplateResult =>
      renderCountField(`hand-${String(index)}`, label, this.hands[index], (value) => {
        this.hands = index === 0 ? [value, this.hands[1]] : [this.hands[0], value];
      });
    return html`<div class="group">
      <p class="hint">Hide energy in your two fists: at most ${most} in all.</p>
      ${field(0, 'Left hand')} ${field(1, 'Right hand')}
      <div>
        <button class="primary" part="button action" data-command="hide" @click=${() => {
          void this.choose({ type: 'hide', player, hands: [this.hands[0], this.hands[1]] });
        }}>Hold out the hands, in secret</button>
      </div>
    </div>`;
  }

  private renderAct(shown: SteamworkState, legal: readonly Command[]): TemplateResult {
    const moves = legal.filter((command) => command.type === 'move');
    const attacks = legal.filter((command) => command.type === 'attack');
    const end = legal.find((command) => command.type === 'end-act');
    const act = shown.act;
    const gains = act === null ? 0 : unusedActionGains(act);
    const acting = act?.steamwork;
    const entry = acting === undefined ? undefined : shown.steamworks[acting];
    return html`${act !== null && !act.moved && entry !== undefined
        ? html`<div class="group" data-group="move">
            <h4>Move (up to ${inchWords(moveReach(shown, acting ?? ''))} in mode ${entry.mode})</h4>
            <p class="hint keys-hint">Click the arena within the ring (or Tab to it, aim with the arrow keys, press Enter), or:</p>
            ${this.renderCommands(shown, moves)}
          </div>`
        : nothing}
      ${act !== null && !act.attacked
        ? html`<div class="group" data-group="attack">
            <h4>Attack</h4>
            ${attacks.length === 0 ? html`<p class="hint">No enemy is in reach ${entry === undefined ? '' : `(attack value ${String(valuesOf(shown, acting ?? '').attack)})`}.</p>` : this.renderCommands(shown, attacks)}
          </div>`
        : nothing}
      ${end === undefined
        ? nothing
        : html`<div>${this.renderCommandButton(end, `End the action${gains > 0 ? ` (+${String(gains)} energy: 1 for each unused move or attack)` : ''}`)}</div>`}`;
  }

  private renderCustomise(shown: SteamworkState, player: PlayerId): TemplateResult {
    const own = Object.entries(shown.steamworks).filter(([, entry]) => entry.controller === player);
    const choiceOf = (id: SteamworkId): CustomChoice => this.customChoices[id] ?? { kind: 'keep' };
    const setChoice = (id: SteamworkId, choice: CustomChoice): void => {
      this.customChoices = { ...this.customChoices, [id]: choice };
    };
    const commit = (): void => {
      const templates: Record<SteamworkId, unknown> = {};
      for (const [id] of own) {
        const choice = choiceOf(id);
        if (choice.kind === 'preset') templates[id] = CUSTOMISED_TEMPLATES.find((preset) => preset.id === choice.id)?.template;
        if (choice.kind === 'notation') templates[id] = choice.text;
      }
      void this.choose({ type: 'customise', player, templates });
    };
    return html`<div class="group">
      <p class="hint">Pencil in up to 6 added icons, in secret: keep the printed template, take one of the rulebook's customised examples, or write your own in notation (one zone a line, capitals added: <code>C): a eeeEE d</code>).</p>
      ${own.map(([id, entry]) => {
        const choice = choiceOf(id);
        const selectId = `customise-${id}`;
        const value = choice.kind === 'preset' ? `preset:${choice.id}` : choice.kind;
        return html`<div class="group" data-steamwork=${id}>
          <label for=${selectId}>${nameOf(id)}'s template</label>
          <select
            id=${selectId}
            @change=${(event: Event) => {
              const picked = (event.target as HTMLSelectElement).value;
              if (picked === 'keep') setChoice(id, { kind: 'keep' });
              else if (picked === 'notation') setChoice(id, { kind: 'notation', text: formatTemplate(entry.template) });
              else setChoice(id, { kind: 'preset', id: picked.slice('preset:'.length) });
            }}
          >
            <option value="keep" ?selected=${value === 'keep'}>Keep the printed template</option>
            ${entry.template.core === 'alpha'
              ? CUSTOMISED_TEMPLATES.map((preset) => html`<option value=${`preset:${preset.id}`} ?selected=${value === `preset:${preset.id}`}>${preset.title}</option>`)
              : nothing}
            <option value="notation" ?selected=${value === 'notation'}>Write it in notation…</option>
          </select>
          ${choice.kind === 'notation'
            ? html`<label for=${`${selectId}-text`}>Notation for ${nameOf(id)}</label>
                <textarea
                  id=${`${selectId}-text`}
                  rows="5"
                  .value=${choice.text}
                  @input=${(event: Event) => {
                    setChoice(id, { kind: 'notation', text: (event.target as HTMLTextAreaElement).value });
                  }}
                ></textarea>`
            : nothing}
        </div>`;
      })}
      <div><button class="primary" part="button action" data-command="customise" @click=${commit}>Commit the customisation, in secret</button></div>
    </div>`;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

/**
 * A field for a number of energy tokens (a bid, a hand): − and + stop at 0; a whole number typed in
 * is taken as it is, and the rules refuse what they must when it is sent.
 */
function renderCountField(id: string, label: string, value: number, set: (value: number) => void): TemplateResult {
  return renderNumberField({
    id,
    label,
    value,
    problem: null,
    onEntry: (event) => {
      const entry = readWholeNumber(event.target as HTMLInputElement);
      if (entry.kind === 'whole') set(entry.value);
    },
    onStep: (step) => {
      set(Math.max(0, value + step));
    },
  });
}

/** A whole-number attribute within the rules' limits (default the least), or null with its problem added to `problems`. */
function parseInRange(attribute: string, raw: string | number | null, range: { min: number; max: number }, unit: string, problems: AttributeProblem[]): number | null {
  const parsed = parseWholeNumber(attribute, raw, range.min);
  if (!parsed.ok) {
    // The shared message's example ("such as 3 or -1") would mislead here: say the range instead.
    problems.push({ attribute, message: `${attribute} must be a whole number from ${String(range.min)} to ${String(range.max)}${unit}; got ${JSON.stringify(String(raw))}.` });
    return null;
  }
  if (parsed.value < range.min || parsed.value > range.max) {
    problems.push({ attribute, message: `${attribute} must be ${String(range.min)} to ${String(range.max)}${unit}; got ${String(parsed.value)}.` });
    return null;
  }
  return parsed.value;
}

function parseSpecials(raw: string | null): { ok: true; value: WorkshopSpecial[] } | { ok: false; problem: AttributeProblem } {
  if (raw === null || raw.trim() === '') return { ok: true, value: [] };
  const value: WorkshopSpecial[] = [];
  for (const word of raw.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    if (!isWorkshopSpecial(word)) {
      return { ok: false, problem: { attribute: 'specials', message: `specials must be a comma-separated list of ${WORKSHOP_SPECIAL_IDS.join(', ')}; got ${JSON.stringify(word)}.` } };
    }
    value.push(word);
  }
  return { ok: true, value };
}

function modeWords(config: Config, live: SteamworkState): string {
  const bot = config.botKind;
  const count = Object.keys(live.steamworks).length;
  const table = `${plural(live.seats.length, 'player')}, ${plural(count, 'steamwork')}`;
  switch (config.mode) {
    case 'hot-seat':
      return `${table} · at one screen, passed between players for secret choices`;
    case 'bot':
      return `${table} · you play ${nameOf(live.seats[0])} against the ${bot} bot${live.seats.length > 2 ? 's' : ''}`;
    case 'bots':
      return `${table} · ${bot} bots play each other; you see everything`;
  }
}

/** The attribute a setup field the rules refused came from. */
function attributeOfField(field: string): string {
  if (field === 'perPlayer') return 'per-player';
  if (field === 'players' || field === 'seed') return field;
  if (field === 'secretCustomisation') return 'secret-customisation';
  if (field.startsWith('steamworks') || field.startsWith('specials')) return 'specials';
  return '';
}
