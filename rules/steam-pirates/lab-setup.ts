/**
 * What Steam Pirates' four labs (bag, profit, sail, route) share as rulesets: the one who acts in
 * them (the reader: nobody else plays a lab), and the seed every setup may carry. A lab's own
 * fields are read by the lab; a refusal names the field, so a widget can name the attribute.
 */
import { readRecord, readSeed, type Field } from '../engine/index.ts';

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
