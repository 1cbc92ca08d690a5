/**
 * Lets Node resolve the package's own names to the sources, as the site's Vite alias and
 * tsconfig.json's `paths` do: `rulebench/rules/<name>` is `rules/<name>/index.ts`, and
 * `rulebench/rules/engine/testing` the shared laws. The starter (starter/) imports the engine as a
 * designer who copied it would, from the package; without this its tests would need the package
 * built first. `npm run test:rules` imports this before any test.
 */
import { registerHooks } from 'node:module';

const RULES = new URL('../rules/', import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'rulebench/rules/engine/testing') return nextResolve(new URL('engine/testing/laws.ts', RULES).href, context);
    const match = /^rulebench\/rules\/([a-z-]+)$/.exec(specifier);
    return nextResolve(match === null ? specifier : new URL(`${match[1] ?? ''}/index.ts`, RULES).href, context);
  },
});
