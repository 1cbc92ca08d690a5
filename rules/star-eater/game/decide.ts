/**
 * Every rule of a Star Eater round, from the loadout to the clean-up. A command is checked, then
 * the game plays on by itself (reveal, momentum, the weapons that need no choice, the clean-up)
 * until it needs a player again: each step is an event, folded as it goes so the next step sees it.
 */
import {
  RuleViolation,
  allCommitted,
  choicePrompt,
  commitSecret,
  describeValue,
  ensureAnswers,
  revealedSecrets,
  rollDie,
  unknownCommand,
  type PlayerId,
} from '../../engine/index.ts';
import type { Pose } from '../board.ts';
import { cleanupCooldowns, coolingDown, ventCoolant } from '../cooldown.ts';
import { dealDamage } from '../damage.ts';
import { DIRECT_FIRE_DIE_SIDES, doesRollHit } from '../direct-fire/odds.ts';
import type { ComponentCard } from '../factions.ts';
import { flySquadron, whyNoAction, whyNotLaunchAt, whyNotRecall } from '../fighters.ts';
import { hexKey, hexNumber, isHex, stepHex, type Hex } from '../hex.ts';
import { fireLaser } from '../laser.ts';
import { decideLoadout } from '../loadout.ts';
import { applyThrust, isThrustSetting } from '../momentum.ts';
import { resolveMomentum, type SectionHit, type SmallToken } from '../movement.ts';
import { flyProjectiles, judgeCollisions, type Projectile, type ProjectileFlight } from '../projectile.ts';
import { RULE } from '../rule-ids.ts';
import { moveTorpedo } from '../torpedo.ts';
import { evolve } from './evolve.ts';
import { COMMITMENT_CARDS, type CommitmentCard, type FiredWeapon, type FlyCommand, type Order, type StarEaterCommand, type StarEaterEvent, type StarEaterState, type WeaponToken } from './model.ts';
import {
  aimableHexes,
  allHulls,
  bayHexes,
  factionOf,
  fitted,
  flyingSquadrons,
  occupiedTest,
  opponentOf,
  restoredArmour,
  shipHull,
  shipPoints,
  shipShooter,
  smallTokens,
  squadronCard,
  squadronShooter,
  targetsOfShot,
  tokensLeft,
  whyNotAim,
  type Shooter,
} from './queries.ts';

/** Events as they happen, each folded at once so the rules after it read the new state. */
class Story {
  readonly events: StarEaterEvent[] = [];
  state: StarEaterState;

  constructor(state: StarEaterState) {
    this.state = state;
  }

  emit(event: StarEaterEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  isOver(): boolean {
    return this.state.outcome !== null;
  }
}

export function decide(state: StarEaterState, command: StarEaterCommand): StarEaterEvent[] {
  if (state.outcome !== null) throw new RuleViolation(RULE.destroyed, `The game is over: ${state.outcome.reason}`);
  const story = new Story(state);
  switch (command.type) {
    case 'pick':
    case 'swap':
    case 'keep':
    case 'arm':
      if (state.phase !== 'loadout') throw new RuleViolation(RULE.loadoutDraft, 'The loadout is over: the battle has begun.');
      for (const event of decideLoadout(state.loadout, command)) story.emit(event);
      if (story.state.loadout.stage === 'done') story.emit({ type: 'battle-began', rule: RULE.roundPhases });
      return story.events;
    case 'commit':
      decideCommit(story, command.player, command.engine, command.cards);
      break;
    case 'vent':
    case 'maintain':
    case 'defend':
    case 'special':
      decideAction(story, command);
      break;
    case 'fly':
      decideFly(story, command);
      break;
    case 'pass':
      decidePass(story, command.player);
      break;
    case 'aim':
      decideAim(story, command.player, command.target);
      break;
    default:
      return unknownCommand('Star Eater', command);
  }
  playOn(story);
  return story.events;
}

// ---------------------------------------------------------------------------------------------
// Commitment and momentum

function decideCommit(story: Story, player: PlayerId, engine: unknown, cards: unknown): void {
  const prompt = story.state.prompt;
  if (story.state.phase !== 'commit' || prompt?.kind !== 'commit-reveal') throw new RuleViolation(RULE.commitOrders, 'Orders are given at the start of a round, not now.');
  ensureAnswers(prompt, 'orders', player);
  if (!isThrustSetting(engine)) throw new RuleViolation(RULE.momentumEngine, `The engine is set to a direction 0 to 5, double, cw, ccw or none; got ${describeValue(engine)}.`, 'engine');
  if (!Array.isArray(cards) || cards.length !== 2 || !cards.every((card: unknown) => (COMMITMENT_CARDS as readonly unknown[]).includes(card)) || cards[0] === cards[1]) {
    throw new RuleViolation(RULE.commitOrders, `Choose exactly two different commitment cards of ${COMMITMENT_CARDS.join(', ')}; got ${describeValue(cards)}.`, 'cards');
  }
  const order: Order = { engine, cards: [cards[0] as CommitmentCard, cards[1] as CommitmentCard] };
  commitSecret(prompt, player, order);
  story.emit({ type: 'order-committed', rule: RULE.commitOrders, player, order });
  const after = story.state.prompt;
  if (after?.kind !== 'commit-reveal' || !allCommitted(after)) return;
  story.emit({ type: 'orders-revealed', rule: RULE.commitOrders, orders: revealedSecrets(after) });
  playMomentum(story);
  if (!story.isOver()) beginActions(story);
}

/** Players in initiative order. */
function inInitiativeOrder(state: StarEaterState): PlayerId[] {
  return [state.initiative, opponentOf(state, state.initiative)];
}

function playMomentum(story: Story): void {
  const { state } = story;
  for (const player of inInitiativeOrder(state)) {
    const ship = story.state.ships[player];
    const order = story.state.orders?.[player];
    if (ship === undefined || order === undefined) continue;
    const { mat, effects } = applyThrust(ship.mat, order.engine, ship.pose.facing);
    story.emit({ type: 'thrust-applied', rule: RULE.momentumEngine, player, setting: order.engine, effects, mat });
  }
  const ships = story.state.players.map((player) => {
    const ship = story.state.ships[player];
    return { id: player, pose: ship?.pose ?? { at: { q: 0, r: 0 }, facing: 0 as const }, mat: ship?.mat ?? { linear: [], rotational: [] }, hull: story.state.hull };
  });
  const result = resolveMomentum(story.state.board, ships, smallTokens(story.state));
  result.steps.forEach((step, index) => {
    for (const move of step.moves) story.emit({ type: 'ship-moved', rule: move.rule, step: index + 1, move });
    for (const id of step.destroyed) destroySmall(story, id, 'a warship', RULE.collisionToken);
    for (const hit of step.hits) hitSection(story, hit);
  });
  for (const moved of result.ships) {
    const before = story.state.ships[moved.id]?.mat;
    if (before !== undefined && (before.linear.length !== moved.mat.linear.length || before.rotational.length !== moved.mat.rotational.length)) {
      story.emit({ type: 'momentum-lost', rule: RULE.collisionWarship, player: moved.id, mat: moved.mat });
    }
  }
  checkDestroyed(story);
}

// ---------------------------------------------------------------------------------------------
// Damage and the end

function hitSection(story: Story, hit: SectionHit): void {
  const ship = story.state.ships[hit.ship];
  if (ship === undefined) return;
  const result = dealDamage({ armour: ship.armour, structure: ship.structure }, hit.section, hit.damage);
  story.emit({ type: 'section-hit', rule: result.rule, hit, armour: { ...result.hull.armour }, structure: result.hull.structure });
}

/** A squadron or weapon token taken off the board by `by`. */
function destroySmall(story: Story, id: string, by: string, rule: string): void {
  if (story.state.squadrons.some((squadron) => squadron.id === id && squadron.where === 'flying')) story.emit({ type: 'squadron-destroyed', rule: RULE.fighterFragile, squadron: id, by });
  else if (story.state.tokens.some((token) => token.id === id)) story.emit({ type: 'token-destroyed', rule, token: id, by });
}

function checkDestroyed(story: Story): void {
  if (story.isOver()) return;
  const destroyed = story.state.players.filter((player) => (story.state.ships[player]?.structure ?? 1) <= 0);
  if (destroyed.length === 0) return;
  const survivors = story.state.players.filter((player) => !destroyed.includes(player));
  const name = (player: PlayerId): string => factionOf(story.state, player).name;
  story.emit({
    type: 'game-ended',
    rule: RULE.destroyed,
    outcome:
      survivors.length === 0
        ? { winners: [...story.state.players], reason: 'Both warships are destroyed at once: a draw.' }
        : { winners: survivors, reason: `The ${destroyed.map(name).join(' and ')} warship is destroyed.` },
  });
}

// ---------------------------------------------------------------------------------------------
// The action phase

const IMMEDIATE: readonly CommitmentCard[] = ['defence-stations', 'vent-coolant', 'maintenance', 'special'];
const FIRE_CARDS: Readonly<Partial<Record<CommitmentCard, FiredWeapon['mount']>>> = { 'fire-main': 'main', 'port-broadside': 'port', 'starboard-broadside': 'starboard' };

/** The commitment card that fires a mount: the way back through FIRE_CARDS. */
function fireCardOf(mount: FiredWeapon['mount']): CommitmentCard {
  return mount === 'main' ? 'fire-main' : mount === 'port' ? 'port-broadside' : 'starboard-broadside';
}

function beginActions(story: Story): void {
  const actions: { player: PlayerId; card: CommitmentCard }[] = [];
  for (const player of inInitiativeOrder(story.state)) {
    for (const card of story.state.orders?.[player]?.cards ?? []) {
      story.emit({ type: 'card-played', rule: RULE.commitOrders, player, card });
      if (IMMEDIATE.includes(card)) actions.push({ player, card });
      const mount = FIRE_CARDS[card];
      if (mount !== undefined) story.emit({ type: 'weapon-fired', rule: RULE.fireWeapons, weapon: { player, card: weaponCard(story.state, player, mount)?.id ?? '', mount } });
    }
  }
  story.emit({ type: 'phase-began', rule: RULE.roundPhases, phase: 'action', round: story.state.round, actions });
}

function weaponCard(state: StarEaterState, player: PlayerId, mount: FiredWeapon['mount']): ComponentCard | undefined {
  return fitted(state, player, mount === 'main' ? 'main' : 'broadside');
}

/** The question the first pending immediate card asks, or its automatic end when there is nothing to choose. */
function promptNextAction(story: Story): boolean {
  const next = story.state.pendingActions[0];
  if (next === undefined) return false;
  const { player, card } = next;
  const ignore = (reason: string, rule: string): void => {
    story.emit({ type: 'card-ignored', rule, player, card, reason });
    story.emit({ type: 'action-resolved', rule, player, card });
  };
  const ship = story.state.ships[player];
  if (ship === undefined) return true;
  if (card === 'vent-coolant') {
    if (Object.keys(ship.cooldowns).length === 0) ignore('No component has cooldown tokens to vent.', RULE.ventCoolant);
    else story.emit({ type: 'prompted', rule: RULE.ventCoolant, prompt: choicePrompt('vent', player, RULE.ventCoolant, 'Vent coolant: take one cooldown token off which component?') });
    return true;
  }
  if (card === 'maintenance') {
    if (maintenanceOptions(story.state, player) === 0) ignore('No squadron on board has room for munitions, and none is destroyed.', RULE.maintenance);
    else story.emit({ type: 'prompted', rule: RULE.maintenance, prompt: choicePrompt('maintain', player, RULE.maintenance, 'Squadron maintenance: load two munitions, or repair a squadron.') });
    return true;
  }
  if (card === 'special') {
    const special = fitted(story.state, player, 'special');
    if (ship.power <= 0) ignore('No power tokens are left.', RULE.special);
    else if (special === undefined || specialChoices(story.state, player).length === 0) ignore('The special ability has nothing to act on now.', RULE.special);
    else story.emit({ type: 'prompted', rule: RULE.special, prompt: choicePrompt('special', player, RULE.special, `${special.name}: choose what it acts on.`) });
    return true;
  }
  const pointDefence = fitted(story.state, player, 'point-defence');
  const cooling = pointDefence === undefined ? null : coolingDown(ship.cooldowns, pointDefence.id);
  if (pointDefence === undefined) ignore('No point defence is fitted.', RULE.defenceStations);
  else if (cooling !== null) ignore(`The point defence is cooling down (${String(cooling.tokens)} token${cooling.tokens === 1 ? '' : 's'}).`, RULE.cooldown);
  else {
    const shooter = shipShooter(story.state, player, 'pointDefence', pointDefence);
    if (shooter === null || aimableHexes(story.state, shooter).length === 0) ignore('No enemy squadron or torpedo is in sight and range of the point defence.', RULE.defenceStations);
    else story.emit({ type: 'prompted', rule: RULE.defenceStations, prompt: choicePrompt('defend', player, RULE.defenceStations, 'Defence stations: fire the point defence at which hex (or hold fire)?') });
  }
  return true;
}

function maintenanceOptions(state: StarEaterState, player: PlayerId): number {
  const aboardRoom = state.squadrons.filter((squadron) => squadron.owner === player && squadron.where === 'aboard').reduce((room, squadron) => room + Math.max(0, (squadronCard(state, squadron.id)?.capacity ?? 0) - squadron.munitions), 0);
  const destroyed = state.squadrons.filter((squadron) => squadron.owner === player && squadron.where === 'destroyed').length;
  return aboardRoom + destroyed;
}

/** What the special ability may act on: hull sections that still have armour below their start, or mat tokens. */
export function specialChoices(state: StarEaterState, player: PlayerId): ({ section: string } | { token: number })[] {
  const ship = state.ships[player];
  const special = fitted(state, player, 'special');
  if (ship === undefined || special === undefined) return [];
  if (special.effect === 'restore-armour') {
    const start = factionOf(state, player).armour;
    return Object.entries(ship.armour)
      .filter(([section, armour]) => armour > 0 && armour < (start[section] ?? 0))
      .map(([section]) => ({ section }));
  }
  return Array.from({ length: ship.mat.linear.length + ship.mat.rotational.length }, (_, token) => ({ token }));
}

function decideAction(story: Story, command: Extract<StarEaterCommand, { type: 'vent' | 'maintain' | 'defend' | 'special' }>): void {
  const promptId = { vent: 'vent', maintain: 'maintain', defend: 'defend', special: 'special' }[command.type];
  const rule = { vent: RULE.ventCoolant, maintain: RULE.maintenance, defend: RULE.defenceStations, special: RULE.special }[command.type];
  if (story.state.phase !== 'action' || story.state.prompt?.kind !== 'choice' || story.state.prompt.id !== promptId) {
    throw new RuleViolation(rule, `Nobody is being asked to ${command.type} now.`);
  }
  ensureAnswers(story.state.prompt, promptId, command.player);
  const player = command.player;
  const ship = story.state.ships[player];
  const pending = story.state.pendingActions[0];
  if (ship === undefined || pending === undefined) return;
  if (command.type === 'vent') {
    if ((ship.cooldowns[command.card] ?? 0) <= 0) throw new RuleViolation(RULE.ventCoolant, `${describeValue(command.card)} has no cooldown tokens to vent.`, 'card');
    story.emit({ type: 'coolant-vented', rule: RULE.ventCoolant, player, card: command.card, cooldowns: ventCoolant(ship.cooldowns, command.card) });
  } else if (command.type === 'maintain') {
    decideMaintenance(story, player, command.munitions, command.repair);
  } else if (command.type === 'special') {
    decideSpecial(story, player, command.section, command.token);
  } else {
    const pointDefence = fitted(story.state, player, 'point-defence');
    const shooter = pointDefence === undefined ? null : shipShooter(story.state, player, 'pointDefence', pointDefence);
    if (command.target !== null && shooter !== null && pointDefence !== undefined) {
      aimAndRoll(story, shooter, command.target, RULE.defenceStations);
      story.emit({ type: 'component-used', rule: RULE.cooldown, player, card: pointDefence.id });
    }
  }
  story.emit({ type: 'action-resolved', rule, player, card: pending.card });
}

function decideMaintenance(story: Story, player: PlayerId, munitions: Record<string, number> | undefined, repair: string | undefined): void {
  const own = story.state.squadrons.filter((squadron) => squadron.owner === player);
  if (repair !== undefined) {
    if (munitions !== undefined) throw new RuleViolation(RULE.maintenance, 'Maintenance either loads munitions or repairs a squadron, not both.');
    if (!own.some((squadron) => squadron.id === repair && squadron.where === 'destroyed')) throw new RuleViolation(RULE.maintenance, `${describeValue(repair)} is not one of your destroyed squadrons.`, 'repair');
    story.emit({ type: 'squadron-repaired', rule: RULE.maintenance, player, squadron: repair });
    return;
  }
  // Commands arrive as JSON from anywhere: check the shape before trusting the type.
  const given: unknown = munitions;
  if (typeof given !== 'object' || given === null) throw new RuleViolation(RULE.maintenance, 'Give munitions as squadron id → count, or a squadron to repair.', 'munitions');
  const loaded: Record<string, number> = {};
  let total = 0;
  for (const [id, count] of Object.entries(given as Record<string, unknown>)) {
    const squadron = own.find((candidate) => candidate.id === id);
    if (squadron?.where !== 'aboard') throw new RuleViolation(RULE.maintenance, `Only squadrons on board can be resupplied; ${describeValue(id)} is not one.`, `munitions.${id}`);
    const capacity = squadronCard(story.state, id)?.capacity ?? 0;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || squadron.munitions + count > capacity) {
      throw new RuleViolation(RULE.maintenance, `${id} holds ${String(squadron.munitions)} of ${String(capacity)}: it cannot take ${describeValue(count)} more.`, `munitions.${id}`);
    }
    if (count > 0) loaded[id] = squadron.munitions + count;
    total += count;
  }
  const room = own.filter((squadron) => squadron.where === 'aboard').reduce((sum, squadron) => sum + (squadronCard(story.state, squadron.id)?.capacity ?? 0) - squadron.munitions, 0);
  const owed = Math.min(2, room);
  if (total !== owed || Object.keys(loaded).length > 2) throw new RuleViolation(RULE.maintenance, `Load ${String(owed)} munition${owed === 1 ? '' : 's'}, on one squadron or split over two; these add up to ${String(total)}.`, 'munitions');
  story.emit({ type: 'squadrons-resupplied', rule: RULE.maintenance, player, munitions: loaded });
}

function decideSpecial(story: Story, player: PlayerId, section: string | undefined, token: number | undefined): void {
  const ship = story.state.ships[player];
  const special = fitted(story.state, player, 'special');
  if (ship === undefined || special === undefined) return;
  const choices = specialChoices(story.state, player);
  if (special.effect === 'restore-armour') {
    if (section === undefined || !choices.some((choice) => 'section' in choice && choice.section === section)) {
      throw new RuleViolation(RULE.special, `${special.name} restores armour to a section that still has some and has lost some: ${choices.map((choice) => ('section' in choice ? choice.section : '')).join(', ')}.`, 'section');
    }
    const armour = { ...ship.armour, [section]: restoredArmour(story.state, player, section).after };
    story.emit({ type: 'power-spent', rule: RULE.special, player, power: ship.power - 1, armour, mat: ship.mat, section });
    return;
  }
  const count = ship.mat.linear.length + ship.mat.rotational.length;
  if (token === undefined || !Number.isInteger(token) || token < 0 || token >= count) throw new RuleViolation(RULE.special, `${special.name} removes one momentum token: give its place, 0 to ${String(count - 1)} (linear tokens first).`, 'token');
  const linear = ship.mat.linear.filter((_, index) => index !== token);
  const rotational = ship.mat.rotational.filter((_, index) => index + ship.mat.linear.length !== token);
  story.emit({ type: 'power-spent', rule: RULE.special, player, power: ship.power - 1, armour: ship.armour, mat: { linear, rotational }, token });
}

// ---------------------------------------------------------------------------------------------
// Direct fire, from a ship or a squadron

function aimAndRoll(story: Story, shooter: Shooter, hex: Hex, rule: string): void {
  // The aim may come from outside as anything: a command's target, read here for every weapon.
  if (!isHex(hex)) throw new RuleViolation(RULE.target, `target must be a hex ({ q, r }, whole numbers); got ${describeValue(hex)}.`, 'target');
  const problem = whyNotAim(story.state, shooter, hex);
  if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'target');
  const targets = targetsOfShot(story.state, shooter, hex);
  const area = (shooter.weapon.aoe ?? 0) > 0;
  // An area weapon may aim at any hex in arc, range and sight, a target there or not (7.4.2): an empty blast rolls no dice.
  if (!area && targets.length !== 1) throw new RuleViolation(RULE.target, 'There is nothing this weapon can shoot at on that hex.', 'target');
  let random = story.state.random;
  const accuracy = shooter.weapon.accuracy ?? 0;
  const rolls = targets.map((target) => {
    const draw = rollDie(random, DIRECT_FIRE_DIE_SIDES);
    random = draw.random;
    return { target: target.id, evasion: target.evasion, accuracy, roll: draw.value, hit: doesRollHit(draw.value, { accuracy, evasion: target.evasion }) };
  });
  story.emit({ type: 'dice-rolled', rule: area ? RULE.aoe : RULE.hitRoll, player: shooter.player, weapon: shooter.source, aim: hex, rolls, random });
  for (const [index, target] of targets.entries()) {
    if (rolls[index]?.hit !== true) continue;
    if (target.kind === 'warship' && target.section !== undefined) {
      hitSection(story, { ship: opponentOf(story.state, shooter.player), section: target.section, damage: shooter.weapon.damage, rule, by: shooter.source });
    } else {
      destroySmall(story, target.id, shooter.source, rule);
    }
  }
  checkDestroyed(story);
}

// ---------------------------------------------------------------------------------------------
// The fighter phase

function beginFighters(story: Story): void {
  const launches: Record<PlayerId, number> = {};
  for (const player of inInitiativeOrder(story.state)) {
    if (story.state.orders?.[player]?.cards.includes('launch') !== true) continue;
    const bay = fitted(story.state, player, 'bay');
    const ship = story.state.ships[player];
    if (bay === undefined || ship === undefined) continue;
    const cooling = coolingDown(ship.cooldowns, bay.id);
    if (cooling !== null) story.emit({ type: 'card-ignored', rule: RULE.cooldown, player, card: 'launch', reason: `The fighter bay is cooling down (${String(cooling.tokens)} token${cooling.tokens === 1 ? '' : 's'}).` });
    else launches[player] = 1;
  }
  story.emit({ type: 'phase-began', rule: RULE.fighterActivation, phase: 'fighter', round: story.state.round, launches });
}

/** Squadrons a player may activate now: flying ones not yet activated, and aboard ones while a launch is left. */
export function activatable(state: StarEaterState, player: PlayerId): string[] {
  const fighters = state.fighters;
  if (fighters === null) return [];
  const launchLeft = (fighters.launches[player] ?? 0) > 0 && launchSpots(state, player).length > 0;
  return state.squadrons
    .filter((squadron) => squadron.owner === player && !fighters.activated.includes(squadron.id))
    .filter((squadron) => squadron.where === 'flying' || (squadron.where === 'aboard' && launchLeft))
    .map((squadron) => squadron.id);
}

/** Where a squadron of `player` may be launched now. */
export function launchSpots(state: StarEaterState, player: PlayerId): Hex[] {
  const bay = fitted(state, player, 'bay');
  if (bay === undefined) return [];
  const bays = bayHexes(state, player);
  const occupied = occupiedTest(state);
  const reach = bay.reach ?? 1;
  const spots: Hex[] = [];
  const listed = new Set<number>();
  for (const centre of bays) {
    for (let q = -reach; q <= reach; q++) {
      for (let r = -reach; r <= reach; r++) {
        const hex = { q: centre.q + q, r: centre.r + r };
        if (listed.has(hexNumber(hex)) || whyNotLaunchAt(state.board, bays, reach, occupied, hex) !== null) continue;
        listed.add(hexNumber(hex));
        spots.push(hex);
      }
    }
  }
  return spots;
}

function nextFighterPlayer(state: StarEaterState, player: PlayerId): PlayerId {
  const other = opponentOf(state, player);
  return state.fighters?.passed.includes(other) === true ? player : other;
}

function ensureFighterTurn(state: StarEaterState, player: PlayerId): void {
  if (state.phase !== 'fighter' || state.fighters === null) throw new RuleViolation(RULE.fighterActivation, 'Squadrons are activated in the fighter phase, not now.');
  if (state.fighters.passed.includes(player)) throw new RuleViolation(RULE.fighterActivation, `${player} has passed: no more activations this fighter phase.`);
  if (state.fighters.toAct !== player) throw new RuleViolation(RULE.fighterActivation, `It is ${state.fighters.toAct}'s turn to activate a squadron.`);
}

function decidePass(story: Story, player: PlayerId): void {
  ensureFighterTurn(story.state, player);
  story.emit({ type: 'player-passed', rule: RULE.fighterActivation, player, next: nextFighterPlayer(story.state, player) });
}

function decideFly(story: Story, command: FlyCommand): void {
  const { player } = command;
  ensureFighterTurn(story.state, player);
  ensureFlyShape(command);
  const squadron = story.state.squadrons.find((candidate) => candidate.id === command.squadron && candidate.owner === player);
  const card = squadronCard(story.state, command.squadron);
  if (squadron === undefined || card === undefined) throw new RuleViolation(RULE.fighterActivation, `${describeValue(command.squadron)} is not one of ${player}'s squadrons.`, 'squadron');
  if (story.state.fighters?.activated.includes(squadron.id) === true) throw new RuleViolation(RULE.fighterActivation, `${card.name} has been activated this round already.`, 'squadron');
  const bay = fitted(story.state, player, 'bay');
  const reach = bay?.reach ?? 1;
  const occupied = occupiedTest({ ...story.state, squadrons: story.state.squadrons.filter((candidate) => candidate.id !== squadron.id) });
  let start: Pose;
  let moves = card.speed;
  const launched = command.launch !== undefined;
  if (command.launch !== undefined) {
    if (squadron.where !== 'aboard') throw new RuleViolation(RULE.fighterLaunch, `${card.name} is not on board: only a squadron on board can launch.`, 'launch');
    if ((story.state.fighters?.launches[player] ?? 0) <= 0) throw new RuleViolation(RULE.fighterLaunch, 'Launching needs the launch squadron card this round (one squadron per card), with the bay not cooling down.', 'launch');
    const problem = whyNotLaunchAt(story.state.board, bayHexes(story.state, player), reach, occupied, command.launch);
    if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'launch');
    // A launched squadron faces the way its ship faces; putting it down is one of its moves.
    start = { at: command.launch, facing: story.state.ships[player]?.pose.facing ?? 0 };
    moves -= 1;
  } else {
    if (squadron.where !== 'flying' || squadron.pose === null) throw new RuleViolation(RULE.fighterActivation, `${card.name} is not on the board; launch it first.`, 'squadron');
    start = squadron.pose;
  }
  const flight = flySquadron(story.state.board, start, command.path, moves, occupied);
  if ('problem' in flight) throw new RuleViolation(flight.problem.rule, flight.problem.reason, `path[${String(flight.step)}]`);
  let munitions = squadron.munitions;
  if (command.act !== undefined) {
    const makesToken = card.weapon.class === 'projectile' || card.weapon.class === 'torpedo';
    const problem = whyNoAction(flight.pose, munitions, makesToken, occupied, story.state.board);
    if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'act');
    if ((command.act === 'fire') !== (card.weapon.class !== 'direct-fire')) {
      throw new RuleViolation(RULE.fighterAction, card.weapon.class === 'direct-fire' ? `${card.name} fire direct: give the hex to shoot at.` : `${card.name} fire a ${card.weapon.class}: act with 'fire'.`, 'act');
    }
    munitions -= 1;
  }
  if (command.recall === true) {
    const problem = whyNotRecall(flight.pose.at, bayHexes(story.state, player), reach);
    if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'recall');
  }
  story.emit({ type: 'squadron-flew', rule: launched ? RULE.fighterLaunch : RULE.fighterMove, player, squadron: squadron.id, launched, path: command.path, pose: flight.pose, munitions, next: nextFighterPlayer(story.state, player) });
  // A bay that launched takes its cooldown at cleanup, as a weapon that fired (3.3: a component
  // "attracts" its cooldown "after use"); a recall is free (6.4.2) and uses nothing.
  const launcher = fitted(story.state, player, 'bay');
  if (launched && launcher !== undefined && story.state.used[player]?.includes(launcher.id) !== true) story.emit({ type: 'component-used', rule: RULE.cooldown, player, card: launcher.id });
  const flying = flyingSquadrons(story.state).find((candidate) => candidate.id === squadron.id);
  if (command.act !== undefined && flying !== undefined) {
    if (command.act === 'fire') squadronFires(story, flying.id, card.weapon.class);
    else {
      const shooter = squadronShooter(story.state, flying);
      if (shooter !== null) aimAndRoll(story, shooter, command.act, RULE.fighterAction);
    }
  }
  const landing = story.state.squadrons.find((candidate) => candidate.id === squadron.id && candidate.where === 'flying');
  if (command.recall === true && !story.isOver() && landing !== undefined) {
    // A resupplying bay (the sample Hangar Deck and Armoury Bay) brings an empty squadron back with one munition.
    const munitions = bay?.resupplies === true ? Math.min(card.capacity, Math.max(landing.munitions, 1)) : landing.munitions;
    story.emit({ type: 'squadron-recalled', rule: RULE.fighterRecall, player, squadron: squadron.id, munitions });
  }
}

/** A fly command read from outside has the shape the rules read: a path of hexes, a hex to launch at, an action, a recall flag. */
function ensureFlyShape(command: FlyCommand): void {
  const path: unknown = command.path;
  if (!Array.isArray(path)) throw new RuleViolation(RULE.fighterMove, `path must be a list of hexes ({ q, r }), empty to stay put; got ${describeValue(path)}.`, 'path');
  const wrong = path.findIndex((hex) => !isHex(hex));
  if (wrong !== -1) throw new RuleViolation(RULE.fighterMove, `path[${String(wrong)}] must be a hex ({ q, r }, whole numbers); got ${describeValue(path[wrong])}.`, `path[${String(wrong)}]`);
  const launch: unknown = command.launch;
  if (launch !== undefined && !isHex(launch)) throw new RuleViolation(RULE.fighterLaunch, `launch must be the hex to put the squadron down on; got ${describeValue(launch)}.`, 'launch');
  const act: unknown = command.act;
  if (act !== undefined && act !== 'fire' && !isHex(act)) throw new RuleViolation(RULE.fighterAction, `act must be a hex to shoot at, or 'fire'; got ${describeValue(act)}.`, 'act');
  const recall: unknown = command.recall;
  if (recall !== undefined && typeof recall !== 'boolean') throw new RuleViolation(RULE.fighterRecall, `recall must be true or false; got ${describeValue(recall)}.`, 'recall');
}

/** A squadron's token weapon: the token appears in front of it and moves in the weapons phase; a laser fires at once. */
function squadronFires(story: Story, id: string, weaponClass: string): void {
  const squadron = flyingSquadrons(story.state).find((candidate) => candidate.id === id);
  const card = squadronCard(story.state, id);
  if (squadron === undefined || card === undefined) return;
  if (weaponClass === 'laser') {
    fireLaserFrom(story, squadron.owner, id, squadron.pose.at, squadron.pose.facing, card.weapon.damage, card.weapon.range ?? 0);
    return;
  }
  story.emit({
    type: 'token-launched',
    rule: RULE.fighterAction,
    token: { id: `t${String(story.state.tokenCount + 1)}`, owner: squadron.owner, source: id, kind: weaponClass === 'torpedo' ? 'torpedo' : 'projectile', at: stepHex(squadron.pose.at, squadron.pose.facing), facing: squadron.pose.facing, speed: card.weapon.speed ?? 1, damage: card.weapon.damage },
  });
}

// ---------------------------------------------------------------------------------------------
// The weapons phase

function fireLaserFrom(story: Story, player: PlayerId, source: string, from: Hex, facing: Pose['facing'], damage: number, range: number): void {
  const shot = fireLaser(story.state.board, from, facing, { damage, range }, allHulls(story.state), smallTokens(story.state));
  story.emit({ type: 'laser-fired', rule: RULE.laserBeam, player, card: source, path: shot.path, destroyed: shot.destroyed });
  for (const id of shot.destroyed) destroySmall(story, id, source, RULE.laserBeam);
  if (shot.hit !== null && shot.damage > 0) hitSection(story, { ship: shot.hit.ship, section: shot.hit.section, damage: shot.damage, rule: RULE.laserBeam, by: source });
  checkDestroyed(story);
}

/** Fired weapons of one class, in the phase's order: fastest or longest first, initiative on ties. */
function firedOfClass(state: StarEaterState, weaponClass: string): { fired: FiredWeapon; card: ComponentCard }[] {
  const stat = (card: ComponentCard): number => card.weapon?.speed ?? card.weapon?.range ?? 0;
  return state.fired
    .map((fired) => ({ fired, card: weaponCard(state, fired.player, fired.mount) }))
    .filter((entry): entry is { fired: FiredWeapon; card: ComponentCard } => entry.card?.weapon?.class === weaponClass)
    .sort((a, b) => stat(b.card) - stat(a.card) || (a.fired.player === state.initiative ? -1 : b.fired.player === state.initiative ? 1 : 0));
}

/** Whether a fired weapon can go (not cooling, with a token if it needs one), saying why not; if it can, it is used this round. */
function readyToFire(story: Story, fired: FiredWeapon, card: ComponentCard): boolean {
  if (!fireable(story, fired, card)) return false;
  markUsed(story, fired, card);
  return true;
}

/** A used component takes its cooldown at cleanup. */
function markUsed(story: Story, fired: FiredWeapon, card: ComponentCard): void {
  if (!story.state.used[fired.player]?.includes(card.id)) story.emit({ type: 'component-used', rule: RULE.cooldown, player: fired.player, card: card.id });
}

/** Whether a fired weapon can go: not cooling, with a token if it needs one; says why not. */
function fireable(story: Story, fired: FiredWeapon, card: ComponentCard): boolean {
  const ship = story.state.ships[fired.player];
  if (ship === undefined) return false;
  const cardName = fireCardOf(fired.mount);
  const cooling = coolingDown(ship.cooldowns, card.id);
  if (cooling !== null) {
    story.emit({ type: 'card-ignored', rule: RULE.cooldown, player: fired.player, card: cardName, reason: `${card.name} is cooling down (${String(cooling.tokens)} token${cooling.tokens === 1 ? '' : 's'}).` });
    return false;
  }
  if ((card.weapon?.tokens ?? 0) > 0 && tokensLeft(story.state, fired.player, card) <= 0) {
    story.emit({ type: 'card-ignored', rule: RULE.tokenSupply, player: fired.player, card: cardName, reason: `Every ${card.name} token is out on the board.` });
    return false;
  }
  return true;
}

function mountOf(story: Story, fired: FiredWeapon, card: ComponentCard): Pose | null {
  const shooter = shipShooter(story.state, fired.player, fired.mount, card);
  return shooter === null ? null : { at: shooter.at, facing: shooter.facing };
}

function playWeapons(story: Story): void {
  story.emit({ type: 'phase-began', rule: RULE.weaponsOrder, phase: 'weapons', round: story.state.round });
  // Lasers.
  for (const { fired, card } of firedOfClass(story.state, 'laser')) {
    if (story.isOver() || !readyToFire(story, fired, card)) continue;
    const mount = mountOf(story, fired, card);
    if (mount !== null) fireLaserFrom(story, fired.player, card.id, mount.at, mount.facing, card.weapon?.damage ?? 0, card.weapon?.range ?? 0);
  }
  if (!story.isOver()) playProjectiles(story);
  // Torpedoes: those out move first, then the new ones; each flight is a step of its own.
  if (!story.isOver()) {
    for (const token of story.state.tokens.filter((candidate) => candidate.kind === 'torpedo')) {
      flyTorpedo(story, token.id);
      checkDestroyed(story);
    }
    for (const { fired, card } of firedOfClass(story.state, 'torpedo')) {
      if (story.isOver() || !readyToFire(story, fired, card)) continue;
      const mount = mountOf(story, fired, card);
      if (mount === null) continue;
      launchToken(story, fired.player, card, 'torpedo', mount);
      flyTorpedo(story, `t${String(story.state.tokenCount)}`);
      checkDestroyed(story);
    }
  }
}

function launchToken(story: Story, player: PlayerId, card: ComponentCard, kind: 'projectile' | 'torpedo', mount: Pose): void {
  story.emit({
    type: 'token-launched',
    rule: kind === 'projectile' ? RULE.projectileFlight : RULE.torpedoTarget,
    token: { id: `t${String(story.state.tokenCount + 1)}`, owner: player, source: card.id, kind, at: mount.at, facing: mount.facing, speed: card.weapon?.speed ?? 1, damage: card.weapon?.damage ?? 0 },
  });
}

/**
 * The projectile step (6.5, 7.2): those already on the board fly first, so one that comes home
 * (a hit, or off the board) can be fired again this round; then the weapons fired this round launch
 * from their mounts, fastest first, and fly. Collisions between projectiles are judged once all have
 * moved, old and new alike ("after both Projectiles have been moved").
 */
function playProjectiles(story: Story): void {
  const hulls = allHulls(story.state);
  const asProjectile = (token: WeaponToken): Projectile => ({ id: token.id, owner: token.owner, at: token.at, dir: token.facing, speed: token.speed, damage: token.damage });
  const out = story.state.tokens.filter((token) => token.kind === 'projectile').map(asProjectile);
  const early = flyProjectiles(story.state.board, out, hulls, smallTargets(story.state));
  const stillOut = early.flights.filter((flight) => flight.outcome === 'flying');
  for (const flight of early.flights) {
    // Those that came home go now: what they did does not depend on what flies after them.
    if (flight.outcome === 'flying') for (const id of flight.destroyed) destroySmall(story, id, flight.id, RULE.projectileFlight);
    else landFlight(story, flight);
  }
  // A warship whose structure reaches 0 loses at once (3.1): the step that did it is the last.
  checkDestroyed(story);
  if (story.isOver()) return;

  const launched: Projectile[] = [];
  for (const { fired, card } of firedOfClass(story.state, 'projectile')) {
    if (!readyToFire(story, fired, card)) continue;
    const mount = mountOf(story, fired, card);
    if (mount === null) continue;
    launchToken(story, fired.player, card, 'projectile', mount);
    const token = story.state.tokens.at(-1);
    if (token !== undefined) launched.push(asProjectile(token));
  }
  // A new projectile starts on its mount's hex; its first step takes it off its own hull.
  const late = flyProjectiles(story.state.board, launched, hulls, early.tokens);
  const flights = [...stillOut, ...late.flights];
  judgeCollisions([...out, ...launched], flights);
  for (const flight of stillOut) landFlight(story, { ...flight, destroyed: [] });
  for (const flight of late.flights) landFlight(story, flight);
  checkDestroyed(story);
}

/** Squadrons and torpedoes a projectile can fly through. */
function smallTargets(state: StarEaterState): SmallToken[] {
  return [...flyingSquadrons(state).map((squadron) => ({ id: squadron.id, at: squadron.pose.at, damage: 0 })), ...state.tokens.filter((token) => token.kind === 'torpedo').map((token) => ({ id: token.id, at: token.at, damage: token.damage }))];
}

/** What one projectile's flight did: the small tokens it went through, where it ended, the section it hit. */
function landFlight(story: Story, flight: ProjectileFlight): void {
  for (const id of flight.destroyed) destroySmall(story, id, flight.id, RULE.projectileFlight);
  const token = story.state.tokens.find((candidate) => candidate.id === flight.id);
  const end = flight.path.at(-1) ?? token?.at ?? { q: 0, r: 0 };
  story.emit({ type: 'token-moved', rule: flight.rule, token: flight.id, path: flight.path, at: end, facing: token?.facing ?? 0, outcome: flight.outcome });
  if (flight.hit !== null && token !== undefined) hitSection(story, { ship: flight.hit.ship, section: flight.hit.section, damage: token.damage, rule: RULE.projectileHit, by: flight.id });
}

function flyTorpedo(story: Story, id: string): void {
  const token = story.state.tokens.find((candidate) => candidate.id === id);
  if (token === undefined || story.isOver()) return;
  const enemy = opponentOf(story.state, token.owner);
  const enemyShip = story.state.ships[enemy];
  const target = enemyShip === undefined ? [] : [{ ship: enemy, hull: shipHull(story.state, enemy), centre: enemyShip.pose.at }];
  const move = moveTorpedo(story.state.board, { at: token.at, facing: token.facing }, token.speed, target, allHulls(story.state).filter((hull) => hexKey(hull.hex) !== hexKey(token.at)));
  story.emit({ type: 'token-moved', rule: move.rule, token: id, path: move.steps.map((step) => step.to), at: move.pose.at, facing: move.pose.facing, outcome: move.outcome === 'hit' ? 'hit' : move.outcome });
  if (move.hit !== null) hitSection(story, { ship: move.hit.ship, section: move.hit.section, damage: token.damage, rule: RULE.torpedoHit, by: id });
}

function decideAim(story: Story, player: PlayerId, target: Hex): void {
  const prompt = story.state.prompt;
  if (story.state.phase !== 'weapons' || prompt?.kind !== 'choice' || prompt.id !== 'aim') throw new RuleViolation(RULE.weaponsOrder, 'No direct-fire weapon is waiting to aim now.');
  ensureAnswers(prompt, 'aim', player);
  const next = firedOfClass(story.state, 'direct-fire')[0];
  const shooter = pendingShooter(story.state);
  if (shooter === null || next === undefined) return;
  aimAndRoll(story, shooter, target, RULE.fireWeapons);
  story.emit({ type: 'weapon-resolved', rule: RULE.weaponsOrder, weapon: next.fired });
}

/** The next direct-fire weapon waiting: ask its player where to aim, or skip it when it cannot fire. */
function promptNextDirectFire(story: Story): boolean {
  for (;;) {
    const queue = firedOfClass(story.state, 'direct-fire');
    const first = queue[0];
    if (first === undefined) return false;
    const shooter = shipShooter(story.state, first.fired.player, first.fired.mount, first.card);
    const already = story.state.used[first.fired.player]?.includes(first.card.id) === true;
    if (!already && !fireable(story, first.fired, first.card)) {
      story.emit({ type: 'weapon-resolved', rule: RULE.weaponsOrder, weapon: first.fired });
      continue;
    }
    if (shooter === null || aimableHexes(story.state, shooter).length === 0) {
      // Nothing to aim at: the weapon does not fire, so it is not used and takes no cooldown (our reading of 6.6).
      story.emit({ type: 'card-ignored', rule: RULE.arcRange, player: first.fired.player, card: fireCardOf(first.fired.mount), reason: `${first.card.name} has no target in its arc, range and sight.` });
      story.emit({ type: 'weapon-resolved', rule: RULE.weaponsOrder, weapon: first.fired });
      continue;
    }
    markUsed(story, first.fired, first.card);
    story.emit({ type: 'prompted', rule: RULE.fireWeapons, prompt: choicePrompt('aim', first.fired.player, RULE.fireWeapons, `${first.card.name}: aim at which hex?`) });
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Playing on until a player is needed

function cleanUp(story: Story): void {
  const cooldowns: Record<PlayerId, Record<string, number>> = {};
  for (const player of story.state.players) {
    const ship = story.state.ships[player];
    const used = (story.state.used[player] ?? []).map((id) => ({ card: id, cooldown: factionOf(story.state, player).components.find((card) => card.id === id)?.cooldown ?? 0 }));
    cooldowns[player] = cleanupCooldowns(ship?.cooldowns ?? {}, used);
  }
  const limit = story.state.roundLimit;
  if (limit !== null && story.state.round >= limit) {
    const [first, second] = story.state.players;
    if (first !== undefined && second !== undefined) {
      const a = shipPoints(story.state, first);
      const b = shipPoints(story.state, second);
      const winners = a === b ? [first, second] : a > b ? [first] : [second];
      story.emit({ type: 'game-ended', rule: RULE.roundLimit, outcome: { winners, reason: `The round limit (${String(limit)}) is reached: ${a === b ? 'equal strength left, a draw' : `${factionOf(story.state, winners[0] ?? first).name} has more structure and armour left`}.` } });
      return;
    }
  }
  story.emit({ type: 'round-cleaned-up', rule: RULE.roundInitiative, cooldowns, initiative: opponentOf(story.state, story.state.initiative), round: story.state.round + 1 });
}

function playOn(story: Story): void {
  for (let guard = 0; guard < 100 && !story.isOver(); guard++) {
    const { state } = story;
    if (state.prompt !== null) return;
    if (state.phase === 'action') {
      if (promptNextAction(story)) continue;
      beginFighters(story);
      continue;
    }
    if (state.phase === 'fighter' && state.fighters !== null) {
      const { fighters } = state;
      if (fighters.passed.length >= state.players.length) {
        playWeapons(story);
        continue;
      }
      if (activatable(state, fighters.toAct).length === 0) {
        story.emit({ type: 'player-passed', rule: RULE.fighterActivation, player: fighters.toAct, next: nextFighterPlayer(state, fighters.toAct) });
        continue;
      }
      return;
    }
    if (state.phase === 'weapons') {
      if (promptNextDirectFire(story)) return;
      cleanUp(story);
      continue;
    }
    return;
  }
}

/** For the weapons phase's direct fire: the shooter the pending aim prompt is for. */
export function pendingShooter(state: StarEaterState): Shooter | null {
  const next = firedOfClass(state, 'direct-fire')[0];
  return next === undefined ? null : shipShooter(state, next.fired.player, next.fired.mount, next.card);
}
