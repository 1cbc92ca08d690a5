/**
 * The profit lab: its presets reproduce the rulebook's profit examples, each way of taking a
 * Profit earns what the ruleset pays when that action is played, and its setup names a bad field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  CITY_ISLANDS,
  PROFIT_LAB_PIRATE,
  PROFIT_PRESETS,
  profitLabResult,
  profitLabState,
  readProfitLab,
  toggleConnection,
  toggleHouse,
  type ProfitLab,
} from './lab.ts';
import { PROFIT_VARIANTS, type ProfitVariant } from '../decide.ts';
import { RULE } from '../rule-ids.ts';
import { ruleset } from '../ruleset.ts';
import type { SteamPiratesCommand, SteamPiratesState } from '../model.ts';
import { OFFICIAL_IDS, type OfficialId } from '../officials.ts';
import { eventOf, refusal, staged } from '../test-support.ts';

/** The lab's state with the pirate to play the variant's action now: the die, and the official on display or bribed. */
function played(lab: ProfitLab): { total: number; lines: unknown } {
  const state = profitLabState(lab);
  const player = PROFIT_LAB_PIRATE;
  const official: OfficialId | null = lab.variant.startsWith('merchant') ? 'merchant' : lab.variant.startsWith('smuggler') ? 'smuggler' : null;
  const bribed = lab.variant.endsWith('-bribed');
  const ready = staged(state, (draft) => {
    draft.turn = { player, sailed: false };
    draft.phase = 'action';
    draft.dice = [official === null ? 'profit' : 'official'];
    if (official !== null) {
      draft.display = [official, ...OFFICIAL_IDS.filter((id) => id !== official)].slice(0, 4);
      draft.deck = OFFICIAL_IDS.filter((id) => !draft.display.includes(id));
      draft.discard = [];
      const pirate = draft.pirates[player];
      if (pirate !== undefined && bribed) pirate.bribed = [official];
    }
  });
  const command: SteamPiratesCommand = official === null ? { type: 'profit', player, die: 0 } : { type: 'official', player, die: 0, official, bribed };
  const profited = eventOf(ruleset.decide(ready, command), 'profited');
  return { total: profited.total, lines: profited.lines };
}

const cityIds = CITY_ISLANDS.map((island) => island.id);

const anyLab: fc.Arbitrary<ProfitLab> = fc
  .record({
    season: fc.integer({ min: 1, max: 3 }),
    variant: fc.constantFrom<ProfitVariant>(...PROFIT_VARIANTS),
    fortress: fc.constantFrom(...cityIds),
    dreadnought: fc.constantFrom(...cityIds),
    houses: fc.subarray(cityIds, { maxLength: 8 }),
    extra: fc.subarray(cityIds),
  })
  .map(({ extra, ...lab }) => readProfitLab({ ...lab, connections: extra }));

describe('steam-pirates/profit.revenue', () => {
  describe('the profit lab', () => {
    it('reproduces every profit example of the rulebook with its preset', () => {
      for (const preset of PROFIT_PRESETS) {
        const result = profitLabResult(preset.lab);
        assert.equal(result.total, preset.expected.total, preset.name);
        for (const [good, gold] of Object.entries(preset.expected.gold)) assert.equal(result.rows.find((row) => row.good === good)?.gold, gold, `${preset.name}: ${good}`);
        assert.deepEqual(readProfitLab({ preset: preset.name }), preset.lab);
      }
      const amber = profitLabResult(readProfitLab({ preset: 'amber-embargo' }));
      assert.deepEqual(
        amber.rows.map((row) => [row.good, row.houses, row.connected, row.revenue, row.embargoed, row.gold]),
        [
          ['coal', 2, 3, 2, false, 4],
          ['rum', 2, 2, 1, true, 0],
          ['firearms', 2, 5, 3, false, 6],
          ['automatons', 0, 0, 0, false, 0],
        ],
      );
      assert.deepEqual([amber.seasonGold, amber.embargo, amber.blockade], [3, { island: 'lumen', good: 'rum', ignored: false }, { island: 'cobalt', ignored: false }]);
      const haven = profitLabResult(readProfitLab({ preset: 'dreadnought-haven' }));
      assert.deepEqual(haven.rows[0], { good: 'coal', houses: 2, blockaded: 1, revenue: 1, embargoed: false, gold: 1, connected: 2, onBlockadedIsland: 1, fortressGood: false });
    });

    it('earns, for every way of taking a Profit, exactly what the ruleset pays when that action is played (random labs)', () => {
      fc.assert(
        fc.property(anyLab, (lab) => {
          const result = profitLabResult(lab);
          const game = played(lab);
          assert.equal(result.total, game.total);
          assert.deepEqual(
            result.rows.filter((row) => row.houses > 0).map(({ good, houses, blockaded, revenue, embargoed, gold }) => ({ good, houses, blockaded, revenue, embargoed, gold })),
            game.lines,
          );
        }),
        { numRuns: 150 },
      );
    });

    it('the Merchant adds 1 Gold, bribed he ignores the embargo; the Smuggler ignores the blockade, bribed both', () => {
      const lab = readProfitLab({ preset: 'amber-embargo', dreadnought: 'haven' });
      const totals = Object.fromEntries(PROFIT_VARIANTS.map((variant) => [variant, profitLabResult({ ...lab, variant }).total]));
      // Coal 2 houses at 2, one blockaded at Haven: 2; Rum 2 at 1 under embargo; Firearms 6; season 3.
      assert.deepEqual(totals, { plain: 3 + 2 + 6, merchant: 3 + 2 + 6 + 1, 'merchant-bribed': 3 + 2 + 2 + 6 + 1, smuggler: 3 + 4 + 6, 'smuggler-bribed': 3 + 4 + 2 + 6 });
      const bribed = profitLabResult({ ...lab, variant: 'smuggler-bribed' });
      assert.deepEqual([bribed.embargo.ignored, bribed.blockade.ignored, bribed.variantRule], [true, true, RULE.smuggler]);
      assert.deepEqual(bribed.rows[0]?.onBlockadedIsland, 1);
    });

    it('reads its setup from attributes, each bad one named', () => {
      assert.deepEqual(readProfitLab({}), PROFIT_PRESETS[0]?.lab);
      const lab = readProfitLab({ preset: 'brian-coal', season: 3, variant: 'merchant-bribed', fortress: 'felle', houses: ['cobalt'] });
      assert.deepEqual(lab, { season: 3, variant: 'merchant-bribed', fortress: 'felle', dreadnought: 'cobalt', houses: ['cobalt'], connected: ['haven', 'mistral', 'stratos', 'felle', 'cobalt'] });
      assert.deepEqual(readProfitLab({ houses: ['lumen'], connections: [] }).connected, ['lumen']);
      assert.throws(() => readProfitLab({ season: 4 }), refusal(RULE.seasonGold, 'season', /from 1 to 3/));
      assert.throws(() => readProfitLab({ variant: 'pirate' }), refusal(RULE.profitRevenue, 'variant', /plain, merchant/));
      assert.throws(() => readProfitLab({ fortress: 'gull-key' }), refusal(RULE.profitEmbargo, 'fortress', /treasure island/));
      assert.throws(() => readProfitLab({ dreadnought: 'atlantis' }), refusal(RULE.profitBlockade, 'dreadnought', /no island of the map/));
      assert.throws(() => readProfitLab({ houses: ['haven', 'haven'] }), refusal(RULE.establish, 'houses[1]', /repeats/));
      assert.throws(() => readProfitLab({ houses: cityIds.slice(0, 9) }), refusal(RULE.establish, 'houses', /0 to 8/));
      assert.throws(() => readProfitLab({ connections: ['lumen', 'x'] }), refusal(RULE.sailAnchor, 'connections[1]'));
      assert.throws(() => readProfitLab({ preset: 'brian' }), refusal(RULE.profitRevenue, 'preset'));
    });

    it('toggles a house (connecting its island) and a connection (taking the house with it)', () => {
      const lab = readProfitLab({ preset: 'dreadnought-haven' });
      const built = toggleHouse(lab, 'lumen');
      assert.deepEqual([built.houses, built.connected], [['haven', 'lumen', 'mistral'], ['haven', 'lumen', 'mistral']]);
      const cut = toggleConnection(built, 'haven');
      assert.deepEqual([cut.houses, cut.connected], [['lumen', 'mistral'], ['lumen', 'mistral']]);
      assert.deepEqual(toggleConnection(cut, 'stratos').connected, ['lumen', 'mistral', 'stratos']);
      assert.deepEqual(toggleHouse(built, 'lumen').houses, ['haven', 'mistral']);
      const full = readProfitLab({ houses: cityIds.slice(0, 8) });
      assert.equal(toggleHouse(full, cityIds[10] ?? ''), full, 'no ninth house');
    });

    it('stages a state the rules accept, changing nothing but the pirate, the season and the flagships', () => {
      const lab = readProfitLab({ preset: 'amber-embargo' });
      const state: SteamPiratesState = profitLabState(lab);
      assert.deepEqual([state.season, state.flagships.fortress.at, state.flagships.dreadnought.at, state.pirates[PROFIT_LAB_PIRATE]?.houses], [2, 'lumen', 'cobalt', lab.houses]);
      assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
    });
  });
});
