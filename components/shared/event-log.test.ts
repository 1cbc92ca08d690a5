import { expect, fixture, html } from '@open-wc/testing';
import './rb-event-log.ts';
import type { LogEntry, RbEventLog } from './rb-event-log.ts';
import { setDocsBase } from './rule-citation.ts';

const rule = { id: 'star-eater/direct-fire.hit-roll', title: 'The hit roll', docs: '/star-eater/direct-fire/#direct-fire-hit-roll' };

describe('<rb-event-log>', () => {
  afterEach(() => {
    setDocsBase(null);
  });

  it('lists entries with their rule linked, and says so when empty', async () => {
    const el = await fixture<RbEventLog>(html`<rb-event-log></rb-event-log>`);
    expect(el.shadowRoot?.textContent).to.contain('Nothing has happened yet.');
    el.entries = [{ kind: 'event', text: 'Rolled 7.', rule }];
    await el.updateComplete;
    const item = el.shadowRoot?.querySelector('li');
    expect(item?.textContent).to.contain('Rolled 7.');
    const link = item?.querySelector('a');
    expect(link?.getAttribute('href')).to.equal('/star-eater/direct-fire/#direct-fire-hit-roll');
    expect(link?.textContent).to.equal('The hit roll');
    expect(item?.querySelector('code')?.textContent).to.equal(rule.id);
  });

  it('marks refused commands with a symbol and a word, not colour alone', async () => {
    const entries: LogEntry[] = [{ kind: 'rejection', text: 'Choose a target before rolling.', rule: { id: 'star-eater/direct-fire.target' } }];
    const el = await fixture<RbEventLog>(html`<rb-event-log .entries=${entries}></rb-event-log>`);
    const item = el.shadowRoot?.querySelector('li');
    expect(item?.getAttribute('part')).to.contain('entry-rejection');
    expect(item?.textContent).to.contain('✗');
    expect(item?.textContent).to.contain('Refused:');
    // A rule without a docs page is named, not linked.
    expect(item?.querySelector('a')).to.equal(null);
    expect(item?.textContent).to.contain('star-eater/direct-fire.target');
    await expect(el).to.be.accessible();
  });

  it('announces the newest entry in a polite live region, and not an undo', async () => {
    const el = await fixture<RbEventLog>(html`<rb-event-log></rb-event-log>`);
    const live = el.shadowRoot?.querySelector('[aria-live="polite"]');
    expect(live).to.be.instanceOf(Element);
    el.entries = [{ kind: 'event', text: 'First.' }];
    await el.updateComplete;
    el.entries = [...el.entries, { kind: 'rejection', text: 'Second.', rule }];
    await el.updateComplete;
    expect(live?.textContent.trim()).to.equal('Refused: Second. (rule: The hit roll)');
    el.entries = el.entries.slice(0, 1);
    await el.updateComplete;
    expect(live?.textContent.trim()).to.equal('');
  });

  it('keeps the newest entry in view', async () => {
    const entries = Array.from({ length: 40 }, (_, index): LogEntry => ({ kind: 'event', text: `Entry ${String(index)}` }));
    const el = await fixture<RbEventLog>(html`<rb-event-log .entries=${entries}></rb-event-log>`);
    const scroller = el.shadowRoot?.querySelector('.scroller');
    expect(scroller).to.be.instanceOf(Element);
    if (scroller) expect(scroller.scrollTop + scroller.clientHeight).to.be.closeTo(scroller.scrollHeight, 2);
  });

  it('lists a prelude first, collapsed and not announced', async () => {
    const prelude = { summary: 'How we got here: 2 moves', entries: [{ kind: 'event', text: 'Opened.', rule }, { kind: 'event', text: 'Moved.' }] satisfies LogEntry[] };
    const el = await fixture<RbEventLog>(html`<rb-event-log empty-text="Your move." .prelude=${prelude}></rb-event-log>`);
    const details = el.shadowRoot?.querySelector('details');
    expect(details?.open).to.equal(false);
    expect(details?.querySelector('summary')?.textContent).to.equal('How we got here: 2 moves');
    expect([...(details?.querySelectorAll('li') ?? [])].map((item) => item.textContent.trim().split('.')[0])).to.deep.equal(['Opened', 'Moved']);
    expect(el.shadowRoot?.querySelector('.empty')?.textContent).to.equal('Your move.');
    expect(el.shadowRoot?.querySelector('[aria-live="polite"]')?.textContent.trim()).to.equal('');
    el.entries = [{ kind: 'event', text: 'Then this.' }];
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('ol:not(details ol) li')?.textContent).to.contain('Then this.');
    await expect(el).to.be.accessible();
  });

  it('links to the docs site when a docs base is set (the blog bundle does this)', async () => {
    setDocsBase('https://rules.example/');
    const el = await fixture<RbEventLog>(html`<rb-event-log .entries=${[{ kind: 'event', text: 'x', rule }]}></rb-event-log>`);
    expect(el.shadowRoot?.querySelector('a')?.href).to.equal('https://rules.example/star-eater/direct-fire/#direct-fire-hit-roll');
  });
});
