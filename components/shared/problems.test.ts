import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { RuleViolation } from '../../rules/engine/index.ts';
import { dispatchGuarded, errorMessage, renderGuarded, setupProblem } from './problems.ts';

/** Runs `body` with console.error caught (the helpers log on purpose), returning what was logged. */
function catchingErrors(body: () => void): unknown[][] {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
  try {
    body();
  } finally {
    console.error = original;
  }
  return logged;
}

describe('renderGuarded', () => {
  it('shows one error panel per attribute problem, inside the widget box, and does not draw', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    let drawn = false;
    const problems = [
      { attribute: 'seed', message: 'seed must be a whole number such as 3 or -1; got "x".' },
      { attribute: 'aoe', message: 'aoe must be a whole number such as 3; got "y".' },
    ];
    render(
      renderGuarded('rb-test', problems, () => {
        drawn = true;
        return html`<p>drawn</p>`;
      }),
      container,
    );
    expect(drawn).to.equal(false);
    const panels = [...container.querySelectorAll('[part="base"] > rb-error-panel')];
    expect(panels.map((panel) => [panel.getAttribute('attribute'), panel.getAttribute('message')])).to.deep.equal(problems.map((problem) => [problem.attribute, problem.message]));
  });

  it('draws when all is well, and turns a drawing bug into a panel, logged under the tag', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    render(renderGuarded('rb-test', [], () => html`<p>drawn</p>`), container);
    expect(container.textContent).to.contain('drawn');
    const logged = catchingErrors(() => {
      render(
        renderGuarded('rb-test', [], () => {
          throw new Error('boom');
        }),
        container,
      );
    });
    expect(container.querySelector('rb-error-panel')?.getAttribute('message')).to.equal('The widget could not draw itself: boom');
    expect(logged.map((args) => args[0])).to.deep.equal(['rb-test: could not render']);
  });
});

describe('dispatchGuarded', () => {
  it('passes the result through, and turns a throw of the rules into a problem and null', () => {
    const failures: unknown[] = [];
    const fail = (problem: unknown): void => {
      failures.push(problem);
    };
    expect(dispatchGuarded('rb-test', { type: 'roll' }, () => ({ ok: true }), fail)).to.deep.equal({ ok: true });
    let result: unknown = 'not called';
    const logged = catchingErrors(() => {
      result = dispatchGuarded(
        'rb-test',
        { type: 'roll' },
        () => {
          throw new TypeError('broken rules');
        },
        fail,
      );
    });
    expect(result).to.equal(null);
    expect(failures).to.deep.equal([{ attribute: '', message: 'The rules failed unexpectedly: broken rules' }]);
    expect(logged.map((args) => args.slice(0, 2))).to.deep.equal([['rb-test: the rules failed on', { type: 'roll' }]]);
  });
});

describe('setupProblem', () => {
  const attributeOf = (field: string): string => ({ firstPlayer: 'first-player', seed: 'seed' })[field] ?? '';

  it('names the attribute a refused setup field came from, keeping the rules’ message', () => {
    const refusal = new RuleViolation('engine/setup.seed', 'seed must be a whole number; got "x".', 'seed');
    expect(setupProblem(refusal, attributeOf)).to.deep.equal({ attribute: 'seed', message: 'seed must be a whole number; got "x".' });
    const unnamed = new RuleViolation('test/setup', 'The two players need different ids.', 'players');
    expect(setupProblem(unnamed, attributeOf)).to.deep.equal({ attribute: '', message: 'The two players need different ids.' });
  });

  it('writes the attribute’s name for the field’s on request', () => {
    const refusal = new RuleViolation('test/setup', 'firstPlayer must be one of south, north; got "east".', 'firstPlayer');
    expect(setupProblem(refusal, attributeOf).message).to.equal('firstPlayer must be one of south, north; got "east".');
    expect(setupProblem(refusal, attributeOf, { renameField: true })).to.deep.equal({ attribute: 'first-player', message: 'first-player must be one of south, north; got "east".' });
  });

  it('says what could not start when something other than a refusal was thrown', () => {
    expect(setupProblem(new Error('no memory'), attributeOf)).to.deep.equal({ attribute: '', message: 'The widget could not start: no memory' });
    expect(setupProblem('odd', attributeOf, { subject: 'game' })).to.deep.equal({ attribute: '', message: 'The game could not start: odd' });
  });
});

describe('errorMessage', () => {
  it('reads an Error’s message, and anything else as text', () => {
    expect(errorMessage(new RangeError('too far'))).to.equal('too far');
    expect(errorMessage(42)).to.equal('42');
  });
});
