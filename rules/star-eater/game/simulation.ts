/**
 * Star Eater simulated: the designer edits both factions' kits (component and squadron cards,
 * armour, structure) and the round limit; the figures are what a weapon's hit takes off the enemy
 * warship, and how much of each warship is left when the game ends.
 */
import type { PlayerId } from '../../engine/index.ts';
import { defineSimulation } from '../../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicStarEaterBot, randomStarEaterBot } from './bots.ts';
import type { StarEaterState } from './model.ts';
import { shipPoints } from './queries.ts';
import { ruleset } from './ruleset.ts';
import { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';

/** Who owns a card (component or squadron) of either kit: its faction's id, which is the player's. */
function cardOwner(state: StarEaterState, card: string): PlayerId | undefined {
  return state.factions.find((faction) => faction.components.some((component) => component.id === card) || faction.squadrons.some((squadron) => squadron.id === card))?.id;
}

/**
 * Owners of the projectile and torpedo tokens launched so far, by token id. A token has left the
 * state by the time its hit is folded in (its move or its destruction comes first), so its owner
 * is remembered from its launch. Token ids start again at t1 each game, and every token is launched
 * (and so written here afresh) before it can hit anything, so a game never reads an earlier one's.
 */
const tokenOwners = new Map<string, PlayerId>();

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  bots: { heuristic: heuristicStarEaterBot, random: randomStarEaterBot },
  search: { playouts: SEARCH_PLAYOUTS, cutoff: SEARCH_CUTOFF },
  lengthOf: (state) => state.round,
  measureEvent(event, before, after, record) {
    if (event.type === 'token-launched') {
      tokenOwners.set(event.token.id, event.token.owner);
      return;
    }
    if (event.type !== 'section-hit') return;
    const { by, ship } = event.hit;
    // Collisions with the edge (by null) or the other warship (by a player) are nobody's attack.
    if (by === null || before.players.includes(by)) return;
    const attacker = cardOwner(before, by) ?? tokenOwners.get(by);
    // A projectile that comes round into its own hull is a mishap, not an attack on the enemy.
    if (attacker === undefined || attacker === ship) return;
    // What the hit took off, not the weapon's printed damage: armour that breaks wastes the rest.
    record('damage', shipPoints(before, ship) - shipPoints(after, ship), attacker);
  },
  measureEnd(state, record) {
    for (const player of state.players) record('hull', shipPoints(state, player), player);
  },
});
