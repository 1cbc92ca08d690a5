import { simulationFacts } from '../../rules/steam-torpedo/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from '../workbench/workbench.ts';

/**
 * The designer's bench for Steam Torpedo: both submarines' tile sets; figures damage and armour per attack. The data is checked as it is typed; many bot games are played on
 * it in Web Workers (see GameWorkbench for the attributes, parts and events).
 *
 * @tagname steam-torpedo-workbench
 */
export class SteamTorpedoWorkbench extends GameWorkbench {
  protected readonly simulation = simulationFacts;
}

defineElement('steam-torpedo-workbench', SteamTorpedoWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-workbench': SteamTorpedoWorkbench;
  }
}
