import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import { ruleById } from '../rulebook.ts';
import { SUPPLY } from '../tables.ts';
import { CITY_ISLANDS, PROFIT_PRESET_NAMES, profitLabResult } from './lab.ts';
import { profitLab, type ProfitLabCommand, type ProfitLabState } from './ruleset.ts';

const CITY_IDS = CITY_ISLANDS.map((island) => island.id);

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const commandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('season'), season: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()) }),
  fc.record({ type: fc.constant('variant'), variant: fc.oneof(fc.constantFrom('plain', 'merchant', 'smuggler-bribed', 'pirate'), fc.jsonValue()) }),
  fc.record({ type: fc.constant('harbour'), ship: fc.constantFrom('fortress', 'dreadnought', 'galleon'), island: fc.constantFrom(...CITY_IDS, 'gull-key', 'atlantis') }),
  fc.record({ type: fc.constantFrom('house', 'connection'), island: fc.constantFrom(...CITY_IDS, 'gull-key', ''), built: fc.boolean(), connected: fc.oneof(fc.boolean(), fc.jsonValue()) }),
  fc.record({ type: fc.constant('reset') }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 2, arbitrary: commandArbitrary.map((command): Step => ({ kind: 'random', command })) },
);

/** What must hold in every state the lab reaches. */
function assertInvariants(state: ProfitLabState): void {
  const { lab } = state;
  assert.ok(lab.houses.length <= SUPPLY.houses, 'at most 8 houses');
  assert.ok(lab.houses.every((id) => lab.connected.includes(id)), 'every house stands on a connected island');
  assert.ok([...lab.houses, ...lab.connected, lab.fortress, lab.dreadnought].every((id) => CITY_IDS.includes(id)), 'city islands only');
  assert.ok(lab.season >= 1 && lab.season <= 3);
  const result = profitLabResult(lab);
  assert.equal(result.total, result.seasonGold + result.bonus + result.rows.reduce((sum, row) => sum + row.gold, 0), 'the total is the season, the bonus and the goods');
  assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, 'the state is plain JSON');
}

describe('the profit lab under random commands', () => {
  it('keeps every invariant, cites a rule of the map for each event and refusal, and replays its log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFIT_PRESET_NAMES), fc.array(stepArbitrary, { maxLength: 30 }), (preset, steps) => {
        const setup = { seed: 1, preset };
        const engine = createEngine(profitLab, setup);
        assertInvariants(engine.state);
        for (const step of steps) {
          const before = engine.state;
          const legal = profitLab.legalCommands(before);
          const command = step.kind === 'legal' ? legal[step.pick % legal.length] : (step.command as ProfitLabCommand);
          if (command === undefined) continue;
          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.ok(result.violation instanceof RuleViolation);
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.equal(engine.state, before, 'a refused command changes nothing');
            continue;
          }
          for (const event of result.events) assert.ok(ruleById(event.rule), `${event.type} cites ${event.rule}, which is not in the rule map`);
          assertInvariants(engine.state);
        }
        assert.deepStrictEqual(replay(profitLab, setup, engine.log), engine.state, 'replaying the log gives the same state');
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
