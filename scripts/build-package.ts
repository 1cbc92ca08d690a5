/**
 * Builds what `npm pack` ships (npm runs this as `prepack`; also `npm run build:package`):
 *
 * - `lib/`: rules/ and components/ as ES modules with TypeScript declarations, without tests and
 *   test helpers (tsc with tsconfig.package.json; `./x.ts` imports become `./x.js`);
 * - `custom-elements.json`, `vscode.html-custom-data.json`, `vscode.css-custom-data.json`,
 *   `web-types.json`: from the elements' JSDoc (scripts/manifest.ts).
 *
 * tsc rewrites the extension of import specifiers only. Two more places still say `.ts` after it,
 * and this script rewrites both: a Web Worker's `new URL('./x.ts', import.meta.url)` (the
 * workbench's simulation worker; bundlers and Vite read that form, and in the package the file
 * is `./x.js`), and the relative imports of the `.d.ts` files, which tsc copies as written. It
 * then fails if any relative `.ts` specifier is left in lib/, or if an entry of package.json's
 * `exports` points at a file that was not built.
 *
 *   node scripts/build-package.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, writeManifests } from './manifest.ts';

const LIB = join(ROOT, 'lib');

/** `new URL('./x.ts', import.meta.url)` → `new URL('./x.js', import.meta.url)`. */
const WORKER_URL = /(new\s+URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2(\s*,\s*import\.meta\.url\s*\))/g;
/** A relative specifier in an import, export or `import()`: `from './x.ts'`, `import('../y.ts')`. */
const RELATIVE_TS_SPECIFIER = /((?:\bfrom|\bimport\s*\(|\bimport)\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every string an `exports` entry of package.json resolves to (conditions and all). */
function exportTargets(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry !== null && typeof entry === 'object') return Object.values(entry).flatMap(exportTargets);
  return [];
}

export function buildPackage(): void {
  const started = performance.now();
  rmSync(LIB, { recursive: true, force: true });
  // tsc's messages go to stderr, as this script's own: `npm pack --json` prints its JSON on stdout.
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.package.json')], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (tsc.status !== 0) throw new Error(`tsc -p tsconfig.package.json failed (exit ${String(tsc.status)})`);

  const leftovers: string[] = [];
  let workerUrls = 0;
  for (const file of filesUnder(LIB)) {
    if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue;
    const before = readFileSync(file, 'utf8');
    const after = before
      .replace(WORKER_URL, (_match, start: string, quote: string, path: string, end: string) => {
        workerUrls += 1;
        return `${start}${quote}${path}.js${quote}${end}`;
      })
      .replace(RELATIVE_TS_SPECIFIER, (_match, start: string, quote: string, path: string) => `${start}${quote}${path}.js${quote}`);
    if (after !== before) writeFileSync(file, after);
    for (const line of after.split('\n')) if (/(['"])\.{1,2}\/[^'"]+\.ts\1/.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//')) leftovers.push(`${relative(ROOT, file)}: ${line.trim()}`);
  }
  if (leftovers.length > 0) throw new Error(`lib/ still names .ts files:\n${leftovers.join('\n')}`);

  const manifest = writeManifests();

  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const missing = Object.entries(packageJson.exports).flatMap(([key, entry]) => exportTargets(entry).filter((target) => !existsSync(join(ROOT, target))).map((target) => `${key} → ${target}`));
  if (missing.length > 0) throw new Error(`package.json exports files that were not built:\n${missing.join('\n')}`);

  const files = filesUnder(LIB);
  console.error(
    `lib/: ${String(files.filter((file) => file.endsWith('.js')).length)} modules, ${String(files.filter((file) => file.endsWith('.d.ts')).length)} declarations; ` +
      `${String(workerUrls)} worker URL(s) pointed at .js; ${String(manifest.modules.length)} manifest modules (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.main) buildPackage();
