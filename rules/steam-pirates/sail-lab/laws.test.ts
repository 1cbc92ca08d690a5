import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { LAB_READER } from '../lab-setup.ts';
import { SAIL_PRESET_NAMES } from './lab.ts';
import { sailLab, type SailLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: sailLab,
  name: 'steam-pirates sail lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...SAIL_PRESET_NAMES) }),
  players: () => [LAB_READER],
  // The lab never ends by itself: a reader may draw paths as long as they like.
  ends: false,
  maxCommands: 40,
  games: 20,
  // An island of no map, an island the path cannot reach next (Haven from anywhere but its neighbours), a wind of no compass.
  refusable: (): SailLabCommand[] => [{ type: 'add-island', island: 'atlantis' }, { type: 'add-island', island: 'erindelle' }, { type: 'wind', wind: 'up' as never }],
});
