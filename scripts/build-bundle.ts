/**
 * Builds the blog loader: `dist/rulebench.js`, a small ES module that defines nothing itself and
 * imports a widget's code the first time the widget's tag appears in the page, and beside it
 * `dist/chunks/`, the code it imports on demand. esbuild splits the code: each module of the map in
 * `components/autoload.ts` becomes a chunk named after it (`chunks/star-eater-direct-fire-HASH.js`),
 * and what several of them share (Lit, RxJS, the engine, a game's rules) goes into shared chunks
 * (`chunks/chunk-HASH.js`), so a page with one Star Eater widget fetches no Steam Torpedo code.
 * A blog hosts the whole `dist/` folder and loads `rulebench.js` with one script tag.
 *
 * When the docs site has been built (`site/dist` exists; `npm run build` builds the site first)
 * the loader and its chunks are copied there too, so the site serves them at `/rulebench.js` and
 * `/chunks/`.
 *
 *   node scripts/build-bundle.ts      (Node 24 runs this TypeScript as it is)
 *
 * It builds twice: the first build's metafile says which chunks each tag needs, and the second
 * writes those lists into the loader (RULEBENCH_PRELOAD, see components/bundle.ts) so it can fetch a
 * widget's chunks all at once. Only the loader changes between the two: the chunks' names and bytes
 * are the same (checked).
 *
 * The component tests import `buildBundle` and build before they run (web-test-runner.config.mjs);
 * the bench and the smoke test read what each tag costs from `analyseBundle` (esbuild's metafile).
 */
import { build, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TAG_MODULES } from '../components/autoload.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const DIST = join(root, 'dist');
export const BUNDLE_PATH = join(DIST, 'rulebench.js');
/** The folder of the on-demand code, inside DIST. */
export const CHUNKS_DIR = 'chunks';
const SITE_DIST = join(root, 'site', 'dist');

/**
 * The module the loader imports before any widget module, to point rule links at the site that
 * served it (components/bundle.ts). Every tag's cost includes it.
 */
const DOCS_BASE_MODULE = 'components/shared/rule-citation.ts';

/** The global of components/bundle.ts that the build replaces with each tag's chunk list. */
const PRELOAD_GLOBAL = 'RULEBENCH_PRELOAD';

/**
 * The esbuild options of the loader build (`define` aside: see `buildLoader`). `analyseBundle`
 * builds the same in memory; the bench builds a one-file bundle from them for comparison.
 */
export const bundleOptions = {
  absWorkingDir: root,
  // bundle.ts is the loader: the tag → module map of autoload.ts, and the docs-link base that only
  // the loader can know: see the comment in it.
  entryPoints: [{ in: join(root, 'components', 'bundle.ts'), out: 'rulebench' }],
  outdir: DIST,
  entryNames: '[name]',
  // Dynamically imported modules and shared code alike land here, named after their module
  // (shared code is `chunk-`): stable names as long as the code does not change.
  chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // RxJS publishes a smaller build under the `es2015` export condition (about 2 kB gzip less).
  conditions: ['es2015'],
  // Honour experimentalDecorators / useDefineForClassFields: without them Lit's decorators break.
  tsconfig: join(root, 'tsconfig.json'),
  legalComments: 'eof',
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

/** What one tag costs a page that shows it alone: the loader, its chunk and every chunk that imports. */
export interface TagCost extends FileSet {
  tag: string;
  /** The source module that registers the tag, e.g. `components/star-eater/star-eater-direct-fire.ts`. */
  module: string;
  /** Its own chunk, e.g. `chunks/star-eater-direct-fire-HASH.js`. */
  chunk: string;
}

export interface BundleAnalysis {
  /** Every output file. */
  files: BundleFile[];
  /** The loader and its static imports: what a page pays before any widget. */
  loader: FileSet;
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

export async function buildBundle(options: BundleOptions = {}): Promise<BundleReport> {
  const { analysis, outputFiles } = await buildLoader('warning');
  // Chunk names change with their content: clear out the last build's, or they pile up.
  await rm(join(DIST, CHUNKS_DIR), { recursive: true, force: true });
  for (const file of outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
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
  if (loader === undefined) throw new Error('esbuild wrote no dist/rulebench.js');
  return { outfile: BUNDLE_PATH, bytes: loader.bytes, gzipBytes: loader.gzipBytes, analysis, copiedTo };
}

/**
 * Builds the loader in memory as `buildBundle` does (esbuild's output is deterministic, so the file
 * names and sizes are those `buildBundle` writes), and reads from the metafile which files each
 * tag needs.
 */
export async function analyseBundle(): Promise<BundleAnalysis> {
  return (await buildLoader('silent')).analysis;
}

/** The two builds (see the top of this file), in memory. */
async function buildLoader(logLevel: 'warning' | 'silent'): Promise<{ analysis: BundleAnalysis; outputFiles: OutputFile[] }> {
  const first = await build({ ...bundleOptions, logLevel, define: { [PRELOAD_GLOBAL]: JSON.stringify('{}') } });
  const firstAnalysis = analyse(first.metafile, contentsOf(first.outputFiles));
  const loaderFiles = new Set(firstAnalysis.loader.files);
  const preload = Object.fromEntries(firstAnalysis.tags.map((tag) => [tag.tag, tag.files.filter((file) => !loaderFiles.has(file))]));
  const second = await build({ ...bundleOptions, logLevel, define: { [PRELOAD_GLOBAL]: JSON.stringify(JSON.stringify(preload)) } });
  const analysis = analyse(second.metafile, contentsOf(second.outputFiles));
  const chunks = (files: readonly BundleFile[]): string => JSON.stringify(files.filter((file) => file.path !== 'rulebench.js'));
  if (chunks(analysis.files) !== chunks(firstAnalysis.files)) {
    throw new Error('the chunks changed when the preload lists were written into the loader: its lists would name the wrong files');
  }
  return { analysis, outputFiles: second.outputFiles };
}

function contentsOf(outputFiles: readonly OutputFile[]): Map<string, Uint8Array> {
  return new Map(outputFiles.map((file) => [metafilePath(file), file.contents]));
}

function metafilePath(file: OutputFile): string {
  return relative(root, file.path).split(sep).join('/');
}

/** `dist/chunks/x.js` (a metafile output path, relative to the repository) → `chunks/x.js`. */
function distPath(output: string): string {
  return relative(DIST, join(root, output)).split(sep).join('/');
}

function analyse(metafile: Metafile, contents: ReadonlyMap<string, Uint8Array>): BundleAnalysis {
  const files = new Map<string, BundleFile>();
  for (const output of Object.keys(metafile.outputs)) {
    if (output.endsWith('.map')) continue;
    const code = contents.get(output);
    if (code === undefined) throw new Error(`no contents for ${output}`);
    files.set(distPath(output), { path: distPath(output), bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength });
  }

  /** Output files reached from these by static imports (what the browser fetches before running them). */
  const closure = (starts: readonly string[]): string[] => {
    const reached = new Set<string>();
    const pending = [...starts];
    for (let output = pending.pop(); output !== undefined; output = pending.pop()) {
      if (reached.has(output)) continue;
      reached.add(output);
      for (const imported of metafile.outputs[output]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
      }
    }
    return [...reached];
  };
  const fileSet = (outputs: readonly string[]): FileSet => {
    const members = [...new Set(outputs.map(distPath))].sort(loaderFirst);
    const sizes = members.map((path) => files.get(path) ?? { path, bytes: 0, gzipBytes: 0 });
    return {
      files: members,
      bytes: sizes.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: sizes.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };
  const outputOf = (module: string): string => {
    const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === module)?.[0];
    if (found === undefined) throw new Error(`esbuild made no chunk of its own for ${module}: is it imported with import() in components/autoload.ts?`);
    return found;
  };

  const loaderOutput = outputOf('components/bundle.ts');
  const docsBaseOutput = outputOf(DOCS_BASE_MODULE);
  const loaderClosure = closure([loaderOutput]);
  const tags = Object.entries(TAG_MODULES).map(([tag, importer]): TagCost => {
    const module = moduleOfImporter(importer);
    const chunk = outputOf(module);
    return { tag, module, chunk: distPath(chunk), ...fileSet([...loaderClosure, ...closure([docsBaseOutput, chunk])]) };
  });
  return {
    files: [...files.values()].sort((a, b) => loaderFirst(a.path, b.path)),
    loader: fileSet(loaderClosure),
    tags,
    all: fileSet(Object.keys(metafile.outputs).filter((output) => !output.endsWith('.map'))),
  };
}

/**
 * The module an entry of autoload.ts imports, as a metafile input path: read from the function's
 * own source text (`() => import('./star-eater/star-eater-direct-fire.ts')`), which Node keeps.
 */
function moduleOfImporter(importer: () => Promise<unknown>): string {
  const specifier = /import\(\s*["']([^"']+)["']\s*\)/.exec(String(importer))?.[1];
  if (specifier === undefined) throw new Error(`not an import() of one module: ${String(importer)}`);
  return relative(root, fileURLToPath(new URL(specifier, new URL('../components/autoload.ts', import.meta.url)))).split(sep).join('/');
}

/** The loader first, then by path. */
function loaderFirst(a: string, b: string): number {
  if (a === 'rulebench.js') return -1;
  if (b === 'rulebench.js') return 1;
  return a.localeCompare(b);
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
  const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  const { analysis } = report;
  console.log(`${relative(root, report.outfile)} (the loader): ${kB(report.bytes)} (${kB(report.gzipBytes)} gzip)`);
  console.log(`dist/${CHUNKS_DIR}/: ${String(analysis.files.length - 1)} chunks; everything ${kB(analysis.all.bytes)} (${kB(analysis.all.gzipBytes)} gzip)`);
  for (const tag of analysis.tags) {
    console.log(`  <${tag.tag}> alone: ${String(tag.files.length)} files, ${kB(tag.bytes)} (${kB(tag.gzipBytes)} gzip)`);
  }
  if (report.copiedTo !== null) console.log(`copied to ${relative(root, report.copiedTo)}/ (rulebench.js and ${CHUNKS_DIR}/)`);
}
