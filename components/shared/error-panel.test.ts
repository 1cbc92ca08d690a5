import { expect, fixture, html } from '@open-wc/testing';
import './rb-error-panel.ts';

describe('<rb-error-panel>', () => {
  it('is an alert naming the attribute and the problem', async () => {
    const el = await fixture(html`<rb-error-panel attribute="accuracy" message="accuracy must be a whole number; got &quot;lots&quot;."></rb-error-panel>`);
    const panel = el.shadowRoot?.querySelector('[role="alert"]');
    expect(panel).to.be.instanceOf(Element);
    expect(panel?.textContent).to.contain('accuracy');
    expect(panel?.textContent).to.contain('must be a whole number');
    await expect(el).to.be.accessible();
  });

  it('still says something without an attribute name', async () => {
    const el = await fixture(html`<rb-error-panel></rb-error-panel>`);
    expect(el.shadowRoot?.textContent).to.contain('cannot start');
  });
});
