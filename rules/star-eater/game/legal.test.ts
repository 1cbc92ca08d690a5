/**
 * The legal commands are worked out from each rule's conditions, not by trying every command: these
 * tests hold them to what `decide` accepts, on states of random games. Everything listed is
 * accepted; and around what is listed (one more move, every aim near a shooter, recall, the
 * squadron's own weapon) what `decide` accepts is listed and what it refuses is not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, isRuleViolation, playout, randomBot } from '../../engine/index.ts';
import { checkRandomCommand } from '../../engine/testing/laws.ts';
import { DIRS, hexDistance, hexKey, stepHex, type Hex } from '../hex.ts';
import { pendingShooter } from './decide.ts';
import { legalCommands } from './legal.ts';
import type { FlyCommand, StarEaterCommand, StarEaterState } from './model.ts';
import { fitted, shipShooter, squadronCard } from './queries.ts';
import { randomCommand, ruleset } from './ruleset.ts';

/** Every state of a few random games where someone is asked for a command. */
function statesOfRandomGames(): StarEaterState[] {
  const states: StarEaterState[] = [];
  for (const seed of [3, 7, 11]) {
    let state = ruleset.initialState({ seed, roundLimit: 6 });
    const { commands } = playout(ruleset, state, randomBot(ruleset), { seed, maxCommands: 1_000, asSeen: false });
    for (const command of commands) {
      states.push(state);
      state = ruleset.decide(state, command).reduce((current, event) => ruleset.evolve(current, event), state);
    }
  }
  return states;
}

const STATES = statesOfRandomGames();
const FIGHTER_STATES = STATES.filter((state) => state.phase === 'fighter');

function accepted(state: StarEaterState, command: StarEaterCommand): boolean {
  try {
    ruleset.decide(state, command);
    return true;
  } catch (error) {
    if (isRuleViolation(error)) return false;
    throw error;
  }
}

/** At most `count` items spread evenly over `items`, the same each run. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]).filter((item): item is T => item !== undefined);
}

/** Every hex within `radius` of `centre`. */
function hexesAround(centre: Hex, radius: number): Hex[] {
  const hexes: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) {
      const hex = { q: centre.q + q, r: centre.r + r };
      if (hexDistance(centre, hex) <= radius) hexes.push(hex);
    }
  }
  return hexes;
}

function isFly(command: StarEaterCommand): command is FlyCommand {
  return command.type === 'fly';
}

/** Where a fly command starts from, for grouping: the squadron and its launch spot (or none). */
function startOf(command: FlyCommand): string {
  return `${command.squadron}@${command.launch === undefined ? '-' : hexKey(command.launch)}`;
}

function endOf(state: StarEaterState, command: FlyCommand): Hex | undefined {
  return command.path.at(-1) ?? command.launch ?? state.squadrons.find((squadron) => squadron.id === command.squadron)?.pose?.at;
}

describe('star-eater legal commands', () => {
  it(`everything listed is accepted by decide (${String(STATES.length)} states of random games)`, () => {
    let checked = 0;
    for (const state of STATES) {
      for (const command of spread(legalCommands(state), 60)) {
        assert.ok(accepted(state, command), `refused though listed: ${JSON.stringify(command)} (phase ${state.phase}, round ${String(state.round)})`);
        checked++;
      }
    }
    assert.ok(FIGHTER_STATES.length >= 5, `only ${String(FIGHTER_STATES.length)} fighter turns: the games say too little`);
    assert.ok(checked > 1_000, `only ${String(checked)} commands checked`);
  });

  it('lists a path to every hex one more move reaches, from each start', () => {
    for (const state of FIGHTER_STATES) {
      const flights = legalCommands(state).filter(isFly);
      const ends = new Set(flights.map((command) => `${startOf(command)}>${hexKey(endOf(state, command) ?? { q: 0, r: 0 })}`));
      const bases = flights.filter((command) => command.act === undefined && command.recall !== true);
      for (const base of spread(bases, 40)) {
        const end = endOf(state, base);
        if (end === undefined) continue;
        for (const dir of DIRS) {
          const next = stepHex(end, dir);
          const longer: FlyCommand = { ...base, path: [...base.path, next] };
          const listed = ends.has(`${startOf(base)}>${hexKey(next)}`);
          if (accepted(state, longer)) assert.ok(listed, `accepted but no listed path to ${hexKey(next)}: ${JSON.stringify(longer)}`);
        }
      }
    }
  });

  it('lists exactly the actions and recalls decide accepts at the end of each path', () => {
    let actions = 0;
    for (const state of FIGHTER_STATES) {
      const flights = legalCommands(state).filter(isFly);
      const listed = new Set(flights.map((command) => JSON.stringify(command)));
      const bases = flights.filter((command) => command.act === undefined && command.recall !== true);
      for (const base of spread(bases, 25)) {
        const end = endOf(state, base);
        const card = squadronCard(state, base.squadron);
        if (end === undefined || card === undefined) continue;
        const tries: FlyCommand[] = [{ ...base, recall: true }, { ...base, act: 'fire' }, ...hexesAround(end, (card.weapon.range ?? 0) + 1).map((hex): FlyCommand => ({ ...base, act: hex }))];
        for (const command of tries) {
          const isListed = listed.has(JSON.stringify(command));
          assert.equal(isListed, accepted(state, command), `${isListed ? 'listed but refused' : 'accepted but not listed'}: ${JSON.stringify(command)}`);
          if (isListed && command.act !== undefined) actions++;
        }
      }
    }
    assert.ok(actions > 0, 'no squadron action was ever open: the games say too little');
  });

  it('lists exactly the hexes decide lets a ship weapon aim at (weapons phase, defence stations)', () => {
    let aims = 0;
    for (const state of STATES) {
      const prompt = state.prompt;
      if (prompt?.kind !== 'choice' || (prompt.id !== 'aim' && prompt.id !== 'defend')) continue;
      const player = prompt.player;
      const pointDefence = fitted(state, player, 'point-defence');
      const shooter = prompt.id === 'aim' ? pendingShooter(state) : pointDefence === undefined ? null : shipShooter(state, player, 'pointDefence', pointDefence);
      if (shooter === null) continue;
      const listed = new Set(legalCommands(state).map((command) => JSON.stringify(command)));
      for (const hex of hexesAround(shooter.at, (shooter.weapon.range ?? 0) + 2)) {
        const command: StarEaterCommand = prompt.id === 'aim' ? { type: 'aim', player, target: hex } : { type: 'defend', player, target: hex };
        const isListed = listed.has(JSON.stringify(command));
        assert.equal(isListed, accepted(state, command), `${isListed ? 'listed but refused' : 'accepted but not listed'}: ${JSON.stringify(command)}`);
        if (isListed) aims++;
      }
    }
    assert.ok(aims > 0, 'no ship weapon ever had an aim: the games say too little');
  });

  it('draws a fighter turn command (randomCommand) without listing: each one listed and accepted, and the draws cover the list', () => {
    let long = 0;
    spread(FIGHTER_STATES, 10).forEach((state, index) => {
      const player = ruleset.toAct(state)[0] ?? '';
      if (checkRandomCommand(ruleset, state, player, index, `fighter turn ${String(index)} of the random games`) > 64) long++;
    });
    assert.ok(long > 0, 'no fighter turn listed more than 64 commands: the coverage of a long list went unchecked');
  });

  it('draws each command of a fighter turn equally often (a chi-square test over 20 draws a command)', () => {
    // A fighter turn listing a few hundred commands: long enough to tell, short enough to draw quickly.
    const state = FIGHTER_STATES.reduce((best, candidate) => (Math.abs(legalCommands(candidate).length - 300) < Math.abs(legalCommands(best).length - 300) ? candidate : best));
    const player = ruleset.toAct(state)[0] ?? '';
    const counts = new Map(legalCommands(state).map((command) => [JSON.stringify(command), 0]));
    const draws = 20 * counts.size;
    for (let draw = 0; draw < draws; draw++) {
      const key = JSON.stringify(randomCommand(state, player, botRandom(5, draw)));
      const count = counts.get(key);
      assert.ok(count !== undefined, `drawn but not listed: ${key}`);
      counts.set(key, count + 1);
    }
    // Uniform draws give a statistic of about n − 1 give or take √(2(n − 1)); a draw by unit, then move, lands far above.
    const expected = draws / counts.size;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    const freedom = counts.size - 1;
    assert.ok(counts.size > 100, `the longest fighter turn lists only ${String(counts.size)} commands`);
    assert.ok(chiSquare < freedom + 5 * Math.sqrt(2 * freedom), `chi-square ${chiSquare.toFixed(0)} over ${String(freedom)} degrees of freedom: not uniform`);
  });

  it('lists every order once, each player 10 engine settings × 28 pairs of cards, and never the same card twice', () => {
    const state = STATES.find((candidate) => candidate.prompt?.kind === 'commit-reveal' && Object.values(candidate.prompt.commitments).every((order) => order === null));
    assert.ok(state !== undefined);
    const commands = legalCommands(state);
    assert.equal(commands.length, 2 * 10 * 28);
    assert.equal(new Set(commands.map((command) => JSON.stringify(command))).size, commands.length);
    const player = state.players[0] ?? '';
    assert.ok(!accepted(state, { type: 'commit', player, engine: 'none', cards: ['launch', 'launch'] }));
    assert.ok(!commands.some((command) => command.type === 'commit' && command.cards[0] === command.cards[1]));
  });
});
