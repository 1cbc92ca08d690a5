/**
 * One row per game, for a spreadsheet (`npm run simulate -- … --csv games.csv`): which variant of the
 * data, the seed, who played which seat, who won, how long it took, and each of the game's own
 * figures as that game's mean. RFC 4180: commas between fields, a field with a comma, a quote or a
 * line break in quotes.
 */
import type { FigureDefinition, GameResult } from './simulation.ts';

/** A game as a run keeps it for its row: the game's result and the seed it was played with. */
export interface GameRow {
  seed: number;
  result: GameResult;
}

/** The rows of one variant of a run: its label ('sample', a file name, `path=value`) and its games. */
export interface VariantRows {
  variant: string;
  rows: readonly GameRow[];
}

export function gamesCsv(variants: readonly VariantRows[], figures: readonly FigureDefinition[]): string {
  const header = ['variant', 'seed', 'bots', 'winners', 'finished', 'length', 'commands', ...figures.map((figure) => figure.id)];
  const lines = [header];
  for (const { variant, rows } of variants) {
    for (const { seed, result } of rows) {
      lines.push([
        variant,
        String(seed),
        result.seats.map(({ player, bot }) => `${player}=${bot}`).join(';'),
        result.winners.join(';'),
        result.finished ? 'yes' : 'no',
        String(result.length),
        String(result.commands),
        ...figures.map((figure) => meanOf(result.samples.filter(([id]) => id === figure.id).map(([, , value]) => value))),
      ]);
    }
  }
  return `${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A game's figure: the mean of its samples, blank when it took none. */
function meanOf(values: readonly number[]): string {
  if (values.length === 0) return '';
  const mean = values.reduce((total, value) => total + value, 0) / values.length;
  return String(Math.round(mean * 1000) / 1000);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
