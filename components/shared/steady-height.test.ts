// Every whole game keeps its height while it is played (issue 25): a move never makes the widget
// shorter, so the page below it does not jump. Games at one screen, so the hand-off screens come
// and go; each plays random legal commands from the widget's own list.
import { expect, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../star-eater/star-eater-game.ts';
import '../steam-pirates/steam-pirates-game.ts';
import '../steam-torpedo/steam-torpedo-game.ts';
import '../steamwork-arena/steamwork-arena-game.ts';
import '../torpedo/torpedo-game.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, placeInColumn, seededFractions, settleDeep, type Widget } from './test-support.ts';

type Game = Widget & {
  readonly legalCommands: readonly unknown[];
  readonly handOff: boolean;
  play(command: unknown): unknown;
  readyUp(): void;
  reset(): void;
};

/** Moves a game is played for: enough to pass several hand-offs and turns in each. */
const MOVES = 40;

const GAMES: readonly [string, TemplateResult][] = [
  ['star-eater-game', html`<star-eater-game loadout="quick" seed="2"></star-eater-game>`],
  ['steam-pirates-game', html`<steam-pirates-game seed="2"></steam-pirates-game>`],
  ['steam-torpedo-game', html`<steam-torpedo-game seed="2"></steam-torpedo-game>`],
  ['steamwork-arena-game', html`<steamwork-arena-game seed="2"></steamwork-arena-game>`],
  ['torpedo-game', html`<torpedo-game timing="rounds" seed="2"></torpedo-game>`],
];

/** Heights the widget had after each move (a hand-off's Ready counts as one). */
async function heightsWhilePlayed(el: Game, seed: number): Promise<number[]> {
  const fraction = seededFractions(seed);
  const heights = [el.getBoundingClientRect().height];
  for (let move = 0; move < MOVES; move++) {
    if (el.handOff) el.readyUp();
    else {
      const commands = el.legalCommands;
      const command = commands[Math.floor(fraction() * commands.length)];
      if (command === undefined) break;
      el.play(command);
    }
    await settleDeep(el);
    heights.push(el.getBoundingClientRect().height);
  }
  return heights;
}

describe('a whole game keeps its height while it is played', () => {
  for (const [tag, widget] of GAMES) {
    for (const [column, width] of [
      ['a docs column', DOCS_COLUMN_PX],
      ['a phone', PHONE_COLUMN_PX],
    ] as const) {
      it(`<${tag}> in ${column}: no move makes it shorter; Reset lets it be as short as a new game`, async function () {
        this.timeout(60_000);
        const el = await placeInColumn<Game>(widget, width);
        await settleDeep(el);
        const start = el.getBoundingClientRect().height;
        const heights = await heightsWhilePlayed(el, width);
        const shrinks = heights.slice(1).flatMap((height, index) => (height < (heights[index] ?? 0) - 0.5 ? [`move ${String(index + 1)}: ${String(heights[index])} → ${String(height)} px`] : []));
        expect(shrinks, `heights: ${heights.map(Math.round).join(', ')}`).to.deep.equal([]);
        el.reset();
        await settleDeep(el);
        await settleDeep(el);
        // A reset game may not be as short as the first screen was (its log says Reset), but it holds no more than its own height.
        const layout = el.shadowRoot?.querySelector<HTMLElement>('.layout');
        const held = layout?.getBoundingClientRect().height ?? 0;
        layout?.style.setProperty('min-height', '');
        expect(held, `after Reset (the game began at ${String(Math.round(start))} px)`).to.be.closeTo(layout?.getBoundingClientRect().height ?? 0, 1);
      });
    }
  }
});
