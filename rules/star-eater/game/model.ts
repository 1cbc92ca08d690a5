/**
 * The state of a Star Eater game, its commands and its events: plain JSON. Players are named by
 * their faction's id ('lamais', 'fpa'). The only secrets are the orders (engine setting and two
 * commitment cards) between their commitment and the reveal, and the random state.
 */
import type { ChoicePrompt, CommitRevealPrompt, Hidden, Outcome, PlayerId, RandomState } from '../../engine/index.ts';
import type { Board, Hull, Pose } from '../board.ts';
import type { Faction } from '../factions.ts';
import type { Dir, Hex } from '../hex.ts';
import type { LoadoutEvent, LoadoutCommand, LoadoutState } from '../loadout.ts';
import type { MomentumMat, ThrustEffect, ThrustSetting } from '../momentum.ts';
import type { SectionHit, ShipMove } from '../movement.ts';

/** The eight commitment cards every player holds (6.1, 6.3). */
export const COMMITMENT_CARDS = ['fire-main', 'port-broadside', 'starboard-broadside', 'launch', 'defence-stations', 'vent-coolant', 'maintenance', 'special'] as const;
export type CommitmentCard = (typeof COMMITMENT_CARDS)[number];

/** One player's secret order for the round: an engine setting and exactly two cards. */
export interface Order {
  engine: ThrustSetting;
  cards: [CommitmentCard, CommitmentCard];
}

export interface ShipState {
  pose: Pose;
  mat: MomentumMat;
  armour: Record<string, number>;
  structure: number;
  /** Cooldown tokens per component card id. */
  cooldowns: Record<string, number>;
  /** Power tokens left on the special ability. */
  power: number;
  /** Projectile or torpedo tokens of each weapon card that are out on the board. */
  tokensOut: Record<string, number>;
}

export interface SquadronState {
  id: string;
  owner: PlayerId;
  /** Where it is: on board its ship, flying (with a pose), or destroyed (in the graveyard). */
  where: 'aboard' | 'flying' | 'destroyed';
  pose: Pose | null;
  munitions: number;
}

/** A projectile or torpedo on the board. */
export interface WeaponToken {
  id: string;
  owner: PlayerId;
  /** The weapon card (or squadron card) it came from: its stats, and whose supply it returns to. */
  source: string;
  kind: 'projectile' | 'torpedo';
  at: Hex;
  facing: Dir;
  speed: number;
  damage: number;
}

/** A weapon fired this round, waiting for the weapons phase. */
export interface FiredWeapon {
  player: PlayerId;
  card: string;
  mount: 'main' | 'port' | 'starboard';
}

/** Where the round is. */
export type Phase = 'loadout' | 'commit' | 'action' | 'fighter' | 'weapons' | 'over';

export interface StarEaterState {
  board: Board;
  hull: Hull;
  factions: Faction[];
  players: PlayerId[];
  random: RandomState;
  loadout: LoadoutState;
  phase: Phase;
  round: number;
  /** Who holds the initiative token. */
  initiative: PlayerId;
  ships: Record<PlayerId, ShipState>;
  squadrons: SquadronState[];
  tokens: WeaponToken[];
  /** Token ids handed out so far (ids stay unique over the game). */
  tokenCount: number;
  /** The orders revealed this round, in force until cleanup. */
  orders: Record<PlayerId, Order> | null;
  /** Immediate cards still to resolve this round, in order (action phase). */
  pendingActions: { player: PlayerId; card: CommitmentCard }[];
  /** Fighter phase: who passed, which squadrons have been activated, launches still allowed. */
  fighters: { toAct: PlayerId; passed: PlayerId[]; activated: string[]; launches: Record<PlayerId, number> } | null;
  /** Weapons fired this round, in the order the weapons phase takes them. */
  fired: FiredWeapon[];
  /** Components used this round: they take their cooldown at cleanup. */
  used: Record<PlayerId, string[]>;
  prompt: ChoicePrompt | CommitRevealPrompt<Order> | null;
  /** After this many rounds the game ends on points (a variant, off when null). */
  roundLimit: number | null;
  outcome: Outcome | null;
}

/** A squadron's fly command: optionally launched first, moved along a path, then an action and/or a recall. */
export interface FlyCommand {
  type: 'fly';
  player: PlayerId;
  squadron: string;
  /** Launching: where it is put down (counts as one move). */
  launch?: Hex;
  path: Hex[];
  /** Its action: a hex to shoot at (direct fire), or 'fire' for a weapon that aims itself (its token, or a laser). */
  act?: Hex | 'fire';
  /** Land on board at the end (free, instead of acting). */
  recall?: boolean;
}

export type StarEaterCommand =
  | LoadoutCommand
  | { type: 'commit'; player: PlayerId; engine: ThrustSetting; cards: CommitmentCard[] }
  | { type: 'vent'; player: PlayerId; card: string }
  | { type: 'maintain'; player: PlayerId; munitions?: Record<string, number>; repair?: string }
  | { type: 'defend'; player: PlayerId; target: Hex | null }
  | { type: 'special'; player: PlayerId; section?: string; token?: number }
  | FlyCommand
  | { type: 'pass'; player: PlayerId }
  | { type: 'aim'; player: PlayerId; target: Hex };

/** A d12 roll against one target. */
export interface DirectFireRoll {
  target: string;
  evasion: number;
  accuracy: number;
  roll: number;
  hit: boolean;
}

export type StarEaterEvent =
  | LoadoutEvent
  | { type: 'initiative-tossed'; rule: string; winner: PlayerId; random: RandomState }
  | { type: 'battle-began'; rule: string }
  | { type: 'order-committed'; rule: string; player: PlayerId; order: Order | Hidden }
  | { type: 'orders-revealed'; rule: string; orders: Record<PlayerId, Order> }
  | { type: 'thrust-applied'; rule: string; player: PlayerId; setting: ThrustSetting; effects: ThrustEffect[]; mat: MomentumMat }
  | { type: 'ship-moved'; rule: string; step: number; move: ShipMove }
  | { type: 'momentum-lost'; rule: string; player: PlayerId; mat: MomentumMat }
  | { type: 'section-hit'; rule: string; hit: SectionHit; armour: Record<string, number>; structure: number }
  | { type: 'token-destroyed'; rule: string; token: string; by: string }
  | { type: 'squadron-destroyed'; rule: string; squadron: string; by: string }
  | { type: 'card-ignored'; rule: string; player: PlayerId; card: CommitmentCard; reason: string }
  | { type: 'card-played'; rule: string; player: PlayerId; card: CommitmentCard }
  | { type: 'component-used'; rule: string; player: PlayerId; card: string }
  | { type: 'action-resolved'; rule: string; player: PlayerId; card: CommitmentCard }
  | { type: 'coolant-vented'; rule: string; player: PlayerId; card: string; cooldowns: Record<string, number> }
  | { type: 'squadrons-resupplied'; rule: string; player: PlayerId; munitions: Record<string, number> }
  | { type: 'squadron-repaired'; rule: string; player: PlayerId; squadron: string }
  | { type: 'power-spent'; rule: string; player: PlayerId; power: number; armour: Record<string, number>; mat: MomentumMat; section?: string; token?: number }
  | { type: 'dice-rolled'; rule: string; player: PlayerId; weapon: string; aim: Hex; rolls: DirectFireRoll[]; random: RandomState }
  | { type: 'squadron-flew'; rule: string; player: PlayerId; squadron: string; launched: boolean; path: Hex[]; pose: Pose; munitions: number; next: PlayerId }
  /** `munitions`: what it lands with (a resupplying bay brings an empty squadron up to one). */
  | { type: 'squadron-recalled'; rule: string; player: PlayerId; squadron: string; munitions: number }
  | { type: 'token-launched'; rule: string; token: WeaponToken }
  | { type: 'token-moved'; rule: string; token: string; path: Hex[]; at: Hex; facing: Dir; outcome: 'flying' | 'hit' | 'off-board' | 'collided' }
  | { type: 'laser-fired'; rule: string; player: PlayerId; card: string; path: Hex[]; destroyed: string[] }
  | { type: 'weapon-fired'; rule: string; weapon: FiredWeapon }
  | { type: 'weapon-resolved'; rule: string; weapon: FiredWeapon }
  | { type: 'player-passed'; rule: string; player: PlayerId; next: PlayerId }
  | { type: 'phase-began'; rule: string; phase: Phase; round: number; actions?: { player: PlayerId; card: CommitmentCard }[]; launches?: Record<PlayerId, number> }
  | { type: 'prompted'; rule: string; prompt: StarEaterState['prompt'] }
  | { type: 'round-cleaned-up'; rule: string; cooldowns: Record<PlayerId, Record<string, number>>; initiative: PlayerId; round: number }
  | { type: 'game-ended'; rule: string; outcome: Outcome };
