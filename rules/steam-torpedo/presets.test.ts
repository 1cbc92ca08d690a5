import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { speedOf } from './decide.ts';
import { sightOf } from './effects.ts';
import { cellKey } from './geometry.ts';
import { BRUNO, GAME_PRESETS, LUDOVIC, gamePreset, isGamePresetName } from './presets.ts';

function playPreset(name: Parameters<typeof gamePreset>[0]) {
  const preset = gamePreset(name);
  const engine = createEngine(ruleset, preset.setup);
  for (const command of preset.opening) {
    const result = engine.dispatch(command);
    assert.ok(result.ok, `${name}: ${JSON.stringify(command)} was refused: ${result.ok ? '' : result.violation.message}`);
  }
  return engine;
}

describe('steam-torpedo game presets (the rulebook\'s worked examples as positions)', () => {
  it('every opening is played by legal commands', () => {
    for (const preset of GAME_PRESETS) playPreset(preset.name);
  });

  it('maneuver examples: Bruno in his action phase at speed 3, side by side with Talion to the north', () => {
    for (const name of ['maneuver-example-1', 'maneuver-example-2'] as const) {
      const engine = playPreset(name);
      assert.equal(engine.state.active, BRUNO);
      assert.equal(engine.state.phase, 'action');
      assert.equal(speedOf(engine.state, BRUNO), 3);
      assert.equal(sightOf(engine.state, BRUNO).position, 'port-side');
      assert.ok(ruleset.legalCommands(engine.state).some((command) => command.type === 'start-maneuver'));
    }
  });

  it('trigger example: the Gatling Gun can be triggered, its sailor stepping to the Sights or the Chain', () => {
    const engine = playPreset('trigger-example');
    assert.equal(engine.state.active, LUDOVIC);
    const destinations = ruleset
      .legalCommands(engine.state)
      .flatMap((command) => (command.type === 'trigger' && command.tile === 'gatling-gun' ? command.to.map(cellKey) : []));
    assert.deepEqual([...new Set(destinations)].sort(), ['inner-4', 'outer-4']);
  });

  it('first-game presets keep each submarine to one faction (steam-torpedo/setup.first-game)', () => {
    for (const preset of GAME_PRESETS) {
      const state = ruleset.initialState(preset.setup);
      for (const player of state.players) {
        const submarine = state.submarines[player];
        assert.ok(submarine);
        assert.ok(submarine.tiles.every((definition) => definition.faction === submarine.faction), `${preset.name}: ${player} mixes factions`);
      }
    }
  });

  it('names presets it knows and only those', () => {
    assert.ok(isGamePresetName('trigger-example'));
    assert.ok(!isGamePresetName('nope'));
    assert.throws(() => gamePreset('nope' as 'trigger-example'));
  });
});
