/**
 * Attack resolution arithmetic (rulebook "Resolving Attacks", steps 3–7): attack total, armor
 * value, damage total, and what placing damage or removing oxygen does to one compartment.
 */
import type { PlayerId } from '../engine/index.ts';
import type { EffectAction, EffectDefinition, Location, Range, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import { compartmentsIn, definitionOf, hasOpposingCrew, isManned, submarineOf } from './board.ts';
import { isInLocation } from './geometry.ts';
import { RULE } from './rule-ids.ts';

/**
 * Whether an effect sets the armor step aside: an effect that contradicts a rule wins over it
 * (RULE.effectsOverride), and armor is the one rule a tile may name (tiles.ts, OVERRIDABLE_RULES).
 */
export function ignoresArmor(effect: EffectDefinition): boolean {
  return effect.overrides.includes(RULE.attackArmor);
}

/**
 * Standby modifiers of a submarine that hold now: on manned, intact compartments with no opposing
 * crew member in them (RULE.effectsOpposingCrew: such a tile's effect does not resolve).
 */
function activeStandby(state: SteamTorpedoState, submarine: Submarine): EffectAction[] {
  return submarine.layout.flatMap((tile) =>
    isManned(state, submarine, tile) && !hasOpposingCrew(state, submarine, tile)
      ? definitionOf(submarine, tile.id)
          .effects.filter((effect) => effect.button === 'standby')
          .map((effect) => effect.action)
      : [],
  );
}

/** Attack symbols of the tile, the effect's own bonus, and the attacker's manned attack bonuses for this range. */
export function attackTotal(state: SteamTorpedoState, attacker: PlayerId, tile: TileDefinition, action: EffectAction, range: Range): number {
  const own = action.kind === 'attack' ? tile.attack + (action.bonus ?? 0) : 0;
  const bonuses = activeStandby(state, submarineOf(state, attacker))
    .filter((modifier) => modifier.kind === 'attack-bonus' && (modifier.range === undefined || modifier.range === range))
    .reduce((sum, modifier) => sum + (modifier.kind === 'attack-bonus' ? modifier.amount : 0), 0);
  return own + bonuses;
}

/**
 * Manned armored compartments in the location (each counts once, however many crew are in it),
 * plus the defender's manned armor bonuses for that location.
 */
export function armorValue(state: SteamTorpedoState, defender: PlayerId, location: Location): number {
  const submarine = submarineOf(state, defender);
  const armored = submarine.layout.filter(
    (tile) =>
      definitionOf(submarine, tile.id).type === 'armored' &&
      isInLocation(submarine.seat, tile.cell, location) &&
      isManned(state, submarine, tile),
  ).length;
  const bonuses = activeStandby(state, submarine).reduce(
    (sum, modifier) => sum + (modifier.kind === 'armor-bonus' && (modifier.location === undefined || modifier.location === location) ? modifier.amount : 0),
    0,
  );
  return armored + bonuses;
}

/** Attack total minus armor value, never below zero. */
export function damageTotal(attack: number, armor: number): number {
  return Math.max(0, attack - armor);
}

export interface PlacedDamage {
  /** Tokens that went on this compartment. */
  placed: number;
  /** Oxygen tokens those damage tokens covered and removed. */
  oxygenLost: number;
  destroyed: boolean;
}

/**
 * Places up to `amount` damage tokens on one compartment. Free gears fill first and gears still
 * holding oxygen last (interpretation: the defender places the tokens, and no defender would
 * cover their own air first); a token on an oxygen gear removes that oxygen.
 */
export function placeDamage(tile: TileState, definition: TileDefinition, amount: number): PlacedDamage {
  const room = definition.structure - tile.damage;
  const placed = Math.min(Math.max(0, amount), room);
  const freeGears = definition.structure - tile.damage - tile.oxygen;
  const oxygenLost = Math.max(0, placed - freeGears);
  return { placed, oxygenLost, destroyed: tile.damage + placed >= definition.structure };
}

/** Oxygen tokens that can be taken from one compartment: up to `amount`, and never more than it holds. */
export function removableOxygen(tile: TileState, amount: number): number {
  return Math.min(tile.oxygen, Math.max(0, amount));
}

/**
 * The compartments a defender may put damage on now: the one being filled, if any, else every
 * compartment left in the location. Empty when the location has none left (the control room
 * then takes the rest).
 */
export function damageChoices(submarine: Submarine, location: Location, current: string | null): TileState[] {
  const left = compartmentsIn(submarine, location);
  const filling = left.find((tile) => tile.id === current);
  return filling ? [filling] : left;
}

/** Compartments in the location holding oxygen, for a drain: the one being emptied first. */
export function drainChoices(submarine: Submarine, location: Location, current: string | null): TileState[] {
  const withOxygen = compartmentsIn(submarine, location).filter((tile) => tile.oxygen > 0);
  const emptying = withOxygen.find((tile) => tile.id === current);
  return emptying ? [emptying] : withOxygen;
}
