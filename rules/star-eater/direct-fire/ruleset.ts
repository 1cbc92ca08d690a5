import { RuleViolation, describeValue, unknownCommand, rollDie, seedRandom, type RandomState, type Ruleset } from '../../engine/index.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { DIRECT_FIRE_DIE_SIDES, directFireOdds, doesRollHit } from './odds.ts';
import { validateDirectFireSetup, type DirectFireSetup, type Target, type Weapon } from './setup.ts';

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

export interface DirectFireState {
  weapon: Weapon;
  targets: Target[];
  /** The chosen target of a single-target weapon; always null for an area weapon. */
  aim: string | null;
  random: RandomState;
  shots: Shot[];
  volleys: number;
}

export type DirectFireCommand =
  | { type: 'aim'; target: string }
  /** `forced` replaces the die faces, one per target rolled against, for what-ifs. */
  | { type: 'roll'; forced?: number[] };

export type DirectFireEvent =
  | { type: 'target-aimed'; rule: string; target: string }
  | { type: 'target-skipped'; rule: string; volley: number; target: string; reason: string }
  | { type: 'dice-rolled'; rule: string; volley: number; rolls: { target: string; value: number; forced: boolean }[]; random: RandomState }
  | { type: 'shot-resolved'; rule: string; volley: number; target: string; roll: number; minimumRoll: number | null; hit: boolean; forced: boolean };


export function isAreaWeapon(weapon: Weapon): boolean {
  return weapon.aoe > 0;
}

/** Why `weapon` may not shoot at `target`, or null when it may. */
export function whyNotTargetable(weapon: Weapon, target: Target): { rule: string; reason: string } | null {
  if (weapon.pointDefence && target.kind === 'warship') {
    return { rule: RULE.pointDefence, reason: `Point defence cannot target a warship (${target.name}).` };
  }
  return null;
}

/** The targets one pull of the trigger rolls against, in order. */
export function targetsOfVolley(state: DirectFireState): Target[] {
  if (isAreaWeapon(state.weapon)) return state.targets.filter((target) => whyNotTargetable(state.weapon, target) === null);
  const aimed = state.targets.find((target) => target.id === state.aim);
  return aimed ? [aimed] : [];
}

function initialState(setup: DirectFireSetup): DirectFireState {
  const { seed, weapon, targets } = validateDirectFireSetup(setup);
  const targetable = targets.filter((target) => whyNotTargetable(weapon, target) === null);
  // With one possible target there is nothing to choose: aim at it straight away.
  const aim = !isAreaWeapon(weapon) && targetable.length === 1 ? (targetable[0]?.id ?? null) : null;
  return { weapon, targets, aim, random: seedRandom(seed), shots: [], volleys: 0 };
}

function decide(state: DirectFireState, command: DirectFireCommand): DirectFireEvent[] {
  switch (command.type) {
    case 'aim':
      return decideAim(state, command.target);
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
  if (!target) throw new RuleViolation(RULE.target, `There is no target ${describeValue(targetId)} in the line of fire.`);
  const refusal = whyNotTargetable(state.weapon, target);
  if (refusal) throw new RuleViolation(refusal.rule, refusal.reason);
  return [{ type: 'target-aimed', rule: RULE.target, target: target.id }];
}

function decideRoll(state: DirectFireState, forced: unknown): DirectFireEvent[] {
  const targets = targetsOfVolley(state);
  if (targets.length === 0) {
    const anyValid = state.targets.some((target) => whyNotTargetable(state.weapon, target) === null);
    if (anyValid) throw new RuleViolation(RULE.target, 'Choose a target before rolling.');
    const where = isAreaWeapon(state.weapon) ? 'in the area' : 'in the line of fire';
    throw new RuleViolation(RULE.pointDefence, `There is no valid target ${where}: point defence cannot target warships.`);
  }
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

function skippedTargets(state: DirectFireState, volley: number): DirectFireEvent[] {
  return state.targets.flatMap((target) => {
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

function legalCommands(state: DirectFireState): DirectFireCommand[] {
  const commands: DirectFireCommand[] = [];
  if (!isAreaWeapon(state.weapon)) {
    for (const target of state.targets) {
      if (target.id !== state.aim && whyNotTargetable(state.weapon, target) === null) commands.push({ type: 'aim', target: target.id });
    }
  }
  if (targetsOfVolley(state).length > 0) commands.push({ type: 'roll' });
  return commands;
}

/** Who acts in the sub-mechanic: the reader, as the shooter. */
export const DIRECT_FIRE_SHOOTER = 'shooter';

/**
 * Star Eater's direct-fire roll as a sub-mechanic: choose a target (or let an area weapon take
 * every valid one), roll a d12 per target, resolve hit or miss. It never ends by itself: a reader
 * may roll again and again, and undo.
 */
export const directFire: Ruleset<DirectFireState, DirectFireCommand, DirectFireEvent, DirectFireSetup> = {
  id: 'star-eater',
  initialState,
  decide,
  evolve,
  legalCommands,
  // One reader pulls the trigger; the roll never ends by itself.
  toAct: () => [DIRECT_FIRE_SHOOTER],
  outcome: () => null,
};
