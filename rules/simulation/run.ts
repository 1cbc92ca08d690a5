/**
 * A run of many games, as a worker plays its share of it: the request every worker and the command
 * line are given (checked field by field, since it comes from a link or a shell), and the loop that
 * plays a share and reports the tally as it grows.
 */
import { at, gameSeed, readBoolean, readList, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuseBecause, type Field } from '../engine/index.ts';
import { SIMULATED_GAMES, type SimulatedGame } from './games.ts';
import { addGame, emptyTally, type Simulation, type SimulationTally } from './simulation.ts';

/** The most games one run may ask for: a million games of the slowest game is hours, not days. */
export const MAX_GAMES = 1_000_000;

export interface SimulationRequest {
  game: SimulatedGame;
  games: number;
  /** Bot names; the seats take them in turn, a step round each game. */
  bots: string[];
  /** Game `i` is set up and played with seed `gameSeed(seed, i)`: a run is named by its first seed. */
  seed: number;
  /** The designer's data (setup fields); `undefined` for the sample. Checked by the game's rules, not here. */
  data?: unknown;
  /** Keep every game whole in the tally (`kept`), for a CSV of one row per game. */
  keepGames?: boolean;
}

const REQUEST_KEYS = ['game', 'games', 'bots', 'seed', 'data', 'keepGames'] as const;

/** A request from a link, a message or a shell, checked; a `RuleViolation` names the bad field. */
export function readSimulationRequest(input: unknown): SimulationRequest {
  const field: Field = { path: '', rule: 'simulation/request' };
  const fields = readRecord(input, field, REQUEST_KEYS);
  const bots = readList(fields.bots, at(field, 'bots'), readText, { minLength: 1, maxLength: 5 });
  bots.forEach((bot, index) => {
    if (bot === '') refuseBecause(at(at(field, 'bots'), index), 'is empty: name a bot.');
  });
  return {
    game: readOneOf(fields.game, at(field, 'game'), SIMULATED_GAMES),
    games: readWholeNumber(fields.games, at(field, 'games'), { min: 1, max: MAX_GAMES }),
    bots,
    seed: fields.seed === undefined ? 1 : readSeed(fields.seed),
    data: fields.data,
    ...(fields.keepGames === undefined ? {} : { keepGames: readBoolean(fields.keepGames, at(field, 'keepGames')) }),
  };
}

/** Games `from` to `to` (not included) split into `parts` shares as even as can be, none empty. */
export function shares(from: number, to: number, parts: number): [number, number][] {
  const count = Math.max(1, Math.min(parts, to - from));
  return Array.from({ length: count }, (_, index) => [from + Math.floor(((to - from) * index) / count), from + Math.floor(((to - from) * (index + 1)) / count)]);
}

/** Told what has been played since it was last told: a tally of those games alone, for a live view. */
export type ProgressListener = (played: SimulationTally) => void;

/**
 * Plays games `from` to `to` of `request` and returns the whole share's tally. Every `everyMs` it
 * tells `onProgress` what was played since the last telling, for a live view only: across threads
 * those tellings may still be on their way when the result arrives, so a run's figures are the
 * results', never the tellings' sum.
 */
export function playShare(simulation: Simulation, request: SimulationRequest, from: number, to: number, onProgress: ProgressListener, everyMs = 100): SimulationTally {
  const whole = emptyTally();
  if (request.keepGames === true) whole.kept = [];
  let sinceTold = emptyTally();
  let toldAt = performance.now();
  for (let index = from; index < to; index++) {
    const game = simulation.play(request.data, index, request.bots, request.seed);
    addGame(whole, game);
    whole.kept?.push({ seed: gameSeed(request.seed, index), result: game });
    addGame(sinceTold, game);
    if (performance.now() - toldAt >= everyMs && index + 1 < to) {
      onProgress(sinceTold);
      sinceTold = emptyTally();
      toldAt = performance.now();
    }
  }
  return whole;
}
