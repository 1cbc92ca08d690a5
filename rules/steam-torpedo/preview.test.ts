import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { previewAttack } from './preview.ts';
import type { SteamTorpedoState } from './model.ts';
import { RULE } from './rule-ids.ts';

function withSectors(state: SteamTorpedoState, south: number, north: number): SteamTorpedoState {
  const submarines = { ...state.submarines };
  const southSub = submarines.south;
  const northSub = submarines.north;
  if (southSub === undefined || northSub === undefined) throw new Error('default players missing');
  submarines.south = { ...southSub, sector: south };
  submarines.north = { ...northSub, sector: north };
  return { ...state, submarines };
}

describe('steam-torpedo/targeting.arcs', () => {
  const start = ruleset.initialState({ seed: 1, skipSwap: true, firstPlayer: 'south' });

  it('finds the arc in reach and works out the attack on that location', () => {
    // North is one sector ahead of south: in front, close range.
    const state = withSectors(start, 2, 3);
    const preview = previewAttack(state, 'south', 'heavy-torpedo-tube', 0);
    assert.equal(preview.position, 'front');
    assert.equal(preview.range, 'close');
    assert.deepEqual(preview.arcs.map((check) => check.inReach), [true, false]);
    assert.match(preview.arcs[1]?.why ?? '', /distant range/);
    assert.equal(preview.locations.length, 1);
    const [aft] = preview.locations;
    assert.ok(aft);
    assert.equal(aft.location, 'aft');
    assert.equal(aft.attackTotal, 3);
    assert.equal(aft.damageTotal, Math.max(0, 3 - aft.armorValue));
    assert.equal(aft.armorRule, RULE.attackArmor);
  });

  it('says why an arc is out of reach when the opponent is on the wrong side', () => {
    const state = withSectors(start, 4, 2);
    const preview = previewAttack(state, 'south', 'heavy-torpedo-tube', 0);
    assert.equal(preview.position, 'behind');
    assert.equal(preview.range, 'distant');
    assert.ok(preview.arcs.every((check) => !check.inReach));
    assert.match(preview.arcs[0]?.why ?? '', /in front, but the opponent is behind/);
    assert.deepEqual(preview.locations, []);
  });

  it('reports no armor for an effect that overrides the armor step', () => {
    // South is one sector ahead of north: the coil's close-ahead arc reaches south's aft.
    const state = withSectors(start, 4, 3);
    const preview = previewAttack(state, 'north', 'lightning-coil', 0);
    assert.equal(preview.position, 'front');
    assert.equal(preview.locations.length, 1);
    const [hit] = preview.locations;
    assert.ok(hit);
    assert.equal(hit.ignoresArmor, true);
    assert.equal(hit.armorValue, 0);
    assert.equal(hit.damageTotal, hit.attackTotal);
    // The armor value then follows the effect, not the armor step: the widget cites the override.
    assert.equal(hit.armorRule, RULE.effectsOverride);
  });
});
