import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // Starlight reads this collection whether or not a site translates its UI; left undeclared, every
  // build warns that it does not exist. It holds one entry, en.json, with the UI strings we change.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
