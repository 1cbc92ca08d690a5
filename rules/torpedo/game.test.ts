import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN } from '../engine/index.ts';
import { piecesLeft, ruleset, view, viewEvent, type TorpedoCommand, type TorpedoState } from './index.ts';
import { place, play, playAll, playWithEvents, refusal, started } from './test-support.ts';

const wait = (player: string): TorpedoCommand => ({ type: 'wait', player });
const fire = (player: string): TorpedoCommand => ({ type: 'fire', player });
const types = (events: readonly { type: string }[]): string[] => events.map((event) => event.type);

/** Six ships, one of each size each, in columns 100 mm apart, all pointing up the field: nobody hits anybody. */
const PEACEFUL: readonly [string, string, number][] = [
  ['red', 'red-small-1', 100],
  ['blue', 'blue-small-1', 200],
  ['red', 'red-medium-1', 300],
  ['blue', 'blue-medium-1', 400],
  ['red', 'red-large-1', 500],
  ['blue', 'blue-large-1', 600],
];
const peacefully = (player: string, id: string, x: number): TorpedoCommand => place(player, id, [x, 800], [0, -1]);

describe('torpedo/place.ready', () => {
  it('nothing is placed before everyone is ready; then the rush begins', () => {
    let state = ruleset.initialState({ seed: 1 });
    assert.deepEqual(ruleset.toAct(state), ['red', 'blue']);
    assert.equal(refusal(state, place('red', 'red-small-1', [100, 100])).rule, 'torpedo/place.ready');
    state = play(state, { type: 'ready', player: 'blue' });
    assert.equal(refusal(state, { type: 'ready', player: 'blue' }).rule, 'torpedo/place.ready');
    assert.match(refusal(state, place('red', 'red-small-1', [100, 100])).message, /still waiting for red/);
    const { state: after, events } = playWithEvents(state, { type: 'ready', player: 'red' });
    assert.deepEqual(types(events), ['player-ready', 'placing-started']);
    assert.equal(after.phase, 'placing');
    assert.equal(refusal(after, { type: 'ready', player: 'red' }).rule, 'torpedo/place.ready');
  });

  it('in the rounds mode, the first round opens when everyone is ready', () => {
    const state = started({ mode: 'rounds' });
    assert.equal(state.round, 1);
    assert.deepEqual(ruleset.toAct(state), ['red', 'blue']);
  });
});

describe('torpedo/place.unplayed', () => {
  it('a player plays only their own pieces not yet played: not another\'s, not one that does not exist', () => {
    const state = started();
    const theirs = refusal(state, place('red', 'blue-small-1', [100, 100]));
    assert.equal(theirs.rule, 'torpedo/place.unplayed');
    assert.match(theirs.message, /belongs to blue/);
    assert.equal(refusal(state, place('red', 'red-huge-1', [100, 100])).rule, 'torpedo/place.unplayed');
  });

  it('piecesLeft counts, size by size, the pieces a player has still to play', () => {
    const start = started();
    assert.deepEqual(piecesLeft(start, 'red'), { small: 5, medium: 5, large: 5 });
    const after = play(start, place('red', 'red-large-1', [200, 200]));
    assert.deepEqual(piecesLeft(after, 'red'), { small: 5, medium: 5, large: 4 });
    assert.deepEqual(piecesLeft(after, 'nobody'), { small: 0, medium: 0, large: 0 });
  });

  it('any size, in any order', () => {
    const state = playAll(started(), [place('red', 'red-large-3', [100, 100]), place('red', 'red-small-5', [300, 100])]);
    assert.deepEqual(state.table.map((piece) => [piece.id, piece.size]), [['red-large-3', 'large'], ['red-small-5', 'small']]);
  });

  it('someone who is not playing is refused', () => {
    assert.equal(refusal(started(), place('green', 'green-small-1', [100, 100])).rule, 'torpedo/setup.players');
  });
});

describe('torpedo/place.pose', () => {
  it('a placement without a direction, or without a point, is refused naming the field', () => {
    const state = started();
    assert.equal(refusal(state, place('red', 'red-small-1', [100, 100], [0, 0])).rule, 'torpedo/place.pose');
    const noTip = refusal(state, { type: 'place', player: 'red', piece: { id: 'red-small-1', heading: { x: 1, y: 0 } } as unknown as { id: string; tip: { x: number; y: number }; heading: { x: number; y: number } } });
    assert.equal(noTip.rule, 'torpedo/place.pose');
    assert.equal(noTip.field, 'piece.tip');
  });
});

describe('torpedo/place.field', () => {
  it('the game refuses a ship hanging over the edge of its field', () => {
    assert.equal(refusal(started(), place('red', 'red-large-1', [10, 100])).rule, 'torpedo/place.field');
  });
});

describe('torpedo/place.no-touch', () => {
  it('a ship touching one already on the table is refused, in both modes, and changes nothing', () => {
    for (const mode of ['free', 'rounds'] as const) {
      let state = started({ mode });
      if (mode === 'rounds') state = playAll(state, [place('red', 'red-large-1', [200, 200]), wait('blue')]);
      else state = play(state, place('red', 'red-large-1', [200, 200]));
      const violation = refusal(state, place('blue', 'blue-small-1', [200, 200], [-1, 0]));
      assert.equal(violation.rule, 'torpedo/place.no-touch', mode);
      assert.match(violation.message, /blue-small-1 would touch red-large-1/);
    }
  });
});

describe('torpedo/place.fixed', () => {
  it('a ship on the table cannot be placed again', () => {
    const state = play(started(), place('red', 'red-large-1', [200, 200]));
    assert.equal(refusal(state, place('red', 'red-large-1', [400, 400])).rule, 'torpedo/place.fixed');
  });
});

describe('torpedo/real-time.free', () => {
  it('no turns: placements are taken as they arrive, from anyone, several in a row', () => {
    const state = playAll(started({ players: ['red', 'blue', 'green'] }), [
      place('green', 'green-small-1', [100, 100]),
      place('red', 'red-small-1', [100, 300]),
      place('red', 'red-small-2', [100, 500]),
    ]);
    assert.deepEqual(state.table.map((piece) => piece.id), ['green-small-1', 'red-small-1', 'red-small-2']);
    assert.deepEqual(ruleset.toAct(state), ['red', 'blue', 'green']);
  });

  it('a player may wait; a placement by anyone ends every wait; when all wait at once, placing stops', () => {
    let state = play(started(), wait('red'));
    assert.deepEqual(ruleset.toAct(state), ['blue']);
    assert.equal(refusal(state, wait('red')).rule, 'torpedo/real-time.free');
    state = play(state, place('blue', 'blue-small-1', [100, 100]));
    assert.deepEqual(state.waiting, []);
    state = play(state, wait('blue'));
    const { state: after, events } = playWithEvents(state, wait('red'));
    assert.deepEqual(types(events), ['waited', 'placing-stopped']);
    assert.deepEqual(after.stop, { reason: 'all-waited', players: ['red', 'blue'] });
  });
});

describe('torpedo/real-time.rounds', () => {
  it('each player commits one move a round in secret; the others see that they committed, not what', () => {
    const state = started({ mode: 'rounds' });
    const { state: after, events } = playWithEvents(state, place('red', 'red-small-1', [100, 100]));
    assert.deepEqual(types(events), ['committed']);
    assert.deepEqual(after.table, [], 'nothing is on the table before the reveal');
    assert.deepEqual(ruleset.toAct(after), ['blue']);
    assert.equal(view(after, 'blue').prompt?.commitments.red, HIDDEN);
    assert.deepEqual(view(after, 'red').prompt?.commitments.red, { type: 'place', piece: { id: 'red-small-1', tip: { x: 100, y: 100 }, heading: { x: 1, y: 0 } } });
    const [committed] = events;
    assert.ok(committed !== undefined);
    assert.deepEqual(viewEvent(committed, 'blue'), { ...committed, move: HIDDEN });
    assert.deepEqual(viewEvent(committed, 'red'), committed);
    assert.equal(refusal(after, wait('red')).rule, 'engine/commit.already-committed');
  });

  it('when all have committed, the moves are revealed and played together, and the next round opens', () => {
    const state = play(started({ mode: 'rounds' }), place('red', 'red-small-1', [100, 100]));
    const { state: after, events } = playWithEvents(state, place('blue', 'blue-large-1', [400, 400]));
    assert.deepEqual(types(events), ['committed', 'moves-revealed', 'ship-placed', 'ship-placed', 'round-started']);
    assert.deepEqual(after.table.map((piece) => piece.id), ['red-small-1', 'blue-large-1']);
    assert.equal(after.round, 2);
  });
});

describe('torpedo/crash.dead', () => {
  /** Red and blue reach for the same spot in one round; green places well clear. */
  function crashRound(): { state: TorpedoState; events: { type: string }[] } {
    const state = playAll(started({ mode: 'rounds', players: ['red', 'blue', 'green'] }), [place('red', 'red-large-1', [200, 200]), place('blue', 'blue-medium-1', [180, 200], [0, 1])]);
    return playWithEvents(state, place('green', 'green-small-1', [600, 600]));
  }

  it('placements revealed together that touch each other crash: both dead, the table as it was', () => {
    const { state, events } = crashRound();
    assert.deepEqual(types(events), ['committed', 'moves-revealed', 'ship-crashed', 'ship-crashed', 'ship-placed', 'round-started']);
    assert.deepEqual(state.table.map((piece) => piece.id), ['green-small-1']);
    assert.deepEqual(state.dead.red, [{ id: 'red-large-1', size: 'large' }]);
    assert.deepEqual(state.dead.blue, [{ id: 'blue-medium-1', size: 'medium' }]);
    assert.equal(state.unplayed.red?.length, 14);
  });

  it('a dead piece is never played', () => {
    const { state } = crashRound();
    const violation = refusal(state, place('red', 'red-large-1', [500, 200]));
    assert.equal(violation.rule, 'torpedo/place.unplayed');
    assert.match(violation.message, /dead/);
  });

  it('a player whose last pieces die has nothing left: placing stops', () => {
    const state = playAll(started({ mode: 'rounds', perSize: 1 }), [
      place('red', 'red-small-1', [100, 100]),
      place('blue', 'blue-small-1', [100, 300]),
      place('red', 'red-medium-1', [300, 100]),
      place('blue', 'blue-medium-1', [300, 300]),
      place('red', 'red-large-1', [600, 600]),
    ]);
    const { state: after } = playWithEvents(state, place('blue', 'blue-large-1', [580, 600], [0, 1]));
    assert.deepEqual(after.dead.red?.map((piece) => piece.id), ['red-large-1']);
    assert.deepEqual(after.stop, { reason: 'last-piece', players: ['red', 'blue'] });
  });
});

describe('torpedo/stop.last-piece', () => {
  it('free mode: the first player to play their last piece stops all placing at once', () => {
    const state = playAll(started({ perSize: 1 }), [place('red', 'red-small-1', [100, 100]), place('red', 'red-medium-1', [300, 100]), place('blue', 'blue-small-1', [100, 400])]);
    const { state: after, events } = playWithEvents(state, place('red', 'red-large-1', [600, 100]));
    assert.deepEqual(types(events), ['ship-placed', 'placing-stopped']);
    assert.deepEqual(after.stop, { reason: 'last-piece', players: ['red'] });
    assert.equal(after.phase, 'firing');
    assert.equal(refusal(after, place('blue', 'blue-medium-1', [300, 400])).rule, 'torpedo/stop.last-piece');
    assert.equal(refusal(after, wait('blue')).rule, 'torpedo/stop.last-piece');
  });

  it('rounds mode: placing stops after the round of the last piece, and that round\'s other placements stand', () => {
    const state = playAll(started({ mode: 'rounds', perSize: 1 }), PEACEFUL.slice(0, 4).map(([player, id, x]) => peacefully(player, id, x)));
    const { state: after, events } = playWithEvents(play(state, peacefully('red', 'red-large-1', 500)), peacefully('blue', 'blue-large-1', 600));
    assert.deepEqual(types(events).slice(-3), ['ship-placed', 'ship-placed', 'placing-stopped']);
    assert.equal(after.table.length, 6);
    assert.deepEqual(after.stop, { reason: 'last-piece', players: ['red', 'blue'] });
  });

  it('rounds mode: a round in which everyone waited also ends placing', () => {
    const { state, events } = playWithEvents(play(started({ mode: 'rounds' }), wait('red')), wait('blue'));
    assert.deepEqual(types(events), ['committed', 'moves-revealed', 'placing-stopped']);
    assert.deepEqual(state.stop, { reason: 'all-waited', players: ['red', 'blue'] });
  });
});

/** Red's small aims at blue's medium; red runs out first, blue's small is never played. */
function redSinksBlue(): TorpedoState {
  return playAll(started({ perSize: 1 }), [
    place('red', 'red-small-1', [100, 100]),
    place('blue', 'blue-medium-1', [200, 110], [0, 1]),
    place('blue', 'blue-large-1', [400, 600]),
    place('red', 'red-medium-1', [100, 400], [0, 1]),
    place('red', 'red-large-1', [700, 100], [0, 1]),
  ]);
}

describe('torpedo/fire.volleys', () => {
  it('once placing stops, each fire command fires the next volley: small, medium, large; then the game is scored', () => {
    let state = redSinksBlue();
    assert.equal(state.phase, 'firing');
    assert.deepEqual(ruleset.toAct(state), ['red', 'blue']);
    const sizes: string[] = [];
    for (const player of ['blue', 'red', 'blue']) {
      const { state: after, events } = playWithEvents(state, fire(player));
      for (const event of events) if (event.type === 'volley-fired') sizes.push(event.volley.size);
      state = after;
    }
    assert.deepEqual(sizes, ['small', 'medium', 'large']);
    assert.deepEqual(state.volleys.map((volley) => volley.sunk), [['blue-medium-1'], [], []]);
    assert.equal(state.phase, 'over');
    assert.deepEqual(ruleset.toAct(state), []);
    assert.deepEqual(ruleset.legalCommands(state), []);
  });

  it('nobody fires while placing goes on', () => {
    assert.equal(refusal(started(), fire('red')).rule, 'torpedo/fire.volleys');
  });
});

describe('torpedo/score.points', () => {
  it('ships afloat score 1, 2 and 3; sunk, unplayed and dead pieces nothing; the most points wins', () => {
    const state = playAll(redSinksBlue(), [fire('red'), fire('red'), fire('red')]);
    assert.deepEqual(state.scores, [
      { player: 'red', points: 6, afloat: { small: 1, medium: 1, large: 1 } },
      { player: 'blue', points: 3, afloat: { small: 0, medium: 0, large: 1 } },
    ]);
    assert.deepEqual(state.outcome?.winners, ['red']);
    assert.match(state.outcome.reason, /red has the most points of ships afloat: 6 points/);
  });
});

describe('torpedo/score.ties', () => {
  it('players tied for the most points share the win', () => {
    const placed = playAll(started({ mode: 'rounds', perSize: 1 }), PEACEFUL.map(([player, id, x]) => peacefully(player, id, x)));
    const { state, events } = playWithEvents(playAll(placed, [fire('red'), fire('red')]), fire('blue'));
    assert.deepEqual(state.outcome?.winners, ['red', 'blue']);
    assert.match(state.outcome.reason, /red and blue tie with 6 points each/);
    assert.equal(events.at(-1)?.rule, 'torpedo/score.ties');
  });
});
