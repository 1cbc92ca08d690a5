import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation, playout, type PlayerId } from '../../engine/index.ts';
import type { GameResult } from '../../simulation/simulation.ts';
import { RULE } from '../rule-ids.ts';
import { heuristicStarEaterBot, randomStarEaterBot, type StarEaterBot } from './bots.ts';
import type { StarEaterState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { SAMPLE_ROUND_LIMIT, simulation } from './simulation.ts';

const BOTS = ['heuristic', 'random'] as const;
const SEED = 7;
const BY_NAME: Readonly<Record<string, StarEaterBot>> = { heuristic: heuristicStarEaterBot, random: randomStarEaterBot };

/** The refusal `data` meets, which must be a RuleViolation. */
function refusal(data: unknown): { field: string | null; message: string } {
  try {
    simulation.check(data);
  } catch (error) {
    assert.ok(isRuleViolation(error), `a RuleViolation, not ${String(error)}`);
    return { field: error.field, message: error.message };
  }
  assert.fail('the data was accepted');
}

/** The sample data with one change made to a fresh copy. */
function changed(change: (data: Record<string, unknown> & { factions: { components: Record<string, unknown>[] }[] }) => void): Record<string, unknown> {
  const data = simulation.sampleData() as Record<string, unknown> & { factions: { components: Record<string, unknown>[] }[] };
  change(data);
  return data;
}

/** Sorted, so two lists of samples compare whatever order they were taken in. */
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);

function samplesOf(result: GameResult, figure: string, bot: string): number[] {
  return sorted(result.samples.filter(([id, of]) => id === figure && of === bot).map(([, , value]) => value));
}

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
function recount(result: GameResult, index: number): { damage: Map<PlayerId, number[]>; end: StarEaterState; commands: number } {
  const start = ruleset.initialState({ seed: SEED + index, ...simulation.sampleData() });
  const bots = Object.fromEntries(result.seats.map(({ player, bot }) => [player, BY_NAME[bot] ?? randomStarEaterBot]));
  const damage = new Map<PlayerId, number[]>(start.players.map((player) => [player, []]));
  const tokens = new Map<string, PlayerId>();
  const collisions: readonly string[] = [RULE.collisionEdge, RULE.collisionWarship];
  const game = playout(ruleset, start, bots, { seed: SEED + index, maxCommands: 20_000 }, (event, before) => {
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
    assert.deepEqual(simulation.botNames, ['heuristic', 'random']);
    assert.equal(simulation.lengthUnit, 'rounds');
  });

  it('the sample data sets up the same game as the default kits with the round limit', () => {
    assert.deepEqual(ruleset.initialState({ seed: 0, ...simulation.sampleData() }), ruleset.initialState({ seed: 0, roundLimit: SAMPLE_ROUND_LIMIT }));
  });

  it('refuses bad data, naming the field', () => {
    const badCooldown = changed((data) => {
      const card = data.factions[0]?.components[0];
      assert.ok(card !== undefined);
      card.cooldown = -1;
    });
    assert.match(refusal(badCooldown).field ?? '', /^factions\[0\]\.components\[0\]\.cooldown$/);
    const badClass = changed((data) => {
      const card = data.factions[1]?.components[2];
      assert.ok(card !== undefined);
      card.weapon = { class: 'plasma', damage: 2 };
    });
    assert.match(refusal(badClass).field ?? '', /^factions\[1\]\.components\[2\]\.weapon\.class$/);
    assert.equal(refusal({ ...simulation.sampleData(), roundLimit: 0 }).field, 'roundLimit');
  });

  it('refuses a key the data may not set, by name', () => {
    // The path's prefix is the shared reader's business; the key itself must be named.
    const stray = refusal({ ...simulation.sampleData(), initiative: 'fpa' });
    assert.match(stray.field ?? '', /^(data\.)?initiative$/);
    assert.match(refusal({ ...simulation.sampleData(), turnLimit: 5 }).field ?? '', /^(data\.)?turnLimit$/);
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
      const { damage, end, commands } = recount(result, index);
      assert.equal(commands, result.commands);
      assert.equal(end.round, result.length);
      for (const { player, bot } of result.seats) {
        assert.deepEqual(samplesOf(result, 'damage', bot), sorted(damage.get(player) ?? []), `damage by ${bot}, game ${String(index)}`);
        assert.deepEqual(samplesOf(result, 'hull', bot), [hullLeft(end, player)], `hull of ${bot}, game ${String(index)}`);
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
