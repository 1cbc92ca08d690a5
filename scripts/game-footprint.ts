/**
 * How far a game reaches outside its own folders (issue 24, point 4): for each game of the
 * manifest, the shared source files (not tests, not the docs' pages, not in any game's own folders:
 * rules/<game>/, components/<game>/, site/src/components/<game>/, bench/<game>/ …) that name its
 * id in code (`'<game>'`, `<game>-game`, `/<game>/`). Adding a game touches
 * those files; the goal is at most 5. A file in another game's folder is that game's own (Star
 * Eater's torpedoes are not the Torpedo game).
 *
 *   npm run footprint -- [--files]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GAME_IDS } from '../rules/games/index.ts';

const SOURCE = /\.(ts|mjs|js|astro)$/;
const NOT_COUNTED = /(\.test\.ts$|(^|\/)test-support\.ts$|^site\/src\/content\/)/;

/** The id as code names it: before a dash, a slash or a quote, or after a slash or a quote (not inside a longer id). */
function namingPattern(id: string): RegExp {
  return new RegExp(`(?<![\\w-])${id}(?=[-/'"\`])|(?<=['"\`/])${id}(?![\\w-])`);
}

/** The repository's shared source files that name the game `id`. */
export function filesNaming(id: string, root = process.cwd()): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const pattern = namingPattern(id);
  const shared = (path: string): boolean => !path.split('/').some((folder) => (GAME_IDS as readonly string[]).includes(folder));
  return tracked.filter((path) => SOURCE.test(path) && !NOT_COUNTED.test(path) && shared(path) && pattern.test(readFileSync(`${root}/${path}`, 'utf8')));
}

if (import.meta.main) {
  const listFiles = process.argv.includes('--files');
  for (const id of GAME_IDS) {
    const files = filesNaming(id);
    console.log(`${id}: ${String(files.length)}`);
    if (listFiles) for (const file of files) console.log(`  ${file}`);
  }
}
