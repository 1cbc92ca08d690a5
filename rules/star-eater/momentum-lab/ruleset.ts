/**
 * The momentum lab: one Star Eater warship alone on the sample board, round after round. The reader
 * turns the engine card (6.2.1) and sees what the thrust does to the mat (6.2: cancel, turn, add or
 * ignored at the limits), then plays the round's movement (6.2.2) step by step, with the edge
 * collisions it meets (6.2.3) and the damage each hull section has taken. Before the ship first
 * moves it may be placed and turned anywhere on the board.
 *
 * The engine card is set once a round: setting it again replaces this round's setting (the mat is
 * worked out again from the mat the round began with), as turning the card's wheel before it is
 * revealed would. Playing the round's movement starts the next round with no thrust.
 */
import { RuleViolation, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, type Pose } from '../board.ts';
import { DIRS, DIR_NAMES, type Dir } from '../hex.ts';
import { THRUST_EFFECT_RULE, explainThrust, thrustName, type MomentumMat, type ThrustSetting, type ThrustStep } from '../momentum.ts';
import { resolveMomentum, type MomentumStep, type SectionHit, type ShipMove } from '../movement.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';
import { placeOf, readCommandPlace } from '../lab-setup.ts';
import { checkPlace, validateMomentumLabSetup, type LabPlace, type MomentumLabSetup } from './setup.ts';

/** The lab's one ship, as the log and the events name it. */
export const LAB_SHIP = 'warship';

/** The ten engine settings in the order of the card's wheel. */
export const ENGINE_SETTINGS: readonly ThrustSetting[] = [...DIRS, 'double', 'cw', 'ccw', 'none'];

export interface MomentumLabState {
  /** Where the lab began, for `reset`. */
  start: { pose: Pose; mat: MomentumMat; engine: ThrustSetting };
  pose: Pose;
  /** The mat as this round began, before this round's engine setting. */
  matBefore: MomentumMat;
  /** This round's engine setting. */
  engine: ThrustSetting;
  /** What the setting did to `matBefore`, thrust by thrust (none for 'none', two for 'double'). */
  thrusts: ThrustStep[];
  /** The mat now: `matBefore` after the thrusts. The round's movement plays it out. */
  mat: MomentumMat;
  /** Rounds of movement played since the start. */
  round: number;
  /** Damage each hull section has taken since the start, in the hull's order. */
  damage: Record<string, number>;
  /** The round played last, step by step; null before the first round and after a reset. */
  lastRound: { round: number; steps: PlayedStep[] } | null;
}

/** One step of a round played: the token's move, and the hull sections it hit. */
export interface PlayedStep {
  step: number;
  move: ShipMove;
  hits: SectionHit[];
}

export type MomentumLabCommand =
  | { type: 'engine'; setting: ThrustSetting }
  | { type: 'move' }
  | ({ type: 'place' } & LabPlace)
  | { type: 'reset' };

export type MomentumLabEvent =
  | { type: 'engine-set'; rule: RuleId; setting: ThrustSetting; facing: Dir }
  | { type: 'thrust-applied'; rule: RuleId; step: ThrustStep; mat: MomentumMat }
  | { type: 'ship-placed'; rule: RuleId; pose: Pose }
  /** One step of the round's movement: the token played, where it took the ship, and any edge hit. */
  | { type: 'step-played'; rule: RuleId; round: number; step: number; move: ShipMove; hits: SectionHit[] }
  | { type: 'round-ended'; rule: RuleId; round: number; pose: Pose; mat: MomentumMat }
  | { type: 'lab-reset'; rule: RuleId; pose: Pose; mat: MomentumMat; engine: ThrustSetting };

/** How many rounds ahead the lab looks by default. */
export const COMING_ROUNDS = 3;

/** One round ahead: its steps as `resolveMomentum` plays them, and where the ship ends with what mat. */
export interface ComingRound {
  round: number;
  steps: MomentumStep[];
  pose: Pose;
  mat: MomentumMat;
}

function noDamage(): Record<string, number> {
  return Object.fromEntries(SAMPLE_HULL.sections.map((section) => [section.id, 0]));
}

function initialState(setup: MomentumLabSetup): MomentumLabState {
  const { pose, mat, engine } = validateMomentumLabSetup(setup);
  const { mat: after, steps } = explainThrust(mat, engine, pose.facing);
  return { start: { pose, mat, engine }, pose, matBefore: mat, engine, thrusts: steps, mat: after, round: 0, damage: noDamage(), lastRound: null };
}

/** The next round's movement from where the ship stands with the mat it has. */
function nextRound(pose: Pose, mat: MomentumMat, round: number): ComingRound {
  const result = resolveMomentum(SAMPLE_BOARD, [{ id: LAB_SHIP, pose, mat, hull: SAMPLE_HULL }]);
  const ship = result.ships[0];
  return { round, steps: result.steps, pose: ship?.pose ?? pose, mat: ship?.mat ?? mat };
}

/**
 * The movement of the next `count` rounds: this round with the mat as it is now (this round's
 * thrust included), then rounds with no thrust. Exactly what `move` would play, round after round.
 */
export function comingRounds(state: Pick<MomentumLabState, 'pose' | 'mat' | 'round'>, count = COMING_ROUNDS): ComingRound[] {
  const rounds: ComingRound[] = [];
  let { pose, mat } = state;
  for (let index = 1; index <= count; index++) {
    const coming = nextRound(pose, mat, state.round + index);
    ({ pose, mat } = coming);
    rounds.push(coming);
  }
  return rounds;
}

/**
 * The events of one engine setting: the setting, then each of its thrusts with the rule of its
 * effect and the mat after it (a double thrust is two thrusts along the facing, one at a time).
 */
function engineEvents(state: MomentumLabState, setting: ThrustSetting, facing: Dir): MomentumLabEvent[] {
  const { steps } = explainThrust(state.matBefore, setting, facing);
  let mat = state.matBefore;
  const thrusts = steps.map((step): MomentumLabEvent => {
    mat = explainThrust(mat, step.thrust, facing).mat;
    return { type: 'thrust-applied', rule: THRUST_EFFECT_RULE[step.effect], step, mat };
  });
  return [{ type: 'engine-set', rule: RULE.momentumEngine, setting, facing }, ...thrusts];
}

function decide(state: MomentumLabState, command: MomentumLabCommand): MomentumLabEvent[] {
  switch (command.type) {
    case 'engine':
      // explainThrust refuses a setting that is none of the ten, under momentum.engine.
      return engineEvents(state, command.setting, state.pose.facing);
    case 'move':
      return decideMove(state);
    case 'place':
      return decidePlace(state, command);
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.momentumMove, ...state.start }];
    default:
      return unknownCommand('The momentum lab', command);
  }
}

function decideMove(state: MomentumLabState): MomentumLabEvent[] {
  const round = state.round + 1;
  const coming = nextRound(state.pose, state.mat, round);
  const steps = coming.steps.flatMap((step, index): MomentumLabEvent[] =>
    step.moves.map((move) => ({ type: 'step-played', rule: move.rule as RuleId, round, step: index + 1, move, hits: step.hits })),
  );
  return [...steps, { type: 'round-ended', rule: RULE.momentumMove, round, pose: coming.pose, mat: coming.mat }];
}

function decidePlace(state: MomentumLabState, command: LabPlace): MomentumLabEvent[] {
  if (state.round > 0) {
    throw new RuleViolation(
      RULE.momentumMove,
      'Once the ship has moved, only its momentum moves it: reset the lab to place it again.',
      'pose',
      { round: state.round },
    );
  }
  const place = readCommandPlace(command, 'pose', RULE.momentumMove, RULE.momentumEngine);
  const { facing } = place;
  const pose = checkPlace(place, { path: 'pose', rule: RULE.momentumMove });
  const placed: MomentumLabEvent = { type: 'ship-placed', rule: RULE.momentumMove, pose };
  // Only the double thrust depends on the facing: worked out again for the new one.
  const rethrust = state.engine === 'double' && facing !== state.pose.facing ? engineEvents(state, 'double', facing) : [];
  return [placed, ...rethrust];
}

function evolve(state: MomentumLabState, event: MomentumLabEvent): MomentumLabState {
  switch (event.type) {
    case 'engine-set':
      return { ...state, engine: event.setting, thrusts: [], mat: state.matBefore };
    case 'thrust-applied':
      return { ...state, thrusts: [...state.thrusts, event.step], mat: event.mat };
    case 'ship-placed':
      return { ...state, pose: event.pose };
    case 'step-played': {
      const damage = { ...state.damage };
      for (const hit of event.hits) damage[hit.section] = (damage[hit.section] ?? 0) + hit.damage;
      const earlier = state.lastRound?.round === event.round ? state.lastRound.steps : [];
      const played: PlayedStep = { step: event.step, move: event.move, hits: event.hits };
      return { ...state, pose: event.move.after, damage, lastRound: { round: event.round, steps: [...earlier, played] } };
    }
    case 'round-ended': {
      // The round's steps stay shown; a round with no steps still is the round played last.
      const lastRound = state.lastRound?.round === event.round ? state.lastRound : { round: event.round, steps: [] };
      return { ...state, pose: event.pose, matBefore: event.mat, mat: event.mat, engine: 'none', thrusts: [], round: event.round, lastRound };
    }
    case 'lab-reset': {
      const { mat, steps } = explainThrust(event.mat, event.engine, event.pose.facing);
      return { ...state, pose: event.pose, matBefore: event.mat, engine: event.engine, thrusts: steps, mat, round: 0, damage: noDamage(), lastRound: null };
    }
  }
}

function legalCommands(state: MomentumLabState): MomentumLabCommand[] {
  const commands: MomentumLabCommand[] = ENGINE_SETTINGS.map((setting) => ({ type: 'engine', setting }));
  commands.push({ type: 'move' });
  if (state.round === 0) {
    // A fair sample of places: every facing here, and a hex each way with this facing, where the hull fits.
    const here = placeOf(state.pose);
    const candidates: LabPlace[] = [
      ...DIRS.map((facing) => ({ ...here, facing })),
      { ...here, column: here.column - 1 },
      { ...here, column: here.column + 1 },
      { ...here, row: here.row - 1 },
      { ...here, row: here.row + 1 },
    ];
    for (const place of candidates) {
      try {
        checkPlace(place, { path: 'pose', rule: RULE.momentumMove });
        commands.push({ type: 'place', ...place });
      } catch {
        // Part of the hull would be off the board there.
      }
    }
  }
  commands.push({ type: 'reset' });
  return commands;
}

/** Who acts in the lab: the reader, as the warship's captain. */
export const LAB_CAPTAIN = 'captain';

/**
 * Star Eater's momentum as a sub-mechanic: one warship on the sample board, the engine card, the
 * mat and the movement round after round. It never ends by itself.
 */
export const momentumLab: Ruleset<MomentumLabState, MomentumLabCommand, MomentumLabEvent, MomentumLabSetup & { seed: number }> = {
  id: 'star-eater',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_CAPTAIN],
  outcome: () => null,
};

/** How a setting reads with the facing it used: `double thrust (2 × S)`. */
export function settingWords(setting: ThrustSetting, facing: Dir): string {
  return setting === 'double' ? `double thrust (2 × ${DIR_NAMES[facing]})` : thrustName(setting);
}
