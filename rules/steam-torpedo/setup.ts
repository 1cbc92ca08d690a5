/**
 * Setting up a game: tiles checked, laid out at random from the seed (control room in place),
 * crew aboard, oxygen on its gears, submarines in sector 3, a first player.
 */
import { RuleViolation, at, choicePrompt, drawInt, isOneOf, optional, readBoolean, readOneOf, readRecord, readSeed, readText, refuse, refuseBecause, seedRandom, shuffle, type Field, type PlayerId, type RandomState, type Setup } from '../engine/index.ts';
import type { Cell, CrewMember, Faction, Seat, SteamTorpedoState, Submarine, TileDefinition, TileState } from './model.ts';
import { COLUMNS, FACTIONS, ROWS } from './model.ts';
import { CONTROL_ROOM_CELL, sameCell } from './geometry.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { findControlRoom, validateTileSet } from './tiles.ts';
import { RULE } from './rule-ids.ts';

export interface PlayerSetup {
  /** Defaults to the seat: 'south' or 'north'. */
  id?: string;
  faction?: Faction;
  /** Ten tile definitions; defaults to the faction's sample set. */
  tiles?: unknown;
  /** Fixes where each tile goes instead of drawing it: tile ids, five per row. */
  layout?: { inner: string[]; outer: string[] };
}

export interface SteamTorpedoSetup extends Setup {
  /** South, then north. */
  players?: [PlayerSetup?, PlayerSetup?];
  /** Who goes first; drawn from the seed when absent. */
  firstPlayer?: string;
  /** Skip the optional tile swaps and start at the first player's recovery phase. */
  skipSwap?: boolean;
}

const SEATS: readonly Seat[] = ['south', 'north'];
/** RULE.setupFirstGame: with no choice made, the two first-game factions with their sample tiles. */
const DEFAULT_FACTION: Record<Seat, Faction> = { south: 'panzer-la-rochelle', north: 'talion' };
const SAMPLE_SETS: Record<Faction, readonly TileDefinition[]> = {
  'panzer-la-rochelle': SAMPLE_TILES_PANZER_LA_ROCHELLE,
  talion: SAMPLE_TILES_TALION,
};
export const STARTING_SECTOR = 3;

/** The options a setup may hold: a script or a page writes them by hand, so a misspelt one is refused by name. */
const SETUP_FIELDS = ['seed', 'players', 'firstPlayer', 'skipSwap'] as const satisfies readonly (keyof SteamTorpedoSetup)[];

/**
 * How a setup gets a player's tiles: `given` is their own tiles (`players[i].tiles`, undefined for
 * the faction's sample set), `player` is the player's field (`players[0]`).
 */
type TileReader = (given: unknown, faction: Faction, seat: Seat, player: Field) => TileDefinition[];

/** Every player's own tiles checked, and the sample sets too (a fresh copy of each). */
const checkedTiles: TileReader = (given, faction, seat, player) => withFieldPrefix(`${player.path}.`, () => validateTileSet(given ?? SAMPLE_SETS[faction], `${seat} ${player.path}`));

/**
 * The sample sets alone: a player's own tiles are refused. The sample sets are already checked (by
 * their tests: they pass `validateTileSet` unchanged), so this reader leaves the tile checker out
 * of the bundle of a widget that offers only them.
 */
const sampleTiles: TileReader = (given, faction, _seat, player) => {
  if (given !== undefined) refuse(at(player, 'tiles'), 'left out: this game is played with the sample tiles only', given);
  return SAMPLE_SETS[faction].map((tile) => structuredClone(tile));
};

export function initialState(input: SteamTorpedoSetup): SteamTorpedoState {
  return setUpGame(input, checkedTiles);
}

/** `initialState` for a game with the sample tiles only: a player's own `tiles` are refused. */
export function sampleInitialState(input: SteamTorpedoSetup): SteamTorpedoState {
  return setUpGame(input, sampleTiles);
}

function setUpGame(input: SteamTorpedoSetup, readTiles: TileReader): SteamTorpedoState {
  const setup = readRecord(input, { path: '', rule: RULE.setupTiles }, SETUP_FIELDS);
  const seed = readSeed(setup.seed);
  const playerSetups = readPlayerSetups(setup.players);
  const skipSwap = optional(setup.skipSwap, { path: 'skipSwap', rule: RULE.setupSwap }, readBoolean, false);
  let random = seedRandom(seed);

  const submarines: Record<PlayerId, Submarine> = {};
  const players: PlayerId[] = [];
  SEATS.forEach((seat, index) => {
    const built = buildSubmarine(seat, playerSetups[index] ?? {}, random, readTiles);
    random = built.random;
    submarines[built.submarine.owner] = built.submarine;
    players.push(built.submarine.owner);
  });
  const [south = 'south', north = 'north'] = players;
  if (south === north) refuseBecause({ path: 'players', rule: RULE.setupTiles }, `need different ids; both are ${JSON.stringify(south)}.`);

  const first = pickFirstPlayer(setup.firstPlayer, [south, north], random);
  random = first.random;
  const state: SteamTorpedoState = {
    players: [south, north],
    submarines,
    active: first.value,
    phase: 'swap',
    turnsBegun: { [south]: 0, [north]: 0 },
    maneuvered: false,
    maneuver: null,
    captainMoved: false,
    captainFreeMove: null,
    singleUseSpent: [],
    northernSubmarine: north,
    pendingDamage: null,
    reactionWindow: null,
    prompt: swapPrompt(first.value),
    random,
    winner: null,
  };
  return skipSwap ? beginFirstTurn(state) : state;
}

export function swapPrompt(player: PlayerId): SteamTorpedoState['prompt'] {
  return choicePrompt('swap', player, RULE.setupSwap, 'Swap two of your tiles, or keep the layout?');
}

export function breathePrompt(player: PlayerId): SteamTorpedoState['prompt'] {
  return choicePrompt('breathe', player, RULE.recoveryBreathe, 'Take one oxygen token off a tile of your submarine.');
}

/** The state once both swaps are settled: the first player's turn begins with their recovery phase. */
export function beginFirstTurn(state: SteamTorpedoState): SteamTorpedoState {
  return {
    ...state,
    phase: 'recovery',
    turnsBegun: { ...state.turnsBegun, [state.active]: 1 },
    prompt: breathePrompt(state.active),
  };
}

/** A designer writes these by hand: a misspelt field (`fation`) is refused rather than quietly ignored. */
const PLAYER_FIELDS = ['id', 'faction', 'tiles', 'layout'] as const satisfies readonly (keyof PlayerSetup)[];

type PlayerFields = Readonly<Record<string, unknown>>;

function readPlayerSetups(input: unknown): PlayerFields[] {
  const field: Field = { path: 'players', rule: RULE.setupTiles };
  if (input === undefined) return [];
  if (!Array.isArray(input) || input.length > SEATS.length) refuse(field, 'a list of at most two player setups (south, then north)', input);
  // A player left out (`[undefined, { … }]`) takes every default.
  const entries: readonly unknown[] = input;
  return entries.map((entry, index) => optional(entry, at(field, index), (value, player) => readRecord(value, player, PLAYER_FIELDS), {}));
}

function buildSubmarine(seat: Seat, setup: PlayerFields, random: RandomState, readTiles: TileReader): { submarine: Submarine; random: RandomState } {
  const field: Field = { path: `players[${String(SEATS.indexOf(seat))}]`, rule: RULE.setupTiles };
  const owner = optional(setup.id, at(field, 'id'), readText, seat);
  const faction = optional(setup.faction, at(field, 'faction'), (value, inField) => readOneOf(value, inField, FACTIONS), DEFAULT_FACTION[seat]);
  const tiles = readTiles(setup.tiles, faction, seat, field);
  // A designer's own tiles carry their faction; a faction given beside them must agree.
  const tileFaction = findControlRoom(tiles).faction;
  if (setup.tiles !== undefined && setup.faction !== undefined && faction !== tileFaction) {
    refuseBecause(at(field, 'faction'), `is ${JSON.stringify(faction)}, but its tiles are ${tileFaction} tiles.`);
  }
  const layoutField: Field = { ...at(field, 'layout'), rule: RULE.setupPlacement };
  const placed = setup.layout === undefined ? drawLayout(tiles, random) : { cells: fixedLayout(tiles, setup.layout, layoutField), random };
  const layout: TileState[] = tiles.map((tile, index) => ({
    id: tile.id,
    cell: placed.cells[index] ?? CONTROL_ROOM_CELL,
    damage: 0,
    // RULE.setupOxygen: a token on every gear printed with an oxygen symbol.
    oxygen: tile.oxygen,
    destroyed: false,
  }));
  // RULE.setupBattleArea: every submarine starts in the middle sector.
  return { submarine: { owner, faction: tileFaction, seat, tiles, layout, crew: startingCrew(owner), sector: STARTING_SECTOR }, random: placed.random };
}

/** Face down at random, then the control room trades places with whatever sits at outer/3. */
function drawLayout(tiles: readonly TileDefinition[], random: RandomState): { cells: Cell[]; random: RandomState } {
  const cells = ROWS.flatMap((row) => COLUMNS.map((column): Cell => ({ row, column })));
  const drawn = shuffle(random, cells);
  const placed = drawn.value;
  const controlRoom = tiles.findIndex((tile) => tile.type === 'control-room');
  const occupant = placed.findIndex((cell) => sameCell(cell, CONTROL_ROOM_CELL));
  const controlRoomCell = placed[controlRoom];
  if (controlRoomCell !== undefined && occupant !== -1) {
    placed[occupant] = controlRoomCell;
    placed[controlRoom] = CONTROL_ROOM_CELL;
  }
  return { cells: placed, random: drawn.random };
}

/**
 * A layout given by hand: five tile ids per row, each tile once, the control room at outer[2].
 * Messages name the row or entry at fault (`players[0].layout.inner[2]`); the violation's field stays
 * the layout, which is what a page or a scenario points at.
 */
function fixedLayout(tiles: readonly TileDefinition[], layout: unknown, field: Field): Cell[] {
  const named = (where: Field): Field => ({ ...field, label: where.label ?? where.path });
  // A misspelt row (`inenr`) is named, rather than reported as a missing one.
  const rows = readRecord(layout, field, ROWS, '{ inner: [5 tile ids], outer: [5 tile ids] }');
  const tileIds = tiles.map((tile) => tile.id);
  const cells = new Map<string, Cell>();
  for (const row of ROWS) {
    const rowField = at(field, row);
    const ids = rows[row];
    if (!Array.isArray(ids) || ids.length !== COLUMNS.length) refuse(named(rowField), `a list of ${String(COLUMNS.length)} tile ids`, ids);
    const entries: readonly unknown[] = ids;
    entries.forEach((id, index) => {
      if (!isOneOf(tileIds, id)) refuse(named(at(rowField, index)), `one of this submarine's tiles: ${tileIds.join(', ')}`, id);
      if (cells.has(id)) refuseBecause(field, `places ${JSON.stringify(id)} twice.`);
      cells.set(id, { row, column: COLUMNS[index] ?? 1 });
    });
  }
  const controlRoom = tiles.find((tile) => tile.type === 'control-room');
  const controlCell = controlRoom === undefined ? undefined : cells.get(controlRoom.id);
  if (controlCell === undefined || !sameCell(controlCell, CONTROL_ROOM_CELL)) {
    refuseBecause(field, 'must put the control room in the middle of the outer row (outer[2]).');
  }
  return tiles.map((tile) => cells.get(tile.id) ?? CONTROL_ROOM_CELL);
}

/** Re-throws a setup refusal with the field path from the top of the setup, e.g. `players[0].tiles[3].structure`. */
function withFieldPrefix<T>(prefix: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RuleViolation && error.field !== null) throw new RuleViolation(error.rule, error.message, `${prefix}${error.field}`, error.params);
    throw error;
  }
}

/** RULE.setupCrew: a captain and four sailors, all ready, in the control room. */
function startingCrew(owner: PlayerId): CrewMember[] {
  const at = { submarine: owner, cell: CONTROL_ROOM_CELL };
  return [
    { id: 'captain', rank: 'captain', at, ready: true },
    ...[1, 2, 3, 4].map((number): CrewMember => ({ id: `sailor-${String(number)}`, rank: 'sailor', at, ready: true })),
  ];
}

function pickFirstPlayer(choice: unknown, players: PlayerId[], random: RandomState): { value: PlayerId; random: RandomState } {
  if (choice !== undefined) return { value: readOneOf(choice, { path: 'firstPlayer', rule: RULE.setupFirstPlayer }, players), random };
  const draw = drawInt(random, 0, players.length - 1);
  return { value: players[draw.value] ?? players[0] ?? 'south', random: draw.random };
}
