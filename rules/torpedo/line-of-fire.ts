/**
 * The line-of-fire lab, for `<torpedo-line-of-fire>`: one shooter and the ships around it on a
 * small stretch of the field; the reader moves and turns any of them and sees the shooter's torpedo
 * (`traceTorpedo`). The puzzles of issue 12 and the rulebook's line-of-a-torpedo situations are its
 * presets; a blogger may type ships in a short form instead (`small red 200 300 45`).
 *
 * A move is allowed where a placement would be (`placementProblem`): on the field, touching no
 * other ship, so every table the lab shows is one play could reach.
 */
import { RuleViolation } from '../engine/index.ts';
import { traceTorpedo, type Shot, type ShotResult } from './firing.ts';
import { readFieldWords, readShipWords } from './lab-setup.ts';
import type { Piece, Size } from './pieces.ts';
import { placementProblem, type Field, type PlacementProblem } from './placement.ts';
import { RULE, type RuleId } from './rule-ids.ts';

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
export const LINE_OF_FIRE_PRESETS: readonly LineOfFirePreset[] = [
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
];

export const LINE_OF_FIRE_PRESET_NAMES: readonly string[] = LINE_OF_FIRE_PRESETS.map((entry) => entry.name);

/** The preset of that name, or undefined. */
export function lineOfFirePresetNamed(name: string): LineOfFirePreset | undefined {
  return LINE_OF_FIRE_PRESETS.find((entry) => entry.name === name);
}

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface LineOfFireSetup {
  preset?: string;
  /** The shooter in the short form: `small red 200 300 45`. */
  shooter?: string;
  /** The other ships in the short form, separated by `;` or `,`; `none` for none. */
  targets?: string;
  /** The stretch of field shown: `300 200`, width and height in millimetres. */
  field?: string;
}

/**
 * The lab a blogger's attributes describe: the preset (`block-like-for-like` by default), with the
 * shooter, the targets and the field they type in its place. Every ship must lie on the field
 * touching no other, as in play. Throws a RuleViolation naming the attribute at fault (`preset`,
 * `shooter`, `targets[2]`, `field`).
 */
export function readLineOfFire(setup: LineOfFireSetup): LineOfFireLab {
  const presetName = setup.preset ?? LINE_OF_FIRE_PRESETS[0]?.name ?? '';
  const chosen = lineOfFirePresetNamed(presetName);
  if (chosen === undefined) {
    throw new RuleViolation(RULE.stash, `preset must be one of ${LINE_OF_FIRE_PRESET_NAMES.join(', ')}; got “${presetName}”.`, 'preset');
  }
  const base = chosen.lab;
  const field = setup.field === undefined ? { ...base.field } : readFieldWords(setup.field);
  const baseShooter = base.pieces.find((piece) => piece.id === base.shooter);
  const shooter = setup.shooter === undefined ? baseShooter : readShipWords(setup.shooter, 'shooter', 'shooter');
  if (shooter === undefined) throw new RuleViolation(RULE.line, 'The preset has no shooter.', 'preset');
  let targets = base.pieces.filter((piece) => piece.id !== base.shooter);
  if (setup.targets !== undefined) {
    const typed = setup.targets.trim().toLowerCase() === 'none' ? [] : setup.targets.split(/[;,]/).filter((entry) => entry.trim() !== '');
    if (typed.length > MAX_TARGETS) throw new RuleViolation(RULE.stash, `targets must list at most ${String(MAX_TARGETS)} ships; got ${String(typed.length)}.`, 'targets');
    targets = typed.map((entry, index) => readShipWords(entry, `target-${String(index + 1)}`, `targets[${String(index)}]`));
  }
  const pieces = [{ ...shooter, id: 'shooter' }, ...targets.map((piece) => (piece.id === 'shooter' ? { ...piece, id: 'target-0' } : piece))];
  const lab: LineOfFireLab = { field, shooter: 'shooter', pieces };
  pieces.forEach((piece, index) => {
    const problem = placementProblem(pieces.slice(0, index), piece, field);
    if (problem === null) return;
    // The typed attribute is to blame: the targets typed, else the shooter typed among the preset's ships, else the field.
    const typedTarget = index > 0 && setup.targets !== undefined;
    const path = typedTarget ? `targets[${String(index - 1)}]` : setup.shooter !== undefined ? 'shooter' : 'field';
    const said = index === 0 ? 'the shooter' : typedTarget ? path : `the preset’s ${piece.id}`;
    throw new RuleViolation(problem.rule, `${said} cannot lie there: ${problem.reason.replace(/^target-\d+ |^shooter /, 'it ')}`, path);
  });
  return lab;
}

/** The shooter's torpedo on the lab's table: what it meets first, where, and the result. */
export function lineOfFire(lab: LineOfFireLab): Shot {
  return traceTorpedo(lab.pieces, lab.shooter);
}

/** Whether the lab's shot meets a puzzle's goal: the ship it must hit, with the result it must have. */
export function goalMet(goal: NonNullable<LineOfFirePreset['goal']>, lab: LineOfFireLab): boolean {
  const { hit, result } = lineOfFire(lab);
  return hit === goal.hit && result === goal.result;
}

/** Why `piece` (one of the lab's, moved or turned) may not lie where it now is, or null when it may. */
export function moveProblem(lab: LineOfFireLab, piece: Piece): PlacementProblem | null {
  return placementProblem(
    lab.pieces.filter((other) => other.id !== piece.id),
    piece,
    lab.field,
  );
}

/** The lab with `piece` in place of the ship of its id. */
export function withPiece(lab: LineOfFireLab, piece: Piece): LineOfFireLab {
  return { ...lab, pieces: lab.pieces.map((other) => (other.id === piece.id ? piece : other)) };
}
