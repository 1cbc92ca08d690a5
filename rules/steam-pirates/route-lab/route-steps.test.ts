import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleViolation, seedRandom, drawInt } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { BEARINGS, bearingOfVector, type Bearing } from '../compass.ts';
import { flagshipRoute, type FlagshipRouteOptions, type RouteGraph } from '../flagships.ts';
import { FLAGSHIP_ROUTE_PRESETS, SHOALS_MAP } from './presets.ts';
import { flagshipHarbour, rollWindDie, routeSteps, type RouteExplanation } from './route-steps.ts';
import { RULE } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { validateSkyMap, type Island, type SkyMap } from '../sky-map.ts';
import { frozenCopy, linkDistance, refusal, testMap } from '../test-support.ts';

/** From `a`, b (NW) and c (NE) both lead to d in 2 links: a N wind leaves them tied. */
const DIAMOND = testMap({ a: [500, 500], b: [400, 300], c: [600, 300], d: [500, 100] }, ['a-b', 'a-c', 'b-d', 'c-d']);

function explain(map: SkyMap, from: string, to: string, options: FlagshipRouteOptions): RouteExplanation {
  return routeSteps(map, from, to, options);
}

describe('steam-pirates/flagships.route: routeSteps, the route told step by step', () => {
  it('the Commodore example: two steps, each the only neighbour one link closer', () => {
    const route = explain(SAMPLE_MAP, 'felle', 'erindelle', { wind: 'S', steps: 2 });
    assert.deepEqual(route.islands, ['felle', 'brassport', 'concona']);
    assert.equal(route.arrived, false);
    assert.equal(route.waiting, null);
    assert.deepEqual(route.steps.map((step) => [step.at, step.to, step.decidedBy]), [
      ['felle', 'brassport', RULE.route],
      ['brassport', 'concona', RULE.route],
    ]);
    const first = route.steps[0];
    assert.equal(first?.distance, 3);
    // Felle's neighbours on the city graph: Brassport only (Gull Key is a treasure island).
    assert.deepEqual(first.neighbours, [{ island: 'brassport', distance: 2, bearing: 'E' }]);
    assert.deepEqual(first.candidates.map((candidate) => candidate.island), ['brassport']);
    const second = route.steps[1];
    assert.deepEqual(second?.neighbours.map((neighbour) => [neighbour.island, neighbour.distance]), [
      ['felle', 3],
      ['concona', 1],
      ['cobalt', 2],
    ]);
  });

  it('Wonder Boy under a N wind: the wind picks Sirocco at Nimbus, with the angles of both', () => {
    const route = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'N' });
    assert.deepEqual(route.islands, ['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona']);
    const nimbus = route.steps[2];
    assert.equal(nimbus?.decidedBy, RULE.windTie);
    assert.deepEqual(nimbus.candidates, [
      { island: 'sirocco', distance: 1, bearing: 'NE', windAngle: 45 },
      { island: 'halcyon', distance: 1, bearing: 'SE', windAngle: 135 },
    ]);
    assert.deepEqual(nimbus.windChoice, ['sirocco']);
    assert.deepEqual(nimbus.faces, []);
    assert.deepEqual(route.rolls, []);
  });

  it('Wonder Boy under a W wind, faces E then N: E leaves the tie standing, N picks Sirocco', () => {
    const route = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'W', rolls: ['E', 'N', 'S'] });
    assert.deepEqual(route.islands, ['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona']);
    assert.deepEqual(route.rolls, ['E', 'N']);
    const nimbus = route.steps[2];
    assert.equal(nimbus?.decidedBy, RULE.rollTie);
    assert.deepEqual(nimbus.windChoice, ['sirocco', 'halcyon']);
    assert.deepEqual(nimbus.faces, [
      { face: 'E', angles: [{ island: 'sirocco', angle: 45 }, { island: 'halcyon', angle: 45 }], kept: ['sirocco', 'halcyon'] },
      { face: 'N', angles: [{ island: 'sirocco', angle: 45 }, { island: 'halcyon', angle: 135 }], kept: ['sirocco'] },
    ]);
  });

  it('every island\'s distance to the destination, and the links of every shortest route from the start', () => {
    const route = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'N' });
    assert.equal(route.distances.iona, 0);
    assert.equal(route.distances.zephyr, 4);
    assert.equal(route.distances['gull-key'], undefined, 'no treasure island on the city graph');
    for (const island of SAMPLE_MAP.islands.filter((candidate) => candidate.kind === 'city')) {
      assert.equal(route.distances[island.id], linkDistance(SAMPLE_MAP, island.id, 'iona', 'city'), island.id);
    }
    assert.deepEqual(route.shortestLinks, [
      ['zephyr', 'tinguard'],
      ['tinguard', 'nimbus'],
      ['nimbus', 'sirocco'],
      ['nimbus', 'halcyon'],
      ['sirocco', 'iona'],
      ['halcyon', 'iona'],
    ]);
    const all = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'N', graph: 'all' });
    assert.equal(all.distances['gull-key'], linkDistance(SAMPLE_MAP, 'gull-key', 'iona', 'all'));
  });

  it('from the destination: no step, arrived, no link', () => {
    assert.deepEqual(explain(DIAMOND, 'd', 'd', { wind: 'N' }), { islands: ['d'], arrived: true, rolls: [], steps: [], waiting: null, distances: { d: 0, b: 1, c: 1, a: 2 }, shortestLinks: [] });
  });

  it('refuses what flagshipRoute refuses, with the same rule and field', () => {
    assert.throws(() => explain(SAMPLE_MAP, 'atlantis', 'iona', { wind: 'N' }), refusal(RULE.route, 'from'));
    assert.throws(() => explain(SAMPLE_MAP, 'zephyr', 'gull-key', { wind: 'N' }), refusal(RULE.route, 'destination', /treasure island/));
    assert.throws(() => explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'up' as Bearing }), refusal(RULE.route, 'options.wind'));
    assert.throws(() => explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'N', steps: 0 }), refusal(RULE.route, 'options.steps'));
    assert.throws(() => explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'N', rolls: ['E', 'x' as Bearing] }), refusal(RULE.route, 'options.rolls[1]'));
    assert.throws(() => explain({ islands: SAMPLE_MAP.islands, links: [] }, 'zephyr', 'iona', { wind: 'N' }), refusal(RULE.route, 'destination', /cannot be reached/));
    assert.throws(() => explain({ islands: SAMPLE_MAP.islands, links: [['zephyr', 'atlantis']] }, 'zephyr', 'iona', { wind: 'N' }), refusal(RULE.mapData, 'links[0][1]'));
  });

  it('never changes its inputs', () => {
    const map = frozenCopy(SAMPLE_MAP);
    const options = frozenCopy<FlagshipRouteOptions>({ wind: 'W', rolls: ['E', 'N'], graph: 'city' });
    assert.doesNotThrow(() => explain(map, 'zephyr', 'iona', options));
  });
});

describe('steam-pirates/flagships.roll-tie: routeSteps waits where the die must be rolled', () => {
  it('a tie with no face left: the steps so far, and the tie waiting, with the faces it took', () => {
    const route = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E' });
    assert.throws(() => flagshipRoute(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E' }), refusal(RULE.rollTie));
    assert.deepEqual(route.islands, ['zephyr', 'tinguard', 'nimbus']);
    assert.equal(route.arrived, false);
    assert.equal(route.steps.length, 2);
    assert.equal(route.waiting?.at, 'nimbus');
    assert.equal(route.waiting.to, null);
    assert.equal(route.waiting.decidedBy, null);
    assert.deepEqual(route.waiting.windChoice, ['sirocco', 'halcyon']);
    // An E face leaves it standing: the wait goes on, the face listed.
    const still = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E', rolls: ['W'] });
    assert.deepEqual(still.rolls, ['W']);
    assert.deepEqual(still.waiting?.faces.map((face) => face.kept), [['sirocco', 'halcyon']]);
    const decided = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E', rolls: ['W', 'S'] });
    assert.equal(decided.waiting, null);
    assert.deepEqual(decided.islands, ['zephyr', 'tinguard', 'nimbus', 'halcyon', 'iona']);
  });

  it('a tie past the last step waits for nothing', () => {
    const route = explain(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E', steps: 2 });
    assert.equal(route.waiting, null);
    assert.deepEqual(route.islands, ['zephyr', 'tinguard', 'nimbus']);
  });
});

describe('steam-pirates/flagships.wind-tie: routeSteps names the deciding rule', () => {
  it('the diamond under each wind: the wind decides, or the move waits for the die', () => {
    const decidedBy = Object.fromEntries(BEARINGS.map((wind) => [wind, explain(DIAMOND, 'a', 'd', { wind }).steps[0]?.decidedBy ?? 'waiting']));
    assert.deepEqual(decidedBy, { N: 'waiting', NE: RULE.windTie, E: RULE.windTie, SE: RULE.windTie, S: 'waiting', SW: RULE.windTie, W: RULE.windTie, NW: RULE.windTie });
  });
});

// ---------------------------------------------------------------------------------------------
// routeSteps agrees with flagshipRoute on random voyages.

/**
 * A random valid map: a grid of 2–5 × 2–4 islands, 100 apart, some nudged off the grid, neighbours
 * across (and on some maps diagonally) linked where the bearing is free at both ends, a few links
 * left out, up to three treasure islands.
 */
const randomMapArb: fc.Arbitrary<SkyMap> = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 4 }),
    jitter: fc.array(fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -30, max: 30 }), weight: 1 }), { minLength: 40, maxLength: 40 }),
    diagonals: fc.boolean(),
    dropped: fc.array(fc.integer({ min: 0, max: 7 }).map((roll) => roll === 0), { minLength: 80, maxLength: 80 }),
    treasure: fc.uniqueArray(fc.integer({ min: 0, max: 19 }), { maxLength: 3 }),
  })
  .map(({ width, height, jitter, diagonals, dropped, treasure }): SkyMap | null => {
    const islands: Island[] = Array.from({ length: width * height }, (_, index): Island => {
      const x = (index % width) * 100 + (jitter[index * 2] ?? 0);
      const y = Math.floor(index / width) * 100 + (jitter[index * 2 + 1] ?? 0);
      return treasure.includes(index) ? { id: `i${String(index)}`, kind: 'treasure', x, y } : { id: `i${String(index)}`, kind: 'city', x, y, good: 'rum', cost: 1 };
    });
    const moves = diagonals ? [[1, 0], [0, 1], [1, 1], [-1, 1]] : [[1, 0], [0, 1]];
    const used = new Set<string>();
    const links: [string, string][] = [];
    islands.forEach((a, index) => {
      moves.forEach(([dx = 0, dy = 0], move) => {
        const column = (index % width) + dx;
        const row = Math.floor(index / width) + dy;
        const b = islands[row * width + column];
        if (column < 0 || column >= width || row >= height || b === undefined || dropped[(index * 4 + move) % 80] === true) return;
        const ab = `${a.id}>${bearingOfVector(b.x - a.x, b.y - a.y)}`;
        const ba = `${b.id}>${bearingOfVector(a.x - b.x, a.y - b.y)}`;
        if (used.has(ab) || used.has(ba)) return;
        used.add(ab);
        used.add(ba);
        links.push([a.id, b.id]);
      });
    });
    try {
      return validateSkyMap({ islands, links });
    } catch {
      return null;
    }
  })
  .filter((map): map is SkyMap => map !== null);

interface Voyage {
  map: SkyMap;
  from: string;
  destination: string;
  options: FlagshipRouteOptions;
}

function voyageOn(map: SkyMap): fc.Arbitrary<Voyage> {
  const ids = (graph: RouteGraph): string[] => map.islands.filter((island) => graph === 'all' || island.kind === 'city').map((island) => island.id);
  return fc.constantFrom<RouteGraph>('city', 'all').chain((graph) =>
    fc.record({
      map: fc.constant(map),
      from: fc.constantFrom(...ids(graph)),
      destination: fc.constantFrom(...ids(graph)),
      options: fc.record({
        // On a grid two equally short next islands lie at right angles: only a diagonal wind leaves them tied.
        wind: fc.oneof(fc.constantFrom(...BEARINGS), fc.constantFrom<Bearing>('NE', 'SE', 'SW', 'NW')),
        steps: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        rolls: fc.array(fc.constantFrom(...BEARINGS), { maxLength: 3 }),
        graph: fc.constant(graph),
      }).map((options) => (options.steps === undefined ? { wind: options.wind, rolls: options.rolls, graph: options.graph } : options)),
    }),
  );
}

/** The same islands and faces as flagshipRoute; where it refuses for want of a face, a wait at the same tie. */
function checkAgreement({ map, from, destination, options }: Voyage): void {
  const explained = routeSteps(map, from, destination, options);
  let route: ReturnType<typeof flagshipRoute>;
  try {
    route = flagshipRoute(map, from, destination, options);
  } catch (error) {
    assert.ok(isRuleViolation(error) && error.rule === RULE.rollTie, String(error));
    const waiting = explained.waiting;
    assert.ok(waiting !== null, 'a refusal for want of a face is a wait');
    assert.equal(waiting.at, error.params.island);
    assert.deepEqual(waiting.faces.at(-1)?.kept ?? waiting.windChoice, error.params.tied);
    assert.deepEqual(explained.rolls, options.rolls, 'every face was taken');
    assert.equal(explained.islands.at(-1), waiting.at);
    // The steps before the wait are the route's first steps.
    const steps = explained.islands.length - 1;
    if (steps > 0) assert.deepEqual(flagshipRoute(map, from, destination, { ...options, steps }).islands, explained.islands);
    return;
  }
  assert.equal(explained.waiting, null);
  assert.deepEqual(explained.islands, route.islands);
  assert.deepEqual(explained.rolls, route.rolls);
  assert.equal(explained.arrived, route.arrived);
  for (const step of explained.steps) {
    const expected = step.candidates.length === 1 ? RULE.route : step.windChoice.length === 1 ? RULE.windTie : RULE.rollTie;
    assert.equal(step.decidedBy, expected, `at ${step.at}`);
    assert.equal(step.faces.length > 0, expected === RULE.rollTie);
    assert.ok(step.candidates.every((candidate) => candidate.distance === step.distance - 1));
    assert.ok(step.candidates.some((candidate) => candidate.island === step.to));
  }
  assert.equal(explained.steps.flatMap((step) => step.faces).length, route.rolls.length, 'each face is told at its step');
  // Every link of the route lies on a shortest route from the start.
  const links = new Set(explained.shortestLinks.map(([a, b]) => `${a}>${b}`));
  for (let index = 1; index < route.islands.length; index++) assert.ok(links.has(`${route.islands[index - 1] ?? ''}>${route.islands[index] ?? ''}`));
}

describe('steam-pirates/flagships.route: routeSteps agrees with flagshipRoute', () => {
  it('on SAMPLE_MAP, on random starts, destinations, winds, steps and faces', () => {
    fc.assert(fc.property(voyageOn(SAMPLE_MAP), checkAgreement), { numRuns: propertyRuns(300) });
  });

  it('on random maps', () => {
    fc.assert(fc.property(randomMapArb.chain(voyageOn), checkAgreement), { numRuns: propertyRuns(200) });
  });

  it('the random voyages do meet waits and die-decided steps (a check of the generator)', () => {
    const explained = fc.sample(randomMapArb.chain(voyageOn), { numRuns: 300, seed: 3 }).map(({ map, from, destination, options }) => routeSteps(map, from, destination, options));
    const waits = explained.filter((route) => route.waiting !== null).length;
    const rolled = explained.filter((route) => route.steps.some((step) => step.decidedBy === RULE.rollTie)).length;
    assert.ok(waits >= 5 && rolled >= 5, `${String(waits)} waits and ${String(rolled)} die-decided moves in 300`);
  });
});

describe('steam-pirates/profit.embargo and profit.blockade: where a flagship harbours', () => {
  it('the Fortress at Concona embargoes Firearms; at Felle, Coal', () => {
    assert.equal(flagshipHarbour(SAMPLE_MAP, 'fortress', 'concona').embargo, 'firearms');
    assert.equal(flagshipHarbour(SAMPLE_MAP, 'fortress', 'felle').embargo, 'coal');
    assert.equal(flagshipHarbour(SAMPLE_MAP, 'fortress', 'concona').blockade, null);
  });

  it('the Dreadnought blockades her island; either closes every link into it to frigates (steam-pirates/sail.flagships)', () => {
    const harbour = flagshipHarbour(SAMPLE_MAP, 'dreadnought', 'iona');
    assert.equal(harbour.blockade, 'iona');
    assert.equal(harbour.embargo, null);
    assert.deepEqual(harbour.closedLinks, [
      ['iona', 'cirrus'],
      ['iona', 'sirocco'],
      ['iona', 'halcyon'],
    ]);
    // Treasure islands count: frigates sail through them.
    assert.ok(flagshipHarbour(SAMPLE_MAP, 'fortress', 'felle').closedLinks.some(([, to]) => to === 'gull-key'));
  });
});

describe('the wind die: rollWindDie', () => {
  it('rolls as the game does (a uniform draw of the eight points), seeded', () => {
    let random = seedRandom(5);
    let check = seedRandom(5);
    const faces = new Set<Bearing>();
    for (let roll = 0; roll < 80; roll++) {
      const face = rollWindDie(random);
      const draw = drawInt(check, 0, 7);
      assert.equal(face.value, BEARINGS[draw.value]);
      assert.deepEqual(face.random, draw.random);
      faces.add(face.value);
      random = face.random;
      check = draw.random;
    }
    assert.equal(faces.size, 8);
  });
});

describe('flagship route presets', () => {
  it('every preset is a valid move on its map', () => {
    for (const preset of FLAGSHIP_ROUTE_PRESETS) {
      const map = preset.map ?? SAMPLE_MAP;
      for (const voyage of Object.values(preset.flagships)) {
        assert.ok(map.islands.some((island) => island.id === voyage.at && island.kind === 'city'), `${preset.name}: ${voyage.at}`);
        assert.ok(map.islands.some((island) => island.id === voyage.destination && island.kind === 'city'), `${preset.name}: ${voyage.destination}`);
      }
      const { at, destination } = preset.flagships[preset.ship];
      assert.doesNotThrow(() => routeSteps(map, at, destination, { wind: preset.wind, rolls: [...(preset.rolls ?? [])], graph: preset.graph ?? 'city', ...(preset.steps === undefined ? {} : { steps: preset.steps }) }), preset.name);
    }
  });

  const routeOf = (name: string, wind?: Bearing): RouteExplanation => {
    const preset = FLAGSHIP_ROUTE_PRESETS.find((candidate) => candidate.name === name);
    if (preset === undefined) throw new Error(name);
    const { at, destination } = preset.flagships[preset.ship];
    return routeSteps(preset.map ?? SAMPLE_MAP, at, destination, { wind: wind ?? preset.wind, rolls: [...(preset.rolls ?? [])], graph: preset.graph ?? 'city', ...(preset.steps === undefined ? {} : { steps: preset.steps }) });
  };

  it('the Commodore lands the Fortress on Concona under every wind, and the embargo turns to Firearms', () => {
    for (const wind of BEARINGS) assert.deepEqual(routeOf('commodore', wind).islands, ['felle', 'brassport', 'concona'], wind);
    assert.equal(flagshipHarbour(SAMPLE_MAP, 'fortress', 'concona').embargo, 'firearms');
  });

  it('Wonder Boy: N, NE, NW by Sirocco; SE, S, SW by Halcyon; E and W wait for the die', () => {
    const byWind = Object.fromEntries(BEARINGS.map((wind) => {
      const route = routeOf('wonder-boy', wind);
      return [wind, route.waiting === null ? route.islands[3] : 'die'];
    }));
    assert.deepEqual(byWind, { N: 'sirocco', NE: 'sirocco', E: 'die', SE: 'halcyon', S: 'halcyon', SW: 'halcyon', W: 'die', NW: 'sirocco' });
    assert.deepEqual(routeOf('wonder-boy-south').islands, ['zephyr', 'tinguard', 'nimbus', 'halcyon', 'iona']);
    assert.deepEqual(routeOf('wonder-boy-west').rolls, ['E', 'N']);
    assert.equal(routeOf('roll-tie').waiting?.at, 'nimbus');
  });

  it('the treasure shortcut: 3 links by city islands, 2 passing the Sandbar', () => {
    const city = routeOf('treasure-shortcut');
    assert.deepEqual(city.islands, ['anvil', 'crag', 'dunmore', 'beacon']);
    const all = routeSteps(SHOALS_MAP, 'anvil', 'beacon', { wind: 'N', graph: 'all' });
    assert.deepEqual(all.islands, ['anvil', 'sandbar', 'beacon']);
  });
});
