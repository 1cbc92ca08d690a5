import type { RandomState } from './random.ts';

/** Who a command or prompt belongs to: a free-form id such as 'red' or 'player-1'. */
export type PlayerId = string;

/** The minimum every game's setup carries. `{ seed }` alone gives the game's default setup. */
export interface Setup {
  seed: number;
}

/** Every command is JSON with a `type`; a command that belongs to one player names them. */
export interface BaseCommand {
  type: string;
  player?: PlayerId;
}

/** Every event is JSON with a `type`; `rule` cites the rule id that produced it, for logs. */
export interface BaseEvent {
  type: string;
  rule?: string;
}

/** How a finished game ended. */
export interface Outcome {
  winners: PlayerId[];
  reason: string;
}

/**
 * A game, or one sub-mechanic of a game, as plain functions over plain JSON data
 * (the functional event-sourcing "Decider").
 */
export interface Ruleset<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup = Setup> {
  /** The game's folder name and rule-id prefix, as the games' manifest names it (rules/games/index.ts). */
  readonly id: string;
  /** Builds the starting state. Throws `RuleViolation` on a bad setup. */
  initialState(setup: GameSetup): State;
  /** All the rules live here. Throws `RuleViolation` when the command is illegal; never mutates `state`. */
  decide(state: State, command: Command): Event[];
  /** A pure fold: no rules, no randomness, never throws on events `decide` produced. */
  evolve(state: State, event: Event): State;
  /**
   * Everything `decide` would accept now (a fair sample where a choice is continuous). Given a
   * player's view, what that player may do (possibly nothing). Never throws.
   */
  legalCommands(state: State): Command[];
  /**
   * Optional: `legalCommands(state)` of one player alone (their commands and those with no
   * `player`), in the same order, for games where several players act at once and listing every
   * player's choices to use one player's would be waste (Torpedo's free placing, secret orders).
   * The shared laws hold it to the filtered `legalCommands`. Never throws.
   */
  legalCommandsFor?(state: State, player: PlayerId): Command[];
  /**
   * Optional: ONE command `player` may issue now (theirs, or one with no `player`), drawn from
   * `random` without listing them all; null when `legalCommandsFor` would give nothing. For games
   * whose lists are long and random play asks for one (Star Eater's fighter turn lists hundreds):
   * `randomBot`, and through it playouts and the search's rollouts, use it where it exists. Every
   * command it gives, `decide` accepts; every command listed for `player` can come out (a shared
   * law); ideally each equally often, and where it draws by structure instead (a unit, then one of
   * its moves) the ruleset says so. Works on a player's view as `legalCommands` does. Never throws.
   */
  randomCommand?(state: State, player: PlayerId, random: RandomState): Command | null;
  /**
   * Who must act now: the players a prompt waits for, else whoever's turn it is. Several players
   * when they answer at once (secret bids); empty once the game is over. Commands with no `player`
   * are made by the first of them.
   */
  toAct(state: State): PlayerId[];
  /** `null` while the game goes on. */
  outcome(state: State): Outcome | null;
  /** What one player may see: hides other players' secrets. */
  view?(state: State, player: PlayerId): State;
  /**
   * Optional: what one player may see of one event (default: all of it). `stateAfter` is the true
   * state right after the event, for rulesets whose hiding depends on context the event does not
   * carry. It is the state after the event, not the current one, so an event's view is fixed once it
   * happens: `logFor` is exactly what `eventsFor$` streamed, and a reveal is a later event of its own.
   */
  viewEvent?(event: Event, player: PlayerId, stateAfter: State): Event;
  /**
   * With `view`, what the search bot needs (`searchBot`): a whole state consistent with what `player` sees in
   * `seen` (`view(result, player)` is `seen` again, a shared law), what `player` cannot see dealt at
   * random from `random` as the rules allow. So a bot searches deals, never another player's hand.
   * A ruleset without `view` whose state holds the dice to come gives one too, dealing fresh dice:
   * nobody may know those, a bot that searched included.
   */
  determinize?(seen: State, player: PlayerId, random: RandomState): State;
}

/** Convenience aliases to pull the type parameters back out of a ruleset. */
export type StateOf<R> = R extends Ruleset<infer S, infer _C, infer _E, infer _G> ? S : never;
export type CommandOf<R> = R extends Ruleset<infer _S, infer C, infer _E, infer _G> ? C : never;
export type EventOf<R> = R extends Ruleset<infer _S, infer _C, infer E, infer _G> ? E : never;
export type SetupOf<R> = R extends Ruleset<infer _S, infer _C, infer _E, infer G> ? G : never;
