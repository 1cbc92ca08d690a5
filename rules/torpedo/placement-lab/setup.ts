/**
 * The placement lab's setup, as a blogger types it into attributes: the table and the ghost in the
 * line of fire's short form (`small red 40 75 0`), the field's size, or a preset. Every refusal
 * names the field at fault (`preset`, `table[2]`, `ghost`, `field`), so a widget can name the attribute.
 */
import { RuleViolation, type Setup } from '../../engine/index.ts';
import { readFieldWords, readLabSetup, readShipWords, readTyped } from '../lab-setup.ts';
import type { Piece } from '../pieces.ts';
import { placementProblem } from '../placement.ts';
import { RULE } from '../rule-ids.ts';
import { GHOST_ID, PLACEMENT_PRESETS, type PlacementLab } from './presets.ts';

/** Most ships a typed table may hold. */
export const MAX_PLACED = 30;

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface PlacementSetup extends Partial<Setup> {
  preset?: string;
  /** The ships already placed, in short form separated by `;`, or `none`. */
  table?: string;
  /** The ghost in short form: `medium red 120 75 0`. */
  ghost?: string;
  /** The field's width and height in millimetres: `240 150`. */
  field?: string;
}

/** The lab as the setup gives it, and the table it started with (what `reset` lays again). */
export interface PlacementLabState extends PlacementLab {
  startTable: readonly Piece[];
}

const FIELDS = ['table', 'ghost', 'field'] as const;

/** The typed table: ships in short form separated by `;`, or `none`, at most MAX_PLACED. */
function readTable(text: string): Piece[] {
  const typed = text.trim().toLowerCase() === 'none' ? [] : text.split(';').filter((entry) => entry.trim() !== '');
  if (typed.length > MAX_PLACED) throw new RuleViolation(RULE.stash, `table must list at most ${String(MAX_PLACED)} ships; got ${String(typed.length)}.`, 'table');
  return typed.map((entry, index) => readShipWords(entry, `ship-${String(index + 1)}`, `table[${String(index)}]`));
}

/**
 * The lab a blogger's attributes describe. The table must be one play could reach (each ship on
 * the field, touching none before it); the ghost may start anywhere, even where it may not be
 * dropped. Throws a RuleViolation naming the attribute at fault (`preset`, `table[2]`, `ghost`, `field`).
 */
export function readPlacementLab(setup: PlacementSetup = {}): PlacementLabState {
  const { record, preset } = readLabSetup(setup, FIELDS, PLACEMENT_PRESETS);
  const typedField = readTyped(record.field, 'field', RULE.field);
  const typedTable = readTyped(record.table, 'table', RULE.stash);
  const typedGhost = readTyped(record.ghost, 'ghost', RULE.stash);
  const field = typedField === undefined ? { ...preset.lab.field } : readFieldWords(typedField);
  const table = typedTable === undefined ? preset.lab.table : readTable(typedTable);
  table.forEach((piece, index) => {
    const problem = placementProblem(table.slice(0, index), piece, field);
    if (problem === null) return;
    const path = typedTable === undefined ? 'field' : `table[${String(index)}]`;
    throw new RuleViolation(problem.rule, `${typedTable === undefined ? `the preset’s ship ${String(index + 1)}` : path} cannot lie there: ${problem.reason.replace(/^\S+ /, 'it ')}`, path);
  });
  const ghost = typedGhost === undefined ? preset.lab.ghost : readShipWords(typedGhost, GHOST_ID, 'ghost');
  return { field, table: [...table], ghost, start: ghost, startTable: [...table] };
}
