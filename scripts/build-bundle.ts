/**
 * Builds the blog bundle: every Rulebench element in one self-contained, minified ES module,
 * `dist/rulebench.js`, loaded by a blog with one script tag. When the docs site has been built
 * (`site/dist` exists; `npm run build` builds the site first) the bundle is copied there too, so
 * the site serves it at `/rulebench.js`.
 *
 *   node scripts/build-bundle.ts      (Node 24 runs this TypeScript as it is)
 *
 * The component tests import `buildBundle` and build before they run (web-test-runner.config.mjs).
 */
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const BUNDLE_PATH = join(root, 'dist', 'rulebench.js');
const SITE_DIST = join(root, 'site', 'dist');

export interface BundleOptions {
  /** Also copy the bundle into site/dist when the site has been built. Default true. */
  copyToSite?: boolean;
}

export interface BundleReport {
  outfile: string;
  bytes: number;
  gzipBytes: number;
  copiedTo: string | null;
}

export async function buildBundle(options: BundleOptions = {}): Promise<BundleReport> {
  await build({
    // bundle.ts is components/index.ts (the one list of elements) plus the docs-link base that
    // only the bundle can know: see the comment in it.
    entryPoints: [join(root, 'components', 'bundle.ts')],
    outfile: BUNDLE_PATH,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // RxJS publishes a smaller build under the `es2015` export condition (about 2 kB gzip less).
    conditions: ['es2015'],
    // Honour experimentalDecorators / useDefineForClassFields: without them Lit's decorators break.
    tsconfig: join(root, 'tsconfig.json'),
    legalComments: 'eof',
    logLevel: 'warning',
  });
  const code = await readFile(BUNDLE_PATH);
  let copiedTo: string | null = null;
  if ((options.copyToSite ?? true) && (await isDirectory(SITE_DIST))) {
    copiedTo = join(SITE_DIST, 'rulebench.js');
    await mkdir(SITE_DIST, { recursive: true });
    await copyFile(BUNDLE_PATH, copiedTo);
  }
  return { outfile: BUNDLE_PATH, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, copiedTo };
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
  console.log(`${relative(root, report.outfile)}: ${kB(report.bytes)} (${kB(report.gzipBytes)} gzip)`);
  if (report.copiedTo !== null) console.log(`copied to ${relative(root, report.copiedTo)}`);
}
