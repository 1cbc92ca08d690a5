import type { LoggedRejection } from './engine-controller.ts';
import type { LogEntry, LogPrelude } from './event-log.ts';
import type { RuleCitation } from './rule-citation.ts';

/** An event that cites the rule that produced it, as every game's events do. */
interface CitingEvent {
  rule: string;
}

/** How a widget words its log: the game's words for an event, and its rule map for a citation. */
export interface LogWords<Event extends CitingEvent> {
  describeEvent: (event: Event) => string;
  citation: (rule: string) => RuleCitation;
  /** A refusal's message as shown; default: as the rules wrote it. */
  describeRefusal?: (message: string) => string;
}

/**
 * The `<rb-event-log>` entries of an engine's log: each accepted turn's events, with each refused
 * command placed where it happened (after the `afterTurn` turns accepted before it; see
 * `EngineController.rejections`). Every widget shows its log this way, so it is built here once.
 *
 * `from` and `to` keep a span of turns, [from, to): a refusal counts with the turn that followed
 * it, and refusals after the last turn count with the end. A whole game splits its log so: a
 * preset's opening (`to: startTurns`), then the rest (`from: startTurns`).
 */
export function logEntriesOf<Command, Event extends CitingEvent>(
  turns: readonly (readonly Event[])[],
  rejections: readonly LoggedRejection<Command>[],
  words: LogWords<Event>,
  span: { from?: number; to?: number } = {},
): LogEntry[] {
  const entries: LogEntry[] = [];
  const refusal = words.describeRefusal ?? ((message: string) => message);
  const end = Math.min(span.to ?? Infinity, turns.length + 1);
  for (let turn = span.from ?? 0; turn < end; turn++) {
    for (const logged of rejections) {
      if (logged.afterTurn !== turn) continue;
      const { violation } = logged.rejection;
      entries.push({ kind: 'rejection', text: refusal(violation.message), rule: words.citation(violation.rule) });
    }
    for (const event of turns[turn] ?? []) entries.push({ kind: 'event', text: words.describeEvent(event), rule: words.citation(event.rule) });
  }
  return entries;
}

/** A whole game's log: the entries since the starting moment, and the preset's opening before them. */
export interface GameLog {
  entries: LogEntry[];
  prelude: LogPrelude | null;
}

/**
 * A whole game's log split at its starting moment: the first `startTurns` turns (a preset's
 * opening) become the prelude, collapsed under "How we got here", and the rest the entries. With no
 * opening there is no prelude.
 */
export function gameLogOf<Command, Event extends CitingEvent>(
  turns: readonly (readonly Event[])[],
  rejections: readonly LoggedRejection<Command>[],
  words: LogWords<Event>,
  startTurns: number,
): GameLog {
  const entries = logEntriesOf(turns, rejections, words, { from: startTurns });
  if (startTurns === 0) return { entries, prelude: null };
  const moves = `${String(startTurns)} ${startTurns === 1 ? 'move' : 'moves'}`;
  return { entries, prelude: { summary: `How we got here: ${moves} from the setup`, entries: logEntriesOf(turns, rejections, words, { to: startTurns }) } };
}
