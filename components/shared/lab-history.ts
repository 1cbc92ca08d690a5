import type { ReactiveControllerHost } from 'lit';
import { LiveAnnouncer } from './live-announcer.ts';

/**
 * What the reader of a lab has set, change by change, for its Undo and Reset buttons
 * (lab-shell.ts `renderUndoReset`): the state the attributes gave first, then each change; the
 * last is the state now. Each change, Undo and Reset is said in the lab's live region
 * (`announcer`, which the lab renders and says its other news in) with `describe` of the state it
 * leaves, so a screen reader hears what it did.
 *
 * For labs whose state is plain data, as the rules' labs are: `begin` when the attributes change,
 * `change` for each of the reader's changes, `undo` and `reset` for the buttons. It needs no
 * lifecycle: whenever it changes it speaks, which asks the host to render again.
 */
export class LabHistory<State> {
  readonly announcer: LiveAnnouncer;
  /** The state the attributes gave, then each change; empty while the attributes are wrong. */
  states: readonly State[] = [];
  private readonly describe: (state: State) => string;

  constructor(host: ReactiveControllerHost, describe: (state: State) => string) {
    this.announcer = new LiveAnnouncer(host);
    this.describe = describe;
  }

  /** The state now; null while the attributes are wrong. */
  get current(): State | null {
    return this.states.at(-1) ?? null;
  }

  /** Whether there is a change to undo. */
  get canUndo(): boolean {
    return this.states.length > 1;
  }

  /** Starts again from `first`, the state the attributes give (null while they are wrong), silently. */
  begin(first: State | null): void {
    this.states = first === null ? [] : [first];
    this.announcer.clear();
  }

  /** Moves to `next` and says `said`, then what `next` is. Call it only while there is a state. */
  change(next: State, said: string): void {
    this.states = [...this.states, next];
    this.say(said);
  }

  /** Takes back the last change. False, and says so, when there is none. */
  undo(): boolean {
    if (!this.canUndo) {
      this.announcer.announce('Nothing to undo.');
      return false;
    }
    this.states = this.states.slice(0, -1);
    this.say('Undone.');
    return true;
  }

  /** Back to where the attributes put everything. */
  reset(): void {
    this.states = this.states.slice(0, 1);
    this.say('Reset.');
  }

  private say(what: string): void {
    const current = this.current;
    if (current !== null) this.announcer.announce(`${what} ${this.describe(current)}`);
  }
}
