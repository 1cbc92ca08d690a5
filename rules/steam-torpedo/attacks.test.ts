import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { CONTROL_ROOM_CELL } from './geometry.ts';
import { armorValue, attackTotal, damageTotal, placeDamage } from './damage.ts';
import { compartmentsIn } from './board.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import type { SteamTorpedoState, TileDefinition } from './model.ts';
import {
  BRUNO,
  LUDOVIC,
  bridgeAttack,
  cell,
  crew,
  engineAt,
  eventOf,
  pastFirstTurns,
  play,
  promptOf,
  refuse,
  sub,
  tile,
  tileDefinition,
  typesOf,
  withCrewIn,
  withDamage,
  withOxygen,
  withSectors,
} from './test-support.ts';

const DAMAGE_TOTAL = 'steam-torpedo/attack.damage-total';
const ABSORB = 'steam-torpedo/attack.absorb';
const ASSIGN = 'steam-torpedo/attack.assign';
const DESTROYED = 'steam-torpedo/attack.destroyed';
const DRAIN = 'steam-torpedo/attack.drain-oxygen';
const CREW = 'steam-torpedo/attack.crew';

const broadside: SteamTorpedoCommand = { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] };

/**
 * Bruno's second turn: sailor 1 at the Broadside Battery, sailor 2 in the Boiler Room (+1 at close
 * range), so the battery hits Ludovic's starboard (his inner row) for 3.
 */
function broadsideReady() {
  return pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery'], ['sailor-2', 'boiler-room']] });
}

describe('steam-torpedo/attack.total', () => {
  it('attack symbols plus the bonuses that hold: the Boiler Room adds 1 at close range', () => {
    const engine = broadsideReady();
    const resolved = eventOf(play(engine, broadside), 'attack-resolved');
    assert.deepEqual(resolved, { type: 'attack-resolved', rule: DAMAGE_TOTAL, attacker: BRUNO, defender: LUDOVIC, location: 'starboard', attackTotal: 3, armorValue: 0, damageTotal: 3 });
  });

  it('a range-bound bonus holds only at its range; an effect may carry its own bonus', () => {
    const state = withCrewIn(pastFirstTurns().state, BRUNO, ['sailor-2'], 'boiler-room');
    const tube = tileDefinition(state, BRUNO, 'heavy-torpedo-tube');
    assert.equal(attackTotal(state, BRUNO, tube, { kind: 'attack' }, 'close'), 4);
    assert.equal(attackTotal(state, BRUNO, tube, { kind: 'attack' }, 'distant'), 3);
    assert.equal(attackTotal(state, BRUNO, tube, { kind: 'attack', bonus: 2 }, 'distant'), 5);
    // Talion's Long-range Sights: +1 at distant range only.
    const sighted = withCrewIn(state, LUDOVIC, ['sailor-1'], 'long-range-sights');
    const rocket = tileDefinition(sighted, LUDOVIC, 'rocket-torpedo');
    assert.equal(attackTotal(sighted, LUDOVIC, rocket, { kind: 'attack' }, 'distant'), 3);
    assert.equal(attackTotal(sighted, LUDOVIC, rocket, { kind: 'attack' }, 'close'), 2);
  });
});

describe('steam-torpedo/attack.armor', () => {
  it('manned armored tiles of the location, each once however many crew are in it, plus manned bonuses', () => {
    const start = pastFirstTurns().state;
    // Bruno's port (inner row) holds two armored tiles: the Armored Turret and the Armored Bow.
    assert.equal(armorValue(start, BRUNO, 'port'), 0, 'unmanned armor does not count');
    const turret = withCrewIn(start, BRUNO, ['sailor-1', 'sailor-2'], 'armored-turret');
    assert.equal(armorValue(turret, BRUNO, 'port'), 1);
    const both = withCrewIn(turret, BRUNO, ['sailor-3'], 'armored-bow', { ready: false });
    assert.equal(armorValue(both, BRUNO, 'port'), 2);
    assert.equal(armorValue(both, BRUNO, 'fore'), 3, 'two armored tiles in the fore, and the bow\'s +1 fore');
    assert.equal(armorValue(both, BRUNO, 'starboard'), 0, 'armor elsewhere does not help');
  });

  it('the defender\'s armor is taken off in the attack', () => {
    const start = broadsideReady();
    // Ludovic mans his Marksman's Nest, an armored tile in his starboard row.
    const engine = engineAt(withCrewIn(start.state, LUDOVIC, ['sailor-1', 'sailor-2'], 'marksman-nest'));
    const resolved = eventOf(play(engine, broadside), 'attack-resolved');
    assert.deepEqual([resolved.attackTotal, resolved.armorValue, resolved.damageTotal], [3, 1, 2]);
  });
});

describe('steam-torpedo/attack.damage-total', () => {
  it('attack total minus armor value, never below zero', () => {
    assert.equal(damageTotal(3, 1), 2);
    assert.equal(damageTotal(1, 3), 0);
  });

  it('an attack the armor stops entirely asks the defender nothing', () => {
    const start = pastFirstTurns();
    const engine = engineAt(withCrewIn(start.state, LUDOVIC, ['sailor-1'], 'marksman-nest'));
    const events = play(engine, bridgeAttack());
    assert.deepEqual(typesOf(events), ['effect-triggered', 'crew-moved', 'attack-resolved']);
    assert.equal(eventOf(events, 'attack-resolved').damageTotal, 0);
    assert.equal(promptOf(engine), null);
  });
});

describe('steam-torpedo/attack.absorb', () => {
  it('one damage token on the control room soaks up the whole attack, however large', () => {
    const engine = broadsideReady();
    play(engine, broadside);
    const before = structuredClone(sub(engine.state, LUDOVIC).layout);
    const events = play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.deepEqual(events, [
      { type: 'damage-absorbed', rule: ABSORB, player: LUDOVIC, oxygenLost: 0 },
      { type: 'damage-done', rule: ABSORB },
    ]);
    const after = sub(engine.state, LUDOVIC).layout;
    assert.deepEqual(
      after.map((placed) => (placed.id === 'helm' ? { ...placed, damage: placed.damage - 1 } : placed)),
      before,
    );
    assert.equal(engine.state.pendingDamage, null);
  });

  it('is offered first, next to every compartment of the location, and only to the defender', () => {
    const engine = broadsideReady();
    play(engine, broadside);
    assert.deepEqual(ruleset.legalCommands(engine.state), [
      { type: 'absorb-damage', player: LUDOVIC },
      ...['long-range-sights', 'gatling-gun', 'marksman-nest', 'plated-keel', 'lightning-coil'].map((id) => ({ type: 'assign-damage', player: LUDOVIC, tile: id })),
    ]);
    refuse(engine, { type: 'absorb-damage', player: BRUNO }, 'engine/prompt.wrong-player');
  });

  it('once the defender has started assigning, the control room can no longer absorb the rest', () => {
    const engine = broadsideReady();
    play(engine, broadside);
    // The Lightning Coil has 2 gears: it takes 2 of the 3 and is destroyed; 1 is left to place.
    const first = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'lightning-coil' });
    assert.deepEqual(typesOf(first), ['damage-placed', 'compartment-destroyed', 'damage-pending']);
    refuse(engine, { type: 'absorb-damage', player: LUDOVIC }, ABSORB);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'absorb-damage'));
    play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'gatling-gun' });
    assert.equal(tile(engine.state, LUDOVIC, 'gatling-gun').damage, 1);
    assert.equal(tile(engine.state, LUDOVIC, 'helm').damage, 0);
  });
});

describe('steam-torpedo/attack.assign', () => {
  it('the defender fills one compartment of the location, free gears before oxygen gears', () => {
    const engine = broadsideReady();
    play(engine, broadside);
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'gatling-gun' });
    assert.deepEqual(events, [
      { type: 'damage-placed', rule: ASSIGN, player: LUDOVIC, tile: 'gatling-gun', amount: 3, oxygenLost: 1 },
      { type: 'damage-done', rule: ASSIGN },
    ]);
    assert.deepEqual(tile(engine.state, LUDOVIC, 'gatling-gun'), { id: 'gatling-gun', cell: cell('inner', 5), damage: 3, oxygen: 1, destroyed: false });
  });

  it('placing damage: free gears first, then each token on an oxygen gear takes that oxygen', () => {
    const gun = { id: 'gun', cell: cell('inner', 1), damage: 0, oxygen: 2, destroyed: false };
    const gunDefinition = { structure: 4 } as TileDefinition;
    assert.deepEqual(placeDamage(gun, gunDefinition, 2), { placed: 2, oxygenLost: 0, destroyed: false });
    assert.deepEqual(placeDamage(gun, gunDefinition, 3), { placed: 3, oxygenLost: 1, destroyed: false });
    assert.deepEqual(placeDamage(gun, gunDefinition, 9), { placed: 4, oxygenLost: 2, destroyed: true });
  });

  it('refuses a compartment outside the location, the control room, and a destroyed compartment', () => {
    const start = broadsideReady();
    const engine = engineAt(withDamage(start.state, LUDOVIC, 'plated-keel', 5));
    play(engine, broadside);
    refuse(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'turbine-hall' }, ASSIGN, /starboard/);
    refuse(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'helm' }, ASSIGN);
    refuse(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'plated-keel' }, ASSIGN);
    refuse(engine, { type: 'assign-damage', player: BRUNO, tile: 'gatling-gun' }, 'engine/prompt.wrong-player');
  });

  it('with nothing left standing in the location, the rest goes to the control room as one token', () => {
    const start = broadsideReady();
    let state = start.state;
    for (const id of ['plated-keel', 'marksman-nest', 'long-range-sights', 'gatling-gun']) state = withDamage(state, LUDOVIC, id, tileDefinition(state, LUDOVIC, id).structure);
    const engine = engineAt(state);
    play(engine, broadside);
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'lightning-coil' });
    assert.deepEqual(typesOf(events), ['damage-placed', 'compartment-destroyed', 'damage-absorbed', 'damage-done']);
    assert.equal(eventOf(events, 'damage-absorbed').rule, ASSIGN);
    assert.equal(tile(engine.state, LUDOVIC, 'helm').damage, 1);
  });

  it('an attack on a location with no compartment left lands on the control room at once', () => {
    const start = broadsideReady();
    let state = start.state;
    for (const id of ['plated-keel', 'marksman-nest', 'lightning-coil', 'long-range-sights', 'gatling-gun']) state = withDamage(state, LUDOVIC, id, tileDefinition(state, LUDOVIC, id).structure);
    assert.deepEqual(compartmentsIn(sub(state, LUDOVIC), 'starboard'), []);
    const engine = engineAt(state);
    const events = play(engine, broadside);
    assert.deepEqual(typesOf(events).slice(2), ['attack-resolved', 'damage-absorbed', 'damage-done']);
    assert.equal(tile(engine.state, LUDOVIC, 'helm').damage, 1);
    assert.equal(promptOf(engine), null);
  });
});

describe('steam-torpedo/attack.destroyed', () => {
  it('a full compartment is destroyed and everyone in it eliminated', () => {
    const start = broadsideReady();
    const engine = engineAt(withCrewIn(start.state, LUDOVIC, ['sailor-3', 'captain'], 'lightning-coil', { ready: false }));
    play(engine, broadside);
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'lightning-coil' });
    assert.deepEqual(eventOf(events, 'compartment-destroyed'), {
      type: 'compartment-destroyed',
      rule: DESTROYED,
      player: LUDOVIC,
      tile: 'lightning-coil',
      crewLost: [
        { owner: LUDOVIC, crew: 'captain' },
        { owner: LUDOVIC, crew: 'sailor-3' },
      ],
    });
    assert.equal(tile(engine.state, LUDOVIC, 'lightning-coil').destroyed, true);
    assert.equal(crew(engine.state, LUDOVIC, 'captain').at, null);
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-3').at, null);
  });

  it('a boarder in a destroyed compartment is lost with it', () => {
    const start = broadsideReady();
    const engine = engineAt(withCrewIn(start.state, BRUNO, ['sailor-4'], 'lightning-coil', { aboard: LUDOVIC }));
    play(engine, broadside);
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'lightning-coil' });
    assert.deepEqual(eventOf(events, 'compartment-destroyed').crewLost, [{ owner: BRUNO, crew: 'sailor-4' }]);
    assert.equal(crew(engine.state, BRUNO, 'sailor-4').at, null);
  });

  it('a destroyed compartment does nothing: it is not manned, and it cannot be hit again', () => {
    const start = pastFirstTurns().state;
    const flooded = withDamage(withCrewIn(start, BRUNO, ['sailor-1'], 'armored-turret'), BRUNO, 'armored-turret', 5);
    assert.equal(armorValue(flooded, BRUNO, 'port'), 0);
    assert.ok(!compartmentsIn(sub(flooded, BRUNO), 'port').some((placed) => placed.id === 'armored-turret'));
  });
});

describe('steam-torpedo/attack.drain-oxygen', () => {
  /** Bruno's Gas Projector manned in his second turn: 2 oxygen from Ludovic's starboard. */
  function gassed(edit: (state: SteamTorpedoState) => SteamTorpedoState = (state) => state) {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'gas-projector']] });
    const engine = engineAt(edit(start.state));
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'gas-projector', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    return { engine, events };
  }

  it('the defender empties one compartment of the location before starting another; armor plays no part', () => {
    const { engine, events } = gassed();
    assert.ok(!typesOf(events).includes('attack-resolved'));
    assert.equal(promptOf(engine)?.id, 'drain-oxygen');
    assert.equal(promptOf(engine)?.player, LUDOVIC);
    // Ludovic breathed once from his Long-range Sights: it holds 1.
    assert.equal(tile(engine.state, LUDOVIC, 'long-range-sights').oxygen, 1);
    const offered = ruleset.legalCommands(engine.state).map((command) => (command.type === 'remove-oxygen' ? command.tile : command.type));
    assert.deepEqual(offered, ['long-range-sights', 'gatling-gun', 'marksman-nest', 'plated-keel']);
    const first = play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'long-range-sights' });
    assert.deepEqual(first[0], { type: 'oxygen-removed', rule: DRAIN, player: LUDOVIC, tile: 'long-range-sights', amount: 1 });
    assert.equal(engine.state.pendingDamage?.remaining, 1);
    play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'marksman-nest' });
    assert.equal(tile(engine.state, LUDOVIC, 'marksman-nest').oxygen, 0);
    assert.equal(promptOf(engine), null);
  });

  it('a compartment with enough oxygen gives it all', () => {
    const { engine } = gassed();
    const events = play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'gatling-gun' });
    assert.deepEqual(typesOf(events), ['oxygen-removed', 'damage-done']);
    assert.equal(tile(engine.state, LUDOVIC, 'gatling-gun').oxygen, 0);
  });

  it('refuses a compartment outside the location or without oxygen, and the control room', () => {
    const { engine } = gassed();
    refuse(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'turbine-hall' }, DRAIN);
    refuse(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'lightning-coil' }, DRAIN);
    refuse(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'helm' }, DRAIN);
  });

  it('when the location runs dry, the attacker takes a single token from any compartment (never the control room)', () => {
    const dry = (state: SteamTorpedoState): SteamTorpedoState =>
      ['gatling-gun', 'marksman-nest', 'plated-keel'].reduce((folded, id) => withOxygen(folded, LUDOVIC, id, 0), state);
    const { engine } = gassed(dry);
    play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'long-range-sights' });
    assert.equal(promptOf(engine)?.id, 'drain-oxygen');
    assert.equal(promptOf(engine)?.player, BRUNO, 'the attacker chooses now');
    assert.equal(engine.state.pendingDamage?.kind, 'oxygen-anywhere');
    const offered = ruleset.legalCommands(engine.state).map((command) => (command.type === 'remove-oxygen' ? command.tile : command.type));
    assert.ok(!offered.includes('helm'));
    refuse(engine, { type: 'remove-oxygen', player: BRUNO, tile: 'helm' }, DRAIN);
    const events = play(engine, { type: 'remove-oxygen', player: BRUNO, tile: 'turbine-hall' });
    assert.deepEqual(typesOf(events), ['oxygen-removed', 'damage-done']);
    assert.equal(tile(engine.state, LUDOVIC, 'turbine-hall').oxygen, 0);
  });

  it('a location empty from the start goes straight to the attacker\'s single token; with none anywhere, nothing happens', () => {
    const dry = (state: SteamTorpedoState): SteamTorpedoState =>
      ['gatling-gun', 'marksman-nest', 'plated-keel', 'long-range-sights'].reduce((folded, id) => withOxygen(folded, LUDOVIC, id, 0), state);
    const { engine } = gassed(dry);
    assert.equal(engine.state.pendingDamage?.kind, 'oxygen-anywhere');
    const airless = (state: SteamTorpedoState): SteamTorpedoState =>
      sub(state, LUDOVIC).layout.filter((placed) => placed.id !== 'helm').reduce((folded, placed) => withOxygen(folded, LUDOVIC, placed.id, 0), state);
    const { engine: none, events } = gassed(airless);
    assert.deepEqual(typesOf(events).slice(-1), ['damage-done']);
    assert.equal(promptOf(none), null);
  });
});

describe('steam-torpedo/attack.crew', () => {
  /** Bruno's Harpoon Gun manned; Ludovic's captain and sailor 1 in his Long-range Sights (his starboard, alongside). */
  function harpoon() {
    const start = pastFirstTurns({}, { [LUDOVIC]: [['captain', 'long-range-sights'], ['sailor-1', 'long-range-sights']] });
    return engineAt(withCrewIn(start.state, BRUNO, ['sailor-2'], 'harpoon-gun'));
  }
  const shoot = (target: NonNullable<Extract<SteamTorpedoCommand, { type: 'trigger' }>['target']>): SteamTorpedoCommand => ({
    type: 'trigger',
    player: BRUNO,
    tile: 'harpoon-gun',
    effect: 0,
    crew: ['sailor-2'],
    to: [cell('outer', 2)],
    target,
  });

  it('an effect that names sailors never hits the captain', () => {
    const engine = harpoon();
    refuse(engine, shoot({ location: 'starboard', tile: 'long-range-sights', rank: 'captain' }), CREW);
    const offered = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'trigger' && command.tile === 'harpoon-gun' ? [command.target] : []));
    assert.deepEqual(offered, [
      { location: 'starboard', tile: 'long-range-sights', rank: 'sailor' },
      { location: 'starboard', tile: 'long-range-sights', rank: 'sailor' },
    ]);
  });

  it('hits sailors in a compartment of the location, ignoring armor', () => {
    const start = harpoon();
    const engine = engineAt(withCrewIn(start.state, LUDOVIC, ['sailor-2'], 'marksman-nest'));
    const events = play(engine, shoot({ location: 'starboard', tile: 'long-range-sights', rank: 'sailor' }));
    assert.deepEqual(eventOf(events, 'crew-eliminated'), { type: 'crew-eliminated', rule: CREW, owner: LUDOVIC, crew: ['sailor-1'] });
    assert.ok(!typesOf(events).includes('attack-resolved'));
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').at, null);
    assert.equal(crew(engine.state, LUDOVIC, 'captain').ready, false, 'the captain moved in his first turn and stays as he was');
  });

  it('an effect that names crew hits the captain or sailors, never both: the Marksman\'s Nest takes the captain', () => {
    const start = pastFirstTurns({ firstPlayer: LUDOVIC }, { [LUDOVIC]: [['sailor-1', 'marksman-nest']], [BRUNO]: [['captain', 'boiler-room'], ['sailor-1', 'boiler-room']] });
    // Bruno distant behind Ludovic: the Nest's astern arc reaches Bruno's fore.
    const engine = engineAt(withSectors(start.state, { [BRUNO]: 1, [LUDOVIC]: 4 }));
    const nest = (target: { location: 'fore'; tile?: string; rank?: 'captain' | 'sailor' }): SteamTorpedoCommand => ({ type: 'trigger', player: LUDOVIC, tile: 'marksman-nest', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL], target });
    refuse(engine, nest({ location: 'fore' }), 'steam-torpedo/activate.trigger-blocked', /Choose a compartment and who to shoot/);
    const events = play(engine, nest({ location: 'fore', tile: 'boiler-room', rank: 'captain' }));
    assert.deepEqual(eventOf(events, 'crew-eliminated').crew, ['captain']);
    assert.equal(crew(engine.state, BRUNO, 'captain').at, null);
    assert.notEqual(crew(engine.state, BRUNO, 'sailor-1').at, null);
  });
});

describe('steam-torpedo/tiles.control-room', () => {
  it('a combat compartment and an engine: manned, it fires and it gives speed', () => {
    const engine = pastFirstTurns();
    assert.equal(tileDefinition(engine.state, BRUNO, 'command-bridge').attack, 1);
    assert.equal(eventOf(play(engine, bridgeAttack()), 'attack-resolved').attackTotal, 1);
  });

  it('no effect targets it: never among the compartments of a location, its crew cannot be shot, its air cannot be drained', () => {
    const start = pastFirstTurns();
    for (const location of ['fore', 'aft', 'port', 'starboard'] as const) {
      assert.ok(!compartmentsIn(sub(start.state, LUDOVIC), location).some((placed) => placed.id === 'helm'));
    }
    const engine = engineAt(withCrewIn(start.state, BRUNO, ['sailor-2'], 'harpoon-gun'));
    refuse(
      engine,
      { type: 'trigger', player: BRUNO, tile: 'harpoon-gun', effect: 0, crew: ['sailor-2'], to: [cell('outer', 2)], target: { location: 'starboard', tile: 'helm', rank: 'sailor' } },
      'steam-torpedo/activate.trigger-blocked',
    );
  });

  it('damage reaches it only through absorbing, or when its location has nothing left', () => {
    const engine = broadsideReady();
    play(engine, broadside);
    refuse(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'helm' }, ASSIGN);
    play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.equal(tile(engine.state, LUDOVIC, 'helm').damage, 1);
  });
});
