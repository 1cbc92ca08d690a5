import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { TimerController } from './bot-timer.ts';
import { defineElement } from './define.ts';

class TimerHost extends LitElement {
  readonly timer = new TimerController(this);
}
defineElement('rb-test-timer-host', TimerHost);

describe('TimerController', () => {
  it('runs the action once after the delay, and is pending until then', async () => {
    const el = await fixture<TimerHost>(html`<rb-test-timer-host></rb-test-timer-host>`);
    let runs = 0;
    el.timer.schedule(5, () => {
      runs += 1;
    });
    expect(el.timer.pending).to.equal(true);
    await aTimeout(20);
    expect(runs).to.equal(1);
    expect(el.timer.pending).to.equal(false);
  });

  it('keeps the first of two schedules: one bot move at a time', async () => {
    const el = await fixture<TimerHost>(html`<rb-test-timer-host></rb-test-timer-host>`);
    const ran: string[] = [];
    el.timer.schedule(5, () => ran.push('first'));
    el.timer.schedule(0, () => ran.push('second'));
    await aTimeout(20);
    expect(ran).to.deep.equal(['first']);
  });

  it('cancels on request and when the element leaves the document', async () => {
    const el = await fixture<TimerHost>(html`<rb-test-timer-host></rb-test-timer-host>`);
    let runs = 0;
    el.timer.schedule(5, () => (runs += 1));
    el.timer.cancel();
    expect(el.timer.pending).to.equal(false);
    el.timer.schedule(5, () => (runs += 1));
    el.remove();
    expect(el.timer.pending).to.equal(false);
    await aTimeout(20);
    expect(runs).to.equal(0);
  });
});
