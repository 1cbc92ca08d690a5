/**
 * The end of the game (steam-pirates/end.*): 1 VP for every 4 Gold, the goal cards, Old Cap's map
 * pieces, then the winner, ties broken by connected islands, then Gold, else shared.
 */
import type { PlayerId } from '../engine/index.ts';
import type { GoalCard } from './goals.ts';
import type { FinalScore, Pirate, SteamPiratesState } from './model.ts';
import { islandOf, linkedTo } from './queries.ts';
import { RULE } from './rule-ids.ts';
import { TREASURE_VP } from './tables.ts';

/** Gold for one VP at the end. */
export const GOLD_PER_VP = 4;

/** Each part of a final score and the rule it comes from, for a widget that explains one. */
export const SCORE_RULES = { gold: RULE.endGold, goals: RULE.endGoals, treasure: RULE.endTreasure, winner: RULE.endWinner } as const;

export function finalScores(state: SteamPiratesState): FinalScore[] {
  const cards = state.goals.map((id) => state.data.goals.find((goal) => goal.id === id)).filter((goal): goal is GoalCard => goal !== undefined);
  return state.players.map((player) => {
    const pirate = state.pirates[player] ?? emptyPirate();
    const gold = Math.floor(pirate.gold / GOLD_PER_VP);
    const goals: Record<string, number> = {};
    for (const card of cards) goals[card.id] = goalScore(state, card, player);
    const treasure = TREASURE_VP[Math.min(pirate.maps.length, TREASURE_VP.length - 1)] ?? 0;
    const total = pirate.vp + gold + Object.values(goals).reduce((sum, vp) => sum + vp, 0) + treasure;
    return { player, during: pirate.vp, gold, goals, treasure, total };
  });
}

/** What one goal card pays one pirate (see goals.ts for each kind). */
export function goalScore(state: SteamPiratesState, card: GoalCard, player: PlayerId): number {
  const pirate = state.pirates[player] ?? emptyPirate();
  switch (card.kind) {
    case 'explorer':
      return card.vp * Math.floor(pirate.connected.length / 2);
    case 'collector': {
      const goods = new Set(pirate.houses.map((id) => islandOf(state, id)?.good).filter((good) => good !== undefined));
      return card.vp * goods.size;
    }
    case 'sky-trader':
      return card.vp * largestLinkedGroup(state, pirate.houses);
    case 'tycoon':
      return card.vp * pirate.houses.length;
    case 'briber':
      return card.vp * pirate.bribed.length;
    case 'kingpin': {
      const most = Math.max(...state.players.map((other) => state.pirates[other]?.houses.length ?? 0));
      if ((state.pirates[player]?.houses.length ?? 0) !== most || most === 0) return 0;
      const tied = state.players.filter((other) => (state.pirates[other]?.houses.length ?? 0) === most).length;
      return Math.floor(card.vp / tied);
    }
  }
}

/** The most houses on islands linked to one another, directly link by link (the Sky Trader's clarification). */
export function largestLinkedGroup(state: SteamPiratesState, houses: readonly string[]): number {
  const left = new Set(houses);
  let largest = 0;
  for (const start of houses) {
    if (!left.has(start)) continue;
    left.delete(start);
    let size = 0;
    const queue = [start];
    while (queue.length > 0) {
      const island = queue.pop() ?? '';
      size += 1;
      for (const next of linkedTo(state, island)) {
        if (!left.has(next)) continue;
        left.delete(next);
        queue.push(next);
      }
    }
    largest = Math.max(largest, size);
  }
  return largest;
}

/**
 * The winners: the most VP; among them the most connected islands (anchored or with a house), then
 * the most Gold; still tied, they share the victory (steam-pirates/end.winner).
 */
export function rankWinners(state: SteamPiratesState, scores: readonly FinalScore[]): PlayerId[] {
  const key = (score: FinalScore): [number, number, number] => {
    const pirate = state.pirates[score.player] ?? emptyPirate();
    return [score.total, pirate.connected.length, pirate.gold];
  };
  let best: FinalScore[] = [];
  for (const score of scores) {
    const first = best[0];
    if (first === undefined) {
      best = [score];
      continue;
    }
    const order = compare(key(score), key(first));
    if (order > 0) best = [score];
    else if (order === 0) best.push(score);
  }
  return best.map((score) => score.player);
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function emptyPirate(): Pirate {
  return { gold: 0, vp: 0, at: '', connected: [], houses: [], maps: [], cubes: 0, bribed: [] };
}
