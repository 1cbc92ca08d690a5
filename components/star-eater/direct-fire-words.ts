/**
 * How `<star-eater-direct-fire>` says the odds, the targets and a refusal: the element and its board
 * part (direct-fire-board.ts, fetched only for a board) both say them, so both import them from
 * here (the board's chunk carries its own copy of these few lines).
 */
import { html, type TemplateResult } from 'lit';
import { directFireHeading, directFireOdds, placeWords, type DirectFireState, type Refusal, type Target } from '../../rules/star-eater/index.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { citationFrom } from '../shared/words.ts';

/** A rule id as a citation with its title and docs link from the rule map (when it is in it). */
export const citation = citationFrom(directFireHeading);

/** "hits on 5+ (8/12, 66.7%)", from the rules' exact odds. */
export function oddsText(accuracy: number, evasion: number): string {
  const odds = directFireOdds({ accuracy, evasion });
  return `${minimumText(odds.minimumRoll)} (${String(odds.hits)}/${String(odds.sides)}, ${percent(odds.probability)})`;
}

export function minimumText(minimumRoll: number | null): string {
  if (minimumRoll === null) return 'never hits';
  if (minimumRoll <= 1) return 'always hits';
  return `hits on ${String(minimumRoll)}+`;
}

function percent(probability: number): string {
  return `${(probability * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** A number with a real minus sign, as text is printed ("−2", not "-2"): the number to beat goes below 0. */
export function withMinus(value: number): string {
  return String(value).replace('-', '−');
}

export function describeTarget(target: Target): string {
  return `${target.name} (${target.kind}, evasion ${String(target.evasion)})`;
}

/**
 * A target as the list says it: on the board, with the number the board shows (and its place, for
 * those who do not see the board); as before without one.
 */
export function numbered(state: DirectFireState, target: Target, index: number): TemplateResult | string {
  if (state.board === null || target.at === undefined) return describeTarget(target);
  return html`${String(index + 1)}. ${describeTarget(target)}<span class="visually-hidden"> at ${placeWords(target.at)}</span>`;
}

/** Why a target may not be shot at, citing the rule; `consequence` says what that means here (", no roll"). */
export function renderNotValid(refusal: Refusal, consequence: string): TemplateResult {
  return html`<p class="not-valid"><span aria-hidden="true">✗</span> Not a valid target${consequence}: ${refusal.reason}${renderCitation(citation(refusal.rule))}</p>`;
}
