import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { PLACEMENT_PRESET_NAMES } from './presets.ts';
import { LAB_PLACER, ghostProblem, placementLab, type PlacementLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: placementLab,
  name: 'torpedo placement lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...PLACEMENT_PRESET_NAMES) }),
  players: () => [LAB_PLACER],
  // The lab never ends by itself: a reader may place ship after ship.
  ends: false,
  maxCommands: 40,
  games: 20,
  // A drop where the ghost touches a ship or hangs over the edge; a heading that points nowhere.
  refusable: (state): PlacementLabCommand[] => [
    ...(ghostProblem(state) === null ? [] : [{ type: 'drop' } as const]),
    { type: 'move', tip: state.ghost.tip, heading: { x: 0, y: 0 } },
  ],
});
