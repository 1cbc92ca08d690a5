/**
 * The state of a Steam Pirates game, its commands and its events: plain JSON.
 *
 * Nothing is secret between the pirates: the officials deck and the event deck are face down, but
 * they are kept as unordered lists and drawn from at random when a card is needed (the same odds as
 * a shuffled pile), so the state holds no order a player could peek at.
 */
import type { PlayerId, RandomState } from '../engine/index.ts';
import type { Bearing } from './compass.ts';
import type { EventCard, Flagship } from './events.ts';
import type { GoalCard } from './goals.ts';
import type { Official, OfficialId } from './officials.ts';
import type { Good, SkyMap } from './sky-map.ts';
import type { ActionSymbol } from './tables.ts';

/** Whose a Notorious cube is: a pirate's id, or `SYNDICATE` for the Syndicate's yellow cubes. */
export type CubeOwner = PlayerId;

/** The owner of the yellow Syndicate cubes (no pirate may take the name). */
export const SYNDICATE = 'syndicate';

/** Everything a designer can replace through the setup; the sample data by default. */
export interface GameData {
  map: SkyMap;
  officials: Readonly<Record<OfficialId, Official>>;
  revenue: Readonly<Record<Good, readonly number[]>>;
  actionDie: readonly ActionSymbol[];
  events: readonly EventCard[];
  goals: readonly GoalCard[];
  /** Where every frigate starts, with its first Trade House (Haven on the sample map). */
  haven: string;
}

export interface Pirate {
  gold: number;
  vp: number;
  /** The island the frigate is harboured at. */
  at: string;
  /** City islands the pirate is connected to (an anchor or a Trade House there), in the order reached. */
  connected: string[];
  /** City islands holding one of the pirate's Trade Houses. */
  houses: string[];
  /** Treasure islands whose piece of Old Cap's map the pirate has taken. */
  maps: string[];
  /** Notorious cubes in the pirate's supply (not in the bag, not on a side mission). */
  cubes: number;
  /** Officials whose bribe table holds one of the pirate's tokens. */
  bribed: OfficialId[];
}

export interface FlagshipState {
  at: string;
  destination: string;
  arrived: boolean;
  /** The pirates' cubes on its side mission of the acting event, leftmost first. */
  mission: PlayerId[];
}

/** A question the game waits on before the turn (or the refresh) goes on. */
export type Prompt =
  /** The Judge: which of the drawn cubes go back to their owners (`most` at most, 1 at least). */
  | { id: 'judge'; player: PlayerId; drawn: CubeOwner[]; most: number }
  /** A fine the pirate cannot pay: sell Trade Houses, one at a time, until they can. */
  | { id: 'sell-houses'; player: PlayerId; fine: number };

export type Phase = 'action' | 'refresh' | 'over';

export interface SteamPiratesState {
  data: GameData;
  /** The pirates in turn order around the table (clockwise), from the first seat. */
  players: PlayerId[];
  pirates: Record<PlayerId, Pirate>;
  firstPlayer: PlayerId;
  /** 1 to 3. */
  season: number;
  /** 1 to `roundsPerSeason`. */
  round: number;
  roundsPerSeason: number;
  phase: Phase;
  /** Whose turn it is in the action phase, and whether they have sailed yet. */
  turn: { player: PlayerId; sailed: boolean } | null;
  /** The action dice still to be used this round (a used die leaves the list). */
  dice: ActionSymbol[];
  wind: Bearing;
  /** The Notorious bag, unordered. */
  bag: CubeOwner[];
  /** Syndicate cubes drawn at a notoriety check: out of the game. */
  syndicateReserve: number;
  /** The officials on display (4), the face-down deck and the discard pile. */
  display: OfficialId[];
  deck: OfficialId[];
  discard: OfficialId[];
  /** Each official's bribe table: the pirates' tokens on it, leftmost (cheapest) space first. */
  bribes: Record<OfficialId, PlayerId[]>;
  /** The acting event card, and the cards still face down in this game's event deck. */
  event: string;
  eventDeck: string[];
  /** The goal cards in play, one of each pile. */
  goals: string[];
  flagships: Record<Flagship, FlagshipState>;
  /** Each treasure island's map pieces still on it, by pirate. */
  treasures: Record<string, PlayerId[]>;
  /** Fines of a notoriety check still to be paid, in order, once a forced sale is done. */
  fines: { player: PlayerId; fine: number }[];
  prompt: Prompt | null;
  random: RandomState;
  /** Final scores once the game is over. */
  final: FinalScore[] | null;
}

export interface FinalScore {
  player: PlayerId;
  /** VP before the end: bribes, side missions. */
  during: number;
  gold: number;
  goals: Record<string, number>;
  treasure: number;
  total: number;
}

// --- Commands ---------------------------------------------------------------------------------------

/**
 * How an official's action is used, where it asks for a choice:
 * `islands` how far the Captain or Commodore moves a flagship (1 up to the most it may);
 * `as` the official the Pirate Queen or Port Master delegates to (its basic action);
 * `target` the official the Barkeep bribes, or the card the bribed Governor discards;
 * `treasure` the treasure island the bribed Pirate Queen takes a map piece from.
 */
export interface OfficialUse {
  islands?: number;
  as?: OfficialId;
  target?: OfficialId;
  treasure?: string;
}

export type SteamPiratesCommand =
  /** Sail the frigate along `path` (the islands entered, in order): before the action, at most once a turn. */
  | { type: 'sail'; player: PlayerId; path: string[] }
  /** Bribe an official on display with an official (or wild) die. */
  | { type: 'bribe'; player: PlayerId; die: number; official: OfficialId }
  /** Use an official's basic action (a card on display) or bribed action (an official you bribed). */
  | { type: 'official'; player: PlayerId; die: number; official: OfficialId; bribed: boolean; use?: OfficialUse }
  | { type: 'establish'; player: PlayerId; die: number }
  | { type: 'profit'; player: PlayerId; die: number }
  /** No die can be played: set one aside for the season's gold. */
  | { type: 'cut-losses'; player: PlayerId; die: number }
  /** The Judge's choice: the drawn cubes (by index) that go back to their owners. */
  | { type: 'return-cubes'; player: PlayerId; cubes: number[] }
  /** A forced sale to pay a fine. */
  | { type: 'sell-house'; player: PlayerId; island: string };

// --- Events -------------------------------------------------------------------------------------------

export interface ProfitLine {
  good: Good;
  houses: number;
  /** Houses that earn nothing: on the blockaded island. */
  blockaded: number;
  /** The good's revenue per house. */
  revenue: number;
  embargoed: boolean;
  gold: number;
}

export type SteamPiratesEvent = (
  | { type: 'dice-rolled'; dice: ActionSymbol[]; wind: Bearing; random: RandomState }
  | { type: 'flagships-placed'; event: string; flagships: Record<Flagship, { at: string; destination: string }> }
  | { type: 'turn-started'; player: PlayerId }
  | { type: 'sailed'; player: PlayerId; path: string[]; cost: number; withWind: boolean }
  | { type: 'treasure-taken'; player: PlayerId; island: string }
  | { type: 'anchored'; player: PlayerId; island: string; good: Good }
  | { type: 'die-used'; player: PlayerId; die: number; symbol: ActionSymbol }
  | { type: 'bribed'; player: PlayerId; official: OfficialId; cost: number; vp: number; space: number }
  | { type: 'official-used'; player: PlayerId; official: OfficialId; bribed: boolean; as: OfficialId | null }
  | { type: 'gold-paid'; player: PlayerId; gold: number; why: string }
  | { type: 'gold-gained'; player: PlayerId; gold: number; why: string }
  | { type: 'official-discarded'; official: OfficialId }
  | { type: 'official-drawn'; official: OfficialId; reshuffled: boolean; random: RandomState }
  | { type: 'established'; player: PlayerId; island: string; good: Good; cost: number; cube: boolean }
  | { type: 'profited'; player: PlayerId; seasonGold: number; bonus: number; lines: ProfitLine[]; total: number }
  | { type: 'flagship-moved'; ship: Flagship; islands: string[]; rolls: Bearing[]; arrived: boolean; random: RandomState }
  | { type: 'mission-aided'; player: PlayerId; ship: Flagship; cube: boolean; vp: number; gold: number }
  | { type: 'mission-scored'; ship: Flagship; winners: PlayerId[]; vp: number }
  | { type: 'cut-losses'; player: PlayerId; gold: number }
  | { type: 'cubes-drawn'; player: PlayerId; cubes: CubeOwner[]; most: number; random: RandomState }
  | { type: 'cubes-returned'; player: PlayerId; returned: CubeOwner[]; toBag: CubeOwner[] }
  | { type: 'first-player-passed'; player: PlayerId }
  | { type: 'notoriety-drawn'; cube: CubeOwner; fine: number; random: RandomState }
  | { type: 'sale-forced'; player: PlayerId; fine: number }
  | { type: 'fined'; player: PlayerId; fine: number; paid: number }
  | { type: 'house-sold'; player: PlayerId; island: string; gold: number }
  | { type: 'round-started'; season: number; round: number; firstPlayer: PlayerId }
  | { type: 'season-started'; season: number; event: string; random: RandomState }
  | { type: 'game-ended'; scores: FinalScore[]; winners: PlayerId[] }
) & { rule: string };
