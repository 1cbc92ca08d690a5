import { expect, fixture } from '@open-wc/testing';
import '../index.ts';
import type { RbErrorPanel } from './rb-error-panel.ts';
import { clickAtRandom } from './random-clicks.ts';
import { copiedLink, failOnEscapedErrors, openShared, shadow, type Widget } from './test-support.ts';

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
