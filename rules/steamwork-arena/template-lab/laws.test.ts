import fc from 'fast-check';
import { checkRulesetLaws } from '../../engine/testing/laws.ts';
import { TEMPLATE_LAB_PRESET_NAMES } from './presets.ts';
import { LAB_DESIGNER, templateLab, type TemplateLabCommand } from './ruleset.ts';

checkRulesetLaws({
  ruleset: templateLab,
  name: 'steamwork-arena template lab',
  setups: fc.oneof(
    fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), preset: fc.constantFrom(...TEMPLATE_LAB_PRESET_NAMES) }),
    fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), core: fc.constantFrom('alpha', 'beta') }),
  ),
  players: () => [LAB_DESIGNER],
  // The lab never ends by itself: a reader may customise for as long as they like.
  ends: false,
  maxCommands: 40,
  games: 20,
  // Rubbing out a printed icon (zone C's printed energy, once every added one there is gone), and a pasted nothing.
  refusable: (state): TemplateLabCommand[] => [
    ...(state.template.zones.C.some((entry) => entry.icon === 'e' && entry.added) ? [] : [{ type: 'remove', zone: 'C', icon: 'e' } as const]),
    { type: 'import', text: '   ' },
  ],
});
