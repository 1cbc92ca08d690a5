/**
 * Two versions of a game's data played on the same seeds, set side by side (issue 23): A, a run
 * kept, and B, the run after it. The win rates the comparison follows (each bot's, or each seat's
 * in a mirror match), the mean length and the game's figures for A and for B, and each difference
 * B − A with its 95 % interval, worded as the command line words it (`variantDifferences`,
 * `figureDifferences`).
 */
import { html, type TemplateResult } from 'lit';
import { comparedRates, differenceWords, figureDifferences, percent, rateName, variantDifferences, type Difference, type WinRate } from '../../rules/simulation/index.ts';
import { count, isMirror, renderVerdict, rowLabel, twoPlaces } from './report-view.ts';
import type { ReportedVariant } from './variants-run.ts';

function rateCell(row: WinRate | undefined): TemplateResult {
  return row === undefined ? html`<td>–</td>` : html`<td class="number">${percent(row.rate)} <span class="hint">(${percent(row.low)} – ${percent(row.high)})</span></td>`;
}

/** What an interval says in words: whether these games tell A and B apart. */
export function differenceVerdict(difference: Difference): string {
  if (difference.low <= 0 && difference.high >= 0) return 'no difference shown at this sample size';
  return difference.difference > 0 ? 'higher in B' : 'lower in B';
}

function differenceCell(difference: Difference | undefined): TemplateResult {
  if (difference === undefined) return html`<td>–</td>`;
  return html`<td>${differenceWords(difference).slice(difference.figure.length + 2)}: ${differenceVerdict(difference)}</td>`;
}

export function renderComparison(a: ReportedVariant, b: ReportedVariant, seeds: string): TemplateResult {
  const differences = [...variantDifferences([a, b]), ...figureDifferences([a, b])];
  const byFigure = new Map(differences.map((difference) => [difference.figure, difference]));
  const aRates = new Map(comparedRates(a.report).map((row) => [rateName(row), row]));
  const meanLength = (variant: ReportedVariant): string => (variant.report.length.distribution === null ? '–' : twoPlaces(variant.report.length.distribution.mean));
  const unfinished = b.complete ? '' : ` B was cut short after ${count(b.report.games)} games: its figures are theirs.`;
  return html`<div part="comparison">
    <h3>A beside B: the same ${seeds}</h3>
    <p class="hint">Only the data differs: every game of B was dealt and rolled as the same game of A.${unfinished}</p>
    <table part="compare-table">
      <caption>
        A, B, and B − A with its 95 % interval
      </caption>
      <thead>
        <tr><th scope="col">Figure</th><th scope="col">A</th><th scope="col">B</th><th scope="col">B − A (95 % interval)</th></tr>
      </thead>
      <tbody>
        ${comparedRates(b.report).map(
          (row) => html`<tr>
            <th scope="row">Win rate, ${rowLabel(row, isMirror(b.report))}</th>
            ${rateCell(aRates.get(rateName(row)))} ${rateCell(row)} ${differenceCell(byFigure.get(rateName(row)))}
          </tr>`,
        )}
        <tr>
          <th scope="row">Mean length (${a.report.length.unit})</th>
          <td class="number">${meanLength(a)}</td>
          <td class="number">${meanLength(b)}</td>
          ${differenceCell(byFigure.get('mean length'))}
        </tr>
        ${b.report.figures.map((figure, index) => {
          const before = a.report.figures[index]?.all;
          return html`<tr>
            <th scope="row">${figure.label} <span class="hint">(mean per ${figure.per})</span></th>
            <td class="number">${before == null ? '–' : twoPlaces(before.mean)}</td>
            <td class="number">${figure.all === null ? '–' : twoPlaces(figure.all.mean)}</td>
            ${differenceCell(byFigure.get(figure.label))}
          </tr>`;
        })}
      </tbody>
    </table>
    ${renderVerdict(a.report, 'Seats in A')} ${renderVerdict(b.report, 'Seats in B')}
    <ul part="differences">
      ${differences.map((difference) => html`<li>${differenceWords(difference)}: ${differenceVerdict(difference)}.</li>`)}
    </ul>
  </div>`;
}
