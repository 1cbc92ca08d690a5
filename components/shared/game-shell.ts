import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { searchDeliberator, settled, type BaseCommand, type BaseEvent, type Bot, type BotLevel, type DispatchResult, type SearchBotOptions, type Engine, type Outcome, type PlayerId, type Ruleset, type Setup } from '../../rules/engine/index.ts';
import { parseOneOf, parseSeed, type AttributeProblem } from './attributes.ts';
import { commandEvent } from './command-event.ts';
import type { LoggedRejection } from './engine-controller.ts';
import { controlHandlers, renderReplayControls, renderSessionControls, type ControlHandlers } from './game-controls.ts';
import { GameSession, createGameEngine, parseBotDelay, presetProblem, BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode, type SessionCommandDetail } from './game-session.ts';
import { LiveAnnouncer } from './live-announcer.ts';
import { gameLogOf, type GameLog } from './log-entries.ts';
import { renderGuarded } from './problems.ts';
import { renderCitation, type RuleCitation } from './rule-citation.ts';
import { ShareController, type ReplayStop } from './share-link.ts';
import { SteadyHeight } from './steady-height.ts';
import { plural, uncapitalise } from './words.ts';
// The elements every whole game's template uses: importing them registers their tags.
import './rb-event-log.ts';

/** A rulebook example a whole game can start from: its setup and opening, and what it shows. */
export interface GamePresetOf<GameSetup, Command> {
  name: string;
  title: string;
  description: string;
  /** What the reader can try from where the opening stops (shown under the description). */
  try?: string;
  setup: GameSetup;
  opening: readonly Command[];
}

/** The words the shell says a game's things with: events, prompts, players and rules. */
export interface GameWords<State, Event> {
  /** The game's name: the title without a preset is "<title>: a whole game". */
  title: string;
  citation: (id: string) => RuleCitation;
  describeEvent: (state: State, event: Event) => string;
  /** What a command did, in one announcement: its events (as the viewer sees them) in sentences. */
  summarizeEvents: (state: State, events: readonly Event[]) => string;
  /** A sentence of the rules (a refusal, a reason) with the ids in it written as names. */
  withNames: (state: State, text: string) => string;
  /** A player's name as a sentence starts with it ("South", "Red"). */
  playerName: (player: PlayerId) => string;
  /** What the game waits for, in one sentence. */
  promptWords: (state: State) => string;
  /** The status heading: whose turn or which round, and the phase. */
  statusWords: (state: State) => string;
  /** The result once the game is over, and the rule it cites (null: none); `log` is the game's events. */
  outcomeWords: (state: State, outcome: Outcome, log: readonly Event[]) => { text: string; rule: string | null };
  /** The rule the question asked now comes from (null when nothing is asked). */
  promptRule: (state: State) => string | null;
  /** Whether the question asked now is a secret choice (every player commits, then all are revealed). */
  secretPrompt: (state: State) => boolean;
}

/** What a game gives the shell, once for every element of its kind. */
export interface GameDefinition<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  ruleset: Ruleset<State, Command, Event, GameSetup>;
  words: GameWords<State, Event>;
  presetNames: readonly string[];
  preset: (name: string) => GamePresetOf<GameSetup, Command> | null;
  /** The game's own bots; the search bot plays its games out with the heuristic one. */
  bots: Readonly<Record<'heuristic' | 'random', Bot<State, Command>>>;
  /**
   * The search bot as the game's simulations play it: its playouts a decision at each level (the
   * game's `SEARCH_PLAYOUTS`), and how a playout is cut short and judged, where the game says.
   */
  search: GameSearch<State, Command>;
  /** The seat the reader plays against bots (in `bot` mode). */
  readerSeat: (state: State) => PlayerId | undefined;
  defaultBotDelay: number;
  /**
   * Every attribute of the element in the order its problems are listed; those past `preset`,
   * `mode`, `bot` and `bot-delay` make the setup, which a preset fixes.
   */
  attributes: readonly string[];
  /** The attribute a setup field the rules refused came from (`firstPlayer` → `first-player`). */
  attributeOfField: (field: string) => string;
}

/** A game's search bot: its budget at each level, and its playouts' options (the rollout is the game's heuristic bot). */
export interface GameSearch<State, Command> {
  playouts: Readonly<Record<BotLevel, number>>;
  options?: Omit<SearchBotOptions<State, Command>, 'level' | 'iterations' | 'rollout'>;
}

/** The game as the attributes configured it. */
export interface GameConfig<GameSetup, Command> {
  setup: GameSetup;
  mode: GameMode;
  botKind: BotKind;
  /** The rulebook example the game starts from, if any. */
  preset: GamePresetOf<GameSetup, Command> | null;
  /** Turns of the engine's log before the starting moment: the preset's opening (0 without one). */
  startTurns: number;
  /** Setup attributes given beside a preset, which it ignores (for the note). */
  overridden: string[];
}

/** Attributes every whole game reads the same way; the rest make the game's setup. */
const SESSION_ATTRIBUTES: readonly string[] = ['preset', 'mode', 'bot', 'bot-delay'];

/** The engine's turns, as a snapshot holds them. */
type Turns<Event> = readonly (readonly Event[])[];

/**
 * The whole-game widget every game builds on (unregistered; a game subclasses it and its own file
 * registers the tag). It reads the common attributes, runs the session (engine, bots, Undo, Reset,
 * Replay, Pause) and draws everything around the board: the title and preset note, the status
 * heading with the prompt or the outcome, the reader's choices (or who is deciding), the last
 * refusal, the controls, the replay slider, the event log, and at one screen, for a game that
 * hides information (its ruleset has a `view`), the hand-off screen between players. Who must act
 * comes from the rules' `toAct`; what a player may do from `legalCommands` on their view.
 *
 * A game brings its `GameDefinition` (rules, words, presets, bots, attributes), reads its own
 * setup attributes (`readSetup`), and draws its table (`renderTable`) and its choices
 * (`renderChoices`).
 *
 * @attr preset - Start at a rulebook example; it fixes the setup, so the setup attributes are
 *   ignored beside it, and a note says so.
 * @attr seed - A whole number (any, as on every tag), seeding the game and the bots. Default 1. A bot's move
 *   depends only on the seed and the position: after Undo it plays the same again.
 * @attr mode - `hot-seat` (default: players at one screen), `bot` (the reader plays the first seat
 *   against bots) or `bots` (watch bots play).
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think: it thinks in slices, so the page never waits), or the game's own
 *   `heuristic` or `random` bot.
 * @attr bot-delay - Milliseconds a bot waits before each move; 0 when the reader prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed, holding what the example shows and who plays it how.
 * @csspart description - With a preset: what the example shows, and the line of what to try.
 * @csspart preset-note - With a preset: which attributes it overrode.
 * @csspart status - What the game waits for; `prompt` the sentence itself.
 * @csspart outcome - The result, once the game is over.
 * @csspart handoff - The hand-off screen between players at one screen.
 * @csspart actions - What the player to act can do now; `action` every button that sends a command.
 * @csspart refusal - The last refused command and its rule.
 * @csspart button - Every button; also `undo-button`, `reset-button`, `replay-button`,
 *   `pause-button`, `share-button` (Copy link), `ready-button`, `replay-back`, `replay-forward`, `replay-exit`.
 * @csspart share-field - The link, in a field, where the clipboard would not take it.
 * @csspart share-problem - A shared link that could not be opened, or stopped at a refused command: why.
 * @csspart resume - The game kept from the reader's last visit, offered back: `resume-button` (Resume your game), `fresh-button` (New game).
 * @csspart keep-note - Why the game is not kept between visits (storage off or full), or why a kept one could not be resumed.
 * @csspart replay - The replay controls; `replay-slider` the slider, `replay-position` the event shown.
 * @csspart controls - Undo, Reset, Replay (and Pause when bots play each other), on the line of the
 *   log's heading (the log's `tools` slot); under the hand-off screen, which hides the log, alone.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`; with a preset, `log-prelude` the
 *   collapsed group of the opening moves.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 */
export abstract class GameShell<State, Command extends BaseCommand & { player: PlayerId }, Event extends BaseEvent & { rule: string }, GameSetup extends Setup> extends LitElement {
  @property() preset: string | null = null;

  @property() seed: string | number | null = null;

  @property() mode: string | null = null;

  @property() bot: string | null = null;

  @property({ attribute: 'bot-delay' }) botDelay: string | number | null = null;

  @state() protected problems: readonly AttributeProblem[] = [];

  /** At one screen, in a game that hides information: the player who pressed Ready and whose view is on screen. */
  @state() protected ready: PlayerId | null = null;

  protected readonly definition: GameDefinition<State, Command, Event, GameSetup>;

  /** The engine, the commands since the starting moment, undo, reset, replay, pause and the bots' turns. */
  protected readonly session: GameSession<State, Command, Event, GameSetup>;

  protected readonly announcer = new LiveAnnouncer(this);

  /**
   * "Copy link", and the game restored from a shared link (share-link.ts): the attributes, then
   * every command since the starting moment, through the engine.
   */
  protected readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.session.commands,
    replay: (log) => this.replayShared(log),
    keeps: 'game',
  });

  protected config: GameConfig<GameSetup, Command> | null = null;

  /** The table, the choices and the log keep the tallest height they have had this game: the page below does not jump with each move. */
  private readonly steady = new SteadyHeight(this, () => this.renderRoot.querySelector('.layout'));

  private readonly controls: ControlHandlers;

  private needsEngine = true;

  private lastState: State | null = null;

  private viewMemo: { state: State; viewer: PlayerId | null; seen: State } | null = null;

  private legalMemo: { seen: State; player: PlayerId; commands: Command[] } | null = null;

  private logMemo: { turns: Turns<Event>; rejections: readonly LoggedRejection<Command>[]; names: State; viewer: PlayerId | null; startTurns: number; log: GameLog } | null = null;

  constructor(definition: GameDefinition<State, Command, Event, GameSetup>) {
    super();
    this.definition = definition;
    const { ruleset } = definition;
    this.session = new GameSession<State, Command, Event, GameSetup>(this, {
      ruleset,
      readerSeat: definition.readerSeat,
      botToMove: (live) => this.botToMove(live),
      botDecision: (live, player, random) => {
        const config = this.config;
        if (config === null) return settled<Command>(null);
        // A bot sees only its own player's view, as a reader would.
        const seen = ruleset.view === undefined ? live : ruleset.view(live, player);
        const { botKind } = config;
        if (botKind === 'heuristic' || botKind === 'random') return settled(definition.bots[botKind](seen, player, random));
        const { playouts, options } = definition.search;
        return searchDeliberator(ruleset, { ...options, iterations: playouts[botKind], rollout: definition.bots.heuristic })(seen, player, random);
      },
      playBot: (command) => {
        this.play(command, 'bot');
      },
      showProblem: (problem) => {
        this.showProblems([problem]);
      },
    });
    this.controls = controlHandlers(this, this.session, (text) => {
      this.announcer.announce(text);
    });
  }

  // --- What a game supplies ---------------------------------------------------------------------

  /**
   * The game's setup from its own attributes (not read beside a preset): push a problem for each
   * bad one and return null, or return the setup.
   */
  protected abstract readSetup(seed: number, problems: AttributeProblem[]): GameSetup | null;

  /** The setup line under the title: who plays, and how. */
  protected abstract setupLine(config: GameConfig<GameSetup, Command>, live: State): string;

  /** The table: the board and the pieces on it, as `shown` (a view, or a replayed state). */
  protected abstract renderTable(shown: State, replaying: boolean): TemplateResult;

  /** What `player` may do now in `shown` (their view), `legal` being the rules' commands for them. */
  protected abstract renderChoices(shown: State, player: PlayerId, legal: readonly Command[]): TemplateResult;

  /** More under the title (a warning about the setup); nothing by default. */
  protected renderHeadingExtra(_live: State): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Forgets the reader's half-made choices (a selection, a first pick): after a command, Undo or Reset. */
  protected clearChoices(): void {
    // Nothing to forget by default.
  }

  /** The live state changed: a game resets what it keeps per position (fields, list-box picks). */
  protected positionChanged(): void {
    // Nothing kept per position by default.
  }

  // --- The public API ---------------------------------------------------------------------------

  /** The rules engine behind the widget; null while the attributes are wrong. */
  get engine(): Engine<State, Command, Event> | null {
    return this.session.game.engine;
  }

  /** The live state (everything, secrets included), for scripts and tests; null while the attributes are wrong. */
  get state(): State | null {
    return this.session.game.snapshot?.state ?? null;
  }

  /** The setup the game started from (what `replay` rebuilds from); null while the attributes are wrong. */
  get setup(): GameSetup | null {
    return this.config?.setup ?? null;
  }

  /** The state on show, in full: a replayed one in replay mode, else the live one. */
  get shownState(): State | null {
    const at = this.session.replayAt;
    return at === null ? this.state : this.session.replayedState(at);
  }

  /** The replay position (events shown), or null while playing live. */
  get replayPosition(): number | null {
    return this.session.replayAt;
  }

  /** Whether a bot's move is waiting on its timer. */
  get botPending(): boolean {
    return this.session.botPending;
  }

  /**
   * The player whose view is on screen: against bots the reader's seat, at one screen the player
   * who pressed Ready (or, in a game without secrets, the player to act); null when bots play
   * each other (everything is shown).
   */
  get viewer(): PlayerId | null {
    const config = this.config;
    const live = this.state;
    if (config === null || live === null || config.mode === 'bots') return null;
    if (config.mode === 'bot') return this.definition.readerSeat(live) ?? null;
    return this.hidesInformation ? this.ready : this.answering;
  }

  /** The reader (not a bot) who must act now: the first still to answer, for a secret. */
  get answering(): PlayerId | null {
    const live = this.state;
    return live === null ? null : (this.definition.ruleset.toAct(live).find((player) => !this.session.isBot(player)) ?? null);
  }

  /** At one screen, in a game with secrets: whether the hand-off screen is up, waiting for the next player to press Ready. */
  get handOff(): boolean {
    const answering = this.answering;
    return this.hidesInformation && this.config?.mode === 'hot-seat' && answering !== null && answering !== this.ready && this.session.replayAt === null;
  }

  /** Every command the reader to act may send now (the rules' `legalCommands` on their view). */
  get legalCommands(): readonly Command[] {
    const live = this.state;
    const player = this.answering;
    if (live === null || player === null || this.handOff) return [];
    const seen = this.seenBy(live, this.viewer);
    const memo = this.legalMemo;
    if (memo?.seen === seen && memo.player === player) return memo.commands;
    const commands = this.definition.ruleset.legalCommands(seen).filter((command) => command.player === player);
    this.legalMemo = { seen, player, commands };
    return commands;
  }

  /**
   * Sends a command to the rules, as the buttons do (`by` says who sent it). A refusal is logged
   * with its rule and returned, never thrown.
   */
  play(command: Command, by: CommandSource = 'reader'): DispatchResult<Event> | null {
    const result = this.session.send(command, (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    const live = this.state;
    const { words } = this.definition;
    if (result.ok) {
      this.clearChoices();
      if (live !== null) {
        const who = by === 'bot' ? `${words.playerName(command.player)} (bot): ` : '';
        const viewer = this.logViewer;
        const engine = this.engine;
        const seen = viewer === null || engine === null ? result.events : engine.logFor(viewer).slice(-result.events.length);
        this.announcer.announce(`${who}${words.summarizeEvents(live, seen)}`);
      }
    } else {
      const rule = words.citation(result.violation.rule);
      const message = live === null ? result.violation.message : words.withNames(live, result.violation.message);
      this.announcer.announce(`Refused: ${message} (rule: ${rule.title ?? rule.id})`);
    }
    this.dispatchEvent(commandEvent<SessionCommandDetail<Command, Event>>({ command, result, by }));
    return result;
  }

  /** The player at the screen presses Ready on the hand-off screen. */
  readyUp(): void {
    const answering = this.answering;
    if (answering === null) return;
    this.ready = answering;
    this.announcer.announce(`${this.definition.words.playerName(answering)}'s turn at the screen.`);
    this.focusAfterUpdate('#status-heading');
  }

  /**
   * Takes back the last command; against bots, every command back to (and including) the reader's
   * last decision, so the reader decides again. With bots alone, pauses them first. Never further
   * back than the starting moment: a preset's opening stays played.
   */
  undo(): boolean {
    const config = this.config;
    if (config === null) return false;
    const undone = this.session.undo();
    this.clearChoices();
    const none = config.preset === null ? 'Nothing to undo.' : 'Nothing to undo: the example starts here.';
    this.announcer.announce(undone === 0 ? none : `Undone: ${plural(undone, 'command')} taken back.`);
    return undone > 0;
  }

  /** Back to the start of the same game (same seed and setup); with a preset, to the example's starting moment. */
  reset(): void {
    const config = this.config;
    if (config === null) return;
    const refused = this.session.reset(config.preset?.opening ?? []);
    if (refused !== null) {
      this.showProblems([presetProblem(config.preset?.name ?? '', refused)]);
      return;
    }
    this.clearChoices();
    this.steady.release();
    // Whoever sits at the screen after a reset may not be the player to act: hand it over first.
    this.ready = null;
    this.announcer.announce(config.preset === null ? 'Reset: a new game from the same setup.' : `Reset: back to the start of the example, ${uncapitalise(config.preset.title)}.`);
  }

  /**
   * Plays a shared link's commands from the starting moment, as sent (the reader's and the bots');
   * with bots playing each other, pauses them there, so the link shows its position.
   */
  private replayShared(log: readonly unknown[]): ReplayStop | null {
    const config = this.config;
    if (config === null) return { step: 1, why: 'the game could not start from the link’s settings.' };
    const refused = this.session.reset(config.preset?.opening ?? []);
    if (refused !== null) return { step: 1, why: refused };
    this.ready = null;
    for (const [index, command] of log.entries()) {
      const result = this.session.send(command as Command, (problem) => {
        this.showProblems([problem]);
      });
      if (result?.ok !== true) {
        const live = this.state;
        const why = result === null || live === null ? 'the rules failed on it.' : `the rules refuse it: ${this.definition.words.withNames(live, result.violation.message)}`;
        return { step: index + 1, why };
      }
    }
    this.clearChoices();
    if (config.mode === 'bots') this.session.paused = true;
    return null;
  }

  /** Shows the game after the first `events` events of the log (replay mode); null goes back to the live game. */
  replayTo(events: number | null): void {
    const at = this.session.replayTo(events);
    if (at === null) {
      this.announcer.announce('Back to the live game.');
      return;
    }
    const { total, event } = this.replayEvent(at);
    const live = this.state;
    const shown = event === undefined || live === null ? 'the game as it was set up.' : this.definition.words.describeEvent(live, event);
    this.announcer.announce(`Replay: event ${String(at)} of ${String(total)}: ${shown}${this.exampleStartsAt(at) ? ' The example starts here.' : ''}`);
  }

  // --- Attributes and the session ---------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const attributes = this.changedAttributes(changed);
    let rebuild = attributes.some((name) => name !== 'bot-delay') || this.needsEngine;
    if (attributes.length > 0 || this.needsEngine) {
      const delay = parseBotDelay(this.botDelay, this.definition.defaultBotDelay);
      if (delay.ok) this.session.botDelay = delay.value;
      // A bad delay is shown with the other attributes' problems (buildEngine lists them all), and a
      // fixed one takes the panel away: only a delay that reads, on a game that runs, changes nothing else.
      rebuild ||= !delay.ok || this.problems.length > 0;
    }
    if (rebuild) {
      this.needsEngine = false;
      this.buildEngine();
    }
    const live = this.state;
    if (live !== this.lastState) {
      this.lastState = live;
      this.positionChanged();
    }
  }

  /** Whether the rules hide things from players (the ruleset has a `view`): then one screen needs a hand-off. */
  protected get hidesInformation(): boolean {
    return this.definition.ruleset.view !== undefined;
  }

  /** The player whose view the log and announcements follow: null when everything is shown. */
  protected get logViewer(): PlayerId | null {
    return this.hidesInformation ? this.viewer : null;
  }

  /** The state as `viewer` sees it (everything for null); the same object for the same state. */
  protected seenBy(live: State, viewer: PlayerId | null): State {
    const memo = this.viewMemo;
    if (memo?.state === live && memo.viewer === viewer) return memo.seen;
    const { ruleset } = this.definition;
    const seen = viewer === null || ruleset.view === undefined ? live : ruleset.view(live, viewer);
    this.viewMemo = { state: live, viewer, seen };
    return seen;
  }

  /** The bot to move now: the first player the rules wait for who is a bot. */
  protected botToMove(live: State): PlayerId | null {
    return this.definition.ruleset.toAct(live).find((player) => this.session.isBot(player)) ?? null;
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.config = null;
    this.session.stop();
  }

  /** The attributes (by name) whose properties changed. */
  private changedAttributes(changed: PropertyValues<this>): string[] {
    const names: string[] = [];
    const properties = (this.constructor as typeof LitElement).elementProperties;
    for (const key of changed.keys()) {
      const options = properties.get(key);
      if (options === undefined || options.state === true || options.attribute === false) continue;
      names.push(typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase());
    }
    return names.filter((name) => this.definition.attributes.includes(name));
  }

  /** Whether an attribute was given a value (a boolean one: is on), read from its property. */
  private given(attribute: string): boolean {
    const properties = (this.constructor as typeof LitElement).elementProperties;
    for (const [key, options] of properties) {
      const name = typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase();
      if (name !== attribute) continue;
      const value: unknown = (this as unknown as Record<PropertyKey, unknown>)[key];
      if (typeof value === 'boolean') return value;
      return (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '';
    }
    return false;
  }

  private buildEngine(): void {
    this.session.cancelBot();
    this.steady.release();
    const { definition } = this;
    const problems: AttributeProblem[] = [];
    const presetName = (this.preset ?? '').trim();
    const preset = presetName === '' ? null : parseOneOf('preset', presetName, definition.presetNames, definition.presetNames[0] ?? '');
    if (preset?.ok === false) problems.push(preset.problem);
    const example = preset?.ok === true ? definition.preset(preset.value) : null;
    const mode = parseOneOf('mode', this.mode, GAME_MODES, 'hot-seat');
    if (!mode.ok) problems.push(mode.problem);
    const botKind = parseOneOf('bot', this.bot, BOT_KINDS, 'medium');
    if (!botKind.ok) problems.push(botKind.problem);
    const delay = parseBotDelay(this.botDelay, definition.defaultBotDelay);
    if (!delay.ok) problems.push(delay.problem);
    const setupAttributes = definition.attributes.filter((name) => !SESSION_ATTRIBUTES.includes(name));
    // A preset fixes the setup: the attributes it overrides are not read, so not checked either.
    let setup: GameSetup | null;
    if (example === null) {
      const seed = parseSeed(this.seed, 1);
      if (!seed.ok) problems.push(seed.problem);
      setup = this.readSetup(seed.ok ? seed.value : 1, problems);
    } else {
      // A copy, so a script reading `setup` cannot change the preset for other widgets.
      setup = structuredClone(example.setup);
    }
    if (!mode.ok || !botKind.ok || setup === null || problems.length > 0) {
      const order = (problem: AttributeProblem): number => definition.attributes.indexOf(problem.attribute);
      this.showProblems([...problems].sort((a, b) => order(a) - order(b)));
      return;
    }
    const built = createGameEngine(definition.ruleset, setup, example, definition.attributeOfField);
    if (!built.ok) {
      this.showProblems([built.problem]);
      return;
    }
    const overridden = example === null ? [] : setupAttributes.filter((name) => this.given(name));
    const startTurns = example?.opening.length ?? 0;
    this.config = { setup, mode: mode.value, botKind: botKind.value, preset: example, startTurns, overridden };
    this.problems = [];
    this.announcer.clear();
    this.clearChoices();
    this.session.start(built.engine, { setup, mode: mode.value, startTurns });
    // In a hot-seat game that hides information even the first screen is a hand-off: the first
    // player's secrets are not shown to whoever happens to be looking.
    this.ready = null;
  }

  // --- Interaction ----------------------------------------------------------------------------------

  /** A choice of the reader's: send it, then move focus to what comes next. */
  protected async choose(command: Command): Promise<void> {
    const result = this.play(command, 'reader');
    await this.updateComplete;
    if (result?.ok !== true) return;
    await this.focusNext();
  }

  /** Focus on the next thing to do: the hand-off's Ready, the first choice, else the status heading. */
  protected focusNext(): Promise<void> {
    const next = this.renderRoot.querySelector<HTMLElement>('.handoff button, .actions button:not([aria-disabled="true"]), .actions input, .actions select');
    (next ?? this.renderRoot.querySelector<HTMLElement>('#status-heading'))?.focus();
    return Promise.resolve();
  }

  private focusAfterUpdate(selector: string): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(selector)?.focus());
  }

  private readonly onReady = (): void => {
    this.readyUp();
  };

  // --- Rendering -------------------------------------------------------------------------------------

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.session.game.snapshot;
      const config = this.config;
      return snapshot === null || config === null ? nothing : this.renderGame(config, snapshot.state, snapshot.turns);
    });
  }

  private renderGame(config: GameConfig<GameSetup, Command>, live: State, turns: Turns<Event>): TemplateResult {
    const viewer = this.logViewer;
    const handOff = this.handOff;
    const at = this.session.replayAt;
    const replayed = at === null ? null : this.session.replayedState(at);
    const shown = replayed === null ? this.seenBy(live, viewer) : viewer === null || this.definition.ruleset.view === undefined ? replayed : this.definition.ruleset.view(replayed, viewer);
    const log = this.logEntries(live, turns, config.startTurns, viewer);
    const { words } = this.definition;
    const name = this.instanceName(config, live);
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${this.renderHeading(config, live)} ${this.share.renderNotice()}
      <div class=${handOff ? 'layout handing-off' : 'layout'}>
        ${this.renderStatus(shown, handOff)}
        ${
          // The question and its choices before the table, in the page and for Tab: on a phone, or
          // beside a table taller than a screen, what the player must do now is on the first screen.
          handOff ? this.renderHandOff(live, name) : replayed !== null ? this.renderReplay(name) : this.renderActions(config, live, name)
        }
        ${handOff ? nothing : this.renderTable(shown, replayed !== null)}
        ${
          // Undo, Reset and Replay act on what the log lists: they sit on its heading's line. The
          // hand-off screen hides the log, not them (a focused button must not vanish under focus).
          html`<rb-event-log
            part="log"
            silent
            ?tools-only=${handOff}
            exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link, prelude: log-prelude"
            label=${viewer === null ? 'What happened' : `What happened, as ${words.playerName(viewer)} saw it`}
            context=${name}
            empty-text=${config.preset === null ? 'Nothing yet: the game waits for the first decision.' : 'Nothing yet: the example starts here.'}
            .entries=${handOff ? [] : log.entries}
            .prelude=${handOff ? null : log.prelude}
            ><div class="controls" part="controls" slot="tools">${this.renderControls(config, live, turns)}</div></rb-event-log
          >`
        }
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  /** The title; with a preset, its title, what it shows and what to try, and which attributes it overrode. */
  /**
   * What tells this widget from another on the same page, for the names of its regions (two games
   * on a page would otherwise both hold an "Actions" region): a preset's title, or the game's and
   * its setup line ("2 players · hot seat…").
   */
  private instanceName(config: GameConfig<GameSetup, Command>, live: State): string {
    return config.preset === null ? `${this.definition.words.title}: a whole game, ${this.setupLine(config, live)}` : config.preset.title;
  }

  private renderHeading(config: GameConfig<GameSetup, Command>, live: State): TemplateResult {
    const { preset, overridden } = config;
    if (preset === null) {
      return html`<div class="heading">
        <h2 id="title">${this.definition.words.title}: a whole game</h2>
        <p class="setup-line">${this.setupLine(config, live)}</p>
        ${this.renderHeadingExtra(live)}
      </div>`;
    }
    return html`<div class="heading" data-preset=${preset.name}>
      <h2 id="title">${preset.title}</h2>
      <details class="about" part="about">
        <summary>About this example</summary>
        <p class="description" part="description">${preset.description}</p>
        <p class="setup-line">Rulebook example · ${this.setupLine(config, live)}</p>
      </details>
      ${preset.try === undefined ? nothing : html`<p class="description" part="description"><strong>Try:</strong> ${preset.try}</p>`}
      ${this.renderHeadingExtra(live)}
      ${overridden.length === 0
        ? nothing
        : html`<p class="preset-note" part="preset-note">
            Note: the example fixes the setup, so ${overridden.map((name, index) => html`${index === 0 ? '' : index === overridden.length - 1 ? ' and ' : ', '}<code>${name}</code>`)}
            ${overridden.length === 1 ? 'is' : 'are'} ignored here.
          </p>`}
    </div>`;
  }

  private renderStatus(shown: State, handOff: boolean): TemplateResult {
    const { ruleset, words } = this.definition;
    const outcome = ruleset.outcome(shown);
    const replaying = this.session.replayAt !== null;
    let below: TemplateResult;
    if (outcome !== null) {
      const { text, rule } = words.outcomeWords(shown, outcome, this.session.game.snapshot?.turns.flat() ?? []);
      below = html`<p class="outcome" part="outcome" data-winners=${outcome.winners.join(' ')}>${text}${rule === null ? nothing : renderCitation(words.citation(rule))}</p>
        ${replaying ? nothing : html`<p class="hint">Replay the game, undo, or reset to play again.</p>`}`;
    } else if (handOff) {
      const answering = this.answering;
      below = html`<p class="prompt" part="prompt">Waiting for ${answering === null ? 'nobody' : words.playerName(answering)}.</p>`;
    } else {
      const rule = words.promptRule(shown);
      below = html`<p class="prompt" part="prompt">${words.promptWords(shown)}${rule === null ? nothing : renderCitation(words.citation(rule))}</p>`;
    }
    return html`<div class="status" part="status">
      <h3 id="status-heading" tabindex="-1">${replaying ? 'Replay · ' : ''}${words.statusWords(shown)}</h3>
      ${below}
    </div>`;
  }

  private renderHandOff(live: State, name: string): TemplateResult {
    const answering = this.answering;
    const next = answering === null ? 'nobody' : this.definition.words.playerName(answering);
    const secret = this.definition.words.secretPrompt(live);
    return html`<section class="handoff" part="handoff" aria-label=${`Pass the screen to ${next}, ${name}`}>
      <h3 id="handoff-heading">Pass the screen to ${next}</h3>
      <p>${next}, press Ready when nobody else can see the screen.${secret ? ' Your choice stays secret until everyone has committed.' : ''}</p>
      <button class="primary" part="button ready-button" @click=${this.onReady}>${next}: Ready</button>
    </section>`;
  }

  private renderControls(config: GameConfig<GameSetup, Command>, live: State, turns: Turns<Event>): TemplateResult {
    const replaying = this.session.replayAt !== null;
    const over = this.definition.ruleset.outcome(live) !== null;
    return renderSessionControls({
      canUndo: this.session.canUndo,
      canReset: this.session.played,
      onUndo: this.controls.onUndo,
      onReset: this.controls.onReset,
      replay: replaying || this.handOff ? null : { disabled: turns.length === 0, onClick: turns.length === 0 ? noop : this.controls.onReplay },
      pause: config.mode === 'bots' && !replaying && !over ? { paused: this.session.paused, onClick: this.controls.onPause } : null,
      share: this.share.renderButton(),
    });
  }

  /** The events the replay steps through (as the viewer saw them), and the one at `at`. */
  private replayEvent(at: number): { total: number; event: Event | undefined } {
    const viewer = this.logViewer;
    const engine = this.engine;
    const events = viewer === null || engine === null ? (this.session.game.snapshot?.turns.flat() ?? []) : engine.logFor(viewer);
    return { total: events.length, event: at === 0 ? undefined : events[at - 1] };
  }

  private renderReplay(name: string): TemplateResult {
    const { words } = this.definition;
    const { total } = this.replayEvent(0);
    const at = Math.min(this.session.replayAt ?? 0, total);
    const { event } = this.replayEvent(at);
    const live = this.state;
    const caption = event === undefined || live === null ? 'The game as it was set up.' : words.describeEvent(live, event);
    return html`<section class="replay" part="replay" aria-label=${`Replay, ${name}`}>
      <h3 id="replay-heading">Replay</h3>
      ${renderReplayControls(at, total, this.controls.onReplaySeek)}
      <p part="replay-position">
        Event ${at} of ${total}: ${caption}${event === undefined ? nothing : renderCitation(words.citation(event.rule))}
        ${this.exampleStartsAt(at) ? html`<strong class="example-start">The example starts here.</strong>` : nothing}
      </p>
      <div><button part="button replay-exit" @click=${this.controls.onReplayExit}>Back to the game</button></div>
    </section>`;
  }

  /** Whether the first `events` events of the log end exactly at a preset's starting moment. */
  private exampleStartsAt(events: number): boolean {
    const config = this.config;
    const turns = this.session.game.snapshot?.turns;
    // Without a preset the starting moment is the setup, which needs no mark.
    if (config === null || config.startTurns === 0 || turns === undefined) return false;
    return events === turns.slice(0, config.startTurns).reduce((sum, turn) => sum + turn.length, 0);
  }

  private renderActions(config: GameConfig<GameSetup, Command>, live: State, name: string): TemplateResult {
    const refusal = this.renderRefusal();
    const legal = this.legalCommands;
    const player = this.answering;
    const { words } = this.definition;
    if (player === null || legal.length === 0) {
      const bot = this.botToMove(live);
      let waiting: string | null = null;
      if (config.mode === 'bots' && this.session.paused) waiting = 'Paused. Press Pause again to let the bots play on.';
      else if (bot !== null) waiting = `${words.playerName(bot)} (bot) is deciding…`;
      else if (this.definition.ruleset.toAct(live).length > 0) waiting = 'Waiting for the others to commit.';
      return html`<section class="actions" part="actions" aria-label=${`Actions, ${name}`}>${waiting === null ? nothing : html`<p class="hint">${waiting}</p>`}${refusal}</section>`;
    }
    const heading = `${words.playerName(player)}'s choices`;
    return html`<section class="actions" part="actions" aria-label=${`${heading}, ${name}`}>
      <h3 id="actions-heading">${heading}</h3>
      ${this.renderChoices(this.seenBy(live, this.viewer), player, legal)} ${refusal}
    </section>`;
  }

  private renderRefusal(): TemplateResult | typeof nothing {
    const snapshot = this.session.game.snapshot;
    const last = this.session.game.rejections.at(-1);
    if (snapshot === null || last?.afterTurn !== snapshot.turns.length) return nothing;
    // Only the player whose command it was sees it: its message may name their secret.
    const viewer = this.logViewer;
    if (viewer !== null && last.rejection.command.player !== viewer) return nothing;
    const { violation } = last.rejection;
    const { words } = this.definition;
    return html`<p class="refusal" part="refusal">
      <strong><span aria-hidden="true">✗ </span>Refused:</strong> ${words.withNames(snapshot.state, violation.message)}${renderCitation(words.citation(violation.rule))}
    </p>`;
  }

  /** One button per command, each sending it. */
  protected renderButtons(commands: readonly Command[], label: (command: Command) => string, stack = false): TemplateResult {
    return html`<ul class=${stack ? 'choices stack' : 'choices'}>
      ${commands.map((command) => html`<li>${this.renderCommandButton(command, label(command))}</li>`)}
    </ul>`;
  }

  protected renderCommandButton(command: Command, label: string, describedBy?: string): TemplateResult {
    return html`<button part="button action" data-legal data-command=${command.type} aria-describedby=${describedBy ?? nothing} @click=${() => {
      void this.choose(command);
    }}>${label}</button>`;
  }

  /**
   * The log as the viewer saw it (`logFor`), split into the engine's turns, the preset's opening
   * collapsed under "How we got here"; a refusal is shown only to the player whose command it was.
   */
  private logEntries(names: State, turns: Turns<Event>, startTurns: number, viewer: PlayerId | null): GameLog {
    const rejections = this.session.game.rejections;
    const memo = this.logMemo;
    if (memo?.turns === turns && memo.rejections === rejections && memo.names === names && memo.viewer === viewer && memo.startTurns === startTurns) return memo.log;
    const engine = this.engine;
    let seen: Turns<Event> = turns;
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
    const { words } = this.definition;
    const log = gameLogOf(
      seen,
      mine,
      {
        describeEvent: (event: Event) => words.describeEvent(names, event),
        describeRefusal: (message: string) => words.withNames(names, message),
        citation: words.citation,
      },
      startTurns,
    );
    this.logMemo = { turns, rejections, names, viewer, startTurns, log };
    return log;
  }
}

function noop(): void {
  // A button that cannot do anything now.
}
