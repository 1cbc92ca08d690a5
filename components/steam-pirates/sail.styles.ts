import { css } from 'lit';
import { labHeadingStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { windCompassStyles } from './wind-compass.ts';

/** `<steam-pirates-sail>`'s styles: the shared widget, control, heading and compass styles, then its own (the summary, the costs, the lines, the verdict). */
export const sailStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labHeadingStyles,
  windCompassStyles,
  css`
    :host {
      max-width: 54rem;
    }
    .widget {
      gap: 0.6rem;
      grid-template-columns: minmax(0, 1fr);
    }
    .top {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem 1.25rem;
      align-items: flex-start;
    }
    .summary {
      flex: 1 1 18rem;
      display: grid;
      gap: 0.3rem;
      margin: 0;
    }
    .costs {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 1.2rem;
    }
    .figure {
      font-size: 1.5em;
      font-weight: 800;
    }
    .lines {
      margin: 0;
      padding-left: 1.2rem;
      display: grid;
      gap: 0.3rem;
    }
    .verdict {
      margin: 0;
      font-weight: 600;
    }
    .verdict[data-legal='false'],
    .refusal {
      color: ${tokens.miss};
    }
    .refusal {
      margin: 0;
    }
  `,
];
