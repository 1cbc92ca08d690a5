import type { PlayerId } from '../../rules/engine/index.ts';

/**
 * A bot's seed for one position: a 32-bit FNV-1a hash of the widget's seed, the bot's seat and the
 * state as JSON. The rules' bots keep their own random state and draw on it at every move, so after
 * Undo (or in a second widget, or a replay) the same position could get a different move. Seeding
 * a fresh bot from the position itself (which holds the game's own random state and turn counters
 * too) makes the move a function of the position alone: the same position always gets the same move.
 */
export function positionSeed(seed: number, seat: PlayerId, state: unknown): number {
  const text = `${String(seed)}|${seat}|${JSON.stringify(state)}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
