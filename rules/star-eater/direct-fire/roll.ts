/**
 * Star Eater's direct-fire roll (rulebook 7.4) as a sub-mechanic: choose a target (or let an area
 * weapon take every valid one), roll a d12 per target, resolve hit or miss. These are the roll's
 * rules; what the board adds (the weapon's place, its arc, range and sight, an area weapon aiming
 * at a hex) is the board's part, ruleset.ts, which these rules take as `DirectFireBoardPart`. Apart
 * so that a page showing the plain roll never downloads the board's rules (issue 25): the roll's
 * rules alone (DIRECT_FIRE_ROLL) run every setup without a board; with the board's part
 * (DIRECT_FIRE_ON_BOARD, `directFire`) they run every setup, in the same words.
 */
import { RuleViolation, describeValue, unknownCommand, rollDie, seedRandom, type RandomState, type Ruleset } from '../../engine/index.ts';
import { hexAt } from '../board.ts';
import type { Hex } from '../hex.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { DIRECT_FIRE_DIE_SIDES, directFireOdds, doesRollHit } from './odds.ts';
import { attributeReaders, attributeRefusalsOf, readDirectFireSetup, type BoardSetupPart, type DirectFireScene, type DirectFireSetup, type Target } from './roll-setup.ts';
// Of sight.ts, only what needs no line of fire: a bundle keeps these three functions alone.
import { placeWords, targetsInArea, whyNotTargetable, type Refusal } from './sight.ts';

/** One die rolled against one target. */
export interface Shot {
  /** Which trigger pull it belongs to: an area weapon makes several shots in one volley. */
  volley: number;
  target: string;
  roll: number;
  minimumRoll: number | null;
  hit: boolean;
  forced: boolean;
}

/** The weapon, its targets and (when it is on the board) the board; then the roll so far. */
export interface DirectFireState extends DirectFireScene {
  /** The chosen target of a single-target weapon; always null for an area weapon. */
  aim: string | null;
  /** The hex an area weapon on the board is aimed at; null until it aims, and always off the board. */
  aimedHex: Hex | null;
  random: RandomState;
  shots: Shot[];
  volleys: number;
}

export type DirectFireCommand =
  | { type: 'aim'; target: string }
  /** On the board: aim at a hex, by the board's column and row (the target there, or an area's centre). */
  | { type: 'aim-at'; column: number; row: number }
  /** `forced` replaces the die faces, one per target rolled against, for what-ifs. */
  | { type: 'roll'; forced?: number[] };

export type DirectFireEvent =
  | { type: 'target-aimed'; rule: string; target: string }
  | { type: 'hex-aimed'; rule: string; column: number; row: number }
  | { type: 'target-skipped'; rule: string; volley: number; target: string; reason: string }
  | { type: 'dice-rolled'; rule: string; volley: number; rolls: { target: string; value: number; forced: boolean }[]; random: RandomState }
  | { type: 'shot-resolved'; rule: string; volley: number; target: string; roll: number; minimumRoll: number | null; hit: boolean; forced: boolean };

export type DirectFireRuleset = Ruleset<DirectFireState, DirectFireCommand, DirectFireEvent, DirectFireSetup>;

/**
 * What the roll's rules ask of the board's part (ruleset.ts, DIRECT_FIRE_BOARD) when a setup puts
 * the weapon on the board: reading the board's half of the setup (setup.ts), then aiming on it.
 */
export interface DirectFireBoardPart extends BoardSetupPart {
  /** Why the reader may not choose `target` on the board: point defence, then arc, range and sight. */
  whyNotChoosable: (scene: DirectFireScene, target: Target) => Refusal | null;
  /** The events of aiming at a hex of the board, or the refusal thrown. */
  decideAimAt: (state: DirectFireState, column: unknown, row: unknown) => DirectFireEvent[];
  /** Every hex an area weapon on the board may aim at now, as commands. */
  aimCommands: (state: DirectFireState) => DirectFireCommand[];
}

/** The direct-fire rules a widget runs, with what it asks of them beside the ruleset: the roll's alone or with the board's part. */
export interface DirectFireRules {
  ruleset: DirectFireRuleset;
  /** Every refusal of a setup's attribute fields at once, in the order of DIRECT_FIRE_ATTRIBUTES. */
  attributeRefusals: (input: unknown) => RuleViolation[];
  /** Why the reader may not choose `target`, or null when they may: point defence, and on the board arc, range and sight. */
  whyNotChoosable: (scene: DirectFireScene, target: Target) => Refusal | null;
}

export function isAreaWeapon(weapon: { aoe: number }): boolean {
  return weapon.aoe > 0;
}

/**
 * The targets an area weapon's blast takes in: without a board, every target listed; on the board,
 * those within its radius of the aimed hex (none before it aims).
 */
export function targetsInBlast(state: DirectFireState): Target[] {
  if (state.board === null) return state.targets;
  return state.aimedHex === null ? [] : targetsInArea(state, state.aimedHex);
}

/** The targets one pull of the trigger rolls against, in order. */
export function targetsOfVolley(state: DirectFireState): Target[] {
  if (isAreaWeapon(state.weapon)) return targetsInBlast(state).filter((target) => whyNotTargetable(state.weapon, target) === null);
  const aimed = state.targets.find((target) => target.id === state.aim);
  return aimed ? [aimed] : [];
}

/** Who acts in the sub-mechanic: the reader, as the shooter. */
export const DIRECT_FIRE_SHOOTER = 'shooter';

/**
 * The direct-fire rules with the board's part, or (null) the roll's alone, which refuse a setup that
 * puts the weapon on the board and never meet a state with one.
 */
export function directFireRules(board: DirectFireBoardPart | null): DirectFireRules {
  /** The board's part, for a state on the board: only the board's rules make one. */
  const onBoard = (): DirectFireBoardPart => {
    if (board === null) throw new Error('The weapon is on the board, which the roll’s rules alone leave out: use directFire.');
    return board;
  };

  const whyNotChoosable = (scene: DirectFireScene, target: Target): Refusal | null =>
    scene.board === null ? whyNotTargetable(scene.weapon, target) : onBoard().whyNotChoosable(scene, target);

  function initialState(setup: DirectFireSetup): DirectFireState {
    const { seed, weapon, targets, board: place } = readDirectFireSetup(setup, board);
    const scene = { weapon, targets, board: place };
    const choosable = targets.filter((target) => whyNotChoosable(scene, target) === null);
    // With one possible target there is nothing to choose: aim at it straight away.
    const aim = !isAreaWeapon(weapon) && choosable.length === 1 ? (choosable[0]?.id ?? null) : null;
    return { weapon, targets, board: place, aim, aimedHex: null, random: seedRandom(seed), shots: [], volleys: 0 };
  }

  function decide(state: DirectFireState, command: DirectFireCommand): DirectFireEvent[] {
    switch (command.type) {
      case 'aim':
        return decideAim(state, command.target);
      case 'aim-at':
        // Aiming at a hex is the board's (7.4, 7.4.1, 7.4.2).
        if (state.board === null) throw new RuleViolation(RULE.target, 'This weapon is not on the board: choose one of the targets instead.');
        return onBoard().decideAimAt(state, command.column, command.row);
      case 'roll':
        return decideRoll(state, command.forced);
      default:
        return unknownCommand('Direct fire', command);
    }
  }

  function decideAim(state: DirectFireState, targetId: unknown): DirectFireEvent[] {
    if (isAreaWeapon(state.weapon)) {
      throw new RuleViolation(RULE.aoe, 'An area weapon does not pick one target: it rolls against every valid target in its area.');
    }
    const target = state.targets.find((candidate) => candidate.id === targetId);
    if (!target) throw new RuleViolation(RULE.target, `There is no target ${describeValue(targetId)} ${state.board === null ? 'in the line of fire' : 'on the board'}.`);
    const refusal = whyNotChoosable(state, target);
    if (refusal) throw new RuleViolation(refusal.rule, refusal.reason);
    return [{ type: 'target-aimed', rule: RULE.target, target: target.id }];
  }

  function decideRoll(state: DirectFireState, forced: unknown): DirectFireEvent[] {
    const targets = targetsOfVolley(state);
    if (targets.length === 0) throw whyNoRoll(state);
    const forcedFaces = validateForced(forced, targets.length);
    const volley = state.volleys + 1;
    const skipped = isAreaWeapon(state.weapon) ? skippedTargets(state, volley) : [];

    let random = state.random;
    const rolls = targets.map((target, index) => {
      const die = rollDie(random, DIRECT_FIRE_DIE_SIDES, forcedFaces?.[index]);
      random = die.random;
      return { target: target.id, value: die.value, forced: forcedFaces !== undefined };
    });
    const rolled: DirectFireEvent = { type: 'dice-rolled', rule: RULE.hitRoll, volley, rolls, random };
    const resolved = rolls.map((roll, index): DirectFireEvent => {
      const matchup = { accuracy: state.weapon.accuracy, evasion: targets[index]?.evasion ?? 0 };
      return {
        type: 'shot-resolved',
        rule: isAreaWeapon(state.weapon) ? RULE.aoe : RULE.hitRoll,
        volley,
        target: roll.target,
        roll: roll.value,
        minimumRoll: directFireOdds(matchup).minimumRoll,
        hit: doesRollHit(roll.value, matchup),
        forced: roll.forced,
      };
    });
    return [...skipped, rolled, ...resolved];
  }

  /** Why there is nothing to roll against, under the rule that says so. */
  function whyNoRoll(state: DirectFireState): RuleViolation {
    if (isAreaWeapon(state.weapon) && state.board !== null) {
      if (state.aimedHex === null) return new RuleViolation(RULE.aoe, 'Choose a hex to aim at before rolling.');
      if (targetsInBlast(state).length === 0) return new RuleViolation(RULE.aoe, `There is no target within ${String(state.weapon.aoe)} of ${placeWords(state.aimedHex)}: nothing to roll against.`);
    }
    const pool = isAreaWeapon(state.weapon) ? targetsInBlast(state) : state.targets;
    const refusals = pool.map((target) => whyNotChoosable(state, target));
    if (refusals.some((refusal) => refusal === null)) return new RuleViolation(RULE.target, 'Choose a target before rolling.');
    const where = isAreaWeapon(state.weapon) ? 'in the area' : state.board === null ? 'in the line of fire' : 'the weapon can aim at';
    // Point defence facing only warships keeps its own words; on the board, the first reason is the rule to cite.
    const other = refusals.find((refusal) => refusal !== null && refusal.rule !== RULE.pointDefence);
    if (other === undefined || other === null) return new RuleViolation(RULE.pointDefence, `There is no valid target ${where}: point defence cannot target warships.`);
    return new RuleViolation(other.rule, `There is no valid target ${where}: ${other.reason}`);
  }

  function legalCommands(state: DirectFireState): DirectFireCommand[] {
    const commands: DirectFireCommand[] = [];
    if (!isAreaWeapon(state.weapon)) {
      for (const target of state.targets) {
        if (target.id !== state.aim && whyNotChoosable(state, target) === null) commands.push({ type: 'aim', target: target.id });
      }
    } else if (state.board !== null) {
      commands.push(...onBoard().aimCommands(state));
    }
    if (targetsOfVolley(state).length > 0) commands.push({ type: 'roll' });
    return commands;
  }

  return {
    ruleset: {
      id: 'star-eater',
      initialState,
      decide,
      evolve,
      legalCommands,
      // One reader pulls the trigger; the roll never ends by itself.
      toAct: () => [DIRECT_FIRE_SHOOTER],
      outcome: () => null,
    },
    attributeRefusals: (input) => attributeRefusalsOf(input, attributeReaders(board)),
    whyNotChoosable,
  };
}

function skippedTargets(state: DirectFireState, volley: number): DirectFireEvent[] {
  return targetsInBlast(state).flatMap((target) => {
    const refusal = whyNotTargetable(state.weapon, target);
    return refusal ? [{ type: 'target-skipped' as const, rule: refusal.rule, target: target.id, reason: refusal.reason, volley }] : [];
  });
}

function validateForced(forced: unknown, count: number): number[] | undefined {
  if (forced === undefined) return undefined;
  if (!Array.isArray(forced) || forced.length !== count) {
    throw new RuleViolation(
      RULE.hitRoll,
      `A forced roll needs exactly one face per target rolled against (${String(count)}); got ${describeValue(forced)}.`,
    );
  }
  // A hole or a non-number would otherwise fall through to a random face marked as forced.
  const faces: unknown[] = Array.from(forced);
  for (const face of faces) {
    if (typeof face !== 'number') {
      throw new RuleViolation('engine/forced-roll', `Each forced face must be a number from 1 to ${String(DIRECT_FIRE_DIE_SIDES)}; got ${describeValue(face)}.`);
    }
  }
  return faces as number[];
}

function evolve(state: DirectFireState, event: DirectFireEvent): DirectFireState {
  switch (event.type) {
    case 'target-aimed':
      return { ...state, aim: event.target };
    case 'hex-aimed':
      return { ...state, aimedHex: hexAt(event.column, event.row) };
    case 'target-skipped':
      return state;
    case 'dice-rolled':
      return { ...state, random: event.random, volleys: event.volley };
    case 'shot-resolved': {
      const { volley, target, roll, minimumRoll, hit, forced } = event;
      return { ...state, shots: [...state.shots, { volley, target, roll, minimumRoll, hit, forced }] };
    }
  }
}

/** The roll's rules alone: every setup without a board (`directFireNeedsBoard` tells), in the board's rules' words. */
export const DIRECT_FIRE_ROLL: DirectFireRules = /* @__PURE__ */ directFireRules(null);
