/**
 * Effects: who may trigger which effect now, where it can reach, and what it does when it
 * resolves. Shared by `decide` (to refuse or resolve) and `legalCommands` (to offer).
 */
import { RuleViolation, type PlayerId } from '../engine/index.ts';
import type { EffectDefinition, Location, PendingDamage, Range, RelativePosition, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import type { AttackEvent, EffectTarget, SteamTorpedoEvent } from './messages.ts';
import {
  compartmentsIn,
  controlRoomOf,
  crewIn,
  definitionOf,
  drainableOxygen,
  hasOpposingCrew,
  isControlRoom,
  opponentOf,
  submarineOf,
  tileStateOf,
} from './board.ts';
import { arcsInReach, describeReach, rangeBetween, relativePosition } from './geometry.ts';
import { armorValue, attackTotal, damageTotal, ignoresArmor, placeDamage } from './damage.ts';
import { SHARED_SECTOR_SIDES, arrivesAlongside, northernAfterArriving, type SharedSectorSide } from './placement.ts';
import { RULE, type RuleId } from './rule-ids.ts';

/** Where the opponent is, seen from `player`'s submarine. */
export function sightOf(state: SteamTorpedoState, player: PlayerId): { position: RelativePosition; range: Range } {
  const own = submarineOf(state, player);
  const other = submarineOf(state, opponentOf(state, player));
  return {
    position: relativePosition(own.sector, other.sector, state.northernSubmarine === other.owner),
    range: rangeBetween(own.sector, other.sector),
  };
}

/** The locations an effect can hit now (one per arc in reach). */
export function reachableLocations(state: SteamTorpedoState, player: PlayerId, effect: EffectDefinition): Location[] {
  const { position, range } = sightOf(state, player);
  const locations: Location[] = [];
  for (const arc of arcsInReach(effect.arcs, position, range)) if (!locations.includes(arc.target)) locations.push(arc.target);
  return locations;
}

/**
 * Whether any arc of the effect reaches, seen from `sight`. Every targeted effect needs one, so
 * this is the cheap first question before working out its targets.
 */
export function hasArcInReach(effect: EffectDefinition, sight: { position: RelativePosition; range: Range }): boolean {
  return effect.arcs.some((arc) => arc.position === sight.position && arc.range === sight.range);
}

export function effectKey(owner: PlayerId, tileId: string, effectIndex: number): string {
  return `${owner}/${tileId}#${String(effectIndex)}`;
}

/** A fully worked-out target: what the effect will do, checked against the rules. */
export type ResolvedTarget =
  | { kind: 'attack'; location: Location; range: Range }
  | { kind: 'drain-oxygen'; location: Location; amount: number }
  | { kind: 'shoot-crew'; location: Location; tile: string; rank: 'captain' | 'sailor'; amount: number }
  | { kind: 'tow'; direction: 1 | -1; amount: number; northernSubmarine: PlayerId };

/**
 * Checks that the effect has a valid target and works it out; throws the trigger-blocked rule
 * (or the more specific rule) when it has none. `doubled` is for Two Keys.
 */
export function resolveTarget(state: SteamTorpedoState, player: PlayerId, effect: EffectDefinition, target: EffectTarget | undefined, doubled: boolean): ResolvedTarget {
  const action = effect.action;
  const factor = doubled ? 2 : 1;
  switch (action.kind) {
    case 'attack':
    case 'drain-oxygen': {
      const location = chooseLocation(state, player, effect, target?.location);
      if (action.kind === 'attack') return { kind: 'attack', location, range: sightOf(state, player).range };
      return { kind: 'drain-oxygen', location, amount: action.amount * factor };
    }
    case 'shoot-crew':
      return resolveShootCrew(state, player, effect, target, action.amount * factor, action.who);
    case 'tow':
      // The chain or hook must reach like any weapon; the location it names is only where it bites.
      chooseLocation(state, player, effect, reachableLocations(state, player, effect)[0]);
      return resolveTow(state, player, target, action.amount * factor);
    case 'armor-bonus':
    case 'attack-bonus':
    case 'speed-bonus':
      throw new RuleViolation(RULE.effectsStandby, 'A Standby effect works by itself while its compartment is manned; it is never triggered.');
  }
}

function chooseLocation(state: SteamTorpedoState, player: PlayerId, effect: EffectDefinition, wanted: Location | undefined): Location {
  const reachable = reachableLocations(state, player, effect);
  if (reachable.length === 0) {
    const { position, range } = sightOf(state, player);
    throw new RuleViolation(RULE.targetingArcs, `No valid target: none of this effect's arcs reaches, since ${describeReach(position, range)}.`);
  }
  if (wanted === undefined) {
    const [only] = reachable;
    if (only === undefined || reachable.length > 1) throw new RuleViolation(RULE.targetingArcs, `Choose the location to hit: ${reachable.join(' or ')}.`);
    return only;
  }
  if (!reachable.includes(wanted)) throw new RuleViolation(RULE.targetingArcs, `This effect cannot reach the ${wanted} from here; it can reach ${reachable.join(', ')}.`);
  return wanted;
}

function resolveShootCrew(
  state: SteamTorpedoState,
  player: PlayerId,
  effect: EffectDefinition,
  target: EffectTarget | undefined,
  amount: number,
  who: 'sailors' | 'crew',
): ResolvedTarget {
  const location = chooseLocation(state, player, effect, target?.location);
  const defender = submarineOf(state, opponentOf(state, player));
  const options = crewTargets(state, defender, location, who);
  if (options.length === 0) throw new RuleViolation(RULE.activateTriggerBlocked, `No valid target: no ${who === 'sailors' ? 'sailor' : 'crew member'} stands in a compartment of the ${location} that can be targeted.`);
  const chosen = options.find((option) => option.tile === target?.tile && option.rank === (target.rank ?? option.rank));
  if (chosen === undefined) {
    if (target?.tile === undefined && options.length === 1 && options[0] !== undefined) return { kind: 'shoot-crew', location, ...options[0], amount };
    throw new RuleViolation(
      target?.rank === 'captain' && who === 'sailors' ? RULE.attackCrew : RULE.activateTriggerBlocked,
      `Choose a compartment and who to shoot: ${options.map((option) => `${option.rank}s in ${option.tile}`).join(', ')}.`,
    );
  }
  return { kind: 'shoot-crew', location, tile: chosen.tile, rank: chosen.rank, amount };
}

/** The (compartment, rank) pairs a crew-shooting effect could aim at in a location. */
export function crewTargets(state: SteamTorpedoState, defender: Submarine, location: Location, who: 'sailors' | 'crew'): { tile: string; rank: 'captain' | 'sailor' }[] {
  return compartmentsIn(defender, location).flatMap((tile) => {
    const present = crewIn(state, defender, tile, defender.owner);
    const ranks: ('captain' | 'sailor')[] = who === 'sailors' ? ['sailor'] : ['sailor', 'captain'];
    return ranks.filter((rank) => present.some((member) => member.rank === rank)).map((rank) => ({ tile: tile.id, rank }));
  });
}

function resolveTow(state: SteamTorpedoState, player: PlayerId, target: EffectTarget | undefined, amount: number): ResolvedTarget {
  const options = towOptions(state, player, amount);
  if (options.length === 0) throw new RuleViolation(RULE.activateTriggerBlocked, 'No valid target: the opponent cannot be moved.');
  const directions = [...new Set(options.map((option) => option.direction))];
  const direction = target?.direction ?? (directions.length === 1 ? directions[0] : undefined);
  if (direction === undefined) throw new RuleViolation(RULE.activateTriggerBlocked, 'Choose which way to tow: toward sector 1 or toward sector 5.');
  if (!options.some((option) => option.direction === direction)) throw new RuleViolation(RULE.maneuverBattleArea, 'That would tow the submarine out of the battle area.');
  const towed = submarineOf(state, opponentOf(state, player));
  const to = towDestination(towed.sector, direction, amount);
  return { kind: 'tow', direction, amount, northernSubmarine: northernAfterArriving(state, towed.owner, to, player, target?.side) };
}

/** Every way a tow could go: a direction that stays in the battle area, and a side when it lands alongside. */
function towOptions(state: SteamTorpedoState, player: PlayerId, amount: number): { direction: 1 | -1; side?: SharedSectorSide }[] {
  const towed = submarineOf(state, opponentOf(state, player));
  return ([1, -1] as const).flatMap((direction) => {
    if (!isSectorNumber(towed.sector + direction)) return [];
    const to = towDestination(towed.sector, direction, amount);
    return arrivesAlongside(state, towed.owner, to) ? SHARED_SECTOR_SIDES.map((side) => ({ direction, side })) : [{ direction }];
  });
}

/** Towing stops at the edge of the battle area. */
function towDestination(from: number, direction: 1 | -1, amount: number): number {
  return Math.min(5, Math.max(1, from + direction * amount));
}

function isSectorNumber(sector: number): boolean {
  return sector >= 1 && sector <= 5;
}

/**
 * Every target an effect could be given now, for legal-command lists; `resolveTarget` accepts each
 * of them and no other. Empty when it has none. `doubled` is for Two Keys: a doubled tow goes
 * further, so it may land alongside (a side to choose) where a single one does not.
 */
export function possibleTargets(state: SteamTorpedoState, player: PlayerId, effect: EffectDefinition, doubled = false): EffectTarget[] {
  const action = effect.action;
  switch (action.kind) {
    case 'attack':
    case 'drain-oxygen':
      return reachableLocations(state, player, effect).map((location) => ({ location }));
    case 'shoot-crew': {
      const defender = submarineOf(state, opponentOf(state, player));
      return reachableLocations(state, player, effect).flatMap((location) =>
        crewTargets(state, defender, location, action.who).map((option) => ({ location, tile: option.tile, rank: option.rank })),
      );
    }
    case 'tow': {
      if (reachableLocations(state, player, effect).length === 0) return [];
      return towOptions(state, player, action.amount * (doubled ? 2 : 1));
    }
    case 'armor-bonus':
    case 'attack-bonus':
    case 'speed-bonus':
      return [];
  }
}

/** The events an effect produces when it resolves (damage waits for the defender's choices). */
export function effectEvents(state: SteamTorpedoState, player: PlayerId, tile: TileDefinition, effect: EffectDefinition, target: ResolvedTarget, doubled: boolean): SteamTorpedoEvent[] {
  const defender = opponentOf(state, player);
  switch (target.kind) {
    case 'attack':
    case 'drain-oxygen':
      return attackEffectEvents(state, player, tile, effect, target, doubled);
    case 'shoot-crew': {
      const submarine = submarineOf(state, defender);
      const victims = crewIn(state, submarine, tileStateOf(submarine, target.tile), defender)
        .filter((member) => member.rank === target.rank)
        .slice(0, target.amount)
        .map((member) => member.id);
      return [{ type: 'crew-eliminated', rule: RULE.attackCrew, owner: defender, crew: victims }];
    }
    case 'tow': {
      const towed = submarineOf(state, defender);
      const to = towDestination(towed.sector, target.direction, target.amount);
      return [{ type: 'submarine-towed', rule: RULE.activateTrigger, submarine: defender, from: towed.sector, to, northernSubmarine: target.northernSubmarine }];
    }
  }
}

/**
 * `effectEvents` for an attack or an oxygen drain, whose events are all an attack's: what the damage
 * sub-mechanic resolves, without the other kinds of effect.
 */
export function attackEffectEvents(
  state: SteamTorpedoState,
  player: PlayerId,
  tile: TileDefinition,
  effect: EffectDefinition,
  target: Extract<ResolvedTarget, { kind: 'attack' | 'drain-oxygen' }>,
  doubled: boolean,
): AttackEvent[] {
  const defender = opponentOf(state, player);
  switch (target.kind) {
    case 'attack': {
      const base = attackTotal(state, player, tile, effect.action, target.range);
      const total = doubled ? base * 2 : base;
      const armor = ignoresArmor(effect) ? 0 : armorValue(state, defender, target.location);
      const damage = damageTotal(total, armor);
      const resolved: AttackEvent = {
        type: 'attack-resolved',
        rule: RULE.attackDamageTotal,
        attacker: player,
        defender,
        location: target.location,
        attackTotal: total,
        armorValue: armor,
        damageTotal: damage,
      };
      if (damage === 0) return [resolved];
      return [resolved, ...startDamage(state, player, defender, target.location, damage, 'damage')];
    }
    case 'drain-oxygen':
      return startDamage(state, player, defender, target.location, target.amount, 'oxygen');
  }
}

/**
 * Opens the defender's damage (or oxygen) allocation. With nothing to choose it settles at once:
 * damage into a location with no compartment left goes to the control room; a drain of a location
 * with no oxygen left lets the attacker take one token anywhere.
 */
export function startDamage(state: SteamTorpedoState, attacker: PlayerId, defender: PlayerId, location: Location, amount: number, kind: 'damage' | 'oxygen'): AttackEvent[] {
  const submarine = submarineOf(state, defender);
  if (kind === 'damage' && compartmentsIn(submarine, location).length === 0) {
    return [...absorbIntoControlRoom(state, defender, RULE.attackAssign), { type: 'damage-done', rule: RULE.attackAssign }];
  }
  const pending: PendingDamage = { attacker, defender, location, remaining: amount, kind, current: null, source: kind === 'damage' ? RULE.attackAssign : RULE.attackDrainOxygen };
  if (kind === 'oxygen' && drainableOxygen(submarine, location) === 0) return drainAnywhere(submarine, pending);
  return [{ type: 'damage-pending', rule: pending.source, pending }];
}

/** The location has no oxygen left: the attacker takes a single token from any compartment, if there is one. */
export function drainAnywhere(submarine: Submarine, pending: PendingDamage): AttackEvent[] {
  const anywhere = submarine.layout.some((tile) => tile.oxygen > 0 && !isControlRoom(submarine, tile.id));
  if (!anywhere) return [{ type: 'damage-done', rule: RULE.attackDrainOxygen }];
  return [{ type: 'damage-pending', rule: RULE.attackDrainOxygen, pending: { ...pending, kind: 'oxygen-anywhere', remaining: 1, current: null } }];
}

/**
 * One damage token on the defender's control room, which soaks up a whole attack (or what is left
 * of it). Like any compartment, a full control room is destroyed with everyone in it.
 */
export function absorbIntoControlRoom(state: SteamTorpedoState, defender: PlayerId, rule: RuleId): AttackEvent[] {
  const submarine = submarineOf(state, defender);
  const room = controlRoomOf(submarine);
  const placed = placeDamage(room, definitionOf(submarine, room.id), 1);
  const absorbed: AttackEvent = { type: 'damage-absorbed', rule, player: defender, oxygenLost: placed.oxygenLost };
  if (!placed.destroyed) return [absorbed];
  const crewLost = crewIn(state, submarine, room).map((member) => ({ owner: crewOwner(state, member.id, submarine, room), crew: member.id }));
  return [absorbed, { type: 'compartment-destroyed', rule: RULE.attackDestroyed, player: defender, tile: room.id, crewLost }];
}

/** Whose crew member this is, among those standing in `tile` of `submarine`. */
export function crewOwner(state: SteamTorpedoState, crewId: string, submarine: Submarine, tile: TileState): PlayerId {
  return state.players.find((player) => crewIn(state, submarine, tile, player).some((member) => member.id === crewId)) ?? submarine.owner;
}

/** The first reason a crew member of `player` may not trigger this effect of this tile now, or null. */
export function whyNotTriggerable(
  state: SteamTorpedoState,
  player: PlayerId,
  tile: TileState,
  effect: EffectDefinition | undefined,
  effectIndex: number,
): { rule: RuleId; reason: string } | null {
  const submarine = submarineOf(state, player);
  if (effect === undefined) return { rule: RULE.activateTrigger, reason: `${definitionOf(submarine, tile.id).name} has no effect number ${String(effectIndex + 1)}.` };
  if (state.turnsBegun[state.active] === 1) return { rule: RULE.activateFirstTurn, reason: 'Nobody triggers effects during a player\'s first turn.' };
  if (tile.destroyed) return { rule: RULE.attackDestroyed, reason: 'A destroyed compartment does nothing.' };
  if (effect.button === 'standby') return { rule: RULE.effectsStandby, reason: 'A Standby effect works by itself while manned; it is never triggered.' };
  if (hasOpposingCrew(state, submarine, tile)) return { rule: RULE.effectsOpposingCrew, reason: 'An opposing crew member is in this compartment.' };
  if (effect.alerts.includes('single-use') && state.singleUseSpent.includes(effectKey(player, tile.id, effectIndex))) {
    return { rule: RULE.effectsSingleUse, reason: 'This single-use effect has been used this action phase.' };
  }
  return null;
}

