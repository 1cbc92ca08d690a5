/**
 * A setup as a blogger types it into attributes: every value is text. A lab's reader takes each
 * value as it comes (a widget passes attributes through untouched) and turns the text into what
 * it means with these, before the usual readers check it, so that what is wrong with it is said
 * in one place, the rules, under the field the attribute names. A value that is not text (a
 * number, a list from JSON or a script) is left as it is.
 */
import { describeValue } from './describe-value.ts';
import { refuseBecause, type Field } from './readers.ts';

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
 * Data typed as JSON text (a list or a map in an attribute) as the value it writes; anything else
 * as it is. Text that is no JSON is refused under `field`, with `example` and the parser's reason.
 */
export function jsonText(value: unknown, field: Field, example: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refuseBecause(field, `must be JSON, for example ${example}; got ${describeValue(value.length > 60 ? `${value.slice(0, 57)}...` : value)} (${reason}).`);
  }
}
