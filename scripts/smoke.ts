/**
 * Browser smoke test for the built docs site (site/dist).
 *
 * First, from the built HTML alone: every rule in the games' rule maps has its anchor on the page
 * its map entry names, and every link and resource inside the site exists. Then it serves site/dist
 * on a free localhost port, opens every built page in headless Chromium and checks that it loads
 * with no uncaught errors, no console errors and no failed same-origin requests, that every
 * Rulebench widget on it upgrades, renders and shows no error, and that pages without widgets ship
 * none of our JavaScript and at most 10 kB of JavaScript in all (gzipped), and that axe-core finds no
 * accessibility violation (WCAG 2.0, 2.1 and 2.2 A and AA, and best practice). Every rule page (the five
 * games' sections) must show a live widget before the reader scrolls, at 1280 × 800 and on a 390 × 844
 * phone (issue 26, point 3; scripts/first-screen.ts). Last, it loads an in-memory blank page that embeds the blog loader the way
 * a blogger would (/rulebench.js), to prove the one-script-tag promise made on the embed page, and
 * checks that its one Star Eater widget made the loader fetch that widget's chunks and no Steam
 * Torpedo code (which chunks each tag needs comes from esbuild's metafile: `analyseBundle`). A second
 * blank page holds one of every widget the loader knows, typed with no attribute: each must come up
 * with no error and nothing axe objects to. Then the embeds without scripts (scripts/embed-smoke.ts):
 * the oEmbed answers, an embed page, and the embed builder's snippets on a page of another origin.
 *
 * Run with `npm run test:smoke` (or `npx node scripts/smoke.ts`) after `npm run build`.
 * Prints one `ok - …` / `not ok - …` line per check and a closing `N passed, M failed` line;
 * exits non-zero on any failure.
 */
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import type { Browser, ConsoleMessage, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { GAME_IDS, gamesInOrder } from '../rules/games/index.ts';
import { AUTOLOAD_TAGS } from '../components/autoload.ts';
import { analyseBundle, type BundleAnalysis } from './build-bundle.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { checkEmbeds, isEmbedPagePath } from './embed-smoke.ts';
import { SCREENS, firstScreenProblem, firstWidgetInBrowser, isRulePage, type FirstWidget } from './first-screen.ts';
import { resolveFile, startStaticServer } from './static-server.ts';

/** The part of a rule map entry this script reads. */
interface MappedRule {
  id: string;
  /** The docs page and anchor that explain the rule, e.g. `/<game>/<page>/#<rule-anchor>`. */
  docs: string;
}

/** Every game's rule map, the manifest's games (rules/games/index.ts). */
const RULE_MAPS: readonly (readonly MappedRule[])[] = await Promise.all(gamesInOrder().map(async (game) => (await game.rules()).rules));

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE_DIST = join(REPO_ROOT, 'site', 'dist');
const BUNDLE_FILE = join(SITE_DIST, 'rulebench.js');

/**
 * Whole budget for one page: navigation, widget upgrade and settling. A hang detector, not a
 * figure: a page is looked at as soon as its widgets are up, and a page takes about a second here,
 * so this is far above a loaded 2-core machine's worst (15 s was not, in issue 27's runs).
 */
const PAGE_TIMEOUT_MS = 60_000;
/** Quiet network time after load, so late module imports and their errors are seen. */
const NETWORK_IDLE_MS = 300;

/**
 * Tag prefixes of our widgets: one per game (DESIGN.md: folder name = rule prefix = tag prefix), and
 * `<rb-playground>`, the one shared element that is a widget of its own (it plays a designer's ruleset).
 */
const WIDGET_PREFIXES: readonly string[] = [...GAME_IDS.map((game) => `${game}-`), 'rb-playground'];

/**
 * Text that appears in the shipped JavaScript of any of our widgets and in no Starlight script:
 * a quoted tag name of ours, or Lit's global version registry (Lit minifies, this key survives).
 */
const OUR_JAVASCRIPT_MARKERS: readonly RegExp[] = [
  new RegExp(`["'\`](?:${WIDGET_PREFIXES.map((prefix) => prefix.slice(0, -1)).join('|')})-[a-z]`),
  /litElementVersions|litHtmlVersions/,
];

const BLANK_PAGE_PATH = '/__blank.html';
const BAD_ATTRIBUTE = 'accuracy';
/** The one kind of widget on the blank page: the loader must fetch its chunks and no others. */
const BLANK_PAGE_TAG = 'star-eater-direct-fire';
/**
 * A blogger's page: nothing but our script and two widgets, one of them misconfigured. The same
 * script tag twice is what a blog listing several posts produces (the browser runs it once); the
 * third tag loads it under another URL, so the loader really runs twice and asks for the widget's
 * chunks again (from the same folder, so the same modules: nothing is registered twice).
 */
const BLANK_PAGE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Rulebench blank page</title><link rel="icon" href="data:,"></head>
<body>
<script type="module" src="/rulebench.js"></script>
<script type="module" src="/rulebench.js"></script>
<script type="module" src="/rulebench.js?second-copy"></script>
<star-eater-direct-fire id="good" accuracy="3" evasion="1"></star-eater-direct-fire>
<star-eater-direct-fire id="bad" ${BAD_ATTRIBUTE}="lots"></star-eater-direct-fire>
</body>
</html>
`;

const EVERY_TAG_PAGE_PATH = '/__every-tag.html';
/** The widgets a blogger may embed: every tag the loader knows but the shared `rb-` building blocks. */
const BLOG_TAGS = AUTOLOAD_TAGS.filter((tag) => !tag.startsWith('rb-'));
/**
 * A blog post holding one of every widget, each as typed by hand with no attribute: every tag must
 * come up in its default state through the loader alone (issue 10: the widgets work "on a blank
 * blog page through the loader"), with no error and nothing axe objects to.
 */
const EVERY_TAG_PAGE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Rulebench: every widget on a blog page</title><link rel="icon" href="data:,"></head>
<body>
<script type="module" src="/rulebench.js"></script>
<main>
<h1>Every widget</h1>
${BLOG_TAGS.map((tag) => `<p>A post about &lt;${tag}&gt;.</p>\n<${tag}></${tag}>`).join('\n')}
</main>
</body>
</html>
`;

// ---------------------------------------------------------------------------------------------
// Reporting

class Report {
  passed = 0;
  failed = 0;

  check(passed: boolean, name: string, detail?: string): void {
    if (passed) {
      this.passed += 1;
      console.log(`ok - ${name}`);
      return;
    }
    this.failed += 1;
    console.log(`not ok - ${name}`);
    if (detail !== undefined && detail !== '') {
      for (const line of detail.split('\n')) console.log(`  # ${line}`);
    }
  }

  /** A check that passes when nothing went wrong; the problems found are its detail. */
  none(problems: readonly string[], name: string): void {
    this.check(problems.length === 0, name, problems.join('\n'));
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

// ---------------------------------------------------------------------------------------------
// Static file server for site/dist

// ---------------------------------------------------------------------------------------------
// Finding the built pages

/** `star-eater/direct-fire/index.html` → `/star-eater/direct-fire/`; `404.html` → `/404.html`. */
function urlPathOfHtmlFile(relativeFile: string): string {
  const path = `/${relativeFile.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

async function findBuiltPages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => urlPathOfHtmlFile(relative(root, join(entry.parentPath, entry.name))))
    .sort();
}

async function pathExists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Rule map ↔ docs: every rule is documented where its map entry says (DESIGN.md: one id, four places)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether built HTML has an element with this id (Astro writes attributes with double quotes). */
function hasId(html: string, id: string): boolean {
  return new RegExp(`\\sid=["']?${escapeRegExp(id)}["'\\s>]`).test(html);
}

/** Why the built site does not document rule at its docs anchor, or null when it does. */
async function missingRuleDocs(rule: MappedRule, root: string): Promise<string | null> {
  const [page = '', anchor = ''] = rule.docs.split('#');
  if (anchor === '') return `its docs field "${rule.docs}" has no #anchor`;
  const file = await resolveFile(root, page);
  if (file === null) return `page ${page} was not built`;
  const html = await readFile(file, 'utf8');
  return hasId(html, anchor) ? null : `page ${page} has no element with id="${anchor}"`;
}

async function checkRuleDocs(root: string, report: Report): Promise<void> {
  for (const rule of RULE_MAPS.flat()) {
    const problem = await missingRuleDocs(rule, root);
    report.check(problem === null, `rule ${rule.id} is documented at ${rule.docs}`, problem ?? '');
  }
}

// ---------------------------------------------------------------------------------------------
// Links inside the site: every href/src in a built page points at a file that exists, and every
// #fragment at an id on its page. Read from the HTML (no browser needed) so hidden links count too.

const LINK_ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;

/** Same-site URLs a built page links to, resolved against the page's own URL. */
function internalLinksOf(html: string, pageUrl: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(LINK_ATTRIBUTE)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    if (raw === '' || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) continue; // other sites, data:, mailto:
    const url = new URL(raw, pageUrl);
    if (url.origin === pageUrl.origin) links.push(url);
  }
  return links;
}

/** Why the link is broken, or null when its file (and fragment, if any) exist. */
async function brokenLink(link: URL, root: string, htmlCache: Map<string, string>): Promise<string | null> {
  const file = await resolveFile(root, link.pathname);
  if (file === null) return `${link.pathname}: no such file in site/dist`;
  const fragment = decodeURIComponent(link.hash.slice(1));
  if (fragment === '' || fragment === '_top' || !file.endsWith('.html')) return null;
  let html = htmlCache.get(file);
  if (html === undefined) {
    html = await readFile(file, 'utf8');
    htmlCache.set(file, html);
  }
  return hasId(html, fragment) ? null : `${link.pathname}#${fragment}: no element with that id`;
}

async function checkInternalLinks(pages: readonly string[], root: string, report: Report): Promise<void> {
  const htmlCache = new Map<string, string>();
  const base = 'http://site.invalid';
  for (const page of pages) {
    const file = await resolveFile(root, page);
    if (file === null) continue;
    const html = await readFile(file, 'utf8');
    const problems = new Set<string>();
    for (const link of internalLinksOf(html, new URL(page, base))) {
      const problem = await brokenLink(link, root, htmlCache);
      if (problem !== null) problems.add(problem);
    }
    report.none([...problems], `${page}: every link and resource inside the site exists`);
  }
}

// ---------------------------------------------------------------------------------------------
// Watching a page for trouble

interface PageTrouble {
  uncaughtErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
  /** Same-origin script URLs the page loaded, to look inside afterwards. */
  scriptUrls: string[];
}

function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function watchPage(page: Page, origin: string): PageTrouble {
  const trouble: PageTrouble = {
    uncaughtErrors: [],
    consoleErrors: [],
    failedRequests: [],
    scriptUrls: [],
  };
  page.on('pageerror', (error: unknown) => {
    trouble.uncaughtErrors.push(describeError(error));
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? '';
    trouble.consoleErrors.push(where === '' ? message.text() : `${message.text()} (${where})`);
  });
  page.on('requestfailed', (request: HTTPRequest) => {
    if (!isSameOrigin(request.url(), origin)) return;
    const reason = request.failure()?.errorText ?? 'failed';
    trouble.failedRequests.push(`${request.url()}: ${reason}`);
  });
  page.on('response', (response: HTTPResponse) => {
    const url = response.url();
    if (!isSameOrigin(url, origin)) return;
    if (response.status() >= 400) trouble.failedRequests.push(`${url}: HTTP ${String(response.status())}`);
    if (response.request().resourceType() === 'script') trouble.scriptUrls.push(url);
  });
  return trouble;
}

/** The scripts a page ran (served from site/dist), each gzip -9 as a server would send it, added up. */
async function gzippedScriptBytes(scriptUrls: readonly string[], root: string): Promise<number> {
  let total = 0;
  for (const url of new Set(scriptUrls)) {
    const file = await resolveFile(root, new URL(url).pathname);
    if (file !== null) total += gzipSync(await readFile(file), { level: 9 }).byteLength;
  }
  return total;
}

/** Scripts (served from site/dist) that contain our widget code, for a page that should have none. */
async function scriptsWithOurCode(scriptUrls: readonly string[], root: string): Promise<string[]> {
  const offenders: string[] = [];
  for (const url of scriptUrls) {
    const file = await resolveFile(root, new URL(url).pathname);
    if (file === null) continue;
    const source = await readFile(file, 'utf8');
    if (OUR_JAVASCRIPT_MARKERS.some((marker) => marker.test(source))) offenders.push(url);
  }
  return offenders;
}

// ---------------------------------------------------------------------------------------------
// Inspecting widgets inside the page

interface WidgetState {
  tag: string;
  id: string;
  defined: boolean;
  hasShadowRoot: boolean;
  rendered: boolean;
  /** Visible text of the widget's shadow tree, nested shadow trees included. */
  shadowText: string;
  /**
   * Text of every `role="alert"` element in the widget's shadow trees. Widgets show configuration
   * problems as an alert (DESIGN.md: a readable error inside the widget, announced to screen readers),
   * so this tells an error message apart from ordinary text that happens to say "accuracy".
   */
  alertText: string;
}

/**
 * Runs in the browser (puppeteer serialises it, so it must not use anything from this module):
 * every element of ours in the document, and what its shadow DOM shows.
 */
function inspectWidgetsInBrowser(prefixes: readonly string[]): WidgetState[] {
  function visibleText(root: Node): string {
    let text = '';
    for (const node of Array.from(root.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) text += `${node.textContent ?? ''} `;
      if (node instanceof Element && node.localName !== 'style' && node.localName !== 'script') {
        if (node.shadowRoot !== null) text += visibleText(node.shadowRoot);
        text += visibleText(node);
      }
    }
    return text;
  }
  function alertsIn(root: ShadowRoot): Element[] {
    const alerts = Array.from(root.querySelectorAll('[role="alert"]'));
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (element.shadowRoot !== null) alerts.push(...alertsIn(element.shadowRoot));
    }
    return alerts;
  }
  const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const widgets = Array.from(document.querySelectorAll('*')).filter((element) => {
    const tag = element.localName;
    return tag.includes('-') && prefixes.some((prefix) => tag.startsWith(prefix));
  });
  return widgets.map((element) => {
    const shadow = element.shadowRoot;
    const shadowText = shadow === null ? '' : tidy(visibleText(shadow));
    const alertText = shadow === null ? '' : tidy(alertsIn(shadow).map(visibleText).join(' '));
    const hasElements = shadow !== null && Array.from(shadow.children).some((child) => child.localName !== 'style');
    return {
      tag: element.localName,
      id: element.id,
      defined: customElements.get(element.localName) !== undefined,
      hasShadowRoot: shadow !== null,
      rendered: hasElements || shadowText !== '',
      shadowText,
      alertText,
    };
  });
}

function isUpAndRendered(widget: WidgetState): boolean {
  return widget.defined && widget.hasShadowRoot && widget.rendered;
}

function widgetLabel(widget: WidgetState, index: number): string {
  return widget.id === '' ? `<${widget.tag}> #${String(index + 1)}` : `<${widget.tag} id="${widget.id}">`;
}

function widgetProblem(widget: WidgetState): string {
  if (!widget.defined) return `not defined: customElements.get('${widget.tag}') is undefined`;
  if (!widget.hasShadowRoot) return 'defined but has no shadow root';
  if (!widget.rendered) return 'shadow root is empty: nothing rendered';
  if (widget.alertText !== '') return `shows an error: ${widget.alertText}`;
  return '';
}

// ---------------------------------------------------------------------------------------------
// Loading a page

interface LoadedPage {
  trouble: PageTrouble;
  status: number | null;
  widgets: WidgetState[];
  /** What axe-core found, one line per rule broken: `rule-id (N): help — first target`. */
  axeViolations: string[];
  /** How far the page is wider than the window (0: it does not scroll sideways). */
  overflowX: number;
  /** Each widget's tag, preset and height in px, in page order. */
  heights: { tag: string; preset: string; height: number }[];
  /** The live widget that starts highest, as the page opened (null: none came up). */
  firstWidget: FirstWidget | null;
}

/**
 * The windows every page is checked at: a laptop and a phone (issue 9: 1280 px and 390 px), as tall
 * as the first screens issue 26 asks a rule page to open with a widget on (800 and 844 px).
 */
const WINDOWS = [
  { name: '1280 px', ...SCREENS.laptop },
  { name: '390 px phone', ...SCREENS.phone },
] as const;
type Window = (typeof WINDOWS)[number];

/** The rule sets axe checks every page against (issue 9: WCAG 2.x A and AA, and best practice). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's browser build, injected into each page. */
const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * How tall a widget may be in its default state at 1280 px (issue 9: "~1,200"). The whole games
 * with a big table are the exceptions, held where they are now: Steam Pirates' sky map ~430 px
 * above the board, a table of the pirates and the choices of the turn (see
 * components/steam-pirates/game-height.test.ts; a new game 1,150 px, 3 and 4 pirates on their
 * pages 1,248 and 1,240, the presets up to 1,307). Steam Torpedo's game is within the limit: a
 * new game 1,094 px, the presets up to 1,198 (components/steam-torpedo/height.test.ts).
 */
const WIDGET_HEIGHT_LIMIT = 1_250;
const TALLER_WIDGETS: Readonly<Record<string, number>> = { 'steam-pirates-game': 1_355 };

/** Pages with no widget may ship this much JavaScript (gzip -9, every script the page ran): Starlight's own. */
const PLAIN_PAGE_JS_BUDGET = 10_000;

/** Runs in the browser after axe is injected: its violations, in words. */
async function axeViolationsInBrowser(tags: readonly string[]): Promise<string[]> {
  interface AxeResult {
    violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  }
  const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResult> } }).axe;
  const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
  return result.violations.map((violation) => `${violation.id} (${String(violation.nodes.length)}): ${violation.help} — ${JSON.stringify(violation.nodes[0]?.target ?? [])}`);
}

/** What a page must show before it is inspected; by default every widget up and rendered. */
type ReadyCondition = (widgets: readonly WidgetState[]) => boolean;

const EVERY_WIDGET_RENDERED: ReadyCondition = (widgets) => widgets.every(isUpAndRendered);

const POLL_INTERVAL_MS = 50;

/** Resolves as work does, or rejects after ms with a message naming what timed out. */
async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, rejectTimeout) => {
    timer = setTimeout(() => {
      rejectTimeout(new Error(`${what} took longer than ${String(ms)} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls the page's widgets until ready says so or the deadline passes, and returns the last look.
 * Lit renders after a microtask and module scripts load after 'load' may fire, so a single look
 * straight after navigation would be flaky. Running out of time is not an error here: the checks
 * then report which widget did not come up.
 */
async function widgetsWhenReady(page: Page, ready: ReadyCondition, deadline: number): Promise<WidgetState[]> {
  for (;;) {
    const widgets = await page.evaluate(inspectWidgetsInBrowser, WIDGET_PREFIXES);
    if (ready(widgets) || Date.now() >= deadline) return widgets;
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_INTERVAL_MS));
  }
}

/**
 * Opens path, waits for the load event, for the page to be ready (every widget rendered, unless the
 * caller asks for more), and for the network to go quiet, so late errors are caught; then looks.
 */
async function loadPage(browser: Browser, origin: string, path: string, ready: ReadyCondition = EVERY_WIDGET_RENDERED, window: Window = WINDOWS[0]): Promise<LoadedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: window.width, height: window.height });
  const trouble = watchPage(page, origin);
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  const remaining = (): number => Math.max(1, deadline - Date.now());
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: remaining() });
    await widgetsWhenReady(page, ready, deadline);
    await page.waitForNetworkIdle({ idleTime: NETWORK_IDLE_MS, timeout: Math.min(remaining(), 5_000) }).catch(() => undefined);
    // Two frames: a widget sized by a ResizeObserver (told in a frame) has drawn at its width.
    await page.evaluate(() => new Promise<void>((resolveFrames) => requestAnimationFrame(() => requestAnimationFrame(() => { resolveFrames(); }))));
    // Look again after the quiet period: what the checks judge is the settled page.
    const widgets = await page.evaluate(inspectWidgetsInBrowser, WIDGET_PREFIXES);
    // The first screen, read on this visit rather than on one of its own: before axe, which
    // walks the page and might focus or scroll something.
    const firstWidget = await page.evaluate(firstWidgetInBrowser, WIDGET_PREFIXES);
    await page.evaluate(AXE_SOURCE);
    const axeViolations = await page.evaluate(axeViolationsInBrowser, AXE_TAGS);
    const overflowX = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const heights = await page.evaluate(
      (prefixes: readonly string[]) =>
        [...document.querySelectorAll('*')]
          .filter((element) => prefixes.some((prefix) => element.localName.startsWith(prefix)))
          .map((element) => ({ tag: element.localName, preset: element.getAttribute('preset') ?? '', height: Math.round(element.getBoundingClientRect().height) })),
      WIDGET_PREFIXES,
    );
    return { trouble, status: response?.status() ?? null, widgets, axeViolations, overflowX, heights, firstWidget };
  } finally {
    await page.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// The checks

async function checkSitePage(browser: Browser, origin: string, path: string, report: Report): Promise<void> {
  let loaded: LoadedPage;
  try {
    loaded = await withTimeout(loadPage(browser, origin, path), PAGE_TIMEOUT_MS + 5_000, `loading ${path}`);
  } catch (error) {
    report.check(false, `${path}: loads`, describeError(error));
    return;
  }
  const { trouble, status, widgets, axeViolations } = loaded;
  report.check(status === 200, `${path}: loads (HTTP ${String(status)})`);
  report.none(axeViolations, `${path}: axe finds no accessibility violation at ${WINDOWS[0].name}`);
  report.none(trouble.uncaughtErrors, `${path}: no uncaught errors`);
  report.none(trouble.consoleErrors, `${path}: no console errors`);
  report.none(trouble.failedRequests, `${path}: no failed same-origin requests`);
  widgets.forEach((widget, index) => {
    // A docs page's own widgets are configured by us: an error panel there is a docs bug.
    const healthy = isUpAndRendered(widget) && widget.alertText === '';
    report.check(healthy, `${path}: ${widgetLabel(widget, index)} is defined, rendered, and shows no error`, widgetProblem(widget));
  });
  for (const { tag, preset, height } of loaded.heights) {
    const limit = TALLER_WIDGETS[tag] ?? WIDGET_HEIGHT_LIMIT;
    report.check(height <= limit, `${path}: <${tag}${preset === '' ? '' : ` preset="${preset}"`}> is at most ${String(limit)} px tall at ${WINDOWS[0].name} (${String(height)} px)`);
  }
  checkFirstScreen(path, loaded.firstWidget, WINDOWS[0], report);
  if (widgets.length === 0) {
    // DESIGN.md: pages that need no widget ship no JavaScript of ours (Starlight's own is fine).
    const offenders = await scriptsWithOurCode(trouble.scriptUrls, SITE_DIST);
    report.none(offenders.map((url) => `loads widget code: ${url}`), `${path}: no widgets, so none of our JavaScript`);
    const bytes = await gzippedScriptBytes(trouble.scriptUrls, SITE_DIST);
    report.check(bytes <= PLAIN_PAGE_JS_BUDGET, `${path}: no widgets, so at most ${String(PLAIN_PAGE_JS_BUDGET / 1000)} kB of JavaScript gzipped (ships ${(bytes / 1000).toFixed(1)} kB)`);
  }
  await checkOnPhone(browser, origin, path, report);
}

/** The same page on a phone: no error, no accessibility violation, nothing wider than the screen. */
async function checkOnPhone(browser: Browser, origin: string, path: string, report: Report): Promise<void> {
  const phone = WINDOWS[1];
  let loaded: LoadedPage;
  try {
    loaded = await withTimeout(loadPage(browser, origin, path, EVERY_WIDGET_RENDERED, phone), PAGE_TIMEOUT_MS + 5_000, `loading ${path} at ${phone.name}`);
  } catch (error) {
    report.check(false, `${path}: loads at ${phone.name}`, describeError(error));
    return;
  }
  report.none(loaded.axeViolations, `${path}: axe finds no accessibility violation at ${phone.name}`);
  report.none([...loaded.trouble.uncaughtErrors, ...loaded.trouble.consoleErrors], `${path}: no errors at ${phone.name}`);
  report.check(loaded.overflowX <= 0, `${path}: nothing wider than the screen at ${phone.name}`, `the page scrolls sideways by ${String(loaded.overflowX)} px`);
  checkFirstScreen(path, loaded.firstWidget, phone, report);
}

/** A rule page shows a live widget before the reader scrolls (issue 26, point 3); other pages need not. */
function checkFirstScreen(path: string, first: FirstWidget | null, window: Window, report: Report): void {
  if (!isRulePage(path)) return;
  const problem = firstScreenProblem(first, window.height);
  const where = first === null ? '' : ` (<${first.tag}> at ${String(first.top)} px)`;
  report.check(problem === null, `${path}: a live widget on the first screen at ${String(window.width)} × ${String(window.height)}${where}`, problem ?? '');
}

function widgetById(widgets: readonly WidgetState[], id: string): WidgetState | undefined {
  return widgets.find((widget) => widget.id === id);
}

/** The blank page is ready when both widgets are up and the bad one has put up its error. */
const BLANK_PAGE_READY: ReadyCondition = (widgets) => {
  const bad = widgetById(widgets, 'bad');
  return widgets.every(isUpAndRendered) && bad !== undefined && bad.alertText !== '';
};

async function checkBlankPage(browser: Browser, origin: string, report: Report): Promise<void> {
  const name = `blank page with only the loader (${BLANK_PAGE_PATH})`;
  if (!(await pathExists(BUNDLE_FILE))) {
    report.check(false, `${name}: site/dist/rulebench.js exists`, 'missing: `npm run build` writes it (scripts/build-bundle.ts)');
    return;
  }
  let loaded: LoadedPage;
  try {
    loaded = await withTimeout(loadPage(browser, origin, BLANK_PAGE_PATH, BLANK_PAGE_READY), PAGE_TIMEOUT_MS + 5_000, `loading ${BLANK_PAGE_PATH}`);
  } catch (error) {
    report.check(false, `${name}: loads`, describeError(error));
    return;
  }
  const { trouble, widgets } = loaded;
  report.none(trouble.uncaughtErrors, `${name}: no uncaught errors (script included twice, and loaded twice)`);
  report.none(trouble.failedRequests, `${name}: no failed requests`);

  const good = widgetById(widgets, 'good');
  const goodHealthy = good !== undefined && isUpAndRendered(good) && good.alertText === '';
  report.check(
    goodHealthy,
    `${name}: <star-eater-direct-fire accuracy="3" evasion="1"> is defined, rendered, and shows no error`,
    good === undefined ? 'not found on the page' : widgetProblem(good),
  );

  const bad = widgetById(widgets, 'bad');
  const badUp = bad !== undefined && isUpAndRendered(bad);
  report.check(badUp, `${name}: <star-eater-direct-fire ${BAD_ATTRIBUTE}="lots"> is defined and rendered`, bad === undefined ? 'not found on the page' : widgetProblem(bad));
  const namesAttribute = bad?.alertText.toLowerCase().includes(BAD_ATTRIBUTE) ?? false;
  report.check(
    namesAttribute,
    `${name}: ${BAD_ATTRIBUTE}="lots" shows an error (role="alert") naming "${BAD_ATTRIBUTE}" inside the widget`,
    `alert text: ${JSON.stringify(bad?.alertText ?? '')}; all text: ${JSON.stringify(bad?.shadowText ?? '')}`,
  );
  await checkBlankPageChunks(trouble.scriptUrls, name, report);
  // Not a failure: a widget may log the bad attribute it just reported. Shown to help debugging.
  for (const line of trouble.consoleErrors) console.log(`  # console error on blank page: ${line}`);
}

/** Every widget of the loader, with no attribute, on a page of their own: up, no error, axe clean. */
async function checkEveryTagPage(browser: Browser, origin: string, report: Report): Promise<void> {
  const name = `blank page with every widget (${EVERY_TAG_PAGE_PATH})`;
  let loaded: LoadedPage;
  try {
    loaded = await withTimeout(loadPage(browser, origin, EVERY_TAG_PAGE_PATH), PAGE_TIMEOUT_MS + 5_000, `loading ${EVERY_TAG_PAGE_PATH}`);
  } catch (error) {
    report.check(false, `${name}: loads`, describeError(error));
    return;
  }
  const { trouble, widgets, axeViolations } = loaded;
  report.none([...trouble.uncaughtErrors, ...trouble.consoleErrors, ...trouble.failedRequests], `${name}: no errors and no failed requests`);
  report.none(axeViolations, `${name}: axe finds no accessibility violation`);
  for (const tag of BLOG_TAGS) {
    const widget = widgets.find((candidate) => candidate.tag === tag);
    const healthy = widget !== undefined && isUpAndRendered(widget) && widget.alertText === '';
    report.check(healthy, `${name}: <${tag}> with no attribute is defined, rendered, and shows no error`, widget === undefined ? 'not found on the page' : widgetProblem(widget));
  }
}

/**
 * The blank page shows one kind of widget, so the loader must have fetched exactly the chunks that
 * widget needs (esbuild's metafile says which), once each and without the second copy's query, and
 * none of the Steam Torpedo chunks. First, site/dist must hold what the sources build to now.
 */
async function checkBlankPageChunks(scriptUrls: readonly string[], name: string, report: Report): Promise<void> {
  let analysis: BundleAnalysis;
  try {
    analysis = await analyseBundle();
  } catch (error) {
    report.check(false, `${name}: the loader builds in memory, to read which chunks each widget needs`, describeError(error));
    return;
  }
  const missing: string[] = [];
  for (const file of analysis.files) {
    if (!(await pathExists(join(SITE_DIST, file.path)))) missing.push(`site/dist/${file.path}`);
  }
  report.none(missing.map((file) => `missing: ${file} (stale build? run npm run build)`), `${name}: site/dist holds the loader and every chunk the sources build to (${String(analysis.files.length)} files)`);

  const needed = analysis.tags.find((tag) => tag.tag === BLANK_PAGE_TAG);
  if (needed === undefined) {
    report.check(false, `${name}: the loader knows <${BLANK_PAGE_TAG}>`, 'not in components/autoload.ts');
    return;
  }
  const fetched = scriptUrls.map((url) => new URL(url)).filter((url) => url.pathname !== '/rulebench.js');
  const paths = fetched.map((url) => url.pathname.replace(/^\//, ''));
  const steamTorpedoOnly = new Set(
    analysis.tags.filter((tag) => tag.tag.startsWith('steam-torpedo-')).flatMap((tag) => tag.files).filter((file) => !needed.files.includes(file)),
  );
  report.check(steamTorpedoOnly.size > 0, `${name}: the Steam Torpedo widgets have chunks of their own (${String(steamTorpedoOnly.size)})`);
  report.none(
    paths.filter((path) => steamTorpedoOnly.has(path)).map((path) => `fetched ${path}`),
    `${name}: one <${BLANK_PAGE_TAG}> fetches none of the Steam Torpedo chunks`,
  );
  const wanted = needed.files.filter((file) => file !== 'rulebench.js');
  report.none(
    [
      ...paths.filter((path) => !wanted.includes(path)).map((path) => `fetched but not needed: ${path}`),
      ...wanted.filter((file) => !paths.includes(file)).map((file) => `needed but not fetched: ${file}`),
    ],
    `${name}: fetches exactly the ${String(wanted.length)} chunks <${BLANK_PAGE_TAG}> needs`,
  );
  report.none(
    [
      ...fetched.filter((url) => url.search !== '').map((url) => `a chunk URL with a query: ${url.pathname}${url.search}`),
      ...paths.filter((path, index) => paths.indexOf(path) !== index).map((path) => `fetched twice: ${path}`),
    ],
    `${name}: both copies of the loader import the same chunk files, each fetched once`,
  );
}

/** The docs page whose first widget the keyboard check drives, as a reader would. */
const KEYBOARD_PAGE = '/star-eater/direct-fire/';
const MAX_TABS = 100;

/** True when focus sits on the Roll button inside the page's first direct-fire widget. */
function focusIsOnFirstRollButton(): boolean {
  const widget = document.querySelector('star-eater-direct-fire');
  return document.activeElement === widget && (widget?.shadowRoot?.activeElement?.getAttribute('part') ?? '').includes('roll-button');
}

function shotsOfFirstWidget(): number {
  const widget = document.querySelector('star-eater-direct-fire') as (Element & { state?: { shots: unknown[] } | null }) | null;
  return widget?.state?.shots.length ?? -1;
}

/**
 * Keyboard alone: Tab from the top of the docs page reaches the first widget's Roll button, Enter
 * rolls, and the widget's `r` shortcut rolls again.
 */
async function checkKeyboard(browser: Browser, origin: string, report: Report): Promise<void> {
  const name = `${KEYBOARD_PAGE}: keyboard only`;
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${KEYBOARD_PAGE}`, { waitUntil: 'networkidle0', timeout: PAGE_TIMEOUT_MS });
    let tabs = 0;
    while (tabs < MAX_TABS && !(await page.evaluate(focusIsOnFirstRollButton))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    const reached = await page.evaluate(focusIsOnFirstRollButton);
    report.check(reached, `${name}: Tab reaches the first widget's Roll button`, `not reached after ${String(MAX_TABS)} presses of Tab`);
    if (!reached) return;
    await page.keyboard.press('Enter');
    const afterEnter = await page.evaluate(shotsOfFirstWidget);
    report.check(afterEnter === 1, `${name}: Enter on Roll rolls once`, `shots after Enter: ${String(afterEnter)}`);
    await page.keyboard.press('r');
    const afterR = await page.evaluate(shotsOfFirstWidget);
    report.check(afterR === 2, `${name}: the r key rolls again`, `shots after r: ${String(afterR)}`);
  } catch (error) {
    report.check(false, `${name}: runs`, describeError(error));
  } finally {
    await page.close().catch(() => undefined);
  }
}

/**
 * The home page's "Kept in your browser" (issue 26: a reader can clear what is kept): it counts the
 * widgets' kept states, and "Forget everything kept" removes them all and nothing else of the site's.
 */
async function checkForgetEverything(browser: Browser, origin: string, report: Report): Promise<void> {
  const name = '/: "Forget everything kept"';
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('rulebench:saved:/torpedo/#torpedo-game.0', '{}');
      localStorage.setItem('rulebench:saved:/star-eater/direct-fire/#star-eater-direct-fire.0', '{}');
      localStorage.setItem('starlight-theme', 'dark');
    });
    await page.reload({ waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const status = (): string => document.querySelector('[data-kept-status]')?.textContent ?? '';
    const before = await page.evaluate(status);
    report.check(before === '2 widgets are kept now.', `${name}: the home page counts the widgets kept`, `says ${JSON.stringify(before)}`);
    await page.click('[data-forget-kept]');
    const after = await page.evaluate(status);
    const left = await page.evaluate(() => Object.keys(localStorage).sort().join(', '));
    report.check(after === 'Forgotten: 2 widgets.' && left === 'starlight-theme', `${name}: forgets every kept state and keeps the site's other settings`, `says ${JSON.stringify(after)}; left: ${left}`);
  } catch (error) {
    report.check(false, `${name}: runs`, describeError(error));
  } finally {
    await page.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// Main

/**
 * Docs pages checked at once, each lane in a browser of its own: a page spends much of its time
 * waiting (the network going quiet, the widgets' modules), which the other lane fills (on 2 cores:
 * 137 → about 85 s). Not two tabs of one browser: only the front tab gets frames, so a widget in
 * the other never learned its width (its ResizeObserver waits for a frame) and axe judged it half
 * drawn. The keyboard check, which needs the focus, runs alone at the end.
 */
const PAGES_AT_ONCE = 2;

/** Runs `work` on every item in `lanes.length` lanes, each lane handing its own `lane` to every item it takes. */
async function eachInLanes<T, L>(items: readonly T[], lanes: readonly L[], work: (item: T, lane: L) => Promise<void>): Promise<void> {
  let next = 0;
  const runLane = async (lane: L): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item, lane);
    }
  };
  await Promise.all(lanes.map(runLane));
}

async function launchBrowser(): Promise<{ browser: Browser; userDataDir: string }> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'rulebench-smoke-'));
  const browser = await puppeteer.launch({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS], userDataDir });
  return { browser, userDataDir };
}

async function runChecks(report: Report): Promise<void> {
  if (!(await pathExists(join(SITE_DIST, 'index.html')))) {
    report.check(false, 'site/dist/index.html exists', 'build the site first: `npm run build`');
    return;
  }
  await checkRuleDocs(SITE_DIST, report);
  const pages = await findBuiltPages(SITE_DIST);
  await checkInternalLinks(pages, SITE_DIST, report);
  const server = await startStaticServer(SITE_DIST, { [BLANK_PAGE_PATH]: BLANK_PAGE_HTML, [EVERY_TAG_PAGE_PATH]: EVERY_TAG_PAGE_HTML });
  const launched: { browser: Browser; userDataDir: string }[] = [];
  try {
    for (let lane = 0; lane < PAGES_AT_ONCE; lane++) launched.push(await launchBrowser());
    const browsers = launched.map((one) => one.browser);
    const [browser] = browsers;
    if (browser === undefined) throw new Error('no browser launched');
    // The embed pages (/embed/<tag>/…, one per tag and preset) are one template over the widgets
    // the docs pages already show: scripts/embed-smoke.ts looks at them, in seconds, instead.
    const docsPages = pages.filter((path) => !isEmbedPagePath(path));
    await eachInLanes(docsPages, browsers, (path, laneBrowser) => checkSitePage(laneBrowser, server.origin, path, report));
    await checkBlankPage(browser, server.origin, report);
    await checkEveryTagPage(browser, server.origin, report);
    await checkKeyboard(browser, server.origin, report);
    await checkForgetEverything(browser, server.origin, report);
    await checkEmbeds(browser, server.origin, report);
  } finally {
    for (const { browser, userDataDir } of launched) {
      await browser.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    }
    await server.close();
  }
}

async function main(): Promise<void> {
  const report = new Report();
  try {
    await runChecks(report);
  } catch (error) {
    report.check(false, 'smoke run completes', describeError(error));
  }
  console.log(`${String(report.passed)} passed, ${String(report.failed)} failed`);
  process.exitCode = report.failed > 0 ? 1 : 0;
}

await main();
