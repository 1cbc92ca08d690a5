/**
 * Bots for Steam Torpedo: a random player and a simple heuristic one. Bots only ever pick from
 * `legalCommands`, so whatever they return is legal by construction; the heuristic only decides
 * which legal command to prefer. A bot has the engine's pure shape `(state, player, random) =>
 * command | null`; the engine's `playout` plays a whole game between them.
 */
import { commandsFor, decideAndCheck, drawInt, randomBot, type Bot, type PlayerId } from '../engine/index.ts';
import type { EffectDefinition, Location, Range, RelativePosition, SteamTorpedoState, TileDefinition, TileState } from './model.ts';
import type { EffectTarget, SteamTorpedoCommand } from './messages.ts';
import {
  compartmentsIn,
  controlRoomOf,
  crewIn,
  definitionOf,
  drainableOxygen,
  hasOpposingCrew,
  isControlRoom,
  livingCrew,
  opponentOf,
  stepsTowardControlRoom,
  submarineOf,
  tileStateOf,
  totalOxygen,
} from './board.ts';
import { armorValue, attackTotal, damageTotal, ignoresArmor } from './damage.ts';
import { possibleTargets, reachableLocations, sightOf, whyNotTriggerable } from './effects.ts';
import { arcsInReach, rangeBetween, relativePosition } from './geometry.ts';
import { speedOf } from './decide.ts';
import { northernAfterChoosingSide } from './placement.ts';
import { evolve } from './evolve.ts';
// Bots only play (legal commands, decide), never set a game up, and both rulesets play alike: the
// sample one keeps the tile checker out of a widget bundle that has a bot.
import { sampleTilesRuleset as ruleset } from './ruleset.ts';

/** A Steam Torpedo bot: the engine's pure `Bot` shape, its chance passed in. */
export type SteamTorpedoBot = Bot<SteamTorpedoState, SteamTorpedoCommand>;


/** The engine's uniform random bot. */
export const randomPlayer: SteamTorpedoBot = randomBot(ruleset);

// ---------------------------------------------------------------------------------------------
// The heuristic bot

/**
 * What things are worth, in damage points. Oxygen is the clock every game runs on and a control
 * room token is a quarter of a win, so both count for more than a point of compartment damage.
 */
const WORTH = {
  oxygen: 1.5,
  sailor: 2,
  captain: 3,
  controlRoomHit: 3,
  tow: 0.25,
  /** How much the opponent's reach counts against a position, next to our own. */
  threat: 0.5,
  /** A crew move pays off next turn at the earliest: discounted against acting now. */
  posting: 0.4,
  /** Reacting exhausts the compartment's crew and sends them home: only worth it for a real effect. */
  reactionCost: 0.25,
  /** Never maneuver (or move) for nothing. */
  idle: 0.05,
} as const;

/**
 * A simple heuristic: attacks with the best damage total, maneuvers so its weapons reach, posts
 * idle crew at its strongest weapons, protects crew and oxygen when taking damage, reacts when it
 * can, and otherwise ends the turn. Its chance only breaks ties.
 */
export const heuristicBot: SteamTorpedoBot = (state, player, random) => {
  const best = preferred(state, player, commandsFor(ruleset, state, player));
  if (best.length <= 1) return best[0] ?? null;
  return best[drawInt(random, 0, best.length - 1).value] ?? null;
};

/** The commands the heuristic likes best among `choices` (several when tied). */
function preferred(state: SteamTorpedoState, player: PlayerId, choices: readonly SteamTorpedoCommand[]): SteamTorpedoCommand[] {
  switch (state.prompt?.id) {
    case 'swap':
      return choices.filter((command) => command.type === 'skip-swap');
    case 'breathe':
      return bestBy(choices, (command) => (command.type === 'breathe' ? breatheScore(state, player, command.tile) : 0));
    case 'allocate-damage':
      return allocateDamage(state, player, choices);
    case 'drain-oxygen':
      return bestBy(choices, (command) => (command.type === 'remove-oxygen' ? drainScore(state, player, command.tile) : 0));
    case 'react':
      return bestBy(choices, (command) => (command.type === 'react' ? reactionScore(state, player, command) : 0));
    default:
      return bestBy(choices, actionScorer(state, player));
  }
}

/** Every item with the highest score. */
function bestBy<T>(items: readonly T[], score: (item: T) => number): T[] {
  const scored = items.map((item) => ({ item, score: score(item) }));
  const top = Math.max(...scored.map((entry) => entry.score));
  return scored.filter((entry) => entry.score >= top - 1e-9).map((entry) => entry.item);
}

// --- Recovery ----------------------------------------------------------------------------------

/**
 * Breathe from the tile with most oxygen that is not armored, an engine or the control room (those
 * are the compartments worth keeping whole), and among equals from the one nearest destruction,
 * whose air would be lost anyway.
 */
function breatheScore(state: SteamTorpedoState, player: PlayerId, tileId: string): number {
  const submarine = submarineOf(state, player);
  const tile = tileStateOf(submarine, tileId);
  const type = definitionOf(submarine, tileId).type;
  const kept = type === 'armored' || type === 'engine' || type === 'control-room' ? 100 : 0;
  return -kept + tile.oxygen * 10 - remainingStructure(state, player, tile);
}

function remainingStructure(state: SteamTorpedoState, owner: PlayerId, tile: TileState): number {
  return definitionOf(submarineOf(state, owner), tile.id).structure - tile.damage;
}

// --- Taking damage -------------------------------------------------------------------------------

interface Consequence {
  command: SteamTorpedoCommand;
  loses: boolean;
  crewLost: number;
  oxygenLost: number;
  /** A compartment of the chooser is destroyed. */
  destroys: boolean;
  crewed: boolean;
  hasOxygen: boolean;
}

/** What a damage choice does to the chooser, read off the state it leads to. */
function consequenceOf(state: SteamTorpedoState, player: PlayerId, command: SteamTorpedoCommand): Consequence {
  const events = decideAndCheck(ruleset, state, command);
  const after = events.reduce(evolve, state);
  const before = submarineOf(state, player);
  const now = submarineOf(after, player);
  const tile = command.type === 'assign-damage' ? tileStateOf(before, command.tile) : controlRoomOf(before);
  return {
    command,
    loses: after.winner !== null && !after.winner.winners.includes(player),
    crewLost: livingCrew(before).length - livingCrew(now).length,
    oxygenLost: totalOxygen(before) - totalOxygen(now),
    destroys: events.some((event) => event.type === 'compartment-destroyed' && event.player === player),
    crewed: crewIn(state, before, tile, player).length > 0,
    hasOxygen: tile.oxygen > 0,
  };
}

/**
 * Lexicographic: never lose, then keep crew, then oxygen, then compartments; then spare crewed and
 * oxygen-bearing compartments.
 */
function damageCost(consequence: Consequence): number {
  return (
    (consequence.loses ? 1e10 : 0) +
    consequence.crewLost * 1e8 +
    consequence.oxygenLost * 1e6 +
    (consequence.destroys ? 1e4 : 0) +
    (consequence.crewed ? 100 : 0) +
    (consequence.hasOxygen ? 1 : 0)
  );
}

/**
 * Assign damage to compartments without crew or oxygen first; absorb into the control room only
 * when assigning would destroy a compartment with crew (or lose the game), or when the control room
 * has plenty of structure left and even the best assignment would cost oxygen or a compartment.
 */
function allocateDamage(state: SteamTorpedoState, player: PlayerId, choices: readonly SteamTorpedoCommand[]): SteamTorpedoCommand[] {
  const assigns = choices.filter((command) => command.type === 'assign-damage').map((command) => consequenceOf(state, player, command));
  const best = bestBy(assigns, (consequence) => -damageCost(consequence));
  const absorb = choices.find((command) => command.type === 'absorb-damage');
  const first = best[0];
  if (absorb === undefined || first === undefined) return first === undefined ? [...choices] : best.map((consequence) => consequence.command);
  return shouldAbsorb(state, player, first, consequenceOf(state, player, absorb)) ? [absorb] : best.map((consequence) => consequence.command);
}

function shouldAbsorb(state: SteamTorpedoState, player: PlayerId, bestAssign: Consequence, absorbing: Consequence): boolean {
  if (absorbing.loses) return false;
  if (bestAssign.loses || bestAssign.crewLost > 0) return true;
  const room = controlRoomOf(submarineOf(state, player));
  const plentyLeft = remainingStructure(state, player, room) >= 3;
  // A hit that only fills free gears costs nothing now: not worth a quarter of the control room.
  return plentyLeft && (bestAssign.oxygenLost > 0 || bestAssign.destroys);
}

/**
 * Oxygen comes out one compartment at a time. As defender, empty first the compartments nearest
 * destruction (their air is the likeliest lost anyway); as the attacker taking a single token
 * from anywhere, take it from the sturdiest, which the defender would have kept longest.
 */
function drainScore(state: SteamTorpedoState, player: PlayerId, tileId: string): number {
  const pending = state.pendingDamage;
  if (pending === null) return 0;
  const tile = tileStateOf(submarineOf(state, pending.defender), tileId);
  const sturdiness = remainingStructure(state, pending.defender, tile);
  return player === pending.defender ? -sturdiness : sturdiness;
}

// --- Reactions -----------------------------------------------------------------------------------

function reactionScore(state: SteamTorpedoState, player: PlayerId, command: Extract<SteamTorpedoCommand, { type: 'react' }>): number {
  const definition = definitionOf(submarineOf(state, player), command.tile);
  const effect = definition.effects[command.effect];
  if (effect === undefined) return 0;
  return effectWorth(state, player, definition, effect, command.target ?? {}, false) - WORTH.reactionCost;
}

// --- What an effect is worth ------------------------------------------------------------------------

/** One use of an effect against a chosen target, at the current positions, in damage points. */
function effectWorth(state: SteamTorpedoState, player: PlayerId, tile: TileDefinition, effect: EffectDefinition, target: EffectTarget, doubled: boolean): number {
  const action = effect.action;
  const factor = doubled ? 2 : 1;
  switch (action.kind) {
    case 'attack':
    case 'drain-oxygen':
      return target.location === undefined ? 0 : worthAgainst(state, player, tile, effect, target.location, sightOf(state, player).range, factor);
    case 'shoot-crew':
      return target.tile === undefined ? 0 : crewShotWorth(state, player, target.tile, target.rank ?? 'sailor', action.amount * factor);
    case 'tow':
      return towWorth(state, player, target.direction ?? 1, action.amount * factor);
    case 'armor-bonus':
    case 'attack-bonus':
    case 'speed-bonus':
      return 0;
  }
}

/** An attack or drain on a location, at a range. */
function worthAgainst(state: SteamTorpedoState, player: PlayerId, tile: TileDefinition, effect: EffectDefinition, location: Location, range: Range, factor: number): number {
  const opponent = opponentOf(state, player);
  const enemy = submarineOf(state, opponent);
  if (effect.action.kind === 'drain-oxygen') {
    const drainable = drainableOxygen(enemy, location);
    // An empty location still lets the attacker take one token from anywhere.
    return (drainable === 0 ? Math.min(1, totalOxygen(enemy)) : Math.min(drainable, effect.action.amount * factor)) * WORTH.oxygen;
  }
  const armor = ignoresArmor(effect) ? 0 : armorValue(state, opponent, location);
  const damage = damageTotal(attackTotal(state, player, tile, effect.action, range) * factor, armor);
  if (damage === 0) return 0;
  // A location with nothing left standing sends the hit to the control room: a step toward winning.
  return compartmentsIn(enemy, location).length === 0 ? WORTH.controlRoomHit : damage;
}

function crewShotWorth(state: SteamTorpedoState, player: PlayerId, tileId: string, rank: 'captain' | 'sailor', amount: number): number {
  const enemy = submarineOf(state, opponentOf(state, player));
  const victims = crewIn(state, enemy, tileStateOf(enemy, tileId), enemy.owner).filter((member) => member.rank === rank).length;
  return Math.min(victims, amount) * (rank === 'captain' ? WORTH.captain : WORTH.sailor);
}

/** A tow is worth what it does to the position, plus a little for the trouble it causes. */
function towWorth(state: SteamTorpedoState, player: PlayerId, direction: 1 | -1, amount: number): number {
  const scorer = positionScorer(state, player);
  const now = placementOf(state, player);
  const towed = { ...now, theirs: Math.min(5, Math.max(1, now.theirs + direction * amount)) };
  return WORTH.tow + scorer(towed) - scorer(now);
}

// --- Positions ------------------------------------------------------------------------------------

/** Where the two submarines are, as the maneuver planner sees it. */
interface Placement {
  mine: number;
  theirs: number;
  /** Which submarine lies north when they share a sector. */
  northern: PlayerId;
}

interface Sight {
  position: RelativePosition;
  range: Range;
}

function placementOf(state: SteamTorpedoState, player: PlayerId): Placement {
  return { mine: submarineOf(state, player).sector, theirs: submarineOf(state, opponentOf(state, player)).sector, northern: state.northernSubmarine };
}

/**
 * How good a placement is for `player`: their weapons' reach minus part of the opponent's, weighted
 * by how soon the crew can fire them. Sights are few (4 positions × 2 ranges), so each is worked out
 * once per decision.
 */
function positionScorer(state: SteamTorpedoState, player: PlayerId): (placement: Placement) => number {
  const opponent = opponentOf(state, player);
  const cache = new Map<string, number>();
  const firepowerAt = (who: PlayerId, sight: Sight): number => {
    const key = `${who}|${sight.position}|${sight.range}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = firepower(state, who, sight, who === player ? ownReadiness(state, player) : enemyReadiness(state, who));
      cache.set(key, value);
    }
    return value;
  };
  return (placement) => {
    const mySight = { position: relativePosition(placement.mine, placement.theirs, placement.northern === opponent), range: rangeBetween(placement.mine, placement.theirs) };
    const theirSight = { position: relativePosition(placement.theirs, placement.mine, placement.northern === player), range: mySight.range };
    return firepowerAt(player, mySight) - WORTH.threat * firepowerAt(opponent, theirSight);
  };
}

type Readiness = (tile: TileState, effect: EffectDefinition) => number;

/** Our own effects count by the ready crew on them now (the control room's duty fires once per crew member). */
function ownReadiness(state: SteamTorpedoState, player: PlayerId): Readiness {
  const submarine = submarineOf(state, player);
  return (tile, effect) => {
    const crew = crewIn(state, submarine, tile, player);
    const ready = crew.filter((member) => member.ready).length;
    if (isControlRoom(submarine, tile.id)) return ready + 0.1;
    if (ready >= 2 && effect.alerts.includes('two-keys')) return 2;
    if (ready >= 1) return 1;
    return crew.length > 0 ? 0.3 : 0.1;
  };
}

/** The opponent's effects count by the crew on them: all of them will be ready on their turn. */
function enemyReadiness(state: SteamTorpedoState, player: PlayerId): Readiness {
  const submarine = submarineOf(state, player);
  return (tile) => {
    const crew = crewIn(state, submarine, tile, player).length;
    if (isControlRoom(submarine, tile.id)) return crew + 0.1;
    return crew > 0 ? 1 : 0.1;
  };
}

/** Each usable effect of `player`'s submarine at its best target from `sight`, times its readiness. */
function firepower(state: SteamTorpedoState, player: PlayerId, sight: Sight, readiness: Readiness): number {
  const submarine = submarineOf(state, player);
  let total = 0;
  for (const tile of submarine.layout) {
    if (tile.destroyed || hasOpposingCrew(state, submarine, tile)) continue;
    const definition = definitionOf(submarine, tile.id);
    for (const effect of definition.effects) {
      if (effect.button === 'standby') continue;
      const locations = [...new Set(arcsInReach(effect.arcs, sight.position, sight.range).map((arc) => arc.target))];
      if (locations.length === 0) continue;
      total += readiness(tile, effect) * Math.max(...locations.map((location) => reachWorth(state, player, definition, effect, location, sight.range)));
    }
  }
  return total;
}

/** What an effect could do to a location if it reached it. */
function reachWorth(state: SteamTorpedoState, player: PlayerId, tile: TileDefinition, effect: EffectDefinition, location: Location, range: Range): number {
  const action = effect.action;
  if (action.kind === 'attack' || action.kind === 'drain-oxygen') return worthAgainst(state, player, tile, effect, location, range, 1);
  if (action.kind === 'tow') return WORTH.tow;
  if (action.kind !== 'shoot-crew') return 0;
  const enemy = submarineOf(state, opponentOf(state, player));
  const shots = compartmentsIn(enemy, location).map((target) => {
    const present = crewIn(state, enemy, target, enemy.owner);
    const captain = action.who === 'crew' && present.some((member) => member.rank === 'captain') ? WORTH.captain : 0;
    return Math.max(captain, present.some((member) => member.rank === 'sailor') ? WORTH.sailor : 0);
  });
  return Math.max(0, ...shots);
}

/** Every placement one maneuver step leads to, with the legal step's fields. */
function nextPlacements(placement: Placement, player: PlayerId, opponent: PlayerId): Placement[] {
  const results: Placement[] = [];
  for (const moved of ['mine', 'theirs'] as const) {
    for (const direction of [1, -1] as const) {
      const to = placement[moved] + direction;
      if (to < 1 || to > 5) continue;
      const other = moved === 'mine' ? placement.theirs : placement.mine;
      const moving = { ...placement, [moved]: to };
      // Into a shared sector the maneuvering player picks the side; anywhere else, nothing changes sides.
      results.push(...(to === other ? [{ ...moving, northern: player }, { ...moving, northern: opponent }] : [moving]));
    }
  }
  return results;
}

/** The best score among placements reachable in at most `steps` maneuver steps (staying put included). */
function bestReachable(start: Placement, steps: number, player: PlayerId, opponent: PlayerId, score: (placement: Placement) => number): number {
  const key = (placement: Placement): string => `${String(placement.mine)}|${String(placement.theirs)}|${placement.northern}`;
  const seen = new Set([key(start)]);
  let frontier = [start];
  let best = score(start);
  for (let step = 0; step < steps && frontier.length > 0; step++) {
    const next: Placement[] = [];
    for (const placement of frontier) {
      for (const candidate of nextPlacements(placement, player, opponent)) {
        if (seen.has(key(candidate))) continue;
        seen.add(key(candidate));
        best = Math.max(best, score(candidate));
        next.push(candidate);
      }
    }
    frontier = next;
  }
  return best;
}

/** Where one legal maneuver step leads. */
function placementAfterStep(state: SteamTorpedoState, player: PlayerId, step: Extract<SteamTorpedoCommand, { type: 'maneuver-step' }>): Placement {
  const placement = placementOf(state, player);
  const moved = step.submarine === player ? 'mine' : 'theirs';
  const moving = { ...placement, [moved]: placement[moved] + step.direction };
  if (step.side === undefined) return moving;
  return { ...moving, northern: northernAfterChoosingSide(state, step.player, step.side) };
}

// --- The action phase ------------------------------------------------------------------------------

/**
 * Scores every action-phase command (and maneuver steps) in damage points; ending the turn scores 0,
 * so anything else has to be worth something to be chosen.
 */
function actionScorer(state: SteamTorpedoState, player: PlayerId): (command: SteamTorpedoCommand) => number {
  const opponent = opponentOf(state, player);
  let scorer: ((placement: Placement) => number) | undefined;
  const position = (): ((placement: Placement) => number) => (scorer ??= positionScorer(state, player));
  return (command) => {
    switch (command.type) {
      case 'end-turn':
        return 0;
      case 'trigger':
        return triggerScore(state, player, command);
      case 'start-maneuver': {
        const here = placementOf(state, player);
        return bestReachable(here, speedOf(state, player), player, opponent, position()) - position()(here) - WORTH.idle;
      }
      case 'maneuver-step': {
        const speedLeft = state.maneuver?.speedLeft ?? 1;
        return bestReachable(placementAfterStep(state, player, command), speedLeft - 1, player, opponent, position());
      }
      case 'end-maneuver':
        // Staying put wins ties, so the submarine does not wander.
        return position()(placementOf(state, player)) + WORTH.idle;
      case 'move-crew':
        return WORTH.posting * postingGain(state, player, command.crew, command.to) - WORTH.idle;
      case 'captain-move':
        return captainMoveScore(state, player, command.to);
      default:
        return -1;
    }
  };
}

function triggerScore(state: SteamTorpedoState, player: PlayerId, command: Extract<SteamTorpedoCommand, { type: 'trigger' }>): number {
  const definition = definitionOf(submarineOf(state, player), command.tile);
  const effect = definition.effects[command.effect];
  if (effect === undefined) return 0;
  const worth = effectWorth(state, player, definition, effect, command.target ?? {}, command.crew.length === 2);
  if (worth <= 0) return -1;
  // Among equal shots, step back to the better post.
  const [crew] = command.crew;
  const [to] = command.to;
  const step = crew === undefined || to === undefined ? 0 : postingGain(state, player, crew, to);
  return worth + 0.01 * step;
}

/**
 * The captain's free move: worth the best shot it opens up for him this turn (if he is still
 * ready), else a better post for next turn.
 */
function captainMoveScore(state: SteamTorpedoState, player: PlayerId, to: TileState['cell']): number {
  const submarine = submarineOf(state, player);
  const captain = submarine.crew.find((member) => member.rank === 'captain');
  const from = captain?.at;
  if (captain === undefined || from?.submarine !== player) return -1;
  const destination = submarine.layout.find((tile) => tile.cell.row === to.row && tile.cell.column === to.column);
  const origin = submarine.layout.find((tile) => tile.cell.row === from.cell.row && tile.cell.column === from.cell.column);
  if (destination === undefined || origin === undefined) return -1;
  const shotGain = captain.ready ? bestShotFrom(state, player, destination) - bestShotFrom(state, player, origin) : 0;
  return shotGain + WORTH.posting * postingGain(state, player, 'captain', to) - WORTH.idle;
}

/** The best single trigger a ready crew member standing in `tile` could make now. */
function bestShotFrom(state: SteamTorpedoState, player: PlayerId, tile: TileState): number {
  const submarine = submarineOf(state, player);
  if (!isControlRoom(submarine, tile.id) && stepsTowardControlRoom(submarine, tile.cell).length === 0) return 0;
  const definition = definitionOf(submarine, tile.id);
  const worths = definition.effects.flatMap((effect, index) => {
    if (effect.button === 'standby' || whyNotTriggerable(state, player, tile, effect, index) !== null) return [];
    if (reachableLocations(state, player, effect).length === 0 && effect.action.kind !== 'tow') return [];
    return possibleTargets(state, player, effect).map((target) => effectWorth(state, player, definition, effect, target, false));
  });
  return Math.max(0, ...worths);
}

/**
 * How much better the crew's posts are after `crewId` steps to `to`. A post is worth its strongest
 * weapon (each crew member in the control room fires it; a Two Keys weapon wants two), plus its
 * armor, engine and standby bonuses; a compartment about to be destroyed is a bad post.
 */
function postingGain(state: SteamTorpedoState, player: PlayerId, crewId: string, to: TileState['cell']): number {
  const submarine = submarineOf(state, player);
  const member = submarine.crew.find((candidate) => candidate.id === crewId);
  const from = member?.at;
  if (from?.submarine !== player) return 0;
  const origin = submarine.layout.find((tile) => tile.cell.row === from.cell.row && tile.cell.column === from.cell.column);
  const destination = submarine.layout.find((tile) => tile.cell.row === to.row && tile.cell.column === to.column);
  if (origin === undefined || destination === undefined || origin.id === destination.id) return 0;
  const count = (tile: TileState): number => crewIn(state, submarine, tile, player).length;
  const before = postWorth(state, player, origin, count(origin)) + postWorth(state, player, destination, count(destination));
  const after = postWorth(state, player, origin, count(origin) - 1) + postWorth(state, player, destination, count(destination) + 1);
  return after - before;
}

function postWorth(state: SteamTorpedoState, player: PlayerId, tile: TileState, crew: number): number {
  if (crew <= 0 || tile.destroyed) return 0;
  const submarine = submarineOf(state, player);
  const definition = definitionOf(submarine, tile.id);
  const weapon = Math.max(0, ...definition.effects.filter((effect) => effect.button !== 'standby').map((effect) => staticStrength(definition, effect)));
  const standby = definition.effects.reduce((sum, effect) => sum + standbyStrength(effect), 0);
  const border = definition.type === 'armored' ? 1 : definition.type === 'engine' || definition.type === 'control-room' ? 0.5 : 0;
  if (definition.type === 'control-room') return crew * weapon + border + standby;
  const twoKeys = definition.effects.some((effect) => effect.alerts.includes('two-keys')) && crew >= 2 ? weapon : 0;
  const danger = remainingStructure(state, player, tile) <= 1 ? crew * WORTH.sailor * 0.5 : 0;
  return weapon + twoKeys + standby + border - danger;
}

/** A weapon's printed strength, wherever the enemy is. */
function staticStrength(tile: TileDefinition, effect: EffectDefinition): number {
  const action = effect.action;
  switch (action.kind) {
    case 'attack':
      return tile.attack + (action.bonus ?? 0);
    case 'drain-oxygen':
      return action.amount * WORTH.oxygen;
    case 'shoot-crew':
      return action.amount * WORTH.sailor;
    case 'tow':
      return 0.5;
    case 'armor-bonus':
    case 'attack-bonus':
    case 'speed-bonus':
      return 0;
  }
}

function standbyStrength(effect: EffectDefinition): number {
  if (effect.button !== 'standby') return 0;
  const action = effect.action;
  if (action.kind === 'armor-bonus' || action.kind === 'attack-bonus') return action.amount;
  return action.kind === 'speed-bonus' ? action.amount * 0.5 : 0;
}
