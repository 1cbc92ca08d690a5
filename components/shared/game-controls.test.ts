import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { controlHandlers, renderReplayControls, renderSessionControls, type SessionControls } from './game-controls.ts';

async function container(): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(html`<div></div>`);
}

function part(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[part~="${name}"]`);
}

describe('renderSessionControls', () => {
  const pressed: string[] = [];
  const controls = (overrides: Partial<SessionControls> = {}): SessionControls => ({
    canUndo: true,
    canReset: true,
    onUndo: () => pressed.push('undo'),
    onReset: () => pressed.push('reset'),
    replay: { disabled: false, onClick: () => pressed.push('replay') },
    pause: { paused: false, onClick: () => pressed.push('pause') },
    ...overrides,
  });

  beforeEach(() => {
    pressed.length = 0;
  });

  it('shows Undo, Reset, Replay and Pause, each sending its own action', async () => {
    const root = await container();
    render(renderSessionControls(controls()), root);
    for (const name of ['undo-button', 'reset-button', 'replay-button', 'pause-button']) part(root, name)?.click();
    expect(pressed).to.deep.equal(['undo', 'reset', 'replay', 'pause']);
    expect(part(root, 'pause-button')?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('marks what cannot be done now with aria-disabled, keeping the buttons focusable', async () => {
    const root = await container();
    render(renderSessionControls(controls({ canUndo: false, canReset: false, replay: { disabled: true, onClick: () => undefined }, pause: { paused: true, onClick: () => undefined } })), root);
    expect(part(root, 'undo-button')?.getAttribute('aria-disabled')).to.equal('true');
    expect(part(root, 'reset-button')?.getAttribute('aria-disabled')).to.equal('true');
    expect(part(root, 'replay-button')?.getAttribute('aria-disabled')).to.equal('true');
    expect(part(root, 'pause-button')?.getAttribute('aria-pressed')).to.equal('true');
    expect(root.querySelector('button[disabled]')).to.equal(null);
  });

  it('leaves out Replay and Pause when they have no action', async () => {
    const root = await container();
    render(renderSessionControls(controls({ replay: null, pause: null })), root);
    expect(part(root, 'replay-button')).to.equal(null);
    expect(part(root, 'pause-button')).to.equal(null);
    expect(root.querySelectorAll('button').length).to.equal(2);
  });
});

describe('renderReplayControls', () => {
  it('steps one event back and forward, and seeks with the slider', async () => {
    const root = await container();
    const asked: number[] = [];
    render(renderReplayControls(2, 5, (events) => asked.push(events)), root);
    part(root, 'replay-back')?.click();
    part(root, 'replay-forward')?.click();
    const slider = part(root, 'replay-slider') as HTMLInputElement;
    expect(slider.getAttribute('aria-valuetext')).to.equal('2 of 5 events');
    slider.value = '4';
    slider.dispatchEvent(new Event('input'));
    expect(asked).to.deep.equal([1, 3, 4]);
  });

  it('goes no further than the ends of the log', async () => {
    const root = await container();
    const asked: number[] = [];
    render(renderReplayControls(0, 0, (events) => asked.push(events)), root);
    expect(part(root, 'replay-back')?.getAttribute('aria-disabled')).to.equal('true');
    expect(part(root, 'replay-forward')?.getAttribute('aria-disabled')).to.equal('true');
    part(root, 'replay-back')?.click();
    part(root, 'replay-forward')?.click();
    expect(asked).to.deep.equal([]);
  });
});

describe('controlHandlers', () => {
  /** A stand-in game: records what the handlers asked of it, and renders a slider and a status heading. */
  async function fakeGame(): Promise<{ calls: string[]; game: Parameters<typeof controlHandlers>[0]; root: HTMLDivElement }> {
    const root = await container();
    render(html`<h3 id="status-heading" tabindex="-1">Status</h3><input type="range" />`, root);
    const calls: string[] = [];
    const game = {
      undo: () => calls.push('undo'),
      reset: () => {
        calls.push('reset');
      },
      replayTo: (events: number | null) => {
        calls.push(`replayTo ${String(events)}`);
      },
      updateComplete: Promise.resolve(true),
      renderRoot: root,
    };
    return { calls, game, root };
  }

  it('sends Undo, Reset and replay positions to the game', async () => {
    const { calls, game } = await fakeGame();
    const handlers = controlHandlers(game, { paused: false }, () => undefined);
    handlers.onUndo();
    handlers.onReset();
    handlers.onReplaySeek(3);
    expect(calls).to.deep.equal(['undo', 'reset', 'replayTo 3']);
  });

  it('puts focus on the slider when replay starts, and on the status heading when it ends', async () => {
    const { calls, game, root } = await fakeGame();
    const handlers = controlHandlers(game, { paused: false }, () => undefined);
    handlers.onReplay();
    await game.updateComplete;
    expect(document.activeElement).to.equal(root.querySelector('input'));
    handlers.onReplayExit();
    await game.updateComplete;
    expect(document.activeElement).to.equal(root.querySelector('h3'));
    expect(calls).to.deep.equal(['replayTo 0', 'replayTo null']);
  });

  it('toggles the pause and says so', async () => {
    const { game } = await fakeGame();
    const session = { paused: false };
    const said: string[] = [];
    const handlers = controlHandlers(game, session, (text) => said.push(text));
    handlers.onPause();
    expect(session.paused).to.equal(true);
    handlers.onPause();
    expect(session.paused).to.equal(false);
    expect(said).to.deep.equal(['Paused.', 'The bots play on.']);
  });
});
