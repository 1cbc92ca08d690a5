/**
 * The Workshop (steamwork-arena/workshop.specials): the rulebook's untested ideas for special
 * abilities, each bought by giving up some of the six icons a player may add. A few are offered as
 * designer toggles so a designer can try one; none is play tested, by the rulebook's own warning.
 */
import { RuleViolation, readList, readOneOf } from '../engine/index.ts';
import { MAX_ADDED_ICONS, countIcons, type Template } from './templates.ts';
import { RULE } from './rule-ids.ts';

export interface WorkshopSpecialEntry {
  id: WorkshopSpecial;
  name: string;
  /** Added icons given up to buy it (the rulebook's "(-2 icons)"). */
  iconCost: number;
  /** What it does in our encoding, in plain words. */
  effect: string;
}

export type WorkshopSpecial = 'range-bonus' | 'initiative-bonus' | 'reduce-damage' | 'energize-bonus';

export const WORKSHOP_SPECIALS: readonly WorkshopSpecialEntry[] = [
  { id: 'range-bonus', name: '+1 inch ranged attack bonus', iconCost: 2, effect: 'Every ranged attack reaches 1 inch further than its range energy buys.' },
  { id: 'initiative-bonus', name: '+1 initiative bonus', iconCost: 2, effect: 'Bids for initiative count 1 more when the bids are compared; the bonus is not energy and is not spent.' },
  { id: 'reduce-damage', name: 'Reduce all damage by 1', iconCost: 5, effect: 'Each conflict this steamwork defends gives 1 pdp fewer (never below 0).' },
  { id: 'energize-bonus', name: '+1 energy during ENERGIZE', iconCost: 5, effect: 'ENERGIZE gives 1 more energy than the zone\'s energy value, as far as the bank goes.' },
];

export function isWorkshopSpecial(value: unknown): value is WorkshopSpecial {
  return WORKSHOP_SPECIALS.some((entry) => entry.id === value);
}

export function workshopSpecial(id: WorkshopSpecial): WorkshopSpecialEntry {
  const entry = WORKSHOP_SPECIALS.find((special) => special.id === id);
  if (entry === undefined) throw new Error(`No workshop special ${id}.`);
  return entry;
}

/** Icons a template may still add once its specials are paid for: 6 less their icon costs. */
export function iconAllowance(specials: readonly WorkshopSpecial[]): number {
  return MAX_ADDED_ICONS - specials.reduce((sum, id) => sum + workshopSpecial(id).iconCost, 0);
}

/**
 * Checks a list of specials for a template: known ids, none twice, and their icon costs plus the
 * template's added icons within the six a player may add. Returns the list as specials.
 */
export function validateSpecials(input: unknown, template: Template, field: string): WorkshopSpecial[] {
  if (input === undefined) return [];
  const ids = WORKSHOP_SPECIALS.map((entry) => entry.id);
  const specials = readList(input, { path: field, rule: RULE.workshop }, (value, entryField) => readOneOf(value, entryField, ids));
  const twice = specials.find((id, index) => specials.indexOf(id) !== index);
  if (twice !== undefined) throw new RuleViolation(RULE.workshop, `${field}: ${twice} is listed twice.`, field);
  const allowance = iconAllowance(specials);
  const added = countIcons(template).added;
  if (added > allowance) {
    throw new RuleViolation(RULE.workshop, `${field}: these specials cost ${MAX_ADDED_ICONS - allowance} of the ${MAX_ADDED_ICONS} icons a player may add, leaving ${Math.max(0, allowance)}; the template adds ${added}.`, field);
  }
  return specials;
}
