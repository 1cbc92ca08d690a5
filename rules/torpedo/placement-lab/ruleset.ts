/**
 * The placement lab, for `<torpedo-placement>`: ships already on the table and a ghost the reader
 * moves and turns anywhere (even where it may not go), with the room around it — the gap to the
 * nearest ship and to the field's edge — and the rules' verdict on dropping it there
 * (`placementProblem`). A drop the rules accept puts the ship on the table for good.
 *
 * A blogger types the table and the ghost in the line of fire's short form (`small red 40 75 0`).
 */
import { RuleViolation } from '../engine/index.ts';
import { readFieldWords, readShipWords } from './line-of-fire.ts';
import { SAMPLE_DIMENSIONS, outline, type Piece, type Point, type Size } from './pieces.ts';
import { clearance, placementProblem, type Field, type PlacementProblem } from './placement.ts';
import { convexGap } from './plane.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export interface PlacementLab {
  field: Field;
  /** The ships placed, in the order they were laid: they never move again. */
  table: readonly Piece[];
  /** The piece in the reader's hand: id `ghost`, anywhere, touching or not. */
  ghost: Piece;
  /** Where a new ghost appears after a drop: where the first one started. */
  start: Piece;
}

export interface PlacementPreset {
  name: string;
  title: string;
  description: string;
  rule: RuleId;
  lab: PlacementLab;
}

/** The room around the ghost: the gap to the nearest ship and to the edge, each with its two ends for drawing. */
export interface GhostRoom {
  /** Null on an empty table. `gap` null when touching or overlapping. */
  nearest: { id: string; distance: number; gap: { from: Point; to: Point } | null } | null;
  /** The gap from the ghost's corner nearest an edge to that edge; below 0 when a corner is off the field. */
  edge: { distance: number; from: Point; to: Point };
}

export const GHOST_ID = 'ghost';
/** Most ships a typed table may hold. */
export const MAX_PLACED = 30;
export const PLACEMENT_FIELD: Readonly<Field> = Object.freeze({ width: 240, height: 150 });

function ship(id: string, owner: string, size: Size, tip: readonly [number, number], heading: readonly [number, number]): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

function preset(name: string, title: string, description: string, rule: RuleId, table: Piece[], ghost: Piece): PlacementPreset {
  return { name, title, description, rule, lab: { field: { ...PLACEMENT_FIELD }, table, ghost, start: ghost } };
}

/** Every preset's table is one play could reach, and its ghost starts where it may be dropped (tested). */
export const PLACEMENT_PRESETS: readonly PlacementPreset[] = [
  preset(
    'open-field',
    'Place a ship anywhere it touches nothing',
    'Move the ghost, turn it, and drop it: anywhere on the field, pointing any way, as long as it touches no other ship. The gaps to the nearest ship and to the edge show how close you may go.',
    RULE.noTouch,
    [ship('ship-1', 'blue', 'large', [170, 60], [0, 1]), ship('ship-2', 'blue', 'medium', [200, 130], [-1, 0])],
    ship(GHOST_ID, 'red', 'medium', [70, 75], [1, 0]),
  ),
  preset(
    'tight-gap',
    'A tight gap',
    'Blue’s two large ships lie 14.6 mm apart. A small ship, 14.3 mm wide, fits between them pointing straight along the gap, with 0.15 mm to spare on each side; turn it a step and it touches. A medium or a large never fits.',
    RULE.noTouch,
    [ship('ship-1', 'blue', 'large', [100, 120], [0, 1]), ship('ship-2', 'blue', 'large', [140, 120], [0, 1])],
    ship(GHOST_ID, 'red', 'small', [120, 100], [0, 1]),
  ),
  preset(
    'edge',
    'On the field, all of it',
    'The ghost’s tip is 4 mm from the field’s edge. Move it one step further and the tip hangs over: a ship must lie wholly on the field.',
    RULE.inField,
    [ship('ship-1', 'blue', 'small', [60, 75], [1, 0])],
    ship(GHOST_ID, 'red', 'large', [236, 40], [1, 0]),
  ),
  preset(
    'crowded',
    'Room on a crowded table',
    'Six ships are down. Drop red’s large where it touches none of them; then try to squeeze in more. A ship once placed never moves.',
    RULE.fixed,
    [
      ship('ship-1', 'red', 'small', [40, 30], [1, 0]),
      ship('ship-2', 'blue', 'medium', [120, 40], [0, 1]),
      ship('ship-3', 'blue', 'large', [190, 30], [-1, 0]),
      ship('ship-4', 'red', 'medium', [60, 110], [0, -1]),
      ship('ship-5', 'blue', 'small', [150, 120], [1, 0]),
      ship('ship-6', 'red', 'large', [210, 110], [0, 1]),
    ],
    ship(GHOST_ID, 'red', 'large', [130, 80], [1, 0]),
  ),
];

export const PLACEMENT_PRESET_NAMES: readonly string[] = PLACEMENT_PRESETS.map((entry) => entry.name);

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface PlacementSetup {
  preset?: string;
  /** The ships already placed, in short form separated by `;`, or `none`. */
  table?: string;
  /** The ghost in short form: `medium red 120 75 0`. */
  ghost?: string;
  /** The field's width and height in millimetres: `240 150`. */
  field?: string;
}

/**
 * The lab a blogger's attributes describe. The table must be one play could reach (each ship on
 * the field, touching none before it); the ghost may start anywhere, even where it may not be
 * dropped. Throws a RuleViolation naming the attribute at fault (`preset`, `table[2]`, `ghost`, `field`).
 */
export function readPlacementLab(setup: PlacementSetup): PlacementLab {
  const presetName = setup.preset ?? PLACEMENT_PRESETS[0]?.name ?? '';
  const chosen = PLACEMENT_PRESETS.find((entry) => entry.name === presetName);
  if (chosen === undefined) throw new RuleViolation(RULE.stash, `preset must be one of ${PLACEMENT_PRESET_NAMES.join(', ')}; got “${presetName}”.`, 'preset');
  const field = setup.field === undefined ? { ...chosen.lab.field } : readFieldWords(setup.field);
  let table = chosen.lab.table;
  if (setup.table !== undefined) {
    const typed = setup.table.trim().toLowerCase() === 'none' ? [] : setup.table.split(';').filter((entry) => entry.trim() !== '');
    if (typed.length > MAX_PLACED) throw new RuleViolation(RULE.stash, `table must list at most ${String(MAX_PLACED)} ships; got ${String(typed.length)}.`, 'table');
    table = typed.map((entry, index) => readShipWords(entry, `ship-${String(index + 1)}`, `table[${String(index)}]`));
  }
  table.forEach((piece, index) => {
    const problem = placementProblem(table.slice(0, index), piece, field);
    if (problem === null) return;
    const path = setup.table === undefined ? 'field' : `table[${String(index)}]`;
    throw new RuleViolation(problem.rule, `${setup.table === undefined ? `the preset’s ship ${String(index + 1)}` : path} cannot lie there: ${problem.reason.replace(/^\S+ /, 'it ')}`, path);
  });
  const ghost = setup.ghost === undefined ? chosen.lab.ghost : readShipWords(setup.ghost, GHOST_ID, 'ghost');
  return { field, table: [...table], ghost, start: ghost };
}

/** Why the ghost may not be dropped where it is, or null when it may (the rules' own check). */
export function ghostProblem(lab: PlacementLab): PlacementProblem | null {
  return placementProblem([...lab.table], lab.ghost, lab.field);
}

/** The room around the ghost: the nearest ship and the gap to it, and the gap to the nearest edge. */
export function ghostRoom(lab: PlacementLab): GhostRoom {
  const { nearest, edge } = clearance([...lab.table], lab.ghost, lab.field);
  const corners = outline(lab.ghost, SAMPLE_DIMENSIONS);
  const other = nearest === null ? undefined : lab.table.find((piece) => piece.id === nearest.id);
  const gap = other === undefined ? null : convexGap(corners, outline(other, SAMPLE_DIMENSIONS));
  return { nearest: nearest === null ? null : { ...nearest, gap }, edge: edgeGap(corners, lab.field, edge) };
}

/** The corner nearest an edge, and the point of the edge straight across from it. */
function edgeGap(corners: readonly Point[], field: Field, distance: number): GhostRoom['edge'] {
  for (const corner of corners) {
    const across: [number, Point][] = [
      [corner.x, { x: 0, y: corner.y }],
      [field.width - corner.x, { x: field.width, y: corner.y }],
      [corner.y, { x: corner.x, y: 0 }],
      [field.height - corner.y, { x: corner.x, y: field.height }],
    ];
    const found = across.find(([gap]) => gap === distance);
    if (found !== undefined) return { distance, from: corner, to: found[1] };
  }
  const [first = { x: 0, y: 0 }] = corners;
  return { distance, from: first, to: first };
}

/** The lab with the ghost moved or turned (never refused: the ghost may go anywhere; only a drop is judged). */
export function withGhost(lab: PlacementLab, ghost: Piece): PlacementLab {
  return { ...lab, ghost: { ...ghost, id: GHOST_ID } };
}

/** The lab with the ghost of another size, where it is. */
export function ghostOfSize(lab: PlacementLab, size: Size): PlacementLab {
  return { ...lab, ghost: { ...lab.ghost, size } };
}

/**
 * Drops the ghost: where the rules accept it, it joins the table for good (`placed-N`) and a new
 * ghost of the same size appears where the first one started; otherwise the rules' problem, and
 * the lab is unchanged.
 */
export function dropGhost(lab: PlacementLab): { lab: PlacementLab; placed: Piece } | { problem: PlacementProblem } {
  const problem = ghostProblem(lab);
  if (problem !== null) return { problem };
  let number = lab.table.length + 1;
  while (lab.table.some((piece) => piece.id === `placed-${String(number)}`)) number += 1;
  const placed = { ...lab.ghost, id: `placed-${String(number)}` };
  return { lab: { ...lab, table: [...lab.table, placed], ghost: { ...lab.start, size: lab.ghost.size, owner: lab.ghost.owner } }, placed };
}
