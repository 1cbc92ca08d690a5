/**
 * The rulebook's situations as tables, written once: the docs pages draw them, the tests check them,
 * and the widgets to come will offer them as presets. Each is a legal table (no two ships touch) on
 * a field of the given size, in millimetres. `readTable` reads a reader's or a designer's own.
 */
import { RuleViolation, readList, readRecord, refuseBecause } from '../engine/index.ts';
import { pieceFlaw, type Piece } from './pieces.ts';
import { fieldFlaw, placementProblem } from './placement.ts';
import { RULE } from './rule-ids.ts';
import { DEFAULT_FIELD } from './setup.ts';

export interface TablePreset {
  /** What the table shows, in a sentence. */
  title: string;
  field: { width: number; height: number };
  pieces: readonly Piece[];
}

function ship(id: string, owner: string, size: Piece['size'], tip: readonly [number, number], heading: readonly [number, number]): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

export const TABLE_PRESETS = {
  /** Placing close is allowed, touching is not: two tips a millimetre apart. */
  'close-call': {
    title: 'Tip to tip, a millimetre apart: close, but not touching',
    field: { width: 150, height: 60 },
    pieces: [ship('a', 'blue', 'large', [70, 40], [1, 0]), ship('b', 'red', 'small', [71, 40], [-1, 0]), ship('c', 'red', 'medium', [120, 55], [0, 1])],
  },
  /** Small ships fire first, friend or foe: red's small sinks red's own medium, which never fires at blue's large. */
  'small-first': {
    title: 'Small ships fire first: a medium they sink never fires',
    field: { width: 200, height: 190 },
    pieces: [ship('s', 'red', 'small', [50, 100], [1, 0]), ship('m', 'red', 'medium', [100, 110], [0, 1]), ship('l', 'blue', 'large', [130, 160], [1, 0])],
  },
  /** The rulebook's advice: block a long shot with a ship of the shooter's size. */
  'block-like-with-like': {
    title: 'Block a long shot with a ship of the shooter’s size',
    field: { width: 220, height: 110 },
    pieces: [ship('L', 'blue', 'large', [50, 60], [1, 0]), ship('M', 'red', 'medium', [200, 70], [0, 1]), ship('shield', 'red', 'large', [120, 75], [0, 1])],
  },
  /** Don't remove hit ships as you go: a ship hit in a volley still takes the volley's other torpedoes. */
  'volley-at-once': {
    title: 'A ship hit in a volley stands until the volley ends',
    field: { width: 200, height: 190 },
    pieces: [ship('s1', 'red', 'small', [60, 100], [1, 0]), ship('s2', 'red', 'small', [95, 150], [0, -1]), ship('m', 'blue', 'medium', [100, 110], [0, 1]), ship('l', 'blue', 'large', [130, 40], [1, 0])],
  },
} as const satisfies Record<string, TablePreset>;

export type TablePresetName = keyof typeof TABLE_PRESETS;
export const TABLE_PRESET_NAMES = Object.keys(TABLE_PRESETS) as TablePresetName[];

/**
 * A table from untrusted JSON (a widget's `scenario` attribute, a designer's file): `{ field?,
 * pieces }`, every piece checked and a bad one named (`pieces[2].heading`), ids unique, the field
 * checked (`field.width`; without one, the card table of a whole game). With `legal`, the pieces must also be a table play could reach: each on
 * the field, touching none of the others. Throws a RuleViolation naming the field at fault.
 */
export function readTable(value: unknown, options: { legal?: boolean; defaultField?: { width: number; height: number } } = {}): TablePreset {
  const record = readRecord(value, { path: '', rule: RULE.stash }, ['title', 'field', 'pieces'], 'a table: { field, pieces }');
  const field = record.field === undefined ? { ...(options.defaultField ?? DEFAULT_FIELD) } : checkedField(record.field);
  const pieces = readList(record.pieces, { path: 'pieces', rule: RULE.stash }, (entry, at) => {
    const found = pieceFlaw(entry, at.path);
    if (found !== null) throw new RuleViolation(found.rule, found.reason, found.field);
    const { id, owner, size, tip, heading } = entry as Piece;
    return { id, owner, size, tip: { x: tip.x, y: tip.y }, heading: { x: heading.x, y: heading.y } };
  });
  pieces.forEach((piece, index) => {
    if (pieces.findIndex((other) => other.id === piece.id) !== index) refuseBecause({ path: `pieces[${String(index)}].id`, rule: RULE.stash }, `names "${piece.id}" again; every piece has an id of its own.`);
    if (options.legal !== true) return;
    const problem = placementProblem(pieces.slice(0, index), piece, field);
    if (problem !== null) throw new RuleViolation(problem.rule, `pieces[${String(index)}]: ${problem.reason}`, `pieces[${String(index)}]`);
  });
  const title = typeof record.title === 'string' ? record.title : 'A table of your own';
  return { title, field, pieces };
}

function checkedField(value: unknown): { width: number; height: number } {
  const found = fieldFlaw(value);
  if (found !== null) throw new RuleViolation(found.rule, found.reason, found.field);
  readRecord(value, { path: 'field', rule: RULE.field }, ['width', 'height']);
  const { width, height } = value as { width: number; height: number };
  return { width, height };
}
