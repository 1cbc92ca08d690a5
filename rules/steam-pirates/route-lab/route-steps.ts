/**
 * Flagship routing taken apart for a reader: every step of a move with the islands that were
 * candidates, how far each is from the destination, where each lies on the compass, its angle to
 * the wind arrow and to each wind-die face, and which rule decided. Also what a flagship does where
 * it harbours (the embargo or the blockade, and the links it closes to frigates), and one roll of
 * the wind die. Pure functions; the route itself is `flagshipRoute`'s, which this agrees with
 * exactly (the same islands, the same faces), as its tests check on random maps.
 */
import { drawInt, isRuleViolation, type Draw, type RandomState } from '../../engine/index.ts';
import { BEARINGS, angleBetween, type Bearing } from '../compass.ts';
import type { Flagship } from '../events.ts';
import { distancesTo, flagshipRoute, type FlagshipRouteOptions, type RouteGraph } from '../flagships.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { bearingBetween, neighbourTable, validateRoutingMap, type Good, type Island, type SkyMap } from '../sky-map.ts';

/** A neighbour of the island a step starts from, closer to the destination or not. */
export interface RouteNeighbour {
  island: string;
  /** Links from it to the destination. */
  distance: number;
  /** The compass point of the link towards it. */
  bearing: Bearing;
}

/** A neighbour one link closer to the destination: a candidate for the step. */
export interface RouteCandidate extends RouteNeighbour {
  /** The angle between its bearing and the wind arrow: 0, 45, 90, 135 or 180. */
  windAngle: number;
}

/** One face of the wind die taken at a step: the angle of each still-tied island to it, and those it kept. */
export interface FaceCheck {
  face: Bearing;
  angles: { island: string; angle: number }[];
  /** The islands nearest the face: one when the face decided, several when the tie stands. */
  kept: string[];
}

/** One step of the move, decided or waiting for the wind die. */
export interface RouteStep {
  /** Where the ship is. */
  at: string;
  /** Links from `at` to the destination. */
  distance: number;
  /** Every neighbour of `at` on the graph, in the map's link order. */
  neighbours: RouteNeighbour[];
  /** The neighbours one link closer. */
  candidates: RouteCandidate[];
  /** The candidates nearest the wind arrow (all of them share that smallest angle). */
  windChoice: string[];
  /** The faces taken at this step, in order. */
  faces: FaceCheck[];
  /** The island entered; null while a tie waits for a face. */
  to: string | null;
  /** RULE.route (the only candidate), RULE.windTie or RULE.rollTie; null while waiting. */
  decidedBy: RuleId | null;
}

export interface RouteExplanation {
  /** As `flagshipRoute`: the start and every island entered (so far, when waiting). */
  islands: string[];
  arrived: boolean;
  /** Every face taken, in order. */
  rolls: Bearing[];
  /** The decided steps, in order. */
  steps: RouteStep[];
  /**
   * The step where a tie needs a face of the wind die and `rolls` has none left (where
   * `flagshipRoute` refuses under RULE.rollTie), with the faces it took; null otherwise.
   */
  waiting: RouteStep | null;
  /** Links from each island of the graph to the destination. */
  distances: Record<string, number>;
  /** Every link of some shortest route from the start to the destination, as [from, one link closer]. */
  shortestLinks: [string, string][];
}

/**
 * `flagshipRoute`, step by step: the same refusals (an unknown island, an unreachable destination,
 * bad options under RULE.route; a bad map under RULE.mapData), except that a tie needing a face
 * when `rolls` has run out is no refusal here: the explanation stops there, with `waiting` saying
 * where and between which islands, so that a reader can roll the die and go on.
 */
export function routeSteps(map: SkyMap, from: string, destination: string, options: FlagshipRouteOptions): RouteExplanation {
  // The routing reads and refuses the input exactly as it always does; only the die's refusal is ours to explain.
  try {
    flagshipRoute(map, from, destination, options);
  } catch (error) {
    if (!isRuleViolation(error) || error.rule !== RULE.rollTie) throw error;
  }
  const checked = validateRoutingMap(map);
  const graph: RouteGraph = options.graph ?? 'city';
  const steps = options.steps ?? Number.POSITIVE_INFINITY;
  const queue = options.rolls ?? [];
  const byId = new Map(checked.islands.map((island) => [island.id, island]));
  const neighbours = neighbourTable(checked, graph);
  const distance = distancesTo(neighbours, destination);
  const distanceOf = (id: string): number => distance.get(id) ?? Number.POSITIVE_INFINITY;

  const islands = [from];
  const rolls: Bearing[] = [];
  const decided: RouteStep[] = [];
  let waiting: RouteStep | null = null;
  let here = from;
  while (here !== destination && islands.length - 1 < steps) {
    const step = explainStep(here, byId, neighbours, distanceOf, options.wind, () => {
      const face = queue[rolls.length];
      if (face !== undefined) rolls.push(face);
      return face;
    });
    if (step.to === null) {
      waiting = step;
      break;
    }
    decided.push(step);
    islands.push(step.to);
    here = step.to;
  }
  return {
    islands,
    arrived: here === destination,
    rolls,
    steps: decided,
    waiting,
    distances: Object.fromEntries(distance),
    shortestLinks: shortestLinksFrom(from, neighbours, distanceOf),
  };
}

/**
 * One step from `here`, told in full. `nextFace` gives the next face of the queue (and counts it
 * as taken), or undefined when the queue is used up: the step then waits, with `to` null.
 */
function explainStep(
  here: string,
  byId: ReadonlyMap<string, Island>,
  neighbours: ReadonlyMap<string, readonly string[]>,
  distanceOf: (id: string) => number,
  wind: Bearing,
  nextFace: () => Bearing | undefined,
): RouteStep {
  const origin = byId.get(here);
  const bearingTo = (id: string): Bearing => {
    const there = byId.get(id);
    return origin === undefined || there === undefined ? 'N' : bearingBetween(origin, there);
  };
  const distance = distanceOf(here);
  const around = (neighbours.get(here) ?? []).map((island): RouteNeighbour => ({ island, distance: distanceOf(island), bearing: bearingTo(island) }));
  const candidates = around.filter((neighbour) => neighbour.distance === distance - 1).map((neighbour): RouteCandidate => ({ ...neighbour, windAngle: angleBetween(neighbour.bearing, wind) }));
  const step: RouteStep = { at: here, distance, neighbours: around, candidates, windChoice: [], faces: [], to: null, decidedBy: null };

  const smallest = Math.min(...candidates.map((candidate) => candidate.windAngle));
  step.windChoice = candidates.filter((candidate) => candidate.windAngle === smallest).map((candidate) => candidate.island);
  if (candidates.length === 1) return { ...step, to: candidates[0]?.island ?? null, decidedBy: RULE.route };
  if (step.windChoice.length === 1) return { ...step, to: step.windChoice[0] ?? null, decidedBy: RULE.windTie };

  // The arrow stays put; each face keeps the still-tied islands nearest it, until one is left.
  let tied = step.windChoice;
  while (tied.length > 1) {
    const face = nextFace();
    if (face === undefined) return step;
    const angles = tied.map((island) => ({ island, angle: angleBetween(bearingTo(island), face) }));
    const nearest = Math.min(...angles.map((entry) => entry.angle));
    tied = angles.filter((entry) => entry.angle === nearest).map((entry) => entry.island);
    step.faces.push({ face, angles, kept: tied });
  }
  return { ...step, to: tied[0] ?? null, decidedBy: RULE.rollTie };
}

/** The links of every shortest route from `start`: forward from it, always one link closer. */
function shortestLinksFrom(start: string, neighbours: ReadonlyMap<string, readonly string[]>, distanceOf: (id: string) => number): [string, string][] {
  const links: [string, string][] = [];
  const seen = new Set([start]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const closer = distanceOf(next) - 1;
    if (closer < 0) continue;
    for (const neighbour of neighbours.get(next) ?? []) {
      if (distanceOf(neighbour) !== closer) continue;
      links.push([next, neighbour]);
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return links;
}

/** What a flagship does where it harbours. */
export interface Harbour {
  ship: Flagship;
  island: string;
  /** The Flying Fortress's: the good of its island, which earns nothing anywhere (RULE.profitEmbargo). */
  embargo: Good | null;
  /** The Dreadnought's: its island, whose Trade Houses earn nothing (RULE.profitBlockade). */
  blockade: string | null;
  /** Every link into the island: no frigate sails into or through it (RULE.sailFlagships). */
  closedLinks: [string, string][];
}

/**
 * What `ship` harbouring at `island` does: the Fortress embargoes the island's good, the
 * Dreadnought blockades the island, and either closes every link into it to frigates. The map is
 * checked first for routing (RULE.mapData); an unknown island, or a city sketched without its good,
 * gives no good and no links.
 */
export function flagshipHarbour(map: SkyMap, ship: Flagship, island: string): Harbour {
  const checked = validateRoutingMap(map);
  const good = checked.islands.find((candidate) => candidate.id === island)?.good ?? null;
  return {
    ship,
    island,
    embargo: ship === 'fortress' ? good : null,
    blockade: ship === 'dreadnought' ? island : null,
    closedLinks: checked.links.filter(([a, b]) => a === island || b === island).map(([a, b]): [string, string] => (a === island ? [a, b] : [b, a])),
  };
}

/** One roll of the wind die: a face from its eight compass points, as the game rolls it. */
export function rollWindDie(random: RandomState): Draw<Bearing> {
  const draw = drawInt(random, 0, BEARINGS.length - 1);
  return { value: BEARINGS[draw.value] ?? 'N', random: draw.random };
}
