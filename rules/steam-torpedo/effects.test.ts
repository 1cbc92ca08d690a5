import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { CONTROL_ROOM_CELL } from './geometry.ts';
import { armorValue, attackTotal } from './damage.ts';
import { counterOptions, speedOf } from './decide.ts';
import { SAMPLE_TILES_TALION } from './sample-tiles.ts';
import type { EffectTarget, SteamTorpedoCommand } from './messages.ts';
import {
  BRUNO,
  LUDOVIC,
  bridgeAttack,
  cell,
  cellOf,
  crew,
  engineAt,
  eventOf,
  nextTurn,
  pastFirstTurns,
  play,
  promptOf,
  refuse,
  tile,
  tileDefinition,
  typesOf,
  whereIs,
  withCrewIn,
  withSectors,
} from './test-support.ts';

const STANDBY = 'steam-torpedo/effects.standby';
const DUTY = 'steam-torpedo/effects.duty';
const COUNTER = 'steam-torpedo/effects.counter';
const SINGLE_USE = 'steam-torpedo/effects.single-use';
const TWO_KEYS = 'steam-torpedo/effects.two-keys';
const OPPOSING = 'steam-torpedo/effects.opposing-crew';

describe('steam-torpedo/effects.standby', () => {
  it('is never triggered', () => {
    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'boiler-room']] });
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'boiler-room', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, STANDBY);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger' && command.tile === 'boiler-room'));
  });

  it('holds while the compartment is manned, once however many crew are in it, and nobody moves or is exhausted', () => {
    const unmanned = pastFirstTurns();
    assert.equal(eventOf(play(unmanned, bridgeAttack('captain')), 'attack-resolved').attackTotal, 1);

    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'boiler-room'], ['sailor-2', 'boiler-room']] });
    const resolved = eventOf(play(engine, bridgeAttack('captain')), 'attack-resolved');
    assert.equal(resolved.attackTotal, 2, 'bridge guns 1 + Boiler Room +1 at close range, counted once');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'boiler-room');
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').ready, true);
    assert.equal(crew(engine.state, BRUNO, 'sailor-2').ready, true);
  });

  it('a manned armor bonus adds to its location only (Armored Bow: +1 in the fore)', () => {
    const start = pastFirstTurns().state;
    const manned = withCrewIn(start, BRUNO, ['sailor-1'], 'armored-bow', { ready: false });
    assert.equal(armorValue(start, BRUNO, 'fore'), 0);
    assert.equal(armorValue(manned, BRUNO, 'fore'), 2, 'the manned armored tile, plus its bonus');
    assert.equal(armorValue(manned, BRUNO, 'port'), 1, 'the bow is also in the port row: the tile counts there, the fore bonus does not');
    assert.equal(armorValue(manned, BRUNO, 'aft'), 0);
  });
});

describe('steam-torpedo/effects.duty', () => {
  it('a ready crew member triggers it, and another ready one may trigger it again', () => {
    const engine = pastFirstTurns();
    const first = play(engine, bridgeAttack('captain'));
    assert.equal(eventOf(first, 'effect-triggered').rule, DUTY);
    play(engine, { type: 'absorb-damage', player: LUDOVIC });
    play(engine, bridgeAttack('sailor-4'));
    play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.equal(tile(engine.state, LUDOVIC, 'helm').damage, 2);
  });
});

describe('steam-torpedo/effects.counter', () => {
  it('works like Duty in the owner\'s own turn', () => {
    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'gas-projector']] });
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'gas-projector', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    const triggered = eventOf(events, 'effect-triggered');
    assert.equal(triggered.rule, COUNTER);
    assert.equal(triggered.reaction, false);
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'command-bridge');
    assert.equal(promptOf(engine)?.id, 'drain-oxygen');
  });

  /** Bruno's second turn; Ludovic moved sailor 1 into his Lightning Coil in his first turn, so it is manned by an exhausted sailor. */
  function coilManned() {
    return pastFirstTurns({}, { [LUDOVIC]: [['sailor-1', 'lightning-coil']] });
  }

  it('after the opponent\'s maneuver the owner may react, with the compartment manned by an exhausted crew member', () => {
    const engine = coilManned();
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').ready, false);
    play(engine, { type: 'start-maneuver', player: BRUNO });
    const events = play(engine, { type: 'end-maneuver', player: BRUNO });
    assert.deepEqual(events.at(-1), { type: 'reaction-window-opened', rule: COUNTER, reactor: LUDOVIC, after: 'maneuver' });
    assert.equal(promptOf(engine)?.id, 'react');
    assert.equal(promptOf(engine)?.player, LUDOVIC);
    assert.deepEqual(ruleset.legalCommands(engine.state), [
      { type: 'react', player: LUDOVIC, tile: 'lightning-coil', effect: 0, target: { location: 'port' } },
      { type: 'pass-reaction', player: LUDOVIC },
    ]);
    // The active player waits for the answer.
    refuse(engine, { type: 'end-turn', player: BRUNO }, 'engine/prompt.pending');

    const reaction = play(engine, { type: 'react', player: LUDOVIC, tile: 'lightning-coil', effect: 0 });
    assert.deepEqual(typesOf(reaction), ['effect-triggered', 'attack-resolved', 'damage-pending', 'reactors-returned']);
    assert.equal(eventOf(reaction, 'effect-triggered').reaction, true);
    // Afterwards everyone in the compartment is exhausted and back in the control room.
    assert.equal(whereIs(engine.state, LUDOVIC, 'sailor-1'), 'helm');
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').ready, false);
    // Bruno places the damage; with nothing left to react with, the window closes and his turn goes on.
    assert.equal(promptOf(engine)?.id, 'allocate-damage');
    const settled = play(engine, { type: 'absorb-damage', player: BRUNO });
    assert.deepEqual(typesOf(settled).slice(-1), ['reaction-window-closed']);
    assert.equal(promptOf(engine), null);
    assert.equal(engine.state.active, BRUNO);
  });

  it('after one of the opponent\'s effects has resolved, and the reactor may pass instead', () => {
    const engine = coilManned();
    play(engine, bridgeAttack('captain'));
    const settled = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'long-range-sights' });
    assert.deepEqual(settled.at(-1), { type: 'reaction-window-opened', rule: COUNTER, reactor: LUDOVIC, after: 'effect' });
    const passed = play(engine, { type: 'pass-reaction', player: LUDOVIC });
    assert.deepEqual(passed, [{ type: 'reaction-window-closed', rule: COUNTER, reactor: LUDOVIC }]);
    assert.equal(promptOf(engine), null);
    assert.equal(whereIs(engine.state, LUDOVIC, 'sailor-1'), 'lightning-coil');
  });

  it('no window opens when no reaction is possible', () => {
    const engine = pastFirstTurns();
    const events = play(engine, { type: 'start-maneuver', player: BRUNO }, { type: 'end-maneuver', player: BRUNO });
    assert.ok(!typesOf(events).includes('reaction-window-opened'));
    assert.equal(promptOf(engine), null);
  });

  it('refuses a reaction with a Duty effect, with an unmanned Counter, by the wrong player, or when nobody asked', () => {
    const engine = coilManned();
    refuse(engine, { type: 'react', player: LUDOVIC, tile: 'lightning-coil', effect: 0 }, 'engine/prompt.not-asked');
    play(engine, { type: 'start-maneuver', player: BRUNO }, { type: 'end-maneuver', player: BRUNO });
    refuse(engine, { type: 'react', player: LUDOVIC, tile: 'gatling-gun', effect: 0 }, COUNTER, /Counter/);
    refuse(engine, { type: 'react', player: LUDOVIC, tile: 'rocket-torpedo', effect: 0 }, COUNTER, /manned/);
    refuse(engine, { type: 'react', player: BRUNO, tile: 'gas-projector', effect: 0 }, 'engine/prompt.wrong-player');
    refuse(engine, { type: 'pass-reaction', player: BRUNO }, 'engine/prompt.wrong-player');
  });

  it('several Counters may answer the same moment, one after the other', () => {
    // Bruno mans his Gas Projector and his Harpoon Gun; Ludovic has a sailor in his Long-range Sights.
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'gas-projector']], [LUDOVIC]: [['sailor-1', 'long-range-sights']] });
    const engine = engineAt(withCrewIn(start.state, BRUNO, ['sailor-2'], 'harpoon-gun'));
    nextTurn(engine);
    play(engine, { type: 'start-maneuver', player: LUDOVIC }, { type: 'end-maneuver', player: LUDOVIC });
    assert.equal(promptOf(engine)?.player, BRUNO);
    assert.deepEqual(
      counterOptions(engine.state, BRUNO).map((option) => option.tile),
      ['gas-projector', 'harpoon-gun'],
    );

    play(engine, { type: 'react', player: BRUNO, tile: 'gas-projector', effect: 0 });
    // The gas takes 2 oxygen from Ludovic's starboard; he takes both from his Gatling Gun (his Sights are out of air: he breathed them).
    assert.equal(promptOf(engine)?.id, 'drain-oxygen');
    play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'gatling-gun' });
    assert.equal(promptOf(engine)?.id, 'react', 'the window stays open for the other Counter');
    const harpoon = play(engine, { type: 'react', player: BRUNO, tile: 'harpoon-gun', effect: 0 });
    assert.deepEqual(eventOf(harpoon, 'crew-eliminated').crew, ['sailor-1']);
    assert.equal(crew(engine.state, LUDOVIC, 'sailor-1').at, null);
    assert.equal(promptOf(engine), null, 'nothing left to react with: the window closed');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'command-bridge');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-2'), 'command-bridge');
  });
});

describe('steam-torpedo/effects.counter: one reaction per compartment per effect', () => {
  /** Ludovic's Helm (the control room, where everyone starts) given a Counter: it stays manned after reacting, since reactors go home. */
  function counterHelm() {
    const tiles = structuredClone(SAMPLE_TILES_TALION).map((definition) =>
      definition.id === 'helm' ? { ...definition, effects: definition.effects.map((effect) => ({ ...effect, button: 'counter' as const })) } : definition,
    );
    const engine = pastFirstTurns({ tiles: [undefined, tiles] });
    // Bruno moves ahead of Ludovic, close: the helm guns reach him.
    play(engine, { type: 'start-maneuver', player: BRUNO }, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 });
    if (engine.state.maneuver !== null) play(engine, { type: 'end-maneuver', player: BRUNO });
    return engine;
  }

  it('a compartment still manned after reacting cannot react again to the same effect', () => {
    const engine = counterHelm();
    assert.equal(promptOf(engine)?.id, 'react');
    play(engine, { type: 'react', player: LUDOVIC, tile: 'helm', effect: 0 });
    assert.equal(whereIs(engine.state, LUDOVIC, 'captain'), 'helm', 'the reactors went home: the helm is still manned');
    const settled = play(engine, { type: 'absorb-damage', player: BRUNO });
    assert.equal(settled.at(-1)?.type, 'reaction-window-closed', 'the helm has reacted: nothing left to react with');
    assert.equal(promptOf(engine), null);
  });

  it('is refused and not offered while the window stays open for another Counter; the next effect is a new moment', () => {
    // A second Counter keeps the window open: Ludovic's Lightning Coil, manned. Bruno has a sailor in his Stern Mortar.
    const start = counterHelm().state;
    const engine = engineAt(withCrewIn(withCrewIn(start, LUDOVIC, ['sailor-1'], 'lightning-coil', { ready: false }), BRUNO, ['sailor-1'], 'stern-mortar'));
    assert.deepEqual(counterOptions(engine.state, LUDOVIC).map((option) => option.tile), ['helm', 'lightning-coil']);
    play(engine, { type: 'react', player: LUDOVIC, tile: 'helm', effect: 0 }, { type: 'absorb-damage', player: BRUNO });
    assert.equal(promptOf(engine)?.id, 'react', 'the coil may still answer');
    assert.deepEqual(counterOptions(engine.state, LUDOVIC).map((option) => option.tile), ['lightning-coil']);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'react' && command.tile === 'helm'));
    refuse(engine, { type: 'react', player: LUDOVIC, tile: 'helm', effect: 0 }, COUNTER, /already reacted/);
    play(engine, { type: 'pass-reaction', player: LUDOVIC });

    // Bruno's next effect opens a new window, where the helm may answer again.
    play(engine, { type: 'trigger', player: BRUNO, tile: 'stern-mortar', effect: 0, crew: ['sailor-1'], to: [cell('outer', 2)] });
    while (promptOf(engine)?.id === 'allocate-damage') play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.equal(promptOf(engine)?.id, 'react');
    assert.ok(counterOptions(engine.state, LUDOVIC).some((option) => option.tile === 'helm'));
  });
});

describe('steam-torpedo/effects.single-use', () => {
  it('once per action phase, however many crew are in the compartment; again in the next action phase', () => {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'steam-ram'], ['sailor-2', 'steam-ram']] });
    // Ludovic close ahead: the Steam Ram reaches his aft.
    const engine = engineAt(withSectors(start.state, { [BRUNO]: 2, [LUDOVIC]: 3 }));
    const ram = (crewId: string): SteamTorpedoCommand => ({ type: 'trigger', player: BRUNO, tile: 'steam-ram', effect: 0, crew: [crewId], to: [CONTROL_ROOM_CELL] });
    play(engine, ram('sailor-1'), { type: 'absorb-damage', player: LUDOVIC });
    refuse(engine, ram('sailor-2'), SINGLE_USE, /used this action phase/);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger' && command.tile === 'steam-ram'));
    nextTurn(engine);
    nextTurn(engine);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cellOf(engine.state, BRUNO, 'steam-ram') });
    play(engine, ram('sailor-2'));
  });

  it('a reaction spends it for the opponent\'s action phase only', () => {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'gas-projector']] });
    const engine = engineAt(start.state);
    nextTurn(engine);
    play(engine, { type: 'start-maneuver', player: LUDOVIC }, { type: 'end-maneuver', player: LUDOVIC });
    play(engine, { type: 'react', player: BRUNO, tile: 'gas-projector', effect: 0 });
    assert.deepEqual(engine.state.singleUseSpent, [`${BRUNO}/gas-projector#0`]);
    play(engine, { type: 'remove-oxygen', player: LUDOVIC, tile: 'gatling-gun' });
    nextTurn(engine);
    assert.deepEqual(engine.state.singleUseSpent, []);
  });
});

describe('steam-torpedo/effects.two-keys', () => {
  /** Bruno's two sailors loading the Heavy Torpedo Tube (outer 5); Ludovic distant ahead. */
  function tubeLoaded(ludovicSectors = 4) {
    const start = pastFirstTurns();
    return withCrewIn(withSectors(start.state, { [BRUNO]: 2, [LUDOVIC]: ludovicSectors }), BRUNO, ['sailor-1', 'sailor-2'], 'heavy-torpedo-tube');
  }
  const twoKeys: SteamTorpedoCommand = { type: 'trigger', player: BRUNO, tile: 'heavy-torpedo-tube', effect: 0, crew: ['sailor-1', 'sailor-2'], to: [cell('inner', 4), cell('outer', 4)] };

  it('two ready crew trigger it together: both step and are exhausted, then it resolves once, doubled', () => {
    const engine = engineAt(tubeLoaded());
    const events = play(engine, twoKeys);
    assert.deepEqual(typesOf(events), ['effect-triggered', 'crew-moved', 'crew-moved', 'attack-resolved', 'damage-pending']);
    const triggered = eventOf(events, 'effect-triggered');
    assert.equal(triggered.doubled, true);
    assert.deepEqual(triggered.crew, ['sailor-1', 'sailor-2']);
    assert.equal(eventOf(events, 'attack-resolved').attackTotal, 6);
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'armored-turret');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-2'), 'boiler-room');
    assert.equal(crew(engine.state, BRUNO, 'sailor-2').ready, false);
  });

  it('is offered by legalCommands for a pair of ready crew, beside each crew member alone', () => {
    const offered = ruleset
      .legalCommands(tubeLoaded())
      .flatMap((command) => (command.type === 'trigger' && command.tile === 'heavy-torpedo-tube' ? [command.crew.join('+')] : []));
    assert.deepEqual([...new Set(offered)], ['sailor-1', 'sailor-1+sailor-2']);
  });

  it('the doubled attack total then meets the armor once (interpretation)', () => {
    // Ludovic mans his Plated Keel: an armored aft tile (1) with +1 aft armor.
    const engine = engineAt(withCrewIn(tubeLoaded(), LUDOVIC, ['sailor-3'], 'plated-keel', { ready: false }));
    const resolved = eventOf(play(engine, twoKeys), 'attack-resolved');
    assert.deepEqual([resolved.attackTotal, resolved.armorValue, resolved.damageTotal], [6, 2, 4]);
  });

  it('one crew member alone may still trigger it, undoubled', () => {
    const engine = engineAt(tubeLoaded());
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'heavy-torpedo-tube', effect: 0, crew: ['sailor-1'], to: [cell('outer', 4)] });
    assert.equal(eventOf(events, 'effect-triggered').doubled, false);
    assert.equal(eventOf(events, 'attack-resolved').attackTotal, 3);
  });

  it('refuses two crew on an effect without Two Keys, the same crew member twice, and an exhausted second key', () => {
    const engine = engineAt(tubeLoaded(3));
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'command-bridge', effect: 0, crew: ['captain', 'sailor-3'], to: [CONTROL_ROOM_CELL, CONTROL_ROOM_CELL] }, TWO_KEYS);
    refuse(engine, { ...twoKeys, crew: ['sailor-1', 'sailor-1'] }, TWO_KEYS);
    const tired = engineAt(withCrewIn(tubeLoaded(), BRUNO, ['sailor-2'], 'heavy-torpedo-tube', { ready: false }));
    refuse(tired, twoKeys, 'steam-torpedo/activate.ready');
  });

  it('is offered with two crew when two are ready in the compartment', () => {
    const engine = engineAt(tubeLoaded());
    const crews = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'trigger' && command.tile === 'heavy-torpedo-tube' ? [command.crew.length] : []));
    assert.ok(crews.includes(1) && crews.includes(2));
  });
});

describe('steam-torpedo/effects.two-keys: a doubled tow', () => {
  /** Talion's chain made Two Keys (no single use); sailors 1 and 2 at it, Ludovic in sector 2 and Bruno close ahead in 3. */
  function chainForTwo() {
    const tiles = structuredClone(SAMPLE_TILES_TALION).map((definition) =>
      definition.id === 'anti-propeller-chain' ? { ...definition, effects: definition.effects.map((effect) => ({ ...effect, alerts: ['two-keys' as const] })) } : definition,
    );
    const start = pastFirstTurns({ firstPlayer: LUDOVIC, tiles: [undefined, tiles] });
    return withCrewIn(withSectors(start.state, { [BRUNO]: 3, [LUDOVIC]: 2 }), LUDOVIC, ['sailor-1', 'sailor-2'], 'anti-propeller-chain');
  }
  const towTargets: (EffectTarget | undefined)[] = [undefined, ...[1, -1].flatMap((direction) => [undefined, 'port', 'starboard'].map((side) => ({ direction, ...(side === undefined ? {} : { side }) }) as EffectTarget))];

  it('one sailor tows one sector (into Ludovic\'s sector: a side to choose), two tow two sectors (to sector 1: no side)', () => {
    const state = chainForTwo();
    const offered = (crewCount: number) =>
      ruleset.legalCommands(state).flatMap((command) => (command.type === 'trigger' && command.tile === 'anti-propeller-chain' && command.crew.length === crewCount ? [command.target] : []));
    assert.deepEqual(offered(1), [{ direction: 1 }, { direction: -1, side: 'port' }, { direction: -1, side: 'starboard' }]);
    assert.deepEqual(offered(2), [{ direction: 1 }, { direction: -1 }]);
    const events = play(engineAt(state), { type: 'trigger', player: LUDOVIC, tile: 'anti-propeller-chain', effect: 0, crew: ['sailor-1', 'sailor-2'], to: [CONTROL_ROOM_CELL, CONTROL_ROOM_CELL], target: { direction: -1 } });
    assert.deepEqual(eventOf(events, 'submarine-towed').to, 1);
  });

  it('every tow legalCommands offers is accepted, and every tow decide accepts is offered', () => {
    const state = chainForTwo();
    const legal = ruleset.legalCommands(state).filter((command) => command.type === 'trigger' && command.tile === 'anti-propeller-chain');
    for (const crewIds of [['sailor-1'], ['sailor-1', 'sailor-2']]) {
      for (const target of towTargets) {
        const command: SteamTorpedoCommand = { type: 'trigger', player: LUDOVIC, tile: 'anti-propeller-chain', effect: 0, crew: crewIds, to: crewIds.map(() => CONTROL_ROOM_CELL), ...(target === undefined ? {} : { target }) };
        const accepted = engineAt(state).dispatch(command).ok;
        const isOffered = legal.some((candidate) => JSON.stringify(candidate) === JSON.stringify(command));
        // A target left out is accepted when there is one choice; legalCommands always names it.
        if (target !== undefined) assert.equal(accepted, isOffered, `${JSON.stringify(command)}: accepted ${String(accepted)}, offered ${String(isOffered)}`);
        if (isOffered) assert.ok(accepted);
      }
    }
  });
});

describe('steam-torpedo/effects.override', () => {
  it('the Lightning Coil sets the armor step aside: the armor value counts as 0', () => {
    // Ludovic goes first; in his first turn he mans the coil, Bruno mans his Armored Turret (his port, which the coil hits from alongside).
    const engine = pastFirstTurns({ firstPlayer: LUDOVIC }, { [LUDOVIC]: [['sailor-1', 'lightning-coil']], [BRUNO]: [['sailor-1', 'armored-turret']] });
    const coil = tileDefinition(engine.state, LUDOVIC, 'lightning-coil');
    assert.deepEqual(coil.effects[0]?.overrides, ['steam-torpedo/attack.armor']);
    assert.equal(armorValue(engine.state, BRUNO, 'port'), 1);
    const events = play(engine, { type: 'trigger', player: LUDOVIC, tile: 'lightning-coil', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    const resolved = eventOf(events, 'attack-resolved');
    assert.deepEqual([resolved.location, resolved.attackTotal, resolved.armorValue, resolved.damageTotal], ['port', 1, 0, 1]);
  });

  it('an effect that overrides nothing meets the armor', () => {
    const start = pastFirstTurns({ firstPlayer: LUDOVIC }, { [BRUNO]: [['sailor-1', 'armored-turret']] });
    const engine = engineAt(withCrewIn(start.state, LUDOVIC, ['sailor-2'], 'gatling-gun'));
    const events = play(engine, { type: 'trigger', player: LUDOVIC, tile: 'gatling-gun', effect: 0, crew: ['sailor-2'], to: [cell('outer', 4)] });
    const resolved = eventOf(events, 'attack-resolved');
    assert.deepEqual([resolved.location, resolved.attackTotal, resolved.armorValue, resolved.damageTotal], ['port', 2, 1, 1]);
  });
});

describe('steam-torpedo/effects.opposing-crew', () => {
  /** A Talion sailor has got aboard Bruno's Broadside Battery, where Bruno's sailor 1 also stands. */
  function boarded(tileId = 'broadside-battery') {
    const start = pastFirstTurns();
    return withCrewIn(withCrewIn(start.state, BRUNO, ['sailor-1'], tileId), LUDOVIC, ['sailor-4'], tileId, { aboard: BRUNO });
  }

  it('the compartment\'s effect cannot be triggered', () => {
    const engine = engineAt(boarded());
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, OPPOSING);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger' && command.tile === 'broadside-battery'));
  });

  it('the owner\'s crew may still enter it and pass through it', () => {
    const engine = engineAt(boarded());
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('inner', 2) });
    play(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 1) });
    assert.equal(whereIs(engine.state, BRUNO, 'captain'), 'stern-mortar');
  });

  it('a Standby effect does not resolve either: no bonus while a boarder is in its tile', () => {
    const state = boarded('boiler-room');
    const bridge = tileDefinition(state, BRUNO, 'command-bridge');
    const action = bridge.effects[0]?.action;
    assert.ok(action);
    assert.equal(attackTotal(state, BRUNO, bridge, action, 'close'), 1);
    const withoutBoarder = withCrewIn(state, LUDOVIC, ['sailor-4'], 'helm');
    assert.equal(attackTotal(withoutBoarder, BRUNO, bridge, action, 'close'), 2);
    // The engine itself still counts: a boarded Turbine Hall gives its engine sector but not its bonus.
    const turbine = withCrewIn(withCrewIn(state, LUDOVIC, ['sailor-1'], 'turbine-hall'), BRUNO, ['sailor-2'], 'turbine-hall', { aboard: LUDOVIC });
    assert.equal(speedOf(turbine, LUDOVIC), 2);
  });

  it('a boarded Counter cannot react', () => {
    const start = pastFirstTurns({}, { [LUDOVIC]: [['sailor-1', 'lightning-coil']] });
    const engine = engineAt(withCrewIn(start.state, BRUNO, ['sailor-3'], 'lightning-coil', { aboard: LUDOVIC }));
    const events = play(engine, { type: 'start-maneuver', player: BRUNO }, { type: 'end-maneuver', player: BRUNO });
    assert.ok(!typesOf(events).includes('reaction-window-opened'));
  });
});
