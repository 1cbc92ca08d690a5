/**
 * Numbers read off a template: a zone's values, the cost of shifting modes, mode lengths, and the
 * reach and hiding limit of a ranged attack. Pure functions; each refusal names its rule and field.
 */
import { RuleViolation, describeValue, readWholeNumber, refuse } from '../engine/index.ts';
import { MAX_ADDED_ICONS, ZONES, isZone, type Template, type Zone } from './templates.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export interface ZoneValues {
  attack: number;
  energy: number;
  defense: number;
}

/** These functions take typed arguments, but a page's script may pass anything: each is checked. */
function ensureZone(value: unknown, path: string, rule: RuleId): void {
  if (!isZone(value)) refuse({ path, rule }, 'a zone A–E', value);
}

function ensureCount(value: unknown, path: string, rule: RuleId): void {
  readWholeNumber(value, { path, rule }, { min: 0 });
}

/**
 * A zone's attack, energy and defense values: how many icons of each kind it shows, printed and added
 * (steamwork-arena/zones.values). A shut-down zone is blank, all 0 (steamwork-arena/zones.shut-down): pass `true`, or the
 * list of the player's shut-down zones.
 */
export function zoneValues(template: Template, zone: Zone, shutDown: boolean | readonly Zone[] = false): ZoneValues {
  ensureZone(zone, 'zone', RULE.zoneValues);
  const isShutDown = typeof shutDown === 'boolean' ? shutDown : shutDown.includes(zone);
  if (isShutDown) return { attack: 0, energy: 0, defense: 0 };
  const icons = template.zones[zone];
  const count = (icon: 'a' | 'e' | 'd'): number => icons.filter((entry) => entry.icon === icon).length;
  return { attack: count('a'), energy: count('e'), defense: count('d') };
}

/**
 * The highest attack and defense values any zone can show (steamwork-arena/zones.values): the most
 * icons of that kind a core prints in one zone, plus all the icons a player may add
 * (steamwork-arena/setup.customise). Attack: 3 in the alpha core's zone E (the sample beta core
 * prints at most 2). Defense: 4 in the sample beta core's zone A (the alpha core prints at most 3).
 * No workshop special adds attack or defense, so no steamwork ever reaches more.
 */
export const MOST_ATTACK_VALUE = 3 + MAX_ADDED_ICONS;
export const MOST_DEFENSE_VALUE = 4 + MAX_ADDED_ICONS;

/** Energy to move the mode clip 0, 1, 2, 3 or 4 steps (steamwork-arena/round.shift). */
export const SHIFT_COSTS = [0, 1, 3, 6, 10] as const;

/** How many steps apart two zones are; the zones run A–E in a line and E does not wrap round to A. */
export function zoneDistance(from: Zone, to: Zone): number {
  return Math.abs(ZONES.indexOf(to) - ZONES.indexOf(from));
}

/** The energy it costs to shift from one mode to another (steamwork-arena/round.shift): 0/1/3/6/10, no wrap-around. */
export function shiftCost(from: Zone, to: Zone): number {
  ensureZone(from, 'from', RULE.shift);
  ensureZone(to, 'to', RULE.shift);
  return SHIFT_COSTS[zoneDistance(from, to)] ?? Number.NaN;
}

/**
 * Mode lengths in inches (steamwork-arena/zones.lengths). Interpretation: A–E are 1–5 inches, as setup's
 * "two E-lengths (10 inches)" implies for E.
 */
export const LENGTHS_INCHES: Readonly<Record<Zone, number>> = { A: 1, B: 2, C: 3, D: 4, E: 5 };

/** The length a mode's ranged attacks measure in (steamwork-arena/ranged.inverse-length): A→E, B→D, C→C, D→B, E→A. */
export function inverseLength(mode: Zone): Zone {
  ensureZone(mode, 'mode', RULE.inverseLength);
  return ZONES[ZONES.length - 1 - ZONES.indexOf(mode)] ?? mode;
}

/** How far, in inches, a ranged attack from `mode` reaches for `energySpent` energy (steamwork-arena/ranged.range-cost). */
export function rangedReach(mode: Zone, energySpent: number): number {
  ensureCount(energySpent, 'energySpent', RULE.rangeCost);
  return energySpent * LENGTHS_INCHES[inverseLength(mode)];
}

/**
 * The least range energy that reaches `distanceInches` from `mode`: whole inverse lengths, so a target
 * between one and two D-lengths away needs 2.
 */
export function rangeEnergyFor(mode: Zone, distanceInches: number): number {
  if (typeof distanceInches !== 'number' || !Number.isFinite(distanceInches) || distanceInches < 0) {
    throw new RuleViolation(RULE.rangeCost, `distanceInches must be a distance, 0 or more; got ${describeValue(distanceInches)}.`, 'distanceInches');
  }
  return Math.ceil(distanceInches / LENGTHS_INCHES[inverseLength(mode)]);
}

/**
 * The most energy an attacker may hide after spending `rangeEnergy` on range (steamwork-arena/ranged.range-cost):
 * range energy counts against the attack value. Refuses range energy beyond the attack value.
 */
export function maxHiddenForAttack(attackValue: number, rangeEnergy = 0): number {
  ensureCount(attackValue, 'attackValue', RULE.hide);
  ensureCount(rangeEnergy, 'rangeEnergy', RULE.rangeCost);
  if (rangeEnergy > attackValue) {
    throw new RuleViolation(
      RULE.rangeCost,
      `rangeEnergy: range energy counts against the attack value, so it can be at most ${attackValue}; got ${rangeEnergy}.`,
      'rangeEnergy',
    );
  }
  return attackValue - rangeEnergy;
}
