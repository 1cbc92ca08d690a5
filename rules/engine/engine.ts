import { Observable, Subject } from 'rxjs';
import type { BaseCommand, BaseEvent, Outcome, PlayerId, Ruleset, Setup } from './ruleset.ts';
import { RuleViolation } from './rule-violation.ts';

/** A command `decide` refused, with the violation that names the rule. */
export interface Rejection<Command> {
  command: Command;
  violation: RuleViolation;
}

export type DispatchResult<Event> = { ok: true; events: Event[] } | { ok: false; violation: RuleViolation };

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

/** One accepted command in the engine's history. Never changed once made. */
interface Turn<State, Event> {
  state: State;
  events: readonly Event[];
  previous: Turn<State, Event> | null;
  /** How many turns up to and including this one. */
  count: number;
}

/**
 * Wraps a ruleset in an RxJS store. The truth is a plain linked history, so a headless playout
 * pays for `decide` and `evolve` and little else; the streams are Subjects fed only while someone
 * listens, and a subscriber's own subscription is all there is to let go of, so a widget removed
 * from the page leaves nothing subscribed behind.
 */
export function createEngine<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setup: GameSetup,
): Engine<State, Command, Event> {
  const initialState = ruleset.initialState(setup);
  // Each turn is stored once and links to the one before, so memory grows linearly and undo is a
  // step back along the links.
  let tip: Turn<State, Event> | null = null;
  let snapshot: Snapshot<State, Event> | null = null;
  let snapshotTip: Turn<State, Event> | null = null;
  const changes = new Subject<void>();
  const events = new Subject<Event>();
  // Each event with the state right after it, which the ruleset's `viewEvent` may consult.
  const eventsInContext = new Subject<{ event: Event; stateAfter: State }>();
  const rejections = new Subject<Rejection<Command>>();
  // Viewed turns, per turn and player: a turn is never changed once stored, so neither is its view.
  const viewedTurns = new WeakMap<object, Map<PlayerId, readonly Event[]>>();

  const stateNow = (): State => (tip === null ? initialState : tip.state);
  const snapshotNow = (): Snapshot<State, Event> => {
    if (snapshot === null || snapshotTip !== tip) {
      snapshot = snapshotAt(tip, initialState);
      snapshotTip = tip;
    }
    return snapshot;
  };
  /** A stream that gives `read()` at once and again after every change. */
  const current$ = <T>(read: () => T): Observable<T> =>
    new Observable<T>((subscriber) => {
      subscriber.next(read());
      return changes.subscribe(() => {
        subscriber.next(read());
      });
    });

  function dispatch(command: Command): DispatchResult<Event> {
    const before = stateNow();
    let produced: Event[];
    try {
      produced = decideAndCheck(ruleset, before, command);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      if (rejections.observed) rejections.next({ command, violation: error });
      return { ok: false, violation: error };
    }
    const inContext = eventsInContext.observed;
    const statesAfter: State[] = [];
    let after = before;
    for (const event of produced) {
      after = ruleset.evolve(after, event);
      if (inContext) statesAfter.push(after);
    }
    tip = { state: after, events: produced, previous: tip, count: (tip?.count ?? 0) + 1 };
    if (changes.observed) changes.next();
    if (events.observed) for (const event of produced) events.next(event);
    if (inContext) produced.forEach((event, index) => { eventsInContext.next({ event, stateAfter: statesAfter[index] as State }); });
    return { ok: true, events: produced };
  }

  function undo(): boolean {
    if (tip === null) return false;
    tip = tip.previous;
    changes.next();
    return true;
  }

  function reset(): void {
    tip = null;
    changes.next();
  }

  const events$ = events.asObservable();
  const eventsByPlayer = new Map<PlayerId, Observable<Event>>();
  function eventsFor$(player: PlayerId): Observable<Event> {
    if (ruleset.viewEvent === undefined) return events$;
    let stream = eventsByPlayer.get(player);
    if (stream === undefined) {
      stream = new Observable<Event>((subscriber) =>
        eventsInContext.subscribe(({ event, stateAfter }) => {
          subscriber.next(ruleset.viewEvent?.(event, player, stateAfter) ?? event);
        }),
      );
      eventsByPlayer.set(player, stream);
    }
    return stream;
  }

  function logFor(player: PlayerId): Event[] {
    const turns = turnsUpTo(tip);
    if (ruleset.viewEvent === undefined) return turns.flatMap((turn) => turn.events);
    return turns.flatMap((turn) => {
      const byPlayer = viewedTurns.get(turn) ?? new Map<PlayerId, readonly Event[]>();
      viewedTurns.set(turn, byPlayer);
      let viewed = byPlayer.get(player);
      if (viewed === undefined) {
        let state = turn.previous?.state ?? initialState;
        viewed = turn.events.map((event) => {
          state = ruleset.evolve(state, event);
          return ruleset.viewEvent?.(event, player, state) ?? event;
        });
        byPlayer.set(player, viewed);
      }
      return viewed;
    });
  }

  return {
    get state() {
      return stateNow();
    },
    get log() {
      return snapshotNow().turns.flat();
    },
    get turnCount() {
      return tip?.count ?? 0;
    },
    get outcome() {
      return ruleset.outcome(stateNow());
    },
    get observed() {
      return changes.observed || events.observed || eventsInContext.observed || rejections.observed;
    },
    state$: current$(stateNow),
    snapshot$: current$(snapshotNow),
    events$,
    eventsFor$,
    rejections$: rejections.asObservable(),
    dispatch,
    undo,
    reset,
    logFor,
  };
}

/** The turns from the first to `tip`, oldest first. */
function turnsUpTo<State, Event>(tip: Turn<State, Event> | null): Turn<State, Event>[] {
  const turns: Turn<State, Event>[] = [];
  for (let turn = tip; turn !== null; turn = turn.previous) turns.push(turn);
  return turns.reverse();
}

/**
 * The snapshot at one point of the history. Its turns are gathered on first read (widgets read
 * them, a headless playout never does), walking the links back from `tip`: an undo followed by a
 * new command leaves an older snapshot's turns as they were.
 */
function snapshotAt<State, Event>(tip: Turn<State, Event> | null, initialState: State): Snapshot<State, Event> {
  let turns: (readonly Event[])[] | undefined;
  return {
    state: tip?.state ?? initialState,
    get turns() {
      turns ??= turnsUpTo(tip).map((turn) => turn.events);
      return turns;
    },
  };
}

/**
 * `decide` with the checks every game shares: the command is an object with a type, and nothing
 * is played after the game is over.
 */
export function decideAndCheck<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
): Event[] {
  if (!isCommandShaped(command)) {
    throw new RuleViolation('engine/command.malformed', 'A command must be an object with a "type" string.');
  }
  const outcome = ruleset.outcome(state);
  if (outcome !== null) {
    throw new RuleViolation('engine/game-over', `The game is over (${outcome.reason}); no more commands are accepted.`);
  }
  return ruleset.decide(state, command);
}

/**
 * `decide` as a question that never throws a refusal: the events the command would produce, or
 * the violation that refuses it. Any other error is a bug and is rethrown.
 */
export function tryDecide<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
): DispatchResult<Event> {
  try {
    return { ok: true, events: decideAndCheck(ruleset, state, command) };
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, violation: error };
    throw error;
  }
}

/** Would `command` be refused now, and by which rule? Null when it would be accepted. */
export function whyRefused<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
): RuleViolation | null {
  const result = tryDecide(ruleset, state, command);
  return result.ok ? null : result.violation;
}

/** The state after `command`, by the bare fold. Throws `RuleViolation` when the command is refused. */
export function applyCommand<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
): State {
  let after = state;
  for (const event of decideAndCheck(ruleset, state, command)) after = ruleset.evolve(after, event);
  return after;
}

function isCommandShaped(command: unknown): boolean {
  return typeof command === 'object' && command !== null && typeof (command as { type?: unknown }).type === 'string';
}

/** Rebuilds a state from setup and an event log: the same events always give the same state. */
export function replay<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setup: GameSetup,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => ruleset.evolve(state, event), ruleset.initialState(setup));
}
