/**
 * A bot that plays well in any game: Monte Carlo tree search (UCT) over the `Ruleset` contract.
 *
 * With hidden information it searches as the player it plays for sees the game (Cowling, Powley and
 * Whitehouse's single-observer information-set MCTS): each iteration deals what that player cannot
 * see at random (`ruleset.determinize`), walks the tree by the commands legal in that deal, plays
 * the rest of the game out, and credits every player's move with how the game ended for them. The
 * tree's nodes are sequences of commands, so one tree gathers what many deals have in common.
 */
import { commandsFor, randomBot, PlayoutInProgress, type Bot, type Playout } from './bots.ts';
import { applyCommand } from './fold.ts';
import { drawInt, seedRandom, type RandomState } from './random.ts';
import type { BaseCommand, BaseEvent, PlayerId, Ruleset, Setup } from './ruleset.ts';

export type BotLevel = 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** Iterations (playouts) per decision at each level. bench/ measures what they cost in each game. */
export const LEVEL_ITERATIONS: Readonly<Record<BotLevel, number>> = { easy: 30, medium: 150, hard: 600 };

export interface SearchBotOptions<State, Command> {
  /** How hard the bot thinks. Default `medium`. */
  level?: BotLevel;
  /** Playouts per decision; overrides the level's. */
  iterations?: number;
  /**
   * Plays each iteration's game out from where the tree stops. Default: uniformly random legal
   * commands. A game's heuristic bot makes playouts slower and (usually) the search stronger.
   */
  rollout?: Bot<State, Command>;
  /** Commands a playout may take before it is scored as unfinished (by `evaluate`, else an equal share each). Default 400. */
  rolloutLength?: number;
  /**
   * How good a position is for `player`: a chance of winning, 0 to 1. Scores a playout cut short at
   * `rolloutLength`, so a game's own judgement (health left, points afloat) can stand in for the
   * rest of a long game, and the budget buys many short playouts instead of a few whole ones.
   */
  evaluate?: (state: State, player: PlayerId) => number;
  /**
   * Visits a command needs before the tree grows below it (default 8); `Infinity` keeps the search
   * at the bot's own choices, every playout played by the playout bot from there.
   */
  expandAfter?: number;
  /**
   * How the other players answer inside the tree: `'search'` (default) weighs their commands as the
   * bot weighs its own; `'playout'` has them play what the playout bot would, seeing what they see —
   * the tree then branches on the bot's own choices only, against a model of its opponents.
   */
  replies?: 'search' | 'playout';
}

/** One step down the tree: a command and what followed it. */
interface Edge<Command> {
  command: Command;
  child: TreeNode<Command>;
  /** Who played the command: the score is theirs. */
  mover: PlayerId;
  visits: number;
  /** The sum of the mover's results (1 a win, a share of 1 on a shared win, 0 a loss). */
  score: number;
  /** The sum of their squares: how much the results vary. */
  squares: number;
  /** Iterations in which this command was legal here (with hidden information, not always). */
  available: number;
}

interface TreeNode<Command> {
  edges: Map<string, Edge<Command>>;
}

/**
 * How many of its own commands the bot weighs: about five playouts each, 2 to 12. A budget of a
 * few playouts cannot tell many apart, and one spread thin picks among them by luck.
 */
function rootChoicesFor(iterations: number): number {
  return Math.min(12, Math.max(2, Math.floor(iterations / 5)));
}

/**
 * The commands worth weighing when there are too many (a fighter phase's hundreds of flights, a
 * table's sample of placements): those the playout bot proposes (legal, as a bot's commands are,
 * even where the rules' list is only a sample), then a random few of the listed ones.
 */
function shortlist<Command>(legal: readonly Command[], size: number, propose: (draw: number) => Command | null, next: (to: number) => number): Command[] {
  const picked = new Map<string, Command>();
  for (let attempt = 0; attempt < size && picked.size < Math.ceil(size / 2); attempt++) {
    const proposal = propose(next(0x7fffffff));
    if (proposal !== null) picked.set(JSON.stringify(proposal), proposal);
  }
  while (picked.size < size) {
    const command = legal[next(legal.length - 1)] as Command;
    picked.set(JSON.stringify(command), command);
  }
  return [...picked.values()];
}

/**
 * `legal` with `proposal` in front. A bot's command is always legal, listed or not: where the rules
 * list a sample of a continuous choice (a place on a table), the playout bot's own may be off it.
 */
function proposalFirst<Command>(legal: readonly Command[], proposal: Command | null): readonly Command[] {
  if (proposal === null) return legal;
  const key = JSON.stringify(proposal);
  return [proposal, ...legal.filter((command) => JSON.stringify(command) !== key)];
}

/** Visits a command needs before the tree grows below it. */
const EXPAND_AFTER = 8;

/** How much the search explores: √2, UCB1's constant for results between 0 and 1. */
const EXPLORATION = Math.SQRT2;

/**
 * A decision taken a few playouts at a time, so that a page can draw and answer between them (a
 * widget's bot thinks in slices of a frame). The playouts are the same however they are sliced:
 * the choice depends only on the position, the player and the random source.
 */
export interface Deliberation<Command> {
  /**
   * Takes up to `steps` more steps of the search: a step is one command of a playout, or the walk
   * down the tree that starts a playout, or the credit that ends it. True once the whole budget of
   * playouts is spent (or there was nothing to weigh).
   */
  think(steps: number): boolean;
  /** The command chosen from the playouts so far: the bot's move once `think` has said it is done. */
  choice(): Command | null;
}

/** Starts a decision for `player`, who sees `seen`, drawing from `random`. */
export type Deliberator<State, Command> = (seen: State, player: PlayerId, random: RandomState) => Deliberation<Command>;

/** A decision with nothing to think about. */
export function settled<Command>(command: Command | null): Deliberation<Command> {
  return { think: () => true, choice: () => command };
}

/**
 * The search bot's decisions one slice at a time (see `searchBot`, which thinks each one through at
 * once). Throws at once, as `searchBot` does, for a ruleset that hides things but cannot `determinize`.
 */
export function searchDeliberator<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  options: SearchBotOptions<State, Command> = {},
): Deliberator<State, Command> {
  if (ruleset.view !== undefined && ruleset.determinize === undefined) {
    throw new Error(`searchBot: the ${ruleset.id} ruleset hides things from players (view), so it needs determinize to search.`);
  }
  const iterations = options.iterations ?? LEVEL_ITERATIONS[options.level ?? 'medium'];
  if (!Number.isSafeInteger(iterations) || iterations < 1) throw new Error(`searchBot: iterations must be a whole number, 1 or more; got ${String(iterations)}.`);
  const rollout = options.rollout ?? randomBot(ruleset);
  const rolloutLength = options.rolloutLength ?? 400;

  return (seen, player, random) => {
    const legal = commandsFor(ruleset, seen, player);
    if (legal.length <= 1) return settled(legal[0] ?? null);
    const root: TreeNode<Command> = { edges: new Map() };
    let draws = random;
    const next = (to: number): number => {
      const draw = drawInt(draws, 0, to);
      draws = draw.random;
      return draw.value;
    };
    const size = rootChoicesFor(iterations);
    const propose = (draw: number): Command | null => rollout(seen, player, seedRandom(draw));
    // The playout bot's own choice comes first: tried first, and kept on a tie, so a budget too small
    // to tell the commands apart plays as well as the playout bot, never worse.
    const choices = legal.length <= size ? proposalFirst(legal, propose(next(0x7fffffff))) : shortlist(legal, size, propose, next);
    const tools: IterationTools<State, Command> = { next, rollout, rolloutLength, evaluate: options.evaluate, expandAfter: options.expandAfter ?? EXPAND_AFTER, replies: options.replies ?? 'search' };
    let played = 0;
    // The playout under way, and the edges it will credit: a playout is played a command a step.
    let running: { path: readonly Edge<Command>[]; game: PlayoutInProgress<State, Command, Event, GameSetup> } | null = null;
    return {
      think(steps) {
        for (let done = 0; done < steps && played < iterations; done++) {
          if (running === null) {
            const dealt = ruleset.determinize === undefined ? seen : ruleset.determinize(seen, player, seedRandom(next(0x7fffffff)));
            const { path, state } = descend(ruleset, root, dealt, player, choices, tools);
            // Each player of the playout sees only their own view of the deal, as in a real game: a
            // playout bot that read the searching player's hidden hands would punish every hand alike.
            running = { path, game: new PlayoutInProgress(ruleset, state, rollout, { seed: next(0x7fffffff), maxCommands: rolloutLength }) };
          } else if (!running.game.stopped) {
            running.game.step();
          } else {
            credit(running.path, resultsOf(running.game.result, tools.evaluate));
            running = null;
            played += 1;
          }
        }
        return played >= iterations;
      },
      choice: () => mostVisited(root, choices) ?? choices[0] ?? null,
    };
  };
}

/**
 * A Monte Carlo tree search bot for `ruleset` (issue 23, pinned). Deterministic for a given random
 * source; always plays a command legal for what its player sees. Throws at once for a ruleset that
 * hides things but cannot `determinize`: searching a view with its secrets blanked out would not
 * play the game.
 */
export function searchBot<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  options: SearchBotOptions<State, Command> = {},
): Bot<State, Command> {
  const deliberate = searchDeliberator(ruleset, options);
  return (seen, player, random) => {
    const deliberation = deliberate(seen, player, random);
    deliberation.think(Number.POSITIVE_INFINITY);
    return deliberation.choice();
  };
}

interface IterationTools<State, Command> {
  /** A uniform draw in 0..to from the bot's own random source. */
  next: (to: number) => number;
  rollout: Bot<State, Command>;
  rolloutLength: number;
  evaluate: ((state: State, player: PlayerId) => number) | undefined;
  expandAfter: number;
  replies: 'search' | 'playout';
}

/** One iteration's walk down the tree from the deal `start`: the edges taken, and where the playout starts. */
function descend<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  root: TreeNode<Command>,
  start: State,
  player: PlayerId,
  rootChoices: readonly Command[],
  tools: IterationTools<State, Command>,
): { path: Edge<Command>[]; state: State } {
  let state = start;
  let node = root;
  const path: Edge<Command>[] = [];
  for (;;) {
    if (ruleset.outcome(state) !== null) break;
    // At the root the bot moves (others may be free to act at the same time); deeper, the first named.
    const mover = node === root ? player : ruleset.toAct(state)[0];
    if (mover === undefined) break;
    if (node !== root && mover !== player && tools.replies === 'playout') {
      // The others answer as the playout bot would, seeing only what they see: a reply is a step
      // down the tree, not a choice weighed.
      const reply = tools.rollout(ruleset.view ? ruleset.view(state, mover) : state, mover, seedRandom(tools.next(0x7fffffff)));
      if (reply === null) break;
      const key = JSON.stringify(reply);
      let edge = node.edges.get(key);
      if (edge === undefined) {
        edge = { command: reply, child: { edges: new Map() }, mover, visits: 0, score: 0, squares: 0, available: 0 };
        node.edges.set(key, edge);
      }
      path.push(edge);
      state = applyCommand(ruleset, state, reply);
      node = edge.child;
      continue;
    }
    // At the root the bot's own choices are what it sees; deeper, what each deal allows.
    const legal = node === root ? rootChoices : commandsFor(ruleset, state, mover);
    if (legal.length === 0) break;
    const keyed = legal.map((command) => [JSON.stringify(command), command] as const);
    for (const [key] of keyed) {
      const edge = node.edges.get(key);
      if (edge !== undefined) edge.available += 1;
    }
    const unexplored = keyed.filter(([key]) => !node.edges.has(key));
    if (unexplored.length > 0) {
      // At the root in the order given (the proposal first); deeper, any.
      const picked = node === root ? unexplored[0] : unexplored[tools.next(unexplored.length - 1)];
      if (picked === undefined) break;
      const [key, command] = picked;
      const edge: Edge<Command> = { command, child: { edges: new Map() }, mover, visits: 0, score: 0, squares: 0, available: 1 };
      node.edges.set(key, edge);
      path.push(edge);
      state = applyCommand(ruleset, state, command);
      break;
    }
    const edge = bestByUcb(keyed.map(([key]) => node.edges.get(key)).filter((candidate): candidate is Edge<Command> => candidate !== undefined));
    if (edge === undefined) break;
    path.push(edge);
    state = applyCommand(ruleset, state, edge.command);
    // A command tried only a few times is judged by playouts alone: growing the tree below it at
    // once would have the other players answer it with untried commands, one of each, as if at
    // random — and the search would learn to beat a random player, not a good one.
    if (edge.visits < tools.expandAfter) break;
    node = edge.child;
  }
  return { path, state };
}

/** Credits every edge of an iteration's path with how its playout ended for the edge's mover. */
function credit<Command>(path: readonly Edge<Command>[], results: (player: PlayerId) => number): void {
  for (const edge of path) {
    const result = results(edge.mover);
    edge.visits += 1;
    edge.score += result;
    edge.squares += result * result;
  }
}

/** UCB1 over the edges legal now, `available` standing in for the parent's visits (ISMCTS). */
function bestByUcb<Command>(edges: readonly Edge<Command>[]): Edge<Command> | undefined {
  let best: Edge<Command> | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const edge of edges) {
    const value = edge.visits === 0 ? Number.POSITIVE_INFINITY : edge.score / edge.visits + EXPLORATION * Math.sqrt(Math.log(edge.available) / edge.visits);
    if (value > bestValue) {
      best = edge;
      bestValue = value;
    }
  }
  return best;
}

/** How a playout ended for each player: 1 a win, 1/n of a win shared by n, 0 a loss. */
function resultsOf<State, Command>(played: Playout<State, Command>, evaluate: ((state: State, player: PlayerId) => number) | undefined): (player: PlayerId) => number {
  const { outcome } = played;
  if (outcome === null) {
    // Cut short: the game's judgement of where it stands, else no player is credited more than another.
    return evaluate === undefined ? () => 0.5 : (player) => evaluate(played.state, player);
  }
  const share = outcome.winners.length === 0 ? 0 : 1 / outcome.winners.length;
  return (player) => (outcome.winners.includes(player) ? share : 0);
}

/**
 * The root command played most often, among those the bot may play; but the first of `choices` (the
 * playout bot's own) unless the most played one did better by more than the noise of so many rivals:
 * √(2 ln (k − 1)) standard errors of the difference for k choices (at least one), about what the
 * best of k − 1 rivals no better than it reaches by luck alone. A few noisy playouts are no reason to overrule a
 * good bot, and the luckiest of a dozen rivals is no better than the rest.
 */
function mostVisited<Command>(root: TreeNode<Command>, choices: readonly Command[]): Command | undefined {
  const edgeOf = (command: Command): Edge<Command> | undefined => root.edges.get(JSON.stringify(command));
  let best: Command | undefined;
  let bestVisits = -1;
  for (const command of choices) {
    const visits = edgeOf(command)?.visits ?? 0;
    if (visits > bestVisits) {
      best = command;
      bestVisits = visits;
    }
  }
  const [first] = choices;
  const own = first === undefined ? undefined : edgeOf(first);
  const rival = best === undefined ? undefined : edgeOf(best);
  if (first === undefined || own === undefined || rival === undefined || own === rival || own.visits === 0) return best;
  if (own.visits < 2 || rival.visits < 2) return first;
  const meanOf = (edge: Edge<Command>): number => edge.score / edge.visits;
  // Each command's own spread of results: a playout scored by `evaluate` varies less than a win or a loss.
  const varianceOf = (edge: Edge<Command>): number => Math.max(0, edge.squares - edge.score * meanOf(edge)) / (edge.visits - 1);
  const standardError = Math.sqrt(varianceOf(own) / own.visits + varianceOf(rival) / rival.visits);
  const margin = Math.max(1, Math.sqrt(2 * Math.log(choices.length - 1)));
  return meanOf(rival) - meanOf(own) > margin * standardError ? best : first;
}
