/**
 * `randomCommand`: randomBot draws with it where a ruleset has one, and the shared law that holds
 * it (checkRandomCommand, run by checkRulesetLaws) fails a drawer that is unfair, not only one
 * that is illegal: shown here on the duel and on a toy game with a long list.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { botRandom, commandsFor, randomBot } from './bots.ts';
import { drawInt, type RandomState } from './random.ts';
import { RuleViolation } from './rule-violation.ts';
import type { PlayerId, Ruleset } from './ruleset.ts';
import { checkRandomCommand, checkRulesetLaws } from './testing/laws.ts';
import { duel, DUEL_PLAYERS, type DuelCommand, type DuelState } from './fixtures/duel.ts';

/** The duel's draw by structure: a bid of 0 to the coins left, or a scorer; each listed command equally likely. */
function duelRandomCommand(state: DuelState, player: PlayerId, random: RandomState): DuelCommand | null {
  const prompt = state.prompt;
  const bidder = DUEL_PLAYERS.find((each) => each === player);
  if (prompt === null || bidder === undefined) return null;
  if (prompt.kind === 'choice') {
    if (prompt.player !== player) return null;
    return { type: 'break-tie', player: bidder, scorer: DUEL_PLAYERS[drawInt(random, 0, 1).value] ?? 'a' };
  }
  if (prompt.commitments[bidder] !== null) return null;
  return { type: 'bid', player: bidder, coins: drawInt(random, 0, state.coins[bidder]).value };
}

const duelWithDraw: typeof duel = { ...duel, randomCommand: duelRandomCommand };

checkRulesetLaws({
  ruleset: duelWithDraw,
  name: 'duel with randomCommand',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }) }),
  players: () => [...DUEL_PLAYERS, 'spectator'],
  ends: true,
  maxCommands: 100,
  games: 10,
});

/** A toy game with one long list: player a picks one of `size` numbers, and the game is over. */
interface PickState {
  size: number;
  picked: number | null;
}
interface PickCommand {
  type: 'pick';
  player: PlayerId;
  index: number;
}
interface PickEvent {
  type: 'picked';
  index: number;
}

function pickGame(size: number, randomCommand: Ruleset<PickState, PickCommand, PickEvent>['randomCommand']): Ruleset<PickState, PickCommand, PickEvent> {
  return {
    id: 'pick',
    initialState: () => ({ size, picked: null }),
    decide(state, command) {
      if (state.picked !== null || command.player !== 'a' || !Number.isInteger(command.index) || command.index < 0 || command.index >= state.size) throw new RuleViolation('pick/index', 'Pick a listed number.');
      return [{ type: 'picked', index: command.index }];
    },
    evolve: (state, event) => ({ ...state, picked: event.index }),
    legalCommands: (state) => (state.picked !== null ? [] : Array.from({ length: state.size }, (_, index) => ({ type: 'pick', player: 'a', index }))),
    toAct: (state) => (state.picked === null ? ['a'] : []),
    outcome: (state) => (state.picked === null ? null : { winners: ['a'], reason: 'picked' }),
    randomCommand,
  };
}

/** Each of `0..size-1` equally likely, for player a alone; `index` maps the drawn number to the command's. */
function uniformPick(index: (drawn: number, size: number) => number = (drawn) => drawn): NonNullable<Ruleset<PickState, PickCommand, PickEvent>['randomCommand']> {
  return (state, player, random) => (player !== 'a' || state.picked !== null ? null : { type: 'pick', player: 'a', index: index(drawInt(random, 0, state.size - 1).value, state.size) });
}

function lawAt(ruleset: Ruleset<PickState, PickCommand, PickEvent>, player: PlayerId = 'a'): number {
  return checkRandomCommand(ruleset, ruleset.initialState({ seed: 1 }), player, 7, 'the toy game');
}

describe('randomCommand', () => {
  it('is what randomBot plays where the ruleset has one, and what it draws the bot draws', () => {
    const start = duelWithDraw.initialState({ seed: 1 });
    for (let ply = 0; ply < 20; ply++) {
      const random = botRandom(3, ply);
      assert.deepEqual(randomBot(duelWithDraw)(start, 'a', random), duelRandomCommand(start, 'a', random));
    }
    assert.equal(randomBot(duelWithDraw)(start, 'spectator', botRandom(3, 0)), null);
  });

  it('passes the law when uniform, over a short list (every command drawn) and a long one (most drawn)', () => {
    assert.equal(lawAt(pickGame(10, uniformPick())), 10);
    assert.equal(lawAt(pickGame(500, uniformPick())), 500);
    assert.equal(lawAt(pickGame(500, uniformPick()), 'b'), 0);
  });

  it('fails the law when it never draws some listed command, even if all it draws is legal', () => {
    // Short list: the last command never comes out.
    assert.throws(() => lawAt(pickGame(10, uniformPick((drawn, size) => Math.min(drawn, size - 2)))), /never gave these listed commands/);
    // Long list: only the first half ever comes out.
    assert.throws(() => lawAt(pickGame(500, uniformPick((drawn) => drawn % 250))), /gave 250 of the 500 listed commands/);
    // Always the first command, as a lazy drawer would.
    assert.throws(() => lawAt(pickGame(10, uniformPick(() => 0))), /never gave these listed commands/);
  });

  it('fails the law when it draws a command that is not listed, or draws for a player with nothing', () => {
    assert.throws(() => lawAt(pickGame(10, uniformPick((drawn) => drawn + 1))), /which is not listed/);
    const anyone: NonNullable<Ruleset<PickState, PickCommand, PickEvent>['randomCommand']> = (state, _player, random) => ({ type: 'pick', player: 'a', index: drawInt(random, 0, state.size - 1).value });
    assert.throws(() => lawAt(pickGame(10, anyone), 'b'), /who has nothing listed/);
    assert.throws(() => lawAt(pickGame(10, () => null)), /gives a nothing, yet 10 commands are listed/);
    assert.deepEqual(commandsFor(pickGame(3, uniformPick()), { size: 3, picked: null }, 'b'), []);
  });
});
