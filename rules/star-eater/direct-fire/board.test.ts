/**
 * The direct-fire sub-mechanic on the board: the setup that places the weapon, its targets and the
 * obstacles; the arc, range and obstruction refusals under their own rule ids; an area weapon
 * aiming at a hex; the presets; the helpers the widget draws with (sight.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, createEngine, type Engine } from '../../engine/index.ts';
import {
  DIRECT_FIRE_PRESETS,
  DEFAULT_TARGET,
  areaAround,
  boardSight,
  directFire,
  hexAt,
  hexDistance,
  inForwardArc,
  placeWords,
  targetsInArea,
  targetsOfVolley,
  validateDirectFireSetup,
  whyNotAimableHex,
  whyNotChoosable,
  type DirectFireCommand,
  type DirectFireEvent,
  type DirectFireSetup,
  type DirectFireState,
  type Hex,
} from '../index.ts';

const RULE = {
  stats: 'star-eater/direct-fire.stats',
  target: 'star-eater/direct-fire.target',
  arcRange: 'star-eater/direct-fire.arc-range',
  obstruction: 'star-eater/direct-fire.obstruction',
  aoe: 'star-eater/direct-fire.aoe',
  pointDefence: 'star-eater/direct-fire.point-defence',
} as const;

type DirectFireEngine = Engine<DirectFireState, DirectFireCommand, DirectFireEvent>;

/** The weapon low in the middle facing N, range 4; a squadron ahead, a torpedo beside it, a hull far ahead, a squadron behind a projectile. */
const BOARD_SETUP: DirectFireSetup = {
  seed: 3,
  weapon: { accuracy: 2 },
  board: { column: 6, row: 11, facing: 'N', range: 4, obstacles: 'projectile 7 9' },
  targets: [
    { id: 'ahead', name: 'Squadron ahead', evasion: 2, column: 6, row: 8 },
    { id: 'beside', name: 'Torpedo beside', kind: 'torpedo', column: 3, row: 11 },
    { id: 'far', name: 'Far hull', kind: 'warship', column: 6, row: 5 },
    { id: 'hidden', name: 'Hidden squadron', column: 8, row: 8 },
  ],
};

function engineFor(setup: DirectFireSetup): DirectFireEngine {
  return createEngine(directFire, setup);
}

function refusedRule(engine: DirectFireEngine, command: DirectFireCommand): RuleViolation {
  const before = structuredClone(engine.state);
  const result = engine.dispatch(command);
  if (result.ok) assert.fail(`expected ${JSON.stringify(command)} to be refused`);
  assert.deepEqual(engine.state, before, 'a refused command changes nothing');
  return result.violation;
}

function accept(engine: DirectFireEngine, command: DirectFireCommand): DirectFireEvent[] {
  const result = engine.dispatch(command);
  if (!result.ok) assert.fail(`expected ${JSON.stringify(command)} to be accepted; refused by ${result.violation.rule}: ${result.violation.message}`);
  return result.events;
}

/** Refused under `rule`, naming `field` (in the message too, unless `mentions` names it otherwise: words entries say "obstacles entry 1"). */
function assertSetupRefused(setup: unknown, rule: string, field: string, mentions?: string): void {
  assert.throws(
    () => validateDirectFireSetup(setup),
    (error: unknown) => {
      assert.ok(error instanceof RuleViolation, String(error));
      assert.equal(error.rule, rule, error.message);
      assert.equal(error.field, field, error.message);
      assert.ok(error.message.includes(field) || error.message.includes('entry'), `"${error.message}" names ${field}`);
      if (mentions !== undefined) assert.ok(error.message.includes(mentions), `"${error.message}" mentions ${mentions}`);
      return true;
    },
  );
}

describe('the board setup', () => {
  it('without board, preset or placed targets there is no board (the targets are taken to be in sight)', () => {
    const setup = validateDirectFireSetup({ seed: 1, targets: [{ evasion: 2 }] });
    assert.equal(setup.board, null);
    assert.equal(setup.targets[0]?.at, undefined);
  });

  it('places the weapon, reads the facing in words and the obstacles in words or as a list', () => {
    const setup = validateDirectFireSetup(BOARD_SETUP);
    assert.deepEqual(setup.board, { at: hexAt(6, 11), facing: 0, range: 4, obstacles: [{ kind: 'projectile', at: hexAt(7, 9) }] });
    assert.deepEqual(setup.targets.map((target) => target.at), [hexAt(6, 8), hexAt(3, 11), hexAt(6, 5), hexAt(8, 8)]);
    const listed = validateDirectFireSetup({ seed: 1, board: { facing: 2, obstacles: [{ kind: 'own-hull', column: 6, row: 12 }, { column: 1, row: 1 }] } });
    assert.equal(listed.board?.facing, 2);
    assert.deepEqual(listed.board.obstacles.map((obstacle) => obstacle.kind), ['own-hull', 'projectile']);
  });

  it('a target with a column and a row puts the weapon on the board at its default place', () => {
    const setup = validateDirectFireSetup({ seed: 1, targets: [{ column: 5, row: 8 }] });
    assert.deepEqual(setup.board, { at: hexAt(6, 11), facing: 0, range: 4, obstacles: [] });
  });

  it('the default target stands three hexes straight ahead, nearer when the range or the board is short', () => {
    assert.deepEqual(validateDirectFireSetup({ seed: 1, evasion: 3, board: {} }).targets, [{ ...DEFAULT_TARGET, evasion: 3, at: hexAt(6, 8) }]);
    assert.deepEqual(validateDirectFireSetup({ seed: 1, board: { range: 1 } }).targets[0]?.at, hexAt(6, 10));
    assert.deepEqual(validateDirectFireSetup({ seed: 1, board: { row: 1 } }).targets[0]?.at, hexAt(6, 0));
    assertSetupRefused({ seed: 1, board: { row: 0 } }, RULE.target, 'targets', 'no free hex');
  });

  it('refuses a weapon off the board, a bad facing or range, naming the attribute', () => {
    assertSetupRefused({ seed: 1, board: { column: 13 } }, RULE.arcRange, 'column');
    assertSetupRefused({ seed: 1, board: { row: -1 } }, RULE.arcRange, 'row');
    assertSetupRefused({ seed: 1, board: { facing: 'up' } }, RULE.arcRange, 'facing');
    assertSetupRefused({ seed: 1, board: { range: 0 } }, RULE.arcRange, 'range');
    assertSetupRefused({ seed: 1, board: { range: 2.5 } }, RULE.arcRange, 'range');
    assertSetupRefused({ seed: 1, board: { colum: 3 } }, RULE.arcRange, 'board.colum');
    assertSetupRefused({ seed: 1, board: null }, RULE.arcRange, 'board');
  });

  it('refuses bad obstacles, naming the entry', () => {
    assertSetupRefused({ seed: 1, board: { obstacles: 'rock 3 3' } }, RULE.obstruction, 'obstacles[0].kind', 'obstacles entry 1.kind must be one of projectile, squadron, torpedo, hull, own-hull');
    assertSetupRefused({ seed: 1, board: { obstacles: 'projectile 3' } }, RULE.obstruction, 'obstacles[0]');
    assertSetupRefused({ seed: 1, board: { obstacles: 'projectile 3 3, hull 3 40' } }, RULE.obstruction, 'obstacles[1].row');
    assertSetupRefused({ seed: 1, board: { obstacles: [{ kind: 'hull', row: 4 }] } }, RULE.obstruction, 'obstacles[0].column', 'is missing');
    assertSetupRefused({ seed: 1, board: { obstacles: 'hull 6 11' } }, RULE.obstruction, 'obstacles[0]', 'the weapon');
    assertSetupRefused({ seed: 1, board: { obstacles: 5 } }, RULE.obstruction, 'obstacles');
  });

  it('refuses targets half placed, unplaced beside placed ones, or sharing a hex', () => {
    assertSetupRefused({ seed: 1, targets: [{ column: 3 }] }, RULE.target, 'targets[0].row', 'is missing');
    assertSetupRefused({ seed: 1, targets: [{ column: 3, row: 3 }, { name: 'Nowhere' }] }, RULE.target, 'targets[1]', 'needs a column and a row');
    assertSetupRefused({ seed: 1, targets: [{ column: 3, row: 3 }, { column: 3, row: 3 }] }, RULE.target, 'targets[1]', 'Target 1');
    assertSetupRefused({ seed: 1, board: { obstacles: 'torpedo 3 3' }, targets: [{ column: 3, row: 3 }] }, RULE.target, 'targets[0]', 'obstacle 1');
    assertSetupRefused({ seed: 1, targets: [{ column: 6, row: 11 }] }, RULE.target, 'targets[0]', 'the weapon');
    assertSetupRefused({ seed: 1, targets: [{ column: 'six', row: 3 }] }, RULE.target, 'targets[0].column');
  });

  it('refuses a preset it does not know, and lets the fields given beside one override it', () => {
    assertSetupRefused({ seed: 1, preset: 'broadside' }, RULE.stats, 'preset', 'main-cannon');
    const setup = validateDirectFireSetup({ seed: 1, preset: ' Main-Cannon ', weapon: { accuracy: 5 }, board: { range: 6 } });
    assert.equal(setup.weapon.name, 'Main cannon');
    assert.equal(setup.weapon.accuracy, 5);
    assert.equal(setup.board?.range, 6);
    assert.equal(setup.targets.length, 4);
  });
});

describe('star-eater/direct-fire.arc-range and .obstruction on the board', () => {
  it('only a target in arc, in range and in sight can be chosen; the others are refused under their rule, naming them', () => {
    const engine = engineFor(BOARD_SETUP);
    // One target can be chosen: it is aimed at from the start.
    assert.equal(engine.state.aim, 'ahead');
    assert.deepEqual(directFire.legalCommands(engine.state), [{ type: 'roll' }]);
    const beside = refusedRule(engine, { type: 'aim', target: 'beside' });
    assert.equal(beside.rule, RULE.arcRange);
    assert.equal(beside.message, 'Torpedo beside is outside the weapon’s forward arc.');
    const far = refusedRule(engine, { type: 'aim', target: 'far' });
    assert.equal(far.rule, RULE.arcRange);
    assert.equal(far.message, 'Far hull is 6 hexes away; the weapon’s range is 4.');
    const hidden = refusedRule(engine, { type: 'aim', target: 'hidden' });
    assert.equal(hidden.rule, RULE.obstruction);
    assert.equal(hidden.message, 'Hidden squadron is directly behind a projectile (column 7, row 9): it cannot be aimed at.');
  });

  it('aims at a hex by column and row: the target there, or why not', () => {
    const engine = engineFor({ ...BOARD_SETUP, targets: [...(BOARD_SETUP.targets ?? []), { id: 'second', column: 5, row: 9 }] });
    assert.equal(engine.state.aim, null);
    assert.deepEqual(accept(engine, { type: 'aim-at', column: 5, row: 9 }), [{ type: 'target-aimed', rule: RULE.target, target: 'second' }]);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 3, row: 11 }).rule, RULE.arcRange);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 8, row: 8 }).rule, RULE.obstruction);
    const empty = refusedRule(engine, { type: 'aim-at', column: 6, row: 9 });
    assert.equal(empty.rule, RULE.target);
    assert.match(empty.message, /nothing to shoot at on column 6, row 9/);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 13, row: 0 }).rule, RULE.arcRange);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 6.5, row: 0 }).rule, RULE.arcRange);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 6, row: 11 }).rule, RULE.arcRange);
  });

  it('refuses aim-at without a board', () => {
    const engine = engineFor({ seed: 1 });
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 6, row: 8 }).rule, RULE.target);
  });

  it('with nothing to choose, the roll is refused citing why', () => {
    const engine = engineFor({ seed: 1, board: { obstacles: 'projectile 6 10' }, targets: [{ name: 'Lone squadron', column: 6, row: 8 }] });
    assert.equal(engine.state.aim, null);
    const violation = refusedRule(engine, { type: 'roll' });
    assert.equal(violation.rule, RULE.obstruction);
    assert.match(violation.message, /^There is no valid target the weapon can aim at: Lone squadron is directly behind a projectile/);
  });

  it('point defence aims all round and past its own hull, but not past anything else', () => {
    const engine = engineFor({
      seed: 1,
      weapon: { pointDefence: true },
      board: { column: 6, row: 9, range: 3, obstacles: 'own-hull 6 8, own-hull 6 10, hull 4 9' },
      targets: [
        { id: 'north', column: 6, row: 6 },
        { id: 'south', kind: 'torpedo', column: 6, row: 12 },
        { id: 'west', column: 3, row: 9 },
      ],
    });
    accept(engine, { type: 'aim', target: 'north' });
    accept(engine, { type: 'aim', target: 'south' });
    assert.equal(refusedRule(engine, { type: 'aim', target: 'west' }).rule, RULE.obstruction);
    // The same own hull blocks a weapon that is not point defence.
    const gun = engineFor({ seed: 1, board: { column: 6, row: 9, range: 3, obstacles: 'own-hull 6 8' }, targets: [{ id: 'north', column: 6, row: 6 }, { id: 'side', column: 8, row: 8 }] });
    assert.equal(refusedRule(gun, { type: 'aim', target: 'north' }).rule, RULE.obstruction);
  });
});

describe('star-eater/direct-fire.aoe on the board', () => {
  const AREA: DirectFireSetup = {
    seed: 5,
    weapon: { accuracy: 1, aoe: 2, pointDefence: true },
    board: { range: 4 },
    targets: [
      { id: 's1', column: 6, row: 7, evasion: 2 },
      { id: 'w1', kind: 'warship', column: 7, row: 7 },
      { id: 's3', column: 6, row: 5 },
      { id: 'away', column: 2, row: 2 },
    ],
  };

  it('aims at a hex, empty or not, in arc, range and sight; rolls against every valid target within the radius, past the range too', () => {
    const engine = engineFor(AREA);
    assert.equal(engine.state.aimedHex, null);
    assert.equal(refusedRule(engine, { type: 'roll' }).rule, RULE.aoe);
    assert.equal(refusedRule(engine, { type: 'aim', target: 's1' }).rule, RULE.aoe);
    assert.ok(directFire.legalCommands(engine.state).some((command) => command.type === 'aim-at' && command.column === 6 && command.row === 9));
    assert.deepEqual(accept(engine, { type: 'aim-at', column: 6, row: 7 }), [{ type: 'hex-aimed', rule: RULE.aoe, column: 6, row: 7 }]);
    assert.deepEqual(engine.state.aimedHex, hexAt(6, 7));
    assert.deepEqual(targetsOfVolley(engine.state).map((target) => target.id), ['s1', 's3']);
    const events = accept(engine, { type: 'roll' });
    assert.deepEqual(events.filter((event) => event.type === 'target-skipped').map((event) => event.target), ['w1']);
    assert.deepEqual(events.filter((event) => event.type === 'shot-resolved').map((event) => event.target), ['s1', 's3']);
  });

  it('an empty area aims but rolls against nothing; an out-of-range hex is refused', () => {
    const engine = engineFor(AREA);
    accept(engine, { type: 'aim-at', column: 6, row: 10 });
    const violation = refusedRule(engine, { type: 'roll' });
    assert.equal(violation.rule, RULE.aoe);
    assert.match(violation.message, /no target within 2 of column 6, row 10/);
    assert.equal(refusedRule(engine, { type: 'aim-at', column: 6, row: 5 }).rule, RULE.arcRange);
  });
});

describe('the presets', () => {
  it('every preset starts, and shows what it says: the refusals of its example under their rules', () => {
    const rulesOf = (name: string): (string | null)[] => {
      const state = directFire.initialState({ seed: 1, preset: name });
      return state.targets.map((target) => whyNotChoosable(state, target)?.rule ?? null);
    };
    assert.deepEqual(rulesOf('main-cannon'), [null, null, RULE.arcRange, RULE.arcRange]);
    assert.deepEqual(rulesOf('obstruction'), [RULE.obstruction, null, RULE.obstruction, null]);
    assert.deepEqual(rulesOf('point-defence'), [null, null, RULE.pointDefence, RULE.obstruction]);
    const area = directFire.initialState({ seed: 1, preset: 'area' });
    assert.deepEqual(targetsInArea(area, hexAt(6, 7)).map((target) => target.id), ['squadron-1', 'torpedo', 'squadron-2']);
    assert.equal(whyNotAimableHex(area, hexAt(6, 7)), null);
    for (const preset of DIRECT_FIRE_PRESETS) {
      assert.match(preset.description + preset.title, /reconstruct|ours|lost/i, `${preset.name} says it is reconstructed`);
    }
  });
});

describe('the board as the weapon sees it (sight.ts)', () => {
  it('sorts every hex: clear (in arc, range, sight), hidden, or beyond the range within the arc', () => {
    const state = directFire.initialState(BOARD_SETUP);
    const board = state.board;
    assert.ok(board !== null);
    const sight = boardSight(state);
    const key = (hex: Hex): string => placeWords(hex);
    for (const hex of sight.clear) {
      assert.ok(inForwardArc(board.at, board.facing, hex) && hexDistance(board.at, hex) <= 4, key(hex));
      assert.equal(whyNotAimableHex(state, hex), null);
    }
    for (const hex of sight.hidden) assert.equal(whyNotAimableHex(state, hex)?.rule, RULE.obstruction, key(hex));
    for (const hex of sight.beyond) assert.ok(inForwardArc(board.at, board.facing, hex) && hexDistance(board.at, hex) > 4, key(hex));
    // The 120° wedge holds 2d + 1 hexes at distance d: 3 + 5 + 7 + 9 = 24 within range 4.
    assert.equal(sight.clear.length + sight.hidden.length, 24);
    assert.ok(sight.hidden.some((hex) => key(hex) === 'column 8, row 8'));
    assert.deepEqual(boardSight(directFire.initialState({ seed: 1 })), { clear: [], hidden: [], beyond: [] });
  });

  it('point defence has no wedge: all round within range, nothing beyond', () => {
    const state = directFire.initialState({ seed: 1, weapon: { pointDefence: true }, board: { range: 2 }, targets: [{ column: 6, row: 9 }] });
    const sight = boardSight(state);
    assert.equal(sight.clear.length + sight.hidden.length, 18);
    assert.deepEqual(sight.beyond, []);
  });

  it('an area is every board hex within the radius, cut at the edge', () => {
    const state = directFire.initialState({ seed: 1, weapon: { aoe: 1 }, board: {} });
    assert.equal(areaAround(state, hexAt(6, 6)).length, 7);
    assert.equal(areaAround(state, hexAt(0, 0)).length, 3);
  });
});
