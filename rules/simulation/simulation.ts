/**
 * Many games between bots on a designer's data, and what they add up to. A game says what its
 * simulation is in two parts: its facts (`defineFacts`: its data, setup, bots' names, figures),
 * which a page needs to check data, and its `SimulationProfile` (the rules, the bots, what to
 * measure), which the workers need to play. Both come out with their types erased, so one worker,
 * one command line and one widget drive all five games alike.
 */
import { gameSeed, playout, searchBot, type BaseCommand, type BaseEvent, type Bot, type BotLevel, type PlayerId, type SearchBotOptions, type Ruleset, type Setup } from '../engine/index.ts';
import { readRecord, refuse, RuleViolation } from '../engine/index.ts';
import type { GameRow } from './csv.ts';
import { addCount, addSample, emptyMoments, mergeCounts, mergeMoments, type Counts, type Moments } from './stats.ts';

/** One game-specific figure: `{ id: 'damage', label: 'damage per attack', per: 'attack' }`. */
export interface FigureDefinition {
  id: string;
  /** How a table heads it. */
  label: string;
  /** What one sample is taken over, for the reader: 'attack', 'player and game', 'season'. */
  per: string;
}

/** Records one sample of a figure; `player` attributes it to that player's bot. */
export type Recorder = (figure: string, value: number, player?: PlayerId) => void;

/**
 * What a game's simulation knows before any game is played: enough for a page to check a designer's
 * data and draw a bench. Kept apart from the bots and the rules' `decide` (`SimulationProfile`),
 * so the page's code holds only the game's setup; the workers hold the rest.
 */
export interface FactsProfile<State, GameSetup extends Setup> {
  /** The game's id, its folder name, as the games' manifest names it. */
  readonly game: string;
  /** The game's title, for headings. */
  readonly title: string;
  /** The game's own setup (it checks every value and throws a `RuleViolation` naming the field). */
  readonly initialState: (setup: GameSetup) => State;
  /** The data a designer edits, as the sample has it (fresh JSON each call, safe to change). */
  readonly sampleData: () => Record<string, unknown>;
  /**
   * The setup of one game on `data`, which may be anything a file or an editor holds: keys the
   * data may not set are refused by name; the values are left to `initialState`, which checks them.
   */
  readonly setup: (data: unknown, seed: number) => GameSetup;
  /** The seats in order, as the starting state has them. */
  readonly seatsOf: (state: State) => readonly PlayerId[];
  /** The bots' names, the default first; `SimulationProfile.bots` must have exactly these. */
  readonly botNames: readonly string[];
  /** The unit a reader counts a game's length in (rounds, turns); `SimulationProfile.lengthOf` measures it. */
  readonly lengthUnit: string;
  readonly figures: readonly FigureDefinition[];
}

/** A game's simulation facts with their types erased: what a bench drives. */
export interface SimulationFacts {
  readonly game: string;
  readonly title: string;
  readonly botNames: readonly string[];
  readonly lengthUnit: string;
  readonly figures: readonly FigureDefinition[];
  sampleData(): Record<string, unknown>;
  /** Checks data as the rules do: the seats it gives, or a `RuleViolation` naming the field. */
  check(data: unknown): readonly PlayerId[];
}

/** The facts as `defineSimulation` reads them: typed, with the starting state of a game on some data. */
export interface TypedFacts<State, GameSetup extends Setup> extends SimulationFacts {
  readonly profile: FactsProfile<State, GameSetup>;
  start(data: unknown, seed: number): State;
}

export function defineFacts<State, GameSetup extends Setup>(profile: FactsProfile<State, GameSetup>): TypedFacts<State, GameSetup> {
  const start = (data: unknown, seed: number): State => profile.initialState(profile.setup(data, seed));
  return {
    game: profile.game,
    title: profile.title,
    botNames: profile.botNames,
    lengthUnit: profile.lengthUnit,
    figures: profile.figures,
    profile,
    sampleData: () => profile.sampleData(),
    start,
    check: (data) => profile.seatsOf(start(data, 0)),
  };
}

/** The bots every game with a search bot names after `heuristic` and `random`: the search at its three levels (issue 23). */
export const BOTS_WITH_SEARCH = ['heuristic', 'random', 'easy', 'medium', 'hard'] as const;

/**
 * A game's search bot at each level, playing its games out with `rollout` (the game's heuristic bot:
 * in every game measured so far a handful of heuristic playouts beat many random ones). `iterations`
 * is each level's budget of playouts, what the game can afford per decision (bench/ measures it);
 * `options`, how the game's playouts are cut short and judged, where it says (its widget plays the same).
 */
export function searchBotsFor<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  rollout: Bot<State, Command>,
  iterations: Readonly<Record<BotLevel, number>>,
  options: Omit<SearchBotOptions<State, Command>, 'level' | 'iterations' | 'rollout'> = {},
): Record<BotLevel, Bot<State, Command>> {
  return {
    easy: searchBot(ruleset, { ...options, iterations: iterations.easy, rollout }),
    medium: searchBot(ruleset, { ...options, iterations: iterations.medium, rollout }),
    hard: searchBot(ruleset, { ...options, iterations: iterations.hard, rollout }),
  };
}

/** How a game is played and measured many times over: its facts, rules and bots, and what to measure. */
export interface SimulationProfile<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  readonly facts: TypedFacts<State, GameSetup>;
  readonly ruleset: Ruleset<State, Command, Event, GameSetup>;
  /**
   * The bots by name: with `search`, the facts' names but the search bot's levels; without, exactly
   * the facts'. Every game has `heuristic` and `random`.
   */
  readonly bots: Readonly<Record<string, Bot<State, Command>>>;
  /**
   * The search bot as the game plays it (its widget plays the same): playouts a decision at each
   * level, played out by the game's `heuristic` bot, cut short and judged where the game says.
   * Gives the bots `easy`, `medium` and `hard`.
   */
  readonly search?: SearchBudget<State, Command>;
  /** How long a game was, in the facts' length unit; the commands played if absent. */
  readonly lengthOf?: (state: State) => number;
  /** Measures one event as it is folded in. */
  readonly measureEvent?: (event: Event, before: State, after: State, record: Recorder) => void;
  /** Measures the game once it has ended. */
  readonly measureEnd?: (state: State, record: Recorder) => void;
  /** A game still going after this many commands is cut short and counted unfinished. Default 20,000. */
  readonly maxCommands?: number;
}

/** A game's search bot: playouts a decision at each level, and how a playout is cut short and judged, where the game says. */
export interface SearchBudget<State, Command> {
  readonly playouts: Readonly<Record<BotLevel, number>>;
  readonly cutoff?: Pick<SearchBotOptions<State, Command>, 'rolloutLength' | 'evaluate'>;
}

/** A game's search bot with its types erased, for the benches that time it and pit it against the heuristic bot. */
export interface SearchedGame {
  readonly ruleset: Ruleset<unknown, BaseCommand, BaseEvent>;
  readonly heuristic: Bot<unknown, BaseCommand>;
  readonly budget: SearchBudget<unknown, BaseCommand>;
}

/** What one simulated game came to. */
export interface GameResult {
  /** Each seat and the bot that played it, in seat order. */
  seats: { player: PlayerId; bot: string }[];
  winners: PlayerId[];
  finished: boolean;
  commands: number;
  /** In the profile's length unit. */
  length: number;
  /** Samples: figure id, the bot they belong to ('' for the whole game), the value. */
  samples: [string, string, number][];
}

/** A game's simulation with its types erased: what the worker and the command line drive. */
export interface Simulation extends SimulationFacts {
  /** The game's search bot, where it has one. */
  readonly searched: SearchedGame | null;
  /** Game number `index` of a run: setup and bot seeds `gameSeed(seed, index)`, bots assigned to seats in turn. */
  play(data: unknown, index: number, bots: readonly string[], seed: number): GameResult;
}

/** The bot for seat `seat` of game `index`: seats take the bots in turn, one step round each game, so every bot plays every seat alike. */
export function botForSeat(bots: readonly string[], seat: number, index: number): string {
  const bot = bots[(seat + index) % bots.length];
  if (bot === undefined) throw new Error('A simulation needs at least one bot.');
  return bot;
}

export function defineSimulation<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  profile: SimulationProfile<State, Command, Event, GameSetup>,
): Simulation {
  const { facts, ruleset, search } = profile;
  const heuristic = profile.bots.heuristic;
  const searchBots = search === undefined || heuristic === undefined ? {} : searchBotsFor(ruleset, heuristic, search.playouts, search.cutoff);
  const botsByName: Readonly<Record<string, Bot<State, Command>>> = { ...profile.bots, ...searchBots };
  const { title, botNames, figures } = facts;
  if (ruleset.id !== facts.game) throw new Error(`The facts of ${facts.game} are given with the rules of ${ruleset.id}.`);
  if (Object.keys(botsByName).join() !== botNames.join()) throw new Error(`${title} names the bots ${botNames.join(', ')} but has ${Object.keys(botsByName).join(', ')}.`);
  const figureIds = new Set(figures.map((figure) => figure.id));
  const botNamed = (name: string): Bot<State, Command> => {
    const bot = botsByName[name];
    if (bot === undefined) throw new RuleViolation('simulation/bots', `${title} has no bot "${name}"; it has ${botNames.join(', ')}.`, 'bots', { bot: name });
    return bot;
  };
  // The erasure is safe: the benches hand the search bot only states of this very ruleset.
  const searched = search === undefined || heuristic === undefined ? null : ({ ruleset, heuristic, budget: search } as unknown as SearchedGame);
  return {
    game: facts.game,
    title,
    searched,
    botNames,
    lengthUnit: facts.lengthUnit,
    figures,
    sampleData: () => facts.sampleData(),
    check: (data) => facts.check(data),
    play(data, index, bots, seed) {
      const seedOfGame = gameSeed(seed, index);
      const start = facts.start(data, seedOfGame);
      const seats = facts.profile.seatsOf(start).map((player, seat) => ({ player, bot: botForSeat(bots, seat, index) }));
      const botOf = new Map(seats.map(({ player, bot }) => [player, bot]));
      const samples: [string, string, number][] = [];
      const record: Recorder = (figure, value, player) => {
        if (!figureIds.has(figure)) throw new Error(`${title} measured "${figure}", which is not one of its figures.`);
        samples.push([figure, player === undefined ? '' : (botOf.get(player) ?? ''), value]);
      };
      const seatBots = Object.fromEntries(seats.map(({ player, bot }) => [player, botNamed(bot)]));
      const { measureEvent } = profile;
      const watch =
        measureEvent &&
        ((event: Event, before: State, after: State) => {
          measureEvent(event, before, after, record);
        });
      const game = playout(ruleset, start, seatBots, { seed: seedOfGame, maxCommands: profile.maxCommands ?? 20_000 }, watch);
      if (game.outcome !== null) profile.measureEnd?.(game.state, record);
      return {
        seats,
        winners: game.outcome?.winners ?? [],
        finished: game.outcome !== null,
        commands: game.commands.length,
        length: profile.lengthOf ? profile.lengthOf(game.state) : game.commands.length,
        samples,
      };
    },
  };
}

/**
 * A profile's `setup` for the usual case: the data is an object of setup fields, of which only
 * `allowed` may be given (the rest of a setup is for staged examples, not designs).
 */
export function setupFromData<GameSetup extends Setup>(data: unknown, seed: number, allowed: readonly Exclude<keyof GameSetup & string, 'seed'>[]): GameSetup {
  const given = data ?? {};
  const rule = 'simulation/data';
  if (typeof given !== 'object' || Array.isArray(given)) refuse({ path: '', label: 'The data', rule }, 'an object of setup fields', given);
  return { ...readRecord(given, { path: '', rule }, allowed), seed } as GameSetup;
}

/** What a run has added up to so far: mergeable and JSON, so workers can each tally a share. */
export interface SimulationTally {
  games: number;
  unfinished: number;
  /** Games won by more than one player (a shared win counts as a win for each). */
  shared: number;
  /** By seat, then by bot: games played and won. */
  seats: Record<PlayerId, Record<string, { games: number; wins: number }>>;
  commands: Moments;
  lengths: Counts;
  /** By figure, then by bot ('' for samples of the whole game). */
  figures: Record<string, Record<string, Moments>>;
  /** Every game whole, in the order played, when the run asked to keep them (`keepGames`: a CSV's rows). */
  kept?: GameRow[];
}

export function emptyTally(): SimulationTally {
  return { games: 0, unfinished: 0, shared: 0, seats: {}, commands: emptyMoments(), lengths: {}, figures: {} };
}

/** Adds one game to a tally in place. */
export function addGame(tally: SimulationTally, game: GameResult): void {
  tally.games += 1;
  if (!game.finished) tally.unfinished += 1;
  if (game.winners.length > 1) tally.shared += 1;
  for (const { player, bot } of game.seats) {
    const bySeat = (tally.seats[player] ??= {});
    const cell = (bySeat[bot] ??= { games: 0, wins: 0 });
    cell.games += 1;
    if (game.winners.includes(player)) cell.wins += 1;
  }
  addSample(tally.commands, game.commands);
  addCount(tally.lengths, game.length);
  for (const [figure, bot, value] of game.samples) {
    const byBot = (tally.figures[figure] ??= {});
    addSample((byBot[bot] ??= emptyMoments()), value);
  }
}

export function mergeTallies(a: SimulationTally, b: SimulationTally): SimulationTally {
  const seats: SimulationTally['seats'] = structuredClone(a.seats);
  for (const [player, byBot] of Object.entries(b.seats)) {
    const into = (seats[player] ??= {});
    for (const [bot, cell] of Object.entries(byBot)) {
      const was = into[bot] ?? { games: 0, wins: 0 };
      into[bot] = { games: was.games + cell.games, wins: was.wins + cell.wins };
    }
  }
  const figures: SimulationTally['figures'] = structuredClone(a.figures);
  for (const [figure, byBot] of Object.entries(b.figures)) {
    const into = (figures[figure] ??= {});
    for (const [bot, moments] of Object.entries(byBot)) into[bot] = mergeMoments(into[bot] ?? emptyMoments(), moments);
  }
  return {
    games: a.games + b.games,
    unfinished: a.unfinished + b.unfinished,
    shared: a.shared + b.shared,
    seats,
    commands: mergeMoments(a.commands, b.commands),
    lengths: mergeCounts(a.lengths, b.lengths),
    figures,
    ...(a.kept === undefined && b.kept === undefined ? {} : { kept: [...(a.kept ?? []), ...(b.kept ?? [])] }),
  };
}
