/**
 * Readers for untrusted input: setups, scenarios and data files that come from hand-typed
 * attributes, JSON or a designer's file. Each reader takes the value, its field path (`targets[2].kind`)
 * and the rule that governs it, and returns the value typed, or throws a `RuleViolation` that names
 * the field and says what was expected. They replace hand-written casts: a value is only typed once
 * a reader has looked at it.
 */
import { describeValue } from './describe-value.ts';
import { RuleViolation } from './rule-violation.ts';

/** Where a value sits in the input, and which rule a bad value breaks. */
export interface Field {
  /** The field path as a reader would write it: `weapon.accuracy`, `targets[2]`. */
  path: string;
  rule: string;
  /**
   * How messages name the field when the path alone says too little to find it: `south tiles[3]
   * ("gatling-gun")` for `tiles[3]`. `at` extends it as it extends the path; without it, messages use the path.
   */
  label?: string;
}

/** `field` one level down: `at(field, 'kind')` is `targets[2].kind`, `at(field, 3)` is `targets[3]`; the label follows the path. */
export function at(field: Field, key: string | number): Field {
  const down = (base: string): string => (typeof key === 'number' ? `${base}[${String(key)}]` : base === '' ? key : `${base}.${key}`);
  return { ...field, path: down(field.path), label: field.label === undefined ? undefined : down(field.label) };
}

/** `field` one level down by a free key (a tile id): `damage.armored-turret`, or `damage["Armored Turret"]` for a key that is not a plain word. */
export function atKey(field: Field, key: string): Field {
  if (/^[\w-]+$/.test(key)) return at(field, key);
  const quoted = `[${JSON.stringify(key)}]`;
  return { ...field, path: field.path + quoted, label: field.label === undefined ? undefined : field.label + quoted };
}

/** The field as messages name it: its label, or else its path. */
function nameOf(field: Field): string {
  return field.label ?? field.path;
}

/** Throws a violation of the field's rule, naming the field: `weapon.aoe must be …; got "x".` */
export function refuse(field: Field, expected: string, value: unknown): never {
  throw new RuleViolation(field.rule, `${nameOf(field)} must be ${expected}; got ${describeValue(value)}.`, field.path, { expected });
}

/**
 * Throws a violation of the field's rule for a problem a `must be` cannot say, such as a check
 * across fields: `problem` finishes the sentence that starts with the field, `lists "helm" twice.`
 */
export function refuseBecause(field: Field, problem: string): never {
  throw new RuleViolation(field.rule, `${nameOf(field)} ${problem}`, field.path);
}

/** Is `value` one of `allowed`? A type guard, so no cast is needed after it. */
export function isOneOf<const T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** One of a few words. */
export function readOneOf<const T extends string>(value: unknown, field: Field, allowed: readonly T[]): T {
  if (isOneOf(allowed, value)) return value;
  return refuse(field, `one of ${allowed.join(', ')}`, value);
}

/**
 * A whole number, optionally within `min`..`max` (both included). `note` says where a limit comes
 * from, in the refusal: `from 0 to 4 (its structure: only gears can carry oxygen)`.
 */
export function readWholeNumber(value: unknown, field: Field, limits: { min?: number; max?: number; note?: string } = {}): number {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = limits;
  const expected =
    limits.min !== undefined && limits.max !== undefined
      ? `a whole number from ${String(min)} to ${String(max)}`
      : limits.min !== undefined
        ? `a whole number, ${String(min)} or more`
        : limits.max !== undefined
          ? `a whole number, ${String(max)} or less`
          : 'a whole number';
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    return refuse(field, limits.note === undefined ? expected : `${expected} (${limits.note})`, value);
  }
  return value;
}

/** Text with something in it. */
export function readText(value: unknown, field: Field): string {
  if (typeof value !== 'string' || value.trim() === '') return refuse(field, 'a non-empty text', value);
  return value;
}

export function readBoolean(value: unknown, field: Field): boolean {
  if (typeof value !== 'boolean') return refuse(field, 'true or false', value);
  return value;
}

/**
 * An object (not a list, not null). With `known`, a key outside it is refused by name, so a typo
 * such as `acuracy` is caught instead of silently ignored. `expected` words the refusal of a value
 * that is no object: `an object describing an arc`.
 */
export function readRecord(value: unknown, field: Field, known?: readonly string[], expected = 'an object'): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(field, expected, value);
  const record = value as Readonly<Record<string, unknown>>;
  if (known !== undefined) {
    const stray = Object.keys(record).find((key) => !known.includes(key));
    if (stray !== undefined) {
      const strayField = at(field, stray);
      throw new RuleViolation(field.rule, `${nameOf(strayField)} is not a field we know; ${field.path === '' ? 'the fields are' : `${nameOf(field)} has`} ${known.join(', ')}.`, strayField.path, { stray });
    }
  }
  return record;
}

/**
 * An object whose keys are ids the reader cannot list in advance (tile ids, crew ids), each value
 * read by `item` at its own path (`atKey`). `expected` words the refusal of a value that is no object: `an object
 * of damage tokens by tile id`.
 */
export function readMap<T>(value: unknown, field: Field, item: (entry: unknown, field: Field) => T, expected = 'an object'): Record<string, T> {
  const map: Record<string, T> = {};
  for (const [key, entry] of Object.entries(readRecord(value, field, undefined, expected))) {
    map[key] = item(entry, atKey(field, key));
  }
  return map;
}

/**
 * A list, each item read by `item` with its own field path; `minLength`/`maxLength` when given, and
 * `note` saying in the refusal where they come from, as `readWholeNumber`'s does.
 */
export function readList<T>(value: unknown, field: Field, item: (entry: unknown, field: Field) => T, limits: { minLength?: number; maxLength?: number; note?: string } = {}): T[] {
  if (!Array.isArray(value)) return refuse(field, 'a list', value);
  const entries: readonly unknown[] = value;
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = limits;
  if (entries.length < minLength || entries.length > maxLength) {
    const count = maxLength === Number.POSITIVE_INFINITY ? `a list of at least ${String(minLength)}` : `a list of ${String(minLength)} to ${String(maxLength)}`;
    const expected = limits.note === undefined ? count : `${count} (${limits.note})`;
    throw new RuleViolation(field.rule, `${nameOf(field)} must be ${expected}; got ${String(entries.length)}.`, field.path, { length: entries.length, minLength, maxLength: Number.isFinite(maxLength) ? maxLength : null });
  }
  return entries.map((entry, index) => item(entry, at(field, index)));
}

/** `read(value)` when the value is there, `fallback` when it is left out (`undefined`). */
export function optional<T>(value: unknown, field: Field, read: (value: unknown, field: Field) => T, fallback: T): T {
  return value === undefined ? fallback : read(value, field);
}

/** The seed of any setup: a whole number (the same for every game and every tag). */
export function readSeed(value: unknown): number {
  return readWholeNumber(value, { path: 'seed', rule: 'engine/setup.seed' });
}
