import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyCommand, createEngine } from '../../engine/index.ts';
import { refusal } from '../test-support.ts';
import { BAG_PRESETS, readBagLab, rollNotoriety } from './lab.ts';
import { BAG_PLAYER_COUNTS, bagLab, mostCubes, type BagLabCommand, type BagLabState } from './ruleset.ts';

function lab(setup: Record<string, unknown> = {}): BagLabState {
  return bagLab.initialState({ seed: 1, ...setup });
}

function after(state: BagLabState, ...commands: BagLabCommand[]): BagLabState {
  return commands.reduce((current, command) => applyCommand(bagLab, current, command), state);
}

/** The first seed from `from` whose roll forces a sale in the `notorious` preset. */
function forcedSaleSeed(from = 1): number {
  const notorious = readBagLab({ preset: 'notorious' });
  for (let seed = from; seed < from + 500; seed++) if (rollNotoriety({ ...notorious, seed }).state.prompt?.id === 'sell-houses') return seed;
  throw new Error('No seed forces a sale.');
}

describe('the bag lab setup', () => {
  it('is the lab readBagLab reads, its seed the first roll’s', () => {
    const state = lab({ seed: 7, preset: 'notorious' });
    assert.deepEqual(state.lab, readBagLab({ seed: 7, preset: 'notorious' }));
    assert.equal(state.nextSeed, 7);
    assert.equal(state.roll, null);
    assert.throws(() => lab({ seed: 'x' }), refusal('engine/setup.seed', 'seed'));
    assert.throws(() => lab({ cubes: [1, 12, 1] }), refusal('steam-pirates/refresh.notoriety', 'cubes[1]'));
  });

  it('gives every preset its name, title, description and rule', () => {
    for (const preset of BAG_PRESETS) assert.ok(preset.title !== '' && preset.description !== '' && preset.rule.startsWith('steam-pirates/'), preset.name);
  });

  it('answers the widget’s questions: the most cubes of each owner, the pirates a table seats', () => {
    assert.equal(mostCubes('syndicate'), 4);
    assert.equal(mostCubes('amber'), 9);
    assert.deepEqual(BAG_PLAYER_COUNTS, [2, 3, 4]);
  });
});

describe('the bag lab commands', () => {
  it('sets the counts, naming the setup field a refusal is about', () => {
    const state = after(lab(), { type: 'cubes', owner: 'amber', count: 3 }, { type: 'cubes', owner: 'syndicate', count: 2 }, { type: 'pirates', count: 4 });
    assert.deepEqual(state.lab.cubes, { amber: 3, brian: 1, carol: 1, collin: 1 });
    assert.equal(state.lab.syndicate, 2);
    assert.throws(() => bagLab.decide(state, { type: 'cubes', owner: 'syndicate', count: 5 }), refusal('steam-pirates/refresh.notoriety', 'syndicate'));
    assert.throws(() => bagLab.decide(state, { type: 'cubes', owner: 'brian', count: 10 }), refusal('steam-pirates/refresh.notoriety', 'cubes[1]', /one of 10 is on the VP track/));
    assert.throws(() => bagLab.decide(state, { type: 'pirates', count: 1 }), refusal('steam-pirates/setup.players', 'pirates'));
    assert.throws(() => bagLab.decide(state, { type: 'gold', gold: -1 }), refusal('steam-pirates/refresh.notoriety', 'gold'));
    assert.throws(() => bagLab.decide(after(state, { type: 'pirates', count: 2 }), { type: 'you', pirate: 'carol' }), refusal('steam-pirates/setup.players', 'you'));
  });

  it('rolls through the game’s refresh from the next seed, as rollNotoriety does, and a change puts the roll away', () => {
    const rolled = after(lab({ seed: 8 }), { type: 'roll' });
    assert.deepEqual(rolled.roll?.events, rollNotoriety({ ...readBagLab({}), seed: 8 }).events);
    assert.equal(rolled.nextSeed, 9);
    const again = after(rolled, { type: 'roll' });
    assert.deepEqual(again.roll?.events, rollNotoriety({ ...readBagLab({}), seed: 9 }).events);
    assert.equal(after(again, { type: 'season', season: 2 }).roll, null);
  });

  it('waits for a forced sale: the roll is refused until a house the game offers is sold', () => {
    const seed = forcedSaleSeed();
    const state = after(lab({ preset: 'notorious', seed }), { type: 'roll' });
    assert.equal(state.roll?.state.prompt?.id, 'sell-houses');
    assert.throws(() => bagLab.decide(state, { type: 'roll' }), refusal('steam-pirates/refresh.notoriety', undefined, /^First Amber must sell/));
    const sales = bagLab.legalCommands(state).filter((command) => command.type === 'sell');
    assert.ok(sales.length > 0);
    const sold = after(state, sales[0] ?? { type: 'reset' });
    assert.ok(sold.roll?.events.some((event) => event.type === 'house-sold'));
    assert.throws(() => bagLab.decide(after(lab(), { type: 'roll' }), { type: 'sell', island: 'haven' }), refusal('steam-pirates/refresh.notoriety'));
  });

  it('refuses a ninth house under establish.house, naming houses; resets to the setup', () => {
    const eight = ['haven', 'mistral', 'lumen', 'gale', 'onyx', 'tinguard', 'concona', 'brassport'];
    const full = lab({ houses: eight });
    assert.throws(() => bagLab.decide(full, { type: 'house', island: 'stratos', built: true }), refusal('steam-pirates/establish.house', 'houses'));
    const engine = createEngine(bagLab, { seed: 3, preset: 'notorious' });
    engine.dispatch({ type: 'roll' });
    engine.dispatch({ type: 'gold', gold: 20 });
    engine.dispatch({ type: 'reset' });
    assert.deepEqual(engine.state, lab({ seed: 3, preset: 'notorious' }));
  });
});
