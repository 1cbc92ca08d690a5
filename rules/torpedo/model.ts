/**
 * The state of a game of Torpedo, its commands and its events: plain JSON.
 *
 * A game goes through four phases: `ready` (each player says so, torpedo/place.ready), `placing`
 * (the mad rush, in one of our two real-time modes), `firing` (the three volleys, one `fire`
 * command each) and `over` (scored). The pieces of a player are `unplayed` until placed on the
 * `table`, or `dead` after a crash; a ship on the table is afloat until a volley sinks it (`sunk`).
 */
import type { CommitRevealPrompt, Hidden, Outcome, PlayerId } from '../engine/index.ts';
import type { Shot } from './firing.ts';
import type { Dimensions, Piece, Point, Size } from './pieces.ts';
import type { Field } from './placement.ts';

/** Our two ways of playing real time on a screen (torpedo/real-time.free, torpedo/real-time.rounds). */
export type Mode = 'free' | 'rounds';
export const MODES: readonly Mode[] = ['free', 'rounds'];

export type Phase = 'ready' | 'placing' | 'firing' | 'over';

/** A piece not on the table: unplayed, or dead. */
export interface StashPiece {
  id: string;
  size: Size;
}

/** Where a player lays one of their pieces: which piece, where its tip goes, which way it points. */
export interface Placement {
  id: string;
  tip: Point;
  heading: Point;
}

/** What a player does in a round of the rounds mode: place a piece, or wait. */
export type Move = { type: 'place'; piece: Placement } | { type: 'wait' };

/** Why placing stopped (torpedo/stop.last-piece). */
export interface Stop {
  reason: 'last-piece' | 'all-waited';
  /** The players who ran out of pieces, or everyone when all waited. */
  players: PlayerId[];
}

export interface FinalScore {
  player: PlayerId;
  points: number;
  /** How many of their ships are still afloat, by size. */
  afloat: Record<Size, number>;
}

export interface TorpedoState {
  mode: Mode;
  /** The setup's seed: the sample of legal placements is drawn from it (there is no chance in the game). */
  seed: number;
  /** Seated in this order. */
  players: PlayerId[];
  field: Field;
  dims: Dimensions;
  phase: Phase;
  /** Players who have said they are ready (phase `ready`). */
  ready: PlayerId[];
  /** Each player's pieces not yet played, in id order. */
  unplayed: Record<PlayerId, StashPiece[]>;
  /** Each player's dead pieces (torpedo/crash.dead). */
  dead: Record<PlayerId, StashPiece[]>;
  /** Every ship placed, in the order placed; sunk ones stay listed (see `sunk`). */
  table: Piece[];
  /** The rounds mode's round (1, 2, …); 0 before placing and in the free mode. */
  round: number;
  /** The rounds mode's secret moves of the round. */
  prompt: CommitRevealPrompt<Move> | null;
  /** The free mode: players waiting since the last placement. */
  waiting: PlayerId[];
  stop: Stop | null;
  /** The volleys fired so far, in order. */
  volleys: VolleyFired[];
  /** Ships sunk so far, by id. */
  sunk: string[];
  scores: FinalScore[] | null;
  outcome: Outcome | null;
}

export interface VolleyFired {
  size: Size;
  shots: Shot[];
  sunk: string[];
}

export type TorpedoCommand =
  | { type: 'ready'; player: PlayerId }
  /** Lays a piece (free mode), or commits to laying it this round (rounds mode). */
  | { type: 'place'; player: PlayerId; piece: Placement }
  /** Waits (rounds mode: this round; free mode: until someone places). */
  | { type: 'wait'; player: PlayerId }
  /** Fires the next volley, once placing has stopped. Any player may. */
  | { type: 'fire'; player: PlayerId };

export type TorpedoEvent =
  | { type: 'player-ready'; rule: string; player: PlayerId }
  | { type: 'placing-started'; rule: string; mode: Mode }
  | { type: 'round-started'; rule: string; round: number; prompt: CommitRevealPrompt<Move> }
  /** A player's secret move is in: `move` is `HIDDEN` in other players' views of the event. */
  | { type: 'committed'; rule: string; player: PlayerId; move: Move | Hidden }
  | { type: 'moves-revealed'; rule: string; round: number; moves: Record<PlayerId, Move> }
  | { type: 'ship-placed'; rule: string; piece: Piece }
  /** Placed at the same moment as ships it touches: dead, with them (`with`). */
  | { type: 'ship-crashed'; rule: string; piece: Piece; with: string[] }
  | { type: 'waited'; rule: string; player: PlayerId }
  | { type: 'placing-stopped'; rule: string; stop: Stop }
  | { type: 'volley-fired'; rule: string; volley: VolleyFired }
  | { type: 'game-scored'; rule: string; scores: FinalScore[]; outcome: Outcome };
