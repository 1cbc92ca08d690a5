/**
 * Property tests of flagship routing: random starts, destinations, winds, step counts and queues of
 * wind-die faces, on SAMPLE_MAP and on random maps. Every claim is checked against distances and
 * bearings worked out here, not by the routing code.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleViolation } from '../engine/index.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { BEARINGS, angleBetween, bearingOfVector, type Bearing } from './compass.ts';
import { flagshipRoute } from './flagships.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { bearing, validateSkyMap, type Island, type SkyMap } from './sky-map.ts';
import { RULE } from './rule-ids.ts';
import { linkDistance, neighboursOf } from './test-support.ts';

type Graph = 'city' | 'all';

interface Voyage {
  map: SkyMap;
  from: string;
  destination: string;
  wind: Bearing;
  steps: number | undefined;
  rolls: Bearing[];
  graph: Graph;
}

const bearingArb = fc.constantFrom(...BEARINGS);

/**
 * Random start, destination and options on `map`; cities only on the city graph. On a grid two
 * equally short next islands lie at right angles, a tie only a diagonal wind leaves standing, so
 * half the winds are diagonal.
 */
function voyageOn(map: SkyMap): fc.Arbitrary<Voyage> {
  const ids = (graph: Graph): string[] => map.islands.filter((island) => graph === 'all' || island.kind === 'city').map((island) => island.id);
  return fc.constantFrom<Graph>('city', 'all').chain((graph) =>
    fc.record({
      map: fc.constant(map),
      from: fc.constantFrom(...ids(graph)),
      destination: fc.constantFrom(...ids(graph)),
      wind: fc.oneof(bearingArb, fc.constantFrom<Bearing>('NE', 'SE', 'SW', 'NW')),
      steps: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      rolls: fc.array(bearingArb, { maxLength: 6 }),
      graph: fc.constant(graph),
    }),
  );
}

/**
 * A random valid map: a grid of 2–5 × 2–4 islands, 100 apart, most exactly on the grid (so square
 * routes, and ties for the wind, are common), some nudged off it. Neighbours across the grid are
 * linked, diagonal neighbours on some maps, a few links left out, and a link only where its bearing
 * is free at both ends; up to three islands are treasure islands when the cities stay joined.
 */
const randomMapArb: fc.Arbitrary<SkyMap> = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 4 }),
    jitter: fc.array(fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -30, max: 30 }), weight: 1 }), { minLength: 40, maxLength: 40 }),
    diagonals: fc.boolean(),
    // About one link in eight is left out.
    dropped: fc.array(fc.integer({ min: 0, max: 7 }).map((roll) => roll === 0), { minLength: 80, maxLength: 80 }),
    treasure: fc.uniqueArray(fc.integer({ min: 0, max: 19 }), { maxLength: 3 }),
  })
  .map(({ width, height, jitter, diagonals, dropped, treasure }) => {
    const islands: Island[] = Array.from({ length: width * height }, (_, index) => ({
      id: `i${String(index)}`,
      kind: 'city',
      x: (index % width) * 100 + (jitter[index * 2] ?? 0),
      y: Math.floor(index / width) * 100 + (jitter[index * 2 + 1] ?? 0),
      good: 'rum',
      cost: 1,
    }));
    const steps = diagonals ? [[1, 0], [0, 1], [1, 1], [-1, 1]] : [[1, 0], [0, 1]];
    const used = new Set<string>();
    const links: [string, string][] = [];
    for (const [index, a] of islands.entries()) {
      for (const [dx = 0, dy = 0] of steps) {
        const column = (index % width) + dx;
        const row = Math.floor(index / width) + dy;
        const b = islands[row * width + column];
        if (column < 0 || column >= width || row >= height || b === undefined || dropped[(index * 4 + steps.findIndex(([x, y]) => x === dx && y === dy)) % 80] === true) continue;
        const ab = `${a.id}>${bearingOfVector(b.x - a.x, b.y - a.y)}`;
        const ba = `${b.id}>${bearingOfVector(a.x - b.x, a.y - b.y)}`;
        if (used.has(ab) || used.has(ba)) continue;
        used.add(ab);
        used.add(ba);
        links.push([a.id, b.id]);
      }
    }
    const withTreasure: SkyMap = {
      islands: islands.map((island, index) => (treasure.includes(index) ? { id: island.id, kind: 'treasure', x: island.x, y: island.y } : island)),
      links,
    };
    try {
      return validateSkyMap(withTreasure);
    } catch {
      return { islands, links };
    }
  })
  .filter((map) => {
    try {
      validateSkyMap(map);
      return true;
    } catch {
      return false;
    }
  });

/** Checks every property of one voyage; returns nothing, throws an assertion on failure. */
function checkVoyage({ map, from, destination, wind, steps, rolls, graph }: Voyage): void {
  const mapBefore = structuredClone(map);
  const rollsBefore = [...rolls];
  const options = { wind, rolls, graph, ...(steps === undefined ? {} : { steps }) };
  let route: ReturnType<typeof flagshipRoute>;
  try {
    route = flagshipRoute(map, from, destination, options);
  } catch (error) {
    // The only refusal on good input: a tie that outlasts the faces given, all of them spent.
    assert.ok(isRuleViolation(error), String(error));
    assert.equal(error.rule, RULE.rollTie);
    assert.equal(error.params.facesUsed, rolls.length);
    assert.deepEqual(map, mapBefore);
    assert.deepEqual(rolls, rollsBefore);
    return;
  }
  const { islands } = route;
  const kindOf = new Map(map.islands.map((island) => [island.id, island.kind]));
  const distance = linkDistance(map, from, destination, graph);
  assert.notEqual(distance, null);

  assert.equal(islands[0], from);
  assert.ok(islands.length - 1 <= (steps ?? Number.POSITIVE_INFINITY));
  assert.equal(route.arrived, islands.at(-1) === destination);
  if (route.arrived) assert.equal(islands.length - 1, distance, 'an arrival takes a shortest route');
  else assert.equal(islands.length - 1, steps, 'a move that has not arrived used all its steps');
  assert.equal(islands.indexOf(destination), route.arrived ? islands.length - 1 : -1, 'stops at the destination');

  for (let index = 1; index < islands.length; index += 1) {
    const here = islands[index - 1] ?? '';
    const there = islands[index] ?? '';
    assert.ok(neighboursOf(map, here).includes(there), `${here} → ${there} is a link`);
    const closer = (linkDistance(map, here, destination, graph) ?? 0) - 1;
    assert.equal(linkDistance(map, there, destination, graph), closer, `${here} → ${there} is one link closer`);
    if (graph === 'city') assert.equal(kindOf.get(there), 'city', `${there} is no treasure island`);
    // The wind: no other candidate points closer to the arrow than the one taken.
    const candidates = neighboursOf(map, here).filter((id) => (graph === 'all' || kindOf.get(id) === 'city') && linkDistance(map, id, destination, graph) === closer);
    const best = Math.min(...candidates.map((id) => angleBetween(bearing(map, here, id), wind)));
    assert.equal(angleBetween(bearing(map, here, there), wind), best, `at ${here} the wind's choice is kept`);
  }

  assert.deepEqual(route.rolls, rolls.slice(0, route.rolls.length), 'the faces used are the first of the queue');
  assert.deepEqual(map, mapBefore, 'the map is unchanged');
  assert.deepEqual(rolls, rollsBefore, 'the queue is unchanged');
  assert.deepEqual(flagshipRoute(map, from, destination, options), route, 'the same input gives the same route');
  // Exactly the faces used are enough, and the ones left over were never needed.
  assert.deepEqual(flagshipRoute(map, from, destination, { ...options, rolls: route.rolls }), route, 'the faces used alone give the same route');
}

describe('steam-pirates/flagships.route: properties', () => {
  it('on SAMPLE_MAP: a shortest route, one link closer each step, cities only on the city graph, faces a prefix of the queue, inputs unchanged, repeatable', () => {
    fc.assert(fc.property(voyageOn(SAMPLE_MAP), checkVoyage), { numRuns: propertyRuns(300) });
  });

  it('on random maps: the same', () => {
    fc.assert(fc.property(randomMapArb.chain(voyageOn), checkVoyage), { numRuns: propertyRuns(150) });
  });

  it('the random maps do meet ties the die must break (a check of the generator itself)', () => {
    const voyages = fc.sample(randomMapArb.chain(voyageOn), { numRuns: 300, seed: 7 });
    const rolled = voyages.filter(({ map, from, destination, wind, graph }) => {
      try {
        return flagshipRoute(map, from, destination, { wind, graph, rolls: Array<Bearing>(8).fill('N') }).rolls.length > 0;
      } catch {
        return true;
      }
    });
    assert.ok(rolled.length >= 10, `only ${String(rolled.length)} of 300 voyages met a tie`);
  });

  it('with enough faces that never leave a tie standing (all east or west of the arrow\'s axis), every voyage arrives', () => {
    fc.assert(
      fc.property(voyageOn(SAMPLE_MAP), ({ map, from, destination, graph }) => {
        // Wind N: a tie is between two islands mirrored about the N–S axis, and an E face always splits them.
        const route = flagshipRoute(map, from, destination, { wind: 'N', graph, rolls: Array<Bearing>(10).fill('E') });
        assert.equal(route.arrived, true);
        assert.ok(route.rolls.every((face) => face === 'E'));
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
