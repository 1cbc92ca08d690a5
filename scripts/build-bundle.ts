/**
 * Builds the blog loader: `dist/rulebench.js`, a small ES module that defines nothing itself and
 * imports a widget's code the first time the widget's tag appears in the page, and beside it
 * `dist/chunks/`, the code it imports on demand, in layers. A page showing one tag fetches:
 *
 * - `rulebench.js`, the loader (components/bundle.ts with the tag map of components/autoload.ts);
 * - `chunks/base-HASH.js`, the base every widget stands on: Lit and the view pieces of
 *   components/shared/ nearly every widget uses (BASE_ROOTS);
 * - `chunks/play-HASH.js` for a lab or a whole game: what the labs and the games all use beyond
 *   the base, the event log, the refusal and error panels' wiring, the engine's plain fold, its
 *   readers and its seeded dice (PLAY_ROOTS); the boards, the dice, the workbenches, the
 *   playground and the shared tags alone do not fetch it;
 * - `chunks/lab-HASH.js` for a lab: LabShell and the fold the labs run on (LAB_ROOTS);
 * - `chunks/<tag module>-HASH.js`, the tag's own code: its element, its game's rules and words,
 *   the engine's streams (RxJS) and the game shell when it runs a whole game, the shared pieces
 *   only some widgets use, bundled and tree-shaken for that tag alone.
 *
 * Each layer's chunk holds only the names some tag (or a layer above) takes from it, and imports
 * only from those below it (LAYERS). A module a tag's code imports with `import()` (the
 * direct-fire widget's board drawing, wanted only where a page asks for a board) is a lazy chunk
 * of its own, `chunks/<module>-HASH.js`, bundled alone against the layers its tags stand on and
 * fetched only when that `import()` runs: it is in no tag's preload list and not in its bytes.
 *
 * Why layers, and these: two widgets on a page fetch the layers once and their own chunks each,
 * so what they share beyond the layers they fetch twice. With the base alone issue 25's post (a
 * direct-fire roll, the Steam Pirates flagship route, a Torpedo game) fetched about 15 kB gzip
 * twice over (event log, LabShell, readers, dice…): 99.6 kB in all, 89.8 kB with the play and lab
 * chunks. The price is paid by a tag alone: what the layer holds for other tags (each layer is
 * built once, with every name any of its tags takes), and a file more that compresses apart from
 * its own. So each layer holds what nearly all its users use (each root's comment gives the
 * measured trade), and each is fetched only by the tags that use it: the games use nothing of
 * LabShell, and pay 2.2 to 2.4 kB less with it in a chunk of its own than with it in the play
 * chunk; a lab pays 0.62 kB for the extra file.
 *
 * No layer for the engine's streams and the game shell (RxJS, GameShell, the session, the bots:
 * 14 kB gzip every whole game bundles): measured, it spared a page of two whole games 12.9 kB and
 * one of all five 53.5 kB, but cost each game alone 0.4 to 0.7 kB and the post, with one game,
 * 0.7 kB (over 90 kB). The engine stays out of the base and the play chunk: the boards run none,
 * and the labs run a plain fold (components/shared/lab-run.ts), which is why the engine's fold
 * (rules/engine/fold.ts) is a file apart from its streams (rules/engine/engine.ts).
 *
 * Why not esbuild's own code splitting: it splits by file and by which entries reach a file, and
 * every game's `rules/<game>/index.ts` re-exports the whole game, so each tag of a game fetched one
 * chunk holding every rule module any tag of that game used (a 109 kB chunk for the Steam Torpedo
 * damage widget, which uses a third of it), in 10 to 18 small files per tag. Here each tag gets
 * exactly what it uses in two to four files.
 *
 * Every `css` template of components/ is served without its indentation and comments (an
 * esbuild plugin, scripts/squeeze-css.ts; the site's own build keeps them): about 0.2 to 1 kB
 * gzip less a tag. A chunk above the base takes esbuild's decorator helper from the base instead
 * of defining it again (about 0.1 kB gzip a chunk; DECORATE_HELPER), and a layer exports its
 * names under one or two letters (`shortNameSequence`), which each tag names in its imports.
 *
 * How: (1) each layer's files are found, lowest first (every file its roots need, less the lower
 * layers'); (2) every tag module is bundled alone with imports of the layers' files left as
 * `rulebench-<layer>:<file>` imports, so the names each tag takes from each file can be read from
 * the output (first against the base alone, which shows which layers' users a tag reaches, then
 * against its layers; imports through a barrel such as rules/engine/index.ts are pointed at the
 * files behind it, scripts/flatten-barrels.ts says why); (3) the layers are bundled from the top
 * down, each exporting exactly the names taken from it; (4) the layers' and tags' imports are
 * pointed at the layers' chunks, from the base up, and their `import()`s at their lazy chunks
 * (built in step 2 too); (5) the loader is bundled with each `import()` of autoload.ts pointed at
 * its tag's file, and with the list of files each tag needs (RULEBENCH_PRELOAD, see
 * components/bundle.ts): its layers' chunks and its own. File names carry a hash of their
 * contents, so a cache never serves an old one.
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
import { BarrelReader, flattenBarrelImports } from './flatten-barrels.ts';
import { squeezeCssTemplates } from './squeeze-css.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const DIST = join(root, 'dist');
export const BUNDLE_PATH = join(DIST, 'rulebench.js');
/** The folder of the on-demand code, inside DIST. */
export const CHUNKS_DIR = 'chunks';
const SITE_DIST = join(root, 'site', 'dist');

/**
 * What the base chunk is built from: Lit and the view pieces that nearly every widget uses. Every
 * file these need is in the base too, and a tag that imports any of them takes it from the base.
 * Nothing here may import rules/ (the build fails): the boards, the dice, the error panel, the log
 * alone and the workbenches' pages run neither the engine nor a game, and would pay for them.
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
 * What the play chunk is built from: what the labs and the whole games share beyond the base, as
 * the tags' metafiles showed it (issue 25). All 20 of them bundled the event log and its styles,
 * the refusal and error wiring (problems.ts, skip-past.ts), the log's entries, the shared words,
 * the command event, and of the engine its plain fold (fold.ts), readers, rule map, violations and
 * value descriptions: about 5.3 kB gzip a tag. Two more are used by most of them: the seeded dice
 * (random.ts with pure-rand: 8 of the 15 labs and every game) and the drawn-width probe (10 labs,
 * 4 games). Each costs a tag that does not use it about 0.9 and 0.2 kB, but all three widgets of
 * the issue's post roll dice and two draw to their width: out of the chunk the post cost 1.85 kB
 * and 0.14 kB more (measured), over its 90 kB.
 */
const PLAY_ROOTS = [
  './components/shared/rb-event-log.ts',
  './components/shared/problems.ts',
  './components/shared/log-entries.ts',
  './components/shared/words.ts',
  './components/shared/command-event.ts',
  './components/shared/drawn-width.ts',
  './rules/engine/fold.ts',
  './rules/engine/random.ts',
  './rules/engine/readers.ts',
  './rules/engine/rule-map.ts',
];

/**
 * What the lab chunk is built from: LabShell (lab-element.ts), and with it what only the labs use
 * (lab-run.ts, the fold they play on; lab-shell.ts, the heading, refusal and Undo/Reset; the setup
 * attributes), about 3 kB gzip every one of the 15 labs bundled (the template editor is a LabShell
 * too). Apart from the play chunk because the whole games use none of it: in one chunk with the
 * play pieces every game alone cost 2.2 to 2.4 kB more than it does apart, while apart each lab
 * pays 0.62 kB for the extra file and the issue's post 0.6 kB (89,143 → 89,768 bytes, measured).
 * The text attributes' readers (attribute-text.ts, 5 of the 15 labs) stay with the labs that use
 * them: here they cost the other ten 0.2 kB each, and the post nothing.
 */
const LAB_ROOTS = ['./components/shared/lab-element.ts'];

/**
 * A shared chunk, `chunks/<name>-HASH.js`, the tags above it stand on. Its files are the files its
 * roots need, all of each (every export, and every file that code needs in turn), less what a lower
 * layer holds: so a tag that uses the layer takes every one of those files from it, and no class
 * or registry of them exists twice in its page. It is bundled exporting exactly the names its tags
 * and the layers above take from it. A tag uses it when its code reaches one of `users` (every tag
 * uses the base), and then the layers it needs too; a tag that does not is built against the
 * others alone and carries what it needs of those files itself.
 */
interface Layer {
  /** The chunk's name, and how a tag's bundle names the layer's files before the chunk exists (`rulebench-<name>:<file>`). */
  name: string;
  /** What it holds, in a few words, for the figures the bench prints. */
  about: string;
  /** Module specifiers, resolved from the repository's root. */
  roots: readonly string[];
  /** Repository-relative files: a tag whose code reaches one of them fetches this layer. `every tag` for the base. */
  users: readonly string[] | 'every tag';
  /** Files the layer must not hold (the build fails), and why. */
  forbidden: readonly { pattern: RegExp; why: string }[];
}

/** RxJS stays out of the chunks the labs fetch. */
const NO_RXJS = { pattern: /(^|\/)node_modules\/rxjs\//, why: 'the labs run no engine (a plain fold, lab-run.ts), and would pay about 5 kB gzip each for it' };

/** The layers, lowest first: each imports only from those below it. */
const LAYERS: readonly Layer[] = [
  {
    name: 'base',
    about: 'Lit, shared view pieces',
    roots: BASE_ROOTS,
    users: 'every tag',
    forbidden: [{ pattern: /^rules\//, why: 'keep the engine and the games out of the base: the boards, the dice and the workbenches\' pages run none, and would pay for them' }],
  },
  {
    name: 'play',
    about: 'log, panels, fold, dice',
    roots: PLAY_ROOTS,
    users: ['components/shared/lab-element.ts', 'components/shared/game-shell.ts'],
    forbidden: [NO_RXJS],
  },
  {
    name: 'lab',
    about: 'LabShell',
    roots: LAB_ROOTS,
    users: ['components/shared/lab-element.ts'],
    forbidden: [NO_RXJS],
  },
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

/** How a tag's bundle names a file of a layer before the layer's chunk exists (step 2 above). */
function layerSpecifier(layer: string): string {
  return `rulebench-${layer}:`;
}

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

/** What one tag costs a page that shows it alone: the loader, the layers it stands on and its own chunk. */
export interface TagCost extends FileSet {
  tag: string;
  /** The names of the layers' chunks it fetches, lowest first (`base`, `play`): its files after the loader. */
  layers: string[];
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

/** One layer's chunk: what it holds and which tags fetch it. */
export interface LayerChunk extends FileSet {
  name: string;
  /** What it holds, in a few words. */
  about: string;
  /** Its file, `chunks/<name>-HASH.js`. */
  chunk: string;
  /** The source files bundled into it, with their minified bytes there, largest first. */
  inputs: { file: string; bytes: number }[];
  /** The tags that fetch it, in the loader's order. */
  tags: string[];
}

export interface BundleAnalysis {
  /** Every output file. */
  files: BundleFile[];
  /** The loader: what a page pays before any widget. */
  loader: FileSet;
  /** The layers' chunks, lowest first: the base every widget imports, then those only some fetch. */
  layers: LayerChunk[];
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

/** The steps at the top of this file, in memory. */
async function buildLoader(logLevel: LogLevel): Promise<{ analysis: BundleAnalysis; outputs: Output[] }> {
  const { layerOf, needs } = await filesOfLayers(logLevel);
  const worker = await buildWorker(logLevel);
  const budgets = await loadBudgets();
  const tags = [...registeringModules()].map(([tag, module]) => {
    const budget = budgets[tag];
    if (budget === undefined) throw new Error(`<${tag}> has no budget: give it one in the budgets.ts beside ${module}.`);
    return { tag, module, budget };
  });
  const { built: tagBuild, lazy: lazyBuild, layersOf, notices } = await buildTags(tags.map((tag) => tag.module), layerOf, needs, worker.entry, logLevel);

  // Step 3, from the top layer down: each exports the names the tags, the lazy chunks, the layers
  // above it and (from the base) the loader take from each of its files.
  const wanted = new Map<string, Map<string, Set<string>>>(LAYERS.map((layer) => [layer.name, new Map<string, Set<string>>()]));
  const want = (code: string): void => {
    for (const [layer, files] of layerImportsOf(code)) {
      const ofLayer = wanted.get(layer) ?? new Map<string, Set<string>>();
      for (const [file, names] of files) {
        const set = ofLayer.get(file) ?? new Set<string>();
        for (const name of names) set.add(name);
        ofLayer.set(file, set);
      }
      wanted.set(layer, ofLayer);
    }
  };
  wanted.get(LAYERS[0]?.name ?? '')?.set(DOCS_BASE_MODULE, new Set([DOCS_BASE_EXPORT]));
  for (const { code } of [...tagBuild.values(), ...lazyBuild.values()]) want(code);
  const layerBuilds = new Map<string, LayerBuild>();
  for (const layer of [...LAYERS].reverse()) {
    const built = await buildLayer(layer, wanted.get(layer.name) ?? new Map<string, Set<string>>(), layerOf, logLevel);
    want(built.code);
    layerBuilds.set(layer.name, built);
  }

  // Step 4, from the base up: each chunk's imports pointed at the chunks below it, then named by its contents.
  const layerChunks = new Map<string, LayerFile>();
  const layerOutputs: Output[] = [];
  let sharesDecorate = false;
  /** A chunk above the base as served: pointed at the layers' chunks, with the base's decorator helper. */
  const finish = (code: string): string => {
    const pointed = pointAtLayers(code, layerChunks);
    return sharesDecorate ? importDecorateHelper(pointed, `./${(layerOutputs[0]?.path ?? '').slice(CHUNKS_DIR.length + 1)}`) : pointed;
  };
  for (const layer of LAYERS) {
    const built = layerBuilds.get(layer.name);
    if (built === undefined) throw new Error(`esbuild built no ${layer.name} chunk`);
    let code = finish(built.code);
    if (layerOutputs.length === 0) {
      const exported = exportDecorateHelper(code);
      sharesDecorate = exported !== code;
      code = exported;
    }
    const contents = new TextEncoder().encode(code);
    const path = `${CHUNKS_DIR}/${hashedName(layer.name, contents)}`;
    layerChunks.set(layer.name, { path, exportedName: built.exportedName });
    layerOutputs.push({ path, contents });
  }
  const layerPaths = (module: string): string[] => (layersOf.get(module) ?? []).map((layer) => layerChunks.get(layer)?.path ?? '');

  // The lazy chunks first: the tags' code names them.
  const lazyOutputs = new Map<string, Output>();
  for (const [module, built] of lazyBuild) {
    const contents = new TextEncoder().encode(finish(built.code));
    lazyOutputs.set(module, { path: `${CHUNKS_DIR}/${hashedName(module.slice(module.lastIndexOf('/') + 1).replace(/\.ts$/, ''), contents)}`, contents });
  }
  const lazyOf = (module: string): string[] => lazyImportsOf(tagBuild.get(module)?.code ?? '').map((file) => lazyOutputs.get(file)?.path ?? '');

  const tagOutputs = new Map<string, Output>();
  for (const { module } of tags) {
    const built = tagBuild.get(module);
    if (built === undefined) throw new Error(`esbuild built nothing for ${module}`);
    const code = pointAtLazy(finish(built.code), lazyOutputs);
    const contents = new TextEncoder().encode(code);
    const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.ts$/, '');
    tagOutputs.set(module, { path: `${CHUNKS_DIR}/${hashedName(name, contents)}`, contents });
  }

  const basePath = layerOutputs[0]?.path ?? '';
  const chunkOfModule = new Map<string, string>([[DOCS_BASE_MODULE, basePath], ...[...tagOutputs].map(([module, output]): [string, string] => [module, output.path])]);
  // Every chunk a tag needs, asked for at once (components/bundle.ts): its layers', then its own.
  const preload = Object.fromEntries(tags.map(({ tag, module }) => [tag, [...layerPaths(module), chunkOfModule.get(module) ?? '']]));
  const loader = await buildEntryLoader(chunkOfModule, new Set(layerOf.keys()), preload, logLevel);

  const scripts: Output[] = [loader, ...layerOutputs, ...tagOutputs.values(), ...lazyOutputs.values(), ...worker.files];
  const layerInputs = [...layerBuilds.values()].flatMap((built) => built.inputs);
  const bundled = [...layerInputs, ...[...tagBuild.values(), ...lazyBuild.values()].flatMap((built) => built.inputs)].map((input) => input.file).concat(worker.inputs);
  const outputs: Output[] = [...scripts, await noticesOutput([...[...layerBuilds.values()].flatMap((built) => built.notices), ...notices, ...worker.notices], bundled)];
  const sizes = new Map(outputs.map((output): [string, BundleFile] => [output.path, sizeOf(output)]));
  const fileSet = (paths: readonly string[]): FileSet => {
    const members = paths.map((path) => sizes.get(path) ?? { path, bytes: 0, gzipBytes: 0 });
    return { files: [...paths], bytes: members.reduce((sum, file) => sum + file.bytes, 0), gzipBytes: members.reduce((sum, file) => sum + file.gzipBytes, 0) };
  };
  const analysis: BundleAnalysis = {
    files: [...sizes.values()],
    loader: fileSet([loader.path]),
    layers: LAYERS.map((layer): LayerChunk => {
      const chunk = layerChunks.get(layer.name)?.path ?? '';
      return {
        name: layer.name,
        about: layer.about,
        chunk,
        inputs: layerBuilds.get(layer.name)?.inputs ?? [],
        tags: tags.filter(({ module }) => layersOf.get(module)?.includes(layer.name) === true).map(({ tag }) => tag),
        ...fileSet([chunk]),
      };
    }),
    tags: tags.map(({ tag, module, budget }): TagCost => {
      const chunk = chunkOfModule.get(module) ?? '';
      return {
        tag,
        module,
        layers: [...(layersOf.get(module) ?? [])],
        chunk,
        budget: budget.budget + SHARED_GROWTH_BYTES,
        inputs: tagBuild.get(module)?.inputs ?? [],
        ...fileSet([loader.path, ...layerPaths(module), chunk]),
        lazy: fileSet(lazyOf(module)),
      };
    }),
    all: fileSet(scripts.map((output) => output.path)),
  };
  return { analysis, outputs };
}

/** How `filesOfLayer` names an entry of its builds: a module that `export *`s the module after the prefix. */
const EVERYTHING_OF = 'rulebench-everything-of:';

/**
 * Step 1: the files of every layer, lowest first (repository-relative paths, as in metafiles), each
 * with its layer's name; and for each layer the layers below it whose files its files import
 * (`needs`), all the way down: its chunk imports theirs.
 */
async function filesOfLayers(logLevel: LogLevel): Promise<{ layerOf: Map<string, string>; needs: Map<string, string[]> }> {
  const layerOf = new Map<string, string>();
  const needs = new Map<string, string[]>();
  for (const layer of LAYERS) {
    const { files, imports } = await filesOfLayer(layer, layerOf, logLevel);
    for (const file of files) layerOf.set(file, layer.name);
    const below = new Set([...imports].flatMap((file) => {
      const name = layerOf.get(file) ?? '';
      return [name, ...(needs.get(name) ?? [])];
    }));
    needs.set(layer.name, LAYERS.map((other) => other.name).filter((name) => below.has(name)));
  }
  return { layerOf, needs };
}

/**
 * The files of one layer (`lower`: the files of the layers below it, each with its layer). Each
 * root, then each file found, is bundled with every export kept: a file some of whose code is in
 * such a bundle is the layer's, until no file is added. So every name a tag may take from a
 * layer's file is built from the layer's own files and those below it, never from a file a tag
 * bundles itself (one class, one registry a page). A file that holds no code but passes names on
 * (`lit`'s index, which `export *`s Lit's parts) is the layer's too when all it exports is built
 * from the layer's files: a tag's import through it then reads as named imports of the layer. A
 * barrel that also leads elsewhere (rules/engine/index.ts) is not: a tag bundles it, and each of
 * its re-exports goes where its file is.
 */
async function filesOfLayer(layer: Layer, lower: ReadonlyMap<string, string>, logLevel: LogLevel): Promise<{ files: Set<string>; imports: Set<string> }> {
  const reached = new Map<string, string[]>();
  /** The files of lower layers that its bundles import. */
  const imports = new Set<string>();
  /** The files whose code the bundles of everything these modules export hold, each bundle's apart. */
  const codeOf = async (modules: readonly string[]): Promise<Set<string>[]> => {
    const result = await build({
      ...bundleOptions,
      logLevel,
      entryPoints: modules.map((module, index) => ({ in: EVERYTHING_OF + module, out: `everything-${String(index)}` })),
      outdir: join(DIST, 'layer-files'),
      plugins: [exportEverything(), routeImports(new Set(lower.keys()), (file) => ({ path: layerSpecifier(lower.get(file) ?? '') + file, external: true })), ourSources(new Set(lower.keys()))],
    });
    for (const [file, input] of Object.entries(result.metafile.inputs)) {
      if (!file.includes(EVERYTHING_OF)) reached.set(file, input.imports.filter((imported) => imported.external !== true).map((imported) => imported.path));
    }
    for (const output of Object.values(result.metafile.outputs)) {
      for (const imported of output.imports) {
        if (imported.external === true && imported.path.startsWith('rulebench-')) imports.add(imported.path.slice(imported.path.indexOf(':') + 1));
      }
    }
    return modules.map((_module, index) => {
      const output = Object.values(result.metafile.outputs).find((candidate) => candidate.entryPoint?.endsWith(EVERYTHING_OF + (modules[index] ?? '')));
      return new Set(Object.entries(output?.inputs ?? {}).filter(([file, { bytesInOutput }]) => bytesInOutput > 0 && !file.includes(EVERYTHING_OF)).map(([file]) => file));
    });
  };
  const files = new Set<string>();
  for (let entries = [...layer.roots]; entries.length > 0; ) {
    const found = [...new Set((await codeOf(entries)).flatMap((code) => [...code]))].filter((file) => !files.has(file));
    for (const file of found) files.add(file);
    entries = found.map((file) => `./${file}`);
  }
  for (;;) {
    const passing = [...reached].filter(([file, leadsTo]) => !files.has(file) && leadsTo.length > 0 && leadsTo.every((imported) => files.has(imported))).map(([file]) => file);
    const codes = passing.length === 0 ? [] : await codeOf(passing.map((file) => `./${file}`));
    const joining = passing.filter((_file, index) => [...(codes[index] ?? [])].every((file) => files.has(file)));
    if (joining.length === 0) break;
    for (const file of joining) files.add(file);
  }
  for (const { pattern, why } of layer.forbidden) {
    const held = [...files].filter((file) => pattern.test(file));
    if (held.length > 0) throw new Error(`the ${layer.name} chunk would hold ${held.slice(0, 3).join(', ')}${held.length > 3 ? ` and ${String(held.length - 3)} more` : ''}: ${why}`);
  }
  return { files, imports };
}

/** A plugin that makes `rulebench-everything-of:<module>` a module that `export *`s that module. */
function exportEverything(): Plugin {
  return {
    name: 'export-everything',
    setup(plugin) {
      plugin.onResolve({ filter: new RegExp(`^${EVERYTHING_OF}`) }, (args) => ({ path: args.path, namespace: 'rulebench-everything' }));
      plugin.onLoad({ filter: /.*/, namespace: 'rulebench-everything' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path.slice(EVERYTHING_OF.length))};`,
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** What esbuild made of one module bundled alone: its code, and the files bundled into it with their minified bytes, largest first. */
interface Built {
  code: string;
  inputs: { file: string; bytes: number }[];
}

/**
 * Step 2: each tag module bundled alone, imports of its layers' files left as
 * `rulebench-<layer>:<file>`, `import()`s as `rulebench-lazy:<file>`; then each module so
 * imported, bundled alone the same way (`lazy`, by its file). Each is first bundled against the
 * base alone, which shows which layers' users it reaches; those that reach more are bundled again
 * against them. `layersOf`: the layers each tag and lazy module stands on, lowest first.
 */
async function buildTags(
  modules: readonly string[],
  layerOf: ReadonlyMap<string, string>,
  needs: ReadonlyMap<string, readonly string[]>,
  workerPath: string,
  logLevel: LogLevel,
): Promise<{ built: Map<string, Built>; lazy: Map<string, Built>; layersOf: Map<string, string[]>; notices: string[] }> {
  const bundleAlone = async (entries: readonly string[], layers: readonly string[]): Promise<{ built: Map<string, Built>; notices: string[] }> => {
    const files = new Set([...layerOf].filter(([, layer]) => layers.includes(layer)).map(([file]) => file));
    const result = await build({
      ...bundleOptions,
      logLevel,
      entryPoints: entries.map((module) => ({ in: join(root, module), out: module.replace(/\.ts$/, '') })),
      outdir: join(DIST, 'tags'),
      plugins: [markLazyImports(), routeImports(files, (file) => ({ path: layerSpecifier(layerOf.get(file) ?? '') + file, external: true })), ourSources(files, workerPath)],
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
  /** Each group of modules that stand on the same layers, bundled against them (`first`: what the base alone made, kept where that is all they use). */
  const bundleByLayers = async (layersOf: ReadonlyMap<string, readonly string[]>, first: { built: Map<string, Built>; notices: string[] }): Promise<{ built: Map<string, Built>; notices: string[] }> => {
    const groups = new Map<string, string[]>();
    for (const [module, layers] of layersOf) groups.set(layers.join('+'), [...(groups.get(layers.join('+')) ?? []), module]);
    const built = new Map<string, Built>();
    const notices = [...first.notices];
    for (const [key, group] of groups) {
      const layers = key.split('+');
      const again = layers.length === 1 ? { built: first.built, notices: [] } : await bundleAlone(group, layers);
      for (const module of group) built.set(module, again.built.get(module) ?? { code: '', inputs: [] });
      notices.push(...again.notices);
    }
    return { built, notices };
  };
  const base = LAYERS[0]?.name ?? '';
  const layersOf = new Map<string, string[]>();

  const onBase = await bundleAlone(modules, [base]);
  for (const module of modules) layersOf.set(module, layersReached(onBase.built.get(module)?.inputs ?? [], needs));
  const tags = await bundleByLayers(new Map(modules.map((module) => [module, layersOf.get(module) ?? [base]])), onBase);

  // A lazy module stands on the layers every tag that imports it has: they are in the page when it arrives.
  const lazyLayers = new Map<string, string[]>();
  for (const [module, { code }] of tags.built) {
    for (const lazy of lazyImportsOf(code)) {
      const had = lazyLayers.get(lazy);
      const layers = layersOf.get(module) ?? [base];
      lazyLayers.set(lazy, had === undefined ? layers : had.filter((layer) => layers.includes(layer)));
    }
  }
  for (const [module, layers] of lazyLayers) layersOf.set(module, layers);
  const lazy = lazyLayers.size === 0 ? { built: new Map<string, Built>(), notices: [] } : await bundleByLayers(lazyLayers, await bundleAlone([...lazyLayers.keys()], [base]));
  for (const [module, { code }] of lazy.built) {
    if (lazyImportsOf(code).length > 0) throw new Error(`${module} is imported with import() and imports another module so: the build makes lazy chunks one level deep only`);
  }
  for (const layer of LAYERS) {
    if (![...layersOf.values()].some((layers) => layers.includes(layer.name))) throw new Error(`no tag uses the ${layer.name} chunk: take it out of LAYERS in scripts/build-bundle.ts`);
  }
  return { built: tags.built, lazy: lazy.built, layersOf, notices: [...tags.notices, ...lazy.notices] };
}

/**
 * The layers a module stands on, lowest first, from what it bundles when built against the base
 * alone: every layer whose users it reaches, and every layer those need (their chunks import them).
 */
function layersReached(inputs: readonly { file: string }[], needs: ReadonlyMap<string, readonly string[]>): string[] {
  const reached = LAYERS.filter((layer) => layer.users === 'every tag' || inputs.some((input) => layer.users.includes(input.file))).map((layer) => layer.name);
  const wanted = new Set(reached.flatMap((layer) => [layer, ...(needs.get(layer) ?? [])]));
  return LAYERS.map((layer) => layer.name).filter((name) => wanted.has(name));
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

/**
 * A plugin that loads our modules for a bundle (`routed`: the layers' files it takes from their
 * chunks): the workbench's `new URL('./simulation-worker.ts', import.meta.url)` pointed at
 * the built worker, a file beside the tag's own; imports through a barrel of names from a layer's
 * file pointed at that file (scripts/flatten-barrels.ts says why); `css` templates squeezed
 * (scripts/squeeze-css.ts).
 */
function ourSources(routed: ReadonlySet<string>, workerFile?: string): Plugin {
  const barrels = new BarrelReader(root);
  return {
    name: 'rulebench-tag-sources',
    setup(plugin) {
      plugin.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        if (path.split(sep).includes('node_modules')) return undefined;
        let source = await readFile(path, 'utf8');
        if (/components[\\/]workbench[\\/]simulation-run\.ts$/.test(path)) {
          if (workerFile === undefined) throw new Error(`${path} is bundled into a layer's chunk: the workbench's worker is built for the tags' chunks only`);
          if (!source.includes(WORKER_REFERENCE)) throw new Error(`${path} no longer names its worker as ${WORKER_REFERENCE}: update WORKER_REFERENCE in scripts/build-bundle.ts`);
          source = source.replace(WORKER_REFERENCE, JSON.stringify(`./${workerFile}`));
        }
        source = flattenBarrelImports(source, path, barrels, root, (file) => routed.has(file));
        if (/[\\/]components[\\/]/.test(path)) source = squeezeCssTemplates(source, path);
        return { contents: source, loader: 'ts' };
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
 * A plugin that hands every import resolving to one of `files` to `route` (a tag takes a layer's
 * file from the layer; the loader must not bundle any of them), and lets esbuild resolve
 * everything else.
 */
function routeImports(files: ReadonlySet<string>, route: (file: string, kind: string) => { path: string; external: true } | { errors: { text: string }[] }): Plugin {
  const inner = Symbol('resolving inside the plugin');
  return {
    name: 'rulebench-layers',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === inner) return undefined;
        const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: inner });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        const file = relative(root, resolved.path).split(sep).join('/');
        if (files.has(file)) return route(file, args.kind);
        // rules/ does nothing when imported (DESIGN.md: pure data and functions), so a module of
        // a game whose exports a widget does not use is left out whole.
        const sideEffects = file.startsWith('rules/') ? false : resolved.sideEffects;
        return { path: resolved.path, namespace: resolved.namespace, sideEffects, suffix: resolved.suffix };
      });
    },
  };
}

/** The layers' names as a pattern: `base|play`. */
const LAYER_NAMES = LAYERS.map((layer) => layer.name).join('|');
/** `import{a as b,c}from"rulebench-<layer>:<file>"` (or `export{…}from`) in esbuild's minified output. */
const LAYER_IMPORT = new RegExp(`\\b(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*"rulebench-(${LAYER_NAMES}):([^"]+)"`, 'g');
/** `import"rulebench-<layer>:<file>"`: a layer's file imported for its effect alone. */
const LAYER_BARE_IMPORT = new RegExp(`\\bimport\\s*"rulebench-(${LAYER_NAMES}):([^"]+)"`, 'g');
/** Any mention of a layer's file, read or not. */
const LAYER_MENTION = new RegExp(`"rulebench-(${LAYER_NAMES}):`, 'g');

/**
 * The names a bundle imports from each file of each layer, read from esbuild's minified output
 * (`import{html as r,css as o}from"rulebench-base:node_modules/lit/index.js"`); a file imported
 * for its effect alone is there with no names. Throws on an import form it does not read, so a
 * name can never be missed.
 */
function layerImportsOf(code: string): Map<string, Map<string, string[]>> {
  const found = new Map<string, Map<string, string[]>>();
  const add = (layer: string, file: string, names: readonly string[]): void => {
    const files = found.get(layer) ?? new Map<string, string[]>();
    files.set(file, [...(files.get(file) ?? []), ...names]);
    found.set(layer, files);
  };
  let read = 0;
  for (const match of code.matchAll(LAYER_IMPORT)) {
    const names = (match[2] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '').filter((name) => name !== '');
    add(match[3] ?? '', match[4] ?? '', names);
    read += 1;
  }
  for (const match of code.matchAll(LAYER_BARE_IMPORT)) {
    add(match[1] ?? '', match[2] ?? '', []);
    read += 1;
  }
  const all = [...code.matchAll(LAYER_MENTION)].length;
  if (read !== all) throw new Error(`a widget imports from a layer's chunk in a form the build cannot read (${String(all - read)} of ${String(all)}): use named imports`);
  for (const files of found.values()) {
    for (const names of files.values()) {
      const odd = names.find((name) => !/^[\w$]+$/.test(name));
      if (odd !== undefined) throw new Error(`a widget imports ${odd} from a layer's chunk: only plain named imports can be read`);
    }
  }
  return found;
}

/** A layer as built, before its imports of lower layers are pointed at their chunks. */
interface LayerBuild {
  code: string;
  inputs: { file: string; bytes: number }[];
  /** Under which name the chunk exports a file's export (see `buildLayer`). */
  exportedName: (file: string, name: string) => string;
  notices: string[];
}

/** A layer's chunk as the files above it import it. */
interface LayerFile {
  path: string;
  exportedName: (file: string, name: string) => string;
}

/**
 * Step 3: one layer, exporting the names wanted of each of its files (and running the files
 * imported for their effect alone), its imports of lower layers' files left as
 * `rulebench-<layer>:<file>`. Two files may export the same name (Lit's `nothing` is exported by
 * lit-html and re-exported by lit): the chunk then exports the second as `name$2`, and
 * `exportedName` says under which name.
 */
async function buildLayer(layer: Layer, wanted: ReadonlyMap<string, ReadonlySet<string>>, layerOf: ReadonlyMap<string, string>, logLevel: LogLevel): Promise<LayerBuild> {
  const lower = LAYERS.slice(0, LAYERS.indexOf(layer)).map((below) => below.name);
  const shortNames = shortNameSequence();
  const names = new Map<string, string>();
  const lines: string[] = [];
  for (const [file, imported] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    if (layerOf.get(file) !== layer.name) throw new Error(`${file} is taken from the ${layer.name} chunk but is not one of its files`);
    if (imported.size === 0) {
      lines.push(`import ${JSON.stringify(`./${file}`)};`);
      continue;
    }
    const parts: string[] = [];
    for (const name of [...imported].sort()) {
      const exported = file === DOCS_BASE_MODULE && name === DOCS_BASE_EXPORT ? name : shortNames.next().value;
      names.set(`${file}\0${name}`, exported);
      parts.push(exported === name ? name : `${name} as ${exported}`);
    }
    lines.push(`export { ${parts.join(', ')} } from ${JSON.stringify(`./${file}`)};`);
  }
  const below = new Set([...layerOf].filter(([, name]) => lower.includes(name)).map(([file]) => file));
  const result = await build({
    ...bundleOptions,
    logLevel,
    stdin: { contents: lines.join('\n'), resolveDir: root, sourcefile: `${layer.name}.js`, loader: 'js' },
    outfile: join(DIST, CHUNKS_DIR, `${layer.name}.js`),
    plugins: [routeImports(below, (file) => ({ path: layerSpecifier(layerOf.get(file) ?? '') + file, external: true })), ourSources(below)],
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const meta = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1];
  if (output === undefined || meta === undefined) throw new Error(`esbuild built no ${layer.name} chunk`);
  const inputs = Object.entries(meta.inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const strays = inputs.filter((input) => input.file !== '<stdin>' && layerOf.get(input.file) !== layer.name);
  if (strays.length > 0) throw new Error(`the ${layer.name} chunk bundles ${strays.map((input) => input.file).join(', ')}, none of its files`);
  const exportedName = (file: string, name: string): string => {
    const exported = names.get(`${file}\0${name}`);
    if (exported === undefined) throw new Error(`the ${layer.name} chunk does not export ${name} of ${file}`);
    return exported;
  };
  return { code: output.text, inputs, exportedName, notices: legalNoticesOf(result.outputFiles) };
}

/**
 * Step 4: a bundle with its imports of layers' files pointed at the layers' chunks (files beside
 * it in CHUNKS_DIR), under the names the chunks export them by.
 */
function pointAtLayers(code: string, chunks: ReadonlyMap<string, LayerFile>): string {
  const chunkOf = (layer: string): LayerFile => {
    const chunk = chunks.get(layer);
    if (chunk === undefined) throw new Error(`the ${layer} chunk is not built yet: a layer imports only from those below it`);
    return chunk;
  };
  const specifier = (chunk: LayerFile): string => JSON.stringify(`./${chunk.path.slice(CHUNKS_DIR.length + 1)}`);
  // esbuild writes an import for each file a bundle takes from a layer, each naming the chunk;
  // imports are hoisted, so they are gathered into one a chunk at the top (about 30 bytes each).
  const imported = new Map<string, string[]>();
  const rest = code
    .replaceAll(new RegExp(`${LAYER_IMPORT.source};?`, 'g'), (statement, keyword: string, list: string, layer: string, file: string) => {
      const chunk = chunkOf(layer);
      const parts = list.split(',').map((part) => {
        const [name = '', local] = part.trim().split(/\s+as\s+/);
        const exported = chunk.exportedName(file, name);
        return exported === name ? part.trim() : `${exported}${exported === (local ?? name) ? '' : ` as ${local ?? name}`}`;
      });
      if (keyword === 'export') return `export{${parts.join(',')}}from${specifier(chunk)}${statement.endsWith(';') ? ';' : ''}`;
      imported.set(chunk.path, [...(imported.get(chunk.path) ?? []), ...parts]);
      return '';
    })
    .replaceAll(new RegExp(`${LAYER_BARE_IMPORT.source};?`, 'g'), (_statement, layer: string) => {
      const chunk = chunkOf(layer);
      imported.set(chunk.path, imported.get(chunk.path) ?? []);
      return '';
    });
  const [...order] = chunks.values();
  const head = order
    .filter((chunk) => imported.has(chunk.path))
    .map((chunk) => {
      const parts = [...new Set(imported.get(chunk.path))];
      return parts.length === 0 ? `import${specifier(chunk)};` : `import{${parts.join(',')}}from${specifier(chunk)};`;
    });
  return head.join('') + rest;
}

/**
 * esbuild's helper for TypeScript's decorators as its minifier writes it (with the two names of
 * Object's functions it uses just before it), the same in every chunk but for the letters: each
 * chunk with a decorated class (every widget, the base and the layers) defines it again, about 0.1
 * kB gzip each, so the base exports its own (DECORATE_EXPORT) and the chunks above take that one.
 * The backreferences make sure it is that function; written otherwise (another esbuild), it is
 * found nowhere and every chunk keeps its own, as before.
 */
const DECORATE_HELPER =
  /var ([\w$]+)=Object\.defineProperty;var ([\w$]+)=Object\.getOwnPropertyDescriptor;var ([\w$]+)=\(([\w$]+),([\w$]+),([\w$]+),([\w$]+)\)=>\{for\(var ([\w$]+)=\7>1\?void 0:\7\?\2\(\5,\6\):\5,([\w$]+)=\4\.length-1,([\w$]+);\9>=0;\9--\)\(\10=\4\[\9\]\)&&\(\8=\(\7\?\10\(\5,\6,\8\):\10\(\8\)\)\|\|\8\);return \7&&\8&&\1\(\5,\6,\8\),\8\};/;

/** The name the base exports the decorator helper by: no short name (`shortNameSequence`) has a `$`. */
const DECORATE_EXPORT = '$d';

/** The base's code exporting its decorator helper too; the code itself when it has none. */
function exportDecorateHelper(code: string): string {
  const helper = DECORATE_HELPER.exec(code)?.[3];
  return helper === undefined ? code : `${code}export{${helper} as ${DECORATE_EXPORT}};`;
}

/**
 * A chunk's code with its own decorator helper taken from the base (`baseFile`, a path from the
 * chunk), and the names of Object's functions gone too unless something else may use them (a
 * name seen anywhere else is kept: a nested scope may reuse a short name, so this only errs in
 * keeping). The code itself when it has no helper.
 */
function importDecorateHelper(code: string, baseFile: string): string {
  const match = DECORATE_HELPER.exec(code);
  if (match === null) return code;
  const [definition, defineProperty = '', describe = '', helper = ''] = match;
  const rest = code.replace(definition, '');
  const used = (name: string): boolean => new RegExp(`(?<![\\w$.])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(rest);
  const kept = `${used(defineProperty) ? `var ${defineProperty}=Object.defineProperty;` : ''}${used(describe) ? `var ${describe}=Object.getOwnPropertyDescriptor;` : ''}`;
  const imported = `${DECORATE_EXPORT} as ${helper}`;
  const fromBase = `}from${JSON.stringify(baseFile)};`;
  // pointAtLayers wrote the chunk's import of the base first, when it has one: the helper joins it.
  const firstEnd = rest.indexOf(';') + 1;
  const first = rest.slice(0, firstEnd);
  return first.startsWith('import{') && first.endsWith(fromBase)
    ? `import{${imported},${first.slice('import{'.length)}${kept}${rest.slice(firstEnd)}`
    : `import{${imported}${fromBase}${kept}${rest}`;
}

/** Short export names for a layer's chunk, `a`, `b`, … `Z`, `aa`, …: a tag names each in its imports, the chunk in its exports. */
function* shortNameSequence(): Generator<string, never> {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let length = 1; ; length += 1) {
    const total = letters.length ** length;
    for (let index = 0; index < total; index += 1) {
      let name = '';
      for (let rest = index, place = 0; place < length; place += 1, rest = Math.floor(rest / letters.length)) name = (letters[rest % letters.length] ?? '') + name;
      // Any name may be exported, even a keyword, but tools that read the chunks need not think so.
      if (!['as', 'do', 'if', 'in', 'of'].includes(name)) yield name;
    }
  }
}

/** Step 5: the loader, each `import()` pointed at its chunk, with the chunks each tag needs. */
async function buildEntryLoader(chunkOfModule: ReadonlyMap<string, string>, layerFiles: ReadonlySet<string>, preload: Readonly<Record<string, string[]>>, logLevel: LogLevel): Promise<Output> {
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
      routeImports(new Set([...layerFiles, ...chunkOfModule.keys()]), (file, kind) => {
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
  const layers = analysis.layers.map((layer) => `the ${layer.name} chunk ${kB(layer.gzipBytes)} gzip (${String(layer.tags.length)} tags fetch it)`).join(', ');
  console.log(`dist/${CHUNKS_DIR}/: ${String(analysis.files.length - 2)} chunks, ${layers}; everything ${kB(analysis.all.bytes)} (${kB(analysis.all.gzipBytes)} gzip)`);
  for (const tag of analysis.tags) {
    console.log(`  <${tag.tag}> alone: ${String(tag.files.length)} files (the loader, ${tag.layers.join(', ')}, its own), ${kB(tag.bytes)} (${kB(tag.gzipBytes)} gzip; budget ${kB(tag.budget)}: ${budgetStanding(tag)})`);
  }
  if (report.copiedTo !== null) console.log(`copied to ${relative(root, report.copiedTo)}/ (rulebench.js and ${CHUNKS_DIR}/)`);
}
