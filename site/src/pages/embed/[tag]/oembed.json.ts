// `/embed/<tag>/oembed.json`: the oEmbed answer for `/embed/<tag>/`, written when the site is built.
import type { APIRoute, GetStaticPaths } from 'astro';
import { EMBED_TAGS, oembedAnswer } from '../../../lib/embeds.ts';
import type { AutoloadTag } from '../../../../../components/autoload.ts';

export const getStaticPaths = (() => EMBED_TAGS.map((tag) => ({ params: { tag }, props: { tag } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ tag: AutoloadTag }> = ({ props, site, url }) => Response.json(oembedAnswer(site ?? new URL(url.origin), props.tag));
