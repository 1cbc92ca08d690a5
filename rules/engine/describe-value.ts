/**
 * A refused value as a reader would want it quoted in an error message. Never throws: the value
 * comes from hand-typed attributes, JSON files or scripts and may be anything, even a BigInt or a
 * circular object, which JSON.stringify refuses.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  try {
    return JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? 'a list that cannot be written as JSON' : 'an object that cannot be written as JSON';
  }
}
