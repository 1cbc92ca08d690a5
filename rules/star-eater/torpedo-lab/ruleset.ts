/**
 * The torpedo lab: one torpedo and one enemy warship on the sample board, turn after turn (rulebook
 * 7.3). The reader places the torpedo and the warship, sets the torpedo's speed, and plays the
 * torpedo's turn a stage at a time: targeting (the sections in its forward wedge, the one it
 * picks and why), each hex it flies (a homing turn the moment a section lies on a side ray), and
 * the end of its move (the strike, the board's edge, or the angle adjustment towards the centre
 * of mass). Each stage is an event citing its rule, with the facts a widget needs to say why.
 *
 * A turn is worked out whole by the rules' `moveTorpedo` from where the turn began; the lab hands
 * it out a stage at a time. Nothing is placed and the speed is not changed in the middle of a
 * turn, so the turn played stage by stage is exactly the turn `moveTorpedo` plays at once.
 */
import { RuleViolation, describeValue, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, onBoard, type Pose } from '../board.ts';
import { DIRS, inForwardArc, sameHex, stepHex, turn, type Dir, type Hex } from '../hex.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';
import { hullOnSideRay, hullsInWedge, moveTorpedo, readAdjustment, type AdjustmentReading, type HullHex, type TorpedoMove, type TorpedoPose, type TorpedoTarget } from '../torpedo.ts';
import { placeOf, poseAt, readCommandPlace, type BoardPlace } from '../lab-setup.ts';
import { MAX_TORPEDO_SPEED, SAMPLE_TORPEDO, checkTarget, validateTorpedoLabSetup, type TorpedoLabSetup } from './setup.ts';

/** The enemy warship, as the events name it. */
export const LAB_TARGET = 'warship';

/** Why the torpedo chose the section it aims at, by the first of the targeting rule's tests that told it apart. */
export type TargetReason = 'only' | 'closest' | 'straightest' | 'clockwise';

/** The targeting stage: the sections in the wedge, nearest first, and the one chosen. */
export interface Targeting {
  /** The sections in the forward wedge, in the order the torpedo prefers them. */
  inWedge: { section: string; distance: number; offAxis: number }[];
  /** The section it aims at (the first of `inWedge`), or null: no target, it flies straight. */
  aim: string | null;
  reason: TargetReason | null;
}

/** One hex of the torpedo's flight, with what turned it. */
export interface FlownStep {
  step: number;
  from: Hex;
  to: Hex;
  /** The facing it flew in, after any homing turn. */
  facing: Dir;
  turned: 'left' | 'right' | null;
  /** Whether it had a target this turn (without one it flies straight). */
  aimed: boolean;
  /** The target's section on the side ray it turned to, or null. */
  onRay: string | null;
  /** Where the step took it: on through space, into a hull section, or off the board. */
  result: 'flying' | 'struck' | 'off-board';
  /** The section struck. */
  struck: string | null;
}

/** The end of the torpedo's move. */
export interface TurnEnd {
  outcome: TorpedoMove['outcome'];
  /** When still flying with a target: what the adjustment saw, and the turn it made. */
  adjustment: AdjustmentReading | null;
  pose: TorpedoPose;
}

/** The turn being played, or played last: its stages so far. */
export interface TorpedoTurn {
  turn: number;
  start: TorpedoPose;
  /** The speed it flies this turn. */
  speed: number;
  targeting: Targeting;
  steps: FlownStep[];
  /** Null while the turn is still being played. */
  end: TurnEnd | null;
}

export interface TorpedoLabState {
  /** Where the lab began, for `reset`. */
  start: { torpedo: TorpedoPose; speed: number; target: Pose };
  torpedo: TorpedoPose;
  speed: number;
  target: Pose;
  /** `flying` until it strikes a hull or leaves the board; then it is back with its owner. */
  status: 'flying' | 'struck' | 'off-board';
  /** Turns begun since the start. */
  turn: number;
  /** The turn being played or played last; null before the first, and after anything is placed. */
  current: TorpedoTurn | null;
  /** What the torpedo does to the section it strikes. */
  damage: number;
  /** Damage each section of the warship has taken, in the hull's order. */
  hull: Record<string, number>;
}

export type TorpedoLabCommand =
  | ({ type: 'place-torpedo' } & BoardPlace)
  | ({ type: 'place-target' } & BoardPlace)
  | { type: 'speed'; speed: number }
  /** The next stage of the turn: targeting, a hex, or the end of the move. */
  | { type: 'step' }
  /** The rest of this turn, or a whole turn. */
  | { type: 'turn' }
  | { type: 'reset' };

export type TorpedoLabEvent =
  | { type: 'torpedo-placed'; rule: RuleId; pose: TorpedoPose }
  | { type: 'target-placed'; rule: RuleId; pose: Pose }
  | { type: 'speed-set'; rule: RuleId; speed: number }
  | ({ type: 'target-chosen'; rule: RuleId; turn: number; start: TorpedoPose; speed: number } & Targeting)
  /** `damage`: what the section struck takes (0 when nothing is struck). */
  | ({ type: 'torpedo-flew'; rule: RuleId; turn: number; damage: number } & FlownStep)
  | ({ type: 'turn-ended'; rule: RuleId; turn: number } & TurnEnd)
  | { type: 'lab-reset'; rule: RuleId; torpedo: TorpedoPose; speed: number; target: Pose };

function noDamage(): Record<string, number> {
  return Object.fromEntries(SAMPLE_HULL.sections.map((section) => [section.id, 0]));
}

/** The warship as the torpedo rules see it: its hull hexes and its centre of mass. */
export function targetOf(pose: Pose): TorpedoTarget {
  const hull: HullHex[] = hullHexes(SAMPLE_HULL, pose).map(({ section, hex }) => ({ ship: LAB_TARGET, section, hex }));
  return { ship: LAB_TARGET, hull, centre: pose.at };
}

function initialState(setup: TorpedoLabSetup): TorpedoLabState {
  const { torpedo, speed, target } = validateTorpedoLabSetup(setup);
  return { start: { torpedo, speed, target }, torpedo, speed, target, status: 'flying', turn: 0, current: null, damage: SAMPLE_TORPEDO.damage, hull: noDamage() };
}

/** The targeting stage from `pose`: the sections in its wedge and the one it picks, with the reason. */
export function targetingFrom(pose: TorpedoPose, target: Pose): Targeting {
  const found = hullsInWedge(pose, [targetOf(target)]);
  const [first, second] = found;
  let reason: TargetReason | null = null;
  if (first !== undefined) {
    if (second === undefined) reason = 'only';
    else if (first.distance !== second.distance) reason = 'closest';
    else if (first.offAxis !== second.offAxis) reason = 'straightest';
    else reason = 'clockwise';
  }
  return { inWedge: found.map(({ hull, distance, offAxis }) => ({ section: hull.section, distance, offAxis })), aim: first?.hull.section ?? null, reason };
}

/** The whole turn from `start`, as `moveTorpedo` plays it, stage by stage. */
export function wholeTurn(start: TorpedoPose, speed: number, target: Pose): { targeting: Targeting; steps: FlownStep[]; end: TurnEnd } {
  const enemy = targetOf(target);
  const move = moveTorpedo(SAMPLE_BOARD, start, speed, [enemy], enemy.hull);
  const aimed = move.target !== null;
  let pose = start;
  const steps = move.steps.map((step, index): FlownStep => {
    const onRay = aimed && step.turned !== null ? (hullOnSideRay(pose, enemy)?.hull.section ?? null) : null;
    const last = index === move.steps.length - 1;
    const result = last && move.outcome === 'hit' ? 'struck' : last && move.outcome === 'off-board' ? 'off-board' : 'flying';
    pose = { at: step.to, facing: step.facing };
    return { step: index + 1, from: step.from, to: step.to, facing: step.facing, turned: step.turned, aimed, onRay, result, struck: result === 'struck' ? (move.hit?.section ?? null) : null };
  });
  const flying = move.outcome === 'flying';
  // The adjustment is read from where the last step left it, before it turns.
  const last = steps.at(-1);
  const before: TorpedoPose = last === undefined ? start : { at: last.to, facing: last.facing };
  const adjustment = flying && aimed ? readAdjustment(before, enemy.centre) : null;
  return { targeting: targetingFrom(start, target), steps, end: { outcome: move.outcome, adjustment, pose: move.pose } };
}

function refuseMidTurn(state: TorpedoLabState, what: string): void {
  if (state.current !== null && state.current.end === null) {
    throw new RuleViolation(RULE.torpedoHoming, `The torpedo is in the middle of its turn: play the turn to its end, or undo, before you ${what}.`, null, { turn: state.current.turn });
  }
}

function decidePlaceTorpedo(state: TorpedoLabState, command: Partial<BoardPlace>): TorpedoLabEvent[] {
  refuseMidTurn(state, 'place the torpedo');
  const place = readCommandPlace(command, 'torpedo', RULE.torpedoTarget);
  const pose = poseAt(place);
  if (!onBoard(SAMPLE_BOARD, pose.at)) {
    throw new RuleViolation(RULE.torpedoHit, `Column ${String(place.column)}, row ${String(place.row)} is off the board.`, 'torpedo', { column: place.column, row: place.row });
  }
  const covering = hullHexes(SAMPLE_HULL, state.target).find(({ hex }) => sameHex(hex, pose.at));
  if (covering !== undefined) {
    throw new RuleViolation(RULE.torpedoHit, `The warship’s ${covering.section} is on that hex; a torpedo flies outside every hull until it strikes one.`, 'torpedo', { column: place.column, row: place.row });
  }
  return [{ type: 'torpedo-placed', rule: RULE.torpedoTarget, pose }];
}

function decidePlaceTarget(state: TorpedoLabState, command: Partial<BoardPlace>): TorpedoLabEvent[] {
  refuseMidTurn(state, 'move the warship');
  const pose = checkTarget(readCommandPlace(command, 'target', RULE.torpedoTarget), state.torpedo, { path: 'target', rule: RULE.torpedoTarget });
  return [{ type: 'target-placed', rule: RULE.torpedoTarget, pose }];
}

function decideSpeed(state: TorpedoLabState, speed: unknown): TorpedoLabEvent[] {
  refuseMidTurn(state, 'change its speed');
  if (typeof speed !== 'number' || !Number.isSafeInteger(speed) || speed < 1 || speed > MAX_TORPEDO_SPEED) {
    throw new RuleViolation(RULE.torpedoHoming, `A torpedo’s speed is a whole number of hexes from 1 to ${String(MAX_TORPEDO_SPEED)}; got ${describeValue(speed)}.`, 'speed');
  }
  return [{ type: 'speed-set', rule: RULE.torpedoHoming, speed }];
}

/** The turn's stages not yet played: all of a new turn's when none is under way. */
function remainingStages(state: TorpedoLabState): TorpedoLabEvent[] {
  if (state.status !== 'flying') {
    const how = state.status === 'struck' ? 'struck the warship' : 'left the board';
    throw new RuleViolation(RULE.torpedoHit, `The torpedo ${how} and went back to its owner: place it again, or reset, to fly it again.`, null, { status: state.status });
  }
  const underway = state.current !== null && state.current.end === null ? state.current : null;
  const turnNumber = underway?.turn ?? state.turn + 1;
  const start = underway?.start ?? state.torpedo;
  const { targeting, steps, end } = wholeTurn(start, state.speed, state.target);
  const stages: TorpedoLabEvent[] = [];
  if (underway === null) stages.push({ type: 'target-chosen', rule: RULE.torpedoTarget, turn: turnNumber, start, speed: state.speed, ...targeting });
  for (const step of steps.slice(underway?.steps.length ?? 0)) {
    stages.push({ type: 'torpedo-flew', rule: step.result === 'flying' ? RULE.torpedoHoming : RULE.torpedoHit, turn: turnNumber, damage: step.struck === null ? 0 : state.damage, ...step });
  }
  const endRule = end.outcome !== 'flying' ? RULE.torpedoHit : RULE.torpedoAdjust;
  stages.push({ type: 'turn-ended', rule: endRule, turn: turnNumber, ...end });
  return stages;
}

/** The next stage alone; a strike or the edge ends the turn with the step that met it. */
function nextStage(state: TorpedoLabState): TorpedoLabEvent[] {
  const stages = remainingStages(state);
  const [first, second] = stages;
  if (first === undefined) return [];
  const endsWithIt = first.type === 'torpedo-flew' && first.result !== 'flying' && second !== undefined;
  return endsWithIt ? [first, second] : [first];
}

function decide(state: TorpedoLabState, command: TorpedoLabCommand): TorpedoLabEvent[] {
  switch (command.type) {
    case 'place-torpedo':
      return decidePlaceTorpedo(state, command);
    case 'place-target':
      return decidePlaceTarget(state, command);
    case 'speed':
      return decideSpeed(state, command.speed);
    case 'step':
      return nextStage(state);
    case 'turn':
      return remainingStages(state);
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.torpedoTarget, ...state.start }];
    default:
      return unknownCommand('The torpedo lab', command);
  }
}

function evolve(state: TorpedoLabState, event: TorpedoLabEvent): TorpedoLabState {
  switch (event.type) {
    case 'torpedo-placed':
      return { ...state, torpedo: event.pose, status: 'flying', current: null };
    case 'target-placed':
      return { ...state, target: event.pose, current: null };
    case 'speed-set':
      return { ...state, speed: event.speed };
    case 'target-chosen': {
      const { inWedge, aim, reason } = event;
      return { ...state, turn: event.turn, current: { turn: event.turn, start: event.start, speed: event.speed, targeting: { inWedge, aim, reason }, steps: [], end: null } };
    }
    case 'torpedo-flew': {
      if (state.current === null) return state;
      const { step, from, to, facing, turned, aimed, onRay, result, struck } = event;
      const hull = struck === null ? state.hull : { ...state.hull, [struck]: (state.hull[struck] ?? 0) + event.damage };
      // Off the board it is gone: the torpedo is drawn where it last was, facing the way it flew.
      const torpedo = result === 'off-board' ? { at: from, facing } : { at: to, facing };
      return { ...state, torpedo, hull, current: { ...state.current, steps: [...state.current.steps, { step, from, to, facing, turned, aimed, onRay, result, struck }] } };
    }
    case 'turn-ended': {
      if (state.current === null) return state;
      const { outcome, adjustment, pose } = event;
      const status = outcome === 'hit' ? 'struck' : outcome;
      return { ...state, torpedo: pose, status, current: { ...state.current, end: { outcome, adjustment, pose } } };
    }
    case 'lab-reset':
      return { ...state, torpedo: event.torpedo, speed: event.speed, target: event.target, status: 'flying', turn: 0, current: null, hull: noDamage() };
  }
}

/** A fair sample of places near `pose`: every facing here, and a hex each way with this facing. */
function placesNear(pose: Pose): BoardPlace[] {
  const here = placeOf(pose);
  return [
    ...DIRS.map((facing) => ({ ...here, facing })),
    { ...here, column: here.column - 1 },
    { ...here, column: here.column + 1 },
    { ...here, row: here.row - 1 },
    { ...here, row: here.row + 1 },
  ];
}

function legalCommands(state: TorpedoLabState): TorpedoLabCommand[] {
  const commands: TorpedoLabCommand[] = [];
  if (state.status === 'flying') commands.push({ type: 'step' }, { type: 'turn' });
  if (state.current?.end !== null) {
    const tryAll = (candidates: TorpedoLabCommand[]): void => {
      for (const command of candidates) {
        try {
          decide(state, command);
          commands.push(command);
        } catch {
          // Off the board, or on the hull.
        }
      }
    };
    tryAll(placesNear(state.torpedo).map((place) => ({ type: 'place-torpedo', ...place })));
    tryAll(placesNear(state.target).map((place) => ({ type: 'place-target', ...place })));
    for (let speed = 1; speed <= MAX_TORPEDO_SPEED; speed++) if (speed !== state.speed) commands.push({ type: 'speed', speed });
  }
  commands.push({ type: 'reset' });
  return commands;
}

/** Who acts in the lab: the reader, as the torpedo's owner. */
export const LAB_GUNNER = 'gunner';

/**
 * Star Eater's torpedoes as a sub-mechanic: one torpedo hunting one enemy warship on the sample
 * board, a stage at a time. It never ends by itself.
 */
export const torpedoLab: Ruleset<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent, TorpedoLabSetup & { seed: number }> = {
  id: 'star-eater',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_GUNNER],
  outcome: () => null,
};

// ---------------------------------------------------------------------------------------------
// What a widget draws: the wedge, the side rays and the adjustment zones of a torpedo's pose.

/** The hexes of the board along `dir` from `from`, the first step onwards, to the edge. */
export function rayOnBoard(from: Hex, dir: Dir): Hex[] {
  const hexes: Hex[] = [];
  for (let step = 1; onBoard(SAMPLE_BOARD, stepHex(from, dir, step)); step++) hexes.push(stepHex(from, dir, step));
  return hexes;
}

/** What a torpedo at `pose` sees on the board: its wedge, its side rays and its two adjustment zones. */
export interface TorpedoSight {
  /** Every board hex in the forward wedge, side rays included. */
  wedge: Hex[];
  leftRay: Hex[];
  rightRay: Hex[];
  /** Board hexes where a target's centre makes it turn left (or right) at the end of its move. */
  leftZone: Hex[];
  rightZone: Hex[];
}

export function torpedoSight(pose: TorpedoPose, board: readonly Hex[]): TorpedoSight {
  const wedge: Hex[] = [];
  const leftZone: Hex[] = [];
  const rightZone: Hex[] = [];
  for (const hex of board) {
    if (inForwardArc(pose.at, pose.facing, hex)) wedge.push(hex);
    // No centre of mass stands on the torpedo's own hex.
    if (sameHex(hex, pose.at)) continue;
    const side = readAdjustment(pose, hex).turn;
    if (side === 'left') leftZone.push(hex);
    else if (side === 'right') rightZone.push(hex);
  }
  return { wedge, leftRay: rayOnBoard(pose.at, turn(pose.facing, -1)), rightRay: rayOnBoard(pose.at, turn(pose.facing, 1)), leftZone, rightZone };
}
