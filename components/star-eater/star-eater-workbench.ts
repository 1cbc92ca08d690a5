import { simulationFacts } from '../../rules/star-eater/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from '../workbench/workbench.ts';

/**
 * The designer's bench for Star Eater: both factions' kits and the round limit; figures damage per hit and hull left. The data is checked as it is typed; many bot games are played on
 * it in Web Workers (see GameWorkbench for the attributes, parts and events).
 *
 * @tagname star-eater-workbench
 */
export class StarEaterWorkbench extends GameWorkbench {
  protected readonly simulation = simulationFacts;
}

defineElement('star-eater-workbench', StarEaterWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-workbench': StarEaterWorkbench;
  }
}
