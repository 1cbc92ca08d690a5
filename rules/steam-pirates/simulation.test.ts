import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, type PlayerId } from '../engine/index.ts';
import type { GameResult } from '../simulation/simulation.ts';
import { refusal, replayGame, samplesOf, sampleWith } from '../simulation/test-support.ts';
import { heuristicPiratesBot, randomPiratesBot } from './bots.ts';
import { ruleset } from './ruleset.ts';
import { simulation } from './simulation.ts';

const BOTS = ['heuristic', 'random'];
const SEED = 5;
const SEASONS = 3;

/**
 * Game `index` played again outside the simulation, with the figures recounted another way: the
 * Gold taken in from how far each purse rises (a forced house sale aside), the final VP from the
 * scoring parts.
 */
function recount(index: number): { commands: number; winners: PlayerId[]; samples: [string, string, number][] } {
  const botsByName = { heuristic: heuristicPiratesBot, random: randomPiratesBot };
  const { botOf, play } = replayGame({ ruleset, data: simulation.sampleData(), seed: SEED, bots: BOTS, botsByName, seatsOf: (state) => state.players }, index);
  const bySeason = new Map<number, Map<PlayerId, number>>();
  const game = play((event, before, after) => {
    if (event.type === 'house-sold') return;
    const season = bySeason.get(before.season) ?? new Map(before.players.map((player) => [player, 0]));
    bySeason.set(before.season, season);
    for (const player of before.players) {
      const rose = (after.pirates[player]?.gold ?? 0) - (before.pirates[player]?.gold ?? 0);
      if (rose > 0) season.set(player, (season.get(player) ?? 0) + rose);
    }
  });
  const samples: [string, string, number][] = [];
  for (const season of bySeason.values()) for (const [player, gold] of season) samples.push(['gold', botOf.get(player) ?? '', gold]);
  for (const score of game.state.final ?? []) {
    const parts = score.during + score.gold + score.treasure + Object.values(score.goals).reduce((sum, vp) => sum + vp, 0);
    samples.push(['vp', botOf.get(score.player) ?? '', parts]);
  }
  return { commands: game.commands.length, winners: game.outcome?.winners ?? [], samples };
}

describe('steam-pirates simulation', () => {
  it('checks the sample data and gives its seats', () => {
    assert.deepEqual(simulation.check(simulation.sampleData()), ['red', 'blue']);
    assert.equal(simulation.title, 'Steam Pirates');
    assert.deepEqual(simulation.botNames, ['heuristic', 'random', 'easy', 'medium', 'hard']);
    assert.equal(simulation.lengthUnit, 'rounds');
  });

  it('spells out the default setup: the sample data starts the very game the defaults do', () => {
    for (const seed of [0, 1, 2]) {
      assert.deepEqual(ruleset.initialState({ ...simulation.sampleData(), seed }), ruleset.initialState({ seed }));
    }
  });

  it('gives fresh data each time, so an editor changing it leaves the sample alone', () => {
    const data = simulation.sampleData();
    (data.actionDie as string[]).push('wild');
    assert.equal((simulation.sampleData().actionDie as string[]).length, 6);
  });

  it('refuses bad data, naming the field', () => {
    const badGood = sampleWith(simulation, (data) => {
      const islands = (data.map as { islands: Record<string, unknown>[] }).islands;
      const first = islands[0];
      if (first !== undefined) first.good = 'tea';
    });
    assert.match(refusal(simulation, badGood).field ?? '', /^map\.islands\[0\]\.good$/);
    const badVp = sampleWith(simulation, (data) => {
      const judge = (data.officials as Record<string, { vp: number }>).judge;
      if (judge !== undefined) judge.vp = -1;
    });
    assert.match(refusal(simulation, badVp).field ?? '', /^officials\.judge\.vp$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => ((data.revenue as Record<string, number[]>).coal = []))).field ?? '', /^revenue\.coal$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.actionDie = ['profit', 'treasure']))).field ?? '', /^actionDie\[1\]$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.haven = 'gull-key'))).field ?? '', /^haven$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.events = (data.events as unknown[]).slice(0, 2)))).field ?? '', /^events$/);
    assert.throws(() => simulation.check(['red', 'blue']), RuleViolation);
    // Who starts and a staged position are for worked examples, not for a design.
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.firstPlayer = 'red'))).field ?? '', /^(data\.)?firstPlayer$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.stage = {}))).field ?? '', /^(data\.)?stage$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.wind = 'N'))).field ?? '', /^(data\.)?wind$/);
  });

  it('plays games to the end, and its figures agree with a recount from the purses and the scores', () => {
    const games: GameResult[] = [0, 1, 2].map((index) => simulation.play(simulation.sampleData(), index, BOTS, SEED));
    games.forEach((game, index) => {
      assert.ok(game.finished, `game ${index} did not finish`);
      assert.equal(game.length, SEASONS * 2, 'two pirates play two rounds a season');
      const again = recount(index);
      assert.equal(game.commands, again.commands);
      assert.deepEqual(game.winners, again.winners);
      for (const figure of ['gold', 'vp']) assert.deepEqual(samplesOf(game.samples, figure), samplesOf(again.samples, figure), `${figure} in game ${index}`);
      // One Gold sample per pirate per season, one VP sample per pirate.
      assert.equal(game.samples.filter(([figure]) => figure === 'gold').length, 2 * SEASONS);
      assert.equal(game.samples.filter(([figure]) => figure === 'vp').length, 2);
      for (const [figure, bot, value] of game.samples) {
        assert.ok(BOTS.includes(bot), `${figure} sample not attributed to a bot`);
        assert.ok(Number.isInteger(value) && value >= 0, `${figure} sample ${value}`);
      }
    });
  });

  it('plays the same game for the same index and seed', () => {
    assert.deepEqual(simulation.play(simulation.sampleData(), 4, BOTS, SEED), simulation.play(simulation.sampleData(), 4, BOTS, SEED));
  });
});
