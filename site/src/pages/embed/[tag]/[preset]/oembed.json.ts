// `/embed/<tag>/<preset>/oembed.json`: the oEmbed answer for a preset's embed page.
import type { APIRoute, GetStaticPaths } from 'astro';
import { embedPages, oembedAnswer, type NamedPreset } from '../../../../lib/embeds.ts';
import type { AutoloadTag } from '../../../../../../components/autoload.ts';

export const getStaticPaths = (() =>
  embedPages().flatMap(({ tag, preset }) => (preset === undefined ? [] : [{ params: { tag, preset: preset.name }, props: { tag, preset } }]))) satisfies GetStaticPaths;

export const GET: APIRoute<{ tag: AutoloadTag; preset: NamedPreset }> = ({ props, site, url }) => Response.json(oembedAnswer(site ?? new URL(url.origin), props.tag, props.preset));
