import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { BEARINGS } from '../compass.ts';
import { sailProblem } from '../decide.ts';
import { MOST_SAIL_MOVES } from '../queries.ts';
import { ruleById } from '../rulebook.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { SAIL_LAB_PIRATE, SAIL_PRESET_NAMES, sailLabState, sailPreview } from './lab.ts';
import { sailLab, type SailLabCommand, type SailLabState } from './ruleset.ts';

const ISLANDS = SAMPLE_MAP.islands.map((island) => island.id);

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('add-island'), island: fc.oneof(fc.constantFrom(...ISLANDS, 'atlantis'), fc.jsonValue()) }),
  fc.record({ type: fc.constant('wind'), wind: fc.oneof(fc.constantFrom(...BEARINGS, 'up'), fc.jsonValue()) }),
  fc.record({ type: fc.constantFrom('take-back', 'clear-path', 'sail') }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 2, arbitrary: commandArbitrary.map((command): Step => ({ kind: 'random', command })) },
);

/** What must hold of a path the reader drew from nothing: every island added was one the rules let come next. */
function assertDrawn(state: SailLabState): void {
  const { lab } = state;
  assert.ok(lab.path.length <= MOST_SAIL_MOVES, 'a drawn path moves 4 islands at most');
  assert.ok(!lab.path.includes(lab.dreadnought) && !lab.path.includes(lab.fortress), 'no drawn path enters a flagship’s island');
  // The rules' sail takes the path, or refuses it for its end (a treasure island) or its Gold alone.
  if (lab.path.length > 0) {
    const problem = sailProblem(sailLabState(lab), SAIL_LAB_PIRATE, lab.path);
    assert.ok(problem === null || problem.rule === 'steam-pirates/sail.harbour' || problem.rule === 'steam-pirates/sail.cost', problem?.reason);
  }
  assert.equal(sailPreview(lab).costWithoutWind, lab.path.length);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the sail lab under random commands', () => {
  it('draws only paths the rules’ sail would take, cites a rule of the map for each event and refusal, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAIL_PRESET_NAMES), fc.array(stepArbitrary, { maxLength: 30 }), (preset, steps) => {
        const setup = { seed: 1, preset };
        const engine = createEngine(sailLab, setup);
        // From an empty path: what the reader drew alone.
        engine.dispatch({ type: 'clear-path' });
        for (const step of steps) {
          const before = engine.state;
          const legal = sailLab.legalCommands(before);
          const command = step.kind === 'legal' ? legal[step.pick % legal.length] : (step.command as SailLabCommand);
          // A reset puts the preset's path back; the lab's tests check it, this one what the reader draws.
          if (command === undefined || (step.kind === 'legal' && command.type === 'reset')) continue;
          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}, which is not in the rule map`);
          assertDrawn(engine.state);
        }
        assert.deepStrictEqual(replay(sailLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
