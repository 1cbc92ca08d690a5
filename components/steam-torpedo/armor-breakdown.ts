import { html, type TemplateResult } from 'lit';
import type { ArmorBreakdown } from '../../rules/steam-torpedo/index.ts';
import { crewList } from './words.ts';

/**
 * The tiles and bonuses that make an armor value, and those that do not count and why, as a list
 * (styled by `attackNumbersStyles`). Shared because the attack lab and the damage widget explain
 * the same armor value in the same words; the facts are `armorBreakdown`'s (rules/steam-torpedo),
 * this only words them.
 *
 * `part` is the list's CSS part: each widget keeps the part name it documents (`armor-list` in
 * `<steam-torpedo-damage>`, `breakdown` in `<steam-torpedo-attack>`).
 */
export function renderArmorList(armor: ArmorBreakdown, part: 'armor-list' | 'breakdown'): TemplateResult {
  const items: TemplateResult[] = [];
  for (const tile of armor.armored) {
    if (tile.crew.length > 0) {
      items.push(html`<li data-armor="tile" data-tile=${tile.tile}>+1 ${tile.name}, manned by ${crewList(tile.crew)}${tile.crew.length > 1 ? ' (it counts once)' : ''}</li>`);
    } else {
      items.push(html`<li class="not-counted" data-armor="unmanned" data-tile=${tile.tile}>+0 ${tile.name}: armored, but nobody mans it</li>`);
    }
  }
  for (const bonus of armor.bonuses) {
    const where = bonus.for === null ? 'any location' : `the ${bonus.for}`;
    if (bonus.counts) {
      items.push(html`<li data-armor="bonus" data-tile=${bonus.tile}>+${bonus.amount} ${bonus.name}’s bonus (manned, for ${where})</li>`);
    } else {
      const why = bonus.for !== null && bonus.for !== armor.location ? `is for ${where} only` : 'needs the tile manned';
      items.push(html`<li class="not-counted" data-armor="bonus-not-counted" data-tile=${bonus.tile}>+0 ${bonus.name}’s bonus ${why}</li>`);
    }
  }
  if (items.length === 0) items.push(html`<li class="not-counted">No armored tile in the ${armor.location} and no armor bonus.</li>`);
  return html`<ul class="breakdown" part=${part}>
    ${items}
  </ul>`;
}
