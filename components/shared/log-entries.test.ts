import { expect } from '@open-wc/testing';
import { RuleViolation } from '../../rules/engine/index.ts';
import type { LoggedRejection } from './engine-controller.ts';
import { gameLogOf, logEntriesOf } from './log-entries.ts';

interface Said {
  type: 'said';
  word: string;
  rule: string;
}

const turns: Said[][] = [
  [
    { type: 'said', word: 'one', rule: 'test/say' },
    { type: 'said', word: 'two', rule: 'test/say' },
  ],
  [{ type: 'said', word: 'three', rule: 'test/say' }],
];

function refused(afterTurn: number, message: string): LoggedRejection<string> {
  return { afterTurn, rejection: { command: 'say', violation: new RuleViolation('test/refuse', message) } };
}

const rejections = [refused(0, 'Too early.'), refused(1, 'Not now.'), refused(1, 'Still not.'), refused(2, 'Over.')];
const words = { describeEvent: (event: Said) => `Said ${event.word}.`, citation: (rule: string) => ({ id: rule }) };

describe('logEntriesOf', () => {
  it('lists each turn’s events, with refused commands where they happened, each citing its rule', () => {
    expect(logEntriesOf(turns, rejections, words).map((entry) => `${entry.kind}: ${entry.text} (${entry.rule?.id ?? ''})`)).to.deep.equal([
      'rejection: Too early. (test/refuse)',
      'event: Said one. (test/say)',
      'event: Said two. (test/say)',
      'rejection: Not now. (test/refuse)',
      'rejection: Still not. (test/refuse)',
      'event: Said three. (test/say)',
      'rejection: Over. (test/refuse)',
    ]);
  });

  it('splits at a turn: before it, and from it on (a refusal goes with the turn that follows it)', () => {
    const whole = logEntriesOf(turns, rejections, words);
    const opening = logEntriesOf(turns, rejections, words, { to: 1 });
    const rest = logEntriesOf(turns, rejections, words, { from: 1 });
    expect(opening.map((entry) => entry.text)).to.deep.equal(['Too early.', 'Said one.', 'Said two.']);
    expect([...opening, ...rest]).to.deep.equal(whole);
  });

  it('words refusals as the widget asks', () => {
    const loud = logEntriesOf(turns, [refused(0, 'No.')], { ...words, describeRefusal: (message) => message.toUpperCase() });
    expect(loud[0]).to.deep.equal({ kind: 'rejection', text: 'NO.', rule: { id: 'test/refuse' } });
  });
});

describe('gameLogOf', () => {
  const texts = (entries: readonly { text: string }[]): string[] => entries.map((entry) => entry.text);

  it('without an opening, is the whole log and no prelude', () => {
    const log = gameLogOf(turns, rejections, words, 0);
    expect(log.prelude).to.equal(null);
    expect(texts(log.entries)).to.deep.equal(texts(logEntriesOf(turns, rejections, words)));
  });

  it('puts the opening turns in a prelude that says how many moves it holds, and the rest after it', () => {
    const log = gameLogOf(turns, rejections, words, 1);
    expect(log.prelude?.summary).to.equal('How we got here: 1 move from the setup');
    expect(texts(log.prelude?.entries ?? [])).to.deep.equal(['Too early.', 'Said one.', 'Said two.']);
    expect(texts(log.entries)).to.deep.equal(['Not now.', 'Still not.', 'Said three.', 'Over.']);
    expect(gameLogOf(turns, rejections, words, 2).prelude?.summary).to.equal('How we got here: 2 moves from the setup');
  });
});
