import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { RuleViolation, ensure, unknownCommand, type Ruleset, type Setup } from '../../rules/engine/index.ts';
import type { RbErrorPanel } from './rb-error-panel.ts';
import './rb-playground.ts';
import type { RbPlayground } from './rb-playground.ts';
import { forgetAllSaved } from './saved-states.ts';
import { announced, asIfReloaded, copiedLink, describeFocus, failOnEscapedErrors, focused, keptEntries, log, openShared, part, parts, press, shadow, tabTo, text, waitFor } from './test-support.ts';

/** Take-away sticks: players take 1 to 3 sticks in turn; whoever takes the last stick wins. */
interface Sticks {
  sticks: number;
  toMove: 'red' | 'blue';
  winner: 'red' | 'blue' | null;
}
interface SticksCommand {
  type: 'take';
  player: string;
  count: number;
}
type SticksEvent = { type: 'took'; rule: string; player: string; count: number } | { type: 'won'; rule: string; player: string };
interface SticksSetup extends Setup {
  sticks?: number;
}

const sticks: Ruleset<Sticks, SticksCommand, SticksEvent, SticksSetup> = {
  id: 'sticks',
  initialState(setup) {
    const count = setup.sticks ?? 10;
    if (!Number.isInteger(count) || count < 1 || count > 50) throw new RuleViolation('sticks/setup.sticks', `sticks must be a whole number from 1 to 50; got ${String(count)}.`, 'sticks');
    return { sticks: count, toMove: 'red', winner: null };
  },
  decide(state, command) {
    // A command typed as JSON may be anything: the type is checked, not trusted.
    if ((command.type as string) !== 'take') unknownCommand('sticks', command);
    ensure(command.player === state.toMove, 'sticks/turn', `It is ${state.toMove}'s turn.`);
    ensure(Number.isInteger(command.count) && command.count >= 1 && command.count <= 3, 'sticks/take.count', 'Take 1, 2 or 3 sticks.');
    ensure(command.count <= state.sticks, 'sticks/take.remaining', `Only ${String(state.sticks)} sticks are left.`);
    const took: SticksEvent = { type: 'took', rule: 'sticks/take', player: command.player, count: command.count };
    return command.count === state.sticks ? [took, { type: 'won', rule: 'sticks/last-stick', player: command.player }] : [took];
  },
  evolve(state, event) {
    if (event.type === 'won') return { ...state, winner: event.player === 'red' ? 'red' : 'blue' };
    return { ...state, sticks: state.sticks - event.count, toMove: state.toMove === 'red' ? 'blue' : 'red' };
  },
  legalCommands(state) {
    if (state.winner !== null) return [];
    return [1, 2, 3].filter((count) => count <= state.sticks).map((count) => ({ type: 'take', player: state.toMove, count }));
  },
  toAct: (state) => (state.winner === null ? [state.toMove] : []),
  outcome: (state) => (state.winner === null ? null : { winners: [state.winner], reason: 'took the last stick' }),
};

async function playground(ruleset: unknown = sticks, setup?: string): Promise<RbPlayground> {
  const el = await fixture<RbPlayground>(setup === undefined ? html`<rb-playground .ruleset=${ruleset}></rb-playground>` : html`<rb-playground .ruleset=${ruleset} setup=${setup}></rb-playground>`);
  await el.updateComplete;
  return el;
}

function commandButtons(el: RbPlayground): HTMLButtonElement[] {
  return parts(el, 'command-button') as HTMLButtonElement[];
}

async function clickCommand(el: RbPlayground, label: string): Promise<void> {
  const button = commandButtons(el).find((candidate) => text(candidate) === label);
  if (button === undefined) throw new Error(`no command ${label} among ${commandButtons(el).map(text).join(' | ')}`);
  button.click();
  await el.updateComplete;
}

async function tryJson(el: RbPlayground, json: string): Promise<void> {
  const field = part(el, 'command-field') as HTMLTextAreaElement;
  field.value = json;
  await press(el, 'try-button');
}

function stateText(el: RbPlayground): string {
  return text(part(el, 'state'));
}

function panels(el: Element): RbErrorPanel[] {
  return [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
}

describe('<rb-playground>', () => {
  failOnEscapedErrors();

  it('says what is missing when no ruleset is set', async () => {
    const el = await fixture<RbPlayground>(html`<rb-playground></rb-playground>`);
    expect(text(part(el, 'note'))).to.contain('No ruleset to play yet');
    await expect(el).to.be.accessible();
  });

  it('shows who acts, their commands as buttons, and the state as a tree', async () => {
    const el = await playground();
    expect(text(part(el, 'status'))).to.equal('To act: red');
    expect(commandButtons(el).map(text)).to.deep.equal(['take (count: 1)', 'take (count: 2)', 'take (count: 3)']);
    expect(stateText(el)).to.contain('sticks: 10').and.contain('toMove: "red"');
    await expect(el).to.be.accessible();
  });

  it('plays a game by its buttons, the log citing each event’s rule, to its outcome', async () => {
    const el = await playground(sticks, '{"sticks":4}');
    await clickCommand(el, 'take (count: 1)');
    expect(text(part(el, 'status'))).to.equal('To act: blue');
    expect(stateText(el)).to.contain('sticks: 3');
    await clickCommand(el, 'take (count: 3)');
    expect(text(part(el, 'outcome'))).to.equal('Game over: blue wins (took the last stick).');
    expect(commandButtons(el)).to.have.length(0);
    const entries = log(el).entries;
    expect(entries.map((entry) => entry.text)).to.deep.equal(['took (player: "red", count: 1)', 'took (player: "blue", count: 3)', 'won (player: "blue")']);
    expect(entries.map((entry) => entry.rule?.id)).to.deep.equal(['sticks/take', 'sticks/take', 'sticks/last-stick']);
    expect(announced(el)).to.contain('won');
  });

  it('plays by keyboard alone: Tab to a command, Enter plays it; a command typed and Tried', async () => {
    const el = await playground();
    const commands: unknown[] = [];
    el.addEventListener('rb-command', (event) => commands.push(event.detail.command));
    await tabTo(el, (active) => active?.getAttribute('data-command') === '{"type":"take","player":"red","count":3}');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(stateText(el)).to.contain('sticks: 7');
    expect(commands).to.deep.equal([{ type: 'take', player: 'red', count: 3 }]);
    await tabTo(el, (active) => active?.getAttribute('part') === 'command-field');
    await sendKeys({ type: '{"type":"take","player":"blue","count":1}' });
    await sendKeys({ press: 'Tab' });
    expect(describeFocus(focused(el))).to.contain('Try');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(stateText(el)).to.contain('sticks: 6');
    expect(commands).to.have.length(2);
  });

  it('takes a command back with Undo and starts again with Reset', async () => {
    const el = await playground();
    await clickCommand(el, 'take (count: 2)');
    await clickCommand(el, 'take (count: 3)');
    expect(stateText(el)).to.contain('sticks: 5');
    await press(el, 'undo-button');
    expect(stateText(el)).to.contain('sticks: 8');
    expect(text(part(el, 'status'))).to.equal('To act: blue');
    expect(log(el).entries).to.have.length(1);
    await press(el, 'reset-button');
    expect(stateText(el)).to.contain('sticks: 10');
    expect(log(el).entries).to.have.length(0);
    expect(part(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
  });

  it('tries a command typed as JSON: a refusal names its rule and changes nothing', async () => {
    const el = await playground();
    const before = el.engine?.state;
    await tryJson(el, '{"type":"take","player":"red","count":5}');
    expect(text(part(el, 'refusal'))).to.equal('Refused by rule sticks/take.count: Take 1, 2 or 3 sticks. Nothing changed.');
    expect(el.engine?.state).to.equal(before);
    expect(el.engine?.turnCount).to.equal(0);
    expect(stateText(el)).to.contain('sticks: 10');
    const refusal = log(el).entries.at(-1);
    expect(refusal?.kind).to.equal('rejection');
    expect(refusal?.rule?.id).to.equal('sticks/take.count');

    await tryJson(el, '{"type":"take","player":"blue","count":1}');
    expect(text(part(el, 'refusal'))).to.contain('sticks/turn');
    await tryJson(el, '{"type":"take","player":"red","count":2}');
    expect(el.engine?.turnCount).to.equal(1);
    expect(stateText(el)).to.contain('sticks: 8');
    await expect(el).to.be.accessible();
  });

  it('says so when the typed command is not JSON', async () => {
    const el = await playground();
    await tryJson(el, '{"type":take}');
    expect(text(part(el, 'bad-json'))).to.match(/^That is not JSON: /);
    expect(el.engine?.turnCount).to.equal(0);
  });

  it('simulates games between random bots, with win rates and intervals, without freezing the page', async () => {
    const el = await playground(sticks, '{"sticks":7}');
    el.setAttribute('games', '300');
    await el.updateComplete;
    await press(el, 'simulate-button');
    expect(text(part(el, 'simulate-button'))).to.equal('Stop');
    // The first slice returned to the page before the games were all played.
    await waitFor(() => text(part(el, 'results')).startsWith('300 of 300 games played'), 'the simulation never finished');
    await el.updateComplete;
    const rows = [...part(el, 'results').querySelectorAll('tbody tr')].map((row) => text(row));
    expect(rows).to.have.length(2);
    expect(rows[0]).to.match(/^red \d+ \d+\.\d % \(\d+\.\d % to \d+\.\d %\)$/);
    expect(text(part(el, 'lengths'))).to.match(/^Mean length: \d+\.\d commands\. Drawn: 0\. Unfinished after 500 commands: 0\.$/);
    expect(announced(el)).to.equal('Simulated 300 games.');
    await expect(el).to.be.accessible();
  });

  it('stops a simulation when asked, and plays the search bot too', async () => {
    const el = await playground(sticks, '{"sticks":5}');
    el.setAttribute('games', '100000');
    await el.updateComplete;
    await press(el, 'simulate-button');
    await press(el, 'simulate-button');
    expect(announced(el)).to.match(/^Stopped after \d+ games\.$/);
    expect(text(part(el, 'simulate-button'))).to.equal('Simulate');

    el.setAttribute('games', '20');
    const select = part(el, 'bot-select') as HTMLSelectElement;
    select.value = 'search';
    select.dispatchEvent(new Event('change'));
    await press(el, 'simulate-button');
    await waitFor(() => text(part(el, 'results')).startsWith('20 of 20 games played'), 'the search bots never finished');
    // With 5 sticks the first player wins by taking 1; even an easy search finds it often.
    expect(text(part(el, 'results'))).to.contain('search bots, easy');
  });

  it('counts games that never end as unfinished', async () => {
    const endless: Ruleset<{ n: number }, { type: 'tick' }, { type: 'ticked'; rule: string }> = {
      id: 'endless',
      initialState: () => ({ n: 0 }),
      decide: () => [{ type: 'ticked', rule: 'endless/tick' }],
      evolve: (state) => ({ n: state.n + 1 }),
      legalCommands: () => [{ type: 'tick' }],
      toAct: () => ['solo'],
      outcome: () => null,
    };
    const el = await playground(endless);
    el.setAttribute('games', '5');
    el.setAttribute('max-commands', '20');
    await el.updateComplete;
    await press(el, 'simulate-button');
    await waitFor(() => text(part(el, 'results')).startsWith('5 of 5 games played'), 'never finished');
    await el.updateComplete;
    expect(text(part(el, 'lengths'))).to.equal('Mean length: no game finished. Drawn: 0. Unfinished after 20 commands: 5.');
  });

  it('names setup when it is not JSON, or the rules refuse it', async () => {
    const broken = await playground(sticks, '{sticks: 3}');
    expect(panels(broken).map((panel) => panel.attribute)).to.deep.equal(['setup']);
    expect(panels(broken)[0]?.message).to.match(/^setup must be JSON, for example \{"seed":1\}/);
    const refused = await playground(sticks, '{"sticks":99}');
    expect(panels(refused).map((panel) => panel.attribute)).to.deep.equal(['setup']);
    expect(panels(refused)[0]?.message).to.contain('sticks must be a whole number from 1 to 50; got 99.').and.contain('sticks/setup.sticks');
    await expect(refused).to.be.accessible();
    // Mended, it plays.
    refused.setAttribute('setup', '{"sticks":3}');
    await refused.updateComplete;
    expect(panels(refused)).to.have.length(0);
    expect(stateText(refused)).to.contain('sticks: 3');
  });

  it('shows a ruleset that throws in legalCommands or evolve as a panel, not a crash', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const throwsInList = await playground({ ...sticks, legalCommands: () => { throw new Error('oops in the list'); } });
      expect(panels(throwsInList).map((panel) => panel.message)).to.deep.equal(['The ruleset failed in legalCommands: oops in the list']);
      expect(part(throwsInList, 'reset-button').localName).to.equal('button');

      const throwsInFold = await playground({ ...sticks, evolve: () => { throw new Error('oops in the fold'); } });
      await clickCommand(throwsInFold, 'take (count: 1)');
      expect(panels(throwsInFold).map((panel) => panel.message)).to.deep.equal(['The ruleset failed on {"type":"take","player":"red","count":1}: oops in the fold']);
      expect(throwsInFold.engine?.turnCount).to.equal(0);
      expect(stateText(throwsInFold)).to.contain('sticks: 10');
    } finally {
      console.error = original;
    }
  });

  it('caps a long list of commands with a note', async () => {
    const many: Ruleset<{ picked: number | null }, { type: 'pick'; n: number }, { type: 'picked'; rule: string; n: number }> = {
      id: 'many',
      initialState: () => ({ picked: null }),
      decide: (_state, command) => [{ type: 'picked', rule: 'many/pick', n: command.n }],
      evolve: (_state, event) => ({ picked: event.n }),
      legalCommands: (state) => (state.picked === null ? Array.from({ length: 500 }, (_, n) => ({ type: 'pick', n })) : []),
      toAct: (state) => (state.picked === null ? ['solo'] : []),
      outcome: (state) => (state.picked === null ? null : { winners: ['solo'], reason: 'picked' }),
    };
    const el = await playground(many);
    expect(commandButtons(el)).to.have.length(60);
    expect(text(part(el, 'commands-note'))).to.equal('Showing 60 of 500 commands: type any other into the Command (JSON) field below.');
    await tryJson(el, '{"type":"pick","n":499}');
    expect(text(part(el, 'outcome'))).to.contain('solo wins');
  });

  it('shows the acting player’s view where the ruleset hides things', async () => {
    type Hidden = Sticks & { secret: number };
    const hidden: Ruleset<Hidden, SticksCommand, SticksEvent, SticksSetup> = {
      id: 'hidden-sticks',
      initialState: (setup) => ({ ...sticks.initialState(setup), secret: 42 }),
      decide: (state, command) => sticks.decide(state, command),
      evolve: (state, event) => ({ ...state, ...sticks.evolve(state, event) }),
      legalCommands: (state) => sticks.legalCommands(state),
      toAct: (state) => sticks.toAct(state),
      outcome: (state) => sticks.outcome(state),
      view: (state) => ({ ...state, secret: -1 }),
    };
    const el = await playground(hidden);
    expect(text(shadow(el).querySelector('#state-heading'))).to.equal('State, as red sees it');
    expect(stateText(el)).to.contain('secret: -1').and.not.contain('42');
  });

  it('carries the commands in its link, even when the ruleset arrives after the link is opened', async () => {
    const el = await playground();
    await clickCommand(el, 'take (count: 3)');
    await clickCommand(el, 'take (count: 1)');
    const link = await copiedLink(el);
    el.remove();
    const opened = await openShared<RbPlayground>('rb-playground', link);
    opened.ruleset = sticks;
    await opened.updateComplete;
    expect(opened.engine?.turnCount).to.equal(2);
    expect(stateText(opened)).to.contain('sticks: 6');
  });

  it('keeps the game for the next visit: Resume plays the same commands again, New game forgets them', async () => {
    forgetAllSaved();
    const el = await playground();
    await clickCommand(el, 'take (count: 3)');
    await clickCommand(el, 'take (count: 1)');
    el.remove();
    asIfReloaded();

    const back = await playground();
    await press(back, 'resume-button');
    await waitFor(() => back.engine?.turnCount === 2, 'the kept commands were played again');
    expect(stateText(back)).to.contain('sticks: 6');
    back.remove();
    asIfReloaded();

    const again = await playground();
    await press(again, 'fresh-button');
    expect(again.engine?.turnCount).to.equal(0);
    expect(keptEntries(), 'New game forgets the kept game').to.deep.equal({});
  });
});
