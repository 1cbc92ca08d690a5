/**
 * Helpers the games' simulation tests share: bad data and its refusal, the samples of a figure,
 * and a run's game played again outside the simulation so a test can recount its figures.
 */
import assert from 'node:assert/strict';
import { gameSeed, isRuleViolation, playout, type BaseCommand, type BaseEvent, type Bot, type EventWatcher, type PlayerId, type Playout, type Ruleset, type RuleViolation, type Setup } from '../engine/index.ts';
import { botForSeat, type Simulation } from './simulation.ts';

/** The refusal `simulation` meets `data` with, which must be a RuleViolation (its `field` names what is wrong). */
export function refusal(simulation: Pick<Simulation, 'check'>, data: unknown): RuleViolation {
  try {
    simulation.check(data);
  } catch (error) {
    assert.ok(isRuleViolation(error), `expected a RuleViolation, got ${String(error)}`);
    return error;
  }
  assert.fail('the data was accepted');
}

/** The data with one change made to a fresh copy of `simulation`'s sample. */
export function sampleWith(simulation: Pick<Simulation, 'sampleData'>, change: (data: Record<string, unknown>) => void): Record<string, unknown> {
  const data = simulation.sampleData();
  change(data);
  return data;
}

/** The samples of one figure by bot, sorted: the order samples are taken in is no part of the figure. */
export function samplesOf(samples: readonly (readonly [string, string, number])[], figure: string): Record<string, number[]> {
  const byBot: Record<string, number[]> = {};
  for (const [id, bot, value] of samples) if (id === figure) (byBot[bot] ??= []).push(value);
  for (const values of Object.values(byBot)) values.sort((a, b) => a - b);
  return byBot;
}

/** What playing a run's game again takes: the rules, the data and seed the run had, its bots in order and by name. */
export interface ReplayedRun<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  readonly ruleset: Ruleset<State, Command, Event, GameSetup>;
  /** The data the run was given, which holds setup fields (never the seed). */
  readonly data: Record<string, unknown>;
  readonly seed: number;
  /** The bots the run was given, in order: `botForSeat` seats them. */
  readonly bots: readonly string[];
  readonly botsByName: Readonly<Record<string, Bot<State, Command>>>;
  /** The seats in order, as the simulation reads them from the starting state. */
  seatsOf(state: State): readonly PlayerId[];
}

/** A run's game set up again: its starting state, the bot each player has, and the playout still to run. */
export interface ReplayedGame<State, Command, Event> {
  readonly start: State;
  readonly botOf: ReadonlyMap<PlayerId, string>;
  /** Plays the game from `start` as the simulation does, telling `watch` of every event. */
  readonly play: (watch?: EventWatcher<State, Event>) => Playout<State, Command>;
}

/** Game `index` of `run` set up outside the simulation: setup and bot seeds `gameSeed(seed, index)`, the bots seated as the simulation seats them. */
export function replayGame<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  run: ReplayedRun<State, Command, Event, GameSetup>,
  index: number,
): ReplayedGame<State, Command, Event> {
  const seed = gameSeed(run.seed, index);
  const start = run.ruleset.initialState({ ...run.data, seed } as GameSetup);
  const botOf = new Map(run.seatsOf(start).map((player, seat) => [player, botForSeat(run.bots, seat, index)]));
  const seatBots = Object.fromEntries(
    [...botOf].map(([player, name]) => {
      const bot = run.botsByName[name];
      assert.ok(bot !== undefined, `no bot named ${name}`);
      return [player, bot];
    }),
  );
  return { start, botOf, play: (watch) => playout(run.ruleset, start, seatBots, { seed, maxCommands: 20_000 }, watch) };
}
