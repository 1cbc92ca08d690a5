/**
 * The line-of-fire lab's setup, as a blogger types it into attributes: a preset, or the shooter
 * and the targets in the short form (`small red 200 300 45`) on a field. Every ship must lie on
 * the field touching no other, as in play; every refusal names the field at fault.
 */
import { RuleViolation, type Setup } from '../../engine/index.ts';
import { readFieldWords, readLabSetup, readShipWords, readTyped } from '../lab-setup.ts';
import { placementProblem } from '../placement.ts';
import { RULE } from '../rule-ids.ts';
import { LINE_OF_FIRE_PRESETS, MAX_TARGETS, type LineOfFireLab } from './presets.ts';

/** What a blogger types: any of these left out comes from the preset (or the first preset). */
export interface LineOfFireSetup extends Partial<Setup> {
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
export function readLineOfFire(setup: LineOfFireSetup = {}): LineOfFireLab {
  const { record, preset: chosen } = readLabSetup(setup, ['shooter', 'targets', 'field'], LINE_OF_FIRE_PRESETS);
  const given = {
    shooter: readTyped(record.shooter, 'shooter', RULE.stash),
    targets: readTyped(record.targets, 'targets', RULE.stash),
    field: readTyped(record.field, 'field', RULE.field),
  };
  const base = chosen.lab;
  const field = given.field === undefined ? { ...base.field } : readFieldWords(given.field);
  const baseShooter = base.pieces.find((piece) => piece.id === base.shooter);
  const shooter = given.shooter === undefined ? baseShooter : readShipWords(given.shooter, 'shooter', 'shooter');
  if (shooter === undefined) throw new RuleViolation(RULE.line, 'The preset has no shooter.', 'preset');
  let targets = base.pieces.filter((piece) => piece.id !== base.shooter);
  if (given.targets !== undefined) {
    const typed = given.targets.trim().toLowerCase() === 'none' ? [] : given.targets.split(/[;,]/).filter((entry) => entry.trim() !== '');
    if (typed.length > MAX_TARGETS) throw new RuleViolation(RULE.stash, `targets must list at most ${String(MAX_TARGETS)} ships; got ${String(typed.length)}.`, 'targets');
    targets = typed.map((entry, index) => readShipWords(entry, `target-${String(index + 1)}`, `targets[${String(index)}]`));
  }
  const pieces = [{ ...shooter, id: 'shooter' }, ...targets.map((piece) => (piece.id === 'shooter' ? { ...piece, id: 'target-0' } : piece))];
  const lab: LineOfFireLab = { field, shooter: 'shooter', pieces };
  pieces.forEach((piece, index) => {
    const problem = placementProblem(pieces.slice(0, index), piece, field);
    if (problem === null) return;
    // The typed attribute is to blame: the targets typed, else the shooter typed among the preset's ships, else the field.
    const typedTarget = index > 0 && given.targets !== undefined;
    const path = typedTarget ? `targets[${String(index - 1)}]` : given.shooter !== undefined ? 'shooter' : 'field';
    const said = index === 0 ? 'the shooter' : typedTarget ? path : `the preset’s ${piece.id}`;
    throw new RuleViolation(problem.rule, `${said} cannot lie there: ${problem.reason.replace(/^target-\d+ |^shooter /, 'it ')}`, path);
  });
  return lab;
}

