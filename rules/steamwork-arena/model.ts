/**
 * The state of a Steamwork Arena game: plain JSON. Energy is conserved: the bank, every reserve, the
 * energy hidden in committed bids and hands, and the hands of a conflict in progress always add up to
 * `BANK_TOKENS`.
 */
import type { CommitRevealPrompt, ChoicePrompt, Hidden, Outcome, PlayerId, RandomState } from '../engine/index.ts';
import type { Template, Zone } from './templates.ts';

/**
 * Steps of the health meter above System Failure (steamwork-arena/damage.health). Interpretation: 3,
 * the only length that fits Conflict Example 1 (2 pdp from full health leaves Hardy "one step away
 * from System Failure") and Reckoning Example 1 (two shut-downs move him back to the top).
 */
export const HEALTH_STEPS = 3;
/** Tokens in the energy bank at the start (interpretation: the rulebook says "a bunch"). */
export const BANK_TOKENS = 100;
/** The arena is a square this many inches a side (interpretation: the rulebook's "2' x 2' is better"). */
export const ARENA_INCHES = 24;
/** Miniatures are points; they touch when at most this far apart (interpretation). */
export const TOUCH_INCHES = 1;

export interface Point {
  x: number;
  y: number;
}

export interface PlayerState {
  template: Template;
  /** Energy reserves; `null` in another player's view (steamwork-arena/round.energy). */
  reserve: number | null;
  mode: Zone;
  /** Steps above System Failure, `HEALTH_STEPS` at the top. */
  health: number;
  shutDown: Zone[];
  position: Point;
  out: boolean;
}

/** Two hands, left and right; a hand another player has not seen yet is `null` in their view. */
export type StoredHands = readonly [number | null, number | null];

export type Secret = number | readonly [number, number];

export type Phase = 'bid' | 'shift' | 'act' | 'conflict' | 'reckoning' | 'over';

export interface Conflict {
  attacker: PlayerId;
  defender: PlayerId;
  rangeEnergy: number;
  attackValue: number;
  defenseValue: number;
  /** Hidden hands once both have committed them. */
  hands: Record<PlayerId, StoredHands> | null;
  /** Which of the opponent's hands each side picked, once both have picked. */
  picks: Record<PlayerId, 0 | 1> | null;
  /** Pending damage points the attacker has still to spend. */
  pdp: number;
}

export interface ActTurn {
  player: PlayerId;
  moved: boolean;
  attacked: boolean;
}

export interface SteamworkState {
  /** Seating order; the duel has two. */
  seats: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  bank: number;
  round: number;
  phase: Phase;
  /** Initiative order for this round, first to last. */
  initiative: PlayerId[];
  /** Whose turn it is in SHIFT, ACT and RECKONING: an index into `initiative`. */
  turn: number;
  act: ActTurn | null;
  conflict: Conflict | null;
  prompt: ChoicePrompt | CommitRevealPrompt<Secret> | null;
  random: RandomState;
  outcome: Outcome | null;
}

export type SecretOrHidden = Secret | Hidden | null;

export function reserveOf(state: SteamworkState, player: PlayerId): number {
  const reserve = playerOf(state, player).reserve;
  if (reserve === null) throw new Error(`${player}'s reserve is hidden in this view.`);
  return reserve;
}

export function playerOf(state: SteamworkState, player: PlayerId): PlayerState {
  const entry = state.players[player];
  if (entry === undefined) throw new Error(`No player ${player}.`);
  return entry;
}

export function opponentOf(state: SteamworkState, player: PlayerId): PlayerId {
  return state.seats.find((seat) => seat !== player && !playerOf(state, seat).out) ?? player;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Energy hidden right now: committed bids and hands, and the hands of the conflict in progress. */
export function hiddenEnergy(state: SteamworkState): number {
  let total = 0;
  if (state.prompt?.kind === 'commit-reveal' && state.prompt.id !== 'picks') {
    for (const secret of Object.values(state.prompt.commitments)) total += secretTotal(secret);
  }
  for (const hands of Object.values(state.conflict?.hands ?? {})) total += (hands[0] ?? 0) + (hands[1] ?? 0);
  return total;
}

function secretTotal(secret: SecretOrHidden): number {
  if (typeof secret === 'number') return secret;
  if (typeof secret === 'object' && secret !== null) return secret[0] + secret[1];
  return 0;
}
