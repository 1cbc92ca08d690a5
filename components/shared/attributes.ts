/**
 * Parsing for attributes a blogger writes by hand. Each parser returns either the value or a
 * problem that names the attribute, so a widget can show what is wrong instead of throwing.
 */

/** A configuration mistake, worded for the person who wrote the HTML. */
export interface AttributeProblem {
  /** The attribute's name as written in HTML, e.g. `accuracy`. */
  attribute: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: AttributeProblem };

/**
 * A whole number (`3`, `-1`, `+2`). A missing or empty attribute gives `fallback`. Numbers set as
 * properties from script are accepted as they are, if whole. The shape alone is checked here: the
 * range is the rules' to say, so the refusal's example ("such as 3") names no value the rules may
 * refuse; a widget whose number has a range passes it on to the rules' reader.
 */
export function parseWholeNumber(attribute: string, raw: unknown, fallback: number): Parsed<number> {
  return parseWhole(attribute, raw, fallback, '3');
}

/**
 * `seed`, the same on every tag: any whole number, as the engine takes it (`-1` included); a missing
 * or empty attribute gives `fallback`.
 */
export function parseSeed(raw: unknown, fallback: number): Parsed<number> {
  return parseWhole('seed', raw, fallback, '3 or -1');
}

function parseWhole(attribute: string, raw: unknown, fallback: number, example: string): Parsed<number> {
  const problem = (got: string): Parsed<never> => ({ ok: false, problem: { attribute, message: `${attribute} must be a whole number such as ${example}; got ${got}.` } });
  if (raw === null || raw === undefined) return { ok: true, value: fallback };
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? { ok: true, value: raw } : problem(String(raw));
  if (typeof raw !== 'string') return problem(describe(raw));
  const text = raw.trim();
  if (text === '') return { ok: true, value: fallback };
  // Number('') is 0 and Number('1e3') is 1000: check the shape first so only plain digits pass.
  if (!/^[+-]?\d+$/.test(text)) return problem(quote(raw));
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return problem(quote(raw));
  return { ok: true, value };
}

/**
 * One of a few words (`hot-seat`, `bot`). A missing or empty attribute gives `fallback`; anything
 * else names the attribute and lists the words it may be.
 */
export function parseOneOf<const T extends string>(attribute: string, raw: unknown, allowed: readonly T[], fallback: T): Parsed<T> {
  if (raw === null || raw === undefined) return { ok: true, value: fallback };
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (text === '') return { ok: true, value: fallback };
  const found = allowed.find((word) => word === text);
  if (found !== undefined) return { ok: true, value: found };
  return { ok: false, problem: { attribute, message: `${attribute} must be one of ${allowed.join(', ')}; got ${typeof raw === 'string' ? quote(shorten(raw)) : describe(raw)}.` } };
}

/**
 * JSON text, or a value already set as a property from script. A missing or empty attribute
 * gives `fallback`. The shape is not checked here: the rules validate what the value means.
 * `example` is a short valid value for this attribute, quoted in the message when the JSON breaks.
 */
export function parseJson(attribute: string, raw: unknown, fallback: unknown, example: string): Parsed<unknown> {
  if (raw === null || raw === undefined) return { ok: true, value: fallback };
  if (typeof raw !== 'string') return { ok: true, value: raw };
  if (raw.trim() === '') return { ok: true, value: fallback };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problem: {
        attribute,
        message: `${attribute} must be JSON, for example ${example}; got ${quote(shorten(raw))} (${reason}).`,
      },
    };
  }
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describe(value: unknown): string {
  try {
    // JSON.stringify gives undefined (despite its type) for functions and symbols.
    const json = JSON.stringify(value) as string | undefined;
    return json ?? typeof value;
  } catch {
    return typeof value;
  }
}
