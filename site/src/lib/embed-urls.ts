/**
 * Embed URLs and markup that both the build (site/src/lib/embeds.ts: pages, oEmbed answers) and the
 * browser (the embed builder's snippets) write, kept in a module of their own that imports nothing,
 * so the builder's script carries only these few lines and the two never disagree.
 */

/** The width an embed is made for: a blog's text column. Its iframe takes the column's width up to this. */
export const EMBED_WIDTH = 720;

/** The message an embed page posts to its parent; the host's resize lines read it. */
export interface HeightMessage {
  type: 'rulebench:height';
  height: number;
}

export const HEIGHT_MESSAGE_TYPE: HeightMessage['type'] = 'rulebench:height';

/** `/embed/<tag>/` or `/embed/<tag>/<preset>/`. */
export function embedPath(tag: string, preset?: string): string {
  return preset === undefined ? `/embed/${tag}/` : `/embed/${tag}/${preset}/`;
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The iframe that shows an embed on a page of another site: the column's width up to EMBED_WIDTH,
 * no border, loaded when scrolled near; `height` is where it starts, before the widget says its own.
 */
export function iframeHtml(src: string, title: string, height: number): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="${String(EMBED_WIDTH)}" height="${String(height)}" style="border:0;width:100%;max-width:${String(EMBED_WIDTH)}px" loading="lazy"></iframe>`;
}

/**
 * The host page's lines that size each Rulebench iframe to its widget: they listen for the height
 * message, only from the docs site's origin, and apply it to the iframe whose window sent it. The
 * embed page shows them and the builder writes them under its iframe.
 */
export function resizeScript(siteOrigin: string): string {
  return `<script>
  // Rulebench embeds say how tall they are: give each iframe its widget's height.
  addEventListener('message', (event) => {
    if (event.origin !== '${siteOrigin}' || event.data?.type !== '${HEIGHT_MESSAGE_TYPE}') return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
    }
  });
</script>`;
}
