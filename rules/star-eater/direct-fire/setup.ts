import { RuleViolation, describeValue as describe, isValidSeed, type Setup } from '../../engine/index.ts';

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

const STATS_RULE = 'star-eater/direct-fire.stats';
const TARGET_RULE = 'star-eater/direct-fire.target';

export const DEFAULT_WEAPON: Weapon = { name: 'Direct-fire weapon', accuracy: 0, aoe: 0, pointDefence: false };
export const DEFAULT_TARGET: Target = { id: 'hull', name: 'Enemy hull section', kind: 'warship', evasion: 0 };

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file, and fills in defaults.
 * Every refusal names the field, so the reader can find the typo.
 */
export function validateDirectFireSetup(input: unknown): ValidSetup & { seed: number } {
  const setup = ensureObject(input, 'setup', STATS_RULE);
  if (!isValidSeed(setup.seed)) {
    throw new RuleViolation('engine/setup.seed', `seed must be a whole number; got ${describe(setup.seed)}.`, 'seed');
  }
  const weapon = validateWeapon(setup.weapon === undefined ? {} : setup.weapon);
  const targets = validateTargets(setup.targets === undefined ? [DEFAULT_TARGET] : setup.targets);
  return { seed: setup.seed, weapon, targets };
}

function validateWeapon(input: unknown): Weapon {
  const weapon = ensureObject(input, 'weapon', STATS_RULE);
  const name = optionalString(weapon.name, 'weapon.name', DEFAULT_WEAPON.name, STATS_RULE);
  const accuracy = optionalWholeNumber(weapon.accuracy, 'weapon.accuracy', DEFAULT_WEAPON.accuracy);
  const aoe = optionalWholeNumber(weapon.aoe, 'weapon.aoe', DEFAULT_WEAPON.aoe);
  if (aoe < 0) throw new RuleViolation(STATS_RULE, `weapon.aoe is a radius in hexes and cannot be negative; got ${String(aoe)}.`, 'weapon.aoe');
  const pointDefence = weapon.pointDefence === undefined ? DEFAULT_WEAPON.pointDefence : weapon.pointDefence;
  if (typeof pointDefence !== 'boolean') {
    throw new RuleViolation(STATS_RULE, `weapon.pointDefence must be true or false; got ${describe(pointDefence)}.`, 'weapon.pointDefence');
  }
  return { name, accuracy, aoe, pointDefence };
}

function validateTargets(input: unknown): Target[] {
  if (!Array.isArray(input)) throw new RuleViolation(TARGET_RULE, `targets must be a list; got ${describe(input)}.`, 'targets');
  if (input.length === 0) throw new RuleViolation(TARGET_RULE, 'targets must list at least one target.', 'targets');
  const targets = input.map((entry: unknown, index) => validateTarget(entry, index));
  const seen = new Set<string>();
  for (const target of targets) {
    if (seen.has(target.id)) throw new RuleViolation(TARGET_RULE, `targets: two targets share the id "${target.id}"; give each its own.`, 'targets');
    seen.add(target.id);
  }
  return targets;
}

function validateTarget(input: unknown, index: number): Target {
  const field = `targets[${String(index)}]`;
  const target = ensureObject(input, field, TARGET_RULE);
  const kind = target.kind === undefined ? 'squadron' : target.kind;
  if (typeof kind !== 'string' || !(TARGET_KINDS as readonly string[]).includes(kind)) {
    throw new RuleViolation(TARGET_RULE, `${field}.kind must be one of ${TARGET_KINDS.join(', ')}; got ${describe(kind)}.`, `${field}.kind`);
  }
  const name = optionalString(target.name, `${field}.name`, `Target ${String(index + 1)}`);
  const id = optionalString(target.id, `${field}.id`, `target-${String(index + 1)}`);
  const evasion = optionalWholeNumber(target.evasion, `${field}.evasion`, 0);
  return { id, name, kind: kind as TargetKind, evasion };
}

function ensureObject(input: unknown, field: string, rule: string): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RuleViolation(rule, `${field} must be an object; got ${describe(input)}.`, field);
  }
  return input as Record<string, unknown>;
}

function optionalString(value: unknown, field: string, fallback: string, rule = TARGET_RULE): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '') throw new RuleViolation(rule, `${field} must be a non-empty text; got ${describe(value)}.`, field);
  return value;
}

function optionalWholeNumber(value: unknown, field: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RuleViolation(STATS_RULE, `${field} must be a whole number; got ${describe(value)}.`, field);
  }
  return value;
}
