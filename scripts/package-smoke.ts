/**
 * The npm package as a new user gets it: `npm pack` (which builds it first, see
 * scripts/build-package.ts), then in a fresh temporary project `npm install <the tarball>`
 * (lit, rxjs, pure-rand and comlink from the npm cache or the registry), and:
 *
 * - the tarball holds lib/ as JavaScript and declarations only (no .ts sources, no tests), and
 *   `custom-elements.json`, `web-types.json` and the VS Code data, each listing every tag of
 *   TAG_MODULES, with package.json pointing editors at them;
 * - Node plays a whole game of Torpedo with `rulebench/rules/torpedo` and `randomBot` and
 *   `playout` from `rulebench/rules/engine`;
 * - tsc type-checks a consumer's file against the package's declarations;
 * - a page importing `rulebench/components/torpedo-volleys`, bundled by esbuild in that project
 *   (RxJS's ES modules cannot load in a browser unbundled), opens in Chromium and the element
 *   upgrades and draws its shadow root;
 * - the starter's mechanic (starter/dice-duel.ts, a ruleset the package has never seen) type-checks
 *   against the declarations, its tests pass in Node with the shared laws from
 *   `rulebench/rules/engine/testing` (fast-check installed beside the package, as the starter's
 *   README says), and `rulebench/components/rb-playground` plays it in Chromium: a command by its
 *   button, then a simulation to its win rates.
 *
 * Prints `N passed, M failed` last, for scripts/test-all.ts.
 *
 *   node scripts/package-smoke.ts            (set KEEP=1 to keep the temporary project)
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import puppeteer, { type Page } from 'puppeteer-core';
import { TAG_MODULES } from '../components/autoload.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { ROOT } from './manifest.ts';
import { startStaticServer } from './static-server.ts';

/** How long the page may take to show the widget before the check calls it a hang: far above a loaded machine's worst. */
const PAGE_PATIENCE_MS = 60_000;

const TAGS = Object.keys(TAG_MODULES);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let passed = 0;
let failed = 0;

async function check(name: string, body: () => void | Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await body();
    passed += 1;
    console.log(`ok     ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAILED ${name}\n  ${error instanceof Error ? error.message.replaceAll('\n', '\n  ') : String(error)}`);
  }
}

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

const work = mkdtempSync(join(tmpdir(), 'rulebench-package-'));
const project = join(work, 'project');
let tarball = '';
let installed = false;

await check('npm pack builds the package and packs it', () => {
  const packed = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  const [result] = packed;
  assert(result !== undefined, 'npm pack printed nothing');
  tarball = join(work, result.filename);
  const paths = result.files.map((file) => file.path);
  console.log(`       ${result.filename}: ${(result.size / 1024).toFixed(0)} kB packed, ${(result.unpackedSize / 1024).toFixed(0)} kB unpacked, ${String(paths.length)} files`);
  for (const file of ['package.json', 'README.md', 'custom-elements.json', 'web-types.json', 'vscode.html-custom-data.json', 'vscode.css-custom-data.json', 'lib/rules/torpedo/index.js', 'lib/rules/torpedo/index.d.ts']) assert(paths.includes(file), `${file} is not in the tarball`);
  const sources = paths.filter((path) => (path.endsWith('.ts') && !path.endsWith('.d.ts')) || /\.test\.|test-support/.test(path));
  assert(sources.length === 0, `the tarball holds sources or tests: ${sources.slice(0, 5).join(', ')}`);
});

await check('the tarball installs in a fresh project', () => {
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'rulebench-user', private: true, type: 'module' }, null, 2));
  assert(tarball !== '', 'no tarball');
  run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], project);
  installed = existsSync(join(project, 'node_modules/rulebench/package.json'));
  assert(installed, `npm install ${tarball} left no node_modules/rulebench`);
});

const packageDir = join(project, 'node_modules/rulebench');
/** A JSON file of the installed package. */
function readInstalled(file: string): unknown {
  return JSON.parse(readFileSync(join(packageDir, file), 'utf8'));
}

await check('custom-elements.json, web-types.json and the VS Code data list every tag', () => {
  assert(installed, 'not installed');
  const packageJson = readInstalled('package.json') as Record<string, unknown>;
  assert(packageJson.customElements === 'custom-elements.json', 'package.json lacks "customElements"');
  assert(packageJson['web-types'] === './web-types.json', 'package.json lacks "web-types"');
  const manifest = readInstalled('custom-elements.json') as { modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[] };
  const inManifest = new Set(manifest.modules.flatMap((module) => module.declarations ?? []).map((declaration) => declaration.tagName));
  const webTypes = readInstalled('web-types.json') as { contributions: { html: { elements: { name: string }[] } } };
  const inWebTypes = new Set(webTypes.contributions.html.elements.map((element) => element.name));
  const vscode = readInstalled('vscode.html-custom-data.json') as { tags: { name: string; attributes: { name: string }[] }[] };
  const inVscode = new Set(vscode.tags.map((tag) => tag.name));
  for (const [file, tags] of [['custom-elements.json', inManifest], ['web-types.json', inWebTypes], ['vscode.html-custom-data.json', inVscode]] as const) {
    const missing = TAGS.filter((tag) => !tags.has(tag));
    assert(missing.length === 0, `${file} lacks ${missing.join(', ')}`);
  }
  const game = vscode.tags.find((tag) => tag.name === 'torpedo-game');
  assert(game?.attributes.some((attribute) => attribute.name === 'players') === true, 'the VS Code data lists no `players` attribute for <torpedo-game>');
});

await check('Node plays a game of Torpedo from rulebench/rules/torpedo and rulebench/rules/engine', () => {
  assert(installed, 'not installed');
  writeFileSync(
    join(project, 'play.js'),
    `import { ruleset } from 'rulebench/rules/torpedo';
import { playout, randomBot } from 'rulebench/rules/engine';
const game = playout(ruleset, ruleset.initialState({ seed: 7 }), randomBot(ruleset), { seed: 7 });
console.log(JSON.stringify({ commands: game.commands.length, outcome: game.outcome }));
`,
  );
  const played = JSON.parse(run(process.execPath, ['play.js'], project)) as { commands: number; outcome: { winners: string[] } | null };
  assert(played.outcome !== null && played.commands > 0, `no outcome: ${JSON.stringify(played)}`);
  console.log(`       ${String(played.commands)} commands, winners ${played.outcome.winners.join(', ')}`);
});

await check("a consumer's TypeScript type-checks against the declarations", () => {
  assert(installed, 'not installed');
  writeFileSync(
    join(project, 'consumer.ts'),
    `import { ruleset, type TorpedoState } from 'rulebench/rules/torpedo';
import { createEngine } from 'rulebench/rules/engine';
import { TorpedoVolleys } from 'rulebench/components/torpedo-volleys';
const engine = createEngine(ruleset, { seed: 1 });
const state: TorpedoState = engine.state;
const element: TorpedoVolleys = document.createElement('torpedo-volleys');
element.preset = 'small-first';
export { state };
`,
  );
  // The starter's mechanic too, as a designer who copied it has it: against the published types.
  copyFileSync(join(ROOT, 'starter/dice-duel.ts'), join(project, 'dice-duel.ts'));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM', 'DOM.Iterable'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['consumer.ts', 'dice-duel.ts'] }));
  try {
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);
  } catch (error) {
    throw new Error(`tsc failed:\n${String((error as { stdout?: string }).stdout ?? error)}`, { cause: error });
  }
});

await check("Node runs the starter's tests against the package: the shared laws from rulebench/rules/engine/testing, then the duel's own rules", () => {
  assert(installed, 'not installed');
  const ours = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', `fast-check@${ours.devDependencies['fast-check'] ?? 'latest'}`], project);
  for (const file of ['dice-duel.ts', 'dice-duel.test.ts']) copyFileSync(join(ROOT, 'starter', file), join(project, file));
  let output: string;
  try {
    output = run(process.execPath, ['--test', 'dice-duel.test.ts'], project);
  } catch (error) {
    throw new Error(`node --test failed:\n${String((error as { stdout?: string }).stdout ?? error)}`, { cause: error });
  }
  const passes = Number(/^ℹ pass (\d+)$/m.exec(output)?.[1] ?? 0);
  const fails = Number(/^ℹ fail (\d+)$/m.exec(output)?.[1] ?? 1);
  assert(passes > 0 && fails === 0, `the starter's tests: ${String(passes)} passed, ${String(fails)} failed`);
  console.log(`       starter/dice-duel.test.ts: ${String(passes)} passed`);
});

/**
 * Serves `project` with `page` as its index and opens it in Chromium, gathering what the page
 * reports (errors, failed or refused requests); `reported` adds them to a wait that timed out.
 */
async function openWatched(project: string, page: string): Promise<{ tab: Page; problems: string[]; reported: (error: unknown) => Error; close: () => Promise<void> }> {
  const server = await startStaticServer(project, { '/index.html': page });
  const browser = await puppeteer.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS], headless: true });
  const tab = await browser.newPage();
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(String(error)));
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  tab.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${String(response.status())}: ${response.url()}`);
  });
  const close = async (): Promise<void> => {
    await browser.close();
    await server.close();
  };
  try {
    await tab.goto(`${server.origin}/index.html`, { waitUntil: 'load', timeout: PAGE_PATIENCE_MS });
  } catch (error) {
    await close();
    throw error;
  }
  const reported = (error: unknown): Error => new Error(`${String(error)}; the page reported:\n${problems.join('\n') || '(nothing)'}`);
  return { tab, problems, reported, close };
}

await check("Chromium shows rulebench/components/torpedo-volleys, bundled as a user's bundler would; the element upgrades and renders", async () => {
  assert(installed, 'not installed');
  // RxJS's ES modules import their own files without extensions, so a browser cannot load the
  // package's modules straight from node_modules with an import map: a page goes through a
  // bundler (esbuild here; Vite, Rollup, webpack alike), which reads the package's exports map.
  writeFileSync(join(project, 'page.js'), "import 'rulebench/components/torpedo-volleys';\n");
  await build({ absWorkingDir: project, entryPoints: ['page.js'], bundle: true, format: 'esm', platform: 'browser', outfile: 'bundle/page.js', logLevel: 'error' });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rulebench from npm</title><link rel="icon" href="data:,">
<script type="module" src="/bundle/page.js"></script></head>
<body><torpedo-volleys preset="flies-on-past"></torpedo-volleys></body></html>`;
  const { tab, problems, reported, close } = await openWatched(project, page);
  try {
    await tab.waitForFunction(() => customElements.get('torpedo-volleys') !== undefined, { timeout: PAGE_PATIENCE_MS }).catch((error: unknown) => {
      throw reported(error);
    });
    const drawn = await tab.waitForFunction(
      () => {
        const root = document.querySelector('torpedo-volleys')?.shadowRoot;
        const ships = root?.querySelectorAll('[part~="ship"]').length ?? 0;
        return ships > 0 ? { ships, text: (root?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 80) } : false;
      },
      { timeout: PAGE_PATIENCE_MS },
    ).catch((error: unknown) => {
      throw reported(error);
    });
    const { ships, text } = (await drawn.jsonValue()) as { ships: number; text: string };
    assert(problems.length === 0, `the page reported:\n${problems.join('\n')}`);
    console.log(`       <torpedo-volleys> drew ${String(ships)} ships: "${text.trim()}…"`);
  } finally {
    await close();
  }
});

await check("Chromium plays the starter's own mechanic in rulebench/components/rb-playground: a command, then a simulation", async () => {
  assert(installed, 'not installed');
  copyFileSync(join(ROOT, 'starter/dice-duel.ts'), join(project, 'dice-duel.ts'));
  writeFileSync(
    join(project, 'playground.js'),
    "import 'rulebench/components/rb-playground';\nimport { diceDuel } from './dice-duel.ts';\ndocument.getElementById('duel').ruleset = diceDuel;\n",
  );
  await build({ absWorkingDir: project, entryPoints: ['playground.js'], bundle: true, format: 'esm', platform: 'browser', outfile: 'bundle/playground.js', logLevel: 'error' });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A designer's mechanic from npm</title><link rel="icon" href="data:,">
<script type="module" src="/bundle/playground.js"></script></head>
<body><rb-playground id="duel" setup='{"seed":1,"target":20}' games="50"></rb-playground></body></html>`;
  const { tab, problems, reported, close } = await openWatched(project, page);
  try {
    await tab.waitForFunction(() => (document.querySelector('rb-playground')?.shadowRoot?.querySelectorAll('[part~="command-button"]').length ?? 0) > 0, { timeout: PAGE_PATIENCE_MS }).catch((error: unknown) => {
      throw reported(error);
    });
    await tab.evaluate(() => {
      document.querySelector('rb-playground')?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="command-button"]')?.click();
      document.querySelector('rb-playground')?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="simulate-button"]')?.click();
    });
    const finished = await tab
      .waitForFunction(() => {
        const text = (document.querySelector('rb-playground')?.shadowRoot?.querySelector('[part~="results"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return text.startsWith('50 of 50 games played') ? text : false;
      }, { timeout: PAGE_PATIENCE_MS })
      .catch((error: unknown) => {
        throw reported(error);
      });
    const results = (await finished.jsonValue()) as string;
    const turns = await tab.evaluate(() => document.querySelector('rb-playground')?.engine?.turnCount ?? 0);
    assert(turns === 1, `the roll button played ${String(turns)} commands, not 1`);
    assert(problems.length === 0, `the page reported:\n${problems.join('\n')}`);
    console.log(`       <rb-playground> played the dice duel: "${results.slice(0, 120)}…"`);
  } finally {
    await close();
  }
});

if (process.env.KEEP === '1') console.log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
console.log(`${String(passed)} passed, ${String(failed)} failed`);
process.exitCode = failed === 0 ? 0 : 1;
