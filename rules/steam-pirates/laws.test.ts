import fc from 'fast-check';
import { checkRulesetLaws } from '../engine/testing/laws.ts';
import { ruleset } from './ruleset.ts';

/** Random games of 2, 3 and 4 pirates: every game ends, its number of turns being fixed. */
checkRulesetLaws({
  ruleset,
  setups: fc.record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    players: fc.constantFrom(['red', 'blue'], ['red', 'blue', 'green'], ['red', 'blue', 'green', 'purple']),
  }),
  players: (state) => [...state.players, 'spectator'],
  ends: true,
  maxCommands: 1_000,
  games: 6,
  statesPerGame: 20,
});
