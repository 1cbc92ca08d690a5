/**
 * The placement lab's worked examples: a table play could reach and a ghost to place on it, each
 * with the rule it shows. Every preset's ghost starts where it may be dropped (tested).
 */
import type { Piece, Size } from '../pieces.ts';
import type { Field } from '../placement.ts';
import { RULE, type RuleId } from '../rule-ids.ts';

/** The lab: the field, the ships placed, the ghost in the reader's hand and where a new ghost appears. */
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

export const GHOST_ID = 'ghost';
export const PLACEMENT_FIELD: Readonly<Field> = Object.freeze({ width: 240, height: 150 });

function ship(id: string, owner: string, size: Size, tip: readonly [number, number], heading: readonly [number, number]): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

function preset(name: string, title: string, description: string, rule: RuleId, table: Piece[], ghost: Piece): PlacementPreset {
  return { name, title, description, rule, lab: { field: { ...PLACEMENT_FIELD }, table, ghost, start: ghost } };
}

/** Every preset's table is one play could reach, and its ghost starts where it may be dropped (tested). */
// Built in a call marked pure, so a tag that shows another lab's presets leaves these out.
export const PLACEMENT_PRESETS: readonly PlacementPreset[] = /* @__PURE__ */ (() => [
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
])();

export const PLACEMENT_PRESET_NAMES: readonly string[] = /* @__PURE__ */ PLACEMENT_PRESETS.map((entry) => entry.name);

