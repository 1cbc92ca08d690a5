import type { BaseCommand, BaseEvent, Outcome, PlayerId, Ruleset, Setup } from './ruleset.ts';
import { applyCommand, decideAndCheck } from './fold.ts';
import { drawInt, seedRandom, type RandomState } from './random.ts';

/**
 * Picks a command for `player` in `state`, or null when that player has nothing to do. A bot is a
 * pure function: whatever chance it uses comes from `random` (threaded through its own draws), so
 * the same state and the same `random` always give the same command — an undone bot move replays
 * exactly, and a bot needs no memory between moves.
 */
export type Bot<State, Command> = (state: State, player: PlayerId, random: RandomState) => Command | null;

/** Commands `player` may issue now: theirs, plus commands that belong to nobody in particular. */
export function commandsFor<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  player: PlayerId,
): Command[] {
  if (ruleset.legalCommandsFor) return ruleset.legalCommandsFor(state, player);
  return ruleset.legalCommands(state).filter((command) => command.player === undefined || command.player === player);
}

/**
 * Who a playout asks for move number `ply`: the players `toAct` names take turns by ply, so when
 * several may act at once (Torpedo's free placing) each gets moves, not only the first named.
 * Undefined when nobody is to act.
 */
export function playerAsked<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  ply: number,
): PlayerId | undefined {
  const acting = ruleset.toAct(state);
  return acting[ply % Math.max(1, acting.length)];
}

/**
 * A bot that picks at random among the legal commands of the player it plays for: the ruleset's
 * own `randomCommand` where it has one (a draw without the whole list), else uniformly from the list.
 */
export function randomBot<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
): Bot<State, Command> {
  const randomCommand = ruleset.randomCommand?.bind(ruleset);
  if (randomCommand !== undefined) return randomCommand;
  return (state, player, random) => {
    const choices = commandsFor(ruleset, state, player);
    if (choices.length === 0) return null;
    return choices[drawInt(random, 0, choices.length - 1).value] ?? null;
  };
}

/**
 * The randomness a bot gets for move number `ply` (commands accepted so far) of a game driven
 * with bot seed `seed`. Derived from both, so every move draws afresh and the same move of the
 * same game always draws the same.
 */
export function botRandom(seed: number, ply: number): RandomState {
  // Two different odd multipliers keep (seed, ply) pairs apart before the generator mixes them.
  return seedRandom((Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(ply | 0, 0x85ebca77)) | 0);
}

export interface PlayoutOptions {
  /** The bots' seed (see `botRandom`). Default 0. */
  seed?: number;
  /** Stop after this many commands even if the game goes on. Default 100,000. */
  maxCommands?: number;
  /** Bots see `ruleset.view(state, player)` when the ruleset has one (default true): fair play. */
  asSeen?: boolean;
}

/** Told of every event as it is folded in, with the states either side (a simulation measures a game this way). */
export type EventWatcher<State, Event> = (event: Event, before: State, after: State) => void;

export interface Playout<State, Command> {
  /** Where the game stopped. */
  state: State;
  /** Every command played, in order: applying them to the starting state gives `state` again. */
  commands: Command[];
  /** Null only when `maxCommands` ran out first. */
  outcome: Outcome | null;
}

function applyWatched<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
  watch: EventWatcher<State, Event>,
): State {
  let after = state;
  for (const event of decideAndCheck(ruleset, state, command)) {
    const before = after;
    after = ruleset.evolve(before, event);
    watch(event, before, after);
  }
  return after;
}

/**
 * A game being played out by bots one command at a time: `playout` in steps, for a caller that
 * stops between commands (a widget's search bot thinking a slice at a time). The same commands as
 * `playout` with the same bots and options.
 */
export class PlayoutInProgress<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  /** Where the game stands. */
  state: State;
  /** Every command played so far, in order. */
  readonly commands: Command[] = [];
  private readonly ruleset: Ruleset<State, Command, Event, GameSetup>;
  private readonly bots: Bot<State, Command> | Readonly<Record<PlayerId, Bot<State, Command>>>;
  private readonly seed: number;
  private readonly maxCommands: number;
  private readonly asSeen: boolean;
  private readonly watch: EventWatcher<State, Event> | undefined;

  constructor(
    ruleset: Ruleset<State, Command, Event, GameSetup>,
    start: State,
    bots: Bot<State, Command> | Readonly<Record<PlayerId, Bot<State, Command>>>,
    options: PlayoutOptions = {},
    watch?: EventWatcher<State, Event>,
  ) {
    this.ruleset = ruleset;
    this.state = start;
    this.bots = bots;
    this.seed = options.seed ?? 0;
    this.maxCommands = options.maxCommands ?? 100_000;
    this.asSeen = options.asSeen ?? true;
    this.watch = watch;
  }

  /** Whether the game is over, or `maxCommands` have been played. */
  get stopped(): boolean {
    return this.commands.length >= this.maxCommands || this.ruleset.outcome(this.state) !== null;
  }

  /** Asks the player `playerAsked` names for a command, and folds it in. */
  step(): void {
    const { ruleset, state, commands } = this;
    const player = playerAsked(ruleset, state, commands.length);
    if (player === undefined) throw new Error(`Nobody is to act, yet the game (${ruleset.id}) is not over.`);
    const bot = typeof this.bots === 'function' ? this.bots : this.bots[player];
    if (bot === undefined) throw new Error(`No bot plays for ${player}.`);
    const seen = this.asSeen && ruleset.view ? ruleset.view(state, player) : state;
    const command = bot(seen, player, botRandom(this.seed, commands.length));
    if (command === null) throw new Error(`The bot for ${player} had no command, yet the game (${ruleset.id}) is not over.`);
    this.state = this.watch === undefined ? applyCommand(ruleset, state, command) : applyWatched(ruleset, state, command, this.watch);
    commands.push(command);
  }

  /** The game as played so far. */
  get result(): Playout<State, Command> {
    return { state: this.state, commands: this.commands, outcome: this.ruleset.outcome(this.state) };
  }
}

/**
 * Plays from `start` until the game ends: each time, the player `playerAsked` names is asked by
 * their bot (`bots` is one bot for everyone or one per player) and the command is folded in with
 * the bare ruleset. A bot that returns nothing, or a command the rules refuse, is a bug: it throws.
 */
export function playout<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  start: State,
  bots: Bot<State, Command> | Readonly<Record<PlayerId, Bot<State, Command>>>,
  options: PlayoutOptions = {},
  watch?: EventWatcher<State, Event>,
): Playout<State, Command> {
  const game = new PlayoutInProgress(ruleset, start, bots, options, watch);
  while (!game.stopped) game.step();
  return game.result;
}
