/*
 * The text of a shared link's payload (share-link.ts): a widget's state as JSON, deflated
 * (`CompressionStream('deflate-raw')`, in every browser we serve and in Node) and written in
 * base64url, so it sits in a URL fragment without escaping. No DOM here: Node runs it too.
 */

/** The version of the shared state this code writes and reads. */
export const SHARE_VERSION = 1;

/** A widget's shared state: its attributes as the element has them, and what was played since. */
export interface SharedState {
  v: typeof SHARE_VERSION;
  /** The widget's attributes (names in lower case, as in HTML). */
  attrs: Record<string, string>;
  /** The commands (or changes) since the starting moment, for widgets that keep them; replayed in order. */
  log?: unknown[];
}

/** Why a payload could not be read, in words for the reader. */
export class ShareLinkError extends Error {
  override readonly name = 'ShareLinkError';
}

/** The payload of `state`: deflated UTF-8 JSON in base64url. */
export async function encodeShared(state: SharedState): Promise<string> {
  const bytes = await through(new TextEncoder().encode(JSON.stringify(state)), new CompressionStream('deflate-raw'));
  return toBase64Url(bytes);
}

/** The state a payload holds; throws a `ShareLinkError` saying what is wrong with it. */
export async function decodeShared(payload: string): Promise<SharedState> {
  const bytes = fromBase64Url(payload);
  if (bytes === null) throw new ShareLinkError('the link is damaged (its data is not in the expected letters): it may have been cut short when copied');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await through(bytes, new DecompressionStream('deflate-raw')));
  } catch {
    throw new ShareLinkError('the link is damaged (its data does not unpack): it may have been cut short when copied');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ShareLinkError('the link is damaged (its data is not readable)');
  }
  return checkShared(value);
}

/** `value` as a shared state, or a `ShareLinkError` naming what is wrong. */
export function checkShared(value: unknown): SharedState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShareLinkError('the link holds no widget state');
  const { v, attrs, log } = value as Record<string, unknown>;
  if (v !== SHARE_VERSION) throw new ShareLinkError(`the link was made by another version of Rulebench (version ${v === undefined ? 'none' : JSON.stringify(v)}; this page reads version ${String(SHARE_VERSION)})`);
  if (typeof attrs !== 'object' || attrs === null || Array.isArray(attrs) || !Object.values(attrs).every((text) => typeof text === 'string')) {
    throw new ShareLinkError('the link’s attributes are not a list of names and texts');
  }
  if (log !== undefined && !Array.isArray(log)) throw new ShareLinkError('the link’s moves are not a list');
  return log === undefined ? { v, attrs: attrs as Record<string, string> } : { v, attrs: attrs as Record<string, string>, log: log as unknown[] };
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // The write and close settle only as the other end is read: wait for them with the reading.
  const [, , read] = await Promise.all([writer.write(bytes as Uint8Array<ArrayBuffer>), writer.close(), new Response(stream.readable).arrayBuffer()]);
  return new Uint8Array(read);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
