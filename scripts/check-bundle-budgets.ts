/**
 * The byte budgets of the blog bundle (each folder's budgets.ts, read by scripts/build-bundle.ts): builds the loader in
 * memory, prints what each tag alone on a blank page costs against its budget (the loader, the
 * layers' chunks it stands on, its own chunk), and fails when a tag costs more, or when the plain
 * direct-fire roll's chunk holds any of its board (plain-roll-chunk.ts). Bytes are deterministic, so this
 * is a test like any other; `npm test` runs it.
 *
 *   node scripts/check-bundle-budgets.ts
 */
import { analyseBundle, breaksBudget, budgetStanding } from './build-bundle.ts';
import { plainRollProblems } from './plain-roll-chunk.ts';

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

const analysis = await analyseBundle();
// The layers' chunks: the base every tag fetches, then those only the tags that use them fetch (scripts/build-bundle.ts).
const layers = analysis.layers.map((layer, index) => `the ${layer.name} chunk (${kB(layer.gzipBytes)}${index === 0 ? '' : `, ${String(layer.tags.length)} tags`})`);
console.log(`each tag alone on a blank page: the loader (${kB(analysis.loader.gzipBytes)}), ${layers.join(', ')} where it uses them, and its own chunk, gzip -9`);
for (const tag of analysis.tags) {
  const mark = breaksBudget(tag) ? 'FAIL' : 'ok  ';
  const above = tag.layers.slice(1);
  console.log(`${mark} <${tag.tag}>`.padEnd(34) + `${String(tag.gzipBytes).padStart(7)} bytes  budget ${String(tag.budget).padStart(6)}  ${budgetStanding(tag)}${above.length === 0 ? '' : `  (with ${above.join(', ')})`}`);
}
const plainRoll = plainRollProblems(analysis);
console.log(plainRoll.length === 0 ? 'ok   <star-eater-direct-fire> without a board: none of the board in its chunk' : `FAIL <star-eater-direct-fire> without a board: ${plainRoll.join('; ')}`);
const failed = analysis.tags.filter(breaksBudget).length + (plainRoll.length === 0 ? 0 : 1);
console.log(`${String(analysis.tags.length + 1 - failed)} passed, ${String(failed)} failed`);
process.exitCode = failed === 0 ? 0 : 1;
