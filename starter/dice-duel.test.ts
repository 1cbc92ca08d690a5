// The starter's tests: the engine's shared laws in one call, then the duel's own rules.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createEngine, RuleViolation } from 'rulebench/rules/engine';
import { checkRulesetLaws } from 'rulebench/rules/engine/testing';
import { diceDuel, type DuelState } from './dice-duel.ts';

checkRulesetLaws({
  ruleset: diceDuel,
  setups: fc.record({ seed: fc.integer(), target: fc.integer({ min: 5, max: 100 }) }),
  players: () => ['red', 'blue'],
  ends: true,
  refusable: (state: DuelState) => [{ type: 'roll', player: state.turn === 'red' ? 'blue' : 'red' }],
});

describe('dice duel', () => {
  it('refuses to bank an empty pot (dice-duel/bank) and changes nothing', () => {
    const engine = createEngine(diceDuel, { seed: 1 });
    const result = engine.dispatch({ type: 'bank', player: 'red' });
    assert.ok(!result.ok);
    assert.equal(result.violation.rule, 'dice-duel/bank');
    assert.equal(engine.turnCount, 0);
  });

  it('refuses a move out of turn (dice-duel/turn)', () => {
    const result = createEngine(diceDuel, { seed: 1 }).dispatch({ type: 'roll', player: 'blue' });
    assert.ok(!result.ok && result.violation.rule === 'dice-duel/turn');
  });

  it('loses the pot on a 1 and passes the turn (dice-duel/bust)', () => {
    const state: DuelState = { ...diceDuel.initialState({ seed: 1 }), pot: 9 };
    // Find a seed whose first roll is a 1, then fold that roll in.
    for (let seed = 0; seed < 100; seed++) {
      const from = { ...state, random: diceDuel.initialState({ seed }).random };
      const events = diceDuel.decide(from, { type: 'roll', player: 'red' });
      if (events[0]?.type === 'rolled' && events[0].value === 1) {
        assert.deepEqual(events.map((event) => event.rule), ['dice-duel/roll', 'dice-duel/bust']);
        const after = events.reduce((folded, event) => diceDuel.evolve(folded, event), from);
        assert.equal(after.pot, 0);
        assert.equal(after.turn, 'blue');
        return;
      }
    }
    assert.fail('no seed in 0..99 rolls a 1 first');
  });

  it('wins by banking up to the target (dice-duel/win)', () => {
    const state: DuelState = { ...diceDuel.initialState({ seed: 1, target: 10 }), pot: 4, scores: { red: 6, blue: 0 } };
    const events = diceDuel.decide(state, { type: 'bank', player: 'red' });
    const after = events.reduce((folded, event) => diceDuel.evolve(folded, event), state);
    assert.deepEqual(diceDuel.outcome(after), { winners: ['red'], reason: 'reached 10 points' });
  });

  it('names target when the setup asks for an impossible one', () => {
    assert.throws(() => diceDuel.initialState({ seed: 1, target: 2 }), (error: unknown) => error instanceof RuleViolation && error.field === 'target' && error.rule === 'dice-duel/setup.target');
  });
});
