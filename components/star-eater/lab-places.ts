/**
 * A piece's place on the sample board in the Star Eater labs (momentum, torpedo, collision): read
 * from the attributes a blogger types (`column`, `target-row`, `a-facing`, `b-mat`), the attribute
 * a setup field the rules refused comes from, and the lists that move a piece between turns. Each
 * lab places its pieces the same way; this is the one copy.
 */
import { html, type TemplateResult } from 'lit';
import { DIR_NAMES, DIRS, SAMPLE_BOARD, isDir, type BoardPlace } from '../../rules/star-eater/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { isGiven } from '../shared/setup-attributes.ts';

/** A piece's place as the attributes give it: a column and a row, a facing, and a warship's mat. */
export interface PlaceAttributes {
  column: unknown;
  row: unknown;
  facing: unknown;
  mat?: unknown;
}

/** The place fields of a lab's setup; a field left out is not there. */
export interface PlaceInput {
  column?: number;
  row?: number;
  facing?: unknown;
  mat?: unknown;
}

/**
 * The place fields of a lab's setup from a piece's attributes, named `prefix` and the field
 * (`target-column`): a field left out stays out, so the preset's value, or the default, stands. A
 * column or row that is not a whole number is a problem added to `problems` under its attribute;
 * the rules read the facing and the mat (in words, or set from script) and name what is wrong.
 */
export function readPlaceAttributes(problems: AttributeProblem[], prefix: string, given: PlaceAttributes): PlaceInput {
  const place: PlaceInput = {};
  for (const name of ['column', 'row'] as const) {
    if (!isGiven(given[name])) continue;
    // Given, so the fallback is never used.
    const parsed = parseWholeNumber(`${prefix}${name}`, given[name], 0);
    if (parsed.ok) place[name] = parsed.value;
    else problems.push(parsed.problem);
  }
  if (isGiven(given.facing)) place.facing = given.facing;
  if (isGiven(given.mat)) place.mat = given.mat;
  return place;
}

/**
 * Which attribute a setup field the rules refused comes from, for a lab whose pieces' places sit
 * under an owner (`owners`: the owner's attribute prefix, `{ target: 'target-' }`, so
 * `target.facing` → `target-facing` and `b.mat[1]` → `b-mat`) and whose other fields are
 * attributes of their own (`attributes`: `{ engine: 'thrust' }`); '' for a field that is none.
 */
export function placeAttributeOf(owners: Readonly<Record<string, string>>, attributes: Readonly<Record<string, string>>): (field: string) => string {
  return (field) => {
    const [head = '', name = ''] = field.split(/[.[]/);
    const prefix = owners[head];
    return prefix === undefined || !['column', 'row', 'facing', 'mat'].includes(name) ? (attributes[head] ?? '') : `${prefix}${name}`;
  };
}

/**
 * A refusal's words with the field they start with (`pose.column must be…`, or a mat's words
 * named by their place, `b.mat token 2 must be…`) written as the attribute the blogger typed
 * (`column`, `b-mat`).
 */
export function withAttributeName(message: string, attributeOf: (field: string) => string): string {
  return message.replace(/^[\w.]+/, (field) => attributeOf(field) || field);
}

type PlaceField = keyof BoardPlace;

const PLACE_LABELS: Readonly<Record<PlaceField, string>> = { column: 'Column', row: 'Row', facing: 'Facing' };

function count(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

/**
 * The three lists that place a piece (class `field` each, the list's id from `idOf`): its column,
 * its row and its facing, on `here`. A choice asks `move` for the place (the lab sends it to the
 * rules) and the list then shows where the piece is, so a place the rules refused goes back.
 */
export function renderPlaceLists(idOf: (field: PlaceField) => string, here: BoardPlace, move: (next: BoardPlace) => BoardPlace): TemplateResult {
  const list = (field: PlaceField, values: readonly number[], word: (value: number) => string): TemplateResult => html`<span class="field">
    <label for=${idOf(field)}>${PLACE_LABELS[field]}</label>
    <select id=${idOf(field)} @change=${(event: Event) => {
      const select = event.target as HTMLSelectElement;
      const chosen = Number(select.value);
      const next = { ...here, [field]: field !== 'facing' || isDir(chosen) ? chosen : here.facing };
      select.value = String(move(next)[field]);
    }}>
      ${values.map((value) => html`<option value=${String(value)} ?selected=${value === here[field]}>${word(value)}</option>`)}
    </select>
  </span>`;
  return html`${list('column', count(SAMPLE_BOARD.columns), String)} ${list('row', count(SAMPLE_BOARD.rows), String)}
  ${list('facing', DIRS, (dir) => (isDir(dir) ? DIR_NAMES[dir] : ''))}`;
}
