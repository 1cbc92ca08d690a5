import { Observable } from 'rxjs';
import { Broadcast } from './broadcast.ts';
import type { BaseCommand, BaseEvent, Outcome, PlayerId, Ruleset, Setup } from './ruleset.ts';
import { decideAndCheck, type DispatchResult } from './fold.ts';
import { RuleViolation } from './rule-violation.ts';

/** A command `decide` refused, with the violation that names the rule. */
export interface Rejection<Command> {
  command: Command;
  violation: RuleViolation;
}

/** Where the engine stands: the state, and every event since setup grouped by the command that caused it. */
export interface Snapshot<State, Event> {
  state: State;
  /** One entry per accepted command: the events it produced. */
  turns: readonly (readonly Event[])[];
}

export interface Engine<State, Command extends BaseCommand, Event extends BaseEvent> {
  /** The current state (synchronous; works with no subscriber at all). */
  readonly state: State;
  /** Every event since setup, oldest first. */
  readonly log: readonly Event[];
  /** How many commands have been accepted since setup (undo takes one back). */
  readonly turnCount: number;
  /** Every command accepted since setup, oldest first (what `replay` needs with the setup, and a shared link carries). */
  readonly commands: readonly Command[];
  readonly outcome: Outcome | null;
  /** The current state at once, then each change. */
  readonly state$: Observable<State>;
  /** The state and the event log together, at once and then on each change, for widgets that show both. */
  readonly snapshot$: Observable<Snapshot<State, Event>>;
  /** Each event as it happens (not replayed to late subscribers: read `log` for the past). */
  readonly events$: Observable<Event>;
  /** `events$` as one player may see it (the ruleset's `viewEvent`). */
  eventsFor$(player: PlayerId): Observable<Event>;
  /** Each refused command with the rule that refused it. */
  readonly rejections$: Observable<Rejection<Command>>;
  /** True while anything listens to the engine's observables: a check against leaking widgets. */
  readonly observed: boolean;
  /** Runs `decide` and folds the events in; a refused command changes nothing. */
  dispatch(command: Command): DispatchResult<Event>;
  /** Takes back the last accepted command with all its events. Returns false when there is nothing to undo. */
  undo(): boolean;
  /** Back to the starting state, log cleared. */
  reset(): void;
  /** `log` as one player may see it: each event through the ruleset's `viewEvent`; the raw log without one. */
  logFor(player: PlayerId): Event[];
}

/** One accepted command in the engine's history. */
interface Turn<State, Command, Event> {
  command: Command;
  previous: Turn<State, Command, Event> | null;
  /** How many turns up to and including this one. */
  count: number;
  /** The state after this turn, kept only every CHECKPOINT_EVERY turns (see `History`). */
  checkpoint: State | undefined;
  /** The turn's events: kept while a log is watched, otherwise worked out again when first asked for. */
  events: readonly Event[] | undefined;
}

/**
 * Retaining what a game produces is what made the engine slow: with every state and every event
 * kept for undo and the log, the garbage collector had to promote and trace them all, and the
 * engine ran at half the speed of the bare fold. So the history keeps each accepted command, the
 * state of every 32nd turn, and the events only while someone watches the log. Anything else is
 * worked out again when asked for: `decide` is pure and the random generator lives in the state,
 * so deciding an accepted command again from the state before it gives the very same events, and
 * an older state is the nearest checkpoint folded forward (at most 31 turns, microseconds).
 */
const CHECKPOINT_EVERY = 32;

class History<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  private readonly ruleset: Ruleset<State, Command, Event, GameSetup>;
  readonly initialState: State;
  tip: Turn<State, Command, Event> | null = null;

  constructor(ruleset: Ruleset<State, Command, Event, GameSetup>, initialState: State) {
    this.ruleset = ruleset;
    this.initialState = initialState;
  }

  /** Records an accepted command; `events` only when a log is watched, `after` is the state it led to. */
  push(command: Command, events: readonly Event[] | undefined, after: State): void {
    const count = (this.tip?.count ?? 0) + 1;
    this.tip = { command, previous: this.tip, count, checkpoint: count % CHECKPOINT_EVERY === 0 ? after : undefined, events };
  }

  /** The turns from the first to `tip`, oldest first. */
  turns(tip: Turn<State, Command, Event> | null = this.tip): Turn<State, Command, Event>[] {
    const turns: Turn<State, Command, Event>[] = [];
    for (let turn = tip; turn !== null; turn = turn.previous) turns.push(turn);
    return turns.reverse();
  }

  /** The state after `turn` (the initial state for none), from the nearest checkpoint before it. */
  stateAfter(turn: Turn<State, Command, Event> | null): State {
    const pending: Turn<State, Command, Event>[] = [];
    let from = turn;
    while (from !== null && from.checkpoint === undefined) {
      pending.push(from);
      from = from.previous;
    }
    let state = from?.checkpoint ?? this.initialState;
    for (const pendingTurn of pending.reverse()) state = this.fold(state, this.eventsOf(pendingTurn, state));
    return state;
  }

  /** A turn's events; `before` (the state before the turn) spares working it out when known. */
  eventsOf(turn: Turn<State, Command, Event>, before?: State): readonly Event[] {
    turn.events ??= this.ruleset.decide(before ?? this.stateAfter(turn.previous), turn.command);
    return turn.events;
  }

  /** Every turn's events, oldest first, working out the missing ones in one pass. */
  eventsOfAll(tip: Turn<State, Command, Event> | null = this.tip): (readonly Event[])[] {
    const turns = this.turns(tip);
    const missing = turns.findIndex((turn) => turn.events === undefined);
    if (missing === -1) return turns.map((turn) => turn.events ?? []);
    let state = this.stateAfter(turns[missing]?.previous ?? null);
    return turns.map((turn, index) => {
      if (index < missing) return turn.events ?? [];
      const events = this.eventsOf(turn, state);
      state = this.fold(state, events);
      return events;
    });
  }

  fold(state: State, events: readonly Event[]): State {
    let folded = state;
    for (const event of events) folded = this.ruleset.evolve(folded, event);
    return folded;
  }
}

/**
 * Wraps a ruleset in an RxJS store. The truth is a plain linked history, so a headless playout
 * pays for `decide` and `evolve` and little else; the streams (see `Broadcast`) are fed only while someone
 * listens, and a subscriber's own subscription is all there is to let go of, so a widget removed
 * from the page leaves nothing subscribed behind.
 */
export function createEngine<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setup: GameSetup,
): Engine<State, Command, Event> {
  return new RulesEngine(ruleset, setup);
}

/**
 * The engine behind `createEngine`. A class, not an object literal of closures and getters: V8
 * keeps an object literal with accessors in a slow shape, and every `engine.dispatch(…)` on it
 * then cost as much as direct fire's own decide and evolve (measured: the same loop ran at half
 * the bare fold's speed with a getter in the literal, at 0.98 without).
 */
class RulesEngine<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> implements Engine<State, Command, Event> {
  readonly state$: Observable<State>;
  readonly snapshot$: Observable<Snapshot<State, Event>>;
  readonly events$: Observable<Event>;
  readonly rejections$: Observable<Rejection<Command>>;

  private readonly ruleset: Ruleset<State, Command, Event, GameSetup>;
  private readonly history: History<State, Command, Event, GameSetup>;
  /** The state after the last turn, always at hand. */
  private current: State;
  private snapshot: Snapshot<State, Event> | null = null;
  private snapshotTip: Turn<State, Command, Event> | null = null;
  /** The state after each change; each subscriber is greeted with the current one. */
  private readonly states = new Broadcast<State>((subscriber) => {
    subscriber.next(this.current);
  });
  /** The snapshot after each change. While it is watched each turn keeps its events (they show the log). */
  private readonly snapshots = new Broadcast<Snapshot<State, Event>>((subscriber) => {
    subscriber.next(this.snapshotNow());
  });
  private readonly events = new Broadcast<Event>();
  /** Each event with the state right after it, which the ruleset's `viewEvent` may consult. */
  private readonly eventsInContext = new Broadcast<{ event: Event; stateAfter: State }>();
  private readonly rejections = new Broadcast<Rejection<Command>>();
  /** Viewed turns, per turn and player: a turn is never changed once stored, so neither is its view. */
  private readonly viewedTurns = new WeakMap<object, Map<PlayerId, readonly Event[]>>();
  private readonly eventsByPlayer = new Map<PlayerId, Observable<Event>>();

  constructor(ruleset: Ruleset<State, Command, Event, GameSetup>, setup: GameSetup) {
    this.ruleset = ruleset;
    this.history = new History(ruleset, ruleset.initialState(setup));
    this.current = this.history.initialState;
    this.state$ = this.states.observable;
    this.snapshot$ = this.snapshots.observable;
    this.events$ = this.events.observable;
    this.rejections$ = this.rejections.observable;
  }

  get state(): State {
    return this.current;
  }

  get log(): readonly Event[] {
    return this.history.eventsOfAll().flat();
  }

  get turnCount(): number {
    return this.history.tip?.count ?? 0;
  }

  get commands(): readonly Command[] {
    return this.history.turns().map((turn) => turn.command);
  }

  get outcome(): Outcome | null {
    return this.ruleset.outcome(this.current);
  }

  get observed(): boolean {
    return this.states.watched || this.snapshots.watched || this.events.watched || this.eventsInContext.watched || this.rejections.watched;
  }

  dispatch(command: Command): DispatchResult<Event> {
    const before = this.current;
    let produced: Event[];
    try {
      produced = decideAndCheck(this.ruleset, before, command);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      if (this.rejections.watched) this.rejections.push({ command, violation: error });
      return { ok: false, violation: error };
    }
    // The state after each event, only for `eventsFor$` (a player's view of an event may depend on it).
    const statesAfter: State[] | null = this.eventsInContext.watched ? [] : null;
    let after = before;
    for (const event of produced) {
      after = this.ruleset.evolve(after, event);
      statesAfter?.push(after);
    }
    this.history.push(command, this.snapshots.watched ? produced : undefined, after);
    this.current = after;
    this.announceChange();
    if (this.events.watched) for (const event of produced) this.events.push(event);
    if (statesAfter !== null) {
      produced.forEach((event, index) => {
        this.eventsInContext.push({ event, stateAfter: statesAfter[index] as State });
      });
    }
    return { ok: true, events: produced };
  }

  undo(): boolean {
    const tip = this.history.tip;
    if (tip === null) return false;
    this.history.tip = tip.previous;
    this.current = this.history.stateAfter(this.history.tip);
    this.announceChange();
    return true;
  }

  reset(): void {
    this.history.tip = null;
    this.current = this.history.initialState;
    this.announceChange();
  }

  eventsFor$(player: PlayerId): Observable<Event> {
    if (this.ruleset.viewEvent === undefined) return this.events$;
    let stream = this.eventsByPlayer.get(player);
    if (stream === undefined) {
      stream = new Observable<Event>((subscriber) =>
        this.eventsInContext.observable.subscribe(({ event, stateAfter }) => {
          subscriber.next(this.ruleset.viewEvent?.(event, player, stateAfter) ?? event);
        }),
      );
      this.eventsByPlayer.set(player, stream);
    }
    return stream;
  }

  logFor(player: PlayerId): Event[] {
    const { history, ruleset } = this;
    const allEvents = history.eventsOfAll();
    if (ruleset.viewEvent === undefined) return allEvents.flat();
    let state = history.initialState;
    return history.turns().flatMap((turn, index) => {
      const turnEvents = allEvents[index] ?? [];
      const byPlayer = this.viewedTurns.get(turn) ?? new Map<PlayerId, readonly Event[]>();
      this.viewedTurns.set(turn, byPlayer);
      let viewed = byPlayer.get(player);
      if (viewed === undefined) {
        let after = state;
        viewed = turnEvents.map((event) => {
          after = ruleset.evolve(after, event);
          return ruleset.viewEvent?.(event, player, after) ?? event;
        });
        byPlayer.set(player, viewed);
      }
      state = history.fold(state, turnEvents);
      return viewed;
    });
  }

  private announceChange(): void {
    if (this.states.watched) this.states.push(this.current);
    if (this.snapshots.watched) this.snapshots.push(this.snapshotNow());
  }

  private snapshotNow(): Snapshot<State, Event> {
    if (this.snapshot === null || this.snapshotTip !== this.history.tip) {
      this.snapshot = snapshotAt(this.history, this.current);
      this.snapshotTip = this.history.tip;
    }
    return this.snapshot;
  }
}

/**
 * The snapshot at the history's tip. Its turns are gathered on first read (widgets read them, a
 * headless playout never does); an undo followed by a new command leaves an older snapshot's turns
 * as they were, since it holds its own tip.
 */
function snapshotAt<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  history: History<State, Command, Event, GameSetup>,
  state: State,
): Snapshot<State, Event> {
  const tip = history.tip;
  let turns: (readonly Event[])[] | undefined;
  return {
    state,
    get turns() {
      turns ??= history.eventsOfAll(tip);
      return turns;
    },
  };
}
