import { css } from 'lit';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { dataFormStyles } from './data-form.ts';
import { reportStyles } from './report-view.ts';
import { runSettingsStyles } from './run-settings.ts';
import { sweepStyles } from './sweep-chart.ts';

/** A designers' bench's styles: the data editor, the run's controls and the report. */
export const workbenchStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  reportStyles,
  sweepStyles,
  dataFormStyles,
  runSettingsStyles,
  css`
    .widget > * {
      min-width: 0;
    }
    .data-columns {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
      gap: 0.75rem;
      align-items: start;
    }
    .data-columns > * {
      min-width: 0;
    }
    textarea {
      width: 100%;
      min-height: 16rem;
      font-family: ${tokens.monoFontFamily};
      font-size: 0.85em;
      color: inherit;
      background: ${tokens.surface};
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      padding: 0.5rem;
    }
    textarea[aria-invalid='true'] {
      border-color: ${tokens.error};
    }
    .status.bad {
      color: ${tokens.error};
      background: ${tokens.errorSurface};
      border-radius: ${tokens.radius};
      padding: 0.3rem 0.5rem;
    }
    .file {
      position: absolute;
      width: 1px;
      height: 1px;
      opacity: 0;
    }
  `,
];
