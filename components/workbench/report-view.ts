/**
 * A simulation's report drawn for a page: the win rates as a table with their intervals drawn as
 * bars, the games' length as a bar chart, the game's own figures as a table. Our own SVG: a
 * charting library would outweigh the whole workbench for two charts this plain.
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { SimulationReport, WinRate } from '../../rules/simulation/index.ts';
import { mirrorVerdict, percent } from '../../rules/simulation/index.ts';
import type { Spread } from '../../rules/simulation/index.ts';
import { tokens } from '../shared/theme.ts';

export const count = (value: number): string => value.toLocaleString('en-GB');
export const twoPlaces = (value: number): string => value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const reportStyles = css`
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.15rem 0.6rem 0.15rem 0;
    text-align: left;
    vertical-align: middle;
  }
  td.number {
    text-align: right;
    white-space: nowrap;
  }
  tbody th {
    font-weight: normal;
  }
  .interval svg,
  .lengths svg {
    display: block;
  }
  .bar {
    fill: ${tokens.accent};
  }
  .track {
    fill: none;
    stroke: ${tokens.border};
  }
  .axis {
    fill: ${tokens.muted};
    font-size: 12px;
  }
  .results {
    overflow-x: auto;
    max-width: 100%;
  }
  .results > * + * {
    margin-top: 0.75rem;
  }
  /* Paper cannot scroll: the results fit the page's width instead, their cells wrapping and their
     drawings (the intervals, the sweep's chart) shrinking. */
  @media print {
    .results {
      overflow: visible;
    }
    .results table {
      width: 100%;
    }
    .results :is(td, th) {
      overflow-wrap: anywhere;
      white-space: normal;
    }
    .results svg {
      max-width: 100%;
      height: auto;
    }
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
`;

/** A win rate's row: `heuristic`, `red as heuristic`, `red, any bot`, or in a mirror match (one bot in every seat) the seat alone, `red`. */
export function rowLabel(row: WinRate, mirror = false): string {
  if (row.seat === null) return row.bot ?? '';
  if (row.bot === null) return mirror ? row.seat : `${row.seat}, any bot`;
  return `${row.seat} as ${row.bot}`;
}

/** One bot in every seat. */
export function isMirror(report: SimulationReport): boolean {
  return new Set(report.bots).size === 1;
}

/** A mirror match's verdict on the seats, as a sentence (part `seat-verdict`); nothing when the bots differ. */
export function renderVerdict(report: SimulationReport, who = 'Seats'): TemplateResult | typeof nothing {
  const verdict = mirrorVerdict(report);
  if (verdict === null) return nothing;
  return html`<p part="seat-verdict"><strong>${who}:</strong> ${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}.</p>`;
}

/** The rate as a dot on a 0–100 % track, its interval as a bar. */
export function intervalChart(row: WinRate): TemplateResult {
  const width = 120;
  const x = (fraction: number): number => 2 + fraction * (width - 4);
  return html`<svg width=${width} height="14" viewBox="0 0 ${width} 14" aria-hidden="true">
    ${svg`<rect class="track" x="2" y="4" width=${width - 4} height="6"></rect>
    <rect class="bar" x=${x(row.low)} y="4" width=${Math.max(1, x(row.high) - x(row.low))} height="6" opacity="0.45"></rect>
    <rect class="bar" x=${x(row.rate) - 1} y="1" width="2" height="12"></rect>`}
  </svg>`;
}

function renderWinRates(report: SimulationReport): TemplateResult {
  // In a mirror match the one bot's rate is its fair share whatever the data, and each seat's row with that bot repeats the seat's: the seats alone say something.
  const mirror = isMirror(report);
  const rows = mirror ? report.winRates.filter((row) => row.bot === null) : report.winRates;
  return html`<table part="win-rates">
    <caption>
      Win rate, with its 95 % interval
    </caption>
    <thead>
      <tr><th scope="col">Who</th><th scope="col">Won</th><th scope="col">95 % interval</th><th scope="col">Games won</th><th scope="col"><span class="visually-hidden">Chart</span></th></tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) => html`<tr>
          <th scope="row">${rowLabel(row, mirror)}</th>
          <td class="number">${percent(row.rate)}</td>
          <td class="number">${percent(row.low)} – ${percent(row.high)}</td>
          <td class="number">${count(row.wins)} of ${count(row.games)}</td>
          <td class="interval">${intervalChart(row)}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function renderLengths(report: SimulationReport): TemplateResult {
  const { distribution, unit } = report.length;
  if (distribution === null) return html``;
  const { bars } = distribution;
  const width = 420;
  const height = 120;
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const step = width / bars.length;
  const words = `Game length in ${unit}: median ${count(distribution.median)}, nine games in ten ${count(distribution.p90)} or fewer, shortest ${count(distribution.min)}, longest ${count(distribution.max)}, mean ${twoPlaces(distribution.mean)}.`;
  return html`<figure class="lengths" part="lengths">
    <figcaption>${words}</figcaption>
    <svg width=${width} height=${height + 16} viewBox="0 0 ${width} ${height + 16}" role="img" aria-label=${`Games by length in ${unit}: ${bars.map((bar) => `${bar.from === bar.to ? String(bar.from) : `${String(bar.from)} to ${String(bar.to)}`}: ${String(bar.count)}`).join('; ')}`}>
      ${bars.map((bar, index) => {
        const barHeight = (bar.count / most) * height;
        return svg`<rect class="bar" x=${index * step + 1} y=${height - barHeight} width=${Math.max(1, step - 2)} height=${barHeight}><title>${bar.from === bar.to ? String(bar.from) : `${String(bar.from)}–${String(bar.to)}`} ${unit}: ${count(bar.count)} games</title></rect>`;
      })}
      ${svg`<text class="axis" x="0" y=${height + 13}>${String(distribution.min)}</text>
      <text class="axis" x=${width} y=${height + 13} text-anchor="end">${String(distribution.max)} ${unit}</text>`}
    </svg>
  </figure>`;
}

function spreadCells(spread: Spread): TemplateResult {
  return html`<td class="number">${twoPlaces(spread.mean)}</td>
    <td class="number">± ${twoPlaces(spread.deviation)}</td>
    <td class="number">${count(spread.min)} – ${count(spread.max)}</td>
    <td class="number">${count(spread.count)}</td>`;
}

function renderFigures(report: SimulationReport): TemplateResult {
  return html`<table part="figures">
    <caption>
      The game's own figures
    </caption>
    <thead>
      <tr><th scope="col">Figure</th><th scope="col">Whose</th><th scope="col">Mean</th><th scope="col">Spread (SD)</th><th scope="col">Range</th><th scope="col">Samples</th></tr>
    </thead>
    <tbody>
      ${report.figures.flatMap((figure) => {
        const label = html`<th scope="row">${figure.label} <span class="hint">(per ${figure.per})</span></th>`;
        if (figure.all === null) return [html`<tr>${label}<td colspan="5">no samples yet</td></tr>`];
        return [html`<tr>${label}<td>all</td>${spreadCells(figure.all)}</tr>`, ...(figure.byBot.length > 1 ? figure.byBot.map(({ bot, spread }) => html`<tr><td></td><td>${bot}</td>${spreadCells(spread)}</tr>`) : [])];
      })}
    </tbody>
  </table>`;
}

export function renderReport(report: SimulationReport, heading = `Results of ${count(report.games)} games`): TemplateResult {
  const cut = report.unfinished === 0 ? '' : ` ${count(report.unfinished)} were cut short unfinished (no winner).`;
  const shared = report.shared === 0 ? '' : ` ${count(report.shared)} ended in a shared win, counted as a win for each.`;
  return html`<div part="report">
    <h3>${heading}</h3>
    ${cut === '' && shared === '' ? '' : html`<p>${cut}${shared}</p>`} ${renderWinRates(report)} ${renderVerdict(report)} ${renderLengths(report)} ${renderFigures(report)}
  </div>`;
}
