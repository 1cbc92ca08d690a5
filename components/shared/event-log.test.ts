import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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

  it('shows its tools beside the heading, and only them while tools-only, the same buttons throughout', async () => {
    const entries: LogEntry[] = [{ kind: 'event', text: 'Rolled 7.', rule }];
    const el = await fixture<RbEventLog>(html`<rb-event-log label="What happened" .entries=${entries}><button slot="tools">Undo</button></rb-event-log>`);
    const undo = el.querySelector('button');
    const heading = el.shadowRoot?.querySelector('[part="heading"]');
    const top = (node: Element | null | undefined): number => node?.getBoundingClientRect().top ?? Number.NaN;
    expect(undo?.assignedSlot?.name).to.equal('tools');
    expect(Math.abs(top(undo) - top(heading))).to.be.below(12, 'on the heading’s line');
    undo?.focus();
    el.toolsOnly = true;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="heading"], li, [aria-live]')).to.equal(null);
    expect(undo?.assignedSlot?.name).to.equal('tools');
    expect(document.activeElement).to.equal(undo);
    await expect(el).to.be.accessible();
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

  it('is one Tab stop however long it grows; the arrow keys reach its rule links', async () => {
    const entries = Array.from({ length: 30 }, (_, index): LogEntry => ({ kind: 'event', text: `Entry ${String(index)}.`, rule }));
    const page = await fixture<HTMLDivElement>(html`<div>
      <button id="before">Before</button><rb-event-log label="What happened" .entries=${entries}></rb-event-log><button id="after">After</button>
    </div>`);
    const el = page.querySelector<RbEventLog>('rb-event-log');
    await el?.updateComplete;
    const focusedInLog = (): string => {
      const active = el?.shadowRoot?.activeElement;
      if (active === null || active === undefined) return 'outside';
      return active.localName === 'a' ? (/Entry (\d+)/.exec(active.closest('li')?.textContent ?? '')?.[1] ?? '?') : active.className;
    };
    page.querySelector<HTMLButtonElement>('#before')?.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedInLog()).to.equal('scroller');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focusedInLog()).to.equal('scroller');
    // ↑ from the box: the newest entry's rule; then ↑ ↓ step through them.
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedInLog()).to.equal('29');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedInLog()).to.equal('28');
    await sendKeys({ press: 'Home' });
    expect(focusedInLog()).to.equal('0');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedInLog()).to.equal('1');
    expect(el?.shadowRoot?.querySelector<HTMLElement>('.keys-hint')?.checkVisibility()).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(focusedInLog()).to.equal('scroller');
    // From a rule link, Tab leaves the log too.
    await sendKeys({ press: 'End' });
    expect(focusedInLog()).to.equal('29');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
    expect(el?.shadowRoot?.querySelector<HTMLElement>('.keys-hint')?.checkVisibility()).to.equal(false);
  });

  it('reaches the opening group by arrow keys, and its links once it is open', async () => {
    const prelude = { summary: 'How we got here: 1 move', entries: [{ kind: 'event', text: 'Opened.', rule }] satisfies LogEntry[] };
    const el = await fixture<RbEventLog>(html`<rb-event-log .prelude=${prelude} .entries=${[{ kind: 'event', text: 'Then.', rule }]}></rb-event-log>`);
    const scroller = el.shadowRoot?.querySelector<HTMLElement>('.scroller');
    scroller?.focus();
    expect(el.shadowRoot?.activeElement === scroller).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot?.activeElement?.localName ?? 'none').to.equal('summary');
    await sendKeys({ press: 'ArrowDown' });
    expect(String(el.shadowRoot?.activeElement?.closest('li')?.textContent)).to.contain('Then.');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(el.shadowRoot?.querySelector('details')?.open).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    expect(String(el.shadowRoot?.activeElement?.closest('li')?.textContent)).to.contain('Opened.');
  });

  it('is named by its label and what it belongs to, so two logs on a page differ', async () => {
    const el = await fixture<RbEventLog>(html`<rb-event-log label="What happened" context="Spill-over example"></rb-event-log>`);
    expect(el.shadowRoot?.querySelector('.scroller')?.getAttribute('aria-label')).to.equal('What happened, Spill-over example');
    expect(el.shadowRoot?.querySelector('.heading')?.textContent).to.equal('What happened');
    // With nothing to move between, no keyboard hint is offered.
    expect(el.shadowRoot?.querySelector('.keys-hint')).to.equal(null);
  });

  it('shows a rule id only while its citation is hovered or focused', async () => {
    const el = await fixture<RbEventLog>(html`<rb-event-log .entries=${[{ kind: 'event', text: 'Rolled 7.', rule }]}></rb-event-log>`);
    const id = el.shadowRoot?.querySelector<HTMLElement>('[part~="rule-id"]');
    expect(id?.textContent).to.equal(rule.id);
    expect(id?.checkVisibility()).to.equal(false);
    el.shadowRoot?.querySelector<HTMLElement>('.scroller')?.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(id?.checkVisibility()).to.equal(true);
  });
});
