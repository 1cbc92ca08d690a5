/**
 * The shapes of Steam Torpedo's data: tile definitions (designer data), and the game state, all
 * plain JSON. Behaviour lives elsewhere: geometry.ts (grid, sectors, arcs), damage.ts (armor,
 * damage and oxygen allocation), tiles.ts (validation), ruleset.ts (the turn).
 */
import type { ChoicePrompt, PlayerId, RandomState } from '../engine/index.ts';
import type { RuleId } from './rule-ids.ts';

// ---------------------------------------------------------------------------------------------
// Tile definitions: what is printed on a compartment tile (RULE.tilesAnatomy; tiles.ts
// validates a designer's set against these shapes).

export const FACTIONS = ['panzer-la-rochelle', 'talion'] as const;
export type Faction = (typeof FACTIONS)[number];

/** A tile's border. The control room is its own type: combat + engine, never targeted. */
export const TILE_TYPES = ['standard', 'engine', 'armored', 'experimental', 'control-room'] as const;
export type TileType = (typeof TILE_TYPES)[number];

/** The four locations of a submarine, in nautical terms. */
export const LOCATIONS = ['fore', 'aft', 'port', 'starboard'] as const;
export type Location = (typeof LOCATIONS)[number];

/** Where the opponent's submarine is, seen from yours. */
export const POSITIONS = ['front', 'behind', 'port-side', 'starboard-side'] as const;
export type RelativePosition = (typeof POSITIONS)[number];

export const RANGES = ['close', 'distant'] as const;
export type Range = (typeof RANGES)[number];

/** One arc icon: fires when the opponent is at `position` and `range`, and hits their `target` location. */
export interface Arc {
  position: RelativePosition;
  range: Range;
  target: Location;
}

export const BUTTONS = ['standby', 'duty', 'counter'] as const;
export type Button = (typeof BUTTONS)[number];

export const ALERTS = ['single-use', 'two-keys'] as const;
export type Alert = (typeof ALERTS)[number];

/**
 * What an effect does. Attacks and other targeted effects name their arcs; standby effects are
 * modifiers that hold while the compartment is manned.
 */
export type EffectAction =
  /** Damage equal to the tile's attack symbols plus `bonus`, to the location the arc names. */
  | { kind: 'attack'; bonus?: number }
  /** The defender removes `amount` oxygen from the location, one compartment emptied before the next. */
  | { kind: 'drain-oxygen'; amount: number }
  /** Eliminates up to `amount` crew of one kind in one compartment of the location; ignores armor. */
  | { kind: 'shoot-crew'; amount: number; who: 'sailors' | 'crew' }
  /** Moves the opponent's submarine `amount` sectors (the player chooses the direction). */
  | { kind: 'tow'; amount: number }
  /** Standby: adds to this submarine's armor value in `location` (any location when absent). */
  | { kind: 'armor-bonus'; amount: number; location?: Location }
  /** Standby: adds to the attack total of this submarine's attacks at `range` (any when absent). */
  | { kind: 'attack-bonus'; amount: number; range?: Range }
  /** Standby: adds to this submarine's speed when it maneuvers. */
  | { kind: 'speed-bonus'; amount: number };

export interface EffectDefinition {
  button: Button;
  alerts: Alert[];
  action: EffectAction;
  /** Where a targeted effect can reach. Empty for effects that target nothing on the opponent. */
  arcs: Arc[];
  /**
   * "If an effect contradicts these rules, the effect wins": the rules this effect sets aside,
   * by rule id, e.g. the armor step of an attack. Each is named on the tile so a reader sees it.
   */
  overrides: RuleId[];
  /** The effect in plain words, as the tile would print it. */
  text: string;
}

export interface TileDefinition {
  /** Unique within a submarine, e.g. 'gatling-gun'. */
  id: string;
  name: string;
  faction: Faction;
  type: TileType;
  /** Gears: how much damage the compartment takes before it is destroyed. */
  structure: number;
  /** How many of the gears carry an oxygen symbol (an oxygen token at setup). */
  oxygen: number;
  /** Attack symbols; at least one makes it a combat compartment. */
  attack: number;
  effects: EffectDefinition[];
  /** True for tiles we designed because the rulebook does not print them. */
  sample: boolean;
}

// ---------------------------------------------------------------------------------------------
// The game state.

/**
 * A tile's place in its submarine's 2 × 5 grid. Column 1–5 lines up with sector 1–5 of the battle
 * area. Row 'inner' is the row next to the battle area, 'outer' the one next to the owner (the
 * control room sits at outer/3).
 */
export const ROWS = ['inner', 'outer'] as const;
export type Row = (typeof ROWS)[number];
export const COLUMNS = [1, 2, 3, 4, 5] as const;
export type Column = (typeof COLUMNS)[number];

export interface Cell {
  row: Row;
  column: Column;
}

export interface TileState {
  /** The definition's id. */
  id: string;
  cell: Cell;
  /** Damage tokens on its gears. */
  damage: number;
  /** Oxygen tokens still on its gears. Invariant: damage + oxygen ≤ structure. */
  oxygen: number;
  /** All gears covered: flipped over, useless, crew in it eliminated. */
  destroyed: boolean;
}

export type CrewRank = 'captain' | 'sailor';

export interface CrewMember {
  /** 'captain', 'sailor-1' … 'sailor-4'. */
  id: string;
  rank: CrewRank;
  /** Where the token stands: a cell of a submarine (its owner's, unless an effect put it aboard the other). Null once eliminated. */
  at: { submarine: PlayerId; cell: Cell } | null;
  ready: boolean;
}

/** Which side of the battle area a player sits: their tiles lie on that side of the sectors. */
export type Seat = 'south' | 'north';

export interface Submarine {
  owner: PlayerId;
  faction: Faction;
  seat: Seat;
  /** The designer's tile set for this submarine, as validated at setup. */
  tiles: TileDefinition[];
  /** Where each tile is and what is on it, in the same order as `tiles`. */
  layout: TileState[];
  crew: CrewMember[];
  /** 1–5. */
  sector: number;
}

export type Phase = 'swap' | 'recovery' | 'action' | 'over';

/** A maneuver under way: how many sector moves are left. */
export interface ManeuverInProgress {
  speedLeft: number;
}

/** An attack waiting for the defender's choices (absorb into the control room, or which compartment). */
export interface PendingDamage {
  attacker: PlayerId;
  defender: PlayerId;
  location: Location;
  /** Damage still to place, or oxygen still to remove for a drain. */
  remaining: number;
  /**
   * 'damage' and 'oxygen' are placed or removed by the defender in the location; 'oxygen-anywhere'
   * is the attacker taking one token from any compartment when the location had none left.
   */
  kind: 'damage' | 'oxygen' | 'oxygen-anywhere';
  /**
   * The compartment being filled: every token goes there until it is full, then another is chosen.
   * Null until the defender first assigns damage (absorbing is open only then); afterwards the one
   * filled last, which may be destroyed: then any compartment left in the location may be chosen.
   */
  current: string | null;
  /** The rule the attack came from, for the log. */
  source: RuleId;
}

export interface SteamTorpedoState {
  players: [PlayerId, PlayerId];
  submarines: Record<PlayerId, Submarine>;
  /** Whose turn it is. */
  active: PlayerId;
  phase: Phase;
  /** How many turns each player has begun: 1 during their first turn, when nobody may trigger. */
  turnsBegun: Record<PlayerId, number>;
  /** Whether the active player has maneuvered this action phase. */
  maneuvered: boolean;
  maneuver: ManeuverInProgress | null;
  /** Whether the active player's captain has used his free move this turn. */
  captainMoved: boolean;
  /**
   * Where the captain's free move stands against his own activation (RULE.crewCaptain):
   * 'may-follow' right after he activated (his free move may come now), 'owes-activation' after a
   * free move taken before activating (his activation must come next), null otherwise.
   */
  captainFreeMove: 'may-follow' | 'owes-activation' | null;
  /** Single-use effects used this action phase, as 'owner/tile#effectIndex'. */
  singleUseSpent: string[];
  /**
   * Which submarine lies to the north when both share a sector (both face east, toward sector 5,
   * so the northern one is on the other's port side). A player moving into a shared sector chooses.
   */
  northernSubmarine: PlayerId;
  pendingDamage: PendingDamage | null;
  /**
   * The opponent may answer with Counter effects, or pass. `reacted` lists the reactor's tiles that
   * have already reacted in this window: a compartment answers one opponent effect only once.
   */
  reactionWindow: { reactor: PlayerId; after: 'effect' | 'maneuver'; reacted: string[] } | null;
  prompt: ChoicePrompt | null;
  random: RandomState;
  winner: { winners: PlayerId[]; reason: string } | null;
}
