import { simulationFacts } from '../../rules/steamwork-arena/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from '../workbench/workbench.ts';

/**
 * The designer's bench for Steamwork Arena: players, templates and workshop specials; figures energy spent per round and pending damage per attack. The data is checked as it is typed; many bot games are played on
 * it in Web Workers (see GameWorkbench for the attributes, parts and events).
 *
 * @tagname steamwork-arena-workbench
 */
export class SteamworkArenaWorkbench extends GameWorkbench {
  protected readonly simulation = simulationFacts;
}

defineElement('steamwork-arena-workbench', SteamworkArenaWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    'steamwork-arena-workbench': SteamworkArenaWorkbench;
  }
}
