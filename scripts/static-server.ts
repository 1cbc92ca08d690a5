/**
 * A static file server for the built site (site/dist) on localhost, for the scripts that open it
 * in Chromium: the smoke test (scripts/smoke.ts) and the screenshots (scripts/screenshots.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Maps a URL path to a file inside root, or null; never escapes root ('..' and encoded tricks). */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    // A missing file is an ordinary 404, not a server error.
  }
  return null;
}

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface ServerOptions {
  /**
   * Send text (HTML, scripts, styles, JSON, SVG) gzipped to a browser that accepts it, as real
   * hosts do: for the scripts that count bytes over the wire. Off by default.
   */
  gzip?: boolean;
}

/** The body as sent: gzipped (level 9, cached per path) when asked for, accepted and worth it. */
function encodedBody(request: IncomingMessage, file: string, body: Buffer, options: ServerOptions, cache: Map<string, Buffer>): { body: Buffer; encoding: string | null } {
  const text = /^(text\/|application\/(json|xml)|image\/svg)/.test(contentTypeOf(file));
  if (options.gzip !== true || !text || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return { body, encoding: null };
  let gzipped = cache.get(file);
  if (gzipped === undefined) {
    gzipped = gzipSync(body, { level: 9 });
    cache.set(file, gzipped);
  }
  return { body: gzipped, encoding: 'gzip' };
}

async function serveRequest(
  root: string,
  pages: Readonly<Record<string, string>>,
  options: ServerOptions,
  cache: Map<string, Buffer>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const page = pages[pathname];
  if (page !== undefined) {
    const sent = encodedBody(request, 'page.html', Buffer.from(page), options, new Map());
    response.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] ?? 'text/html', ...(sent.encoding === null ? {} : { 'content-encoding': sent.encoding }) });
    response.end(sent.body);
    return;
  }
  const file = await resolveFile(root, pathname);
  if (file === null) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Not found: ${pathname}\n`);
    return;
  }
  // Directory URLs without a trailing slash would break the pages' relative links: redirect, like hosts do.
  if (file.endsWith(`${sep}index.html`) && !pathname.endsWith('/') && !pathname.endsWith('.html')) {
    response.writeHead(301, { location: `${pathname}/` });
    response.end();
    return;
  }
  const sent = encodedBody(request, file, await readFile(file), options, cache);
  // Any origin may load the files, as from the docs' real host: a blog on another site loads the
  // blog loader as a module script, which the browser fetches only with this CORS header.
  response.writeHead(200, { 'content-type': contentTypeOf(file), 'cache-control': 'no-store', 'access-control-allow-origin': '*', ...(sent.encoding === null ? {} : { 'content-encoding': sent.encoding }) });
  response.end(sent.body);
}

/**
 * Serves `root` (site/dist) on a free localhost port, plus `pages`: HTML written in memory, by URL
 * path (the smoke test's blank blog page).
 */
export async function startStaticServer(root: string, pages: Readonly<Record<string, string>> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    serveRequest(root, pages, options, cache, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Server error: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(0, '127.0.0.1', () => {
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => {
          resolveClose();
        });
      }),
  };
}
