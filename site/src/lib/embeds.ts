/**
 * Embeds without scripts (issue 25, points 3 and 4): which widgets have an embed page, what their
 * URLs are, the oEmbed answer for each, and the embed builder's catalogue of attributes, all read
 * when the site is built from the Custom Elements Manifest (custom-elements.json, made from the
 * elements' JSDoc by scripts/manifest.ts) and the rules' presets (components/tag-presets.ts).
 *
 * URL shapes, decided here:
 * - `/embed/<tag>/` is a page holding only that widget; its attributes come from the query
 *   (`/embed/star-eater-direct-fire/?accuracy=3&evasion=1`), checked by the widget itself as if
 *   typed in HTML, so a bad one shows the widget's own error panel.
 * - `/embed/<tag>/<preset>/` is the same page with `preset` set, one page per preset. A static host
 *   serves the same file whatever the query, so a discovery link in the head cannot follow the
 *   query; a rulebook example, the thing people share most, gets a path of its own so that its
 *   link unfurls into that example and not into the widget's default. Other attributes still come
 *   from the query on top of the preset.
 * - `/embed/<tag>/oembed.json` and `/embed/<tag>/<preset>/oembed.json` are the oEmbed answers,
 *   one static file per page, named by the page's discovery link (`<link rel="alternate"
 *   type="application/json+oembed">`): a static site cannot run the `?url=` endpoint the spec
 *   describes, and its discovery part lets the link name any URL. A page's query is not in its
 *   oEmbed answer (same file, whatever the query): a shared query URL unfurls as its page's default.
 *
 * Absolute URLs (the oEmbed answers, the discovery links, the builder's snippets) use the site's
 * address, Astro's `site` (RULEBENCH_SITE_URL, see site/astro.config.mjs).
 */
import manifest from '../../../custom-elements.json';
import { AUTOLOAD_TAGS, type AutoloadTag } from '../../../components/autoload.ts';
import { presetsOf, type NamedPreset } from '../../../components/tag-presets.ts';
import { EMBED_HEIGHTS } from './embed-heights.ts';
import { EMBED_WIDTH, embedPath, iframeHtml } from './embed-urls.ts';

export { EMBED_WIDTH, embedPath, iframeHtml };

export type { NamedPreset };

/** How the builder asks for an attribute's value. */
export type AttributeKind = 'boolean' | 'choice' | 'text';

export interface EmbedAttribute {
  name: string;
  description: string;
  kind: AttributeKind;
  /** A choice's allowed values, from the manifest's literal union; empty otherwise. */
  choices: string[];
}

export interface EmbedTag {
  tag: AutoloadTag;
  attributes: EmbedAttribute[];
  presets: readonly NamedPreset[];
}

interface ManifestAttribute {
  name: string;
  description?: string;
  type?: { text: string };
}

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: readonly ManifestAttribute[];
}

/**
 * The tags with an embed page: every widget the blog loader knows, but the shared `rb-` pieces (an
 * event log, a die face, an error panel and the playground, which needs a ruleset from script).
 */
export const EMBED_TAGS: readonly AutoloadTag[] = AUTOLOAD_TAGS.filter((tag) => !tag.startsWith('rb-'));

/** A height for an embed the table has not measured yet: a lab's usual first view. */
const UNMEASURED_HEIGHT = 900;

/**
 * The height an embed's iframe starts at, before the widget says its own, and the height an oEmbed
 * consumer (which runs none of our lines) keeps: the page's first view at EMBED_WIDTH, measured
 * (site/src/lib/embed-heights.ts).
 */
export function embedHeight(tag: string, preset?: string): number {
  return EMBED_HEIGHTS[preset === undefined ? tag : `${tag}/${preset}`] ?? EMBED_HEIGHTS[tag] ?? UNMEASURED_HEIGHT;
}

/** `'a' | 'b' | null` → `['a', 'b']`; null when the type is not a union of string literals. */
function literalChoices(type: string | undefined): string[] | null {
  if (type === undefined) return null;
  const parts = type.split('|').map((part) => part.trim()).filter((part) => part !== 'null');
  if (parts.length < 2 || !parts.every((part) => /^'[^']*'$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1));
}

function embedAttribute(attribute: ManifestAttribute): EmbedAttribute {
  const type = attribute.type?.text;
  const choices = literalChoices(type);
  const kind: AttributeKind = type === 'boolean' ? 'boolean' : choices !== null ? 'choice' : 'text';
  return { name: attribute.name, description: (attribute.description ?? '').replace(/\s*\n\s*/g, ' '), kind, choices: choices ?? [] };
}

const DECLARATIONS: readonly ManifestDeclaration[] = (manifest as { modules: readonly { declarations?: readonly ManifestDeclaration[] }[] }).modules.flatMap((module) => module.declarations ?? []);

/** One tag's attributes and presets; throws (failing the build) when the manifest lacks it. */
export function embedTag(tag: AutoloadTag): EmbedTag {
  const declaration = DECLARATIONS.find((candidate) => candidate.customElement === true && candidate.tagName === tag);
  if (declaration === undefined) throw new Error(`embeds: custom-elements.json has no <${tag}> (run node scripts/manifest.ts).`);
  const presets = presetsOf(tag);
  // A `preset` with no preset to name (Torpedo's game, for now) could only be typed wrong: left out.
  const attributes = (declaration.attributes ?? []).filter((attribute) => attribute.name !== 'preset' || presets.length > 0);
  return { tag, attributes: attributes.map(embedAttribute), presets };
}

/** Every embeddable tag with its attributes and presets: the builder's catalogue. */
export function embedCatalogue(): EmbedTag[] {
  return EMBED_TAGS.map(embedTag);
}

/** The oEmbed answer beside an embed page. */
export function oembedPath(tag: string, preset?: string): string {
  return `${embedPath(tag, preset)}oembed.json`;
}

/**
 * What an embed is called (its page's title, its iframe's, its oEmbed title): the tag, and the
 * preset's title when there is one. No angle brackets: a title travels as plain text into places
 * that may not escape them.
 */
export function embedTitle(tag: string, preset?: NamedPreset): string {
  return preset === undefined ? `Rulebench: ${tag}` : `Rulebench: ${tag} (${preset.title})`;
}

/** Every embed page: one per tag, and one per preset of each tag. */
export function embedPages(): { tag: AutoloadTag; preset?: NamedPreset }[] {
  return EMBED_TAGS.flatMap((tag) => [{ tag }, ...presetsOf(tag).map((preset) => ({ tag, preset }))]);
}

/** The oEmbed spec's answer for a "rich" embed (https://oembed.com, section 2.3.4). */
export interface OembedAnswer {
  type: 'rich';
  version: '1.0';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
}

export function oembedAnswer(site: URL, tag: AutoloadTag, preset?: NamedPreset): OembedAnswer {
  const title = embedTitle(tag, preset);
  const height = embedHeight(tag, preset?.name);
  return {
    type: 'rich',
    version: '1.0',
    title,
    provider_name: 'Rulebench',
    provider_url: new URL('/', site).href,
    html: iframeHtml(new URL(embedPath(tag, preset?.name), site).href, title, height),
    width: EMBED_WIDTH,
    height,
  };
}
