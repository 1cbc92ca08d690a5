import { simulationFacts } from '../../rules/steam-pirates/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from '../workbench/workbench.ts';

/**
 * The designer's bench for Steam Pirates: the sky map, officials, revenue, action die, events and goals; figures gold per season and final points. The data is checked as it is typed; many bot games are played on
 * it in Web Workers (see GameWorkbench for the attributes, parts and events).
 *
 * @tagname steam-pirates-workbench
 */
export class SteamPiratesWorkbench extends GameWorkbench {
  protected readonly simulation = simulationFacts;
}

defineElement('steam-pirates-workbench', SteamPiratesWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-workbench': SteamPiratesWorkbench;
  }
}
