import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { botRandom, createEngine, replay, BOT_LEVELS, type BaseCommand, type BaseEvent, type Deliberation, type DispatchResult, type Engine, type PlayerId, type RandomState, type Ruleset, type Setup } from '../../rules/engine/index.ts';
import { parseWholeNumber, type AttributeProblem, type Parsed } from './attributes.ts';
import { TimerController } from './bot-timer.ts';
import type { CommandDetail } from './command-event.ts';
import { EngineController } from './engine-controller.ts';
import { dispatchGuarded, errorMessage, setupProblem } from './problems.ts';

/** Who plays a whole game: two at one screen (`hot-seat`), the reader against bots (`bot`), or bots alone (`bots`). */
export const GAME_MODES = ['hot-seat', 'bot', 'bots'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** Which of the rules' bots plays: the search at a level (issue 23), or the game's heuristic or random bot. */
export const BOT_KINDS = [...BOT_LEVELS, 'heuristic', 'random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/**
 * How long a bot thinks before the page may draw and answer again: well inside the 50 ms a task may
 * take before it is felt (one playout past it at most: bench section (k) measures the longest).
 */
export const THINKING_SLICE_MS = 12;

/** Who sent a command: the reader (buttons, board, or script) or a bot. */
export type CommandSource = 'reader' | 'bot';

/** Detail of a whole game's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export interface SessionCommandDetail<Command, Event> extends CommandDetail<Command, Event> {
  by: CommandSource;
}

/** The longest `bot-delay` a widget accepts: a minute. */
export const MAX_BOT_DELAY = 60_000;

/** The `bot-delay` attribute: milliseconds from 0 to `MAX_BOT_DELAY`. */
export function parseBotDelay(raw: unknown, fallback: number): Parsed<number> {
  const delay = parseWholeNumber('bot-delay', raw, fallback);
  if (delay.ok && (delay.value < 0 || delay.value > MAX_BOT_DELAY)) {
    return { ok: false, problem: { attribute: 'bot-delay', message: `bot-delay must be a number of milliseconds from 0 to ${String(MAX_BOT_DELAY)}; got ${String(delay.value)}.` } };
  }
  return delay;
}

/**
 * Where a session stands: no game (the attributes are wrong), or a game from its starting moment
 * with the commands accepted since, played live, held by the reader (bots playing each other,
 * paused), or shown as it stood after the first `at` events of its log (a replay, which gives
 * back to `resume` when it ends). One union, so that no combination of flags means nothing.
 */
type SessionPhase<GameSetup, Command> =
  | { kind: 'stopped' }
  | { kind: 'live' | 'paused'; start: SessionStart<GameSetup>; accepted: readonly Command[] }
  | { kind: 'replay'; start: SessionStart<GameSetup>; accepted: readonly Command[]; at: number; resume: 'live' | 'paused' };

/**
 * Plays a preset's opening moves through `dispatch`. Returns null when the rules accept them all,
 * else why the first refused one was refused (a preset is data, and data can go stale as the rules
 * change: the widget shows it as a problem with the `preset` attribute rather than failing).
 */
export function playOpening<Command, Event>(opening: readonly Command[], dispatch: (command: Command) => DispatchResult<Event> | null): string | null {
  for (const command of opening) {
    const result = dispatch(command);
    if (result?.ok !== true) {
      const why = result === null ? 'there is no game' : result.violation.message;
      return `its opening move ${JSON.stringify(command)} was refused: ${why}`;
    }
  }
  return null;
}

/** The problem shown when a preset cannot be played. */
export function presetProblem(name: string, why: string): AttributeProblem {
  return { attribute: 'preset', message: `The preset ${name} could not be played: ${why}` };
}

/**
 * A new engine for `setup`, with the preset's opening played on it; or the problem to show instead:
 * a setup the rules refuse, named by the attribute its field came from (`attributeOfField`), or a
 * preset the rules no longer accept.
 */
export function createGameEngine<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setup: GameSetup,
  preset: { name: string; opening: readonly Command[] } | null,
  attributeOfField: (field: string) => string,
): { ok: true; engine: Engine<State, Command, Event> } | { ok: false; problem: AttributeProblem } {
  try {
    const engine = createEngine(ruleset, setup);
    const refused = playOpening(preset?.opening ?? [], (command) => engine.dispatch(command));
    if (refused !== null) throw new Error(refused);
    return { ok: true, engine };
  } catch (error) {
    return { ok: false, problem: preset === null ? setupProblem(error, attributeOfField, { subject: 'game', renameField: true }) : presetProblem(preset.name, errorMessage(error)) };
  }
}

/** Whether the reader asked the system for less motion: then bots move at once. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What a game widget tells its session: the game's rules, and who its bots are. */
export interface GameSessionOptions<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  ruleset: Ruleset<State, Command, Event, GameSetup>;
  /** The seat the reader plays against bots (in `bot` mode). */
  readerSeat: (state: State) => PlayerId | undefined;
  /** The bot that must move in `state`, or null when no bot is asked anything. */
  botToMove: (state: State) => PlayerId | null;
  /**
   * The bot's decision, thought through a slice at a time (it may throw: the session shows that as a
   * problem with the `bot` attribute). `random` is drawn from the setup's seed and the number of
   * turns played, so the same position of the same game always gets the same move, after Undo and in
   * a replay, however the thinking was sliced.
   */
  botDecision: (state: State, player: PlayerId, random: RandomState) => Deliberation<Command>;
  /** Sends a bot's command the way the widget sends every command (announced, `rb-command` fired). */
  playBot: (command: Command) => void;
  /** Shows a problem in place of the game (the bot failed). */
  showProblem: (problem: AttributeProblem) => void;
}

/** How one game was started: what `replay` rebuilds from, who plays, and where a preset's opening ends. */
export interface SessionStart<GameSetup> {
  setup: GameSetup;
  mode: GameMode;
  /** Turns of the engine's log before the starting moment: a preset's opening (0 without one). */
  startTurns: number;
}

/**
 * The session mechanics every whole-game widget shares, apart from any game: the engine (through an
 * `EngineController`), the commands accepted since the starting moment (who decided what, for Undo
 * against bots), Undo back to the reader's last decision, Reset to the starting moment, the replay
 * position, Pause for bots playing each other, and the bots' moves, one per timer.
 *
 * Bots move after each update of the host (`hostUpdated`) when one is asked and nothing holds them
 * (replay, pause, the element out of the document): one move per timer, so a game of bots never
 * blocks the page, and removing the element stops them. What the widget says about each step
 * (announcements, focus, its own selections) stays with the widget.
 */
export class GameSession<State, Command extends BaseCommand & { player: PlayerId }, Event extends BaseEvent, GameSetup extends Setup> implements ReactiveController {
  readonly game: EngineController<State, Command, Event>;

  /** Milliseconds a bot waits before each move (0 when the reader prefers reduced motion). */
  botDelay = 0;

  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: GameSessionOptions<State, Command, Event, GameSetup>;
  private readonly timer: TimerController;
  private phase: SessionPhase<GameSetup, Command> = { kind: 'stopped' };
  private replayMemo: { at: number; turns: Turns<Event>; state: State } | null = null;
  /** The bot's decision under way, and the position it is for: any other position starts afresh. */
  private thinking: { state: State; deliberation: Deliberation<Command> } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: GameSessionOptions<State, Command, Event, GameSetup>) {
    this.host = host;
    this.options = options;
    this.game = new EngineController<State, Command, Event>(host);
    this.timer = new TimerController(host);
    host.addController(this);
  }

  /** The commands accepted since the starting moment, in step with the engine's later turns. */
  get commands(): readonly Command[] {
    return this.phase.kind === 'stopped' ? [] : this.phase.accepted;
  }

  /** Replay mode: how many events of the log are shown; null while playing live. */
  get replayAt(): number | null {
    return this.phase.kind === 'replay' ? this.phase.at : null;
  }

  /** Bots playing each other: paused by the reader (a replay returns to the pause). */
  get paused(): boolean {
    const phase = this.phase;
    return phase.kind === 'paused' || (phase.kind === 'replay' && phase.resume === 'paused');
  }

  set paused(paused: boolean) {
    const phase = this.phase;
    if (phase.kind === 'stopped') return;
    const kind = paused ? 'paused' : 'live';
    this.phase = phase.kind === 'replay' ? { ...phase, resume: kind } : { ...phase, kind };
    this.host.requestUpdate();
  }

  /** How the game was started, while there is one. */
  private get started(): SessionStart<GameSetup> | null {
    return this.phase.kind === 'stopped' ? null : this.phase.start;
  }

  /** The same game, its accepted commands now `accepted`. */
  private withAccepted(accepted: readonly Command[]): void {
    if (this.phase.kind !== 'stopped') this.phase = { ...this.phase, accepted };
  }

  /** Out of a replay, back to what it interrupted. */
  private endReplay(): void {
    const phase = this.phase;
    if (phase.kind === 'replay') this.phase = { kind: phase.resume, start: phase.start, accepted: phase.accepted };
  }

  /** Whether a bot's move is waiting on its timer, or being thought out. */
  get botPending(): boolean {
    return this.timer.pending;
  }

  /** Whether a bot makes `player`'s moves: every player's with bots alone, all but the reader's against bots, none at one screen. */
  isBot(player: PlayerId): boolean {
    const mode = this.started?.mode;
    if (mode === 'bots') return true;
    if (mode !== 'bot') return false;
    const state = this.game.snapshot?.state;
    return player !== (state === undefined ? undefined : this.options.readerSeat(state));
  }

  /** Whether anything has been played since the starting moment (Reset has something to do). */
  get played(): boolean {
    return this.turnsPlayed() > (this.started?.startTurns ?? 0);
  }

  /** Whether Undo has something to take back: against a bot, only once the reader has decided something. */
  get canUndo(): boolean {
    return this.played && (this.started?.mode !== 'bot' || this.commands.some((command) => !this.isBot(command.player)));
  }

  /** Takes up a freshly built engine (a preset's opening already played on it), from its starting moment. */
  start(engine: Engine<State, Command, Event>, start: SessionStart<GameSetup>): void {
    this.phase = { kind: 'live', start, accepted: [] };
    this.game.setEngine(engine);
  }

  /** Drops the engine (the attributes are wrong): no game, no bots. */
  stop(): void {
    this.timer.cancel();
    this.phase = { kind: 'stopped' };
    this.game.setEngine(null);
  }

  /** Cancels a bot's pending move (the widget is about to rebuild the game). */
  cancelBot(): void {
    this.timer.cancel();
  }

  /**
   * Sends a command to the engine, remembering it when accepted. A refusal comes back as the
   * result; an unexpected failure goes to `onProblem` and gives null (see `dispatchGuarded`).
   */
  send(command: Command, onProblem: (problem: AttributeProblem) => void): DispatchResult<Event> | null {
    const result = dispatchGuarded(this.host.localName, command, () => this.game.dispatch(command), onProblem);
    if (result?.ok === true) this.withAccepted([...this.commands, command]);
    return result;
  }

  /**
   * Takes back the last command; against a bot, every command back to (and including) the reader's
   * last decision, so the reader decides again. With bots alone, pauses them first. Never further
   * back than the starting moment: a preset's opening stays played. Returns how many were undone.
   */
  undo(): number {
    const started = this.started;
    if (started === null) return 0;
    this.timer.cancel();
    this.endReplay();
    if (started.mode === 'bots') this.paused = true;
    this.host.requestUpdate();
    const undoOne = (): boolean => this.turnsPlayed() > started.startTurns && this.game.undo();
    let undone = 0;
    if (started.mode === 'bot') {
      if (!this.commands.some((command) => !this.isBot(command.player))) return 0;
      for (;;) {
        const last = this.commands.at(-1);
        if (last === undefined || !undoOne()) break;
        this.withAccepted(this.commands.slice(0, -1));
        undone += 1;
        if (!this.isBot(last.player)) break;
      }
    } else if (undoOne()) {
      this.withAccepted(this.commands.slice(0, -1));
      undone = 1;
    }
    return undone;
  }

  /**
   * Back to the starting moment of the same game: the engine's start, and the preset's `opening`
   * played again. Returns null, or why the opening was refused (the game is then not reset further).
   */
  reset(opening: readonly Command[]): string | null {
    const started = this.started;
    if (started === null) return null;
    this.timer.cancel();
    this.game.reset();
    const refused = playOpening(opening, (command) => this.game.dispatch(command));
    if (refused !== null) return refused;
    this.phase = { kind: 'live', start: started, accepted: [] };
    this.host.requestUpdate();
    return null;
  }

  /** How many events the engine's log holds. */
  get eventCount(): number {
    return this.game.snapshot?.turns.flat().length ?? 0;
  }

  /**
   * Shows the game after the first `events` events of the log (replay mode; bots wait), or the live
   * game again for null. Returns the position shown: `events` kept within the log.
   */
  replayTo(events: number | null): number | null {
    const phase = this.phase;
    if (events === null) {
      this.endReplay();
    } else if (phase.kind !== 'stopped') {
      this.timer.cancel();
      const at = Math.max(0, Math.min(this.eventCount, Math.round(events)));
      this.phase = phase.kind === 'replay' ? { ...phase, at } : { kind: 'replay', start: phase.start, accepted: phase.accepted, at, resume: phase.kind };
    }
    this.host.requestUpdate();
    return this.replayAt;
  }

  /** The state after the first `at` events of the log, rebuilt by the engine's `replay` (kept while the log stays the same). */
  replayedState(at: number): State | null {
    const snapshot = this.game.snapshot;
    const setup = this.started?.setup;
    if (snapshot === null || setup === undefined) return null;
    const memo = this.replayMemo;
    if (memo?.at === at && memo.turns === snapshot.turns) return memo.state;
    const replayed = replay(this.options.ruleset, setup, snapshot.turns.flat().slice(0, at));
    this.replayMemo = { at, turns: snapshot.turns, state: replayed };
    return replayed;
  }

  hostConnected(): void {
    // Back in the document: a bot whose timer was cancelled on the way out may move again.
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.scheduleBot();
  }

  private turnsPlayed(): number {
    return this.game.snapshot?.turns.length ?? 0;
  }

  /** Whether nothing holds the bots: a game on, live, not paused, in the document. */
  private botsMayMove(): boolean {
    return this.host.isConnected && this.game.engine !== null && this.phase.kind === 'live';
  }

  private scheduleBot(): void {
    const state = this.game.snapshot?.state;
    if (state === undefined || !this.botsMayMove() || this.options.botToMove(state) === null) {
      this.timer.cancel();
      return;
    }
    // The bot waits its delay, then thinks a slice at a time, then moves.
    this.timer.schedule(prefersReducedMotion() ? 0 : this.botDelay, () => {
      this.thinkSlice();
    });
  }

  /**
   * One slice of the bot's thinking: about `THINKING_SLICE_MS` of playouts, then the page's turn
   * again (the next slice on a timer, which Undo, Reset, replay and leaving the page all cancel).
   */
  private thinkSlice(): void {
    const state = this.game.snapshot?.state;
    if (state === undefined || !this.botsMayMove()) return;
    try {
      let thinking = this.thinking;
      if (thinking?.state !== state) {
        const player = this.options.botToMove(state);
        if (player === null) return;
        thinking = { state, deliberation: this.options.botDecision(state, player, botRandom(this.started?.setup.seed ?? 0, this.turnsPlayed())) };
        this.thinking = thinking;
      }
      const sliceEnd = performance.now() + THINKING_SLICE_MS;
      let done = thinking.deliberation.think(1);
      while (!done && performance.now() < sliceEnd) done = thinking.deliberation.think(1);
      if (!done) {
        this.timer.schedule(0, () => {
          this.thinkSlice();
        });
        return;
      }
      this.thinking = null;
      const command = thinking.deliberation.choice();
      if (command !== null) this.options.playBot(command);
    } catch (error) {
      this.thinking = null;
      console.error(`${this.host.localName}: the bot failed`, error);
      this.options.showProblem({ attribute: 'bot', message: `The bot failed unexpectedly: ${errorMessage(error)}` });
    }
  }
}

/** The engine's turns, as a snapshot holds them. */
type Turns<Event> = readonly (readonly Event[])[];
