/**
 * What every Torpedo lab reads from its setup: the short forms a blogger types into attributes (a
 * ship `small red 200 120 45`, a field `240 150`), and the setup's own fields through the engine's
 * readers, so a refusal names the field and a widget can point at its attribute.
 */
import { RuleViolation, at, readOneOf, readRecord, readSeed, refuse, type Field as SetupField } from '../engine/index.ts';
import { HEADING_STEP_DEGREES, headingOfDegrees } from './headings.ts';
import { SIZES, type Piece, type Size } from './pieces.ts';
import type { Field } from './placement.ts';
import type { Point } from './pieces.ts';
import { RULE, type RuleId } from './rule-ids.ts';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const OWNER = /^[a-z][a-z0-9-]*$/;
const FORM = 'a size, an owner and the tip’s x and y in millimetres, then the angle in degrees clockwise from pointing right, e.g. “small red 200 120 45”';

/**
 * A ship in the short form a blogger types: its size (`small`, `medium`, `large`), its owner (a
 * word: `red`, `blue`), the tip's x and y in millimetres, and the angle it points in degrees
 * clockwise from pointing right (0 if left out; a whole number of 15° steps, so the heading is the
 * table's own, the same in every browser). Size and owner may come in either order. Throws a
 * RuleViolation naming `path` (`targets[2]`).
 */
export function readShipWords(text: string, id: string, path: string): Piece {
  const words = text.trim().toLowerCase().split(/\s+/).filter((word) => word !== '');
  const refuse = (rule: RuleId, problem: string): never => {
    throw new RuleViolation(rule, `${path} ${problem}`, path);
  };
  const sizes = words.filter((word) => (SIZES as readonly string[]).includes(word));
  const numbers = words.filter((word) => NUMBER.test(word));
  const names = words.filter((word) => !NUMBER.test(word) && !(SIZES as readonly string[]).includes(word));
  if (sizes.length !== 1 || names.length !== 1 || numbers.length < 2 || numbers.length > 3 || words.length !== 2 + numbers.length) {
    refuse(RULE.stash, `must be ${FORM}; got “${text.trim()}”.`);
  }
  const [owner = ''] = names;
  if (!OWNER.test(owner)) refuse(RULE.stash, `names its owner with a word of letters, digits and hyphens (red, blue); got “${owner}”.`);
  const [x = 0, y = 0, degrees = 0] = numbers.map(Number);
  const heading = headingOfDegrees(degrees);
  if (heading === null) refuse(RULE.pose, `points at ${String(degrees)}°: the angle must be a whole number of ${String(HEADING_STEP_DEGREES)}° steps (0, 15, 30 … 345).`);
  return { id, owner, size: sizes[0] as Size, tip: { x, y }, heading: heading ?? { x: 1, y: 0 } };
}

/** A stretch of field as a blogger types it: width and height in millimetres (`240 150`); a RuleViolation naming `field` otherwise. */
export function readFieldWords(text: string): Field {
  const numbers = text.trim().split(/[\s×x*]+/i).filter((word) => word !== '');
  const [width, height] = numbers.map(Number);
  if (numbers.length !== 2 || !numbers.every((word) => NUMBER.test(word)) || width === undefined || height === undefined || width <= 0 || height <= 0 || width > 5000 || height > 5000) {
    throw new RuleViolation(RULE.field, `field must be the width and the height in millimetres, each above 0 and at most 5000, e.g. “240 150”; got “${text.trim()}”.`, 'field');
  }
  return { width, height };
}

/** A field given as text, as an attribute gives it; left out, undefined. */
export function readTyped(value: unknown, path: string, rule: RuleId): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : refuse({ path, rule }, 'text in the short form', value);
}

/**
 * The setup every lab shares: its own fields and no others (a misspelt one is refused by name), the
 * seed (1 when left out: the labs roll no dice, but every tag keeps one), and the preset of that
 * name (the first when left out).
 */
export function readLabSetup<Preset extends { name: string }>(
  input: unknown,
  fields: readonly string[],
  presets: readonly Preset[],
): { record: Readonly<Record<string, unknown>>; seed: number; preset: Preset } {
  const record = readRecord(input ?? {}, { path: '', rule: RULE.stash }, ['seed', 'preset', ...fields]);
  const seed = record.seed === undefined ? 1 : readSeed(record.seed);
  const names = presets.map((preset) => preset.name);
  const name = record.preset === undefined ? names[0] : readOneOf(record.preset, { path: 'preset', rule: RULE.stash } satisfies SetupField, names);
  const preset = presets.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new RuleViolation(RULE.stash, 'The lab has no presets.', 'preset');
  return { record, seed, preset };
}

/** Millimetres within this of the origin: far beyond any field, so a point is a number a drawing can hold. */
const FAR_MM = 1_000_000;

/** A point of a lab's command, `{ x, y }` in millimetres; `nonZero` for a heading, which must point somewhere. */
export function readPoint(value: unknown, field: SetupField, nonZero = false): Point {
  const record = readRecord(value, field, ['x', 'y'], 'a point { x, y } in millimetres');
  const coordinate = (key: 'x' | 'y'): number => {
    const given = record[key];
    return typeof given === 'number' && Number.isFinite(given) && Math.abs(given) <= FAR_MM ? given : refuse(at(field, key), `a number of millimetres within ${String(FAR_MM)} of 0`, given);
  };
  const point = { x: coordinate('x'), y: coordinate('y') };
  if (nonZero && point.x === 0 && point.y === 0) refuse(field, 'a direction, not { x: 0, y: 0 }', value);
  return point;
}

