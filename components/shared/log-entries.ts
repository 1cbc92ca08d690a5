import type { LoggedRejection } from './engine-controller.ts';
import type { LogEntry } from './event-log.ts';
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
