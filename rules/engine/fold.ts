/**
 * The engine's plain fold: `decide` with the checks every game shares, asked without throwing, and
 * a state rebuilt from commands or events, with no streams. The labs run on these alone
 * (components/shared/lab-run.ts), and so does every playout and bot; `createEngine` (engine.ts)
 * adds RxJS on top. Apart from engine.ts so that what imports these does not reach RxJS: the blog
 * loader's play chunk, shared by the labs and the whole games, holds this file and no RxJS
 * (scripts/build-bundle.ts).
 */
import type { BaseCommand, BaseEvent, Ruleset, Setup } from './ruleset.ts';
import { RuleViolation } from './rule-violation.ts';

export type DispatchResult<Event> = { ok: true; events: Event[] } | { ok: false; violation: RuleViolation };

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
