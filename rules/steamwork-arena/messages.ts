/** Commands players send and events the rules produce (Steamwork Arena). */
import type { ChoicePrompt, CommitRevealPrompt, Hidden, Outcome, PlayerId, RandomState } from '../engine/index.ts';
import type { Phase, Point, Secret, StoredHands } from './model.ts';
import type { Zone } from './templates.ts';

export type SteamworkCommand =
  | { type: 'bid'; player: PlayerId; amount: number }
  | { type: 'shift'; player: PlayerId; to: Zone }
  | { type: 'move'; player: PlayerId; to: Point }
  | { type: 'attack'; player: PlayerId; target: PlayerId; rangeEnergy: number }
  | { type: 'end-act'; player: PlayerId }
  | { type: 'hide'; player: PlayerId; hands: readonly [number, number] }
  | { type: 'pick'; player: PlayerId; hand: 0 | 1 }
  | { type: 'spend-pdp'; player: PlayerId; effect: 'health'; shutDown?: Zone }
  | { type: 'spend-pdp'; player: PlayerId; effect: 'mode'; to: Zone }
  | { type: 'shut-down'; player: PlayerId; mode: Zone }
  | { type: 'done'; player: PlayerId };

export type SteamworkEvent =
  | { type: 'round-started'; rule: string; round: number }
  | { type: 'energized'; rule: string; gains: Record<PlayerId, number> }
  /** `secret` and `fromReserve` are `HIDDEN` in other players' views of the event (`viewEvent`). */
  | { type: 'committed'; rule: string; player: PlayerId; secret: Secret | Hidden; fromReserve: number | Hidden }
  /** `random` is `HIDDEN_RANDOM` in players' views of the event. */
  | { type: 'bids-revealed'; rule: string; bids: Record<PlayerId, number>; initiative: PlayerId[]; tieBreak: TieBreak | null; random: RandomState }
  | { type: 'shifted'; rule: string; player: PlayerId; from: Zone; to: Zone; cost: number }
  | { type: 'moved'; rule: string; player: PlayerId; from: Point; to: Point }
  | { type: 'attack-declared'; rule: string; attacker: PlayerId; defender: PlayerId; rangeEnergy: number; attackValue: number; defenseValue: number }
  | { type: 'act-started'; rule: string; player: PlayerId }
  /** Other players' hands are `[null, null]` in a player's view of the event; picks reveal them. */
  | { type: 'hands-held-out'; rule: string; hands: Record<PlayerId, StoredHands> }
  | { type: 'hands-picked'; rule: string; picks: Record<PlayerId, 0 | 1>; attackerRevealed: number; defenderRevealed: number; pdp: number }
  | { type: 'pdp-spent'; rule: string; defender: PlayerId; health: number; mode: Zone; shutDown: Zone | null }
  | { type: 'conflict-ended'; rule: string; spent: Record<PlayerId, number> }
  | { type: 'act-ended'; rule: string; player: PlayerId; gains: number }
  | { type: 'voluntary-shutdown'; rule: string; player: PlayerId; mode: Zone; health: number }
  | { type: 'player-out'; rule: string; player: PlayerId }
  | { type: 'game-over'; rule: string; outcome: Outcome }
  | { type: 'prompted'; rule: string; phase: Phase; turn: number; prompt: ChoicePrompt | CommitRevealPrompt<Secret> | null };

/** Who guessed which hand: ties for initiative are settled by guess-a-hand (steamwork-arena/round.bid). */
export interface TieBreak {
  tied: PlayerId[];
  /** The seeded draw standing in for the guess: the tied players in the order the draws put them. */
  order: PlayerId[];
}
