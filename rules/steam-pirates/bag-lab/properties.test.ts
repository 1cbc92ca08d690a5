import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { ruleById } from '../rulebook.ts';
import { SUPPLY } from '../tables.ts';
import { BAG_PRESET_NAMES, bagLabOdds, bagOf } from './lab.ts';
import { bagLab, mostCubes, type BagLabCommand, type BagLabState } from './ruleset.ts';

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('cubes'), owner: fc.constantFrom('syndicate', 'amber', 'brian', 'collin', 'eve'), count: fc.oneof(fc.integer({ min: -1, max: 11 }), fc.jsonValue()) }),
  fc.record({ type: fc.constantFrom('pirates', 'season', 'gold'), count: fc.integer({ min: 0, max: 5 }), season: fc.integer({ min: 0, max: 4 }), gold: fc.integer({ min: -1, max: 1000 }) }),
  fc.record({ type: fc.constantFrom('you', 'house', 'sell'), pirate: fc.constantFrom('amber', 'collin', ''), island: fc.constantFrom('haven', 'lumen', 'gull-key', 'atlantis'), built: fc.boolean() }),
  fc.record({ type: fc.constantFrom('roll', 'reset') }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 2, arbitrary: commandArbitrary.map((command): Step => ({ kind: 'random', command })) },
);

/** What must hold in every state the lab reaches. */
function assertInvariants(state: BagLabState): void {
  const { lab } = state;
  assert.ok(lab.pirates.length >= 2 && lab.pirates.length <= 4);
  assert.ok(lab.pirates.includes(lab.you), 'you sit at the table');
  assert.ok(lab.syndicate >= 0 && lab.syndicate <= mostCubes('syndicate'));
  assert.deepEqual(Object.keys(lab.cubes), lab.pirates, 'a count for each pirate seated, and no other');
  assert.ok(lab.pirates.every((pirate) => (lab.cubes[pirate] ?? -1) >= 0 && (lab.cubes[pirate] ?? 99) <= mostCubes(pirate)));
  assert.ok(lab.houses.length <= SUPPLY.houses && new Set(lab.houses).size === lab.houses.length);
  const odds = bagLabOdds(lab);
  assert.equal(odds.draws.length, Math.min(7, bagOf(lab).length) + 1, 'the odds cover every number of cubes drawn');
  if (state.roll !== null) {
    const drawn = state.roll.events.filter((event) => event.type === 'notoriety-drawn').length;
    const octopuses = state.roll.events.find((event) => event.type === 'dice-rolled')?.dice.filter((face) => face === 'wild').length ?? 0;
    assert.equal(drawn, Math.min(octopuses, bagOf(lab).length), 'a cube for each octopus, until the bag is empty');
  }
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the bag lab under random commands', () => {
  it('keeps every invariant, cites a rule of the map for each event and refusal, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BAG_PRESET_NAMES), fc.integer({ min: 0, max: 10_000 }), fc.array(stepArbitrary, { maxLength: 25 }), (preset, seed, steps) => {
        const setup = { seed, preset };
        const engine = createEngine(bagLab, setup);
        assertInvariants(engine.state);
        for (const step of steps) {
          const before = engine.state;
          const legal = bagLab.legalCommands(before);
          const command = step.kind === 'legal' ? legal[step.pick % legal.length] : (step.command as BagLabCommand);
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
        assert.deepStrictEqual(replay(bagLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});
