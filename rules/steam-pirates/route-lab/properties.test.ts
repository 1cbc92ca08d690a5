import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { BEARINGS } from '../compass.ts';
import { flagshipRoute } from '../flagships.ts';
import { ruleById } from '../rulebook.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { FLAGSHIP_ROUTE_PRESET_NAMES } from './presets.ts';
import { routeLab, type RouteLabCommand, type RouteLabState } from './ruleset.ts';
import { explainRoute } from './setup.ts';

const ISLANDS = SAMPLE_MAP.islands.map((island) => island.id);

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constantFrom('start', 'destination'), island: fc.oneof(fc.constantFrom(...ISLANDS, 'atlantis', 'anvil'), fc.jsonValue()) }),
  fc.record({ type: fc.constantFrom('wind', 'face'), wind: fc.constantFrom(...BEARINGS, 'up'), face: fc.constantFrom(...BEARINGS, 'down') }),
  fc.record({ type: fc.constantFrom('steps', 'graph', 'ship'), steps: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null), fc.constant('all')), graph: fc.constantFrom('city', 'all', 'sea'), ship: fc.constantFrom('dreadnought', 'fortress', 'galleon') }),
  fc.record({ type: fc.constantFrom('roll', 'reset') }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 2, arbitrary: commandArbitrary.map((command): Step => ({ kind: 'random', command })) },
);

/** What must hold in every state the lab reaches: the routing explains its move, as flagshipRoute sails it. */
function assertInvariants(state: RouteLabState): void {
  const { lab } = state;
  const route = explainRoute(lab);
  const voyage = lab.voyages[lab.ship];
  assert.ok(voyage !== undefined);
  if (route.waiting === null) {
    const sailed = flagshipRoute(lab.map, voyage.at, voyage.destination, { wind: lab.wind, rolls: [...lab.rolls], graph: lab.graph, ...(lab.steps === null ? {} : { steps: lab.steps }) });
    assert.deepEqual(route.islands, sailed.islands, 'the explanation sails as flagshipRoute does');
  }
  assert.ok(route.rolls.length <= lab.rolls.length, 'no face is taken that was not rolled');
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the route lab under random commands', () => {
  it('keeps a move the routing explains, cites a rule of the map for each event and refusal, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLAGSHIP_ROUTE_PRESET_NAMES), fc.integer({ min: 0, max: 10_000 }), fc.array(stepArbitrary, { maxLength: 20 }), (preset, seed, steps) => {
        const setup = { seed, preset };
        const engine = createEngine(routeLab, setup);
        assertInvariants(engine.state);
        for (const step of steps) {
          const before = engine.state;
          const legal = routeLab.legalCommands(before);
          const command = step.kind === 'legal' ? legal[step.pick % legal.length] : (step.command as RouteLabCommand);
          if (command === undefined) continue;
          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}, which is not in the rule map`);
          assertInvariants(engine.state);
        }
        assert.deepStrictEqual(replay(routeLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});
