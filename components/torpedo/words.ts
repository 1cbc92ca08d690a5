/**
 * Torpedo in words, for the widgets: rule citations from the game's rule headings, and ships as a
 * sentence names them.
 */
import { nearestStep, HEADING_STEP_DEGREES, isTableHeading, ruleHeading, type Piece, type Point } from '../../rules/torpedo/index.ts';
import { citationFrom } from '../shared/words.ts';

export { capitalise, listWords, plural } from '../shared/words.ts';

/** A rule id as a citation with its title and docs link from the Torpedo rule map. */
export const citation = citationFrom(ruleHeading);

/** “red’s small ship RS”. */
export function shipWords(piece: Piece, label: string): string {
  return `${piece.owner}’s ${piece.size} ship ${label}`;
}

/** Millimetres as a reader wants them: whole where whole, else to a tenth. */
export function mm(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** “at 120, 75 mm”. */
export function atWords(point: Point): string {
  return `at ${mm(point.x)}, ${mm(point.y)} mm`;
}

/** “pointing 45°” (clockwise from pointing right); “about” for a heading between the table's steps. */
export function pointingWords(heading: Point): string {
  const degrees = nearestStep(heading) * HEADING_STEP_DEGREES;
  return `pointing ${isTableHeading(heading) ? '' : 'about '}${String(degrees)}°`;
}
