import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyCommand, botRandom, createEngine, decideAndCheck, playout, type PlayerId } from '../engine/index.ts';
import type { SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import type { SteamTorpedoSetup } from './setup.ts';
import { ruleset } from './ruleset.ts';
import { submarineOf, totalOxygen } from './board.ts';
import { DEFENDER, openDamageScenario } from './scenarios.ts';
import { heuristicBot, randomPlayer, type SteamTorpedoBot } from './bots.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';

const MAX_COMMANDS = 2000;
const SEATS: readonly PlayerId[] = ['south', 'north'];

interface Decision {
  state: SteamTorpedoState;
  player: PlayerId;
  command: SteamTorpedoCommand;
}

/**
 * Plays a game through the engine, checking that every command a bot picks is one of the legal
 * commands listed for the player who must act, and that the engine accepts it.
 */
function playChecked(setup: SteamTorpedoSetup, bots: Readonly<Record<PlayerId, SteamTorpedoBot>>, onDecision: (decision: Decision) => void = () => undefined): SteamTorpedoState {
  const engine = createEngine(ruleset, setup);
  for (let count = 0; engine.outcome === null; count++) {
    assert.ok(count < MAX_COMMANDS, `no outcome after ${String(MAX_COMMANDS)} commands`);
    const state = engine.state;
    const [player] = ruleset.toAct(state);
    assert.ok(player !== undefined);
    const command = bots[player]?.(state, player, botRandom(setup.seed, count)) ?? null;
    assert.ok(command !== null, `the bot for ${player} had nothing to play`);
    const legal = new Set(ruleset.legalCommands(state).map((listed) => JSON.stringify(listed)));
    assert.ok(legal.has(JSON.stringify(command)), `${JSON.stringify(command)} is not among the legal commands`);
    onDecision({ state, player, command });
    const result = engine.dispatch(command);
    assert.ok(result.ok, `${JSON.stringify(command)} was refused: ${result.ok ? '' : result.violation.message}`);
  }
  return engine.state;
}

/** A whole game by the engine's `playout`, the bots' seed the setup's unless given. */
function playGame(setup: SteamTorpedoSetup, bots: Readonly<Record<PlayerId, SteamTorpedoBot>>, options: { seed?: number } = {}) {
  return playout(ruleset, ruleset.initialState(setup), bots, { seed: options.seed ?? setup.seed, maxCommands: MAX_COMMANDS });
}

/** Player ids with the heuristic in `seat` and the random bot in the other. */
function heuristicAgainstRandom(seat: PlayerId): Record<PlayerId, SteamTorpedoBot> {
  const other = seat === 'south' ? 'north' : 'south';
  return { [seat]: heuristicBot, [other]: randomPlayer };
}

describe('steam-torpedo bots: whose turn it is', () => {
  it('toAct is the prompt\'s player when a prompt waits, else the active player, and nobody once the game is over', () => {
    const swapping = ruleset.initialState({ seed: 3, firstPlayer: 'north' });
    assert.deepEqual(ruleset.toAct(swapping), ['north'], 'the first player decides the swap first');
    const breathing = ruleset.initialState({ seed: 3, firstPlayer: 'south', skipSwap: true });
    assert.deepEqual(ruleset.toAct(breathing), ['south']);

    let sawReactor = false;
    const final = playChecked({ seed: 11, skipSwap: true }, { south: randomPlayer, north: randomPlayer }, ({ state, player }) => {
      if (state.prompt?.id === 'react') {
        assert.equal(player, state.prompt.player);
        assert.notEqual(player, state.active, 'the reactor is the player whose turn it is not');
        sawReactor = true;
      }
    });
    assert.ok(sawReactor, 'the sample game should contain a reaction window');
    assert.deepEqual(ruleset.toAct(final), []);
  });

  it('both bots answer null for the player who is not to act, and once the game is over', () => {
    const state = ruleset.initialState({ seed: 5, firstPlayer: 'south', skipSwap: true });
    const random = botRandom(1, 0);
    for (const bot of [randomPlayer, heuristicBot]) {
      assert.equal(bot(state, 'north', random), null);
      assert.notEqual(bot(state, 'south', random), null);
    }
    const over = playGame({ seed: 5, skipSwap: true }, { south: randomPlayer, north: randomPlayer }).state;
    assert.equal(randomPlayer(over, 'south', random), null);
    assert.equal(heuristicBot(over, 'north', random), null);
  });
});

describe('steam-torpedo bots: legal play to the end', () => {
  const matchups: [string, (seed: number) => Record<PlayerId, SteamTorpedoBot>][] = [
    ['random against random', () => ({ south: randomPlayer, north: randomPlayer })],
    ['heuristic against heuristic', () => ({ south: heuristicBot, north: heuristicBot })],
    ['heuristic against random', (seed) => heuristicAgainstRandom(SEATS[seed % 2] ?? 'south')],
  ];
  for (const [name, bots] of matchups) {
    it(`${name}: only legal commands, and every game ends`, () => {
      for (let seed = 0; seed < propertyRuns(4); seed++) {
        const setup: SteamTorpedoSetup = { seed: 100 + seed, ...(seed % 3 === 0 ? {} : { skipSwap: true }) };
        const final = playChecked(setup, bots(seed));
        assert.ok(ruleset.outcome(final) !== null);
      }
    });
  }

  it('the same seeds play the same game, and another bot seed another one', () => {
    const setup = { seed: 42 };
    const once = playGame(setup, heuristicAgainstRandom('north'), { seed: 7 });
    const again = playGame(setup, heuristicAgainstRandom('north'), { seed: 7 });
    const other = playGame(setup, heuristicAgainstRandom('north'), { seed: 8 });
    assert.notDeepStrictEqual(other.commands, once.commands);
    assert.deepStrictEqual(again.commands, once.commands);
    assert.deepStrictEqual(again.outcome, once.outcome);
  });

  it('playout records commands that replay to the same state with the bare fold', () => {
    const setup = { seed: 9 };
    const game = playGame(setup, { south: heuristicBot, north: randomPlayer });
    const replayed = game.commands.reduce((state, command) => applyCommand(ruleset, state, command), ruleset.initialState(setup));
    assert.deepStrictEqual(replayed, game.state);
    assert.deepStrictEqual(ruleset.outcome(replayed), game.outcome);
  });
});

describe('steam-torpedo bots: the heuristic', () => {
  it('beats the random bot in a clear majority of games, from either seat', (t) => {
    const games = propertyRuns(24);
    let wins = 0;
    for (let index = 0; index < games; index++) {
      const seat = SEATS[index % 2] ?? 'south';
      const game = playGame({ seed: 2000 + index, ...(index % 3 === 0 ? {} : { skipSwap: true }) }, heuristicAgainstRandom(seat), { seed: index });
      if (game.outcome?.winners.length === 1 && game.outcome.winners[0] === seat) wins++;
    }
    t.diagnostic(`heuristic won ${String(wins)} of ${String(games)}`);
    // It wins all of them as this is written; 85 % leaves room for harmless tuning.
    assert.ok(wins >= Math.ceil(games * 0.85), `the heuristic won only ${String(wins)} of ${String(games)}`);
  });

  it('absorbs into the control room in the rulebook\'s Example of Play, where assigning would drown two sailors', () => {
    const { state } = openDamageScenario({ seed: 1, preset: 'example-of-play' });
    assert.deepEqual(heuristicBot(state, DEFENDER, botRandom(1, 0)), { type: 'absorb-damage', player: DEFENDER });
  });

  it('assigns harmless damage to free gears instead of spending a control room token or oxygen', () => {
    const { state } = openDamageScenario({ seed: 1, preset: 'oxygen-gear' });
    const command = heuristicBot(state, DEFENDER, botRandom(1, 0));
    assert.equal(command?.type, 'assign-damage');
    const events = decideAndCheck(ruleset, state, command);
    const after = applyCommand(ruleset, state, command);
    assert.equal(totalOxygen(submarineOf(after, DEFENDER)), totalOxygen(submarineOf(state, DEFENDER)), 'no oxygen lost');
    assert.ok(!events.some((event) => event.type === 'compartment-destroyed'), 'no compartment destroyed');
  });

  it('breathes from the fullest tile that is not armored, an engine or the control room', () => {
    const state = ruleset.initialState({ seed: 8, firstPlayer: 'south', skipSwap: true });
    const command = heuristicBot(state, 'south', botRandom(1, 0));
    assert.ok(command?.type === 'breathe');
    const submarine = submarineOf(state, 'south');
    const kept = new Set(['armored', 'engine', 'control-room']);
    const spare = submarine.layout.filter((tile) => !kept.has(submarine.tiles.find((definition) => definition.id === tile.id)?.type ?? ''));
    const most = Math.max(...spare.map((tile) => tile.oxygen));
    const chosen = spare.find((tile) => tile.id === command.tile);
    assert.ok(chosen !== undefined, `${command.tile} is armored, an engine or the control room`);
    assert.equal(chosen.oxygen, most);
  });

  it('never ends its turn while a trigger would do damage, and reacts whenever a reaction would', () => {
    for (let seed = 0; seed < 4; seed++) {
      const seat = SEATS[seed % 2] ?? 'south';
      playChecked({ seed: 300 + seed, skipSwap: true }, heuristicAgainstRandom(seat), ({ state, player, command }) => {
        if (player !== seat) return;
        if (command.type === 'end-turn') {
          const harmful = ruleset.legalCommands(state).filter((candidate) => candidate.type === 'trigger' && doesHarm(state, candidate));
          assert.deepEqual(harmful, [], 'ended the turn with a damaging trigger available');
        }
        if (command.type === 'pass-reaction') {
          const harmful = ruleset.legalCommands(state).filter((candidate) => candidate.type === 'react' && doesHarm(state, candidate));
          assert.deepEqual(harmful, [], 'passed with a damaging reaction available');
        }
      });
    }
  });
});

/** Whether a command hurts the opponent at once: damage, drained oxygen or shot crew. */
function doesHarm(state: SteamTorpedoState, command: SteamTorpedoCommand): boolean {
  return decideAndCheck(ruleset, state, command).some(
    (event) =>
      (event.type === 'attack-resolved' && event.damageTotal > 0) ||
      (event.type === 'damage-pending' && event.pending.kind !== 'damage') ||
      (event.type === 'crew-eliminated' && event.crew.length > 0),
  );
}
