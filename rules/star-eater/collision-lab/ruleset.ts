/**
 * The collision lab: two warships (A and B) and any small tokens on the sample board, their
 * momentum played out in lock-step (rulebook 6.2.2, 6.2.3). The reader plays a round a step at a
 * time, both ships' tokens of that step together, and sees each collision: the step that
 * overlapped (the hexes where it did), the token lost (edge and warship only), the damage dealt
 * to each section, and the step undone.
 *
 * A round is worked out whole by the rules' `resolveMomentum` from where it began; the lab hands it
 * out a step at a time, one event per ship that moved, saying what that ship's move did.
 */
import { RuleViolation, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, onBoard, type Pose } from '../board.ts';
import { hexKey, type Dir, type Hex } from '../hex.ts';
import type { MomentumMat, Rotation } from '../momentum.ts';
import { resolveMomentum, type MomentumResult, type SectionHit, type ShipMove } from '../movement.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';
import { SHIP_IDS, validateCollisionLabSetup, type CollisionLabSetup, type LabShip, type LabToken, type ShipId } from './setup.ts';

/** What one ship's move did in one step, with everything a widget needs to say why. */
export interface ShipStep {
  ship: ShipId;
  move: ShipMove;
  /** The damage this move caused: to itself (the edge, a token it ran over) or to the other ship (ramming). */
  hits: SectionHit[];
  /** The small tokens it ran over (destroyed). */
  ranOver: string[];
  /** It lost the momentum token that made the step (the edge or the other warship). */
  tokenLost: boolean;
  /** Where it collided: the hexes off the board, the hexes the two hulls shared, or the tokens' hexes. */
  overlap: Hex[];
  /** Ramming: was the other ship moving too (and so also rammed), or had it stopped? Null otherwise. */
  otherMoved: boolean | null;
}

/** One step of a round: each moving ship's move. A ship with no token left for it has stopped. */
export interface PlayedStep {
  step: number;
  moves: ShipStep[];
}

/** The round being played, or played last. */
export interface LabRound {
  round: number;
  /** The ships and tokens as the round began: the round is worked out from them. */
  ships: LabShip[];
  tokens: LabToken[];
  steps: PlayedStep[];
  /** How many steps the round has (its longest mat). */
  length: number;
  ended: boolean;
}

export interface CollisionLabState {
  /** Where the lab began, for `reset`. */
  start: { ships: LabShip[]; tokens: LabToken[] };
  /** The ships now: poses after the steps played; mats as the round began (lost tokens come off as it ends). */
  ships: LabShip[];
  /** The small tokens still on the board. */
  tokens: LabToken[];
  /** Rounds begun since the start. */
  round: number;
  current: LabRound | null;
  /** Damage each ship's sections have taken, by ship, in the hull's order. */
  damage: Record<ShipId, Record<string, number>>;
}

export type CollisionLabCommand = { type: 'step' } | { type: 'round' } | { type: 'reset' };

export type CollisionLabEvent =
  | { type: 'round-started'; rule: RuleId; round: number; ships: LabShip[]; tokens: LabToken[]; length: number }
  | ({ type: 'ship-stepped'; rule: RuleId; round: number; step: number } & ShipStep)
  | { type: 'round-ended'; rule: RuleId; round: number; ships: LabShip[]; tokens: LabToken[] }
  | { type: 'lab-reset'; rule: RuleId; ships: LabShip[]; tokens: LabToken[] };

function noDamage(): Record<ShipId, Record<string, number>> {
  const sections = (): Record<string, number> => Object.fromEntries(SAMPLE_HULL.sections.map((section) => [section.id, 0]));
  return { A: sections(), B: sections() };
}

function initialState(setup: CollisionLabSetup): CollisionLabState {
  const { ships, tokens } = validateCollisionLabSetup(setup);
  return { start: { ships, tokens }, ships, tokens, round: 0, current: null, damage: noDamage() };
}

/** A mat's tokens in the order they play: the linear ones as placed, then the rotations (6.2.2). */
export function playOrder(mat: MomentumMat): (Dir | Rotation)[] {
  return [...mat.linear, ...mat.rotational];
}

/** The whole round from `ships` and `tokens`, as `resolveMomentum` plays it. */
function resolveRound(ships: readonly LabShip[], tokens: readonly LabToken[]): MomentumResult {
  return resolveMomentum(
    SAMPLE_BOARD,
    ships.map((ship) => ({ ...ship, hull: SAMPLE_HULL })),
    tokens,
  );
}

const hullKeys = (pose: Pose): Set<string> => new Set(hullHexes(SAMPLE_HULL, pose).map(({ hex }) => hexKey(hex)));

/**
 * Each ship's part in step `index` of `result`: the hits it caused, the tokens it ran over, the
 * hexes where it collided. `poses` are the ships' poses before the step.
 */
export function shipSteps(result: MomentumResult, index: number, tokens: readonly LabToken[], poses: readonly Pose[]): ShipStep[] {
  const step = result.steps[index];
  if (step === undefined) return [];
  const moveOf = (id: string): ShipMove | undefined => step.moves.find((move) => move.ship === id);
  // Where each ship stood when the rules checked it: its step's target, unless the edge sent it back.
  const checked = (id: ShipId): Pose => {
    const move = moveOf(id);
    if (move === undefined) return poses[SHIP_IDS.indexOf(id)] ?? { at: { q: 0, r: 0 }, facing: 0 };
    return move.collision === 'edge' ? move.from : move.to;
  };
  return step.moves.map((move): ShipStep => {
    const ship = move.ship === 'B' ? 'B' : 'A';
    const other: ShipId = ship === 'A' ? 'B' : 'A';
    const hits = step.hits.filter((hit) => (hit.rule === RULE.collisionWarship ? hit.by === ship : hit.ship === ship));
    // The rules look for tokens under the hull where the ship stands after the edge and the other warship.
    const under = hullKeys(move.collision === 'edge' || move.collision === 'warship' ? move.from : move.to);
    const ranOver = tokens.filter((token) => step.destroyed.includes(token.id) && under.has(hexKey(token.at)));
    let overlap: Hex[] = [];
    if (move.collision === 'edge') overlap = hullHexes(SAMPLE_HULL, move.to).map(({ hex }) => hex).filter((hex) => !onBoard(SAMPLE_BOARD, hex));
    else if (move.collision === 'warship') {
      const theirs = hullKeys(checked(other));
      overlap = hullHexes(SAMPLE_HULL, move.to).map(({ hex }) => hex).filter((hex) => theirs.has(hexKey(hex)));
    } else if (move.collision === 'token') overlap = ranOver.map((token) => token.at);
    return {
      ship,
      move,
      hits,
      ranOver: ranOver.map((token) => token.id),
      tokenLost: move.collision === 'edge' || move.collision === 'warship',
      overlap,
      otherMoved: move.collision === 'warship' ? moveOf(other)?.collision === 'warship' : null,
    };
  });
}

/** The round's steps not yet played, and its end: all of a new round's when none is under way. */
function remainingSteps(state: CollisionLabState, count: number): CollisionLabEvent[] {
  const underway = state.current !== null && !state.current.ended ? state.current : null;
  const round = underway?.round ?? state.round + 1;
  const ships = underway?.ships ?? state.ships;
  const tokens = underway?.tokens ?? state.tokens;
  const result = resolveRound(ships, tokens);
  if (result.steps.length === 0) {
    throw new RuleViolation(RULE.momentumMove, 'Both mats are empty: neither ship moves. Undo or reset to play again.', null, { round });
  }
  const events: CollisionLabEvent[] = [];
  if (underway === null) events.push({ type: 'round-started', rule: RULE.momentumMove, round, ships, tokens, length: result.steps.length });
  const first = underway?.steps.length ?? 0;
  // The poses before each step: the round's start, then each step's `after`.
  const poses = ships.map((ship) => ship.pose);
  for (let index = 0; index < result.steps.length && index < first + count; index++) {
    const moves = shipSteps(result, index, tokens, poses);
    if (index >= first) for (const move of moves) events.push({ type: 'ship-stepped', rule: move.move.rule as RuleId, round, step: index + 1, ...move });
    for (const move of moves) poses[SHIP_IDS.indexOf(move.ship)] = move.move.after;
  }
  if (first + count >= result.steps.length) {
    const ended = result.ships.map((ship, index): LabShip => ({ id: ships[index]?.id ?? 'A', pose: ship.pose, mat: ship.mat }));
    const left = tokens.filter((token) => result.tokens.some((still) => still.id === token.id));
    events.push({ type: 'round-ended', rule: RULE.momentumMove, round, ships: ended, tokens: left });
  }
  return events;
}

function decide(state: CollisionLabState, command: CollisionLabCommand): CollisionLabEvent[] {
  switch (command.type) {
    case 'step':
      return remainingSteps(state, 1);
    case 'round':
      return remainingSteps(state, Number.POSITIVE_INFINITY);
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.momentumMove, ...state.start }];
    default:
      return unknownCommand('The collision lab', command);
  }
}

function evolve(state: CollisionLabState, event: CollisionLabEvent): CollisionLabState {
  switch (event.type) {
    case 'round-started':
      return { ...state, round: event.round, current: { round: event.round, ships: event.ships, tokens: event.tokens, steps: [], length: event.length, ended: false } };
    case 'ship-stepped': {
      if (state.current === null) return state;
      const { ship, move, hits, ranOver, tokenLost, overlap, otherMoved } = event;
      const damage = { A: { ...state.damage.A }, B: { ...state.damage.B } };
      for (const hit of hits) {
        const hurt = hit.ship === 'B' ? damage.B : damage.A;
        hurt[hit.section] = (hurt[hit.section] ?? 0) + hit.damage;
      }
      const ships = state.ships.map((lab) => (lab.id === ship ? { ...lab, pose: move.after } : lab));
      const tokens = state.tokens.filter((token) => !ranOver.includes(token.id));
      const played: ShipStep = { ship, move, hits, ranOver, tokenLost, overlap, otherMoved };
      const steps = state.current.steps;
      const last = steps.at(-1);
      const merged = last?.step === event.step ? [...steps.slice(0, -1), { step: event.step, moves: [...last.moves, played] }] : [...steps, { step: event.step, moves: [played] }];
      return { ...state, ships, tokens, damage, current: { ...state.current, steps: merged } };
    }
    case 'round-ended':
      return { ...state, ships: event.ships, tokens: event.tokens, current: state.current === null ? null : { ...state.current, ended: true } };
    case 'lab-reset':
      return { ...state, ships: event.ships, tokens: event.tokens, round: 0, current: null, damage: noDamage() };
  }
}

function legalCommands(state: CollisionLabState): CollisionLabCommand[] {
  const moving = (state.current !== null && !state.current.ended) || state.ships.some((ship) => playOrder(ship.mat).length > 0);
  return moving ? [{ type: 'step' }, { type: 'round' }, { type: 'reset' }] : [{ type: 'reset' }];
}

/** Who acts in the lab: the reader, watching both captains' momentum. */
export const LAB_UMPIRE = 'umpire';

/**
 * Star Eater's collisions as a sub-mechanic: two warships' momentum in lock-step on the sample
 * board, step after step, round after round. It never ends by itself.
 */
export const collisionLab: Ruleset<CollisionLabState, CollisionLabCommand, CollisionLabEvent, CollisionLabSetup & { seed: number }> = {
  id: 'star-eater',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_UMPIRE],
  outcome: () => null,
};
