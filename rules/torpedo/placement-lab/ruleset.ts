/**
 * The placement lab, for `<torpedo-placement>`: ships already on the table and a ghost the reader
 * moves and turns anywhere (even where it may not go), with the room around it — the gap to the
 * nearest ship and to the field's edge — and the rules' verdict on dropping it there
 * (`placementProblem`). A drop the rules accept puts the ship on the table for good.
 *
 * As a ruleset: the reader (`LAB_PLACER`) moves the ghost (`move`, never refused but for a pose that
 * is no pose), changes its size (`size`), drops it (`drop`, refused under the rule the placement
 * breaks) and starts again (`reset`). It never ends by itself.
 */
import { RuleViolation, readOneOf, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { readPoint } from '../lab-setup.ts';
import { turnHeading } from '../headings.ts';
import { SAMPLE_DIMENSIONS, SIZES, outline, type Piece, type Point, type Size } from '../pieces.ts';
import { clearance, placementProblem, type Field, type PlacementProblem } from '../placement.ts';
import { convexGap } from '../plane.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { GHOST_ID, type PlacementLab } from './presets.ts';
import { readPlacementLab, type PlacementLabState, type PlacementSetup } from './setup.ts';

/** The room around the ghost: the gap to the nearest ship and to the edge, each with its two ends for drawing. */
export interface GhostRoom {
  /** Null on an empty table. `gap` null when touching or overlapping. */
  nearest: { id: string; distance: number; gap: { from: Point; to: Point } | null } | null;
  /** The gap from the ghost's corner nearest an edge to that edge; below 0 when a corner is off the field. */
  edge: { distance: number; from: Point; to: Point };
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
export function withGhost<Lab extends PlacementLab>(lab: Lab, ghost: Piece): Lab {
  return { ...lab, ghost: { ...ghost, id: GHOST_ID } };
}

/** The lab with the ghost of another size, where it is. */
export function ghostOfSize<Lab extends PlacementLab>(lab: Lab, size: Size): Lab {
  return { ...lab, ghost: { ...lab.ghost, size } };
}

/**
 * Drops the ghost: where the rules accept it, it joins the table for good (`placed-N`) and a new
 * ghost of the same size appears where the first one started; otherwise the rules' problem, and
 * the lab is unchanged.
 */
export function dropGhost<Lab extends PlacementLab>(lab: Lab): { lab: Lab; placed: Piece } | { problem: PlacementProblem } {
  const problem = ghostProblem(lab);
  if (problem !== null) return { problem };
  let number = lab.table.length + 1;
  while (lab.table.some((piece) => piece.id === `placed-${String(number)}`)) number += 1;
  const placed = { ...lab.ghost, id: `placed-${String(number)}` };
  return { lab: withPlaced(lab, placed), placed };
}

/** The lab with `placed` on the table and a new ghost of the same size and owner where the first started. */
function withPlaced<Lab extends PlacementLab>(lab: Lab, placed: Piece): Lab {
  return { ...lab, table: [...lab.table, placed], ghost: { ...lab.start, size: lab.ghost.size, owner: lab.ghost.owner } };
}

/** Who acts in the lab: the reader, placing ships. */
export const LAB_PLACER = 'placer';

export type PlacementLabCommand =
  /** The ghost's tip to `tip`, pointing along `heading` (a turn is a move that keeps the tip). */
  | { type: 'move'; tip: Point; heading: Point }
  | { type: 'size'; size: Size }
  | { type: 'drop' }
  | { type: 'reset' };

export type PlacementLabEvent =
  | { type: 'ghost-moved'; rule: RuleId; ghost: Piece }
  | { type: 'ghost-resized'; rule: RuleId; size: Size }
  /** The ghost dropped where the rules accept it: `placed` joins the table, a new ghost waits at the start. */
  | { type: 'ship-placed'; rule: RuleId; placed: Piece }
  | { type: 'lab-reset'; rule: RuleId };

function initialState(setup: PlacementSetup): PlacementLabState {
  return readPlacementLab(setup);
}

function decide(state: PlacementLabState, command: PlacementLabCommand): PlacementLabEvent[] {
  switch (command.type) {
    case 'move': {
      const tip = readPoint(command.tip, { path: 'tip', rule: RULE.pose });
      const heading = readPoint(command.heading, { path: 'heading', rule: RULE.pose }, true);
      return [{ type: 'ghost-moved', rule: RULE.pose, ghost: { ...state.ghost, tip, heading } }];
    }
    case 'size':
      return [{ type: 'ghost-resized', rule: RULE.stash, size: readOneOf(command.size, { path: 'size', rule: RULE.stash }, SIZES) }];
    case 'drop': {
      const dropped = dropGhost(state);
      if ('problem' in dropped) throw new RuleViolation(dropped.problem.rule, dropped.problem.reason, 'ghost');
      return [{ type: 'ship-placed', rule: RULE.fixed, placed: dropped.placed }];
    }
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.fixed }];
    default:
      return unknownCommand('The placement lab', command);
  }
}

function evolve(state: PlacementLabState, event: PlacementLabEvent): PlacementLabState {
  switch (event.type) {
    case 'ghost-moved':
      return withGhost(state, event.ghost);
    case 'ghost-resized':
      return ghostOfSize(state, event.size);
    case 'ship-placed':
      return withPlaced(state, event.placed);
    case 'lab-reset':
      return { ...state, table: [...state.startTable], ghost: state.start };
  }
}

/** How far the listed moves take the ghost: the arrow keys' step. */
const SAMPLE_STEP_MM = 5;

/** A fair sample: the ghost a step each way and turned a step each way, every other size, a drop where it fits, and reset. */
function legalCommands(state: PlacementLabState): PlacementLabCommand[] {
  const { tip, heading } = state.ghost;
  const moves: PlacementLabCommand[] = [
    ...[[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx = 0, dy = 0]): PlacementLabCommand => ({ type: 'move', tip: { x: tip.x + dx * SAMPLE_STEP_MM, y: tip.y + dy * SAMPLE_STEP_MM }, heading })),
    { type: 'move', tip, heading: turnHeading(heading, 1) },
    { type: 'move', tip, heading: turnHeading(heading, -1) },
  ];
  const sizes = SIZES.filter((size) => size !== state.ghost.size).map((size): PlacementLabCommand => ({ type: 'size', size }));
  const drop: PlacementLabCommand[] = ghostProblem(state) === null ? [{ type: 'drop' }] : [];
  return [...moves, ...sizes, ...drop, { type: 'reset' }];
}

/** Torpedo's placement as a sub-mechanic: a ghost to place on a table. It never ends by itself. */
export const placementLab: Ruleset<PlacementLabState, PlacementLabCommand, PlacementLabEvent, PlacementSetup & { seed: number }> = {
  id: 'torpedo',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_PLACER],
  outcome: () => null,
};
