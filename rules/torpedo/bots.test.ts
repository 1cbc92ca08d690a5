import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, playout, tryDecide } from '../engine/index.ts';
import { castTorpedo, heuristicTorpedoBot, randomTorpedoBot, ruleset, view, type TorpedoState } from './index.ts';
import { place, play, started } from './test-support.ts';

/** A duel of the heuristic against the random bot; the heuristic sits red in even games, blue in odd ones. */
function heuristicWins(mode: 'rounds' | 'free', games: number): number {
  let wins = 0;
  for (let seed = 0; seed < games; seed += 1) {
    const seat = seed % 2 === 0 ? 'red' : 'blue';
    const botOf = (player: string) => (player === seat ? heuristicTorpedoBot : randomTorpedoBot);
    let state: TorpedoState;
    if (mode === 'rounds') {
      state = playout(ruleset, ruleset.initialState({ seed, mode }), { red: botOf('red'), blue: botOf('blue') }, { seed }).state;
    } else {
      // The free mode at an even pace: the two bots take turns at the table, as if on equal timers.
      state = ruleset.initialState({ seed, mode });
      for (let ply = 0; ruleset.outcome(state) === null && ply < 500; ply += 1) {
        const player = state.players[ply % 2] ?? 'red';
        if (!ruleset.toAct(state).includes(player)) continue;
        const command = botOf(player)(view(state, player), player, botRandom(seed, ply));
        if (command !== null) state = play(state, command);
      }
    }
    const winners = state.outcome?.winners ?? [];
    if (winners.length === 1 && winners[0] === seat) wins += 1;
  }
  return wins;
}

describe('bots (torpedo/fire.hit, torpedo/score.points)', () => {
  it('the heuristic bot beats the random one, in the rounds mode and in the free mode at an even pace', () => {
    assert.ok(heuristicWins('rounds', 8) >= 7);
    assert.ok(heuristicWins('free', 8) >= 7);
  });

  it('aims: with a medium of blue\'s on the table and a small in hand, it lays a small that sinks the medium', () => {
    const state = play(started({ mode: 'rounds', perSize: 1 }), place('red', 'red-large-1', [700, 700]));
    const redTurn = play(state, place('blue', 'blue-medium-1', [300, 300], [0, 1]));
    const command = heuristicTorpedoBot(view(redTurn, 'red'), 'red', botRandom(1, 0));
    assert.ok(command?.type === 'place', JSON.stringify(command));
    assert.equal(command.piece.id, 'red-small-1');
    const after = play(play(redTurn, command), { type: 'wait', player: 'blue' });
    assert.deepEqual(castTorpedo(after.table, 'red-small-1'), { hit: 'blue-medium-1', result: 'sinks' });
  });

  it('every command it gives is accepted, and the same state and draw give the same command', () => {
    let state = ruleset.initialState({ seed: 4, mode: 'rounds', players: ['red', 'blue', 'green'] });
    for (let ply = 0; ruleset.outcome(state) === null; ply += 1) {
      const player = ruleset.toAct(state)[0] ?? 'red';
      const command = heuristicTorpedoBot(view(state, player), player, botRandom(9, ply));
      assert.ok(command !== null);
      assert.deepEqual(heuristicTorpedoBot(view(state, player), player, botRandom(9, ply)), command);
      assert.ok(tryDecide(ruleset, state, command).ok, JSON.stringify(command));
      state = play(state, command);
    }
  });
});
