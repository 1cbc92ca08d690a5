/**
 * Setting up a duel (steamwork-arena/setup.placement): the bank beside the arena, two miniatures two
 * E-lengths (10 inches) apart on a line across the middle, health clips at the top, mode clips on C,
 * and the first round's ENERGIZE already done, so the game opens on the bid.
 */
import { RuleViolation, describeValue, seedRandom, type PlayerId, type Setup } from '../engine/index.ts';
import { ARENA_INCHES, BANK_TOKENS, HEALTH_STEPS, type PlayerState, type SteamworkState } from './model.ts';
import { ALPHA_CORE, validateTemplate, type Template } from './templates.ts';
import { LENGTHS_INCHES } from './values.ts';
import { bidPrompt, energizeGains } from './decide.ts';
import { evolve } from './evolve.ts';

export interface SteamworkSetup extends Setup {
  /** The two players, in seating order; default `['red', 'blue']`. */
  players?: readonly PlayerId[];
  /** Each player's template (notation or `Template` JSON); default the standard alpha core. */
  templates?: Readonly<Record<PlayerId, unknown>>;
}

const PLACEMENT_RULE = 'steamwork-arena/setup.placement';
export const DEFAULT_PLAYERS: readonly PlayerId[] = ['red', 'blue'];

export function initialState(setup: SteamworkSetup): SteamworkState {
  const random = seedRandom(setup.seed);
  const seats = [...(setup.players ?? DEFAULT_PLAYERS)];
  if (seats.length !== 2 || seats.some((seat) => typeof seat !== 'string' || seat === '') || seats[0] === seats[1]) {
    throw new RuleViolation(PLACEMENT_RULE, `A duel has two players with distinct names; got ${describeValue(setup.players)}.`, 'players');
  }
  const gap = 2 * LENGTHS_INCHES.E;
  const middle = ARENA_INCHES / 2;
  const players: Record<PlayerId, PlayerState> = {};
  seats.forEach((seat, index) => {
    const given = setup.templates?.[seat];
    const template: Template = given === undefined ? ALPHA_CORE : validateTemplate(given, { field: `templates.${seat}` });
    players[seat] = {
      template,
      reserve: 0,
      mode: 'C',
      health: HEALTH_STEPS,
      shutDown: [],
      position: { x: middle + (index === 0 ? -gap / 2 : gap / 2), y: middle },
      out: false,
    };
  });
  const start: SteamworkState = {
    seats,
    players,
    bank: BANK_TOKENS,
    round: 1,
    phase: 'bid',
    initiative: [],
    turn: 0,
    act: null,
    conflict: null,
    prompt: null,
    random,
    outcome: null,
  };
  const energized = evolve(start, { type: 'energized', rule: 'steamwork-arena/round.energize', gains: energizeGains(start) });
  return evolve(energized, bidPrompt(energized));
}
