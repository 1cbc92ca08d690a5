import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps a box from shrinking while a game is played: it holds the tallest height the box has had
 * at its width as its `min-height`, so the page below a widget does not jump up and down from one
 * move to the next (a list of choices that comes and goes, a hand-off screen in place of the table:
 * issue 25). It grows as its content does. A new game lets go (`release`), and so does a new width,
 * where the tallest height seen no longer says anything.
 *
 * It measures in the frame after each of the host's updates, before the browser paints it: the
 * elements inside (the log, the boards) update after the host, so measured at once the box would
 * still hold their old content. (A ResizeObserver to hear of later growth set off the browser's
 * "ResizeObserver loop" error beside the boards' own observers, and the next update hears of it.)
 */
export class SteadyHeight implements ReactiveController {
  private tallest = 0;
  private width = 0;
  private frame = 0;
  private readonly find: () => HTMLElement | null;

  /** `find`: the box to hold, in the host's latest render (null while there is none). */
  constructor(host: ReactiveControllerHost, find: () => HTMLElement | null) {
    this.find = find;
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.hold();
    });
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Lets the box be as short as its content again, from its next update on. */
  release(): void {
    this.tallest = 0;
    this.find()?.style.removeProperty('min-height');
  }

  /** Holds the box at its height now when that is the tallest yet at its width. */
  private hold(): void {
    const box = this.find();
    if (box === null) return;
    const { width } = box.getBoundingClientRect();
    if (width !== this.width) {
      this.width = width;
      this.release();
    }
    const { height } = box.getBoundingClientRect();
    if (height <= this.tallest) return;
    this.tallest = height;
    // The height measured is the border box's: held as such, padding does not add to it.
    box.style.boxSizing = 'border-box';
    box.style.minHeight = `${String(height)}px`;
  }
}
