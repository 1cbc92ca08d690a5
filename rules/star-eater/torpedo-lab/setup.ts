/**
 * The torpedo lab's setup: where the torpedo stands and faces, its speed, and where the enemy
 * warship stands, as a designer writes them in JSON or a blogger types them into attributes
 * (`facing="NE"`, `speed="3"`). Every refusal names the field, so a widget can point at the attribute.
 */
import { RuleViolation, at, optional, readRecord, readSeed, readWholeNumber, type Field, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, onBoard, type Pose } from '../board.ts';
import { DIR_NAMES, hexKey } from '../hex.ts';
import { poseAt, readPlace, readPreset, type BoardPlace } from '../lab-setup.ts';
import { LAB_RULE as RULE } from '../rule-ids.ts';
import type { TorpedoPose } from '../torpedo.ts';
import { TORPEDO_PRESETS } from './presets.ts';

/** The fastest torpedo the lab flies: faster than any sample card's, for what-ifs. */
export const MAX_TORPEDO_SPEED = 8;

/**
 * The sample torpedo card's stats (the FPA's torpedo tubes), copied here so that the widget does
 * not load both factions' cards for two numbers; a test holds them equal to the card.
 */
export const SAMPLE_TORPEDO = Object.freeze({ damage: 3, speed: 2 });

interface PlaceInput {
  column?: unknown;
  row?: unknown;
  facing?: unknown;
}

/** What a designer or a widget may give; everything left out comes from the preset, or the default. */
export interface TorpedoLabSetup extends Partial<Setup> {
  /** A worked example (TORPEDO_PRESETS): its torpedo, speed and warship, which the fields below override. */
  preset?: string;
  /** The torpedo's hex and facing; `facing` is a direction 0–5 or its name (`NE`). */
  torpedo?: PlaceInput;
  /** Hexes the torpedo flies a turn, 1 to MAX_TORPEDO_SPEED. */
  speed?: unknown;
  /** The enemy warship (sample hull): its centre's hex and its facing. */
  target?: PlaceInput;
}

/** The setup checked: a torpedo on the board outside the hull, the whole warship on the board. */
export interface ValidTorpedoLabSetup {
  seed: number;
  preset: string | null;
  torpedo: TorpedoPose;
  speed: number;
  target: Pose;
}

/** With no preset: the torpedo low in the middle facing N, speed 3, the warship ahead and to the right. */
export const DEFAULT_TORPEDO_LAB: Readonly<{ torpedo: BoardPlace; speed: number; target: BoardPlace }> = Object.freeze({
  torpedo: { column: 6, row: 13, facing: 0 as const },
  speed: 3,
  target: { column: 8, row: 5, facing: 3 as const },
});

const SETUP_FIELDS = ['seed', 'preset', 'torpedo', 'speed', 'target'] as const;
const PLACE_FIELDS = ['column', 'row', 'facing'] as const;

/** A piece's place from the setup's `input`, each field from there or else from `fallback`. */
function readPieceAt(input: unknown, field: Field, fallback: BoardPlace): BoardPlace {
  return readPlace(readRecord(input ?? {}, field, PLACE_FIELDS), field, fallback);
}

/** "bow", "bow and port", "bow, port and starboard". */
function andList(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/**
 * Refuses a warship partly off the board (naming `column` when a section falls off the west or
 * east side, `row` otherwise), or one whose hull covers the torpedo (naming the warship's `row`).
 */
export function checkTarget(place: BoardPlace, torpedo: TorpedoPose, field: Field): Pose {
  const pose = poseAt(place);
  const hull = hullHexes(SAMPLE_HULL, pose);
  const off = hull.filter(({ hex }) => !onBoard(SAMPLE_BOARD, hex));
  const where = `At column ${String(place.column)}, row ${String(place.row)} facing ${DIR_NAMES[place.facing]}`;
  if (off.length > 0) {
    const sideways = off.some(({ hex }) => hex.q < 0 || hex.q >= SAMPLE_BOARD.columns);
    throw new RuleViolation(
      RULE.torpedoTarget,
      `${where}, the warship’s ${andList(off.map(({ section }) => section))} would be off the board; the whole warship stands on it (columns 0 to ${String(SAMPLE_BOARD.columns - 1)}, rows 0 to ${String(SAMPLE_BOARD.rows - 1)}).`,
      at(field, sideways ? 'column' : 'row').path,
      { column: place.column, row: place.row, facing: place.facing },
    );
  }
  const covered = hull.find(({ hex }) => hexKey(hex) === hexKey(torpedo.at));
  if (covered !== undefined) {
    throw new RuleViolation(
      RULE.torpedoHit,
      `${where}, the warship’s ${covered.section} would cover the torpedo’s hex; a torpedo flies outside every hull until it strikes one.`,
      at(field, 'row').path,
      { column: place.column, row: place.row, facing: place.facing },
    );
  }
  return pose;
}

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file and fills in the rest
 * from the preset, or from the default.
 */
export function validateTorpedoLabSetup(input: unknown): ValidTorpedoLabSetup {
  const setup = readRecord(input ?? {}, { path: '', rule: RULE.torpedoTarget }, SETUP_FIELDS);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const preset = readPreset(setup.preset, TORPEDO_PRESETS, RULE.torpedoTarget);
  const start = preset ?? DEFAULT_TORPEDO_LAB;
  const torpedo = poseAt(readPieceAt(setup.torpedo, { path: 'torpedo', rule: RULE.torpedoTarget }, start.torpedo));
  const speed = optional(setup.speed, { path: 'speed', rule: RULE.torpedoHoming }, (value, field) => readWholeNumber(value, field, { min: 1, max: MAX_TORPEDO_SPEED }), start.speed);
  const targetField: Field = { path: 'target', rule: RULE.torpedoTarget };
  const target = checkTarget(readPieceAt(setup.target, targetField, start.target), torpedo, targetField);
  return { seed, preset: preset?.name ?? null, torpedo, speed, target };
}
