import { css } from 'lit';
import { gameStyles, wideGameLayout } from '../shared/game-controls.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';

/** `<steam-torpedo-game>`'s styles: the game shell's, then its own (the battle area, the submarines, the choices). */
export const steamTorpedoGameStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  gameStyles,
  wideGameLayout('60rem'),
  // In one column (a docs page, under 60rem), as every game: what the game waits for and the
  // choices first, then the table (taller than a screen); there the choices' heading, which would
  // say again whose they are, is left to screen readers. The drawings are drawn at their own size
  // (one pixel per SVG unit, 580 px wide), not stretched to the column.
  css`
    @container not (min-width: 60rem) {
      .actions {
        padding-top: 0;
      }
      #actions-heading {
        position: absolute;
        clip-path: inset(50%);
      }
      steam-torpedo-submarine,
      steam-torpedo-battle-area {
        max-width: min(var(--rb-submarine-max-width, 52rem), 580px);
      }
    }
    h4 {
      font-size: 0.95em;
      margin: 0;
    }
    h4 .effect-text {
      font-weight: normal;
    }
    .crew-line > *,
    .crew-list > li {
      display: inline;
      margin: 0 0.7rem 0 0;
      padding: 0;
    }
    .crew-line > .idle {
      display: inline-block;
    }
    .crew-list button {
      margin: 0.05rem 0.35rem 0.05rem 0;
    }
    .place {
      white-space: nowrap;
    }
    .description {
      max-width: 60rem;
    }
    .widget {
      padding-block: 0.6rem;
      gap: 0.5rem;
    }
    .layout {
      row-gap: 0.35rem;
    }
    .side {
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.6rem;
      align-items: baseline;
      font-size: 0.875em;
    }
    .side strong {
      font-size: 1.07em;
    }
    .to-act {
      font-weight: 700;
      border: 2px solid ${tokens.accent};
      border-radius: 999px;
      padding: 0 0.4rem;
      line-height: 1.2;
    }
    figure {
      margin: 0;
      display: grid;
      gap: 0.1rem;
    }
    .table {
      gap: 0.25rem;
    }
    section {
      padding-top: 0.4rem;
      display: grid;
      gap: 0.3rem;
    }
    .group {
      border: none;
      border-left: 3px solid ${tokens.border};
      border-radius: 0;
      padding: 0 0 0 0.5rem;
      gap: 0.25rem;
    }
    .effects {
      display: grid;
      gap: 0.3rem;
    }
    .closing {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      align-items: center;
      gap: 0.3rem 1rem;
    }
    .actions button {
      padding: 0.1rem 0.6rem;
    }
    .actions ul.choices {
      gap: 0.3rem;
    }
    ul.stack {
      flex-direction: column;
      align-items: flex-start;
    }
    .effect-text {
      color: ${tokens.muted};
      font-size: 0.9em;
    }
    .preview {
      display: block;
      color: ${tokens.muted};
      font-size: 0.88em;
      padding-left: 0.2rem;
    }
    .picker {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
    }
    select {
      font: inherit;
      width: 100%;
      padding: 0.2rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
    }
    button[aria-pressed='true']::before {
      content: '✓ ';
    }
    button[aria-disabled='true'] {
      opacity: 0.6;
      border-style: dashed;
    }
    .where {
      font-size: 0.85em;
      color: ${tokens.muted};
    }
    .where > summary {
      cursor: pointer;
      font-weight: 600;
    }
    .where > p {
      color: ${tokens.text};
      margin-top: 0.2rem;
    }
    .idle {
      margin: 0;
      color: ${tokens.muted};
      font-size: 0.92em;
    }
  `,
];
