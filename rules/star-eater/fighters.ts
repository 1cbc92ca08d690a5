/**
 * Fighter squadrons on the board (rulebook 6.4): launching from a fighter bay, moving hex by hex
 * with the facing of the last move, recalling to a bay, and the one action that costs a munition.
 * Pure checks the game's fighter phase runs; the phase's turn order lives with the game.
 */
import { DIRECTIONS, hexDistance, hexKey, stepHex, subtractHex, type Dir, type Hex } from './hex.ts';
import { onBoard, type Board } from './board.ts';
import { RULE } from './rule-ids.ts';

/** A squadron flying: where it is and which way it faces (its weapon faces the same way, 6.4.5). */
export interface SquadronPose {
  at: Hex;
  facing: Dir;
}

export interface FighterProblem {
  rule: string;
  reason: string;
}

/** The direction of one step between neighbours, or null when they are not neighbours. */
export function stepDirection(from: Hex, to: Hex): Dir | null {
  const step = subtractHex(to, from);
  const index = DIRECTIONS.findIndex((direction) => direction.q === step.q && direction.r === step.r);
  return index < 0 ? null : (index as Dir);
}

/**
 * Why a launched squadron may not be put down at `hex`, or null (6.4.2): it goes on an empty hex of
 * the board within `reach` hexes of one of the ship's fighter bays (a bay's card gives its reach).
 */
export function whyNotLaunchAt(board: Board, bays: readonly Hex[], reach: number, occupied: (hex: Hex) => boolean, hex: Hex): FighterProblem | null {
  if (!onBoard(board, hex)) return { rule: RULE.fighterLaunch, reason: 'A squadron is launched onto the board.' };
  if (occupied(hex)) return { rule: RULE.fighterLaunch, reason: 'That hex is taken: a squadron is launched onto an empty hex.' };
  const nearest = Math.min(...bays.map((bay) => hexDistance(bay, hex)));
  if (!(nearest <= reach)) return { rule: RULE.fighterLaunch, reason: `A squadron is launched within ${String(reach)} hex${reach === 1 ? '' : 'es'} of a fighter bay.` };
  return null;
}

/** Every hex a squadron may be launched onto. */
export function launchHexes(board: Board, bays: readonly Hex[], reach: number, occupied: (hex: Hex) => boolean): Hex[] {
  const found = new Map<string, Hex>();
  for (const bay of bays) {
    for (let q = -reach; q <= reach; q++) {
      for (let r = -reach; r <= reach; r++) {
        const hex = { q: bay.q + q, r: bay.r + r };
        if (whyNotLaunchAt(board, bays, reach, occupied, hex) === null) found.set(hexKey(hex), hex);
      }
    }
  }
  return [...found.values()];
}

/**
 * Checks a squadron's moves this activation (6.4.3): each to a neighbouring empty hex on the board,
 * no more than `moves` of them (a launch already spent one). Returns the pose after them, facing
 * the last move's direction, or the problem with the first bad move.
 */
export function flySquadron(board: Board, start: SquadronPose, path: readonly Hex[], moves: number, occupied: (hex: Hex) => boolean): { pose: SquadronPose } | { problem: FighterProblem; step: number } {
  if (path.length > moves) {
    return { problem: { rule: RULE.fighterMove, reason: `This squadron has ${String(moves)} move${moves === 1 ? '' : 's'} left; the path takes ${String(path.length)}.` }, step: moves };
  }
  let pose = start;
  for (const [step, hex] of path.entries()) {
    const facing = stepDirection(pose.at, hex);
    if (facing === null) return { problem: { rule: RULE.fighterMove, reason: 'A squadron moves to a neighbouring hex each move; it cannot jump or turn on the spot.' }, step };
    if (!onBoard(board, hex)) return { problem: { rule: RULE.fighterMove, reason: 'A squadron cannot leave the board.' }, step };
    if (occupied(hex)) return { problem: { rule: RULE.fighterMove, reason: 'That hex is taken: a squadron moves only into empty hexes.' }, step };
    pose = { at: hex, facing };
  }
  return { pose };
}

/** Whether a squadron at `at` is within `reach` of one of its own ship's bays, where it may be recalled (6.4.2). */
export function canRecallFrom(at: Hex, bays: readonly Hex[], reach: number): boolean {
  for (const bay of bays) if (hexDistance(bay, at) <= reach) return true;
  return false;
}

/** Why a squadron at `at` may not be recalled, or null (6.4.2): it must be within `reach` of one of its own ship's bays. */
export function whyNotRecall(at: Hex, bays: readonly Hex[], reach: number): FighterProblem | null {
  if (canRecallFrom(at, bays, reach)) return null;
  return { rule: RULE.fighterRecall, reason: `A squadron is recalled from within ${String(reach)} hex${reach === 1 ? '' : 'es'} of one of its ship's fighter bays.` };
}

/**
 * Why a squadron may not take its action now, or null (6.4.4, 6.4.5): it needs a munition, and a
 * weapon that makes a token needs the hex in front of it empty, where the token appears.
 */
export function whyNoAction(pose: SquadronPose, munitions: number, makesToken: boolean, occupied: (hex: Hex) => boolean, board: Board): FighterProblem | null {
  if (munitions <= 0) return { rule: RULE.fighterAction, reason: 'This squadron has no munitions left: it cannot act until it is resupplied on board.' };
  if (makesToken) {
    const spawn = stepHex(pose.at, pose.facing);
    if (!onBoard(board, spawn) || occupied(spawn)) {
      return { rule: RULE.fighterAction, reason: 'The hex in front of the squadron must be empty for its token to appear there.' };
    }
  }
  return null;
}
