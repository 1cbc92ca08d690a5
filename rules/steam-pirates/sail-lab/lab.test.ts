/** The sail lab: its presets give the rulebook's costs, and its preview agrees with the rules' sail. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULE } from '../rule-ids.ts';
import { ruleset } from '../ruleset.ts';
import { sailPaths } from '../legal.ts';
import { SAIL_LAB_PIRATE, SAIL_PRESETS, extendPath, readSailLab, sailLabState, sailPresetNamed, sailPreview, type SailLab } from './lab.ts';
import { eventsOf, refusal } from '../test-support.ts';

function lab(name: string): SailLab {
  const preset = sailPresetNamed(name);
  assert.ok(preset !== undefined);
  return preset.lab;
}

describe('sail lab presets (the rulebook’s Sailing 101)', () => {
  it('each preset with a path costs what the rulebook says, and is legal', () => {
    for (const preset of SAIL_PRESETS) {
      const preview = sailPreview(preset.lab);
      if (preset.expectedCost === null) continue;
      assert.equal(preview.problem, null, preset.name);
      assert.equal(preview.cost, preset.expectedCost, preset.name);
    }
  });

  it('from Zephyr the next islands are Tinguard, Nebula and Ventis', () => {
    assert.deepEqual([...sailPreview(lab('zephyr-neighbours')).next].sort(), ['nebula', 'tinguard', 'ventis']);
  });

  it('the West wind makes Tinguard → Rose Castle → Onyx 1 Gold, 2 without it', () => {
    const preview = sailPreview(lab('west-wind'));
    assert.deepEqual([preview.cost, preview.costWithoutWind, preview.withWind], [1, 2, true]);
    assert.equal(sailPreview({ ...lab('west-wind'), wind: 'NW' }).cost, 2);
  });

  it('through Gull Key takes the map piece; stopping there is refused (sail.harbour)', () => {
    assert.deepEqual(sailPreview(lab('treasure-nebula')).treasures, ['gull-key']);
    assert.equal(sailPreview(lab('treasure-ventis')).cost, 3);
    const stop = sailPreview({ ...lab('treasure-nebula'), path: ['gull-key'] });
    assert.equal(stop.problem?.rule, RULE.sailHarbour);
    assert.equal(stop.anchor, null);
  });

  it('a flagship on the way: the island is blocked and the path refused (sail.flagships)', () => {
    const blocked = { ...lab('zephyr-rose-castle'), fortress: 'tinguard' };
    const preview = sailPreview(blocked);
    assert.equal(preview.problem?.rule, RULE.sailFlagships);
    assert.deepEqual(sailPreview({ ...blocked, path: [] }).blockedNext, ['tinguard']);
    assert.equal(sailPreview({ ...blocked, path: [] }).next.includes('tinguard'), false);
  });

  it('too little Gold is refused (sail.cost); 4 moves leave no next island', () => {
    assert.equal(sailPreview({ ...lab('zephyr-haven'), gold: 3 }).problem?.rule, RULE.sailCost);
    assert.deepEqual(sailPreview(lab('zephyr-haven')).next, []);
  });
});

describe('sail lab preview agrees with the rules', () => {
  it('for every legal sail from a few starts: cost, map pieces and anchor as the sail’s events say', () => {
    for (const from of ['zephyr', 'felle', 'haven', 'tinguard']) {
      const base: SailLab = { ...lab('zephyr-neighbours'), from, wind: 'W' };
      const state = sailLabState(base);
      for (const path of sailPaths(state, SAIL_LAB_PIRATE)) {
        const events = ruleset.decide(state, { type: 'sail', player: SAIL_LAB_PIRATE, path });
        const preview = sailPreview({ ...base, path });
        assert.equal(preview.problem, null);
        assert.equal(preview.cost, eventsOf(events, 'sailed')[0]?.cost);
        assert.deepEqual(preview.treasures, eventsOf(events, 'treasure-taken').map((event) => event.island));
        assert.deepEqual(preview.anchor, eventsOf(events, 'anchored').map((event) => ({ island: event.island, good: event.good }))[0] ?? null);
      }
    }
  });

  it('extendPath adds an island at the end', () => {
    assert.deepEqual(extendPath(lab('zephyr-neighbours'), 'nebula').path, ['nebula']);
  });
});

describe('readSailLab', () => {
  it('fills in from the preset; a new start empties the path', () => {
    assert.deepEqual(readSailLab({ preset: 'west-wind' }), lab('west-wind'));
    assert.deepEqual(readSailLab({ preset: 'west-wind', from: 'zephyr' }).path, []);
    assert.deepEqual(readSailLab({ from: 'zephyr', path: ['nebula'], wind: 'E', gold: 3 }).path, ['nebula']);
  });

  it('names the field that is wrong', () => {
    assert.throws(() => readSailLab({ preset: 'nope' }), refusal(RULE.sailMoves, 'preset'));
    assert.throws(() => readSailLab({ from: 'gull-key' }), refusal(RULE.sailHarbour, 'from', /treasure island/));
    assert.throws(() => readSailLab({ path: ['nebula', 'atlantis'] }), refusal(RULE.sailMoves, 'path[1]', /no island/));
    assert.throws(() => readSailLab({ path: ['nebula', 'nebula'] }), refusal(RULE.sailMoves, 'path[1]', /repeats/));
    assert.throws(() => readSailLab({ wind: 'up' }), refusal(RULE.sailCost, 'wind'));
    assert.throws(() => readSailLab({ dreadnought: 'atlantis' }), refusal(RULE.sailFlagships, 'dreadnought'));
    assert.throws(() => readSailLab({ fortress: 'cobalt' }), refusal(RULE.sailFlagships, 'fortress', /share/));
    assert.throws(() => readSailLab({ gold: -1 }), refusal(RULE.sailCost, 'gold'));
  });
});
