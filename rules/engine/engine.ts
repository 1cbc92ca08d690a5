import { BehaviorSubject, Subject, distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
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
  readonly outcome: Outcome | null;
  /** The current state now, then every change. Shared; let go of when the last subscriber leaves. */
  readonly state$: Observable<State>;
  /** The state and the event log together, for widgets that show both. */
  readonly snapshot$: Observable<Snapshot<State, Event>>;
  /** Each event as it happens (not replayed to late subscribers: read `log` for the past). */
  readonly events$: Observable<Event>;
  /** `events$` as one player may see it (the ruleset's `viewEvent`). Shared per player, like `events$`. */
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
  /** `state$` as one player may see it (the ruleset's `view`). */
  viewFor(player: PlayerId): Observable<State>;
  /** `log` as one player may see it: each event through the ruleset's `viewEvent`; the raw log without one. */
  logFor(player: PlayerId): Event[];
}

/**
 * Wraps a ruleset in an RxJS store. The engine keeps the truth in a BehaviorSubject so that it works
 * headless with no subscriber; the public streams share it with `refCount`, so a widget removed from
 * the page leaves nothing subscribed behind.
 */
export function createEngine<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setup: GameSetup,
): Engine<State, Command, Event> {
  const initialState = ruleset.initialState(setup);
  // One entry per accepted command: its events, the state after them, and the entry before it.
  // Each turn is stored once, so memory grows linearly; the link lets a snapshot list its turns
  // when someone reads them instead of copying the whole history on every dispatch.
  const history: Turn<State, Event>[] = [];
  const snapshotNow = (): Snapshot<State, Event> => snapshotAt(history.at(-1) ?? null, initialState);
  const store = new BehaviorSubject(snapshotNow());
  // Each event travels with the state right after it, which the ruleset's `viewEvent` may consult.
  const events = new Subject<{ event: Event; stateAfter: State }>();
  const rejections = new Subject<Rejection<Command>>();

  const snapshot$ = store.pipe(shareReplay({ bufferSize: 1, refCount: true }));
  const state$ = store.pipe(
    map((snapshot) => snapshot.state),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const events$ = events.pipe(
    map(({ event }) => event),
    shareReplay({ bufferSize: 0, refCount: true }),
  );
  const eventsByPlayer = new Map<PlayerId, Observable<Event>>();
  // Viewed turns, per turn and player: a turn is never changed once stored, so neither is its view.
  const viewedTurns = new WeakMap<object, Map<PlayerId, readonly Event[]>>();
  const rejections$ = rejections.pipe(shareReplay({ bufferSize: 0, refCount: true }));

  const current = (): Snapshot<State, Event> => store.getValue();

  function dispatch(command: Command): DispatchResult<Event> {
    try {
      const produced = decideAndCheck(ruleset, current().state, command);
      const after = foldEach(ruleset, current().state, produced);
      history.push({ state: after.at(-1) ?? current().state, events: produced, previous: history.at(-1) ?? null });
      store.next(snapshotNow());
      produced.forEach((event, index) => {
        events.next({ event, stateAfter: after[index] as State });
      });
      return { ok: true, events: produced };
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      rejections.next({ command, violation: error });
      return { ok: false, violation: error };
    }
  }

  function undo(): boolean {
    if (history.pop() === undefined) return false;
    store.next(snapshotNow());
    return true;
  }

  function eventsFor$(player: PlayerId): Observable<Event> {
    if (!ruleset.viewEvent) return events$;
    let stream = eventsByPlayer.get(player);
    if (stream === undefined) {
      stream = events.pipe(
        map(({ event, stateAfter }) => ruleset.viewEvent?.(event, player, stateAfter) ?? event),
        shareReplay({ bufferSize: 0, refCount: true }),
      );
      eventsByPlayer.set(player, stream);
    }
    return stream;
  }

  function logFor(player: PlayerId): Event[] {
    if (!ruleset.viewEvent) return current().turns.flat();
    return history.flatMap((turn, index) => {
      const byPlayer = viewedTurns.get(turn) ?? new Map<PlayerId, readonly Event[]>();
      viewedTurns.set(turn, byPlayer);
      let viewed = byPlayer.get(player);
      if (viewed === undefined) {
        const before = history[index - 1]?.state ?? initialState;
        const after = foldEach(ruleset, before, turn.events);
        viewed = turn.events.map((event, at) => ruleset.viewEvent?.(event, player, after[at] as State) ?? event);
        byPlayer.set(player, viewed);
      }
      return viewed;
    });
  }

  function reset(): void {
    history.length = 0;
    store.next(snapshotNow());
  }

  return {
    get state() {
      return current().state;
    },
    get log() {
      return current().turns.flat();
    },
    get outcome() {
      return ruleset.outcome(current().state);
    },
    get observed() {
      return store.observed || events.observed || rejections.observed;
    },
    state$,
    snapshot$,
    events$,
    eventsFor$,
    rejections$,
    dispatch,
    undo,
    reset,
    viewFor(player) {
      if (!ruleset.view) return state$;
      return state$.pipe(map((state) => ruleset.view?.(state, player) ?? state));
    },
    logFor,
  };
}

/** One accepted command in the engine's history. Never changed once made. */
interface Turn<State, Event> {
  state: State;
  events: readonly Event[];
  previous: Turn<State, Event> | null;
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
      if (turns === undefined) {
        turns = [];
        for (let turn = tip; turn !== null; turn = turn.previous) turns.push(turn.events);
        turns.reverse();
      }
      return turns;
    },
  };
}

/** The state after each event in turn, folding from `state`. */
function foldEach<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  events: readonly Event[],
): State[] {
  const states: State[] = [];
  let folded = state;
  for (const event of events) {
    folded = ruleset.evolve(folded, event);
    states.push(folded);
  }
  return states;
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
