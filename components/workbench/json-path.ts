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
