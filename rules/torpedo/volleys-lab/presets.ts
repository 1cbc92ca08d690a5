/**
 * The volleys lab's worked examples: tables play could reach (tested), each fired a volley at a
 * time, with the rule it shows.
 */
import type { Piece, Size } from '../pieces.ts';
import type { Field } from '../placement.ts';
import { TABLE_PRESETS } from '../presets.ts';
import { RULE, type RuleId } from '../rule-ids.ts';

/** A table to fire: the stretch of field and every ship on it. */
export interface VolleysLab {
  field: Field;
  pieces: readonly Piece[];
}

export interface VolleysPreset {
  name: string;
  title: string;
  /** What to watch for as the volleys fire. */
  description: string;
  /** The rule it shows. */
  rule: RuleId;
  lab: VolleysLab;
}

/** The field a typed table lies on unless `field` says otherwise, in millimetres. */
export const VOLLEYS_FIELD: Readonly<Field> = Object.freeze({ width: 240, height: 150 });

function ship(id: string, owner: string, size: Size, tip: readonly [number, number], heading: readonly [number, number]): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

function fromTable(name: keyof typeof TABLE_PRESETS): VolleysLab {
  const table = TABLE_PRESETS[name];
  return { field: { ...table.field }, pieces: table.pieces };
}

/** The rulebook's firing situations first (the tables the firing page draws), then our own; every one a legal table (tested). */
// Built in a call marked pure, so a tag that shows another lab's presets leaves these out.
export const VOLLEYS_PRESETS: readonly VolleysPreset[] = /* @__PURE__ */ (() => [
  {
    name: 'small-first',
    title: 'Small ships fire first',
    description: 'Red’s small ship fires first and sinks red’s own medium, which points at blue’s large. A sunk ship never fires: when the mediums’ turn comes, it is gone.',
    rule: RULE.volleys,
    lab: fromTable('small-first'),
  },
  {
    name: 'volley-at-once',
    title: 'A volley fires all at once',
    description: 'Red’s two small ships both hit blue’s medium in the same volley. It leaves the table only when the volley is done, so the second torpedo does not fly on to blue’s large.',
    rule: RULE.together,
    lab: fromTable('volley-at-once'),
  },
  {
    name: 'flies-on-past',
    title: 'The line flies on past a ship already sunk',
    description: 'Red’s large ship points at blue’s medium, but red’s small sinks that medium in the first volley. When the larges fire, red’s torpedo flies on past where the medium was, into blue’s small.',
    rule: RULE.volleys,
    lab: {
      field: { width: 220, height: 120 },
      pieces: [ship('S', 'red', 'small', [50, 75], [1, 0]), ship('M', 'blue', 'medium', [110, 80], [0, 1]), ship('L', 'red', 'large', [60, 50], [1, 0]), ship('s', 'blue', 'small', [185, 70], [0, 1])],
    },
  },
  {
    name: 'shared-win',
    title: 'A tie is shared',
    description: 'Red’s small torpedo meets blue’s small, which stops it; every other torpedo misses. Both players keep a small and a large afloat, four points each, and share the win.',
    rule: RULE.ties,
    lab: {
      field: { width: 200, height: 150 },
      pieces: [ship('RS', 'red', 'small', [30, 130], [1, 0]), ship('BS', 'blue', 'small', [120, 140], [0, 1]), ship('RL', 'red', 'large', [60, 60], [0, -1]), ship('BL', 'blue', 'large', [160, 60], [0, -1])],
    },
  },
])();

export const VOLLEYS_PRESET_NAMES: readonly string[] = /* @__PURE__ */ VOLLEYS_PRESETS.map((entry) => entry.name);

