/**
 * Projectiles (rulebook 7.2): tokens that fly straight at their speed every projectile phase. One
 * passing through a fighter squadron or a torpedo destroys it and flies on; one entering a warship
 * hull section (either side's) damages it and goes back to its owner, as does one leaving the
 * board. Two projectiles that end the phase on one hex, or meet head-on, destroy each other.
 */
import { hexKey, opposite, stepHex, type Dir, type Hex } from './hex.ts';
import { onBoard, type Board } from './board.ts';
import type { SmallToken } from './movement.ts';
import type { HullHex } from './torpedo.ts';
import { RULE } from './rule-ids.ts';

export interface Projectile {
  id: string;
  owner: string;
  at: Hex;
  dir: Dir;
  speed: number;
  damage: number;
}

export interface ProjectileFlight {
  id: string;
  /** The hexes entered this phase, in order. */
  path: Hex[];
  /** `hit` and `off-board` go back to the owner; `collided` is destroyed with another projectile. */
  outcome: 'flying' | 'hit' | 'off-board' | 'collided';
  hit: HullHex | null;
  /** Squadrons and torpedoes it destroyed on the way. */
  destroyed: string[];
  rule: string;
}

export interface ProjectilePhase {
  flights: ProjectileFlight[];
  /** Pairs of projectiles that destroyed each other. */
  collisions: [string, string][];
  /** Projectiles still on the board, moved. */
  projectiles: Projectile[];
  /** Squadrons and torpedoes still on the board. */
  tokens: SmallToken[];
}

/**
 * Moves every projectile in the order given (the weapons phase's order: those already out first,
 * then the new ones by speed, initiative breaking ties), each its full speed, then removes the ones
 * that collided with each other.
 */
export function moveProjectiles(board: Board, projectiles: readonly Projectile[], hulls: readonly HullHex[], tokens: readonly SmallToken[]): ProjectilePhase {
  const { flights, tokens: standing } = flyProjectiles(board, projectiles, hulls, tokens);
  const collisions = judgeCollisions(projectiles, flights);
  const moved = projectiles
    .filter((projectile) => flights.find((flight) => flight.id === projectile.id)?.outcome === 'flying')
    .map((projectile) => ({ ...projectile, at: flights.find((flight) => flight.id === projectile.id)?.path.at(-1) ?? projectile.at }));
  return { flights, collisions, projectiles: moved, tokens: standing };
}

/**
 * Flies each projectile its full speed, one after another in the order given: what one destroys
 * is gone for the next. Collisions between projectiles are left for `judgeCollisions`, once every
 * projectile of the phase has moved (the weapons phase flies those already out before it launches
 * the new ones, 6.5).
 */
export function flyProjectiles(board: Board, projectiles: readonly Projectile[], hulls: readonly HullHex[], tokens: readonly SmallToken[]): { flights: ProjectileFlight[]; tokens: SmallToken[] } {
  const hullAt = new Map(hulls.map((hull) => [hexKey(hull.hex), hull]));
  let standing = [...tokens];
  const flights: ProjectileFlight[] = projectiles.map((projectile) => {
    const path: Hex[] = [];
    const destroyed: string[] = [];
    for (let distance = 1; distance <= projectile.speed; distance++) {
      const hex = stepHex(projectile.at, projectile.dir, distance);
      if (!onBoard(board, hex)) return { id: projectile.id, path, outcome: 'off-board', hit: null, destroyed, rule: RULE.projectileFlight };
      path.push(hex);
      const hull = hullAt.get(hexKey(hex));
      if (hull !== undefined) return { id: projectile.id, path, outcome: 'hit', hit: hull, destroyed, rule: RULE.projectileHit };
      const met = standing.filter((token) => hexKey(token.at) === hexKey(hex));
      destroyed.push(...met.map((token) => token.id));
      standing = standing.filter((token) => !met.includes(token));
    }
    return { id: projectile.id, path, outcome: 'flying', hit: null, destroyed, rule: RULE.projectileFlight };
  });
  return { flights, tokens: standing };
}

/**
 * The pairs of projectiles, among those still flying once all have moved, that destroyed each
 * other (7.2): they end on one hex, or fly straight at each other and their paths overlap. Marks
 * those flights `collided`.
 */
export function judgeCollisions(projectiles: readonly Projectile[], flights: ProjectileFlight[]): [string, string][] {
  const flightOf = (projectile: Projectile): ProjectileFlight | undefined => flights.find((candidate) => candidate.id === projectile.id);
  const flying = projectiles.filter((projectile) => flightOf(projectile)?.outcome === 'flying');
  const sweptOf = (projectile: Projectile): Set<string> => new Set([projectile.at, ...(flightOf(projectile)?.path ?? [])].map(hexKey));
  const endOf = (projectile: Projectile): string => hexKey(flightOf(projectile)?.path.at(-1) ?? projectile.at);
  const collisions: [string, string][] = [];
  const collided = new Set<string>();
  for (let a = 0; a < flying.length; a++) {
    for (let b = a + 1; b < flying.length; b++) {
      const [first, second] = [flying[a], flying[b]];
      if (first === undefined || second === undefined) continue;
      const sameHex = endOf(first) === endOf(second);
      // Head-on: flying straight at each other, their paths this phase overlap (they met or passed).
      const sweptFirst = sweptOf(first);
      const headOn = first.dir === opposite(second.dir) && [...sweptOf(second)].some((hex) => sweptFirst.has(hex));
      if (!sameHex && !headOn) continue;
      collisions.push([first.id, second.id]);
      collided.add(first.id).add(second.id);
    }
  }
  for (const flight of flights) {
    if (collided.has(flight.id)) {
      flight.outcome = 'collided';
      flight.rule = RULE.projectileCollision;
    }
  }
  return collisions;
}
