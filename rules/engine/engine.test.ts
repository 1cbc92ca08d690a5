import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN, RuleViolation, botRandom, commandsFor, createEngine, ensure, playerAsked, playout, randomBot, replay, tryDecide, whyRefused, type Engine, type Ruleset } from './index.ts';
import { duel, DUEL_PLAYERS, type DuelCommand, type DuelEvent, type DuelState } from './fixtures/duel.ts';

type DuelEngine = Engine<DuelState, DuelCommand, DuelEvent>;

function newDuel(seed = 1): DuelEngine {
  return createEngine(duel, { seed });
}

function bid(engine: DuelEngine, a: number, b: number): void {
  assert.equal(engine.dispatch({ type: 'bid', player: 'a', coins: a }).ok, true);
  assert.equal(engine.dispatch({ type: 'bid', player: 'b', coins: b }).ok, true);
}

/** Plays rounds until a tie needs breaking. A seed that makes `b` the breaker keeps tests honest. */
function engineAtTieBreak(): DuelEngine {
  const engine = newDuel(3);
  bid(engine, 1, 1);
  assert.equal(engine.state.prompt?.kind, 'choice');
  return engine;
}

describe('dispatch and the event log', () => {
  it('folds the events of an accepted command into the state and the log', () => {
    const engine = newDuel();
    const result = engine.dispatch({ type: 'bid', player: 'a', coins: 2 });
    assert.equal(result.ok, true);
    assert.deepEqual(engine.log, [{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: 2 }]);
    assert.equal(engine.state.prompt?.kind, 'commit-reveal');
  });

  it('refuses a command with a RuleViolation naming the rule, changing nothing', () => {
    const engine = newDuel();
    const before = engine.state;
    const rejected: string[] = [];
    const states: DuelState[] = [];
    const rejections = engine.rejections$.subscribe(({ violation }) => rejected.push(violation.rule));
    const watch = engine.state$.subscribe((state) => states.push(state));

    const result = engine.dispatch({ type: 'bid', player: 'a', coins: 9 });

    assert.ok(!result.ok);
    assert.ok(result.violation instanceof RuleViolation);
    assert.deepEqual(rejected, ['duel/bid']);
    assert.equal(engine.state, before);
    assert.deepEqual(engine.log, []);
    assert.equal(states.length, 1, 'a rejection emits no new state');
    rejections.unsubscribe();
    watch.unsubscribe();
  });

  it('refuses something that is not a command at all', () => {
    const engine = newDuel();
    const result = engine.dispatch(null as unknown as DuelCommand);
    assert.ok(!result.ok);
    assert.equal(result.violation.rule, 'engine/command.malformed');
  });

  it('lets a bug in decide surface instead of passing it off as a rejection', () => {
    const engine = newDuel();
    assert.throws(() => engine.dispatch({ type: 'explode' }), TypeError);
    assert.deepEqual(engine.log, []);
  });

  it('refuses every command once the game is over', () => {
    const engine = newDuel();
    bid(engine, 1, 0);
    bid(engine, 1, 0);
    bid(engine, 1, 0);
    assert.deepEqual(engine.outcome, { winners: ['a'], reason: 'score 3–0' });
    const result = engine.dispatch({ type: 'cheer', player: 'b' });
    assert.ok(!result.ok);
    assert.equal(result.violation.rule, 'engine/game-over');
  });
});

describe('pending choice prompts', () => {
  it('asks exactly one player, and only the answer is accepted', () => {
    const engine = engineAtTieBreak();
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    const other = prompt.player === 'a' ? 'b' : 'a';

    const wrongPlayer = engine.dispatch({ type: 'break-tie', player: other, scorer: other });
    assert.ok(!wrongPlayer.ok);
    assert.equal(wrongPlayer.violation.rule, 'engine/prompt.wrong-player');

    const ordinary = engine.dispatch({ type: 'cheer', player: other });
    assert.ok(!ordinary.ok);
    assert.equal(ordinary.violation.rule, 'engine/prompt.pending');
    assert.match(ordinary.violation.message, /Who scores this round/);

    const stale = engine.dispatch({ type: 'bid', player: 'a', coins: 0 });
    assert.ok(!stale.ok);
    assert.equal(stale.violation.rule, 'engine/prompt.not-asked');

    assert.ok(engine.dispatch({ type: 'break-tie', player: prompt.player as 'a' | 'b', scorer: 'b' }).ok);
    assert.deepEqual(engine.state.score, { a: 0, b: 1 });
    assert.equal(engine.state.prompt?.kind, 'commit-reveal');
  });

  it('offers exactly the legal answers through legalCommands', () => {
    const engine = engineAtTieBreak();
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    const legal = duel.legalCommands(engine.state);
    assert.equal(legal.length, 2);
    for (const command of legal) assert.ok(command.type === 'break-tie' && command.player === prompt.player);
  });
});

describe('commit-then-reveal prompts', () => {
  it('hides a committed secret from the other player until everyone has committed', () => {
    const engine = newDuel();
    engine.dispatch({ type: 'bid', player: 'a', coins: 3 });

    const seenByB = duel.view?.(engine.state, 'b');
    const seenByA = duel.view?.(engine.state, 'a');
    assert.ok(seenByB?.prompt?.kind === 'commit-reveal' && seenByA?.prompt?.kind === 'commit-reveal');
    assert.equal(seenByB.prompt.commitments.a, HIDDEN);
    assert.equal(seenByB.prompt.commitments.b, null);
    assert.equal(seenByA.prompt.commitments.a, 3);
    assert.doesNotMatch(JSON.stringify(seenByB), /"a":3/);

    engine.dispatch({ type: 'bid', player: 'b', coins: 2 });
    assert.deepEqual(engine.log.at(-2), { type: 'bids-revealed', rule: 'duel/bid', bids: { a: 3, b: 2 } });
    assert.deepEqual(engine.state.coins, { a: 2, b: 3 });
  });

  it('accepts commitments in any order but never twice from one player', () => {
    const engine = newDuel();
    assert.ok(engine.dispatch({ type: 'bid', player: 'b', coins: 1 }).ok);
    const again = engine.dispatch({ type: 'bid', player: 'b', coins: 2 });
    assert.ok(!again.ok);
    assert.equal(again.violation.rule, 'engine/commit.already-committed');
    assert.ok(engine.dispatch({ type: 'bid', player: 'a', coins: 0 }).ok);
    assert.deepEqual(engine.state.score, { a: 0, b: 1 });
  });

  it('hides the secret in the player\'s view, and lists only that player\'s commands on it', () => {
    const engine = newDuel();
    engine.dispatch({ type: 'bid', player: 'a', coins: 4 });
    const seenByB = duel.view?.(engine.state, 'b');
    assert.ok(seenByB?.prompt?.kind === 'commit-reveal');
    assert.equal(seenByB.prompt.commitments.a, HIDDEN);
    assert.ok(duel.legalCommands(seenByB).every((command) => command.type === 'bid' && command.player === 'b'));
  });
});

describe('event views (viewEvent, logFor, eventsFor$)', () => {
  it("keeps a's committed bid out of b's log until the reveal, which carries both bids", () => {
    const engine = newDuel();
    engine.dispatch({ type: 'bid', player: 'a', coins: 3 });
    assert.deepEqual(engine.logFor('b'), [{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: HIDDEN }]);
    assert.deepEqual(engine.logFor('a'), engine.log, 'a sees its own bid');
    assert.doesNotMatch(JSON.stringify(engine.logFor('b')), /3/);

    engine.dispatch({ type: 'bid', player: 'b', coins: 2 });
    const seenByB = engine.logFor('b');
    const seenByA = engine.logFor('a');
    assert.equal(seenByB.length, engine.log.length);
    assert.deepEqual(seenByB[0], { type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: HIDDEN }, 'an event is viewed as of when it happened');
    assert.deepEqual(seenByA[1], { type: 'bid-committed', rule: 'duel/bid', player: 'b', coins: HIDDEN });
    const revealedAt = engine.log.findIndex((event) => event.type === 'bids-revealed');
    assert.deepEqual(seenByB.slice(revealedAt), engine.log.slice(revealedAt), 'everything from the reveal on is shown as is');
    assert.deepEqual(seenByB[revealedAt], { type: 'bids-revealed', rule: 'duel/bid', bids: { a: 3, b: 2 } });
  });

  it('never shows either player the other one\'s bid before its reveal, over whole games', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const engine = newDuel(seed);
      playWithEngine(engine, seed);
      for (const viewer of DUEL_PLAYERS) {
        const seen = engine.logFor(viewer);
        assert.equal(seen.length, engine.log.length);
        seen.forEach((event, index) => {
          const raw = engine.log[index];
          if (event.type === 'bid-committed' && event.player !== viewer) assert.equal(event.coins, HIDDEN);
          else assert.deepEqual(event, raw);
        });
      }
    }
  });

  it('streams the same events through eventsFor$ as logFor keeps, shared per player', () => {
    const engine = newDuel(3);
    assert.equal(engine.eventsFor$('b'), engine.eventsFor$('b'), 'one shared stream per player');
    const streamed: DuelEvent[] = [];
    const subscription = engine.eventsFor$('b').subscribe((event) => streamed.push(event));
    assert.equal(engine.observed, true);
    bid(engine, 1, 1);
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    engine.dispatch({ type: 'break-tie', player: prompt.player as 'a' | 'b', scorer: 'a' });
    bid(engine, 4, 0);
    subscription.unsubscribe();
    assert.equal(engine.observed, false, 'letting go of eventsFor$ leaves nothing subscribed');
    assert.deepEqual(streamed, engine.logFor('b'));
    assert.deepEqual(streamed[0], { type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: HIDDEN });
    assert.deepEqual(streamed[1], { type: 'bid-committed', rule: 'duel/bid', player: 'b', coins: 1 });
  });

  it('gives the raw log and events$ for a ruleset without viewEvent', () => {
    const withoutViewEvent = { ...duel };
    delete withoutViewEvent.viewEvent;
    assert.equal('viewEvent' in withoutViewEvent, false);
    const engine = createEngine(withoutViewEvent, { seed: 1 });
    assert.equal(engine.eventsFor$('b'), engine.events$);
    const streamed: DuelEvent[] = [];
    const subscription = engine.eventsFor$('b').subscribe((event) => streamed.push(event));
    engine.dispatch({ type: 'bid', player: 'a', coins: 3 });
    subscription.unsubscribe();
    assert.deepEqual(engine.logFor('b'), engine.log);
    assert.deepEqual(engine.logFor('b'), [{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: 3 }]);
    assert.deepEqual(streamed, engine.log);
  });

  it('follows undo and reset', () => {
    const engine = newDuel();
    bid(engine, 2, 1);
    engine.undo();
    assert.deepEqual(engine.logFor('b'), [{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: HIDDEN }]);
    engine.reset();
    assert.deepEqual(engine.logFor('b'), []);
  });
});

describe('undo and reset', () => {
  it('takes back the last accepted command with all of its events', () => {
    const engine = newDuel();
    engine.dispatch({ type: 'bid', player: 'a', coins: 2 });
    const afterFirst = engine.state;
    engine.dispatch({ type: 'bid', player: 'b', coins: 1 });
    assert.equal(engine.log.length, 4);

    assert.equal(engine.undo(), true);
    assert.deepEqual(engine.state, afterFirst, 'an equal state (folded again from a checkpoint), not always the same object');
    assert.equal(engine.log.length, 1);
    assert.equal(engine.undo(), true);
    assert.equal(engine.undo(), false, 'nothing left to undo');
    assert.deepEqual(engine.state, duel.initialState({ seed: 1 }));
  });

  it('emits the restored state to subscribers', () => {
    const engine = newDuel();
    const rounds: number[] = [];
    const subscription = engine.state$.subscribe((state) => rounds.push(state.round));
    bid(engine, 1, 0);
    engine.undo();
    subscription.unsubscribe();
    assert.deepEqual(rounds, [1, 1, 2, 1]);
  });

  it('leaves a snapshot taken earlier as it was, even after an undo and a different command', () => {
    const engine = newDuel();
    const snapshots: { turns: readonly (readonly DuelEvent[])[] }[] = [];
    const subscription = engine.snapshot$.subscribe((snapshot) => snapshots.push(snapshot));
    engine.dispatch({ type: 'bid', player: 'a', coins: 2 });
    const afterBid = snapshots.at(-1);
    engine.undo();
    engine.dispatch({ type: 'bid', player: 'a', coins: 4 });
    subscription.unsubscribe();
    assert.deepEqual(afterBid?.turns, [[{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: 2 }]]);
    assert.deepEqual(snapshots.at(-1)?.turns, [[{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: 4 }]]);
  });

  it('resets to the starting state and an empty log', () => {
    const engine = newDuel();
    bid(engine, 2, 2);
    engine.reset();
    assert.deepEqual(engine.log, []);
    assert.deepEqual(engine.state, duel.initialState({ seed: 1 }));
    assert.equal(engine.undo(), false);
  });

  it('undoes exactly across the checkpoints it keeps, back to the start', () => {
    const counting: Ruleset<{ total: number }, { type: 'add'; amount: number }, { type: 'added'; total: number }> = {
      id: 'counting',
      initialState: () => ({ total: 0 }),
      decide: (state, command) => [{ type: 'added', total: state.total + command.amount }],
      evolve: (_state, event) => ({ total: event.total }),
      legalCommands: () => [{ type: 'add', amount: 1 }],
      toAct: () => ['reader'],
      outcome: () => null,
    };
    const engine = createEngine(counting, { seed: 1 });
    for (let amount = 1; amount <= 100; amount++) engine.dispatch({ type: 'add', amount });
    assert.ok(engine.undo());
    engine.dispatch({ type: 'add', amount: 1000 });
    assert.deepEqual(
      engine.commands.map((command) => command.amount),
      [...Array.from({ length: 99 }, (_, index) => index + 1), 1000],
    );
    for (let turns = 100; turns > 0; turns--) {
      assert.equal(engine.turnCount, turns);
      const expected = turns === 100 ? 99 * 50 + 1000 : (turns * (turns + 1)) / 2;
      assert.deepEqual(engine.state, { total: expected });
      assert.ok(engine.undo());
    }
    assert.deepEqual(engine.state, { total: 0 });
    assert.equal(engine.undo(), false);
  });
});

describe('replay', () => {
  it('rebuilds the live state from the setup and the event log, including drawn randomness', () => {
    const engine = newDuel(3);
    bid(engine, 1, 1);
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    engine.dispatch({ type: 'break-tie', player: prompt.player as 'a' | 'b', scorer: 'a' });
    bid(engine, 2, 2);
    assert.deepEqual(replay(duel, { seed: 3 }, engine.log), engine.state);
  });

  it('keeps states as plain JSON', () => {
    const engine = newDuel(3);
    bid(engine, 1, 1);
    assert.deepEqual(JSON.parse(JSON.stringify(engine.state)), engine.state);
  });
});

describe('subscriptions', () => {
  it('gives a late subscriber the current state at once', () => {
    const engine = newDuel();
    bid(engine, 1, 0);
    let seen: DuelState | undefined;
    const subscription = engine.state$.subscribe((state) => (seen = state));
    assert.equal(seen, engine.state);
    subscription.unsubscribe();
  });

  it('does not replay past events to a late events$ subscriber', () => {
    const engine = newDuel();
    engine.dispatch({ type: 'bid', player: 'a', coins: 1 });
    const seen: string[] = [];
    const subscription = engine.events$.subscribe((event) => seen.push(event.type));
    engine.dispatch({ type: 'bid', player: 'b', coins: 0 });
    subscription.unsubscribe();
    assert.deepEqual(seen, ['bid-committed', 'bids-revealed', 'point-scored']);
  });

  it('lets go of its sources when the last subscriber leaves, and picks up again after', () => {
    const engine = newDuel();
    assert.equal(engine.observed, false);
    const first = engine.state$.subscribe(() => undefined);
    const second = engine.snapshot$.subscribe(() => undefined);
    const third = engine.rejections$.subscribe(() => undefined);
    assert.equal(engine.observed, true);
    first.unsubscribe();
    second.unsubscribe();
    assert.equal(engine.observed, true, 'rejections$ still listened to');
    third.unsubscribe();
    assert.equal(engine.observed, false);

    bid(engine, 1, 0);
    let round = 0;
    const again = engine.state$.subscribe((state) => (round = state.round));
    assert.equal(round, 2, 'a new subscriber sees what happened while nobody listened');
    again.unsubscribe();
    assert.equal(engine.observed, false);
  });

  it('works headless with no subscriber at all', () => {
    const engine = newDuel();
    bid(engine, 3, 1);
    assert.deepEqual(engine.state.score, { a: 1, b: 0 });
  });
});

/** Plays to the end through the engine: the first player `toAct` names, the random bot choosing. */
function playWithEngine(engine: DuelEngine, seed: number): void {
  const bot = randomBot(duel);
  for (let ply = 0; engine.outcome === null; ply++) {
    const player = duel.toAct(engine.state)[0];
    assert.ok(player !== undefined, 'someone is to act before the game is over');
    const command = bot(engine.state, player, botRandom(seed, ply));
    assert.ok(command, `${player} is to act and has a legal command`);
    assert.ok(engine.dispatch(command).ok, 'the bot only plays legal commands');
  }
}

describe('toAct', () => {
  it('names both bidders until each has committed, the tie-breaker alone, and nobody once the game is over', () => {
    const engine = newDuel(3);
    assert.deepEqual(duel.toAct(engine.state), ['a', 'b']);
    engine.dispatch({ type: 'bid', player: 'b', coins: 1 });
    assert.deepEqual(duel.toAct(engine.state), ['a']);
    engine.dispatch({ type: 'bid', player: 'a', coins: 1 });
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    assert.deepEqual(duel.toAct(engine.state), [prompt.player]);
    playWithEngine(engine, 3);
    assert.deepEqual(duel.toAct(engine.state), []);
  });
});

describe('tryDecide and whyRefused', () => {
  it('answer "would this be refused, and by which rule?" without throwing or changing anything', () => {
    const engine = newDuel();
    const before = engine.state;
    const refused = whyRefused(duel, before, { type: 'bid', player: 'a', coins: 9 });
    assert.ok(refused instanceof RuleViolation);
    assert.equal(refused.rule, 'duel/bid');
    assert.equal(whyRefused(duel, before, { type: 'bid', player: 'a', coins: 2 }), null);
    const tried = tryDecide(duel, before, { type: 'bid', player: 'a', coins: 2 });
    assert.ok(tried.ok);
    assert.deepEqual(tried.events, [{ type: 'bid-committed', rule: 'duel/bid', player: 'a', coins: 2 }]);
    assert.equal(engine.state, before);
    assert.deepEqual(engine.log, []);
    assert.equal(whyRefused(duel, before, null as unknown as DuelCommand)?.rule, 'engine/command.malformed');
  });

  it('let a bug in decide surface', () => {
    const broken = { ...duel, decide: () => { throw new TypeError('bug'); } };
    assert.throws(() => whyRefused(broken, duel.initialState({ seed: 1 }), { type: 'bid', player: 'a', coins: 1 }), TypeError);
  });
});

describe('RuleViolation', () => {
  it('carries the rule, the message, the field and the facts of the refusal', () => {
    const violation = new RuleViolation('duel/bid', 'a has only 5 coins.', null, { player: 'a', limit: 5 });
    assert.deepEqual([violation.rule, violation.message, violation.field, violation.params], ['duel/bid', 'a has only 5 coins.', null, { player: 'a', limit: 5 }]);
    assert.deepEqual(new RuleViolation('x/y', 'no').params, {});
    assert.throws(() => { ensure(false, 'duel/bid', 'too many', { asked: 9 }); }, (error: unknown) => error instanceof RuleViolation && error.params.asked === 9);
  });
});

describe('randomBot and playout', () => {
  it('plays a whole game to an outcome with legal commands only', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const engine = newDuel(seed);
      playWithEngine(engine, seed);
      assert.notEqual(engine.outcome, null);
    }
  });

  it('is pure: the same state and randomness give the same command; the next ply draws afresh', () => {
    const state = duel.initialState({ seed: 1 });
    const bot = randomBot(duel);
    assert.deepEqual(bot(state, 'a', botRandom(4, 0)), bot(state, 'a', botRandom(4, 0)));
    const picks = new Set(Array.from({ length: 20 }, (_, ply) => JSON.stringify(bot(state, 'a', botRandom(4, ply)))));
    assert.ok(picks.size > 1, 'different plies draw different bids');
  });

  it('has nothing to play for a player with no legal command', () => {
    const engine = engineAtTieBreak();
    const prompt = engine.state.prompt;
    assert.ok(prompt?.kind === 'choice');
    const other = prompt.player === 'a' ? 'b' : 'a';
    assert.equal(randomBot(duel)(engine.state, other, botRandom(1, 0)), null);
  });

  it('asks the players acting at once in turn by ply, not always the first named', () => {
    const start = duel.initialState({ seed: 1 });
    assert.deepEqual(duel.toAct(start), ['a', 'b']);
    assert.deepEqual([0, 1, 2, 3].map((ply) => playerAsked(duel, start, ply)), ['a', 'b', 'a', 'b']);
    const over = playout(duel, start, randomBot(duel), { seed: 3 }).state;
    assert.equal(playerAsked(duel, over, 0), undefined);
  });

  it("draws from a ruleset's legalCommandsFor when it has one, else from legalCommands filtered", () => {
    const start = duel.initialState({ seed: 1 });
    assert.deepEqual(commandsFor(duel, start, 'b'), duel.legalCommands(start).filter((command) => 'player' in command && command.player === 'b'));
    const asked: string[] = [];
    const listingOne: typeof duel = {
      ...duel,
      legalCommandsFor(state, player) {
        asked.push(player);
        return duel.legalCommands(state).filter((command) => 'player' in command && command.player === player).slice(0, 1);
      },
    };
    assert.deepEqual(commandsFor(listingOne, start, 'b'), [{ type: 'bid', player: 'b', coins: 0 }]);
    assert.deepEqual(randomBot(listingOne)(start, 'a', botRandom(7, 0)), { type: 'bid', player: 'a', coins: 0 });
    assert.deepEqual(asked, ['b', 'a']);
  });

  it('playout plays to the end, the same game from the same seed, and its commands replay to its state', () => {
    const start = duel.initialState({ seed: 2 });
    const once = playout(duel, start, randomBot(duel), { seed: 9 });
    const again = playout(duel, start, randomBot(duel), { seed: 9 });
    assert.notEqual(once.outcome, null);
    assert.deepEqual(again, once);
    const engine = newDuel(2);
    for (const command of once.commands) assert.ok(engine.dispatch(command).ok);
    assert.deepEqual(engine.state, once.state);
  });

  it('playout shows each bot only its own view, unless told otherwise', () => {
    const peeked: unknown[] = [];
    const peeker = (state: DuelState, player: string): DuelCommand | null => {
      if (state.prompt?.kind === 'commit-reveal') peeked.push(state.prompt.commitments[player === 'a' ? 'b' : 'a']);
      return randomBot(duel)(state, player, botRandom(0, peeked.length));
    };
    playout(duel, duel.initialState({ seed: 1 }), peeker);
    assert.ok(peeked.length > 0 && peeked.every((seen) => seen === null || seen === HIDDEN), 'never the other bid');
    peeked.length = 0;
    playout(duel, duel.initialState({ seed: 1 }), peeker, { asSeen: false });
    assert.ok(peeked.some((seen) => typeof seen === 'number'), 'the true state shows it');
  });

  it('playout stops at maxCommands, and fails loudly when a bot has nothing to play', () => {
    const cut = playout(duel, duel.initialState({ seed: 1 }), randomBot(duel), { maxCommands: 1 });
    assert.equal(cut.commands.length, 1);
    assert.equal(cut.outcome, null);
    assert.throws(() => playout(duel, duel.initialState({ seed: 1 }), () => null), /had no command/);
  });
});
