import { defineElement } from '../shared/define.ts';
import { SteamTorpedoAttack } from './attack.ts';

export { SteamTorpedoAttack };
export type { AttackCommandDetail } from './attack.ts';

defineElement('steam-torpedo-attack', SteamTorpedoAttack);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-attack': SteamTorpedoAttack;
  }
}
