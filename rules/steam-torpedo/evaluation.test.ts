import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { controlRoomOf } from './board.ts';
import { evaluateSteamTorpedo } from './evaluation.ts';
import { BRUNO, LUDOVIC, startGame, sub, withCrewEliminated, withDamage, withOxygen } from './test-support.ts';

describe('evaluateSteamTorpedo (the search bot judging a playout cut short)', () => {
  const start = startGame().state;
  const controlRoom = (player: string): string => controlRoomOf(sub(start, player)).id;

  it('reads an even start as an even game, and the two sides always sum to one', () => {
    assert.equal(evaluateSteamTorpedo(start, BRUNO), 0.5);
    const battered = withDamage(start, LUDOVIC, controlRoom(LUDOVIC), 2);
    assert.ok(Math.abs(evaluateSteamTorpedo(battered, BRUNO) + evaluateSteamTorpedo(battered, LUDOVIC) - 1) < 1e-12);
  });

  it('favours the side whose opponent is nearer losing by any of the three ways (control room, crew, oxygen)', () => {
    const controlRoomHit = withDamage(start, LUDOVIC, controlRoom(LUDOVIC), 3);
    const crewLost = withCrewEliminated(start, LUDOVIC, ['sailor-1', 'sailor-2', 'sailor-3']);
    const airLost = sub(start, LUDOVIC).layout.reduce((state, tile) => withOxygen(state, LUDOVIC, tile.id, 0), start);
    for (const state of [controlRoomHit, crewLost]) assert.ok(evaluateSteamTorpedo(state, BRUNO) > 0.8);
    // Out of air is lost outright: as sure a win as the judgement gives.
    assert.ok(evaluateSteamTorpedo(airLost, BRUNO) > evaluateSteamTorpedo(controlRoomHit, BRUNO));
  });

  it('judges the nearest loss above the sum of smaller ones: a battered control room outweighs a little air and a sailor lost', () => {
    const battered = withDamage(start, LUDOVIC, controlRoom(LUDOVIC), 3);
    const [firstTile] = sub(start, BRUNO).layout.filter((tile) => tile.oxygen > 0);
    assert.ok(firstTile !== undefined);
    const worn = withCrewEliminated(withOxygen(battered, BRUNO, firstTile.id, 0), BRUNO, ['sailor-1']);
    assert.ok(evaluateSteamTorpedo(worn, BRUNO) > 0.5);
  });
});
