import { expect } from '@open-wc/testing';
import { defineElement } from './define.ts';

describe('defineElement', () => {
  it('registers a tag once and ignores a second definition instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    expect(defineElement('rb-define-test', First)).to.equal(true);
    expect(defineElement('rb-define-test', Second)).to.equal(false);
    expect(customElements.get('rb-define-test')).to.equal(First);
  });
});
