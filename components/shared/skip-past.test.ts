import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, html as litHtml } from 'lit';
import { renderGuarded } from './problems.ts';
import { baseStyles } from './theme.ts';

/** A widget as every one of ours is drawn: through renderGuarded, with the base styles. */
class SkipPastTestWidget extends LitElement {
  static override styles = [baseStyles];

  protected override render(): unknown {
    return renderGuarded(this.localName, [], () => litHtml`<div part="base"><button>One</button><button>Two</button></div>`);
  }
}
customElements.define('skip-past-test-widget', SkipPastTestWidget);

describe('skip past (every widget\'s first Tab stop)', () => {
  it('is hidden until focused, and takes focus to what follows the widget', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <a href="#before" id="before">Before</a>
      <skip-past-test-widget></skip-past-test-widget>
      <p>Some text, then <a href="#after" id="after">a link</a>.</p>
    </div>`);
    const widget = page.querySelector('skip-past-test-widget');
    const skip = widget?.shadowRoot?.querySelector<HTMLButtonElement>('[part="skip-past"]');
    expect(skip?.textContent).to.equal('Skip past this widget');
    expect(skip?.getBoundingClientRect().width).to.be.below(2);
    page.querySelector<HTMLAnchorElement>('#before')?.focus();
    await sendKeys({ press: 'Tab' });
    expect(widget?.shadowRoot?.activeElement).to.equal(skip);
    expect(skip?.getBoundingClientRect().width).to.be.above(20);
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.id).to.equal('after');
  });

  it('leaves focus where it is when nothing follows the widget', async () => {
    const widget = await fixture<SkipPastTestWidget>(html`<skip-past-test-widget></skip-past-test-widget>`);
    const skip = widget.shadowRoot?.querySelector<HTMLButtonElement>('[part="skip-past"]');
    skip?.focus();
    skip?.click();
    expect(widget.shadowRoot?.activeElement).to.equal(skip);
  });
});
