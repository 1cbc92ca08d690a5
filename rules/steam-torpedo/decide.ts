/**
 * Steam Torpedo's rules: every command is checked here and turned into events, or refused with a
 * RuleViolation naming the rule. Nothing here changes a state; `evolve` folds the events.
 */
import { RuleViolation, describeValue, ensureAnswers, ensureNoPrompt, type PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, SteamTorpedoState, Submarine, TileState } from './model.ts';
import type { AttackEvent, EffectTarget, SteamTorpedoCommand, SteamTorpedoEvent } from './messages.ts';
import {
  compartmentsIn,
  controlRoomOf,
  crewIn,
  definitionOf,
  drainableOxygen,
  hasOpposingCrew,
  isControlRoom,
  isManned,
  livingCrew,
  openNeighbours,
  opponentOf,
  stepsTowardControlRoom,
  submarineOf,
  totalOxygen,
} from './board.ts';
import { damageChoices, drainChoices, placeDamage, removableOxygen } from './damage.ts';
import { absorbIntoControlRoom, crewOwner, drainAnywhere, effectEvents, possibleTargets, resolveTarget, whyNotTriggerable } from './effects.ts';
import { CONTROL_ROOM_CELL, areAdjacent, cellIndex, cellKey, isSector, sameCell } from './geometry.ts';
import { evolve, evolveAttack } from './evolve.ts';
import { northernAfterArriving } from './placement.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export function decide(state: SteamTorpedoState, command: SteamTorpedoCommand): SteamTorpedoEvent[] {
  return withWinner(state, decideCommand(state, command));
}

/** The commands that answer an attack: the defender's damage choices and oxygen answers. */
export type AllocationCommand = Extract<SteamTorpedoCommand, { type: 'absorb-damage' | 'assign-damage' | 'remove-oxygen' }>;

/**
 * `decide` for the answers to an attack alone. The damage sub-mechanic (scenarios.ts) plays only
 * these, and calling this instead of `decide` keeps the rest of the game's commands out of its bundle.
 */
export function decideAllocation(state: SteamTorpedoState, command: AllocationCommand): AttackEvent[] {
  const events = allocationEvents(state, command);
  return [...events, ...winnerEvents(applyAttack(state, events))];
}

/** The events, then who has won because of them, if anyone has. */
function withWinner(state: SteamTorpedoState, events: SteamTorpedoEvent[]): SteamTorpedoEvent[] {
  return [...events, ...winnerEvents(applyAll(state, events))];
}

function decideCommand(state: SteamTorpedoState, command: SteamTorpedoCommand): SteamTorpedoEvent[] {
  switch (command.type) {
    case 'swap-tiles':
    case 'skip-swap':
      return decideSwap(state, command);
    case 'breathe':
      return decideBreathe(state, command.player, command.tile);
    case 'start-maneuver':
      return decideStartManeuver(state, command.player);
    case 'maneuver-step':
      return decideManeuverStep(state, command.player, command.submarine, command.direction, command.side);
    case 'end-maneuver':
      return decideEndManeuver(state, command.player);
    case 'move-crew':
      return decideMoveCrew(state, command.player, command.crew, command.to);
    case 'captain-move':
      return decideCaptainMove(state, command.player, command.to);
    case 'trigger':
      return decideTrigger(state, command);
    case 'react':
      return decideReact(state, command.player, command.tile, command.effect, command.target);
    case 'pass-reaction':
      ensureAnswers(state.prompt, 'react', command.player);
      return [{ type: 'reaction-window-closed', rule: RULE.effectsCounter, reactor: command.player }];
    case 'absorb-damage':
    case 'assign-damage':
    case 'remove-oxygen':
      return allocationEvents(state, command);
    case 'end-turn':
      return decideEndTurn(state, command.player);
    default: {
      // Only a command from outside the types gets here: a script may send anything.
      const unknown: { type?: unknown } = command;
      throw new RuleViolation('engine/command.unknown', `Steam Torpedo has no command "${String(unknown.type)}".`);
    }
  }
}

/** Folds events into a state: `decide` reads the state between steps (an effect resolves after its crew moved). */
export function applyAll(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[]): SteamTorpedoState {
  return events.reduce(evolve, state);
}

/** `applyAll` for an attack's events: the answers to an attack fold with this alone. */
function applyAttack(state: SteamTorpedoState, events: readonly AttackEvent[]): SteamTorpedoState {
  return events.reduce(evolveAttack, state);
}

// ---------------------------------------------------------------------------------------------
// Setup swap and recovery

function decideSwap(state: SteamTorpedoState, command: Extract<SteamTorpedoCommand, { type: 'swap-tiles' | 'skip-swap' }>): SteamTorpedoEvent[] {
  ensureAnswers(state.prompt, 'swap', command.player);
  if (command.type === 'skip-swap') return [{ type: 'swap-skipped', rule: RULE.setupSwap, player: command.player }];
  const submarine = submarineOf(state, command.player);
  for (const id of [command.first, command.second]) {
    if (!submarine.tiles.some((tile) => tile.id === id)) throw new RuleViolation(RULE.setupSwap, `There is no tile ${describeValue(id)} in your submarine.`);
    if (isControlRoom(submarine, id)) throw new RuleViolation(RULE.setupSwap, 'The control room stays in the middle of the row nearest you.');
  }
  if (command.first === command.second) throw new RuleViolation(RULE.setupSwap, 'Pick two different tiles to swap.');
  return [{ type: 'tiles-swapped', rule: RULE.setupSwap, player: command.player, first: command.first, second: command.second }];
}

function decideBreathe(state: SteamTorpedoState, player: PlayerId, tileId: string): SteamTorpedoEvent[] {
  ensureAnswers(state.prompt, 'breathe', player);
  const submarine = submarineOf(state, player);
  const tile = findTile(submarine, tileId, RULE.recoveryBreathe);
  if (tile.oxygen === 0) throw new RuleViolation(RULE.recoveryBreathe, `${nameOf(submarine, tile)} has no oxygen token left; take one from a tile that has.`);
  return [
    { type: 'oxygen-breathed', rule: RULE.recoveryBreathe, player, tile: tile.id },
    { type: 'crew-readied', rule: RULE.recoveryReady, player },
  ];
}

function decideEndTurn(state: SteamTorpedoState, player: PlayerId): SteamTorpedoEvent[] {
  ensureActionPhase(state, player);
  ensureCaptainActivationNext(state, []);
  const next = opponentOf(state, player);
  return [
    { type: 'turn-ended', rule: RULE.turnOrder, player },
    { type: 'turn-began', rule: RULE.turnOrder, player: next },
  ];
}

// ---------------------------------------------------------------------------------------------
// Maneuver

/**
 * One sector per manned engine tile (the control room counts), plus manned speed bonuses (a Standby
 * effect, so not while an opposing crew member is in its tile).
 */
export function speedOf(state: SteamTorpedoState, player: PlayerId): number {
  const submarine = submarineOf(state, player);
  // The manned cells as bits, found from the crew (five) rather than by asking every tile (ten).
  let manned = 0;
  for (const member of submarine.crew) if (member.at?.submarine === player) manned |= 1 << cellIndex(member.at.cell);
  let speed = 0;
  submarine.layout.forEach((tile, position) => {
    if (tile.destroyed || (manned & (1 << cellIndex(tile.cell))) === 0) return;
    // `tiles` and `layout` are in the same order.
    const listed = submarine.tiles[position];
    const definition = listed?.id === tile.id ? listed : definitionOf(submarine, tile.id);
    if (definition.type === 'engine' || definition.type === 'control-room') speed += 1;
    const bonus = definition.effects.reduce((sum, effect) => sum + (effect.button === 'standby' && effect.action.kind === 'speed-bonus' ? effect.action.amount : 0), 0);
    if (bonus > 0 && !hasOpposingCrew(state, submarine, tile)) speed += bonus;
  });
  return speed;
}

const CONTROL_ROOM_INDEX = cellIndex(CONTROL_ROOM_CELL);

/** Whether the submarine has any speed at all (`speedOf` above 0), stopping at the first engine that counts. */
export function canManeuver(state: SteamTorpedoState, player: PlayerId): boolean {
  const submarine = submarineOf(state, player);
  let manned = 0;
  for (const member of submarine.crew) if (member.at?.submarine === player) manned |= 1 << cellIndex(member.at.cell);
  // The usual case: someone is in the control room, which counts as an engine.
  if ((manned & (1 << CONTROL_ROOM_INDEX)) !== 0 && !controlRoomOf(submarine).destroyed) return true;
  return submarine.layout.some((tile, position) => {
    if (tile.destroyed || (manned & (1 << cellIndex(tile.cell))) === 0) return false;
    const listed = submarine.tiles[position];
    const definition = listed?.id === tile.id ? listed : definitionOf(submarine, tile.id);
    if (definition.type === 'engine' || definition.type === 'control-room') return true;
    return definition.effects.some((effect) => effect.button === 'standby' && effect.action.kind === 'speed-bonus' && effect.action.amount > 0) && !hasOpposingCrew(state, submarine, tile);
  });
}

function decideStartManeuver(state: SteamTorpedoState, player: PlayerId): SteamTorpedoEvent[] {
  ensureActionPhase(state, player);
  ensureCaptainActivationNext(state, []);
  if (state.maneuvered) throw new RuleViolation(RULE.maneuverOnce, 'You have already maneuvered this turn.');
  const speed = speedOf(state, player);
  if (speed === 0) throw new RuleViolation(RULE.maneuverSpeed, 'Your speed is 0: man an engine tile or the control room to maneuver.');
  return [{ type: 'maneuver-started', rule: RULE.maneuverSpeed, player, speed }];
}

function decideManeuverStep(state: SteamTorpedoState, player: PlayerId, moved: PlayerId, direction: unknown, side: unknown): SteamTorpedoEvent[] {
  ensureTurnOf(state, player);
  ensureNoPrompt(state.prompt);
  if (state.maneuver === null) throw new RuleViolation(RULE.maneuverOnce, 'Start a maneuver first.');
  if (!state.players.includes(moved)) throw new RuleViolation(RULE.maneuverSpeed, `There is no submarine ${describeValue(moved)}.`);
  if (direction !== 1 && direction !== -1) throw new RuleViolation(RULE.maneuverSpeed, 'A maneuver step moves a submarine one sector: direction 1 or -1.');
  const submarine = submarineOf(state, moved);
  const to = submarine.sector + direction;
  if (!isSector(to)) throw new RuleViolation(RULE.maneuverBattleArea, 'No submarine may leave the battle area (sectors 1 to 5).');

  const northernSubmarine = northernAfterArriving(state, moved, to, player, side);
  const events: SteamTorpedoEvent[] = [{ type: 'submarine-moved', rule: RULE.maneuverSpeed, submarine: moved, from: submarine.sector, to, northernSubmarine }];
  return state.maneuver.speedLeft === 1 ? [...events, ...maneuverEnded(applyAll(state, events), player)] : events;
}

function decideEndManeuver(state: SteamTorpedoState, player: PlayerId): SteamTorpedoEvent[] {
  ensureTurnOf(state, player);
  ensureNoPrompt(state.prompt);
  if (state.maneuver === null) throw new RuleViolation(RULE.maneuverOnce, 'No maneuver is under way.');
  return maneuverEnded(state, player);
}

function maneuverEnded(state: SteamTorpedoState, player: PlayerId): SteamTorpedoEvent[] {
  const ended: SteamTorpedoEvent = { type: 'maneuver-ended', rule: RULE.maneuverOnce, player };
  return [ended, ...reactionWindowAfter(applyAll(state, [ended]), 'maneuver')];
}

// ---------------------------------------------------------------------------------------------
// Crew

function decideMoveCrew(state: SteamTorpedoState, player: PlayerId, crewId: string, to: Cell): SteamTorpedoEvent[] {
  ensureActionPhase(state, player);
  ensureCaptainActivationNext(state, [crewId]);
  const member = findCrew(state, player, crewId);
  if (!member.ready) throw new RuleViolation(RULE.activateReady, `${crewName(member)} is exhausted: only ready crew can act.`);
  const where = member.at;
  if (where === null) throw new RuleViolation(RULE.activateReady, `${crewName(member)} has been eliminated.`);
  ensureStep(submarineOf(state, where.submarine), where.cell, to, RULE.activateMove);
  return [{ type: 'crew-moved', rule: RULE.activateMove, player, crew: member.id, to, exhausts: true }];
}

function decideCaptainMove(state: SteamTorpedoState, player: PlayerId, to: Cell): SteamTorpedoEvent[] {
  if (player !== state.active) throw new RuleViolation(RULE.crewCaptain, 'The captain\'s free move cannot be used in the opponent\'s turn.');
  ensureActionPhase(state, player);
  if (state.captainMoved) throw new RuleViolation(RULE.crewCaptain, 'The captain has already made his free move this turn.');
  const captain = submarineOf(state, player).crew.find((member) => member.id === 'captain');
  if (captain?.at == null) throw new RuleViolation(RULE.crewCaptain, 'Your captain has been eliminated.');
  if (!captainMayMoveFree(state, captain)) {
    throw new RuleViolation(RULE.crewCaptain, 'The captain\'s free move comes just before or just after his own activation: he has acted, and something else has happened since.');
  }
  ensureStep(submarineOf(state, captain.at.submarine), captain.at.cell, to, RULE.crewCaptain);
  return [{ type: 'captain-moved', rule: RULE.crewCaptain, player, to }];
}

/**
 * RULE.crewCaptain, our reading: the free move comes right after the captain's own
 * activation (nothing else done in between), or while he is still ready, just before it; then his
 * activation must be the next thing done.
 */
export function captainMayMoveFree(state: SteamTorpedoState, captain: CrewMember): boolean {
  return !state.captainMoved && captain.at !== null && (state.captainFreeMove === 'may-follow' || captain.ready);
}

/** After a free move taken before his activation, only the captain's activation may come next. */
function ensureCaptainActivationNext(state: SteamTorpedoState, crew: unknown): void {
  if (state.captainFreeMove !== 'owes-activation') return;
  if (Array.isArray(crew) && crew.includes('captain')) return;
  throw new RuleViolation(RULE.crewCaptain, 'The captain took his free move just before his activation: activate him now (move or trigger), before anything else.');
}

/** A step to a neighbouring compartment that is not destroyed. */
function ensureStep(submarine: Submarine, from: Cell, to: unknown, rule: RuleId): void {
  if (!isCell(to)) throw new RuleViolation(rule, `Say where to move: a row ("inner" or "outer") and a column from 1 to 5; got ${describeValue(to)}.`);
  if (!areAdjacent(from, to)) throw new RuleViolation(rule, 'Crew move one compartment at a time, to a neighbouring one (straight or diagonal).');
  if (!openNeighbours(submarine, from).some((cell) => sameCell(cell, to))) {
    throw new RuleViolation(rule, 'Crew cannot move into a destroyed compartment.');
  }
}

function isCell(value: unknown): value is Cell {
  if (typeof value !== 'object' || value === null) return false;
  const { row, column }: { row?: unknown; column?: unknown } = value;
  return (row === 'inner' || row === 'outer') && typeof column === 'number' && Number.isInteger(column) && column >= 1 && column <= 5;
}

// ---------------------------------------------------------------------------------------------
// Triggers and reactions

function decideTrigger(state: SteamTorpedoState, command: Extract<SteamTorpedoCommand, { type: 'trigger' }>): SteamTorpedoEvent[] {
  const { player } = command;
  ensureActionPhase(state, player);
  ensureCaptainActivationNext(state, command.crew);
  const submarine = submarineOf(state, player);
  const tile = findTile(submarine, command.tile, RULE.activateTrigger);
  const definition = definitionOf(submarine, tile.id);
  const effect = definition.effects[command.effect];
  const refusal = whyNotTriggerable(state, player, tile, effect, command.effect);
  if (refusal !== null || effect === undefined) throw new RuleViolation(refusal?.rule ?? RULE.activateTrigger, refusal?.reason ?? 'No such effect.');

  const crew = triggeringCrew(state, player, tile, command.crew);
  const doubled = crew.length === 2;
  if (doubled && !effect.alerts.includes('two-keys')) throw new RuleViolation(RULE.effectsTwoKeys, 'Only a Two Keys effect is triggered by two crew members together.');
  const target = resolveTarget(state, player, effect, command.target, doubled);

  const moves = crewStepsAfterTrigger(submarine, tile, crew, command.to, player);
  const triggered: SteamTorpedoEvent = { type: 'effect-triggered', rule: effect.button === 'counter' ? RULE.effectsCounter : RULE.effectsDuty, player, tile: tile.id, effect: command.effect, crew: crew.map((member) => member.id), reaction: false, doubled };
  const beforeResolution = [triggered, ...moves];
  const resolving = applyAll(state, beforeResolution);
  const resolution = effectEvents(resolving, player, definition, effect, target, doubled);
  return [...beforeResolution, ...resolution, ...afterResolution(applyAll(resolving, resolution))];
}

/** The one or two ready crew members, in the tile, that trigger it. */
function triggeringCrew(state: SteamTorpedoState, player: PlayerId, tile: TileState, ids: unknown): CrewMember[] {
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 2) throw new RuleViolation(RULE.activateTrigger, 'Name the crew member who triggers (or two, for a Two Keys effect).');
  if (new Set(ids).size !== ids.length) throw new RuleViolation(RULE.effectsTwoKeys, 'Two Keys needs two different crew members.');
  return ids.map((id: unknown) => {
    const member = findCrew(state, player, id);
    if (member.at?.submarine !== player || !sameCell(member.at.cell, tile.cell)) {
      throw new RuleViolation(RULE.activateTrigger, `${crewName(member)} is not in this compartment.`);
    }
    if (!member.ready) throw new RuleViolation(RULE.activateReady, `${crewName(member)} is exhausted: only ready crew can trigger.`);
    return member;
  });
}

/**
 * After triggering, each crew member steps to a neighbouring tile closer to the control room, and
 * is exhausted; in the control room itself they stay. No such step means no trigger.
 */
function crewStepsAfterTrigger(submarine: Submarine, tile: TileState, crew: CrewMember[], destinations: unknown, player: PlayerId): SteamTorpedoEvent[] {
  const inControlRoom = isControlRoom(submarine, tile.id);
  const options = inControlRoom ? [CONTROL_ROOM_CELL] : stepsTowardControlRoom(submarine, tile.cell);
  if (options.length === 0) throw new RuleViolation(RULE.activateTriggerBlocked, 'No trigger: the crew member could not then step to a compartment closer to the control room.');
  const chosen: unknown[] = Array.isArray(destinations) ? destinations : [];
  return crew.map((member, index) => {
    const wanted = chosen[index] ?? (options.length === 1 ? options[0] : undefined);
    if (!isCell(wanted) || !options.some((cell) => sameCell(cell, wanted))) {
      throw new RuleViolation(RULE.activateTrigger, `Say where ${crewName(member)} steps: ${options.map(cellKey).join(' or ')} (closer to the control room).`);
    }
    return { type: 'crew-moved', rule: RULE.activateTrigger, player, crew: member.id, to: wanted, exhausts: true };
  });
}

function decideReact(state: SteamTorpedoState, player: PlayerId, tileId: string, effectIndex: number, target: EffectTarget | undefined): SteamTorpedoEvent[] {
  ensureAnswers(state.prompt, 'react', player);
  const submarine = submarineOf(state, player);
  const tile = findTile(submarine, tileId, RULE.effectsCounter);
  const definition = definitionOf(submarine, tile.id);
  const effect = definition.effects[effectIndex];
  const refusal = whyNotTriggerable(state, player, tile, effect, effectIndex);
  if (refusal !== null || effect === undefined) throw new RuleViolation(refusal?.rule ?? RULE.effectsCounter, refusal?.reason ?? 'No such effect.');
  if (effect.button !== 'counter') throw new RuleViolation(RULE.effectsCounter, 'Only a Counter effect can be used in your opponent\'s turn.');
  if (!isManned(state, submarine, tile)) throw new RuleViolation(RULE.effectsCounter, 'A Counter reaction needs the compartment manned, by ready or exhausted crew.');
  if (hasReacted(state, tile.id)) throw new RuleViolation(RULE.effectsCounter, `${definition.name} has already reacted to this effect; each compartment reacts once.`);
  const resolved = resolveTarget(state, player, effect, target, false);

  const triggered: SteamTorpedoEvent = { type: 'effect-triggered', rule: RULE.effectsCounter, player, tile: tile.id, effect: effectIndex, crew: [], reaction: true, doubled: false };
  const resolving = applyAll(state, [triggered]);
  const resolution = effectEvents(resolving, player, definition, effect, resolved, false);
  const returned: SteamTorpedoEvent = { type: 'reactors-returned', rule: RULE.effectsCounter, player, crew: crewIn(state, submarine, tile, player).map((member) => member.id) };
  const events = [triggered, ...resolution, returned];
  return [...events, ...afterResolution(applyAll(state, events))];
}

/**
 * Once an effect has fully resolved (no damage waiting to be placed), the opponent of the active
 * player may get a chance to react.
 */
function afterResolution(state: SteamTorpedoState): AttackEvent[] {
  if (state.pendingDamage !== null) return [];
  return reactionWindowAfter(state, 'effect');
}

/** Opens (or keeps open, or closes) the reaction window for the active player's opponent. */
function reactionWindowAfter(state: SteamTorpedoState, after: 'effect' | 'maneuver'): AttackEvent[] {
  if (state.winner !== null || winnerEvents(state).length > 0) return [];
  const reactor = opponentOf(state, state.active);
  const possible = reactionsPossible(state, reactor);
  if (possible && state.reactionWindow === null) return [{ type: 'reaction-window-opened', rule: RULE.effectsCounter, reactor, after }];
  if (!possible && state.reactionWindow !== null) return [{ type: 'reaction-window-closed', rule: RULE.effectsCounter, reactor }];
  return [];
}

/** Whether `reactor` has a Counter effect they could fire now. */
export function reactionsPossible(state: SteamTorpedoState, reactor: PlayerId): boolean {
  return counterOptions(state, reactor).length > 0;
}

/** Whether this compartment of the reactor has already reacted in the open reaction window. */
function hasReacted(state: SteamTorpedoState, tileId: string): boolean {
  return state.reactionWindow?.reacted.includes(tileId) ?? false;
}

/** Every (tile, effect, target) a reactor could fire now: manned compartments that have not yet reacted to this effect. */
export function counterOptions(state: SteamTorpedoState, reactor: PlayerId): { tile: string; effect: number; target: EffectTarget }[] {
  if (reactor === state.active) return [];
  const submarine = submarineOf(state, reactor);
  return submarine.layout.flatMap((tile) => {
    if (!isManned(state, submarine, tile) || hasReacted(state, tile.id)) return [];
    return definitionOf(submarine, tile.id).effects.flatMap((effect, index) => {
      if (effect.button !== 'counter' || whyNotTriggerable(state, reactor, tile, effect, index) !== null) return [];
      return possibleTargets(state, reactor, effect).map((target) => ({ tile: tile.id, effect: index, target }));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Damage and oxygen allocation

function allocationEvents(state: SteamTorpedoState, command: AllocationCommand): AttackEvent[] {
  switch (command.type) {
    case 'absorb-damage':
      return decideAbsorb(state, command.player);
    case 'assign-damage':
      return decideAssign(state, command.player, command.tile);
    case 'remove-oxygen':
      return decideRemoveOxygen(state, command.player, command.tile);
  }
}

function pendingFor(state: SteamTorpedoState, player: PlayerId, promptId: 'allocate-damage' | 'drain-oxygen') {
  ensureAnswers(state.prompt, promptId, player);
  const pending = state.pendingDamage;
  if (pending === null) throw new Error('A damage prompt without pending damage.');
  return pending;
}

function decideAbsorb(state: SteamTorpedoState, player: PlayerId): AttackEvent[] {
  const pending = pendingFor(state, player, 'allocate-damage');
  if (pending.current !== null) throw new RuleViolation(RULE.attackAbsorb, 'The control room can absorb an attack only before any damage is placed.');
  const events: AttackEvent[] = [...absorbIntoControlRoom(state, pending.defender, RULE.attackAbsorb), { type: 'damage-done', rule: RULE.attackAbsorb }];
  return [...events, ...afterResolution(applyAttack(state, events))];
}

function decideAssign(state: SteamTorpedoState, player: PlayerId, tileId: string): AttackEvent[] {
  const pending = pendingFor(state, player, 'allocate-damage');
  const defender = submarineOf(state, pending.defender);
  const choices = damageChoices(defender, pending.location, pending.current);
  const tile = choices.find((candidate) => candidate.id === tileId);
  if (tile === undefined) {
    const filling = choices.some((choice) => choice.id === pending.current);
    throw new RuleViolation(RULE.attackAssign, `Damage must go on ${choices.map((choice) => nameOf(defender, choice)).join(' or ')}${filling ? ' until it is destroyed' : ` (a compartment in the ${pending.location})`}.`);
  }
  const placed = placeDamage(tile, definitionOf(defender, tile.id), pending.remaining);
  const events: AttackEvent[] = [{ type: 'damage-placed', rule: RULE.attackAssign, player, tile: tile.id, amount: placed.placed, oxygenLost: placed.oxygenLost }];
  if (placed.destroyed) {
    const crewLost = crewIn(state, defender, tile).map((member) => ({ owner: crewOwner(state, member.id, defender, tile), crew: member.id }));
    events.push({ type: 'compartment-destroyed', rule: RULE.attackDestroyed, player, tile: tile.id, crewLost });
  }
  const remaining = pending.remaining - placed.placed;
  const after = applyAttack(state, events);
  if (remaining > 0) {
    const afterDefender = submarineOf(after, pending.defender);
    if (compartmentsIn(afterDefender, pending.location).length > 0) {
      // `current` keeps naming the compartment just filled, even destroyed: the defender has chosen
      // to assign (step 7), so absorbing the rest is no longer open; any compartment left is.
      events.push({ type: 'damage-pending', rule: RULE.attackAssign, pending: { ...pending, remaining, current: tile.id } });
      return events;
    }
    // Nothing left standing in the location: the control room takes the rest, as one token.
    events.push(...absorbIntoControlRoom(after, pending.defender, RULE.attackAssign));
  }
  events.push({ type: 'damage-done', rule: RULE.attackAssign });
  return [...events, ...afterResolution(applyAttack(state, events))];
}

function decideRemoveOxygen(state: SteamTorpedoState, player: PlayerId, tileId: string): AttackEvent[] {
  const pending = pendingFor(state, player, 'drain-oxygen');
  const defender = submarineOf(state, pending.defender);
  const choices =
    pending.kind === 'oxygen-anywhere'
      ? defender.layout.filter((tile) => tile.oxygen > 0 && !isControlRoom(defender, tile.id))
      : drainChoices(defender, pending.location, pending.current);
  const tile = choices.find((candidate) => candidate.id === tileId);
  if (tile === undefined) {
    throw new RuleViolation(RULE.attackDrainOxygen, `Oxygen must come from ${choices.map((choice) => nameOf(defender, choice)).join(' or ')}${pending.current === null ? '' : ' until it is empty'}.`);
  }
  const amount = removableOxygen(tile, pending.remaining);
  const events: AttackEvent[] = [{ type: 'oxygen-removed', rule: RULE.attackDrainOxygen, player: pending.defender, tile: tile.id, amount }];
  const remaining = pending.remaining - amount;
  const afterDefender = submarineOf(applyAttack(state, events), pending.defender);
  if (remaining > 0 && pending.kind === 'oxygen') {
    if (drainableOxygen(afterDefender, pending.location) > 0) {
      events.push({ type: 'damage-pending', rule: RULE.attackDrainOxygen, pending: { ...pending, remaining, current: tile.oxygen > amount ? tile.id : null } });
      return events;
    }
    const fallback = drainAnywhere(afterDefender, pending);
    events.push(...fallback);
    if (fallback.some((event) => event.type === 'damage-pending')) return events;
  } else {
    events.push({ type: 'damage-done', rule: RULE.attackDrainOxygen });
  }
  return [...events, ...afterResolution(applyAttack(state, events))];
}

// ---------------------------------------------------------------------------------------------
// Winning

/** A game-won event when a control room is destroyed, a crew is gone, or a submarine is out of air. */
export function winnerEvents(state: SteamTorpedoState): AttackEvent[] {
  if (state.winner !== null) return [];
  const losers = state.players.flatMap((player): { player: PlayerId; rule: RuleId; reason: string }[] => {
    const submarine = submarineOf(state, player);
    if (controlRoomOf(submarine).destroyed) return [{ player, rule: RULE.winningControlRoom, reason: `${player}'s control room is destroyed` }];
    if (livingCrew(submarine).length === 0) return [{ player, rule: RULE.winningCrew, reason: `${player} has no crew left` }];
    if (totalOxygen(submarine) === 0) return [{ player, rule: RULE.winningOxygen, reason: `${player} has run out of oxygen` }];
    return [];
  });
  const [first] = losers;
  if (first === undefined) return [];
  const winners = state.players.filter((player) => !losers.some((loser) => loser.player === player));
  return [{ type: 'game-won', rule: first.rule, winners, reason: losers.map((loser) => loser.reason).join('; ') }];
}

// ---------------------------------------------------------------------------------------------
// Shared checks

function ensureTurnOf(state: SteamTorpedoState, player: PlayerId): void {
  if (player !== state.active) throw new RuleViolation(RULE.turnOrder, `It is ${state.active}'s turn, not ${describeValue(player)}'s.`);
}

/** The active player's action phase, with nothing waiting: no prompt, no maneuver under way. */
function ensureActionPhase(state: SteamTorpedoState, player: PlayerId): void {
  ensureNoPrompt(state.prompt);
  ensureTurnOf(state, player);
  if (state.phase !== 'action') throw new RuleViolation(RULE.turnOrder, 'That is done in the action phase.');
  if (state.maneuver !== null) throw new RuleViolation(RULE.maneuverOnce, 'Finish the maneuver first.');
}

function findTile(submarine: Submarine, tileId: unknown, rule: RuleId): TileState {
  const tile = submarine.layout.find((candidate) => candidate.id === tileId);
  if (tile === undefined) throw new RuleViolation(rule, `There is no tile ${describeValue(tileId)} in ${submarine.owner}'s submarine.`);
  return tile;
}

function findCrew(state: SteamTorpedoState, player: PlayerId, crewId: unknown): CrewMember {
  const member = submarineOf(state, player).crew.find((candidate) => candidate.id === crewId);
  if (member === undefined) throw new RuleViolation(RULE.activateReady, `You have no crew member ${describeValue(crewId)}.`);
  if (member.at === null) throw new RuleViolation(RULE.activateReady, `${crewName(member)} has been eliminated.`);
  return member;
}

function crewName(member: CrewMember): string {
  return member.rank === 'captain' ? 'The captain' : `Sailor ${member.id.replace('sailor-', '')}`;
}

function nameOf(submarine: Submarine, tile: TileState): string {
  return definitionOf(submarine, tile.id).name;
}

