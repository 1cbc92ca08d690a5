/**
 * The pictures of README.md (docs/*.png), taken from the built site so they show today's widgets:
 *
 *   npm run screenshots      (builds the site first, then runs node scripts/screenshots.ts)
 *
 * Each shot opens a docs page in headless Chromium at 1280 px, optionally presses a button in the
 * widget (so the picture shows it in use, not empty), and photographs the widget alone, cut at
 * MAX_HEIGHT. Rerun it whenever a widget's look changes, and commit the pictures with the change.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE_DIST = join(REPO_ROOT, 'site', 'dist');
const PICTURES = join(REPO_ROOT, 'docs');
/** Tall widgets (a whole game) are cut here: the picture is of their top, where a reader starts. */
const MAX_HEIGHT = 1100;

interface Shot {
  /** The picture's file name in docs/. */
  file: string;
  /** The docs page and the widget on it (the first matching). */
  page: string;
  widget: string;
  /** A button inside the widget to press first (a CSS selector in its shadow root), if any. */
  press?: string;
}

const SHOTS: readonly Shot[] = [
  { file: 'star-eater-direct-fire.png', page: '/star-eater/direct-fire/', widget: 'star-eater-direct-fire', press: '[part~="roll-button"]' },
  { file: 'steam-torpedo-damage.png', page: '/steam-torpedo/attacks/', widget: 'steam-torpedo-damage[preset="example-of-play"]' },
  { file: 'steam-torpedo-game.png', page: '/steam-torpedo/', widget: 'steam-torpedo-game' },
  // At one screen the game opens on a hand-off: Red presses Ready, as a reader would.
  { file: 'steamwork-arena-game.png', page: '/steamwork-arena/', widget: 'steamwork-arena-game', press: '[part~="ready-button"]' },
  { file: 'steam-pirates-game.png', page: '/steam-pirates/', widget: 'steam-pirates-game' },
  // The Commodore example, as before the page opened with a route of its own (issue 26, point 3).
  { file: 'steam-pirates-flagship-route.png', page: '/steam-pirates/flagships/', widget: 'steam-pirates-flagship-route[preset="commodore"]' },
  { file: 'star-eater-momentum.png', page: '/star-eater/momentum/', widget: 'star-eater-momentum' },
];

async function photograph(page: Page, origin: string, shot: Shot): Promise<void> {
  await page.goto(`${origin}${shot.page}`, { waitUntil: 'networkidle0' });
  const widget = (await page.waitForSelector(shot.widget)) as ElementHandle<HTMLElement> | null;
  if (widget === null) throw new Error(`${shot.page} has no ${shot.widget}`);
  await widget.evaluate(async (element) => {
    await customElements.whenDefined(element.localName);
    await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  });
  if (shot.press !== undefined) {
    const pressed = await widget.evaluate((element, selector) => {
      const button = element.shadowRoot?.querySelector<HTMLElement>(selector);
      button?.click();
      return button !== null && button !== undefined;
    }, shot.press);
    if (!pressed) throw new Error(`${shot.widget} on ${shot.page} has no ${shot.press} to press`);
  }
  // Let the die settle and the bots (if any) make their first move.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const box = await widget.boundingBox();
  if (box === null) throw new Error(`${shot.widget} on ${shot.page} is not shown`);
  await widget.scrollIntoView();
  await widget.screenshot({ path: join(PICTURES, shot.file), clip: { x: 0, y: 0, width: box.width, height: Math.min(box.height, MAX_HEIGHT) } });
  console.log(`docs/${shot.file}: ${shot.widget} on ${shot.page}`);
}

const server = await startStaticServer(SITE_DIST);
const browser = await puppeteer.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 1200 });
  // Light colours, whatever the machine prefers: the pictures sit in README on any background.
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  for (const shot of SHOTS) await photograph(page, server.origin, shot);
} finally {
  await browser.close();
  await server.close();
}
