import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { rangeEnergyNeeded, valuesOf } from './decide.ts';
import { GAME_PRESETS, conflictPreset, gamePreset, isGamePresetName, rangedExample, zoneValuesExample } from './presets.ts';
import { play, playAll, playWithEvents, totalEnergy } from './test-support.ts';
import type { SteamworkState } from './model.ts';

function opened(name: Parameters<typeof gamePreset>[0]): SteamworkState {
  const preset = gamePreset(name);
  return playAll(ruleset.initialState(preset.setup), preset.opening);
}

describe('steamwork-arena/conflict.pdp-spend', () => {
  it('Conflict Example 1 as a game: Laurel 6 energy and attack 5, Hardy 3 and defense 2, touching, Laurel to act', () => {
    const state = opened('conflict-example-1');
    assert.equal(state.act?.steamwork, 'laurel');
    assert.equal(state.steamworks.laurel?.reserve, 6);
    assert.equal(state.steamworks.hardy?.reserve, 3);
    assert.equal(valuesOf(state, 'laurel').attack, 5);
    assert.equal(valuesOf(state, 'hardy').defense, 2);
    const after = playAll(state, [
      { type: 'attack', player: 'laurel', target: 'hardy', rangeEnergy: 0 },
      { type: 'hide', player: 'laurel', hands: [3, 2] },
      { type: 'hide', player: 'hardy', hands: [2, 0] },
      { type: 'pick', player: 'laurel', hand: 1 },
    ]);
    const { events } = playWithEvents(after, { type: 'pick', player: 'hardy', hand: 1 });
    const picked = events.find((event) => event.type === 'hands-picked');
    assert.deepEqual(picked?.type === 'hands-picked' ? [picked.attackerRevealed, picked.defenderRevealed, picked.pdp] : null, [2, 0, 2]);
  });
});

describe('steamwork-arena/reckoning.voluntary-shutdown', () => {
  it('Reckoning Example 1 as a game: Hardy, one step from System Failure, shuts down A and B and is back at the top', () => {
    let state = opened('reckoning-example-1');
    assert.equal(state.prompt?.id, 'reckoning');
    assert.equal(state.steamworks.hardy?.health, 1);
    state = playAll(state, [
      { type: 'shut-down', player: 'hardy', mode: 'A' },
      { type: 'shut-down', player: 'hardy', mode: 'B' },
    ]);
    assert.equal(state.steamworks.hardy?.health, 3);
    assert.equal(state.round, 2);
  });

  it('Ranged Attack Example 1 and Reckoning Example 2 as a game: Harriet ends at 0 energy, Ozzie at 2 in mode B; he shuts down E', () => {
    const start = opened('ranged-example-1');
    assert.equal(start.act?.steamwork, 'harriet');
    assert.deepEqual([start.steamworks.harriet?.reserve, valuesOf(start, 'harriet').attack], [4, 4]);
    assert.deepEqual([start.steamworks.ozzie?.reserve, valuesOf(start, 'ozzie').defense, start.steamworks.ozzie?.health], [5, 3, 2]);
    let state = opened('reckoning-example-2');
    assert.equal(state.steamworks.harriet?.reserve, 1, 'Harriet at 0 after the attack, +1 for not moving');
    assert.equal(state.steamworks.ozzie?.mode, 'B');
    assert.equal(state.prompt?.id, 'reckoning');
    const total = totalEnergy(state);
    state = play(state, { type: 'shut-down', player: 'ozzie', mode: 'E' });
    assert.equal(state.steamworks.ozzie?.health, 3);
    assert.deepEqual(state.steamworks.ozzie.shutDown, ['E']);
    assert.equal(totalEnergy(state), total);
  });

  it('every preset opens without a refusal and names only presets that exist', () => {
    for (const preset of GAME_PRESETS) {
      assert.ok(isGamePresetName(preset.name));
      assert.doesNotThrow(() => opened(preset.name));
    }
    assert.equal(isGamePresetName('nope'), false);
  });
});

describe('steamwork-arena/conflict.hide', () => {
  it('the game presets stage exactly the conflict presets\' numbers at the attack', () => {
    for (const [game, conflict] of [['conflict-example-1', 'conflict-example-1'], ['ranged-example-1', 'ranged-example-1']] as const) {
      const state = opened(game);
      const attacker = state.act?.steamwork ?? '';
      const defender = Object.keys(state.steamworks).find((id) => id !== attacker) ?? '';
      const { limits, range } = conflictPreset(conflict);
      assert.deepEqual(
        { attackValue: valuesOf(state, attacker).attack, defenseValue: valuesOf(state, defender).defense, attackerEnergy: state.steamworks[attacker]?.reserve, defenderEnergy: state.steamworks[defender]?.reserve },
        { attackValue: limits.attackValue, defenseValue: limits.defenseValue, attackerEnergy: limits.attackerEnergy, defenderEnergy: limits.defenderEnergy },
      );
      assert.equal(rangeEnergyNeeded(state, attacker, defender), limits.rangeEnergy);
      if (range !== undefined) assert.equal(state.steamworks[attacker]?.mode, range.mode);
    }
  });

  it('the ranged examples: Harriet\'s 2 energy from mode B reach 8 inches and leave 2 to hide; mode E\'s 3 leave 3', () => {
    assert.deepEqual(rangedExample('ranged-example-1'), { mode: 'B', attackValue: 4, rangeEnergy: 2, oneLength: 4, reach: 8, energyForDistance: 2, maxHidden: 2 });
    assert.equal(rangedExample('ranged-example-2').maxHidden, 3);
    assert.deepEqual(zoneValuesExample().values, { attack: 6, energy: 4, defense: 1 });
  });
});
