import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { LAB_READER } from '../lab-setup.ts';
import { FLAGSHIP_ROUTE_PRESET_NAMES } from './presets.ts';
import { routeLab, type RouteLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: routeLab,
  name: 'steam-pirates route lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...FLAGSHIP_ROUTE_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // The lab never ends by itself: a reader may try move after move.
  ends: false,
  maxCommands: 25,
  games: 10,
  // An island of no map, four islands at once, a wind of no compass.
  refusable: (): RouteLabCommand[] => [{ type: 'start', island: 'atlantis' }, { type: 'steps', steps: 4 }, { type: 'wind', wind: 'up' as never }],
});
