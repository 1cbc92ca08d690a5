import type { AttributeProblem } from './attributes.ts';
import { setupProblem } from './problems.ts';

/*
 * Reading a lab's attributes into the setup its rules read (`readSailLab(setup)`,
 * `readProfitLab(setup)`…): an attribute left out leaves its field out, so the preset's value, or
 * the default, stands; the rules check the values and name the field they refuse, which is said
 * as the attribute's problem. attributes.ts parses single values; this is for labs whose rules
 * take the attributes' words as they are.
 *
 * In the blog bundle's lab chunk, not its base (LAB_ROOTS of scripts/build-bundle.ts): only labs use it.
 */

/** An attribute's text, trimmed; undefined when it is missing or empty. */
export function givenText(raw: string | null): string | undefined {
  return raw === null || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * Whether an attribute, or the value a script set on its property instead (a number, a list), is
 * given: not missing and not empty text.
 */
export function isGiven(raw: unknown): boolean {
  return raw !== null && raw !== undefined && (typeof raw !== 'string' || raw.trim() !== '');
}

/**
 * A comma-separated list as typed (`haven, lumen`), each item trimmed and in lower case; `none`
 * for an empty list; undefined when the attribute is missing or empty.
 */
export function givenList(raw: string | null): string[] | undefined {
  const text = givenText(raw);
  if (text === undefined) return undefined;
  return text.toLowerCase() === 'none' ? [] : text.split(',').map((item) => item.trim().toLowerCase());
}

/**
 * For a lab whose attributes are spelled as its setup's fields: each given attribute's text
 * (`givenText`), a `preset` in lower case; the ones left out left out.
 */
export function givenTexts<Key extends string>(host: Readonly<Record<Key, string | null>>, keys: readonly Key[]): Partial<Record<Key, string>> {
  const setup: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = givenText(host[key]);
    if (value !== undefined) setup[key] = key === 'preset' ? value.toLowerCase() : value;
  }
  return setup;
}

/**
 * For a lab whose attributes are spelled as its setup's fields: the attribute a refused field
 * comes from (`path[2]` → `path`), or '' for a field that is none of them.
 */
export function attributeOfFieldIn(attributes: readonly string[]): (field: string) => string {
  return (field) => {
    const name = field.replace(/\[.*$/, '');
    return attributes.includes(name) ? name : '';
  };
}

/**
 * The lab `read` builds from the setup, or null with the rules' refusal added to `problems`, under
 * its attribute (`attributeOf`). Nothing is read while `problems` already holds one: the
 * attributes' own problems are said first.
 */
export function readSetup<Lab>(problems: AttributeProblem[], read: () => Lab, attributeOf: (field: string) => string): Lab | null {
  if (problems.length > 0) return null;
  try {
    return read();
  } catch (error) {
    problems.push(setupProblem(error, attributeOf));
    return null;
  }
}
