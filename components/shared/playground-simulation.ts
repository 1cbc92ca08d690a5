import {
  applyCommand,
  botRandom,
  gameSeed,
  playerAsked,
  randomBot,
  searchDeliberator,
  type BaseCommand,
  type BaseEvent,
  type Bot,
  type Deliberation,
  type Deliberator,
  type PlayerId,
  type Ruleset,
  type Setup,
} from '../../rules/engine/index.ts';
import { rateOf, type Rate } from '../../rules/simulation/index.ts';

/**
 * Any ruleset, as the playground takes it: it knows nothing of the game's types (a ruleset's
 * functions are methods, so any `Ruleset<State, Command, Event, GameSetup>` is one of these).
 */
export type AnyRuleset = Ruleset<unknown, BaseCommand, BaseEvent>;

/** Who plays every seat of a simulation: random legal commands, or the search bot at its easy level. */
export type PlaygroundBot = 'random' | 'search';

export interface PlaygroundSimulationOptions {
  /** Games to play. */
  games: number;
  bot: PlaygroundBot;
  /** The setup every game plays, each with its own seed drawn from `setup.seed` (`gameSeed`): two runs play the same games. */
  setup: Setup;
  /** Commands a game may take before it counts as unfinished. */
  maxCommands: number;
}

/** The figures so far: games played, finished, unfinished, and each seat's wins. */
export interface PlaygroundTally {
  games: number;
  finished: number;
  /** Stopped at `maxCommands` with no outcome. */
  unfinished: number;
  /** Finished with no winner. */
  drawn: number;
  /** Wins by player, every player seen acting listed (0 wins included). */
  wins: Record<PlayerId, number>;
  /** Sum of the commands of finished games. */
  finishedLength: number;
}

/** One seat's win rate with its 95 % interval, over every game played (unfinished ones count as not won). */
export interface SeatRate {
  player: PlayerId;
  rate: Rate;
}

export function seatRates(tally: PlaygroundTally): SeatRate[] {
  return Object.entries(tally.wins).map(([player, wins]) => ({ player, rate: rateOf(wins, tally.games) }));
}

/** The mean number of commands in a finished game; null before one finishes. */
export function meanLength(tally: PlaygroundTally): number | null {
  return tally.finished === 0 ? null : tally.finishedLength / tally.finished;
}

/** A game in progress: where it stands and, for the search bot, the decision being thought about. */
interface GameInProgress {
  state: unknown;
  commands: number;
  thinking: Deliberation<BaseCommand> | null;
}

/**
 * Many games between bots on any ruleset, played a slice at a time so a page stays responsive:
 * `step(budgetMs)` plays on for about that long and returns; the widget calls it again after a
 * timer. The games are the same however they are sliced (each move's randomness comes from its
 * game and its move number, `botRandom`). A ruleset that throws (anything but a refusal of a bot's
 * command, which is a bug too) stops the run: `step` throws, and the caller shows it.
 */
export class PlaygroundSimulation {
  readonly options: PlaygroundSimulationOptions;
  readonly tally: PlaygroundTally = { games: 0, finished: 0, unfinished: 0, drawn: 0, wins: {}, finishedLength: 0 };
  private readonly ruleset: AnyRuleset;
  private readonly random: Bot<unknown, BaseCommand>;
  private readonly deliberate: Deliberator<unknown, BaseCommand> | null;
  private current: GameInProgress | null = null;

  constructor(ruleset: AnyRuleset, options: PlaygroundSimulationOptions) {
    this.ruleset = ruleset;
    this.options = options;
    this.random = randomBot(ruleset);
    // Throws at once for a ruleset that hides things and cannot determinize: said before any game.
    this.deliberate = options.bot === 'search' ? searchDeliberator(ruleset, { level: 'easy' }) : null;
  }

  get done(): boolean {
    return this.tally.games >= this.options.games;
  }

  /** Plays for about `budgetMs` (at least one step of a move); true once every game is played. */
  step(budgetMs: number): boolean {
    const until = performance.now() + budgetMs;
    do {
      if (this.done) return true;
      this.advance();
    } while (performance.now() < until);
    return this.done;
  }

  /** One move of the current game (or a few playouts of the search bot's thinking about it). */
  private advance(): void {
    const { ruleset } = this;
    const gameIndex = this.tally.games;
    const seed = gameSeed(this.options.setup.seed, gameIndex);
    const game = (this.current ??= { state: ruleset.initialState({ ...this.options.setup, seed }), commands: 0, thinking: null });
    for (const player of ruleset.toAct(game.state)) this.tally.wins[player] ??= 0;
    const outcome = ruleset.outcome(game.state);
    if (outcome !== null || game.commands >= this.options.maxCommands) {
      this.finish(outcome === null ? null : outcome.winners, game.commands);
      return;
    }
    const player = playerAsked(ruleset, game.state, game.commands);
    if (player === undefined) throw new Error(`Nobody is to act (toAct is empty), yet the game is not over (outcome is null), in game ${String(gameIndex + 1)} after ${String(game.commands)} commands.`);
    const seen: unknown = ruleset.view ? ruleset.view(game.state, player) : game.state;
    let command: BaseCommand | null;
    if (this.deliberate === null) {
      command = this.random(seen, player, botRandom(seed, game.commands));
    } else {
      game.thinking ??= this.deliberate(seen, player, botRandom(seed, game.commands));
      if (!game.thinking.think(2)) return;
      command = game.thinking.choice();
      game.thinking = null;
    }
    if (command === null) throw new Error(`${player} is to act but has no legal command, in game ${String(gameIndex + 1)} after ${String(game.commands)} commands.`);
    game.state = applyCommand(ruleset, game.state, command);
    game.commands += 1;
  }

  private finish(winners: readonly PlayerId[] | null, commands: number): void {
    const { tally } = this;
    tally.games += 1;
    if (winners === null) tally.unfinished += 1;
    else {
      tally.finished += 1;
      tally.finishedLength += commands;
      if (winners.length === 0) tally.drawn += 1;
      for (const winner of winners) tally.wins[winner] = (tally.wins[winner] ?? 0) + 1;
    }
    this.current = null;
  }
}
