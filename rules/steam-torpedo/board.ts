/**
 * Reading a submarine: which tile is where, who mans it, how much oxygen is left. Small pure
 * queries the rules and the widgets share.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, Location, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import { CONTROL_ROOM_CELL, allCells, areAdjacent, cellIndex, distancesTo, isInLocation, sameCell } from './geometry.ts';

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
  // Plain loops: this is asked for every tile on every legal-command list.
  const found: CrewMember[] = [];
  for (const player of state.players) {
    if (owner !== undefined && player !== owner) continue;
    for (const member of submarineOf(state, player).crew) if (stands(member, submarine.owner, tile.cell)) found.push(member);
  }
  return found;
}

function stands(member: CrewMember, submarine: PlayerId, cell: Cell): boolean {
  const at = member.at;
  return at !== null && at.submarine === submarine && at.cell.row === cell.row && at.cell.column === cell.column;
}

/** Manned: at least one of the owner's crew, ready or exhausted, is in it. */
export function isManned(state: SteamTorpedoState, submarine: Submarine, tile: TileState): boolean {
  return !tile.destroyed && submarine.crew.some((member) => stands(member, submarine.owner, tile.cell));
}

export function hasOpposingCrew(state: SteamTorpedoState, submarine: Submarine, tile: TileState): boolean {
  return state.players.some((player) => player !== submarine.owner && submarineOf(state, player).crew.some((member) => stands(member, submarine.owner, tile.cell)));
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
  return layoutIndex(submarine).distances[cellIndex(from)] ?? Number.POSITIVE_INFINITY;
}

/** Cells a crew member may step to: adjacent, not destroyed. Shared lists: do not change them. */
export function openNeighbours(submarine: Submarine, from: Cell): readonly Cell[] {
  return openNeighbourLists(submarine)[cellIndex(from)] ?? [];
}

/** `openNeighbours` of every cell at once, by `cellIndex`: for a question asked of each crew member in turn. */
export function openNeighbourLists(submarine: Submarine): readonly (readonly Cell[])[] {
  return layoutIndex(submarine).openNeighbours;
}

/** Where a crew member who triggered the tile at `from` may go: an adjacent tile closer to the control room. Shared lists. */
export function stepsTowardControlRoom(submarine: Submarine, from: Cell): readonly Cell[] {
  return layoutIndex(submarine).stepsTowardControlRoom[cellIndex(from)] ?? [];
}

/** What the rules ask of a layout again and again, by `cellIndex`. It depends only on which cells are destroyed. */
interface LayoutIndex {
  /** Steps to the control room through compartments that are not destroyed. */
  distances: readonly number[];
  openNeighbours: readonly (readonly Cell[])[];
  stepsTowardControlRoom: readonly (readonly Cell[])[];
}

/** By pattern of destroyed cells (a bit per cell index): at most 1,024 patterns, each worked out once. */
const layoutIndexes = new Map<number, LayoutIndex>();
const CELLS: readonly Cell[] = Object.freeze(allCells().map((cell) => Object.freeze(cell)));

function layoutIndex(submarine: Submarine): LayoutIndex {
  let destroyed = 0;
  for (const tile of submarine.layout) if (tile.destroyed) destroyed |= 1 << cellIndex(tile.cell);
  let index = layoutIndexes.get(destroyed);
  if (index === undefined) {
    index = buildLayoutIndex(destroyed);
    layoutIndexes.set(destroyed, index);
  }
  return index;
}

function buildLayoutIndex(destroyed: number): LayoutIndex {
  const distances = distancesTo(CONTROL_ROOM_CELL, destroyed);
  const open = CELLS.filter((_, index) => (destroyed & (1 << index)) === 0);
  const openNeighbours = CELLS.map((from) => open.filter((cell) => areAdjacent(from, cell)));
  const closer = (from: number) => (cell: Cell) => (distances[cellIndex(cell)] ?? Infinity) < (distances[from] ?? Infinity);
  const stepsTowardControlRoom = openNeighbours.map((cells, from) => cells.filter(closer(from)));
  return { distances, openNeighbours, stepsTowardControlRoom };
}

/** Oxygen an attack could drain from a location: its compartments' tokens (never the control room's). */
export function drainableOxygen(submarine: Submarine, location: Location): number {
  return compartmentsIn(submarine, location).reduce((sum, tile) => sum + tile.oxygen, 0);
}
