/**
 * How a flagship (the Flying Fortress, the Dreadnought) sails towards its destination: always on a
 * shortest route, one island at a time; where two next islands are equally short the wind arrow
 * chooses, and where the wind cannot, the wind die is rolled until it can.
 */
import { RuleViolation, at, optional, readList, readOneOf, readRecord, readText, readWholeNumber, refuseBecause, type Field } from '../engine/index.ts';
import { BEARINGS, angleBetween, type Bearing } from './compass.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { bearingBetween, islandLabel, neighbourTable, validateRoutingMap, type Island, type SkyMap } from './sky-map.ts';

/** Which islands a ship may enter or pass: city islands only (flagships, the default), or every island. */
export type RouteGraph = 'city' | 'all';

export interface FlagshipRouteOptions {
  /** Where the wind arrow points. It never changes during the move. */
  wind: Bearing;
  /** How many islands to advance; left out, the ship sails until it arrives. */
  steps?: number;
  /** The wind die's faces, in the order they would be rolled; taken only while a tie remains after the wind. */
  rolls?: readonly Bearing[];
  graph?: RouteGraph;
}

export interface FlagshipRoute {
  /** `from`, then every island entered, in order. */
  islands: string[];
  /** Whether the last island is the destination. */
  arrived: boolean;
  /** The wind-die faces taken, in order, including those that left the tie standing. */
  rolls: Bearing[];
}

/**
 * One island of the move and which rule picked it: the only neighbour closer (RULE.route), the wind
 * (RULE.windTie) or the die (RULE.rollTie); a log of the move can cite it.
 */
interface Step {
  to: string;
  decidedBy: RuleId;
}

const OPTION_FIELDS = ['wind', 'steps', 'rolls', 'graph'] as const;
const GRAPHS: readonly RouteGraph[] = ['city', 'all'];

/**
 * Sails a flagship from `from` towards `destination`. Each step is decided afresh from where the
 * ship is: among the neighbours one link closer to the destination, the one whose bearing makes
 * the smallest angle with the wind arrow; if several share it, the next face of `rolls` keeps only
 * those nearest that face, and so on until one is left. The move stops at the destination or after
 * `steps` islands. Refusals: RULE.mapData (a map routing cannot read: `validateRoutingMap`), RULE.route (unknown island, unreachable
 * destination, bad options), RULE.rollTie (the die must break a tie but `rolls` has run out). The
 * inputs are never changed.
 */
export function flagshipRoute(map: SkyMap, from: string, destination: string, options: FlagshipRouteOptions): FlagshipRoute {
  const checked = validateRoutingMap(map);
  const optionsField: Field = { path: 'options', rule: RULE.route };
  const record = readRecord(options, optionsField, OPTION_FIELDS, 'an object with the wind, and optionally steps, rolls and graph');
  const wind = readOneOf(record.wind, at(optionsField, 'wind'), BEARINGS);
  const steps = optional(record.steps, at(optionsField, 'steps'), readFlagshipSteps, Number.POSITIVE_INFINITY);
  const queue = optional(record.rolls, at(optionsField, 'rolls'), (value, field) => readList(value, field, (face, faceField) => readOneOf(face, faceField, BEARINGS)), []);
  const graph = optional(record.graph, at(optionsField, 'graph'), (value, field) => readOneOf(value, field, GRAPHS), 'city');
  return routeWithFaces(checked, from, destination, wind, steps, graph, (index) => queue[index]);
}

/**
 * `flagshipRoute` with its options already read (a game's own move: the wind and steps come from its
 * state), the die's faces asked for one at a time as ties need them: `face(index)` is the face of
 * roll number `index`, or undefined when there is none. So a move rolls only the faces it uses.
 * Refuses as `flagshipRoute` does.
 */
export function routeWithFaces(map: SkyMap, from: string, destination: string, wind: Bearing, steps: number, graph: RouteGraph, face: (index: number) => Bearing | undefined): FlagshipRoute {
  const checked = validateRoutingMap(map);
  const tables = routingTables(checked, graph);
  const byId = tables.byId;
  const start = readIsland(byId, from, { path: 'from', rule: RULE.route });
  const end = readIsland(byId, destination, { path: 'destination', rule: RULE.route });
  if (graph === 'city') {
    for (const [island, path] of [[start, 'from'], [end, 'destination']] as const) {
      if (island.kind === 'treasure') {
        refuseBecause({ path, rule: RULE.route }, `is ${islandLabel(island)}, a treasure island: flagships sail between city islands only, so no route reaches it.`);
      }
    }
  }

  const neighbours = tables.neighbours;
  const distance = distancesFrom(tables, end.id);
  if (!distance.has(start.id)) {
    // A game's map joins every island, but a routing sketch need not: this route does not exist.
    refuseBecause({ path: 'destination', rule: RULE.route }, `(${islandLabel(end)}) cannot be reached from ${islandLabel(start)}.`);
  }

  const islands = [start.id];
  const used: Bearing[] = [];
  const takeFace = (here: Island, tied: readonly Island[]): Bearing => {
    const next = face(used.length);
    if (next === undefined) {
      throw new RuleViolation(
        RULE.rollTie,
        `At ${islandLabel(here)}, ${tied.map(islandLabel).join(' and ')} are equally short and the wind (${wind}) cannot choose: the wind die must be rolled, but rolls has no face left (${String(used.length)} used).`,
        'options.rolls',
        { island: here.id, tied: tied.map((island) => island.id), wind, facesUsed: used.length },
      );
    }
    used.push(next);
    return next;
  };

  let here = start;
  while (here.id !== end.id && islands.length - 1 < steps) {
    const step = nextStep(here, neighbours, distance, byId, wind, takeFace);
    islands.push(step.to);
    here = byId.get(step.to) ?? here;
  }
  return { islands, arrived: here.id === end.id, rolls: used };
}

/** What routing on one checked map and graph needs again and again: its islands by id, each one's neighbours, distances to each destination. */
interface RoutingTables {
  byId: ReadonlyMap<string, Island>;
  neighbours: ReadonlyMap<string, readonly string[]>;
  /** Distances to a destination, worked out the first time a route heads there. */
  distancesTo: Map<string, ReadonlyMap<string, number>>;
}

/**
 * Routing tables by checked map: a checked map is frozen (`validateRoutingMap`), so its tables never
 * go stale, and a game's flagships are moved over the same map hundreds of times (the heuristic bot
 * tries every official's use).
 */
const TABLES = new WeakMap<SkyMap, Partial<Record<RouteGraph, RoutingTables>>>();

function routingTables(checked: SkyMap, graph: RouteGraph): RoutingTables {
  let byGraph = TABLES.get(checked);
  if (byGraph === undefined) {
    byGraph = {};
    TABLES.set(checked, byGraph);
  }
  let tables = byGraph[graph];
  if (tables === undefined) {
    tables = { byId: new Map(checked.islands.map((island) => [island.id, island])), neighbours: neighbourTable(checked, graph), distancesTo: new Map() };
    byGraph[graph] = tables;
  }
  return tables;
}

function distancesFrom(tables: RoutingTables, target: string): ReadonlyMap<string, number> {
  let distance = tables.distancesTo.get(target);
  if (distance === undefined) {
    distance = distancesTo(tables.neighbours, target);
    tables.distancesTo.set(target, distance);
  }
  return distance;
}

/**
 * How many islands a move advances (`field`, of RULE.route): 1 to 3, the most any rule advances a
 * flagship at once (the bribed Captain's "up to 3 Islands", the Dreadnought's 3 at a two-pirate
 * refresh), or a refusal naming the field with that reason; a widget asks it of its `steps` attribute.
 */
export function readFlagshipSteps(value: unknown, field: Field): number {
  return readWholeNumber(value, field, { min: 1, max: 3, note: 'no rule moves a flagship further' });
}

function readIsland(byId: ReadonlyMap<string, Island>, value: unknown, field: Field): Island {
  const id = readText(value, field);
  return byId.get(id) ?? refuseBecause(field, `is "${id}", which is no island of the map.`);
}

/** How many links each island is from `target`, over the given neighbours (breadth-first). */
export function distancesTo(neighbours: ReadonlyMap<string, readonly string[]>, target: string): Map<string, number> {
  const distance = new Map<string, number>([[target, 0]]);
  const queue = [target];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const far = (distance.get(next) ?? 0) + 1;
    for (const neighbour of neighbours.get(next) ?? []) {
      if (!distance.has(neighbour)) {
        distance.set(neighbour, far);
        queue.push(neighbour);
      }
    }
  }
  return distance;
}

/** Keeps the islands whose bearing from `here` makes the smallest angle with `pointer`. */
function nearestTo(here: Island, candidates: readonly Island[], pointer: Bearing): Island[] {
  const angles = candidates.map((candidate) => angleBetween(bearingBetween(here, candidate), pointer));
  const smallest = Math.min(...angles);
  return candidates.filter((_, index) => angles[index] === smallest);
}

/** One step from `here`: the neighbour one link closer to the destination, tie broken by the wind, then the die. */
function nextStep(
  here: Island,
  neighbours: ReadonlyMap<string, readonly string[]>,
  distance: ReadonlyMap<string, number>,
  byId: ReadonlyMap<string, Island>,
  wind: Bearing,
  takeFace: (here: Island, tied: readonly Island[]) => Bearing,
): Step {
  const closer = (distance.get(here.id) ?? 0) - 1;
  const candidates = (neighbours.get(here.id) ?? []).filter((id) => distance.get(id) === closer).flatMap((id) => byId.get(id) ?? []);
  if (candidates.length === 1) return { to: candidates[0]?.id ?? here.id, decidedBy: RULE.route };
  let tied = nearestTo(here, candidates, wind);
  if (tied.length === 1) return { to: tied[0]?.id ?? here.id, decidedBy: RULE.windTie };
  // The arrow stays where it is; each face rolled narrows the tie until one island is left.
  while (tied.length > 1) tied = nearestTo(here, tied, takeFace(here, tied));
  return { to: tied[0]?.id ?? here.id, decidedBy: RULE.rollTie };
}
