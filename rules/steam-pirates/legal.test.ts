/**
 * The legal commands are worked out from each rule's conditions, not by trying every command: these
 * tests hold them to what `decide` accepts, both ways, on states of random games.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playout, randomBot } from '../engine/index.ts';
import { checkRandomCommand } from '../engine/testing/laws.ts';
import { officialProblem, sailProblem, usesOf } from './decide.ts';
import { sailPaths } from './legal.ts';
import type { OfficialUse, SteamPiratesState } from './model.ts';
import { OFFICIAL_IDS, type OfficialId } from './officials.ts';
import { linkedTo, sailsOpen } from './queries.ts';
import { ruleset } from './ruleset.ts';

/** States where a pirate is to act, taken from random games of 2, 3 and 4 pirates. */
function statesOfRandomGames(every = 4): SteamPiratesState[] {
  const states: SteamPiratesState[] = [];
  for (const [seed, players] of [[1, ['a', 'b']], [2, ['a', 'b', 'c']], [3, ['a', 'b', 'c', 'd']]] as const) {
    let state = ruleset.initialState({ seed, players: [...players] });
    const { commands } = playout(ruleset, state, randomBot(ruleset), { seed, maxCommands: 1_000 });
    commands.forEach((command, index) => {
      if (index % every === 0 && state.turn !== null && state.prompt === null) states.push(state);
      state = ruleset.decide(state, command).reduce((current, event) => ruleset.evolve(current, event), state);
    });
  }
  return states;
}

const STATES = statesOfRandomGames();
/** Every turn of the same games. */
const ALL_TURN_STATES = statesOfRandomGames(1);

/** Every use worth trying for an official: the fields its action reads, with values in and out of range. */
function candidateUses(state: SteamPiratesState, official: OfficialId): OfficialUse[] {
  const targets = [undefined, ...OFFICIAL_IDS];
  const islands = [undefined, 0, 1, 2, 3, 4];
  const treasures = [undefined, ...Object.keys(state.treasures)];
  const uses: OfficialUse[] = [];
  const delegates = official === 'pirate-queen' || official === 'port-master';
  for (const as of delegates ? OFFICIAL_IDS : [undefined]) {
    for (const target of targets) {
      for (const count of islands) {
        for (const treasure of official === 'pirate-queen' ? treasures : [undefined]) {
          const use: OfficialUse = {};
          if (as !== undefined) use.as = as;
          if (target !== undefined) use.target = target;
          if (count !== undefined) use.islands = count;
          if (treasure !== undefined) use.treasure = treasure;
          uses.push(use);
        }
      }
    }
  }
  return uses;
}

/** A use as text, its fields in one order. */
function asText(use: OfficialUse): string {
  return JSON.stringify(Object.fromEntries(Object.entries(use).sort(([a], [b]) => a.localeCompare(b))));
}

describe('steam-pirates legal commands: officials', () => {
  it(`lists exactly the uses of each official that decide accepts, on ${String(STATES.length)} states of random games`, () => {
    let checked = 0;
    for (const state of STATES.slice(0, 40)) {
      const player = state.turn?.player ?? '';
      for (const official of OFFICIAL_IDS) {
        for (const bribed of [false, true]) {
          const listed = new Set(usesOf(state, player, official, bribed).map((use) => asText(use)));
          const accepted = new Set(candidateUses(state, official).filter((use) => officialProblem(state, player, official, bribed, use) === null).map((use) => asText(use)));
          assert.deepEqual([...listed].sort(), [...accepted].sort(), `${official} ${bribed ? 'bribed' : 'basic'}`);
          checked += accepted.size;
        }
      }
    }
    assert.ok(checked > 100, `only ${String(checked)} accepted uses: the states say too little`);
  });
});

describe('steam-pirates legal commands: sailing', () => {
  it('lists exactly the sails sailProblem accepts', () => {
    for (const state of STATES) {
      const player = state.turn?.player ?? '';
      const start = state.pirates[player]?.at ?? '';
      const everyWalk: string[][] = [];
      const walk = (path: string[]): void => {
        if (path.length > 0) everyWalk.push(path);
        if (path.length === 4) return;
        for (const next of linkedTo(state, path.at(-1) ?? start)) walk([...path, next]);
      };
      walk([]);
      const accepted = everyWalk.filter((path) => sailProblem(state, player, path) === null).map((path) => path.join(' '));
      assert.deepEqual(sailPaths(state, player).map((path) => path.join(' ')).sort(), accepted.sort());
    }
  });
});

describe('steam-pirates randomCommand', () => {
  it('draws what legalCommands lists for the pirate to act, every command within reach: sails, actions and cutting losses', () => {
    const turns = ALL_TURN_STATES;
    const cutting = turns.filter((state) => ruleset.legalCommands(state).some((command) => command.type === 'cut-losses'));
    assert.ok(cutting.length > 0, 'no turn of the random games could only cut losses');
    for (const [index, state] of [...turns.filter((_, at) => at % 10 === 0), ...cutting.slice(0, 5)].entries()) {
      for (const player of state.players) checkRandomCommand(ruleset, state, player, index, `turn state ${String(index)}`);
    }
  });

  it('lists the sails from the kept ones (sailsOpen) in the order a fresh walk finds them', () => {
    for (const state of STATES) {
      const player = state.turn?.player ?? '';
      assert.deepEqual(sailsOpen(state, player).map((sail) => sail.path), sailPaths(state, player));
    }
  });
});
