/**
 * The whole-game presets start where the rulebook's examples start, and playing what their "try"
 * says gives the example's figures.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_PRESETS, GAME_PRESET_NAMES, gamePreset } from './presets.ts';
import { ruleset } from './ruleset.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';
import { eventOf, play, refusal } from './test-support.ts';
import { RULE } from './rule-ids.ts';

function start(name: string): SteamPiratesState {
  const preset = gamePreset(name) ?? assert.fail(name);
  return preset.opening.reduce((state, command) => play(state, command).state, ruleset.initialState(preset.setup));
}

function die(state: SteamPiratesState, symbol: string): number {
  const index = state.dice.indexOf(symbol as SteamPiratesState['dice'][number]);
  assert.ok(index >= 0, `no ${symbol} die`);
  return index;
}

describe('steam-pirates game presets', () => {
  it('lists every preset once, each with a title, a description and something to try', () => {
    assert.deepEqual(GAME_PRESETS.map((preset) => preset.name), [...GAME_PRESET_NAMES]);
    for (const preset of GAME_PRESETS) assert.ok(preset.title !== '' && preset.description !== '' && preset.try !== '', preset.name);
  });

  it('sailing-101: Tinguard → Rose Castle → Onyx with the wind costs Carol 1 Gold', () => {
    const state = start('sailing-101');
    const { events } = play(state, { type: 'sail', player: 'carol', path: ['rose-castle', 'onyx'] });
    assert.equal(eventOf(events, 'sailed').cost, 1);
  });

  it('bribe-the-merchant: Brian pays 2 Gold and scores 2 VP', () => {
    const state = start('bribe-the-merchant');
    const { state: after } = play(state, { type: 'bribe', player: 'brian', die: die(state, 'official'), official: 'merchant' });
    assert.deepEqual([after.pirates.brian?.gold, after.pirates.brian?.vp], [(state.pirates.brian?.gold ?? 0) - 2, 2]);
  });

  it('establish-at-lumen: Amber pays 4 Gold for a Rum house and a cube goes into the bag', () => {
    const state = start('establish-at-lumen');
    const { events } = play(state, { type: 'establish', player: 'amber', die: die(state, 'establish') });
    assert.deepEqual(eventOf(events, 'established'), { type: 'established', rule: RULE.establish, player: 'amber', island: 'lumen', good: 'rum', cost: 4, cube: true });
  });

  it('embargo-profit: Amber\'s Profit is 13 Gold, her Rum embargoed', () => {
    const state = start('embargo-profit');
    const { events } = play(state, { type: 'profit', player: 'amber', die: die(state, 'profit') });
    assert.equal(eventOf(events, 'profited').total, 13);
  });

  it('commodore-example: the Fortress reaches Concona and Brian gains 1 VP and 3 Gold', () => {
    const state = start('commodore-example');
    const command: SteamPiratesCommand = { type: 'official', player: 'brian', die: die(state, 'official'), official: 'commodore', bribed: true, use: { islands: 2 } };
    const { events, state: after } = play(state, command);
    assert.deepEqual(eventOf(events, 'flagship-moved').islands, ['felle', 'brassport', 'concona']);
    assert.deepEqual([after.pirates.brian?.vp, after.pirates.brian?.gold], [4, (state.pirates.brian?.gold ?? 0) + 3]);
  });

  it('mission-arrival: the Dreadnought reaches Iona in the refresh and Brian and Amber score 2 VP each', () => {
    const state = start('mission-arrival');
    const { events, state: after } = play(state, { type: 'profit', player: 'amber', die: 0 });
    assert.deepEqual(eventOf(events, 'mission-scored').winners, ['amber', 'brian']);
    assert.deepEqual([after.pirates.amber?.vp, after.pirates.brian?.vp], [2, 2]);
  });
});

describe('steam-pirates/end.winner', () => {
  it('final-turn: the last Profit ends the game: Amber 43 VP (6 for her 25 Gold, goals 3 + 5 + 6, map 3) beats Brian\'s 36', () => {
    const state = start('final-turn');
    const { events, state: after } = play(state, { type: 'profit', player: 'amber', die: 0 });
    assert.deepEqual(after.goals, ['explorer', 'tycoon', 'kingpin']);
    assert.deepEqual(eventOf(events, 'game-ended').scores.map((score) => [score.player, score.gold, score.goals, score.treasure, score.total]), [
      ['amber', 6, { explorer: 3, tycoon: 5, kingpin: 6 }, 3, 43],
      ['brian', 5, { explorer: 2, tycoon: 4, kingpin: 0 }, 5, 36],
    ]);
    assert.deepEqual(ruleset.outcome(after)?.winners, ['amber']);
  });
});

describe('steam-pirates/setup.pieces', () => {
  it('stages a position from the setup, refusing a bad field by name', () => {
    const base = { seed: 1, players: ['amber', 'brian'] };
    assert.throws(() => ruleset.initialState({ ...base, stage: { season: 4 } }), refusal(RULE.setupPieces, 'stage.season'));
    assert.throws(() => ruleset.initialState({ ...base, stage: { dice: ['cannon'] } }), refusal(RULE.setupPieces, 'stage.dice[0]'));
    assert.throws(() => ruleset.initialState({ ...base, stage: { pirates: { carol: {} } } }), refusal(RULE.setupPieces, 'stage.pirates.carol'));
    assert.throws(() => ruleset.initialState({ ...base, stage: { pirates: { amber: { at: 'gull-key' } } } }), refusal(RULE.setupPieces, 'stage.pirates.amber.at', /treasure island/));
    assert.throws(() => ruleset.initialState({ ...base, stage: { flagships: { fortress: { at: 'atlantis' } } } }), refusal(RULE.setupPieces, 'stage.flagships.fortress.at'));
    assert.throws(() => ruleset.initialState({ ...base, stage: { display: ['merchant', 'merchant'] } }), refusal(RULE.setupPieces, 'stage.display[1]'));
    assert.throws(() => ruleset.initialState({ ...base, stage: { colour: 'red' } }), refusal(RULE.setupPieces, 'stage.colour'));
    const staged = ruleset.initialState({ ...base, stage: { pirates: { amber: { houses: ['lumen'], maps: ['gull-key'] } } } });
    assert.deepEqual([staged.pirates.amber?.connected, staged.treasures['gull-key']], [['haven', 'lumen'], ['brian']]);
  });
});
