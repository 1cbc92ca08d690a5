import type { BaseCommand, BaseEvent, PlayerId, Ruleset, Setup } from './ruleset.ts';
import { drawInt, seedRandom, type RandomState } from './random.ts';

/** Picks a command for `player` in `state`, or null when that player has nothing to do. */
export type Bot<State, Command> = (state: State, player: PlayerId) => Command | null;

/** Commands `player` may issue now: theirs, plus commands that belong to nobody in particular. */
export function commandsFor<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  player: PlayerId,
): Command[] {
  return ruleset.legalCommands(state).filter((command) => command.player === undefined || command.player === player);
}

/**
 * A bot that picks uniformly among the legal commands. It owns its own seeded generator (separate
 * from the game's), so the same seed plays the same game.
 */
export function randomBot<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  seed: number,
): Bot<State, Command> {
  let random: RandomState = seedRandom(seed);
  return (state, player) => {
    const choices = commandsFor(ruleset, state, player);
    if (choices.length === 0) return null;
    const pick = drawInt(random, 0, choices.length - 1);
    random = pick.random;
    return choices[pick.value] ?? null;
  };
}
