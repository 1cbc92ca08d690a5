import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleViolation } from '../engine/index.ts';
import { DIRS, LINEAR_LIMIT, RULE, ROTATIONAL_LIMIT, applyThrust, explainThrust, opposite, type Dir, type MomentumMat, type ThrustSetting } from './index.ts';

const N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5;

const SETTINGS: readonly ThrustSetting[] = [...DIRS, 'double', 'cw', 'ccw', 'none'];
const settingArbitrary = fc.constantFrom(...SETTINGS);
const dirArbitrary = fc.constantFrom<Dir>(...DIRS);

function mat(linear: Dir[], rotational: MomentumMat['rotational'] = []): MomentumMat {
  return { linear, rotational };
}

function violationOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isRuleViolation(error)) return error.rule;
    throw error;
  }
  return 'no violation';
}

/** The mats a warship can reach from an empty one, a thrust a round. */
const reachableMatArbitrary = fc.tuple(fc.array(settingArbitrary, { maxLength: 30 }), dirArbitrary).map(([settings, facing]) => {
  let current = mat([]);
  for (const setting of settings) current = applyThrust(current, setting, facing).mat;
  return current;
});

describe('star-eater/momentum.engine', () => {
  it('adds a token in the board direction of a linear thrust, whatever the facing', () => {
    assert.deepEqual(applyThrust(mat([]), NE, S), { mat: mat([NE]), effects: ['added'] });
    assert.deepEqual(applyThrust(mat([N]), NE, SW), { mat: mat([N, NE]), effects: ['added'] });
  });

  it('makes the double thrust two thrusts along the facing, each with its own effect', () => {
    assert.deepEqual(applyThrust(mat([]), 'double', SE), { mat: mat([SE, SE]), effects: ['added', 'added'] });
    // The first cancels the NW token, the second adds one.
    assert.deepEqual(applyThrust(mat([NW]), 'double', SE), { mat: mat([SE]), effects: ['cancelled', 'added'] });
    // Three tokens: the first thrust fills the mat, the second is ignored.
    assert.deepEqual(applyThrust(mat([N, N, N]), 'double', N).effects, ['added', 'ignored']);
  });

  it('adds rotations, and changes nothing with no thrust', () => {
    assert.deepEqual(applyThrust(mat([N], ['cw']), 'cw', N), { mat: mat([N], ['cw', 'cw']), effects: ['added'] });
    assert.deepEqual(applyThrust(mat([N, NE], ['ccw']), 'none', SW), { mat: mat([N, NE], ['ccw']), effects: [] });
  });

  it('refuses a setting, facing or mat that cannot be', () => {
    assert.equal(violationOf(() => applyThrust(mat([]), 6 as Dir, N)), RULE.momentumEngine);
    assert.equal(violationOf(() => applyThrust(mat([]), 'left' as ThrustSetting, N)), RULE.momentumEngine);
    assert.equal(violationOf(() => applyThrust(mat([]), 'double', -1 as Dir)), RULE.momentumEngine);
    assert.equal(violationOf(() => applyThrust(mat([1.5 as Dir]), N, N)), RULE.momentumEngine);
    assert.equal(violationOf(() => applyThrust({ linear: [], rotational: ['up'] } as unknown as MomentumMat, N, N)), RULE.momentumEngine);
    assert.equal(violationOf(() => applyThrust(mat([N, N, N, N, N]), S, N)), RULE.momentumLimits);
  });

  it('never changes the mat it is given', () => {
    fc.assert(
      fc.property(reachableMatArbitrary, settingArbitrary, dirArbitrary, (before, setting, facing) => {
        const copy = structuredClone(before);
        applyThrust(before, setting, facing);
        assert.deepEqual(before, copy);
      }),
    );
  });
});

describe('star-eater/momentum.cancel', () => {
  it('removes the last opposite token and closes the gap (our reconstruction of the lost example)', () => {
    assert.deepEqual(applyThrust(mat([N, NE, N]), S, N), { mat: mat([N, NE]), effects: ['cancelled'] });
    assert.deepEqual(applyThrust(mat([N, NE, N, NE]), S, N), { mat: mat([N, NE, NE]), effects: ['cancelled'] });
  });

  it('cancels before it turns', () => {
    // NE is two edges from S and could turn, but N, opposite S, is cancelled first.
    assert.deepEqual(applyThrust(mat([NE, N]), S, N), { mat: mat([NE]), effects: ['cancelled'] });
  });

  it('cancels even on a full mat', () => {
    assert.deepEqual(applyThrust(mat([N, N, N, N]), S, N), { mat: mat([N, N, N]), effects: ['cancelled'] });
  });

  it('cancels the last opposite rotation', () => {
    assert.deepEqual(applyThrust(mat([], ['ccw', 'ccw']), 'cw', N), { mat: mat([], ['ccw']), effects: ['cancelled'] });
  });
});

describe('star-eater/momentum.modify', () => {
  it('turns the last token two edges away to the direction between (our reconstruction of the lost example)', () => {
    assert.deepEqual(applyThrust(mat([N, NE, N]), SE, N), { mat: mat([N, NE, NE]), effects: ['modified'] });
  });

  it('turns either way: a token two edges anticlockwise or clockwise of the thrust', () => {
    assert.deepEqual(applyThrust(mat([N]), SW, N), { mat: mat([NW]), effects: ['modified'] });
    assert.deepEqual(applyThrust(mat([S]), NE, N), { mat: mat([SE]), effects: ['modified'] });
  });

  it('turns the last of two candidates, whichever side it lies on', () => {
    // Thrust S: NE and NW are both two edges away; NW was placed last.
    assert.deepEqual(applyThrust(mat([NE, NW]), S, N), { mat: mat([NE, SW]), effects: ['modified'] });
  });

  it('turns a token on a full mat', () => {
    assert.deepEqual(applyThrust(mat([N, N, N, N]), SE, N), { mat: mat([N, N, N, NE]), effects: ['modified'] });
  });
});

describe('star-eater/momentum.limits', () => {
  it('ignores a fifth linear token and a third rotation, each limit on its own', () => {
    assert.deepEqual(applyThrust(mat([N, N, N, N]), N, N), { mat: mat([N, N, N, N]), effects: ['ignored'] });
    assert.deepEqual(applyThrust(mat([N, N, N, N]), 'cw', N), { mat: mat([N, N, N, N], ['cw']), effects: ['added'] });
    assert.deepEqual(applyThrust(mat([], ['cw', 'cw']), 'cw', N), { mat: mat([], ['cw', 'cw']), effects: ['ignored'] });
    assert.deepEqual(applyThrust(mat([], ['cw', 'cw']), N, N), { mat: mat([N], ['cw', 'cw']), effects: ['added'] });
  });

  it('keeps every mat reachable from an empty one within the limits, its linear tokens within one edge of each other', () => {
    fc.assert(
      fc.property(reachableMatArbitrary, (reached) => {
        assert.ok(reached.linear.length <= LINEAR_LIMIT && reached.rotational.length <= ROTATIONAL_LIMIT);
        // Cancel and turn keep the tokens in two neighbouring directions at most, and rotations one way.
        const directions = new Set(reached.linear);
        assert.ok(directions.size <= 2);
        if (directions.size === 2) {
          const [a, b] = [...directions] as [Dir, Dir];
          assert.ok((a - b + 6) % 6 === 1 || (b - a + 6) % 6 === 1, `neighbours: ${String(a)}, ${String(b)}`);
        }
        assert.ok(new Set(reached.rotational).size <= 1);
      }),
    );
  });

  it('never changes a token count by more than a thrust can', () => {
    fc.assert(
      fc.property(reachableMatArbitrary, settingArbitrary, dirArbitrary, (before, setting, facing) => {
        const { mat: after, effects } = applyThrust(before, setting, facing);
        const added = effects.filter((effect) => effect === 'added').length;
        const cancelled = effects.filter((effect) => effect === 'cancelled').length;
        const total = (m: MomentumMat): number => m.linear.length + m.rotational.length;
        assert.equal(total(after), total(before) + added - cancelled);
      }),
    );
  });
});

describe('explainThrust: each thrust in detail', () => {
  it('points at the token each thrust cancelled, turned or added', () => {
    assert.deepEqual(explainThrust(mat([N, NE, N]), S, N).steps, [{ effect: 'cancelled', thrust: S, index: 2, token: N, became: null }]);
    assert.deepEqual(explainThrust(mat([N, NE, N]), SE, N).steps, [{ effect: 'modified', thrust: SE, index: 2, token: N, became: NE }]);
    assert.deepEqual(explainThrust(mat([N, N, N, N]), N, N).steps, [{ effect: 'ignored', thrust: N, index: null, token: null, became: null }]);
    assert.deepEqual(explainThrust(mat([NW]), 'double', SE).steps, [
      { effect: 'cancelled', thrust: SE, index: 0, token: NW, became: null },
      { effect: 'added', thrust: SE, index: 0, token: null, became: null },
    ]);
    assert.deepEqual(explainThrust(mat([], ['cw']), 'ccw', N).steps, [{ effect: 'cancelled', thrust: 'ccw', index: 0, token: 'cw', became: null }]);
  });

  it('agrees with applyThrust, and each step names the token where it was on the mat as the thrust found it', () => {
    fc.assert(
      fc.property(reachableMatArbitrary, settingArbitrary, dirArbitrary, (before, setting, facing) => {
        const explained = explainThrust(before, setting, facing);
        const applied = applyThrust(before, setting, facing);
        assert.deepEqual(explained.mat, applied.mat);
        assert.deepEqual(explained.steps.map((step) => step.effect), applied.effects);
        // Replay the steps by hand on a copy: each must describe exactly what happened to its list.
        const linear: (Dir | string)[] = [...before.linear];
        const rotational: string[] = [...before.rotational];
        for (const step of explained.steps) {
          const list = typeof step.thrust === 'number' ? linear : rotational;
          if (step.effect === 'ignored') {
            assert.equal(step.index, null);
            continue;
          }
          assert.ok(step.index !== null);
          if (step.effect === 'added') {
            assert.equal(step.index, list.length);
            list.push(step.thrust);
          } else if (step.effect === 'cancelled') {
            assert.equal(list[step.index], step.token);
            // The last such token: none after it.
            assert.equal(list.lastIndexOf(step.token ?? ''), step.index);
            if (typeof step.thrust === 'number') assert.equal(step.token, opposite(step.thrust));
            list.splice(step.index, 1);
          } else {
            assert.equal(list[step.index], step.token);
            assert.ok(step.became !== null);
            list[step.index] = step.became;
          }
        }
        assert.deepEqual({ linear, rotational }, explained.mat);
      }),
    );
  });
});
