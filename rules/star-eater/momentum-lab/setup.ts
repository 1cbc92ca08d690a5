/**
 * The momentum lab's setup: where the warship stands, what its mat holds and this round's engine
 * setting, as a designer writes them in JSON or a blogger types them into attributes (`facing="NE"`,
 * `mat="N NE N cw"`). Every refusal names the field, so a widget can point at the attribute.
 */
import { RuleViolation, at, optional, readRecord, readSeed, refuse, type Field, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, onBoard, type Pose } from '../board.ts';
import { DIR_NAMES, isDir, type Dir } from '../hex.ts';
import { DIRECTION_WORDS, directionOf, poseAt, readPlace, readPreset, type BoardPlace } from '../lab-setup.ts';
import { LINEAR_LIMIT, ROTATIONAL_LIMIT, isThrustSetting, type MomentumMat, type Rotation, type ThrustSetting } from '../momentum.ts';
import { LAB_RULE as RULE } from '../rule-ids.ts';
import { MOMENTUM_PRESETS } from './presets.ts';

/** Where the ship stands, as the board counts: column 0–12 from the west, row 0–16 from the north. */
export type LabPlace = BoardPlace;

/** What a designer or a widget may give; everything left out comes from the preset, or the default. */
export interface MomentumLabSetup extends Partial<Setup> {
  /** A worked example (MOMENTUM_PRESETS): its place, mat and engine, which the fields below override. */
  preset?: string;
  /** Any of the three; `facing` is a direction 0–5 or its name (`NE`). */
  pose?: { column?: unknown; row?: unknown; facing?: unknown };
  /** `{ linear: [0, 1], rotational: ['cw'] }`, or tokens in words: `"N NE cw"` (`none` for an empty mat). */
  mat?: MomentumMat | string;
  /** This round's engine setting: a direction (0–5 or `NE`), `double`, `cw`, `ccw` or `none`. */
  engine?: Dir | string;
}

/** The setup checked: a ship the board holds, a mat within the limits. */
export interface ValidMomentumLabSetup {
  seed: number;
  preset: string | null;
  pose: Pose;
  mat: MomentumMat;
  engine: ThrustSetting;
}

/** Mid-board, facing north, nothing on the mat. */
export const DEFAULT_PLACE: Readonly<LabPlace> = Object.freeze({ column: 6, row: 8, facing: 0 });

const SETUP_FIELDS = ['seed', 'preset', 'pose', 'mat', 'engine'] as const;
const POSE_FIELDS = ['column', 'row', 'facing'] as const;

const TOKEN_EXPECTED = `a direction (${DIRECTION_WORDS.join(', ')}) or a rotation (cw, ccw)`;
const SETTING_WORDS = [...DIRECTION_WORDS, 'double', 'cw', 'ccw', 'none'];

/** This round's engine setting: a direction, `double`, `cw`, `ccw` or `none`. */
export function readEngineSetting(value: unknown, field: Field): ThrustSetting {
  const direction = directionOf(value);
  if (direction !== null) return direction;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (isThrustSetting(word)) return word;
  return refuse(field, `an engine setting: ${SETTING_WORDS.join(', ')} (or a direction 0 to 5)`, value);
}

/** A mat in words, `"N NE N cw"`: directions and rotations in the order placed; `none` or nothing for an empty mat. */
function readMatWords(text: string, field: Field): MomentumMat {
  const words = text.trim() === '' || text.trim().toLowerCase() === 'none' ? [] : text.trim().split(/[\s,]+/);
  const linear: Dir[] = [];
  const rotational: Rotation[] = [];
  words.forEach((word, index) => {
    const lower = word.toLowerCase();
    if (lower === 'cw' || lower === 'ccw') {
      rotational.push(lower);
      return;
    }
    const direction = directionOf(word);
    // Named by its place in the words, counting from 1, as the blogger typed them.
    if (direction === null) refuse({ ...at(field, index), label: `${field.path} token ${String(index + 1)}` }, TOKEN_EXPECTED, word);
    linear.push(direction);
  });
  return { linear, rotational };
}

/** A mat in words (`"N NE cw"`) or as `{ linear, rotational }`, within the limits; refusals name the field. */
export function readMat(value: unknown, field: Field): MomentumMat {
  let mat: MomentumMat;
  if (typeof value === 'string') mat = readMatWords(value, field);
  else {
    const record = readRecord(value, field, ['linear', 'rotational'], 'a mat: tokens in words such as "N NE cw", or { linear, rotational }');
    const list = (entries: unknown, listField: Field): unknown[] => (Array.isArray(entries) ? entries : refuse(listField, 'a list', entries));
    const linearField = at(field, 'linear');
    const rotationalField = at(field, 'rotational');
    mat = {
      linear: list(record.linear ?? [], linearField).map((token, index) => (isDir(token) ? token : refuse(at(linearField, index), 'a direction 0 (N) to 5 (NW)', token))),
      rotational: list(record.rotational ?? [], rotationalField).map((token, index) =>
        token === 'cw' || token === 'ccw' ? token : refuse(at(rotationalField, index), 'cw or ccw', token),
      ),
    };
  }
  if (mat.linear.length > LINEAR_LIMIT || mat.rotational.length > ROTATIONAL_LIMIT) {
    throw new RuleViolation(
      RULE.momentumLimits,
      `${field.path} holds ${String(mat.linear.length)} linear and ${String(mat.rotational.length)} rotation tokens; a mat holds at most ${String(LINEAR_LIMIT)} linear and ${String(ROTATIONAL_LIMIT)} rotation tokens.`,
      field.path,
      { linear: mat.linear.length, rotational: mat.rotational.length },
    );
  }
  return mat;
}

/**
 * Refuses a place where part of the hull would be off the board, naming `column` when a section
 * falls off the west or east side and `row` when only the north or south edge is crossed.
 */
export function checkPlace(place: LabPlace, field: Field): Pose {
  const pose = poseAt(place);
  const off = hullHexes(SAMPLE_HULL, pose).filter(({ hex }) => !onBoard(SAMPLE_BOARD, hex));
  if (off.length === 0) return pose;
  const sideways = off.some(({ hex }) => hex.q < 0 || hex.q >= SAMPLE_BOARD.columns);
  const blamed = at(field, sideways ? 'column' : 'row');
  const sections = off.map(({ section }) => section);
  const named = sections.length === 1 ? sections.join('') : `${sections.slice(0, -1).join(', ')} and ${sections.at(-1) ?? ''}`;
  throw new RuleViolation(
    RULE.momentumMove,
    `At column ${String(place.column)}, row ${String(place.row)} facing ${DIR_NAMES[place.facing]}, the ${named} would be off the board; the whole ship starts on it (columns 0 to ${String(SAMPLE_BOARD.columns - 1)}, rows 0 to ${String(SAMPLE_BOARD.rows - 1)}).`,
    blamed.path,
    { column: place.column, row: place.row, facing: place.facing },
  );
}

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file and fills in the rest
 * from the preset, or from the default: mid-board facing north, an empty mat, no thrust.
 */
export function validateMomentumLabSetup(input: unknown): ValidMomentumLabSetup {
  const setup = readRecord(input ?? {}, { path: '', rule: RULE.momentumEngine }, SETUP_FIELDS);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const preset = readPreset(setup.preset, MOMENTUM_PRESETS, RULE.momentumEngine);
  const poseField: Field = { path: 'pose', rule: RULE.momentumMove };
  const place = readPlace(readRecord(setup.pose ?? {}, poseField, POSE_FIELDS), poseField, preset?.place ?? DEFAULT_PLACE, RULE.momentumEngine);
  return {
    seed,
    preset: preset?.name ?? null,
    pose: checkPlace(place, poseField),
    mat: optional(setup.mat, { path: 'mat', rule: RULE.momentumEngine }, readMat, preset?.mat ?? { linear: [], rotational: [] }),
    engine: optional(setup.engine, { path: 'engine', rule: RULE.momentumEngine }, readEngineSetting, preset?.engine ?? 'none'),
  };
}
