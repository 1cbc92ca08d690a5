/**
 * Reading a direct-fire setup (rulebook 7.4) from a designer's JSON or a widget's attributes as
 * typed: the seed, the weapon and its targets here, and whether the setup puts the weapon on the
 * board. The board's half (setup.ts: the presets, which all stand on the board, the weapon's place,
 * facing, range and obstacles, each target's hex) is a `BoardSetupPart` that `readDirectFireSetup`
 * takes, apart so that a page showing the plain roll never downloads it (issue 25).
 */
import { RuleViolation, at, isRuleViolation, jsonText, wholeText, optional, readBoolean, readList, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuseBecause, type Field, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, hexAt } from '../board.ts';
import type { Dir, Hex } from '../hex.ts';
import type { BoardPlaceInput } from './presets.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { AOE_LIMITS, DIE_STAT_LIMITS } from '../stat-limits.ts';

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
  /** Its hex, when the weapon is on the board (and only then). */
  at?: Hex;
}

/** What else stands on the board and blocks direct fire (7.4.1); `own-hull` is the firing ship's, which point defence sees past. */
export const OBSTACLE_KINDS = ['projectile', 'squadron', 'torpedo', 'hull', 'own-hull'] as const;
export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

export interface Obstacle {
  kind: ObstacleKind;
  at: Hex;
}

/** The weapon on the sample board: its hex and facing, its range, and what stands in the way besides the targets. */
export interface DirectFireBoard {
  at: Hex;
  facing: Dir;
  range: number;
  obstacles: Obstacle[];
}

/** A target as a designer writes it: on the board, `column` and `row` place it. */
export type TargetInput = Partial<Omit<Target, 'at'>> & { column?: number; row?: number };

/**
 * The weapon's place on the board, as a designer or a blogger writes it: `column` 0–12, `row` 0–16,
 * `facing` 0–5 or `N`…`NW`, `range` in hexes, `obstacles` as a list of `{ kind, column, row }` or
 * in words (`"projectile 6 9, hull 7 8"`).
 */
export interface BoardInput {
  column?: unknown;
  row?: unknown;
  facing?: unknown;
  range?: unknown;
  obstacles?: unknown;
}

/**
 * What a designer or a widget may leave out; everything missing gets a default. A designer writes
 * `weapon` and `board` in JSON; `<star-eater-direct-fire>` gives its attributes as they are typed,
 * each in the field of its own name (DIRECT_FIRE_ATTRIBUTES): a number may be text (`"3"`),
 * `targets` and `obstacles` JSON text. Each of those overrides the same field of `weapon` or
 * `board`, and every refusal of one names it, so the widget names the attribute.
 */
export interface DirectFireSetup extends Setup {
  /** A worked example (DIRECT_FIRE_PRESETS): its weapon, board and targets, which the fields below override. */
  preset?: string;
  weapon?: Partial<Weapon>;
  /** A list (an attribute's JSON text of the list is read too; typed as a list, which is what a designer writes). */
  targets?: TargetInput[];
  /** The default target's evasion, when neither `targets` nor the preset give targets. Default 0. */
  evasion?: number | string;
  /** Puts the weapon on the board (so does a preset, a target with a column or a row, or any of `column` to `obstacles` below). */
  board?: BoardInput;
  /** The weapon's accuracy, 0 to 12 (`weapon.accuracy`). */
  accuracy?: number | string;
  /** The weapon's area radius, 0 to 22 (`weapon.aoe`). */
  aoe?: number | string;
  /** Whether the weapon is point defence (`weapon.pointDefence`). */
  pointDefence?: boolean;
  /** The weapon's column on the board (`board.column`). */
  column?: number | string;
  /** The weapon's row on the board (`board.row`). */
  row?: number | string;
  /** Where the weapon points, 0–5 or `N`…`NW` (`board.facing`). */
  facing?: unknown;
  /** The weapon's range in hexes (`board.range`). */
  range?: number | string;
  /** In words (`"projectile 6 9, hull 7 8"`), as a list of `{ kind, column, row }`, or that list as JSON text (`board.obstacles`). */
  obstacles?: unknown;
}

/** The setup's fields a widget fills from its attributes of the same names (`pointDefence` is `point-defence`), in the order it lists them. */
export const DIRECT_FIRE_ATTRIBUTES = ['accuracy', 'evasion', 'aoe', 'pointDefence', 'targets', 'column', 'row', 'facing', 'range', 'obstacles'] as const;
export type DirectFireAttribute = (typeof DIRECT_FIRE_ATTRIBUTES)[number];

/** What a game of direct fire is about: the weapon, the targets and, when it is on the board, the board. */
export interface DirectFireScene {
  weapon: Weapon;
  targets: Target[];
  /** Null without a board: the targets are then taken to be in arc, in range and in sight. */
  board: DirectFireBoard | null;
}

export type ValidSetup = DirectFireScene;

const STATS_RULE = RULE.stats;
const TARGET_RULE = RULE.target;

export const DEFAULT_WEAPON: Weapon = { name: 'Direct-fire weapon', accuracy: 0, aoe: 0, pointDefence: false };
export const DEFAULT_TARGET: Target = { id: 'hull', name: 'Enemy hull section', kind: 'warship', evasion: 0 };

/** The attributes that put the weapon on the board (as `board`, a preset and a target with a place do). */
export const BOARD_ATTRIBUTES = ['column', 'row', 'facing', 'range', 'obstacles'] as const;
export type BoardAttribute = (typeof BOARD_ATTRIBUTES)[number];

/** The attribute fields of a setup, each read. */
export interface GivenAttributes {
  accuracy?: number;
  evasion?: number;
  aoe?: number;
  pointDefence?: boolean;
  targets?: Target[];
  column?: number;
  row?: number;
  facing?: Dir;
  range?: number;
  obstacles?: Obstacle[];
}

/** How attribute fields are read: each by its field (named as the attribute); the board's are setup.ts's. */
export type AttributeReaders<Name extends DirectFireAttribute = DirectFireAttribute> = { readonly [Key in Name]: (value: unknown) => NonNullable<GivenAttributes[Key]> };

/** The roll's attribute fields, each with its reader: all but the board's. */
export const ROLL_ATTRIBUTE_READERS: AttributeReaders<Exclude<DirectFireAttribute, BoardAttribute>> = {
  accuracy: (value) => readWholeNumber(wholeText(value), { path: 'accuracy', rule: STATS_RULE }, DIE_STAT_LIMITS),
  evasion: (value) => readEvasion(wholeText(value), { path: 'evasion', rule: STATS_RULE }),
  aoe: (value) => readWholeNumber(wholeText(value), { path: 'aoe', rule: STATS_RULE }, AOE_LIMITS),
  pointDefence: (value) => readBoolean(value, { path: 'pointDefence', rule: STATS_RULE }),
  targets: (value) => {
    const field: Field = { path: 'targets', rule: TARGET_RULE };
    return validateTargets(typeof value === 'string' ? jsonText(value, field, '[{"name":"Squadron","evasion":2}]') : value);
  },
};

/** Each attribute field the setup gives that `readers` read, in the order of DIRECT_FIRE_ATTRIBUTES; the first refusal is thrown. */
export function readGivenAttributes(setup: Readonly<Record<string, unknown>>, readers: Partial<AttributeReaders>): GivenAttributes {
  return Object.fromEntries(DIRECT_FIRE_ATTRIBUTES.flatMap((name) => {
    const read = readers[name];
    return setup[name] === undefined || read === undefined ? [] : [[name, read(setup[name])]];
  }));
}

/**
 * Every refusal of a setup's attribute fields that `readers` read, at once, each field read alone,
 * in the order of DIRECT_FIRE_ATTRIBUTES; none when each of them reads.
 */
export function attributeRefusalsOf(input: unknown, readers: Partial<AttributeReaders>): RuleViolation[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  const setup = input as Readonly<Record<string, unknown>>;
  return DIRECT_FIRE_ATTRIBUTES.flatMap((name) => {
    const read = readers[name];
    if (setup[name] === undefined || read === undefined) return [];
    try {
      read(setup[name]);
      return [];
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      return [error];
    }
  });
}

/**
 * Whether a setup puts the weapon on the board: `board`, a preset, a board attribute (`column` to
 * `obstacles`), or a target with a place. Only then does a widget need the board's rules
 * (DIRECT_FIRE_ON_BOARD, ruleset.ts); the roll's (DIRECT_FIRE_ROLL) read every other setup alike.
 */
export function directFireNeedsBoard(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const setup = input as Readonly<Record<string, unknown>>;
  if (setup.board !== undefined || setup.preset !== undefined || BOARD_ATTRIBUTES.some((name) => setup[name] !== undefined)) return true;
  if (setup.targets === undefined) return false;
  try {
    return ROLL_ATTRIBUTE_READERS.targets(setup.targets).some((target) => target.at !== undefined);
  } catch (error) {
    // Targets that do not read are refused in the same words by either rules (the same reader,
    // before any field of the board): the roll's say so without fetching the board's.
    if (isRuleViolation(error)) return false;
    throw error;
  }
}

/** A preset as reading a setup takes it (presets.ts): its weapon, its board and its targets. */
export interface PresetSetup {
  readonly weapon: Partial<Weapon>;
  readonly board: BoardPlaceInput;
  readonly targets: readonly TargetInput[];
}

/** What reading a setup asks of the board's half (setup.ts), for a setup that puts the weapon on the board. */
export interface BoardSetupPart {
  /** The preset of that name; refuses any other value, naming the presets. */
  readPreset: (name: unknown) => PresetSetup;
  /** The readers of the board's attribute fields (`column` to `obstacles`). */
  attributeReaders: AttributeReaders<BoardAttribute>;
  /**
   * The weapon's place, facing, range and obstacles (from `board`, the attribute fields `given`,
   * the preset's, or the default), and `targets` each on its hex; the default target ahead of the
   * weapon when `isDefault`.
   */
  placeOnBoard: (setup: Readonly<Record<string, unknown>>, preset: PresetSetup | null, given: GivenAttributes, targets: Target[], isDefault: boolean) => { board: DirectFireBoard; targets: Target[] };
}

/** Every attribute field's reader: the roll's, and the board's when there is a board's half. */
export function attributeReaders(board: BoardSetupPart | null): Partial<AttributeReaders> {
  return board === null ? ROLL_ATTRIBUTE_READERS : { ...ROLL_ATTRIBUTE_READERS, ...board.attributeReaders };
}

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file, and fills in defaults.
 * Every refusal names the field, so the reader can find the typo (a misspelt key included). With
 * the board's half (`board`), any setup; without, a setup that puts the weapon on the board
 * (`directFireNeedsBoard`) is refused, and any other is read in the same words and order.
 */
export function readDirectFireSetup(input: unknown, board: BoardSetupPart | null): ValidSetup & { seed: number } {
  const setup = readRecord(input, { path: 'setup', rule: STATS_RULE });
  const seed = readSeed(setup.seed);
  if (board === null && directFireNeedsBoard(setup)) {
    throw new RuleViolation(RULE.arcRange, 'This setup puts the weapon on the board, which the roll’s rules alone leave out: run it with directFire.');
  }
  const preset = setup.preset === undefined || board === null ? null : board.readPreset(setup.preset);
  const given = readGivenAttributes(setup, attributeReaders(board));
  const weapon = validateWeapon(setup.weapon === undefined ? {} : setup.weapon, preset?.weapon ?? {});
  if (given.accuracy !== undefined) weapon.accuracy = given.accuracy;
  if (given.aoe !== undefined) weapon.aoe = given.aoe;
  if (given.pointDefence !== undefined) weapon.pointDefence = given.pointDefence;
  const isDefault = given.targets === undefined && preset?.targets === undefined;
  const targets = given.targets ?? validateTargets(preset?.targets ?? [{ ...DEFAULT_TARGET, evasion: given.evasion ?? DEFAULT_TARGET.evasion }]);
  const placed = targets.some((target) => target.at !== undefined);
  const boardGiven = BOARD_ATTRIBUTES.some((name) => setup[name] !== undefined);
  if (board === null || (setup.board === undefined && !boardGiven && preset === null && !placed)) return { seed, weapon, targets, board: null };
  return { seed, weapon, ...board.placeOnBoard(setup, preset, given, targets, isDefault) };
}

const WEAPON_FIELDS = ['name', 'accuracy', 'aoe', 'pointDefence'] as const;
const TARGET_FIELDS = ['id', 'name', 'kind', 'evasion', 'column', 'row'] as const;

/** The weapon's stats: each from the input, else the preset's, else the default. */
function validateWeapon(input: unknown, preset: Partial<Weapon>): Weapon {
  const field: Field = { path: 'weapon', rule: STATS_RULE };
  const weapon = { ...preset, ...readRecord(input, field, WEAPON_FIELDS) };
  return {
    name: optional(weapon.name, at(field, 'name'), readText, DEFAULT_WEAPON.name),
    accuracy: optional(weapon.accuracy, at(field, 'accuracy'), (value, inner) => readWholeNumber(value, inner, DIE_STAT_LIMITS), DEFAULT_WEAPON.accuracy),
    aoe: optional(weapon.aoe, at(field, 'aoe'), (value, inner) => readWholeNumber(value, inner, AOE_LIMITS), DEFAULT_WEAPON.aoe),
    pointDefence: optional(weapon.pointDefence, at(field, 'pointDefence'), readBoolean, DEFAULT_WEAPON.pointDefence),
  };
}

function readEvasion(value: unknown, field: Field): number {
  return readWholeNumber(value, field, DIE_STAT_LIMITS);
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
  const valid: Target = {
    id: optional(target.id, at(field, 'id'), readText, `target-${String(number)}`),
    name: optional(target.name, at(field, 'name'), readText, `Target ${String(number)}`),
    kind: optional(target.kind, at(field, 'kind'), (value, kindField) => readOneOf(value, kindField, TARGET_KINDS), 'squadron'),
    // Evasion is a stat, like the weapon's accuracy: refused under the stats rule.
    evasion: optional(target.evasion, { ...at(field, 'evasion'), rule: STATS_RULE }, readEvasion, 0),
  };
  if (target.column === undefined && target.row === undefined) return valid;
  // A target half placed is a typo: both or neither.
  return { ...valid, at: readHex(target, field, 'give a target both a column and a row, or neither') };
}

/** A hex of the sample board from a record's `column` and `row`; `missing` says what to do when one is left out. */
export function readHex(record: Readonly<Record<string, unknown>>, field: Field, missing: string): Hex {
  for (const key of ['column', 'row'] as const) {
    if (record[key] === undefined) refuseBecause(at(field, key), `is missing: ${missing}.`);
  }
  const column = readWholeNumber(record.column, at(field, 'column'), { min: 0, max: SAMPLE_BOARD.columns - 1 });
  const row = readWholeNumber(record.row, at(field, 'row'), { min: 0, max: SAMPLE_BOARD.rows - 1 });
  return hexAt(column, row);
}
