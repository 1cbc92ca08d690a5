/**
 * What a page of several widgets downloads through the blog loader, as a browser fetches it: the
 * loader once, then every chunk any of its widgets needs, each file once however many widgets
 * need it (the base chunk, the play and lab chunks the labs and whole games share), each gzipped
 * on its own as served.
 * A widget that shows what a lazy chunk holds (the direct-fire widget's board) adds that chunk.
 * From `analyseBundle` (scripts/build-bundle.ts), so it needs no browser: the bench prints it, and a
 * test may hold a page to a ceiling with it.
 */
import type { BundleAnalysis, FileSet } from '../scripts/build-bundle.ts';

/** One widget of a page: its tag, and whether it fetches its lazy chunks too. */
export interface PageWidget {
  tag: string;
  /** What its attributes are, for the reader of a figure (they decide `lazy`). */
  attributes?: Readonly<Record<string, string>>;
  /** It shows what its lazy chunks hold (a board attribute on the direct-fire widget): they are fetched too. */
  lazy?: boolean;
}

/**
 * Issue 25's blog post: paragraphs with three widgets between them, the direct-fire roll without a
 * board, a Steam Pirates mechanic and a whole game.
 */
export const THREE_WIDGET_POST: readonly PageWidget[] = [
  { tag: 'star-eater-direct-fire', attributes: { accuracy: '3', evasion: '1' } },
  { tag: 'steam-pirates-flagship-route' },
  { tag: 'torpedo-game', attributes: { players: '3', seed: '4' } },
];

/** The files a page of `widgets` fetches, each once, in the order first needed, with their sizes added up. */
export function pageBytes(analysis: BundleAnalysis, widgets: readonly PageWidget[]): FileSet {
  const sizes = new Map(analysis.files.map((file) => [file.path, file]));
  const files = new Set<string>(analysis.loader.files);
  for (const widget of widgets) {
    const tag = analysis.tags.find((cost) => cost.tag === widget.tag);
    if (tag === undefined) throw new Error(`the loader has no <${widget.tag}>`);
    for (const file of [...tag.files, ...(widget.lazy === true ? tag.lazy.files : [])]) files.add(file);
  }
  let bytes = 0;
  let gzipBytes = 0;
  for (const path of files) {
    const size = sizes.get(path);
    if (size === undefined) throw new Error(`the build has no ${path}`);
    bytes += size.bytes;
    gzipBytes += size.gzipBytes;
  }
  return { files: [...files], bytes, gzipBytes };
}
