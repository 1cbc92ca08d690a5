/**
 * Rulebench figures: engine throughput and bytes per widget. Prints numbers, never pass/fail.
 *
 *   npm run bench        (= node bench/run.ts; Node 24 runs the TypeScript as it is)
 *
 * (a) Engine throughput on Star Eater's direct-fire ruleset: random legal playouts through
 *     `createEngine` + `dispatch`, against a bare loop folding `decide`/`evolve` over the very same
 *     pre-generated commands, so the difference is what the engine itself costs.
 * (b) Bytes per widget for a blog: the loader (`dist/rulebench.js`), the layers' chunks (the base
 *     every widget imports, the play and lab chunks the labs and whole games share), and for each
 *     tag what a page showing only that tag downloads (the loader, the layers it stands on and the
 *     tag's own chunk), built in memory by `analyseBundle` in scripts/build-bundle.ts (the
 *     very build `npm run build` writes), each beside its budget (BUDGETS there; `npm test` holds
 *     them), against one file of every element as before the loader; a tag with a lazy chunk also
 *     with it, and issue 25's three-widget post (bench/page-bytes.ts: every file once).
 *     Then the JavaScript the direct-fire docs page loads (only when the site is built).
 * (c) The <star-eater-direct-fire> element bundled alone, in memory: bytes per widget.
 * (d)–(h) Each game's whole games, in the manifest's order (rules/games/index.ts; bench/<game>/whole-games.ts):
 *     random games per second, commands a game, random play and the engine against a bare fold on
 *     the same recorded games (a game of many table sizes or modes, each of them).
 * (i) The designers' simulations (bench/simulations.ts): games per second of each game's simulation
 *     on one thread, as a worker plays them.
 * (j) Widgets in headless Chromium (bench/widget-timing.ts): every tag's first render on its defaults, and the
 *     direct-fire widget's first render and roll, against one frame (no test asserts a duration).
 * (k) The search bot (bench/search-bots.ts): milliseconds a decision at each level in each game it
 *     plays, and heuristic playouts a second.
 * (l) The search bot's strength (bench/strength.ts): hard against the heuristic bot, seat-balanced,
 *     a short run of 10 games a game on every core (`--strength-games N` for more; the 200-game figure
 *     is `npm run bench:strength`'s: 17 min for Steamwork Arena, 38–39 min for Torpedo and Star Eater
 *     on two cores, 2026-12-01).
 *
 *   npm run bench -- [--strength-games N]     (0 leaves (l) out)
 *
 * (l) takes most of its time: its 50 games of hard bots against (a)–(k)'s few minutes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { analyseBundle, budgetStanding, type BundleAnalysis } from '../scripts/build-bundle.ts';
import { GAME_IDS } from '../rules/games/index.ts';
import { AUTOLOAD_TAGS } from '../components/autoload.ts';
import { createEngine, drawInt, seedRandom, type RandomState } from '../rules/engine/index.ts';
import { TARGET_KINDS, directFire, type DirectFireCommand, type DirectFireSetup, type DirectFireState } from '../rules/star-eater/index.ts';
import { bundleEverythingInOneFile, foldCommand, gzipBytes, heading, kilobytes, replayBare, replayHeadless, replayWatched, row, rowsAgainstBare, thousands, type RecordedGame } from './measure.ts';
import { pageBytes, THREE_WIDGET_POST } from './page-bytes.ts';
import { benchSimulations } from './simulations.ts';
import { benchWidgetTiming } from './widget-timing.ts';
import { benchSearchBots } from './search-bots.ts';
import { reportStrength, strengthDefaults } from './strength.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const SITE_DIST = join(REPO_ROOT, 'site', 'dist');
const WIDGET_PAGE = join(SITE_DIST, 'star-eater', 'direct-fire', 'index.html');
/** A page of the same section with no widget: what Starlight ships anyway. */
const PLAIN_PAGE = join(SITE_DIST, 'star-eater', 'index.html');
const WIDGET_ENTRY = join(REPO_ROOT, 'components', 'star-eater', 'star-eater-direct-fire.ts');
const WIDGET_TAG = 'star-eater-direct-fire';

// ---------------------------------------------------------------------------------------------
// Output

/** A row whose label may be long (a file name): the figures first, the name after them. */
function fileRow(name: string, ...cells: string[]): void {
  console.log(`  ${cells.map((cell) => cell.padStart(13)).join('')}   ${name}`);
}

// ---------------------------------------------------------------------------------------------
// (a) Engine throughput

type Playout = RecordedGame<DirectFireSetup, DirectFireCommand>;

/** A small seeded die for the bench itself (separate from every game's own generator). */
class BenchRandom {
  private state: RandomState;

  constructor(seed: number) {
    this.state = seedRandom(seed);
  }

  int(from: number, to: number): number {
    const draw = drawInt(this.state, from, to);
    this.state = draw.random;
    return draw.value;
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(0, items.length - 1)];
  }
}

function randomSetup(random: BenchRandom): DirectFireSetup {
  const targetCount = random.int(1, 5);
  return {
    seed: random.int(0, 2 ** 31),
    weapon: { accuracy: random.int(0, 12), aoe: random.int(0, 3) === 0 ? random.int(1, 2) : 0, pointDefence: random.int(0, 3) === 0 },
    targets: Array.from({ length: targetCount }, (_, index) => ({
      id: `t${String(index)}`,
      kind: random.pick(TARGET_KINDS) ?? 'squadron',
      evasion: random.int(0, 12),
    })),
  };
}

/** Plays one random legal game with the bare ruleset, recording the commands it chose. */
function randomPlayout(random: BenchRandom, length: number): Playout {
  for (;;) {
    const setup = randomSetup(random);
    let state = directFire.initialState(setup);
    const commands: DirectFireCommand[] = [];
    while (commands.length < length) {
      const command = random.pick(directFire.legalCommands(state));
      if (command === undefined) break;
      commands.push(command);
      state = foldCommand(directFire, state, command);
    }
    // A point-defence weapon facing only warships has nothing to do: draw another setup.
    if (commands.length === length) return { setup, commands };
  }
}

/** What a finished playout is scored by, so the timed work cannot be skipped: the shots it fired. */
function shotsFired(state: DirectFireState): number {
  return state.shots.length;
}

/** Decides every move with `legalCommands` as it goes, like a random bot playing the engine. */
function runBotPlayouts(playouts: readonly Playout[]): number {
  const random = new BenchRandom(1);
  let shots = 0;
  for (const { setup, commands } of playouts) {
    const engine = createEngine(directFire, setup);
    // As many moves as the pre-generated playout, chosen afresh.
    for (const _move of commands) {
      const command = random.pick(directFire.legalCommands(engine.state));
      if (command === undefined) break;
      engine.dispatch(command);
    }
    shots += shotsFired(engine.state);
  }
  return shots;
}

function benchThroughput(playoutCount: number, commandsPerPlayout: number): void {
  const random = new BenchRandom(20_261_121);
  const playouts = Array.from({ length: playoutCount }, () => randomPlayout(random, commandsPerPlayout));
  const commands = playoutCount * commandsPerPlayout;

  heading(`(a) Engine throughput: ${String(playoutCount)} playouts × ${String(commandsPerPlayout)} commands (direct fire)`);
  row('', 'commands/s', 'playouts/s', 'of bare');
  rowsAgainstBare(
    [
      ['bare decide/evolve fold', () => replayBare(directFire, playouts, shotsFired)],
      ['createEngine + dispatch (headless)', () => replayHeadless(directFire, playouts, shotsFired)],
      ['createEngine + dispatch, state$/events$ watched', () => replayWatched(directFire, playouts, shotsFired)],
      ['random bot (legalCommands + dispatch)', () => runBotPlayouts(playouts)],
    ],
    (ms) => [thousands(commands / (ms / 1000)), thousands(playoutCount / (ms / 1000))],
  );
}

// ---------------------------------------------------------------------------------------------
// (b) Built bytes

/** What a blog page downloads per widget tag, with each tag's budget. */
async function reportBlogLoader(): Promise<void> {
  heading('(b) Blog loader: what a page with one widget downloads (each file gzip -9 on its own, as served)');
  let analysis: BundleAnalysis;
  let oneFile: Uint8Array | undefined;
  try {
    analysis = await analyseBundle();
    oneFile = await bundleEverythingInOneFile();
    // (a component being edited right now may not compile; that is a figure we cannot take, not a failure)
  } catch (error: unknown) {
    console.log(`  could not build the loader: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  row('', 'files', 'bytes', 'gzip', 'budget');
  row('the loader (rulebench.js)', String(analysis.loader.files.length), kilobytes(analysis.loader.bytes), `${kilobytes(analysis.loader.gzipBytes)} gz`);
  for (const layer of analysis.layers) {
    row(`the ${layer.name} chunk (${layer.about}; ${String(layer.tags.length)} tags)`, String(layer.files.length), kilobytes(layer.bytes), `${kilobytes(layer.gzipBytes)} gz`);
  }
  for (const tag of analysis.tags) {
    row(`<${tag.tag}> alone`, String(tag.files.length), kilobytes(tag.bytes), `${kilobytes(tag.gzipBytes)} gz`, kilobytes(tag.budget), ` ${budgetStanding(tag)}`);
  }
  for (const tag of analysis.tags.filter((cost) => cost.lazy.files.length > 0)) {
    const shown = pageBytes(analysis, [{ tag: tag.tag, lazy: true }]);
    row(`<${tag.tag}> with its lazy chunk`, String(shown.files.length), kilobytes(shown.bytes), `${kilobytes(shown.gzipBytes)} gz`);
  }
  const post = pageBytes(analysis, THREE_WIDGET_POST);
  row('issue 25\'s three-widget post (page-bytes.ts)', String(post.files.length), kilobytes(post.bytes), `${kilobytes(post.gzipBytes)} gz`);
  row('every element: loadAll()', String(analysis.all.files.length), kilobytes(analysis.all.bytes), `${kilobytes(analysis.all.gzipBytes)} gz`);
  if (oneFile !== undefined) {
    row('before the loader: every element in one file', '1', kilobytes(oneFile.byteLength), `${kilobytes(gzipBytes(oneFile))} gz`);
  }
}

function reportDocsPage(): void {
  heading('(b) The direct-fire docs page (gzip -9)');
  if (!existsSync(WIDGET_PAGE)) {
    console.log(`  ${relative(REPO_ROOT, WIDGET_PAGE)}: not built — run npm run build`);
    return;
  }
  const widgetPage = pageScripts(WIDGET_PAGE);
  const plainPage = existsSync(PLAIN_PAGE) ? pageScripts(PLAIN_PAGE) : undefined;
  const widgetScripts = widgetScriptsOf(widgetPage);
  console.log('  JavaScript of /star-eater/direct-fire/ (module scripts and their static imports):');
  for (const script of widgetPage) {
    const isWidget = widgetScripts.includes(script);
    const note = isWidget ? '  (widget)' : plainPage?.some((other) => other.name === script.name) === false ? '  (not on /star-eater/)' : '';
    fileRow(`${script.name}${note}`, kilobytes(script.bytes), `${kilobytes(script.gzip)} gz`);
  }
  row('total for the page', kilobytes(sum(widgetPage, 'bytes')), `${kilobytes(sum(widgetPage, 'gzip'))} gz`);
  row('the widget: its script and what it imports', kilobytes(sum(widgetScripts, 'bytes')), `${kilobytes(sum(widgetScripts, 'gzip'))} gz`);
  if (plainPage !== undefined) {
    row('/star-eater/ (no widget), for comparison', kilobytes(sum(plainPage, 'bytes')), `${kilobytes(sum(plainPage, 'gzip'))} gz`);
  }
}

interface ScriptSize {
  name: string;
  text: string;
  bytes: number;
  gzip: number;
  /** Names of the scripts it imports statically. */
  imports: string[];
}

function sum(scripts: readonly ScriptSize[], field: 'bytes' | 'gzip'): number {
  return scripts.reduce((total, script) => total + script[field], 0);
}

/**
 * Every module script a built page loads: `<script type="module" src>` files under site/dist,
 * inline module scripts, the files they import statically, and the chunks of the page's own tags,
 * which the page's script imports (`import()`) once it finds them (Widget.astro, through the
 * loader's map: a chunk is named after its tag's module). Other dynamic imports load later, on
 * demand, and are left out.
 */
function pageScripts(htmlPath: string): ScriptSize[] {
  const html = readFileSync(htmlPath, 'utf8');
  const tagsShown = AUTOLOAD_TAGS.filter((tag) => html.includes(`<${tag}`));
  const loadsOnThisPage = (file: string): boolean => tagsShown.some((tag) => basename(file).startsWith(`${tag}.`));
  const found = new Map<string, ScriptSize>();
  const pending: string[] = [];
  let inlineCount = 0;

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (!/\btype=["']?module\b/.test(attributes)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    if (src !== undefined) {
      const file = siteFile(src, dirname(htmlPath));
      if (file !== undefined) pending.push(file);
      continue;
    }
    const code = match[2] ?? '';
    inlineCount++;
    const name = `inline module script ${String(inlineCount)}`;
    const imports = staticImports(code, dirname(htmlPath));
    found.set(name, { name, text: code, bytes: Buffer.byteLength(code), gzip: gzipBytes(code), imports: imports.map(siteName) });
    pending.push(...imports);
  }

  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const name = siteName(file);
    if (found.has(name) || !existsSync(file)) continue;
    const code = readFileSync(file);
    const text = code.toString('utf8');
    const imports = [...staticImports(text, dirname(file)), ...dynamicImports(text, dirname(file)).filter(loadsOnThisPage)];
    found.set(name, { name, text, bytes: code.byteLength, gzip: gzipBytes(code), imports: imports.map(siteName) });
    pending.push(...imports);
  }
  return [...found.values()];
}

function siteName(file: string): string {
  return relative(SITE_DIST, file);
}

/** The scripts that name the widget's tag, and everything they import statically. */
function widgetScriptsOf(scripts: readonly ScriptSize[]): ScriptSize[] {
  const byName = new Map(scripts.map((script): [string, ScriptSize] => [script.name, script]));
  const reached = new Set<string>();
  const pending = scripts.filter((script) => script.text.includes(WIDGET_TAG)).map((script) => script.name);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...(byName.get(name)?.imports ?? []));
  }
  return scripts.filter((script) => reached.has(script.name));
}

/** A script URL of the page as a file under site/dist, or undefined for other origins. */
function siteFile(url: string, fromDirectory: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  const path = url.split(/[?#]/)[0] ?? url;
  return path.startsWith('/') ? join(SITE_DIST, path) : resolve(fromDirectory, path);
}

/** Relative and root-relative specifiers of `import … from '…'`, `import '…'` and `export … from '…'`. */
function staticImports(code: string, fromDirectory: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .flatMap((specifier) => siteFile(specifier, fromDirectory) ?? []);
}

/** Relative and root-relative specifiers of `import('…')`. */
function dynamicImports(code: string, fromDirectory: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .flatMap((specifier) => siteFile(specifier, fromDirectory) ?? []);
}

// ---------------------------------------------------------------------------------------------
// (c) One widget, bundled alone

async function reportWidgetBundle(): Promise<void> {
  heading('(c) Bytes per widget: <star-eater-direct-fire> bundled alone (esbuild, minified ESM)');
  if (!existsSync(WIDGET_ENTRY)) {
    console.log(`  ${relative(REPO_ROOT, WIDGET_ENTRY)} does not exist yet: nothing to bundle`);
    return;
  }
  let result: Awaited<ReturnType<typeof bundleWidget>>;
  try {
    result = await bundleWidget();
    // (a component being edited right now may not compile; that is a figure we cannot take, not a failure)
  } catch (error: unknown) {
    console.log(`  could not bundle ${relative(REPO_ROOT, WIDGET_ENTRY)}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (output === undefined) {
    console.log('  esbuild produced no JavaScript');
    return;
  }
  fileRow(relative(REPO_ROOT, WIDGET_ENTRY), kilobytes(output.contents.byteLength), `${kilobytes(gzipBytes(output.contents))} gz`);
  console.log('  minified bytes by origin (before gzip):');
  for (const [origin, bytes] of bytesByOrigin(result.metafile)) row(`  ${origin}`, kilobytes(bytes));
}

/** The element's public file bundled as a blog would load it: minified ESM, in memory, with a metafile. */
function bundleWidget() {
  return build({
    entryPoints: [WIDGET_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['es2015'],
    tsconfig: join(REPO_ROOT, 'tsconfig.json'),
    absWorkingDir: REPO_ROOT,
    write: false,
    outfile: 'widget.js',
    metafile: true,
    logLevel: 'silent',
  });
}

/** Bytes each package or folder of ours contributes to the bundle, largest first. */
function bytesByOrigin(metafile: Metafile): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const origin = originOf(input);
      totals.set(origin, (totals.get(origin) ?? 0) + bytesInOutput);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

function originOf(input: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (packageMatch?.[1] !== undefined) return packageMatch[1];
  const parts = input.split('/');
  return parts.length > 2 ? `${parts[0] ?? ''}/${parts[1] ?? ''}/` : input;
}

// ---------------------------------------------------------------------------------------------

/** Games a game of section (l), from `--strength-games N` (10 when not given). */
function strengthGames(argv: readonly string[]): number {
  const at = argv.indexOf('--strength-games');
  if (at === -1) return 10;
  const games = Number(argv[at + 1]);
  if (!Number.isSafeInteger(games) || games < 0) throw new Error(`--strength-games takes a whole number, 0 or more; got ${String(argv[at + 1])}.`);
  return games;
}

async function main(): Promise<void> {
  const games = strengthGames(process.argv.slice(2));
  const started = performance.now();
  console.log(`Rulebench bench — Node ${process.version}, ${new Date().toISOString()}`);
  benchThroughput(200, 50);
  benchThroughput(20, 500);
  await reportBlogLoader();
  reportDocsPage();
  await reportWidgetBundle();
  // (d)–(h): each game's whole games, in the manifest's order.
  for (const [index, game] of GAME_IDS.entries()) {
    const { benchWholeGames } = (await import(`./${game}/whole-games.ts`)) as { benchWholeGames: (section: string) => void };
    benchWholeGames(String.fromCharCode('d'.charCodeAt(0) + index));
  }
  await benchSimulations();
  await benchWidgetTiming();
  await benchSearchBots();
  if (games > 0) {
    heading(`(l) Search bot's strength: hard against the heuristic, ${String(games)} seat-balanced games a game (npm run bench:strength plays 200)`);
    await reportStrength({ ...strengthDefaults(), games });
  }
  console.log(`\n(bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await main();
