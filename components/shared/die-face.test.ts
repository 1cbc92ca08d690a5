import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import './rb-die-face.ts';

describe('<rb-die-face>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows the number and marks a hit with a symbol and in its name', async () => {
    const el = await fixture(html`<rb-die-face value="9" result="hit"></rb-die-face>`);
    const die = el.shadowRoot?.querySelector('[role="img"]');
    expect(die?.getAttribute('aria-label')).to.equal('d12 showing 9, hit');
    expect(el.shadowRoot?.querySelector('text')?.textContent).to.equal('9');
    expect(el.shadowRoot?.querySelector('.mark')?.textContent).to.equal('✓');
    await expect(el).to.be.accessible();
  });

  it('marks a miss with ✗, and an unrolled die with a question mark', async () => {
    const miss = await fixture(html`<rb-die-face value="2" result="miss"></rb-die-face>`);
    expect(miss.shadowRoot?.querySelector('.mark')?.textContent).to.equal('✗');
    expect(miss.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label')).to.equal('d12 showing 2, miss');
    const blank = await fixture(html`<rb-die-face></rb-die-face>`);
    expect(blank.shadowRoot?.querySelector('text')?.textContent).to.equal('?');
    expect(blank.shadowRoot?.querySelector('.mark')).to.equal(null);
  });

  it('tumbles in when animated, and not at all under prefers-reduced-motion', async () => {
    const moving = await fixture(html`<rb-die-face value="5" animated></rb-die-face>`);
    const svg = moving.shadowRoot?.querySelector('svg');
    expect(svg && getComputedStyle(svg).animationName).to.equal('rb-die-tumble');
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await fixture(html`<rb-die-face value="5" animated></rb-die-face>`);
    const stillSvg = still.shadowRoot?.querySelector('svg');
    expect(stillSvg && getComputedStyle(stillSvg).animationName).to.equal('none');
  });
});
