/**
 * Where a field path (`players[1].tiles[3].effects[0]`, as a `RuleViolation` names it) sits in
 * the JSON text the reader typed, so the editor can select the value the rules refused. A small
 * scanner over text that `JSON.parse` has already accepted: it never has to cope with bad JSON.
 */

/** A path split into keys and indexes: `a.b[2]["c d"]` → ['a', 'b', 2, 'c d']. */
export function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  const pattern = /\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\.?([^.[\]]+)/g;
  for (const match of path.matchAll(pattern)) {
    const [, index, quoted, key] = match;
    if (index !== undefined) steps.push(Number(index));
    else if (quoted !== undefined) steps.push(JSON.parse(`"${quoted}"`) as string);
    else if (key !== undefined) steps.push(key);
  }
  return steps;
}

/** The offsets `[start, end)` of the value at `path` in `text`, or of its nearest ancestor found; null when `text` is not JSON. */
export function locateJsonPath(text: string, path: string): [number, number] | null {
  let at = 0;
  const skipSpace = (): void => {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text.charAt(at) !== '"') at += text.charAt(at) === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  /** Moves past the value starting at `at`. */
  const skipValue = (): void => {
    skipSpace();
    const first = text.charAt(at);
    if (first === '"') {
      readString();
      return;
    }
    if (first === '{' || first === '[') {
      let depth = 0;
      do {
        const char = text.charAt(at);
        if (char === '"') {
          readString();
          continue;
        }
        if (char === '{' || char === '[') depth += 1;
        if (char === '}' || char === ']') depth -= 1;
        at += 1;
      } while (depth > 0 && at < text.length);
      return;
    }
    while (at < text.length && !/[,\]}\s]/.test(text.charAt(at))) at += 1;
  };
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  skipSpace();
  let found: [number, number] = [at, text.length];
  for (const step of pathSteps(path)) {
    const open = text.charAt(at);
    at += 1;
    let matched = false;
    for (let index = 0; ; index++) {
      skipSpace();
      if (text.charAt(at) === ']' || text.charAt(at) === '}') break;
      if (open === '{') {
        const key = readString();
        skipSpace();
        at += 1; // the colon
        skipSpace();
        if (key === step) {
          matched = true;
          break;
        }
      } else if (open === '[' && index === step) {
        matched = true;
        break;
      }
      skipValue();
      skipSpace();
      if (text.charAt(at) === ',') at += 1;
    }
    if (!matched) return found;
    const start = at;
    skipValue();
    found = [start, at];
    at = start;
  }
  return found;
}

/** The path a reader names a field by (as `RuleViolation.field` does): `players[0].tiles["Armored Turret"].x`. */
export function pathOf(steps: readonly (string | number)[]): string {
  return steps.reduce<string>((path, step) => (typeof step === 'number' ? `${path}[${String(step)}]` : /^[\w-]+$/.test(step) ? (path === '' ? step : `${path}.${step}`) : `${path}[${JSON.stringify(step)}]`), '');
}

/** A value at the end of a path in parsed JSON: a number, a text, true or false, or null. */
export interface Leaf {
  path: string;
  steps: (string | number)[];
  value: string | number | boolean | null;
}

/** Every leaf of `data`, in the order the JSON text has them. */
export function dataLeaves(data: unknown, steps: (string | number)[] = []): Leaf[] {
  if (Array.isArray(data)) return data.flatMap((item: unknown, index) => dataLeaves(item, [...steps, index]));
  if (typeof data === 'object' && data !== null) return Object.entries(data).flatMap(([key, item]) => dataLeaves(item, [...steps, key]));
  if (typeof data === 'number' || typeof data === 'string' || typeof data === 'boolean' || data === null) return steps.length === 0 ? [] : [{ path: pathOf(steps), steps, value: data }];
  return [];
}

/** `text` with the value at `path` replaced by `value` as JSON, the rest of the text (its layout) as it was; null when `text` is not JSON. */
export function replaceJsonValue(text: string, path: string, value: unknown): string | null {
  const found = locateJsonPath(text, path);
  if (found === null) return null;
  return `${text.slice(0, found[0])}${JSON.stringify(value)}${text.slice(found[1])}`;
}
