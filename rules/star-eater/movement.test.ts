import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DIRS,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  applyThrust,
  boardHexes,
  hexAt,
  hexKey,
  hullHexes,
  onBoard,
  resolveMomentum,
  mountPose,
  rotateOffset,
  sectionHex,
  type Dir,
  type MomentumMat,
  type Pose,
  type ShipInMotion,
  type ThrustSetting,
} from './index.ts';

const N = 0, NE = 1, SE = 2, S = 3;

function ship(id: string, pose: Pose, linear: Dir[], rotational: MomentumMat['rotational'] = []): ShipInMotion {
  return { id, pose, mat: { linear, rotational }, hull: SAMPLE_HULL };
}

/** Mid-board, column 6 row 8: hex (6, 5). */
const MIDDLE = hexAt(6, 8);

describe('the sample board and hull', () => {
  it('lays 13 columns of 17 hexes, the odd columns half a hex lower', () => {
    const hexes = boardHexes(SAMPLE_BOARD);
    assert.equal(hexes.length, 13 * 17);
    assert.equal(new Set(hexes.map(hexKey)).size, hexes.length);
    assert.ok(hexes.every((hex) => onBoard(SAMPLE_BOARD, hex)));
    assert.deepEqual(hexAt(1, 0), { q: 1, r: 0 });
    assert.deepEqual(hexAt(2, 0), { q: 2, r: -1 });
    assert.equal(onBoard(SAMPLE_BOARD, { q: 13, r: 0 }), false);
    assert.equal(onBoard(SAMPLE_BOARD, { q: 0, r: -1 }), false);
  });

  it('turns the hull with its facing, an arrowhead along it', () => {
    assert.deepEqual(rotateOffset({ q: 0, r: -1 }, 1), { q: 1, r: -1 });
    assert.deepEqual(rotateOffset({ q: 0, r: -1 }, 3), { q: 0, r: 1 });
    const facingSouth = Object.fromEntries(hullHexes(SAMPLE_HULL, { at: { q: 0, r: 0 }, facing: S }).map(({ section, hex }) => [section, hex]));
    assert.deepEqual(facingSouth, { bow: { q: 0, r: 1 }, port: { q: 1, r: 0 }, core: { q: 0, r: 0 }, starboard: { q: -1, r: 1 }, stern: { q: 0, r: -1 } });
  });
});

describe('the sample hull\'s mounts', () => {
  it('fires the main ahead from the bow and each broadside one side off the bow, turning with the ship', () => {
    const pose = { at: MIDDLE, facing: NE as Dir };
    assert.deepEqual(mountPose(SAMPLE_HULL, pose, SAMPLE_HULL.mounts.main), { at: { q: 7, r: 4 }, facing: NE });
    assert.deepEqual(mountPose(SAMPLE_HULL, pose, SAMPLE_HULL.mounts.port).facing, N);
    assert.deepEqual(mountPose(SAMPLE_HULL, pose, SAMPLE_HULL.mounts.starboard).facing, SE);
    assert.deepEqual(sectionHex(SAMPLE_HULL, pose, 'stern'), { q: 5, r: 6 });
  });
});

describe('star-eater/momentum.move', () => {
  it('moves by the linear tokens in the order placed, then turns by the rotations', () => {
    const result = resolveMomentum(SAMPLE_BOARD, [ship('lamais', { at: MIDDLE, facing: N }, [N, NE], ['cw'])]);
    assert.deepEqual(
      result.steps.map((step) => step.moves.map((move) => [move.token, move.after])),
      [[[N, { at: { q: 6, r: 4 }, facing: N }]], [[NE, { at: { q: 7, r: 3 }, facing: N }]], [['cw', { at: { q: 7, r: 3 }, facing: NE }]]],
    );
    assert.deepEqual(result.ships[0]?.pose, { at: { q: 7, r: 3 }, facing: NE });
    assert.deepEqual(result.ships[0].mat, { linear: [N, NE], rotational: ['cw'] }, 'the tokens stay on the mat');
  });

  it('moves both ships in lock-step, the one with fewer tokens stopping early', () => {
    const result = resolveMomentum(SAMPLE_BOARD, [
      ship('lamais', { at: hexAt(3, 12), facing: N }, [N, N, N]),
      ship('fpa', { at: hexAt(9, 4), facing: S }, [S]),
    ]);
    assert.deepEqual(
      result.steps.map((step) => step.moves.map((move) => move.ship)),
      [['lamais', 'fpa'], ['lamais'], ['lamais']],
    );
  });

  it('does nothing with an empty mat', () => {
    const result = resolveMomentum(SAMPLE_BOARD, [ship('lamais', { at: MIDDLE, facing: N }, [])]);
    assert.deepEqual(result.steps, []);
    assert.deepEqual(result.ships[0]?.pose, { at: MIDDLE, facing: N });
  });
});

describe('star-eater/collision.edge', () => {
  it('takes the token off, damages each section off the board, undoes the step and plays on', () => {
    const top = hexAt(6, 1);
    const result = resolveMomentum(SAMPLE_BOARD, [ship('lamais', { at: top, facing: N }, [N, SE])]);
    const [first, second] = result.steps;
    assert.equal(first?.moves[0]?.collision, 'edge');
    assert.deepEqual(first.moves[0].after, { at: top, facing: N });
    assert.deepEqual(
      first.hits.map((hit) => [hit.section, hit.damage, hit.by]),
      [
        ['bow', 1, null],
        ['port', 1, null],
        ['starboard', 1, null],
      ],
    );
    assert.equal(second?.moves[0]?.collision, null);
    assert.deepEqual(result.ships[0]?.mat, { linear: [SE], rotational: [] });
    assert.deepEqual(result.ships[0].pose.at, { q: 7, r: -2 });
  });

  it('undoes a turn that swings the hull off the board', () => {
    // On the top row of an odd column only the hex to the N is off the board: facing SE the hull
    // fits, and turning anticlockwise to NE swings the port section there.
    const result = resolveMomentum(SAMPLE_BOARD, [ship('lamais', { at: hexAt(5, 0), facing: SE }, [], ['ccw', 'ccw'])]);
    assert.deepEqual(
      result.steps.map((step) => [step.moves[0]?.collision, step.hits.map((hit) => hit.section)]),
      [
        ['edge', ['port']],
        ['edge', ['port']],
      ],
    );
    assert.deepEqual(result.ships[0]?.mat.rotational, []);
    assert.deepEqual(result.ships[0].pose, { at: hexAt(5, 0), facing: SE });
  });
});

describe('star-eater/collision.warship', () => {
  // Bow to bow, one hex apart: Lamais facing N below, FPA facing S above.
  const lamais = (linear: Dir[]): ShipInMotion => ship('lamais', { at: MIDDLE, facing: N }, linear);
  const fpa = (linear: Dir[]): ShipInMotion => ship('fpa', { at: { q: 6, r: 2 }, facing: S }, linear);

  it('sends both ships back when both moved, each losing its token and damaging the other at the overlap', () => {
    const result = resolveMomentum(SAMPLE_BOARD, [lamais([N]), fpa([S])]);
    const step = result.steps[0];
    assert.deepEqual(step?.moves.map((move) => move.collision), ['warship', 'warship']);
    const damaged = (target: string): string[] => step.hits.filter((hit) => hit.ship === target).map((hit) => hit.section).sort();
    assert.deepEqual(damaged('fpa'), ['bow', 'core', 'port', 'starboard']);
    assert.deepEqual(damaged('lamais'), ['bow', 'core', 'port', 'starboard']);
    assert.deepEqual(result.ships.map((moved) => moved.mat.linear), [[], []]);
    assert.deepEqual(result.ships.map((moved) => moved.pose), [lamais([]).pose, fpa([]).pose]);
  });

  it('lets only the ship still moving lose a token and deal damage', () => {
    const result = resolveMomentum(SAMPLE_BOARD, [lamais([N, N]), fpa([])]);
    assert.equal(result.steps.length, 2);
    const hits = result.steps.flatMap((step) => step.hits);
    assert.deepEqual(
      hits.map((hit) => [hit.ship, hit.section, hit.by]),
      [
        ['fpa', 'bow', 'lamais'],
        ['fpa', 'bow', 'lamais'],
      ],
    );
    assert.deepEqual(result.ships[0]?.mat.linear, []);
  });
});

describe('star-eater/collision.token', () => {
  it('destroys the small tokens a hull runs over, weapons damaging that section, and undoes the step', () => {
    const result = resolveMomentum(
      SAMPLE_BOARD,
      [ship('lamais', { at: MIDDLE, facing: N }, [N, N])],
      [
        { id: 'projectile-1', at: { q: 6, r: 3 }, damage: 2 },
        { id: 'squadron-2', at: { q: 7, r: 2 }, damage: 0 },
        { id: 'torpedo-1', at: { q: 0, r: 10 }, damage: 3 },
      ],
    );
    assert.deepEqual(result.steps.map((step) => step.destroyed), [['projectile-1'], []]);
    assert.deepEqual(
      result.steps.flatMap((step) => step.hits).map((hit) => [hit.section, hit.damage, hit.by]),
      [['bow', 2, 'projectile-1']],
    );
    assert.deepEqual(result.steps.map((step) => step.moves[0]?.collision), ['token', null]);
    assert.deepEqual(result.ships[0]?.pose.at, { q: 6, r: 4 }, 'one step forward of the two: the first was undone');
    assert.deepEqual(result.ships[0].mat.linear, [N, N], 'running over a token costs no momentum');
    assert.deepEqual(result.tokens.map((token) => token.id), ['squadron-2', 'torpedo-1']);
  });
});

describe('momentum phase properties', () => {
  const SETTINGS: readonly ThrustSetting[] = [...DIRS, 'double', 'cw', 'ccw', 'none'];
  const matArbitrary = fc.array(fc.constantFrom(...SETTINGS), { maxLength: 12 }).map((settings) => {
    let mat: MomentumMat = { linear: [], rotational: [] };
    for (const setting of settings) mat = applyThrust(mat, setting, N).mat;
    return mat;
  });
  const poseArbitrary = fc.record({
    column: fc.integer({ min: 0, max: SAMPLE_BOARD.columns - 1 }),
    row: fc.integer({ min: 0, max: SAMPLE_BOARD.rows - 1 }),
    facing: fc.constantFrom<Dir>(...DIRS),
  });
  const hexesOf = (moved: ShipInMotion): string[] => hullHexes(moved.hull, moved.pose).map(({ hex }) => hexKey(hex));
  const fits = (ships: ShipInMotion[]): boolean => {
    const all = ships.flatMap(hexesOf);
    return ships.every((moved) => hullHexes(moved.hull, moved.pose).every(({ hex }) => onBoard(SAMPLE_BOARD, hex))) && new Set(all).size === all.length;
  };
  const twoShips = fc
    .tuple(poseArbitrary, matArbitrary, poseArbitrary, matArbitrary)
    .map(([a, matA, b, matB]) => [
      { id: 'lamais', pose: { at: hexAt(a.column, a.row), facing: a.facing }, mat: matA, hull: SAMPLE_HULL },
      { id: 'fpa', pose: { at: hexAt(b.column, b.row), facing: b.facing }, mat: matB, hull: SAMPLE_HULL },
    ])
    .filter(fits);

  it('keeps both ships on the board and apart after every step, loses only tokens that collided, and changes no input', () => {
    fc.assert(
      fc.property(twoShips, (ships) => {
        const before = structuredClone(ships);
        const result = resolveMomentum(SAMPLE_BOARD, ships);
        assert.deepEqual(ships, before);
        const poses = ships.map((moved) => moved.pose);
        for (const step of result.steps) {
          for (const move of step.moves) poses[move.ship === 'lamais' ? 0 : 1] = move.after;
          assert.ok(fits(ships.map((moved, index) => ({ ...moved, pose: poses[index] ?? moved.pose }))));
        }
        const collisions = result.steps.flatMap((step) => step.moves).filter((move) => move.collision === 'edge' || move.collision === 'warship').length;
        const tokens = (list: ShipInMotion[]): number => list.reduce((sum, moved) => sum + moved.mat.linear.length + moved.mat.rotational.length, 0);
        assert.equal(tokens(ships) - tokens(result.ships), collisions);
        assert.equal(result.steps.length, Math.max(0, ...ships.map((moved) => moved.mat.linear.length + moved.mat.rotational.length)));
      }),
      { numRuns: 300 },
    );
  });
});
