import { css, type CSSResult } from 'lit';
import { labHeadingStyles } from '../shared/lab-shell.ts';
import { numberFieldStyles } from '../shared/number-field.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { boardRowStyles } from './board-frame.ts';

/** The shared widget styles the widget stands on, before the board's and its own (the board's row lays out its room while the board's part is fetched, too). */
const sharedStyles = [baseStyles, widgetStyles, controlStyles, labHeadingStyles, numberFieldStyles, boardRowStyles];

/** The widget's own styles (the dice, the targets, the odds): last, so they may override the rest. */
const ownStyles = [
  css`
    :host {
      max-width: 42rem;
    }
    .widget {
      grid-template-columns: minmax(0, 1fr);
    }
    .description {
      color: ${tokens.muted};
      margin: 0.3rem 0 0;
    }
    .refusal {
      border: 2px solid ${tokens.error};
      border-radius: ${tokens.radius};
      background: ${tokens.errorSurface};
      padding: 0.3rem 0.6rem;
      margin: 0;
    }
    .choice-row {
      padding: 0.2rem 0;
    }
    .choice-row > .choice {
      display: inline;
    }
    /*
     * Narrower than the board and the targets side by side (a 610 px column), the frame kept while
     * the board's part is fetched is as tall as the widget drawn, as measured in Chromium at 300–600
     * px (a page's default 16 px serif, as the loader's first heights): two lines through the four
     * presets' mean with a preset (its targets' list makes the area's 216 px shorter at 300 px),
     * two through a single target's without. 100cqi is the column's width.
     */
    .pending-box {
      container-type: inline-size;
    }
    @container (max-width: 609px) {
      .pending-box > .widget {
        min-height: max(calc(2394px - 256.7cqi), calc(1804.5px - 92.9cqi));
      }
      .pending-box.no-preset > .widget {
        min-height: max(calc(2087px - 213.3cqi), calc(1590.5px - 75.4cqi));
      }
    }
    /* The board's room while its part is fetched (direct-fire.ts). */
    .board-pending {
      box-sizing: border-box;
      max-width: 100%;
      border: 1px dashed ${tokens.border};
      border-radius: ${tokens.radius};
      display: grid;
      place-items: center;
      color: ${tokens.muted};
    }
    h2 {
      font-size: 1.05em;
    }
    .stats {
      color: ${tokens.muted};
      margin: 0;
    }
    .formula code.filled {
      font-weight: 700;
    }
    .citation {
      margin-left: 0.4rem;
    }
    .strip {
      display: flex;
      flex-wrap: wrap;
      gap: 2px;
      list-style: none;
      margin: 0.25rem 0;
      padding: 0;
    }
    .face {
      min-width: 2.1rem;
      text-align: center;
      border: 2px solid ${tokens.miss};
      border-style: dashed;
      background: ${tokens.missSurface};
      color: ${tokens.miss};
      border-radius: 4px;
      padding: 0.1rem 0.15rem;
      line-height: 1.2;
      font-variant-numeric: tabular-nums;
    }
    .face.hit {
      border-color: ${tokens.hit};
      border-style: solid;
      background: ${tokens.hitSurface};
      color: ${tokens.hit};
    }
    .face .number {
      display: block;
      font-weight: 700;
      color: ${tokens.text};
    }
    .odds {
      font-weight: 600;
    }
    .choice {
      display: block;
      padding: 0.2rem 0;
    }
    .area-list {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.5rem;
    }
    .area-list > li {
      border-top: 1px dotted ${tokens.border};
      padding-top: 0.4rem;
    }
    .not-valid {
      color: ${tokens.muted};
    }
    .result {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.4rem;
    }
    .result li {
      display: flex;
      align-items: center;
      gap: 0.6rem;
    }
    .result-words {
      flex: 1 1 0;
      min-width: 0;
    }
    .verdict {
      font-weight: 700;
    }
    .verdict.hit {
      color: ${tokens.hit};
    }
    .verdict.miss {
      color: ${tokens.miss};
    }
    .numbers {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1.5rem;
      align-items: center;
    }
    .numbers .hint {
      flex-basis: 100%;
    }
    .what-if {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.5rem;
      align-items: center;
    }
    select {
      font: inherit;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
      padding: 0.1rem 0.3rem;
    }
  `,
];

/**
 * `<star-eater-direct-fire>`'s styles without the board's row: its styles come with it, in the
 * chunk fetched only for a board (direct-fire-board.ts), and `directFireStylesWith` places them.
 */
export const directFireStyles = [...sharedStyles, ...ownStyles];

/** The widget's styles with the board row's where they belong: after the shared ones, before its own. */
export function directFireStylesWith(board: readonly CSSResult[]): CSSResult[] {
  return [...sharedStyles, ...board, ...ownStyles];
}
