/**
 * Steam Torpedo's commands (what a player asks for) and events (what happened, with the rule that
 * made it happen). All JSON.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewRank, Location, PendingDamage } from './model.ts';
import type { RuleId } from './rule-ids.ts';

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
  | { type: 'tiles-swapped'; rule: RuleId; player: PlayerId; first: string; second: string }
  | { type: 'swap-skipped'; rule: RuleId; player: PlayerId }
  | { type: 'turn-began'; rule: RuleId; player: PlayerId }
  | { type: 'oxygen-breathed'; rule: RuleId; player: PlayerId; tile: string }
  | { type: 'crew-readied'; rule: RuleId; player: PlayerId }
  | { type: 'maneuver-started'; rule: RuleId; player: PlayerId; speed: number }
  | { type: 'submarine-moved'; rule: RuleId; submarine: PlayerId; from: number; to: number; northernSubmarine: PlayerId }
  | { type: 'maneuver-ended'; rule: RuleId; player: PlayerId }
  | { type: 'crew-moved'; rule: RuleId; player: PlayerId; crew: string; to: Cell; exhausts: boolean }
  | { type: 'captain-moved'; rule: RuleId; player: PlayerId; to: Cell }
  | { type: 'effect-triggered'; rule: RuleId; player: PlayerId; tile: string; effect: number; crew: string[]; reaction: boolean; doubled: boolean }
  | { type: 'reactors-returned'; rule: RuleId; player: PlayerId; crew: string[] }
  | {
      type: 'attack-resolved';
      rule: RuleId;
      attacker: PlayerId;
      defender: PlayerId;
      location: Location;
      attackTotal: number;
      armorValue: number;
      damageTotal: number;
    }
  | { type: 'damage-pending'; rule: RuleId; pending: PendingDamage }
  | { type: 'damage-absorbed'; rule: RuleId; player: PlayerId; oxygenLost: number }
  | { type: 'damage-placed'; rule: RuleId; player: PlayerId; tile: string; amount: number; oxygenLost: number }
  | { type: 'compartment-destroyed'; rule: RuleId; player: PlayerId; tile: string; crewLost: { owner: PlayerId; crew: string }[] }
  | { type: 'oxygen-removed'; rule: RuleId; player: PlayerId; tile: string; amount: number }
  | { type: 'damage-done'; rule: RuleId }
  | { type: 'crew-eliminated'; rule: RuleId; owner: PlayerId; crew: string[] }
  | { type: 'submarine-towed'; rule: RuleId; submarine: PlayerId; from: number; to: number; northernSubmarine: PlayerId }
  | { type: 'reaction-window-opened'; rule: RuleId; reactor: PlayerId; after: 'effect' | 'maneuver' }
  | { type: 'reaction-window-closed'; rule: RuleId; reactor: PlayerId }
  | { type: 'turn-ended'; rule: RuleId; player: PlayerId }
  | { type: 'game-won'; rule: RuleId; winners: PlayerId[]; reason: string };

/**
 * What an attack brings about, and all that follows from answering it: the events of the damage
 * sub-mechanic (scenarios.ts). `evolveAttack` folds them alone.
 */
export type AttackEvent = Extract<
  SteamTorpedoEvent,
  {
    type:
      | 'attack-resolved'
      | 'damage-pending'
      | 'damage-absorbed'
      | 'damage-placed'
      | 'compartment-destroyed'
      | 'oxygen-removed'
      | 'damage-done'
      | 'crew-eliminated'
      | 'reaction-window-opened'
      | 'reaction-window-closed'
      | 'game-won';
  }
>;
