/**
 * Scoring (torpedo/score.points, torpedo/score.ties): the points of each player's ships still afloat
 * when the large volley is done; every player tied for the most shares the win.
 */
import type { Outcome, PlayerId } from '../engine/index.ts';
import type { FinalScore } from './model.ts';
import { POINTS, type Piece } from './pieces.ts';
import { RULE } from './rule-ids.ts';

/** Each player's points for their ships on `table` not in `sunk`; unplayed and dead pieces are not on the table, so score nothing. */
export function finalScores(players: readonly PlayerId[], table: readonly Piece[], sunk: readonly string[]): FinalScore[] {
  return players.map((player) => {
    const afloat = { small: 0, medium: 0, large: 0 };
    let points = 0;
    for (const piece of table) {
      if (piece.owner !== player || sunk.includes(piece.id)) continue;
      afloat[piece.size] += 1;
      points += POINTS[piece.size];
    }
    return { player, points, afloat };
  });
}

/** The winners: every player with the most points (RULE.ties: a tie is shared, not fought over). */
export function outcomeOf(scores: readonly FinalScore[]): Outcome {
  const best = Math.max(...scores.map((score) => score.points));
  const winners = scores.filter((score) => score.points === best).map((score) => score.player);
  const points = `${String(best)} point${best === 1 ? '' : 's'}`;
  const reason =
    winners.length === 1
      ? `${winners.join('')} has the most points of ships afloat: ${points}.`
      : `${winners.join(' and ')} tie with ${points} each of ships afloat and share the win.`;
  return { winners, reason };
}

/** The rule that settled the winner: the points, or the tie. */
export function outcomeRule(outcome: Outcome): string {
  return outcome.winners.length === 1 ? RULE.points : RULE.ties;
}
