/**
 * The entry of the blog bundle (`dist/rulebench.js`): every element, plus one thing only the
 * bundle knows. It is served from the docs site, so rule links from a blog page must point back to
 * the site the bundle came from, not to the blog's own domain.
 */
import { setDocsBase } from './shared/rule-citation.ts';
export * from './index.ts';

setDocsBase(new URL('.', import.meta.url).href);
