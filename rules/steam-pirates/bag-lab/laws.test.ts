import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { LAB_READER } from '../lab-setup.ts';
import { BAG_PRESET_NAMES } from './lab.ts';
import { bagLab, type BagLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: bagLab,
  name: 'steam-pirates bag lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...BAG_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // The lab never ends by itself: a reader may roll as often as they like.
  ends: false,
  maxCommands: 30,
  games: 15,
  // A fifth Syndicate cube, five pirates, a house on a treasure island.
  refusable: (): BagLabCommand[] => [
    { type: 'cubes', owner: 'syndicate', count: 5 },
    { type: 'pirates', count: 5 },
    { type: 'house', island: 'gull-key', built: true },
  ],
});
