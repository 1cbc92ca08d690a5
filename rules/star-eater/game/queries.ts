/**
 * Questions about a Star Eater game the rules, the bots and the widgets all ask: what each ship
 * carries, what stands on which hex, what a weapon may aim at.
 */
import type { PlayerId } from '../../engine/index.ts';
import { hullHexes, mountPose, onBoard, sectionHex, type Board, type Pose } from '../board.ts';
import { RESTORED_ARMOUR, type ComponentCard, type Faction, type LoadoutSlot, type SquadronCard, type Weapon } from '../factions.ts';
import { hexDistance, hexNumber, type Dir, type Hex } from '../hex.ts';
import { obstructionTest, whyNotAimable, type AimProblem, type DirectFireMount } from '../line-of-fire.ts';
import { otherPlayer } from '../loadout.ts';
import type { SmallToken } from '../movement.ts';
import type { HullHex } from '../torpedo.ts';
import type { CommitmentCard, StarEaterState, SquadronState, WeaponToken } from './model.ts';
import { RULE } from '../rule-ids.ts';

/** A torpedo token's evasion against direct fire: not printed anywhere we have, so a sample value. */
export const TORPEDO_EVASION = 2;

export function factionOf(state: StarEaterState, player: PlayerId): Faction {
  const faction = state.factions.find((candidate) => candidate.id === player);
  if (faction === undefined) throw new Error(`No faction ${player}`);
  return faction;
}

export function opponentOf(state: StarEaterState, player: PlayerId): PlayerId {
  return otherPlayer(state, player);
}

/** The slot whose component each commitment card activates (vent coolant and maintenance act on the ship, not a slot). */
export const CARD_SLOTS: Readonly<Partial<Record<CommitmentCard, Exclude<LoadoutSlot, 'squadrons'> | 'special'>>> = {
  'fire-main': 'main',
  'port-broadside': 'broadside',
  'starboard-broadside': 'broadside',
  launch: 'bay',
  'defence-stations': 'point-defence',
  special: 'special',
};

/** The component a commitment card would activate for `player`: undefined for a card with no slot, or an empty slot. */
export function cardComponent(state: StarEaterState, player: PlayerId, card: CommitmentCard): ComponentCard | undefined {
  const slot = CARD_SLOTS[card];
  return slot === undefined ? undefined : fitted(state, player, slot);
}

/** A section's armour now, after the special ability restores it (RULE.special: up to its start), and at its start. */
export function restoredArmour(state: StarEaterState, player: PlayerId, section: string): { now: number; after: number; most: number } {
  const now = state.ships[player]?.armour[section] ?? 0;
  const most = factionOf(state, player).armour[section] ?? 0;
  return { now, after: Math.min(most, now + RESTORED_ARMOUR), most };
}

/** The component card a player fitted in a slot (not squadrons). */
export function fitted(state: StarEaterState, player: PlayerId, slot: Exclude<LoadoutSlot, 'squadrons'> | 'special'): ComponentCard | undefined {
  const faction = factionOf(state, player);
  if (slot === 'special') return faction.components.find((card) => card.kind === 'special');
  const id = state.loadout.loadouts[player]?.[slot];
  return faction.components.find((card) => card.id === id);
}

export function squadronCard(state: StarEaterState, squadron: string): SquadronCard | undefined {
  for (const faction of state.factions) {
    const card = faction.squadrons.find((candidate) => candidate.id === squadron);
    if (card !== undefined) return card;
  }
  return undefined;
}

/** Every hull hex of every warship, by section. */
export function allHulls(state: StarEaterState): HullHex[] {
  return state.players.flatMap((player) => shipHull(state, player));
}

export function shipHull(state: StarEaterState, player: PlayerId): HullHex[] {
  const ship = state.ships[player];
  if (ship === undefined) return [];
  return hullHexes(state.hull, ship.pose).map(({ section, hex }) => ({ ship: player, section, hex }));
}

export function flyingSquadrons(state: StarEaterState): (SquadronState & { pose: Pose })[] {
  return state.squadrons.filter((squadron): squadron is SquadronState & { pose: Pose } => squadron.where === 'flying' && squadron.pose !== null);
}

/** Squadrons and weapon tokens as small tokens a moving warship can run over. */
export function smallTokens(state: StarEaterState): SmallToken[] {
  return [
    ...flyingSquadrons(state).map((squadron) => ({ id: squadron.id, at: squadron.pose.at, damage: 0 })),
    ...state.tokens.map((token) => ({ id: token.id, at: token.at, damage: token.damage })),
  ];
}

/** Is anything (hull, squadron, token) on the hex? */
export function occupiedTest(state: StarEaterState): (hex: Hex) => boolean {
  const taken = new Set([...allHulls(state).map((hull) => hexNumber(hull.hex)), ...smallTokens(state).map((token) => hexNumber(token.at))]);
  return (hex) => taken.has(hexNumber(hex));
}

/** The fighter bays' hexes of a ship. */
export function bayHexes(state: StarEaterState, player: PlayerId): Hex[] {
  const ship = state.ships[player];
  if (ship === undefined) return [];
  return state.hull.mounts.bays.map((section) => sectionHex(state.hull, ship.pose, section));
}

/** Something a direct-fire weapon can be aimed at: an enemy hull section, squadron or torpedo. */
export interface DirectFireTarget {
  id: string;
  kind: 'warship' | 'squadron' | 'torpedo';
  hex: Hex;
  evasion: number;
  /** The hull section, for a warship. */
  section?: string;
}

/** The shooter's enemies on the board, as direct-fire targets. Point defence cannot target warships. */
export function enemyTargets(state: StarEaterState, shooter: PlayerId, pointDefence: boolean): DirectFireTarget[] {
  const enemy = opponentOf(state, shooter);
  const hull: DirectFireTarget[] = pointDefence ? [] : shipHull(state, enemy).map((section) => ({ id: `${enemy}:${section.section}`, kind: 'warship', hex: section.hex, evasion: factionOf(state, enemy).evasion, section: section.section }));
  const squadrons: DirectFireTarget[] = flyingSquadrons(state)
    .filter((squadron) => squadron.owner === enemy)
    .map((squadron) => ({ id: squadron.id, kind: 'squadron', hex: squadron.pose.at, evasion: squadronCard(state, squadron.id)?.evasion ?? 0 }));
  const torpedoes: DirectFireTarget[] = state.tokens
    .filter((token) => token.owner === enemy && token.kind === 'torpedo')
    .map((token) => ({ id: token.id, kind: 'torpedo', hex: token.at, evasion: TORPEDO_EVASION }));
  return [...hull, ...squadrons, ...torpedoes];
}

/** A direct-fire weapon ready to aim: where it is, its stats, whose it is and what may block it. */
export interface Shooter {
  player: PlayerId;
  /** The card or squadron firing, for logs. */
  source: string;
  at: Hex;
  facing: Dir;
  weapon: Weapon;
  pointDefence: boolean;
  /** The hexes of the shooter's own ship (point defence sees past them). */
  ownHull: Hex[];
  /** The squadron firing, which does not block its own shot. */
  squadron?: string;
}

/** Everything that blocks direct fire: hulls, squadrons, torpedoes and projectiles (7.4.1). */
function blockerTest(state: StarEaterState, shooter: Shooter): (hex: Hex) => boolean {
  const obstructions = [
    ...allHulls(state).map((hull) => hull.hex),
    ...flyingSquadrons(state).filter((squadron) => squadron.id !== shooter.squadron).map((squadron) => squadron.pose.at),
    ...state.tokens.map((token) => token.at),
  ];
  return obstructionTest(obstructions, shooter.ownHull, shooter.pointDefence);
}

/**
 * What a shooter's aims depend on besides where it stands: the targets it may roll against and what
 * blocks its line of fire. Worked out once and asked of every hex (and, for a squadron, of every
 * hex it could fly to: it never blocks its own shot, so the same context serves them all).
 */
export interface AimContext {
  board: Board;
  targets: DirectFireTarget[];
  blocks: (hex: Hex) => boolean;
}

export function aimContext(state: StarEaterState, shooter: Shooter): AimContext {
  return { board: state.board, targets: enemyTargets(state, shooter.player, shooter.pointDefence), blocks: blockerTest(state, shooter) };
}

function mountOf(shooter: Shooter): DirectFireMount {
  return { at: shooter.at, facing: shooter.facing, range: shooter.weapon.range ?? 0, anyDirection: shooter.pointDefence };
}

export function whyNotAim(state: StarEaterState, shooter: Shooter, hex: Hex): AimProblem | null {
  if (!onBoard(state.board, hex)) return { rule: RULE.arcRange, reason: 'That hex is off the board.' };
  return whyNotAimable(mountOf(shooter), hex, blockerTest(state, shooter));
}

/** The targets one shot at `hex` rolls against: the one there, or every valid one in the area. */
export function targetsOfShot(state: StarEaterState, shooter: Shooter, hex: Hex): DirectFireTarget[] {
  return targetsAt(enemyTargets(state, shooter.player, shooter.pointDefence), shooter, hex);
}

function targetsAt(targets: readonly DirectFireTarget[], shooter: Shooter, hex: Hex): DirectFireTarget[] {
  const aoe = shooter.weapon.aoe ?? 0;
  if (aoe > 0) return targets.filter((target) => hexDistance(target.hex, hex) <= aoe);
  return targets.filter((target) => target.hex.q === hex.q && target.hex.r === hex.r);
}

/** Hexes the shooter may aim at: legal aims. */
export function aimableHexes(state: StarEaterState, shooter: Shooter): Hex[] {
  return aimableHexesIn(aimContext(state, shooter), shooter);
}

/**
 * `aimableHexes` with the targets and blockers worked out already. A weapon without an area aims
 * at a target's own hex; an area weapon at any hex on the board in arc, range and sight, a target
 * in its blast or not (7.4.2). The aims are listed by q, then r.
 */
export function aimableHexesIn(context: AimContext, shooter: Shooter): Hex[] {
  const aoe = shooter.weapon.aoe ?? 0;
  const range = shooter.weapon.range ?? 0;
  const found: Hex[] = [];
  if (aoe === 0) {
    // One target a shot: the aims are the hexes of targets alone on their hex.
    let mount: DirectFireMount | undefined;
    for (const target of context.targets) {
      const hex = target.hex;
      if (hexDistance(shooter.at, hex) > range) continue;
      mount ??= mountOf(shooter);
      if (whyNotAimable(mount, hex, context.blocks) !== null) continue;
      if (targetsAt(context.targets, shooter, hex).length === 1) found.push(hex);
    }
  } else {
    // An area weapon may aim at any hex on the board in arc, range and sight, a target in the blast or not (7.4.2).
    const mount = mountOf(shooter);
    for (let q = -range; q <= range; q++) {
      for (let r = Math.max(-range, -q - range); r <= Math.min(range, -q + range); r++) {
        const hex = { q: shooter.at.q + q, r: shooter.at.r + r };
        if (onBoard(context.board, hex) && whyNotAimable(mount, hex, context.blocks) === null) found.push(hex);
      }
    }
  }
  return found.length < 2 ? found : found.sort((a, b) => a.q - b.q || a.r - b.r);
}

/** A ship's mounted weapon as a shooter. */
export function shipShooter(state: StarEaterState, player: PlayerId, mount: 'main' | 'port' | 'starboard' | 'pointDefence', card: ComponentCard): Shooter | null {
  const ship = state.ships[player];
  if (ship === undefined || card.weapon === undefined) return null;
  const pose = mount === 'pointDefence' ? mountPose(state.hull, ship.pose, { section: state.hull.mounts.pointDefence, turn: 0 }) : mountPose(state.hull, ship.pose, state.hull.mounts[mount]);
  return { player, source: card.id, at: pose.at, facing: pose.facing, weapon: card.weapon, pointDefence: mount === 'pointDefence', ownHull: shipHull(state, player).map((hull) => hull.hex) };
}

export function squadronShooter(state: StarEaterState, squadron: SquadronState & { pose: Pose }): Shooter | null {
  const card = squadronCard(state, squadron.id);
  if (card === undefined) return null;
  return { player: squadron.owner, source: squadron.id, at: squadron.pose.at, facing: squadron.pose.facing, weapon: card.weapon, pointDefence: false, ownHull: [], squadron: squadron.id };
}

/** Tokens of one weapon still in its owner's supply. */
export function tokensLeft(state: StarEaterState, player: PlayerId, card: { id: string; weapon?: Weapon }): number {
  return (card.weapon?.tokens ?? 0) - (state.ships[player]?.tokensOut[card.id] ?? 0);
}

/** Points a ship has left, for the round-limit variant: structure and armour together. */
export function shipPoints(state: StarEaterState, player: PlayerId): number {
  const ship = state.ships[player];
  if (ship === undefined) return 0;
  return ship.structure + Object.values(ship.armour).reduce((sum, armour) => sum + armour, 0);
}

export function tokenById(state: StarEaterState, id: string): WeaponToken | undefined {
  return state.tokens.find((token) => token.id === id);
}
