/**
 * The laws every ruleset obeys, as one property suite a game calls in one line:
 *
 *   checkRulesetLaws({ ruleset, setups: fc.record({ seed: fc.integer() }), players: (state) => [...] });
 *
 * It plays random games (the engine's random bot, as each player sees the game) from setups drawn
 * from `setups`, then checks, each under its own test: every legal command is accepted; `decide`
 * is deterministic; a refused command changes nothing; undo gives back the state before; replaying
 * the log gives the state; the state is plain JSON; `toAct`, `legalCommands` and `outcome` agree;
 * what a player may do by their own view, the rules accept; `legalCommands` on any player's view
 * never throws; nonsense (unknown or missing types, fields missing, of the wrong kind or naming
 * nothing) is refused with a RuleViolation and never changes the state; views never leak a secret (when the game supplies `secretTwin`); a deal
 * (`determinize`) keeps what its player sees; one drawn command (`randomCommand`, where the game
 * has it) is listed and accepted, and every listed one can be drawn (see SMALL_LIST); random games end
 * (for whole games). A failure names the setup and the bot seed, so it replays exactly.
 *
 * Test-only: it registers node:test suites.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { createEngine } from '../engine.ts';
import { decideAndCheck, replay, tryDecide } from '../fold.ts';
import { botRandom, commandsFor, playerAsked, randomBot } from '../bots.ts';
import { seedRandom } from '../random.ts';
import { RuleViolation } from '../rule-violation.ts';
import type { BaseCommand, BaseEvent, PlayerId, Ruleset, Setup } from '../ruleset.ts';
import { propertyRuns } from './property-runs.ts';

export interface RulesetLaws<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup> {
  ruleset: Ruleset<State, Command, Event, GameSetup>;
  /** A name for the suite when a game has several rulesets (default: the ruleset's id). */
  name?: string;
  /** Setups to play from. */
  setups: fc.Arbitrary<GameSetup>;
  /** Every player of a game (seated or not to act): whose views are checked. */
  players: (state: State) => readonly PlayerId[];
  /** Random games to play (scaled by PROPERTY_RUNS_SCALE). Default 20. */
  games?: number;
  /** Commands a random game may take. A whole game must end within it; a sub-mechanic is cut there. Default 2,000. */
  maxCommands?: number;
  /** Whether a random game always ends (a whole game); a sub-mechanic that never ends says false. */
  ends: boolean;
  /**
   * A state that differs from `state` only in something `viewer` may not see (another player's
   * hidden bid, hand, reserve), or null when nothing is hidden from them now. With it, the suite
   * checks that `viewer`'s view of both is the same.
   */
  secretTwin?: (state: State, viewer: PlayerId) => State | null;
  /** Commands that look plausible but some rule refuses now (default: a few generic ones). */
  refusable?: (state: State) => readonly Command[];
  /** How many states of each game the expensive per-state laws look at (evenly spread). Default 60. */
  statesPerGame?: number;
}

interface PlayedGame<State, Command, GameSetup> {
  setup: GameSetup;
  seed: number;
  /** `states[i]` is the state before `commands[i]`; the last one is where the game stopped. */
  states: State[];
  commands: Command[];
  ended: boolean;
}

/** Registers the shared laws for one ruleset. */
export function checkRulesetLaws<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  laws: RulesetLaws<State, Command, Event, GameSetup>,
): void {
  const { ruleset, players } = laws;
  const maxCommands = laws.maxCommands ?? 2000;
  const statesPerGame = laws.statesPerGame ?? 60;
  let recorded: PlayedGame<State, Command, GameSetup>[] | undefined;
  const games = (): PlayedGame<State, Command, GameSetup>[] => (recorded ??= playGames(laws, maxCommands));
  /** Each game with the states the expensive laws look at. */
  const sampled = (): { game: PlayedGame<State, Command, GameSetup>; state: State; at: number }[] =>
    games().flatMap((game) => spread(game.states.length, statesPerGame).map((at) => ({ game, state: game.states[at] as State, at })));
  const where = (game: PlayedGame<State, Command, GameSetup>, at: number): string =>
    `setup ${JSON.stringify(game.setup)}, bot seed ${String(game.seed)}, after ${String(at)} commands`;

  describe(`${laws.name ?? ruleset.id}: the engine's laws`, () => {
    it('accepts every legal command, and decides each the same way twice', () => {
      for (const { game, state, at } of sampled()) {
        for (const command of ruleset.legalCommands(state)) {
          const first = tryDecide(ruleset, state, command);
          assert.ok(first.ok, `${JSON.stringify(command)} is listed but refused (${first.ok ? '' : first.violation.message}); ${where(game, at)}`);
          assert.deepStrictEqual(decideAndCheck(ruleset, state, command), first.events, `decide is not deterministic; ${where(game, at)}`);
        }
      }
    });

    it('leaves everything as it was when it refuses a command, and undo gives back the state before', () => {
      for (const game of games()) {
        const engine = createEngine(ruleset, game.setup);
        const checked = new Set(spread(game.commands.length, statesPerGame));
        game.commands.forEach((command, at) => {
          if (!checked.has(at)) {
            engine.dispatch(command);
            return;
          }
          const before = engine.state;
          const turns = engine.turnCount;
          for (const bad of [...genericRefusals(ruleset, before), ...(laws.refusable?.(before) ?? [])]) {
            const result = engine.dispatch(bad);
            assert.ok(!result.ok, `${JSON.stringify(bad)} was accepted; ${where(game, at)}`);
            assert.ok(result.violation instanceof RuleViolation);
            assert.equal(engine.state, before, `a refusal changed the state; ${where(game, at)}`);
            assert.equal(engine.turnCount, turns);
          }
          assert.ok(engine.dispatch(command).ok);
          const after = engine.state;
          assert.ok(engine.undo());
          assert.deepStrictEqual(engine.state, before, `undo did not give back the state before; ${where(game, at)}`);
          assert.ok(engine.dispatch(command).ok);
          assert.deepStrictEqual(engine.state, after);
        });
      }
    });

    it('refuses nonsense with a RuleViolation and changes nothing: unknown or missing types, and fields missing, of the wrong kind or naming nothing', () => {
      let tried = 0;
      // A handful of states a game: each asks for hundreds of decisions, and the shapes of nonsense repeat.
      const states = games().flatMap((game) => spread(game.states.length, NONSENSE_STATES_PER_GAME).map((at) => ({ game, state: game.states[at] as State, at })));
      for (const { game, state, at } of states) {
        const before = JSON.stringify(state);
        for (const command of nonsenseCommands(ruleset, state, game.seed + at)) {
          tried++;
          const shown = describeCommand(command);
          let events: unknown;
          try {
            events = ruleset.decide(state, command);
          } catch (error) {
            assert.ok(error instanceof RuleViolation, `${shown} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}, not a RuleViolation; ${where(game, at)}`);
            continue;
          }
          assert.ok(Array.isArray(events), `${shown} returned ${String(events)}, not a list of events; ${where(game, at)}`);
        }
        assert.equal(JSON.stringify(state), before, `deciding nonsense changed the state it was given; ${where(game, at)}`);
      }
      assert.ok(tried > 0);
    });

    it('rebuilds the state by replaying the log, and keeps states as plain JSON', () => {
      for (const game of games()) {
        const engine = createEngine(ruleset, game.setup);
        for (const command of game.commands) engine.dispatch(command);
        const final = game.states.at(-1) as State;
        assert.deepStrictEqual(engine.state, final);
        assert.deepStrictEqual(replay(ruleset, game.setup, engine.log), final, `replay differs; ${where(game, game.commands.length)}`);
      }
      for (const { game, state, at } of sampled()) {
        assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, `the state is not plain JSON; ${where(game, at)}`);
      }
    });

    it('agrees on who acts: someone while the game goes on, nobody and nothing once it is over', () => {
      for (const { game, state, at } of sampled()) {
        const over = ruleset.outcome(state) !== null;
        const toAct = ruleset.toAct(state);
        if (over) {
          assert.deepEqual(toAct, [], `toAct names players after the game is over; ${where(game, at)}`);
          assert.deepEqual(ruleset.legalCommands(state), [], `legal commands after the game is over; ${where(game, at)}`);
        } else {
          assert.ok(toAct.length > 0, `nobody is to act, yet the game goes on; ${where(game, at)}`);
          for (const player of toAct) assert.ok(players(state).includes(player), `toAct names ${player}, who is not a player`);
        }
      }
    });

    it("lists one player's commands alone (legalCommandsFor) exactly as the whole list filtered to them", (context) => {
      const legalCommandsFor = ruleset.legalCommandsFor?.bind(ruleset);
      if (legalCommandsFor === undefined) {
        context.skip('the ruleset lists every player together');
        return;
      }
      for (const { game, state, at } of sampled()) {
        for (const player of players(state)) {
          const filtered = ruleset.legalCommands(state).filter((command) => command.player === undefined || command.player === player);
          assert.deepStrictEqual(legalCommandsFor(state, player), filtered, `legalCommandsFor(${player}) differs from legalCommands filtered; ${where(game, at)}`);
        }
      }
    });

    it("lists, on any player's view, only what that player may do, and never throws", () => {
      for (const { game, state, at } of sampled()) {
        const toAct = ruleset.toAct(state);
        for (const player of players(state)) {
          const seen = ruleset.view ? ruleset.view(state, player) : state;
          let listed: Command[] = [];
          assert.doesNotThrow(() => (listed = ruleset.legalCommands(seen)), `legalCommands throws on ${player}'s view; ${where(game, at)}`);
          const own = listed.filter((command) => command.player === player || (command.player === undefined && toAct[0] === player));
          for (const command of own) {
            const result = tryDecide(ruleset, state, command);
            assert.ok(result.ok, `${player} sees ${JSON.stringify(command)} as legal, but the rules refuse it (${result.ok ? '' : result.violation.message}); ${where(game, at)}`);
          }
        }
      }
    });

    if (laws.secretTwin !== undefined && ruleset.view !== undefined) {
      const secretTwin = laws.secretTwin;
      const view = ruleset.view.bind(ruleset);
      it("never shows a player another's secret", () => {
        let compared = 0;
        for (const { game, state, at } of sampled()) {
          for (const viewer of players(state)) {
            const twin = secretTwin(state, viewer);
            if (twin === null) continue;
            compared++;
            assert.deepStrictEqual(view(twin, viewer), view(state, viewer), `${viewer}'s view shows a secret; ${where(game, at)}`);
          }
        }
        assert.ok(compared > 0, 'no state with a secret was found to compare: the check would prove nothing');
      });
    }

    if (ruleset.determinize !== undefined) {
      const determinize = ruleset.determinize.bind(ruleset);
      // Without a view a player sees the whole state but the dice to come: only the play-on half applies.
      const view = ruleset.view?.bind(ruleset);
      it('deals what a player cannot see (determinize) keeping all they can: their view of the deal is their view again, and the game plays on from it', () => {
        let dealtSomething = 0;
        for (const { game, state, at } of sampled()) {
          for (const player of players(state)) {
            const seen = view === undefined ? state : view(state, player);
            for (const dealSeed of [1, 2]) {
              const dealt = determinize(seen, player, seedRandom(dealSeed));
              if (view !== undefined) assert.deepStrictEqual(view(dealt, player), seen, `${player}'s view of a deal is not what they saw; ${where(game, at)}`);
              if (!isDeepStrictEqual(dealt, seen)) dealtSomething++;
              // A deal is a whole state: whoever is to act may play every command it lists.
              const mover = ruleset.toAct(dealt)[0];
              if (mover === undefined) continue;
              for (const command of commandsFor(ruleset, dealt, mover).slice(0, 8)) {
                const result = tryDecide(ruleset, dealt, command);
                assert.ok(result.ok, `a deal for ${player} lists ${JSON.stringify(command)} for ${mover}, but the rules refuse it; ${where(game, at)}`);
              }
            }
          }
        }
        assert.ok(dealtSomething > 0, 'no deal differed from what its player saw: the check would prove nothing');
      });
    }

    if (ruleset.randomCommand !== undefined) {
      it(`draws one command (randomCommand) from what the player's view lists, accepted by the rules, and can draw every one listed`, () => {
        let lists = 0;
        for (const { game, state, at } of sampled()) {
          for (const player of players(state)) {
            if (checkRandomCommand(ruleset, state, player, game.seed + at, where(game, at)) > 1) lists++;
          }
        }
        assert.ok(lists > 0, 'no player had two or more commands to draw from: the check would prove nothing');
      });
    }

    if (laws.ends) {
      it(`ends every random game within ${String(maxCommands)} commands`, () => {
        for (const game of games()) assert.ok(game.ended, `no outcome after ${String(maxCommands)} commands; setup ${JSON.stringify(game.setup)}, bot seed ${String(game.seed)}`);
      });
    }
  });
}

/**
 * How hard the randomCommand law looks. A list of up to SMALL_LIST commands is drawn from
 * DRAWS_SMALL times its length, and every command must come out: drawn uniformly, a given one is
 * missed with chance (1 − 1/n)^(20n) < e^−20. A longer list (Star Eater's fighter turn lists
 * hundreds) is drawn from DRAWS_LARGE times its length, and at least LARGE_COVERAGE of it must come
 * out: drawn uniformly, 1 − e^−4 ≈ 98 % would. A draw that favours some commands (by structure,
 * a unit then one of its moves) covers less and fails, unless it still reaches nearly every one.
 */
const SMALL_LIST = 64;
const DRAWS_SMALL = 20;
const DRAWS_LARGE = 4;
const LARGE_COVERAGE = 0.9;

/**
 * The randomCommand law at one state for one player (throws an assertion error naming `where` when
 * it fails): drawing from the player's view with random states derived from `seed`, every draw is a
 * command listed for them there (`commandsFor` on the view), or null exactly when nothing is; the
 * rules accept each on the true state; the same random gives the same command; and the draws cover
 * the list (every command of a list up to SMALL_LIST long, LARGE_COVERAGE of a longer one).
 * Returns how many commands were listed.
 */
export function checkRandomCommand<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  player: PlayerId,
  seed: number,
  where: string,
): number {
  const randomCommand = ruleset.randomCommand?.bind(ruleset);
  assert.ok(randomCommand !== undefined, `${ruleset.id} has no randomCommand`);
  const seen = ruleset.view ? ruleset.view(state, player) : state;
  const listed = new Set(commandsFor(ruleset, seen, player).map(canonicalJson));
  const draws = listed.size === 0 ? 3 : listed.size <= SMALL_LIST ? DRAWS_SMALL * listed.size : DRAWS_LARGE * listed.size;
  const drawn = new Set<string>();
  for (let draw = 0; draw < draws; draw++) {
    const random = botRandom(seed, draw);
    const command: Command | null = randomCommand(seen, player, random);
    if (draw === 0) assert.deepStrictEqual(randomCommand(seen, player, random), command, `randomCommand is not deterministic; ${where}`);
    if (listed.size === 0) {
      assert.equal(command, null, `randomCommand gives ${JSON.stringify(command)} to ${player}, who has nothing listed; ${where}`);
      continue;
    }
    assert.ok(command !== null, `randomCommand gives ${player} nothing, yet ${String(listed.size)} commands are listed; ${where}`);
    const key = canonicalJson(command);
    assert.ok(listed.has(key), `randomCommand gives ${player} ${key}, which is not listed; ${where}`);
    if (drawn.has(key)) continue;
    drawn.add(key);
    const result = tryDecide(ruleset, state, command);
    assert.ok(result.ok, `randomCommand gives ${player} ${key}, but the rules refuse it (${result.ok ? '' : result.violation.message}); ${where}`);
  }
  if (listed.size > 1 && listed.size <= SMALL_LIST) {
    const missing = [...listed].filter((key) => !drawn.has(key));
    assert.deepEqual(missing, [], `${String(draws)} draws of randomCommand for ${player} never gave these listed commands; ${where}`);
  } else if (listed.size > SMALL_LIST) {
    assert.ok(drawn.size >= LARGE_COVERAGE * listed.size, `${String(draws)} draws of randomCommand for ${player} gave ${String(drawn.size)} of the ${String(listed.size)} listed commands; ${where}`);
  }
  return listed.size;
}

/** JSON with every object's keys sorted: a command built with its fields in another order is the same command. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field) ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : field,
  );
}

/** Random games, each bot seeing only its own player's view; the states along the way kept. */
function playGames<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  laws: RulesetLaws<State, Command, Event, GameSetup>,
  maxCommands: number,
): PlayedGame<State, Command, GameSetup>[] {
  const { ruleset } = laws;
  const bot = randomBot(ruleset);
  const draws = fc.sample(fc.tuple(laws.setups, fc.integer({ min: 0, max: 2 ** 30 })), { numRuns: propertyRuns(laws.games ?? 20), seed: 20261123 });
  return draws.map(([setup, seed]) => {
    let state = ruleset.initialState(setup);
    const states = [state];
    const commands: Command[] = [];
    while (commands.length < maxCommands && ruleset.outcome(state) === null) {
      const player = playerAsked(ruleset, state, commands.length);
      if (player === undefined) break;
      const command = bot(ruleset.view ? ruleset.view(state, player) : state, player, botRandom(seed, commands.length));
      if (command === null) break;
      for (const event of decideAndCheck(ruleset, state, command)) state = ruleset.evolve(state, event);
      commands.push(command);
      states.push(state);
    }
    return { setup, seed, states, commands, ended: ruleset.outcome(state) !== null };
  });
}

/** Commands no rules accept: not a command at all, a type the game lacks, a player who does not exist. */
function genericRefusals<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
): Command[] {
  const nobody = 'nobody-at-this-table';
  const borrowed = ruleset.legalCommands(state).find((command) => command.player !== undefined);
  return [
    null as unknown as Command,
    { type: 'no-such-command' } as Command,
    ...(borrowed === undefined ? [] : [{ ...borrowed, player: nobody }]),
  ];
}

/** Values no field of any command should take as they are: wrong kinds, impossible numbers, ids of nothing. */
const NONSENSE_VALUES: readonly unknown[] = [undefined, null, 'nonsense-at-this-table', -1, 1.5, Number.NaN, 1e9, true, [null], { x: 'y' }];

/** How many states of each random game the nonsense law tries (evenly spread, the first and last among them). */
const NONSENSE_STATES_PER_GAME = 5;

/**
 * Commands built to be refused or, at worst, accepted as something legal: an unknown type and no
 * type from the player to act, and each legal command (a few, chosen by `seed`) with each field
 * in turn removed or set to a nonsense value, and random JSON put in its place.
 */
function nonsenseCommands<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  seed: number,
): Command[] {
  const legal = ruleset.legalCommands(state);
  const player = ruleset.toAct(state)[0];
  const commands: unknown[] = [{ type: 'no-such-command', player }, { player }, { type: 7, player }, { type: null, player }, 'end-turn', 42, []];
  const picked = fc.sample(fc.constantFrom(...(legal.length > 0 ? legal : [{ type: 'no-such-command' } as Command])), { numRuns: 2, seed });
  const json = fc.sample(fc.jsonValue({ maxDepth: 2 }), { numRuns: 2, seed });
  for (const command of picked) {
    const record = command as Record<string, unknown>;
    for (const field of Object.keys(record).filter((key) => key !== 'type')) {
      for (const value of [...NONSENSE_VALUES, ...json]) {
        commands.push(value === undefined ? Object.fromEntries(Object.entries(record).filter(([key]) => key !== field)) : { ...record, [field]: value });
      }
    }
    commands.push({ type: record.type, player });
  }
  return commands as Command[];
}

/** A command as a failure names it: JSON, with what JSON cannot carry (NaN, Infinity) spelt out. */
function describeCommand(command: unknown): string {
  return JSON.stringify(command, (_, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value));
}

/** Up to `count` indices of `0..length-1`, evenly spread, always with the first and the last. */
function spread(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (count - 1);
  return [...new Set(Array.from({ length: count }, (_, index) => Math.round(index * step)))];
}
