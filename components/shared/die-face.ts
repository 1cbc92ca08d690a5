import { LitElement, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { dieFaceStyles } from './die-face.styles.ts';

export type DieResult = 'hit' | 'miss';

/**
 * One face of a die (a d12 by default, drawn as the pentagon face of a dodecahedron) showing a
 * number, marked hit (✓) or miss (✗) by a symbol and in its accessible name, never by colour alone.
 * With `animated` it tumbles in when it appears, unless the reader prefers reduced motion.
 *
 * The class is not registered; import `rb-die-face.ts` for the `<rb-die-face>` tag.
 *
 * @tagname rb-die-face
 * @attr value - The number shown. Empty for a die not rolled yet.
 * @attr result - `hit`, `miss`, or absent for an unmarked face.
 * @attr sides - How many sides the die has, for the accessible name. Default 12.
 * @attr label - Replaces the accessible name (default e.g. "d12 showing 7, hit").
 * @attr animated - Tumble in when shown (skipped under prefers-reduced-motion).
 * @csspart base - The die (role img).
 * @csspart face - The pentagon.
 * @csspart value - The number.
 * @csspart mark - The ✓ or ✗ symbol.
 * @cssprop --rb-die-size - Width and height of the die. Default 3rem.
 * @cssprop --rb-color-hit - Outline, number and mark of a hit.
 * @cssprop --rb-color-hit-surface - Fill of a hit.
 * @cssprop --rb-color-miss - Outline, number and mark of a miss.
 * @cssprop --rb-color-miss-surface - Fill of a miss.
 */
export class RbDieFace extends LitElement {
  static override styles = dieFaceStyles;

  @property({ type: Number }) value: number | null = null;

  @property({ reflect: true }) result: DieResult | null = null;

  @property({ type: Number }) sides = 12;

  @property() label: string | null = null;

  @property({ type: Boolean, reflect: true }) animated = false;

  protected override render(): unknown {
    const hasValue = this.value !== null && Number.isFinite(this.value);
    const shown = hasValue ? String(this.value) : '?';
    const mark = this.result === 'hit' ? '✓' : this.result === 'miss' ? '✗' : null;
    const name =
      this.label ??
      (hasValue
        ? `d${String(this.sides)} showing ${shown}${this.result === null ? '' : `, ${this.result}`}`
        : `d${String(this.sides)}, not rolled yet`);
    return html`<span class="die" part="base" role="img" aria-label=${name}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        ${svg`<polygon part="face" points="50,8 93.75,39.79 77.04,91.21 22.96,91.21 6.25,39.79"></polygon>
          <text part="value" x="50" y="58">${shown}</text>`}
      </svg>
      ${mark === null ? nothing : html`<span class="mark" part="mark" aria-hidden="true">${mark}</span>`}
    </span>`;
  }
}
