import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { randomBot, type DispatchResult, type Engine, type PlayerId } from '../../rules/engine/index.ts';
import {
  ARENA_INCHES,
  GAME_PRESET_NAMES,
  LENGTHS_INCHES,
  MAX_PER_PLAYER,
  TEMPLATE_PRESETS,
  formatTemplate,
  WORKSHOP_SPECIALS,
  gamePreset,
  heuristicBot,
  isGamePresetName,
  isWorkshopSpecial,
  reachOf,
  ruleset,
  distance,
  mostRangeEnergy,
  valuesOf,
  view,
  type GamePreset,
  type Point,
  type SteamworkBot,
  type SteamworkCommand,
  type SteamworkEvent,
  type SteamworkId,
  type SteamworkSetup,
  type SteamworkState,
  type WorkshopSpecial,
  unusedActionGains,
  waitingPlayers,
} from '../../rules/steamwork-arena/index.ts';
import { parseOneOf, parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { commandEvent } from '../shared/command-event.ts';
import type { LoggedRejection } from '../shared/engine-controller.ts';
import { GameSession, createGameEngine, parseBotDelay, presetProblem, BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode, type SessionCommandDetail } from '../shared/game-session.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { gameLogOf, type GameLog } from '../shared/log-entries.ts';
import { numberFieldStyles, readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { controlHandlers, gameStyles, renderReplayControls, renderSessionControls } from '../shared/game-controls.ts';
import { arenaStyles, renderArena } from './arena-board.ts';
import { capitalise, citation, commandLabel, describeEvent, inches, listWords, nameOf, phaseWords, plural, promptWords, withNames } from './game-words.ts';
import { cardStyles, renderSteamworkCard } from './steamwork-card.ts';
// The elements this widget's template uses: importing them registers their tags.
import '../shared/rb-event-log.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';
/** Player ids by seat: `players="3"` seats the first three. */
export const PLAYER_IDS = ['red', 'blue', 'green', 'yellow'] as const;
const DEFAULT_BOT_DELAY = 600;
/** Arrow keys move the keyboard's target marker this far (inches); with Shift, a tenth of an inch. */
const MARKER_STEP = 0.5;

type Command = SteamworkCommand;
type Turns = readonly (readonly SteamworkEvent[])[];

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, SteamworkEvent>;

interface GameConfig {
  setup: SteamworkSetup;
  mode: GameMode;
  botKind: BotKind;
  seed: number;
  preset: GamePreset | null;
  /** Turns of the engine's log before the starting moment: the preset's opening (0 without one). */
  startTurns: number;
  /** Attributes the preset overrode, for the note. */
  overridden: string[];
}

/** The reader's choice for one steamwork's template in secret customisation. */
type CustomChoice = { kind: 'keep' } | { kind: 'preset'; id: string } | { kind: 'notation'; text: string };

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
 * The class is not registered; import `steamwork-arena-game.ts` for the tag.
 *
 * Keyboard: every choice is a button or a field. On the arena (Tab to it while a move is open),
 * the arrow keys move a target marker half an inch (Shift: a tenth), Enter moves there; enemies
 * that can be attacked are buttons on the arena too.
 *
 * @tagname steamwork-arena-game
 * @attr players - How many players, 2 to 4 (red, blue, green, yellow). Default 2.
 * @attr per-player - Steamworks each player steers, 1 to 3 (team play); at most 6 in all. Default 1.
 * @attr mode - `hot-seat` (default), `bot` (the reader plays red against bots) or `bots` (watch).
 * @attr bot - Which bot: `heuristic` (default) or `random`.
 * @attr seed - A whole number, 0 or more, seeding the game (initiative ties) and the bots. Default 1.
 * @attr secret-customisation - Players pencil in their added icons in secret before round 1.
 * @attr specials - Workshop specials for every steamwork, comma separated (`range-bonus`,
 *   `initiative-bonus`, `reduce-damage`, `energize-bonus`): the rulebook's untested ideas.
 * @attr preset - Start at a rulebook example: `conflict-example-1`, `reckoning-example-1`,
 *   `ranged-example-1` or `reckoning-example-2`.
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 600; 0 when the reader
 *   prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart base - The widget's box.
 * @csspart description - With a preset: what the example shows and what to try.
 * @csspart status - Round, phase and the question; `prompt` the question itself.
 * @csspart outcome - The result, once the game is over.
 * @csspart handoff - The hand-off screen between players at one screen.
 * @csspart arena - The SVG arena.
 * @csspart card - Each steamwork's card.
 * @csspart actions - What the player to answer can do now; `action` every button that sends a command.
 * @csspart refusal - The last refused command and its rule.
 * @csspart button - Every button; also `undo-button`, `reset-button`, `replay-button`, `pause-button`,
 *   `ready-button`, `replay-exit`.
 * @csspart replay - The replay controls; `replay-slider` the slider.
 * @csspart controls - Undo, Reset, Replay (and Pause when bots play each other).
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the acting steamwork, the move reach.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text, the ranged reach.
 * @cssprop --rb-arena-max-width - How wide the arena grows. Default 36rem.
 */
export class SteamworkArenaGame extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    numberFieldStyles,
    arenaStyles,
    cardStyles,
    gameStyles,
    css`
      /* Wide: the table on the left, the rest beside it. */
      @container (min-width: 56rem) {
        .layout {
          grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
          grid-template-areas: 'table status' 'table actions' 'table controls' 'table log';
          grid-template-rows: auto auto auto 1fr;
          align-items: start;
          column-gap: 1rem;
        }
      }
      /* The hand-off screen hides the table: one column, whatever the width. */
      .layout.handing-off {
        grid-template-columns: minmax(0, 40rem);
        grid-template-areas: 'status' 'actions' 'controls';
        grid-template-rows: auto;
      }
      .handoff {
        grid-area: actions;
        border: 2px dashed ${tokens.accent};
        border-radius: ${tokens.radius};
        padding: 1rem;
        display: grid;
        gap: 0.5rem;
        justify-items: start;
      }
      section {
        display: grid;
        gap: 0.4rem;
      }
      h4 {
        font-size: 0.95em;
        margin: 0;
      }
      select,
      textarea {
        font: inherit;
        padding: 0.2rem;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        background: ${tokens.surface};
        color: ${tokens.text};
      }
      textarea {
        font-family: ${tokens.monoFontFamily};
        width: 100%;
      }
      .untested {
        font-size: 0.9em;
        border-left: 4px solid ${tokens.error};
        padding-left: 0.5rem;
      }
    `,
  ];

  @property() players: string | number | null = null;

  @property({ attribute: 'per-player' }) perPlayer: string | number | null = null;

  @property() mode: string | null = null;

  @property() bot: string | null = null;

  @property() seed: string | number | null = null;

  @property({ type: Boolean, attribute: 'secret-customisation' }) secretCustomisation = false;

  @property() specials: string | null = null;

  @property() preset: string | null = null;

  @property({ attribute: 'bot-delay' }) botDelay: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** At one screen: the player who pressed Ready and whose view is on screen. */
  @state() private ready: PlayerId | null = null;

  /** The keyboard's target point on the arena; null: the acting steamwork's own position. */
  @state() private marker: Point | null = null;

  @state() private bidAmount = 0;

  /** Team play: how much of the bid each of the player's steamworks pays. */
  @state() private bidFrom: Record<SteamworkId, number> = {};

  @state() private hands: [number, number] = [0, 0];

  @state() private customChoices: Record<SteamworkId, CustomChoice> = {};

  /** The engine, the commands since the starting moment, undo, reset, replay, pause and the bots' turns. */
  private readonly session = new GameSession<SteamworkState, Command, SteamworkEvent, SteamworkSetup>(this, {
    ruleset,
    // Against bots, the reader plays the first seat (red).
    readerSeat: (live) => live.seats[0],
    botToMove: (live): PlayerId | null => this.botToMove(live),
    botCommand: (live, player, random) => {
      const config = this.config;
      if (config === null) return null;
      // The bot sees only its own player's view.
      return botOfKind(config.botKind)(view(live, player), player, random);
    },
    playBot: (command) => {
      this.play(command, 'bot');
    },
    showProblem: (problem) => {
      this.showProblems([problem]);
    },
  });

  private readonly game = this.session.game;

  private readonly announcer = new LiveAnnouncer(this);

  private readonly controls = controlHandlers(this, this.session, (text) => {
    this.announcer.announce(text);
  });

  private config: GameConfig | null = null;

  private needsEngine = true;

  private lastState: SteamworkState | null = null;

  private viewMemo: { state: SteamworkState; viewer: PlayerId | null; shown: SteamworkState } | null = null;

  private legalMemo: { state: SteamworkState; commands: Command[] } | null = null;

  private logMemo: { turns: Turns; rejections: readonly LoggedRejection<Command>[]; viewer: PlayerId | null; log: GameLog } | null = null;

  /** The rules engine behind the widget; null while the attributes are wrong. */
  get engine(): Engine<SteamworkState, Command, SteamworkEvent> | null {
    return this.game.engine;
  }

  /** The live state (everything, secrets included), for scripts and tests; null while the attributes are wrong. */
  get state(): SteamworkState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** The setup the game started from; null while the attributes are wrong. */
  get setup(): SteamworkSetup | null {
    return this.config?.setup ?? null;
  }

  /** The player whose view is on screen; null when bots play each other (everything is shown). */
  get viewer(): PlayerId | null {
    const config = this.config;
    const live = this.state;
    if (config === null || live === null) return null;
    if (config.mode === 'bots') return null;
    if (config.mode === 'bot') return live.seats[0] ?? null;
    return this.ready;
  }

  /** The human who must answer now (the first still to commit, for a secret), or null. */
  get answering(): PlayerId | null {
    const live = this.state;
    return live === null ? null : (waitingPlayers(live).find((player) => !this.session.isBot(player)) ?? null);
  }

  /** At one screen: whether the hand-off screen is up, waiting for the next player to press Ready. */
  get handOff(): boolean {
    const answering = this.answering;
    return this.config?.mode === 'hot-seat' && answering !== null && answering !== this.ready && this.session.replayAt === null;
  }

  /** The replay position (events shown), or null while playing live. */
  get replayPosition(): number | null {
    return this.session.replayAt;
  }

  /** Whether a bot's move is waiting on its timer. */
  get botPending(): boolean {
    return this.session.botPending;
  }

  /** Every command the viewer may send now (the rules' `legalCommands` on the viewer's view). */
  get legalCommands(): readonly Command[] {
    const viewer = this.viewer;
    const live = this.state;
    if (viewer === null || live === null || this.handOff) return [];
    return this.legalIn(this.viewed(live, viewer)).filter((command) => command.player === viewer);
  }

  /**
   * Sends a command to the rules, as the buttons do. A refusal is logged with its rule and
   * returned, never thrown.
   */
  play(command: Command, by: CommandSource = 'reader'): DispatchResult<SteamworkEvent> | null {
    const result = this.session.send(command, (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    const live = this.state;
    if (result.ok) {
      if (live !== null) {
        const who = by === 'bot' ? `${nameOf(command.player)} (bot): ` : '';
        const viewer = this.viewer;
        const seen = viewer === null ? result.events : this.seenEvents(result.events.length, viewer);
        this.announcer.announce(`${who}${seen.map((event) => describeEvent(live, event)).join(' ')}`);
      }
    } else {
      const rule = citation(result.violation.rule);
      const message = live === null ? result.violation.message : withNames(live, result.violation.message);
      this.announcer.announce(`Refused: ${message} (rule: ${rule.title ?? rule.id})`);
    }
    this.dispatchEvent(commandEvent<GameCommandDetail>({ command, result, by }));
    return result;
  }

  /** The player at the screen presses Ready on the hand-off screen. */
  readyUp(): void {
    const answering = this.answering;
    if (answering === null) return;
    this.ready = answering;
    this.announcer.announce(`${nameOf(answering)}'s turn at the screen.`);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#status-heading')?.focus());
  }

  /**
   * Takes back the last command; against bots, every command back to (and including) the reader's
   * last decision. Never further back than the starting moment.
   */
  undo(): boolean {
    if (this.config === null) return false;
    const undone = this.session.undo();
    this.announcer.announce(undone === 0 ? 'Nothing to undo.' : `Undone: ${plural(undone, 'command')} taken back.`);
    return undone > 0;
  }

  /** Back to the start of the same game; with a preset, to the example's starting moment. */
  reset(): void {
    const config = this.config;
    if (config === null) return;
    const refused = this.session.reset(config.preset?.opening ?? []);
    if (refused !== null) {
      this.showProblems([presetProblem(config.preset?.name ?? '', refused)]);
      return;
    }
    this.ready = this.answering;
    this.announcer.announce('Reset: back to the start of the same game.');
  }

  /** Shows the game after the first `events` events of the log; null goes back to the live game. */
  replayTo(events: number | null): void {
    const at = this.session.replayTo(events);
    this.announcer.announce(at === null ? 'Back to the live game.' : `Replay: event ${String(at)} of ${String(this.session.eventCount)}.`);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setupChanged = (['players', 'perPlayer', 'mode', 'bot', 'seed', 'secretCustomisation', 'specials', 'preset'] as const).some((name) => changed.has(name));
    if (setupChanged || changed.has('botDelay') || this.needsEngine) {
      const delay = parseWholeNumber('bot-delay', this.botDelay, DEFAULT_BOT_DELAY);
      this.session.botDelay = delay.ok ? delay.value : DEFAULT_BOT_DELAY;
    }
    if (setupChanged || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
    const live = this.state;
    if (live !== this.lastState) {
      // A new position: the marker goes back to the acting steamwork, the fields to their defaults.
      this.lastState = live;
      this.marker = null;
      this.bidAmount = 0;
      this.bidFrom = {};
      this.hands = [0, 0];
    }
  }

  private buildEngine(): void {
    this.session.cancelBot();
    const problems: AttributeProblem[] = [];
    const presetName = (this.preset ?? '').trim();
    const preset = presetName === '' ? null : parseOneOf('preset', presetName, GAME_PRESET_NAMES, GAME_PRESET_NAMES[0]);
    if (preset?.ok === false) problems.push(preset.problem);
    const example = preset?.ok === true && isGamePresetName(preset.value) ? gamePreset(preset.value) : null;
    const players = parseWholeNumber('players', this.players, 2);
    if (!players.ok) problems.push(players.problem);
    else if (players.value < 2 || players.value > PLAYER_IDS.length) problems.push({ attribute: 'players', message: `players must be 2 to ${String(PLAYER_IDS.length)}; got ${String(players.value)}.` });
    const perPlayer = parseWholeNumber('per-player', this.perPlayer, 1);
    if (!perPlayer.ok) problems.push(perPlayer.problem);
    else if (perPlayer.value < 1 || perPlayer.value > MAX_PER_PLAYER) {
      problems.push({ attribute: 'per-player', message: `per-player must be 1 to ${String(MAX_PER_PLAYER)} steamworks each; got ${String(perPlayer.value)}.` });
    }
    const mode = parseOneOf('mode', this.mode, GAME_MODES, 'hot-seat');
    if (!mode.ok) problems.push(mode.problem);
    const botKind = parseOneOf('bot', this.bot, BOT_KINDS, 'heuristic');
    if (!botKind.ok) problems.push(botKind.problem);
    const seed = parseWholeNumber('seed', this.seed, 1);
    if (!seed.ok) problems.push(seed.problem);
    else if (seed.value < 0) problems.push({ attribute: 'seed', message: `seed must be a whole number, 0 or more; got ${String(seed.value)}.` });
    const specials = parseSpecials(this.specials);
    if (!specials.ok) problems.push(specials.problem);
    const delay = parseBotDelay(this.botDelay, DEFAULT_BOT_DELAY);
    if (!delay.ok) problems.push(delay.problem);
    if (!players.ok || !perPlayer.ok || !mode.ok || !botKind.ok || !seed.ok || !specials.ok || problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    const overridden: string[] = [];
    let setup: SteamworkSetup;
    if (example === null) {
      setup = { seed: seed.value, players: PLAYER_IDS.slice(0, players.value), perPlayer: perPlayer.value };
      if (this.secretCustomisation) setup.secretCustomisation = true;
      if (specials.value.length > 0) setup.specials = specials.value;
    } else {
      setup = structuredClone(example.setup);
      const given = (name: string): boolean => (this.getAttribute(name) ?? '').trim() !== '' || (name === 'secret-customisation' && this.secretCustomisation);
      for (const name of ['players', 'per-player', 'seed', 'secret-customisation', 'specials']) if (given(name)) overridden.push(name);
    }
    const built = createGameEngine(ruleset, setup, example, attributeOfField);
    if (!built.ok) {
      this.showProblems([built.problem]);
      return;
    }
    this.config = { setup, mode: mode.value, botKind: botKind.value, seed: seed.value, preset: example, startTurns: example?.opening.length ?? 0, overridden };
    this.problems = [];
    this.announcer.clear();
    this.customChoices = {};
    this.session.start(built.engine, { setup, mode: this.config.mode, startTurns: this.config.startTurns });
    this.ready = this.answering;
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.config = null;
    this.session.stop();
  }

  // --- Bots ---------------------------------------------------------------------------------------

  /** The bot to move now: the one a choice prompt asks, or the first bot still to commit. */
  private botToMove(live: SteamworkState): PlayerId | null {
    return waitingPlayers(live).find((player) => this.session.isBot(player)) ?? null;
  }

  // --- Reading the state -------------------------------------------------------------------------

  /** The state as `viewer` sees it (everything for null); the same object for the same state. */
  private viewed(live: SteamworkState, viewer: PlayerId | null): SteamworkState {
    const memo = this.viewMemo;
    if (memo?.state === live && memo.viewer === viewer) return memo.shown;
    const shown = viewer === null ? live : view(live, viewer);
    this.viewMemo = { state: live, viewer, shown };
    return shown;
  }

  private legalIn(shown: SteamworkState): Command[] {
    if (this.legalMemo?.state !== shown) this.legalMemo = { state: shown, commands: ruleset.legalCommands(shown) };
    return this.legalMemo.commands;
  }

  /** The last `count` events of the log as `viewer` sees them. */
  private seenEvents(count: number, viewer: PlayerId): SteamworkEvent[] {
    const engine = this.game.engine;
    return engine === null ? [] : engine.logFor(viewer).slice(-count);
  }

  // --- Interaction ----------------------------------------------------------------------------------

  private async choose(command: Command): Promise<void> {
    const result = this.play(command, 'reader');
    await this.updateComplete;
    if (result?.ok !== true) return;
    const next = this.renderRoot.querySelector<HTMLElement>('.handoff button, .actions button, .actions input, .actions select');
    (next ?? this.renderRoot.querySelector<HTMLElement>('#status-heading'))?.focus();
  }

  /** The acting steamwork, when the viewer may move it now. */
  private movable(shown: SteamworkState, legal: readonly Command[]): SteamworkId | null {
    const act = shown.act;
    if (act === null || act.moved || shown.prompt?.id !== 'act' || !legal.some((command) => command.type === 'end-act')) return null;
    return act.steamwork;
  }

  private moveTo(point: Point): void {
    const viewer = this.viewer;
    if (viewer === null) return;
    this.marker = point;
    void this.choose({ type: 'move', player: viewer, to: point });
  }

  private readonly onArenaKey = (event: KeyboardEvent): void => {
    const live = this.state;
    const viewer = this.viewer;
    if (live === null || viewer === null || this.session.replayAt !== null) return;
    const shown = this.viewed(live, viewer);
    const acting = this.movable(shown, this.legalCommands);
    const origin = acting === null ? undefined : shown.steamworks[acting]?.position;
    if (origin === undefined) return;
    const at = this.marker ?? origin;
    const step = event.shiftKey ? MARKER_STEP / 5 : MARKER_STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: at.x - step, y: at.y },
      ArrowRight: { x: at.x + step, y: at.y },
      ArrowUp: { x: at.x, y: at.y - step },
      ArrowDown: { x: at.x, y: at.y + step },
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      const clamp = (value: number): number => Math.round(Math.min(ARENA_INCHES, Math.max(0, value)) * 10) / 10;
      const marker = { x: clamp(next.x), y: clamp(next.y) };
      this.marker = marker;
      const far = distance(marker, origin);
      const reach = LENGTHS_INCHES[shown.steamworks[acting ?? '']?.mode ?? 'C'];
      this.announcer.announce(`Target (${inches(marker.x)}, ${inches(marker.y)}): ${inches(far)} inches away; a move reaches ${String(reach)}. Enter moves there.`);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.moveTo(at);
    }
  };


  private readonly onReady = (): void => {
    this.readyUp();
  };

  // --- Rendering -------------------------------------------------------------------------------------

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      const config = this.config;
      return snapshot === null || config === null ? nothing : this.renderWidget(config, snapshot.state, snapshot.turns);
    });
  }

  private renderWidget(config: GameConfig, live: SteamworkState, turns: Turns): TemplateResult {
    const viewer = this.viewer;
    const handOff = this.handOff;
    const at = this.session.replayAt;
    const replayed = at === null ? null : this.session.replayedState(at);
    const shown = replayed === null ? this.viewed(live, viewer) : viewer === null ? replayed : view(replayed, viewer);
    const log = this.logEntries(live, turns, config.startTurns, viewer);
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${this.renderHeading(config, live)}
      <div class=${handOff ? 'layout handing-off' : 'layout'}>
        ${this.renderStatus(shown, handOff)}
        ${handOff ? nothing : this.renderTable(shown, replayed !== null)}
        ${handOff ? this.renderHandOff(live) : replayed !== null ? this.renderReplay(live, turns) : this.renderActions(config, shown)}
        <div class="controls" part="controls">${this.renderControls(config, live, turns)}</div>
        ${handOff
          ? nothing
          : html`<rb-event-log
              part="log"
              silent
              exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link, prelude: log-prelude"
              label=${viewer === null ? 'What happened' : `What happened, as ${nameOf(viewer)} saw it`}
              empty-text=${config.preset === null ? 'Nothing yet: the game waits for the first decision.' : 'Nothing yet: the example starts here.'}
              .entries=${log.entries}
              .prelude=${log.prelude}
            ></rb-event-log>`}
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  private renderHeading(config: GameConfig, live: SteamworkState): TemplateResult {
    const preset = config.preset;
    const specials = live.steamworks[Object.keys(live.steamworks)[0] ?? '']?.specials ?? [];
    const untested =
      specials.length === 0
        ? nothing
        : html`<p class="untested">
            Workshop specials on every steamwork, <strong>untested</strong> (the rulebook's own warning):
            ${specials.map((id) => WORKSHOP_SPECIALS.find((entry) => entry.id === id)?.name ?? id).join(', ')}. ${renderCitation(citation('steamwork-arena/workshop.specials'))}
          </p>`;
    if (preset === null) {
      return html`<div>
        <h2 id="title">Steamwork Arena: a whole game</h2>
        <p class="setup-line">${modeWords(config, live)}</p>
        ${untested}
      </div>`;
    }
    return html`<div data-preset=${preset.name}>
      <h2 id="title">${preset.title}</h2>
      <p part="description">${preset.description}</p>
      <p part="description"><strong>Try:</strong> ${preset.try}</p>
      <p class="setup-line">Rulebook example · ${modeWords(config, live)}</p>
      ${config.overridden.length === 0
        ? nothing
        : html`<p class="preset-note" part="preset-note">Note: the example fixes the setup, so ${listWords(config.overridden)} ${config.overridden.length === 1 ? 'is' : 'are'} ignored here.</p>`}
    </div>`;
  }

  private renderStatus(shown: SteamworkState, handOff: boolean): TemplateResult {
    const outcome = shown.outcome;
    const replaying = this.session.replayAt !== null;
    return html`<div class="status" part="status">
      <h3 id="status-heading" tabindex="-1">${replaying ? 'Replay · ' : ''}Round ${shown.round} · ${capitalise(phaseWords(shown))}</h3>
      ${outcome !== null
        ? html`<p class="outcome" part="outcome" data-winners=${outcome.winners.join(' ')}>
            ${outcome.winners.length === 0 ? 'A draw' : `${listWords(outcome.winners.map(nameOf))} ${outcome.winners.length === 1 ? 'wins' : 'win'}`}: ${withNames(shown, outcome.reason)}
            ${renderCitation(citation('steamwork-arena/reckoning.winner'))}
          </p>`
        : handOff
          ? html`<p class="prompt" part="prompt">Waiting for ${nameOf(this.answering ?? undefined)}.</p>`
          : html`<p class="prompt" part="prompt">${promptWords(shown)}${shown.prompt === null ? nothing : renderCitation(citation(shown.prompt.rule))}</p>`}
    </div>`;
  }

  private renderHandOff(live: SteamworkState): TemplateResult {
    const next = nameOf(this.answering ?? undefined);
    const secret = live.prompt?.kind === 'commit-reveal';
    return html`<section class="handoff" part="handoff" aria-labelledby="handoff-heading">
      <h3 id="handoff-heading">Pass the screen to ${next}</h3>
      <p>${next}, press Ready when nobody else can see the screen.${secret ? ' Your choice stays secret until everyone has committed.' : ''}</p>
      <button class="primary" part="button ready-button" @click=${this.onReady}>${next}: Ready</button>
    </section>`;
  }

  private renderTable(shown: SteamworkState, replaying: boolean): TemplateResult {
    const legal = replaying ? [] : this.legalCommands;
    const movable = this.movable(shown, legal);
    const acting = shown.act?.steamwork ?? null;
    const actingEntry = acting === null ? undefined : shown.steamworks[acting];
    const attacks = legal.filter((command): command is Extract<Command, { type: 'attack' }> => command.type === 'attack');
    const targets = new Map(attacks.map((command) => [command.target, commandLabel(shown, command)]));
    let rangeReach: number | null = null;
    if (acting !== null && actingEntry?.reserve != null && !(shown.act?.attacked ?? true) && !replaying) {
      const most = mostRangeEnergy(shown, acting);
      rangeReach = most > 0 ? reachOf(shown, acting, most) : null;
    }
    const moveReach = movable === null || actingEntry === undefined ? null : LENGTHS_INCHES[actingEntry.mode];
    // The marker shows once the keyboard (or a click) has placed it away from the miniature.
    const marker = movable === null ? null : this.marker;
    const label =
      movable === null
        ? `The arena, ${String(ARENA_INCHES)} inches square`
        : `The arena, ${String(ARENA_INCHES)} inches square. Click within ${String(moveReach)} inches of ${nameOf(movable)} to move there, or use the arrow keys to place the target and Enter to move.`;
    return html`<div class="table">
      ${renderArena({
        state: shown,
        acting,
        moveReach,
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
      })}
      <div class="cards">${Object.keys(shown.steamworks).map((id) => renderSteamworkCard(shown, id, id === acting))}</div>
    </div>`;
  }

  private renderControls(config: GameConfig, live: SteamworkState, turns: Turns): TemplateResult {
    const replaying = this.session.replayAt !== null;
    return renderSessionControls({
      canUndo: this.session.canUndo,
      canReset: this.session.played,
      onUndo: this.controls.onUndo,
      onReset: this.controls.onReset,
      replay: replaying || this.handOff ? null : { disabled: turns.length === 0, onClick: this.controls.onReplay },
      pause: config.mode === 'bots' && !replaying && live.outcome === null ? { paused: this.session.paused, onClick: this.controls.onPause } : null,
    });
  }

  private renderReplay(live: SteamworkState, turns: Turns): TemplateResult {
    const viewer = this.viewer;
    const events = viewer === null ? turns.flat() : (this.game.engine?.logFor(viewer) ?? []);
    const total = events.length;
    const at = Math.min(this.session.replayAt ?? 0, total);
    const event = at === 0 ? undefined : events[at - 1];
    return html`<section class="replay" part="replay" aria-labelledby="replay-heading">
      <h3 id="replay-heading">Replay</h3>
      ${renderReplayControls(at, total, this.controls.onReplaySeek)}
      <p part="replay-position">
        Event ${at} of ${total}: ${event === undefined ? 'the game as it was set up.' : describeEvent(live, event)}${event === undefined ? nothing : renderCitation(citation(event.rule))}
      </p>
      <div><button part="button replay-exit" @click=${this.controls.onReplayExit}>Back to the game</button></div>
    </section>`;
  }

  // --- The actions ------------------------------------------------------------------------------------

  private renderActions(config: GameConfig, shown: SteamworkState): TemplateResult {
    const refusal = this.renderRefusal();
    const live = this.state;
    const bot = live === null ? null : this.botToMove(live);
    const legal = this.legalCommands;
    if (legal.length === 0) {
      let waiting: string | typeof nothing = nothing;
      if (config.mode === 'bots' && this.session.paused) waiting = 'Paused. Press Pause again to let the bots play on.';
      else if (bot !== null) waiting = `${nameOf(bot)} (bot) is deciding…`;
      else if (shown.outcome === null && shown.prompt !== null) waiting = 'Waiting for the others to commit.';
      return html`<section class="actions" part="actions" aria-label="Actions">${waiting === nothing ? nothing : html`<p class="hint">${waiting}</p>`}${refusal}</section>`;
    }
    const viewer = this.viewer ?? '';
    return html`<section class="actions" part="actions" aria-labelledby="actions-heading">
      <h3 id="actions-heading">${nameOf(viewer)}'s choices</h3>
      ${this.renderChoices(shown, viewer, legal)} ${refusal}
    </section>`;
  }

  private renderRefusal(): TemplateResult | typeof nothing {
    const snapshot = this.game.snapshot;
    const last = this.game.rejections.at(-1);
    if (snapshot === null || last?.afterTurn !== snapshot.turns.length) return nothing;
    const { violation } = last.rejection;
    return html`<p class="refusal" part="refusal" role="alert">
      <strong><span aria-hidden="true">✗ </span>Refused:</strong> ${withNames(snapshot.state, violation.message)}${renderCitation(citation(violation.rule))}
    </p>`;
  }

  private renderChoices(shown: SteamworkState, player: PlayerId, legal: readonly Command[]): TemplateResult {
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
        return this.renderButtons(shown, legal);
    }
  }

  private renderButtons(shown: SteamworkState, commands: readonly Command[]): TemplateResult {
    return html`<ul class="choices">
      ${commands.map((command) => html`<li>${this.renderCommandButton(shown, command)}</li>`)}
    </ul>`;
  }

  private renderCommandButton(shown: SteamworkState, command: Command, label = commandLabel(shown, command)): TemplateResult {
    return html`<button part="button action" data-command=${command.type} @click=${() => {
      void this.choose(command);
    }}>${label}</button>`;
  }

  private renderBid(shown: SteamworkState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    const most = legal.reduce((max, command) => (command.type === 'bid' ? Math.max(max, command.amount) : max), 0);
    const own = Object.entries(shown.steamworks).filter(([, entry]) => entry.controller === player && !entry.out);
    if (own.length <= 1) {
      return html`<div class="group">
        <p class="hint">Hide 0 to ${most} energy in your hand; the highest bid acts first, and every bid is spent.</p>
        ${renderNumberField({
          id: 'bid',
          label: 'Bid',
          value: this.bidAmount,
          problem: null,
          onEntry: (event) => {
            const entry = readWholeNumber(event.target as HTMLInputElement);
            if (entry.kind === 'whole') this.bidAmount = entry.value;
          },
          onStep: (step) => {
            this.bidAmount = Math.max(0, this.bidAmount + step);
          },
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
        ${renderCitation(citation('steamwork-arena/teams.sides'))}
      </p>
      ${own.map(
        ([id, entry]) =>
          html`<div>
            ${renderNumberField({
              id: `bid-${id}`,
              label: `From ${nameOf(id)} (reserve ${String(entry.reserve ?? 0)})`,
              value: from(id),
              problem: null,
              onEntry: (event) => {
                const read = readWholeNumber(event.target as HTMLInputElement);
                if (read.kind === 'whole') set(id, read.value);
              },
              onStep: (step) => {
                set(id, from(id) + step);
              },
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
      renderNumberField({
        id: `hand-${String(index)}`,
        label,
        value: this.hands[index],
        problem: null,
        onEntry: (event) => {
          const entry = readWholeNumber(event.target as HTMLInputElement);
          if (entry.kind === 'whole') this.hands = index === 0 ? [entry.value, this.hands[1]] : [this.hands[0], entry.value];
        },
        onStep: (step) => {
          const value = Math.max(0, this.hands[index] + step);
          this.hands = index === 0 ? [value, this.hands[1]] : [this.hands[0], value];
        },
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
            <h4>Move (up to ${LENGTHS_INCHES[entry.mode]} inches in mode ${entry.mode})</h4>
            <p class="hint">Click the arena within the ring, or Tab to the arena, place the target with the arrow keys and press Enter. Or:</p>
            ${this.renderButtons(shown, moves)}
          </div>`
        : nothing}
      ${act !== null && !act.attacked
        ? html`<div class="group" data-group="attack">
            <h4>Attack</h4>
            ${attacks.length === 0 ? html`<p class="hint">No enemy is in reach ${entry === undefined ? '' : `(attack value ${String(valuesOf(shown, acting ?? '').attack)})`}.</p>` : this.renderButtons(shown, attacks)}
          </div>`
        : nothing}
      ${end === undefined
        ? nothing
        : html`<div>${this.renderCommandButton(shown, end, `End the action${gains > 0 ? ` (+${String(gains)} energy: 1 for each unused move or attack)` : ''}`)}</div>`}`;
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
        if (choice.kind === 'preset') templates[id] = TEMPLATE_PRESETS.find((preset) => preset.id === choice.id)?.template;
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
              ? TEMPLATE_PRESETS.map((preset) => html`<option value=${`preset:${preset.id}`} ?selected=${value === `preset:${preset.id}`}>${preset.title}</option>`)
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

  // --- The log ----------------------------------------------------------------------------------------

  /**
   * The log as the viewer saw it (`logFor`), split into the engine's turns; a refusal is shown only
   * to the player whose command it was (its message may name their secret reserve).
   */
  private logEntries(names: SteamworkState, turns: Turns, startTurns: number, viewer: PlayerId | null): GameLog {
    const rejections = this.game.rejections;
    const memo = this.logMemo;
    if (memo?.turns === turns && memo.rejections === rejections && memo.viewer === viewer) return memo.log;
    const engine = this.game.engine;
    let seen: Turns = turns;
    if (viewer !== null && engine !== null) {
      const flat = engine.logFor(viewer);
      let at = 0;
      seen = turns.map((turn) => {
        const part = flat.slice(at, at + turn.length);
        at += turn.length;
        return part;
      });
    }
    const mine = viewer === null ? rejections : rejections.filter((logged) => logged.rejection.command.player === viewer);
    const words = {
      describeEvent: (event: SteamworkEvent) => describeEvent(names, event),
      describeRefusal: (message: string) => withNames(names, message),
      citation,
    };
    const log = gameLogOf(seen, mine, words, startTurns);
    this.logMemo = { turns, rejections, viewer, log };
    return log;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

function parseSpecials(raw: string | null): { ok: true; value: WorkshopSpecial[] } | { ok: false; problem: AttributeProblem } {
  if (raw === null || raw.trim() === '') return { ok: true, value: [] };
  const value: WorkshopSpecial[] = [];
  for (const word of raw.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    if (!isWorkshopSpecial(word)) {
      return { ok: false, problem: { attribute: 'specials', message: `specials must be a comma-separated list of ${WORKSHOP_SPECIALS.map((entry) => entry.id).join(', ')}; got ${JSON.stringify(word)}.` } };
    }
    value.push(word);
  }
  return { ok: true, value };
}

const randomSteamworkBot: SteamworkBot = randomBot(ruleset);

function botOfKind(kind: BotKind): SteamworkBot {
  return kind === 'random' ? randomSteamworkBot : heuristicBot;
}

function modeWords(config: GameConfig, live: SteamworkState): string {
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
