import { expect } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../index.ts';
import { failOnEscapedErrors, placeInColumn, shadow, sidewaysScrollers, smallDrawnTexts, smallTexts, type Widget } from './test-support.ts';

/**
 * Issue 26, point 5, for the games whose boards were not its subject: every board of Star Eater,
 * Steamwork Arena and Torpedo in a 390 px phone's docs column (324 px) and straight on a bare
 * 390 px page (374 px inside its margins): nothing scrolls sideways, and every text, the boards'
 * drawn ones included, is 12 px or more on screen. (Steam Torpedo's and Steam Pirates' boards have
 * their own phone tests: steam-torpedo/legibility.test.ts, steam-pirates/phone.test.ts.)
 */
const BOARDS = [
  '<star-eater-direct-fire preset="arc-and-range"></star-eater-direct-fire>',
  '<star-eater-momentum></star-eater-momentum>',
  '<star-eater-torpedo></star-eater-torpedo>',
  '<star-eater-collision></star-eater-collision>',
  '<star-eater-game mode="bot" bot-delay="60000" loadout="quick"></star-eater-game>',
  '<steamwork-arena-conflict></steamwork-arena-conflict>',
  '<steamwork-arena-template></steamwork-arena-template>',
  '<steamwork-arena-game mode="bot" bot-delay="60000"></steamwork-arena-game>',
  '<torpedo-line-of-fire></torpedo-line-of-fire>',
  '<torpedo-volleys></torpedo-volleys>',
  '<torpedo-placement></torpedo-placement>',
  '<torpedo-game mode="bot" bot-delay="60000"></torpedo-game>',
];

describe('boards on a phone: Star Eater, Steamwork Arena, Torpedo', () => {
  failOnEscapedErrors();

  for (const markup of BOARDS) {
    for (const [width, where] of [
      [324, "a 390 px phone's docs column"],
      [374, 'a bare 390 px page'],
    ] as const) {
      it(`${markup.slice(0, markup.indexOf('>') + 1)} in ${where} (${String(width)} px)`, async () => {
        const el = await placeInColumn<Widget>(staticHtml`${unsafeStatic(markup)}`, width);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await el.updateComplete;
        expect(el.getBoundingClientRect().width, 'the widget keeps to its column').to.be.at.most(width + 0.5);
        const scrolls = sidewaysScrollers(shadow(el));
        expect(scrolls, 'scrolls sideways').to.deep.equal([]);
        expect(smallDrawnTexts(shadow(el)), 'drawn texts under 12 px').to.deep.equal([]);
        expect(smallTexts(shadow(el)).filter((found) => !found.startsWith('text.') && !found.startsWith('tspan.')), 'texts under 12 px').to.deep.equal([]);
      });
    }
  }
});
