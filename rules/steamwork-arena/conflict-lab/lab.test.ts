import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, botRandom, createEngine } from '../../engine/index.ts';
import { RULE, botConflictChoice, conflictBot, conflictBotMove, conflictLab, conflictPly, conflictRuleset, conflictView, openConflict, readConflictLabSetup, readConflictPlay, readConflictSetup, resolveConflict } from '../index.ts';

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

describe('the conflict lab as a reader plays it', () => {
  const limits = { attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 0 };

  it('reads the attributes as typed, naming the field it refuses; a printed conflict leaves the numbers unread', () => {
    const read = readConflictLabSetup({ seed: 4, attackValue: '3', attackerEnergy: ' 7 ', opponent: 'bot', side: 'defender' });
    assert.deepEqual(read.limits, { ...limits, attackValue: 3, attackerEnergy: 7 });
    assert.deepEqual([read.opponent, read.side, read.seed], ['bot', 'defender', { pinned: 4, draw: 4 }]);
    assert.deepEqual(readConflictLabSetup({ seed: 1, freshSeed: 99 }).seed, { pinned: null, draw: 99 });
    assert.equal(readConflictLabSetup({ seed: 1, preset: 'example-1', attackValue: 'x' }).preset, 'conflict-example-1');
    assert.equal(refused(() => readConflictLabSetup({ seed: 1, attackValue: 'x' })).field, 'attackValue');
    assert.equal(refused(() => readConflictLabSetup({ seed: 1, preset: 'ranged-example-2', rangeEnergy: '9' })).field, 'rangeEnergy');
    assert.equal(refused(() => readConflictLabSetup({ seed: 1, opponent: 'robot' })).field, 'opponent');
    assert.equal(refused(() => readConflictLabSetup({ seed: 1, freshSeed: 'x' })).field, 'freshSeed');
    assert.equal(refused(() => readConflictLabSetup({ seed: 1, oponent: 'bot' })).field, 'oponent');
  });

  it('plays the bot as the rules ask it, from its seed: the same hands and pick as botConflictChoice', () => {
    for (const side of ['attacker', 'defender'] as const) {
      const engine = createEngine(conflictLab, { seed: 7, opponent: 'bot', side });
      const bot = botConflictChoice(limits, side === 'attacker' ? 'defender' : 'attacker', 7);
      assert.equal(engine.state.botSeed, 7);
      assert.equal(engine.dispatch({ type: 'hide', player: side === 'attacker' ? 'defender' : 'attacker', hands: [0, 0] }).ok, false, 'the bot’s side is the bot’s');
      assert.ok(engine.dispatch({ type: 'hide', player: side, hands: [1, 1] }).ok);
      assert.equal(engine.state.conflict.prompt?.commitments[side === 'attacker' ? 'defender' : 'attacker'] !== null, true, 'the bot has picked');
      assert.ok(engine.dispatch({ type: 'pick', player: side, hand: 0 }).ok);
      const attacker = side === 'attacker' ? { hands: [1, 1] as [number, number], pick: 0 as const } : bot;
      const defender = side === 'defender' ? { hands: [1, 1] as [number, number], pick: 0 as const } : bot;
      assert.deepEqual(engine.state.conflict.result, resolveConflict({ ...limits, attackerHands: attacker.hands, defenderHands: defender.hands, attackerPicks: attacker.pick, defenderPicks: defender.pick }));
    }
  });

  it('opens a new conflict on reset and on play: the pinned seed again, or one drawn afresh', () => {
    const pinned = createEngine(conflictLab, { seed: 11, opponent: 'bot' });
    assert.ok(pinned.dispatch({ type: 'reset' }).ok);
    assert.equal(pinned.state.botSeed, 11);
    const fresh = createEngine(conflictLab, { seed: 1, opponent: 'bot', freshSeed: 5 });
    const seeds = new Set([fresh.state.botSeed]);
    for (let conflict = 0; conflict < 4; conflict++) assert.ok(fresh.dispatch({ type: 'reset' }).ok);
    seeds.add(fresh.state.botSeed);
    assert.ok(fresh.dispatch({ type: 'play', opponent: 'bot', side: 'defender' }).ok);
    seeds.add(fresh.state.botSeed);
    assert.equal(seeds.size, 3);
    assert.ok(fresh.dispatch({ type: 'play', opponent: 'hot-seat', side: 'defender' }).ok);
    assert.equal(fresh.state.botSeed, null);
    // Resolved, the lab is not over: reset opens the conflict again.
    for (const command of [
      { type: 'hide', player: 'attacker', hands: [0, 0] },
      { type: 'hide', player: 'defender', hands: [0, 0] },
      { type: 'pick', player: 'attacker', hand: 0 },
      { type: 'pick', player: 'defender', hand: 1 },
    ] as const) assert.ok(fresh.dispatch(command).ok);
    assert.notEqual(fresh.state.conflict.result, null);
    assert.ok(fresh.dispatch({ type: 'reset' }).ok);
    assert.equal(fresh.state.conflict.result, null);
  });

  it('steps through a printed conflict, played through as printed; its moves and opponent are not the reader’s', () => {
    const engine = createEngine(conflictLab, { seed: 1, preset: 'conflict-example-1', opponent: 'bot' });
    assert.equal(engine.state.step, 'hands');
    assert.equal(engine.state.botSeed, null);
    assert.equal(engine.state.conflict.result?.pdp, 2);
    const step = engine.dispatch({ type: 'step', step: 'reveal' });
    assert.deepEqual(step.ok ? step.events : null, [{ type: 'stepped', rule: RULE.pdp, step: 'reveal' }]);
    assert.equal(engine.dispatch({ type: 'pick', player: 'attacker', hand: 0 }).ok, false);
    assert.equal(engine.dispatch({ type: 'play', opponent: 'hot-seat', side: 'attacker' }).ok, false);
    assert.ok(engine.dispatch({ type: 'reset' }).ok);
    assert.equal(engine.state.step, 'hands');
    const free = createEngine(conflictLab, { seed: 1 });
    assert.equal(free.dispatch({ type: 'step', step: 'picks' }).ok, false);
  });
});
