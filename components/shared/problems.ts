import { html } from 'lit';
import { isRuleViolation } from '../../rules/engine/index.ts';
import type { AttributeProblem } from './attributes.ts';
import { renderSkipPast } from './skip-past.ts';
// The element the panels below use: importing it registers its tag.
import './rb-error-panel.ts';

/**
 * What a widget shows when something goes wrong: bad attributes, a setup the rules refuse, a bug in
 * the rules or in the widget's own drawing. Every widget promises (DESIGN.md) that bad configuration
 * shows a readable `<rb-error-panel>` and never breaks the page; these helpers keep that promise the
 * same way in each of them instead of each widget writing its own copy.
 */

/** The message of anything thrown, for a panel: an Error's message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A widget's `render()`: with attribute problems, one panel each (inside the widget's `base` box);
 * otherwise a "skip past" button (skip-past.ts) and `render`, guarded so that a bug in drawing is logged to the console under the widget's
 * `tag` and shown as a panel instead of escaping the element and breaking the page around it.
 */
export function renderGuarded(tag: string, problems: readonly AttributeProblem[], render: () => unknown): unknown {
  if (problems.length > 0) {
    return html`<div class="widget" part="base">
      ${problems.map((problem) => html`<rb-error-panel attribute=${problem.attribute} message=${problem.message}></rb-error-panel>`)}
    </div>`;
  }
  let drawn: unknown;
  try {
    drawn = render();
  } catch (error) {
    console.error(`${tag}: could not render`, error);
    return html`<rb-error-panel message=${`The widget could not draw itself: ${errorMessage(error)}`}></rb-error-panel>`;
  }
  return html`${renderSkipPast()}${drawn}`;
}

/**
 * Sends a command with `dispatch` (the widget's `EngineController.dispatch`). A refusal comes back
 * as a result, as always; so a throw can only be a bug in the rules: it is logged to the console
 * under `tag`, handed to `fail` as the problem to show, and gives null, so the page stays alive.
 */
export function dispatchGuarded<Result>(tag: string, command: unknown, dispatch: () => Result | null, fail: (problem: AttributeProblem) => void): Result | null {
  try {
    return dispatch();
  } catch (error) {
    console.error(`${tag}: the rules failed on`, command, error);
    fail({ attribute: '', message: `The rules failed unexpectedly: ${errorMessage(error)}` });
    return null;
  }
}

export interface SetupProblemOptions {
  /** What could not start, in the message for anything but a refusal: "The widget could not start". */
  subject?: string;
  /**
   * Where the rules' message begins with the field's name, write the attribute's name there instead
   * (`southSector must be…` → `south-sector must be…`): for widgets whose attributes and setup
   * fields are spelled differently.
   */
  renameField?: boolean;
}

/**
 * A setup the rules refused, as a problem with the attribute the blogger wrote: `attributeOf` maps
 * the refusal's `field` (`weapon.accuracy`, `firstPlayer`; '' when it names none) to the attribute
 * (`accuracy`, `first-player`), or to '' when no single attribute is to blame.
 */
export function setupProblem(error: unknown, attributeOf: (field: string) => string, options: SetupProblemOptions = {}): AttributeProblem {
  if (!isRuleViolation(error)) return { attribute: '', message: `The ${options.subject ?? 'widget'} could not start: ${errorMessage(error)}` };
  const field = error.field ?? '';
  const attribute = attributeOf(field);
  const renamed = options.renameField === true && attribute !== '' && field !== attribute;
  return { attribute, message: renamed ? error.message.replace(new RegExp(`^${field}\\b`), attribute) : error.message };
}
