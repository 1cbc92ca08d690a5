import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBot, RuleViolation, type PlayerId } from '../engine/index.ts';
import type { GameResult } from '../simulation/simulation.ts';
import { refusal, replayGame, samplesOf, sampleWith } from '../simulation/test-support.ts';
import { heuristicBot } from './bots.ts';
import { playersStillIn } from './decide.ts';
import { ruleset } from './ruleset.ts';
import { simulation } from './simulation.ts';

const BOTS = ['heuristic', 'random'];
const SEED = 11;

/**
 * Game `index` played again outside the simulation, with the figures recounted another way: energy
 * from how far each reserve falls, damage from the pending damage spent or forgone in each conflict.
 */
function recount(index: number): { commands: number; winners: PlayerId[]; samples: [string, string, number][] } {
  const botsByName = { heuristic: heuristicBot, random: randomBot(ruleset) };
  const { start, botOf, play } = replayGame({ ruleset, data: simulation.sampleData(), seed: SEED, bots: BOTS, botsByName, seatsOf: (state) => state.seats }, index);
  const samples: [string, string, number][] = [];
  const spentByRound = new Map<number, Map<PlayerId, number>>([[start.round, new Map(playersStillIn(start).map((player) => [player, 0]))]]);
  let damage: { attacker: PlayerId; pdp: number } | null = null;
  const game = play((event, before, after) => {
    if (event.type === 'round-started') spentByRound.set(after.round, new Map(playersStillIn(after).map((player) => [player, 0])));
    const round = spentByRound.get(before.round);
    for (const [id, entry] of Object.entries(after.steamworks)) {
      const fell = (before.steamworks[id]?.reserve ?? 0) - (entry.reserve ?? 0);
      if (fell > 0 && round !== undefined) round.set(entry.controller, (round.get(entry.controller) ?? 0) + fell);
    }
    if (event.type === 'attack-declared') damage = { attacker: after.steamworks[event.attacker]?.controller ?? '', pdp: 0 };
    if (event.type === 'pdp-spent' && damage !== null) damage.pdp += 1;
    if (event.type === 'pdp-forgone' && damage !== null) damage.pdp += event.pdp;
    if (event.type === 'conflict-ended' && damage !== null) {
      samples.push(['damage', botOf.get(damage.attacker) ?? '', damage.pdp]);
      damage = null;
    }
  });
  for (const round of spentByRound.values()) for (const [player, energy] of round) samples.push(['energy', botOf.get(player) ?? '', energy]);
  return { commands: game.commands.length, winners: game.outcome?.winners ?? [], samples };
}

describe('steamwork-arena simulation', () => {
  it('checks the sample data and gives its seats', () => {
    assert.deepEqual(simulation.check(simulation.sampleData()), ['red', 'blue']);
    assert.equal(simulation.title, 'Steamwork Arena');
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
    data.perPlayer = 3;
    assert.equal(simulation.sampleData().perPlayer, 1);
  });

  it('refuses bad data, naming the field', () => {
    const badIcon = sampleWith(simulation, (data) => {
      const templates = data.templates as Record<string, { zones: Record<string, string> }>;
      const red = templates.red;
      if (red !== undefined) red.zones.C = 'a eXe d';
    });
    assert.match(refusal(simulation, badIcon).field ?? '', /^templates\.red\.zones\.C$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.perPlayer = 4))).field ?? '', /^perPlayer$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.players = ['red']))).field ?? '', /^players$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.specials = ['nope']))).field ?? '', /^specials\[0\]$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => ((data.templates as Record<string, unknown>).green = {}))).field ?? '', /^templates\.green$/);
    assert.throws(() => simulation.check(['red', 'blue']), RuleViolation);
    // Staged steamworks and secret customisation are for worked examples, not for a design.
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.colour = 'red'))).field ?? '', /^(data\.)?colour$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.steamworks = []))).field ?? '', /^(data\.)?steamworks$/);
    assert.match(refusal(simulation, sampleWith(simulation, (data) => (data.secretCustomisation = true))).field ?? '', /^(data\.)?secretCustomisation$/);
  });

  it('plays games to the end, and its figures agree with a recount from the reserves and the pdp', () => {
    const games: GameResult[] = [0, 1, 2].map((index) => simulation.play(simulation.sampleData(), index, BOTS, SEED));
    games.forEach((game, index) => {
      assert.ok(game.finished, `game ${index} did not finish`);
      assert.deepEqual(
        game.seats.map(({ bot }) => bot),
        index % 2 === 0 ? BOTS : [...BOTS].reverse(),
      );
      const again = recount(index);
      assert.equal(game.commands, again.commands);
      assert.deepEqual(game.winners, again.winners);
      for (const figure of ['energy', 'damage']) assert.deepEqual(samplesOf(game.samples, figure), samplesOf(again.samples, figure), `${figure} in game ${index}`);
      // One energy sample per player per round played: nobody is out before the last round's reckoning.
      assert.equal(game.samples.filter(([figure]) => figure === 'energy').length, 2 * game.length);
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
