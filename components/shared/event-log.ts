import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { renderCitation, type RuleCitation } from './rule-citation.ts';
import { eventLogStyles } from './event-log.styles.ts';

/** One line of a widget's log: something that happened, or a command the rules refused. */
export interface LogEntry {
  kind: 'event' | 'rejection';
  text: string;
  /** The rule the entry cites; linked to its docs page. */
  rule?: RuleCitation | undefined;
}

/**
 * Entries that came before the widget's starting moment (the opening moves of a preset): shown
 * first, in a group collapsed under `summary`, and never announced.
 */
export interface LogPrelude {
  summary: string;
  entries: readonly LogEntry[];
}

/**
 * The log of a widget: every event and every refused command, oldest first, each citing its rule.
 * The newest entry is scrolled into view and announced to screen readers through a polite live
 * region. Refused commands are marked with a symbol and the word "Refused", not by colour alone.
 *
 * Keyboard: the log is one Tab stop however long it grows (its scrolling box); the rule links and
 * the opening group's summary inside it are reached with the arrow keys (↓ the first, ↑ the newest,
 * then ↑ ↓ from one to the next, Home and End), Escape goes back to the box, and Tab leaves the log.
 * A hint says so while focus is inside.
 *
 * The class is not registered; import `rb-event-log.ts` for the `<rb-event-log>` tag.
 *
 * @tagname rb-event-log
 * @attr label - The log's heading, and the start of its accessible name. Default "Event log".
 * @attr context - What the log belongs to, such as the widget's title: its accessible name is then
 *   "label, context", so several logs on one page can be told apart. Default none.
 * @attr empty-text - Shown while the log is empty. Default "Nothing has happened yet."
 * @attr silent - Announce nothing: for a widget that announces its entries itself (all of a
 *   command's events together, where the log would announce only the newest).
 * @attr tools-only - Show only what is in the `tools` slot: no heading, no entries, nothing
 *   announced. For a moment the log must stay out of view (a hand-off between players) while its
 *   tools stay where they are, focus and all.
 * @prop prelude - Entries from before the starting moment (`{ summary, entries }`), listed first in
 *   a collapsed group (a `<details>` the reader opens). Not announced; `empty-text` still shows
 *   when nothing has happened since, on the closed group's line where both fit.
 * @slot tools - Buttons beside the heading, on its line when they fit (a game's Undo, Reset and
 *   Replay: they act on what the log lists).
 * @csspart base - The wrapper around heading and list.
 * @csspart heading - The visible heading.
 * @csspart keys-hint - How to move through the log by keyboard, shown while focus is inside.
 * @csspart scroller - The scrollable box around the list.
 * @csspart list - The `<ol>` of entries.
 * @csspart entry - Every entry.
 * @csspart entry-event - An entry for an event.
 * @csspart entry-rejection - An entry for a refused command.
 * @csspart prelude - The collapsed group of entries before the starting moment; `prelude-summary`
 *   its summary line, `prelude-list` its list.
 * @csspart rule - A rule citation; also `rule-link`, `rule-title`, `rule-id` inside it.
 * @cssprop --rb-event-log-max-height - How tall the list grows before it scrolls. Default 12rem.
 * @cssprop --rb-color-error - Marker colour of refused commands.
 */
export class RbEventLog extends LitElement {
  // The scroller is positioned: it contains the visually hidden text of rule citations, which
  // would otherwise (absolutely positioned) escape the scrolling box and stretch the page below
  // the widget. (Comments stay out of the CSS text, which ships to every reader.)
  static override styles = eventLogStyles;

  /** The entries, oldest first. Set as a property (it is not an attribute). */
  @property({ attribute: false }) entries: readonly LogEntry[] = [];

  @property() label = 'Event log';

  @property() context = '';

  @property({ attribute: 'empty-text' }) emptyText = 'Nothing has happened yet.';

  @property({ type: Boolean }) silent = false;

  @property({ type: Boolean, attribute: 'tools-only' }) toolsOnly = false;

  /** Entries from before the starting moment, in a collapsed group. Set as a property. */
  @property({ attribute: false }) prelude: LogPrelude | null = null;

  /** What the live region says: the newest entry, only when one was added. */
  @state() private announcement: { count: number; text: string } | null = null;

  @query('.scroller') private scroller?: HTMLElement | null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('entries')) {
      const before = changed.get('entries')?.length ?? 0;
      const latest = this.entries.at(-1);
      // Announce growth only: an undo or reset shortens the log, and re-reading an old entry
      // then would tell the listener something that did not just happen.
      this.announcement =
        latest !== undefined && this.entries.length > before
          ? { count: this.entries.length, text: spoken(latest) }
          : null;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Keep the newest entry in view. Reading scrollHeight makes the browser lay the page out there
    // and then; an empty log (every widget's first render) has nothing to scroll, so skip it.
    if (changed.has('entries') && this.entries.length > 0 && this.scroller) {
      this.scroller.scrollTop = this.scroller.scrollHeight;
    }
    // One Tab stop: what is focusable inside is reached with the arrow keys instead (onKeyDown).
    for (const stop of this.stopsInside()) stop.tabIndex = -1;
  }

  private hasStopsInside(): boolean {
    const linked = (entry: LogEntry): boolean => entry.rule?.docs !== undefined;
    return (this.prelude !== null && this.prelude.entries.length > 0) || this.entries.some(linked);
  }

  /** The rule links and the opening group's summary, in order; links in a closed group are left out. */
  private stopsInside(): HTMLElement[] {
    const all = this.scroller?.querySelectorAll<HTMLElement>('summary, a[href]') ?? [];
    return [...all].filter((stop) => stop.localName === 'summary' || stop.closest('details:not([open])') === null);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const stops = this.stopsInside();
    const focused = this.shadowRoot?.activeElement ?? null;
    const at = stops.findIndex((stop) => stop === focused);
    const fromBox = focused === this.scroller;
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = fromBox ? stops[0] : stops[Math.min(at + 1, stops.length - 1)];
        break;
      case 'ArrowUp':
        next = fromBox ? stops.at(-1) : stops[Math.max(at - 1, 0)];
        break;
      case 'Home':
        next = stops[0];
        break;
      case 'End':
        next = stops.at(-1);
        break;
      case 'Escape':
        next = fromBox ? undefined : (this.scroller ?? undefined);
        break;
      case 'Tab':
        // Out of the log from wherever inside it: from the box, the browser's next stop is past the
        // log (nothing inside is in the Tab order), but from a link it would be the box again.
        if (!fromBox && at !== -1) this.scroller?.focus();
        return;
      default:
        return;
    }
    if (next === undefined || (!fromBox && at === -1)) return;
    event.preventDefault();
    next.focus();
  };

  protected override render(): unknown {
    if (this.toolsOnly) return html`<div part="base"><slot name="tools"></slot></div>`;
    return html`
      <div part="base">
        <div class="heading-row">
          <p class="heading" part="heading" id="heading">${this.label}</p>
          <slot name="tools"></slot>
        </div>
        <div
          class=${
            // Nothing since the opening: its group, closed, and the empty text share a line where both fit.
            this.entries.length === 0 ? 'scroller quiet' : 'scroller'
          }
          part="scroller"
          role="region"
          aria-label=${this.context === '' ? this.label : `${this.label}, ${this.context}`}
          aria-describedby=${this.hasStopsInside() ? 'keys-hint' : nothing}
          tabindex="0"
          @keydown=${this.onKeyDown}
        >
          ${this.renderPrelude()}
          ${this.entries.length === 0
            ? html`<p class="empty">${this.emptyText}</p>`
            : html`<ol part="list">
                ${this.entries.map((entry) => this.renderEntry(entry))}
              </ol>`}
        </div>
        ${this.hasStopsInside()
          ? html`<p class="keys-hint" part="keys-hint" id="keys-hint">↑ ↓ move through the rule links, Esc comes back, Tab leaves the log.</p>`
          : nothing}
        <div class="visually-hidden" aria-live="polite" aria-atomic="true">
          ${this.announcement === null || this.silent
            ? nothing
            : // A fresh node per entry, so the same text twice in a row is still announced.
              keyed(this.announcement.count, html`<span>${this.announcement.text}</span>`)}
        </div>
      </div>
    `;
  }

  private renderPrelude(): unknown {
    const prelude = this.prelude;
    if (prelude === null || prelude.entries.length === 0) return nothing;
    return html`<details part="prelude">
      <summary part="prelude-summary">${prelude.summary}</summary>
      <ol part="list prelude-list">
        ${prelude.entries.map((entry) => this.renderEntry(entry))}
      </ol>
    </details>`;
  }

  private renderEntry(entry: LogEntry): unknown {
    if (entry.kind === 'rejection') {
      return html`<li class="rejection" part="entry entry-rejection">
        <span class="marker" aria-hidden="true">✗</span> <strong>Refused:</strong> ${entry.text}${renderCitation(entry.rule)}
      </li>`;
    }
    return html`<li part="entry entry-event">${entry.text}${renderCitation(entry.rule)}</li>`;
  }
}

function spoken(entry: LogEntry): string {
  const rule = entry.rule === undefined ? '' : ` (rule: ${entry.rule.title ?? entry.rule.id})`;
  return entry.kind === 'rejection' ? `Refused: ${entry.text}${rule}` : `${entry.text}${rule}`;
}
