import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DIRS, RULE, SAMPLE_BOARD, flySquadron, hexAt, hexDistance, hexKey, launchHexes, stepHex, whyNoAction, whyNotLaunchAt, whyNotRecall, type Dir, type Hex } from './index.ts';

const MIDDLE = hexAt(6, 8);
const at = (q: number, r: number): Hex => ({ q: MIDDLE.q + q, r: MIDDLE.r + r });
const N = 0, NE = 1, SE = 2;
const empty = (): boolean => false;
const taken = (...hexes: Hex[]): ((hex: Hex) => boolean) => {
  const keys = new Set(hexes.map(hexKey));
  return (hex) => keys.has(hexKey(hex));
};

describe('star-eater/fighter.launch', () => {
  it('puts a squadron on an empty hex within the bay card\u2019s reach', () => {
    // The bay is a hull section: its own hex is taken.
    const bays = [at(0, 0)];
    const hull = taken(at(0, 0));
    assert.equal(launchHexes(SAMPLE_BOARD, bays, 1, hull).length, 6);
    assert.equal(launchHexes(SAMPLE_BOARD, bays, 2, hull).length, 18);
    assert.equal(launchHexes(SAMPLE_BOARD, bays, 1, taken(at(0, 0), at(0, -1), at(1, -1))).length, 4);
    assert.equal(whyNotLaunchAt(SAMPLE_BOARD, bays, 1, hull, at(0, -2))?.rule, RULE.fighterLaunch);
    assert.equal(whyNotLaunchAt(SAMPLE_BOARD, bays, 1, taken(at(0, -1)), at(0, -1))?.rule, RULE.fighterLaunch);
    assert.equal(whyNotLaunchAt(SAMPLE_BOARD, [hexAt(0, 0)], 1, empty, { q: -1, r: 0 })?.rule, RULE.fighterLaunch, 'off the board');
  });
});

describe('star-eater/fighter.move', () => {
  it('moves neighbour by neighbour, facing the last move, up to its moves', () => {
    const result = flySquadron(SAMPLE_BOARD, { at: MIDDLE, facing: N }, [at(0, -1), at(1, -2), at(2, -2)], 3, empty);
    assert.deepEqual(result, { pose: { at: at(2, -2), facing: SE } });
    assert.deepEqual(flySquadron(SAMPLE_BOARD, { at: MIDDLE, facing: SE }, [], 3, empty), { pose: { at: MIDDLE, facing: SE } }, 'it may stay put');
  });

  it('refuses a jump, a turn on the spot, an occupied hex, the edge, or one move too many', () => {
    const refused = (path: Hex[], moves = 3, occupied: (hex: Hex) => boolean = empty, start = MIDDLE): string => {
      const result = flySquadron(SAMPLE_BOARD, { at: start, facing: N }, path, moves, occupied);
      return 'problem' in result ? result.problem.rule : 'flew';
    };
    assert.equal(refused([at(0, -2)]), RULE.fighterMove);
    assert.equal(refused([MIDDLE]), RULE.fighterMove);
    assert.equal(refused([at(0, -1)], 3, taken(at(0, -1))), RULE.fighterMove);
    assert.equal(refused([at(0, -1), at(0, -2)], 1), RULE.fighterMove);
    assert.equal(refused([{ q: 6, r: -4 }], 3, empty, hexAt(6, 0)), RULE.fighterMove);
  });

  it('ends as far as its path and no farther, facing its last step', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Dir>(...DIRS), { maxLength: 4 }), (dirs) => {
        const path: Hex[] = [];
        let hex = MIDDLE;
        for (const dir of dirs) path.push((hex = stepHex(hex, dir)));
        const result = flySquadron(SAMPLE_BOARD, { at: MIDDLE, facing: NE }, path, 4, empty);
        assert.ok('pose' in result);
        assert.ok(hexDistance(MIDDLE, result.pose.at) <= dirs.length);
        assert.equal(result.pose.facing, dirs.at(-1) ?? NE);
      }),
    );
  });
});

describe('star-eater/fighter.recall', () => {
  it('recalls a squadron within the reach of a bay, and not farther', () => {
    assert.equal(whyNotRecall(at(1, 0), [MIDDLE], 1), null);
    assert.equal(whyNotRecall(at(2, 0), [MIDDLE], 1)?.rule, RULE.fighterRecall);
    assert.equal(whyNotRecall(at(2, 0), [MIDDLE], 2), null);
  });
});

describe('star-eater/fighter.action', () => {
  it('needs a munition, and an empty hex ahead for a token', () => {
    const pose = { at: MIDDLE, facing: N as Dir };
    assert.equal(whyNoAction(pose, 1, false, empty, SAMPLE_BOARD), null);
    assert.equal(whyNoAction(pose, 0, false, empty, SAMPLE_BOARD)?.rule, RULE.fighterAction);
    assert.equal(whyNoAction(pose, 1, true, taken(at(0, -1)), SAMPLE_BOARD)?.rule, RULE.fighterAction);
    assert.equal(whyNoAction({ at: hexAt(6, 0), facing: N }, 1, true, empty, SAMPLE_BOARD)?.rule, RULE.fighterAction);
  });
});
