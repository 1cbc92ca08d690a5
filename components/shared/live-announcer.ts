import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';

/**
 * A widget's own polite live region: after each of the reader's actions it says, in one sentence,
 * everything that action did (where `<rb-event-log>` would announce only the newest entry; such a
 * widget sets the log `silent`). Shared so that every widget that speaks for itself does it the
 * same way: each announcement is a fresh node, so the same words twice in a row are read twice.
 *
 * Use: `private readonly announcer = new LiveAnnouncer(this)`, `this.announcer.announce(text)`,
 * and `${this.announcer.render()}` inside the widget's box. It needs no lifecycle: it only asks
 * the host to render again when there is something new to say.
 */
export class LiveAnnouncer {
  private readonly host: ReactiveControllerHost;
  private current: { count: number; text: string } | null = null;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
  }

  /** Says `text` now (on the next render). */
  announce(text: string): void {
    this.current = { count: (this.current?.count ?? 0) + 1, text };
    this.host.requestUpdate();
  }

  /** Says nothing, as after a fresh start. */
  clear(): void {
    this.current = null;
    this.host.requestUpdate();
  }

  /** The live region, visually hidden. */
  render(): TemplateResult {
    return html`<div class="visually-hidden" aria-live="polite" aria-atomic="true">
      ${this.current === null ? nothing : keyed(this.current.count, html`<span>${this.current.text}</span>`)}
    </div>`;
  }
}
