/**
 * What Steam Pirates' four labs (bag, profit, sail, route) share as rulesets: the one who acts in
 * them (the reader: nobody else plays a lab), and the seed every setup may carry. A lab's own
 * fields are read by the lab; a refusal names the field, so a widget can name the attribute.
 */
import { RuleViolation, readRecord, readSeed, type Field } from '../engine/index.ts';

/** Who acts in a lab: the reader, trying the mechanic. */
export const LAB_READER = 'reader';

/**
 * The setup split into its seed (1 when left out, as a hand-typed setup may) and the lab's own
 * fields. A setup that is no object is refused at the root under `rule`.
 */
export function splitSeed(setup: unknown, rule: string): { seed: number; fields: Record<string, unknown> } {
  const { seed, ...fields } = readRecord(setup ?? {}, { path: '', rule } satisfies Field);
  return { seed: seed === undefined ? 1 : readSeed(seed), fields };
}

/*
 * A lab's setup as a blogger types it into attributes: every value is text. The labs' readers take
 * it as it comes (a widget passes each attribute through untouched), so that what the text means,
 * and what is wrong with it, is said in one place, the rules, under the field the attribute names.
 * A value that is not text (a number, a list from JSON or a script) is left as it is.
 */

/** A whole number typed as text (`"42"`, `" -3 "`) as the number; anything else as it is, for its reader to refuse. */
export function wholeText(value: unknown): unknown {
  return typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value;
}

/** A word typed as text (`" Lumen "`, `"nw"`), trimmed and in the case its reader names ids in; anything else as it is. */
export function wordText(value: unknown, letters: 'lower' | 'upper' = 'lower'): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim();
  return letters === 'lower' ? word.toLowerCase() : word.toUpperCase();
}

/**
 * A list typed as text (`"haven, lumen"`), split at its commas, each item trimmed and in lower case
 * (`item` reads each further, as `wholeText` a count); `none` for an empty list. A list given as a
 * list is left as it is.
 */
export function listText(value: unknown, item: (text: string) => unknown = (text) => text): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.toLowerCase() === 'none' ? [] : text.split(',').map((part) => item(part.trim().toLowerCase()));
}

/**
 * Data typed as JSON text (a map in an attribute) as the value it writes; anything else as it is.
 * Text that is no JSON is refused under `field`, with `example` and where the text went wrong.
 */
export function jsonText(value: unknown, field: Field, example: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    throw new RuleViolation(field.rule, `${field.path} must be JSON, for example ${example}; got ${JSON.stringify(shown)} (${error instanceof Error ? error.message : String(error)}).`, field.path);
  }
}
