/**
 * Trade Houses and Profit, with the rulebook's examples: Amber establishes at Lumen; Brian's Coal
 * revenue; Amber's 13 Gold under the Fortress's embargo; the Fortress at Gale; the Dreadnought at Haven.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import { profitOf } from './queries.ts';
import type { Pirate, SteamPiratesState } from './model.ts';
import { eventOf, newGame, play, refusal, staged, withDice } from './test-support.ts';

/** Amber's turn with `dice`, her pirate changed by `pirate`, the state by `change`. */
function amberGame(dice: Parameters<typeof withDice>[1], pirate: Partial<Pirate>, change: (draft: SteamPiratesState) => void = () => undefined): SteamPiratesState {
  return staged(withDice(newGame(), dice), (draft) => {
    const amber = draft.pirates.amber;
    if (amber !== undefined) Object.assign(amber, pirate);
    change(draft);
  });
}

describe('steam-pirates/establish.house', () => {
  it('example: Amber establishes at Lumen: pays 4 Gold, places a house, moves her Rum Trading marker, takes her anchor back and puts a cube into the bag', () => {
    const state = amberGame(['establish', 'profit'], { at: 'lumen', connected: ['haven', 'lumen'] });
    const { events, state: after } = play(state, { type: 'establish', player: 'amber', die: 0 });
    assert.deepEqual(eventOf(events, 'established'), { type: 'established', rule: RULE.establish, player: 'amber', island: 'lumen', good: 'rum', cost: 4, cube: true });
    const amber = after.pirates.amber;
    assert.deepEqual([amber?.gold, amber?.houses, amber?.cubes], [5, ['haven', 'lumen'], 7]);
    assert.equal(after.bag.filter((cube) => cube === 'amber').length, 2);
  });

  it('allows one house a pirate on an island, 8 in all, and only what the pirate can pay', () => {
    assert.throws(() => ruleset.decide(amberGame(['establish'], {}), { type: 'establish', player: 'amber', die: 0 }), refusal(RULE.establish, undefined, /already has a Trade House at Haven/));
    const poor = amberGame(['establish'], { at: 'lumen', connected: ['haven', 'lumen'], gold: 3 });
    assert.throws(() => ruleset.decide(poor, { type: 'establish', player: 'amber', die: 0 }), refusal(RULE.establish, undefined, /costs 4 Gold/));
    const full = amberGame(['establish'], { at: 'lumen', connected: ['haven', 'lumen'], houses: ['haven', 'gale', 'mistral', 'onyx', 'aurelia', 'stratos', 'tinguard', 'zephyr'] });
    assert.throws(() => ruleset.decide(full, { type: 'establish', player: 'amber', die: 0 }), refusal(RULE.establish, undefined, /all 8/));
  });
});

describe('steam-pirates/profit.revenue', () => {
  it('example: Brian\'s 2 Coal houses with 5 Coal islands connected earn 3 Gold each: 6 Gold from Coal', () => {
    const state = amberGame(['profit'], { connected: ['haven', 'mistral', 'stratos', 'felle', 'cobalt'], houses: ['haven', 'mistral'] });
    const earned = profitOf(state, 'amber');
    assert.deepEqual(earned.lines, [{ good: 'coal', houses: 2, blockaded: 0, revenue: 3, embargoed: false, gold: 6 }]);
    assert.equal(earned.total, 2 + 6);
  });

  it('adds the season\'s gold to what the houses earn, and pays it', () => {
    const { events, state } = play(amberGame(['profit'], {}), { type: 'profit', player: 'amber', die: 0 });
    assert.deepEqual(eventOf(events, 'profited'), { type: 'profited', rule: RULE.profitRevenue, player: 'amber', seasonGold: 2, bonus: 0, lines: [{ good: 'coal', houses: 1, blockaded: 0, revenue: 1, embargoed: false, gold: 1 }], total: 3 });
    assert.equal(state.pirates.amber?.gold, 12);
  });
});

describe('steam-pirates/profit.embargo', () => {
  it('example: in the 2nd season, with the Flying Fortress at Lumen, Amber earns 13 Gold: 3 for the season, 4 from 2 Coal houses, 6 from 2 Firearms houses, nothing from Rum', () => {
    const state = amberGame(
      ['profit'],
      { connected: ['haven', 'mistral', 'stratos', 'lumen', 'gale', 'onyx', 'tinguard', 'halcyon', 'concona', 'brassport'], houses: ['haven', 'mistral', 'lumen', 'gale', 'tinguard', 'concona'] },
      (draft) => {
        draft.season = 2;
        draft.flagships.fortress.at = 'lumen';
      },
    );
    const earned = profitOf(state, 'amber');
    assert.deepEqual(earned.lines.map((line) => [line.good, line.gold, line.embargoed]), [['coal', 4, false], ['rum', 0, true], ['firearms', 6, false]]);
    assert.equal(earned.total, 13);
  });

  it('example: with the Flying Fortress at Gale, a Rum island, nobody\'s Rum houses earn anything', () => {
    const state = amberGame(['profit'], { connected: ['haven', 'lumen', 'iona'], houses: ['lumen', 'iona'] }, (draft) => {
      draft.flagships.fortress.at = 'gale';
    });
    assert.equal(profitOf(state, 'amber').total, 2);
  });
});

describe('steam-pirates/profit.blockade', () => {
  it('example: with the Dreadnought docked at Haven, nobody\'s Coal houses on Haven earn anything; Coal houses elsewhere still do', () => {
    const state = amberGame(['profit'], { connected: ['haven', 'mistral'], houses: ['haven', 'mistral'] }, (draft) => {
      draft.flagships.dreadnought.at = 'haven';
    });
    assert.deepEqual(profitOf(state, 'amber').lines, [{ good: 'coal', houses: 2, blockaded: 1, revenue: 1, embargoed: false, gold: 1 }]);
  });
});
