import type { ReactiveControllerHost } from 'lit';
import { LiveAnnouncer } from './live-announcer.ts';
import type { ReplayStop } from './share-link.ts';

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

  /** The changes since the state the attributes gave, for a shared link (share-link.ts). */
  get log(): readonly State[] {
    return this.states.slice(1);
  }

  /**
   * A shared link's changes: back to the state the attributes gave, then each state of `log` in
   * turn, silently, while `check` finds nothing wrong with it (by default: shaped as that first
   * state, see `sameShape`; a lab may ask its rules instead). Where it stopped, or null.
   */
  replay(log: readonly unknown[], check: (state: State) => string | null = (state) => (sameShape(this.states[0], state) ? null : 'it is not a state of this lab.')): ReplayStop | null {
    const first = this.states[0];
    if (first === undefined) return { step: 1, why: 'the lab could not start from the link’s settings.' };
    this.states = [first];
    for (const [index, state] of log.entries()) {
      const why = check(state as State);
      if (why !== null) return { step: index + 1, why };
      this.states = [...this.states, state as State];
    }
    return null;
  }

  private say(what: string): void {
    const current = this.current;
    if (current !== null) this.announcer.announce(`${what} ${this.describe(current)}`);
  }
}

/**
 * Whether `value` (from a link) has the shape of `reference` (a state the lab made): the same kind
 * of value; an object's keys it shares with the reference shaped alike (a key only one of them has
 * is let be: JSON leaves out optional fields); a list's items each shaped as one of the reference's.
 */
export function sameShape(reference: unknown, value: unknown): boolean {
  if (reference === null || value === null) return reference === value;
  if (Array.isArray(reference)) return Array.isArray(value) && (reference.length === 0 || value.every((item) => reference.some((known) => sameShape(known, item))));
  if (typeof reference !== typeof value || Array.isArray(value)) return false;
  if (typeof reference !== 'object') return true;
  const known = reference as Record<string, unknown>;
  return Object.entries(value as Record<string, unknown>).every(([key, item]) => !Object.hasOwn(known, key) || sameShape(known[key], item));
}
