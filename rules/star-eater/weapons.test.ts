import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DIRS, RULE, SAMPLE_BOARD, fireLaser, hexAt, hexDistance, hexKey, moveProjectiles, stepHex, type Dir, type Hex, type HullHex, type Projectile } from './index.ts';

const N = 0, S = 3, SE = 2;
const MIDDLE = hexAt(6, 10);
const at = (q: number, r: number): Hex => ({ q: MIDDLE.q + q, r: MIDDLE.r + r });
const hull = (section: string, hex: Hex, ship = 'fpa'): HullHex => ({ ship, section, hex });
const projectile = (id: string, start: Hex, dir: Dir, speed = 3, damage = 2): Projectile => ({ id, owner: 'lamais', at: start, dir, speed, damage });

describe('star-eater/laser.beam', () => {
  it('burns through small tokens, losing one damage for each, and stops at the first hull', () => {
    const shot = fireLaser(SAMPLE_BOARD, MIDDLE, N, { damage: 3, range: 6 }, [hull('bow', at(0, -4)), hull('core', at(0, -5))], [
      { id: 'squadron-1', at: at(0, -1), damage: 0 },
      { id: 'torpedo-2', at: at(0, -3), damage: 3 },
      { id: 'beside', at: at(1, -3), damage: 0 },
    ]);
    assert.deepEqual(shot.destroyed, ['squadron-1', 'torpedo-2']);
    assert.equal(shot.hit?.section, 'bow');
    assert.equal(shot.damage, 1, 'the rulebook example: damage 3 through two tokens deals 1');
    assert.equal(shot.path.length, 4);
    assert.equal(shot.rule, RULE.laserBeam);
  });

  it('reaches its range and no farther, nor past the board', () => {
    assert.equal(fireLaser(SAMPLE_BOARD, MIDDLE, N, { damage: 3, range: 3 }, [hull('bow', at(0, -4))], []).hit, null);
    assert.equal(fireLaser(SAMPLE_BOARD, hexAt(6, 1), N, { damage: 3, range: 6 }, [], []).path.length, 1);
    const spent = fireLaser(SAMPLE_BOARD, MIDDLE, N, { damage: 1, range: 4 }, [hull('bow', at(0, -3))], [
      { id: 'a', at: at(0, -1), damage: 0 },
      { id: 'b', at: at(0, -2), damage: 0 },
    ]);
    assert.equal(spent.damage, 0, 'never below zero');
    assert.equal(spent.hit?.section, 'bow');
  });
});

describe('star-eater/projectile.flight', () => {
  it('flies its speed in a straight line, destroying squadrons and torpedoes on the way', () => {
    const phase = moveProjectiles(SAMPLE_BOARD, [projectile('p1', MIDDLE, N, 4)], [], [{ id: 'squadron-3', at: at(0, -2), damage: 0 }]);
    assert.deepEqual(phase.flights[0]?.path, [at(0, -1), at(0, -2), at(0, -3), at(0, -4)]);
    assert.deepEqual(phase.flights[0].destroyed, ['squadron-3']);
    assert.deepEqual(phase.tokens, []);
    assert.deepEqual(phase.projectiles[0]?.at, at(0, -4));
  });

  it('goes back to its owner when it leaves the board', () => {
    const phase = moveProjectiles(SAMPLE_BOARD, [projectile('p1', hexAt(6, 1), N, 4)], [], []);
    assert.equal(phase.flights[0]?.outcome, 'off-board');
    assert.deepEqual(phase.projectiles, []);
  });
});

describe('star-eater/projectile.hit', () => {
  it("strikes the first hull section it enters, its own side's included", () => {
    const own = hull('stern', at(0, -2), 'lamais');
    const phase = moveProjectiles(SAMPLE_BOARD, [projectile('p1', MIDDLE, N, 4)], [own, hull('bow', at(0, -3))], []);
    assert.equal(phase.flights[0]?.outcome, 'hit');
    assert.deepEqual(phase.flights[0].hit, own);
    assert.equal(phase.flights[0].rule, RULE.projectileHit);
  });
});

describe('star-eater/projectile.collision', () => {
  it('destroys two projectiles ending on the same hex', () => {
    const phase = moveProjectiles(SAMPLE_BOARD, [projectile('p1', at(0, 2), N, 2), projectile('p2', at(-2, 0), SE, 2)], [], []);
    assert.deepEqual(phase.collisions, [['p1', 'p2']]);
    assert.deepEqual(phase.projectiles, []);
    assert.deepEqual(phase.flights.map((flight) => flight.outcome), ['collided', 'collided']);
  });

  it('destroys two flying head-on that pass each other, though they end apart', () => {
    const phase = moveProjectiles(SAMPLE_BOARD, [projectile('p1', at(0, 2), N, 3), projectile('p2', at(0, -1), S, 3)], [], []);
    assert.deepEqual(phase.collisions, [['p1', 'p2']]);
  });

  it('lets projectiles cross at an angle, and ones flying apart, pass', () => {
    const crossing = moveProjectiles(SAMPLE_BOARD, [projectile('p1', at(0, 2), N, 4), projectile('p2', at(-2, 1), SE, 4)], [], []);
    assert.deepEqual(crossing.collisions, []);
    const apart = moveProjectiles(SAMPLE_BOARD, [projectile('p1', at(0, -1), N, 2), projectile('p2', at(0, 1), S, 2)], [], []);
    assert.deepEqual(apart.collisions, []);
  });
});

describe('projectile properties', () => {
  it('moves each projectile in a straight line no farther than its speed, and keeps only the flying ones', () => {
    const projectileArbitrary = fc.record({ column: fc.nat(12), row: fc.nat(16), dir: fc.constantFrom<Dir>(...DIRS), speed: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(fc.array(projectileArbitrary, { maxLength: 6 }), (specs) => {
        const projectiles = specs.map((spec, index) => projectile(`p${String(index)}`, hexAt(spec.column, spec.row), spec.dir, spec.speed));
        const phase = moveProjectiles(SAMPLE_BOARD, projectiles, [], []);
        phase.flights.forEach((flight, index) => {
          const start = projectiles[index];
          assert.ok(start);
          assert.ok(flight.path.length <= start.speed);
          flight.path.forEach((hex, step) => {
            assert.equal(hexKey(hex), hexKey(stepHex(start.at, start.dir, step + 1)));
          });
          if (flight.outcome === 'flying') assert.equal(hexDistance(start.at, flight.path.at(-1) ?? start.at), start.speed);
        });
        assert.equal(phase.projectiles.length, phase.flights.filter((flight) => flight.outcome === 'flying').length);
        assert.equal(phase.collisions.length * 2 >= phase.flights.filter((flight) => flight.outcome === 'collided').length, true);
      }),
    );
  });
});
