import { defineElement } from '../shared/define.ts';
import { SteamworkArenaTemplate } from './template.ts';

export { SteamworkArenaTemplate };

defineElement('steamwork-arena-template', SteamworkArenaTemplate);

declare global {
  interface HTMLElementTagNameMap {
    'steamwork-arena-template': SteamworkArenaTemplate;
  }
}
