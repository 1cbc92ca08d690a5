import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { LINE_OF_FIRE_PRESET_NAMES } from './presets.ts';
import { LAB_MOVER, lineOfFireLab, type LineOfFireLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: lineOfFireLab,
  name: 'torpedo line-of-fire lab',
  setups: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...LINE_OF_FIRE_PRESET_NAMES) }),
  players: () => [LAB_MOVER],
  // The lab never ends by itself: a reader may move ships for as long as they like.
  ends: false,
  maxCommands: 40,
  games: 20,
  // The shooter moved off the field, or onto the ship next to it.
  refusable: (state): LineOfFireLabCommand[] => {
    const [shooter, other] = state.lab.pieces;
    if (shooter === undefined) return [];
    return [
      { type: 'move', ship: shooter.id, tip: { x: -50, y: -50 }, heading: shooter.heading },
      ...(other === undefined ? [] : [{ type: 'move', ship: shooter.id, tip: other.tip, heading: other.heading } as const]),
    ];
  },
});
