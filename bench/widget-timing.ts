/**
 * (j) Widgets in headless Chromium: how long a widget takes to render first, and to answer a press.
 * These are figures, not tests: on a shared machine a frame budget says how busy the machine is as
 * much as how fast the code is, so no test asserts them (issue 27); the bench prints them beside the
 * one-frame target (16.7 ms) instead.
 *
 * Every element is bundled once, in memory, as the blog build minifies it (production Lit), and
 * served to a blank page by request interception: nothing is written to disk.
 */
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { existsSync } from 'node:fs';
import { AUTOLOAD_TAGS } from '../components/autoload.ts';
import { bundleEverythingInOneFile, heading, row } from './measure.ts';

const ORIGIN = 'http://bench.invalid';
const FRAME_MS = 1000 / 60;

/** A widget to time: its tag and attributes; `press`, a button part to press again and again. */
interface TimedWidget {
  label: string;
  tag: string;
  attributes: Readonly<Record<string, string>>;
  press?: string;
}

/** The direct-fire case first, the one the component tests used to assert (first render < 100 ms, a roll < 16 ms). */
const WIDGETS: readonly TimedWidget[] = [
  {
    label: '<star-eater-direct-fire> three targets, area weapon',
    tag: 'star-eater-direct-fire',
    attributes: {
      aoe: '1',
      targets: JSON.stringify([
        { id: 's1', name: 'Squadron 1', kind: 'squadron', evasion: 2 },
        { id: 't1', name: 'Torpedo', kind: 'torpedo', evasion: 0 },
        { id: 'w1', name: 'Warship bow', kind: 'warship', evasion: 1 },
      ]),
    },
    press: 'roll-button',
  },
  // Then every tag of the loader's map on its defaults: each game's whole game and labs among them.
  ...AUTOLOAD_TAGS.map((tag) => ({ label: `<${tag}>`, tag, attributes: {} })),
];

const PRESSES = 20;

interface Timing {
  firstRenderMs: number;
  /** Median time from a press to the widget's update, when the widget has one to press. */
  medianPressMs: number | null;
}

/** Runs in the page: adds the widget, times its first render, then presses `press` PRESSES times. */
async function timeInPage(widget: TimedWidget, presses: number): Promise<Timing> {
  interface Updating extends HTMLElement {
    updateComplete: Promise<unknown>;
  }
  await customElements.whenDefined(widget.tag);
  const started = performance.now();
  const el = document.createElement(widget.tag) as Updating;
  for (const [name, value] of Object.entries(widget.attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await el.updateComplete;
  const firstRenderMs = performance.now() - started;
  if (widget.press === undefined) return { firstRenderMs, medianPressMs: null };
  const times: number[] = [];
  for (let i = 0; i < presses; i++) {
    const button = el.shadowRoot?.querySelector<HTMLButtonElement>(`button[part~="${widget.press}"]`);
    if (!button) throw new Error(`no ${widget.press} in <${widget.tag}>`);
    const before = performance.now();
    button.click();
    await el.updateComplete;
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  return { firstRenderMs, medianPressMs: times[Math.floor(times.length / 2)] ?? null };
}

async function bundleEveryElement(): Promise<string> {
  const code = await bundleEverythingInOneFile();
  if (code === undefined) throw new Error('esbuild produced no JavaScript');
  return new TextDecoder().decode(code);
}

/** A fresh blank page for each widget, so one widget's first render pays no other's. */
async function openBlankPage(page: Page, code: string): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url === `${ORIGIN}/`) void request.respond({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="/elements.js"></script></body></html>' });
    else if (url === `${ORIGIN}/elements.js`) void request.respond({ contentType: 'text/javascript', body: code });
    else void request.respond({ status: 404, body: '' });
  });
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
}

/** The whole games, watched while the hard search bot plays every seat. */
const GAME_TAGS = WIDGETS.map((widget) => widget.tag).filter((tag) => tag.endsWith('-game'));

const WATCH_MS = 5000;

interface Watched {
  moves: number;
  /** Every task over 50 ms the page ran (the Long Tasks API), longest first. */
  longTasks: number[];
}

/** Runs in the page: hard bots play each other with no delay; the page's long tasks are counted meanwhile. */
async function watchBotsInPage(tag: string, watchMs: number): Promise<Watched> {
  await customElements.whenDefined(tag);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let moves = 0;
  const el = document.createElement(tag);
  el.addEventListener('rb-command', (event) => {
    if ((event as CustomEvent<{ by?: string }>).detail.by === 'bot') moves += 1;
  });
  for (const [name, value] of Object.entries({ mode: 'bots', bot: 'hard', 'bot-delay': '0' })) el.setAttribute(name, value);
  document.body.append(el);
  await new Promise((resolve) => setTimeout(resolve, watchMs));
  el.remove();
  observer.disconnect();
  return { moves, longTasks: longTasks.sort((a, b) => b - a) };
}

/**
 * (j) continued: a widget's search bot thinks in slices (components/shared/game-session.ts), so the
 * page's thread never runs a task the reader would feel. Each game's first render is one task, and
 * may be long on its own (the figures above): it is counted too.
 */
async function benchThinkingInSlices(browser: Awaited<ReturnType<typeof puppeteer.launch>>, code: string): Promise<void> {
  row('hard bots playing each other', `moves in ${String(WATCH_MS / 1000)} s`, 'tasks > 50 ms', 'longest');
  for (const tag of GAME_TAGS) {
    const page = await browser.newPage();
    try {
      await openBlankPage(page, code);
      const watched = await page.evaluate(watchBotsInPage, tag, WATCH_MS);
      row(`<${tag}>`, String(watched.moves), String(watched.longTasks.length), milliseconds(watched.longTasks[0] ?? null));
    } finally {
      await page.close();
    }
  }
}

function milliseconds(ms: number | null): string {
  return ms === null ? '–' : `${ms.toFixed(1)} ms`;
}

export async function benchWidgetTiming(): Promise<void> {
  heading('(j) Widgets in headless Chromium: first render and a press, in ms (one frame is 16.7 ms)');
  if (!existsSync(chromiumPath())) {
    console.log(`  no Chromium at ${chromiumPath()} (bash scripts/setup.sh, or CHROME_PATH): figures not taken`);
    return;
  }
  const code = await bundleEveryElement();
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
  try {
    row('', 'first render', `median press`, 'frames');
    for (const widget of WIDGETS) {
      // The best of three fresh pages: the figure is the code's, not a hiccup of the machine's.
      const runs: Timing[] = [];
      for (let run = 0; run < 3; run++) {
        const page = await browser.newPage();
        try {
          await openBlankPage(page, code);
          runs.push(await page.evaluate(timeInPage, widget, PRESSES));
        } finally {
          await page.close();
        }
      }
      const firstRenderMs = Math.min(...runs.map((run) => run.firstRenderMs));
      const presses = runs.map((run) => run.medianPressMs).filter((ms) => ms !== null);
      const medianPressMs = presses.length === 0 ? null : Math.min(...presses);
      row(widget.label, milliseconds(firstRenderMs), milliseconds(medianPressMs), (Math.max(firstRenderMs, medianPressMs ?? 0) / FRAME_MS).toFixed(2));
    }
    await benchThinkingInSlices(browser, code);
  } finally {
    await browser.close();
  }
}
