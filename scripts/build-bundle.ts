/**
 * Builds the blog loader: `dist/rulebench.js`, a small ES module that defines nothing itself and
 * imports a widget's code the first time the widget's tag appears in the page, and beside it
 * `dist/chunks/`, the code it imports on demand. A page showing one tag fetches three files:
 *
 * - `rulebench.js`, the loader (components/bundle.ts with the tag map of components/autoload.ts);
 * - `chunks/base-HASH.js`, the base every widget stands on: Lit and the view pieces of
 *   components/shared/ nearly every widget uses (BASE_ROOTS), only the parts some widget uses;
 * - `chunks/<tag module>-HASH.js` (e.g. `chunks/<tag>-HASH.js`), the tag's own
 *   code: its element, its game's rules and words, the engine (with RxJS) when it runs one, the
 *   shared pieces only some widgets use, bundled and tree-shaken for that tag alone.
 *
 * A module a tag's code imports with `import()` (the direct-fire widget's board drawing, wanted
 * only where a page asks for a board) is a lazy chunk of its own, `chunks/<module>-HASH.js`,
 * bundled alone against the base like a tag and fetched only when that `import()` runs: it is in
 * no tag's preload list and not in its bytes. What it shares with the tag beyond the base (a few
 * small files of geometry) it carries again, so that every tag still fetches two files.
 *
 * Why not esbuild's own code splitting: it splits by file and by which entries reach a file, and
 * every game's `rules/<game>/index.ts` re-exports the whole game, so each tag of a game fetched one
 * chunk holding every rule module any tag of that game used (a 109 kB chunk for the Steam Torpedo
 * damage widget, which uses a third of it), in 10 to 18 small files per tag. Here each tag gets
 * exactly what it uses in two files. The engine stays out of the base because a third of the
 * widgets (the boards, the template editor, the shared pieces) run none: in the base it cost them
 * about 8 kB gzip each, and the widgets that run one pay the same either way. The price: two tags
 * on one page fetch the code they share beyond the base twice (the engine, a game's rules; each
 * copy is correct alone, and an element registers once, see define.ts), so `loadAll()` fetches
 * more than with shared chunks.
 *
 * Every `css` template of components/ is served without its indentation and comments (an
 * esbuild plugin, scripts/squeeze-css.ts; the site's own build keeps them): about 0.2 to 1 kB
 * gzip less a tag.
 *
 * How: (1) the base's files are found (every file BASE_ROOTS import); (2) every tag module is
 * bundled alone with imports of base files left as `rulebench-base:<file>` imports, so the names
 * each tag takes from each base file can be read from the output; (3) the base is bundled
 * exporting exactly those names; (4) the tags' imports are pointed at the base file, and their
 * `import()`s at their lazy chunks (built in step 2 too); (5) the
 * loader is bundled with each `import()` of autoload.ts pointed at its tag's file, and with the
 * list of files each tag needs (RULEBENCH_PRELOAD, see components/bundle.ts). File names carry a
 * hash of their contents, so a cache never serves an old one.
 *
 * When the docs site has been built (`site/dist` exists; `npm run build` builds the site first)
 * the loader and its chunks are copied there too, so the site serves them at `/rulebench.js` and
 * `/chunks/`.
 *
 *   node scripts/build-bundle.ts      (Node 24 runs this TypeScript as it is)
 *
 * The component tests import `buildBundle` and build before they run (web-test-runner.config.mjs);
 * the bench, the smoke test and the budget check (scripts/check-bundle-budgets.ts) read what each
 * tag costs from `analyseBundle`, which builds the same in memory.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GAME_TAGS } from '../components/autoload.ts';
import { registeringModules } from './tag-modules.ts';
import { SHARED_GROWTH_BYTES, type TagBudget, type TagBudgets } from '../components/shared/tag-budgets.ts';
import { squeezeCss } from './squeeze-css.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const DIST = join(root, 'dist');
export const BUNDLE_PATH = join(DIST, 'rulebench.js');
/** The folder of the on-demand code, inside DIST. */
export const CHUNKS_DIR = 'chunks';
const SITE_DIST = join(root, 'site', 'dist');

/**
 * What the base chunk is built from: Lit and the view pieces that nearly every widget uses. Every
 * file these import is in the base too, and a tag that imports any of them takes it from the
 * base. Nothing here may import the engine (it would pull it into the base, see above); pieces
 * only some widgets use (the event log, dice, number fields, refusal panels, the whole-game
 * session and controls) stay out: they go into the tags that use them.
 */
const BASE_ROOTS = [
  'lit',
  'lit/decorators.js',
  './components/shared/attributes.ts',
  './components/shared/define.ts',
  './components/shared/live-announcer.ts',
  './components/shared/rule-citation.ts',
  // "Copy link" and the restoring of shared links: every lab, whole game, workbench and the
  // playground takes it, so two of them on a page fetched it twice while it was in each tag's
  // chunk. It imports Lit, its codec and the error panel (for its notice), none of the engine.
  './components/shared/share-codec.ts',
  './components/shared/share-link.ts',
  './components/shared/theme.ts',
  './components/shared/widget-styles.ts',
];

/**
 * The module the loader imports before any widget module, to point rule links at the site that
 * served it (components/bundle.ts), and the export it calls. It is part of the base.
 */
const DOCS_BASE_MODULE = 'components/shared/rule-citation.ts';
const DOCS_BASE_EXPORT = 'setDocsBase';

/**
 * The Web Worker the workbenches play their games in, and how their code names it. The worker is
 * built on its own (step 0), split so that each game's simulation is a chunk it imports only when
 * a bench of that game runs; the tags' build points the name at the built file.
 */
const WORKER_MODULE = 'components/workbench/simulation-worker.ts';
const WORKER_REFERENCE = "'./simulation-worker.ts'";

/** The third-party licence notices of everything bundled, beside the loader (see `legalComments`). */
export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

/** The global of components/bundle.ts that the build replaces with each tag's chunk list. */
const PRELOAD_GLOBAL = 'RULEBENCH_PRELOAD';

/** The global of components/bundle.ts that the build replaces with the docs site's address: the environment variable of that name. */
const SITE_URL_GLOBAL = 'RULEBENCH_SITE_URL';

/** How a tag's bundle names a base file before the base exists (step 2 above). */
const BASE_SPECIFIER = 'rulebench-base:';

/**
 * Every tag's budget, from its folder's budgets.ts (components/<game>/budgets.ts, the shared tags'
 * in components/shared/budgets.ts; what the figures mean: components/shared/tag-budgets.ts).
 * A tag of the loader's map with no budget fails the build.
 */
export async function loadBudgets(): Promise<Readonly<Record<string, TagBudget>>> {
  const folders = Object.keys(GAME_TAGS);
  const budgets = await Promise.all(folders.map(async (folder) => ((await import(`../components/${folder}/budgets.ts`)) as { BUDGETS: TagBudgets }).BUDGETS));
  return Object.assign({}, ...budgets) as Record<string, TagBudget>;
}

/**
 * The esbuild options every step shares: minified ES modules for current browsers. The bench
 * builds a one-file bundle from them for comparison.
 */
export const bundleOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // RxJS publishes a smaller build under the `es2015` export condition (about 2 kB gzip less).
  conditions: ['es2015'],
  // Honour experimentalDecorators / useDefineForClassFields: without them Lit's decorators break.
  tsconfig: join(root, 'tsconfig.json'),
  // The licence notices of Lit and RxJS go into one file beside the loader (NOTICES_FILE), which
  // the loader names in its first line, instead of into every chunk: about 0.4 kB gzip per tag.
  legalComments: 'external',
  metafile: true,
  write: false,
  logLevel: 'warning',
} satisfies BuildOptions;

/** One file of the output, by its path inside dist/ (`rulebench.js`, `chunks/…`). */
export interface BundleFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** A set of files that load together, and their sizes added up (each file gzipped on its own, as served). */
export interface FileSet {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** What one tag costs a page that shows it alone: the loader, the base and the tag's chunk. */
export interface TagCost extends FileSet {
  tag: string;
  /** The source module that registers the tag, `components/<game>/<tag>.ts`. */
  module: string;
  /** Its own chunk, `chunks/<tag>-HASH.js`. */
  chunk: string;
  /** The most it may cost, gzip bytes: its budgets.ts and the growth every tag shares (tag-budgets.ts). */
  budget: number;
  /**
   * The source files bundled into its own chunk, with their minified bytes there, largest first:
   * where to look when a tag is over budget.
   */
  inputs: { file: string; bytes: number }[];
  /**
   * The lazy chunks its code imports with `import()`, fetched only when the widget asks for what
   * they hold (the direct-fire board): not preloaded, not in its bytes above. Empty for most tags.
   */
  lazy: FileSet;
}

export interface BundleAnalysis {
  /** Every output file. */
  files: BundleFile[];
  /** The loader: what a page pays before any widget. */
  loader: FileSet;
  /** The base chunk every widget imports. */
  base: FileSet & { inputs: { file: string; bytes: number }[] };
  /** One entry per tag of components/autoload.ts, in its order. */
  tags: TagCost[];
  /** Everything: what `loadAll()` fetches. */
  all: FileSet;
}

export interface BundleOptions {
  /** Also copy the loader and its chunks into site/dist when the site has been built. Default true. */
  copyToSite?: boolean;
}

export interface BundleReport {
  outfile: string;
  bytes: number;
  gzipBytes: number;
  analysis: BundleAnalysis;
  copiedTo: string | null;
}

/** A built file: its path inside dist/ and its contents. */
interface Output {
  path: string;
  contents: Uint8Array;
}

export async function buildBundle(options: BundleOptions = {}): Promise<BundleReport> {
  const { analysis, outputs } = await buildLoader('warning');
  // Chunk names change with their content: clear out the last build's, or they pile up.
  await rm(join(DIST, CHUNKS_DIR), { recursive: true, force: true });
  for (const file of outputs) {
    const target = join(DIST, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  let copiedTo: string | null = null;
  if ((options.copyToSite ?? true) && (await isDirectory(SITE_DIST))) {
    await rm(join(SITE_DIST, CHUNKS_DIR), { recursive: true, force: true });
    for (const file of analysis.files) {
      const target = join(SITE_DIST, file.path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(DIST, file.path), target);
    }
    copiedTo = SITE_DIST;
  }
  const loader = analysis.files.find((file) => file.path === 'rulebench.js');
  if (loader === undefined) throw new Error('the build wrote no dist/rulebench.js');
  return { outfile: BUNDLE_PATH, bytes: loader.bytes, gzipBytes: loader.gzipBytes, analysis, copiedTo };
}

/**
 * Builds the loader in memory as `buildBundle` does (the build is deterministic, so the file
 * names and sizes are those `buildBundle` writes), with what each tag costs.
 */
export async function analyseBundle(): Promise<BundleAnalysis> {
  return (await buildLoader('silent')).analysis;
}

/** A tag's standing against its budget, in words: `81 bytes to spare`, `over budget by 12 bytes: FAILS`. */
export function budgetStanding(tag: TagCost): string {
  return breaksBudget(tag) ? `over budget by ${String(tag.gzipBytes - tag.budget)} bytes: FAILS` : `${String(tag.budget - tag.gzipBytes)} bytes to spare`;
}

/** True when a tag costs more than its budget. */
export function breaksBudget(tag: TagCost): boolean {
  return tag.gzipBytes > tag.budget;
}

type LogLevel = 'warning' | 'silent';

/** The five steps at the top of this file, in memory. */
async function buildLoader(logLevel: LogLevel): Promise<{ analysis: BundleAnalysis; outputs: Output[] }> {
  const baseFiles = await filesOfBase(logLevel);
  const worker = await buildWorker(logLevel);
  const budgets = await loadBudgets();
  const tags = [...registeringModules()].map(([tag, module]) => {
    const budget = budgets[tag];
    if (budget === undefined) throw new Error(`<${tag}> has no budget: give it one in the budgets.ts beside ${module}.`);
    return { tag, module, budget };
  });
  const { built: tagBuild, lazy: lazyBuild, notices } = await buildTags(tags.map((tag) => tag.module), baseFiles, worker.entry, logLevel);

  const wanted = new Map<string, Set<string>>([[DOCS_BASE_MODULE, new Set([DOCS_BASE_EXPORT])]]);
  for (const { code } of [...tagBuild.values(), ...lazyBuild.values()]) {
    for (const [file, names] of baseImportsOf(code)) {
      const set = wanted.get(file) ?? new Set<string>();
      for (const name of names) set.add(name);
      wanted.set(file, set);
    }
  }
  const base = await buildBase(wanted, logLevel);
  const basePath = `${CHUNKS_DIR}/${hashedName('base', base.contents)}`;

  // The lazy chunks first: the tags' code names them.
  const lazyOutputs = new Map<string, Output>();
  for (const [module, built] of lazyBuild) {
    const contents = new TextEncoder().encode(pointAtBase(built.code, `./${basePath.slice(CHUNKS_DIR.length + 1)}`, base.exportedName));
    lazyOutputs.set(module, { path: `${CHUNKS_DIR}/${hashedName(module.slice(module.lastIndexOf('/') + 1).replace(/\.ts$/, ''), contents)}`, contents });
  }
  const lazyOf = (module: string): string[] => lazyImportsOf(tagBuild.get(module)?.code ?? '').map((file) => lazyOutputs.get(file)?.path ?? '');

  const tagOutputs = new Map<string, Output>();
  for (const { module } of tags) {
    const built = tagBuild.get(module);
    if (built === undefined) throw new Error(`esbuild built nothing for ${module}`);
    const code = pointAtLazy(pointAtBase(built.code, `./${basePath.slice(CHUNKS_DIR.length + 1)}`, base.exportedName), lazyOutputs);
    const contents = new TextEncoder().encode(code);
    const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.ts$/, '');
    tagOutputs.set(module, { path: `${CHUNKS_DIR}/${hashedName(name, contents)}`, contents });
  }

  const chunkOfModule = new Map<string, string>([[DOCS_BASE_MODULE, basePath], ...[...tagOutputs].map(([module, output]): [string, string] => [module, output.path])]);
  const preload = Object.fromEntries(tags.map(({ tag, module }) => [tag, [basePath, chunkOfModule.get(module) ?? '']]));
  const loader = await buildEntryLoader(chunkOfModule, baseFiles, preload, logLevel);

  const scripts: Output[] = [loader, { path: basePath, contents: base.contents }, ...tagOutputs.values(), ...lazyOutputs.values(), ...worker.files];
  const bundled = [...base.inputs, ...[...tagBuild.values(), ...lazyBuild.values()].flatMap((built) => built.inputs)].map((input) => input.file).concat(worker.inputs);
  const outputs: Output[] = [...scripts, await noticesOutput([...base.notices, ...notices, ...worker.notices], bundled)];
  const sizes = new Map(outputs.map((output): [string, BundleFile] => [output.path, sizeOf(output)]));
  const fileSet = (paths: readonly string[]): FileSet => {
    const members = paths.map((path) => sizes.get(path) ?? { path, bytes: 0, gzipBytes: 0 });
    return { files: [...paths], bytes: members.reduce((sum, file) => sum + file.bytes, 0), gzipBytes: members.reduce((sum, file) => sum + file.gzipBytes, 0) };
  };
  const analysis: BundleAnalysis = {
    files: [...sizes.values()],
    loader: fileSet([loader.path]),
    base: { ...fileSet([basePath]), inputs: base.inputs },
    tags: tags.map(({ tag, module, budget }): TagCost => {
      const chunk = chunkOfModule.get(module) ?? '';
      return {
        tag,
        module,
        chunk,
        budget: budget.budget + SHARED_GROWTH_BYTES,
        inputs: tagBuild.get(module)?.inputs ?? [],
        ...fileSet([loader.path, basePath, chunk]),
        lazy: fileSet(lazyOf(module)),
      };
    }),
    all: fileSet(scripts.map((output) => output.path)),
  };
  return { analysis, outputs };
}

/** Step 1: every file the base roots import (repository-relative paths, as in metafiles). */
async function filesOfBase(logLevel: LogLevel): Promise<Set<string>> {
  const result = await build({
    ...bundleOptions,
    logLevel,
    stdin: { contents: BASE_ROOTS.map((path) => `export * from ${JSON.stringify(path)};`).join('\n'), resolveDir: root, sourcefile: 'base-roots.js', loader: 'js' },
    outfile: join(DIST, 'base-roots.js'),
    minify: false,
  });
  const files = new Set(Object.keys(result.metafile.inputs).filter((file) => file !== 'base-roots.js'));
  const rules = [...files].filter((file) => file.startsWith('rules/'));
  if (rules.length > 0) throw new Error(`the base chunk would hold ${rules.join(', ')}: a module of BASE_ROOTS imports rules/ (keep the engine and the games out of the base)`);
  return files;
}

/** What esbuild made of one module bundled alone: its code, and the files bundled into it with their minified bytes, largest first. */
interface Built {
  code: string;
  inputs: { file: string; bytes: number }[];
}

/**
 * Step 2: each tag module bundled alone, imports of base files left as `rulebench-base:<file>`,
 * `import()`s as `rulebench-lazy:<file>`; then each module so imported, bundled alone the same
 * way (`lazy`, by its file).
 */
async function buildTags(modules: readonly string[], baseFiles: ReadonlySet<string>, workerPath: string, logLevel: LogLevel): Promise<{ built: Map<string, Built>; lazy: Map<string, Built>; notices: string[] }> {
  const bundleAlone = async (entries: readonly string[]): Promise<{ built: Map<string, Built>; notices: string[] }> => {
    const result = await build({
      ...bundleOptions,
      logLevel,
      entryPoints: entries.map((module) => ({ in: join(root, module), out: module.replace(/\.ts$/, '') })),
      outdir: join(DIST, 'tags'),
      plugins: [markLazyImports(), importsOfBase(baseFiles, (file) => ({ path: BASE_SPECIFIER + file, external: true })), pointAtWorker(workerPath), squeezeCss()],
    });
    const built = new Map<string, Built>();
    for (const file of result.outputFiles) {
      const path = relative(root, file.path).split(sep).join('/');
      const output = result.metafile.outputs[path];
      if (output?.entryPoint === undefined) continue;
      const inputs = Object.entries(output.inputs)
        .map(([input, { bytesInOutput }]) => ({ file: input, bytes: bytesInOutput }))
        .filter((input) => input.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes);
      built.set(output.entryPoint, { code: file.text, inputs });
    }
    return { built, notices: legalNoticesOf(result.outputFiles) };
  };
  const tags = await bundleAlone(modules);
  const lazyModules = [...new Set([...tags.built.values()].flatMap(({ code }) => lazyImportsOf(code)))];
  const lazy = lazyModules.length === 0 ? { built: new Map<string, Built>(), notices: [] } : await bundleAlone(lazyModules);
  for (const [module, { code }] of lazy.built) {
    if (lazyImportsOf(code).length > 0) throw new Error(`${module} is imported with import() and imports another module so: the build makes lazy chunks one level deep only`);
  }
  return { built: tags.built, lazy: lazy.built, notices: [...tags.notices, ...lazy.notices] };
}

/** How a tag's bundle names a module it imports with `import()`, before that module's chunk exists. */
const LAZY_SPECIFIER = 'rulebench-lazy:';

/** `import("rulebench-lazy:<file>")` in esbuild's minified output. */
const LAZY_IMPORT = new RegExp(`\\bimport\\(\\s*"${LAZY_SPECIFIER}([^"]+)"\\s*\\)`, 'g');

/**
 * A plugin that leaves every `import()` of a module of ours (a relative path) unbundled, as
 * `rulebench-lazy:<file>` (esbuild would otherwise bundle the module into the importer's chunk).
 */
function markLazyImports(): Plugin {
  return {
    name: 'mark-lazy-imports',
    setup(plugin) {
      plugin.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        // A relative specifier names its file as it is (ours are written with their .ts).
        return { path: LAZY_SPECIFIER + relative(root, join(args.resolveDir, args.path)).split(sep).join('/'), external: true };
      });
    },
  };
}

/** The modules a tag's bundle imports with `import()`, in order, each once. */
function lazyImportsOf(code: string): string[] {
  return [...new Set([...code.matchAll(LAZY_IMPORT)].map((match) => match[1] ?? ''))];
}

/** Step 4, for `import()`: each pointed at its lazy chunk, a file beside the tag's. */
function pointAtLazy(code: string, lazyOutputs: ReadonlyMap<string, Output>): string {
  return code.replaceAll(LAZY_IMPORT, (_call, file: string) => {
    const output = lazyOutputs.get(file);
    if (output === undefined) throw new Error(`the build made no lazy chunk of ${file}`);
    return `import(${JSON.stringify(`./${output.path.slice(CHUNKS_DIR.length + 1)}`)})`;
  });
}

/** Step 0: the simulation worker and its chunks, in CHUNKS_DIR beside the tags that start it. */
async function buildWorker(logLevel: LogLevel): Promise<{ entry: string; files: Output[]; inputs: string[]; notices: string[] }> {
  const result = await build({
    ...bundleOptions,
    logLevel,
    entryPoints: [join(root, WORKER_MODULE)],
    outdir: join(DIST, CHUNKS_DIR),
    splitting: true,
    entryNames: 'simulation-worker-[hash]',
    chunkNames: 'simulation-[name]-[hash]',
  });
  const files = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({ path: relative(DIST, file.path).split(sep).join('/'), contents: file.contents }));
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === WORKER_MODULE)?.[0];
  if (entry === undefined) throw new Error(`esbuild built no worker for ${WORKER_MODULE}`);
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  return { entry: relative(join(DIST, CHUNKS_DIR), join(root, entry)).split(sep).join('/'), files, inputs, notices: legalNoticesOf(result.outputFiles) };
}

/** A plugin that points the workbench's `new URL('./simulation-worker.ts', import.meta.url)` at the built worker, a file beside the tag's own. */
function pointAtWorker(workerFile: string): Plugin {
  return {
    name: 'point-at-worker',
    setup(plugin) {
      plugin.onLoad({ filter: /components[\\/]workbench[\\/]simulation-run\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes(WORKER_REFERENCE)) throw new Error(`${path} no longer names its worker as ${WORKER_REFERENCE}: update WORKER_REFERENCE in scripts/build-bundle.ts`);
        return { contents: source.replace(WORKER_REFERENCE, JSON.stringify(`./${workerFile}`)), loader: 'ts' };
      });
    },
  };
}

/** The licence comments esbuild set apart (`legalComments: 'external'`), each comment's text once. */
function legalNoticesOf(files: readonly { path: string; text: string }[]): string[] {
  const comments = files.filter((file) => file.path.endsWith('.LEGAL.txt')).flatMap((file) => file.text.match(/\/\*[\s\S]*?\*\//g) ?? []);
  // esbuild indents each comment under the files it came from: the same notice, however indented, is one.
  return comments.map((comment) => comment.split('\n').map((line) => line.trim().replace(/^\*/, ' *')).join('\n').replace(/^ \*\//m, ' */'));
}

/**
 * The notices file: the licence comments the bundled code carries, each once, then the licence of
 * every npm package bundled into any file (read from the metafiles' inputs), in full.
 */
async function noticesOutput(notices: readonly string[], inputs: readonly string[]): Promise<Output> {
  const packages = [...new Set(inputs.flatMap((file) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []))].sort();
  const licences = await Promise.all(packages.map(async (name) => `== ${name} ==\n\n${(await licenceOf(name)).trim()}`));
  const text = [`Rulebench's blog loader (rulebench.js) and its chunks bundle code from ${packages.join(', ')}, under these licences.`, ...new Set(notices), ...licences].join('\n\n');
  return { path: NOTICES_FILE, contents: new TextEncoder().encode(`${text}\n`) };
}

async function licenceOf(name: string): Promise<string> {
  const folder = join(root, 'node_modules', name);
  const file = (await readdir(folder)).find((entry) => /^licen[cs]e/i.test(entry));
  if (file === undefined) throw new Error(`${name} is bundled into the loader's chunks but ships no LICENSE file: its licence must be written into ${NOTICES_FILE} by hand`);
  return readFile(join(folder, file), 'utf8');
}

/**
 * A plugin that hands every import resolving to a base file to `route` (the tags take it from the
 * base; the loader must not bundle any of it), and lets esbuild resolve everything else.
 */
function importsOfBase(baseFiles: ReadonlySet<string>, route: (file: string, kind: string) => { path: string; external: true } | { errors: { text: string }[] }): Plugin {
  const inner = Symbol('resolving inside the plugin');
  return {
    name: 'rulebench-base',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === inner) return undefined;
        const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: inner });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        const file = relative(root, resolved.path).split(sep).join('/');
        if (baseFiles.has(file)) return route(file, args.kind);
        // rules/ does nothing when imported (DESIGN.md: pure data and functions), so a module of
        // a game whose exports a widget does not use is left out whole.
        const sideEffects = file.startsWith('rules/') ? false : resolved.sideEffects;
        return { path: resolved.path, namespace: resolved.namespace, sideEffects, suffix: resolved.suffix };
      });
    },
  };
}

/** `import{a as b,c}from"rulebench-base:<file>"` (or `export{…}from`) in esbuild's minified output. */
const BASE_IMPORT = new RegExp(`\\b(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*"${BASE_SPECIFIER}([^"]+)"`, 'g');
/** `import"rulebench-base:<file>"`: a base file imported for its effect alone. */
const BASE_BARE_IMPORT = new RegExp(`\\bimport\\s*"${BASE_SPECIFIER}[^"]+"`, 'g');

/**
 * The names a tag's bundle imports from each base file, read from esbuild's minified output
 * (`import{html as r,css as o}from"rulebench-base:node_modules/lit/index.js"`). Throws on an
 * import form it does not read, so a name can never be missed.
 */
function baseImportsOf(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let read = 0;
  for (const match of code.matchAll(BASE_IMPORT)) {
    const names = (match[2] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '').filter((name) => name !== '');
    const file = match[3] ?? '';
    found.set(file, [...(found.get(file) ?? []), ...names]);
    read += 1;
  }
  read += [...code.matchAll(BASE_BARE_IMPORT)].length;
  const all = code.split(`"${BASE_SPECIFIER}`).length - 1;
  if (read !== all) throw new Error(`a widget imports from the base in a form the build cannot read (${String(all - read)} of ${String(all)}): use named imports`);
  for (const names of found.values()) {
    const odd = names.find((name) => !/^[\w$]+$/.test(name));
    if (odd !== undefined) throw new Error(`a widget imports ${odd} from the base: only plain named imports can be read`);
  }
  return found;
}

/**
 * Step 3: the base, exporting the names the tags and the loader import from each of its files.
 * Two files may export the same name (Lit's `nothing` is exported by lit-html and re-exported by
 * lit): the base then exports the second as `name$2`, and `exportedName` says under which name.
 */
async function buildBase(
  wanted: ReadonlyMap<string, ReadonlySet<string>>,
  logLevel: LogLevel,
): Promise<{ contents: Uint8Array; inputs: { file: string; bytes: number }[]; exportedName: (file: string, name: string) => string; notices: string[] }> {
  const taken = new Map<string, number>();
  const names = new Map<string, string>();
  const lines: string[] = [];
  for (const [file, imported] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const parts: string[] = [];
    for (const name of [...imported].sort()) {
      const count = (taken.get(name) ?? 0) + 1;
      taken.set(name, count);
      const exported = count === 1 ? name : `${name}$${String(count)}`;
      names.set(`${file}\0${name}`, exported);
      parts.push(exported === name ? name : `${name} as ${exported}`);
    }
    lines.push(`export { ${parts.join(', ')} } from ${JSON.stringify(`./${file}`)};`);
  }
  const result = await build({
    ...bundleOptions,
    logLevel,
    stdin: { contents: lines.join('\n'), resolveDir: root, sourcefile: 'base.js', loader: 'js' },
    outfile: join(DIST, CHUNKS_DIR, 'base.js'),
    plugins: [squeezeCss()],
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const meta = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1];
  if (output === undefined || meta === undefined) throw new Error('esbuild built no base chunk');
  const inputs = Object.entries(meta.inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const exportedName = (file: string, name: string): string => {
    const exported = names.get(`${file}\0${name}`);
    if (exported === undefined) throw new Error(`the base does not export ${name} of ${file}`);
    return exported;
  };
  return { contents: output.contents, inputs, exportedName, notices: legalNoticesOf(result.outputFiles) };
}

/**
 * Step 4: a tag's bundle with its imports of base files pointed at the base chunk, under the
 * names the base exports them by.
 */
function pointAtBase(code: string, baseFile: string, exportedName: (file: string, name: string) => string): string {
  return code
    .replaceAll(BASE_IMPORT, (_statement, keyword: string, list: string, file: string) => {
      const parts = list.split(',').map((part) => {
        const [name = '', local] = part.trim().split(/\s+as\s+/);
        const exported = exportedName(file, name);
        return exported === name ? part.trim() : `${exported} as ${local ?? name}`;
      });
      return `${keyword}{${parts.join(',')}}from${JSON.stringify(baseFile)}`;
    })
    .replaceAll(BASE_BARE_IMPORT, `import${JSON.stringify(baseFile)}`);
}

/** Step 5: the loader, each `import()` pointed at its chunk, with the chunks each tag needs. */
async function buildEntryLoader(chunkOfModule: ReadonlyMap<string, string>, baseFiles: ReadonlySet<string>, preload: Readonly<Record<string, string[]>>, logLevel: LogLevel): Promise<Output> {
  const result = await build({
    ...bundleOptions,
    logLevel,
    entryPoints: [join(root, 'components', 'bundle.ts')],
    outfile: BUNDLE_PATH,
    // Rule links lead to the docs site the build is made for (the same variable the site's build
    // reads for its own address); without it, to the loader's folder (components/bundle.ts).
    define: { [PRELOAD_GLOBAL]: JSON.stringify(JSON.stringify(preload)), [SITE_URL_GLOBAL]: JSON.stringify(process.env[SITE_URL_GLOBAL] ?? '') },
    banner: { js: `/*! Rulebench. Third-party licences: ${NOTICES_FILE} */` },
    plugins: [
      importsOfBase(new Set([...baseFiles, ...chunkOfModule.keys()]), (file, kind) => {
        const chunk = chunkOfModule.get(file);
        if (kind === 'dynamic-import' && chunk !== undefined) return { path: `./${chunk}`, external: true };
        return { errors: [{ text: `the loader imports ${file} (${kind}): it must load widget code only with import() of a module of components/autoload.ts` }] };
      }),
    ],
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (output === undefined) throw new Error('esbuild built no loader');
  return { path: 'rulebench.js', contents: output.contents };
}

/** `name-HASH.js`: eight characters of a hash of the contents, as esbuild names its chunks. */
function hashedName(name: string, contents: Uint8Array): string {
  const hash = createHash('sha256').update(contents).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
  return `${name}-${hash}.js`;
}

function sizeOf(output: Output): BundleFile {
  return { path: output.path, bytes: output.contents.byteLength, gzipBytes: gzipSync(output.contents, { level: 9 }).byteLength };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const report = await buildBundle();
  const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
  const { analysis } = report;
  console.log(`${relative(root, report.outfile)} (the loader): ${kB(report.bytes)} (${kB(report.gzipBytes)} gzip)`);
  console.log(`dist/${CHUNKS_DIR}/: ${String(analysis.files.length - 2)} chunks, the base ${kB(analysis.base.gzipBytes)} gzip; everything ${kB(analysis.all.bytes)} (${kB(analysis.all.gzipBytes)} gzip)`);
  for (const tag of analysis.tags) {
    console.log(`  <${tag.tag}> alone: ${String(tag.files.length)} files, ${kB(tag.bytes)} (${kB(tag.gzipBytes)} gzip; budget ${kB(tag.budget)}: ${budgetStanding(tag)})`);
  }
  if (report.copiedTo !== null) console.log(`copied to ${relative(root, report.copiedTo)}/ (rulebench.js and ${CHUNKS_DIR}/)`);
}
