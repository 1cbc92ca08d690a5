import { expect } from '@open-wc/testing';
import { commandEvent, type CommandDetail } from './command-event.ts';

describe('commandEvent', () => {
  it('makes an rb-command event that bubbles out of shadow roots, typed page-wide', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    document.body.append(host);
    const heard: CommandDetail<unknown, unknown>[] = [];
    // The global HTMLElementEventMap entry types the listener: no cast needed.
    const listener = (event: HTMLElementEventMap['rb-command']): void => {
      heard.push(event.detail);
    };
    document.body.addEventListener('rb-command', listener);
    interface Extra extends CommandDetail<{ type: 'go' }, { type: 'went' }> {
      by: string;
    }
    const event = commandEvent<Extra>({ command: { type: 'go' }, result: { ok: true, events: [{ type: 'went' }] }, by: 'reader' });
    inner.dispatchEvent(event);
    document.body.removeEventListener('rb-command', listener);
    host.remove();
    expect(event.type).to.equal('rb-command');
    expect(event.bubbles && event.composed).to.equal(true);
    expect(heard).to.deep.equal([{ command: { type: 'go' }, result: { ok: true, events: [{ type: 'went' }] }, by: 'reader' }]);
  });
});
