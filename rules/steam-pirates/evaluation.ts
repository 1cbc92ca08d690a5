/**
 * How a game of Steam Pirates stands for a pirate, for the search bot's playouts cut short
 * (`SearchBotOptions.evaluate`): the victory points the pirate would score if the game ended now
 * (finalScores: points won, Gold, goals, treasure) against the best other pirate's, as a chance of winning.
 */
import type { PlayerId } from '../engine/index.ts';
import type { SteamPiratesState } from './model.ts';
import { finalScores } from './scoring.ts';

/** Victory points of lead that make about a 3-to-1 favourite. */
const POINTS_PER_LOGIT = 4;

export function evaluateSteamPirates(state: SteamPiratesState, player: PlayerId): number {
  const scores = finalScores(state);
  const mine = scores.find((score) => score.player === player)?.total ?? 0;
  const theirs = Math.max(0, ...scores.filter((score) => score.player !== player).map((score) => score.total));
  return 1 / (1 + Math.exp(-(mine - theirs) / POINTS_PER_LOGIT));
}
