/**
 * Reading a submarine: which tile is where, who mans it, how much oxygen is left. Small pure
 * queries the rules and the widgets share.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, Location, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import { CONTROL_ROOM_CELL, areAdjacent, isInLocation, sameCell, walkingDistance } from './geometry.ts';

export function submarineOf(state: SteamTorpedoState, player: PlayerId): Submarine {
  const submarine = state.submarines[player];
  if (submarine === undefined) throw new Error(`No submarine for player "${player}".`);
  return submarine;
}

export function opponentOf(state: SteamTorpedoState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

export function definitionOf(submarine: Submarine, tileId: string): TileDefinition {
  const definition = submarine.tiles.find((tile) => tile.id === tileId);
  if (definition === undefined) throw new Error(`No tile "${tileId}" in ${submarine.owner}'s submarine.`);
  return definition;
}

export function tileStateOf(submarine: Submarine, tileId: string): TileState {
  const tile = submarine.layout.find((candidate) => candidate.id === tileId);
  if (tile === undefined) throw new Error(`No tile "${tileId}" in ${submarine.owner}'s submarine.`);
  return tile;
}

export function tileAt(submarine: Submarine, cell: Cell): TileState {
  const tile = submarine.layout.find((candidate) => sameCell(candidate.cell, cell));
  if (tile === undefined) throw new Error(`No tile at ${cell.row}/${String(cell.column)} in ${submarine.owner}'s submarine.`);
  return tile;
}

export function controlRoomOf(submarine: Submarine): TileState {
  return tileAt(submarine, CONTROL_ROOM_CELL);
}

export function isControlRoom(submarine: Submarine, tileId: string): boolean {
  return definitionOf(submarine, tileId).type === 'control-room';
}

/** Crew of `owner` (both submarines' crews are searched) standing in a tile of `submarine`. */
export function crewIn(state: SteamTorpedoState, submarine: Submarine, tile: TileState, owner?: PlayerId): CrewMember[] {
  return state.players
    .filter((player) => owner === undefined || player === owner)
    .flatMap((player) => submarineOf(state, player).crew)
    .filter((member) => member.at !== null && member.at.submarine === submarine.owner && sameCell(member.at.cell, tile.cell));
}

/** Manned: at least one of the owner's crew, ready or exhausted, is in it. */
export function isManned(state: SteamTorpedoState, submarine: Submarine, tile: TileState): boolean {
  return !tile.destroyed && crewIn(state, submarine, tile, submarine.owner).length > 0;
}

export function hasOpposingCrew(state: SteamTorpedoState, submarine: Submarine, tile: TileState): boolean {
  return state.players.some((player) => player !== submarine.owner && crewIn(state, submarine, tile, player).length > 0);
}

export function totalOxygen(submarine: Submarine): number {
  return submarine.layout.reduce((sum, tile) => sum + tile.oxygen, 0);
}

export function livingCrew(submarine: Submarine): CrewMember[] {
  return submarine.crew.filter((member) => member.at !== null);
}

/** The compartments of a location that can still be hit: not destroyed, never the control room. */
export function compartmentsIn(submarine: Submarine, location: Location): TileState[] {
  return submarine.layout.filter(
    (tile) => !tile.destroyed && !isControlRoom(submarine, tile.id) && isInLocation(submarine.seat, tile.cell, location),
  );
}

/** Steps from a cell to the control room through compartments that are not destroyed. */
export function distanceToControlRoom(submarine: Submarine, from: Cell): number {
  return walkingDistance(from, CONTROL_ROOM_CELL, (cell) => !tileAt(submarine, cell).destroyed);
}

/** Cells a crew member may step to: adjacent, not destroyed. */
export function openNeighbours(submarine: Submarine, from: Cell): Cell[] {
  return submarine.layout.filter((tile) => !tile.destroyed && areAdjacent(from, tile.cell)).map((tile) => tile.cell);
}

/** Where a crew member who triggered the tile at `from` may go: an adjacent tile closer to the control room. */
export function stepsTowardControlRoom(submarine: Submarine, from: Cell): Cell[] {
  const here = distanceToControlRoom(submarine, from);
  return openNeighbours(submarine, from).filter((cell) => distanceToControlRoom(submarine, cell) < here);
}

/** Oxygen an attack could drain from a location: its compartments' tokens (never the control room's). */
export function drainableOxygen(submarine: Submarine, location: Location): number {
  return compartmentsIn(submarine, location).reduce((sum, tile) => sum + tile.oxygen, 0);
}
