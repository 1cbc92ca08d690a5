/**
 * Everything `decide` would accept now, for widgets and bots. A squadron's activation is offered
 * as one path to each hex it can reach (the first found, so each ending facing is one of those
 * possible), with each action and recall open to it there.
 *
 * A fighter turn lists hundreds of activations (up to about two thousand: every launch spot, every
 * hex within reach, every aim), and random play asks for them at every move, so this file is
 * written for speed where it counts: each move of a search is checked once, a squadron's aims share
 * one look at the targets and obstructions, and the orders (the same every round) are built once.
 * `legal.test.ts` holds the result to what `decide` accepts.
 */
import { drawInt, type PlayerId, type RandomState } from '../../engine/index.ts';
import { onBoard, rowOf, type Board, type Pose } from '../board.ts';
import type { SquadronCard } from '../factions.ts';
import { canRecallFrom, whyNoAction } from '../fighters.ts';
import { DIRECTIONS, DIRS, hexDistance, type Dir, type Hex } from '../hex.ts';
import { legalLoadoutCommands } from '../loadout.ts';
import { isThrustSetting, type ThrustSetting } from '../momentum.ts';
import { activatable, launchSpots, pendingShooter, specialChoices } from './decide.ts';
import { COMMITMENT_CARDS, type CommitmentCard, type FlyCommand, type SquadronState, type StarEaterCommand, type StarEaterState } from './model.ts';
import { aimContext, aimableHexes, aimableHexesIn, bayHexes, enemyTargets, fitted, occupiedTest, shipShooter, squadronCard, type AimContext, type DirectFireTarget, type Shooter } from './queries.ts';

const SETTINGS: readonly ThrustSetting[] = [0, 1, 2, 3, 4, 5, 'double', 'cw', 'ccw', 'none'].filter(isThrustSetting);

/**
 * Every order a player may give, as commit commands: ten engine settings × 28 pairs of cards, the
 * same every round. Built once per player and frozen (nobody can change a listed command by
 * mistake); two players a game, so the cache stays small, and it is emptied if it ever is not.
 */
const ORDERS = new Map<PlayerId, readonly StarEaterCommand[]>();
const ORDERS_KEPT = 16;

function ordersOf(player: PlayerId): readonly StarEaterCommand[] {
  let orders = ORDERS.get(player);
  if (orders === undefined) {
    const built: StarEaterCommand[] = [];
    for (const engine of SETTINGS) {
      for (let a = 0; a < COMMITMENT_CARDS.length; a++) {
        for (let b = a + 1; b < COMMITMENT_CARDS.length; b++) {
          built.push(Object.freeze({ type: 'commit', player, engine, cards: Object.freeze([COMMITMENT_CARDS[a] ?? 'fire-main', COMMITMENT_CARDS[b] ?? 'special']) as CommitmentCard[] }));
        }
      }
    }
    if (ORDERS.size >= ORDERS_KEPT) ORDERS.clear();
    orders = Object.freeze(built);
    ORDERS.set(player, orders);
  }
  return orders;
}

export function legalCommands(state: StarEaterState): StarEaterCommand[] {
  if (state.outcome !== null) return [];
  if (state.phase === 'loadout') return legalLoadoutCommands(state.loadout);
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    const commands: StarEaterCommand[] = [];
    for (const player of prompt.players) {
      if (prompt.commitments[player] !== null) continue;
      for (const command of ordersOf(player)) commands.push(command);
    }
    return commands;
  }
  if (prompt?.kind === 'choice') return answers(state, prompt.id, prompt.player);
  if (state.phase === 'fighter' && state.fighters !== null) {
    const commands: StarEaterCommand[] = [{ type: 'pass', player: state.fighters.toAct }];
    addFlyCommands(state, state.fighters.toAct, commands);
    return commands;
  }
  return [];
}

/** A player's own orders while the commit waits for them: each is offered 280, the same every round. */
export function ordersWaitingFrom(state: StarEaterState, player: PlayerId): StarEaterCommand[] | null {
  const prompt = state.prompt;
  if (state.outcome !== null || state.phase === 'loadout' || prompt?.kind !== 'commit-reveal') return null;
  return prompt.players.includes(player) && prompt.commitments[player] === null ? [...ordersOf(player)] : [];
}

function answers(state: StarEaterState, id: string, player: PlayerId): StarEaterCommand[] {
  const ship = state.ships[player];
  if (ship === undefined) return [];
  switch (id) {
    case 'vent':
      return Object.keys(ship.cooldowns).map((card) => ({ type: 'vent', player, card }));
    case 'maintain':
      return maintenanceCommands(state, player);
    case 'special':
      return specialChoices(state, player).map((choice) => ({ type: 'special', player, ...choice }));
    case 'defend': {
      const pointDefence = fitted(state, player, 'point-defence');
      const shooter = pointDefence === undefined ? null : shipShooter(state, player, 'pointDefence', pointDefence);
      return [{ type: 'defend', player, target: null }, ...(shooter === null ? [] : aimableHexes(state, shooter).map((target): StarEaterCommand => ({ type: 'defend', player, target })))];
    }
    case 'aim': {
      const shooter = pendingShooter(state);
      return shooter === null ? [] : aimableHexes(state, shooter).map((target) => ({ type: 'aim', player, target }));
    }
    default:
      return [];
  }
}

function maintenanceCommands(state: StarEaterState, player: PlayerId): StarEaterCommand[] {
  const own = state.squadrons.filter((squadron) => squadron.owner === player);
  const repairs: StarEaterCommand[] = own.filter((squadron) => squadron.where === 'destroyed').map((squadron) => ({ type: 'maintain', player, repair: squadron.id }));
  const rooms = own.filter((squadron) => squadron.where === 'aboard').map((squadron) => ({ id: squadron.id, room: (squadronCard(state, squadron.id)?.capacity ?? 0) - squadron.munitions })).filter((entry) => entry.room > 0);
  const owed = Math.min(2, rooms.reduce((sum, entry) => sum + entry.room, 0));
  const loads: StarEaterCommand[] = [];
  if (owed === 1) for (const entry of rooms) loads.push({ type: 'maintain', player, munitions: { [entry.id]: 1 } });
  if (owed === 2) {
    for (const entry of rooms) if (entry.room >= 2) loads.push({ type: 'maintain', player, munitions: { [entry.id]: 2 } });
    for (let a = 0; a < rooms.length; a++) for (let b = a + 1; b < rooms.length; b++) loads.push({ type: 'maintain', player, munitions: { [rooms[a]?.id ?? '']: 1, [rooms[b]?.id ?? '']: 1 } });
  }
  return [...loads, ...repairs];
}

/** Where a flight may end: its hex, the way the squadron then faces, and the end it came from (−1: the start). */
interface FlightEnd {
  at: Hex;
  facing: Dir;
  from: number;
}

/**
 * The ends of a squadron's flights from one start (its hex, or a launch spot): every hex within
 * `moves` moves through empty hexes, each reached by the first path found (breadth first, so each
 * path is a shortest one), the start first. Each move is checked as `flySquadron` checks it (6.4.3):
 * to a neighbouring hex, on the board, empty; the squadron then faces the way it moved. The moves
 * are checked one at a time, as they are found, not whole paths again: this runs for every launch
 * spot of every squadron in every fighter turn, so it allocates little.
 */
function flightEnds(fleet: FleetContext, start: Pose, moves: number): FlightEnd[] {
  const { state, occupied, grid } = fleet;
  const stamp = ++grid.stamp;
  grid.seen[grid.cellOf(start.at.q, start.at.r)] = stamp;
  const ends: FlightEnd[] = [{ at: start.at, facing: start.facing, from: -1 }];
  let frontierStart = 0;
  for (let step = 0; step < moves; step++) {
    const frontierEnd = ends.length;
    for (let index = frontierStart; index < frontierEnd; index++) {
      const from = ends[index]?.at ?? start.at;
      for (const facing of DIRS) {
        const q = from.q + DIRECTIONS[facing].q;
        const r = from.r + DIRECTIONS[facing].r;
        const cell = grid.cellOf(q, r);
        // Off the grid is off the board; a hex met already this search is skipped.
        if (cell < 0 || grid.seen[cell] === stamp) continue;
        grid.seen[cell] = stamp;
        const hex = { q, r };
        if (grid.open[cell] === UNKNOWN) grid.open[cell] = onBoard(state.board, hex) && !occupied(hex) ? OPEN : BLOCKED;
        if (grid.open[cell] !== OPEN) continue;
        ends.push({ at: hex, facing, from: index });
      }
    }
    frontierStart = frontierEnd;
  }
  return ends;
}

/** The path to `ends[index]`, each hex after the start in order. */
function pathTo(ends: readonly FlightEnd[], index: number): Hex[] {
  const path: Hex[] = [];
  for (let end = ends[index]; end !== undefined && end.from >= 0; end = ends[end.from]) path.push(end.at);
  return path.reverse();
}

/** What a squadron may do at the end of a flight besides stopping there: recall, and its actions (a hex to aim at, or 'fire'). */
function endOptions(fleet: FleetContext, squadron: SquadronState, card: SquadronCard, pose: Pose): { recall: boolean; acts: (Hex | 'fire')[] } {
  const { state, player, occupied } = fleet;
  const recall = canRecallFrom(pose.at, fleet.bays, fleet.reach);
  const makesToken = card.weapon.class === 'projectile' || card.weapon.class === 'torpedo';
  if (whyNoAction(pose, squadron.munitions, makesToken, occupied, state.board) !== null) return { recall, acts: [] };
  if (card.weapon.class !== 'direct-fire') return { recall, acts: ['fire'] };
  const shooter: Shooter = { player, source: squadron.id, at: pose.at, facing: pose.facing, weapon: card.weapon, pointDefence: false, ownHull: [], squadron: squadron.id };
  // The squadron never blocks its own shot and is no target of its own: one context serves every hex it reaches.
  fleet.aims ??= aimContext(state, shooter);
  return { recall, acts: aimableHexesIn(fleet.aims, shooter) };
}

/**
 * A squadron's activations from one start, one path to every hex its flights can end on (`flightEnds`),
 * each with the recall and actions open at its end: stop there, then recall, then each action.
 */
function flightsFrom(fleet: FleetContext, squadron: SquadronState, card: SquadronCard, start: Pose, moves: number, launch: Hex | undefined, commands: StarEaterCommand[]): void {
  const ends = flightEnds(fleet, start, moves);
  const paths: Hex[][] = [];
  for (const end of ends) {
    const path = end.from < 0 ? [] : [...(paths[end.from] ?? []), end.at];
    paths.push(path);
    const base = flyCommand(fleet.player, squadron.id, path, launch);
    commands.push(base);
    const { recall, acts } = endOptions(fleet, squadron, card, { at: end.at, facing: end.facing });
    if (recall) commands.push({ ...base, recall: true });
    for (const act of acts) commands.push({ ...base, act });
  }
}

function flyCommand(player: PlayerId, squadron: string, path: Hex[], launch: Hex | undefined): FlyCommand {
  return launch === undefined ? { type: 'fly', player, squadron, path } : { type: 'fly', player, squadron, path, launch };
}

const UNKNOWN = 0;
const OPEN = 1;
const BLOCKED = 2;

/**
 * The board and a ring of hexes around it as flat arrays, for the searches above: whether a move
 * may go to each hex (found out once a squadron, from the rules' own tests), and which search last
 * met it (a search's stamp, so nothing needs clearing between searches).
 */
class SearchGrid {
  readonly open: Uint8Array;
  readonly seen: Uint32Array;
  stamp = 0;
  private readonly columns: number;
  private readonly rows: number;

  constructor(board: Board) {
    this.columns = board.columns + 2;
    this.rows = board.rows + 2;
    this.open = new Uint8Array(this.columns * this.rows);
    this.seen = new Uint32Array(this.columns * this.rows);
  }

  /** Forgets which hexes are open: they depend on the squadron (it does not block itself). */
  forget(): void {
    this.open.fill(UNKNOWN);
  }

  /** The cell of hex (q, r), or −1 beyond the ring (farther off the board than a move from it). */
  cellOf(q: number, r: number): number {
    const column = q + 1;
    const row = rowOf({ q, r }) + 1;
    if (column < 0 || column >= this.columns || row < 0 || row >= this.rows) return -1;
    return column * this.rows + row;
  }
}

/** What every flight of one squadron shares: the board around it and its ship's bays. */
interface FleetContext {
  state: StarEaterState;
  player: PlayerId;
  occupied: (hex: Hex) => boolean;
  grid: SearchGrid;
  bays: Hex[];
  reach: number;
  aims?: AimContext;
}

/** Every squadron's activations, added to `commands` (a fighter turn lists thousands: no copies). */
function addFlyCommands(state: StarEaterState, player: PlayerId, commands: StarEaterCommand[]): void {
  const reach = fitted(state, player, 'bay')?.reach ?? 1;
  const bays = bayHexes(state, player);
  const grid = new SearchGrid(state.board);
  let fleet: FleetContext | undefined;
  let fleetOf: string | undefined;
  forEachStart(state, player, (squadron, card, start, moves, launch) => {
    // A squadron's starts come one after another: they share its view of the board (it does not block itself).
    if (fleet === undefined || fleetOf !== squadron.id) {
      const occupied = occupiedTest({ ...state, squadrons: state.squadrons.filter((candidate) => candidate.id !== squadron.id) });
      grid.forget();
      fleet = { state, player, occupied, grid, bays, reach };
      fleetOf = squadron.id;
    }
    flightsFrom(fleet, squadron, card, start, moves, launch, commands);
  });
}

/**
 * Calls `visit` with every start a flight of `player`'s may begin from, in the listing's order: each
 * squadron they may activate, from its hex, or, on board, from each launch spot (launching is one
 * of its moves), a squadron's starts one after another.
 */
function forEachStart(
  state: StarEaterState,
  player: PlayerId,
  visit: (squadron: SquadronState, card: SquadronCard, start: Pose, moves: number, launch: Hex | undefined) => void,
): void {
  let launches: Hex[] | undefined;
  for (const id of activatable(state, player)) {
    const squadron = state.squadrons.find((candidate) => candidate.id === id);
    const card = squadronCard(state, id);
    if (squadron === undefined || card === undefined) continue;
    if (squadron.where === 'aboard') {
      const facing = state.ships[player]?.pose.facing ?? 0;
      // Every squadron on board launches from the same spots (none of them is on the board yet).
      launches ??= launchSpots(state, player);
      for (const launch of launches) visit(squadron, card, { at: launch, facing }, card.speed - 1, launch);
    } else if (squadron.pose !== null) {
      visit(squadron, card, squadron.pose, card.speed, undefined);
    }
  }
}

/** The flights from one start, as `randomFlight` draws among them; its ends found only once drawn. */
interface FlightStart {
  squadron: SquadronState;
  card: SquadronCard;
  start: Pose;
  moves: number;
  launch: Hex | undefined;
  /** At least as many ends as its flights have: every hex within `moves` (3m(m+1)+1 of them). */
  endSlots: number;
  /** Slots each end takes: stopping, recalling, and one per action up to the most any end of it could have. */
  slots: number;
  ends?: FlightEnd[];
}

/**
 * One of the fighter turn's commands, drawn from `random` with each command `legalCommands` lists
 * equally likely, without building the list (hundreds of activations, each with its aims).
 *
 * How (rejection sampling): every start of a flight gets as many end slots as it could have ends at
 * most, and each of those as many option slots as its commands there could number at most: stop
 * (0), recall (1), then one per action (a gun's enemy targets within its moves and range, an area
 * weapon's hexes within range, one for a weapon that fires a token; none without munitions).
 * Passing is one slot more. A slot is drawn uniformly; a slot with no listed command behind it (an
 * end slot past the ends the flight has, no recall there, fewer aims) is drawn again. Each listed
 * command is exactly one slot, so what comes out is uniform over the list; only the drawn start's
 * flight is searched and only the drawn end's aims are worked out.
 */
export function randomFlight(state: StarEaterState, player: PlayerId, random: RandomState): StarEaterCommand {
  const starts: FlightStart[] = [];
  const fleets = new Map<string, FleetContext>();
  // One grid for the squadrons drawn: which hexes are open depends on the squadron, so it forgets them between squadrons.
  const grid = new SearchGrid(state.board);
  let gridOf: string | undefined;
  const targets = enemyTargets(state, player, false);
  const reach = fitted(state, player, 'bay')?.reach ?? 1;
  const bays = bayHexes(state, player);
  let total = 1;
  forEachStart(state, player, (squadron, card, start, moves, launch) => {
    const endSlots = 3 * moves * (moves + 1) + 1;
    const slots = 2 + mostActions(card, squadron.munitions, targets, start.at, moves);
    starts.push({ squadron, card, start, moves, launch, endSlots, slots });
    total += endSlots * slots;
  });
  let current = random;
  for (;;) {
    const draw = drawInt(current, 0, total - 1);
    current = draw.random;
    if (draw.value === 0) return { type: 'pass', player };
    let slot = draw.value - 1;
    let from: FlightStart | undefined;
    for (const start of starts) {
      if (slot < start.endSlots * start.slots) {
        from = start;
        break;
      }
      slot -= start.endSlots * start.slots;
    }
    if (from === undefined) continue;
    const { squadron, card } = from;
    let fleet = fleets.get(squadron.id);
    if (fleet === undefined) {
      const occupied = occupiedTest({ ...state, squadrons: state.squadrons.filter((candidate) => candidate.id !== squadron.id) });
      fleet = { state, player, occupied, grid, bays, reach };
      fleets.set(squadron.id, fleet);
    }
    if (from.ends === undefined) {
      if (gridOf !== squadron.id) grid.forget();
      gridOf = squadron.id;
      from.ends = flightEnds(fleet, from.start, from.moves);
    }
    const index = Math.floor(slot / from.slots);
    const option = slot % from.slots;
    const end = from.ends[index];
    if (end === undefined) continue;
    const base = (): FlyCommand => flyCommand(player, squadron.id, pathTo(from.ends ?? [], index), from.launch);
    if (option === 0) return base();
    if (option === 1) {
      if (canRecallFrom(end.at, bays, reach)) return { ...base(), recall: true };
      continue;
    }
    const act = endOptions(fleet, squadron, card, { at: end.at, facing: end.facing }).acts[option - 2];
    if (act !== undefined) return { ...base(), act };
  }
}

/** At least as many actions as a squadron has at the end of any flight from `from` within `moves`. */
function mostActions(card: SquadronCard, munitions: number, targets: readonly DirectFireTarget[], from: Hex, moves: number): number {
  if (munitions <= 0) return 0;
  if (card.weapon.class !== 'direct-fire') return 1;
  const range = card.weapon.range ?? 0;
  // An area weapon may aim at any hex within range (3r(r+1)+1 of them); a gun at a target alone on its hex, within range.
  if ((card.weapon.aoe ?? 0) > 0) return 3 * range * (range + 1) + 1;
  let near = 0;
  for (const target of targets) if (hexDistance(from, target.hex) <= moves + range) near++;
  return near;
}
