/**
 * The board's half of a direct-fire setup (rulebook 7.4, 7.4.1): the presets, which all stand on the
 * board, the weapon's place, facing, range and the obstacles, and each target's hex, as the
 * `BoardSetupPart` that roll-setup.ts's `readDirectFireSetup` takes; and the whole setup read with
 * it (`validateDirectFireSetup`). The board's rules (ruleset.ts) read every setup so; a widget
 * fetches this half only for a board (issue 25).
 */
import { type RuleViolation, at, jsonText, wholeText, optional, readList, readOneOf, readRecord, readWholeNumber, refuse, refuseBecause, type Field } from '../../engine/index.ts';
import { SAMPLE_BOARD, hexAt, onBoard } from '../board.ts';
import { hexKey, sameHex, stepHex, type Hex } from '../hex.ts';
import { readFacing } from '../lab-setup.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { RANGE_LIMITS } from '../stat-limits.ts';
import { directFirePresetNamed, DIRECT_FIRE_PRESETS, type BoardPlaceInput } from './presets.ts';
import {
  BOARD_ATTRIBUTES,
  OBSTACLE_KINDS,
  attributeReaders,
  attributeRefusalsOf,
  readDirectFireSetup,
  readHex,
  type BoardSetupPart,
  type DirectFireBoard,
  type GivenAttributes,
  type Obstacle,
  type Target,
  type ValidSetup,
} from './roll-setup.ts';


const TARGET_RULE = RULE.target;

/** With no preset: low in the middle of the board facing N, range 4 (the default target stands ahead of it). */
export const DEFAULT_BOARD: Readonly<BoardPlaceInput> = { column: 6, row: 11, facing: 0, range: 4 };

/** The longest range the widget takes: a card's longest, across the whole board. */
export const MAX_DIRECT_FIRE_RANGE = RANGE_LIMITS.max;

/** The board's half of reading a setup: the presets, the board's attribute fields, the weapon and the targets placed. */
export const BOARD_SETUP: BoardSetupPart = {
  readPreset: (name) => {
    const preset = typeof name === 'string' ? directFirePresetNamed(name) : undefined;
    return preset ?? refuse({ path: 'preset', rule: RULE.stats }, `one of ${DIRECT_FIRE_PRESETS.map((entry) => entry.name).join(', ')}`, name);
  },
  attributeReaders: {
    column: (value) => readWholeNumber(wholeText(value), { path: 'column', rule: RULE.arcRange }, { min: 0, max: SAMPLE_BOARD.columns - 1 }),
    row: (value) => readWholeNumber(wholeText(value), { path: 'row', rule: RULE.arcRange }, { min: 0, max: SAMPLE_BOARD.rows - 1 }),
    facing: (value) => readFacing(value, { path: 'facing', rule: RULE.arcRange }),
    range: (value) => readWholeNumber(wholeText(value), { path: 'range', rule: RULE.arcRange }, RANGE_LIMITS),
    obstacles: (value) => {
      const field: Field = { path: 'obstacles', rule: RULE.obstruction };
      // Words never start with a bracket: such text is the JSON list.
      const list = typeof value === 'string' && value.trim().startsWith('[') ? jsonText(value, field, '[{"kind":"projectile","column":6,"row":9}]') : value;
      return readObstacles(list, field);
    },
  },
  placeOnBoard: (setup, preset, given, targets, isDefault) => {
    const board = validateBoard(setup.board === undefined ? {} : setup.board, preset?.board ?? DEFAULT_BOARD, given);
    return { board, targets: placeTargets(targets, board, isDefault) };
  },
};

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file, and fills in defaults.
 * Every refusal names the field, so the reader can find the typo (a misspelt key included).
 */
export function validateDirectFireSetup(input: unknown): ValidSetup & { seed: number } {
  return readDirectFireSetup(input, BOARD_SETUP);
}

/**
 * Every refusal of a setup's attribute fields at once, each field read alone, in the order of
 * DIRECT_FIRE_ATTRIBUTES; none when each of them reads. For a widget that shows every bad
 * attribute together: the checks across fields (the preset, two things on one hex) are
 * `validateDirectFireSetup`'s, once these pass.
 */
export function directFireAttributeRefusals(input: unknown): RuleViolation[] {
  return attributeRefusalsOf(input, attributeReaders(BOARD_SETUP));
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

const OBSTACLE_FIELDS = ['kind', 'column', 'row'] as const;

/**
 * The weapon's place, range and obstacles, each from the attribute fields given (`given`), else the
 * input, else the fallback (the preset's, or the default). Refusals name the attribute a blogger
 * writes (`column`, `obstacles[1].row`).
 */
function validateBoard(input: unknown, fallback: BoardPlaceInput, given: GivenAttributes): DirectFireBoard {
  const field: Field = { path: 'board', rule: RULE.arcRange };
  const board = readRecord(input, field, BOARD_ATTRIBUTES);
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
    range: given.range ?? optional(board.range, { path: 'range', rule: RULE.arcRange }, (value, inner) => readWholeNumber(value, inner, RANGE_LIMITS), fallback.range),
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
