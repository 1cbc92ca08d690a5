import { RuleViolation, at, optional, readBoolean, readList, readOneOf, readRecord, readSeed, readText, readWholeNumber, type Field, type Setup } from '../../engine/index.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';

export const TARGET_KINDS = ['warship', 'squadron', 'torpedo'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export interface Weapon {
  name: string;
  accuracy: number;
  /** Radius in hexes; 0 means a single-target weapon. */
  aoe: number;
  pointDefence: boolean;
}

export interface Target {
  id: string;
  name: string;
  kind: TargetKind;
  evasion: number;
}

/** What a designer or a widget may leave out; everything missing gets a default. */
export interface DirectFireSetup extends Setup {
  weapon?: Partial<Weapon>;
  targets?: Partial<Target>[];
}

export interface ValidSetup {
  weapon: Weapon;
  targets: Target[];
}

const STATS_RULE = RULE.stats;
const TARGET_RULE = RULE.target;

export const DEFAULT_WEAPON: Weapon = { name: 'Direct-fire weapon', accuracy: 0, aoe: 0, pointDefence: false };
export const DEFAULT_TARGET: Target = { id: 'hull', name: 'Enemy hull section', kind: 'warship', evasion: 0 };

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file, and fills in defaults.
 * Every refusal names the field, so the reader can find the typo (a misspelt key included).
 */
export function validateDirectFireSetup(input: unknown): ValidSetup & { seed: number } {
  const setup = readRecord(input, { path: 'setup', rule: STATS_RULE });
  const seed = readSeed(setup.seed);
  const weapon = validateWeapon(setup.weapon === undefined ? {} : setup.weapon);
  const targets = validateTargets(setup.targets === undefined ? [DEFAULT_TARGET] : setup.targets);
  return { seed, weapon, targets };
}

const WEAPON_FIELDS = ['name', 'accuracy', 'aoe', 'pointDefence'] as const;
const TARGET_FIELDS = ['id', 'name', 'kind', 'evasion'] as const;

function validateWeapon(input: unknown): Weapon {
  const field: Field = { path: 'weapon', rule: STATS_RULE };
  const weapon = readRecord(input, field, WEAPON_FIELDS);
  const aoe = optional(weapon.aoe, at(field, 'aoe'), readWholeNumber, DEFAULT_WEAPON.aoe);
  if (aoe < 0) throw new RuleViolation(STATS_RULE, `weapon.aoe is a radius in hexes and cannot be negative; got ${String(aoe)}.`, 'weapon.aoe', { aoe });
  return {
    name: optional(weapon.name, at(field, 'name'), readText, DEFAULT_WEAPON.name),
    accuracy: optional(weapon.accuracy, at(field, 'accuracy'), readWholeNumber, DEFAULT_WEAPON.accuracy),
    aoe,
    pointDefence: optional(weapon.pointDefence, at(field, 'pointDefence'), readBoolean, DEFAULT_WEAPON.pointDefence),
  };
}

function validateTargets(input: unknown): Target[] {
  if (Array.isArray(input) && input.length === 0) throw new RuleViolation(TARGET_RULE, 'targets must list at least one target.', 'targets');
  const targets = readList(input, { path: 'targets', rule: TARGET_RULE }, validateTarget);
  const seen = new Set<string>();
  for (const target of targets) {
    if (seen.has(target.id)) throw new RuleViolation(TARGET_RULE, `targets: two targets share the id "${target.id}"; give each its own.`, 'targets', { id: target.id });
    seen.add(target.id);
  }
  return targets;
}

function validateTarget(input: unknown, field: Field): Target {
  const target = readRecord(input, field, TARGET_FIELDS);
  const number = Number(/\[(\d+)\]$/.exec(field.path)?.[1] ?? '0') + 1;
  return {
    id: optional(target.id, at(field, 'id'), readText, `target-${String(number)}`),
    name: optional(target.name, at(field, 'name'), readText, `Target ${String(number)}`),
    kind: optional(target.kind, at(field, 'kind'), (value, kindField) => readOneOf(value, kindField, TARGET_KINDS), 'squadron'),
    // Evasion is a stat, like the weapon's accuracy: refused under the stats rule.
    evasion: optional(target.evasion, { ...at(field, 'evasion'), rule: STATS_RULE }, readWholeNumber, 0),
  };
}
