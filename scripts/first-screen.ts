/**
 * A live widget on the first screen of every rule page (issue 26, point 3): a reader who opens a
 * rule page sees something to play with before scrolling, at 1280 × 800 and on a 390 × 844 phone.
 *
 * The pieces the smoke test (scripts/smoke.ts) judges every rule page with, on the visits it makes
 * anyway, and a measuring mode that prints where each rule page's first widget starts:
 *
 *   node scripts/first-screen.ts [path prefix…]    (after `npm run build`; e.g. /torpedo/ for one game)
 *
 * Rule pages are the pages of the five games' sections, /<game>/ and /<game>/<page>/, the game's
 * index page included: each explains the game's rules in brief and opens with its whole game. The
 * designers' pages (/designers/…) and the embed docs (/embed/) explain tools, not a game's rules.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { GAME_IDS } from '../rules/games/index.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

/** The two first screens of the issue: a laptop and a phone. */
export const SCREENS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * How much of the widget must be on the first screen: its top a few pixels above the fold shows
 * a border and nothing to play with. 150 px holds any widget's heading and its first row of
 * controls or the top of its board, which is what tells a reader there is something live here.
 */
export const MIN_VISIBLE_PX = 150;

/** `/star-eater/` and `/star-eater/direct-fire/` are rule pages; `/designers/star-eater/` is not. */
export function isRulePage(path: string): boolean {
  const [section = '', page, ...rest] = path.split('/').filter((part) => part !== '');
  return (GAME_IDS as readonly string[]).includes(section) && rest.length === 0 && page !== 'index.html' && path.endsWith('/');
}

/** The page's first live widget: its tag, and its top and height in CSS px in the window. */
export interface FirstWidget {
  tag: string;
  top: number;
  height: number;
}

/**
 * Runs in the browser (puppeteer serialises it: nothing from this module inside): the widget of
 * ours that starts highest in the window among those upgraded, drawn (something in the shadow
 * root besides styles) and laid out; null when there is none. Measured where the page opened,
 * before anything scrolled it.
 */
export function firstWidgetInBrowser(prefixes: readonly string[]): FirstWidget | null {
  let first: FirstWidget | null = null;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!prefixes.some((prefix) => tag.startsWith(prefix)) || customElements.get(tag) === undefined) continue;
    const drawn = Array.from(element.shadowRoot?.children ?? []).some((child) => child.localName !== 'style');
    const box = element.getBoundingClientRect();
    if (!drawn || box.height === 0 || box.width === 0) continue;
    const top = Math.round(box.top + window.scrollY);
    if (first === null || top < first.top) first = { tag, top, height: Math.round(box.height) };
  }
  return first;
}

/** Why the page's first screen (of this height) shows no live widget, or null when it shows one. */
export function firstScreenProblem(first: FirstWidget | null, screenHeight: number): string | null {
  if (first === null) return 'the page has no live widget';
  const visible = Math.min(first.height, screenHeight - first.top);
  if (visible >= Math.min(MIN_VISIBLE_PX, first.height)) return null;
  return `its first widget, <${first.tag}>, starts at ${String(first.top)} px: ${visible > 0 ? `only ${String(visible)} px of it` : 'none of it'} on a ${String(screenHeight)} px screen (at least ${String(MIN_VISIBLE_PX)} px wanted)`;
}

// ---------------------------------------------------------------------------------------------
// Measuring mode: every rule page at both screens, as a table

const SITE_DIST = join(import.meta.dirname, '..', 'site', 'dist');
const WIDGET_PREFIXES: readonly string[] = [...GAME_IDS.map((game) => `${game}-`), 'rb-playground'];

/** Rule pages of the built site, by path. */
function rulePages(builtPaths: readonly string[]): string[] {
  return builtPaths.filter(isRulePage).sort((a, b) => a.localeCompare(b));
}

async function builtPaths(): Promise<string[]> {
  const entries = await readdir(SITE_DIST, { recursive: true });
  return entries.filter((entry) => entry.endsWith('index.html')).map((entry) => `/${entry.slice(0, -'index.html'.length)}`);
}

/** Opens path at the screen's size and returns its first widget once every widget has drawn. */
async function measure(browser: Browser, origin: string, path: string, screen: { width: number; height: number }): Promise<FirstWidget | null> {
  const page = await browser.newPage();
  try {
    await page.setViewport(screen);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // Every widget up (or 20 s gone), the network quiet, two frames: the page as the smoke judges it.
    await page
      .waitForFunction(
        (prefixes: readonly string[]) =>
          Array.from(document.querySelectorAll('*'))
            .filter((element) => prefixes.some((prefix) => element.localName.startsWith(prefix)))
            .every((element) => customElements.get(element.localName) !== undefined && element.shadowRoot !== null),
        { timeout: 20_000, polling: 50 },
        WIDGET_PREFIXES,
      )
      .catch(() => undefined);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 5_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise<void>((resolveFrames) => requestAnimationFrame(() => requestAnimationFrame(() => { resolveFrames(); }))));
    return await page.evaluate(firstWidgetInBrowser, WIDGET_PREFIXES);
  } finally {
    await page.close().catch(() => undefined);
  }
}

function cell(first: FirstWidget | null, screenHeight: number): string {
  if (first === null) return 'none';
  return `${String(first.top)}${firstScreenProblem(first, screenHeight) === null ? ' ✓' : ''}`;
}

async function main(): Promise<void> {
  const server = await startStaticServer(SITE_DIST);
  const userDataDir = await mkdtemp(join(tmpdir(), 'rulebench-first-screen-'));
  const browser = await puppeteer.launch({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS], userDataDir });
  try {
    const prefixes = process.argv.slice(2);
    const pages = rulePages(await builtPaths()).filter((path) => prefixes.length === 0 || prefixes.some((prefix) => path.startsWith(prefix)));
    const counts = { laptop: 0, phone: 0 };
    console.log(`| page | first widget | top at ${String(SCREENS.laptop.width)} × ${String(SCREENS.laptop.height)} | top at ${String(SCREENS.phone.width)} × ${String(SCREENS.phone.height)} |`);
    console.log('|---|---|---:|---:|');
    for (const path of pages) {
      const laptop = await measure(browser, server.origin, path, SCREENS.laptop);
      const phone = await measure(browser, server.origin, path, SCREENS.phone);
      if (firstScreenProblem(laptop, SCREENS.laptop.height) === null) counts.laptop += 1;
      if (firstScreenProblem(phone, SCREENS.phone.height) === null) counts.phone += 1;
      const tag = laptop?.tag ?? phone?.tag ?? '';
      console.log(`| ${path} | ${tag === '' ? '' : `<${tag}>`} | ${cell(laptop, SCREENS.laptop.height)} | ${cell(phone, SCREENS.phone.height)} |`);
    }
    console.log(`\nA live widget on the first screen (✓: at least ${String(MIN_VISIBLE_PX)} px of it): ${String(counts.laptop)} of ${String(pages.length)} rule pages at ${String(SCREENS.laptop.width)} px, ${String(counts.phone)} of ${String(pages.length)} on the phone.`);
  } finally {
    await browser.close().catch(() => undefined);
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
  }
}

if (import.meta.main) await main();
