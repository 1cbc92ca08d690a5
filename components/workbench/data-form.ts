/**
 * The data as a form beside its JSON (issue 23): the numbers with their ranges and the choices a
 * designer changes most, kept in step with the text. The form knows no game: each field's range or
 * choices are what the game's own readers say when handed a value they refuse (`null` for a number,
 * an empty character for a text), so the rules' readers stay the one check, and a form field
 * writes into the text, which is checked as if typed.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { isRuleViolation } from '../../rules/engine/index.ts';
import { tokens } from '../shared/theme.ts';
import { dataLeaves, pathOf, type Leaf } from './json-path.ts';

export interface FormField {
  path: string;
  steps: (string | number)[];
  /** The group it is shown in: the path of the object or list that holds it. */
  group: string;
  kind: 'number' | 'choice';
  whole: boolean;
  min: number | null;
  max: number | null;
  choices: readonly string[];
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;

/** The limits a reader's words give: `a whole number from 1 to 6`, `a number of millimetres above 0, up to 3000`, `a whole number, 0 or more`. */
export function limitsOf(expected: string): { whole: boolean; min: number | null; max: number | null } {
  const find = (pattern: string): number | null => {
    const match = new RegExp(pattern).exec(expected);
    return match?.[1] === undefined ? null : Number(match[1]);
  };
  const both = new RegExp(`from ${NUMBER} to ${NUMBER}`).exec(expected);
  return {
    whole: expected.includes('whole number'),
    min: both?.[1] !== undefined ? Number(both[1]) : (find(`${NUMBER} or more`) ?? find(`above ${NUMBER}`)),
    max: both?.[2] !== undefined ? Number(both[2]) : (find(`${NUMBER} or less`) ?? find(`up to ${NUMBER}`)),
  };
}

function withValueAt(data: unknown, steps: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  steps.slice(0, -1).forEach((step) => (node = node[step] as Record<string | number, unknown>));
  const last = steps.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
}

/** What the readers say `leaf` must be, asked by handing them a value they refuse there; null when they say nothing a form can use. */
export function probeLeaf(check: (data: unknown) => unknown, data: unknown, leaf: Leaf): FormField | null {
  if (typeof leaf.value !== 'number' && typeof leaf.value !== 'string') return null;
  const group = pathOf(leaf.steps.slice(0, -1));
  const plain: FormField = { path: leaf.path, steps: leaf.steps, group, kind: 'number', whole: false, min: null, max: null, choices: [] };
  let said: string | null = null;
  try {
    check(withValueAt(data, leaf.steps, typeof leaf.value === 'number' ? null : '\u0000'));
  } catch (error) {
    if (isRuleViolation(error) && error.field === leaf.path) {
      const expected = error.params.expected;
      said = typeof expected === 'string' ? expected : error.message.slice(error.message.indexOf(' must be ') + 9);
    }
  }
  if (typeof leaf.value === 'number') return said === null ? plain : { ...plain, ...limitsOf(said) };
  const choices = said === null ? null : /^one of (.+?)(?: \(.*\))?$/.exec(said);
  return choices?.[1] === undefined ? null : { ...plain, kind: 'choice', choices: choices[1].split(', ') };
}

/**
 * Asks the readers about every leaf of the data, a slice of a few milliseconds at a time while
 * the page is idle, so the page never waits (Steam Pirates' data has some 400 leaves, each a setup of its own). Asked again
 * only when the data's shape changes: a value typed does not move a field's range.
 */
export class FieldProbe {
  fields: FormField[] | null = null;
  private shape = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private idle: number | undefined;
  private readonly onDone: () => void;

  constructor(onDone: () => void) {
    this.onDone = onDone;
  }

  probe(data: unknown, check: (data: unknown) => unknown): void {
    const leaves = dataLeaves(data);
    const shape = leaves.map((leaf) => leaf.path).join('\n');
    if (shape === this.shape) return;
    this.cancel();
    this.shape = shape;
    const found: FormField[] = [];
    let next = 0;
    const slice = (idle?: IdleDeadline): void => {
      const until = performance.now() + Math.min(8, idle?.timeRemaining() ?? 8);
      do {
        const leaf = leaves[next];
        next += 1;
        const field = leaf === undefined ? null : probeLeaf(check, data, leaf);
        if (field !== null) found.push(field);
      } while (next < leaves.length && performance.now() < until);
      if (next < leaves.length) this.schedule(slice);
      else {
        this.fields = found;
        this.onDone();
      }
    };
    this.schedule(slice);
  }

  /** Runs `work` when the page is idle (or soon, where browsers cannot say when that is). */
  private schedule(work: (idle?: IdleDeadline) => void): void {
    if (typeof requestIdleCallback === 'function') this.idle = requestIdleCallback(work, { timeout: 500 });
    else this.timer = setTimeout(work, 0);
  }

  cancel(): void {
    clearTimeout(this.timer);
    if (this.idle !== undefined) cancelIdleCallback(this.idle);
    this.shape = '';
  }
}

export const dataFormStyles = css`
  .data-form {
    max-height: 24rem;
    overflow: auto;
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.4rem 0.6rem;
  }
  .data-form details + details {
    margin-top: 0.3rem;
  }
  .data-form summary {
    cursor: pointer;
    overflow-wrap: anywhere;
    font-family: ${tokens.monoFontFamily};
  }
  .data-form .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    padding: 0.3rem 0 0.3rem 1rem;
  }
  .data-form label {
    display: grid;
    gap: 0.1rem;
  }
  .data-form input[type='number'] {
    width: 7em;
  }
`;

/** A name for a group: its path, and the name or id the object holds, if any. */
function groupTitle(group: string, holder: unknown): string {
  const where = group === '' ? 'The top level' : group;
  if (typeof holder !== 'object' || holder === null || Array.isArray(holder)) return where;
  const { name, id } = holder as Record<string, unknown>;
  const called = typeof name === 'string' ? name : typeof id === 'string' ? id : null;
  return called === null ? where : `${where} (${called})`;
}

function valueAt(data: unknown, steps: readonly (string | number)[]): unknown {
  return steps.reduce<unknown>((node, step) => (typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[step] : undefined), data);
}

function rangeWords(field: FormField): string {
  if (field.min !== null && field.max !== null) return `${String(field.min)} to ${String(field.max)}`;
  if (field.min !== null) return `${String(field.min)} or more`;
  return field.max === null ? '' : `up to ${String(field.max)}`;
}

export interface DataFormView {
  fields: readonly FormField[] | null;
  /** The data as the text holds it now; undefined when the text is not JSON. */
  data: unknown;
  /** The groups shown open. */
  open: ReadonlySet<string>;
  onToggle: (group: string, open: boolean) => void;
  onChange: (path: string, value: string | number) => void;
}

function renderField(field: FormField, value: unknown, view: DataFormView): TemplateResult {
  const key = field.path.slice(field.group.length).replace(/^\./, '');
  if (field.kind === 'choice') {
    return html`<label
      >${key}
      <select
        @change=${(event: Event) => {
          view.onChange(field.path, (event.target as HTMLSelectElement).value);
        }}
      >
        ${field.choices.map((choice) => html`<option ?selected=${choice === value}>${choice}</option>`)}
      </select></label
    >`;
  }
  const range = rangeWords(field);
  return html`<label
    >${key}${range === '' ? nothing : html` <span class="hint">(${range})</span>`}
    <input
      type="number"
      .value=${typeof value === 'number' ? String(value) : ''}
      min=${field.min ?? nothing}
      max=${field.max ?? nothing}
      step=${field.whole ? '1' : 'any'}
      @change=${(event: Event) => {
        const input = event.target as HTMLInputElement;
        if (input.value !== '' && Number.isFinite(Number(input.value))) view.onChange(field.path, Number(input.value));
      }}
  /></label>`;
}

/** The form (part `data-form`): a group per object of the data, open ones drawn, each field writing into the text. */
export function renderDataForm(view: DataFormView): TemplateResult {
  const { fields, data } = view;
  if (data === undefined) return html`<div class="data-form" part="data-form"><p class="hint">The form comes back once the text is JSON again.</p></div>`;
  if (fields === null) return html`<div class="data-form" part="data-form"><p class="hint">Asking the rules for each field's range…</p></div>`;
  const groups = new Map<string, FormField[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  const openAll = fields.length <= 16;
  return html`<div class="data-form" part="data-form">
    ${[...groups].map(([group, members]) => {
      const open = openAll || view.open.has(group);
      const holder = valueAt(data, members[0]?.steps.slice(0, -1) ?? []);
      return html`<details
        ?open=${open}
        @toggle=${(event: Event) => {
          view.onToggle(group, (event.target as HTMLDetailsElement).open);
        }}
      >
        <summary>${groupTitle(group, holder)}</summary>
        ${open ? html`<div class="fields">${members.map((field) => renderField(field, valueAt(data, field.steps), view))}</div>` : nothing}
      </details>`;
    })}
  </div>`;
}
