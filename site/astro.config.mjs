// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

// The site lives in site/ but its widgets and rules live one level up
// (components/, rules/). Vite refuses to serve files outside the root unless allowed.
export default defineConfig({
  integrations: [
    starlight({
      title: 'Rulebench',
      description:
        'Tabletop game rules explained in plain words, beside live widgets you can try and embed.',
      customCss: ['./src/styles/tables.css'],
      sidebar: [
        {
          label: 'Start',
          items: [
            { label: 'Home', link: '/' },
            { label: 'Embed in your blog', slug: 'embed' },
          ],
        },
        {
          // Starlight 0.42: an autogenerate entry cannot carry a label itself,
          // so it sits inside a labelled group.
          label: 'Star Eater',
          items: [{ autogenerate: { directory: 'star-eater' } }],
        },
        {
          label: 'Steam Torpedo',
          items: [{ autogenerate: { directory: 'steam-torpedo' } }],
        },
        {
          label: 'Steamwork Arena',
          items: [{ autogenerate: { directory: 'steamwork-arena' } }],
        },
      ],
    }),
  ],
  vite: {
    server: {
      fs: { allow: ['..'] },
    },
  },
});
