// The question first (issue 26): in every whole game, what the acting player must do now and their
// first choice are on the widget's first screen, in a docs column at 1280 × 800 and on a 390 × 844
// phone, measured from the widget's top: the choices come before the table.
import { expect, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../star-eater/star-eater-game.ts';
import '../steam-pirates/steam-pirates-game.ts';
import '../steam-torpedo/steam-torpedo-game.ts';
import '../steamwork-arena/steamwork-arena-game.ts';
import '../torpedo/torpedo-game.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, placeInColumn, settleDeep, shadow, waitFor, type Widget } from './test-support.ts';

/** Against a bot (no hand-off first), once the bot has made the first move and the reader has choices. */
const GAMES: readonly [string, TemplateResult][] = [
  ['star-eater-game', html`<star-eater-game mode="bot" loadout="quick" bot-delay="0"></star-eater-game>`],
  ['steam-pirates-game', html`<steam-pirates-game mode="bot" bot-delay="0"></steam-pirates-game>`],
  ['steam-torpedo-game', html`<steam-torpedo-game mode="bot" bot-delay="0"></steam-torpedo-game>`],
  ['steamwork-arena-game', html`<steamwork-arena-game mode="bot" bot-delay="0"></steamwork-arena-game>`],
  ['torpedo-game', html`<torpedo-game mode="bot" bot-delay="0"></torpedo-game>`],
];

const CHOICE = '[part~="actions"] button:not([aria-disabled="true"]), [part~="actions"] input, [part~="actions"] select';

const SCREENS = [
  ['a docs column at 1280 × 800', DOCS_COLUMN_PX, 800],
  ['a 390 × 844 phone', PHONE_COLUMN_PX, 844],
] as const;

describe('the question first', () => {
  for (const [tag, widget] of GAMES) {
    for (const [screen, width, height] of SCREENS) {
      it(`<${tag}> in ${screen}: the prompt and the first choice within the widget's first screen`, async () => {
        const el = await placeInColumn<Widget>(widget, width);
        await waitFor(() => shadow(el).querySelector(CHOICE), 'the reader never had a choice');
        await settleDeep(el);
        const top = el.getBoundingClientRect().top;
        const prompt = shadow(el).querySelector('[part~="prompt"]');
        const choice = shadow(el).querySelector(CHOICE);
        if (prompt === null || choice === null) throw new Error('no prompt or no choice');
        const below = (element: Element): number => Math.round(element.getBoundingClientRect().bottom - top);
        expect(below(prompt), 'the prompt\'s bottom, px below the widget\'s top').to.be.at.most(height);
        expect(below(choice), 'the first choice\'s bottom, px below the widget\'s top').to.be.at.most(height);
      });
    }
  }
});
