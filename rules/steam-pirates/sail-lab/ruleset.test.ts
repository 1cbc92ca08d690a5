import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyCommand, createEngine, tryDecide } from '../../engine/index.ts';
import { refusal } from '../test-support.ts';
import { SAIL_PRESETS, readSailLab, sailPreview } from './lab.ts';
import { sailLab, type SailLabCommand, type SailLabState } from './ruleset.ts';

function lab(setup: Record<string, unknown> = {}): SailLabState {
  return sailLab.initialState({ seed: 1, ...setup });
}

function after(state: SailLabState, ...commands: SailLabCommand[]): SailLabState {
  return commands.reduce((current, command) => applyCommand(sailLab, current, command), state);
}

describe('the sail lab setup', () => {
  it('is the lab readSailLab reads, with the seed read and set aside', () => {
    assert.deepEqual(lab().lab, readSailLab({}));
    assert.deepEqual(lab({ preset: 'west-wind', wind: 'E' }).lab, readSailLab({ preset: 'west-wind', wind: 'E' }));
    assert.throws(() => sailLab.initialState({ seed: -0.5 }), refusal('engine/setup.seed', 'seed'));
    assert.throws(() => lab({ from: 'gull-key' }), refusal('steam-pirates/sail.harbour', 'from'));
  });

  it('gives every preset its name, title, description and rule', () => {
    for (const preset of SAIL_PRESETS) assert.ok(preset.title !== '' && preset.description !== '' && preset.rule.startsWith('steam-pirates/sail.'), preset.name);
  });
});

describe('the sail lab commands', () => {
  it('adds the islands linked to the path’s end, as the preset’s path was drawn', () => {
    const drawn = after(lab(), { type: 'add-island', island: 'nebula' }, { type: 'add-island', island: 'caps-perch' }, { type: 'add-island', island: 'lumen' }, { type: 'add-island', island: 'haven' });
    assert.deepEqual(drawn.lab, readSailLab({ preset: 'zephyr-haven' }));
    assert.throws(() => sailLab.decide(drawn, { type: 'add-island', island: 'mistral' }), refusal('steam-pirates/sail.moves', 'path', /4 islands at most/));
  });

  it('refuses a flagship’s island under sail.flagships, and one not linked under sail.moves', () => {
    const state = lab({ fortress: 'tinguard' });
    assert.throws(() => sailLab.decide(state, { type: 'add-island', island: 'tinguard' }), refusal('steam-pirates/sail.flagships', 'path', /^The Flying Fortress is harboured at Tinguard/));
    assert.throws(() => sailLab.decide(state, { type: 'add-island', island: 'stratos' }), refusal('steam-pirates/sail.moves', 'path', /not linked to Zephyr/));
  });

  it('takes back, clears, turns the wind and resets, each citing its rule', () => {
    const start = lab({ preset: 'west-wind' });
    const wind = tryDecide(sailLab, start, { type: 'wind', wind: 'E' });
    assert.deepEqual(wind.ok && wind.events, [{ type: 'wind-turned', rule: 'steam-pirates/sail.cost', wind: 'E' }]);
    assert.equal(sailPreview(after(start, { type: 'wind', wind: 'E' }).lab).cost, 2);
    assert.deepEqual(after(start, { type: 'take-back' }).lab.path, ['rose-castle']);
    const cleared = after(start, { type: 'clear-path' });
    assert.throws(() => sailLab.decide(cleared, { type: 'take-back' }), refusal('steam-pirates/sail.moves', 'path'));
    const engine = createEngine(sailLab, { seed: 1, preset: 'west-wind' });
    engine.dispatch({ type: 'clear-path' });
    engine.dispatch({ type: 'wind', wind: 'N' });
    engine.dispatch({ type: 'reset' });
    assert.deepEqual(engine.state.lab, readSailLab({ preset: 'west-wind' }));
  });
});
