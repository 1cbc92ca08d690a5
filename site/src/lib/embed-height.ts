/**
 * An embed page's side of the resizing (issue 25, point 3): it tells the page around its iframe how
 * tall its content is, `{ type: 'rulebench:height', height }` by postMessage, at once and after
 * every change (a widget grows as it is played), so the host's lines can size the iframe and the
 * host's page never shows a scroll bar inside the post or a gap below it.
 */
import { HEIGHT_MESSAGE_TYPE, type HeightMessage } from './embed-urls.ts';

export function reportHeightToParent(): void {
  // Opened on its own, the page has no host to tell.
  if (window.parent === window) return;
  const content = document.querySelector('main');
  if (content === null) return;
  let reported = -1;
  const report = (): void => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE_TYPE, height };
    // Any host may embed us, and the message says nothing secret: no target origin to check.
    window.parent.postMessage(message, '*');
  };
  // The observer reports once when it starts watching, then on every change of size.
  new ResizeObserver(report).observe(content);
}
