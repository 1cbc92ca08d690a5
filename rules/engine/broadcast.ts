import { Observable, type Subscriber } from 'rxjs';

/**
 * One of the engine's streams: an RxJS `Observable` whose values the engine pushes by hand to
 * whoever subscribes. It does what a `Subject` did here, for less: the engine pushes once or twice
 * per command, and `Subject.next` wraps every push in an error-context closure and copies its
 * observer list lazily, which cost a watched engine a tenth of its speed on the whole games; and
 * leaving `Subject` out spares every widget running an engine its code.
 *
 * Like a `Subject`, a push goes to the subscribers there were when it began: the list is replaced,
 * never changed in place, so a subscriber added or removed during a push does not upset it.
 */
export class Broadcast<T> {
  private subscribers: readonly Subscriber<T>[] = [];

  /** Subscribing adds a listener; unsubscribing removes it. `onSubscribe` may greet it first. */
  readonly observable: Observable<T>;

  constructor(onSubscribe?: (subscriber: Subscriber<T>) => (() => void) | undefined) {
    this.observable = new Observable<T>((subscriber) => {
      const farewell = onSubscribe?.(subscriber);
      this.subscribers = [...this.subscribers, subscriber];
      return () => {
        this.subscribers = this.subscribers.filter((listener) => listener !== subscriber);
        farewell?.();
      };
    });
  }

  /** True while anyone listens: the engine skips work nobody would see. */
  get watched(): boolean {
    return this.subscribers.length > 0;
  }

  push(value: T): void {
    for (const subscriber of this.subscribers) subscriber.next(value);
  }
}
