import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, type DispatchResult, type Engine } from '../../engine/index.ts';
import { RULE, boardPlaceOf, collisionLab, rowOf, type CollisionLabCommand, type CollisionLabEvent, type CollisionLabSetup, type CollisionLabState, type Hex, type ShipStep } from '../index.ts';

function lab(setup: Omit<CollisionLabSetup, 'seed'> = {}): Engine<CollisionLabState, CollisionLabCommand, CollisionLabEvent> {
  return createEngine(collisionLab, { seed: 1, ...setup });
}

function eventsOf(result: DispatchResult<CollisionLabEvent>): CollisionLabEvent[] {
  assert.ok(result.ok, result.ok ? '' : result.violation.message);
  return result.events;
}

function moves(events: readonly CollisionLabEvent[]): (ShipStep & { step: number; rule: string })[] {
  return events.flatMap((event) => (event.type === 'ship-stepped' ? [event] : []));
}

const where = (hexes: readonly Hex[]): string[] => hexes.map((hex) => `${String(hex.q)},${String(rowOf(hex))}`).sort();

describe('star-eater/momentum.move (lock-step)', () => {
  it('plays both ships’ first tokens, then their second: a step at a time, one event per moving ship', () => {
    const engine = lab({ preset: 'edge' });
    const first = eventsOf(engine.dispatch({ type: 'step' }));
    assert.deepEqual(first.map((event) => event.type), ['round-started', 'ship-stepped', 'ship-stepped']);
    assert.deepEqual(moves(first).map((move) => [move.ship, move.step]), [['A', 1], ['B', 1]]);
    const second = eventsOf(engine.dispatch({ type: 'step' }));
    assert.deepEqual(moves(second).map((move) => [move.ship, move.step, move.rule]), [['A', 2, RULE.momentumMove], ['B', 2, RULE.momentumMove]]);
    // B has two tokens, A three: the third step is A's alone, and ends the round.
    const third = eventsOf(engine.dispatch({ type: 'step' }));
    assert.deepEqual(third.map((event) => event.type), ['ship-stepped', 'round-ended']);
    assert.equal(engine.state.current?.ended, true);
    assert.deepEqual(engine.state.current.steps.map((step) => step.moves.length), [2, 2, 1]);
  });

  it('refuses a step when both mats are empty, changing nothing', () => {
    const engine = lab({ a: { mat: 'none' }, b: { mat: 'none' } });
    const refused = engine.dispatch({ type: 'round' });
    assert.ok(!refused.ok);
    assert.equal(refused.violation.rule, RULE.momentumMove);
    assert.match(refused.violation.message, /Both mats are empty/);
  });
});

describe('star-eater/collision.warship', () => {
  it('preset head-on: both moved, so both lose their token, each deals 1 to each of the other’s four sections in the overlap, and the step is undone', () => {
    const engine = lab({ preset: 'head-on' });
    const start = engine.state.ships.map((ship) => ship.pose);
    const played = moves(eventsOf(engine.dispatch({ type: 'step' })));
    assert.deepEqual(played.map((move) => [move.ship, move.rule, move.tokenLost, move.otherMoved]), [
      ['A', RULE.collisionWarship, true, true],
      ['B', RULE.collisionWarship, true, true],
    ]);
    assert.deepEqual(where(played[0]?.overlap ?? []), ['5,8', '6,8', '6,9', '7,8']);
    assert.deepEqual(engine.state.damage, { A: { bow: 1, port: 1, core: 1, starboard: 1, stern: 0 }, B: { bow: 1, port: 1, core: 1, starboard: 1, stern: 0 } });
    assert.deepEqual(engine.state.ships.map((ship) => ship.pose), start, 'the step is undone');
    assert.deepEqual(engine.state.ships.map((ship) => ship.mat.linear), [[], []], 'both tokens lost');
  });

  it('preset stopped: B has played its only token; A rams it twice, losing a token each time, and only B takes damage', () => {
    const engine = lab({ preset: 'stopped' });
    const played = moves(eventsOf(engine.dispatch({ type: 'round' })));
    assert.deepEqual(played.map((move) => [move.step, move.ship, move.move.collision, move.otherMoved]), [
      [1, 'A', null, null],
      [1, 'B', null, null],
      [2, 'A', 'warship', false],
      [3, 'A', 'warship', false],
    ]);
    assert.deepEqual(engine.state.damage.A, { bow: 0, port: 0, core: 0, starboard: 0, stern: 0 });
    assert.equal(engine.state.damage.B.stern, 2);
    assert.deepEqual(engine.state.ships.map((ship) => ship.mat.linear), [[0], [2]], 'A keeps one N; B, who did not ram, keeps its SE');
    assert.deepEqual(boardPlaceOf(engine.state.ships[0]?.pose ?? { at: { q: 0, r: 0 }, facing: 0 }), { column: 6, row: 12, facing: 0 });
  });
});

describe('star-eater/collision.edge', () => {
  it('preset edge: the NE step takes the starboard off the board: 1 damage, the NE token lost, the step undone; the N tokens play on', () => {
    const engine = lab({ preset: 'edge' });
    const [first] = moves(eventsOf(engine.dispatch({ type: 'step' })));
    assert.equal(first?.rule, RULE.collisionEdge);
    assert.equal(first.tokenLost, true);
    assert.deepEqual(first.hits.map((hit) => [hit.ship, hit.section, hit.damage]), [['A', 'starboard', 1]]);
    assert.deepEqual(where(first.overlap), ['13,8']);
    assert.deepEqual(first.move.after, first.move.from);
    eventsOf(engine.dispatch({ type: 'round' }));
    assert.deepEqual(engine.state.ships[0]?.mat.linear, [0, 0]);
    assert.deepEqual(boardPlaceOf(engine.state.ships[0].pose), { column: 11, row: 7, facing: 0 });
  });
});

describe('star-eater/collision.token', () => {
  it('preset projectile: the bow runs over it: destroyed, 3 damage to the bow, the step undone, the token kept', () => {
    const engine = lab({ preset: 'projectile' });
    const played = moves(eventsOf(engine.dispatch({ type: 'round' })));
    const over = played.find((move) => move.move.collision === 'token');
    assert.equal(over?.rule, RULE.collisionToken);
    assert.deepEqual(over.ranOver, ['projectile 1']);
    assert.equal(over.tokenLost, false);
    assert.deepEqual(engine.state.tokens, []);
    assert.equal(engine.state.damage.A.bow, 3);
    assert.deepEqual(engine.state.ships[0]?.mat.linear, [0, 0]);
    // Next round nothing is in the way.
    eventsOf(engine.dispatch({ type: 'round' }));
    assert.deepEqual(boardPlaceOf(engine.state.ships[0].pose), { column: 6, row: 9, facing: 0 });
  });

  it('a squadron run over is destroyed and deals nothing', () => {
    const engine = lab({ a: { mat: 'N' }, tokens: 'squadron 6 10' });
    const [move] = moves(eventsOf(engine.dispatch({ type: 'step' })));
    assert.deepEqual(move?.ranOver, ['squadron 1']);
    assert.deepEqual(move.hits, []);
  });
});

describe('the collision lab', () => {
  it('undo and reset take everything back, reset logged', () => {
    const engine = lab({ preset: 'head-on' });
    const start = engine.state;
    eventsOf(engine.dispatch({ type: 'step' }));
    assert.equal(engine.undo(), true);
    assert.deepEqual(engine.state, start);
    eventsOf(engine.dispatch({ type: 'round' }));
    eventsOf(engine.dispatch({ type: 'reset' }));
    assert.deepEqual(engine.state, start);
  });
});
