import { defineElement } from '../shared/define.ts';
import { SteamworkArenaConflict } from './conflict.ts';

export { SteamworkArenaConflict };
export { CONFLICT_PRESETS, CONFLICT_PRESET_NAMES, type ConflictPreset } from '../../rules/steamwork-arena/index.ts';

defineElement('steamwork-arena-conflict', SteamworkArenaConflict);

declare global {
  interface HTMLElementTagNameMap {
    'steamwork-arena-conflict': SteamworkArenaConflict;
  }
}
