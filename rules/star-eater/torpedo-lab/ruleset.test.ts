import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, type DispatchResult, type Engine } from '../../engine/index.ts';
import {
  RULE,
  SAMPLE_BOARD,
  boardHexes,
  boardPlaceOf,
  hexAt,
  hexKey,
  moveTorpedo,
  poseAt,
  rowOf,
  targetOf,
  torpedoLab,
  torpedoSight,
  type TorpedoLabCommand,
  type TorpedoLabEvent,
  type TorpedoLabSetup,
  type TorpedoLabState,
} from '../index.ts';

function lab(setup: Omit<TorpedoLabSetup, 'seed'> = {}): Engine<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent> {
  return createEngine(torpedoLab, { seed: 1, ...setup });
}

function eventsOf(result: DispatchResult<TorpedoLabEvent>): TorpedoLabEvent[] {
  assert.ok(result.ok, result.ok ? '' : result.violation.message);
  return result.events;
}

/** "column,row" of a hex, as the board counts. */
const where = (hex: { q: number; r: number }): string => `${String(hex.q)},${String(rowOf(hex))}`;

describe('star-eater/torpedo.target', () => {
  it('the first stage picks the section and says why: the closest, then the straightest, then the clockwise one', () => {
    const straight = eventsOf(lab({ preset: 'straight-hit' }).dispatch({ type: 'step' }));
    assert.equal(straight.length, 1);
    const [chosen] = straight;
    assert.equal(chosen?.type, 'target-chosen');
    assert.equal(chosen.rule, RULE.torpedoTarget);
    assert.equal(chosen.aim, 'bow');
    assert.equal(chosen.reason, 'closest');
    assert.deepEqual(chosen.inWedge.map((hull) => hull.section), ['bow', 'core', 'port', 'starboard', 'stern']);
    // Homing: the bow and the port are both 4 hexes away; the bow lies nearer straight ahead.
    const [homing] = eventsOf(lab({ preset: 'homing' }).dispatch({ type: 'step' }));
    assert.ok(homing?.type === 'target-chosen' && homing.aim === 'bow' && homing.reason === 'straightest');
  });

  it('with nothing in its wedge it has no target, flies straight its full speed and makes no adjustment', () => {
    const engine = lab({ torpedo: { column: 6, row: 12, facing: 'S' }, speed: 3 });
    const events = eventsOf(engine.dispatch({ type: 'turn' }));
    assert.deepEqual(events.map((event) => event.type), ['target-chosen', 'torpedo-flew', 'torpedo-flew', 'torpedo-flew', 'turn-ended']);
    assert.ok(events[0]?.type === 'target-chosen' && events[0].aim === null && events[0].reason === null && events[0].inWedge.length === 0);
    assert.deepEqual(engine.state.current?.steps.map((step) => [step.turned, step.facing]), [[null, 3], [null, 3], [null, 3]]);
    const end = engine.state.current.end;
    assert.ok(end);
    assert.equal(end.adjustment, null);
    assert.deepEqual(boardPlaceOf(engine.state.torpedo), { column: 6, row: 15, facing: 3 });
  });
});

describe('star-eater/torpedo.homing', () => {
  it('preset homing: step by step, each hex an event; it turns right at step 2 (port on the ray) and left at step 4 (bow), striking it', () => {
    const engine = lab({ preset: 'homing' });
    const stages: TorpedoLabEvent[][] = [];
    for (let stage = 0; stage < 5; stage++) stages.push(eventsOf(engine.dispatch({ type: 'step' })));
    assert.deepEqual(stages.map((events) => events.map((event) => event.type)), [['target-chosen'], ['torpedo-flew'], ['torpedo-flew'], ['torpedo-flew'], ['torpedo-flew', 'turn-ended']]);
    const flown = stages.flat().filter((event) => event.type === 'torpedo-flew');
    assert.deepEqual(flown.map((step) => [step.step, where(step.to), step.turned, step.onRay, step.result]), [
      [1, '6,11', null, null, 'flying'],
      [2, '7,10', 'right', 'port', 'flying'],
      [3, '8,10', null, null, 'flying'],
      [4, '8,9', 'left', 'bow', 'struck'],
    ]);
    assert.deepEqual(flown.map((step) => step.rule), [RULE.torpedoHoming, RULE.torpedoHoming, RULE.torpedoHoming, RULE.torpedoHit]);
    assert.equal(engine.state.status, 'struck');
    assert.equal(engine.state.hull.bow, 3);
  });

  it('refuses to place, move the warship or change speed mid-turn, changing nothing', () => {
    const engine = lab({ preset: 'homing' });
    engine.dispatch({ type: 'step' });
    const before = engine.state;
    for (const command of [{ type: 'speed', speed: 2 }, { type: 'place-torpedo', column: 3, row: 12, facing: 0 }, { type: 'place-target', column: 3, row: 3, facing: 0 }] as const) {
      const refused = engine.dispatch(command);
      assert.ok(!refused.ok);
      assert.match(refused.violation.message, /middle of its turn/);
      assert.equal(engine.state, before);
    }
  });
});

describe('star-eater/torpedo.adjust', () => {
  it('preset adjustment: short of the ship after 3 hexes, it turns right: the centre is 2 hexes from the forward-right ray', () => {
    const engine = lab({ preset: 'adjustment' });
    const events = eventsOf(engine.dispatch({ type: 'turn' }));
    const end = events.at(-1);
    assert.ok(end?.type === 'turn-ended');
    assert.equal(end.rule, RULE.torpedoAdjust);
    assert.deepEqual(end.adjustment, { turn: 'right', straightAhead: false, toLeft: 4, toRight: 2 });
    assert.deepEqual(boardPlaceOf(engine.state.torpedo), { column: 6, row: 9, facing: 1 });
    // Its next turn starts from the adjusted facing, picks afresh and strikes.
    eventsOf(engine.dispatch({ type: 'turn' }));
    assert.equal(engine.state.status, 'struck');
    assert.equal(engine.state.turn, 2);
  });

  it('the zones it draws are exactly where a centre makes it turn, outside the line straight ahead', () => {
    const pose = poseAt({ column: 6, row: 12, facing: 0 });
    const sight = torpedoSight(pose, boardHexes(SAMPLE_BOARD));
    const ahead = new Set(sight.wedge.map(hexKey));
    // Each zone on its own side; the hex right behind is as near both rays, and a tie goes clockwise.
    assert.ok(sight.leftZone.every((hex) => hex.q < pose.at.q) && sight.rightZone.every((hex) => hex.q >= pose.at.q), 'each zone on its own side');
    assert.ok(sight.leftRay.every((hex) => ahead.has(hexKey(hex))) && sight.rightRay.every((hex) => ahead.has(hexKey(hex))), 'the rays are part of the wedge');
    assert.deepEqual(sight.rightRay.slice(0, 2).map(where), ['7,11', '8,11']);
    assert.equal(sight.leftZone.some((hex) => hexKey(hex) === hexKey(hexAt(6, 5))), false, 'straight ahead is in neither zone');
  });
});

describe('star-eater/torpedo.hit', () => {
  it('preset straight-hit: never turns, strikes the bow; the section takes the damage; it goes back to its owner and flies no more', () => {
    const engine = lab({ preset: 'straight-hit' });
    const events = eventsOf(engine.dispatch({ type: 'turn' }));
    const end = events.at(-1);
    assert.ok(end?.type === 'turn-ended' && end.outcome === 'hit' && end.rule === RULE.torpedoHit);
    assert.deepEqual(engine.state.hull, { bow: 3, port: 0, core: 0, starboard: 0, stern: 0 });
    const again = engine.dispatch({ type: 'step' });
    assert.ok(!again.ok);
    assert.equal(again.violation.rule, RULE.torpedoHit);
    assert.match(again.violation.message, /went back to its owner/);
    // Placing it again flies it again; the damage stays.
    eventsOf(engine.dispatch({ type: 'place-torpedo', column: 6, row: 14, facing: 0 }));
    assert.equal(engine.state.status, 'flying');
    eventsOf(engine.dispatch({ type: 'turn' }));
    eventsOf(engine.dispatch({ type: 'turn' }));
    assert.equal(engine.state.hull.bow, 6);
  });

  it('goes back to its owner when it leaves the board', () => {
    const engine = lab({ torpedo: { column: 6, row: 1, facing: 'N' }, target: { column: 6, row: 12 } });
    const events = eventsOf(engine.dispatch({ type: 'turn' }));
    assert.deepEqual(events.map((event) => event.type), ['target-chosen', 'torpedo-flew', 'torpedo-flew', 'turn-ended']);
    assert.ok(events[2]?.type === 'torpedo-flew' && events[2].result === 'off-board' && events[2].rule === RULE.torpedoHit);
    assert.equal(engine.state.status, 'off-board');
    assert.deepEqual(boardPlaceOf(engine.state.torpedo), { column: 6, row: 0, facing: 0 });
  });

  it('a turn played stage by stage is the turn moveTorpedo plays at once', () => {
    for (const preset of ['homing', 'adjustment', 'straight-hit'] as const) {
      const engine = lab({ preset });
      const { torpedo, speed, target } = engine.state;
      const enemy = targetOf(target);
      const move = moveTorpedo(SAMPLE_BOARD, torpedo, speed, [enemy], enemy.hull);
      while (engine.state.current?.end == null) eventsOf(engine.dispatch({ type: 'step' }));
      assert.deepEqual(engine.state.current.steps.map(({ from, to, facing, turned }) => ({ from, to, facing, turned })), move.steps);
      assert.deepEqual(engine.state.current.end.pose, move.pose);
    }
  });
});

describe('the torpedo lab', () => {
  it('places the torpedo and the warship, sets the speed, and resets to the start, logged', () => {
    const engine = lab();
    const start = engine.state;
    assert.deepEqual(eventsOf(engine.dispatch({ type: 'place-target', column: 3, row: 4, facing: 2 })).map((event) => event.rule), [RULE.torpedoTarget]);
    assert.deepEqual(eventsOf(engine.dispatch({ type: 'speed', speed: 6 })).map((event) => event.rule), [RULE.torpedoHoming]);
    const onHull = engine.dispatch({ type: 'place-torpedo', column: 3, row: 4, facing: 0 });
    assert.ok(!onHull.ok && onHull.violation.message.includes('core is on that hex'));
    eventsOf(engine.dispatch({ type: 'turn' }));
    eventsOf(engine.dispatch({ type: 'reset' }));
    assert.deepEqual(engine.state, start);
  });
});
