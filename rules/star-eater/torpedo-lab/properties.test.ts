import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay, type Engine } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  DIRS,
  MAX_TORPEDO_SPEED,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  hexDistance,
  hexKey,
  hullHexes,
  onBoard,
  ruleById,
  torpedoLab,
  wholeTurn,
  type Dir,
  type TorpedoLabCommand,
  type TorpedoLabEvent,
  type TorpedoLabSetup,
  type TorpedoLabState,
} from '../index.ts';

const placeArbitrary = fc.record({ column: fc.integer({ min: 0, max: 12 }), row: fc.integer({ min: 0, max: 16 }), facing: fc.constantFrom<Dir>(...DIRS) });

/** Setups a designer might write: any torpedo, any warship (some off the board or on the torpedo, refused), any speed. */
const setupArbitrary: fc.Arbitrary<TorpedoLabSetup & { seed: number }> = fc.record({
  seed: fc.integer(),
  torpedo: placeArbitrary,
  target: placeArbitrary,
  speed: fc.integer({ min: 1, max: MAX_TORPEDO_SPEED }),
});

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const randomCommandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constantFrom('place-torpedo', 'place-target'), column: fc.integer({ min: -2, max: 14 }), row: fc.integer({ min: -2, max: 18 }), facing: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ type: fc.constantFrom('place-torpedo', 'place-target'), column: fc.jsonValue(), row: fc.jsonValue(), facing: fc.jsonValue() }),
  fc.record({ type: fc.constant('speed'), speed: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.jsonValue()) }),
  fc.record({ type: fc.oneof(fc.constantFrom('step', 'turn', 'reset', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown } | { kind: 'undo' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 3, arbitrary: randomCommandArbitrary.map((command): Step => ({ kind: 'random', command })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'undo' }) },
);

function startOf(setup: TorpedoLabSetup & { seed: number }): Engine<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent> | null {
  try {
    return createEngine(torpedoLab, setup);
  } catch (error) {
    // A warship partly off the board, or covering the torpedo, is refused, naming the field.
    assert.ok(error instanceof RuleViolation && (error.field === 'target.column' || error.field === 'target.row'), String(error));
    return null;
  }
}

/** What must hold in every state the lab reaches. */
function assertInvariants(state: TorpedoLabState): void {
  const hull = hullHexes(SAMPLE_HULL, state.target);
  assert.ok(hull.every(({ hex }) => onBoard(SAMPLE_BOARD, hex)), 'the whole warship stays on the board');
  assert.ok(onBoard(SAMPLE_BOARD, state.torpedo.at), 'the torpedo is drawn on the board');
  if (state.status !== 'struck') assert.ok(!hull.some(({ hex }) => hexKey(hex) === hexKey(state.torpedo.at)), 'a flying torpedo is outside the hull');
  const turn = state.current;
  if (turn !== null) {
    assert.ok(turn.steps.length <= turn.speed, 'no more hexes than its speed');
    let at = turn.start.at;
    for (const step of turn.steps) {
      assert.equal(hexDistance(at, step.from), 0, 'each step starts where the last ended');
      assert.equal(hexDistance(step.from, step.to), 1, 'one hex a step');
      at = step.to;
    }
    assert.ok(turn.steps.slice(0, -1).every((step) => step.result === 'flying'), 'only the last step can strike or leave');
    if (turn.end !== null) {
      // The turn as played is the whole turn the rules work out from where it began.
      const whole = wholeTurn(turn.start, turn.speed, state.target);
      assert.deepEqual({ targeting: turn.targeting, steps: turn.steps, end: turn.end }, whole);
    }
  }
  const total = Object.values(state.hull).reduce((sum, damage) => sum + damage, 0);
  assert.equal(total % state.damage, 0, 'the hull takes whole torpedoes');
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the torpedo lab under random commands', () => {
  it('keeps every invariant after every command, refuses without changing anything, and replays its log to the same state', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.array(stepArbitrary, { maxLength: 40 }), (setup, steps) => {
        const engine = startOf(setup);
        if (engine === null) return;
        assertInvariants(engine.state);
        const undoStack: TorpedoLabState[] = [];
        for (const step of steps) {
          const before: TorpedoLabState = engine.state;
          const logLength: number = engine.log.length;
          if (step.kind === 'undo') {
            const expected = undoStack.pop();
            assert.equal(engine.undo(), expected !== undefined);
            assert.deepStrictEqual(engine.state, expected ?? before);
            continue;
          }
          let command: TorpedoLabCommand;
          if (step.kind === 'legal') {
            const legal = torpedoLab.legalCommands(before);
            const picked = legal[step.pick % legal.length];
            if (picked === undefined) continue;
            command = picked;
          } else {
            command = step.command as TorpedoLabCommand;
          }
          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            assert.equal(engine.log.length, logLength);
            continue;
          }
          undoStack.push(before);
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}, which is not in the rule map`);
          assertInvariants(engine.state);
        }
        assert.deepStrictEqual(replay(torpedoLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
