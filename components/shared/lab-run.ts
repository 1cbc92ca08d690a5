import { tryDecide, type BaseCommand, type BaseEvent, type DispatchResult, type Ruleset } from '../../rules/engine/index.ts';
import type { LoggedRejection } from './engine-controller.ts';

/** One accepted command of a lab and what it did. */
interface LabStep<State, Command, Event> {
  command: Command;
  events: readonly Event[];
  /** The state after it. */
  state: State;
}

/**
 * A lab's rules at work: the state the setup gave, then each accepted command with its events and
 * the state after it, and each refused command where it came. The same bookkeeping as the engine
 * (rules/engine/engine.ts) without its streams: a lab has one reader, its element, and RxJS would
 * cost every lab tag about 8 kB gzip for subscriptions nobody makes. The commands go through the
 * same checks (`tryDecide`, rules/engine/fold.ts), so a lab refuses exactly what its ruleset
 * refuses.
 */
export class LabRun<State, Command extends BaseCommand, Event extends BaseEvent> {
  /** The state the setup gave. */
  readonly start: State;
  /** Refused commands, each after the turns accepted before it (dropped with an undone turn). */
  rejections: readonly LoggedRejection<Command>[] = [];
  /** The setup's type matters only to `initialState`, which the lab's shell called already. */
  private readonly ruleset: Ruleset<State, Command, Event, never>;
  private steps: readonly LabStep<State, Command, Event>[] = [];

  constructor(ruleset: Ruleset<State, Command, Event, never>, start: State) {
    this.ruleset = ruleset;
    this.start = start;
  }

  /** The state now. */
  get state(): State {
    return this.steps.at(-1)?.state ?? this.start;
  }

  /** Each accepted command's events, oldest first (a snapshot's `turns`). */
  get turns(): readonly (readonly Event[])[] {
    return this.steps.map((step) => step.events);
  }

  /** Each accepted command, oldest first: what a shared link carries. */
  get commands(): readonly Command[] {
    return this.steps.map((step) => step.command);
  }

  /** Decides `command` and, when the rules accept it, applies its events. A refusal is kept and returned, never thrown. */
  dispatch(command: Command): DispatchResult<Event> {
    const result = tryDecide(this.ruleset, this.state, command);
    if (result.ok) {
      const state = result.events.reduce((before, event) => this.ruleset.evolve(before, event), this.state);
      this.steps = [...this.steps, { command, events: result.events, state }];
    } else {
      this.rejections = [...this.rejections, { rejection: { command, violation: result.violation }, afterTurn: this.steps.length }];
    }
    return result;
  }

  /** Takes back the last accepted command; false when there is none. */
  undo(): boolean {
    if (this.steps.length === 0) return false;
    this.steps = this.steps.slice(0, -1);
    this.rejections = this.rejections.filter((logged) => logged.afterTurn <= this.steps.length);
    return true;
  }

  /** Back to the state the setup gave, with an empty log. */
  restart(): void {
    this.steps = [];
    this.rejections = [];
  }
}
