import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Subscription } from 'rxjs';
import type { BaseCommand, BaseEvent, DispatchResult, Engine, Rejection, Snapshot } from '../../rules/engine/index.ts';

/** A refused command, and how many turns had been accepted when it was refused. */
export interface LoggedRejection<Command> {
  rejection: Rejection<Command>;
  afterTurn: number;
}

/**
 * Connects a widget to a rules engine. The subscriptions live exactly as long as the element is in
 * the document: they open in `hostConnected` and close in `hostDisconnected`, so an element removed
 * from the page leaves the engine unobserved (`engine.observed === false`) and nothing leaks.
 *
 * The widget builds engines (from its attributes) and hands them over with `setEngine`; the
 * controller drops the old engine's subscriptions and takes up the new one's. Each change asks the
 * host to re-render.
 */
export class EngineController<State, Command extends BaseCommand, Event extends BaseEvent> implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private current: Engine<State, Command, Event> | null = null;
  private subscriptions: Subscription[] = [];
  private connected = false;

  /** The engine's latest state and event log; null without an engine. */
  snapshot: Snapshot<State, Event> | null = null;

  /**
   * Commands refused since the engine was set or reset. Kept here because the engine's snapshot
   * only holds accepted turns; a rejection recorded after a turn that is undone is dropped with it.
   */
  rejections: readonly LoggedRejection<Command>[] = [];

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  get engine(): Engine<State, Command, Event> | null {
    return this.current;
  }

  /** Swaps to another engine (or none), with a fresh log. */
  setEngine(engine: Engine<State, Command, Event> | null): void {
    if (engine === this.current) return;
    this.unsubscribe();
    this.current = engine;
    this.rejections = [];
    // Read synchronously so the host can render the new engine in the same update (with any
    // turns already played on it, such as a preset's opening); the subscription (if connected)
    // then keeps it current.
    this.snapshot = engine === null ? null : currentSnapshot(engine);
    if (this.connected) this.subscribe();
    this.host.requestUpdate();
  }

  /** Sends a command to the engine. Refusals arrive through `rejections` as well. */
  dispatch(command: Command): DispatchResult<Event> | null {
    const result = this.current?.dispatch(command) ?? null;
    this.syncWhileDisconnected();
    return result;
  }

  undo(): boolean {
    const undone = this.current?.undo() ?? false;
    this.syncWhileDisconnected();
    return undone;
  }

  reset(): void {
    if (this.current === null) return;
    this.rejections = [];
    this.current.reset();
    this.syncWhileDisconnected();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.connected = true;
    this.subscribe();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.unsubscribe();
  }

  /** Out of the document nothing is subscribed: read the engine directly so `snapshot` stays true. */
  private syncWhileDisconnected(): void {
    if (!this.connected && this.current !== null) this.snapshot = currentSnapshot(this.current);
  }

  private subscribe(): void {
    const engine = this.current;
    if (engine === null || this.subscriptions.length > 0) return;
    this.subscriptions = [
      engine.snapshot$.subscribe((snapshot) => {
        this.snapshot = snapshot;
        const turns = snapshot.turns.length;
        if (this.rejections.some((logged) => logged.afterTurn > turns)) {
          this.rejections = this.rejections.filter((logged) => logged.afterTurn <= turns);
        }
        this.host.requestUpdate();
      }),
      engine.rejections$.subscribe((rejection) => {
        this.rejections = [...this.rejections, { rejection, afterTurn: this.snapshot?.turns.length ?? 0 }];
        this.host.requestUpdate();
      }),
    ];
  }

  private unsubscribe(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
  }
}

/** The engine's snapshot now: its store replays the latest value to a subscriber at once. */
function currentSnapshot<State, Command extends BaseCommand, Event extends BaseEvent>(engine: Engine<State, Command, Event>): Snapshot<State, Event> {
  let snapshot: Snapshot<State, Event> = { state: engine.state, turns: [] };
  engine.snapshot$
    .subscribe((latest) => {
      snapshot = latest;
    })
    .unsubscribe();
  return snapshot;
}
