import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, createEngine } from '../../engine/index.ts';
import { DEFAULT_TARGET, DEFAULT_WEAPON, DIRECT_FIRE_ATTRIBUTES, TARGET_KINDS, directFire, directFireAttributeRefusals, validateDirectFireSetup, type DirectFireSetup } from '../index.ts';

const STATS_RULE = 'star-eater/direct-fire.stats';
const TARGET_RULE = 'star-eater/direct-fire.target';
const SEED_RULE = 'engine/setup.seed';

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A bad setup must be refused the same way by the validator, by the ruleset and by `createEngine`
 * (what a widget calls): a RuleViolation under `rule` (any rule when null) whose `field` is `field`
 * and whose message names it (and `alsoMentions`, when given).
 */
function assertRefused(setup: unknown, rule: string | null, field: string, alsoMentions?: string): void {
  const attempts: [string, () => unknown][] = [
    ['validateDirectFireSetup', () => validateDirectFireSetup(setup)],
    ['directFire.initialState', () => directFire.initialState(setup as DirectFireSetup)],
    ['createEngine', () => createEngine(directFire, setup as DirectFireSetup)],
  ];
  for (const [where, attempt] of attempts) {
    assert.throws(attempt, (error: unknown) => {
      assert.ok(error instanceof RuleViolation, `${where}: expected a RuleViolation, got ${String(error)}`);
      if (rule !== null) assert.equal(error.rule, rule, `${where}: ${error.message}`);
      assert.match(error.message, new RegExp(`(^|[^\\w.\\[])${escapeForRegExp(field)}(?![\\w\\[])`), `${where}: "${error.message}" should name ${field}`);
      assert.equal(error.field, field, `${where}: the violation's field`);
      if (alsoMentions !== undefined) assert.ok(error.message.includes(alsoMentions), `${where}: "${error.message}" should mention ${alsoMentions}`);
      return true;
    });
  }
}

describe('engine/setup.seed', () => {
  for (const seed of [undefined, 1.5, '42', Number.NaN, Number.POSITIVE_INFINITY, null, Number.MAX_SAFE_INTEGER + 1]) {
    it(`refuses seed ${String(seed)} and names seed`, () => {
      assertRefused({ seed }, SEED_RULE, 'seed');
    });
  }

  it('accepts any whole seed, negative or zero', () => {
    for (const seed of [0, -1, 42, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      assert.equal(validateDirectFireSetup({ seed }).seed, seed);
    }
  });

  it('refuses a setup that is not an object', () => {
    for (const setup of [null, undefined, 42, 'seed=1', [1]]) assertRefused(setup, STATS_RULE, 'setup');
  });
});

describe('star-eater/direct-fire.stats', () => {
  it('a seed alone gives the default weapon: accuracy 0, no area, not point defence', () => {
    const { weapon } = validateDirectFireSetup({ seed: 1 });
    assert.deepEqual(weapon, DEFAULT_WEAPON);
    assert.deepEqual(weapon, { name: 'Direct-fire weapon', accuracy: 0, aoe: 0, pointDefence: false });
  });

  it('fills in what the weapon leaves out and keeps what it gives', () => {
    assert.deepEqual(validateDirectFireSetup({ seed: 1, weapon: { accuracy: 2 } }).weapon, { ...DEFAULT_WEAPON, accuracy: 2 });
    assert.deepEqual(validateDirectFireSetup({ seed: 1, weapon: { name: 'Railgun', accuracy: 11, aoe: 3, pointDefence: true } }).weapon, {
      name: 'Railgun',
      accuracy: 11,
      aoe: 3,
      pointDefence: true,
    });
  });

  it('refuses accuracy "lots" and names weapon.accuracy', () => {
    assertRefused({ seed: 1, weapon: { accuracy: 'lots' } }, STATS_RULE, 'weapon.accuracy');
  });

  for (const accuracy of [2.5, '3', null, Number.NaN, Number.POSITIVE_INFINITY, true]) {
    it(`refuses accuracy ${JSON.stringify(accuracy)} and names weapon.accuracy`, () => {
      assertRefused({ seed: 1, weapon: { accuracy } }, STATS_RULE, 'weapon.accuracy');
    });
  }

  it('refuses a negative aoe and names weapon.aoe', () => {
    assertRefused({ seed: 1, weapon: { aoe: -1 } }, STATS_RULE, 'weapon.aoe');
    assertRefused({ seed: 1, weapon: { aoe: -100 } }, STATS_RULE, 'weapon.aoe');
  });

  it('refuses a fractional or text aoe and names weapon.aoe', () => {
    assertRefused({ seed: 1, weapon: { aoe: 0.5 } }, STATS_RULE, 'weapon.aoe');
    assertRefused({ seed: 1, weapon: { aoe: 'two' } }, STATS_RULE, 'weapon.aoe');
  });

  it('refuses a point-defence flag that is not true or false and names weapon.pointDefence', () => {
    for (const pointDefence of ['yes', 1, 'false']) assertRefused({ seed: 1, weapon: { pointDefence } }, STATS_RULE, 'weapon.pointDefence');
  });

  it('refuses an empty or non-text weapon name and names weapon.name', () => {
    // Only the field is pinned: the validator cites the target rule for a weapon field, which may yet move to stats.
    for (const name of ['', '  ', 7]) assertRefused({ seed: 1, weapon: { name } }, null, 'weapon.name');
  });

  it('refuses a weapon that is not an object and names weapon', () => {
    for (const weapon of [3, 'laser', [], true]) assertRefused({ seed: 1, weapon }, STATS_RULE, 'weapon');
  });

  it('refuses a fractional evasion and names the target\'s evasion', () => {
    assertRefused({ seed: 1, targets: [{ id: 'a' }, { id: 'b', evasion: 1.5 }] }, STATS_RULE, 'targets[1].evasion');
    assertRefused({ seed: 1, targets: [{ evasion: 'high' }] }, STATS_RULE, 'targets[0].evasion');
  });

  it('refuses stats no card can print: accuracy and evasion from 0 to 12, the die\'s faces (stat-limits.test.ts has each end)', () => {
    assertRefused({ seed: 1, weapon: { accuracy: -40 } }, STATS_RULE, 'weapon.accuracy');
    assertRefused({ seed: 1, weapon: { aoe: 99 } }, STATS_RULE, 'weapon.aoe');
    assertRefused({ seed: 1, targets: [{ evasion: 0 }, { evasion: 1000 }] }, STATS_RULE, 'targets[1].evasion');
  });
});

describe('star-eater/direct-fire.target', () => {
  it('a seed alone gives the single default target, an enemy hull section', () => {
    assert.deepEqual(validateDirectFireSetup({ seed: 1 }).targets, [DEFAULT_TARGET]);
    assert.equal(DEFAULT_TARGET.kind, 'warship');
  });

  it('fills in each target\'s id, name, kind and evasion by position', () => {
    assert.deepEqual(validateDirectFireSetup({ seed: 1, targets: [{}, { kind: 'torpedo', evasion: 3 }] }).targets, [
      { id: 'target-1', name: 'Target 1', kind: 'squadron', evasion: 0 },
      { id: 'target-2', name: 'Target 2', kind: 'torpedo', evasion: 3 },
    ]);
  });

  it('accepts every kind the rulebook names as a valid target', () => {
    assert.deepEqual([...TARGET_KINDS].sort(), ['squadron', 'torpedo', 'warship']);
    const targets = TARGET_KINDS.map((kind) => ({ id: kind, kind }));
    assert.deepEqual(validateDirectFireSetup({ seed: 1, targets }).targets.map((target) => target.kind), [...TARGET_KINDS]);
  });

  it('refuses targets that are not a list and names targets', () => {
    for (const targets of ['hull', 3, { id: 'hull' }, true]) assertRefused({ seed: 1, targets }, TARGET_RULE, 'targets');
  });

  it('refuses an empty target list and names targets', () => {
    assertRefused({ seed: 1, targets: [] }, TARGET_RULE, 'targets');
  });

  it('refuses a kind that is not a warship, squadron or torpedo and names the target\'s kind', () => {
    assertRefused({ seed: 1, targets: [{ kind: 'battleship' }] }, TARGET_RULE, 'targets[0].kind');
    assertRefused({ seed: 1, targets: [{ id: 'a' }, { id: 'b', kind: 'Squadron' }] }, TARGET_RULE, 'targets[1].kind');
    assertRefused({ seed: 1, targets: [{ kind: 3 }] }, TARGET_RULE, 'targets[0].kind');
  });

  it('refuses two targets with the same id and names the id', () => {
    assertRefused({ seed: 1, targets: [{ id: 'wing' }, { id: 'fish' }, { id: 'wing' }] }, TARGET_RULE, 'targets', '"wing"');
    assertRefused({ seed: 1, targets: [{ id: 'wing' }, { id: 'wing' }] }, TARGET_RULE, 'targets', '"wing"');
  });

  it('refuses an explicit id that clashes with a filled-in one', () => {
    assertRefused({ seed: 1, targets: [{}, { id: 'target-1' }] }, TARGET_RULE, 'targets', '"target-1"');
  });

  it('refuses a target that is not an object and names its place in the list', () => {
    assertRefused({ seed: 1, targets: [5] }, TARGET_RULE, 'targets[0]');
    assertRefused({ seed: 1, targets: [{ id: 'a' }, null] }, TARGET_RULE, 'targets[1]');
    assertRefused({ seed: 1, targets: [{ id: 'a' }, { id: 'b' }, 'torpedo'] }, TARGET_RULE, 'targets[2]');
    assertRefused({ seed: 1, targets: [[]] }, TARGET_RULE, 'targets[0]');
  });

  it('refuses an empty or non-text id or name and names the field', () => {
    assertRefused({ seed: 1, targets: [{ id: '' }] }, TARGET_RULE, 'targets[0].id');
    assertRefused({ seed: 1, targets: [{ id: '   ' }] }, TARGET_RULE, 'targets[0].id');
    assertRefused({ seed: 1, targets: [{ id: 7 }] }, TARGET_RULE, 'targets[0].id');
    assertRefused({ seed: 1, targets: [{ id: 'a', name: '' }] }, TARGET_RULE, 'targets[0].name');
  });

  it(
    'refuses null like any other wrong value instead of quietly using the default',
    () => {
      assertRefused({ seed: 1, weapon: null }, STATS_RULE, 'weapon');
      assertRefused({ seed: 1, weapon: { pointDefence: null } }, STATS_RULE, 'weapon.pointDefence');
      assertRefused({ seed: 1, targets: null }, TARGET_RULE, 'targets');
      assertRefused({ seed: 1, targets: [{ kind: null }] }, TARGET_RULE, 'targets[0].kind');
    },
  );

  it(
    'refuses a value JSON cannot show (a BigInt, a cycle) with a RuleViolation, not a TypeError',
    () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      assertRefused({ seed: 1, targets: { count: 1n } }, TARGET_RULE, 'targets');
      assertRefused({ seed: 1, weapon: { accuracy: circular } }, STATS_RULE, 'weapon.accuracy');
    },
  );

  it('validation copies the setup: changing the input later does not change the game', () => {
    const targets = [{ id: 'wing', evasion: 2 }];
    const weapon = { accuracy: 3 };
    const state = directFire.initialState({ seed: 1, weapon, targets });
    targets[0] = { id: 'changed', evasion: 9 };
    weapon.accuracy = 10;
    assert.equal(state.weapon.accuracy, 3);
    assert.deepEqual(state.targets.map((target) => [target.id, target.evasion]), [['wing', 2]]);
  });

  it('the state a setup gives is plain JSON', () => {
    const state = directFire.initialState({ seed: 9, weapon: { accuracy: 2, aoe: 1, pointDefence: true }, targets: [{ kind: 'warship' }, { kind: 'torpedo' }] });
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
  });
});

describe('the attributes as a blogger types them', () => {
  it('reads each attribute field as the designer field it stands for: numbers as text, lists as JSON text', () => {
    const typed = validateDirectFireSetup({ seed: 1, accuracy: '3', aoe: ' +1 ', pointDefence: true, evasion: '2', column: '4', row: '10', facing: 'NE', range: '5', obstacles: '[{"kind":"hull","column":5,"row":6}]' });
    const written = validateDirectFireSetup({ seed: 1, weapon: { accuracy: 3, aoe: 1, pointDefence: true }, evasion: 2, board: { column: 4, row: 10, facing: 1, range: 5, obstacles: [{ kind: 'hull', column: 5, row: 6 }] } });
    assert.deepEqual(typed, written);
    const targets = '[{"id":"a","evasion":2},{"id":"b","kind":"torpedo"}]';
    assert.deepEqual(validateDirectFireSetup({ seed: 1, targets: targets as unknown as DirectFireSetup['targets'] }).targets, validateDirectFireSetup({ seed: 1, targets: JSON.parse(targets) as DirectFireSetup['targets'] }).targets);
  });

  it('an attribute overrides the same field of weapon, board and the preset', () => {
    const setup = validateDirectFireSetup({ seed: 1, preset: 'main-cannon', weapon: { accuracy: 5 }, accuracy: '7', board: { range: 6 }, range: 3 });
    assert.equal(setup.weapon.accuracy, 7);
    assert.equal(setup.weapon.name, 'Main cannon');
    assert.equal(setup.board?.range, 3);
    // A board attribute alone puts the weapon on the board.
    assert.deepEqual(validateDirectFireSetup({ seed: 1, facing: 'S' }).board?.facing, 3);
  });

  it('refuses a bad attribute naming the attribute, under its rule', () => {
    assertRefused({ seed: 1, accuracy: 'lots' }, STATS_RULE, 'accuracy');
    assertRefused({ seed: 1, accuracy: '13' }, STATS_RULE, 'accuracy', 'from 0 to 12');
    assertRefused({ seed: 1, evasion: '2.5' }, STATS_RULE, 'evasion');
    assertRefused({ seed: 1, aoe: '-1' }, STATS_RULE, 'aoe', 'a radius in hexes');
    assertRefused({ seed: 1, pointDefence: 'yes' }, STATS_RULE, 'pointDefence');
    assertRefused({ seed: 1, targets: '{oops' }, TARGET_RULE, 'targets', 'must be JSON');
    assertRefused({ seed: 1, targets: '[]' }, TARGET_RULE, 'targets', 'at least one target');
    assertRefused({ seed: 1, targets: '[{"evasion":"high"}]' }, STATS_RULE, 'targets[0].evasion');
    assertRefused({ seed: 1, column: 'x' }, 'star-eater/direct-fire.arc-range', 'column');
    assertRefused({ seed: 1, row: '17' }, 'star-eater/direct-fire.arc-range', 'row', 'from 0 to 16');
    assertRefused({ seed: 1, facing: 'up' }, 'star-eater/direct-fire.arc-range', 'facing');
    assertRefused({ seed: 1, range: '0' }, 'star-eater/direct-fire.arc-range', 'range');
    assertRefused({ seed: 1, obstacles: '[oops' }, 'star-eater/direct-fire.obstruction', 'obstacles', 'must be JSON');
    // Words name an entry by its place among them, as typed (board.test.ts has the rest).
    assert.throws(() => validateDirectFireSetup({ seed: 1, obstacles: 'rock 3 3' }), (error: unknown) => error instanceof RuleViolation && error.field === 'obstacles[0].kind' && error.message.startsWith('obstacles entry 1.kind'));
  });

  it('lists every bad attribute at once, in the order the widget lists them; none when all read', () => {
    const refusals = directFireAttributeRefusals({ seed: 'x', range: '0', accuracy: 'lots', targets: '{oops', evasion: 3, facing: 'N' });
    assert.deepEqual(refusals.map((refusal) => refusal.field), ['accuracy', 'targets', 'range']);
    assert.ok(refusals.every((refusal) => refusal instanceof RuleViolation));
    assert.deepEqual(directFireAttributeRefusals({ seed: 1, accuracy: '3', obstacles: 'hull 6 11' }), []);
    assert.deepEqual(DIRECT_FIRE_ATTRIBUTES.filter((name) => directFireAttributeRefusals({ [name]: {} }).length === 1), [...DIRECT_FIRE_ATTRIBUTES]);
  });
});
