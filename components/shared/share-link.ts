import { html, nothing, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';
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
 * "Copy link", and the restoring of a shared state, for one widget. Render `renderButton()` with
 * the widget's controls and `renderNotice()` at the top of its box.
 */
export class ShareController implements ReactiveController {
  /** What went wrong with the last link opened, for the notice; null when nothing did. */
  notice: string | null = null;
  /** The link, shown in a field when the clipboard would not take it; null otherwise. */
  fallback: string | null = null;

  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: ShareOptions;
  /** The fragment last restored, so that reconnecting the element does not restore it again. */
  private restored: string | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: ShareOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('hashchange', this.onHashChange);
    this.onHashChange();
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.onHashChange);
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
    try {
      const state = await decodeShared(payload);
      applyAttributes(this.host, state.attrs);
      await this.host.updateComplete;
      const log = state.log ?? [];
      const stop = log.length === 0 ? null : (this.options.replay?.(log) ?? null);
      this.notice = stop === null ? null : `This shared link stops at step ${String(stop.step)} of ${String(log.length)}: ${/[.!?]$/.test(stop.why) ? stop.why : `${stop.why}.`} The widget shows the last step that could be played.`;
      this.options.announce(stop === null ? 'Opened the shared link.' : this.notice ?? '');
    } catch (error) {
      this.notice = `This shared link could not be opened: ${error instanceof Error ? error.message : String(error)}. The widget starts fresh from its own settings.`;
    }
    this.host.requestUpdate();
  }

  /** The notice of a link that could not be opened, or nothing (part `share-problem`). */
  renderNotice(): TemplateResult | typeof nothing {
    return this.notice === null ? nothing : html`<rb-error-panel part="share-problem" message=${this.notice}></rb-error-panel>`;
  }

  /** "Copy link" (part `share-button`) and, where the clipboard refused, the link in a field (part `share-field`). */
  renderButton(): TemplateResult {
    return html`<button part="button share-button" @click=${this.onCopy}>Copy link</button>${this.fallback === null
        ? nothing
        : html`<input part="share-field" readonly aria-label="Link to this widget as it is now" .value=${this.fallback} @focus=${selectAll} />`}`;
  }

  private readonly onCopy = (): void => {
    void this.copy();
  };

  private readonly onHashChange = (): void => {
    void this.restore();
  };
}

function selectAll(event: FocusEvent): void {
  (event.target as HTMLInputElement).select();
}
