import { RuleViolation, at, isRuleViolation, jsonText, wholeText, optional, readBoolean, readList, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuse, refuseBecause, type Field, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, hexAt, onBoard } from '../board.ts';
import { hexKey, sameHex, stepHex, type Dir, type Hex } from '../hex.ts';
import { readFacing } from '../lab-setup.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { STAT_LIMITS } from '../stat-limits.ts';
import { directFirePresetNamed, DIRECT_FIRE_PRESETS, type BoardPlaceInput } from './presets.ts';

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

/** With no preset: low in the middle of the board facing N, range 4 (the default target stands ahead of it). */
export const DEFAULT_BOARD: Readonly<BoardPlaceInput> = { column: 6, row: 11, facing: 0, range: 4 };

/** The longest range the widget takes: a card's longest, across the whole board. */
export const MAX_DIRECT_FIRE_RANGE = STAT_LIMITS.range.max;

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file, and fills in defaults.
 * Every refusal names the field, so the reader can find the typo (a misspelt key included).
 */
export function validateDirectFireSetup(input: unknown): ValidSetup & { seed: number } {
  const setup = readRecord(input, { path: 'setup', rule: STATS_RULE });
  const seed = readSeed(setup.seed);
  let preset = null;
  if (setup.preset !== undefined) {
    preset = typeof setup.preset === 'string' ? directFirePresetNamed(setup.preset) : undefined;
    if (preset === undefined) refuse({ path: 'preset', rule: STATS_RULE }, `one of ${DIRECT_FIRE_PRESETS.map((entry) => entry.name).join(', ')}`, setup.preset);
  }
  const given = readGivenAttributes(setup);
  const weapon = validateWeapon(setup.weapon === undefined ? {} : setup.weapon, preset?.weapon ?? {});
  if (given.accuracy !== undefined) weapon.accuracy = given.accuracy;
  if (given.aoe !== undefined) weapon.aoe = given.aoe;
  if (given.pointDefence !== undefined) weapon.pointDefence = given.pointDefence;
  const isDefault = given.targets === undefined && preset?.targets === undefined;
  const targets = given.targets ?? validateTargets(preset?.targets ?? [{ ...DEFAULT_TARGET, evasion: given.evasion ?? DEFAULT_TARGET.evasion }]);
  const placed = targets.some((target) => target.at !== undefined);
  const boardGiven = BOARD_ATTRIBUTES.some((name) => setup[name] !== undefined);
  if (setup.board === undefined && !boardGiven && preset === null && !placed) return { seed, weapon, targets, board: null };
  const board = validateBoard(setup.board === undefined ? {} : setup.board, preset?.board ?? DEFAULT_BOARD, given);
  return { seed, weapon, targets: placeTargets(targets, board, isDefault), board };
}

/** The attributes that put the weapon on the board. */
const BOARD_ATTRIBUTES = ['column', 'row', 'facing', 'range', 'obstacles'] as const;

/** The attribute fields of a setup, each read. */
interface GivenAttributes {
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

/** How each attribute field is read: its field (named as the attribute) and its reader. */
const ATTRIBUTE_READERS: { readonly [Name in DirectFireAttribute]: (value: unknown) => NonNullable<GivenAttributes[Name]> } = {
  accuracy: (value) => readWholeNumber(wholeText(value), { path: 'accuracy', rule: STATS_RULE }, STAT_LIMITS.accuracy),
  evasion: (value) => readEvasion(wholeText(value), { path: 'evasion', rule: STATS_RULE }),
  aoe: (value) => readWholeNumber(wholeText(value), { path: 'aoe', rule: STATS_RULE }, STAT_LIMITS.aoe),
  pointDefence: (value) => readBoolean(value, { path: 'pointDefence', rule: STATS_RULE }),
  targets: (value) => {
    const field: Field = { path: 'targets', rule: TARGET_RULE };
    return validateTargets(typeof value === 'string' ? jsonText(value, field, '[{"name":"Squadron","evasion":2}]') : value);
  },
  column: (value) => readWholeNumber(wholeText(value), { path: 'column', rule: RULE.arcRange }, { min: 0, max: SAMPLE_BOARD.columns - 1 }),
  row: (value) => readWholeNumber(wholeText(value), { path: 'row', rule: RULE.arcRange }, { min: 0, max: SAMPLE_BOARD.rows - 1 }),
  facing: (value) => readFacing(value, { path: 'facing', rule: RULE.arcRange }),
  range: (value) => readWholeNumber(wholeText(value), { path: 'range', rule: RULE.arcRange }, STAT_LIMITS.range),
  obstacles: (value) => {
    const field: Field = { path: 'obstacles', rule: RULE.obstruction };
    // Words never start with a bracket: such text is the JSON list.
    const list = typeof value === 'string' && value.trim().startsWith('[') ? jsonText(value, field, '[{"kind":"projectile","column":6,"row":9}]') : value;
    return readObstacles(list, field);
  },
};

/** Each attribute field the setup gives, read; the first refusal is thrown. */
function readGivenAttributes(setup: Readonly<Record<string, unknown>>): GivenAttributes {
  return Object.fromEntries(DIRECT_FIRE_ATTRIBUTES.filter((name) => setup[name] !== undefined).map((name) => [name, ATTRIBUTE_READERS[name](setup[name])]));
}

/**
 * Every refusal of a setup's attribute fields at once, each field read alone, in the order of
 * DIRECT_FIRE_ATTRIBUTES; none when each of them reads. For a widget that shows every bad
 * attribute together: the checks across fields (the preset, two things on one hex) are
 * `validateDirectFireSetup`'s, once these pass.
 */
export function directFireAttributeRefusals(input: unknown): RuleViolation[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  const setup = input as Readonly<Record<string, unknown>>;
  return DIRECT_FIRE_ATTRIBUTES.flatMap((name) => {
    if (setup[name] === undefined) return [];
    try {
      ATTRIBUTE_READERS[name](setup[name]);
      return [];
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      return [error];
    }
  });
}

/**
 * Where the default target stands on the board: straight ahead of the weapon, three hexes or as
 * near as its range and the board allow, on a hex no obstacle holds; null when there is none.
 */
function defaultPlace(board: DirectFireBoard): Hex | undefined {
  for (let distance = Math.min(3, board.range); distance >= 1; distance--) {
    const hex = stepHex(board.at, board.facing, distance);
    if (onBoard(SAMPLE_BOARD, hex) && !board.obstacles.some((obstacle) => sameHex(obstacle.at, hex))) return hex;
  }
  return undefined;
}

const WEAPON_FIELDS = ['name', 'accuracy', 'aoe', 'pointDefence'] as const;
const TARGET_FIELDS = ['id', 'name', 'kind', 'evasion', 'column', 'row'] as const;
const BOARD_FIELDS = ['column', 'row', 'facing', 'range', 'obstacles'] as const;
const OBSTACLE_FIELDS = ['kind', 'column', 'row'] as const;

/** The weapon's stats: each from the input, else the preset's, else the default. */
function validateWeapon(input: unknown, preset: Partial<Weapon>): Weapon {
  const field: Field = { path: 'weapon', rule: STATS_RULE };
  const weapon = { ...preset, ...readRecord(input, field, WEAPON_FIELDS) };
  return {
    name: optional(weapon.name, at(field, 'name'), readText, DEFAULT_WEAPON.name),
    accuracy: optional(weapon.accuracy, at(field, 'accuracy'), (value, inner) => readWholeNumber(value, inner, STAT_LIMITS.accuracy), DEFAULT_WEAPON.accuracy),
    aoe: optional(weapon.aoe, at(field, 'aoe'), (value, inner) => readWholeNumber(value, inner, STAT_LIMITS.aoe), DEFAULT_WEAPON.aoe),
    pointDefence: optional(weapon.pointDefence, at(field, 'pointDefence'), readBoolean, DEFAULT_WEAPON.pointDefence),
  };
}

function readEvasion(value: unknown, field: Field): number {
  return readWholeNumber(value, field, STAT_LIMITS.evasion);
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
function readHex(record: Readonly<Record<string, unknown>>, field: Field, missing: string): Hex {
  for (const key of ['column', 'row'] as const) {
    if (record[key] === undefined) refuseBecause(at(field, key), `is missing: ${missing}.`);
  }
  const column = readWholeNumber(record.column, at(field, 'column'), { min: 0, max: SAMPLE_BOARD.columns - 1 });
  const row = readWholeNumber(record.row, at(field, 'row'), { min: 0, max: SAMPLE_BOARD.rows - 1 });
  return hexAt(column, row);
}

/**
 * The weapon's place, range and obstacles, each from the attribute fields given (`given`), else the
 * input, else the fallback (the preset's, or the default). Refusals name the attribute a blogger
 * writes (`column`, `obstacles[1].row`).
 */
function validateBoard(input: unknown, fallback: BoardPlaceInput, given: GivenAttributes): DirectFireBoard {
  const field: Field = { path: 'board', rule: RULE.arcRange };
  const board = readRecord(input, field, BOARD_FIELDS);
  const column = given.column ?? optional(board.column, { path: 'column', rule: RULE.arcRange }, (value, inner) => readWholeNumber(value, inner, { min: 0, max: SAMPLE_BOARD.columns - 1 }), fallback.column);
  const row = given.row ?? optional(board.row, { path: 'row', rule: RULE.arcRange }, (value, inner) => readWholeNumber(value, inner, { min: 0, max: SAMPLE_BOARD.rows - 1 }), fallback.row);
  const weaponAt = hexAt(column, row);
  const obstaclesField: Field = { path: 'obstacles', rule: RULE.obstruction };
  const obstacles = given.obstacles ?? readObstacles(board.obstacles === undefined ? (fallback.obstacles ?? []) : board.obstacles, obstaclesField);
  const taken = new Map<string, string>([[hexKey(weaponAt), 'the weapon']]);
  obstacles.forEach((obstacle, index) => {
    checkFree(taken, obstacle.at, at(obstaclesField, index), `${obstacle.kind} ${String(index + 1)}`);
  });
  return {
    at: weaponAt,
    facing: given.facing ?? optional(board.facing, { path: 'facing', rule: RULE.arcRange }, readFacing, fallback.facing),
    range: given.range ?? optional(board.range, { path: 'range', rule: RULE.arcRange }, (value, inner) => readWholeNumber(value, inner, STAT_LIMITS.range), fallback.range),
    obstacles,
  };
}

/** Refuses a second thing on one hex, naming what is there already; else notes `what` on it. */
function checkFree(taken: Map<string, string>, hex: Hex, field: Field, what: string): void {
  const there = taken.get(hexKey(hex));
  if (there !== undefined) refuseBecause(field, `stands on the same hex as ${there}: one thing to a hex.`);
  taken.set(hexKey(hex), what);
}

/** On the board, every target stands on its own hex, clear of the weapon and the obstacles; the default one ahead of the weapon. */
function placeTargets(targets: Target[], board: DirectFireBoard, isDefault: boolean): Target[] {
  const taken = new Map<string, string>([[hexKey(board.at), 'the weapon']]);
  board.obstacles.forEach((obstacle, index) => taken.set(hexKey(obstacle.at), `obstacle ${String(index + 1)} (${obstacle.kind})`));
  return targets.map((target, index) => {
    const field: Field = { path: `targets[${String(index)}]`, rule: TARGET_RULE };
    const place = isDefault ? defaultPlace(board) : target.at;
    if (place === undefined) {
      if (!isDefault) refuseBecause(field, 'needs a column and a row: with the weapon on the board, every target stands on a hex.');
      refuseBecause({ path: 'targets', rule: TARGET_RULE }, 'must be given here: there is no free hex straight ahead of the weapon for the default target.');
    }
    checkFree(taken, place, field, target.name);
    return { ...target, at: place };
  });
}

/** Obstacles as a list of `{ kind, column, row }`, or in words: `"projectile 6 9, hull 7 8"` (`none` for none). */
function readObstacles(value: unknown, field: Field): Obstacle[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text.toLowerCase() === 'none') return [];
    return text.split(',').map((entry, index) => readObstacle(entry, { ...at(field, index), label: `${field.path} entry ${String(index + 1)}` }));
  }
  return readList(value, field, readObstacle);
}

const OBSTACLE_EXAMPLE = 'a kind, a column and a row, such as "projectile 6 9"';

function readObstacle(value: unknown, field: Field): Obstacle {
  let record: Readonly<Record<string, unknown>>;
  if (typeof value === 'string') {
    const [kind, column, row, ...rest] = value.trim().split(/\s+/);
    if (rest.length > 0 || row === undefined) refuse(field, OBSTACLE_EXAMPLE, value);
    const number = (text: string): unknown => (/^-?\d+$/.test(text) ? Number(text) : text);
    record = { kind: kind?.toLowerCase(), column: number(column ?? ''), row: number(row) };
  } else {
    record = readRecord(value, field, OBSTACLE_FIELDS, `an obstacle: { kind, column, row }, or ${OBSTACLE_EXAMPLE}`);
  }
  return {
    kind: optional(record.kind, at(field, 'kind'), (kind, kindField) => readOneOf(kind, kindField, OBSTACLE_KINDS), 'projectile'),
    at: readHex(record, field, 'every obstacle has a column and a row'),
  };
}
