import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { readWholeNumber, renderNumberField, type NumberField } from './number-field.ts';

function numberInput(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'number';
  input.value = value;
  return input;
}

describe('readWholeNumber', () => {
  it('takes whole numbers, waits on half-typed text, and refuses numbers that are not whole', () => {
    expect(readWholeNumber(numberInput('3'))).to.deep.equal({ kind: 'whole', value: 3 });
    expect(readWholeNumber(numberInput('-2'))).to.deep.equal({ kind: 'whole', value: -2 });
    expect(readWholeNumber(numberInput('-0'))).to.deep.equal({ kind: 'whole', value: 0 });
    expect(readWholeNumber(numberInput('1e3'))).to.deep.equal({ kind: 'whole', value: 1000 });
    expect(readWholeNumber(numberInput(''))).to.deep.equal({ kind: 'unfinished' });
    expect(readWholeNumber(numberInput('2.5'))).to.deep.equal({ kind: 'not-whole' });
    expect(readWholeNumber(numberInput('1e20'))).to.deep.equal({ kind: 'not-whole' });
  });
});

describe('renderNumberField', () => {
  it('labels the input, ties its problem to it, and keeps a refused entry on screen', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const steps: number[] = [];
    const field: NumberField = {
      id: 'speed',
      label: 'Speed',
      value: 4,
      problem: null,
      onEntry: () => undefined,
      onStep: (step) => steps.push(step),
    };
    render(renderNumberField(field), container);
    const input = container.querySelector('input');
    if (input === null) throw new Error('no input');
    expect(input.labels?.[0]?.textContent).to.equal('Speed');
    expect(input.value).to.equal('4');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(input.hasAttribute('aria-describedby')).to.equal(false);

    input.value = '4.5';
    render(renderNumberField({ ...field, problem: 'Speed must be whole.' }), container);
    expect(input.value).to.equal('4.5');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(container.querySelector(`#${input.getAttribute('aria-describedby') ?? ''}`)?.textContent).to.contain('Speed must be whole.');

    // Once the problem is gone, the field shows the number in force again.
    render(renderNumberField(field), container);
    expect(input.value).to.equal('4');
    expect(container.querySelector('[part="input-problem"]')).to.equal(null);

    for (const button of container.querySelectorAll('button')) button.click();
    expect(steps).to.deep.equal([-1, 1]);
    await expect(container).to.be.accessible();
  });
});
