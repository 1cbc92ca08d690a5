/**
 * Goal cards (steam-pirates/end.goals): three piles, I, II and III, one card of each drawn at setup
 * and scored at the end. SAMPLE DATA of ours: the rulebook names two goals (Sky Trader and Explorer,
 * in its FAQ) but prints none; their clarifications are kept. A designer can change what each card
 * pays (`vp`) or bring other cards of these kinds.
 */

export type GoalPile = 1 | 2 | 3;

/**
 * How a goal scores, for each pirate:
 * - `explorer`: `vp` for every 2 connected islands (every city island visited, with or without a house).
 * - `collector`: `vp` for every good in which the pirate has at least one Trade House.
 * - `sky-trader`: `vp` for every house in the pirate's largest group of houses on islands linked to one another.
 * - `tycoon`: `vp` for every Trade House.
 * - `briber`: `vp` for every official the pirate has bribed.
 * - `kingpin`: `vp` shared (rounded down) by the pirates with the most Trade Houses.
 */
export const GOAL_KINDS = ['explorer', 'collector', 'sky-trader', 'tycoon', 'briber', 'kingpin'] as const;

export type GoalKind = (typeof GOAL_KINDS)[number];

export interface GoalCard {
  id: string;
  name: string;
  pile: GoalPile;
  kind: GoalKind;
  vp: number;
}

export const SAMPLE_GOALS: readonly GoalCard[] = [
  { id: 'explorer', name: 'Explorer', pile: 1, kind: 'explorer', vp: 1 },
  { id: 'collector', name: 'Collector', pile: 1, kind: 'collector', vp: 2 },
  { id: 'sky-trader', name: 'Sky Trader', pile: 2, kind: 'sky-trader', vp: 2 },
  { id: 'tycoon', name: 'Tycoon', pile: 2, kind: 'tycoon', vp: 1 },
  { id: 'briber', name: 'Friend in High Places', pile: 3, kind: 'briber', vp: 2 },
  { id: 'kingpin', name: 'Kingpin', pile: 3, kind: 'kingpin', vp: 6 },
];

/** What a goal pays, in words, for the docs and the widgets. */
export function goalWords(goal: GoalCard): string {
  switch (goal.kind) {
    case 'explorer':
      return `${String(goal.vp)} VP for every 2 islands you have visited (with or without a Trade House).`;
    case 'collector':
      return `${String(goal.vp)} VP for every good you trade (at least one Trade House of it).`;
    case 'sky-trader':
      return `${String(goal.vp)} VP for every Trade House in your largest group of houses on islands linked to one another.`;
    case 'tycoon':
      return `${String(goal.vp)} VP for every Trade House you have.`;
    case 'briber':
      return `${String(goal.vp)} VP for every official you have bribed.`;
    case 'kingpin':
      return `${String(goal.vp)} VP to the pirate with the most Trade Houses, shared (rounded down) on a tie.`;
  }
}
