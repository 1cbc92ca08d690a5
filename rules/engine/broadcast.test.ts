import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Subscription } from 'rxjs';
import { Broadcast } from './broadcast.ts';

describe('Broadcast, the stream behind each engine observable', () => {
  it('greets each subscriber, then pushes to every one until it unsubscribes', () => {
    const broadcast = new Broadcast<number>((subscriber) => {
      subscriber.next(0);
    });
    const seen: string[] = [];
    assert.equal(broadcast.watched, false);
    const first = broadcast.observable.subscribe((value) => seen.push(`a${String(value)}`));
    broadcast.push(1);
    const second = broadcast.observable.subscribe((value) => seen.push(`b${String(value)}`));
    broadcast.push(2);
    first.unsubscribe();
    broadcast.push(3);
    second.unsubscribe();
    broadcast.push(4);
    assert.deepEqual(seen, ['a0', 'a1', 'b0', 'a2', 'b2', 'b3']);
    assert.equal(broadcast.watched, false);
  });

  it('behaves as a Subject when subscribers come and go during a push', () => {
    const broadcast = new Broadcast<number>();
    const seen: string[] = [];
    let late: Subscription | null = null;
    const second: { subscription: Subscription | null } = { subscription: null };
    broadcast.observable.subscribe((value) => {
      seen.push(`a${String(value)}`);
      // During the push one subscriber leaves (it hears nothing more, not even this push) and
      // another joins (it hears the pushes after this one); the push goes on to the end.
      second.subscription?.unsubscribe();
      late ??= broadcast.observable.subscribe((lateValue) => seen.push(`late${String(lateValue)}`));
    });
    second.subscription = broadcast.observable.subscribe((value) => seen.push(`b${String(value)}`));
    broadcast.push(1);
    broadcast.push(2);
    assert.deepEqual(seen, ['a1', 'a2', 'late2']);
  });

  it('runs the farewell of a subscriber when it leaves', () => {
    let left = 0;
    const broadcast = new Broadcast<number>(() => () => {
      left++;
    });
    broadcast.observable.subscribe(() => undefined).unsubscribe();
    assert.equal(left, 1);
  });
});
