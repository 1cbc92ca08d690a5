import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, commandsFor, playout, randomBot, type Bot } from './bots.ts';
import { duel, type DuelCommand, type DuelEvent, type DuelState } from './fixtures/duel.ts';
import { seedRandom } from './random.ts';
import type { Ruleset } from './ruleset.ts';
import { searchBot } from './search-bot.ts';

/** Take-away: from a pile of sticks each player in turn takes 1 to 3; whoever takes the last wins. */
interface PileState {
  sticks: number;
  toMove: 'a' | 'b';
  winner: 'a' | 'b' | null;
}
interface PileCommand {
  type: 'take';
  player: 'a' | 'b';
  sticks: number;
}
interface PileEvent {
  type: 'taken';
  player: 'a' | 'b';
  sticks: number;
}

const takeAway: Ruleset<PileState, PileCommand, PileEvent, { seed: number; sticks?: number }> = {
  id: 'take-away',
  initialState: (setup) => ({ sticks: setup.sticks ?? 21, toMove: 'a', winner: null }),
  decide(state, command) {
    if (command.player !== state.toMove || command.sticks < 1 || command.sticks > Math.min(3, state.sticks)) throw new Error('illegal take');
    return [{ type: 'taken', player: command.player, sticks: command.sticks }];
  },
  evolve(state, event) {
    const sticks = state.sticks - event.sticks;
    return { sticks, toMove: event.player === 'a' ? 'b' : 'a', winner: sticks === 0 ? event.player : null };
  },
  legalCommands(state) {
    if (state.winner !== null) return [];
    return [1, 2, 3].filter((sticks) => sticks <= state.sticks).map((sticks) => ({ type: 'take', player: state.toMove, sticks }));
  },
  toAct: (state) => (state.winner === null ? [state.toMove] : []),
  outcome: (state) => (state.winner === null ? null : { winners: [state.winner], reason: `${state.winner} took the last stick` }),
};

describe('searchBot (issue 23, pinned)', () => {
  it('finds the winning move of a game it was told nothing about: leave the opponent a multiple of 4', () => {
    const bot = searchBot(takeAway, { level: 'hard' });
    for (const sticks of [5, 6, 7, 9, 10, 11, 13]) {
      const state: PileState = { sticks, toMove: 'a', winner: null };
      const command = bot(state, 'a', seedRandom(sticks));
      assert.equal(command?.sticks, sticks % 4, `from ${String(sticks)} sticks`);
    }
  });

  it('always plays a command legal for what its player sees, the same one for the same random source', () => {
    const bot = searchBot(duel, { iterations: 40 });
    let checked = 0;
    for (let seed = 0; seed < 6; seed++) {
      const { commands } = playout(duel, duel.initialState({ seed }), randomBot(duel), { seed });
      let state = duel.initialState({ seed });
      for (const [ply, played] of commands.entries()) {
        for (const player of duel.toAct(state)) {
          const seen = duel.view?.(state, player) ?? state;
          const chosen = bot(seen, player, botRandom(seed, ply));
          assert.ok(chosen !== null);
          assert.ok(
            commandsFor(duel, seen, player).some((command) => JSON.stringify(command) === JSON.stringify(chosen)),
            `${JSON.stringify(chosen)} is not ${player}'s to play`,
          );
          assert.deepEqual(bot(seen, player, botRandom(seed, ply)), chosen);
          checked++;
        }
        for (const event of duel.decide(state, played)) state = duel.evolve(state, event);
      }
    }
    assert.ok(checked > 20);
  });

  it('beats a random player at the duel, seat for seat, over the same seeds', () => {
    const bot = searchBot(duel, { level: 'easy' });
    const random = randomBot(duel);
    let wins = 0;
    let games = 0;
    for (let seed = 0; seed < 30; seed++) {
      for (const seat of ['a', 'b'] as const) {
        const bots: Record<string, Bot<DuelState, DuelCommand>> = { a: random, b: random, [seat]: bot };
        const { outcome } = playout(duel, duel.initialState({ seed }), bots, { seed });
        games++;
        if (outcome?.winners.length === 1 && outcome.winners[0] === seat) wins++;
      }
    }
    // Measured: 52 of 60 outright wins at easy; a random player in the same seats wins 31 of 60.
    assert.ok(wins / games > 0.7, `${String(wins)} wins in ${String(games)}`);
  });

  it('refuses a ruleset that hides things but cannot deal them (no determinize), and a budget of no playouts', () => {
    const withoutDeal: Ruleset<DuelState, DuelCommand, DuelEvent> = { ...duel, determinize: undefined };
    assert.throws(() => searchBot(withoutDeal), /needs determinize/);
    assert.throws(() => searchBot(takeAway, { iterations: 0 }), /iterations/);
  });

  it('plays at once when there is one choice, and gives null when there is none', () => {
    const bot = searchBot(takeAway);
    assert.deepEqual(bot({ sticks: 1, toMove: 'a', winner: null }, 'a', seedRandom(1)), { type: 'take', player: 'a', sticks: 1 });
    assert.equal(bot({ sticks: 1, toMove: 'a', winner: null }, 'b', seedRandom(1)), null);
  });
});
