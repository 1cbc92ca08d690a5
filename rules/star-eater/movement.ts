/**
 * The momentum phase's movement (rulebook 6.2.2, 6.2.3): every warship plays out its mat one token
 * at a time, linear tokens in the order placed and then rotations, all ships in lock-step; after
 * each step, hulls off the board's edge or overlapping another warship collide (the token that
 * caused it comes off the mat, sections take damage, the step is undone), and small tokens under a
 * hull are destroyed (a weapon token hitting the section it lies under).
 */
import { hexKey, type Dir, type Hex } from './hex.ts';
import { hullHexes, onBoard, poseAfterToken, type Board, type Hull, type Pose } from './board.ts';
import type { MomentumMat, Rotation } from './momentum.ts';
import { LAB_RULE as RULE } from './rule-ids.ts';

/** A warship as the momentum phase moves it. */
export interface ShipInMotion {
  id: string;
  pose: Pose;
  mat: MomentumMat;
  hull: Hull;
}

/** A projectile, torpedo or fighter squadron on the board; `damage` is 0 for a squadron. */
export interface SmallToken {
  id: string;
  at: Hex;
  damage: number;
}

/** One hull section hit once: by the board's edge, the other warship or a weapon token. */
export interface SectionHit {
  ship: string;
  section: string;
  damage: number;
  rule: string;
  /** The other warship or the token that dealt it; null for the board's edge. */
  by: string | null;
}

/** What one ship did in one step. */
export interface ShipMove {
  ship: string;
  token: Dir | Rotation;
  from: Pose;
  /** Where the token would take it. */
  to: Pose;
  /** Where it is after the step: `to`, or `from` when a collision undid the step. */
  after: Pose;
  collision: 'edge' | 'warship' | 'token' | null;
  /** The rule that decided where it ended: the move itself, or the collision that undid it. */
  rule: string;
}

export interface MomentumStep {
  moves: ShipMove[];
  hits: SectionHit[];
  /** Small tokens destroyed under a hull this step. */
  destroyed: string[];
}

export interface MomentumResult {
  steps: MomentumStep[];
  /** Each ship's pose and mat after the phase, in the order given. */
  ships: ShipInMotion[];
  /** Small tokens still on the board. */
  tokens: SmallToken[];
}

/** A ship's queue for the phase: its tokens in play order, each with where it sits on the mat. */
function queueOf(mat: MomentumMat): { token: Dir | Rotation; kind: 'linear' | 'rotational'; index: number }[] {
  return [
    ...mat.linear.map((token, index) => ({ token, kind: 'linear' as const, index })),
    ...mat.rotational.map((token, index) => ({ token, kind: 'rotational' as const, index })),
  ];
}

function hexesOf(ship: ShipInMotion, pose: Pose): Map<string, string> {
  return new Map(hullHexes(ship.hull, pose).map(({ section, hex }) => [hexKey(hex), section]));
}

/**
 * Plays out the momentum of every ship on `board` (6.2.2–6.2.3). Inputs are never changed: the
 * result holds the ships' new poses and mats (tokens lost in collisions removed) and the tokens
 * still on the board. Ships must start on the board and apart.
 */
export function resolveMomentum(board: Board, ships: readonly ShipInMotion[], tokens: readonly SmallToken[] = []): MomentumResult {
  const queues = ships.map((ship) => queueOf(ship.mat));
  const poses = ships.map((ship) => ship.pose);
  const lost = ships.map(() => ({ linear: new Set<number>(), rotational: new Set<number>() }));
  let onTheBoard = [...tokens];
  const steps: MomentumStep[] = [];
  const longest = Math.max(0, ...queues.map((queue) => queue.length));

  for (let stepIndex = 0; stepIndex < longest; stepIndex++) {
    const moves: (ShipMove | null)[] = ships.map((ship, shipIndex) => {
      const queued = queues[shipIndex]?.[stepIndex];
      const from = poses[shipIndex];
      if (queued === undefined || from === undefined) return null;
      const to = poseAfterToken(from, queued.token);
      return { ship: ship.id, token: queued.token, from, to, after: to, collision: null, rule: RULE.momentumMove };
    });
    const hits: SectionHit[] = [];
    const loseToken = (shipIndex: number): void => {
      const queued = queues[shipIndex]?.[stepIndex];
      if (queued !== undefined) lost[shipIndex]?.[queued.kind].add(queued.index);
    };

    // The board's edge: each section off the board takes one damage; the step is undone.
    moves.forEach((move, shipIndex) => {
      const ship = ships[shipIndex];
      if (move === null || ship === undefined) return;
      const offBoard = hullHexes(ship.hull, move.to).filter(({ hex }) => !onBoard(board, hex));
      if (offBoard.length === 0) return;
      for (const { section } of offBoard) hits.push({ ship: ship.id, section, damage: 1, rule: RULE.collisionEdge, by: null });
      move.after = move.from;
      move.collision = 'edge';
      move.rule = RULE.collisionEdge;
      loseToken(shipIndex);
    });

    // Warships overlapping: each ship that moved into the overlap loses its token, deals one damage
    // to each overlapped section of the other, and goes back to where it was.
    for (let a = 0; a < ships.length; a++) {
      for (let b = a + 1; b < ships.length; b++) {
        const [shipA, shipB] = [ships[a], ships[b]];
        if (shipA === undefined || shipB === undefined) continue;
        const poseA = moves[a]?.after ?? poses[a];
        const poseB = moves[b]?.after ?? poses[b];
        if (poseA === undefined || poseB === undefined) continue;
        const hexesA = hexesOf(shipA, poseA);
        const overlap = hullHexes(shipB.hull, poseB).filter(({ hex }) => hexesA.has(hexKey(hex)));
        if (overlap.length === 0) continue;
        for (const [mover, other, index] of [
          [shipA, shipB, a],
          [shipB, shipA, b],
        ] as const) {
          const move = moves[index];
          // Only a ship that moved this step, and was not already sent back by the edge, caused the overlap.
          if (move?.collision !== null) continue;
          for (const { hex, section } of overlap) {
            const otherSection = other === shipB ? section : hexesA.get(hexKey(hex));
            if (otherSection !== undefined) hits.push({ ship: other.id, section: otherSection, damage: 1, rule: RULE.collisionWarship, by: mover.id });
          }
          move.after = move.from;
          move.collision = 'warship';
          move.rule = RULE.collisionWarship;
          loseToken(index);
        }
      }
    }

    // Small tokens under a hull where the ships now stand are destroyed, weapons hitting that
    // section, and the step that ran over them is undone (issue 11: every collision undoes the
    // step); the ship keeps its momentum token, which only the edge and the other warship take.
    const destroyed: string[] = [];
    moves.forEach((move, shipIndex) => {
      const ship = ships[shipIndex];
      if (move === null || ship === undefined) return;
      const hexes = hexesOf(ship, move.after);
      const under = onTheBoard.filter((token) => hexes.has(hexKey(token.at)));
      for (const token of under) {
        destroyed.push(token.id);
        const section = hexes.get(hexKey(token.at)) ?? '';
        if (token.damage > 0) hits.push({ ship: ship.id, section, damage: token.damage, rule: RULE.collisionToken, by: token.id });
      }
      onTheBoard = onTheBoard.filter((token) => !under.includes(token));
      if (under.length > 0 && move.collision === null) {
        move.after = move.from;
        move.collision = 'token';
        move.rule = RULE.collisionToken;
      }
      poses[shipIndex] = move.after;
    });

    steps.push({ moves: moves.filter((move): move is ShipMove => move !== null), hits, destroyed });
  }

  return {
    steps,
    ships: ships.map((ship, shipIndex) => ({
      ...ship,
      pose: poses[shipIndex] ?? ship.pose,
      mat: {
        linear: ship.mat.linear.filter((_, index) => lost[shipIndex]?.linear.has(index) !== true),
        rotational: ship.mat.rotational.filter((_, index) => lost[shipIndex]?.rotational.has(index) !== true),
      },
    })),
    tokens: onTheBoard,
  };
}
