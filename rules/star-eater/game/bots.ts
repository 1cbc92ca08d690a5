/**
 * Bots for Star Eater: the engine's random bot, and a heuristic one that plays from the legal
 * commands with a look one round ahead. Both are pure: the only chance they use is the `random`
 * they are given (the heuristic one breaks ties with it), so the same state and `random` always
 * give the same command. The heuristic bot reads nothing a player could not see: it is given the
 * player's view, and guesses that the other warship will not thrust.
 *
 * Its values are in points of damage (a hull's armour and structure, what the round-limit variant
 * counts): the damage a weapon is expected to deal, less what the ship would take.
 */
import { drawInt, randomBot, type Bot, type PlayerId, type RandomState } from '../../engine/index.ts';
import { mountPose, type Pose } from '../board.ts';
import { directFireOdds } from '../direct-fire/odds.ts';
import type { ComponentCard, SquadronCard, Weapon } from '../factions.ts';
import { stepDirection } from '../fighters.ts';
import { hexDistance, hexNumber, inForwardArc, stepHex, type Dir, type Hex } from '../hex.ts';
import { fireLaser } from '../laser.ts';
import { applyThrust, type MomentumMat } from '../momentum.ts';
import { resolveMomentum } from '../movement.ts';
import { moveTorpedo } from '../torpedo.ts';
import { pendingShooter } from './decide.ts';
import { legalCommands } from './legal.ts';
import type { CommitmentCard, FlyCommand, StarEaterCommand, StarEaterState } from './model.ts';
import {
  aimableHexes,
  allHulls,
  bayHexes,
  enemyTargets,
  factionOf,
  fitted,
  opponentOf,
  shipHull,
  shipShooter,
  smallTokens,
  squadronCard,
  targetsOfShot,
  tokensLeft,
  type DirectFireTarget,
  type Shooter,
} from './queries.ts';
import { ruleset } from './ruleset.ts';

export type StarEaterBot = Bot<StarEaterState, StarEaterCommand>;

export const randomStarEaterBot: StarEaterBot = randomBot(ruleset);

/**
 * The heuristic bot. Loadout: the best-rated card of each slot, a trio of squadrons with a heavy
 * and a light among them, munitions spread over the best. Orders: the engine setting whose next
 * rounds keep the ship off the board's edge and its weapons on the enemy, with the two cards worth
 * most after that move (fire what will bear, launch, defend, vent, maintain, special). Fighters:
 * towards the enemy and shooting, back to the bay when out of munitions, a pass when nothing
 * helps. Aims: the hex with the best odds × damage.
 */
export const heuristicStarEaterBot: StarEaterBot = (state, player, random) => {
  const legal = legalCommands(state).filter((command) => command.player === player);
  if (legal.length === 0) return null;
  const first = legal[0];
  if (state.phase === 'loadout') {
    // Any open slot may be picked first; the first one listed is as good as another (each kit is its own).
    const slot = first?.type === 'pick' ? first.slot : undefined;
    return pickBest(legal, (command) => loadoutValue(state, player, command, slot), random);
  }
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') return chooseOrders(state, player, legal, random);
  if (prompt?.kind === 'choice') {
    switch (prompt.id) {
      case 'vent':
        return pickBest(legal, (command) => (command.type === 'vent' ? ventValue(state, player, command.card) : 0), random);
      case 'maintain':
        return pickBest(legal, (command) => (command.type === 'maintain' ? maintenanceValue(state, command) : 0), random);
      case 'special':
        return pickBest(legal, (command) => (command.type === 'special' ? specialValue(state, player, command) : 0), random);
      case 'defend':
      case 'aim':
        return pickBest(legal, (command) => aimValue(state, player, command), random);
      default:
        return first ?? null;
    }
  }
  if (state.phase === 'fighter') return chooseFlight(state, player, legal, random);
  return first ?? null;
};

// ---------------------------------------------------------------------------------------------
// Choosing

/** The command of highest value; among equal ones, one drawn from `random`. */
function pickBest(commands: readonly StarEaterCommand[], value: (command: StarEaterCommand) => number, random: RandomState): StarEaterCommand | null {
  let best = Number.NEGATIVE_INFINITY;
  let ties: StarEaterCommand[] = [];
  for (const command of commands) {
    const worth = value(command);
    if (ties.length === 0 || worth > best + 1e-9) {
      best = worth;
      ties = [command];
    } else if (worth >= best - 1e-9) {
      ties.push(command);
    }
  }
  if (ties.length <= 1) return ties[0] ?? null;
  return ties[drawInt(random, 0, ties.length - 1).value] ?? null;
}

// ---------------------------------------------------------------------------------------------
// What things are worth

/** Chance that a direct-fire shot hits. */
function hitChance(accuracy: number, evasion: number): number {
  return directFireOdds({ accuracy, evasion }).probability;
}

/**
 * Points of damage `damage` takes off `ship`'s `section`: up to its armour (the rest is lost), or
 * the structure's when the armour is gone, counted half again: structure lost is the way to win.
 */
function sectionValue(state: StarEaterState, ship: PlayerId, section: string, damage: number): number {
  const hull = state.ships[ship];
  if (hull === undefined) return 0;
  const armour = hull.armour[section] ?? 0;
  if (armour > 0) return Math.min(damage, armour);
  return Math.min(damage, hull.structure) * 1.5;
}

/** What hitting a direct-fire target of `enemy` is worth: a hull section's damage, a squadron, a torpedo on its way. */
function targetValue(state: StarEaterState, enemy: PlayerId, target: DirectFireTarget, damage: number): number {
  if (target.kind === 'warship' && target.section !== undefined) return sectionValue(state, enemy, target.section, damage);
  if (target.kind === 'squadron') return 1.2;
  return 1.5;
}

/** Expected worth of one shot at `hex`: each target it rolls against, its odds × its value. */
function shotValue(state: StarEaterState, shooter: Shooter, hex: Hex): number {
  const enemy = opponentOf(state, shooter.player);
  let total = 0;
  for (const target of targetsOfShot(state, shooter, hex)) total += hitChance(shooter.weapon.accuracy ?? 0, target.evasion) * targetValue(state, enemy, target, shooter.weapon.damage);
  return total;
}

function bestShotValue(state: StarEaterState, shooter: Shooter): number {
  let best = 0;
  for (const hex of aimableHexes(state, shooter)) best = Math.max(best, shotValue(state, shooter, hex));
  return best;
}

/**
 * What firing a weapon from `pose` is worth now: a direct-fire weapon's best aim; a laser's beam
 * (against the enemy, or our own hull in the way); a projectile's straight flight over two rounds;
 * a torpedo's turn (a hit, or at least a target ahead).
 */
function weaponValue(state: StarEaterState, player: PlayerId, pose: Pose, weapon: Weapon, shooter: Shooter | null): number {
  const enemy = opponentOf(state, player);
  switch (weapon.class) {
    case 'direct-fire':
      return shooter === null ? 0 : bestShotValue(state, shooter);
    case 'laser': {
      const hulls = allHulls(state).filter((hull) => hull.hex.q !== pose.at.q || hull.hex.r !== pose.at.r);
      const shot = fireLaser(state.board, pose.at, pose.facing, { damage: weapon.damage, range: weapon.range ?? 0 }, hulls, smallTokens(state));
      if (shot.hit === null) return 0;
      return shot.hit.ship === enemy ? sectionValue(state, enemy, shot.hit.section, shot.damage) : -shot.damage;
    }
    case 'projectile':
      return flightValue(state, player, pose, weapon);
    case 'torpedo': {
      const ship = state.ships[enemy];
      if (ship === undefined) return 0;
      const hulls = allHulls(state).filter((hull) => hull.hex.q !== pose.at.q || hull.hex.r !== pose.at.r);
      const move = moveTorpedo(state.board, pose, weapon.speed ?? 1, [{ ship: enemy, hull: shipHull(state, enemy), centre: ship.pose.at }], hulls);
      if (move.hit !== null) return move.hit.ship === enemy ? sectionValue(state, enemy, move.hit.section, weapon.damage) : -weapon.damage;
      return move.target === null ? 0 : 0.4 * weapon.damage;
    }
  }
}

/** A projectile flying straight from `pose`: the first hull on its line within two rounds of flight. */
function flightValue(state: StarEaterState, player: PlayerId, pose: Pose, weapon: Weapon): number {
  const speed = weapon.speed ?? 1;
  const hulls = new Map(allHulls(state).map((hull) => [hexNumber(hull.hex), hull]));
  for (let distance = 1; distance <= speed * 2; distance++) {
    const hull = hulls.get(hexNumber(stepHex(pose.at, pose.facing, distance)));
    if (hull === undefined) continue;
    if (hull.ship === player) return -weapon.damage;
    return sectionValue(state, hull.ship, hull.section, weapon.damage) * (distance <= speed ? 1 : 0.6);
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// The loadout

/** How good a weapon is on its own: damage, how sure it lands, how far it reaches, how soon again. */
function weaponRating(weapon: Weapon | undefined, cooldown: number): number {
  if (weapon === undefined) return 0;
  const again = 1 / (1 + 0.4 * cooldown);
  switch (weapon.class) {
    case 'direct-fire':
      return weapon.damage * hitChance(weapon.accuracy ?? 0, 1) * (1 + 0.5 * (weapon.aoe ?? 0)) * Math.min(weapon.range ?? 0, 5) * again;
    case 'laser':
      return weapon.damage * 0.6 * Math.min(weapon.range ?? 0, 6) * again;
    case 'projectile':
      return weapon.damage * 0.5 * Math.min(weapon.speed ?? 0, 5) * Math.min(1, (weapon.tokens ?? 0) / 3) * again;
    case 'torpedo':
      return weapon.damage * 0.8 * Math.min((weapon.speed ?? 0) * 2, 5) * Math.min(1, (weapon.tokens ?? 0) / 3) * again;
  }
}

function componentRating(card: ComponentCard): number {
  if (card.kind === 'bay') return (card.reach ?? 1) + (card.resupplies === true ? 1 : 0);
  if (card.kind === 'point-defence') return weaponRating(card.weapon, card.cooldown) * (card.weapon?.range ?? 0);
  return weaponRating(card.weapon, card.cooldown);
}

function squadronRating(card: SquadronCard): number {
  return weaponRating(card.weapon, 0) * Math.sqrt(card.capacity) + 0.2 * card.speed + 0.3 * card.evasion;
}

function loadoutValue(state: StarEaterState, player: PlayerId, command: StarEaterCommand, slot: string | undefined): number {
  const faction = factionOf(state, player);
  switch (command.type) {
    case 'keep':
      return 1;
    case 'swap':
      return 0;
    case 'pick': {
      if (command.slot !== slot) return -1;
      if (command.slot === 'squadrons') {
        const cards = command.squadrons.map((id) => faction.squadrons.find((squadron) => squadron.id === id)).filter((card): card is SquadronCard => card !== undefined);
        const balanced = cards.some((card) => card.heavy) && cards.some((card) => !card.heavy) ? 1 : 0;
        return cards.reduce((sum, card) => sum + squadronRating(card), 0) + balanced;
      }
      const card = faction.components.find((candidate) => candidate.id === command.card);
      return card === undefined ? 0 : componentRating(card);
    }
    case 'arm': {
      // Spread over the squadrons, the better ones first: each more munition on one is worth less.
      let worth = 0;
      for (const [id, count] of Object.entries(command.munitions)) {
        const card = faction.squadrons.find((squadron) => squadron.id === id);
        if (card !== undefined) worth += squadronRating(card) * Math.sqrt(count);
      }
      return worth;
    }
    default:
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Orders: the engine and two cards

/** How the next rounds go for `player` with `mat` this round (and no thrust after), the enemy not thrusting. */
interface Plan {
  /** The state after this round's momentum (ships moved, damage left out). */
  next: StarEaterState;
  /** Points the plan is worth before the cards: collisions, edge risk, the enemy in our arcs. */
  value: number;
}

const LOOK_AHEAD_ROUNDS = 3;

function plan(state: StarEaterState, player: PlayerId, mat: MomentumMat): Plan {
  const enemy = opponentOf(state, player);
  let ships = state.players.map((id) => {
    const ship = state.ships[id];
    return { id, pose: ship?.pose ?? { at: { q: 0, r: 0 }, facing: 0 }, mat: id === player ? mat : (ship?.mat ?? { linear: [], rotational: [] }), hull: state.hull };
  });
  let value = 0;
  let next = state;
  for (let round = 0; round < LOOK_AHEAD_ROUNDS; round++) {
    const moved = resolveMomentum(state.board, ships, round === 0 ? smallTokens(state) : []);
    const weight = [1, 0.6, 0.4][round] ?? 0.3;
    for (const step of moved.steps) {
      for (const hit of step.hits) {
        if (hit.ship === player) value -= 1.5 * weight * hit.damage;
        else if (hit.ship === enemy && round === 0) value += hit.damage;
      }
    }
    ships = moved.ships;
    const after: StarEaterState = { ...state, ships: { ...state.ships } };
    for (const ship of moved.ships) {
      const before = state.ships[ship.id];
      if (before !== undefined) after.ships[ship.id] = { ...before, pose: ship.pose, mat: ship.mat };
    }
    if (round === 0) next = after;
    else value += 0.5 * weight * bearing(after, player);
  }
  // A heavy mat is hard to steer; a turning ship keeps turning.
  value -= 0.2 * Math.max(0, mat.linear.length - 2) + 0.15 * mat.rotational.length;
  return { next, value };
}

/** How well the enemy sits for our ship: ahead of the main weapon, in range, in a broadside's arc. */
function bearing(state: StarEaterState, player: PlayerId): number {
  const ship = state.ships[player];
  const enemy = state.ships[opponentOf(state, player)];
  if (ship === undefined || enemy === undefined) return 0;
  const main = fitted(state, player, 'main');
  const reach = main?.weapon?.range ?? (main?.weapon?.speed ?? 3) * 2;
  const bow = mountPose(state.hull, ship.pose, state.hull.mounts.main);
  let value = 0;
  if (inForwardArc(bow.at, bow.facing, enemy.pose.at)) value += hexDistance(bow.at, enemy.pose.at) <= reach ? 1 : 0.5;
  for (const side of [state.hull.mounts.port, state.hull.mounts.starboard]) {
    const mount = mountPose(state.hull, ship.pose, side);
    if (inForwardArc(mount.at, mount.facing, enemy.pose.at)) value += 0.3;
  }
  return value;
}

/** Whether a component can be used this round: no cooldown, or one token that a vent in the same orders takes off. */
function ready(state: StarEaterState, player: PlayerId, card: ComponentCard | undefined, venting: boolean): boolean {
  if (card === undefined) return false;
  const tokens = state.ships[player]?.cooldowns[card.id] ?? 0;
  if (tokens > (venting ? 1 : 0)) return false;
  return (card.weapon?.tokens ?? 0) === 0 || tokensLeft(state, player, card) > 0;
}

const MOUNT_OF: Readonly<Partial<Record<CommitmentCard, 'main' | 'port' | 'starboard'>>> = { 'fire-main': 'main', 'port-broadside': 'port', 'starboard-broadside': 'starboard' };

/** What one commitment card is worth this round, given where the ships will be after the move. */
function cardValue(state: StarEaterState, next: StarEaterState, later: Plan['value'], player: PlayerId, card: CommitmentCard, venting: boolean): number {
  const ship = state.ships[player];
  if (ship === undefined) return 0;
  const mount = MOUNT_OF[card];
  if (mount !== undefined) {
    const weapon = fitted(state, player, mount === 'main' ? 'main' : 'broadside');
    if (weapon?.weapon === undefined || !ready(state, player, weapon, venting)) return 0;
    const shooter = shipShooter(next, player, mount, weapon);
    if (shooter === null) return 0;
    return weaponValue(next, player, { at: shooter.at, facing: shooter.facing }, weapon.weapon, shooter);
  }
  switch (card) {
    case 'launch': {
      const loaded = state.squadrons.some((squadron) => squadron.owner === player && squadron.where === 'aboard' && squadron.munitions > 0);
      return loaded && ready(state, player, fitted(state, player, 'bay'), venting) ? 1 : 0;
    }
    case 'defence-stations': {
      const defence = fitted(state, player, 'point-defence');
      if (defence?.weapon === undefined || !ready(state, player, defence, false)) return 0;
      const core = mountPose(next.hull, next.ships[player]?.pose ?? ship.pose, { section: next.hull.mounts.pointDefence, turn: 0 }).at;
      const threats = enemyTargets(next, player, true).filter((target) => hexDistance(core, target.hex) <= (defence.weapon?.range ?? 0) + 1);
      return Math.min(2, threats.length) * 0.8 * hitChance(defence.weapon.accuracy ?? 0, 2);
    }
    case 'vent-coolant':
      return Object.keys(ship.cooldowns).length > 0 ? 0.1 : 0;
    case 'maintenance': {
      const own = state.squadrons.filter((squadron) => squadron.owner === player);
      if (own.some((squadron) => squadron.where === 'destroyed')) return 0.9;
      const room = own.filter((squadron) => squadron.where === 'aboard').reduce((sum, squadron) => sum + Math.max(0, (squadronCard(state, squadron.id)?.capacity ?? 0) - squadron.munitions), 0);
      return 0.3 * Math.min(2, room);
    }
    case 'special': {
      const special = fitted(state, player, 'special');
      if (special === undefined || ship.power <= 0) return 0;
      if (special.effect === 'restore-armour') {
        const start = factionOf(state, player).armour;
        const lost = Math.max(0, ...Object.entries(ship.armour).filter(([, armour]) => armour > 0).map(([section, armour]) => (start[section] ?? 0) - armour));
        return 0.9 * Math.min(2, lost);
      }
      return later < -0.5 ? 0.8 : 0;
    }
    default:
      return 0;
  }
}

function chooseOrders(state: StarEaterState, player: PlayerId, legal: readonly StarEaterCommand[], random: RandomState): StarEaterCommand | null {
  const ship = state.ships[player];
  if (ship === undefined) return legal[0] ?? null;
  const plans = new Map<string, Plan & { cards: Map<string, number> }>();
  const planFor = (engine: Extract<StarEaterCommand, { type: 'commit' }>['engine']): Plan & { cards: Map<string, number> } => {
    const key = String(engine);
    let found = plans.get(key);
    if (found === undefined) {
      found = { ...plan(state, player, applyThrust(ship.mat, engine, ship.pose.facing).mat), cards: new Map() };
      plans.set(key, found);
    }
    return found;
  };
  const valueOf = (chosen: Plan & { cards: Map<string, number> }, card: CommitmentCard, venting: boolean): number => {
    const key = `${card}:${String(venting)}`;
    let worth = chosen.cards.get(key);
    if (worth === undefined) {
      worth = cardValue(state, chosen.next, chosen.value, player, card, venting);
      chosen.cards.set(key, worth);
    }
    return worth;
  };
  return pickBest(
    legal,
    (command) => {
      if (command.type !== 'commit') return Number.NEGATIVE_INFINITY;
      const chosen = planFor(command.engine);
      const [a, b] = command.cards;
      if (a === undefined || b === undefined) return Number.NEGATIVE_INFINITY;
      return chosen.value + valueOf(chosen, a, b === 'vent-coolant') + valueOf(chosen, b, a === 'vent-coolant');
    },
    random,
  );
}

// ---------------------------------------------------------------------------------------------
// The action phase's questions

/** Vent the component this round's orders need most, else the main weapon, the broadside, the bay, the point defence. */
function ventValue(state: StarEaterState, player: PlayerId, card: string): number {
  const orders: readonly CommitmentCard[] = state.orders?.[player]?.cards ?? [];
  const rank: [CommitmentCard | null, ComponentCard | undefined][] = [
    ['fire-main', fitted(state, player, 'main')],
    ['port-broadside', fitted(state, player, 'broadside')],
    ['starboard-broadside', fitted(state, player, 'broadside')],
    ['launch', fitted(state, player, 'bay')],
    [null, fitted(state, player, 'point-defence')],
  ];
  let worth = 0;
  rank.forEach(([order, component], index) => {
    if (component?.id !== card) return;
    const tokens = state.ships[player]?.cooldowns[card] ?? 0;
    const needed = order !== null && orders.includes(order) && tokens === 1 ? 10 : 0;
    worth = Math.max(worth, needed + 5 - index);
  });
  return worth;
}

/** A destroyed squadron back first; otherwise munitions on the best squadrons. */
function maintenanceValue(state: StarEaterState, command: Extract<StarEaterCommand, { type: 'maintain' }>): number {
  if (command.repair !== undefined) return 10;
  let worth = 0;
  for (const [id, count] of Object.entries(command.munitions ?? {})) {
    const card = squadronCard(state, id);
    if (card !== undefined) worth += squadronRating(card) * count;
  }
  return worth;
}

/** Armour back where most was lost; a momentum token off where the next rounds go best. */
function specialValue(state: StarEaterState, player: PlayerId, command: Extract<StarEaterCommand, { type: 'special' }>): number {
  const ship = state.ships[player];
  if (ship === undefined) return 0;
  if (command.section !== undefined) {
    const start = factionOf(state, player).armour[command.section] ?? 0;
    return start - (ship.armour[command.section] ?? 0);
  }
  const token = command.token ?? 0;
  const mat: MomentumMat = {
    linear: ship.mat.linear.filter((_, index) => index !== token),
    rotational: ship.mat.rotational.filter((_, index) => index + ship.mat.linear.length !== token),
  };
  const next = plan(state, player, mat);
  return next.value + bearing(next.next, player);
}

/** Aims and point defence: the hex with the best odds × damage; holding fire only when nothing is listed. */
function aimValue(state: StarEaterState, player: PlayerId, command: StarEaterCommand): number {
  if ((command.type !== 'aim' && command.type !== 'defend') || command.target === null) return 0;
  const defence = fitted(state, player, 'point-defence');
  const shooter = command.type === 'aim' ? pendingShooter(state) : defence === undefined ? null : shipShooter(state, player, 'pointDefence', defence);
  return shooter === null ? 0 : shotValue(state, shooter, command.target);
}

// ---------------------------------------------------------------------------------------------
// Fighters

/** Per move closer to where a squadron wants to be (the enemy, or its bay when out of munitions). */
const APPROACH = 0.15;

function nearest(from: Hex, hexes: readonly Hex[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const hex of hexes) best = Math.min(best, hexDistance(from, hex));
  return best === Number.POSITIVE_INFINITY ? 0 : best;
}

/**
 * Every activation against standing still: what its action is expected to deal, how much closer it
 * gets to the enemy (or, out of munitions, to its bay, and a recall there), a launch with munitions
 * on board. A pass when nothing beats standing still.
 */
function chooseFlight(state: StarEaterState, player: PlayerId, legal: readonly StarEaterCommand[], random: RandomState): StarEaterCommand | null {
  const enemy = opponentOf(state, player);
  const enemyHull = shipHull(state, enemy).map((hull) => hull.hex);
  const bays = bayHexes(state, player);
  const ship = state.ships[player];
  const squadrons = new Map(state.squadrons.map((squadron) => [squadron.id, squadron]));
  const value = (command: StarEaterCommand): number => {
    if (command.type !== 'fly') return 0;
    const squadron = squadrons.get(command.squadron);
    const card = squadronCard(state, command.squadron);
    if (squadron === undefined || card === undefined || ship === undefined) return Number.NEGATIVE_INFINITY;
    const from = squadron.where === 'aboard' ? (bays[0] ?? ship.pose.at) : (squadron.pose?.at ?? ship.pose.at);
    const pose = endPose(command, squadron.pose ?? { at: from, facing: ship.pose.facing }, ship.pose.facing);
    const munitions = squadron.munitions - (command.act === undefined ? 0 : 1);
    const goal = munitions > 0 ? enemyHull : bays;
    let worth = APPROACH * (nearest(from, goal) - nearest(pose.at, goal));
    if (command.launch !== undefined) worth += squadron.munitions > 0 ? 0.6 : -1;
    if (command.recall === true) worth += munitions > 0 ? -0.3 * munitions : 1;
    if (command.act === 'fire') worth += weaponValue(state, player, pose, card.weapon, null) - 0.3;
    else if (command.act !== undefined) worth += squadronShotValue(state, player, card, pose, command.act);
    return worth;
  };
  const best = pickBest(legal, value, random);
  if (best === null || value(best) <= 0.05) return legal.find((command) => command.type === 'pass') ?? best;
  return best;
}

/** Where a fly command leaves its squadron, and which way it faces (the last move's way). */
function endPose(command: FlyCommand, start: Pose, shipFacing: Dir): Pose {
  const end = command.path.at(-1);
  if (end === undefined) return command.launch === undefined ? start : { at: command.launch, facing: shipFacing };
  const before = command.path.at(-2) ?? command.launch ?? start.at;
  return { at: end, facing: stepDirection(before, end) ?? start.facing };
}

/** A squadron's direct-fire shot from `pose` at `hex`: odds × value of what is there. */
function squadronShotValue(state: StarEaterState, player: PlayerId, card: SquadronCard, pose: Pose, hex: Hex): number {
  const shooter: Shooter = { player, source: card.id, at: pose.at, facing: pose.facing, weapon: card.weapon, pointDefence: false, ownHull: [], squadron: card.id };
  return shotValue(state, shooter, hex);
}

