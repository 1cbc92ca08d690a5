/**
 * What a reader is shown of a tally: win rates with their intervals, the length of the games, the
 * game's own figures — as JSON (`reportOf`) and as plain text for a terminal (`reportText`).
 */
import type { PlayerId } from '../engine/index.ts';
import type { FigureDefinition, SimulationFacts, SimulationTally } from './simulation.ts';
import { distributionOf, emptyMoments, mergeMoments, rateOf, spreadOf, type Distribution, type Rate, type Spread } from './stats.ts';

export interface WinRate extends Rate {
  /** Null in a bot's row over every seat. */
  seat: PlayerId | null;
  /** Null in a seat's row over every bot. */
  bot: string | null;
}

export interface FigureReport extends FigureDefinition {
  /** Over every sample. */
  all: Spread | null;
  /** By the bot whose player the samples were taken for (only bots that have any). */
  byBot: { bot: string; spread: Spread }[];
}

export interface SimulationReport {
  game: string;
  title: string;
  games: number;
  unfinished: number;
  shared: number;
  /** The bots of the run, by name, in the order given. */
  bots: string[];
  /** Each bot over every seat, then each seat over every bot, then each seat with each bot. */
  winRates: WinRate[];
  length: { unit: string; distribution: Distribution | null };
  commands: Spread | null;
  figures: FigureReport[];
}

type ReportedFacts = Pick<SimulationFacts, 'game' | 'title' | 'lengthUnit' | 'figures'>;

export function reportOf(simulation: ReportedFacts, bots: readonly string[], tally: SimulationTally): SimulationReport {
  // Seat by seat, and within a seat the bots in the order the run named them.
  const cells = Object.entries(tally.seats).flatMap(([seat, byBot]) =>
    Object.entries(byBot)
      .sort(([a], [b]) => bots.indexOf(a) - bots.indexOf(b))
      .map(([bot, cell]) => ({ seat, bot, ...cell })),
  );
  const sum = (rows: typeof cells): [number, number] => [rows.reduce((total, row) => total + row.wins, 0), rows.reduce((total, row) => total + row.games, 0)];
  const seats = Object.keys(tally.seats);
  const winRates: WinRate[] = [
    ...bots.filter((bot, index) => bots.indexOf(bot) === index).map((bot) => ({ seat: null, bot, ...rateOf(...sum(cells.filter((cell) => cell.bot === bot))) })),
    ...seats.map((seat) => ({ seat, bot: null, ...rateOf(...sum(cells.filter((cell) => cell.seat === seat))) })),
    ...cells.map(({ seat, bot, wins, games }) => ({ seat, bot, ...rateOf(wins, games) })),
  ];
  const figures = simulation.figures.map((figure) => {
    const byBot = tally.figures[figure.id] ?? {};
    return {
      ...figure,
      all: spreadOf(Object.values(byBot).reduce(mergeMoments, emptyMoments())),
      byBot: Object.entries(byBot).flatMap(([bot, moments]) => {
        const spread = bot === '' ? null : spreadOf(moments);
        return spread === null ? [] : [{ bot, spread }];
      }),
    };
  });
  return {
    game: simulation.game,
    title: simulation.title,
    games: tally.games,
    unfinished: tally.unfinished,
    shared: tally.shared,
    bots: [...bots],
    winRates,
    length: { unit: simulation.lengthUnit, distribution: distributionOf(tally.lengths) },
    commands: spreadOf(tally.commands),
    figures,
  };
}

/** In a mirror match (one bot in every seat), what the seats' win rates say, in words; else null. */
export function mirrorVerdict(report: SimulationReport): string | null {
  return new Set(report.bots).size === 1 ? seatVerdict(report.winRates.filter((row) => row.bot === null)) : null;
}

/**
 * A mirror match's verdict on the seats: the seat whose 95 % interval lies farthest above its fair
 * share (one in as many as there are seats) has an advantage; failing one, the seat farthest below
 * has a disadvantage; when every interval holds the fair share, none is shown at this sample size.
 */
export function seatVerdict(seats: readonly WinRate[]): string {
  const fair = 1 / Math.max(1, seats.length);
  const farthest = (by: (row: WinRate) => number): WinRate | undefined => seats.filter((row) => by(row) > 0).sort((a, b) => by(b) - by(a))[0];
  const telling = farthest((row) => row.low - fair) ?? farthest((row) => fair - row.high);
  if (telling === undefined) return `no seat advantage shown at this sample size: every seat's interval holds its fair share, ${percent(fair)}`;
  const place = `the ${ORDINALS[seats.indexOf(telling)] ?? `#${String(seats.indexOf(telling) + 1)}`} seat (${telling.seat ?? ''})`;
  const range = `${(telling.low * 100).toFixed(1)}–${(telling.high * 100).toFixed(1)} %`;
  return `${place} wins ${percent(telling.rate)} (${range}) against a fair share of ${percent(fair)}: ${telling.low > fair ? 'an advantage' : 'a disadvantage'}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

// -----------------------------------------------------------------------------------------------
// As text

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)} %`;
}

export function rateWords(rate: Rate): string {
  return `${percent(rate.rate).padStart(7)}  (${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)})  ${whole.format(rate.wins)} of ${whole.format(rate.games)}`;
}

function rowLabel(row: WinRate): string {
  if (row.seat === null) return row.bot ?? '';
  return row.bot === null ? `${row.seat} (any bot)` : `${row.seat} as ${row.bot}`;
}

function spreadWords(spread: Spread): string {
  return `mean ${twoPlaces.format(spread.mean)} ± ${twoPlaces.format(spread.deviation)}  (${whole.format(spread.min)}–${whole.format(spread.max)}, ${whole.format(spread.count)} samples)`;
}

/** A bar of `width` characters for `count` of `most`. */
function bar(count: number, most: number, width = 30): string {
  return '█'.repeat(most === 0 ? 0 : Math.round((count / most) * width));
}

/** The report as a terminal shows it: headed sections, figures right-aligned. */
export function reportText(report: SimulationReport): string {
  const lines: string[] = [];
  const cut = report.unfinished === 0 ? '' : `, ${whole.format(report.unfinished)} cut short unfinished`;
  const shared = report.shared === 0 ? '' : `, ${whole.format(report.shared)} with a shared win`;
  lines.push(`${report.title}: ${whole.format(report.games)} games, bots ${report.bots.join(' and ')} taking the seats in turn${cut}${shared}.`, '');
  lines.push('Win rate (95 % interval)');
  const labelWidth = Math.max(...report.winRates.map((row) => rowLabel(row).length));
  for (const row of report.winRates) lines.push(`  ${rowLabel(row).padEnd(labelWidth)}  ${rateWords(row)}`);
  const verdict = mirrorVerdict(report);
  if (verdict !== null) lines.push(`  Seats: ${verdict}.`);
  const { distribution, unit } = report.length;
  if (distribution !== null) {
    lines.push('', `Game length in ${unit}: median ${whole.format(distribution.median)}, nine in ten ≤ ${whole.format(distribution.p90)}, shortest ${whole.format(distribution.min)}, longest ${whole.format(distribution.max)}, mean ${twoPlaces.format(distribution.mean)}`);
    const most = Math.max(...distribution.bars.map((entry) => entry.count));
    const rangeWidth = Math.max(...distribution.bars.map((entry) => `${String(entry.from)}–${String(entry.to)}`.length));
    for (const entry of distribution.bars) {
      const range = entry.from === entry.to ? String(entry.from) : `${String(entry.from)}–${String(entry.to)}`;
      lines.push(`  ${range.padStart(rangeWidth)}  ${whole.format(entry.count).padStart(7)}  ${bar(entry.count, most)}`);
    }
  }
  for (const figure of report.figures) {
    lines.push('', `${figure.label} (a sample per ${figure.per})`);
    if (figure.all === null) {
      lines.push('  no samples');
      continue;
    }
    lines.push(`  ${'all'.padEnd(12)}  ${spreadWords(figure.all)}`);
    if (figure.byBot.length > 1) for (const { bot, spread } of figure.byBot) lines.push(`  ${bot.padEnd(12)}  ${spreadWords(spread)}`);
  }
  return lines.join('\n');
}
