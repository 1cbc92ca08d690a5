import { expect } from '@open-wc/testing';
import { parseJson, parseOneOf, parseSeed, parseWholeNumber } from './attributes.ts';

describe('parseWholeNumber', () => {
  it('reads whole numbers, signs and spaces included', () => {
    expect(parseWholeNumber('accuracy', '3', 0)).to.deep.equal({ ok: true, value: 3 });
    expect(parseWholeNumber('accuracy', '-2', 0)).to.deep.equal({ ok: true, value: -2 });
    expect(parseWholeNumber('accuracy', ' +4 ', 0)).to.deep.equal({ ok: true, value: 4 });
    expect(parseWholeNumber('accuracy', 5, 0)).to.deep.equal({ ok: true, value: 5 });
  });

  it('gives the fallback for a missing or empty attribute', () => {
    expect(parseWholeNumber('seed', null, 1)).to.deep.equal({ ok: true, value: 1 });
    expect(parseWholeNumber('seed', '', 1)).to.deep.equal({ ok: true, value: 1 });
  });

  it('names the attribute and quotes what it got', () => {
    for (const bad of ['lots', '1.5', '1e3', '0x10', '99999999999999999999', 2.5]) {
      const parsed = parseWholeNumber('accuracy', bad, 0);
      expect(parsed.ok, String(bad)).to.equal(false);
      if (!parsed.ok) {
        expect(parsed.problem.attribute).to.equal('accuracy');
        expect(parsed.problem.message).to.contain('accuracy must be a whole number');
        expect(parsed.problem.message).to.contain(String(bad));
      }
    }
  });

  // Issue 22, point 10: a message that says a value is allowed must accept it. The shape is all
  // this parser knows, so its example is a number every range here takes; only a seed offers -1.
  it('gives as its example only a number the attribute takes: 3, and -1 for a seed', () => {
    const refusal = (parsed: ReturnType<typeof parseWholeNumber>): string => (parsed.ok ? '' : parsed.problem.message);
    expect(refusal(parseWholeNumber('speed', 'x', 0))).to.equal('speed must be a whole number such as 3; got "x".');
    expect(refusal(parseSeed('x', 1))).to.equal('seed must be a whole number such as 3 or -1; got "x".');
    expect(parseSeed('-1', 1)).to.deep.equal({ ok: true, value: -1 });
  });
});

describe('parseOneOf', () => {
  const modes = ['hot-seat', 'bot'] as const;

  it('reads one of the words, spaces trimmed, and gives the fallback when missing or empty', () => {
    expect(parseOneOf('opponent', 'bot', modes, 'hot-seat')).to.deep.equal({ ok: true, value: 'bot' });
    expect(parseOneOf('opponent', ' hot-seat ', modes, 'bot')).to.deep.equal({ ok: true, value: 'hot-seat' });
    expect(parseOneOf('opponent', null, modes, 'hot-seat')).to.deep.equal({ ok: true, value: 'hot-seat' });
    expect(parseOneOf('opponent', '', modes, 'hot-seat')).to.deep.equal({ ok: true, value: 'hot-seat' });
  });

  it('names the attribute, lists the words and quotes what it got', () => {
    expect(parseOneOf('opponent', 'robot', modes, 'hot-seat')).to.deep.equal({
      ok: false,
      problem: { attribute: 'opponent', message: 'opponent must be one of hot-seat, bot; got "robot".' },
    });
    expect(parseOneOf('opponent', 'Bot', modes, 'hot-seat').ok).to.equal(false);
    expect(parseOneOf('opponent', 3, modes, 'hot-seat').ok).to.equal(false);
  });
});

describe('parseJson', () => {
  it('reads JSON and passes values set from script through', () => {
    expect(parseJson('targets', '[{"evasion":2}]', null, '[]')).to.deep.equal({ ok: true, value: [{ evasion: 2 }] });
    const list = [{ evasion: 1 }];
    expect(parseJson('targets', list, null, '[]')).to.deep.equal({ ok: true, value: list });
    expect(parseJson('targets', null, 'none', '[]')).to.deep.equal({ ok: true, value: 'none' });
    expect(parseJson('targets', '  ', 'none', '[]')).to.deep.equal({ ok: true, value: 'none' });
  });

  it('names the attribute when the JSON is broken', () => {
    const parsed = parseJson('targets', '{oops', null, '[{"evasion":2}]');
    expect(parsed.ok).to.equal(false);
    if (!parsed.ok) {
      expect(parsed.problem.attribute).to.equal('targets');
      expect(parsed.problem.message).to.contain('targets must be JSON, for example [{"evasion":2}]');
      expect(parsed.problem.message).to.contain('{oops');
    }
  });
});
