import { expect, fixture, html } from '@open-wc/testing';
import { isKeyForField } from './keyboard.ts';

describe('isKeyForField', () => {
  it('tells fields that take typed keys from controls that do not, through a shadow root', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <input id="number" type="number" /><input id="text" /><select id="select"><option>a</option></select>
      <textarea id="area"></textarea><div id="editable" contenteditable="true"></div>
      <input id="radio" type="radio" /><input id="checkbox" type="checkbox" /><button id="button">b</button><div id="box" tabindex="-1"></div>`;
    const seen: Record<string, boolean> = {};
    // The listener sits on the host, as a widget's shortcut handler does, and sees the retargeted event.
    host.addEventListener('keydown', (event) => {
      seen[(event.composedPath()[0] as Element).id] = isKeyForField(event);
    });
    for (const element of root.querySelectorAll('[id]')) {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, composed: true }));
    }
    expect(seen).to.deep.equal({
      number: true,
      text: true,
      select: true,
      area: true,
      editable: true,
      radio: false,
      checkbox: false,
      button: false,
      box: false,
    });
  });
});
