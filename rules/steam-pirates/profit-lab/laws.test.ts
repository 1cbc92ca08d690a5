import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { LAB_READER } from '../lab-setup.ts';
import { PROFIT_PRESET_NAMES } from './lab.ts';
import { profitLab, type ProfitLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: profitLab,
  name: 'steam-pirates profit lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...PROFIT_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // The lab never ends by itself: a reader may change it as long as they like.
  ends: false,
  maxCommands: 40,
  games: 20,
  // A season the game does not have, a house on a treasure island, a flagship at no island of the map.
  refusable: (): ProfitLabCommand[] => [
    { type: 'season', season: 4 },
    { type: 'house', island: 'gull-key', built: true },
    { type: 'harbour', ship: 'fortress', island: 'atlantis' },
  ],
});
