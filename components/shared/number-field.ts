import { css, html, noChange, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { tokens } from './theme.ts';

/*
 * A number a reader changes inside a widget ("change one number and everything updates"). A
 * template helper, not an element: the label, the input and its message must share one shadow
 * root for `for` and `aria-describedby` to reach each other.
 */

/** What the reader has typed into a whole-number field. */
export type WholeNumberEntry =
  | { kind: 'whole'; value: number }
  /** Nothing, or text that is no number yet ("-", "2."): the reader may still be typing. */
  | { kind: 'unfinished' }
  /** A number, but not a whole one a game can use ("2.5", "1e20"). */
  | { kind: 'not-whole' };

export function readWholeNumber(input: HTMLInputElement): WholeNumberEntry {
  // A number input's own parse: "" for text that is no number, so valueAsNumber is NaN then.
  const value = input.valueAsNumber;
  if (Number.isNaN(value)) return { kind: 'unfinished' };
  if (!Number.isSafeInteger(value)) return { kind: 'not-whole' };
  return { kind: 'whole', value: value === 0 ? 0 : value }; // "-0" is 0
}

export interface NumberField {
  /** The input's id; its message gets `${id}-problem`. Unique within the shadow root. */
  id: string;
  label: string;
  /** The number in force. The field shows it, except while it shows an entry that was refused. */
  value: number;
  /** Why the reader's entry was not taken, shown beside the field; null when there is nothing wrong. */
  problem: string | null;
  /** Called with the field's `input` and `change` events (`change` when the reader leaves it or presses Enter). */
  onEntry: (event: Event) => void;
  /** Called by the − and + buttons. */
  onStep: (step: -1 | 1) => void;
  /**
   * The range the rules take, when they set one, for the input to say. The − and + buttons stay
   * enabled at the ends (disabling the one pressed would drop the focus): `onStep` refuses the step.
   */
  min?: number;
  max?: number;
}

/**
 * A labelled `<input type="number" step="1">` between − and + buttons, with its problem (if any)
 * tied to it by `aria-describedby` and `aria-invalid`. The buttons are left out of the tab order:
 * the arrow keys do the same in the input, and two extra stops per number would make the widget
 * slow to get through by keyboard.
 */
export function renderNumberField(field: NumberField): TemplateResult {
  const problemId = `${field.id}-problem`;
  // While an entry is refused, leave the reader's text on screen beside its message; otherwise
  // show the number in force (live: the reader may have typed over it since the last render).
  const shown = field.problem === null ? live(String(field.value)) : noChange;
  return html`<span class="number-field">
    <label for=${field.id}>${field.label}</label>
    <span class="stepper">
      <button type="button" class="step" part="button step-button" tabindex="-1" aria-label=${`${field.label} minus 1`} @click=${() => {
        field.onStep(-1);
      }}>−</button>
      <input
        id=${field.id}
        part="number-input"
        type="number"
        step="1"
        min=${ifDefined(field.min)}
        max=${ifDefined(field.max)}
        .value=${shown}
        aria-invalid=${field.problem === null ? 'false' : 'true'}
        aria-describedby=${ifDefined(field.problem === null ? undefined : problemId)}
        @input=${field.onEntry}
        @change=${field.onEntry}
      />
      <button type="button" class="step" part="button step-button" tabindex="-1" aria-label=${`${field.label} plus 1`} @click=${() => {
        field.onStep(1);
      }}>+</button>
    </span>
    ${field.problem === null
      ? nothing
      : html`<span id=${problemId} class="input-problem" part="input-problem"><span aria-hidden="true">⚠</span> ${field.problem}</span>`}
  </span>`;
}

/** The styles `renderNumberField` needs: list them in the element's `static styles`. */
export const numberFieldStyles = css`
  .number-field {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .number-field label {
    font-weight: 600;
  }
  .stepper {
    display: inline-flex;
    align-items: stretch;
  }
  .number-field input {
    font: inherit;
    width: 4.5em;
    padding: 0.15rem 0.3rem;
    border: 1px solid ${tokens.border};
    border-radius: 0;
    background: ${tokens.surface};
    color: ${tokens.text};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .number-field input[aria-invalid='true'] {
    border: 2px solid ${tokens.error};
  }
  .number-field button.step {
    font: inherit;
    font-weight: 700;
    min-width: 1.9rem;
    padding: 0 0.4rem;
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.text};
    cursor: pointer;
  }
  .number-field button.step:first-child {
    border-radius: ${tokens.radius} 0 0 ${tokens.radius};
    border-right: none;
  }
  .number-field button.step:last-child {
    border-radius: 0 ${tokens.radius} ${tokens.radius} 0;
    border-left: none;
  }
  .input-problem {
    color: ${tokens.error};
    font-size: 0.9em;
    flex-basis: 100%;
  }
`;
