import { html, nothing, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';
import { forgetSaved, PAGE_LOAD, readSaved, savedKey, writeSaved, type SavedState } from './saved-states.ts';
import { decodeShared, encodeShared, SHARE_VERSION, type SharedState } from './share-codec.ts';
// The element the notice uses: importing it registers its tag.
import './rb-error-panel.ts';

export { decodeShared, encodeShared, SHARE_VERSION, ShareLinkError, type SharedState } from './share-codec.ts';

/*
 * Shareable links (issue 13): a widget's state in the page's URL, so a reader can send the exact
 * position. The link is the page's address with the fragment `#share=<address>.<payload>`:
 * `<address>` is the element's `id` when it has one, else `<tag>.<n>`, the element's index among
 * the elements of its tag in its document (0 for the first); `<payload>` is the state (`SharedState`:
 * `{ v: 1, attrs, log? }`) as deflated JSON in base64url (share-codec.ts). One widget a link.
 *
 * A widget takes a `ShareController`: it adds "Copy link" and, when the widget connects or the
 * fragment changes, restores the widget the fragment addresses: its attributes first (replacing
 * its own), then, once it has rebuilt, its log through the widget's own `replay`. A link that does
 * not decode, or a step the rules refuse, is said in a notice above the widget; nothing is thrown.
 *
 * For code outside a widget (the workbench, a page's own script): `shareLinkFor(el, state)`,
 * `sharedStateFor(el)`, `attributesOf(el)`, `applyAttributes(el, attrs)`.
 */

/** The fragment's key. */
const KEY = '#share=';

/** Why a replay stopped: at which step of the log (1 for the first), and the rules' words. */
export interface ReplayStop {
  step: number;
  why: string;
}

/** What a widget tells its `ShareController`. */
export interface ShareOptions {
  /** Says a sentence in the widget's live region. */
  announce: (text: string) => void;
  /** The commands (or changes) since the starting moment; leave it out when the attributes are the whole state. */
  log?: () => readonly unknown[];
  /**
   * Plays a link's log through the widget's normal path (the engine, the lab's history), from the
   * starting moment of the widget as the link's attributes built it (go back there first: the
   * attributes may not have changed). Null once every step is taken, else where it stopped.
   */
  replay?: (log: readonly unknown[]) => ReplayStop | null;
  /** What the offer of a kept state calls it: a whole game's "Resume your game · New game"; by default "Resume · Start over". */
  keeps?: 'game';
}

/** What a widget's dispatch gives back, as far as a replay reads it. */
type Sent = { ok: true } | { ok: false; violation: { message: string } } | null;

/**
 * Sends a link's commands, in order, through `send` (a widget's dispatch on an engine already back
 * at its starting moment): null when the rules accept them all, else the first refused (or one the
 * rules failed on: caught here, never thrown).
 */
export function replayThrough(log: readonly unknown[], send: (command: never) => Sent): ReplayStop | null {
  for (const [index, command] of log.entries()) {
    let result: Sent;
    try {
      result = send(command as never);
    } catch (error) {
      return { step: index + 1, why: `the rules failed on it: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (result === null) return { step: index + 1, why: 'the widget could not start from the link’s settings.' };
    if (!result.ok) return { step: index + 1, why: `the rules refuse it: ${result.violation.message}` };
  }
  return null;
}

/** The attributes `el` observes and has now, by name. */
export function attributesOf(el: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const name of observed(el)) {
    const value = el.getAttribute(name);
    if (value !== null) attrs[name] = value;
  }
  return attrs;
}

/**
 * Gives `el` exactly `attrs` among the attributes it observes: the others it observes are
 * removed. Names it does not observe are not set (a link cannot add `onclick`).
 */
export function applyAttributes(el: Element, attrs: Readonly<Record<string, string>>): void {
  for (const name of observed(el)) {
    const value = Object.hasOwn(attrs, name) ? attrs[name] : undefined;
    if (value === undefined) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}

function observed(el: Element): readonly string[] {
  return (el.constructor as Partial<typeof ReactiveElement>).observedAttributes ?? [];
}

/** How a link names `el`: its `id`, else its tag and its index among its tag's elements in its document. */
export function shareAddress(el: Element): string {
  return el.id === '' ? tagAddress(el) : encodeURIComponent(el.id);
}

function tagAddress(el: Element): string {
  const index = [...(el.getRootNode() as ParentNode).querySelectorAll(el.localName)].indexOf(el);
  return `${el.localName}.${String(Math.max(0, index))}`;
}

/** The link to `state` of `el`: this page's address, with the fragment naming `el`. */
export async function shareLinkFor(el: Element, state: SharedState, page: string = location.href): Promise<string> {
  return `${page.replace(/#.*$/, '')}${KEY}${shareAddress(el)}.${await encodeShared(state)}`;
}

/** The payload of `hash` when it addresses `el`, else null. */
export function sharedPayloadFor(el: Element, hash: string = location.hash): string | null {
  if (!hash.startsWith(KEY)) return null;
  const rest = hash.slice(KEY.length);
  const dot = rest.lastIndexOf('.');
  const address = rest.slice(0, dot);
  // An element with an id answers to it, and to its tag and index as well.
  return dot > 0 && (address === shareAddress(el) || address === tagAddress(el)) ? rest.slice(dot + 1) : null;
}

/** The state `hash` holds for `el`: null when it addresses another element; throws a `ShareLinkError` when it does not decode. */
export async function sharedStateFor(el: Element, hash: string = location.hash): Promise<SharedState | null> {
  const payload = sharedPayloadFor(el, hash);
  return payload === null ? null : decodeShared(payload);
}

/**
 * "Copy link", the restoring of a shared state, and the widget kept between visits, for one
 * widget. Render `renderButton()` with the widget's controls and `renderNotice()` at the top of
 * its box.
 *
 * Kept between visits (issue 26): once the reader has pressed or typed anything in the widget,
 * its state (as a link carries it) is kept in the browser's storage after every update
 * (saved-states.ts), and forgotten when it is back to how the page set it up. On the next visit
 * the widget starts as the page sets it up and offers the kept state back ("Resume your game ·
 * New game"); Resume restores it through the same path as a link. A link for the widget wins over
 * what was kept. Storage that is off, full or holds what this version cannot replay is said in a
 * note, and the widget starts fresh.
 */
export class ShareController implements ReactiveController {
  /** What went wrong with the last link opened, for the notice; null when nothing did. */
  notice: string | null = null;
  /** The link, shown in a field when the clipboard would not take it; null otherwise. */
  fallback: string | null = null;
  /** A state kept on an earlier visit, offered back until the reader answers or plays on. */
  offer: SavedState | null = null;
  /** What the storage did not do (keep the widget, read what it kept), said quietly; null when all is well. */
  keepNote: string | null = null;

  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: ShareOptions;
  /** The fragment last restored, so that reconnecting the element does not restore it again. */
  private restored: string | null = null;
  /** The widget as the page set it up (its state as JSON at its first update): nothing to keep. */
  private fresh: string | null = null;
  /** Whether the reader has pressed or typed anything in the widget: only then is it kept. */
  private touched = false;
  /** The state last kept or forgotten, as JSON, so that an update that changed nothing writes nothing. */
  private written: string | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: ShareOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('hashchange', this.onHashChange);
    for (const type of READER_INPUT) this.host.addEventListener(type, this.onReaderInput);
    if (sharedPayloadFor(this.host) !== null) this.onHashChange();
    else this.offerKept();
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.onHashChange);
    for (const type of READER_INPUT) this.host.removeEventListener(type, this.onReaderInput);
  }

  hostUpdated(): void {
    const json = JSON.stringify(this.state);
    this.fresh ??= json;
    if (!this.touched || json === this.written) return;
    this.written = json;
    const key = this.keyNow();
    if (json === this.fresh) {
      forgetSaved(key);
      return;
    }
    // Played on without taking the offer: this is the game to keep now.
    if (this.offer !== null) {
      this.offer = null;
      this.updateSoon();
    }
    const kept = writeSaved(key, this.state);
    if (kept !== 'kept' && this.keepNote === null) {
      this.keepNote =
        kept === 'full'
          ? 'This browser’s storage is full: this will not be kept for your next visit.'
          : 'This browser lets the page keep nothing: this will not be kept for your next visit.';
      this.updateSoon();
    }
  }

  /** Draws the widget again once this update is over (asked during one, Lit warns and draws twice). */
  private updateSoon(): void {
    queueMicrotask(() => {
      this.host.requestUpdate();
    });
  }

  /** The widget's state now, as a link carries it. */
  get state(): SharedState {
    const log = this.options.log?.() ?? [];
    return log.length === 0 ? { v: SHARE_VERSION, attrs: attributesOf(this.host) } : { v: SHARE_VERSION, attrs: attributesOf(this.host), log: [...log] };
  }

  /** The link to the widget as it is now. */
  link(): Promise<string> {
    return shareLinkFor(this.host, this.state);
  }

  /** Puts the link on the clipboard; where it may not, shows it in a field, selected. Says which. */
  async copy(): Promise<string> {
    const link = await this.link();
    try {
      await navigator.clipboard.writeText(link);
      this.fallback = null;
      this.options.announce('Link copied');
    } catch {
      this.fallback = link;
      this.options.announce('The link is in the field beside the button, selected: copy it from there.');
      await this.host.updateComplete;
      const field = this.host.shadowRoot?.querySelector<HTMLInputElement>('input[part~="share-field"]');
      field?.focus();
      field?.select();
    }
    this.host.requestUpdate();
    return link;
  }

  /**
   * Restores the widget from `hash` when it addresses it: the attributes, then the log. Resolves
   * once done (at once when `hash` is for another element or was restored already).
   */
  async restore(hash: string = location.hash): Promise<void> {
    const payload = sharedPayloadFor(this.host, hash);
    if (payload === null || hash === this.restored) return;
    this.restored = hash;
    this.fallback = null;
    this.offer = null;
    try {
      const state = await decodeShared(payload);
      const log = state.log ?? [];
      const stop = await this.open(state);
      this.notice = stop === null ? null : `This shared link stops at step ${String(stop.step)} of ${String(log.length)}: ${sentence(stop.why)} The widget shows the last step that could be played.`;
      this.options.announce(stop === null ? 'Opened the shared link.' : this.notice ?? '');
    } catch (error) {
      this.notice = `This shared link could not be opened: ${error instanceof Error ? error.message : String(error)}. The widget starts fresh from its own settings.`;
    }
    this.host.requestUpdate();
  }

  /**
   * Takes the offer: the kept state restored as a link would be. What this version cannot replay
   * (the rules or the widget changed since) is forgotten, and the widget starts fresh, saying so.
   */
  async resume(): Promise<void> {
    const offer = this.offer;
    if (offer === null) return;
    this.offer = null;
    this.touched = true;
    const stop = await this.open(offer.state);
    if (stop === null) {
      this.options.announce('Resumed where you left off.');
    } else {
      await this.startFresh();
      this.keepNote = `What this browser kept could not be resumed (step ${String(stop.step)}: ${sentence(stop.why)}) It starts fresh.`;
      this.options.announce(this.keepNote);
    }
    this.host.requestUpdate();
    await this.focusInside();
  }

  /** Turns the offer down: what was kept is forgotten, and the widget stays as the page set it up. */
  async decline(): Promise<void> {
    this.offer = null;
    forgetSaved(this.keyNow());
    this.options.announce(this.options.keeps === 'game' ? 'A new game. The kept one is forgotten.' : 'Started over. What was kept is forgotten.');
    this.host.requestUpdate();
    await this.focusInside();
  }

  /** The notice of a link that could not be opened, the offer of a kept state, the storage's note; or nothing. */
  renderNotice(): TemplateResult | typeof nothing {
    if (this.notice === null && this.offer === null && this.keepNote === null) return nothing;
    return html`${this.notice === null ? nothing : html`<rb-error-panel part="share-problem" message=${this.notice}></rb-error-panel>`}${this.renderOffer()}${this.keepNote === null
        ? nothing
        : html`<p class="hint" part="keep-note">${this.keepNote}</p>`}`;
  }

  /** "Copy link" (part `share-button`) and, where the clipboard refused, the link in a field (part `share-field`). */
  renderButton(): TemplateResult {
    return html`<button part="button share-button" @click=${this.onCopy}>Copy link</button>${this.fallback === null
        ? nothing
        : html`<input part="share-field" readonly aria-label="Link to this widget as it is now" .value=${this.fallback} @focus=${selectAll} />`}`;
  }

  /** The offer (part `resume`): when it was kept, Resume (part `resume-button`) and the fresh start (part `fresh-button`). */
  private renderOffer(): TemplateResult | typeof nothing {
    const offer = this.offer;
    if (offer === null) return nothing;
    const game = this.options.keeps === 'game';
    return html`<div class="controls" part="resume" role="group" aria-label="Kept from your last visit">
      <span class="hint">${game ? 'Your game' : 'What you did here'} ${timeAgo(offer.savedAt)} is kept in this browser.</span>
      <button class="primary" part="button resume-button" @click=${this.onResume}>${game ? 'Resume your game' : 'Resume'}</button>
      <button part="button fresh-button" @click=${this.onDecline}>${game ? 'New game' : 'Start over'}</button>
    </div>`;
  }

  /** The attributes, then the log, through the widget's replay: null when every step was taken. */
  private async open(state: SharedState): Promise<ReplayStop | null> {
    applyAttributes(this.host, state.attrs);
    await this.host.updateComplete;
    const log = state.log ?? [];
    return log.length === 0 ? null : (this.options.replay?.(log) ?? null);
  }

  /** Back to the widget as the page set it up, through the same path, and nothing kept. */
  private async startFresh(): Promise<void> {
    forgetSaved(this.keyNow());
    const fresh = this.fresh === null ? null : (JSON.parse(this.fresh) as SharedState);
    if (fresh === null) return;
    applyAttributes(this.host, fresh.attrs);
    await this.host.updateComplete;
    this.options.replay?.(fresh.log ?? []);
    this.written = this.fresh;
  }

  /** Offers what an earlier visit kept of this widget, or says why it cannot. */
  private offerKept(): void {
    const kept = readSaved(this.keyNow());
    if (kept.kind === 'unreadable') {
      this.keepNote = `What this browser kept of this widget could not be read (${kept.why}): it starts fresh.`;
    } else if (kept.kind === 'found' && kept.saved.load !== PAGE_LOAD) {
      this.offer = kept.saved;
    } else {
      return;
    }
    this.host.requestUpdate();
  }

  /** The storage key of the widget where it is now (its page and its address on it). */
  private keyNow(): string {
    return savedKey(shareAddress(this.host));
  }

  /** After the offer's buttons go, focus goes to the widget's first control, not to the page. */
  private async focusInside(): Promise<void> {
    await this.host.updateComplete;
    this.host.shadowRoot?.querySelector<HTMLElement>('button, input, select, a[href]')?.focus();
  }

  private readonly onCopy = (): void => {
    void this.copy();
  };

  private readonly onResume = (): void => {
    void this.resume();
  };

  private readonly onDecline = (): void => {
    void this.decline();
  };

  private readonly onHashChange = (): void => {
    void this.restore();
  };

  private readonly onReaderInput = (): void => {
    this.touched = true;
  };
}

/** What a reader does to a widget that makes it worth keeping (a page's script setting attributes does none of these). */
const READER_INPUT = ['click', 'keydown', 'change', 'input'] as const;

/** `why` ending in a full stop. */
function sentence(why: string): string {
  return /[.!?]$/.test(why) ? why : `${why}.`;
}

/** "5 minutes ago", "yesterday": when an entry was kept, as a reader says it. */
function timeAgo(savedAt: number, now: number = Date.now()): string {
  const minutes = Math.round((now - savedAt) / 60_000);
  const say = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (minutes < 1) return 'from just now';
  if (minutes < 60) return `from ${say.format(-minutes, 'minute')}`;
  if (minutes < 60 * 24) return `from ${say.format(-Math.round(minutes / 60), 'hour')}`;
  return `from ${say.format(-Math.round(minutes / (60 * 24)), 'day')}`;
}

function selectAll(event: FocusEvent): void {
  (event.target as HTMLInputElement).select();
}
