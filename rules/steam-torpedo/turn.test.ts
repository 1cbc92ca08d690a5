import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ruleset } from './ruleset.ts';
import { speedOf } from './decide.ts';
import { sightOf } from './effects.ts';
import {
  BRUNO,
  LUDOVIC,
  breathe,
  cell,
  cellOf,
  crew,
  engineAt,
  eventOf,
  firstTurn,
  nextTurn,
  play,
  promptOf,
  refuse,
  startGame,
  sub,
  tile,
  typesOf,
  withCrewEliminated,
  withCrewIn,
  withSectors,
} from './test-support.ts';

const ORDER = 'steam-torpedo/turn.order';
const BREATHE = 'steam-torpedo/recovery.breathe';
const READY = 'steam-torpedo/recovery.ready';
const ONCE = 'steam-torpedo/maneuver.once';
const SPEED = 'steam-torpedo/maneuver.speed';
const BATTLE_AREA = 'steam-torpedo/maneuver.battle-area';
const SHARED = 'steam-torpedo/maneuver.shared-sector';

describe('steam-torpedo/turn.order', () => {
  it('a turn is recovery, then action; ending it passes play to the opponent\'s recovery', () => {
    const engine = startGame();
    assert.equal(engine.state.phase, 'recovery');
    breathe(engine);
    assert.equal(engine.state.phase, 'action');
    const events = play(engine, { type: 'end-turn', player: BRUNO });
    assert.deepEqual(typesOf(events), ['turn-ended', 'turn-began']);
    assert.equal(engine.state.active, LUDOVIC);
    assert.equal(engine.state.phase, 'recovery');
    assert.deepEqual(engine.state.turnsBegun, { [BRUNO]: 1, [LUDOVIC]: 1 });
    breathe(engine);
    nextTurn(engine);
    assert.equal(engine.state.active, BRUNO);
    assert.deepEqual(engine.state.turnsBegun, { [BRUNO]: 2, [LUDOVIC]: 1 });
  });

  it('nothing is done out of turn, and the action phase waits for the breath', () => {
    const engine = startGame();
    refuse(engine, { type: 'end-turn', player: BRUNO }, 'engine/prompt.pending');
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) }, 'engine/prompt.pending');
    breathe(engine);
    refuse(engine, { type: 'end-turn', player: LUDOVIC }, ORDER);
    refuse(engine, { type: 'start-maneuver', player: LUDOVIC }, ORDER);
    refuse(engine, { type: 'move-crew', player: LUDOVIC, crew: 'sailor-1', to: cell('outer', 2) }, ORDER);
    refuse(engine, { type: 'maneuver-step', player: LUDOVIC, submarine: LUDOVIC, direction: 1 }, ORDER);
  });

  it('only the player whose turn it is may end it, and not mid-maneuver', () => {
    const engine = firstTurn();
    play(engine, { type: 'start-maneuver', player: BRUNO });
    refuse(engine, { type: 'end-turn', player: BRUNO }, ONCE);
  });
});

describe('steam-torpedo/recovery.breathe', () => {
  it('the player takes one oxygen token off a tile of their choice, the control room included', () => {
    const engine = startGame();
    assert.equal(promptOf(engine)?.id, 'breathe');
    assert.equal(promptOf(engine)?.player, BRUNO);
    const events = play(engine, { type: 'breathe', player: BRUNO, tile: 'command-bridge' });
    assert.deepEqual(typesOf(events), ['oxygen-breathed', 'crew-readied']);
    assert.equal(tile(engine.state, BRUNO, 'command-bridge').oxygen, 1);
    assert.equal(sub(engine.state, BRUNO).layout.reduce((sum, placed) => sum + placed.oxygen, 0), 14);
  });

  it('offers exactly the tiles that still hold oxygen', () => {
    const engine = startGame();
    const offered = ruleset.legalCommands(engine.state).map((command) => (command.type === 'breathe' ? command.tile : command.type));
    const holding = sub(engine.state, BRUNO).layout.filter((placed) => placed.oxygen > 0).map((placed) => placed.id);
    assert.deepEqual(offered, holding);
    assert.ok(!offered.includes('gas-projector'));
  });

  it('refuses a tile without oxygen, a tile that is not there, and the wrong player', () => {
    const engine = startGame();
    refuse(engine, { type: 'breathe', player: BRUNO, tile: 'gas-projector' }, BREATHE, /no oxygen/);
    refuse(engine, { type: 'breathe', player: BRUNO, tile: 'helm' }, BREATHE, /no tile/);
    refuse(engine, { type: 'breathe', player: LUDOVIC, tile: 'helm' }, 'engine/prompt.wrong-player');
    breathe(engine);
    refuse(engine, { type: 'breathe', player: BRUNO, tile: 'steam-ram' }, 'engine/prompt.not-asked');
  });
});

describe('steam-torpedo/recovery.ready', () => {
  it('after the breath every exhausted crew member of the player is ready again', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) }, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cell('outer', 4) });
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').ready, false);
    nextTurn(engine);
    // Ludovic's turn: Bruno's crew stays exhausted until his own recovery.
    assert.equal(crew(engine.state, BRUNO, 'sailor-1').ready, false);
    nextTurn(engine);
    const events = engine.log.slice(-2);
    assert.deepEqual(typesOf(events), ['oxygen-breathed', 'crew-readied']);
    assert.equal(events[1]?.rule, READY);
    assert.ok(sub(engine.state, BRUNO).crew.every((member) => member.ready));
  });

  it('eliminated crew stay off the board', () => {
    const engine = startGame();
    const edited = withCrewEliminated(engine.state, BRUNO, ['sailor-3']);
    const game = engineAt(edited);
    breathe(game);
    assert.deepEqual(crew(game.state, BRUNO, 'sailor-3'), { id: 'sailor-3', rank: 'sailor', at: null, ready: false });
  });
});

describe('steam-torpedo/maneuver.once', () => {
  it('a maneuver is started, stepped and ended; a second one is refused', () => {
    const engine = firstTurn();
    assert.deepEqual(typesOf(play(engine, { type: 'start-maneuver', player: BRUNO })), ['maneuver-started']);
    assert.deepEqual(engine.state.maneuver, { speedLeft: 1 });
    const events = play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 });
    assert.deepEqual(typesOf(events), ['submarine-moved', 'maneuver-ended']);
    assert.equal(engine.state.maneuver, null);
    refuse(engine, { type: 'start-maneuver', player: BRUNO }, ONCE, /already maneuvered/);
    nextTurn(engine);
    play(engine, { type: 'start-maneuver', player: LUDOVIC });
  });

  it('the player may end a maneuver early, but not end one that is not under way', () => {
    const engine = firstTurn();
    refuse(engine, { type: 'end-maneuver', player: BRUNO }, ONCE);
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 }, ONCE);
    play(engine, { type: 'start-maneuver', player: BRUNO });
    assert.deepEqual(typesOf(play(engine, { type: 'end-maneuver', player: BRUNO })), ['maneuver-ended']);
    assert.equal(sub(engine.state, BRUNO).sector, 3);
    refuse(engine, { type: 'start-maneuver', player: BRUNO }, ONCE);
  });

  it('the maneuver may come before or after crew act, but crew do not act in the middle of one', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cell('outer', 2) });
    play(engine, { type: 'start-maneuver', player: BRUNO });
    refuse(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cell('outer', 4) }, ONCE);
    refuse(engine, { type: 'captain-move', player: BRUNO, to: cell('outer', 4) }, ONCE);
    play(engine, { type: 'end-maneuver', player: BRUNO });
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cell('outer', 4) });
  });

  it('mid-maneuver only steps and ending are offered', () => {
    const engine = firstTurn();
    play(engine, { type: 'start-maneuver', player: BRUNO });
    const offered = new Set(ruleset.legalCommands(engine.state).map((command) => command.type));
    assert.deepEqual([...offered].sort(), ['end-maneuver', 'maneuver-step']);
  });
});

describe('steam-torpedo/maneuver.speed', () => {
  it('one sector per manned engine tile, the control room included; more crew in one engine add nothing', () => {
    const engine = startGame();
    assert.equal(speedOf(engine.state, BRUNO), 1);
    breathe(engine);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cellOf(engine.state, BRUNO, 'steam-ram') });
    assert.equal(speedOf(engine.state, BRUNO), 2);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-2', to: cellOf(engine.state, BRUNO, 'steam-ram') });
    assert.equal(speedOf(engine.state, BRUNO), 2);
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-3', to: cellOf(engine.state, BRUNO, 'broadside-battery') });
    assert.equal(speedOf(engine.state, BRUNO), 2, 'a standard tile is no engine');
    assert.equal(eventOf(play(engine, { type: 'start-maneuver', player: BRUNO }), 'maneuver-started').speed, 2);
    assert.deepEqual(engine.state.maneuver, { speedLeft: 2 });
  });

  it('an exhausted crew member mans an engine as well as a ready one', () => {
    const start = startGame().state;
    const state = withCrewIn(start, BRUNO, ['sailor-1'], 'boiler-room', { ready: false });
    assert.equal(speedOf(state, BRUNO), 2);
  });

  it('a manned Standby speed bonus adds to the speed (Talion\'s Turbine Hall: engine 1 + bonus 1)', () => {
    const start = startGame().state;
    assert.equal(speedOf(withCrewIn(start, LUDOVIC, ['sailor-1'], 'turbine-hall'), LUDOVIC), 3);
  });

  it('speed may move either submarine, one sector a step, until it is spent', () => {
    const engine = firstTurn();
    play(engine, { type: 'move-crew', player: BRUNO, crew: 'sailor-1', to: cellOf(engine.state, BRUNO, 'steam-ram') });
    play(engine, { type: 'start-maneuver', player: BRUNO });
    const first = play(engine, { type: 'maneuver-step', player: BRUNO, submarine: LUDOVIC, direction: 1 });
    assert.deepEqual(eventOf(first, 'submarine-moved'), { type: 'submarine-moved', rule: SPEED, submarine: LUDOVIC, from: 3, to: 4, northernSubmarine: LUDOVIC });
    assert.deepEqual(engine.state.maneuver, { speedLeft: 1 });
    const second = play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 });
    assert.deepEqual(typesOf(second), ['submarine-moved', 'maneuver-ended']);
    assert.deepEqual([sub(engine.state, BRUNO).sector, sub(engine.state, LUDOVIC).sector], [2, 4]);
  });

  it('refuses a maneuver at speed 0 and a step that is not one sector', () => {
    const start = startGame();
    breathe(start);
    const nobodyAtTheEngines = withCrewIn(start.state, BRUNO, ['captain', 'sailor-1', 'sailor-2', 'sailor-3', 'sailor-4'], 'broadside-battery');
    refuse(engineAt(nobodyAtTheEngines), { type: 'start-maneuver', player: BRUNO }, SPEED, /speed is 0/);
    play(start, { type: 'start-maneuver', player: BRUNO });
    refuse(start, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 2 as 1 }, SPEED);
    refuse(start, { type: 'maneuver-step', player: BRUNO, submarine: 'nautilus', direction: 1 }, SPEED);
  });
});

describe('steam-torpedo/maneuver.battle-area', () => {
  it('no submarine leaves sectors 1 to 5, whoever moves it', () => {
    const start = startGame();
    breathe(start);
    const engine = engineAt(withSectors(start.state, { [BRUNO]: 1, [LUDOVIC]: 5 }));
    play(engine, { type: 'start-maneuver', player: BRUNO });
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1 }, BATTLE_AREA);
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: LUDOVIC, direction: 1 }, BATTLE_AREA);
    const offered = ruleset.legalCommands(engine.state).filter((command) => command.type === 'maneuver-step');
    assert.deepEqual(offered, [
      { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 },
      { type: 'maneuver-step', player: BRUNO, submarine: LUDOVIC, direction: -1 },
    ]);
  });
});

describe('steam-torpedo/maneuver.shared-sector', () => {
  function maneuvering(sectors: Record<string, number>) {
    const start = startGame();
    breathe(start);
    const engine = engineAt(withCrewIn(withSectors(start.state, sectors), BRUNO, ['sailor-1'], 'steam-ram'));
    play(engine, { type: 'start-maneuver', player: BRUNO });
    return engine;
  }

  it('moving into the other submarine\'s sector needs a side; a side is refused anywhere else', () => {
    const engine = maneuvering({ [BRUNO]: 2, [LUDOVIC]: 3 });
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 }, SHARED, /port or the starboard/);
    refuse(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: -1, side: 'port' }, SHARED);
    const offered = ruleset.legalCommands(engine.state).filter((command) => command.type === 'maneuver-step' && command.submarine === BRUNO && command.direction === 1);
    assert.deepEqual(
      offered.map((command) => (command.type === 'maneuver-step' ? command.side : undefined)),
      ['port', 'starboard'],
    );
  });

  it('on the opponent\'s port side you lie north of them (both face sector 5); on their starboard side, south', () => {
    const toPort = maneuvering({ [BRUNO]: 2, [LUDOVIC]: 3 });
    play(toPort, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1, side: 'port' });
    assert.equal(toPort.state.northernSubmarine, BRUNO);
    assert.deepEqual(sightOf(toPort.state, LUDOVIC), { position: 'port-side', range: 'close' });
    assert.deepEqual(sightOf(toPort.state, BRUNO), { position: 'starboard-side', range: 'close' });

    const toStarboard = maneuvering({ [BRUNO]: 2, [LUDOVIC]: 3 });
    play(toStarboard, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1, side: 'starboard' });
    assert.equal(toStarboard.state.northernSubmarine, LUDOVIC);
    assert.deepEqual(sightOf(toStarboard.state, LUDOVIC), { position: 'starboard-side', range: 'close' });
  });

  it('the maneuvering player chooses even when moving the opponent\'s submarine into their own sector', () => {
    const engine = maneuvering({ [BRUNO]: 3, [LUDOVIC]: 4 });
    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: LUDOVIC, direction: -1, side: 'port' });
    assert.equal(engine.state.northernSubmarine, BRUNO);
    assert.deepEqual(sightOf(engine.state, BRUNO).position, 'starboard-side');
  });

  it('passing through the other submarine\'s sector turns front into behind; nobody turns round', () => {
    const engine = maneuvering({ [BRUNO]: 2, [LUDOVIC]: 3 });
    assert.equal(sightOf(engine.state, BRUNO).position, 'front');
    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1, side: 'starboard' });
    play(engine, { type: 'maneuver-step', player: BRUNO, submarine: BRUNO, direction: 1 });
    assert.equal(sightOf(engine.state, BRUNO).position, 'behind');
    assert.equal(sightOf(engine.state, LUDOVIC).position, 'front');
  });
});
