import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HIDDEN, RuleViolation, applyCommand, playout, randomBot, seedRandom } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';
import {
  CONFLICT_PRESETS,
  CONFLICT_PRESET_ALIASES,
  CONFLICT_SIDES,
  botConflictChoice,
  conflictBot,
  conflictHidingLimit,
  conflictPreset,
  conflictRuleset,
  conflictToAct,
  conflictView,
  openConflict,
  presetConflict,
  resolveConflict,
  validateHands,
  type ConflictCommand,
  type ConflictLimits,
  type ConflictState,
} from '../index.ts';
import { refusal } from '../test-support.ts';

function play(state: ConflictState, command: ConflictCommand): ConflictState {
  return applyCommand(conflictRuleset, state, command);
}

const LIMITS: readonly ConflictLimits[] = [
  conflictPreset('conflict-example-1').limits,
  conflictPreset('conflict-example-4').limits,
  conflictPreset('ranged-example-1').limits,
  conflictPreset('ranged-example-2').limits,
  { attackValue: 3, defenseValue: 9, attackerEnergy: 1, defenderEnergy: 0, rangeEnergy: 0 },
];

describe('steamwork-arena/conflict.hide', () => {
  it('refuses a misspelt setup key, naming it, instead of ignoring it', () => {
    const misspelt = { seed: 1, attackvalue: 3 };
    assert.throws(() => conflictRuleset.initialState(misspelt), refusal('steamwork-arena/conflict.hide', 'attackvalue'));
  });

  it('opens from a preset, an alias, or the numbers given; refuses a bad number naming its field', () => {
    assert.deepEqual(conflictRuleset.initialState({ seed: 1 }).limits, conflictPreset('conflict-example-1').limits);
    for (const [alias, name] of Object.entries(CONFLICT_PRESET_ALIASES)) {
      assert.deepEqual(conflictRuleset.initialState({ seed: 1, preset: alias }), conflictRuleset.initialState({ seed: 1, preset: name }));
    }
    assert.equal(conflictRuleset.initialState({ seed: 1, preset: 'ranged-example-1', attackValue: 6 }).limits.attackValue, 6);
    assert.throws(() => conflictRuleset.initialState({ seed: 1, preset: 'nope' }), refusal('steamwork-arena/conflict.hide', 'preset'));
    assert.throws(() => conflictRuleset.initialState({ seed: 1, defenderEnergy: -1 }), refusal('steamwork-arena/conflict.hide', 'defenderEnergy'));
    assert.throws(() => conflictRuleset.initialState({ seed: 1, rangeEnergy: 9 }), refusal('steamwork-arena/ranged.range-cost', 'rangeEnergy'));
    assert.throws(() => conflictRuleset.initialState({ seed: 1, attackValue: 5, rangeEnergy: 4, attackerEnergy: 3 }), refusal('steamwork-arena/ranged.range-cost', 'rangeEnergy'));
  });

  it('offers every split within each side\'s limit, and decide accepts exactly those', () => {
    for (const limits of LIMITS) {
      const state = openConflict(limits);
      for (const side of CONFLICT_SIDES) {
        const limit = conflictHidingLimit(state, side);
        const offered = conflictRuleset.legalCommands(state).filter((command) => command.player === side);
        assert.equal(offered.length, ((limit + 1) * (limit + 2)) / 2);
        for (let left = 0; left <= limit + 1; left++) {
          for (let right = 0; right <= limit + 1; right++) {
            const command: ConflictCommand = { type: 'hide', player: side, hands: [left, right] };
            const listed = offered.some((other) => other.type === 'hide' && other.hands[0] === left && other.hands[1] === right);
            if (listed) assert.doesNotThrow(() => play(state, command));
            else assert.throws(() => play(state, command), refusal('steamwork-arena/conflict.hide'));
          }
        }
      }
    }
  });

  it('a refused split changes nothing, and a side cannot hide twice', () => {
    const state = openConflict(conflictPreset('conflict-example-1').limits);
    const before = JSON.stringify(state);
    assert.throws(() => play(state, { type: 'hide', player: 'attacker', hands: [4, 2] }), refusal('steamwork-arena/conflict.hide', 'attackerHands'));
    assert.throws(() => play(state, { type: 'hide', player: 'defender', hands: [1, Number.NaN] }), refusal('steamwork-arena/conflict.hide'));
    assert.equal(JSON.stringify(state), before);
    const hidden = play(state, { type: 'hide', player: 'attacker', hands: [1, 1] });
    assert.throws(() => play(hidden, { type: 'hide', player: 'attacker', hands: [1, 1] }), RuleViolation);
    assert.throws(() => play(hidden, { type: 'pick', player: 'attacker', hand: 0 }), RuleViolation);
  });
});

describe('steamwork-arena/conflict.pick', () => {
  it('each side sees only its own hands until the conflict is resolved; a view offers only its viewer\'s commands', () => {
    let state = openConflict(conflictPreset('conflict-example-1').limits);
    assert.deepEqual(conflictToAct(state), ['attacker', 'defender']);
    state = play(state, { type: 'hide', player: 'attacker', hands: [3, 2] });
    assert.deepEqual(conflictToAct(state), ['defender']);
    const defenderView = conflictView(state, 'defender');
    assert.equal(defenderView.prompt?.commitments.attacker, HIDDEN);
    assert.deepEqual(conflictRuleset.legalCommands(conflictView(state, 'attacker')), []);
    assert.deepEqual(conflictRuleset.legalCommands(conflictView(state, 'spectator')), []);
    state = play(state, { type: 'hide', player: 'defender', hands: [2, 0] });
    assert.deepEqual(conflictView(state, 'defender').hands, { attacker: [null, null], defender: [2, 0] });
    assert.deepEqual(conflictRuleset.legalCommands(conflictView(state, 'defender')), [
      { type: 'pick', player: 'defender', hand: 0 },
      { type: 'pick', player: 'defender', hand: 1 },
    ]);
    state = play(state, { type: 'pick', player: 'defender', hand: 1 });
    assert.throws(() => play(state, { type: 'pick', player: 'attacker', hand: 2 as 0 }), refusal('steamwork-arena/conflict.pick', 'hand'));
    state = play(state, { type: 'pick', player: 'attacker', hand: 1 });
    assert.deepEqual(conflictToAct(state), []);
    assert.deepEqual(conflictView(state, 'defender').hands, { attacker: [3, 2], defender: [2, 0] });
    assert.deepEqual(conflictRuleset.outcome(state), { winners: ['attacker'], reason: 'The defender takes 2 pending damage points.' });
    assert.deepEqual(conflictRuleset.legalCommands(state), []);
  });
});

describe('steamwork-arena/conflict.pdp', () => {
  it('every printed preset played through the ruleset gives resolveConflict\'s result', () => {
    for (const preset of CONFLICT_PRESETS) {
      const state = presetConflict(preset);
      if (preset.printed === undefined) {
        assert.equal(state.result, null);
        continue;
      }
      assert.deepEqual(state.result, resolveConflict({ ...preset.limits, ...preset.printed }));
      assert.deepEqual(state.hands, { attacker: preset.printed.attackerHands, defender: preset.printed.defenderHands });
    }
  });

  it('random conflicts: every legal command is accepted, views hide the other side\'s hands, and the conflict ends in 4 commands', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMITS), fc.integer({ min: 0, max: 1_000_000 }), (limits, seed) => {
        const start = openConflict(limits);
        const { commands, outcome } = playout(conflictRuleset, start, randomBot(conflictRuleset), { seed });
        assert.notEqual(outcome, null);
        let state = start;
        for (const command of commands) {
          const legal = conflictRuleset.legalCommands(state);
          for (const side of [...CONFLICT_SIDES, 'spectator']) {
            assert.deepEqual(conflictRuleset.legalCommands(conflictView(state, side)), legal.filter((listed) => listed.player === side));
          }
          state = play(state, command);
        }
        assert.equal(commands.length, 4);
      }),
      { numRuns: propertyRuns(30) },
    );
  });
});

describe('The conflict bot (steamwork-arena/conflict.hide, steamwork-arena/conflict.pick)', () => {
  it('the bot plays any legal split with equal chance and either pick, from its seed alone', () => {
    for (const limits of LIMITS) {
      for (const side of CONFLICT_SIDES) {
        const limit = conflictHidingLimit(openConflict(limits), side);
        const splits = ((limit + 1) * (limit + 2)) / 2;
        const seen = new Set<string>();
        for (let seed = 0; seed < 400; seed++) {
          const choice = botConflictChoice(limits, side, seed);
          assert.ok(choice.hands[0] + choice.hands[1] <= limit);
          assert.doesNotThrow(() => {
            validateHands({ ...limits, attackerHands: side === 'attacker' ? choice.hands : [0, 0], defenderHands: side === 'defender' ? choice.hands : [0, 0] });
          });
          assert.deepEqual(botConflictChoice(limits, side, seed), choice);
          seen.add(choice.hands.join('+'));
        }
        assert.equal(seen.size, splits, `${side} ${JSON.stringify(limits)}`);
      }
    }
  });

  it('the bot answers only for its side and never sees the other side\'s hands', () => {
    let state = openConflict(conflictPreset('conflict-example-1').limits);
    assert.equal(conflictBot(state, 'spectator', seedRandom(1)), null);
    state = play(state, { type: 'hide', player: 'attacker', hands: [3, 2] });
    const other = play(openConflict(conflictPreset('conflict-example-1').limits), { type: 'hide', player: 'attacker', hands: [0, 5] });
    for (let seed = 0; seed < 20; seed++) assert.deepEqual(conflictBot(state, 'defender', seedRandom(seed)), conflictBot(other, 'defender', seedRandom(seed)));
    assert.equal(conflictBot(state, 'attacker', seedRandom(1)), null);
  });
});
