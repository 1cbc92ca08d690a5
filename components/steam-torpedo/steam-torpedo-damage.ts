import { defineElement } from '../shared/define.ts';
import { SteamTorpedoDamage } from './damage.ts';

export { SteamTorpedoDamage };
export type { DamageCommandDetail } from './damage.ts';

defineElement('steam-torpedo-damage', SteamTorpedoDamage);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-damage': SteamTorpedoDamage;
  }
}
