/**
 * A sweep drawn (issue 23): one number of the data varied over a few values, every value played on
 * the same seeds. A chart of the win rate per value with its 95 % interval as a bar (each bot's
 * rate, or each seat's in a mirror match: `comparedRates`), and a table of the same rates, the
 * mean length and the game's figures per value. The chart is drawn at its own size, never scaled,
 * so its labels stay 12 px; on a narrow page the bench's results scroll sideways.
 */
import { css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { comparedRates, percent, rateName, type WinRate } from '../../rules/simulation/index.ts';
import { tokens } from '../shared/theme.ts';
import { count, isMirror, rowLabel, twoPlaces } from './report-view.ts';
import type { ReportedVariant } from './variants-run.ts';

export const sweepStyles = css`
  .sweep-chart text {
    font-size: 12px;
    fill: ${tokens.text};
  }
  .sweep-chart .grid {
    stroke: ${tokens.border};
    stroke-dasharray: 2 3;
  }
  .sweep-chart .series {
    stroke: ${tokens.accent};
    fill: ${tokens.accent};
  }
  .sweep-chart .series.odd {
    stroke: ${tokens.text};
    fill: ${tokens.text};
  }
  .sweep-chart .join {
    fill: none;
    stroke-width: 1.5;
  }
  .sweep-chart .interval {
    stroke-width: 2;
  }
`;

/** The value of a sweep's variant: its label is `path=value`. */
export function valueOf(label: string): string {
  return label.slice(label.lastIndexOf('=') + 1);
}

/** Each series' marker, so that no series is told by its colour alone: a circle, a square, a triangle, a diamond, a cross. */
function marker(index: number, x: number, y: number): SVGTemplateResult {
  switch (index % 5) {
    case 0:
      return svg`<circle cx=${x} cy=${y} r="4.5"></circle>`;
    case 1:
      return svg`<rect x=${x - 4} y=${y - 4} width="8" height="8"></rect>`;
    case 2:
      return svg`<path d="M${x} ${y - 5}L${x + 5} ${y + 4}H${x - 5}Z"></path>`;
    case 3:
      return svg`<path d="M${x} ${y - 5.5}L${x + 5.5} ${y}L${x} ${y + 5.5}L${x - 5.5} ${y}Z"></path>`;
    default:
      return svg`<path d="M${x - 4} ${y - 4}L${x + 4} ${y + 4}M${x + 4} ${y - 4}L${x - 4} ${y + 4}" stroke-width="2.5"></path>`;
  }
}

const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2'];

/** The chart: values across, win rate up (0 to 100 %), a marker per series at each value with its interval. */
export function renderSweepChart(path: string, variants: readonly ReportedVariant[]): TemplateResult {
  const first = variants[0];
  if (first === undefined) return html``;
  const series = comparedRates(first.report).map((row) => ({ name: rateName(row), label: rowLabel(row, isMirror(first.report)) }));
  const column = Math.max(56, 28 + series.length * 14);
  const left = 48;
  const top = 10;
  const plot = 180;
  const width = Math.max(320, left + column * variants.length + 16);
  const legendTop = top + plot + 60;
  const legendRows = Math.ceil(series.length / 2);
  const height = legendTop + legendRows * 20;
  const y = (rate: number): number => top + (1 - rate) * plot;
  const x = (value: number, index: number): number => left + column * value + column / 2 + (index - (series.length - 1) / 2) * 12;
  const rateAt = (variant: ReportedVariant, name: string): WinRate | undefined => comparedRates(variant.report).find((row) => rateName(row) === name);
  const words = variants.map((variant) => `${valueOf(variant.label)}: ${series.map(({ name, label }) => {
    const row = rateAt(variant, name);
    return row === undefined ? `${label} –` : `${label} ${percent(row.rate)} (${percent(row.low)} to ${percent(row.high)})`;
  }).join(', ')}`);
  return html`<figure part="sweep-chart">
    <figcaption>Win rate by ${path}, each with its 95 % interval (the bar through its marker).</figcaption>
    <svg class="sweep-chart" width=${width} height=${height} viewBox="0 0 ${width} ${height}" role="img" aria-label=${`Win rate by ${path}: ${words.join('; ')}`}>
      ${[0, 0.25, 0.5, 0.75, 1].map(
        (tick) => svg`<line class="grid" x1=${left} x2=${width - 8} y1=${y(tick)} y2=${y(tick)}></line>
          <text x=${left - 6} y=${y(tick) + 4} text-anchor="end">${String(tick * 100)} %</text>`,
      )}
      ${variants.map((variant, value) => svg`<text x=${left + column * value + column / 2} y=${top + plot + 18} text-anchor="middle">${valueOf(variant.label)}</text>`)}
      ${svg`<text x=${left + (width - left) / 2} y=${top + plot + 34} text-anchor="middle">${path}</text>`}
      ${series.map(({ name }, index) => {
        const points = variants.flatMap((variant, value) => {
          const row = rateAt(variant, name);
          return row === undefined ? [] : [{ row, at: x(value, index) }];
        });
        return svg`<g class=${`series${index % 2 === 1 ? ' odd' : ''}`}>
          <polyline class="join" stroke-dasharray=${DASHES[index % DASHES.length] ?? ''} points=${points.map(({ row, at }) => `${String(at)},${String(y(row.rate))}`).join(' ')}></polyline>
          ${points.map(({ row, at }) => svg`<line class="interval" x1=${at} x2=${at} y1=${y(row.low)} y2=${y(row.high)}></line>
            <line x1=${at - 3} x2=${at + 3} y1=${y(row.low)} y2=${y(row.low)}></line>
            <line x1=${at - 3} x2=${at + 3} y1=${y(row.high)} y2=${y(row.high)}></line>
            ${marker(index, at, y(row.rate))}`)}
        </g>`;
      })}
      ${series.map(({ label }, index) => {
        const lx = left + (index % 2) * 150;
        const ly = legendTop + Math.floor(index / 2) * 20;
        return svg`<g class=${`series${index % 2 === 1 ? ' odd' : ''}`}>${marker(index, lx + 6, ly - 4)}</g><text x=${lx + 16} y=${ly}>${label}</text>`;
      })}
    </svg>
  </figure>`;
}

/** The table beside the chart: per value, the compared win rates, the mean length and each of the game's figures. */
export function renderSweepTable(path: string, variants: readonly ReportedVariant[]): TemplateResult {
  const first = variants[0];
  if (first === undefined) return html``;
  const series = comparedRates(first.report);
  const { figures } = first.report;
  return html`<table part="sweep-table">
    <caption>
      Per value of ${path}: win rates (95 % interval), the mean length and the game's figures (means)
    </caption>
    <thead>
      <tr>
        <th scope="col">${path}</th>
        ${series.map((row) => html`<th scope="col">${rowLabel(row, isMirror(first.report))}</th>`)}
        <th scope="col">Length (${first.report.length.unit})</th>
        ${figures.map((figure) => html`<th scope="col">${figure.label}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${variants.map((variant) => {
        const rates = comparedRates(variant.report);
        return html`<tr>
          <th scope="row">${valueOf(variant.label)}${variant.complete ? '' : html` <span class="hint">(${count(variant.report.games)} games so far)</span>`}</th>
          ${series.map((column) => {
            const row = rates.find((rate) => rateName(rate) === rateName(column));
            return html`<td class="number">${row === undefined ? '–' : html`${percent(row.rate)} <span class="hint">(${percent(row.low)} – ${percent(row.high)})</span>`}</td>`;
          })}
          <td class="number">${variant.report.length.distribution === null ? '–' : twoPlaces(variant.report.length.distribution.mean)}</td>
          ${variant.report.figures.map((figure) => html`<td class="number">${figure.all === null ? '–' : twoPlaces(figure.all.mean)}</td>`)}
        </tr>`;
      })}
    </tbody>
  </table>`;
}
