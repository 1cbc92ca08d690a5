import { simulationFacts } from '../../rules/torpedo/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from '../workbench/workbench.ts';

/**
 * The designer's bench for Torpedo: players, mode, field, pyramid dimensions and pieces per size; figures points by size and ships sunk. The data is checked as it is typed; many bot games are played on
 * it in Web Workers (see GameWorkbench for the attributes, parts and events).
 *
 * @tagname torpedo-workbench
 */
export class TorpedoWorkbench extends GameWorkbench {
  protected readonly simulation = simulationFacts;
}

defineElement('torpedo-workbench', TorpedoWorkbench);

declare global {
  interface HTMLElementTagNameMap {
    'torpedo-workbench': TorpedoWorkbench;
  }
}
