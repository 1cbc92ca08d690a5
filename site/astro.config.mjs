// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import starlight from '@astrojs/starlight';
import { fileURLToPath } from 'node:url';
import { gamesInOrder } from '../rules/games/index.ts';

/**
 * Astro 7.3's MDX pages carry a `"use astro:head-inject"` directive that Vite's bundler warns it may
 * not keep (withastro/astro#18087, open upstream): one warning box per MDX page, on every build.
 * It is Astro's own marker, handled before bundling, so the warning says nothing about our code.
 */
function isAstroHeadInjectWarning(warning) {
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && String(warning.message).includes('astro:head-inject');
}

// The site lives in site/ but its widgets and rules live one level up
// (components/, rules/). Vite refuses to serve files outside the root unless allowed.
export default defineConfig({
  // Where the site is served: canonical links and the sitemap use it. Set RULEBENCH_SITE_URL when
  // deploying; the default is where `npm start` serves it.
  site: process.env.RULEBENCH_SITE_URL ?? 'http://127.0.0.1:4321',
  integrations: [
    // Starlight adds the sitemap itself unless the site does: ours leaves out the embed pages
    // (/embed/<tag>/…), bare widgets for iframes marked noindex, and keeps the embed docs page.
    sitemap({ filter: (page) => !/\/embed\/[^/]+\//.test(new URL(page).pathname) }),
    starlight({
      title: 'Rulebench',
      description:
        'Tabletop game rules explained in plain words, beside live widgets you can try and embed.',
      customCss: ['./src/styles/tables.css', './src/styles/print.css'],
      // Code blocks wrap long lines instead of scrolling: a scrolling block becomes an unnamed
      // region (Expressive Code makes it focusable so a keyboard can scroll it), and two on a page
      // are two landmarks nobody can tell apart (axe: landmark-unique). Wrapped, none scrolls.
      expressiveCode: { defaultProps: { wrap: true } },
      // Our own src/pages/404.astro instead (see there).
      disable404Route: true,
      components: {
        // Named by what it shows, and loads Pagefind only when opened (see there).
        Search: './src/components/SiteSearch.astro',
      },
      sidebar: [
        {
          label: 'Start',
          items: [
            { label: 'Home', link: '/' },
            { label: 'Embed in your blog', slug: 'embed' },
          ],
        },
        // One group a game, from the manifest. Starlight 0.42: an autogenerate entry cannot carry a
        // label itself, so it sits inside a labelled group.
        ...gamesInOrder().map((game) => ({ label: game.title, items: [{ autogenerate: { directory: game.id } }] })),
        {
          label: 'For designers',
          items: [{ autogenerate: { directory: 'designers' } }],
        },
      ],
    }),
  ],
  vite: {
    server: {
      fs: { allow: ['..'] },
    },
    resolve: {
      // Pages import the rules as a reader of the package would (`rulebench/rules/<game>`); the
      // package's exports point at the built lib/, so the site reads the sources instead.
      alias: [{ find: /^rulebench\/rules\/([a-z-]+)$/, replacement: `${fileURLToPath(new URL('../rules/', import.meta.url))}$1/index.ts` }],
    },
    // The workbenches' simulation worker loads each game's rules on demand (a dynamic import),
    // which only a module worker can split into chunks.
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        onwarn(warning, warn) {
          if (!isAstroHeadInjectWarning(warning)) warn(warning);
        },
      },
    },
  },
});
