/**
 * What the attack lab shows, read from its state: the defender, where it is seen from the attacker,
 * and the breakdowns of the attack total, the crew a shot could hit and the oxygen a drain could
 * reach, with the tiles a sailor may be posted in.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { EffectAction, Location, Range, RelativePosition, SteamTorpedoState, TileDefinition } from '../model.ts';
import { controlRoomOf, crewIn, definitionOf, drainableOxygen, hasOpposingCrew, isManned, opponentOf, submarineOf } from '../board.ts';
import { attackTotal } from '../damage.ts';
import { crewTargets, sightOf } from '../effects.ts';
import type { AttackLabState } from './ruleset.ts';

/** The defender: the attacker's opponent. */
export function defenderOfLab(state: AttackLabState): PlayerId {
  return opponentOf(state.game, state.attacker);
}

/** Where the defender is seen from the attacker, and how many sectors lie between them. */
export function labSight(state: AttackLabState): { position: RelativePosition; range: Range; apart: number; attackerSector: number; defenderSector: number } {
  const { game, attacker } = state;
  const own = submarineOf(game, attacker).sector;
  const other = submarineOf(game, defenderOfLab(state)).sector;
  return { ...sightOf(game, attacker), apart: Math.abs(own - other), attackerSector: own, defenderSector: other };
}

/** One standby attack bonus of the attacker, and whether it adds now. */
export interface AttackBonus {
  tile: string;
  name: string;
  amount: number;
  /** The range it is for; null for any range. */
  for: Range | null;
  /** Manned, intact and with no opposing crew in it. */
  manned: boolean;
  /** Manned and for this range: it adds to the attack total. */
  counts: boolean;
}

/** Step 3 of "Resolving Attacks" taken apart. `value` is the rules' `attackTotal`. */
export interface AttackBreakdown {
  range: Range;
  /** The tile's attack symbols. */
  symbols: number;
  /** The effect's own printed bonus. */
  effectBonus: number;
  bonuses: AttackBonus[];
  value: number;
}

/**
 * Which symbols and which standby bonuses make the attack total of one effect at `range`. Only an
 * attack has symbols; the bonuses are listed (and added, as `attackTotal` does) whatever the effect.
 */
export function attackBreakdown(game: SteamTorpedoState, attacker: PlayerId, tileId: string, effectIndex: number, range: Range): AttackBreakdown {
  const submarine = submarineOf(game, attacker);
  const tile: TileDefinition = definitionOf(submarine, tileId);
  const action: EffectAction | undefined = tile.effects[effectIndex]?.action;
  const bonuses: AttackBonus[] = submarine.layout.flatMap((state) => {
    if (state.destroyed) return [];
    const definition = definitionOf(submarine, state.id);
    const manned = isManned(game, submarine, state) && !hasOpposingCrew(game, submarine, state);
    return definition.effects.flatMap((effect): AttackBonus[] => {
      if (effect.button !== 'standby' || effect.action.kind !== 'attack-bonus') return [];
      const forRange = effect.action.range ?? null;
      return [{ tile: state.id, name: definition.name, amount: effect.action.amount, for: forRange, manned, counts: manned && (forRange === null || forRange === range) }];
    });
  });
  return {
    range,
    symbols: action?.kind === 'attack' ? tile.attack : 0,
    effectBonus: action?.kind === 'attack' ? (action.bonus ?? 0) : 0,
    bonuses,
    value: action === undefined ? 0 : attackTotal(game, attacker, tile, action, range),
  };
}

/** For a crew-shooting effect: who it could aim at in each location it reaches now. */
export function crewInReach(game: SteamTorpedoState, attacker: PlayerId, locations: readonly Location[], who: 'sailors' | 'crew'): { location: Location; targets: { tile: string; rank: 'captain' | 'sailor' }[] }[] {
  const defender = submarineOf(game, opponentOf(game, attacker));
  return locations.map((location) => ({ location, targets: crewTargets(game, defender, location, who) }));
}

/** For an oxygen drain: the oxygen tokens the defender holds in each location it reaches now (never the control room's). */
export function oxygenInReach(game: SteamTorpedoState, attacker: PlayerId, locations: readonly Location[]): { location: Location; oxygen: number }[] {
  const defender = submarineOf(game, opponentOf(game, attacker));
  return locations.map((location) => ({ location, oxygen: drainableOxygen(defender, location) }));
}

/** Tiles of `owner` a sailor may be posted in or recalled from: every compartment, never the control room. */
export function postableTiles(game: SteamTorpedoState, owner: PlayerId): string[] {
  const submarine = submarineOf(game, owner);
  const room = controlRoomOf(submarine).id;
  return submarine.layout.filter((tile) => !tile.destroyed && tile.id !== room).map((tile) => tile.id);
}

/** How many of `owner`'s crew stand in each tile (control room included), by tile id. */
export function crewCounts(game: SteamTorpedoState, owner: PlayerId): Record<string, string[]> {
  const submarine = submarineOf(game, owner);
  const counts: Record<string, string[]> = {};
  for (const tile of submarine.layout) counts[tile.id] = crewIn(game, submarine, tile, owner).map((member) => member.id);
  return counts;
}
