import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RESTORED_ARMOUR } from '../factions.ts';
import { CARD_SLOTS, cardComponent, fitted, restoredArmour } from './queries.ts';
import { COMMITMENT_CARDS, type StarEaterState } from './model.ts';
import { ruleset } from './ruleset.ts';

const LOADOUTS = {
  lamais: {
    loadout: { main: 'lamais-lance', broadside: 'lamais-flak-decks', bay: 'lamais-hangar', 'point-defence': 'lamais-tracking-guns', squadrons: ['lamais-lancers', 'lamais-wasps', 'lamais-wardens'] },
    munitions: { 'lamais-lancers': 2, 'lamais-wasps': 2 },
  },
  fpa: {
    loadout: { main: 'fpa-rail-cannon', broadside: 'fpa-torpedo-tubes', bay: 'fpa-launch-rails', 'point-defence': 'fpa-interceptor-grid', squadrons: ['fpa-bombers', 'fpa-strikers', 'fpa-darts'] },
    munitions: { 'fpa-bombers': 1, 'fpa-strikers': 2, 'fpa-darts': 1 },
  },
};

const battle = (): StarEaterState => ruleset.initialState({ seed: 4, initiative: 'lamais', loadouts: LOADOUTS });

describe('the questions the widget asks of the rules (issue 24, point 3)', () => {
  it('cardComponent: the component each commitment card activates, from the one table of slots', () => {
    const state = battle();
    for (const card of COMMITMENT_CARDS) {
      const slot = CARD_SLOTS[card];
      assert.equal(cardComponent(state, 'lamais', card), slot === undefined ? undefined : fitted(state, 'lamais', slot), card);
    }
    assert.equal(cardComponent(state, 'lamais', 'fire-main')?.id, 'lamais-lance');
    assert.equal(cardComponent(state, 'fpa', 'launch')?.id, 'fpa-launch-rails');
    assert.equal(cardComponent(state, 'fpa', 'vent-coolant'), undefined);
  });

  it('restoredArmour: the special ability restores a section by RESTORED_ARMOUR, never past its start', () => {
    const state = battle();
    const ship = state.ships.lamais;
    assert.ok(ship !== undefined);
    const [section = '', most = 0] = Object.entries(ship.armour)[0] ?? [];
    const at = (armour: number): StarEaterState => ({ ...state, ships: { ...state.ships, lamais: { ...ship, armour: { ...ship.armour, [section]: armour } } } });
    assert.deepEqual(restoredArmour(at(most - 1), 'lamais', section), { now: most - 1, after: most, most });
    assert.deepEqual(restoredArmour(at(most - RESTORED_ARMOUR - 1), 'lamais', section), { now: most - RESTORED_ARMOUR - 1, after: most - 1, most });
  });
});
