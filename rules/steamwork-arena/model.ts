/**
 * The state of a Steamwork Arena game: plain JSON. Players (the seats) control steamworks: one each
 * in a free-for-all, two or three a side in team play. Each steamwork is a template on the arena with
 * its own miniature, clips and energy reserves.
 *
 * Energy is conserved: the bank, every reserve, the energy hidden in committed bids and hands, and the
 * hands of a conflict in progress always add up to `BANK_TOKENS`.
 */
import type { CommitRevealPrompt, ChoicePrompt, Hidden, Outcome, PlayerId, RandomState } from '../engine/index.ts';
import type { Template, Zone } from './templates.ts';
import type { WorkshopSpecial } from './workshop.ts';

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

/** A steamwork's id: the player's own id in a free-for-all, `<player>-<n>` in team play by default. */
export type SteamworkId = string;

export interface Point {
  x: number;
  y: number;
}

export interface Steamwork {
  /** The player who steers it, answers its prompts and sees its reserves. */
  controller: PlayerId;
  template: Template;
  /** Workshop specials bought for it (steamwork-arena/workshop.specials); usually none. */
  specials: WorkshopSpecial[];
  /** Energy reserves; `null` in the view of a player who does not control it (steamwork-arena/round.energy). */
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

/** Templates a player pencilled in secretly before the game (steamwork-arena/setup.secret). */
export type Customisation = Readonly<Record<SteamworkId, Template>>;

/** A committed secret: a bid, two hands, a picked hand, or a secret customisation. */
export type Secret = number | readonly [number, number] | Customisation;

export type Phase = 'customise' | 'bid' | 'shift' | 'act' | 'conflict' | 'reckoning' | 'over';

export interface Conflict {
  /** Steamwork ids. The hands and picks are keyed by their controllers, who answer the prompts. */
  attacker: SteamworkId;
  defender: SteamworkId;
  rangeEnergy: number;
  attackValue: number;
  defenseValue: number;
  /** Hidden hands once both have committed them, by controller. */
  hands: Record<PlayerId, StoredHands> | null;
  /** Which of the opponent's hands each controller picked, once both have picked. */
  picks: Record<PlayerId, 0 | 1> | null;
  /** Pending damage points the attacker has still to spend. */
  pdp: number;
}

export interface ActTurn {
  steamwork: SteamworkId;
  moved: boolean;
  attacked: boolean;
}

export interface SteamworkState {
  /** The players in seating order. */
  seats: PlayerId[];
  /** Every steamwork, in setup order. */
  steamworks: Record<SteamworkId, Steamwork>;
  bank: number;
  round: number;
  phase: Phase;
  /** Initiative order of the players for this round, first to last. */
  initiative: PlayerId[];
  /** Initiative order of the steamworks still in: each player's, in setup order, in their player's place. */
  order: SteamworkId[];
  /** Whose turn it is in SHIFT, ACT and RECKONING: an index into `order`. */
  turn: number;
  act: ActTurn | null;
  conflict: Conflict | null;
  prompt: ChoicePrompt | CommitRevealPrompt<Secret> | null;
  random: RandomState;
  outcome: Outcome | null;
}

export type SecretOrHidden = Secret | Hidden | null;

export function steamworkOf(state: SteamworkState, id: SteamworkId): Steamwork {
  const entry = state.steamworks[id];
  if (entry === undefined) throw new Error(`No steamwork ${id}.`);
  return entry;
}

export function reserveOf(state: SteamworkState, id: SteamworkId): number {
  const reserve = steamworkOf(state, id).reserve;
  if (reserve === null) throw new Error(`${id}'s reserve is hidden in this view.`);
  return reserve;
}

export function controllerOf(state: SteamworkState, id: SteamworkId): PlayerId {
  return steamworkOf(state, id).controller;
}

/** A player's steamworks, in setup order; with `stillIn`, only those not out. */
export function steamworksOf(state: SteamworkState, player: PlayerId, stillIn = false): SteamworkId[] {
  return Object.keys(state.steamworks).filter((id) => {
    const entry = steamworkOf(state, id);
    return entry.controller === player && !(stillIn && entry.out);
  });
}

/** Steamworks still in that another player controls: the ones `id` may attack. */
export function enemiesOf(state: SteamworkState, id: SteamworkId): SteamworkId[] {
  const controller = controllerOf(state, id);
  return Object.keys(state.steamworks).filter((other) => {
    const entry = steamworkOf(state, other);
    return entry.controller !== controller && !entry.out;
  });
}

/** The nearest enemy steamwork, or `null` if none is left. */
export function nearestEnemy(state: SteamworkState, id: SteamworkId): SteamworkId | null {
  const here = steamworkOf(state, id).position;
  let best: SteamworkId | null = null;
  let bestDistance = Infinity;
  for (const enemy of enemiesOf(state, id)) {
    const far = distance(here, steamworkOf(state, enemy).position);
    if (far < bestDistance) {
      best = enemy;
      bestDistance = far;
    }
  }
  return best;
}

/** Energy ending an act gains before the bank's limit (steamwork-arena/round.act): 1 for no move, 1 for no attack. */
export function unusedActionGains(act: ActTurn): number {
  return (act.moved ? 0 : 1) + (act.attacked ? 0 : 1);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Energy hidden right now: committed bids and hands, and the hands of the conflict in progress. */
export function hiddenEnergy(state: SteamworkState): number {
  let total = 0;
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal' && (prompt.id === 'bid' || prompt.id === 'hands')) {
    for (const secret of Object.values(prompt.commitments)) total += secretEnergy(secret);
  }
  for (const hands of Object.values(state.conflict?.hands ?? {})) total += (hands[0] ?? 0) + (hands[1] ?? 0);
  return total;
}

function secretEnergy(secret: SecretOrHidden): number {
  if (typeof secret === 'number') return secret;
  return isHands(secret) ? secret[0] + secret[1] : 0;
}

export function isHands(secret: SecretOrHidden): secret is readonly [number, number] {
  return Array.isArray(secret);
}
