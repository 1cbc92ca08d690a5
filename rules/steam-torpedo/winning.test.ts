import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { CONTROL_ROOM_CELL } from './geometry.ts';
import { winnerEvents } from './decide.ts';
import type { SteamTorpedoState } from './model.ts';
import { BRUNO, LUDOVIC, bridgeAttack, cell, engineAt, eventOf, pastFirstTurns, play, promptOf, refuse, startGame, sub, tile, tileDefinition, typesOf, withCrewEliminated, withCrewIn, withDamage, withOxygen } from './test-support.ts';

const CONTROL_ROOM = 'steam-torpedo/winning.control-room';
const CREW = 'steam-torpedo/winning.crew';
const OXYGEN = 'steam-torpedo/winning.oxygen';

function onlyOxygenIn(state: SteamTorpedoState, player: string, tileId: string, oxygen: number): SteamTorpedoState {
  return sub(state, player).layout.reduce((folded, placed) => withOxygen(folded, player, placed.id, placed.id === tileId ? oxygen : 0), state);
}

describe('steam-torpedo/winning.control-room', () => {
  it('destroying the opponent\'s control room wins: here Ludovic absorbs one attack too many', () => {
    const start = pastFirstTurns();
    const engine = engineAt(withDamage(start.state, LUDOVIC, 'helm', 3));
    play(engine, bridgeAttack());
    const events = play(engine, { type: 'absorb-damage', player: LUDOVIC });
    assert.deepEqual(typesOf(events), ['damage-absorbed', 'compartment-destroyed', 'damage-done', 'game-won']);
    const won = eventOf(events, 'game-won');
    assert.equal(won.rule, CONTROL_ROOM);
    assert.deepEqual(won.winners, [BRUNO]);
    assert.deepEqual(engine.outcome, { winners: [BRUNO], reason: `${LUDOVIC}'s control room is destroyed` });
    assert.equal(engine.state.phase, 'over');
    assert.equal(tile(engine.state, LUDOVIC, 'helm').destroyed, true);
  });

  it('once the game is over, nothing more is played or offered', () => {
    const start = pastFirstTurns();
    const engine = engineAt(withDamage(start.state, LUDOVIC, 'helm', 3));
    play(engine, bridgeAttack(), { type: 'absorb-damage', player: LUDOVIC });
    assert.deepEqual(ruleset.legalCommands(engine.state), []);
    refuse(engine, { type: 'end-turn', player: BRUNO }, 'engine/game-over');
  });

  it('damage passed on to the control room when the location is empty can sink it too', () => {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery']] });
    let state = withDamage(start.state, LUDOVIC, 'helm', 3);
    for (const id of ['plated-keel', 'marksman-nest', 'lightning-coil', 'long-range-sights']) state = withDamage(state, LUDOVIC, id, tileDefinition(state, LUDOVIC, id).structure);
    state = withDamage(state, LUDOVIC, 'gatling-gun', 3);
    const engine = engineAt(state);
    play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'gatling-gun' });
    assert.equal(eventOf(events, 'game-won').rule, CONTROL_ROOM);
  });
});

describe('steam-torpedo/winning.crew', () => {
  it('eliminating every opposing crew member wins', () => {
    const start = pastFirstTurns();
    let state = withCrewIn(start.state, LUDOVIC, ['sailor-1'], 'long-range-sights');
    state = withCrewEliminated(state, LUDOVIC, ['captain', 'sailor-2', 'sailor-3', 'sailor-4']);
    const engine = engineAt(withCrewIn(state, BRUNO, ['sailor-2'], 'harpoon-gun'));
    const events = play(engine, { type: 'trigger', player: BRUNO, tile: 'harpoon-gun', effect: 0, crew: ['sailor-2'], to: [cell('outer', 2)] });
    const won = eventOf(events, 'game-won');
    assert.equal(won.rule, CREW);
    assert.deepEqual(won.winners, [BRUNO]);
    assert.equal(engine.outcome?.reason, `${LUDOVIC} has no crew left`);
  });

  it('crew lost with a destroyed compartment counts as well', () => {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery']] });
    let state = withCrewIn(start.state, LUDOVIC, ['captain', 'sailor-1', 'sailor-2', 'sailor-3', 'sailor-4'], 'lightning-coil', { ready: false });
    state = withCrewIn(state, BRUNO, ['sailor-2'], 'boiler-room');
    const engine = engineAt(state);
    play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'lightning-coil' });
    assert.deepEqual(typesOf(events).slice(0, 2), ['damage-placed', 'compartment-destroyed']);
    assert.equal(eventOf(events, 'game-won').rule, CREW);
    assert.equal(promptOf(engine), null, 'the damage still to place no longer matters');
  });
});

describe('steam-torpedo/winning.oxygen', () => {
  it('breathing the last oxygen token loses at once', () => {
    const start = startGame();
    const engine = engineAt(onlyOxygenIn(start.state, BRUNO, 'command-bridge', 1));
    const events = play(engine, { type: 'breathe', player: BRUNO, tile: 'command-bridge' });
    assert.deepEqual(typesOf(events), ['oxygen-breathed', 'crew-readied', 'game-won']);
    const won = eventOf(events, 'game-won');
    assert.equal(won.rule, OXYGEN);
    assert.deepEqual(won.winners, [LUDOVIC]);
    assert.equal(engine.outcome?.reason, `${BRUNO} has run out of oxygen`);
  });

  it('damage covering the last oxygen gear loses too', () => {
    const start = pastFirstTurns({}, { [BRUNO]: [['sailor-1', 'broadside-battery']] });
    // Ludovic's last token sits on his Gatling Gun, whose free gears are already covered.
    const state = withDamage(onlyOxygenIn(start.state, LUDOVIC, 'gatling-gun', 1), LUDOVIC, 'gatling-gun', 3);
    const engine = engineAt(state);
    play(engine, { type: 'trigger', player: BRUNO, tile: 'broadside-battery', effect: 0, crew: ['sailor-1'], to: [CONTROL_ROOM_CELL] });
    const events = play(engine, { type: 'assign-damage', player: LUDOVIC, tile: 'gatling-gun' });
    assert.equal(eventOf(events, 'damage-placed').oxygenLost, 1);
    assert.equal(eventOf(events, 'game-won').rule, OXYGEN);
    assert.deepEqual(engine.outcome?.winners, [BRUNO]);
  });

  it('a player who still has a single token plays on', () => {
    const start = startGame();
    const engine = engineAt(onlyOxygenIn(start.state, BRUNO, 'command-bridge', 2));
    play(engine, { type: 'breathe', player: BRUNO, tile: 'command-bridge' });
    assert.equal(engine.outcome, null);
  });

  it('if both players would lose at the same moment, nobody wins', () => {
    const start = startGame().state;
    const both = onlyOxygenIn(onlyOxygenIn(start, BRUNO, 'command-bridge', 0), LUDOVIC, 'helm', 0);
    const [won] = winnerEvents(both);
    assert.ok(won?.type === 'game-won');
    assert.deepEqual(won.winners, []);
  });
});
