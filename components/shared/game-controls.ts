import { css, html, nothing, unsafeCSS, type CSSResult, type TemplateResult } from 'lit';
import { tokens } from './theme.ts';

/*
 * What every whole game (`<game>-game`) shows around its board: the same page layout, the status
 * box, the Undo / Reset / Replay / Pause row and the replay slider, with the same parts, so a page
 * styles every game alike. The board, the choices and the words are each game's own.
 */

/**
 * The layout of a whole game, narrow first: the status (what the game waits for), the table, then
 * the choices and the log (the controls on its heading's line), one under the other. List it after
 * `controlStyles`, and `wideGameLayout` after it, since each game's board decides from what width
 * the wide layout fits. The title has "About this example" (closed) or the setup line beside it
 * where both fit; the status is set apart by a bar down its left side, without a box around it.
 * A preset's description is collapsed under "About this example" (its "Try:" line stays open).
 * The layout's grid items may shrink below their content (a long option in a list box).
 *
 * (Comments stay out of the CSS text: inside it they would ship to every reader, in every game.)
 */
export const gameStyles = css`
  :host {
    max-width: 80rem;
    container-type: inline-size;
  }
  .heading {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 1rem;
  }
  .heading > * {
    flex: 1 1 100%;
  }
  .heading > h2,
  .heading > .setup-line,
  .heading > .about:not([open]) {
    flex: 0 1 auto;
  }
  .about > summary {
    cursor: pointer;
    color: ${tokens.muted};
    font-weight: 600;
  }
  .layout {
    display: grid;
    gap: 0.6rem;
    grid-template-areas: 'status' 'actions' 'table' 'log';
    grid-template-columns: minmax(0, 1fr);
  }
  .layout > * {
    min-width: 0;
  }
  .status {
    grid-area: status;
    border-left: 6px solid ${tokens.accent};
    padding: 0.05rem 0 0.05rem 0.7rem;
    display: grid;
    gap: 0.1rem;
  }
  .table {
    grid-area: table;
    display: grid;
    gap: 0.5rem;
  }
  .actions,
  .replay {
    grid-area: actions;
  }
  rb-event-log {
    grid-area: log;
  }
  h3 {
    font-size: 1em;
    margin: 0;
  }
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: ${tokens.focusRing};
  }
  .prompt {
    font-weight: 600;
  }
  .setup-line {
    color: ${tokens.muted};
    font-size: 0.9em;
  }
  .preset-note {
    font-size: 0.9em;
    border-left: 4px solid ${tokens.accent};
    padding-left: 0.5rem;
  }
  .outcome {
    border: 2px solid ${tokens.hit};
    background: ${tokens.hitSurface};
    border-radius: ${tokens.radius};
    padding: 0.4rem 0.7rem;
    font-weight: 700;
  }
  .refusal {
    border-left: 4px solid ${tokens.error};
    padding-left: 0.5rem;
    font-size: 0.92em;
  }
  .refusal strong {
    color: ${tokens.error};
  }
  .group {
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.35rem 0.5rem;
    display: grid;
    gap: 0.3rem;
  }
  ul.choices {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  button {
    padding: 0.2rem 0.7rem;
    text-align: left;
  }
  button[aria-pressed='true'] {
    background: ${tokens.accent};
    color: ${tokens.onAccent};
  }
  .replay-controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  input[type='range'] {
    flex: 1 1 10rem;
    accent-color: ${tokens.accent};
  }
`;

/**
 * The wide layout of a whole game, from `minWidth` (a CSS length: the width its board needs beside
 * the rest): the table on the left, the status, actions and log beside it. List it after
 * `gameStyles`.
 */
export function wideGameLayout(minWidth: string): CSSResult {
  return css`
    @container (min-width: ${unsafeCSS(minWidth)}) {
      .layout {
        grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
        grid-template-areas: 'table status' 'table actions' 'table log';
        grid-template-rows: auto auto 1fr;
        align-items: start;
        column-gap: 1rem;
      }
    }
  `;
}

/**
 * The hand-off screen of a game with secrets played at one screen: it hides the table, one column
 * whatever the width. List it after `wideGameLayout`.
 */
export const handOffStyles = css`
  .layout.handing-off {
    grid-template-columns: minmax(0, 40rem);
    grid-template-areas: 'status' 'actions' 'log';
    grid-template-rows: auto;
  }
  .handoff {
    grid-area: actions;
    border: 2px dashed ${tokens.accent};
    border-radius: ${tokens.radius};
    padding: 1rem;
    display: grid;
    gap: 0.5rem;
    justify-items: start;
  }
`;

/** The row under a whole game. A button whose action is null is not shown. */
export interface SessionControls {
  /** Whether Undo has something to take back (it stays focusable either way, and says so). */
  canUndo: boolean;
  /** Whether anything has been played since the starting moment. */
  canReset: boolean;
  onUndo: () => void;
  onReset: () => void;
  /** Replay: null while it cannot be entered (already replaying). */
  replay: { disabled: boolean; onClick: () => void } | null;
  /** Pause for bots playing each other: null when there is nothing to pause. */
  pause: { paused: boolean; onClick: () => void } | null;
  /** Copy link (share-link.ts `ShareController.renderButton`), last. */
  share?: unknown;
}

/** Undo, Reset, Replay, Pause and Copy link: parts `undo-button`, `reset-button`, `replay-button`, `pause-button`, `share-button`. */
export function renderSessionControls(controls: SessionControls): TemplateResult {
  const { replay, pause } = controls;
  return html`<button part="button undo-button" aria-disabled=${controls.canUndo ? 'false' : 'true'} @click=${controls.onUndo}>Undo</button>
    <button part="button reset-button" aria-disabled=${controls.canReset ? 'false' : 'true'} @click=${controls.onReset}>Reset</button>
    ${replay === null ? nothing : html`<button part="button replay-button" aria-disabled=${replay.disabled ? 'true' : 'false'} @click=${replay.onClick}>Replay</button>`}
    ${pause === null ? nothing : html`<button part="button pause-button" aria-pressed=${pause.paused ? 'true' : 'false'} @click=${pause.onClick}>Pause</button>`}${controls.share ?? nothing}`;
}

/**
 * ◀, the slider and ▶ through the event log: `at` events of `total` shown; `seek` asks for another
 * position. Parts `replay-back`, `replay-slider`, `replay-forward`.
 */
export function renderReplayControls(at: number, total: number, seek: (events: number) => void): TemplateResult {
  return html`<div class="replay-controls">
    <button part="button replay-back" aria-label="One event back" aria-disabled=${at === 0 ? 'true' : 'false'} @click=${() => {
      if (at > 0) seek(at - 1);
    }}>◀</button>
    <input
      part="replay-slider"
      type="range"
      min="0"
      max=${total}
      step="1"
      .value=${String(at)}
      aria-label="Events shown"
      aria-valuetext=${`${String(at)} of ${String(total)} events`}
      @input=${(changed: Event) => {
        seek(Number((changed.target as HTMLInputElement).value));
      }}
    />
    <button part="button replay-forward" aria-label="One event forward" aria-disabled=${at === total ? 'true' : 'false'} @click=${() => {
      if (at < total) seek(at + 1);
    }}>▶</button>
  </div>`;
}

/** What the controls ask of a whole game: its own Undo, Reset and replay, each announced in the game's words. */
export interface ControlledGame {
  undo(): unknown;
  reset(): void;
  replayTo(events: number | null): void;
  readonly updateComplete: Promise<boolean>;
  readonly renderRoot: ParentNode;
}

/** The click handlers of the controls row, the replay slider and the replay's "Back to the game". */
export interface ControlHandlers {
  onUndo: () => void;
  onReset: () => void;
  /** Enters replay at the setup, and puts focus on the slider. */
  onReplay: () => void;
  onReplaySeek: (events: number) => void;
  /** Back to the live game, focus on the status heading (where the game says what it waits for). */
  onReplayExit: () => void;
  /** Pauses the bots, or lets them play on. */
  onPause: () => void;
}

/**
 * The handlers, made once per element (stable functions, so Lit does not re-bind listeners on every
 * render). `pause` is the session (its `paused` flag); `announce` speaks through the game's live region.
 */
export function controlHandlers(game: ControlledGame, pause: { paused: boolean }, announce: (text: string) => void): ControlHandlers {
  const focusAfterUpdate = (selector: string): void => {
    void game.updateComplete.then(() => game.renderRoot.querySelector<HTMLElement>(selector)?.focus());
  };
  return {
    onUndo: () => {
      game.undo();
    },
    onReset: () => {
      game.reset();
    },
    onReplay: () => {
      game.replayTo(0);
      focusAfterUpdate('input[type="range"]');
    },
    onReplaySeek: (events) => {
      game.replayTo(events);
    },
    onReplayExit: () => {
      game.replayTo(null);
      focusAfterUpdate('#status-heading');
    },
    onPause: () => {
      pause.paused = !pause.paused;
      announce(pause.paused ? 'Paused.' : 'The bots play on.');
    },
  };
}
