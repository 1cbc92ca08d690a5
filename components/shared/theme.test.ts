import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../star-eater/star-eater-direct-fire.ts';
import './rb-error-panel.ts';
import { part, shadow } from './test-support.ts';
import type { RbErrorPanel } from './rb-error-panel.ts';

/*
 * Light and dark follow the page around a widget (the decision is written in theme.ts): the
 * page's `color-scheme` reaches the shadow DOM, `light-dark()` defaults resolve by it, a page that
 * declares nothing stays light whatever the reader's system prefers, and a page that declares
 * `light dark` follows the system. And a token set on the page reaches every shadow root.
 */

/** The error panel's box background under a wrapper with this inline style. */
async function panelBackground(style: string): Promise<string> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style=${style}><rb-error-panel attribute="accuracy" message="not a number"></rb-error-panel></div>`);
  const panel = wrapper.querySelector<RbErrorPanel>('rb-error-panel');
  if (panel === null) throw new Error('fixture missing');
  await panel.updateComplete;
  const box = shadow(panel).querySelector('.panel');
  if (box === null) throw new Error('no .panel');
  return getComputedStyle(box).backgroundColor;
}

// The defaults of --rb-color-error-surface (theme.ts): light-dark(#fdecec, #2e1212).
const LIGHT = 'rgb(253, 236, 236)';
const DARK = 'rgb(46, 18, 18)';

describe('theme: light and dark follow the page', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  it('the test page itself declares no colour scheme', () => {
    expect(getComputedStyle(document.documentElement).colorScheme).to.equal('normal');
  });

  it('a parent with color-scheme: dark turns the defaults dark, and light turns them back', async () => {
    expect(await panelBackground('color-scheme: dark')).to.equal(DARK);
    expect(await panelBackground('color-scheme: light')).to.equal(LIGHT);
  });

  it('a page that declares nothing stays light, even when the reader prefers dark', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(matchMedia('(prefers-color-scheme: dark)').matches).to.equal(true);
    expect(await panelBackground('')).to.equal(LIGHT);
  });

  it('a page that declares color-scheme: light dark follows the reader\'s preference', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(await panelBackground('color-scheme: light dark')).to.equal(DARK);
    await emulateMedia({ colorScheme: 'light' });
    expect(await panelBackground('color-scheme: light dark')).to.equal(LIGHT);
  });

  it('Starlight\'s switch (data-theme on <html>, which sets color-scheme there) flips a widget', async () => {
    const root = document.documentElement;
    const style = document.createElement('style');
    // What Starlight 0.42's reset.css says.
    style.textContent = "html { color-scheme: dark } html[data-theme='light'] { color-scheme: light }";
    document.head.append(style);
    try {
      root.dataset.theme = 'dark';
      expect(await panelBackground('')).to.equal(DARK);
      root.dataset.theme = 'light';
      expect(await panelBackground('')).to.equal(LIGHT);
    } finally {
      style.remove();
      delete root.dataset.theme;
    }
  });
});

describe('theme: tokens set on the page', () => {
  it('--rb-color-accent on :root reaches a widget\'s shadow DOM, and an error colour its nested panel', async () => {
    const root = document.documentElement;
    root.style.setProperty('--rb-color-accent', 'rgb(1, 2, 3)');
    root.style.setProperty('--rb-color-error-surface', 'rgb(4, 5, 6)');
    try {
      const el = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(html`<star-eater-direct-fire></star-eater-direct-fire>`);
      await el.updateComplete;
      expect(getComputedStyle(part(el, 'roll-button')).backgroundColor).to.equal('rgb(1, 2, 3)');

      const broken = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(html`<star-eater-direct-fire accuracy="lots"></star-eater-direct-fire>`);
      await broken.updateComplete;
      const panel = shadow(broken).querySelector<RbErrorPanel>('rb-error-panel');
      if (panel === null) throw new Error('no error panel for accuracy="lots"');
      await panel.updateComplete;
      const box = shadow(panel).querySelector('.panel');
      expect(box && getComputedStyle(box).backgroundColor).to.equal('rgb(4, 5, 6)');
    } finally {
      root.style.removeProperty('--rb-color-accent');
      root.style.removeProperty('--rb-color-error-surface');
    }
  });
});
