/**
 * The roll's rules alone (DIRECT_FIRE_ROLL, roll.ts), which a page without a board runs so that it
 * never downloads the board's (issue 25): the engine's laws; the same states, events and refusals
 * as the whole rules (`directFire`) for every setup without a board, attributes as typed included;
 * and `directFireNeedsBoard`, which tells a widget which rules a setup needs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tryDecide, type RuleViolation } from '../../engine/index.ts';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { DIRECT_FIRE_ON_BOARD, DIRECT_FIRE_ROLL, DIRECT_FIRE_SHOOTER, directFire, directFireNeedsBoard, TARGET_KINDS, type DirectFireCommand, type DirectFireSetup, type DirectFireState } from '../index.ts';

const roll = DIRECT_FIRE_ROLL.ruleset;

const plainSetups: fc.Arbitrary<DirectFireSetup> = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  weapon: fc.record({ accuracy: fc.integer({ min: 0, max: 12 }), aoe: fc.integer({ min: 0, max: 2 }), pointDefence: fc.boolean() }),
  targets: fc
    .array(fc.record({ kind: fc.constantFrom(...TARGET_KINDS), evasion: fc.integer({ min: 0, max: 12 }) }), { minLength: 1, maxLength: 5 })
    .map((targets) => targets.map((target, index) => ({ ...target, id: `t${String(index)}` }))),
});

checkRulesetLaws({
  ruleset: roll,
  setups: plainSetups,
  players: () => [DIRECT_FIRE_SHOOTER],
  // The roll never ends by itself: a reader may roll again and again.
  ends: false,
  maxCommands: 40,
  games: 40,
});

/** A setup as a widget's attributes give it (text as typed, some of it wrong), without a board. */
const typedSetups: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    seed: fc.oneof(fc.integer(), fc.constant(1.5)),
    accuracy: fc.oneof(fc.integer({ min: -1, max: 13 }).map(String), fc.constantFrom('lots', ' 3 ', '')),
    evasion: fc.oneof(fc.integer({ min: -1, max: 13 }).map(String), fc.constant('x')),
    aoe: fc.integer({ min: 0, max: 3 }).map(String),
    pointDefence: fc.boolean(),
    targets: fc.oneof(
      fc.constantFrom('[{"name":"Squadron","evasion":2},{"kind":"warship"}]', '[]', '[{"kind":"ship"}]', 'not json', '[{"id":"a"},{"id":"a"}]'),
      fc.array(fc.record({ kind: fc.constantFrom(...TARGET_KINDS, 'boat'), evasion: fc.integer({ min: 0, max: 13 }) }), { maxLength: 3 }),
    ),
    weapon: fc.record({ name: fc.constantFrom('Gun', 7), accuracy: fc.integer({ min: 0, max: 13 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** The start a ruleset makes of `setup`, or the refusal it throws (rule, words and field). */
function start(ruleset: typeof roll, setup: unknown): { state: DirectFireState } | { refused: Pick<RuleViolation, 'rule' | 'message' | 'field'> } {
  try {
    return { state: ruleset.initialState(setup as DirectFireSetup) };
  } catch (error) {
    const { rule, message, field } = error as RuleViolation;
    return { refused: { rule, message, field } };
  }
}

const commands: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('aim'), target: fc.constantFrom('t0', 't1', 't2', 'hull', 'target-1', 'ghost') }),
  fc.record({ type: fc.constant('roll') }),
  fc.record({ type: fc.constant('roll'), forced: fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('aim-at'), column: fc.integer({ min: -1, max: 13 }), row: fc.integer({ min: 0, max: 17 }) }),
  fc.jsonValue(),
);

describe('the roll’s rules alone (DIRECT_FIRE_ROLL)', () => {
  it('start as the whole rules do from every setup without a board, and refuse the same setups in the same words', () => {
    fc.assert(
      fc.property(fc.oneof(plainSetups, typedSetups), (setup) => {
        assert.equal(directFireNeedsBoard(setup), false);
        assert.deepEqual(start(roll, setup), start(directFire, setup));
        assert.deepEqual(DIRECT_FIRE_ROLL.attributeRefusals(setup).map(({ rule, message, field }) => ({ rule, message, field })), DIRECT_FIRE_ON_BOARD.attributeRefusals(setup).map(({ rule, message, field }) => ({ rule, message, field })));
      }),
    );
  });

  it('decide and evolve as the whole rules do, accepting and refusing the same commands', () => {
    fc.assert(
      fc.property(plainSetups, fc.array(commands, { maxLength: 12 }), (setup, sent) => {
        let state = roll.initialState(setup);
        for (const command of sent) {
          const mine = tryDecide(roll, state, command as DirectFireCommand);
          const whole = tryDecide(directFire, state, command as DirectFireCommand);
          assert.deepEqual(mine.ok ? mine.events : mine.violation.message, whole.ok ? whole.events : whole.violation.message);
          assert.deepEqual(roll.legalCommands(state), directFire.legalCommands(state));
          if (mine.ok) state = mine.events.reduce((before, event) => roll.evolve(before, event), state);
        }
      }),
    );
  });

  it('refuse a setup that puts the weapon on the board, which the board’s rules run', () => {
    for (const setup of [
      { seed: 1, preset: 'main-cannon' },
      { seed: 1, preset: 'no-such-example' },
      { seed: 1, board: {} },
      { seed: 1, column: '3' },
      { seed: 1, row: 'lots' },
      { seed: 1, facing: 'NE' },
      { seed: 1, range: '2' },
      { seed: 1, obstacles: 'projectile 6 9' },
      { seed: 1, targets: '[{"name":"Squadron","column":6,"row":8}]' },
      { seed: 1, targets: [{ name: 'Squadron', column: 6, row: 8 }] },
    ]) {
      assert.equal(directFireNeedsBoard(setup), true, JSON.stringify(setup));
      assert.throws(() => roll.initialState(setup as DirectFireSetup), /on the board/, JSON.stringify(setup));
    }
    // The board's rules run the ones that read.
    assert.notEqual(directFire.initialState({ seed: 1, preset: 'main-cannon' }).board, null);
  });

  it('need no board for targets that do not read: both rules refuse them alike', () => {
    for (const targets of ['not json', '[{"kind":"ship","column":1,"row":2}]', [{ evasion: 99 }], [{ name: 'Squadron', column: 6 }]]) {
      const setup = { seed: 1, targets };
      assert.equal(directFireNeedsBoard(setup), false);
      assert.deepEqual(start(roll, setup), start(directFire, setup));
    }
  });
});
