/**
 * Commands players send and events the rules produce (Steamwork Arena). A command's `player` is the
 * player answering a prompt; which of their steamworks it moves follows from the state (the one whose
 * turn it is, or the one in the conflict). Events name steamworks.
 */
import type { ChoicePrompt, CommitRevealPrompt, Hidden, Outcome, PlayerId, RandomState } from '../engine/index.ts';
import type { Customisation, Phase, Point, Secret, SteamworkId, StoredHands } from './model.ts';
import type { Zone } from './templates.ts';

export type SteamworkCommand =
  /** Templates as notation or JSON, by steamwork id; steamworks left out keep their template. */
  | { type: 'customise'; player: PlayerId; templates: Readonly<Record<SteamworkId, unknown>> }
  /** `from` splits the bid over the reserves the player controls; without it, the fullest reserves pay first. */
  | { type: 'bid'; player: PlayerId; amount: number; from?: Readonly<Record<SteamworkId, number>> }
  | { type: 'shift'; player: PlayerId; to: Zone }
  | { type: 'move'; player: PlayerId; to: Point }
  | { type: 'attack'; player: PlayerId; target: SteamworkId; rangeEnergy: number }
  | { type: 'end-act'; player: PlayerId }
  | { type: 'hide'; player: PlayerId; hands: readonly [number, number] }
  | { type: 'pick'; player: PlayerId; hand: 0 | 1 }
  | { type: 'spend-pdp'; player: PlayerId; effect: 'health'; shutDown?: Zone }
  | { type: 'spend-pdp'; player: PlayerId; effect: 'mode'; to: Zone }
  /** Leave the pdp still pending unspent: the attacker may spend them, and need not. */
  | { type: 'forgo-pdp'; player: PlayerId }
  | { type: 'shut-down'; player: PlayerId; mode: Zone }
  | { type: 'done'; player: PlayerId };

export type SteamworkEvent =
  | { type: 'round-started'; rule: string; round: number }
  /** Energy each steamwork gained, by steamwork id. */
  | { type: 'energized'; rule: string; gains: Record<SteamworkId, number> }
  /**
   * A player's secret is in: `secret` and `fromReserves` (energy taken from each of their steamworks'
   * reserves) are `HIDDEN` in other players' views of the event (`viewEvent`).
   */
  | { type: 'committed'; rule: string; player: PlayerId; secret: Secret | Hidden; fromReserves: Record<SteamworkId, number> | Hidden }
  | { type: 'templates-revealed'; rule: string; templates: Customisation }
  /** `random` is `HIDDEN_RANDOM` in players' views of the event. */
  | { type: 'bids-revealed'; rule: string; bids: Record<PlayerId, number>; initiative: PlayerId[]; order: SteamworkId[]; tieBreaks: TieBreak[]; random: RandomState }
  | { type: 'shifted'; rule: string; steamwork: SteamworkId; from: Zone; to: Zone; cost: number }
  | { type: 'moved'; rule: string; steamwork: SteamworkId; from: Point; to: Point }
  | { type: 'attack-declared'; rule: string; attacker: SteamworkId; defender: SteamworkId; rangeEnergy: number; attackValue: number; defenseValue: number }
  | { type: 'act-started'; rule: string; steamwork: SteamworkId }
  /** Other players' hands are `[null, null]` in a player's view of the event; picks reveal them. */
  | { type: 'hands-held-out'; rule: string; hands: Record<PlayerId, StoredHands> }
  | { type: 'hands-picked'; rule: string; picks: Record<PlayerId, 0 | 1>; attackerRevealed: number; defenderRevealed: number; pdp: number }
  | { type: 'pdp-spent'; rule: string; defender: SteamworkId; health: number; mode: Zone; shutDown: Zone | null }
  | { type: 'pdp-forgone'; rule: string; defender: SteamworkId; pdp: number }
  | { type: 'conflict-ended'; rule: string; spent: Record<PlayerId, number> }
  | { type: 'act-ended'; rule: string; steamwork: SteamworkId; gains: number }
  | { type: 'voluntary-shutdown'; rule: string; steamwork: SteamworkId; mode: Zone; health: number }
  | { type: 'steamwork-out'; rule: string; steamwork: SteamworkId }
  | { type: 'game-over'; rule: string; outcome: Outcome }
  | { type: 'prompted'; rule: string; phase: Phase; turn: number; prompt: ChoicePrompt | CommitRevealPrompt<Secret> | null };

/** Who guessed which hand: ties for initiative are settled by guess-a-hand (steamwork-arena/round.bid). */
export interface TieBreak {
  tied: PlayerId[];
  /** The seeded draw standing in for the guess: the tied players in the order the draws put them. */
  order: PlayerId[];
}
