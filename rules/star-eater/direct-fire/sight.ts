/**
 * A direct-fire weapon on the board (7.4, 7.4.1, 7.4.2, 7.4.3): where it may aim, what hides what,
 * what an area catches, and why a target cannot be chosen, in words that name it. Pure functions of
 * the scene (the weapon, the targets, the board) that the ruleset enforces and the widget draws, so
 * the two always agree. Arc, range and sight themselves are `whyNotAimable` (line-of-fire.ts), the
 * whole game's.
 */
import { SAMPLE_BOARD, boardHexes, onBoard, rowOf } from '../board.ts';
import { hexDistance, inForwardArc, sameHex, type Hex } from '../hex.ts';
import { obstructionTest, whyNotAimable, type AimProblem, type DirectFireMount } from '../line-of-fire.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import type { DirectFireBoard, DirectFireScene, ObstacleKind, Target, Weapon } from './roll-setup.ts';

/** Why a target or a hex may not be chosen: the rule, a sentence naming it, and the hex in the way when that is why. */
export interface Refusal {
  rule: string;
  reason: string;
  blocker?: Hex;
}

/** Why `weapon` may not shoot at `target` whatever the board, or null when it may: point defence never targets a warship (7.4.3). */
export function whyNotTargetable(weapon: Weapon, target: Target): Refusal | null {
  if (weapon.pointDefence && target.kind === 'warship') {
    return { rule: RULE.pointDefence, reason: `Point defence cannot target a warship (${target.name}).` };
  }
  return null;
}

/** The board's own words for a hex: "column 6, row 8". */
export function placeWords(hex: Hex): string {
  return `column ${String(hex.q)}, row ${String(rowOf(hex))}`;
}

/** The weapon as line-of-fire.ts takes it: point defence aims all round (7.4.3). */
export function mountOf(weapon: Weapon, board: DirectFireBoard): DirectFireMount {
  return { at: board.at, facing: board.facing, range: board.range, anyDirection: weapon.pointDefence };
}

/**
 * What blocks the weapon's line of fire (7.4.1): every target and every obstacle on the board;
 * for point defence, not its own hull (7.4.3).
 */
export function blocksOf(scene: DirectFireScene): (hex: Hex) => boolean {
  const board = scene.board;
  if (board === null) return () => false;
  const obstructions = [...scene.targets.flatMap((target) => (target.at === undefined ? [] : [target.at])), ...board.obstacles.map((obstacle) => obstacle.at)];
  const ownHull = board.obstacles.filter((obstacle) => obstacle.kind === 'own-hull').map((obstacle) => obstacle.at);
  return obstructionTest(obstructions, ownHull, scene.weapon.pointDefence);
}

const OBSTACLE_WORDS: Readonly<Record<ObstacleKind, string>> = {
  projectile: 'a projectile',
  squadron: 'a squadron',
  torpedo: 'a torpedo',
  hull: 'a hull section',
  'own-hull': 'its own hull',
};

/** What stands on `hex`, in words: a target's name or an obstacle. */
function thingAt(scene: DirectFireScene, hex: Hex): string {
  const target = targetAt(scene, hex);
  if (target !== undefined) return target.name;
  const obstacle = scene.board?.obstacles.find((candidate) => sameHex(candidate.at, hex));
  return obstacle === undefined ? 'an obstruction' : OBSTACLE_WORDS[obstacle.kind];
}

/** `whyNotAimable`'s refusal said of `name` (a target, or a hex in words), with what is in the way. */
function refusalOf(scene: DirectFireScene, board: DirectFireBoard, hex: Hex, name: string, problem: AimProblem): Refusal {
  if (problem.blocker !== undefined) {
    return { ...problem, reason: `${name} is directly behind ${thingAt(scene, problem.blocker)} (${placeWords(problem.blocker)}): it cannot be aimed at.` };
  }
  const distance = hexDistance(board.at, hex);
  if (distance === 0) return problem;
  const inArc = scene.weapon.pointDefence || inForwardArc(board.at, board.facing, hex);
  return {
    ...problem,
    reason: inArc ? `${name} is ${String(distance)} hexes away; the weapon’s range is ${String(board.range)}.` : `${name} is outside the weapon’s forward arc.`,
  };
}

/**
 * Why the weapon may not aim at `hex` of the board, or null when it may: on the board, then arc and
 * range, then sight. Null without a board (nothing to check).
 */
export function whyNotAimableHex(scene: DirectFireScene, hex: Hex): Refusal | null {
  const board = scene.board;
  if (board === null) return null;
  const name = capitalise(placeWords(hex));
  if (!onBoard(SAMPLE_BOARD, hex)) return { rule: RULE.arcRange, reason: `${name} is off the board.` };
  const problem = whyNotAimable(mountOf(scene.weapon, board), hex, blocksOf(scene));
  return problem === null ? null : refusalOf(scene, board, hex, name, problem);
}

/**
 * Why the reader may not choose `target`, or null when they may: a warship for point defence first,
 * then (on the board) arc, range and sight, the reason naming the target.
 */
export function whyNotChoosable(scene: DirectFireScene, target: Target): Refusal | null {
  const refusal = whyNotTargetable(scene.weapon, target);
  if (refusal !== null) return refusal;
  const board = scene.board;
  if (board === null || target.at === undefined) return null;
  const problem = whyNotAimable(mountOf(scene.weapon, board), target.at, blocksOf(scene));
  return problem === null ? null : refusalOf(scene, board, target.at, target.name, problem);
}

/** The target standing on `hex`, if any. */
export function targetAt(scene: DirectFireScene, hex: Hex): Target | undefined {
  return scene.targets.find((target) => target.at !== undefined && sameHex(target.at, hex));
}

/** Every hex of the sample board, once. */
let boardHexList: Hex[] | null = null;
function everyHex(): Hex[] {
  boardHexList ??= boardHexes(SAMPLE_BOARD);
  return boardHexList;
}

/** The board's hexes within the weapon's area radius of `centre` (centre included). */
export function areaAround(scene: DirectFireScene, centre: Hex): Hex[] {
  return everyHex().filter((hex) => hexDistance(hex, centre) <= scene.weapon.aoe);
}

/**
 * The targets an area weapon aimed at `centre` catches: every one within its radius, in the order
 * listed, even past the weapon's range or out of its sight (7.4.2).
 */
export function targetsInArea(scene: DirectFireScene, centre: Hex): Target[] {
  return scene.targets.filter((target) => target.at !== undefined && hexDistance(target.at, centre) <= scene.weapon.aoe);
}

/** The board as the weapon sees it, for drawing: each list in the board's order, column by column. */
export interface BoardSight {
  /** In the arc (all round for point defence), in range and in sight: where the weapon may aim. */
  clear: Hex[];
  /** In the arc and in range, but directly behind an obstruction. */
  hidden: Hex[];
  /** In the arc but past the range (none for point defence, which has no arc). */
  beyond: Hex[];
}

export function boardSight(scene: DirectFireScene): BoardSight {
  const sight: BoardSight = { clear: [], hidden: [], beyond: [] };
  const board = scene.board;
  if (board === null) return sight;
  const mount = mountOf(scene.weapon, board);
  const blocks = blocksOf(scene);
  for (const hex of everyHex()) {
    if (sameHex(hex, board.at)) continue;
    const problem = whyNotAimable(mount, hex, blocks);
    if (problem === null) sight.clear.push(hex);
    else if (problem.rule === RULE.obstruction) sight.hidden.push(hex);
    else if (mount.anyDirection !== true && inForwardArc(board.at, board.facing, hex)) sight.beyond.push(hex);
  }
  return sight;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
