import { expect, fixture } from '@open-wc/testing';
import type { RbErrorPanel } from './rb-error-panel.ts';
import type { SteamTorpedoGame } from '../steam-torpedo/steam-torpedo-game.ts';
import '../steam-torpedo/steam-torpedo-game.ts';
import { SHARE_VERSION, ShareLinkError, applyAttributes, attributesOf, decodeShared, encodeShared, shareAddress, shareLinkFor, sharedPayloadFor, sharedStateFor, type SharedState } from './share-link.ts';
import { announced, copiedLink, failOnEscapedErrors, openShared, press, shadow } from './test-support.ts';

/** What the widget's notice of a shared link says. */
function notice(el: Element): string {
  return shadow(el).querySelector<RbErrorPanel>('[part~="share-problem"]')?.message ?? '';
}

/** The payload of a link: what follows the last dot of its fragment. */
function payloadOf(link: string): string {
  return link.slice(link.lastIndexOf('.') + 1);
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('it did not fail');
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `json` deflated and written as a payload, as encodeShared would write any state. */
async function payloadOfJson(json: string): Promise<string> {
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return base64Url(String.fromCharCode(...bytes));
}

describe('share links: the codec', () => {
  it('writes a state as a fragment-safe payload and reads it back the same', async () => {
    const state: SharedState = { v: SHARE_VERSION, attrs: { seed: '7', mode: 'bot', label: 'Ünïcødé “quotes” & <tags>' }, log: [{ type: 'fire', player: 'south', at: [1, 2] }, 3, null] };
    const payload = await encodeShared(state);
    expect(payload).to.match(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShared(payload)).to.deep.equal(state);
    expect(await decodeShared(await encodeShared({ v: SHARE_VERSION, attrs: {} }))).to.deep.equal({ v: SHARE_VERSION, attrs: {} });
  });

  it('says what is wrong with a payload that does not decode, and never throws anything else', async () => {
    const cases: [string, string][] = [
      ['not*base64!', 'not in the expected letters'],
      ['A', 'not in the expected letters'],
      [base64Url('not deflated at all, just text'), 'does not unpack'],
      [await payloadOfJson('{"v":1,'), 'not readable'],
      [await payloadOfJson('[1,2]'), 'holds no widget state'],
      [await payloadOfJson('{"v":2,"attrs":{}}'), 'another version of Rulebench (version 2'],
      [await payloadOfJson('{"attrs":{}}'), 'version none'],
      [await payloadOfJson('{"v":1,"attrs":{"seed":7}}'), 'attributes are not'],
      [await payloadOfJson('{"v":1,"attrs":{},"log":{}}'), 'moves are not a list'],
    ];
    for (const [payload, words] of cases) {
      const error = await rejection(decodeShared(payload));
      expect(error, payload).to.be.instanceOf(ShareLinkError);
      expect(error.message, payload).to.contain(words);
    }
  });

  it('addresses an element by its id, else by its tag and its index among its tag', async () => {
    const box = await fixture<HTMLDivElement>('<div><torpedo-nothing></torpedo-nothing><torpedo-nothing></torpedo-nothing><torpedo-nothing id="my game"></torpedo-nothing></div>');
    const [first, second, named] = [...box.children];
    if (first === undefined || second === undefined || named === undefined) throw new Error('no elements');
    expect(shareAddress(first)).to.equal('torpedo-nothing.0');
    expect(shareAddress(second)).to.equal('torpedo-nothing.1');
    expect(shareAddress(named)).to.equal('my%20game');
    const link = await shareLinkFor(second, { v: SHARE_VERSION, attrs: { seed: '3' } }, 'https://example.org/page?x=1#somewhere');
    expect(link).to.match(/^https:\/\/example\.org\/page\?x=1#share=torpedo-nothing\.1\.[A-Za-z0-9_-]+$/);
    const hash = new URL(link).hash;
    expect(sharedPayloadFor(second, hash)).to.equal(payloadOf(link));
    expect(sharedPayloadFor(first, hash)).to.equal(null);
    expect(await sharedStateFor(second, hash)).to.deep.equal({ v: SHARE_VERSION, attrs: { seed: '3' } });
    expect(await sharedStateFor(first, hash)).to.equal(null);
    // The element with an id answers to its id, and to its tag and index.
    expect(sharedPayloadFor(named, `#share=my%20game.${payloadOf(link)}`)).to.equal(payloadOf(link));
    expect(sharedPayloadFor(named, `#share=torpedo-nothing.2.${payloadOf(link)}`)).to.equal(payloadOf(link));
    expect(sharedPayloadFor(named, '#elsewhere')).to.equal(null);
    expect(sharedPayloadFor(named, '#share=nodot')).to.equal(null);
  });

  it('reads and gives only the attributes an element observes', async () => {
    const el = await fixture<SteamTorpedoGame>('<steam-torpedo-game seed="4" mode="bots" bot-delay="0" class="x" id="g"></steam-torpedo-game>');
    expect(attributesOf(el)).to.deep.equal({ seed: '4', mode: 'bots', 'bot-delay': '0' });
    applyAttributes(el, { seed: '9', onclick: 'alert(1)' });
    expect(attributesOf(el)).to.deep.equal({ seed: '9' });
    expect(el.hasAttribute('onclick')).to.equal(false);
    expect(el.getAttribute('class')).to.equal('x');
  });
});

describe('share links: a whole game', () => {
  failOnEscapedErrors();

  /** A hot-seat game with `count` commands played (the first legal one each time). */
  async function played(count: number): Promise<SteamTorpedoGame> {
    const el = await fixture<SteamTorpedoGame>('<steam-torpedo-game seed="11" bot="random"></steam-torpedo-game>');
    for (let index = 0; index < count; index++) {
      const legal = el.legalCommands;
      // A command from the middle of the list, so that the game goes somewhere.
      const command = legal[Math.floor(legal.length / 2)];
      if (command === undefined) break;
      expect(el.play(command)?.ok).to.equal(true);
    }
    await el.updateComplete;
    return el;
  }

  it('Copy link puts the attributes and every command in the link; a fresh game opened from it is the same game', async () => {
    const el = await played(12);
    const link = await copiedLink(el);
    expect(new URL(link).hash).to.match(/^#share=steam-torpedo-game\.0\./);
    const commands = el.engine?.commands;
    const state = el.state;
    el.remove();
    const opened = await openShared<SteamTorpedoGame>('steam-torpedo-game', link);
    expect(opened.getAttribute('seed')).to.equal('11');
    expect(opened.getAttribute('bot')).to.equal('random');
    expect(opened.engine?.commands).to.deep.equal(commands);
    expect(opened.state).to.deep.equal(state);
    expect(shadow(opened).querySelector('[part~="share-problem"]')).to.equal(null);
    // Undo works on the restored game, one command at a time.
    expect(opened.undo()).to.equal(true);
    expect(opened.engine?.commands).to.deep.equal(commands?.slice(0, -1));
    await expect(opened).to.be.accessible();
  });

  it('a link that does not decode says so, and the game starts fresh and plays', async () => {
    const opened = await openShared<SteamTorpedoGame>('steam-torpedo-game', `${location.href.replace(/#.*$/, '')}#share=steam-torpedo-game.0.garbage*`);
    expect(notice(opened)).to.contain('This shared link could not be opened');
    expect(notice(opened)).to.contain('starts fresh');
    expect(opened.engine?.commands).to.deep.equal([]);
    const command = opened.legalCommands[0];
    if (command === undefined) throw new Error('nothing to play');
    expect(opened.play(command)?.ok).to.equal(true);
  });

  it('a command the rules refuse stops the link at the last good step, and says which', async () => {
    const el = await played(6);
    const commands = el.engine?.commands ?? [];
    const state = el.state;
    el.remove();
    const payload = await encodeShared({ v: SHARE_VERSION, attrs: { seed: '11', bot: 'random' }, log: [...commands, { type: 'no-such-move', player: 'north' }, ...commands] });
    const opened = await openShared<SteamTorpedoGame>('steam-torpedo-game', `${location.href.replace(/#.*$/, '')}#share=steam-torpedo-game.0.${payload}`);
    expect(notice(opened)).to.contain(`stops at step ${String(commands.length + 1)} of ${String(commands.length * 2 + 1)}`);
    expect(opened.state).to.deep.equal(state);
    expect(announced(opened)).to.contain('stops at step');
  });

  it('where the clipboard refuses, the link is shown in a field, selected', async () => {
    const el = await played(2);
    const clipboard = navigator.clipboard;
    Object.defineProperty(clipboard, 'writeText', { configurable: true, value: () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    try {
      await press(el, 'share-button');
      const field = await new Promise<HTMLInputElement>((resolve) => {
        const look = (): void => {
          const found = shadow(el).querySelector<HTMLInputElement>('input[part~="share-field"]');
          if (found === null) requestAnimationFrame(look);
          else resolve(found);
        };
        look();
      });
      expect(field.readOnly).to.equal(true);
      expect(field.value).to.match(/#share=steam-torpedo-game\.0\./);
      expect(shadow(el).activeElement).to.equal(field);
      expect(announced(el)).to.contain('in the field');
    } finally {
      Reflect.deleteProperty(clipboard, 'writeText');
    }
  });
});
