import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay, type Engine } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  DIRS,
  LINEAR_LIMIT,
  ROTATIONAL_LIMIT,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  applyThrust,
  comingRounds,
  hullHexes,
  isOnMat,
  matChanges,
  momentumLab,
  onBoard,
  ruleById,
  type Dir,
  type MomentumLabCommand,
  type MomentumLabEvent,
  type MomentumLabSetup,
  type MomentumLabState,
} from '../index.ts';

/** Setups a designer might write: any place (some off the board, refused), any reachable mat, any setting. */
const setupArbitrary: fc.Arbitrary<MomentumLabSetup & { seed: number }> = fc.record({
  seed: fc.integer(),
  pose: fc.record({ column: fc.integer({ min: 0, max: 12 }), row: fc.integer({ min: 0, max: 16 }), facing: fc.constantFrom<Dir>(...DIRS) }),
  mat: fc.record({
    linear: fc.array(fc.constantFrom<Dir>(0, 1), { maxLength: LINEAR_LIMIT }),
    rotational: fc.oneof(fc.array(fc.constant<'cw'>('cw'), { maxLength: 2 }), fc.array(fc.constant<'ccw'>('ccw'), { maxLength: 2 })),
  }),
  engine: fc.constantFrom(...DIRS, 'double' as const, 'cw' as const, 'ccw' as const, 'none' as const),
});

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const randomCommandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('engine'), setting: fc.oneof(fc.constantFrom(...DIRS, 'double', 'cw', 'ccw', 'none', 6, 'left'), fc.jsonValue()) }),
  fc.record({ type: fc.constant('place'), column: fc.integer({ min: -2, max: 14 }), row: fc.integer({ min: -2, max: 18 }), facing: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ type: fc.constant('place'), column: fc.jsonValue(), row: fc.jsonValue(), facing: fc.jsonValue() }),
  fc.record({ type: fc.oneof(fc.constantFrom('engine', 'move', 'place', 'reset', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown } | { kind: 'undo' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 3, arbitrary: randomCommandArbitrary.map((command): Step => ({ kind: 'random', command })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'undo' }) },
);

function startOf(setup: MomentumLabSetup & { seed: number }): Engine<MomentumLabState, MomentumLabCommand, MomentumLabEvent> | null {
  try {
    return createEngine(momentumLab, setup);
  } catch (error) {
    // A place with part of the hull off the board is refused, naming the field.
    assert.ok(error instanceof RuleViolation && (error.field === 'pose.column' || error.field === 'pose.row'), String(error));
    return null;
  }
}

/** What must hold in every state the lab reaches. */
function assertInvariants(state: MomentumLabState): void {
  assert.ok(hullHexes(SAMPLE_HULL, state.pose).every(({ hex }) => onBoard(SAMPLE_BOARD, hex)), 'the whole ship stays on the board');
  for (const mat of [state.mat, state.matBefore]) {
    assert.ok(mat.linear.length <= LINEAR_LIMIT && mat.rotational.length <= ROTATIONAL_LIMIT, 'the mat stays within the limits');
  }
  assert.deepStrictEqual(state.mat, applyThrust(state.matBefore, state.engine, state.pose.facing).mat, "the mat is the round's mat after this round's setting");
  const changes = matChanges(state.matBefore, state.thrusts);
  assert.deepStrictEqual({ linear: changes.linear.filter(isOnMat).map((token) => token.token), rotational: changes.rotational.filter(isOnMat).map((token) => token.token) }, state.mat);
  assert.ok(Object.values(state.damage).every((damage) => Number.isInteger(damage) && damage >= 0));
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

/** Checks the events of one accepted command against the state it was decided on. */
function assertEvents(before: MomentumLabState, command: MomentumLabCommand, events: readonly MomentumLabEvent[]): void {
  for (const event of events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}, which is not in the rule map`);
  if (command.type === 'move') {
    const [coming] = comingRounds(before, 1);
    const steps = events.filter((event) => event.type === 'step-played');
    assert.deepStrictEqual(steps.map((event) => event.move), coming?.steps.flatMap((step) => step.moves), 'the round plays as the coming round said');
    const hits = steps.flatMap((event) => event.hits.map((hit) => hit.rule));
    assert.equal(hits.length, steps.filter((event) => event.move.collision === 'edge').reduce((count, event) => count + event.hits.length, 0), 'only the edge hits a lone ship');
  }
}

describe('the momentum lab under random commands', () => {
  it('keeps every invariant after every command, refuses without changing anything, and replays its log to the same state', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.array(stepArbitrary, { maxLength: 40 }), (setup, steps) => {
        const engine = startOf(setup);
        if (engine === null) return;
        assertInvariants(engine.state);
        const undoStack: MomentumLabState[] = [];
        for (const step of steps) {
          const before: MomentumLabState = engine.state;
          const logLength: number = engine.log.length;
          if (step.kind === 'undo') {
            const expected = undoStack.pop();
            assert.equal(engine.undo(), expected !== undefined);
            assert.deepStrictEqual(engine.state, expected ?? before);
            continue;
          }
          let command: MomentumLabCommand;
          if (step.kind === 'legal') {
            const legal = momentumLab.legalCommands(before);
            const picked = legal[step.pick % legal.length];
            if (picked === undefined) continue;
            command = picked;
          } else {
            command = step.command as MomentumLabCommand;
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
          assertEvents(before, command, result.events);
          assertInvariants(engine.state);
        }
        assert.deepStrictEqual(replay(momentumLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
