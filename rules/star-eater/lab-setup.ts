/**
 * What the three labs (momentum, torpedo, collision) read alike in their setups and commands: a
 * worked example by name, and a piece's place on the sample board (a column, a row and a facing),
 * from a designer's JSON, a blogger's attributes (`facing="NE"`) or a command the lists beside the
 * board send. Every refusal names the field, so a widget can point at the attribute.
 */
import { RuleViolation, at, describeValue, optional, readWholeNumber, refuse, type Field } from '../engine/index.ts';
import { SAMPLE_BOARD, hexAt, rowOf, type Pose } from './board.ts';
import { DIR_NAMES, DIRS, isDir, type Dir } from './hex.ts';

/** A place on the board as it counts: column 0–12 from the west, row 0–16 from the north, and a facing. */
export interface BoardPlace {
  column: number;
  row: number;
  facing: Dir;
}

/** The directions' names, N to NW, for messages. */
export const DIRECTION_WORDS = DIRS.map((dir) => DIR_NAMES[dir]);

/** A direction as a number 0–5 or its name in any case (`ne`, `NE`); null for anything else. */
export function directionOf(value: unknown): Dir | null {
  if (isDir(value)) return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  const named = DIRS.find((dir) => DIR_NAMES[dir] === text);
  if (named !== undefined) return named;
  return /^[0-5]$/.test(text) ? (Number(text) as Dir) : null;
}

export function readFacing(value: unknown, field: Field): Dir {
  return directionOf(value) ?? refuse(field, `a direction: 0 to 5, or ${DIRECTION_WORDS.join(', ')}`, value);
}

/**
 * A place's column, row and facing from `given` (the place's fields as a setup gave them), each
 * from there or else from `fallback`; the column and row must be on the board. A bad facing is
 * refused under `facingRule` (the field's own rule unless the lab says which).
 */
export function readPlace(given: Readonly<Record<string, unknown>>, field: Field, fallback: BoardPlace, facingRule = field.rule): BoardPlace {
  return {
    column: optional(given.column, at(field, 'column'), (value, inner) => readWholeNumber(value, inner, { min: 0, max: SAMPLE_BOARD.columns - 1 }), fallback.column),
    row: optional(given.row, at(field, 'row'), (value, inner) => readWholeNumber(value, inner, { min: 0, max: SAMPLE_BOARD.rows - 1 }), fallback.row),
    facing: optional(given.facing, { ...at(field, 'facing'), rule: facingRule }, readFacing, fallback.facing),
  };
}

/**
 * The place a command gives (`{ type: 'place', column, row, facing }`): whole numbers and a
 * direction, or a refusal under `rule` naming `path` (the facing's under `facingRule`). Whether
 * the piece fits there is the lab's to check.
 */
export function readCommandPlace(command: Partial<Record<keyof BoardPlace, unknown>>, path: string, rule: string, facingRule = rule): BoardPlace {
  const { column, row, facing } = command;
  const whole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
  if (!whole(column) || !whole(row)) throw new RuleViolation(rule, `A place is a column and a row, whole numbers; got column ${describeValue(column)}, row ${describeValue(row)}.`, path);
  if (!isDir(facing)) throw new RuleViolation(facingRule, `A facing is a direction 0 (N) to 5 (NW); got ${describeValue(facing)}.`, `${path}.facing`);
  return { column, row, facing };
}

/** The pose of a place: its hex and its facing. */
export function poseAt(place: BoardPlace): Pose {
  return { at: hexAt(place.column, place.row), facing: place.facing };
}

/** The place of a pose, as the board counts. */
export function placeOf(pose: Pose): BoardPlace {
  return { column: pose.at.q, row: rowOf(pose.at), facing: pose.facing };
}

/**
 * The worked example `value` names (in any case, spaces around it ignored), or undefined when none
 * is given; any other value is refused at `preset` under `rule`, listing the names.
 */
export function readPreset<Preset extends { readonly name: string }>(value: unknown, presets: readonly Preset[], rule: string): Preset | undefined {
  if (value === undefined) return undefined;
  const name = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return presets.find((preset) => preset.name === name) ?? refuse({ path: 'preset', rule }, `one of ${presets.map((preset) => preset.name).join(', ')}`, value);
}
