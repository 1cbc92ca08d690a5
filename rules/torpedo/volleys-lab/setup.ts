/**
 * The volleys lab's setup, as a blogger types it into attributes: a preset, or the ships in the
 * line of fire's short form (`small red 40 75 0; large blue 150 75 90`) on a field. Every ship must
 * lie on the field touching no other, as in play; every refusal names the field at fault.
 */
import { RuleViolation, type Setup } from '../../engine/index.ts';
import { readFieldWords, readLabSetup, readShipWords, readTyped } from '../lab-setup.ts';
import type { Piece } from '../pieces.ts';
import { placementProblem, type Field } from '../placement.ts';
import { RULE } from '../rule-ids.ts';
import { VOLLEYS_FIELD, VOLLEYS_PRESETS, type VolleysLab } from './presets.ts';

/** Most ships a hand-typed table may have: a full table of two players. */
export const MAX_VOLLEY_SHIPS = 30;

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface VolleysSetup extends Partial<Setup> {
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
export function readVolleys(setup: VolleysSetup = {}): VolleysLab {
  const { record, preset } = readLabSetup(setup, ['table', 'field'], VOLLEYS_PRESETS);
  const typedTable = readTyped(record.table, 'table', RULE.stash);
  const givenField = readTyped(record.field, 'field', RULE.field);
  const typedField = givenField === undefined ? undefined : readFieldWords(givenField);
  if (typedTable === undefined) return { field: typedField ?? { ...preset.lab.field }, pieces: checkedTable(preset.lab.pieces, typedField ?? preset.lab.field, 'field') };
  const entries = typedTable.split(';').filter((entry) => entry.trim() !== '');
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

