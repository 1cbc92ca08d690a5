/**
 * Test helpers for the Steam Torpedo rules: a game with fixed layouts, commands played through the
 * engine, refusals checked the same way everywhere, and small state editors for focused tests.
 *
 * The editors are for tests only: they put the game in a position the rules could reach but that
 * would take many turns to play out (three compartments destroyed, a boarder aboard). Anything
 * reachable in a few commands is played through `createEngine` instead.
 */
import assert from 'node:assert/strict';
import { createEngine, type Engine, type PlayerId, type RuleViolation } from '../engine/index.ts';
import type { Cell, Column, CrewMember, Row, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import type { SteamTorpedoCommand, SteamTorpedoEvent } from './messages.ts';
import { ruleset } from './ruleset.ts';
import type { SteamTorpedoSetup } from './setup.ts';
import { CONTROL_ROOM_CELL, sameCell } from './geometry.ts';
import { BRUNO, EXAMPLE_PANZER_LAYOUT as PANZER_LAYOUT, EXAMPLE_TALION_LAYOUT as TALION_LAYOUT, LUDOVIC, type Layout } from './presets.ts';

export type SteamTorpedoEngine = Engine<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent>;
export type { Layout } from './presets.ts';
export { BRUNO, LUDOVIC, EXAMPLE_PANZER_LAYOUT as PANZER_LAYOUT, EXAMPLE_TALION_LAYOUT as TALION_LAYOUT } from './presets.ts';

export interface GameOptions {
  seed?: number;
  firstPlayer?: PlayerId;
  layouts?: [Layout?, Layout?];
  /** A designer's tile sets, south then north. */
  tiles?: [unknown, unknown?];
  /** Default true: start at the first player's recovery phase. */
  skipSwap?: boolean;
}

/** The setup for a game between Bruno (south) and Ludovic (north) with the layouts above unless given. */
export function gameSetup(options: GameOptions = {}): SteamTorpedoSetup {
  const [southLayout = PANZER_LAYOUT, northLayout = TALION_LAYOUT] = options.layouts ?? [];
  const [southTiles, northTiles] = options.tiles ?? [];
  return {
    seed: options.seed ?? 1,
    firstPlayer: options.firstPlayer ?? BRUNO,
    skipSwap: options.skipSwap ?? true,
    players: [
      { id: BRUNO, faction: 'panzer-la-rochelle', layout: southLayout, ...(southTiles === undefined ? {} : { tiles: southTiles }) },
      { id: LUDOVIC, faction: 'talion', layout: northLayout, ...(northTiles === undefined ? {} : { tiles: northTiles }) },
    ],
  };
}

export function startGame(options: GameOptions = {}): SteamTorpedoEngine {
  return createEngine(ruleset, gameSetup(options));
}

/** An engine that starts from `state` (an edited position) instead of a setup. */
export function engineAt(state: SteamTorpedoState): SteamTorpedoEngine {
  return createEngine({ ...ruleset, initialState: () => state }, { seed: 0 });
}

/** Plays each command, failing the test with the rule and message if one is refused. Returns all events. */
export function play(engine: SteamTorpedoEngine, ...commands: SteamTorpedoCommand[]): SteamTorpedoEvent[] {
  return commands.flatMap((command) => {
    const result = engine.dispatch(command);
    if (!result.ok) assert.fail(`${JSON.stringify(command)} was refused under ${result.violation.rule}: ${result.violation.message}`);
    return result.events;
  });
}

/**
 * Dispatches a command that must be refused under `rule`, and checks that nothing changed: the
 * same state object, equal to a deep copy taken before, and the same log.
 */
export function refuse(engine: SteamTorpedoEngine, command: SteamTorpedoCommand, rule: string, message?: RegExp): RuleViolation {
  const state = engine.state;
  const stateCopy = structuredClone(state);
  const logCopy = structuredClone(engine.log);
  const result = engine.dispatch(command);
  if (result.ok) assert.fail(`${JSON.stringify(command)} should be refused under ${rule}, but gave ${result.events.map((event) => event.type).join(', ')}`);
  assert.equal(result.violation.rule, rule, result.violation.message);
  if (message !== undefined) assert.match(result.violation.message, message);
  assert.equal(engine.state, state, 'a refused command replaced the state');
  assert.deepEqual(engine.state, stateCopy, 'a refused command changed the state');
  assert.deepEqual(engine.log, logCopy, 'a refused command changed the log');
  return result.violation;
}

/**
 * The prompt now. A function, not `engine.state.prompt`, so that an assertion on it does not narrow
 * the type of a later read after more commands were played.
 */
export function promptOf(engine: SteamTorpedoEngine): SteamTorpedoState['prompt'] {
  return engine.state.prompt;
}

/** The event types, in order: a compact way to assert what a command did. */
export function typesOf(events: readonly SteamTorpedoEvent[]): string[] {
  return events.map((event) => event.type);
}

/** The one event of a type, failing when there is not exactly one. */
export function eventOf<Type extends SteamTorpedoEvent['type']>(events: readonly SteamTorpedoEvent[], type: Type): Extract<SteamTorpedoEvent, { type: Type }> {
  const found = events.filter((event): event is Extract<SteamTorpedoEvent, { type: Type }> => event.type === type);
  assert.equal(found.length, 1, `expected one ${type} event, got ${typesOf(events).join(', ')}`);
  const [only] = found;
  assert.ok(only);
  return only;
}

/**
 * Bruno's Duty attack from the Command Bridge: `crewId` (the captain unless given) fires the bridge
 * guns and stays in the control room. The opponent is alongside at the start, so it reaches them.
 */
export function bridgeAttack(crewId = 'captain'): SteamTorpedoCommand {
  return { type: 'trigger', player: BRUNO, tile: 'command-bridge', effect: 0, crew: [crewId], to: [CONTROL_ROOM_CELL] };
}

// ---------------------------------------------------------------------------------------------
// Turns

/** The active player's recovery: breathe from `tile` (default: their first compartment holding oxygen, never the control room). */
export function breathe(engine: SteamTorpedoEngine, tile?: string): SteamTorpedoEvent[] {
  const player = engine.state.active;
  const choice = tile ?? firstBreathable(engine.state, player);
  return play(engine, { type: 'breathe', player, tile: choice });
}

function firstBreathable(state: SteamTorpedoState, player: PlayerId): string {
  const submarine = sub(state, player);
  const tile = submarine.layout.find((candidate) => candidate.oxygen > 0 && !sameCell(candidate.cell, CONTROL_ROOM_CELL)) ?? submarine.layout.find((candidate) => candidate.oxygen > 0);
  assert.ok(tile, `${player} has no oxygen left to breathe`);
  return tile.id;
}

/** The first player (Bruno unless given) in the action phase of their first turn, everyone in the control room. */
export function firstTurn(options: GameOptions = {}): SteamTorpedoEngine {
  const engine = startGame(options);
  breathe(engine);
  return engine;
}

/** The active player ends their turn; the next player breathes and stands in their action phase. */
export function nextTurn(engine: SteamTorpedoEngine, tile?: string): void {
  play(engine, { type: 'end-turn', player: engine.state.active });
  breathe(engine, tile);
}

/**
 * Both players' first turns played (nobody may trigger in them): the first player stands in the
 * action phase of their second turn. `moves` are crew moves each player makes in their first turn,
 * as [crew id, tile id] (one step from where the crew member stands), so that crew start the
 * second turn ready in those tiles.
 */
export function pastFirstTurns(options: GameOptions = {}, moves: Record<PlayerId, [string, string][]> = {}): SteamTorpedoEngine {
  const engine = firstTurn(options);
  const moveAll = (): void => {
    const player = engine.state.active;
    for (const [crewId, tileId] of moves[player] ?? []) play(engine, { type: 'move-crew', player, crew: crewId, to: cellOf(engine.state, player, tileId) });
  };
  moveAll();
  nextTurn(engine);
  moveAll();
  nextTurn(engine);
  return engine;
}

// ---------------------------------------------------------------------------------------------
// Reading a state

export function cell(row: Row, column: Column): Cell {
  return { row, column };
}

export function sub(state: SteamTorpedoState, player: PlayerId): Submarine {
  const submarine = state.submarines[player];
  assert.ok(submarine, `no submarine for ${player}`);
  return submarine;
}

export function tile(state: SteamTorpedoState, player: PlayerId, tileId: string): TileState {
  const found = sub(state, player).layout.find((candidate) => candidate.id === tileId);
  assert.ok(found, `no tile ${tileId} in ${player}'s submarine`);
  return found;
}

/** A tile's definition (its printed values: structure, attack, effects) in `player`'s submarine. */
export function tileDefinition(state: SteamTorpedoState, player: PlayerId, tileId: string): TileDefinition {
  const found = sub(state, player).tiles.find((candidate) => candidate.id === tileId);
  assert.ok(found, `no tile ${tileId} in ${player}'s submarine`);
  return found;
}

export function cellOf(state: SteamTorpedoState, player: PlayerId, tileId: string): Cell {
  return tile(state, player, tileId).cell;
}

export function crew(state: SteamTorpedoState, player: PlayerId, crewId: string): CrewMember {
  const found = sub(state, player).crew.find((member) => member.id === crewId);
  assert.ok(found, `no crew member ${crewId} of ${player}`);
  return found;
}

/** Where a crew member stands as 'tile id' of the submarine they are aboard, or null once eliminated. */
export function whereIs(state: SteamTorpedoState, player: PlayerId, crewId: string): string | null {
  const at = crew(state, player, crewId).at;
  if (at === null) return null;
  const aboard = sub(state, at.submarine).layout.find((candidate) => sameCell(candidate.cell, at.cell));
  assert.ok(aboard);
  return aboard.id;
}

// ---------------------------------------------------------------------------------------------
// Editors (tests only)

export function editSubmarine(state: SteamTorpedoState, player: PlayerId, change: (submarine: Submarine) => Submarine): SteamTorpedoState {
  return { ...state, submarines: { ...state.submarines, [player]: change(sub(state, player)) } };
}

/** Puts the submarines in sectors; `northern` says which lies north when they share one. */
export function withSectors(state: SteamTorpedoState, sectors: Record<PlayerId, number>, northern: PlayerId = state.northernSubmarine): SteamTorpedoState {
  const moved = Object.entries(sectors).reduce((folded, [player, sector]) => editSubmarine(folded, player, (submarine) => ({ ...submarine, sector })), state);
  return { ...moved, northernSubmarine: northern };
}

/**
 * Puts crew members of `player` in the tile `tileId` of `aboard` (their own submarine unless
 * given), ready unless `ready` is false.
 */
export function withCrewIn(
  state: SteamTorpedoState,
  player: PlayerId,
  crewIds: readonly string[],
  tileId: string,
  options: { ready?: boolean; aboard?: PlayerId } = {},
): SteamTorpedoState {
  const aboard = options.aboard ?? player;
  const to = cellOf(state, aboard, tileId);
  for (const id of crewIds) crew(state, player, id);
  return editSubmarine(state, player, (submarine) => ({
    ...submarine,
    crew: submarine.crew.map((member) => (crewIds.includes(member.id) ? { ...member, at: { submarine: aboard, cell: to }, ready: options.ready ?? true } : member)),
  }));
}

export function withCrewEliminated(state: SteamTorpedoState, player: PlayerId, crewIds: readonly string[]): SteamTorpedoState {
  for (const id of crewIds) crew(state, player, id);
  return editSubmarine(state, player, (submarine) => ({
    ...submarine,
    crew: submarine.crew.map((member) => (crewIds.includes(member.id) ? { ...member, at: null, ready: false } : member)),
  }));
}

/**
 * Sets the damage on a tile. Damage covers free gears first, then oxygen gears (whose oxygen it
 * removes); a full tile is destroyed and everyone in it eliminated.
 */
export function withDamage(state: SteamTorpedoState, player: PlayerId, tileId: string, damage: number): SteamTorpedoState {
  const definition = tileDefinition(state, player, tileId);
  assert.ok(damage >= 0 && damage <= definition.structure, `damage ${damage} does not fit on ${tileId}`);
  const where = tile(state, player, tileId).cell;
  const destroyed = damage === definition.structure;
  const damaged = editSubmarine(state, player, (own) => ({
    ...own,
    layout: own.layout.map((candidate) => (candidate.id === tileId ? { ...candidate, damage, destroyed, oxygen: Math.min(definition.oxygen, definition.structure - damage) } : candidate)),
  }));
  if (!destroyed) return damaged;
  return state.players.reduce(
    (folded, owner) =>
      editSubmarine(folded, owner, (own) => ({
        ...own,
        crew: own.crew.map((member) => (member.at?.submarine === player && sameCell(member.at.cell, where) ? { ...member, at: null, ready: false } : member)),
      })),
    damaged,
  );
}

export function withOxygen(state: SteamTorpedoState, player: PlayerId, tileId: string, oxygen: number): SteamTorpedoState {
  return editSubmarine(state, player, (own) => ({ ...own, layout: own.layout.map((candidate) => (candidate.id === tileId ? { ...candidate, oxygen } : candidate)) }));
}
