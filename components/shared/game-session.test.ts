import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { waitFor } from './test-support.ts';
import { LitElement } from 'lit';
import { createEngine, settled, RuleViolation, type Deliberation, type PlayerId, type Ruleset, type Setup } from '../../rules/engine/index.ts';
import type { AttributeProblem } from './attributes.ts';
import { defineElement } from './define.ts';
import { GameSession, createGameEngine, parseBotDelay, playOpening, THINKING_SLICE_MS, type GameMode } from './game-session.ts';

// A tiny two-player game so the session is tested apart from any real rules: players take turns to
// say something; saying out of turn is refused.
interface Talk {
  next: PlayerId;
  said: string[];
}
interface Say {
  type: 'say';
  player: PlayerId;
  word: string;
}
interface Said {
  type: 'said';
  player: PlayerId;
  word: string;
  rule: string;
}

const talk: Ruleset<Talk, Say, Said> = {
  id: 'test',
  initialState: () => ({ next: 'a', said: [] }),
  decide(state, command) {
    if (command.player !== state.next) throw new RuleViolation('test/turn', `It is ${state.next}'s turn.`);
    return [{ type: 'said', player: command.player, word: command.word, rule: 'test/say' }];
  },
  evolve: (state, event) => ({ next: event.player === 'a' ? 'b' : 'a', said: [...state.said, event.word] }),
  legalCommands: (state) => [{ type: 'say', player: state.next, word: 'hello' }],
  toAct: (state) => [state.next],
  outcome: () => null,
};

const say = (player: PlayerId, word: string): Say => ({ type: 'say', player, word });

class SessionHost extends LitElement {
  /** Against a bot, the seat the reader plays. */
  reader: PlayerId = 'a';
  failBot = false;
  /** Playouts each bot decision takes, each a few milliseconds of work (0: it answers at once). */
  thinkingPlayouts = 0;
  /** Every playout the bots have thought through, by the position's length. */
  readonly thoughts: number[] = [];
  readonly problems: AttributeProblem[] = [];
  readonly botMoves: Say[] = [];

  readonly session = new GameSession<Talk, Say, Said, Setup>(this, {
    ruleset: talk,
    readerSeat: () => this.reader,
    botToMove: (state): PlayerId | null => (this.session.isBot(state.next) ? state.next : null),
    botDecision: (state, player) => {
      if (this.failBot) throw new Error('no words');
      const command = say(player, `bot-${String(state.said.length)}`);
      return this.thinkingPlayouts === 0 ? settled(command) : this.slowly(state.said.length, command);
    },
    playBot: (command) => {
      this.botMoves.push(command);
      this.session.send(command, (problem) => this.problems.push(problem));
    },
    showProblem: (problem) => {
      this.problems.push(problem);
      this.session.stop();
    },
  });

  /** A decision that takes `thinkingPlayouts` playouts of 4 ms each. */
  private slowly(position: number, command: Say): Deliberation<Say> {
    let played = 0;
    return {
      think: (playouts) => {
        for (let done = 0; done < playouts && played < this.thinkingPlayouts; done++, played++) {
          const until = performance.now() + 4;
          while (performance.now() < until) {
            // A playout's worth of work.
          }
          this.thoughts.push(position);
        }
        return played >= this.thinkingPlayouts;
      },
      choice: () => command,
    };
  }

  begin(mode: GameMode, reader: PlayerId = 'a', opening: readonly Say[] = []): void {
    this.reader = reader;
    const engine = createEngine(talk, { seed: 1 });
    expect(playOpening(opening, (command) => engine.dispatch(command))).to.equal(null);
    this.session.start(engine, { setup: { seed: 1 }, mode, startTurns: opening.length });
  }

  get said(): string[] {
    return this.session.game.snapshot?.state.said ?? [];
  }

  protected override render(): unknown {
    return html`<p>${this.said.join(' ')}</p>`;
  }
}
defineElement('rb-test-session-host', SessionHost);

async function host(): Promise<SessionHost> {
  return fixture<SessionHost>(html`<rb-test-session-host></rb-test-session-host>`);
}

describe('GameSession', () => {
  it('remembers accepted commands only, and sends refusals back as results', async () => {
    const el = await host();
    el.begin('hot-seat');
    expect(el.session.send(say('a', 'hi'), () => undefined)?.ok).to.equal(true);
    expect(el.session.send(say('a', 'again'), () => undefined)?.ok).to.equal(false);
    expect(el.session.commands).to.deep.equal([say('a', 'hi')]);
  });

  it('at one screen, Undo takes back one command, and never the preset’s opening', async () => {
    const el = await host();
    el.begin('hot-seat', 'a', [say('a', 'opening')]);
    expect(el.session.canUndo).to.equal(false);
    el.session.send(say('b', 'one'), () => undefined);
    el.session.send(say('a', 'two'), () => undefined);
    expect(el.session.canUndo).to.equal(true);
    expect(el.session.undo()).to.equal(1);
    expect(el.said).to.deep.equal(['opening', 'one']);
    expect(el.session.undo()).to.equal(1);
    expect(el.session.undo()).to.equal(0);
    expect(el.said).to.deep.equal(['opening']);
    expect(el.session.played).to.equal(false);
  });

  it('against a bot, Undo goes back to the reader’s last decision, and not before the reader has decided', async () => {
    const el = await host();
    el.begin('bot', 'a');
    el.session.send(say('a', 'mine'), () => undefined);
    el.session.send(say('b', 'bot'), () => undefined);
    expect(el.session.undo()).to.equal(2);
    expect(el.said).to.deep.equal([]);
    // The bot moved first (the reader plays b here): nothing of the reader's to take back.
    el.begin('bot', 'b');
    el.session.send(say('a', 'bot'), () => undefined);
    expect(el.session.canUndo).to.equal(false);
    expect(el.session.undo()).to.equal(0);
    expect(el.said).to.deep.equal(['bot']);
  });

  it('knows who the bots are from the mode and the reader’s seat', async () => {
    const el = await host();
    el.session.stop();
    expect(el.session.isBot('a')).to.equal(false);
    el.begin('hot-seat');
    expect([el.session.isBot('a'), el.session.isBot('b')]).to.deep.equal([false, false]);
    el.begin('bot', 'a');
    expect([el.session.isBot('a'), el.session.isBot('b')]).to.deep.equal([false, true]);
    el.session.stop();
    el.begin('bots');
    el.session.paused = true;
    expect([el.session.isBot('a'), el.session.isBot('b')]).to.deep.equal([true, true]);
  });

  it('with bots alone, Undo pauses them', async () => {
    const el = await host();
    el.begin('bots');
    el.session.send(say('a', 'one'), () => undefined);
    expect(el.session.undo()).to.equal(1);
    expect(el.session.paused).to.equal(true);
  });

  it('Reset plays the opening again, and says why when the rules refuse it', async () => {
    const el = await host();
    el.begin('hot-seat', 'a', [say('a', 'opening')]);
    el.session.send(say('b', 'one'), () => undefined);
    el.session.paused = true;
    expect(el.session.reset([say('a', 'opening')])).to.equal(null);
    expect(el.said).to.deep.equal(['opening']);
    expect(el.session.commands).to.deep.equal([]);
    expect(el.session.paused).to.equal(false);
    expect(el.session.reset([say('b', 'stale')])).to.equal(`its opening move ${JSON.stringify(say('b', 'stale'))} was refused: It is a's turn.`);
  });

  it('keeps the replay position within the log, and rebuilds each position from the setup', async () => {
    const el = await host();
    el.begin('hot-seat');
    el.session.send(say('a', 'one'), () => undefined);
    el.session.send(say('b', 'two'), () => undefined);
    expect(el.session.replayTo(9)).to.equal(2);
    expect(el.session.replayTo(-3)).to.equal(0);
    expect(el.session.replayTo(1.4)).to.equal(1);
    expect(el.session.replayedState(1)?.said).to.deep.equal(['one']);
    expect(el.session.replayedState(1)).to.equal(el.session.replayedState(1));
    expect(el.session.replayTo(null)).to.equal(null);
    expect(el.session.replayAt).to.equal(null);
  });

  it('lets bots move one at a time on the timer, and holds them while paused, in replay or out of the document', async () => {
    const el = await host();
    el.begin('bots');
    el.requestUpdate();
    await waitFor(() => el.said.length >= 3, 'the bots play on');
    el.session.paused = true;
    await el.updateComplete;
    expect(el.session.botPending).to.equal(false);
    const held = el.said.length;
    await aTimeout(20);
    expect(el.said.length).to.equal(held);
    el.session.paused = false;
    el.session.replayTo(0);
    await el.updateComplete;
    expect(el.session.botPending).to.equal(false);
    el.session.replayTo(null);
    await el.updateComplete;
    el.remove();
    const removed = el.said.length;
    await aTimeout(20);
    expect(el.said.length).to.equal(removed);
    expect(el.botMoves.every((command, index) => command.word === `bot-${String(index)}`)).to.equal(true);
  });

  it('thinks a slice at a time, the page free between slices; Undo drops the thinking under way', async () => {
    const el = await host();
    el.thinkingPlayouts = 15;
    el.begin('bot', 'b');
    el.requestUpdate();
    // The page's own turns while the bot thinks: a timer that keeps coming back.
    let pageTurns = 0;
    let watching = true;
    const watch = (): void => {
      pageTurns += 1;
      if (watching) setTimeout(watch, 0);
    };
    setTimeout(watch, 0);
    await waitFor(() => el.said.length === 1, 'the bot moves once it has thought');
    watching = false;
    expect(el.said).to.deep.equal(['bot-0']);
    expect(el.thoughts).to.deep.equal(Array.from({ length: 15 }, () => 0));
    // 60 ms of thinking in slices of about THINKING_SLICE_MS: the page had several turns.
    expect(pageTurns).to.be.greaterThan(Math.floor(60 / (THINKING_SLICE_MS + 4)) - 1);
    // The reader answers; the bot starts thinking; Undo takes the reader's move back before it is done.
    el.session.send(say('b', 'hi'), (problem) => el.problems.push(problem));
    el.requestUpdate();
    await waitFor(() => el.thoughts.length > 15, 'the bot thinks about its second move');
    expect(el.session.botPending).to.equal(true);
    el.session.undo();
    await el.updateComplete;
    expect(el.said).to.deep.equal(['bot-0']);
    const thought = el.thoughts.length;
    await aTimeout(40);
    expect(el.thoughts.length).to.equal(thought);
    expect(el.said).to.deep.equal(['bot-0']);
    expect(el.problems).to.deep.equal([]);
  });

  it('shows a failing bot as a problem with the bot attribute', async () => {
    const el = await host();
    el.failBot = true;
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      logged.push(args);
    };
    try {
      el.begin('bot', 'b');
      await waitFor(() => el.problems.length > 0, 'the failure is shown');
    } finally {
      console.error = original;
    }
    expect(el.problems).to.deep.equal([{ attribute: 'bot', message: 'The bot failed unexpectedly: no words' }]);
    expect(logged[0]?.[0]).to.equal('rb-test-session-host: the bot failed');
    expect(el.session.game.engine).to.equal(null);
  });
});

describe('createGameEngine', () => {
  it('plays the preset’s opening on the new engine', () => {
    const built = createGameEngine(talk, { seed: 1 }, { name: 'example', opening: [say('a', 'one')] }, () => '');
    expect(built.ok ? built.engine.state.said : null).to.deep.equal(['one']);
  });

  it('names the preset when the rules refuse its opening', () => {
    const built = createGameEngine(talk, { seed: 1 }, { name: 'example', opening: [say('b', 'one')] }, () => '');
    expect(built.ok ? null : built.problem).to.deep.equal({
      attribute: 'preset',
      message: `The preset example could not be played: its opening move ${JSON.stringify(say('b', 'one'))} was refused: It is a's turn.`,
    });
  });

  it('names the attribute behind a setup field the rules refuse', () => {
    const refusing: Ruleset<Talk, Say, Said> = {
      ...talk,
      initialState: () => {
        throw new RuleViolation('test/setup', 'players must be 2.', 'players');
      },
    };
    const built = createGameEngine(refusing, { seed: 1 }, null, (field) => (field === 'players' ? 'players' : ''));
    expect(built.ok ? null : built.problem).to.deep.equal({ attribute: 'players', message: 'players must be 2.' });
  });
});

describe('parseBotDelay', () => {
  it('takes whole milliseconds from 0 to a minute, with the fallback when empty', () => {
    expect(parseBotDelay(null, 700)).to.deep.equal({ ok: true, value: 700 });
    expect(parseBotDelay('0', 700)).to.deep.equal({ ok: true, value: 0 });
    expect(parseBotDelay('60000', 700)).to.deep.equal({ ok: true, value: 60_000 });
    const late = parseBotDelay('60001', 700);
    expect(late.ok ? null : late.problem).to.deep.equal({ attribute: 'bot-delay', message: 'bot-delay must be a number of milliseconds from 0 to 60000; got 60001.' });
    const early = parseBotDelay(-1, 700);
    expect(early.ok).to.equal(false);
    const word = parseBotDelay('soon', 700);
    expect(word.ok ? null : word.problem.attribute).to.equal('bot-delay');
  });
});

describe('playOpening', () => {
  it('plays every move and says which one the rules refused', () => {
    const engine = createEngine(talk, { seed: 1 });
    expect(playOpening([say('a', 'one'), say('b', 'two')], (command) => engine.dispatch(command))).to.equal(null);
    expect(engine.state.said).to.deep.equal(['one', 'two']);
    expect(playOpening([say('b', 'three')], (command) => engine.dispatch(command))).to.equal(`its opening move ${JSON.stringify(say('b', 'three'))} was refused: It is a's turn.`);
    expect(playOpening([say('a', 'x')], () => null)).to.equal(`its opening move ${JSON.stringify(say('a', 'x'))} was refused: there is no game`);
  });
});
