import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, botRandom, createEngine } from '../../engine/index.ts';
import { RULE, conflictBot, conflictBotMove, conflictPly, conflictRuleset, conflictView, openConflict, readConflictPlay, readConflictSetup } from '../index.ts';

function refused(read: () => unknown): RuleViolation {
  try {
    read();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail('accepted');
}

describe('the conflict lab: reset, the bot and how the reader plays', () => {
  it('reset takes the conflict back to both sides hiding, from the same numbers, citing conflict.hide; not once it is over', () => {
    const engine = createEngine(conflictRuleset, { seed: 1, preset: 'ranged-example-2' });
    const start = engine.state;
    assert.ok(engine.dispatch({ type: 'hide', player: 'attacker', hands: [1, 2] }).ok);
    assert.ok(engine.dispatch({ type: 'hide', player: 'defender', hands: [0, 1] }).ok);
    const reset = engine.dispatch({ type: 'reset' });
    assert.ok(reset.ok);
    assert.deepEqual(reset.events, [{ type: 'conflict-reset', rule: RULE.hide }]);
    assert.deepEqual(engine.state, start);
    for (const command of [
      { type: 'hide', player: 'attacker', hands: [0, 0] },
      { type: 'hide', player: 'defender', hands: [0, 0] },
      { type: 'pick', player: 'attacker', hand: 0 },
      { type: 'pick', player: 'defender', hand: 1 },
    ] as const) assert.ok(engine.dispatch(command).ok);
    assert.equal(engine.dispatch({ type: 'reset' }).ok, false, 'a resolved conflict is over: the engine starts it again');
  });

  it("the bot's move comes from the rules: conflictBot on its own view, only while the rules ask its side", () => {
    const start = openConflict(readConflictSetup({ seed: 1 }));
    assert.deepEqual(conflictBotMove(start, 'defender', 7), conflictBot(conflictView(start, 'defender'), 'defender', botRandom(7, 0)));
    const engine = createEngine(conflictRuleset, { seed: 1 });
    const hidden = conflictBotMove(engine.state, 'defender', 7);
    assert.ok(hidden !== null && engine.dispatch(hidden).ok);
    assert.equal(conflictBotMove(engine.state, 'defender', 7), null, 'the bot waits for the reader');
    // Its next move draws afresh: the conflict has taken one command.
    assert.equal(conflictPly(engine.state), 1);
  });

  it('reads how the reader plays, refusing each field by its name', () => {
    assert.deepEqual(readConflictPlay({}), { opponent: 'hot-seat', side: 'attacker', seed: null });
    assert.deepEqual(readConflictPlay({ opponent: 'bot', side: 'defender', seed: -1 }), { opponent: 'bot', side: 'defender', seed: -1 });
    assert.match(refused(() => readConflictPlay({ opponent: 'robot' })).message, /^opponent must be one of hot-seat, bot; got "robot"\.$/);
    assert.equal(refused(() => readConflictPlay({ side: 'x' })).field, 'side');
    assert.equal(refused(() => readConflictPlay({ seed: '1.5' })).field, 'seed');
  });
});
