import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay, type Engine } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  DIRS,
  LINEAR_LIMIT,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  collisionLab,
  hexKey,
  hullHexes,
  onBoard,
  resolveMomentum,
  ruleById,
  type CollisionLabCommand,
  type CollisionLabEvent,
  type CollisionLabSetup,
  type CollisionLabState,
  type Dir,
} from '../index.ts';

const shipArbitrary = fc.record({
  column: fc.integer({ min: 0, max: 12 }),
  row: fc.integer({ min: 0, max: 16 }),
  facing: fc.constantFrom<Dir>(...DIRS),
  mat: fc.record({
    linear: fc.array(fc.constantFrom<Dir>(...DIRS), { maxLength: LINEAR_LIMIT }),
    rotational: fc.array(fc.constantFrom<'cw' | 'ccw'>('cw', 'ccw'), { maxLength: 2 }),
  }),
});

/** Setups a designer might write: ships anywhere (some off the board or overlapping, refused), tokens anywhere. */
const setupArbitrary: fc.Arbitrary<CollisionLabSetup & { seed: number }> = fc.record({
  seed: fc.integer(),
  a: shipArbitrary,
  b: shipArbitrary,
  tokens: fc.array(fc.record({ kind: fc.constantFrom('projectile', 'torpedo', 'squadron'), column: fc.integer({ min: 0, max: 12 }), row: fc.integer({ min: 0, max: 16 }) }), { maxLength: 4 }),
});

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown } | { kind: 'undo' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 2, arbitrary: fc.oneof(fc.record({ type: fc.oneof(fc.constantFrom('step', 'round', 'reset', ''), fc.string()) }, { requiredKeys: [] }), fc.jsonValue()).map((command): Step => ({ kind: 'random', command })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'undo' }) },
);

function startOf(setup: CollisionLabSetup & { seed: number }): Engine<CollisionLabState, CollisionLabCommand, CollisionLabEvent> | null {
  try {
    return createEngine(collisionLab, setup);
  } catch (error) {
    assert.ok(error instanceof RuleViolation && error.field !== null && /^(a|b)\.(column|row)$|^tokens\[\d+\]$/.test(error.field), String(error));
    return null;
  }
}

function assertInvariants(state: CollisionLabState): void {
  const hulls = state.ships.map((ship) => hullHexes(SAMPLE_HULL, ship.pose).map(({ hex }) => hexKey(hex)));
  assert.ok(state.ships.every((ship) => hullHexes(SAMPLE_HULL, ship.pose).every(({ hex }) => onBoard(SAMPLE_BOARD, hex))), 'both ships stay on the board');
  assert.ok(!(hulls[0] ?? []).some((key) => (hulls[1] ?? []).includes(key)), 'the ships never end a step overlapping');
  const covered = new Set(hulls.flat());
  assert.ok(state.tokens.every((token) => !covered.has(hexKey(token.at))), 'no token lies under a hull');
  const round = state.current;
  if (round !== null) {
    const result = resolveMomentum(SAMPLE_BOARD, round.ships.map((ship) => ({ ...ship, hull: SAMPLE_HULL })), round.tokens);
    assert.equal(round.length, result.steps.length);
    // The steps played are the rules' steps, in order; each hit counted once.
    round.steps.forEach((step, index) => {
      const rules = result.steps[index];
      assert.deepEqual(step.moves.map((move) => move.move), rules?.moves);
      assert.equal(step.moves.reduce((count, move) => count + move.hits.length, 0), rules?.hits.length);
      assert.deepEqual(step.moves.flatMap((move) => move.ranOver).sort(), [...(rules?.destroyed ?? [])].sort());
    });
    if (round.ended) assert.deepEqual(state.ships.map((ship) => ship.mat), result.ships.map((ship) => ship.mat));
  }
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the collision lab under random commands', () => {
  it('keeps every invariant, agrees with resolveMomentum step by step, refuses without changing anything, and replays its log', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.array(stepArbitrary, { maxLength: 30 }), (setup, steps) => {
        const engine = startOf(setup);
        if (engine === null) return;
        assertInvariants(engine.state);
        const undoStack: CollisionLabState[] = [];
        for (const step of steps) {
          const before: CollisionLabState = engine.state;
          if (step.kind === 'undo') {
            const expected = undoStack.pop();
            assert.equal(engine.undo(), expected !== undefined);
            assert.deepStrictEqual(engine.state, expected ?? before);
            continue;
          }
          let command: CollisionLabCommand;
          if (step.kind === 'legal') {
            const legal = collisionLab.legalCommands(before);
            const picked = legal[step.pick % legal.length];
            if (picked === undefined) continue;
            command = picked;
          } else command = step.command as CollisionLabCommand;
          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            continue;
          }
          undoStack.push(before);
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}`);
          assertInvariants(engine.state);
        }
        assert.deepStrictEqual(replay(collisionLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
