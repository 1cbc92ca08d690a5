import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * One pending timer tied to an element's life: a bot's next move. It never runs while the element
 * is out of the document (disconnecting cancels it), and at most one is pending at a time, so a
 * chain of bot moves is a chain of `setTimeout`s that never blocks the page.
 */
export class TimerController implements ReactiveController {
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whether a timer is waiting to fire. */
  get pending(): boolean {
    return this.handle !== null;
  }

  /** Runs `action` after `delay` ms, unless a timer is already pending (then nothing changes). */
  schedule(delay: number, action: () => void): void {
    if (this.handle !== null) return;
    this.handle = setTimeout(() => {
      this.handle = null;
      action();
    }, delay);
  }

  cancel(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }

  hostDisconnected(): void {
    this.cancel();
  }
}
