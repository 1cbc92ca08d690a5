/**
 * The five games' workbench tags: one element class, the game set by the tag. They share a module
 * because the element is small and each game's rules load only when its bench appears.
 */
import type { SimulatedGame } from '../../rules/simulation/index.ts';
import { defineElement } from '../shared/define.ts';
import { GameWorkbench } from './workbench.ts';

/** A workbench class for one game: what each tag registers. */
function workbenchFor(game: SimulatedGame): typeof GameWorkbench {
  return class extends GameWorkbench {
    override game = game;
  };
}

export const WORKBENCH_TAGS = {
  'steam-torpedo-workbench': workbenchFor('steam-torpedo'),
  'steamwork-arena-workbench': workbenchFor('steamwork-arena'),
  'steam-pirates-workbench': workbenchFor('steam-pirates'),
  'star-eater-workbench': workbenchFor('star-eater'),
  'torpedo-workbench': workbenchFor('torpedo'),
} as const;

for (const [tag, element] of Object.entries(WORKBENCH_TAGS)) defineElement(tag, element);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-workbench': GameWorkbench;
    'steamwork-arena-workbench': GameWorkbench;
    'steam-pirates-workbench': GameWorkbench;
    'star-eater-workbench': GameWorkbench;
    'torpedo-workbench': GameWorkbench;
  }
}
