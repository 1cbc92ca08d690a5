import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { defineElement } from './define.ts';
import { LiveAnnouncer } from './live-announcer.ts';

class SpeakingHost extends LitElement {
  readonly announcer = new LiveAnnouncer(this);

  protected override render(): unknown {
    return this.announcer.render();
  }
}
defineElement('rb-test-speaking-host', SpeakingHost);

describe('LiveAnnouncer', () => {
  it('says each announcement in a fresh node of a polite live region, and nothing after clear', async () => {
    const el = await fixture<SpeakingHost>(html`<rb-test-speaking-host></rb-test-speaking-host>`);
    const region = el.shadowRoot?.querySelector('[aria-live="polite"]');
    expect(region?.getAttribute('aria-atomic')).to.equal('true');
    expect(region?.textContent.trim()).to.equal('');
    el.announcer.announce('Rolled 7.');
    await el.updateComplete;
    const first = region?.querySelector('span');
    expect(first?.textContent).to.equal('Rolled 7.');
    el.announcer.announce('Rolled 7.');
    await el.updateComplete;
    const second = region?.querySelector('span');
    expect(second?.textContent).to.equal('Rolled 7.');
    // The same words again are a new node, so a screen reader reads them again.
    expect(second).not.to.equal(first);
    el.announcer.clear();
    await el.updateComplete;
    expect(region?.textContent.trim()).to.equal('');
  });
});
