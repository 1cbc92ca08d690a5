/**
 * Steam Torpedo's commands (what a player asks for) and events (what happened, with the rule that
 * made it happen). All JSON.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewRank, Location, PendingDamage } from './model.ts';

/** Extra choices some effects need; the rest are worked out from the position of the submarines. */
export interface EffectTarget {
  /** Which location to hit, when more than one arc reaches. */
  location?: Location;
  /** shoot-crew: the compartment whose crew is shot, and which kind. */
  tile?: string;
  rank?: CrewRank;
  /** tow: which way to move the opponent's submarine (+1 toward sector 5). */
  direction?: 1 | -1;
  /** tow into your own sector: whether you lie on the opponent's port or starboard side. */
  side?: 'port' | 'starboard';
}

export type SteamTorpedoCommand =
  | { type: 'swap-tiles'; player: PlayerId; first: string; second: string }
  | { type: 'skip-swap'; player: PlayerId }
  | { type: 'breathe'; player: PlayerId; tile: string }
  | { type: 'start-maneuver'; player: PlayerId }
  | { type: 'maneuver-step'; player: PlayerId; submarine: PlayerId; direction: 1 | -1; side?: 'port' | 'starboard' }
  | { type: 'end-maneuver'; player: PlayerId }
  | { type: 'move-crew'; player: PlayerId; crew: string; to: Cell }
  | { type: 'captain-move'; player: PlayerId; to: Cell }
  /** `crew` is one member, or two for a Two Keys effect; `to` is where each then steps, in order. */
  | { type: 'trigger'; player: PlayerId; tile: string; effect: number; crew: string[]; to: Cell[]; target?: EffectTarget }
  | { type: 'react'; player: PlayerId; tile: string; effect: number; target?: EffectTarget }
  | { type: 'pass-reaction'; player: PlayerId }
  | { type: 'absorb-damage'; player: PlayerId }
  | { type: 'assign-damage'; player: PlayerId; tile: string }
  | { type: 'remove-oxygen'; player: PlayerId; tile: string }
  | { type: 'end-turn'; player: PlayerId };

export type SteamTorpedoEvent =
  | { type: 'tiles-swapped'; rule: string; player: PlayerId; first: string; second: string }
  | { type: 'swap-skipped'; rule: string; player: PlayerId }
  | { type: 'turn-began'; rule: string; player: PlayerId }
  | { type: 'oxygen-breathed'; rule: string; player: PlayerId; tile: string }
  | { type: 'crew-readied'; rule: string; player: PlayerId }
  | { type: 'maneuver-started'; rule: string; player: PlayerId; speed: number }
  | { type: 'submarine-moved'; rule: string; submarine: PlayerId; from: number; to: number; northernSubmarine: PlayerId }
  | { type: 'maneuver-ended'; rule: string; player: PlayerId }
  | { type: 'crew-moved'; rule: string; player: PlayerId; crew: string; to: Cell; exhausts: boolean }
  | { type: 'captain-moved'; rule: string; player: PlayerId; to: Cell }
  | { type: 'effect-triggered'; rule: string; player: PlayerId; tile: string; effect: number; crew: string[]; reaction: boolean; doubled: boolean }
  | { type: 'reactors-returned'; rule: string; player: PlayerId; crew: string[] }
  | {
      type: 'attack-resolved';
      rule: string;
      attacker: PlayerId;
      defender: PlayerId;
      location: Location;
      attackTotal: number;
      armorValue: number;
      damageTotal: number;
    }
  | { type: 'damage-pending'; rule: string; pending: PendingDamage }
  | { type: 'damage-absorbed'; rule: string; player: PlayerId; oxygenLost: number }
  | { type: 'damage-placed'; rule: string; player: PlayerId; tile: string; amount: number; oxygenLost: number }
  | { type: 'compartment-destroyed'; rule: string; player: PlayerId; tile: string; crewLost: { owner: PlayerId; crew: string }[] }
  | { type: 'oxygen-removed'; rule: string; player: PlayerId; tile: string; amount: number }
  | { type: 'damage-done'; rule: string }
  | { type: 'crew-eliminated'; rule: string; owner: PlayerId; crew: string[] }
  | { type: 'submarine-towed'; rule: string; submarine: PlayerId; from: number; to: number; northernSubmarine: PlayerId }
  | { type: 'reaction-window-opened'; rule: string; reactor: PlayerId; after: 'effect' | 'maneuver' }
  | { type: 'reaction-window-closed'; rule: string; reactor: PlayerId }
  | { type: 'turn-ended'; rule: string; player: PlayerId }
  | { type: 'game-won'; rule: string; winners: PlayerId[]; reason: string };
