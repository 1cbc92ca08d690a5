/**
 * The line-of-fire lab, for `<torpedo-line-of-fire>`: one shooter and the ships around it on a
 * small stretch of the field; the reader moves and turns any of them and sees the shooter's torpedo
 * (`traceTorpedo`). The puzzles of issue 12 and the rulebook's line-of-a-torpedo situations are its
 * presets; a blogger may type ships in a short form instead (`small red 200 300 45`).
 *
 * A move is allowed where a placement would be (`placementProblem`): on the field, touching no
 * other ship, so every table the lab shows is one play could reach.
 *
 * As a ruleset (`lineOfFireLab`): the reader moves or turns a ship (`move`, refused under the rule
 * a placement there would break) and starts again (`reset`).
 */
import { RuleViolation, readOneOf, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { traceTorpedo, type Shot } from '../firing.ts';
import { turnHeading } from '../headings.ts';
import { readPoint } from '../lab-setup.ts';
import type { Piece, Point } from '../pieces.ts';
import { placementProblem, type PlacementProblem } from '../placement.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import type { LineOfFireLab, LineOfFirePreset } from './presets.ts';
import { readLineOfFire, type LineOfFireSetup } from './setup.ts';

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

/** The lab's state: the table now, and the ships as the setup laid them (what `reset` lays again). */
export interface LineOfFireLabState {
  lab: LineOfFireLab;
  start: readonly Piece[];
}

/** Who acts in the lab: the reader, moving ships. */
export const LAB_MOVER = 'mover';

export type LineOfFireLabCommand =
  /** The ship `ship` with its tip at `tip`, pointing along `heading` (a turn is a move that keeps the tip). */
  { type: 'move'; ship: string; tip: Point; heading: Point } | { type: 'reset' };

export type LineOfFireLabEvent = { type: 'ship-moved'; rule: RuleId; piece: Piece } | { type: 'lab-reset'; rule: RuleId };

function initialState(setup: LineOfFireSetup): LineOfFireLabState {
  const lab = readLineOfFire(setup);
  return { lab, start: lab.pieces };
}

function decide(state: LineOfFireLabState, command: LineOfFireLabCommand): LineOfFireLabEvent[] {
  switch (command.type) {
    case 'move': {
      const { lab } = state;
      const ship = readOneOf(command.ship, { path: 'ship', rule: RULE.pose }, lab.pieces.map((piece) => piece.id));
      const piece = lab.pieces.find((entry) => entry.id === ship) ?? lab.pieces[0];
      if (piece === undefined) return unknownCommand('The line-of-fire lab', command);
      const tip = readPoint(command.tip, { path: 'tip', rule: RULE.pose });
      const heading = readPoint(command.heading, { path: 'heading', rule: RULE.pose }, true);
      const moved = { ...piece, tip, heading };
      // A ship goes only where it could have been placed: on the field, touching no other.
      const problem = moveProblem(lab, moved);
      if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'tip', { ship });
      return [{ type: 'ship-moved', rule: RULE.pose, piece: moved }];
    }
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.line }];
    default:
      return unknownCommand('The line-of-fire lab', command);
  }
}

function evolve(state: LineOfFireLabState, event: LineOfFireLabEvent): LineOfFireLabState {
  switch (event.type) {
    case 'ship-moved':
      return { ...state, lab: withPiece(state.lab, event.piece) };
    case 'lab-reset':
      return { ...state, lab: { ...state.lab, pieces: [...state.start] } };
  }
}

/** How far the listed moves take a ship: the arrow keys' step. */
const SAMPLE_STEP_MM = 5;

/** A fair sample: every ship a step each way and turned a step each way, where the rules let it lie, and reset. */
function legalCommands(state: LineOfFireLabState): LineOfFireLabCommand[] {
  const moves = state.lab.pieces.flatMap(({ id, tip, heading }): LineOfFireLabCommand[] => [
    ...[[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx = 0, dy = 0]): LineOfFireLabCommand => ({ type: 'move', ship: id, tip: { x: tip.x + dx * SAMPLE_STEP_MM, y: tip.y + dy * SAMPLE_STEP_MM }, heading })),
    { type: 'move', ship: id, tip, heading: turnHeading(heading, 1) },
    { type: 'move', ship: id, tip, heading: turnHeading(heading, -1) },
  ]);
  const allowed = moves.filter((command) => {
    if (command.type !== 'move') return true;
    const piece = state.lab.pieces.find((entry) => entry.id === command.ship);
    return piece !== undefined && moveProblem(state.lab, { ...piece, tip: command.tip, heading: command.heading }) === null;
  });
  return [...allowed, { type: 'reset' }];
}

/** Torpedo's line of fire as a sub-mechanic: ships to move around a shooter, its torpedo traced. It never ends by itself. */
export const lineOfFireLab: Ruleset<LineOfFireLabState, LineOfFireLabCommand, LineOfFireLabEvent, LineOfFireSetup & { seed: number }> = {
  id: 'torpedo',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_MOVER],
  outcome: () => null,
};
