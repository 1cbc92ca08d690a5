import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay, type Engine } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  PLACEMENT_PRESET_NAMES,
  RULE,
  ghostProblem,
  placementLab,
  placementProblem,
  readPlacementLab,
  ruleById,
  turnHeading,
  type PlacementLabCommand,
  type PlacementLabEvent,
  type PlacementLabState,
} from '../index.ts';

function lab(preset: string): Engine<PlacementLabState, PlacementLabCommand, PlacementLabEvent> {
  return createEngine(placementLab, { seed: 1, preset });
}

describe('the placement lab as a ruleset', () => {
  it('starts where the setup says, reading the preset and the seed', () => {
    assert.deepEqual(placementLab.initialState({ seed: 4, preset: 'edge' }), readPlacementLab({ preset: 'edge' }));
    const refused = ((): unknown => {
      try {
        return placementLab.initialState({ seed: 1.5 });
      } catch (error) {
        return error;
      }
    })();
    assert.ok(refused instanceof RuleViolation && refused.field === 'seed');
  });

  it('moves and turns the ghost anywhere, cites torpedo/place.pose, and refuses a pose that is no pose naming its field', () => {
    const engine = lab('open-field');
    const { ghost } = engine.state;
    const moved = engine.dispatch({ type: 'move', tip: { x: 500, y: -20 }, heading: turnHeading(ghost.heading, 3) });
    assert.ok(moved.ok);
    assert.deepEqual(moved.events.map((event) => [event.type, event.rule]), [['ghost-moved', RULE.pose]]);
    assert.deepEqual(engine.state.ghost.tip, { x: 500, y: -20 });
    const nowhere = engine.dispatch({ type: 'move', tip: { x: 1, y: 1 }, heading: { x: 0, y: 0 } });
    assert.ok(!nowhere.ok);
    assert.equal(nowhere.violation.field, 'heading');
    const notANumber = engine.dispatch({ type: 'move', tip: { x: Number.NaN, y: 1 }, heading: ghost.heading });
    assert.ok(!notANumber.ok);
    assert.equal(notANumber.violation.field, 'tip.x');
  });

  it('drops the ghost where it fits (torpedo/place.fixed), refuses it under the rule it breaks, and resets to the start', () => {
    const engine = lab('edge');
    const start = engine.state;
    assert.ok(engine.dispatch({ type: 'drop' }).ok);
    assert.equal(engine.state.table.length, 2);
    assert.equal(engine.log.at(-1)?.rule, RULE.fixed);
    // The new ghost waits where the first started, on the ship just placed: refused, naming the rule.
    const again = engine.dispatch({ type: 'drop' });
    assert.ok(!again.ok);
    assert.equal(again.violation.rule, RULE.noTouch);
    assert.ok(engine.dispatch({ type: 'move', tip: { x: 241, y: 40 }, heading: start.ghost.heading }).ok);
    const over = engine.dispatch({ type: 'drop' });
    assert.ok(!over.ok);
    assert.equal(over.violation.rule, RULE.inField);
    assert.ok(engine.dispatch({ type: 'size', size: 'small' }).ok);
    assert.equal(engine.state.ghost.size, 'small');
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.deepEqual(engine.state, start);
  });
});

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('move'), tip: fc.record({ x: fc.integer({ min: -20, max: 260 }), y: fc.integer({ min: -20, max: 170 }) }), heading: fc.record({ x: fc.integer({ min: -2, max: 2 }), y: fc.integer({ min: -2, max: 2 }) }) }),
  fc.record({ type: fc.constant('size'), size: fc.oneof(fc.constantFrom('small', 'medium', 'large', 'huge'), fc.jsonValue()) }),
  fc.constant({ type: 'drop' }),
  fc.constant({ type: 'reset' }),
  fc.record({ type: fc.oneof(fc.constantFrom('move', 'size', 'drop', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

describe('the placement lab under random commands', () => {
  it('keeps the table one play could reach, refuses without changing anything, cites mapped rules, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACEMENT_PRESET_NAMES), fc.array(commandArbitrary, { maxLength: 30 }), (preset, commands) => {
        const engine = lab(preset);
        for (const command of commands) {
          const before = engine.state;
          const result = engine.dispatch(command as PlacementLabCommand);
          if (!result.ok) {
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}`);
          if ((command as PlacementLabCommand).type === 'drop') assert.equal(ghostProblem(before), null, 'only a ghost that fits is dropped');
        }
        const { table, field } = engine.state;
        table.forEach((piece, index) => {
          assert.equal(placementProblem(table.slice(0, index), piece, field), null, `${piece.id} lies where play could put it`);
        });
        assert.deepEqual(JSON.parse(JSON.stringify(engine.state)), engine.state, 'the state is plain JSON');
        assert.deepStrictEqual(replay(placementLab, { seed: 1, preset }, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
