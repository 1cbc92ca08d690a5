import { checkRulesetLaws } from '../engine/testing/laws.ts';
import { ruleset } from './ruleset.ts';
import { RANDOM_SETUPS, secretTwin } from './test-support.ts';

checkRulesetLaws({
  ruleset,
  setups: RANDOM_SETUPS,
  players: (state) => [...state.seats, 'spectator'],
  ends: true,
  maxCommands: 60_000,
  // Random games run to thousands of commands; the laws replay each one through the engine.
  games: 4,
  statesPerGame: 30,
  secretTwin,
});
