import { css, html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { tokens } from './theme.ts';

/**
 * What the host renders for `DrawnWidth` to watch: an empty line as wide as the element, which the
 * host's styles give no height (`.width-probe { height: 0; }`).
 */
export const widthProbe: TemplateResult = html`<div class="width-probe" aria-hidden="true"></div>`;

/**
 * A drawing never shown smaller than its SVG units scrolls sideways when the element is narrower
 * (the battle area, the sky map): its scroller (`.scroll`, focusable so a keyboard can scroll it)
 * and the hint above it (`.scroll-hint`) look the same in every board. On paper (issue 25) nothing
 * scrolls: the drawing is shown whole, past the column if it must, and the hint goes. Made in a
 * call marked pure, so a widget that imports only `DrawnWidth` from here leaves the text out.
 */
export const scrollingDrawingStyles = /* @__PURE__ */ (() => css`
  .scroll {
    overflow-x: auto;
    contain: inline-size;
  }
  .scroll:focus-visible {
    outline: 2px solid ${tokens.accent};
    outline-offset: 2px;
  }
  .scroll-hint {
    margin: 0 0 0.2rem;
    color: ${tokens.muted};
  }
  @media print {
    .scroll {
      overflow: visible;
      contain: none;
    }
    .scroll-hint {
      display: none;
    }
  }
`)();

/**
 * How wide an element is drawn, kept current with a `ResizeObserver`, for SVG drawings (the Steam
 * Torpedo submarine and battle area, the Steam Pirates sky map): they choose their layout from it
 * so that their text is never drawn smaller than its font size in SVG units (the SVG is never
 * shown at less than one pixel per unit). `width` is 0
 * until the element has been laid out; the host updates whenever it changes.
 *
 * It watches the host's `widthProbe`, not the host: a new layout changes the host's height, and a
 * size changing while the observer reports it would be an error ("ResizeObserver loop completed
 * with undelivered notifications"). The probe's height is always 0.
 */
export class DrawnWidth implements ReactiveController {
  width = 0;
  private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode };
  private observer: ResizeObserver | null = null;
  private watched: Element | null = null;

  constructor(host: ReactiveControllerHost & { readonly renderRoot: ParentNode }) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver((entries) => {
      this.resize(entries[entries.length - 1]?.contentRect.width ?? 0);
    });
    this.watched = null;
    this.watchProbe();
  }

  hostUpdated(): void {
    this.watchProbe();
    // A ResizeObserver reports nothing while the element's content is skipped (inside a closed
    // `<details>`, whose content is `content-visibility: hidden`), though its box is laid out when
    // asked. Left at 0 there, a board kept its widest layout, shrunk to the column (7 px text in
    // the attack lab's closed attacker board on a phone) until opened: so a skipped probe is read.
    // A visible one is left to the observer, which hears of it before the first paint. After this
    // update, not in it: Lit warns of an update asked for while one ends.
    const probe = this.watched;
    if (this.width === 0 && probe !== null) {
      queueMicrotask(() => {
        if (!probe.checkVisibility()) this.resize(probe.getBoundingClientRect().width);
      });
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.watched = null;
  }

  /** Whether the element is drawn, and narrower than `width` pixels. */
  narrowerThan(width: number): boolean {
    return this.width > 0 && this.width < width;
  }

  private resize(width: number): void {
    if (width === this.width) return;
    this.width = width;
    this.host.requestUpdate();
  }

  /** Watches the probe the host rendered last (a render without one, such as an error, keeps the old width). */
  private watchProbe(): void {
    const probe = this.host.renderRoot.querySelector('.width-probe');
    if (probe === null || probe === this.watched || this.observer === null) return;
    if (this.watched !== null) this.observer.unobserve(this.watched);
    this.observer.observe(probe);
    this.watched = probe;
  }
}
