/**
 * The game's numbers: the ones the rulebook states (season gold, starting gold, treasure VP, turns
 * a round, flagship moves) and SAMPLE DATA of ours where the board that prints them is lost
 * (the revenue tracks and the action dice's faces).
 */
import type { Good } from './sky-map.ts';

export const GOOD_NAMES: Readonly<Record<Good, string>> = { coal: 'Coal', rum: 'Rum', firearms: 'Firearms', automatons: 'Automatons' };

/** Gold a Profit action (and cutting losses, a fine, a side-mission cube) is worth in seasons 1, 2 and 3. */
export const SEASON_GOLD: readonly number[] = [2, 3, 4];

export const SEASONS = 3;

/** Turns in a round's action phase: one per action die. */
export const ACTION_DICE = 7;

/** Starting Gold by place in turn order: with 4 pirates, and with 2 or 3. */
export function startingGold(players: number): readonly number[] {
  return players === 4 ? [9, 9, 10, 11] : [9, 10, 11].slice(0, players);
}

/** Victory points for 0, 1, 2, 3 or 4 pieces of Old Cap's map. */
export const TREASURE_VP: readonly number[] = [0, 1, 3, 5, 10];

/** Islands each flagship advances at a refresh that does not end a season: by number of players. */
export function refreshAdvance(players: number): Readonly<Record<'dreadnought' | 'fortress', number>> {
  return players === 2 ? { dreadnought: 3, fortress: 2 } : { dreadnought: 2, fortress: 1 };
}

/** A pirate's pieces (the rulebook's setup, step 4). */
export const SUPPLY = { cubes: 10, anchors: 10, houses: 8, pirateTokens: 6 } as const;

/** Yellow Syndicate cubes in the Notorious bag at the start, beside one cube of each pirate. */
export const SYNDICATE_CUBES = 4;

/** The symbols on an action die's faces. */
export type ActionSymbol = 'official' | 'establish' | 'profit' | 'wild';

export const ACTION_SYMBOLS: readonly ActionSymbol[] = ['official', 'establish', 'profit', 'wild'];

/** SAMPLE: the six faces of every action die (the rulebook names the symbols, not how many of each). */
export const SAMPLE_ACTION_DIE: readonly ActionSymbol[] = ['official', 'official', 'establish', 'profit', 'profit', 'wild'];

/**
 * SAMPLE: a good's revenue track, the Gold each Trade House of it earns by how many islands of that
 * good the pirate is connected to (index 0: one island). Past its end a track stays at its last value.
 * Kept from the rulebook: 5 connected Coal islands pay 3 Gold a house (Brian's example).
 */
export const SAMPLE_REVENUE: Readonly<Record<Good, readonly number[]>> = {
  coal: [1, 1, 2, 2, 3],
  rum: [1, 1, 2, 2, 3, 3],
  firearms: [1, 1, 2, 2, 3],
  automatons: [1, 1, 2, 2, 3, 3],
};

/*
 * The ranges of the numbers a setup, a designer's data or a widget's attribute gives, each with where
 * it comes from, said in the refusal (issue 22, point 10; the rule map records each). Where the
 * rulebook gives no most, the ceiling is ours and the note says so.
 */

/** Why a number stops where the rulebook gives no most (the rule map says so for each). */
export const OUR_CEILING = 'our ceiling';

/** A pirate's Gold or VP in a staged position or a lab. */
export const GOLD_RANGE = { min: 0, max: 999, note: OUR_CEILING } as const;

/** A season in a staged position or a lab. */
export const SEASON_RANGE = { min: 1, max: SEASONS, note: 'a game lasts three' } as const;

/** A count of pirates (a widget's `players`, the bag lab's `pirates`). */
export const PLAYERS_RANGE = { min: 2, max: 4, note: 'as the rulebook sets up' } as const;

/** The most of a pirate's cubes in their supply or in the bag: 10, less the one on the VP track. */
export const MOST_PIRATE_CUBES = SUPPLY.cubes - 1;
export const CUBES_NOTE = 'one of 10 is on the VP track';

/**
 * A number of the printed data whose board or cards the rulebook text lost (bribe prices and VP,
 * revenue, goal VP; a Trade House's cost from 1): it prints only a few of them, all under 10.
 */
export const DATA_RANGE = { min: 0, max: 99, note: OUR_CEILING } as const;
