import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BEARINGS, angleBetween, bearingOfVector, type Bearing } from './compass.ts';
import { bearing } from './sky-map.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { RULE } from './rule-ids.ts';
import { refusal, testMap } from './test-support.ts';

/** Where each compass point lies from (500, 500), 100 away along the axes (y grows south). */
const AROUND: Record<Bearing, readonly [number, number]> = {
  N: [500, 400],
  NE: [600, 400],
  E: [600, 500],
  SE: [600, 600],
  S: [500, 600],
  SW: [400, 600],
  W: [400, 500],
  NW: [400, 400],
};

/** A centre island `o` with one island on each compass point, none of them linked to each other. */
const STAR = testMap({ o: [500, 500], ...AROUND }, BEARINGS.map((point) => `o-${point}`));

/** The angle of a compass point clockwise from north, in radians. */
function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

describe('steam-pirates/map.compass', () => {
  it('N is up the screen: (0, −1), because y grows south', () => {
    assert.equal(bearingOfVector(0, -1), 'N');
    assert.equal(bearingOfVector(0, 1), 'S');
    assert.equal(bearingOfVector(1, 0), 'E');
    assert.equal(bearingOfVector(-1, 0), 'W');
  });

  for (const point of BEARINGS) {
    it(`an island due ${point} of another is at bearing ${point}, and the way back is the opposite point`, () => {
      assert.equal(bearing(STAR, 'o', point), point);
      const opposite = BEARINGS[(BEARINGS.indexOf(point) + 4) % 8];
      assert.equal(bearing(STAR, point, 'o'), opposite);
    });
  }

  it('works for islands that are not linked', () => {
    // N and S of the star share no link: the bearing is still read from their places.
    assert.equal(bearing(STAR, 'S', 'N'), 'N');
    assert.equal(bearing(STAR, 'W', 'NE'), 'NE');
    assert.equal(bearing(STAR, 'SW', 'E'), 'NE');
    assert.equal(bearing(SAMPLE_MAP, 'haven', 'erindelle'), 'E');
  });

  it('takes the nearest point: 20° east of north is N, 25° is NE', () => {
    assert.equal(bearingOfVector(Math.sin(radians(20)), -Math.cos(radians(20))), 'N');
    assert.equal(bearingOfVector(Math.sin(radians(25)), -Math.cos(radians(25))), 'NE');
    assert.equal(bearingOfVector(-Math.sin(radians(20)), -Math.cos(radians(20))), 'N');
    assert.equal(bearingOfVector(-Math.sin(radians(25)), -Math.cos(radians(25))), 'NW');
  });

  for (const [index, point] of BEARINGS.entries()) {
    const next = BEARINGS[(index + 1) % 8] ?? 'N';
    it(`exactly half-way between ${point} and ${next} goes clockwise, to ${next}`, () => {
      const angle = radians(22.5 + 45 * index);
      const halfWay = testMap({ a: [500, 500], b: [500 + 300 * Math.sin(angle), 500 - 300 * Math.cos(angle)] }, ['a-b']);
      assert.equal(bearing(halfWay, 'a', 'b'), next);
      assert.equal(bearingOfVector(Math.sin(angle), -Math.cos(angle)), next);
    });
  }

  it('a hair off half-way is not half-way: 2378 east by 5741 north (22.4999995°) is N, by 5740 north NE', () => {
    // 22.4999995°: the closest any two whole-number places up to 10 000 apart come to the N/NE line.
    assert.equal(bearingOfVector(2378, -5741), 'N');
    assert.equal(bearingOfVector(2378, -5740), 'NE');
  });

  it('measures angles between compass points: 0, 45, 90, 135 or 180 degrees, either way round', () => {
    assert.equal(angleBetween('N', 'N'), 0);
    assert.equal(angleBetween('N', 'NE'), 45);
    assert.equal(angleBetween('NW', 'NE'), 90);
    assert.equal(angleBetween('NE', 'NW'), 90);
    assert.equal(angleBetween('W', 'NE'), 135);
    assert.equal(angleBetween('S', 'N'), 180);
    for (const a of BEARINGS) for (const b of BEARINGS) assert.equal(angleBetween(a, b), angleBetween(b, a));
  });

  it('refuses an island that is not on the map, naming from or to', () => {
    assert.throws(() => bearing(STAR, 'x', 'N'), refusal(RULE.compass, 'from', /"x"/));
    assert.throws(() => bearing(STAR, 'N', 'x'), refusal(RULE.compass, 'to', /"x"/));
  });

  it('refuses the bearing from an island to itself', () => {
    assert.throws(() => bearing(STAR, 'N', 'N'), refusal(RULE.compass, 'to', /no bearing to itself/));
  });

  it('checks the map first', () => {
    const broken = testMap({ a: [0, 0], b: [10, 0] }, ['a-c']);
    assert.throws(() => bearing(broken, 'a', 'b'), refusal(RULE.mapData, 'links[0][1]'));
  });
});
