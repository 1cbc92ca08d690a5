/**
 * Armour and structure (rulebook 3.1): damage to a hull section comes off that section's armour;
 * only a section whose armour is gone lets damage through to the structure, the ship's health as a
 * whole. A ship at 0 structure is destroyed and its player loses.
 */
import { RuleViolation } from '../engine/index.ts';
import { RULE } from './rule-ids.ts';

export interface HullState {
  armour: Readonly<Record<string, number>>;
  structure: number;
}

export interface DamageResult {
  hull: HullState;
  /** Armour taken off the section. */
  armour: number;
  /** Structure lost (only through a section already without armour). */
  structure: number;
  /** Damage that went nowhere: beyond the armour the hit broke, or below 0 structure. */
  wasted: number;
  destroyed: boolean;
  rule: string;
}

/**
 * Deals `amount` damage to `section` of a ship. A section with armour absorbs the hit, up to the
 * armour it has left (the rest is lost: the gap must be hit again); a section without armour
 * passes the whole hit to the structure.
 */
export function dealDamage(hull: HullState, section: string, amount: number): DamageResult {
  const armour = hull.armour[section];
  if (armour === undefined) throw new RuleViolation(RULE.armour, `There is no hull section "${section}": the sections are ${Object.keys(hull.armour).join(', ')}.`, 'section', { section });
  if (!Number.isInteger(amount) || amount < 0) throw new RuleViolation(RULE.armour, `Damage is a whole number, 0 or more; got ${String(amount)}.`, 'amount', { amount });
  if (armour > 0) {
    const taken = Math.min(armour, amount);
    return { hull: { ...hull, armour: { ...hull.armour, [section]: armour - taken } }, armour: taken, structure: 0, wasted: amount - taken, destroyed: hull.structure === 0, rule: RULE.armour };
  }
  const lost = Math.min(hull.structure, amount);
  const structure = hull.structure - lost;
  return { hull: { ...hull, structure }, armour: 0, structure: lost, wasted: amount - lost, destroyed: structure === 0, rule: structure === 0 ? RULE.destroyed : RULE.structure };
}

/** The players whose ships are destroyed; both at once is a draw for the game to declare. */
export function destroyedShips(hulls: Readonly<Record<string, HullState>>): string[] {
  return Object.entries(hulls)
    .filter(([, hull]) => hull.structure <= 0)
    .map(([player]) => player);
}
