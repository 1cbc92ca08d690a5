/**
 * The volleys lab, for `<torpedo-volleys>`: a table fired a volley at a time for the reader to step
 * through — the small ships' volley, then the surviving mediums', then the surviving larges' — and
 * scored. Everything is the rules' own firing (`fireVolleys`) and scoring (`finalScores`,
 * `outcomeOf`); this file adds only what a reader stepping through wants told: which ships stand
 * at each step, and which line now flies on past the place of a ship sunk in an earlier volley.
 *
 * A blogger types a table in the line of fire's short form (`small red 40 75 0; large blue 150 75
 * 90`); every ship must lie on the field touching no other, as in play (setup.ts).
 *
 * As a ruleset (`volleysLab`), the reader's one move is to show a step (`step`, any of
 * `VOLLEY_STEPS`, each citing the rule it shows) or start again (`reset`).
 */
import { readWholeNumber, unknownCommand, type Outcome, type PlayerId, type Ruleset } from '../../engine/index.ts';
import { fireVolleys, traceTorpedo, type Shot } from '../firing.ts';
import type { Piece, Size } from '../pieces.ts';
import type { FinalScore } from '../model.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { finalScores, outcomeOf, outcomeRule } from '../scoring.ts';
import type { VolleysLab } from './presets.ts';
import { readVolleys, type VolleysSetup } from './setup.ts';

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

/** The volleys lab's state: the table, its firing told in full, and the step the reader is at (an index of `VOLLEY_STEPS`). */
export interface VolleysLabState {
  lab: VolleysLab;
  story: VolleysStory;
  step: number;
}

/** Who acts in the lab: the reader, stepping through the firing. */
export const LAB_READER = 'reader';

export type VolleysLabCommand = { type: 'step'; step: number } | { type: 'reset' };

export type VolleysLabEvent = { type: 'stepped'; rule: RuleId; step: number } | { type: 'lab-reset'; rule: RuleId };

/** The rule a step shows: the volleys in turn, each volley fired at once, and the score after the last. */
export function stepRule(step: VolleyStep): RuleId {
  if (step.kind === 'start') return RULE.volleys;
  // The last volley is the larges' (the third): the score follows it.
  return step.kind === 'after' && step.volley === 2 ? RULE.points : RULE.together;
}

function initialState(setup: VolleysSetup): VolleysLabState {
  const lab = readVolleys(setup);
  return { lab, story: tellVolleys(lab), step: 0 };
}

function decide(_state: VolleysLabState, command: VolleysLabCommand): VolleysLabEvent[] {
  switch (command.type) {
    case 'step': {
      const step = readWholeNumber(command.step, { path: 'step', rule: RULE.volleys }, { min: 0, max: VOLLEY_STEPS.length - 1, note: 'the table, then each volley fired and cleared' });
      return [{ type: 'stepped', rule: stepRule(VOLLEY_STEPS[step] ?? { kind: 'start' }), step }];
    }
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.volleys }];
    default:
      return unknownCommand('The volleys lab', command);
  }
}

function evolve(state: VolleysLabState, event: VolleysLabEvent): VolleysLabState {
  switch (event.type) {
    case 'stepped':
      return { ...state, step: event.step };
    case 'lab-reset':
      return { ...state, step: 0 };
  }
}

/** Every step may be shown at any time, and the lab started again. */
function legalCommands(): VolleysLabCommand[] {
  return [...VOLLEY_STEPS.map((_, step): VolleysLabCommand => ({ type: 'step', step })), { type: 'reset' }];
}

/** Torpedo's firing as a sub-mechanic: a table fired a volley at a time, for a reader to step through. It never ends by itself. */
export const volleysLab: Ruleset<VolleysLabState, VolleysLabCommand, VolleysLabEvent, VolleysSetup & { seed: number }> = {
  id: 'torpedo',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_READER],
  outcome: () => null,
};
