/**
 * The rulebook's worked examples, played through the engine with fixed layouts (test-support.ts):
 * Bruno sails Panzer la Rochelle (south), Ludovic Talion (north).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { cellKey } from './geometry.ts';
import { speedOf } from './decide.ts';
import { reachableLocations, sightOf } from './effects.ts';
import type { Cell, SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import {
  BRUNO,
  LUDOVIC,
  cell,
  cellOf,
  crew,
  engineAt,
  eventOf,
  firstTurn,
  nextTurn,
  pastFirstTurns,
  play,
  promptOf,
  refuse,
  sub,
  tile,
  tileDefinition,
  typesOf,
  whereIs,
  withCrewIn,
  withDamage,
  withSectors,
} from './test-support.ts';

function effectOf(state: SteamTorpedoState, player: string, tileId: string) {
  const effect = tileDefinition(state, player, tileId).effects[0];
  assert.ok(effect, tileId);
  return effect;
}

/**
 * Bruno's first turn: sailors 1 and 2 go to his two engines next to the bridge (Steam Ram and
 * Boiler Room), sailor 3 to the Broadside Battery; the captain and sailor 4 stay on the bridge.
 * Four crew in three engine compartments (the bridge counts as one).
 */
function brunoAtSpeedThree() {
  const engine = firstTurn();
  play(
    engine,
    { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cellOf(engine.state, BRUNO, 'steam-ram') },
    { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cellOf(engine.state, BRUNO, 'boiler-room') },
    { type: 'move-crew', player: BRUNO, crew: 'sailor-3', to: cellOf(engine.state, BRUNO, 'broadside-battery') },
  );
  return engine;
}

describe('Maneuver example 1 (steam-torpedo/maneuver.speed)', () => {
  it('four crew in three engine compartments give speed 3: two sectors for Bruno, one for Talion', () => {
    const engine = brunoAtSpeedThree();
    assert.deepEqual(
      ['captain', 'sailor-1', 'sailor-2', 'sailor-4'].map((id) => whereIs(engine.state, BRUNO, id)),
      ['command-bridge', 'steam-ram', 'boiler-room', 'command-bridge'],
    );
    assert.equal(speedOf(engine.state, BRUNO), 3, 'two crew on the bridge count once');
    assert.equal(eventOf(play(engine, { type: 'start-maneuver', player: BRUNO }), 'maneuver-started').speed, 3);

    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 });
    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 });
    const last = play(engine, { type: 'maneuver-step', player: BRUNO, submarine: LUDOVIC, direction: 1 });
    assert.deepEqual(typesOf(last), ['submarine-moved', 'maneuver-ended'], 'the third point spent ends the maneuver');
    assert.deepEqual([sub(engine.state, BRUNO).sector, sub(engine.state, LUDOVIC).sector], [1, 4]);
    assert.deepEqual(sightOf(engine.state, BRUNO), { position: 'front', range: 'distant' });
    // Bruno's Heavy Torpedo Tube now reaches Talion's aft; it is his first turn, so he may not fire yet.
    assert.deepEqual(reachableLocations(engine.state, BRUNO, effectOf(engine.state, BRUNO, 'heavy-torpedo-tube')), ['aft']);
    refuse(engine, { type: 'start-maneuver', player: BRUNO }, 'steam-torpedo/maneuver.once');
  });
});

describe('Maneuver example 2 (steam-torpedo/maneuver.shared-sector)', () => {
  it('side by side: Bruno spends two of his three points to come back on Talion\'s other side, and ends the maneuver', () => {
    const engine = brunoAtSpeedThree();
    const battery = effectOf(engine.state, BRUNO, 'broadside-battery');
    const gatling = effectOf(engine.state, LUDOVIC, 'gatling-gun');
    // Before: Talion lies to the north, on Bruno's port side. Bruno's battery hits Talion's starboard, Talion's gun Bruno's port.
    assert.equal(sightOf(engine.state, BRUNO).position, 'port-side');
    assert.deepEqual(reachableLocations(engine.state, BRUNO, battery), ['starboard']);
    assert.deepEqual(reachableLocations(engine.state, LUDOVIC, gatling), ['port']);

    play(engine, { type: 'start-maneuver', player: BRUNO }, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 });
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 }, 'steam-torpedo/maneuver.shared-sector');
    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1, side: 'port' });
    assert.deepEqual(engine.state.maneuver, { speedLeft: 1 });
    assert.deepEqual(typesOf(play(engine, { type: 'end-maneuver', player: BRUNO })), ['maneuver-ended']);

    // After: Bruno lies on Talion's port side (to the north). Each now hits the other's other flank.
    assert.equal(engine.state.northernSubmarine, BRUNO);
    assert.equal(sightOf(engine.state, BRUNO).position, 'starboard-side');
    assert.deepEqual(reachableLocations(engine.state, BRUNO, battery), ['port']);
    assert.deepEqual(reachableLocations(engine.state, LUDOVIC, gatling), ['starboard']);
  });

  it('a sector apart: two points take Bruno past Talion, from behind it to in front of it', () => {
    const start = brunoAtSpeedThree();
    const engine = engineAt(withSectors(start.state, { [BRUNO]: 2, [LUDOVIC]: 3 }));
    const tube = effectOf(engine.state, BRUNO, 'heavy-torpedo-tube');
    const mortar = effectOf(engine.state, BRUNO, 'stern-mortar');
    assert.deepEqual(sightOf(engine.state, BRUNO), { position: 'front', range: 'close' });
    assert.deepEqual(reachableLocations(engine.state, BRUNO, tube), ['aft']);
    assert.deepEqual(reachableLocations(engine.state, BRUNO, mortar), []);

    play(
      engine,
      { type: 'start-maneuver', player: BRUNO },
      { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1, side: 'starboard' },
      { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 },
      { type: 'end-maneuver', player: BRUNO },
    );
    assert.deepEqual(sightOf(engine.state, BRUNO), { position: 'behind', range: 'close' });
    assert.deepEqual(reachableLocations(engine.state, BRUNO, tube), []);
    assert.deepEqual(reachableLocations(engine.state, BRUNO, mortar), ['fore'], 'facing never changes: Talion\'s fore is now the side toward Bruno');
  });
});

describe('Example of trigger (steam-torpedo/activate.trigger)', () => {
  it('Ludovic\'s sailor 1 fires the Gatling Gun, steps to the Long-range Sights, is exhausted, then the gun resolves', () => {
    const engine = firstTurn();
    // Ludovic walks sailor 1 to the Gatling Gun over his first two turns.
    nextTurn(engine);
    play(engine, { type: 'move-crew', player: LUDOVIC, crew: 'sailor-1', to: cellOf(engine.state, LUDOVIC, 'long-range-sights') });
    nextTurn(engine);
    nextTurn(engine);
    play(engine, { type: 'move-crew', player: LUDOVIC, crew: 'sailor-1', to: cellOf(engine.state, LUDOVIC, 'gatling-gun') });
    nextTurn(engine);
    nextTurn(engine);
    assert.equal(engine.state.active, LUDOVIC);
    assert.equal(engine.state.turnsBegun[LUDOVIC], 3);
    assert.equal(whereIs(engine.state, LUDOVIC, 'sailor-1'), 'gatling-gun');
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').ready, true);

    // The two compartments closer to the Helm: the Long-range Sights and the Anti-propeller Chain.
    const fire = (to: Cell[]): SteamTorpedoCommand => ({ type: 'trigger', player: LUDOVIC, tile: 'gatling-gun', effect: 0, crew: ['sailor-1'], to });
    refuse(engine, fire([]), 'steam-torpedo/activate.trigger', /closer to the control room/);
    const destinations = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'trigger' && command.tile === 'gatling-gun' ? command.to : []));
    assert.deepEqual(destinations.map(cellKey).sort(), [cellOf(engine.state, LUDOVIC, 'anti-propeller-chain'), cellOf(engine.state, LUDOVIC, 'long-range-sights')].map(cellKey).sort());
    refuse(engine, fire([cellOf(engine.state, LUDOVIC, 'rocket-torpedo')]), 'steam-torpedo/activate.trigger');

    const events = play(engine, fire([cellOf(engine.state, LUDOVIC, 'long-range-sights')]));
    assert.deepEqual(typesOf(events), ['effect-triggered', 'crew-moved', 'attack-resolved', 'damage-pending']);
    assert.deepEqual(events[1], { type: 'crew-moved', rule: 'steam-torpedo/activate.trigger', player: LUDOVIC, crew: 'sailor-1', to: cell('inner', 4), exhausts: true });
    assert.equal(whereIs(engine.state, LUDOVIC, 'sailor-1'), 'long-range-sights');
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').ready, false);
    // Bruno is alongside, on Ludovic's starboard side: the gun rakes Bruno's port for its 2 attack symbols.
    const resolved = eventOf(events, 'attack-resolved');
    assert.deepEqual([resolved.location, resolved.attackTotal, resolved.armorValue, resolved.damageTotal], ['port', 2, 0, 2]);
    assert.equal(promptOf(engine)?.player, BRUNO);
  });
});

describe('Example of Play (steam-torpedo/attack.absorb, steam-torpedo/attack.assign)', () => {
  /**
   * Ludovic's turn. Talion is in sector 5, Panzer la Rochelle in sector 3: Bruno is distant behind
   * Ludovic, whose Stern Torpedo Room (2 symbols) plus his manned Long-range Sights (+1 at distant
   * range) make an attack total of 3 on Bruno's fore. Three of Bruno's four fore compartments are
   * destroyed; the last, the Armored Turret, has one structure point left and two sailors in it.
   */
  function exampleOfPlay() {
    const start = pastFirstTurns();
    nextTurn(start);
    assert.equal(start.state.active, LUDOVIC);
    let state = withSectors(start.state, { [BRUNO]: 3, [LUDOVIC]: 5 });
    state = withCrewIn(state, LUDOVIC, ['sailor-1'], 'stern-torpedo-room');
    state = withCrewIn(state, LUDOVIC, ['sailor-2'], 'long-range-sights', { ready: false });
    state = withDamage(state, BRUNO, 'armored-bow', 5);
    state = withDamage(state, BRUNO, 'boiler-room', 3);
    state = withDamage(state, BRUNO, 'heavy-torpedo-tube', 5);
    state = withDamage(state, BRUNO, 'armored-turret', 4);
    state = withCrewIn(state, BRUNO, ['sailor-1', 'sailor-2'], 'armored-turret', { ready: false });
    const engine = engineAt(state);
    const events = play(engine, { type: 'trigger', player: LUDOVIC, tile: 'stern-torpedo-room', effect: 0, crew: ['sailor-1'], to: [cell('outer', 2)] });
    return { engine, events };
  }

  it('attack total 3, armor value 1 (one manned armored tile, two sailors in it, counted once), damage total 2', () => {
    const { engine, events } = exampleOfPlay();
    assert.deepEqual(eventOf(events, 'attack-resolved'), {
      type: 'attack-resolved',
      rule: 'steam-torpedo/attack.damage-total',
      attacker: LUDOVIC,
      defender: BRUNO,
      location: 'fore',
      attackTotal: 3,
      armorValue: 1,
      damageTotal: 2,
    });
    // Bruno's two options: absorb into the control room, or assign to the one compartment left in his fore.
    assert.deepEqual(ruleset.legalCommands(engine.state), [
      { type: 'absorb-damage', player: BRUNO },
      { type: 'assign-damage', player: BRUNO, tile: 'armored-turret' },
    ]);
  });

  it('option 1 (Bruno\'s choice): one damage token on the control room, and nothing else changes', () => {
    const { engine } = exampleOfPlay();
    const before = structuredClone(engine.state);
    const events = play(engine, { type: 'absorb-damage', player: BRUNO });
    assert.deepEqual(typesOf(events), ['damage-absorbed', 'damage-done']);
    assert.equal(tile(engine.state, BRUNO, 'command-bridge').damage, 1);
    assert.equal(tile(engine.state, BRUNO, 'command-bridge').oxygen, tile(before, BRUNO, 'command-bridge').oxygen, 'a free gear took it');
    const unchanged = (state: SteamTorpedoState) => ({
      ...sub(state, BRUNO),
      layout: sub(state, BRUNO).layout.filter((placed) => placed.id !== 'command-bridge'),
    });
    assert.deepEqual(unchanged(engine.state), unchanged(before));
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'armored-turret');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-2'), 'armored-turret');
    assert.equal(promptOf(engine), null);
  });

  it('option 2: one token destroys the turret and both sailors in it; the other passes to the control room', () => {
    const { engine } = exampleOfPlay();
    const events = play(engine, { type: 'assign-damage', player: BRUNO, tile: 'armored-turret' });
    assert.deepEqual(typesOf(events), ['damage-placed', 'compartment-destroyed', 'damage-absorbed', 'damage-done']);
    assert.equal(eventOf(events, 'damage-placed').amount, 1);
    assert.deepEqual(eventOf(events, 'compartment-destroyed').crewLost, [
      { owner: BRUNO, crew: 'sailor-1' },
      { owner: BRUNO, crew: 'sailor-2' },
    ]);
    assert.equal(tile(engine.state, BRUNO, 'armored-turret').destroyed, true);
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').at, null);
    assert.equal(crew(engine.state, BRUNO, 'sailor-2').at, null);
    assert.equal(tile(engine.state, BRUNO, 'command-bridge').damage, 1);
    assert.equal(engine.outcome, null, 'Bruno still has his captain and two sailors');
  });
});
