/**
 * What a command would do, for a widget to show before the reader sends it: the targets a
 * direct-fire shot at a hex rolls against, each with its exact odds, and the poses a squadron
 * passes through on its flight. Queries only: `decide` is still what plays the command.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { Pose } from '../board.ts';
import { directFireOdds } from '../direct-fire/odds.ts';
import { stepDirection } from '../fighters.ts';
import type { Hex } from '../hex.ts';
import { pendingShooter } from './decide.ts';
import type { FlyCommand, StarEaterCommand, StarEaterState } from './model.ts';
import { fitted, flyingSquadrons, opponentOf, shipShooter, squadronCard, targetsOfShot, type DirectFireTarget, type Shooter } from './queries.ts';

/** One target of a shot: what it is, whose, and the exact odds of the d12 roll against it. */
export interface ShotTarget extends DirectFireTarget {
  owner: PlayerId;
  /** The lowest face that hits, or null when none does. */
  minimumRoll: number | null;
  probability: number;
}

/** A direct-fire shot at one hex, before it is rolled. */
export interface ShotPreview {
  /** The component card or squadron firing. */
  source: string;
  aim: Hex;
  accuracy: number;
  damage: number;
  /** An area weapon rolls against every target in its area. */
  area: boolean;
  targets: ShotTarget[];
}

/** Where a squadron starts its flight (the launch hex facing as its ship does, or where it is) and each pose after a move. */
export function flightPoses(state: StarEaterState, command: FlyCommand): Pose[] {
  const squadron = state.squadrons.find((candidate) => candidate.id === command.squadron);
  const start: Pose | null = command.launch === undefined ? (squadron?.pose ?? null) : { at: command.launch, facing: state.ships[command.player]?.pose.facing ?? 0 };
  if (start === null) return [];
  const poses = [start];
  for (const hex of command.path) {
    const before = poses[poses.length - 1] ?? start;
    poses.push({ at: hex, facing: stepDirection(before.at, hex) ?? before.facing });
  }
  return poses;
}

/** The weapon a command fires at a hex, placed where it fires from; null for a command that aims at no hex. */
function shooterOf(state: StarEaterState, command: StarEaterCommand): { shooter: Shooter; aim: Hex } | null {
  if (command.type === 'aim') {
    const shooter = pendingShooter(state);
    return shooter === null ? null : { shooter, aim: command.target };
  }
  if (command.type === 'defend') {
    const card = fitted(state, command.player, 'point-defence');
    const shooter = card === undefined ? null : shipShooter(state, command.player, 'pointDefence', card);
    return shooter === null || command.target === null ? null : { shooter, aim: command.target };
  }
  if (command.type === 'fly' && command.act !== undefined && command.act !== 'fire') {
    const card = squadronCard(state, command.squadron);
    const pose = flightPoses(state, command).at(-1);
    if (card === undefined || pose === undefined) return null;
    return { shooter: { player: command.player, source: command.squadron, at: pose.at, facing: pose.facing, weapon: card.weapon, pointDefence: false, ownHull: [], squadron: command.squadron }, aim: command.act };
  }
  return null;
}

/** The shot a command fires (aim, defend, a squadron's direct fire), with each target's odds; null when it fires none. */
export function shotPreview(state: StarEaterState, command: StarEaterCommand): ShotPreview | null {
  const found = shooterOf(state, command);
  if (found === null) return null;
  const { shooter, aim } = found;
  // A squadron that has just flown is where its flight ends, not where the state still has it.
  const moved = command.type === 'fly' ? { ...state, squadrons: state.squadrons.filter((squadron) => squadron.id !== command.squadron) } : state;
  const accuracy = shooter.weapon.accuracy ?? 0;
  const enemy = opponentOf(state, shooter.player);
  const targets = targetsOfShot(moved, shooter, aim).map((target): ShotTarget => {
    const odds = directFireOdds({ accuracy, evasion: target.evasion });
    const owner = target.kind === 'warship' ? enemy : (flyingSquadrons(state).find((squadron) => squadron.id === target.id)?.owner ?? state.tokens.find((token) => token.id === target.id)?.owner ?? enemy);
    return { ...target, owner, minimumRoll: odds.minimumRoll, probability: odds.probability };
  });
  return { source: shooter.source, aim, accuracy, damage: shooter.weapon.damage, area: (shooter.weapon.aoe ?? 0) > 0, targets };
}
