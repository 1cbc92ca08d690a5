import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PlayerId } from '../engine/index.ts';
import { refusal, replayGame, samplesOf } from '../simulation/test-support.ts';
import { heuristicTorpedoBot, randomTorpedoBot } from './bots.ts';
import type { TorpedoState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { finalScores } from './scoring.ts';
import { simulation } from './simulation.ts';

const BOTS = ['heuristic', 'random'] as const;
const SEED = 11;

/** Game `index` played again outside the simulation: its final state, to recount from. */
function replay(index: number): { end: TorpedoState; commands: number } {
  const botsByName = { heuristic: heuristicTorpedoBot, random: randomTorpedoBot };
  const game = replayGame({ ruleset, data: simulation.sampleData(), seed: SEED, bots: BOTS, botsByName, seatsOf: (state) => state.players }, index).play();
  return { end: game.state, commands: game.commands.length };
}

/** Ships of `player` sunk, counted volley by volley rather than from the state's list. */
function sunkOf(state: TorpedoState, player: PlayerId): number {
  const owner = new Map(state.table.map((piece) => [piece.id, piece.owner]));
  return state.volleys.reduce((total, volley) => total + volley.sunk.filter((id) => owner.get(id) === player).length, 0);
}

describe('Torpedo simulation', () => {
  it('checks the sample data and gives the seats in order', () => {
    assert.deepEqual(simulation.check(simulation.sampleData()), ['red', 'blue']);
    assert.equal(simulation.game, 'torpedo');
    assert.deepEqual(simulation.botNames, ['heuristic', 'random', 'easy', 'medium', 'hard']);
    assert.deepEqual(
      simulation.figures.map((figure) => figure.id),
      ['points-small', 'points-medium', 'points-large', 'sunk'],
    );
  });

  it('the sample data sets up the same game as the default setup', () => {
    assert.deepEqual(ruleset.initialState({ seed: 0, ...simulation.sampleData() }), ruleset.initialState({ seed: 0 }));
  });

  it('refuses bad data, naming the field', () => {
    const negative = simulation.sampleData();
    negative.dims = { ...structuredClone(negative.dims as object), small: { width: -14, length: 26.39, shoulder: 3.87 } };
    assert.equal(refusal(simulation, negative).field, 'dims.small.width');
    assert.equal(refusal(simulation, { ...simulation.sampleData(), field: { width: 0, height: 860 } }).field, 'field.width');
    assert.equal(refusal(simulation, { ...simulation.sampleData(), perSize: 6 }).field, 'perSize');
    assert.equal(refusal(simulation, { ...simulation.sampleData(), mode: 'turns' }).field, 'mode');
    assert.equal(refusal(simulation, { ...simulation.sampleData(), players: ['red'] }).field, 'players');
  });

  it('refuses a key the data may not set, by name', () => {
    // The path's prefix is the shared reader's business; the key itself must be named.
    assert.match(refusal(simulation, { ...simulation.sampleData(), seed: 3 }).field ?? '', /^(data\.)?seed$/);
    assert.match(refusal(simulation, { ...simulation.sampleData(), colours: ['red', 'blue'] }).field ?? '', /^(data\.)?colours$/);
  });

  it('plays bot games to the end, and its figures agree with a recount', () => {
    const data = simulation.sampleData();
    for (let index = 0; index < 3; index++) {
      const result = simulation.play(data, index, BOTS, SEED);
      assert.ok(result.finished, `game ${String(index)} ends`);
      const { end, commands } = replay(index);
      assert.equal(commands, result.commands);
      const scores = finalScores(end.players, end.table, end.sunk);
      assert.deepEqual(end.scores, scores);
      let placed = 0;
      for (const { player, bot } of result.seats) {
        const score = scores.find((entry) => entry.player === player);
        assert.ok(score !== undefined);
        const bySize = ['small', 'medium', 'large'].map((size) => samplesOf(result.samples, `points-${size}`)[bot] ?? []);
        for (const samples of bySize) assert.equal(samples.length, 1, 'one sample per size and player');
        assert.equal(
          bySize.reduce((total, [points = 0]) => total + points, 0),
          score.points,
          `the points figures of ${bot} add up to their score, game ${String(index)}`,
        );
        assert.deepEqual(samplesOf(result.samples, 'points-large')[bot], [3 * score.afloat.large]);
        assert.deepEqual(samplesOf(result.samples, 'sunk')[bot], [sunkOf(end, player)], `ships of ${bot} sunk, game ${String(index)}`);
        placed += (end.dead[player]?.length ?? 0) + end.table.filter((piece) => piece.owner === player).length;
      }
      assert.equal(result.length, placed);
    }
  });

  it('the same game index gives the same result', () => {
    const data = simulation.sampleData();
    assert.deepEqual(simulation.play(data, 2, BOTS, SEED), simulation.play(data, 2, BOTS, SEED));
  });
});
