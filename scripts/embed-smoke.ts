/**
 * Embeds without scripts, in Chromium (issue 25, points 3 and 4; its Done-when):
 *
 * - every embed page (`/embed/<tag>/`, `/embed/<tag>/<preset>/`) names its oEmbed answer in its
 *   head, and every answer holds the oEmbed spec's required fields for a "rich" embed, its iframe
 *   pointing back at the page;
 * - an embed page is the widget alone: transparent, no docs chrome, its attributes from the query
 *   (an unknown name, such as `onclick`, left off), nothing axe objects to;
 * - the embed builder on the docs' embed page writes its two snippets from the form, and both work
 *   pasted into a blank page of another origin (a second local port): the script snippet's widget
 *   comes up; the iframe snippet's widget comes up, its iframe takes the height the widget reports
 *   and follows it when the content changes size, and a bad attribute typed in the builder shows
 *   the widget's own error panel inside the iframe.
 *
 * Run by the site smoke test (scripts/smoke.ts calls `checkEmbeds`); alone, after `npm run build`:
 * `npx node scripts/embed-smoke.ts`, which prints `ok - …` lines and `N passed, M failed`.
 * `npx node scripts/embed-smoke.ts --measure` prints the embeds' heights for
 * site/src/lib/embed-heights.ts instead (about a minute: it opens every embed page).
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

/** What the checks report to: scripts/smoke.ts's Report, or this script's own when run alone. */
export interface Checks {
  check(passed: boolean, name: string, detail?: string): void;
}

const SITE_DIST = join(fileURLToPath(new URL('..', import.meta.url)), 'site', 'dist');

/** The docs page that holds the embed builder. */
const BUILDER_PAGE = '/embed/';
const EMBED_TAG = 'star-eater-direct-fire';
const PRESET_PAGE = `/embed/${EMBED_TAG}/main-cannon/`;
/** Long enough for a widget's chunks to arrive and its height to settle; a hang detector, not a figure. */
const WAIT_MS = 20_000;

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** True for a built embed page's URL path: `/embed/<tag>/` or deeper, not the docs' `/embed/` itself. */
export function isEmbedPagePath(path: string): boolean {
  return /^\/embed\/[^/]+\//.test(path);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------
// oEmbed answers, from the built files alone

/** The oEmbed spec's fields for a rich embed (https://oembed.com, 2.3.4 and 2.3.4.4), and the ones we promise. */
export function oembedProblems(answer: unknown, pageUrl: string): string[] {
  if (typeof answer !== 'object' || answer === null) return ['not a JSON object'];
  const fields = answer as Record<string, unknown>;
  const problems: string[] = [];
  if (fields.type !== 'rich') problems.push(`type is ${JSON.stringify(fields.type)}, not "rich"`);
  if (fields.version !== '1.0') problems.push(`version is ${JSON.stringify(fields.version)}, not "1.0"`);
  for (const name of ['width', 'height']) {
    const value = fields[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) problems.push(`${name} is ${JSON.stringify(value)}, not a positive whole number of pixels`);
  }
  for (const name of ['html', 'title', 'provider_name', 'provider_url']) {
    if (typeof fields[name] !== 'string' || fields[name] === '') problems.push(`${name} is missing or empty`);
  }
  if (typeof fields.provider_url === 'string' && !URL.canParse(fields.provider_url)) problems.push(`provider_url ${fields.provider_url} is not an absolute URL`);
  const html = typeof fields.html === 'string' ? fields.html : '';
  const src = /^<iframe\s[^>]*\bsrc="([^"]+)"[^>]*><\/iframe>$/.exec(html)?.[1];
  if (src === undefined) problems.push(`html is not one iframe: ${html}`);
  else if (src !== pageUrl) problems.push(`the iframe shows ${src}, not the page ${pageUrl}`);
  return problems;
}

interface DiscoveryLink {
  href: string;
  title: string | undefined;
}

function discoveryLinkOf(html: string): DiscoveryLink | null {
  const tag = /<link\b[^>]*\btype="application\/json\+oembed"[^>]*>/.exec(html)?.[0];
  if (tag === undefined || !/\brel="alternate"/.test(tag)) return null;
  const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
  return href === undefined ? null : { href, title: /\btitle="([^"]+)"/.exec(tag)?.[1] };
}

async function builtEmbedPages(root: string): Promise<string[]> {
  const entries = await readdir(join(root, 'embed'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`.replace(/index\.html$/, ''))
    .filter(isEmbedPagePath)
    .sort();
}

/**
 * Every embed page's discovery link leads to an answer in the built site that validates; returns
 * the origin the answers were written for (the build's `site`), which the builder's snippets use too.
 */
async function checkOembed(root: string, report: Checks): Promise<string | null> {
  const pages = await builtEmbedPages(root);
  const problems: string[] = [];
  let builtOrigin: string | null = null;
  for (const page of pages) {
    const link = discoveryLinkOf(await readFile(join(root, page, 'index.html'), 'utf8'));
    if (link === null) {
      problems.push(`${page}: no <link rel="alternate" type="application/json+oembed" href=…> in its head`);
      continue;
    }
    if (link.title === undefined) problems.push(`${page}: its discovery link has no title`);
    if (!URL.canParse(link.href)) {
      problems.push(`${page}: discovery link ${link.href} is not an absolute URL`);
      continue;
    }
    const answerUrl = new URL(link.href);
    builtOrigin ??= answerUrl.origin;
    const pageUrl = new URL(page, answerUrl).href;
    if (answerUrl.pathname !== `${page}oembed.json`) problems.push(`${page}: discovery link ${link.href} is not the page's own oembed.json`);
    let answer: unknown;
    try {
      answer = JSON.parse(await readFile(join(root, answerUrl.pathname), 'utf8'));
    } catch (error) {
      problems.push(`${page}: its answer ${answerUrl.pathname} cannot be read: ${describeError(error)}`);
      continue;
    }
    problems.push(...oembedProblems(answer, pageUrl).map((problem) => `${answerUrl.pathname}: ${problem}`));
  }
  report.check(pages.length > 0 && problems.length === 0, `embeds: each of the ${String(pages.length)} embed pages names its oEmbed answer, and each answer has the spec's fields for a rich embed`, problems.join('\n'));
  return builtOrigin;
}

// ---------------------------------------------------------------------------------------------
// Looking at a widget in a page or a frame

interface WidgetLook {
  found: boolean;
  rendered: boolean;
  alertText: string;
  attributes: Record<string, string>;
}

/** Runs in the browser: the first `tag` in the document, what its shadow tree shows, its alerts. */
function lookAtWidget(tag: string): WidgetLook {
  const widget = document.querySelector(tag);
  if (widget === null || customElements.get(tag) === undefined || widget.shadowRoot === null) return { found: widget !== null, rendered: false, alertText: '', attributes: {} };
  const alerts = (root: ShadowRoot): Element[] => [
    ...root.querySelectorAll('[role="alert"]'),
    ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot === null ? [] : alerts(element.shadowRoot))),
  ];
  const text = (element: Element): string => `${element.textContent} ${element.shadowRoot === null ? '' : [...element.shadowRoot.children].map(text).join(' ')}`;
  return {
    found: true,
    rendered: [...widget.shadowRoot.children].some((child) => child.localName !== 'style'),
    alertText: alerts(widget.shadowRoot).map(text).join(' ').replace(/\s+/g, ' ').trim(),
    attributes: Object.fromEntries([...widget.attributes].map((attribute) => [attribute.name, attribute.value])),
  };
}

/** Polls `look` until `ready` says so or time runs out, and returns the last look. */
async function waitFor<T>(look: () => Promise<T>, ready: (value: T) => boolean, ms = WAIT_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await look();
    if (ready(value) || Date.now() >= deadline) return value;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}

const upAndHealthy = (look: WidgetLook): boolean => look.rendered && look.alertText === '';

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags: readonly string[]) => {
    interface AxeResult {
      violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => `${violation.id}: ${violation.help} — ${JSON.stringify(violation.nodes[0]?.target ?? [])}`);
  }, AXE_TAGS);
}

/** Console errors and uncaught errors of a page, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error: unknown) => errors.push(describeError(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url ?? ''})`);
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// An embed page on its own

async function checkEmbedPage(browser: Browser, siteOrigin: string, report: Checks): Promise<void> {
  const name = `embeds: ${PRESET_PAGE}?seed=3&onclick=…`;
  const page = await browser.newPage();
  try {
    const errors = errorsOf(page);
    await page.goto(`${siteOrigin}${PRESET_PAGE}?seed=3&onclick=${encodeURIComponent('document.title="owned"')}`, { waitUntil: 'load' });
    const look = await waitFor(() => page.evaluate(lookAtWidget, EMBED_TAG), upAndHealthy);
    report.check(upAndHealthy(look), `${name}: the widget comes up with no error`, JSON.stringify(look));
    report.check(look.attributes.preset === 'main-cannon' && look.attributes.seed === '3', `${name}: the preset comes from the path and seed from the query`, JSON.stringify(look.attributes));
    report.check(!('onclick' in look.attributes), `${name}: a name that is not one of the widget's attributes is left off`, JSON.stringify(look.attributes));
    const chrome = await page.evaluate(() => ({
      background: [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor],
      margin: getComputedStyle(document.body).margin,
      chrome: document.querySelectorAll('header, nav, aside, footer').length,
    }));
    report.check(chrome.background.every((colour) => colour === 'rgba(0, 0, 0, 0)') && chrome.margin === '0px' && chrome.chrome === 0, `${name}: transparent, no margin, no docs chrome`, JSON.stringify(chrome));
    const violations = await axeViolations(page);
    report.check(violations.length === 0, `${name}: axe finds no accessibility violation`, violations.join('\n'));
    const unexpected = errors.filter((error) => !error.includes('has no attribute'));
    report.check(unexpected.length === 0, `${name}: no errors`, unexpected.join('\n'));
  } catch (error) {
    report.check(false, `${name}: runs`, describeError(error));
  } finally {
    await page.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// The builder's snippets, pasted into a page of another origin

interface Snippets {
  script: string;
  iframe: string;
  previewAlert: string;
}

/** Sets the builder's form as a reader would, by typing, and reads back both snippets. */
async function snippetsFor(page: Page, values: Readonly<Record<string, string>>): Promise<Snippets> {
  await page.select('#embed-builder-tag', EMBED_TAG);
  for (const [attribute, value] of Object.entries(values)) {
    const selector = `#embed-builder-attribute-${attribute}`;
    await page.click(selector, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, value);
  }
  // Leaving the last field fires its change: the snippets and the preview follow at once.
  await page.keyboard.press('Tab');
  const expected = Object.entries(values).filter(([, value]) => value !== '').map(([attribute, value]) => `${attribute}="${value}"`);
  const cleared = Object.entries(values).filter(([, value]) => value === '').map(([attribute]) => ` ${attribute}=`);
  const read = (): Promise<Snippets> =>
    page.evaluate(() => {
      const preview = document.querySelector('[data-preview] > *');
      const alert = preview?.shadowRoot?.querySelector('[role="alert"], rb-error-panel');
      return {
        script: (document.querySelector<HTMLTextAreaElement>('[data-snippet="script"]')?.value ?? ''),
        iframe: (document.querySelector<HTMLTextAreaElement>('[data-snippet="iframe"]')?.value ?? ''),
        previewAlert: alert?.shadowRoot?.textContent ?? alert?.textContent ?? '',
      };
    });
  return waitFor(read, (snippets) => expected.every((text) => snippets.script.includes(text)) && !cleared.some((text) => snippets.script.includes(text)));
}

function hostPage(body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>A blank post</title><link rel="icon" href="data:,"></head>\n<body>\n<p>A paragraph of the post.</p>\n${body}\n<p>The post goes on.</p>\n</body>\n</html>\n`;
}

/** The height of the iframe in the host page, and of the content its embed page reports, in px. */
async function heights(page: Page, frame: Frame, index: number): Promise<{ iframe: number; content: number }> {
  const iframe = await page.evaluate((at: number) => document.querySelectorAll('iframe')[at]?.getBoundingClientRect().height ?? -1, index);
  const content = await frame.evaluate(() => Math.ceil(document.querySelector('main')?.getBoundingClientRect().height ?? -1));
  return { iframe, content };
}

const followsContent = ({ iframe, content }: { iframe: number; content: number }): boolean => content > 0 && Math.abs(iframe - content) <= 1;

async function frameShowing(page: Page, urlPart: string): Promise<Frame | undefined> {
  const frames = await waitFor(
    () => Promise.resolve(page.frames()),
    (all) => all.some((frame) => frame.url().includes(urlPart)),
  );
  return frames.find((frame) => frame.url().includes(urlPart));
}

async function checkBuilderSnippets(browser: Browser, siteOrigin: string, builtOrigin: string, report: Checks): Promise<void> {
  const hostDir = await mkdtemp(join(tmpdir(), 'rulebench-host-'));
  // Filled in below, once the builder has written the snippets; the server reads it per request.
  const hostPages: Record<string, string> = {};
  const host = await startStaticServer(hostDir, hostPages);
  const builder = await browser.newPage();
  const name = 'embeds: the builder\'s snippets pasted into a blank page of another origin';
  try {
    report.check(new URL(host.origin).origin !== siteOrigin, `${name}: the host page's origin (${host.origin}) is not the docs site's (${siteOrigin})`);
    await builder.goto(`${siteOrigin}${BUILDER_PAGE}`, { waitUntil: 'load' });
    await builder.waitForSelector('#embed-builder-attribute-accuracy', { timeout: WAIT_MS });
    const good = await snippetsFor(builder, { accuracy: '3', evasion: '1' });
    const bad = await snippetsFor(builder, { accuracy: 'lots', evasion: '' });
    report.check(bad.previewAlert.includes('accuracy') || (await builder.evaluate(lookAtWidget, EMBED_TAG)).alertText.includes('accuracy'), `${name}: the builder's preview shows accuracy="lots" refused`, JSON.stringify(bad.previewAlert));
    // The snippets name the site the build was made for; this test serves it elsewhere.
    const served = (snippet: string): string => snippet.replaceAll(builtOrigin, siteOrigin);
    report.check(good.script.includes(`${builtOrigin}/rulebench.js`) && good.iframe.includes(`${builtOrigin}/embed/${EMBED_TAG}/?accuracy=3&amp;evasion=1`), `${name}: the snippets carry the form's attributes and the site's address`, `${good.script}\n${good.iframe}`);
    hostPages['/script.html'] = hostPage(served(good.script));
    hostPages['/iframe.html'] = hostPage(`${served(good.iframe)}\n<p>Between the widgets.</p>\n${served(bad.iframe)}`);

    const scriptPage = await browser.newPage();
    try {
      const errors = errorsOf(scriptPage);
      await scriptPage.goto(`${host.origin}/script.html`, { waitUntil: 'load' });
      const look = await waitFor(() => scriptPage.evaluate(lookAtWidget, EMBED_TAG), upAndHealthy);
      report.check(upAndHealthy(look) && look.attributes.accuracy === '3', `${name}: the script snippet's <${EMBED_TAG} accuracy="3" evasion="1"> comes up with no error`, `${JSON.stringify(look)}\n${errors.join('\n')}`);
    } finally {
      await scriptPage.close().catch(() => undefined);
    }

    const iframePage = await browser.newPage();
    try {
      await iframePage.setViewport({ width: 1000, height: 900 });
      await iframePage.goto(`${host.origin}/iframe.html`, { waitUntil: 'load' });
      const goodFrame = await frameShowing(iframePage, 'accuracy=3');
      const badFrame = await frameShowing(iframePage, 'accuracy=lots');
      if (goodFrame === undefined || badFrame === undefined) {
        report.check(false, `${name}: the host page shows both iframes`, iframePage.frames().map((frame) => frame.url()).join('\n'));
        return;
      }
      const goodLook = await waitFor(() => goodFrame.evaluate(lookAtWidget, EMBED_TAG), upAndHealthy);
      report.check(upAndHealthy(goodLook) && goodLook.attributes.accuracy === '3' && goodLook.attributes.evasion === '1', `${name}: the iframe's widget comes up with the query's attributes and no error`, JSON.stringify(goodLook));
      const badLook = await waitFor(() => badFrame.evaluate(lookAtWidget, EMBED_TAG), (look) => look.alertText !== '');
      report.check(badLook.alertText.toLowerCase().includes('accuracy'), `${name}: accuracy=lots in the iframe's query shows the widget's error panel naming accuracy`, JSON.stringify(badLook));

      const first = await waitFor(() => heights(iframePage, goodFrame, 0), followsContent);
      report.check(followsContent(first), `${name}: the iframe takes the height its widget reports (${String(first.iframe)} px for ${String(first.content)} px)`, JSON.stringify(first));
      // Where no script may size it, the iframe keeps the height it is given: it must hold the first view.
      const given = Number(/\bheight="(\d+)"/.exec(good.iframe)?.[1] ?? 0);
      report.check(first.content <= given, `${name}: the snippet's starting height (${String(given)} px) holds the widget's first view (${String(first.content)} px)`, 'the heights are stale: run `npx node scripts/embed-smoke.ts --measure` and put its table in site/src/lib/embed-heights.ts');
      // A narrower column: the widget wraps and grows taller, and the iframe must follow it.
      await iframePage.evaluate(() => {
        const frame = document.querySelector('iframe');
        if (frame !== null) frame.style.maxWidth = '340px';
      });
      const narrow = await waitFor(() => heights(iframePage, goodFrame, 0), (now) => followsContent(now) && now.content !== first.content);
      report.check(followsContent(narrow) && narrow.content !== first.content, `${name}: the iframe follows its widget when the content changes size (${String(first.iframe)} → ${String(narrow.iframe)} px)`, JSON.stringify({ first, narrow }));
    } finally {
      await iframePage.close().catch(() => undefined);
    }
  } catch (error) {
    report.check(false, `${name}: runs`, describeError(error));
  } finally {
    await builder.close().catch(() => undefined);
    await host.close();
    await rm(hostDir, { recursive: true, force: true });
  }
}

/** Every check of this file, against the built site served at siteOrigin. */
export async function checkEmbeds(browser: Browser, siteOrigin: string, report: Checks, root = SITE_DIST): Promise<void> {
  const builtOrigin = await checkOembed(root, report);
  await checkEmbedPage(browser, siteOrigin, report);
  if (builtOrigin === null) {
    report.check(false, 'embeds: the build says its own address (an oEmbed discovery link)', 'no embed page found');
    return;
  }
  await checkBuilderSnippets(browser, siteOrigin, builtOrigin, report);
}

/** The embed width (site/src/lib/embed-urls.ts), at which the heights are measured. */
const EMBED_WIDTH = 720;
/** Heights are written rounded up to this, so a few pixels of change do not make the table stale. */
const HEIGHT_STEP = 50;

/**
 * `--measure`: opens every embed page at the embed width and prints its first view's height, rounded
 * up, by `<tag>` or `<tag>/<preset>`, as site/src/lib/embed-heights.ts holds them.
 */
async function measureHeights(browser: Browser, siteOrigin: string): Promise<void> {
  const lines: string[] = [];
  const page = await browser.newPage();
  await page.setViewport({ width: EMBED_WIDTH, height: 900 });
  for (const path of await builtEmbedPages(SITE_DIST)) {
    const [, , tag = '', preset] = path.split('/').filter((part, index) => index === 0 || part !== '');
    await page.goto(`${siteOrigin}${path}`, { waitUntil: 'load' });
    await waitFor(() => page.evaluate(lookAtWidget, tag), (look) => look.rendered);
    // A widget may draw in steps after it first renders (fonts, a board measured in a frame).
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 5_000 }).catch(() => undefined);
    // Two frames: a widget sized by a ResizeObserver has drawn at its width.
    await page.evaluate(() => new Promise<void>((resolveFrames) => requestAnimationFrame(() => requestAnimationFrame(() => { resolveFrames(); }))));
    const height = await page.evaluate(() => Math.ceil(document.querySelector('main')?.getBoundingClientRect().height ?? 0));
    lines.push(`  '${preset === undefined ? tag : `${tag}/${preset}`}': ${String(Math.ceil(height / HEIGHT_STEP) * HEIGHT_STEP)},`);
  }
  await page.close();
  console.log(`export const EMBED_HEIGHTS: Readonly<Partial<Record<string, number>>> = {\n${lines.join('\n')}\n};`);
}

async function runAlone(): Promise<void> {
  const counts = { passed: 0, failed: 0 };
  const report: Checks = {
    check(passed, name, detail) {
      counts[passed ? 'passed' : 'failed'] += 1;
      console.log(`${passed ? 'ok' : 'not ok'} - ${name}`);
      if (!passed && detail !== undefined && detail !== '') for (const line of detail.split('\n')) console.log(`  # ${line}`);
    },
  };
  const started = performance.now();
  const server = await startStaticServer(SITE_DIST);
  const userDataDir = await mkdtemp(join(tmpdir(), 'rulebench-embeds-'));
  const browser = await puppeteer.launch({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS], userDataDir });
  try {
    if (process.argv.includes('--measure')) await measureHeights(browser, server.origin);
    else await checkEmbeds(browser, server.origin, report);
  } catch (error) {
    report.check(false, 'embeds: the checks run', describeError(error));
  } finally {
    await browser.close().catch(() => undefined);
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${String(counts.passed)} passed, ${String(counts.failed)} failed`);
  process.exitCode = counts.failed > 0 ? 1 : 0;
}

if (import.meta.main) await runAlone();
