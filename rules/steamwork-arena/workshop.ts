/**
 * The Workshop (steamwork-arena/workshop.specials): the rulebook's untested ideas for special
 * abilities, each bought by giving up some of the six icons a player may add. A few are offered as
 * designer toggles so a designer can try one; none is play tested, by the rulebook's own warning.
 */
import { RuleViolation, isOneOf, readList, readOneOf } from '../engine/index.ts';
import { MAX_ADDED_ICONS, countIcons, type Template } from './templates.ts';
import { RULE } from './rule-ids.ts';

/** The specials offered, by setup id. */
export const WORKSHOP_SPECIAL_IDS = ['range-bonus', 'initiative-bonus', 'reduce-damage', 'energize-bonus'] as const;
export type WorkshopSpecial = (typeof WORKSHOP_SPECIAL_IDS)[number];

export interface WorkshopSpecialEntry {
  id: WorkshopSpecial;
  name: string;
  /** Added icons given up to buy it (the rulebook's "(-2 icons)"). */
  iconCost: number;
  /** What it does in our encoding, in plain words. */
  effect: string;
}

/** Each special's rulebook name and icon cost: all that the rules and the widgets use. */
const TERMS: Readonly<Record<WorkshopSpecial, { name: string; iconCost: number }>> = {
  'range-bonus': { name: '+1 inch ranged attack bonus', iconCost: 2 },
  'initiative-bonus': { name: '+1 initiative bonus', iconCost: 2 },
  'reduce-damage': { name: 'Reduce all damage by 1', iconCost: 5 },
  'energize-bonus': { name: '+1 energy during ENERGIZE', iconCost: 5 },
};

/** Our reading of what each does, for the docs; kept out of TERMS so that a widget's bundle does not carry the prose. */
const EFFECTS: Readonly<Record<WorkshopSpecial, string>> = {
  'range-bonus': 'Every ranged attack reaches 1 inch further than its range energy buys.',
  'initiative-bonus': 'Bids for initiative count 1 more when the bids are compared; the bonus is not energy and is not spent.',
  'reduce-damage': 'Each conflict this steamwork defends gives 1 pdp fewer (never below 0).',
  'energize-bonus': 'ENERGIZE gives 1 more energy than the zone\'s energy value, as far as the bank goes.',
};

/** Every special with its name, icon cost and our reading of what it does (the docs' table). */
export const WORKSHOP_SPECIALS: readonly WorkshopSpecialEntry[] = /* @__PURE__ */ WORKSHOP_SPECIAL_IDS.map((id) => ({ id, ...TERMS[id], effect: EFFECTS[id] }));

export function isWorkshopSpecial(value: unknown): value is WorkshopSpecial {
  return isOneOf(WORKSHOP_SPECIAL_IDS, value);
}

/** A special's rulebook name, for people; an id that is no special is given back as it is. */
export function workshopSpecialName(id: string): string {
  return isWorkshopSpecial(id) ? TERMS[id].name : id;
}

export function workshopSpecial(id: WorkshopSpecial): WorkshopSpecialEntry {
  const entry = WORKSHOP_SPECIALS.find((special) => special.id === id);
  if (entry === undefined) throw new Error(`No workshop special ${id}.`);
  return entry;
}

/** Icons a template may still add once its specials are paid for: 6 less their icon costs. */
export function iconAllowance(specials: readonly WorkshopSpecial[]): number {
  return MAX_ADDED_ICONS - specials.reduce((sum, id) => sum + TERMS[id].iconCost, 0);
}

/**
 * Checks a list of specials for a template: known ids, none twice, and their icon costs plus the
 * template's added icons within the six a player may add. Returns the list as specials.
 */
export function validateSpecials(input: unknown, template: Template, field: string): WorkshopSpecial[] {
  if (input === undefined) return [];
  const specials = readList(input, { path: field, rule: RULE.workshop }, (value, entryField) => readOneOf(value, entryField, WORKSHOP_SPECIAL_IDS));
  const twice = specials.find((id, index) => specials.indexOf(id) !== index);
  if (twice !== undefined) throw new RuleViolation(RULE.workshop, `${field}: ${twice} is listed twice.`, field);
  const allowance = iconAllowance(specials);
  const added = countIcons(template).added;
  if (added > allowance) {
    throw new RuleViolation(RULE.workshop, `${field}: these specials cost ${MAX_ADDED_ICONS - allowance} of the ${MAX_ADDED_ICONS} icons a player may add, leaving ${Math.max(0, allowance)}; the template adds ${added}.`, field);
  }
  return specials;
}
