import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { windCompassStyles } from './wind-compass.ts';

/** `<steam-pirates-flagship-route>`'s styles: the shared widget, control, lab and compass styles, then its own (the choices, the steps, the wind die, the harbour). */
export const flagshipRouteStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  windCompassStyles,
  css`
    :host {
      max-width: 54rem;
    }
    .top {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem 1.25rem;
      align-items: flex-start;
    }
    .choices {
      flex: 1 1 20rem;
      display: grid;
      gap: 0.4rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem 0.5rem;
    }
    .row > .what {
      font-weight: 600;
    }
    .row button {
      padding: 0.15rem 0.6rem;
    }
    .row button[aria-checked='true'] {
      background: ${tokens.accent};
      color: ${tokens.onAccent};
    }
    select {
      min-width: 0;
      max-width: 100%;
    }
    ol.steps {
      margin: 0;
      padding-left: 1.6rem;
      display: grid;
      gap: 0.3rem;
    }
    ol.steps:focus {
      outline: none;
    }
    ol.steps:focus-visible {
      outline: ${tokens.focusRing};
    }
    .steps .citation {
      display: inline-block;
    }
    .steps li::marker {
      font-weight: 700;
    }
    .end {
      list-style: none;
      margin-left: -1.6rem;
      font-weight: 600;
    }
    .waiting {
      border-left: 4px solid ${tokens.accent};
      padding-left: 0.5rem;
    }
    .die {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem;
      margin-top: 0.3rem;
    }
    .die .face-button {
      padding: 0.1rem 0.4rem;
      min-width: 2.4rem;
    }
    .face {
      display: inline-block;
      min-width: 1.8em;
      text-align: center;
      border: 2px solid ${tokens.text};
      border-radius: 4px;
      font-weight: 700;
      padding: 0 0.2rem;
      margin: 0 0.1rem;
    }
    .faces {
      color: ${tokens.muted};
    }
    .refusal {
      border: 2px solid ${tokens.error};
      border-radius: ${tokens.radius};
      background: ${tokens.errorSurface};
      padding: 0.3rem 0.6rem;
    }
    .harbour ul {
      margin: 0.2rem 0 0;
      padding-left: 1.2rem;
    }
  `,
];
