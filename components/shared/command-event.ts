import type { DispatchResult } from '../../rules/engine/index.ts';

/**
 * Detail of the `rb-command` event every Rulebench widget fires after each command it sends to
 * its rules engine, accepted or refused: the command, and what the engine answered (the events,
 * or the refusal with its rule). A widget that says more extends it (the game adds `by`: who sent
 * the command).
 *
 * One declaration for all widgets: `HTMLElementEventMap['rb-command']` carries the loosest detail,
 * `CommandDetail<unknown, unknown>`, so a listener on the page hears every widget. Narrow it with
 * the widget's own alias (`GameCommandDetail`, `AttackCommandDetail`, …) where the command's type
 * matters.
 */
export interface CommandDetail<Command, Event> {
  command: Command;
  result: DispatchResult<Event>;
}

/** The `rb-command` event: it bubbles and crosses shadow roots, so a page can listen on `document`. */
export function commandEvent<Detail extends CommandDetail<unknown, unknown>>(detail: Detail): CustomEvent<Detail> {
  return new CustomEvent<Detail>('rb-command', { detail, bubbles: true, composed: true });
}

declare global {
  interface HTMLElementEventMap {
    'rb-command': CustomEvent<CommandDetail<unknown, unknown>>;
  }
}
