/**
 * The module that registers each tag of the loader's map, as a repository-relative path
 * (`components/<game>/<tag>.ts`): read from each entry's own source text in its folder's
 * tags.ts (`() => import('./<tag>.ts')`), which Node keeps.
 */
import { GAME_TAGS } from '../components/autoload.ts';

export function registeringModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [folder, loaders] of Object.entries(GAME_TAGS)) {
    for (const [tag, load] of Object.entries(loaders) as [string, () => Promise<unknown>][]) {
      const path = /import\(\s*['"]\.\/([^'"]+)['"]\s*\)/.exec(load.toString())?.[1];
      if (path === undefined) throw new Error(`components/${folder}/tags.ts: '${tag}' does not read as () => import('./…'): ${load.toString()}`);
      modules.set(tag, `components/${folder}/${path}`);
    }
  }
  return modules;
}
