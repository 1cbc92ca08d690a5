import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, commandsFor, playout, randomBot, type Bot } from './bots.ts';
import { duel, type DuelCommand, type DuelEvent, type DuelState } from './fixtures/duel.ts';
import { drawInt, seedRandom } from './random.ts';
import type { Ruleset } from './ruleset.ts';
import { searchBot, searchDeliberator } from './search-bot.ts';

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

/** High card: both players pick 0 to 3, in any order; the higher pick wins, equal picks share. */
interface HighCardState {
  picks: Record<'a' | 'b', number | null>;
}
interface HighCardCommand {
  type: 'pick';
  player: 'a' | 'b';
  value: number;
}

function highCardTo(top: number): Ruleset<HighCardState, HighCardCommand, HighCardCommand> {
  return {
    ...highCard,
    legalCommands: (state) => (['a', 'b'] as const).filter((player) => state.picks[player] === null).flatMap((player) => Array.from({ length: top + 1 }, (_, value) => ({ type: 'pick' as const, player, value }))),
  };
}

const highCard: Ruleset<HighCardState, HighCardCommand, HighCardCommand> = {
  id: 'high-card',
  initialState: () => ({ picks: { a: null, b: null } }),
  decide: (_state, command) => [command],
  evolve: (state, event) => ({ picks: { ...state.picks, [event.player]: event.value } }),
  legalCommands: (state) => (['a', 'b'] as const).filter((player) => state.picks[player] === null).flatMap((player) => [0, 1, 2, 3].map((value) => ({ type: 'pick' as const, player, value }))),
  toAct: (state) => (['a', 'b'] as const).filter((player) => state.picks[player] === null),
  outcome: ({ picks: { a, b } }) => (a === null || b === null ? null : { winners: a === b ? ['a', 'b'] : [a > b ? 'a' : 'b'], reason: 'picks shown' }),
};

describe('searchBot (issue 23, pinned)', () => {
  it('weighs its own commands for its own player when several may act at once', () => {
    // Both are free to pick; toAct names a first. The bot playing b must judge b's picks by b's results.
    const bot = searchBot(highCard, { iterations: 200 });
    assert.deepEqual(bot({ picks: { a: null, b: null } }, 'b', seedRandom(3)), { type: 'pick', player: 'b', value: 3 });
    assert.deepEqual(bot({ picks: { a: null, b: null } }, 'a', seedRandom(3)), { type: 'pick', player: 'a', value: 3 });
  });

  it('weighs a shortlist when there are too many commands: what its playout bot proposes, and a random few', () => {
    // b picked 59; a wins outright only with 60, one command of 61.
    const game = highCardTo(60);
    const start: HighCardState = { picks: { a: null, b: 59 } };
    const greedy: Bot<HighCardState, HighCardCommand> = (_state, player) => ({ type: 'pick', player: player as 'a' | 'b', value: 60 });
    assert.equal(searchBot(game, { iterations: 60, rollout: greedy })(start, 'a', seedRandom(5))?.value, 60);
    // Playing out at random, the search weighs 12 random picks of the 61; whatever it picks is legal.
    const plain = searchBot(game, { iterations: 60 })(start, 'a', seedRandom(5));
    assert.ok(plain !== null && plain.player === 'a' && plain.value >= 0 && plain.value <= 60);
  });

  it('finds the winning move of a game it was told nothing about: leave the opponent a multiple of 4', () => {
    // Random playouts, and a tree that grows only below commands tried 8 times: a dozen sticks from
    // the end is as deep as 2000 playouts see (from 13 it takes more).
    const bot = searchBot(takeAway, { iterations: 2000 });
    for (const sticks of [5, 6, 7, 9, 10, 11]) {
      const state: PileState = { sticks, toMove: 'a', winner: null };
      const command = bot(state, 'a', seedRandom(sticks));
      assert.equal(command?.sticks, sticks % 4, `from ${String(sticks)} sticks`);
    }
  });

  it('scores a playout cut short by the game’s own judgement (evaluate), so a short search sees far', () => {
    // Whoever is to move facing a multiple of 4 loses: a perfect judge, asked at once (rolloutLength 0).
    const evaluate = (state: PileState, player: string): number => (state.winner !== null ? Number(state.winner === player) : (state.sticks % 4 === 0) === (state.toMove === player) ? 0 : 1);
    const bot = searchBot(takeAway, { iterations: 30, rolloutLength: 0, evaluate, expandAfter: Number.POSITIVE_INFINITY });
    for (const sticks of [21, 30, 43]) assert.equal(bot({ sticks, toMove: 'a', winner: null }, 'a', seedRandom(sticks))?.sticks, sticks % 4, `from ${String(sticks)} sticks`);
  });

  it('keeps its playout bot’s choice when the rivals are no better: the luckiest of a dozen is luck', () => {
    // a names a number 0 to 20 that changes nothing; then b tosses the coin that decides the game.
    interface CoinState {
      pick: number | null;
      heads: boolean | null;
    }
    type CoinCommand = { type: 'pick'; player: 'a'; value: number } | { type: 'toss'; player: 'b'; heads: boolean };
    const coin: Ruleset<CoinState, CoinCommand, CoinCommand> = {
      id: 'coin',
      initialState: () => ({ pick: null, heads: null }),
      decide: (_state, command) => [command],
      evolve: (state, event) => (event.type === 'pick' ? { ...state, pick: event.value } : { ...state, heads: event.heads }),
      legalCommands: (state) =>
        state.pick === null ? Array.from({ length: 21 }, (_, value) => ({ type: 'pick' as const, player: 'a' as const, value })) : state.heads === null ? [true, false].map((heads) => ({ type: 'toss' as const, player: 'b' as const, heads })) : [],
      toAct: (state) => (state.pick === null ? ['a'] : state.heads === null ? ['b'] : []),
      outcome: (state) => (state.heads === null ? null : { winners: [state.heads ? 'a' : 'b'], reason: 'the coin' }),
    };
    const sevens: Bot<CoinState, CoinCommand> = (_state, player, random) => (player === 'a' ? { type: 'pick', player: 'a', value: 7 } : { type: 'toss', player: 'b', heads: drawInt(random, 0, 1).value === 1 });
    const bot = searchBot(coin, { iterations: 60, rollout: sevens, expandAfter: Number.POSITIVE_INFINITY });
    const kept = Array.from({ length: 20 }, (_, seed) => bot(coin.initialState({ seed }), 'a', seedRandom(seed))).filter((command) => command?.type === 'pick' && command.value === 7);
    // Measured: 17 of 20; overruling it by one standard error, the search kept it in 9.
    assert.ok(kept.length >= 16, `kept 7 in ${String(kept.length)} of 20`);
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
    const wins = { a: 0, b: 0 };
    for (let seed = 0; seed < 30; seed++) {
      for (const seat of ['a', 'b'] as const) {
        const bots: Record<string, Bot<DuelState, DuelCommand>> = { a: random, b: random, [seat]: bot };
        const { outcome } = playout(duel, duel.initialState({ seed }), bots, { seed });
        if (outcome?.winners.length === 1 && outcome.winners[0] === seat) wins[seat]++;
      }
    }
    // Measured: 28 and 26 of 30 outright wins at easy; a random player wins about half.
    assert.ok(wins.a / 30 > 0.7 && wins.b / 30 > 0.7, JSON.stringify(wins));
  });

  it('thinks in slices to the same move as at once: a page may stop between any two commands of a playout and go on', () => {
    const options = { iterations: 45, rollout: randomBot(duel) };
    const deliberate = searchDeliberator(duel, options);
    const bot = searchBot(duel, options);
    for (let seed = 0; seed < 4; seed++) {
      const state = duel.initialState({ seed });
      const [player] = duel.toAct(state);
      assert.ok(player !== undefined);
      const seen = duel.view?.(state, player) ?? state;
      const deliberation = deliberate(seen, player, seedRandom(seed));
      let slices = 1;
      while (!deliberation.think(3)) slices += 1;
      // A step is a command of a playout (or its start or its credit): 45 playouts take many more than 45 steps.
      assert.ok(slices * 3 > 45 * 3, `${String(slices)} slices of 3 steps`);
      assert.equal(deliberation.think(3), true, 'done stays done');
      assert.deepEqual(deliberation.choice(), bot(seen, player, seedRandom(seed)));
    }
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
