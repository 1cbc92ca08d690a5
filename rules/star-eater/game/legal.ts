/**
 * Everything `decide` would accept now, for widgets and bots. A squadron's activation is offered
 * as one path to each hex it can reach (the first found, so each ending facing is one of those
 * possible), with each action and recall open to it there.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { Pose } from '../board.ts';
import { flySquadron, whyNoAction, whyNotRecall } from '../fighters.ts';
import { DIRS, hexKey, stepHex, type Hex } from '../hex.ts';
import { legalLoadoutCommands } from '../loadout.ts';
import { isThrustSetting, type ThrustSetting } from '../momentum.ts';
import { activatable, launchSpots, pendingShooter, specialChoices } from './decide.ts';
import { COMMITMENT_CARDS, type StarEaterCommand, type StarEaterState } from './model.ts';
import { aimableHexes, bayHexes, fitted, occupiedTest, shipShooter, squadronCard } from './queries.ts';

const SETTINGS: readonly ThrustSetting[] = [0, 1, 2, 3, 4, 5, 'double', 'cw', 'ccw', 'none'].filter(isThrustSetting);

export function legalCommands(state: StarEaterState): StarEaterCommand[] {
  if (state.outcome !== null) return [];
  if (state.phase === 'loadout') return legalLoadoutCommands(state.loadout);
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    const commands: StarEaterCommand[] = [];
    for (const player of prompt.players) {
      if (prompt.commitments[player] !== null) continue;
      for (const engine of SETTINGS) {
        for (let a = 0; a < COMMITMENT_CARDS.length; a++) {
          for (let b = a + 1; b < COMMITMENT_CARDS.length; b++) commands.push({ type: 'commit', player, engine, cards: [COMMITMENT_CARDS[a] ?? 'fire-main', COMMITMENT_CARDS[b] ?? 'special'] });
        }
      }
    }
    return commands;
  }
  if (prompt?.kind === 'choice') return answers(state, prompt.id, prompt.player);
  if (state.phase === 'fighter' && state.fighters !== null) return [{ type: 'pass', player: state.fighters.toAct }, ...flyCommands(state, state.fighters.toAct)];
  return [];
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

/** One path to every hex within `moves` steps through empty hexes, and the pose it ends in. */
function reachable(state: StarEaterState, start: Pose, moves: number, occupied: (hex: Hex) => boolean): { path: Hex[]; pose: Pose }[] {
  const found = new Map<string, { path: Hex[]; pose: Pose }>([[hexKey(start.at), { path: [], pose: start }]]);
  let frontier = [found.get(hexKey(start.at)) ?? { path: [], pose: start }];
  for (let step = 0; step < moves; step++) {
    const next: { path: Hex[]; pose: Pose }[] = [];
    for (const entry of frontier) {
      for (const dir of DIRS) {
        const hex = stepHex(entry.pose.at, dir);
        if (found.has(hexKey(hex))) continue;
        const path = [...entry.path, hex];
        const flight = flySquadron(state.board, start, path, moves, occupied);
        if ('problem' in flight) continue;
        const reached = { path, pose: flight.pose };
        found.set(hexKey(hex), reached);
        next.push(reached);
      }
    }
    frontier = next;
  }
  return [...found.values()];
}

function flyCommands(state: StarEaterState, player: PlayerId): StarEaterCommand[] {
  const commands: StarEaterCommand[] = [];
  const bay = fitted(state, player, 'bay');
  const reach = bay?.reach ?? 1;
  const bays = bayHexes(state, player);
  for (const id of activatable(state, player)) {
    const squadron = state.squadrons.find((candidate) => candidate.id === id);
    const card = squadronCard(state, id);
    if (squadron === undefined || card === undefined) continue;
    const others = { ...state, squadrons: state.squadrons.filter((candidate) => candidate.id !== id) };
    const occupied = occupiedTest(others);
    const starts: { launch?: Hex; pose: Pose; moves: number }[] =
      squadron.where === 'aboard'
        ? launchSpots(state, player).map((launch) => ({ launch, pose: { at: launch, facing: state.ships[player]?.pose.facing ?? 0 }, moves: card.speed - 1 }))
        : squadron.pose === null
          ? []
          : [{ pose: squadron.pose, moves: card.speed }];
    for (const start of starts) {
      for (const { path, pose } of reachable(state, start.pose, start.moves, occupied)) {
        const base = { type: 'fly' as const, player, squadron: id, path, ...(start.launch === undefined ? {} : { launch: start.launch }) };
        commands.push(base);
        const recallable = whyNotRecall(pose.at, bays, reach) === null;
        if (recallable) commands.push({ ...base, recall: true });
        const makesToken = card.weapon.class === 'projectile' || card.weapon.class === 'torpedo';
        if (whyNoAction(pose, squadron.munitions, makesToken, occupied, state.board) !== null) continue;
        if (card.weapon.class !== 'direct-fire') {
          commands.push({ ...base, act: 'fire' });
          continue;
        }
        const moved = { ...others, squadrons: [...others.squadrons, { ...squadron, where: 'flying' as const, pose }] };
        const shooter = { player, source: id, at: pose.at, facing: pose.facing, weapon: card.weapon, pointDefence: false, ownHull: [], squadron: id };
        for (const target of aimableHexes(moved, shooter)) commands.push({ ...base, act: target });
      }
    }
  }
  return commands;
}
