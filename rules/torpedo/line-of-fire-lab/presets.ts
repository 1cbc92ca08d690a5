/**
 * The line-of-fire lab's worked examples: the puzzles of issue 12 first, then the rulebook's
 * situations of a torpedo's line; every one a table play could reach (tested).
 */
import type { ShotResult } from '../firing.ts';
import type { Piece, Size } from '../pieces.ts';
import type { Field } from '../placement.ts';
import { RULE, type RuleId } from '../rule-ids.ts';

/** The lab: the stretch of field shown, the ship that fires, and every ship on it (the shooter too). */
export interface LineOfFireLab {
  field: Field;
  shooter: string;
  pieces: Piece[];
}

export interface LineOfFirePreset {
  name: string;
  title: string;
  /** What it shows and, for a puzzle, what to try. */
  description: string;
  /** The rule it shows. */
  rule: RuleId;
  lab: LineOfFireLab;
  /** A puzzle's goal: what the shooter's torpedo must hit, and the result, once the reader has moved the ships. */
  goal?: { hit: string | null; result: ShotResult };
}

/** The stretch of field a lab shows unless told otherwise, in millimetres: room for a few ships, drawn large. */
export const LINE_OF_FIRE_FIELD: Readonly<Field> = Object.freeze({ width: 240, height: 150 });

/** Most ships a hand-typed lab may have besides the shooter. */
export const MAX_TARGETS = 12;

function ship(id: string, owner: string, size: Size, tip: readonly [number, number], heading: readonly [number, number]): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

function preset(name: string, title: string, description: string, rule: RuleId, pieces: Piece[], goal?: LineOfFirePreset['goal']): LineOfFirePreset {
  const found: LineOfFirePreset = { name, title, description, rule, lab: { field: { ...LINE_OF_FIRE_FIELD }, shooter: 'shooter', pieces } };
  if (goal !== undefined) found.goal = goal;
  return found;
}

/** The puzzles first, then the rulebook's situations; every one a legal table (presets test). */
// Built in a call marked pure, so a tag that shows another lab's presets leaves these out.
export const LINE_OF_FIRE_PRESETS: readonly LineOfFirePreset[] = /* @__PURE__ */ (() => [
  preset(
    'block-like-for-like',
    'Puzzle: block like for like',
    'Blue’s large ship aims at red’s medium ship, far off. Save the medium: move red’s large ship across the line. A ship of the shooter’s size stops a torpedo and takes no harm.',
    RULE.hit,
    [ship('shooter', 'blue', 'large', [50, 60], [1, 0]), ship('medium', 'red', 'medium', [200, 75], [0, 1]), ship('shield', 'red', 'large', [120, 140], [0, 1])],
    { hit: 'shield', result: 'blocked' },
  ),
  preset(
    'save-your-large',
    'Puzzle: save your large',
    'Red’s small ship aims at blue’s large ship, worth 3 points. Blue has a small ship to spare: lay it across the line, and small blocks small.',
    RULE.hit,
    [ship('shooter', 'red', 'small', [60, 75], [1, 0]), ship('large', 'blue', 'large', [190, 95], [0, 1]), ship('spare', 'blue', 'small', [110, 130], [-1, 0])],
    { hit: 'spare', result: 'blocked' },
  ),
  preset(
    'avoid-friendly-fire',
    'Puzzle: avoid friendly fire',
    'Red’s medium ship aims at blue’s large ship, but red’s own small ship lies in the way, and a torpedo sinks any ship of another size, friend or foe. Move or turn a red ship so that blue’s large sinks and red’s small does not.',
    RULE.hit,
    [ship('shooter', 'red', 'medium', [50, 75], [1, 0]), ship('friend', 'red', 'small', [110, 85], [0, 1]), ship('enemy', 'blue', 'large', [190, 95], [0, 1])],
    { hit: 'enemy', result: 'sinks' },
  ),
  preset(
    'first-ship-met',
    'Only the first ship met is hit',
    'The torpedo runs from the tip of red’s large ship the way it points and hits the first ship in its way: blue’s medium sinks, and blue’s small behind it is safe.',
    RULE.line,
    [ship('shooter', 'red', 'large', [50, 75], [1, 0]), ship('medium', 'blue', 'medium', [130, 95], [0, 1]), ship('small', 'blue', 'small', [200, 85], [0, 1])],
  ),
  preset(
    'graze',
    'A graze is a hit',
    'The line from red’s small ship only touches the tip of blue’s large ship, and that is enough: a torpedo that grazes a ship hits it.',
    RULE.line,
    [ship('shooter', 'red', 'small', [40, 60], [1, 0]), ship('large', 'blue', 'large', [150, 60], [0, -1])],
  ),
  preset(
    'beside-the-line',
    'Beside or behind the line is safe',
    'Red’s medium ship fires to the right. Blue’s large ship lies behind it and blue’s small ship beside the line, just clear of it: the torpedo misses both.',
    RULE.line,
    [ship('shooter', 'red', 'medium', [120, 75], [1, 0]), ship('behind', 'blue', 'large', [40, 75], [0, 1]), ship('beside', 'blue', 'small', [190, 90], [1, 0])],
  ),
])();

export const LINE_OF_FIRE_PRESET_NAMES: readonly string[] = /* @__PURE__ */ LINE_OF_FIRE_PRESETS.map((entry) => entry.name);

/** The preset of that name, or undefined. */
export function lineOfFirePresetNamed(name: string): LineOfFirePreset | undefined {
  return LINE_OF_FIRE_PRESETS.find((entry) => entry.name === name);
}

