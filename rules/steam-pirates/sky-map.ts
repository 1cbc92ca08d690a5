/**
 * The sky map of Materia: city islands and treasure islands on a plane, joined by links. The
 * rulebook prints the board as a picture we do not have, so a map is data: ours (SAMPLE_MAP) or a
 * designer's, checked here field by field before any rule looks at it.
 */
import { RuleViolation, at, describeValue, readList, readOneOf, readRecord, readText, readWholeNumber, refuse, refuseBecause, type Field } from '../engine/index.ts';
import { bearingOfVector, type Bearing } from './compass.ts';
import { RULE } from './rule-ids.ts';
import { DATA_RANGE } from './tables.ts';

/** The four goods; every city island trades one. */
export const GOODS = ['coal', 'rum', 'firearms', 'automatons'] as const;
export type Good = (typeof GOODS)[number];

export const ISLAND_KINDS = ['city', 'treasure'] as const;

/**
 * One island. A city island trades one good and has the cost of establishing a Trade House there;
 * a treasure island (one of the small islands holding a piece of Old Cap's map) has neither.
 * `x` grows east and `y` grows south, as on a screen.
 */
export interface Island {
  id: string;
  name?: string;
  kind: 'city' | 'treasure';
  x: number;
  y: number;
  good?: Good;
  cost?: number;
}

/** The whole board: its islands and the links between them; a link `[a, b]` joins a and b both ways. */
export interface SkyMap {
  islands: Island[];
  links: [string, string][];
}

const MAP_FIELDS = ['islands', 'links'] as const;
const ISLAND_FIELDS = ['id', 'name', 'kind', 'x', 'y', 'good', 'cost'] as const;

/** A map read on its own is read from the top: `islands[3].good`, `links[5][1]`. */
const MAP_ROOT: Field = { path: '', rule: RULE.mapData };

/**
 * A coordinate: a number from -5000 to 5000 (a widget scales the board to fit). Our range: it keeps
 * any two islands within 10 000 of each other each way, as far as the compass's tolerance for a
 * direction half-way between two points is measured (compass.ts).
 */
function readCoordinate(value: unknown, field: Field): number {
  if (typeof value !== 'number' || !(Math.abs(value) <= 5000)) return refuse(field, 'a number from -5000 to 5000 (our range for the compass)', value);
  return value;
}

/** A city island's Trade House cost: 1 Gold or more, to our ceiling (the rulebook prints only Lumen's 4). */
function readCost(value: unknown, field: Field): number {
  return readWholeNumber(value, field, { ...DATA_RANGE, min: 1 });
}

/**
 * How much of a map is checked: all a game needs (`'game'`), or only what routing needs
 * (`'routing'`: ids, kinds, places, links and their bearings). A routing sketch may leave a city's
 * good and cost out, and leave islands no link reaches.
 */
type MapCheck = 'game' | 'routing';

function readIsland(value: unknown, field: Field, check: MapCheck): Island {
  const record = readRecord(value, field, ISLAND_FIELDS, 'an object describing an island');
  const id = readText(record.id, at(field, 'id'));
  const name = record.name === undefined ? {} : { name: readText(record.name, at(field, 'name')) };
  const kind = readOneOf(record.kind, at(field, 'kind'), ISLAND_KINDS);
  const place = { x: readCoordinate(record.x, at(field, 'x')), y: readCoordinate(record.y, at(field, 'y')) };
  if (check === 'routing') {
    // Routing reads no good and no cost; given, they are still checked, so a typo is not carried on.
    const good = record.good === undefined ? {} : { good: readOneOf(record.good, at(field, 'good'), GOODS) };
    const cost = record.cost === undefined ? {} : { cost: readCost(record.cost, at(field, 'cost')) };
    return { id, ...name, kind, ...place, ...good, ...cost };
  }
  if (kind === 'treasure') {
    if (record.good !== undefined) refuseBecause(at(field, 'good'), 'is set, but a treasure island trades no good.');
    if (record.cost !== undefined) refuseBecause(at(field, 'cost'), 'is set, but no Trade House is built on a treasure island.');
    return { id, ...name, kind, ...place };
  }
  const good = readOneOf(record.good, at(field, 'good'), GOODS);
  const cost = readCost(record.cost, at(field, 'cost'));
  return { id, ...name, kind, ...place, good, cost };
}

/** How a message names an island: its name, else its id. */
export function islandLabel(island: Island): string {
  return island.name ?? island.id;
}

/**
 * Checks a sky map and returns a fresh copy of it, or throws a `RuleViolation` of
 * RULE.mapData naming the field at fault (`islands[3].good`, `links[5][1]`): unknown or
 * missing fields, repeated ids, two islands on one spot, a city without its good or cost, a
 * treasure island with one, links to an unknown island or to itself, a link given twice, two links
 * leaving one island on the same bearing, and islands that cannot be reached (over all islands,
 * and over the city islands alone, the way flagships sail). The input is never changed.
 *
 * `path` is where the map sits in the data it came from, so a refusal names the field as written
 * there: `map` gives `map.islands[3].good`.
 */
export function validateSkyMap(value: unknown, path = ''): SkyMap {
  // A map this function returned is checked already: the rules ask again on every flagship move.
  const known = typeof value === 'object' && value !== null ? CHECKED.get(value) : undefined;
  if (known !== undefined) return known;
  const checked = deepFreeze(checkSkyMap(value, { ...MAP_ROOT, path }, 'game'));
  CHECKED.set(checked, checked);
  return checked;
}

/**
 * Checks a sky map for routing alone (`bearing`, `flagshipRoute`): what `validateSkyMap` checks
 * but a city's good and cost (optional here) and that every island can be reached (a route that
 * cannot is refused for that route). Throws a `RuleViolation` of RULE.mapData naming the field.
 */
export function validateRoutingMap(value: unknown, path = ''): SkyMap {
  const known = typeof value === 'object' && value !== null ? (CHECKED.get(value) ?? CHECKED_FOR_ROUTING.get(value)) : undefined;
  if (known !== undefined) return known;
  const checked = deepFreeze(checkSkyMap(value, { ...MAP_ROOT, path }, 'routing'));
  CHECKED_FOR_ROUTING.set(checked, checked);
  return checked;
}

/** Maps `validateSkyMap` returned, each to itself: frozen, so they stay as checked. */
const CHECKED = new WeakMap<object, SkyMap>();
/** The same for `validateRoutingMap`: a map checked for a game is good for routing too, not the other way. */
const CHECKED_FOR_ROUTING = new WeakMap<object, SkyMap>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function checkSkyMap(value: unknown, root: Field, check: MapCheck): SkyMap {
  const record = readRecord(value, root, MAP_FIELDS, 'a sky map: an object with islands and links');
  const islandsField = at(root, 'islands');
  const islands = readList(record.islands, islandsField, (island, field) => readIsland(island, field, check), { minLength: 2 });

  const indexById = new Map<string, number>();
  const indexByPlace = new Map<string, number>();
  islands.forEach((island, index) => {
    const earlier = indexById.get(island.id);
    if (earlier !== undefined) refuseBecause(at(at(islandsField, index), 'id'), `repeats the id "${island.id}" of ${at(islandsField, earlier).path}.`);
    indexById.set(island.id, index);
    const place = `${String(island.x)},${String(island.y)}`;
    const samePlace = indexByPlace.get(place);
    if (samePlace !== undefined) refuseBecause(at(islandsField, index), `(${islandLabel(island)}) sits on the same spot as ${at(islandsField, samePlace).path}; every island needs a place of its own for the compass to point at it.`);
    indexByPlace.set(place, index);
  });

  const linksField = at(root, 'links');
  const byId = new Map(islands.map((island) => [island.id, island]));
  const readEnd = (end: unknown, field: Field): Island => {
    const id = readText(end, field);
    return byId.get(id) ?? refuseBecause(field, `is "${id}", which is no island of the map.`);
  };
  const linked = readList(record.links, linksField, (link, field): [Island, Island] => {
    const [a, b] = readList(link, field, readEnd, { minLength: 2, maxLength: 2 });
    if (a === undefined || b === undefined) return refuse(field, 'a pair of island ids', link);
    if (a === b) refuseBecause(field, `links "${a.id}" to itself.`);
    return [a, b];
  });

  const seenLink = new Map<string, number>();
  /** Per island, the bearing of each link leaving it, with that link's index. */
  const bearingsFrom = new Map<string, Map<Bearing, number>>();
  linked.forEach(([a, b], index) => {
    const field = at(linksField, index);
    const key = [a.id, b.id].sort().join('\n');
    const twin = seenLink.get(key);
    if (twin !== undefined) refuseBecause(field, `joins "${a.id}" and "${b.id}", as ${at(linksField, twin).path} already does.`);
    seenLink.set(key, index);
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const direction = bearingBetween(from, to);
      const leaving = bearingsFrom.get(from.id) ?? new Map<Bearing, number>();
      const clash = leaving.get(direction);
      if (clash !== undefined) {
        refuseBecause(field, `leaves ${islandLabel(from)} to the ${direction}, as ${at(linksField, clash).path} does; two links from one island need different compass points, or the wind could not choose between them.`);
      }
      leaving.set(direction, index);
      bearingsFrom.set(from.id, leaving);
    }
  });
  const links = linked.map(([a, b]): [string, string] => [a.id, b.id]);

  const map: SkyMap = { islands, links };
  if (check === 'game') ensureConnected(map, islandsField);
  return map;
}

/**
 * Every island can be reached from the first one, and every city island from the first city
 * island without passing a treasure island: otherwise a frigate or a flagship could be asked for a
 * route that does not exist.
 */
function ensureConnected(map: SkyMap, islandsField: Field): void {
  const everywhere = reachableFrom(map, map.islands[0]?.id ?? '', 'all');
  const stranded = map.islands.findIndex((island) => !everywhere.has(island.id));
  if (stranded !== -1) {
    const island = map.islands[stranded];
    refuseBecause(at(islandsField, stranded), `(${island === undefined ? '' : islandLabel(island)}) cannot be reached from ${at(islandsField, 0).path}: no chain of links joins them.`);
  }
  const firstCity = map.islands.find((island) => island.kind === 'city');
  if (firstCity === undefined) return;
  const cities = reachableFrom(map, firstCity.id, 'city');
  const cut = map.islands.findIndex((island) => island.kind === 'city' && !cities.has(island.id));
  if (cut !== -1) {
    const island = map.islands[cut];
    refuseBecause(
      at(islandsField, cut),
      `(${island === undefined ? '' : islandLabel(island)}) cannot be reached from ${islandLabel(firstCity)} without passing a treasure island, and flagships sail between city islands only.`,
    );
  }
}

/** The islands a ship can sail to from `start`: over every island, or over city islands alone. */
function reachableFrom(map: SkyMap, start: string, graph: 'city' | 'all'): Set<string> {
  const neighbours = neighbourTable(map, graph);
  const seen = new Set<string>(neighbours.has(start) ? [start] : []);
  const queue = [...seen];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const neighbour of neighbours.get(next) ?? []) {
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return seen;
}

/**
 * Each island's neighbours, in the order of the map's links. On the `'city'` graph treasure
 * islands are left out altogether: a ship on it neither enters nor passes them.
 */
export function neighbourTable(map: SkyMap, graph: 'city' | 'all'): Map<string, string[]> {
  const allowed = new Set(map.islands.filter((island) => graph === 'all' || island.kind === 'city').map((island) => island.id));
  const table = new Map<string, string[]>([...allowed].map((id) => [id, []]));
  for (const [a, b] of map.links) {
    if (!allowed.has(a) || !allowed.has(b)) continue;
    table.get(a)?.push(b);
    table.get(b)?.push(a);
  }
  return table;
}

/** The compass point from one island towards another (they never share a spot on a valid map). */
export function bearingBetween(from: Island, to: Island): Bearing {
  return bearingOfVector(to.x - from.x, to.y - from.y);
}

/**
 * The compass point nearest the direction from island `from` to island `to`, linked or not. A
 * direction exactly half-way between two points takes the next point clockwise. The map is
 * checked first for what routing needs (RULE.mapData, `validateRoutingMap`); an unknown id, or the
 * same island twice, is refused under RULE.compass.
 */
export function bearing(map: SkyMap, from: string, to: string): Bearing {
  const checked = validateRoutingMap(map);
  // The ids may come from hand-typed attributes: anything that is no island's id is refused by name.
  const find = (id: unknown, field: string): Island => {
    const island = checked.islands.find((candidate) => candidate.id === id);
    if (island === undefined) throw new RuleViolation(RULE.compass, `${field} must be the id of an island on the map; got ${describeValue(id)}.`, field, { island: typeof id === 'string' ? id : null });
    return island;
  };
  const start = find(from, 'from');
  const end = find(to, 'to');
  if (start === end) throw new RuleViolation(RULE.compass, `from and to are both ${islandLabel(start)}: an island has no bearing to itself.`, 'to', { island: start.id });
  return bearingBetween(start, end);
}
