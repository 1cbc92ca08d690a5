import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PlayerId } from '../../engine/index.ts';
import { refusal, replayGame, samplesOf, sampleWith } from '../../simulation/test-support.ts';
import { RULE } from '../rule-ids.ts';
import { heuristicStarEaterBot, randomStarEaterBot } from './bots.ts';
import type { StarEaterState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { SAMPLE_ROUND_LIMIT } from './simulation-facts.ts';
import { simulation } from './simulation.ts';

const BOTS = ['heuristic', 'random'] as const;
const SEED = 7;

/** The factions of the data, as the sample writes them. */
type Factions = { components: Record<string, unknown>[] }[];

/** Sorted, so two lists of samples compare whatever order they were taken in. */
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);

/** Armour and structure of a ship, summed here rather than through the rules' own query. */
function hullLeft(state: StarEaterState, player: PlayerId): number {
  const ship = state.ships[player];
  assert.ok(ship !== undefined);
  let total = ship.structure;
  for (const section of Object.keys(ship.armour)) total += ship.armour[section] ?? 0;
  return total;
}

/**
 * Game `index` played again outside the simulation, its weapon hits on the enemy counted from the
 * events' own payload (the armour and structure they leave) and the cause's rule, not from the
 * state and the hit's `by` as the profile does.
 */
function recount(index: number): { damage: Map<PlayerId, number[]>; end: StarEaterState; commands: number } {
  const botsByName = { heuristic: heuristicStarEaterBot, random: randomStarEaterBot };
  const { start, play } = replayGame({ ruleset, data: simulation.sampleData(), seed: SEED, bots: BOTS, botsByName, seatsOf: (state) => state.players }, index);
  const damage = new Map<PlayerId, number[]>(start.players.map((player) => [player, []]));
  const tokens = new Map<string, PlayerId>();
  const collisions: readonly string[] = [RULE.collisionEdge, RULE.collisionWarship];
  const game = play((event, before) => {
    if (event.type === 'token-launched') tokens.set(event.token.id, event.token.owner);
    if (event.type !== 'section-hit' || collisions.includes(event.hit.rule)) return;
    const target = event.hit.ship;
    const attacker = before.players.find((player) => player !== target);
    assert.ok(attacker !== undefined);
    if (tokens.get(event.hit.by ?? '') === target) return;
    const ship = before.ships[target];
    assert.ok(ship !== undefined);
    const armourTaken = Object.keys(ship.armour).reduce((sum, section) => sum + (ship.armour[section] ?? 0) - (event.armour[section] ?? 0), 0);
    damage.get(attacker)?.push(armourTaken + ship.structure - event.structure);
  });
  return { damage, end: game.state, commands: game.commands.length };
}

describe('Star Eater simulation', () => {
  it('checks the sample data and gives the seats in order', () => {
    assert.deepEqual(simulation.check(simulation.sampleData()), ['lamais', 'fpa']);
    assert.equal(simulation.game, 'star-eater');
    assert.deepEqual(simulation.botNames, ['heuristic', 'random', 'easy', 'medium', 'hard']);
    assert.equal(simulation.lengthUnit, 'rounds');
  });

  it('the sample data sets up the same game as the default kits with the round limit', () => {
    assert.deepEqual(ruleset.initialState({ seed: 0, ...simulation.sampleData() }), ruleset.initialState({ seed: 0, roundLimit: SAMPLE_ROUND_LIMIT }));
  });

  it('refuses bad data, naming the field', () => {
    const badCooldown = sampleWith(simulation, (data) => {
      const card = (data.factions as Factions)[0]?.components[0];
      assert.ok(card !== undefined);
      card.cooldown = -1;
    });
    assert.match(refusal(simulation, badCooldown).field ?? '', /^factions\[0\]\.components\[0\]\.cooldown$/);
    const badClass = sampleWith(simulation, (data) => {
      const card = (data.factions as Factions)[1]?.components[2];
      assert.ok(card !== undefined);
      card.weapon = { class: 'plasma', damage: 2 };
    });
    assert.match(refusal(simulation, badClass).field ?? '', /^factions\[1\]\.components\[2\]\.weapon\.class$/);
    assert.equal(refusal(simulation, { ...simulation.sampleData(), roundLimit: 0 }).field, 'roundLimit');
  });

  it('refuses a key the data may not set, by name', () => {
    // The path's prefix is the shared reader's business; the key itself must be named.
    const stray = refusal(simulation, { ...simulation.sampleData(), initiative: 'fpa' });
    assert.match(stray.field ?? '', /^(data\.)?initiative$/);
    assert.match(refusal(simulation, { ...simulation.sampleData(), turnLimit: 5 }).field ?? '', /^(data\.)?turnLimit$/);
  });

  it('plays bot games to the end, and its figures agree with a recount', () => {
    const data = simulation.sampleData();
    let hits = 0;
    for (let index = 0; index < 3; index++) {
      const result = simulation.play(data, index, BOTS, SEED);
      hits += result.samples.filter(([figure]) => figure === 'damage').length;
      assert.ok(result.finished, `game ${String(index)} ends`);
      assert.ok(result.length >= 1 && result.length <= SAMPLE_ROUND_LIMIT);
      assert.deepEqual(
        result.seats.map(({ bot }) => bot),
        index % 2 === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'],
      );
      const { damage, end, commands } = recount(index);
      assert.equal(commands, result.commands);
      assert.equal(end.round, result.length);
      for (const { player, bot } of result.seats) {
        assert.deepEqual(samplesOf(result.samples, 'damage')[bot] ?? [], sorted(damage.get(player) ?? []), `damage by ${bot}, game ${String(index)}`);
        assert.deepEqual(samplesOf(result.samples, 'hull')[bot], [hullLeft(end, player)], `hull of ${bot}, game ${String(index)}`);
      }
    }
    // Otherwise the damage recount above compares empty lists and proves nothing.
    assert.ok(hits > 0, 'some weapon hits the enemy in three games');
  });

  it('the same game index gives the same result', () => {
    const data = simulation.sampleData();
    assert.deepEqual(simulation.play(data, 1, BOTS, SEED), simulation.play(data, 1, BOTS, SEED));
  });
});
