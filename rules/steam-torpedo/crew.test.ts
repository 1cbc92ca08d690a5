import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { CONTROL_ROOM_CELL, cellKey } from './geometry.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import type { Cell } from './model.ts';
import {
  BRUNO,
  LUDOVIC,
  bridgeAttack,
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
  typesOf,
  whereIs,
  withCrewEliminated,
  withCrewIn,
  withDamage,
  withSectors,
} from './test-support.ts';

const READY = 'steam-torpedo/activate.ready';
const MOVE = 'steam-torpedo/activate.move';
const TRIGGER = 'steam-torpedo/activate.trigger';
const BLOCKED = 'steam-torpedo/activate.trigger-blocked';
const FIRST_TURN = 'steam-torpedo/activate.first-turn';
const CAPTAIN = 'steam-torpedo/crew.captain';
const ARCS = 'steam-torpedo/targeting.arcs';
const DESTROYED = 'steam-torpedo/attack.destroyed';

describe('steam-torpedo/activate.ready', () => {
  it('a ready crew member does one thing and is exhausted; exhausted, they neither move nor trigger', () => {
    const engine = pastFirstTurns();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) });
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').ready, false);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 3) }, READY, /exhausted/);
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'steam-ram', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, READY, /exhausted/);
  });

  it('a trigger exhausts too: the captain fires the bridge guns and can do nothing more', () => {
    const engine = pastFirstTurns();
    play(engine, bridgeAttack());
    play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.equal(crew(engine.state, BRUNO, 'captain').ready, false);
    refuse(engine, bridgeAttack(), READY);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('outer', 2) }, READY);
  });

  it('refuses crew that is not there: unknown or eliminated', () => {
    const engine = firstTurn();
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-9', to: cell('outer', 2) }, READY);
    const lost = engineAt(withCrewEliminated(engine.state, BRUNO, ['sailor-2']));
    refuse(lost, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cell('outer', 2) }, READY, /eliminated/);
  });

  it('offers moves only to ready crew', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) });
    const movers = new Set(ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'move-crew' ? [command.crew] : [])));
    assert.deepEqual([...movers].sort(), ['captain', 'sailor-2', 'sailor-3', 'sailor-4']);
  });
});

describe('steam-torpedo/activate.move', () => {
  it('a crew member steps straight or diagonally to a neighbouring compartment, then is exhausted', () => {
    const engine = firstTurn();
    const straight = play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('inner', 3) });
    assert.deepEqual(straight, [{ type: 'crew-moved', rule: MOVE, player: BRUNO, crew: 'sailor-1', to: cell('inner', 3), exhausts: true }]);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cell('inner', 4) });
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'gas-projector');
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-2'), 'armored-turret');
    assert.equal(crew(engine.state, BRUNO, 'sailor-2').ready, false);
  });

  it('offers the five neighbours of the control room to each ready crew member there', () => {
    const engine = firstTurn();
    const targets = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'move-crew' && command.crew === 'sailor-1' ? [command.to] : []));
    assert.equal(targets.length, 5);
  });

  it('refuses a step of two columns, a step to where one stands, and a cell that is not on the board', () => {
    const engine = firstTurn();
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('inner', 1) }, MOVE, /one compartment at a time/);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: CONTROL_ROOM_CELL }, MOVE);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: { row: 'middle', column: 3 } as unknown as Cell }, MOVE, /row/);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: { row: 'inner', column: 6 } as unknown as Cell }, MOVE);
  });

  it('never into a destroyed compartment', () => {
    const engine = firstTurn();
    const flooded = engineAt(withDamage(engine.state, BRUNO, 'steam-ram', 3));
    refuse(flooded, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) }, MOVE, /destroyed/);
    const offered = ruleset.legalCommands(flooded.state).filter((command) => command.type === 'move-crew' && command.to.row === 'outer' && command.to.column === 2);
    assert.deepEqual(offered, []);
  });
});

describe('steam-torpedo/activate.trigger', () => {
  it('trigger, step toward the control room, exhaust, and only then resolve', () => {
    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery']] });
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    assert.deepEqual(typesOf(events), ['effect-triggered', 'crew-moved', 'attack-resolved', 'damage-pending']);
    assert.deepEqual(events[1], { type: 'crew-moved', rule: TRIGGER, player: BRUNO, crew: 'sailor-1', to: CONTROL_ROOM_CELL, exhausts: true });
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'command-bridge');
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').ready, false);
  });

  it('next to the control room, the only step is into it, so it need not be named', () => {
    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery']] });
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [] });
    assert.deepEqual(eventOf(events, 'crew-moved').to, CONTROL_ROOM_CELL);
  });

  it('in the control room itself the crew member stays put (and is exhausted)', () => {
    const engine = pastFirstTurns();
    const events = play(engine, bridgeAttack());
    assert.deepEqual(eventOf(events, 'crew-moved'), { type: 'crew-moved', rule: TRIGGER, player: BRUNO, crew: 'captain', to: CONTROL_ROOM_CELL, exhausts: true });
    assert.equal(whereIs(engine.state, BRUNO, 'captain'), 'command-bridge');
  });

  it('with two closer neighbours the player names one; a neighbour that is not closer is refused', () => {
    const start = pastFirstTurns();
    // Bruno's Heavy Torpedo Tube (outer 5) fires ahead; its closer neighbours are the Armored Turret (inner 4) and the Boiler Room (outer 4).
    const engine = engineAt(withCrewIn(withSectors(start.state, { [BRUNO]: 2 }), BRUNO, ['sailor-1'], 'heavy-torpedo-tube'));
    const fire = (to: Cell[]): SteamTorpedoCommand => ({ type: 'trigger', player: BRUNO, tile: 'heavy-torpedo-tube', effect: 0, crew: ['sailor-1'], to });
    refuse(engine, fire([]), TRIGGER, /(inner-4 or outer-4|outer-4 or inner-4) \(closer to the control room\)/);
    refuse(engine, fire([cell('inner', 5)]), TRIGGER);
    refuse(engine, fire([cell('outer', 3)]), TRIGGER);
    const offered = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'trigger' && command.tile === 'heavy-torpedo-tube' ? command.to : []));
    assert.deepEqual(offered.map(cellKey).sort(), ['inner-4', 'outer-4']);
    play(engine, fire([cell('outer', 4)]));
    assert.equal(whereIs(engine.state, BRUNO, 'sailor-1'), 'boiler-room');
  });

  it('only a crew member standing in the tile triggers it, and only an effect the tile has', () => {
    const engine = pastFirstTurns();
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, TRIGGER, /not in this compartment/);
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'command-bridge', effect: 1, crew: ['captain'], to: [CONTROL_ROOM_CELL] }, TRIGGER, /no effect number 2/);
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'helm', effect: 0, crew: ['captain'], to: [CONTROL_ROOM_CELL] }, TRIGGER, /no tile/);
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'command-bridge', effect: 0, crew: [], to: [] }, TRIGGER, /Name the crew member/);
  });
});

describe('steam-torpedo/activate.trigger-blocked', () => {
  it('no trigger when the crew member could not then step closer to the control room', () => {
    const start = pastFirstTurns();
    // The turret and the boiler room flooded: the Heavy Torpedo Tube is cut off from the bridge.
    let state = withSectors(start.state, { [BRUNO]: 2 });
    state = withDamage(withDamage(state, BRUNO, 'armored-turret', 5), BRUNO, 'boiler-room', 3);
    const engine = engineAt(withCrewIn(state, BRUNO, ['sailor-1'], 'heavy-torpedo-tube'));
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'heavy-torpedo-tube', effect: 0, crew: ['sailor-1'], to: [] }, BLOCKED, /closer to the control room/);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger' && command.tile === 'heavy-torpedo-tube'));
  });

  it('no trigger without a valid target: out of every arc', () => {
    const engine = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'steam-ram']] });
    // The Steam Ram rams an enemy close ahead; the enemy is alongside.
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'steam-ram', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, ARCS, /on your port side at close range/);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger' && command.tile === 'steam-ram'));
  });

  it('no trigger without a valid target: nobody to shoot', () => {
    const engine = engineAt(withCrewIn(pastFirstTurns().state, BRUNO, ['sailor-1'], 'harpoon-gun'));
    // The Harpoon Gun aims at sailors in the location alongside; all of Ludovic's crew is in his control room, which cannot be targeted.
    refuse(engine, { type: 'trigger', player: BRUNO, tile: 'harpoon-gun', effect: 0, crew: ['sailor-1'], to: [cell('outer', 2)] }, BLOCKED, /no sailor/);
  });

  it('no trigger in a destroyed compartment', () => {
    const engine = pastFirstTurns();
    const flooded = engineAt(withDamage(engine.state, BRUNO, 'broadside-battery', 4));
    refuse(flooded, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] }, DESTROYED);
  });
});

describe('steam-torpedo/activate.first-turn', () => {
  it('nobody triggers in the first player\'s first turn, nor in the second player\'s first turn', () => {
    const engine = firstTurn();
    refuse(engine, bridgeAttack(), FIRST_TURN);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger'));
    nextTurn(engine);
    refuse(engine, { type: 'trigger', player: LUDOVIC, tile: 'helm', effect: 0, crew: ['captain'], to: [CONTROL_ROOM_CELL] }, FIRST_TURN);
    nextTurn(engine);
    assert.ok(ruleset.legalCommands(engine.state).some((command) => command.type === 'trigger'));
    play(engine, bridgeAttack());
  });

  it('not even as a reaction: a manned Counter is not offered in the opponent\'s first turn', () => {
    const engine = firstTurn();
    // Ludovic's Lightning Coil (a Counter) manned from the start; Bruno maneuvers in his first turn.
    const manned = engineAt(withCrewIn(engine.state, LUDOVIC, ['sailor-1'], 'lightning-coil'));
    const events = play(manned, { type: 'start-maneuver', player: BRUNO }, { type: 'end-maneuver', player: BRUNO });
    assert.ok(!typesOf(events).includes('reaction-window-opened'));
    assert.equal(promptOf(manned), null);
  });
});

describe('steam-torpedo/crew.captain', () => {
  it('once a turn the captain may also step to a neighbour, even exhausted, without being exhausted by it', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('outer', 2) });
    assert.equal(crew(engine.state, BRUNO, 'captain').ready, false);
    const events = play(engine, { type: 'captain-move', player: BRUNO, to: cell('outer', 1) });
    assert.deepEqual(events, [{ type: 'captain-moved', rule: CAPTAIN, player: BRUNO, to: cell('outer', 1) }]);
    assert.equal(whereIs(engine.state, BRUNO, 'captain'), 'harpoon-gun');
    refuse(engine, { type: 'captain-move', player: BRUNO, to: cell('outer', 2) }, CAPTAIN, /already/);
  });

  it('before his activation too: the free move leaves him ready to act', () => {
    const engine = firstTurn();
    play(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 2) });
    assert.equal(crew(engine.state, BRUNO, 'captain').ready, true);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('inner', 1) });
    assert.equal(whereIs(engine.state, BRUNO, 'captain'), 'stern-mortar');
  });

  it('the free move comes back each turn, and is offered while unused', () => {
    const engine = firstTurn();
    assert.ok(ruleset.legalCommands(engine.state).some((command) => command.type === 'captain-move'));
    play(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 2) });
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'captain-move'));
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('inner', 3) });
    nextTurn(engine);
    nextTurn(engine);
    play(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 2) });
  });

  it('not in the opponent\'s turn', () => {
    const engine = firstTurn();
    nextTurn(engine);
    refuse(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 2) }, CAPTAIN, /opponent's turn/);
  });

  it('like any move: one neighbouring, intact compartment; and not once he is eliminated', () => {
    const engine = firstTurn();
    refuse(engine, { type: 'captain-move', player: BRUNO, to: cell('inner', 5) }, CAPTAIN);
    const flooded = engineAt(withDamage(engine.state, BRUNO, 'gas-projector', 2));
    refuse(flooded, { type: 'captain-move', player: BRUNO, to: cell('inner', 3) }, CAPTAIN, /destroyed/);
    const lost = engineAt(withCrewEliminated(engine.state, BRUNO, ['captain']));
    refuse(lost, { type: 'captain-move', player: BRUNO, to: cell('inner', 3) }, CAPTAIN, /eliminated/);
  });

  it('just after his activation only: once something else has happened, it is refused and not offered', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('outer', 2) });
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 4) });
    refuse(engine, { type: 'captain-move', player: BRUNO, to: cell('outer', 1) }, CAPTAIN, /just before or just after/);
    assert.ok(!ruleset.legalCommands(engine.state).some((command) => command.type === 'captain-move'));
    // A maneuver in between counts too.
    const maneuvered = firstTurn();
    play(maneuvered, { type: 'move-crew', player: BRUNO, crew: 'captain', to: cell('outer', 2) }, { type: 'start-maneuver', player: BRUNO }, { type: 'end-maneuver', player: BRUNO });
    refuse(maneuvered, { type: 'captain-move', player: BRUNO, to: cell('outer', 1) }, CAPTAIN, /just before or just after/);
  });

  it('just before his activation: taken while he is ready, his activation must come next', () => {
    const engine = pastFirstTurns();
    play(engine, { type: 'captain-move', player: BRUNO, to: cellOf(engine.state, BRUNO, 'broadside-battery') });
    refuse(engine, { type: 'end-turn', player: BRUNO }, CAPTAIN, /activate him now/);
    refuse(engine, { type: 'start-maneuver', player: BRUNO }, CAPTAIN, /activate him now/);
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) }, CAPTAIN, /activate him now/);
    refuse(engine, bridgeAttack('sailor-1'), CAPTAIN, /activate him now/);
    const legal = ruleset.legalCommands(engine.state);
    assert.ok(legal.length > 0);
    assert.ok(legal.every((command) => (command.type === 'move-crew' && command.crew === 'captain') || (command.type === 'trigger' && command.crew.includes('captain'))), JSON.stringify(legal));
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'captain', to: CONTROL_ROOM_CELL });
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) });
  });

  it('the free move needs no other activation first, and his normal activation may follow it', () => {
    const engine = pastFirstTurns();
    play(engine, { type: 'captain-move', player: BRUNO, to: cellOf(engine.state, BRUNO, 'broadside-battery') });
    play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['captain'], to: [CONTROL_ROOM_CELL] });
    assert.equal(whereIs(engine.state, BRUNO, 'captain'), 'command-bridge');
  });
});

describe('steam-torpedo/activate.trigger: a tow (Talion\'s Anti-propeller Chain)', () => {
  /** Ludovic's second turn (he went first), sailor 1 at the chain; Bruno close ahead of him. */
  function chained(sectors: Record<string, number>) {
    const start = pastFirstTurns({ firstPlayer: LUDOVIC }, { [LUDOVIC]: [['sailor-1', 'anti-propeller-chain']] });
    return engineAt(withSectors(start.state, sectors));
  }
  const tow = (direction?: 1 | -1, side?: 'port' | 'starboard'): SteamTorpedoCommand => ({
    type: 'trigger',
    player: LUDOVIC,
    tile: 'anti-propeller-chain',
    effect: 0,
    crew: ['sailor-1'],
    to: [CONTROL_ROOM_CELL],
    ...(direction === undefined ? {} : { target: side === undefined ? { direction } : { direction, side } }),
  });

  it('drags the opponent\'s submarine one sector the way the player chooses', () => {
    const engine = chained({ [BRUNO]: 4, [LUDOVIC]: 3 });
    refuse(engine, tow(), BLOCKED, /which way/);
    const events = play(engine, tow(1));
    assert.deepEqual(typesOf(events), ['effect-triggered', 'crew-moved', 'submarine-towed']);
    assert.deepEqual(eventOf(events, 'submarine-towed'), { type: 'submarine-towed', rule: TRIGGER, submarine: BRUNO, from: 4, to: 5, northernSubmarine: LUDOVIC });
    assert.equal(engine.state.submarines[BRUNO]?.sector, 5);
  });

  it('never out of the battle area (steam-torpedo/maneuver.battle-area)', () => {
    const engine = chained({ [BRUNO]: 5, [LUDOVIC]: 4 });
    refuse(engine, tow(1), 'steam-torpedo/maneuver.battle-area');
    const offered = ruleset.legalCommands(engine.state).flatMap((command) => (command.type === 'trigger' && command.tile === 'anti-propeller-chain' ? [command.target] : []));
    // Pulled back into Talion's own sector, so Talion chooses which side of Bruno to lie on.
    assert.deepEqual(offered, [
      { direction: -1, side: 'port' },
      { direction: -1, side: 'starboard' },
    ]);
  });

  it('into the tower\'s own sector, the tower chooses the side (steam-torpedo/maneuver.shared-sector)', () => {
    const engine = chained({ [BRUNO]: 5, [LUDOVIC]: 4 });
    refuse(engine, tow(-1), 'steam-torpedo/maneuver.shared-sector', /port or the starboard side/);
    play(engine, tow(-1, 'starboard'));
    // Talion lies on Bruno's starboard side: south of him, so Bruno is the northern submarine.
    assert.equal(engine.state.northernSubmarine, BRUNO);
    assert.equal(engine.state.submarines[BRUNO]?.sector, 4);
  });

  it('needs an arc in reach like any weapon', () => {
    const engine = chained({ [BRUNO]: 5, [LUDOVIC]: 2 });
    refuse(engine, tow(1), ARCS);
  });
});
