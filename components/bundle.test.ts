// The blog bundle (dist/rulebench.js, built by web-test-runner.config.mjs before the tests) on a
// page that has nothing else: no source modules of ours are imported here.
import { expect } from '@open-wc/testing';

type Widget = HTMLElement & { updateComplete: Promise<boolean> };

const BUNDLE = '/dist/rulebench.js';

describe('the blog bundle', () => {
  it('loads twice without throwing and its widget works alone', async () => {
    await import(BUNDLE);
    // A query string makes the browser run the module a second time, like a page that includes
    // the script tag twice or loads two copies of it.
    await import(`${BUNDLE}?second-copy`);
    for (const tag of ['star-eater-direct-fire', 'steam-torpedo-attack', 'steam-torpedo-damage', 'steam-torpedo-submarine', 'steam-torpedo-battle-area', 'steam-torpedo-game', 'rb-event-log', 'rb-die-face', 'rb-error-panel']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }

    document.body.innerHTML = '<star-eater-direct-fire accuracy="3" evasion="1" seed="42"></star-eater-direct-fire>';
    const el = document.querySelector('star-eater-direct-fire') as Widget;
    await el.updateComplete;
    const root = el.shadowRoot;
    expect(root?.querySelector('code.filled')?.textContent.trim()).to.equal('roll > 6 + 1 − 3 = 4');
    root?.querySelector<HTMLButtonElement>('button[part~="roll-button"]')?.click();
    await el.updateComplete;
    expect(root?.querySelector('[part="result"] rb-die-face')).to.be.instanceOf(HTMLElement);

    // Rule links lead back to the site that served the bundle, not to the page's own domain.
    const link = root?.querySelector<HTMLAnchorElement>('a[part="rule-link"]');
    expect(link?.href).to.equal(new URL('/dist/star-eater/direct-fire/#direct-fire-hit-roll', location.href).href);
    document.body.innerHTML = '';
  });
});
