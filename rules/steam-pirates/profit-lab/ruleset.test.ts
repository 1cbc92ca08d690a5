import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyCommand, createEngine, tryDecide } from '../../engine/index.ts';
import { SUPPLY } from '../tables.ts';
import { refusal } from '../test-support.ts';
import { CITY_ISLANDS, PROFIT_PRESETS, profitLabResult, readProfitLab } from './lab.ts';
import { profitLab, type ProfitLabCommand, type ProfitLabState } from './ruleset.ts';

function lab(setup: Record<string, unknown> = {}): ProfitLabState {
  return profitLab.initialState({ seed: 1, ...setup });
}

function after(state: ProfitLabState, ...commands: ProfitLabCommand[]): ProfitLabState {
  return commands.reduce((current, command) => applyCommand(profitLab, current, command), state);
}

describe('the profit lab setup', () => {
  it('is the lab readProfitLab reads, with the seed read and set aside', () => {
    assert.deepEqual(lab().lab, readProfitLab({}));
    assert.deepEqual(lab({ preset: 'brian-coal', season: 3 }).lab, readProfitLab({ preset: 'brian-coal', season: 3 }));
    assert.throws(() => profitLab.initialState({ seed: 1.5 }), refusal('engine/setup.seed', 'seed'));
    assert.throws(() => lab({ houses: ['gull-key'] }), refusal('steam-pirates/establish.house', 'houses[0]'));
    assert.throws(() => lab({ preset: 'nowhere' }), refusal('steam-pirates/profit.revenue', 'preset'));
  });

  it('gives every preset its name, title, description and rule', () => {
    for (const preset of PROFIT_PRESETS) {
      assert.ok(preset.title !== '' && preset.description !== '' && preset.rule.startsWith('steam-pirates/'), preset.name);
      assert.equal(profitLabResult(lab({ preset: preset.name }).lab).total, preset.expected.total);
    }
  });
});

describe('the profit lab commands', () => {
  it('sets the season and the way the Profit is taken, citing their rules', () => {
    const start = lab();
    const season = tryDecide(profitLab, start, { type: 'season', season: 3 });
    assert.deepEqual(season.ok && season.events, [{ type: 'season-set', rule: 'steam-pirates/season.gold', season: 3 }]);
    const variant = tryDecide(profitLab, start, { type: 'variant', variant: 'merchant' });
    assert.deepEqual(variant.ok && variant.events.map((event) => event.rule), ['steam-pirates/officials.merchant']);
    assert.throws(() => profitLab.decide(start, { type: 'season', season: 0 }), refusal('steam-pirates/season.gold', 'season'));
  });

  it('harbours a flagship at a city island only, naming the ship as the field', () => {
    const moved = after(lab(), { type: 'harbour', ship: 'fortress', island: 'nebula' });
    assert.equal(moved.lab.fortress, 'nebula');
    assert.throws(() => profitLab.decide(moved, { type: 'harbour', ship: 'dreadnought', island: 'gull-key' }), refusal('steam-pirates/profit.blockade', 'dreadnought'));
  });

  it('builds a house, connecting its island; cutting a connection takes its house away', () => {
    const start = lab({ preset: 'dreadnought-haven' });
    const built = tryDecide(profitLab, start, { type: 'house', island: 'stratos', built: true });
    assert.deepEqual(built.ok && built.events.map((event) => event.type), ['house-built']);
    const state = after(start, { type: 'house', island: 'stratos', built: true });
    assert.deepEqual(state.lab.houses, ['haven', 'mistral', 'stratos']);
    const cut = tryDecide(profitLab, state, { type: 'connection', island: 'mistral', connected: false });
    assert.deepEqual(cut.ok && cut.events, [{ type: 'island-disconnected', rule: 'steam-pirates/sail.anchor', island: 'mistral', house: true }]);
    assert.deepEqual(after(state, { type: 'connection', island: 'mistral', connected: false }).lab.houses, ['haven', 'stratos']);
  });

  it('refuses a ninth house under establish.house, naming houses', () => {
    const eight = CITY_ISLANDS.slice(0, SUPPLY.houses).map((island) => island.id);
    const full = lab({ houses: eight });
    const other = CITY_ISLANDS.find((island) => !eight.includes(island.id))?.id ?? '';
    assert.throws(() => profitLab.decide(full, { type: 'house', island: other, built: true }), refusal('steam-pirates/establish.house', 'houses', /8 Trade Houses/));
    assert.ok(!profitLab.legalCommands(full).some((command) => command.type === 'house' && command.built));
  });

  it('resets to the lab the setup gave', () => {
    const engine = createEngine(profitLab, { seed: 1, preset: 'fortress-gale' });
    engine.dispatch({ type: 'season', season: 2 });
    engine.dispatch({ type: 'house', island: 'haven', built: true });
    const reset = engine.dispatch({ type: 'reset' });
    assert.ok(reset.ok && reset.events.every((event) => event.rule === 'steam-pirates/profit.revenue'));
    assert.deepEqual(engine.state.lab, readProfitLab({ preset: 'fortress-gale' }));
  });
});
