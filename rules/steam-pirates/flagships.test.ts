import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { flagshipRoute } from './flagships.ts';
import { bearing, validateSkyMap } from './sky-map.ts';
import type { Bearing } from './compass.ts';
import type { SkyMap } from './sky-map.ts';
import { RULE } from './rule-ids.ts';
import { frozenCopy, refusal, testMap } from './test-support.ts';

/**
 * A diamond: from `a` at the bottom, `b` (NW) and `c` (NE) both lead to `d` at the top in 2
 * links. A north or south wind cannot choose between them; an east wind picks c, a west wind b.
 */
const DIAMOND = testMap({ a: [500, 500], b: [400, 300], c: [600, 300], d: [500, 100] }, ['a-b', 'a-c', 'b-d', 'c-d']);

/**
 * Two diamonds in a row: a → (b NW | c NE) → d → (e NW | f NE) → g. Two ties in one move, each
 * left standing by a north wind.
 */
const TWO_DIAMONDS = testMap(
  { a: [500, 900], b: [400, 700], c: [600, 700], d: [500, 500], e: [400, 300], f: [600, 300], g: [500, 100] },
  ['a-b', 'a-c', 'b-d', 'c-d', 'd-e', 'd-f', 'e-g', 'f-g'],
);

/** A line a — b — c — d, with a fork at b: b → c (E) or b → x (N), x leading nowhere. */
const LINE = testMap({ a: [0, 0], b: [100, 0], c: [200, 0], d: [300, 0], x: [100, -100] }, ['a-b', 'b-c', 'c-d', 'b-x']);

describe('steam-pirates/flagships.route', () => {
  it('lists the start, then every island entered, in order', () => {
    assert.deepEqual(flagshipRoute(LINE, 'a', 'd', { wind: 'N' }), { islands: ['a', 'b', 'c', 'd'], arrived: true, rolls: [] });
  });

  it('sails until arrival when no steps are given', () => {
    assert.deepEqual(flagshipRoute(LINE, 'd', 'a', { wind: 'E' }).islands, ['d', 'c', 'b', 'a']);
  });

  it('advances only `steps` islands, and says it has not arrived', () => {
    assert.deepEqual(flagshipRoute(LINE, 'a', 'd', { wind: 'N', steps: 1 }), { islands: ['a', 'b'], arrived: false, rolls: [] });
    assert.deepEqual(flagshipRoute(LINE, 'a', 'd', { wind: 'N', steps: 2 }), { islands: ['a', 'b', 'c'], arrived: false, rolls: [] });
  });

  it('stops at the destination even if steps remain', () => {
    assert.deepEqual(flagshipRoute(LINE, 'b', 'd', { wind: 'N', steps: 3 }), { islands: ['b', 'c', 'd'], arrived: true, rolls: [] });
  });

  it('from the destination itself: no move, arrived, no face', () => {
    assert.deepEqual(flagshipRoute(DIAMOND, 'd', 'd', { wind: 'N', steps: 3, rolls: ['E'] }), { islands: ['d'], arrived: true, rolls: [] });
  });

  it('takes a shortest route: every link is one step, however long it is on the board', () => {
    // a — m — d is 2 long links (about 1280 in all); a — p — q — d is 3 short ones (about 1010).
    const longLinks = testMap({ a: [0, 0], m: [500, 400], d: [1000, 0], p: [300, -50], q: [700, -50] }, ['a-m', 'm-d', 'a-p', 'p-q', 'q-d']);
    assert.deepEqual(flagshipRoute(longLinks, 'a', 'd', { wind: 'E' }).islands, ['a', 'm', 'd']);
  });

  it('goes to the only neighbour one link closer, against the wind and with no face', () => {
    // At b the fork to x leads away; c is the only candidate, even with the wind pointing at x.
    assert.deepEqual(flagshipRoute(LINE, 'a', 'd', { wind: 'N', rolls: [] }), { islands: ['a', 'b', 'c', 'd'], arrived: true, rolls: [] });
    assert.deepEqual(flagshipRoute(LINE, 'a', 'd', { wind: 'W' }).islands, ['a', 'b', 'c', 'd']);
  });

  it('follows a link both ways: [a, b] also takes a ship from b to a', () => {
    const oneLink = testMap({ a: [0, 0], b: [100, 0] }, ['a-b']);
    assert.deepEqual(flagshipRoute(oneLink, 'b', 'a', { wind: 'N' }).islands, ['b', 'a']);
    assert.deepEqual(flagshipRoute(oneLink, 'a', 'b', { wind: 'N' }).islands, ['a', 'b']);
  });

  describe('the city graph: a flagship neither enters nor passes a treasure island', () => {
    // a — t — d is 2 links through the treasure island t; a — b — c — d is 3 links of cities.
    const shortcut = testMap({ a: [0, 0], t: [100, 100], d: [200, 0], b: [0, -100], c: [200, -100] }, ['a-t', 't-d', 'a-b', 'b-c', 'c-d'], ['t']);

    it('by default (the city graph) it goes round the treasure island', () => {
      assert.deepEqual(flagshipRoute(shortcut, 'a', 'd', { wind: 'SE' }).islands, ['a', 'b', 'c', 'd']);
      assert.deepEqual(flagshipRoute(shortcut, 'a', 'd', { wind: 'SE', graph: 'city' }).islands, ['a', 'b', 'c', 'd']);
    });

    it("with graph 'all' it may pass one", () => {
      assert.deepEqual(flagshipRoute(shortcut, 'a', 'd', { wind: 'SE', graph: 'all' }).islands, ['a', 't', 'd']);
    });

    it("a treasure island as start or destination is unreachable on the city graph, but not on 'all'", () => {
      assert.throws(() => flagshipRoute(shortcut, 't', 'd', { wind: 'N' }), refusal(RULE.route, 'from', /treasure island/));
      assert.throws(() => flagshipRoute(shortcut, 'a', 't', { wind: 'N' }), refusal(RULE.route, 'destination', /treasure island/));
      assert.throws(() => flagshipRoute(shortcut, 't', 't', { wind: 'N' }), refusal(RULE.route, 'from', /treasure island/));
      assert.deepEqual(flagshipRoute(shortcut, 'a', 't', { wind: 'N', graph: 'all' }).islands, ['a', 't']);
    });
  });

  describe('refuses bad input, naming the field', () => {
    it('an island that is not on the map', () => {
      assert.throws(() => flagshipRoute(LINE, 'z', 'd', { wind: 'N' }), refusal(RULE.route, 'from', /"z", which is no island/));
      assert.throws(() => flagshipRoute(LINE, 'a', 'z', { wind: 'N' }), refusal(RULE.route, 'destination', /"z"/));
      assert.throws(() => flagshipRoute(LINE, 'a', 'z', { wind: 'N', steps: 1 }), refusal(RULE.route, 'destination'));
    });

    for (const steps of [0, -1, 4, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      it(`steps ${String(steps)}: not a whole number from 1 to 3`, () => {
        assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: 'N', steps }), refusal(RULE.route, 'options.steps', /whole number from 1 to 3 \(no rule moves a flagship further\)/));
      });
    }

    it('steps given as text', () => {
      assert.throws(() => flagshipRoute(LINE, 'a', 'd', JSON.parse('{"wind":"N","steps":"2"}') as { wind: Bearing }), refusal(RULE.route, 'options.steps'));
    });

    it('a wind that is not a compass point', () => {
      for (const wind of ['NNE', 'north', '', undefined]) {
        assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: wind as Bearing }), refusal(RULE.route, 'options.wind', /N, NE, E, SE, S, SW, W, NW/));
      }
    });

    it('a face that is not a compass point, even one that would never be rolled', () => {
      assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: 'N', rolls: ['E', 'up' as Bearing] }), refusal(RULE.route, 'options.rolls[1]'));
      assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: 'N', rolls: 'E' as unknown as Bearing[] }), refusal(RULE.route, 'options.rolls', /a list/));
    });

    it('a graph that is neither city nor all, and an option we do not know', () => {
      assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: 'N', graph: 'sea' as 'city' }), refusal(RULE.route, 'options.graph', /city, all/));
      assert.throws(() => flagshipRoute(LINE, 'a', 'd', { wind: 'N', step: 2 } as { wind: Bearing }), refusal(RULE.route, 'options.step', /not a field we know/));
    });

    it('a bad map, under the map rule', () => {
      const broken: SkyMap = { islands: LINE.islands, links: [...LINE.links, ['a', 'a']] };
      assert.throws(() => flagshipRoute(broken, 'a', 'd', { wind: 'N' }), refusal(RULE.mapData, 'links[4]'));
    });
  });

  it('never changes its inputs', () => {
    const map = frozenCopy(TWO_DIAMONDS);
    const options = frozenCopy<{ wind: Bearing; steps: number; rolls: Bearing[]; graph: 'city' }>({ wind: 'N', steps: 3, rolls: ['N', 'E', 'W'], graph: 'city' });
    const route = flagshipRoute(map, 'a', 'g', options);
    assert.deepEqual(route, { islands: ['a', 'c', 'd', 'e'], arrived: false, rolls: ['N', 'E', 'W'] });
    assert.deepEqual(map, TWO_DIAMONDS);
    assert.deepEqual(options, { wind: 'N', steps: 3, rolls: ['N', 'E', 'W'], graph: 'city' });
  });
});

describe('steam-pirates/flagships.wind-tie', () => {
  it('the candidate whose link points closest to the wind arrow wins, and no face is taken', () => {
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'E', rolls: ['W'] }), { islands: ['a', 'c', 'd'], arrived: true, rolls: [] });
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'W', rolls: ['E'] }), { islands: ['a', 'b', 'd'], arrived: true, rolls: [] });
    // NE points straight along a → c (0°) rather than a → b (90°).
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'NE' }).islands, ['a', 'c', 'd']);
    // SE: 90° from a → c (NE) and 180° from a → b (NW). The closer one wins even against the wind.
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'SE' }).islands, ['a', 'c', 'd']);
  });

  it('compares compass points, never raw directions', () => {
    // From a, b lies 40° west of north (NW) and c 30° east of north (NE): by raw direction c is
    // nearer a north wind, but both points are 45° from N, so it is a tie the die must break.
    const skewed = testMap(
      { a: [500, 500], b: [500 - 200 * Math.sin(Math.PI * 40 / 180), 500 - 200 * Math.cos(Math.PI * 40 / 180)], c: [500 + 200 * Math.sin(Math.PI / 6), 500 - 200 * Math.cos(Math.PI / 6)], d: [500, 100] },
      ['a-b', 'a-c', 'b-d', 'c-d'],
    );
    assert.throws(() => flagshipRoute(skewed, 'a', 'd', { wind: 'N' }), refusal(RULE.rollTie));
    assert.deepEqual(flagshipRoute(skewed, 'a', 'd', { wind: 'N', rolls: ['W'] }), { islands: ['a', 'b', 'd'], arrived: true, rolls: ['W'] });
  });

  it('the arrow does not change after a roll: the next tie is broken by the same wind', () => {
    // A tie at a (b NW, c NE) under a N wind, broken by an E face; then at d (e W, f N):
    // the N wind still points at f, so f wins with no face, though the last face was E.
    const map = testMap({ a: [500, 900], b: [400, 700], c: [600, 700], d: [500, 500], e: [300, 500], f: [500, 300], g: [300, 300] }, ['a-b', 'a-c', 'b-d', 'c-d', 'd-e', 'd-f', 'e-g', 'f-g']);
    assert.deepEqual(flagshipRoute(map, 'a', 'g', { wind: 'N', rolls: ['E', 'E'] }), { islands: ['a', 'c', 'd', 'f', 'g'], arrived: true, rolls: ['E'] });
  });
});

describe('steam-pirates/flagships.roll-tie', () => {
  it('a tie the wind leaves takes the next face: the candidate nearest the face wins', () => {
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'N', rolls: ['E'] }), { islands: ['a', 'c', 'd'], arrived: true, rolls: ['E'] });
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'N', rolls: ['SW'] }), { islands: ['a', 'b', 'd'], arrived: true, rolls: ['SW'] });
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'S', rolls: ['NE'] }), { islands: ['a', 'c', 'd'], arrived: true, rolls: ['NE'] });
  });

  it('a face that leaves the tie standing is spent and listed, and the next face is rolled', () => {
    // N and S are both 45°/135° from NW and NE alike: the tie stands until W.
    assert.deepEqual(flagshipRoute(DIAMOND, 'a', 'd', { wind: 'N', rolls: ['N', 'S', 'W', 'E'] }), { islands: ['a', 'b', 'd'], arrived: true, rolls: ['N', 'S', 'W'] });
  });

  it('takes faces from one queue for the whole move, only while a tie remains', () => {
    assert.deepEqual(flagshipRoute(TWO_DIAMONDS, 'a', 'g', { wind: 'N', rolls: ['W', 'S', 'E', 'NW'] }), { islands: ['a', 'b', 'd', 'f', 'g'], arrived: true, rolls: ['W', 'S', 'E'] });
  });

  it('a tie after the last step takes no face and throws nothing', () => {
    // Two steps reach d; the tie at d (e or f) would come next and is never met.
    assert.deepEqual(flagshipRoute(TWO_DIAMONDS, 'a', 'g', { wind: 'N', steps: 2, rolls: ['E', 'W'] }), { islands: ['a', 'c', 'd'], arrived: false, rolls: ['E'] });
    assert.deepEqual(flagshipRoute(TWO_DIAMONDS, 'd', 'g', { wind: 'E', steps: 1 }), { islands: ['d', 'f'], arrived: false, rolls: [] });
    assert.deepEqual(flagshipRoute(TWO_DIAMONDS, 'a', 'g', { wind: 'E', steps: 2 }), { islands: ['a', 'c', 'd'], arrived: false, rolls: [] });
    assert.deepEqual(flagshipRoute(TWO_DIAMONDS, 'a', 'g', { wind: 'N', steps: 2, rolls: ['E'] }).rolls, ['E']);
  });

  it('refuses a tie that needs a face when the rolls are used up, naming where and what tied', () => {
    assert.throws(() => flagshipRoute(DIAMOND, 'a', 'd', { wind: 'N' }), refusal(RULE.rollTie, 'options.rolls', /At a, b and c are equally short/));
    assert.throws(() => flagshipRoute(DIAMOND, 'a', 'd', { wind: 'N', rolls: ['N', 'S'] }), (error: unknown) => {
      assert.ok(refusal(RULE.rollTie, 'options.rolls', /2 used/)(error));
      assert.deepEqual((error as { params: unknown }).params, { island: 'a', tied: ['b', 'c'], wind: 'N', facesUsed: 2 });
      return true;
    });
    // The second tie of the move runs out.
    assert.throws(() => flagshipRoute(TWO_DIAMONDS, 'a', 'g', { wind: 'N', rolls: ['E'] }), refusal(RULE.rollTie, 'options.rolls', /At d/));
  });
});

/**
 * A routing sketch the pinned SkyMap type allows but no game could be played on: cities with no
 * good or cost, an island no link reaches (lonely), and a city (far) reached only through a
 * treasure island (t).
 */
const SKETCH: SkyMap = {
  islands: [
    { id: 'a', kind: 'city', x: 0, y: 0 },
    { id: 'b', kind: 'city', x: 100, y: 0 },
    { id: 't', kind: 'treasure', x: 200, y: 0 },
    { id: 'far', kind: 'city', x: 300, y: 0, good: 'rum' },
    { id: 'lonely', kind: 'city', x: 0, y: 300 },
  ],
  links: [['a', 'b'], ['b', 't'], ['t', 'far']],
};

describe('steam-pirates/flagships.route on any map of the SkyMap type', () => {
  it('routes over a sketch with cities missing their good and cost, an unlinked island, and a city behind a treasure island', () => {
    assert.throws(() => validateSkyMap(SKETCH), refusal(RULE.mapData), 'not a map a game can be played on');
    assert.deepEqual(flagshipRoute(SKETCH, 'a', 'b', { wind: 'N' }), { islands: ['a', 'b'], arrived: true, rolls: [] });
    assert.deepEqual(flagshipRoute(SKETCH, 'a', 'far', { wind: 'N', graph: 'all' }).islands, ['a', 'b', 't', 'far']);
    assert.equal(bearing(SKETCH, 'a', 'lonely'), 'S', 'linked or not');
  });

  it('refuses only the route that does not exist, naming the destination', () => {
    assert.throws(() => flagshipRoute(SKETCH, 'a', 'lonely', { wind: 'N' }), refusal(RULE.route, 'destination', /cannot be reached/));
    assert.throws(() => flagshipRoute(SKETCH, 'a', 'far', { wind: 'N' }), refusal(RULE.route, 'destination', /cannot be reached/), 'flagships pass no treasure island');
  });

  it('still refuses what routing cannot read: a link to no island, two links on one bearing, a bad good', () => {
    assert.throws(() => flagshipRoute({ ...SKETCH, links: [['a', 'nowhere']] }, 'a', 'b', { wind: 'N' }), refusal(RULE.mapData, 'links[0][1]'));
    const clash: SkyMap = { islands: [...SKETCH.islands, { id: 'c', kind: 'city', x: 200, y: 1 }], links: [['a', 'b'], ['a', 'c']] };
    assert.throws(() => flagshipRoute(clash, 'a', 'b', { wind: 'N' }), refusal(RULE.mapData, 'links[1]'));
    const badGood = { ...SKETCH, islands: [{ id: 'a', kind: 'city', x: 0, y: 0, good: 'tea' }, { id: 'b', kind: 'city', x: 1, y: 0 }] } as unknown as SkyMap;
    assert.throws(() => bearing(badGood, 'a', 'b'), refusal(RULE.mapData, 'islands[0].good'));
  });
});
