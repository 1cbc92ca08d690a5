import { css, html, nothing, type TemplateResult } from 'lit';
import { renderCitation, type RuleCitation } from './rule-citation.ts';
import { tokens } from './theme.ts';

/*
 * What every lab (a `<game>-<mechanic>` what-if widget, hosted by LabShell in lab-element.ts) shows
 * around its own content: the title with "About this example" beside it, and the Undo and Reset
 * row, with the same parts, so a page styles every lab alike.
 *
 * In the blog bundle's lab chunk, not its base (scripts/build-bundle.ts LAB_ROOTS): only labs use
 * it, and the widgets that do not would pay for it there. Each style is made in a call marked
 * pure, so that a piece no lab takes is left out of the chunk: esbuild keeps every top-level `css`
 * template, used or not, and reads no pure mark on a tagged template.
 */

/**
 * The styles of `renderLabHeading`: with a preset, "About this example" waits, collapsed, beside
 * the title where both fit; opened, the description runs under them.
 */
export const labHeadingStyles = /* @__PURE__ */ (() => css`
  .heading {
    display: flow-root;
  }
  .heading h2 {
    float: left;
    margin-right: 1rem;
  }
  .about > summary {
    cursor: pointer;
    color: ${tokens.muted};
    font-weight: 600;
  }
  .description {
    clear: left;
    color: ${tokens.muted};
  }
`)();

/**
 * A lab's box (list it after `controlStyles`; the lab's own styles may override it): one column
 * whose items may shrink below their content, section headings at the text's size, list boxes in
 * the accent colour, a wide table scrolling sideways in its own `.table-scroll` box, and
 * `labHeadingStyles`.
 */
export const labStyles = /* @__PURE__ */ (() => css`
  ${labHeadingStyles}
  .widget {
    gap: 0.6rem;
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    font-size: 1em;
    margin: 0 0 0.3rem;
  }
  select {
    font: inherit;
    padding: 0.15rem 0.3rem;
    border: 2px solid ${tokens.accent};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    color: ${tokens.text};
  }
  .table-scroll {
    overflow-x: auto;
  }
`)();

/**
 * "About this example", collapsed, holding a preset's description (parts `about` and
 * `description`; a lab may add to the words, such as the rule the example shows); nothing
 * without a preset.
 */
export function renderAbout(description: string | TemplateResult | undefined): TemplateResult | typeof nothing {
  return description === undefined
    ? nothing
    : html`<details class="about" part="about">
        <summary>About this example</summary>
        <p class="description" part="description">${description}</p>
      </details>`;
}

/**
 * The lab's title (`id="title"`: the widget's box and its sections are labelled by it) and, with a
 * preset, `renderAbout` beside it.
 */
export function renderLabHeading(title: string, description: string | TemplateResult | undefined): TemplateResult {
  return html`<div class="heading">
    <h2 id="title">${title}</h2>
    ${renderAbout(description)}
  </div>`;
}

/** A lab's own Undo and Reset (public methods every lab has), which the buttons call. */
export interface UndoResetLab {
  undo(): unknown;
  reset(): unknown;
}

/**
 * Undo and Reset under a lab (part `controls`; the buttons `button undo-button` and
 * `button reset-button`), calling the lab's `undo` and `reset`, after the lab's own buttons
 * (`leading`: a Next step) where it has some. A button with nothing to do is `aria-disabled`, not
 * disabled: it keeps its place in the Tab order, and the lab says so in its live region when it
 * is pressed. `share` comes last: the lab's "Copy link" (share-link.ts `ShareController.renderButton`).
 */
export function renderUndoReset(lab: UndoResetLab, canUndo: boolean, canReset = canUndo, leading: unknown = nothing, share: unknown = nothing): TemplateResult {
  return html`<div class="controls" part="controls">
    ${leading}<button part="button undo-button" aria-disabled=${canUndo ? 'false' : 'true'} @click=${() => {
      lab.undo();
    }}>Undo</button>
    <button part="button reset-button" aria-disabled=${canReset ? 'false' : 'true'} @click=${() => {
      lab.reset();
    }}>Reset</button>
    ${share}
  </div>`;
}

/** A change the rules refused: their words, and the rule. */
export interface Refusal {
  message: string;
  rule: string;
}

/** A change the rules refused (part `refusal`), with its rule, or nothing. */
export function renderRefusal(refusal: Refusal | null, citation: (rule: string) => RuleCitation): TemplateResult | typeof nothing {
  return refusal === null ? nothing : html`<p class="refusal" part="refusal" role="status">Refused: ${refusal.message}${renderCitation(citation(refusal.rule))}</p>`;
}
