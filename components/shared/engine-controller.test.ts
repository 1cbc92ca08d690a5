import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { createEngine, RuleViolation, type Engine, type Ruleset } from '../../rules/engine/index.ts';
import { defineElement } from './define.ts';
import { EngineController } from './engine-controller.ts';

// A tiny game so the controller is tested apart from any real rules.
interface Count {
  count: number;
}
type CountCommand = { type: 'add' } | { type: 'refuse' };
interface CountEvent {
  type: 'added';
  rule: string;
}

const counter: Ruleset<Count, CountCommand, CountEvent> = {
  id: 'test',
  initialState: () => ({ count: 0 }),
  decide(_state, command) {
    if (command.type === 'refuse') throw new RuleViolation('test/refused', 'Refused on purpose.');
    return [{ type: 'added', rule: 'test/add' }];
  },
  evolve: (state) => ({ count: state.count + 1 }),
  legalCommands: () => [{ type: 'add' }],
  toAct: () => ['reader'],
  outcome: () => null,
};

type CountEngine = Engine<Count, CountCommand, CountEvent>;

class CountHost extends LitElement {
  readonly game = new EngineController<Count, CountCommand, CountEvent>(this);

  protected override render(): unknown {
    return html`<p>${this.game.snapshot?.state.count ?? 'no engine'}</p>`;
  }
}
defineElement('rb-test-count-host', CountHost);

async function host(engine: CountEngine): Promise<CountHost> {
  const el = await fixture<CountHost>(html`<rb-test-count-host></rb-test-count-host>`);
  el.game.setEngine(engine);
  await el.updateComplete;
  return el;
}

describe('EngineController', () => {
  it('follows the engine while connected and re-renders on each change', async () => {
    const engine = createEngine(counter, { seed: 1 });
    const el = await host(engine);
    expect(engine.observed).to.equal(true);
    engine.dispatch({ type: 'add' });
    await el.updateComplete;
    expect(el.shadowRoot?.textContent).to.contain('1');
    expect(el.game.snapshot?.turns.length).to.equal(1);
  });

  it('lets go of the engine when the element is removed, and takes it up again when put back', async () => {
    const engine = createEngine(counter, { seed: 1 });
    const el = await host(engine);
    const parent = el.parentElement;
    el.remove();
    expect(engine.observed).to.equal(false);
    engine.dispatch({ type: 'add' }); // happens while the element is away
    parent?.append(el);
    await el.updateComplete;
    expect(engine.observed).to.equal(true);
    expect(el.shadowRoot?.textContent).to.contain('1');
  });

  it('swaps engines: the old one is left unobserved', async () => {
    const first = createEngine(counter, { seed: 1 });
    const second = createEngine(counter, { seed: 2 });
    const el = await host(first);
    el.game.setEngine(second);
    expect(first.observed).to.equal(false);
    expect(second.observed).to.equal(true);
    el.game.setEngine(null);
    expect(second.observed).to.equal(false);
    await el.updateComplete;
    expect(el.shadowRoot?.textContent).to.contain('no engine');
  });

  it('records refusals where they happened; undo drops later ones, reset clears them all', async () => {
    const el = await host(createEngine(counter, { seed: 1 }));
    el.game.dispatch({ type: 'refuse' });
    el.game.dispatch({ type: 'add' });
    el.game.dispatch({ type: 'refuse' });
    expect(el.game.rejections.map((logged) => logged.afterTurn)).to.deep.equal([0, 1]);
    expect(el.game.rejections[0]?.rejection.violation.rule).to.equal('test/refused');
    el.game.undo();
    expect(el.game.rejections.map((logged) => logged.afterTurn)).to.deep.equal([0]);
    el.game.reset();
    expect(el.game.rejections).to.deep.equal([]);
  });

  it('takes up an engine with turns already played, connected or not', async () => {
    const played = createEngine(counter, { seed: 1 });
    played.dispatch({ type: 'add' });
    played.dispatch({ type: 'add' });
    const el = await host(played);
    expect(el.game.snapshot?.turns.length).to.equal(2);
    const parent = el.parentElement;
    el.remove();
    const away = createEngine(counter, { seed: 2 });
    away.dispatch({ type: 'add' });
    el.game.setEngine(away);
    expect(el.game.snapshot?.turns.length).to.equal(1, 'read at once, with nothing subscribed');
    el.game.dispatch({ type: 'add' });
    expect(el.game.snapshot?.state.count).to.equal(2, 'a command sent while away shows too');
    el.game.reset();
    expect(el.game.snapshot?.turns.length).to.equal(0);
    parent?.append(el);
  });
});
