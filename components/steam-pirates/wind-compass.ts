import { css, html, type ReactiveElement, type TemplateResult } from 'lit';
import { BEARINGS, type Bearing } from '../../rules/steam-pirates/index.ts';
import { tokens } from '../shared/theme.ts';
import { pointName } from './words.ts';

/** The compass buttons' places in a 3 × 3 grid, clockwise from N, and the arrow's turn for each. */
const COMPASS_CELLS: Readonly<Record<Bearing, string>> = { N: '1 / 2', NE: '1 / 3', E: '2 / 3', SE: '3 / 3', S: '3 / 2', SW: '3 / 1', W: '2 / 1', NW: '1 / 1' };
const ARROW_ANGLE: Readonly<Record<Bearing, number>> = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };

/** The styles of `renderWindCompass`. */
export const windCompassStyles = css`
  .compass {
    display: grid;
    grid-template-columns: repeat(3, 2.6rem);
    grid-template-rows: repeat(3, 2.3rem);
    gap: 0.2rem;
  }
  .compass button {
    padding: 0;
    font-size: 0.9em;
  }
  .compass button[aria-checked='true'] {
    background: ${tokens.accent};
    color: ${tokens.onAccent};
  }
  .arrow {
    grid-area: 2 / 2;
    display: grid;
    place-items: center;
  }
  .arrow svg {
    width: 2rem;
    height: 2rem;
  }
  .arrow line {
    stroke: ${tokens.text};
    stroke-width: 3;
    stroke-linecap: round;
  }
  .arrow path {
    fill: ${tokens.text};
  }
  .compass-label {
    font-weight: 600;
    margin-bottom: 0.2rem;
  }
`;

/**
 * The wind arrow a reader turns, shared by the Steam Pirates labs: a radio group of the eight
 * compass points around the arrow (parts `compass`, `wind-button`, `wind-arrow`). A click chooses
 * a point; the arrow keys turn the wind one point (→ ↓ clockwise, ← ↑ anticlockwise) and the focus
 * follows it once `host` has updated.
 */
export function renderWindCompass(host: ReactiveElement, wind: Bearing, choose: (point: Bearing) => void): TemplateResult {
  const onKey = (event: KeyboardEvent): void => {
    const turn = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (turn === undefined) return;
    event.preventDefault();
    const next = BEARINGS[(BEARINGS.indexOf(wind) + turn + BEARINGS.length) % BEARINGS.length] ?? 'N';
    choose(next);
    void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLButtonElement>(`button[data-wind="${next}"]`)?.focus());
  };
  return html`<div>
    <div class="compass-label" id="compass-label">Wind arrow</div>
    <div class="compass" part="compass" role="radiogroup" aria-labelledby="compass-label" @keydown=${onKey}>
      ${BEARINGS.map(
        (point) => html`<button
          part="button wind-button"
          role="radio"
          data-wind=${point}
          style=${`grid-area: ${COMPASS_CELLS[point]}`}
          aria-checked=${point === wind ? 'true' : 'false'}
          tabindex=${point === wind ? '0' : '-1'}
          @click=${() => {
            if (point !== wind) choose(point);
          }}
        >
          ${point}<span class="visually-hidden"> (${pointName(point)})</span>
        </button>`,
      )}
      <div class="arrow" part="wind-arrow" aria-hidden="true">
        <svg viewBox="-16 -16 32 32">
          <g transform=${`rotate(${String(ARROW_ANGLE[wind])})`}>
            <line x1="0" y1="11" x2="0" y2="-6"></line>
            <path d="M-6 -4L0 -13L6 -4Z"></path>
          </g>
        </svg>
      </div>
    </div>
  </div>`;
}
