/**
 * Sharing a sector (RULE.maneuverSharedSector): when both submarines end up in one
 * sector, one lies beside the other, to the north or to the south. Both face east (sector 5), so
 * the port side is north. A maneuver step, a tow and the attack lab's moves all place a submarine
 * through `northernAfterArriving`; widgets word a side with `sideOf` and `compassOfSide`.
 */
import { RuleViolation, type PlayerId } from '../engine/index.ts';
import type { SteamTorpedoState } from './model.ts';
import { opponentOf, submarineOf } from './board.ts';
import { RULE } from './rule-ids.ts';

/** Which side of the other submarine one lies on, when both share a sector. */
export type SharedSectorSide = 'port' | 'starboard';
export const SHARED_SECTOR_SIDES: readonly SharedSectorSide[] = ['port', 'starboard'];

/** Facing east, port is north and starboard south. */
export function compassOfSide(side: SharedSectorSide): 'north' | 'south' {
  return side === 'port' ? 'north' : 'south';
}

/** Lying on the other's port side puts `player`'s submarine to the north. */
export function northernAfterChoosingSide(state: SteamTorpedoState, player: PlayerId, side: SharedSectorSide): PlayerId {
  return side === 'port' ? player : opponentOf(state, player);
}

/** The side of the other submarine `player`'s lies on, given which one lies north: the inverse of `northernAfterChoosingSide`. */
export function sideOf(northernSubmarine: PlayerId, player: PlayerId): SharedSectorSide {
  return northernSubmarine === player ? 'port' : 'starboard';
}

/** Whether `submarine` arriving in sector `to` shares it with the other submarine: a side must then be chosen. */
export function arrivesAlongside(state: SteamTorpedoState, submarine: PlayerId, to: number): boolean {
  return submarineOf(state, opponentOf(state, submarine)).sector === to;
}

/**
 * Which submarine lies north once `submarine` arrives in sector `to`. Into the other's sector,
 * `side` must say on which side of the other `chooser`'s submarine then lies (the maneuvering or
 * towing player, or in the lab the moved submarine); anywhere else no side may be given and the
 * northern submarine stays as it was. Throws the shared-sector rule otherwise.
 */
export function northernAfterArriving(state: SteamTorpedoState, submarine: PlayerId, to: number, chooser: PlayerId, side: unknown): PlayerId {
  if (arrivesAlongside(state, submarine, to)) {
    if (side !== 'port' && side !== 'starboard') {
      throw new RuleViolation(
        RULE.maneuverSharedSector,
        `Both submarines would share sector ${String(to)}: choose whether ${chooser}'s submarine lies on the port or the starboard side of the other (port is north of it).`,
      );
    }
    return northernAfterChoosingSide(state, chooser, side);
  }
  if (side !== undefined) throw new RuleViolation(RULE.maneuverSharedSector, 'A side is chosen only when both submarines end up in one sector.');
  return state.northernSubmarine;
}
