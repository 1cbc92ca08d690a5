/**
 * The volleys lab, for `<torpedo-volleys>`: a table fired a volley at a time for the reader to step
 * through — the small ships' volley, then the surviving mediums', then the surviving larges' — and
 * scored. Everything is the rules' own firing (`fireVolleys`) and scoring (`finalScores`,
 * `outcomeOf`); this file adds only what a reader stepping through wants told: which ships stand
 * at each step, and which line now flies on past the place of a ship sunk in an earlier volley.
 *
 * A blogger types a table in the line of fire's short form (`small red 40 75 0; large blue 150 75
 * 90`); every ship must lie on the field touching no other, as in play.
 */
import type { Outcome, PlayerId } from '../engine/index.ts';
import { RuleViolation } from '../engine/index.ts';
import { fireVolleys, traceTorpedo, type Shot } from './firing.ts';
import { readFieldWords, readShipWords } from './lab-setup.ts';
import type { FinalScore } from './model.ts';
import type { Piece, Size } from './pieces.ts';
import { placementProblem, type Field } from './placement.ts';
import { TABLE_PRESETS } from './presets.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { finalScores, outcomeOf, outcomeRule } from './scoring.ts';

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

/** A shot as the reader is told it: the rules' shot, and the ship sunk earlier whose place it now flies past. */
export interface VolleyShot extends Shot {
  /** A ship sunk in an earlier volley that this torpedo would have hit first had it still been afloat; null if none. */
  flewPast: string | null;
}

export interface VolleyTold {
  size: Size;
  shots: VolleyShot[];
  /** The ships sunk in this volley, by id: they leave the table once it is done. */
  sunk: string[];
}

/** The whole firing, told volley by volley, and its score. */
export interface VolleysStory {
  volleys: VolleyTold[];
  afloat: string[];
  scores: FinalScore[];
  outcome: Outcome;
  /** The rule that settled the outcome: the points, or a shared tie. */
  outcomeRule: string;
}

/**
 * The steps a reader goes through: the table before firing; each volley as it fires (ships hit
 * marked, none removed yet); the table after it (the sunk removed). The last step is the score.
 */
export type VolleyStep = { kind: 'start' } | { kind: 'volley'; volley: number } | { kind: 'after'; volley: number };

export const VOLLEY_STEPS: readonly VolleyStep[] = [
  { kind: 'start' },
  { kind: 'volley', volley: 0 },
  { kind: 'after', volley: 0 },
  { kind: 'volley', volley: 1 },
  { kind: 'after', volley: 1 },
  { kind: 'volley', volley: 2 },
  { kind: 'after', volley: 2 },
];

/** Most ships a hand-typed table may have: a full table of two players. */
export const MAX_VOLLEY_SHIPS = 30;

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
export const VOLLEYS_PRESETS: readonly VolleysPreset[] = [
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
];

export const VOLLEYS_PRESET_NAMES: readonly string[] = VOLLEYS_PRESETS.map((entry) => entry.name);

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface VolleysSetup {
  preset?: string;
  /** The ships in the short form, separated by `;`: `small red 40 75 0; large blue 150 75 90`. */
  table?: string;
  /** The stretch of field: `240 150`, width and height in millimetres. */
  field?: string;
}

/**
 * The table a blogger's attributes describe: the preset (`small-first` by default), or the ships
 * typed in `table` on the field typed in `field` (the preset's field, or 240 × 150 mm, without
 * one). Throws a RuleViolation naming the attribute at fault (`preset`, `table[2]`, `field`).
 */
export function readVolleys(setup: VolleysSetup): VolleysLab {
  const presetName = setup.preset ?? VOLLEYS_PRESETS[0]?.name ?? '';
  const chosen = VOLLEYS_PRESETS.find((entry) => entry.name === presetName);
  if (chosen === undefined) throw new RuleViolation(RULE.stash, `preset must be one of ${VOLLEYS_PRESET_NAMES.join(', ')}; got “${presetName}”.`, 'preset');
  const typedField = setup.field === undefined ? undefined : readFieldWords(setup.field);
  if (setup.table === undefined) return { field: typedField ?? { ...chosen.lab.field }, pieces: checkedTable(chosen.lab.pieces, typedField ?? chosen.lab.field, 'field') };
  const entries = setup.table.split(';').filter((entry) => entry.trim() !== '');
  if (entries.length === 0) throw new RuleViolation(RULE.stash, 'table must list at least one ship, e.g. “small red 40 75 0; large blue 150 75 90”.', 'table');
  if (entries.length > MAX_VOLLEY_SHIPS) throw new RuleViolation(RULE.stash, `table must list at most ${String(MAX_VOLLEY_SHIPS)} ships; got ${String(entries.length)}.`, 'table');
  const pieces = entries.map((entry, index) => readShipWords(entry, `ship-${String(index + 1)}`, `table[${String(index)}]`));
  const field = typedField ?? { ...VOLLEYS_FIELD };
  return { field, pieces: checkedTable(pieces, field, 'table') };
}

/** The pieces, each on the field touching none before it, as play could have laid them; else the RuleViolation names the ship. */
function checkedTable(pieces: readonly Piece[], field: Field, blame: 'table' | 'field'): Piece[] {
  pieces.forEach((piece, index) => {
    const problem = placementProblem(pieces.slice(0, index), piece, field);
    if (problem === null) return;
    const path = blame === 'table' ? `table[${String(index)}]` : 'field';
    const said = blame === 'table' ? path : `the preset’s ${piece.id}`;
    throw new RuleViolation(problem.rule, `${said} cannot lie there: ${problem.reason.replace(/^\S+ /, 'it ')}`, path);
  });
  return [...pieces];
}

/**
 * The firing of `lab`'s table told in full: each volley's shots (each with the earlier-sunk ship it
 * now flies past, if any), the ships each volley sinks, those left afloat, and the score of every
 * owner in the order they first appear.
 */
export function tellVolleys(lab: VolleysLab): VolleysStory {
  const { volleys, afloat } = fireVolleys(lab.pieces);
  const sunkBefore = new Set<string>();
  const told = volleys.map((volley): VolleyTold => {
    const shots = volley.shots.map((shot): VolleyShot => {
      // On the table with the earlier volleys' wrecks put back, what would this torpedo meet first?
      const withWrecks = traceTorpedo(lab.pieces, shot.shooter);
      const flewPast = withWrecks.hit !== null && withWrecks.hit !== shot.hit && sunkBefore.has(withWrecks.hit) ? withWrecks.hit : null;
      return { ...shot, flewPast };
    });
    for (const id of volley.sunk) sunkBefore.add(id);
    return { size: volley.size, shots, sunk: volley.sunk };
  });
  const owners: PlayerId[] = [...new Set(lab.pieces.map((piece) => piece.owner))];
  const scores = finalScores(owners, lab.pieces, [...sunkBefore]);
  const outcome = outcomeOf(scores);
  return { volleys: told, afloat, scores, outcome, outcomeRule: outcomeRule(outcome) };
}

/** The ships on the table at a step: every one before the first volley has been cleared away; then those not yet sunk and removed. */
export function shipsStandingAt(lab: VolleysLab, story: VolleysStory, step: VolleyStep): Piece[] {
  const removedUpTo = step.kind === 'start' ? -1 : step.kind === 'volley' ? step.volley - 1 : step.volley;
  const removed = new Set(story.volleys.slice(0, removedUpTo + 1).flatMap((volley) => volley.sunk));
  return lab.pieces.filter((piece) => !removed.has(piece.id));
}

/** The ships sunk and removed before a step: their places, where a later line may fly on past. */
export function shipsRemovedBefore(lab: VolleysLab, story: VolleysStory, step: VolleyStep): Piece[] {
  const standing = new Set(shipsStandingAt(lab, story, step).map((piece) => piece.id));
  return lab.pieces.filter((piece) => !standing.has(piece.id));
}
