import { expect, fixture } from '@open-wc/testing';
import '../index.ts';
import type { RbErrorPanel } from './rb-error-panel.ts';
import { clickAtRandom } from './random-clicks.ts';
import { forgetAllSaved } from './saved-states.ts';
import { announced, asIfReloaded, copiedLink, failOnEscapedErrors, keptEntries, openShared, press, shadow, text, waitFor, type Widget } from './test-support.ts';

/**
 * Every widget with "Copy link" (share-link.ts): the reader presses a few of its controls, copies
 * the link, and a fresh element opened from the link shows the same thing (what `seen` reads of
 * it: the state, for a game every command too). The share-link tests hold the codec, a game's
 * replay in detail, a refused step and the clipboard's fallback.
 */
const SHARED: Readonly<Record<string, (el: Widget) => unknown>> = {
  'star-eater-direct-fire': (el) => [read(el, 'state'), commandsOf(el)],
  'star-eater-momentum': (el) => [read(el, 'state'), commandsOf(el)],
  'star-eater-torpedo': (el) => [read(el, 'state'), commandsOf(el)],
  'star-eater-collision': (el) => [read(el, 'state'), commandsOf(el)],
  'star-eater-game': (el) => [read(el, 'state'), commandsOf(el)],
  'steam-torpedo-attack': (el) => [read(el, 'state'), commandsOf(el)],
  'steam-torpedo-damage': (el) => [read(el, 'state'), commandsOf(el)],
  'steam-torpedo-game': (el) => [read(el, 'state'), commandsOf(el)],
  'steamwork-arena-conflict': (el) => [read(el, 'opponentMode'), read(el, 'readerPlays')],
  'steamwork-arena-game': (el) => [read(el, 'state'), commandsOf(el)],
  'steamwork-arena-template': (el) => read(el, 'currentTemplate'),
  'steam-pirates-profit': (el) => read(el, 'lab'),
  'steam-pirates-bag': (el) => read(el, 'lab'),
  'steam-pirates-flagship-route': (el) => read(el, 'settings'),
  'steam-pirates-game': (el) => [read(el, 'state'), commandsOf(el)],
  'steam-pirates-sail': (el) => read(el, 'lab'),
  'torpedo-line-of-fire': (el) => read(el, 'state'),
  'torpedo-volleys': (el) => read(el, 'state'),
  'torpedo-placement': (el) => read(el, 'state'),
  'torpedo-game': (el) => [read(el, 'state'), commandsOf(el)],
};

function read(el: Widget, name: string): unknown {
  return JSON.parse(JSON.stringify((el as unknown as Record<string, unknown>)[name] ?? null)) as unknown;
}

function commandsOf(el: Widget): unknown {
  return (el as unknown as { engine: { commands: unknown } | null }).engine?.commands ?? null;
}

/** The attributes a widget starts with here: whole games played at one screen, without waiting for bots. */
function startTag(tag: string): string {
  return tag.endsWith('-game') ? `<${tag} seed="3" bot-delay="0"></${tag}>` : `<${tag} seed="3"></${tag}>`;
}

describe('share links: every widget', () => {
  failOnEscapedErrors();

  for (const [tag, seen] of Object.entries(SHARED)) {
    it(`${tag}: a link reopens what the reader made`, async () => {
      const el = await fixture<Widget>(startTag(tag));
      await clickAtRandom(el, { steps: 6, seed: 5 });
      const before = seen(el);
      const link = await copiedLink(el);
      el.remove();
      const opened = await openShared<Widget>(tag, link);
      expect(shadow(opened).querySelector<RbErrorPanel>('[part~="share-problem"]')?.message, 'notice').to.equal(undefined);
      expect(seen(opened)).to.deep.equal(before);
    });
  }

  it('a lab opened from a link that does not decode says so and still works', async () => {
    const opened = await openShared<Widget & { turn: (steps: number) => boolean; readonly state: unknown }>('torpedo-line-of-fire', `${location.href.replace(/#.*$/, '')}#share=torpedo-line-of-fire.0.AAAA`);
    expect(shadow(opened).querySelector<RbErrorPanel>('[part~="share-problem"]')?.message).to.contain('could not be opened');
    const start = JSON.stringify(opened.state);
    expect(opened.turn(1)).to.equal(true);
    expect(JSON.stringify(opened.state)).to.not.equal(start);
  });
});

/** Presses Resume on the offer and waits for the widget to have restored itself. */
async function resume(el: Widget): Promise<void> {
  await press(el, 'resume-button');
  await waitFor(() => /^Resumed where you left off\.$|could not be resumed/.test(announced(el)), 'the widget never resumed');
  await el.updateComplete;
}

describe('kept between visits: every widget', () => {
  failOnEscapedErrors();
  beforeEach(() => {
    forgetAllSaved();
  });
  after(() => {
    forgetAllSaved();
  });

  for (const [tag, seen] of Object.entries(SHARED)) {
    it(`${tag}: a reload offers back what the reader made, and Resume restores it`, async () => {
      const el = await fixture<Widget>(startTag(tag));
      // Clicks until the widget holds something to keep (a walk may end on Reset, or press only Copy link).
      for (let seed = 5; seed < 10 && Object.keys(keptEntries()).length === 0; seed++) await clickAtRandom(el, { steps: 6, seed });
      const before = seen(el);
      const kept = Object.values(keptEntries());
      expect(kept.length, 'entries kept').to.equal(1);
      el.remove();
      asIfReloaded();
      const back = await fixture<Widget>(startTag(tag));
      expect(text(shadow(back).querySelector('[part~="resume"]'))).to.match(/is kept in this browser\./);
      await resume(back);
      expect(seen(back)).to.deep.equal(before);
      expect(shadow(back).querySelector('[part~="resume"]'), 'the offer is gone').to.equal(null);
      expect(document.activeElement, 'focus stays in the widget').to.equal(back);
      // Played on, it is kept again, as the same state.
      expect(Object.values(keptEntries()).map((entry) => entry.state)).to.deep.equal(kept.map((entry) => entry.state));
    });
  }
});

describe('kept between visits: what can go wrong', () => {
  failOnEscapedErrors();
  beforeEach(() => {
    forgetAllSaved();
  });
  after(() => {
    forgetAllSaved();
  });

  /** A line-of-fire lab the reader has played two turns of, kept, then taken off the page. */
  async function keptLineOfFire(): Promise<string> {
    const el = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    await press(el, 'turn-right-button');
    await press(el, 'turn-right-button');
    const [key] = Object.keys(keptEntries());
    if (key === undefined) throw new Error('nothing kept');
    el.remove();
    return key;
  }

  it('nothing is kept until the reader does something, and nothing once back to the start', async () => {
    const el = await fixture<Widget & { turn: (steps: number) => boolean }>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    el.turn(1);
    await el.updateComplete;
    expect(keptEntries(), 'a script, not the reader').to.deep.equal({});
    await press(el, 'undo-button');
    expect(keptEntries(), 'the reader, back to the start').to.deep.equal({});
    await press(el, 'turn-right-button');
    expect(Object.keys(keptEntries())).to.have.length(1);
    await press(el, 'undo-button');
    expect(keptEntries(), 'after Undo').to.deep.equal({});
  });

  it('an element made again in the same visit is not offered what it kept (a preset picker, a test)', async () => {
    await keptLineOfFire();
    const again = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    expect(shadow(again).querySelector('[part~="resume"]')).to.equal(null);
  });

  it('Start over forgets what was kept and leaves the widget fresh, focus inside it', async () => {
    await keptLineOfFire();
    asIfReloaded();
    const el = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    await press(el, 'fresh-button');
    await el.updateComplete;
    expect(keptEntries()).to.deep.equal({});
    expect(shadow(el).querySelector('[part~="resume"]')).to.equal(null);
    expect(announced(el)).to.equal('Started over. What was kept is forgotten.');
    expect(document.activeElement).to.equal(el);
  });

  it('playing on without answering the offer keeps the new game instead', async () => {
    const key = await keptLineOfFire();
    asIfReloaded();
    const el = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    await press(el, 'turn-right-button');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="resume"]')).to.equal(null);
    expect((keptEntries()[key]?.state as { log: unknown[] }).log).to.have.length(1);
  });

  it('an entry that does not read is said, forgotten, and the widget starts fresh', async () => {
    const key = await keptLineOfFire();
    localStorage.setItem(key, '{"state": {"v": 1, "attrs": {}, "log": [');
    const el = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    expect(text(shadow(el).querySelector('[part~="keep-note"]'))).to.equal('What this browser kept of this widget could not be read (it is damaged): it starts fresh.');
    expect(shadow(el).querySelector('[part~="resume"]')).to.equal(null);
    expect(keptEntries()).to.deep.equal({});
    el.remove();
    localStorage.setItem(key, JSON.stringify({ state: { v: 9, attrs: {} }, savedAt: 1, load: 'x' }));
    const other = await fixture<Widget>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    expect(text(shadow(other).querySelector('[part~="keep-note"]'))).to.equal('What this browser kept of this widget could not be read (it was kept by another version of Rulebench): it starts fresh.');
  });

  it('a kept game this version cannot replay starts fresh and says so', async () => {
    const key = await keptLineOfFire();
    const entry = keptEntries()[key] as { state: { log: unknown[] } };
    localStorage.setItem(key, JSON.stringify({ ...entry, state: { ...entry.state, log: [...entry.state.log, { type: 'no-such-command' }] }, load: 'an earlier visit' }));
    const el = await fixture<Widget & { readonly state: unknown }>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
    const fresh = JSON.stringify(el.state);
    await resume(el);
    expect(text(shadow(el).querySelector('[part~="keep-note"]'))).to.match(/^What this browser kept could not be resumed \(step 3: .+\) It starts fresh\.$/);
    expect(JSON.stringify(el.state)).to.equal(fresh);
    expect(keptEntries()).to.deep.equal({});
  });

  it('a hot-seat game resumes behind its hand-off screen', async () => {
    const el = await fixture<Widget & { handOff: boolean; readyUp: () => void; legalCommands: readonly unknown[]; play: (command: never) => unknown }>(
      '<star-eater-game seed="3" loadout="quick"></star-eater-game>',
    );
    await press(el, 'ready-button');
    for (let move = 0; move < 3; move++) {
      if (el.handOff) el.readyUp();
      el.play(el.legalCommands[0] as never);
      await el.updateComplete;
    }
    const kept = Object.values(keptEntries());
    expect(kept).to.have.length(1);
    el.remove();
    asIfReloaded();
    const back = await fixture<Widget>('<star-eater-game seed="3" loadout="quick"></star-eater-game>');
    await resume(back);
    expect(shadow(back).querySelector('[part="handoff"]'), 'the hand-off screen').to.not.equal(null);
    expect(Object.values(keptEntries()).map((entry) => entry.state)).to.deep.equal(kept.map((entry) => entry.state));
  });

  it('storage that refuses (off, or full even after dropping our oldest) is said once, and the widget plays on', async () => {
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem');
    for (const [name, words] of [
      ['SecurityError', 'lets the page keep nothing'],
      ['QuotaExceededError', 'storage is full'],
    ] as const) {
      Object.defineProperty(Storage.prototype, 'setItem', {
        configurable: true,
        value: () => {
          throw new DOMException('refused', name);
        },
      });
      try {
        const el = await fixture<Widget & { readonly state: unknown }>('<torpedo-line-of-fire seed="3"></torpedo-line-of-fire>');
        await press(el, 'turn-right-button');
        await el.updateComplete;
        expect(text(shadow(el).querySelector('[part~="keep-note"]'))).to.contain(words);
        await press(el, 'turn-right-button');
        expect(el.state === null).to.equal(false);
      } finally {
        if (setItem !== undefined) Object.defineProperty(Storage.prototype, 'setItem', setItem);
      }
    }
  });
});
