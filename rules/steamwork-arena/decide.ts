/**
 * Steamwork Arena's rules: every command is checked here and turned into events, or refused with a
 * RuleViolation naming the rule. Nothing here changes a state; `evolve` folds the events.
 */
import {
  RuleViolation,
  allCommitted,
  choicePrompt,
  commitRevealPrompt,
  commitSecret,
  describeValue,
  ensureAnswers,
  revealedSecrets,
  shuffle,
  type CommitRevealPrompt,
  type Outcome,
  type PlayerId,
} from '../engine/index.ts';
import {
  ARENA_INCHES,
  HEALTH_STEPS,
  TOUCH_INCHES,
  controllerOf,
  distance,
  enemiesOf,
  reserveOf,
  steamworkOf,
  steamworksOf,
  unusedActionGains,
  type Conflict,
  type Customisation,
  type Point,
  type Secret,
  type SteamworkId,
  type SteamworkState,
} from './model.ts';
import type { SteamworkCommand, SteamworkEvent, TieBreak } from './messages.ts';
import { ZONES, isZone, parseTemplate, validateTemplate, type Template, type Zone } from './templates.ts';
import { LENGTHS_INCHES, maxHiddenForAttack, rangeEnergyFor, rangedReach, shiftCost, zoneDistance, zoneValues } from './values.ts';
import { resolveConflict, validateHands, type HandPick } from './conflict.ts';
import { validateSpecials, type WorkshopSpecial } from './workshop.ts';
import { evolve } from './evolve.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { counted } from './counted.ts';

function applyAll(state: SteamworkState, events: readonly SteamworkEvent[]): SteamworkState {
  return events.reduce(evolve, state);
}

export function runningModes(state: SteamworkState, id: SteamworkId): Zone[] {
  const { shutDown } = steamworkOf(state, id);
  return ZONES.filter((zone) => !shutDown.includes(zone));
}

export function valuesOf(state: SteamworkState, id: SteamworkId): { attack: number; energy: number; defense: number } {
  const entry = steamworkOf(state, id);
  return zoneValues(entry.template, entry.mode, entry.shutDown);
}

/** Steamworks still in, in setup order. */
export function stillIn(state: SteamworkState): SteamworkId[] {
  return Object.keys(state.steamworks).filter((id) => !steamworkOf(state, id).out);
}

/** Players with a steamwork still in, in seating order. */
export function playersStillIn(state: SteamworkState): PlayerId[] {
  return state.seats.filter((seat) => steamworksOf(state, seat, true).length > 0);
}

function hasSpecial(state: SteamworkState, id: SteamworkId, special: WorkshopSpecial): boolean {
  return steamworkOf(state, id).specials.includes(special);
}

/** The most range energy `id` could spend now: its attack value, and no more than its reserve (steamwork-arena/ranged.range-cost). */
export function mostRangeEnergy(state: SteamworkState, id: SteamworkId): number {
  return Math.min(valuesOf(state, id).attack, reserveOf(state, id));
}

/** How far a ranged attack from `id` reaches for `rangeEnergy`, with the workshop's range bonus if bought. */
export function reachOf(state: SteamworkState, id: SteamworkId, rangeEnergy: number): number {
  return rangedReach(steamworkOf(state, id).mode, rangeEnergy) + (hasSpecial(state, id, 'range-bonus') ? 1 : 0);
}

/** The least energy `id` must spend to attack `target`: 0 when touching, else whole inverse lengths. */
export function rangeEnergyNeeded(state: SteamworkState, id: SteamworkId, target: SteamworkId): number {
  const far = distance(steamworkOf(state, id).position, steamworkOf(state, target).position);
  if (far <= TOUCH_INCHES + EPSILON) return 0;
  const bonus = hasSpecial(state, id, 'range-bonus') ? 1 : 0;
  return Math.max(1, rangeEnergyFor(steamworkOf(state, id).mode, Math.max(0, far - bonus - EPSILON)));
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

const EPSILON = 1e-9;

// Round flow ---------------------------------------------------------------------------------

/** ENERGIZE: each steamwork still in gains its current zone's energy value from the bank, as far as the bank goes. */
export function energizeGains(state: SteamworkState): Record<SteamworkId, number> {
  const gains: Record<SteamworkId, number> = {};
  let bank = state.bank;
  for (const id of stillIn(state)) {
    const gain = Math.min(bank, valuesOf(state, id).energy + (hasSpecial(state, id, 'energize-bonus') ? 1 : 0));
    gains[id] = gain;
    bank -= gain;
  }
  return gains;
}

export function bidPrompt(state: SteamworkState): SteamworkEvent {
  const prompt = commitRevealPrompt<Secret>('bid', playersStillIn(state), RULE.bid, 'Bid for initiative: hide 0 or more energy from your reserves in your hand.');
  return { type: 'prompted', rule: RULE.bid, phase: 'bid', turn: 0, prompt };
}

function turnPrompt(state: SteamworkState, id: string, phase: 'shift' | 'act' | 'reckoning', turn: number, rule: RuleId, question: string): SteamworkEvent {
  const steamwork = state.order[turn] ?? '';
  return { type: 'prompted', rule, phase, turn, prompt: choicePrompt(id, controllerOf(state, steamwork), rule, `${steamwork}: ${question}`) };
}

function shiftPrompt(state: SteamworkState, turn: number): SteamworkEvent {
  return turnPrompt(state, 'shift', 'shift', turn, RULE.shift, 'shift the mode clip, or stay.');
}

function actPrompt(state: SteamworkState, turn: number): SteamworkEvent {
  return turnPrompt(state, 'act', 'act', turn, RULE.act, 'move, attack, or end the action.');
}

function startAct(state: SteamworkState, turn: number): SteamworkEvent[] {
  const steamwork = state.order[turn] ?? '';
  return [{ type: 'act-started', rule: RULE.act, steamwork }, actPrompt(state, turn)];
}

/** The steamwork whose turn it is in SHIFT, ACT or RECKONING. */
export function currentSteamwork(state: SteamworkState): SteamworkId {
  const id = state.order[state.turn];
  if (id === undefined) throw new Error('no steamwork has the turn');
  return id;
}

function reckoningFrom(state: SteamworkState, turn: number): SteamworkEvent[] {
  for (let index = turn; index < state.order.length; index += 1) {
    if (mayShutDown(state, state.order[index] ?? '')) {
      return [turnPrompt(state, 'reckoning', 'reckoning', index, RULE.voluntaryShutdown, 'shut down modes to repair damage, or be done.')];
    }
  }
  const next = state.round + 1;
  const started = applyAll(state, [{ type: 'round-started', rule: RULE.energize, round: next }]);
  const energized: SteamworkEvent = { type: 'energized', rule: RULE.energize, gains: energizeGains(started) };
  return [{ type: 'round-started', rule: RULE.energize, round: next }, energized, bidPrompt(applyAll(started, [energized]))];
}

/** A damaged steamwork still in, with more than one running mode, may shut one down (steamwork-arena/reckoning.voluntary-shutdown). */
export function mayShutDown(state: SteamworkState, id: SteamworkId): boolean {
  const entry = state.steamworks[id];
  return entry !== undefined && !entry.out && entry.health < HEALTH_STEPS && runningModes(state, id).length > 1;
}

/** RECKONING (steamwork-arena/reckoning.winner): the out, the last player standing, or a stalemate; then voluntary shutdowns. */
function reckoning(state: SteamworkState): SteamworkEvent[] {
  const events: SteamworkEvent[] = [];
  for (const id of stillIn(state)) {
    if (runningModes(state, id).length === 0) events.push({ type: 'steamwork-out', rule: RULE.winner, steamwork: id });
  }
  const after = applyAll(state, events);
  const remaining = playersStillIn(after);
  let outcome: Outcome | null = null;
  if (remaining.length <= 1) {
    outcome = { winners: remaining, reason: remaining.length === 1 ? `${remaining[0] ?? ''} is the last one standing.` : 'Nobody has a mode left.' };
  } else if (stillIn(after).every((id) => runningModes(after, id).every((zone) => zoneValues(steamworkOf(after, id).template, zone).attack === 0))) {
    outcome = { winners: [], reason: 'Stalemate: no steamwork still in has a running mode with any attack, so nobody can ever be damaged again.' };
  }
  if (outcome !== null) return [...events, { type: 'game-over', rule: RULE.winner, outcome }];
  return [...events, ...reckoningFrom(after, 0)];
}

// Decide -------------------------------------------------------------------------------------

/** The secret prompt `id` (a commit-reveal one), once `player` may answer it; refuses as `ensureAnswers` does. */
function ensureCommitting(state: SteamworkState, id: string, player: PlayerId): CommitRevealPrompt<Secret> {
  ensureAnswers(state.prompt, id, player);
  if (state.prompt.kind !== 'commit-reveal') throw new Error(`${id} prompt is not commit-reveal`);
  return state.prompt;
}

export function decide(state: SteamworkState, command: SteamworkCommand): SteamworkEvent[] {
  switch (command.type) {
    case 'customise':
      return decideCustomise(state, command.player, command.templates);
    case 'bid':
      return decideBid(state, command.player, command.amount, command.from);
    case 'shift':
      return decideShift(state, command.player, command.to);
    case 'move':
      return decideMove(state, command.player, command.to);
    case 'attack':
      return decideAttack(state, command.player, command.target, command.rangeEnergy);
    case 'end-act':
      return decideEndAct(state, command.player);
    case 'hide':
      return decideHide(state, command.player, command.hands);
    case 'pick':
      return decidePick(state, command.player, command.hand);
    case 'spend-pdp':
      return decideSpendPdp(state, command);
    case 'forgo-pdp':
      return decideForgoPdp(state, command.player);
    case 'shut-down':
      return decideShutDown(state, command.player, command.mode);
    case 'done':
      ensureAnswers(state.prompt, 'reckoning', command.player);
      return reckoningFrom(state, state.turn + 1);
    default:
      throw new RuleViolation('engine/command.malformed', `Unknown command ${describeValue((command as { type: unknown }).type)}.`);
  }
}

/** Secret customisation (steamwork-arena/setup.secret): each player's templates, checked now, shown to all once everyone is done. */
function decideCustomise(state: SteamworkState, player: PlayerId, templates: unknown): SteamworkEvent[] {
  const asked = ensureCommitting(state, 'customise', player);
  if (typeof templates !== 'object' || templates === null || Array.isArray(templates)) {
    throw new RuleViolation(RULE.secret, `templates: your steamworks' templates by name; got ${describeValue(templates)}.`, 'templates');
  }
  const own = steamworksOf(state, player);
  const customised: Record<SteamworkId, Template> = {};
  for (const id of own) customised[id] = steamworkOf(state, id).template;
  for (const [id, given] of Object.entries(templates as Record<string, unknown>)) {
    if (!own.includes(id)) throw new RuleViolation(RULE.secret, `templates.${id}: you steer ${own.join(', ')}, not ${id}.`, `templates.${id}`);
    const field = `templates.${id}`;
    const template = typeof given === 'string' ? parseTemplate(given, { core: steamworkOf(state, id).template.core }) : validateTemplate(given, { field });
    validateSpecials(steamworkOf(state, id).specials, template, `templates.${id}`);
    customised[id] = template;
  }
  const prompt = commitSecret(asked, player, customised);
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.secret, player, secret: customised, fromReserves: {} };
  if (!allCommitted(prompt)) return [committed];
  const revealed: Record<SteamworkId, Template> = {};
  for (const secret of Object.values(revealedSecrets(prompt))) Object.assign(revealed, secret as Customisation);
  const reveal: SteamworkEvent = { type: 'templates-revealed', rule: RULE.secret, templates: revealed };
  const after = applyAll(state, [committed, reveal]);
  const energized: SteamworkEvent = { type: 'energized', rule: RULE.energize, gains: energizeGains(after) };
  return [committed, reveal, energized, bidPrompt(applyAll(after, [energized]))];
}

/**
 * Where a bid's energy comes from: the split the player gave, checked against the reserves they
 * control (steamwork-arena/teams.sides), or else the fullest reserves first, one token at a time.
 */
export function bidSources(state: SteamworkState, player: PlayerId, amount: number, from?: unknown): Record<SteamworkId, number> {
  const own = steamworksOf(state, player, true);
  const sources: Record<SteamworkId, number> = {};
  if (from === undefined) {
    const left = new Map(own.map((id) => [id, reserveOf(state, id)]));
    for (let token = 0; token < amount; token += 1) {
      const fullest = own.reduce((best, id) => ((left.get(id) ?? 0) > (left.get(best) ?? 0) ? id : best), own[0] ?? '');
      left.set(fullest, (left.get(fullest) ?? 0) - 1);
      sources[fullest] = (sources[fullest] ?? 0) + 1;
    }
    return sources;
  }
  if (typeof from !== 'object' || from === null || Array.isArray(from)) {
    throw new RuleViolation(RULE.teams, `from: energy taken from each reserve you control, by steamwork; got ${describeValue(from)}.`, 'from');
  }
  let total = 0;
  for (const [id, taken] of Object.entries(from as Record<string, unknown>)) {
    if (!own.includes(id)) throw new RuleViolation(RULE.teams, `from.${id}: you may bid only from reserves you control (${own.join(', ')}).`, `from.${id}`);
    const reserve = reserveOf(state, id);
    if (!isCount(taken) || taken > reserve) throw new RuleViolation(RULE.teams, `from.${id}: 0 to ${reserve} energy; got ${describeValue(taken)}.`, `from.${id}`);
    if (taken > 0) sources[id] = taken;
    total += taken;
  }
  if (total !== amount) throw new RuleViolation(RULE.teams, `from: the split adds up to ${total}, but the bid is ${amount}.`, 'from');
  return sources;
}

function decideBid(state: SteamworkState, player: PlayerId, amount: unknown, from: unknown): SteamworkEvent[] {
  const asked = ensureCommitting(state, 'bid', player);
  const reserve = steamworksOf(state, player, true).reduce((sum, id) => sum + reserveOf(state, id), 0);
  const prompt = commitSecret(asked, player, amount as number);
  if (!isCount(amount) || amount > reserve) {
    throw new RuleViolation(RULE.bid, `A bid is 0 or more energy from your reserves, at most ${reserve}; got ${describeValue(amount)}.`, 'amount');
  }
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.bid, player, secret: amount, fromReserves: bidSources(state, player, amount, from) };
  if (!allCommitted(prompt)) return [committed];
  const bids = revealedSecrets(prompt) as Record<PlayerId, number>;
  const reveal = revealBids(state, bids);
  return [committed, reveal, shiftPrompt(applyAll(state, [committed, reveal]), reveal.order.length - 1)];
}

/** What a bid counts for when bids are compared: the energy, plus the workshop's initiative bonus. */
function bidStrength(state: SteamworkState, player: PlayerId, bid: number): number {
  return bid + (steamworksOf(state, player, true).some((id) => hasSpecial(state, id, 'initiative-bonus')) ? 1 : 0);
}

/** Highest bid first; ties by guess-a-hand, which a seeded draw stands in for (steamwork-arena/round.bid). */
function revealBids(state: SteamworkState, bids: Record<PlayerId, number>): Extract<SteamworkEvent, { type: 'bids-revealed' }> {
  const players = playersStillIn(state);
  const strength = new Map(players.map((player) => [player, bidStrength(state, player, bids[player] ?? 0)]));
  const levels = [...new Set(strength.values())].sort((a, b) => b - a);
  let random = state.random;
  const initiative: PlayerId[] = [];
  const tieBreaks: TieBreak[] = [];
  for (const level of levels) {
    const tied = players.filter((player) => strength.get(player) === level);
    if (tied.length === 1) {
      initiative.push(...tied);
      continue;
    }
    const draw = shuffle(random, tied);
    random = draw.random;
    initiative.push(...draw.value);
    tieBreaks.push({ tied, order: draw.value });
  }
  const order = initiative.flatMap((player) => steamworksOf(state, player, true));
  return { type: 'bids-revealed', rule: RULE.bid, bids, initiative, order, tieBreaks, random };
}

function decideShift(state: SteamworkState, player: PlayerId, to: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'shift', player);
  if (!isZone(to)) throw new RuleViolation(RULE.shift, `Shift to a zone A–E; got ${describeValue(to)}.`, 'to');
  const steamwork = currentSteamwork(state);
  const from = steamworkOf(state, steamwork).mode;
  if (to !== from && steamworkOf(state, steamwork).shutDown.includes(to)) {
    throw new RuleViolation(RULE.shutDown, `Mode ${to} of ${steamwork} is shut down and cannot be activated; shift to a running mode, or stay.`, 'to', { mode: to });
  }
  const cost = shiftCost(from, to);
  const reserve = reserveOf(state, steamwork);
  if (cost > reserve) {
    throw new RuleViolation(RULE.shift, `Shifting from ${from} to ${to} is ${counted(zoneDistance(from, to), 'step', 'steps')} and costs ${cost} energy; ${steamwork} has ${reserve}.`, 'to');
  }
  const shifted: SteamworkEvent = { type: 'shifted', rule: RULE.shift, steamwork, from, to, cost };
  const after = applyAll(state, [shifted]);
  return [shifted, ...(state.turn > 0 ? [shiftPrompt(after, state.turn - 1)] : startAct(after, 0))];
}

function ensureActing(state: SteamworkState, player: PlayerId): NonNullable<SteamworkState['act']> {
  ensureAnswers(state.prompt, 'act', player);
  if (state.act === null) throw new Error('act prompt without an act turn');
  return state.act;
}

function isPoint(value: unknown): value is Point {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

function decideMove(state: SteamworkState, player: PlayerId, to: unknown): SteamworkEvent[] {
  const act = ensureActing(state, player);
  if (act.moved) throw new RuleViolation(RULE.act, `${act.steamwork} has already made its one move this round.`);
  if (!isPoint(to)) throw new RuleViolation(RULE.act, `Move to a point { x, y } in inches; got ${describeValue(to)}.`, 'to');
  if (to.x < 0 || to.y < 0 || to.x > ARENA_INCHES || to.y > ARENA_INCHES) {
    throw new RuleViolation(RULE.act, `The arena is ${ARENA_INCHES} inches square; (${to.x}, ${to.y}) is outside it.`, 'to');
  }
  const entry = steamworkOf(state, act.steamwork);
  const length = LENGTHS_INCHES[entry.mode];
  const far = distance(entry.position, to);
  if (far > length + EPSILON) {
    throw new RuleViolation(RULE.lengths, `A move in mode ${entry.mode} is one straight line of up to ${counted(length, 'inch', 'inches')}; that is ${far.toFixed(2)}.`, 'to');
  }
  return [{ type: 'moved', rule: RULE.act, steamwork: act.steamwork, from: entry.position, to }];
}

function decideAttack(state: SteamworkState, player: PlayerId, target: unknown, rangeEnergy: unknown): SteamworkEvent[] {
  const act = ensureActing(state, player);
  const attacker = act.steamwork;
  if (act.attacked) throw new RuleViolation(RULE.act, `${attacker} has already made its one attack this round.`);
  const enemies = enemiesOf(state, attacker);
  if (typeof target !== 'string' || !enemies.includes(target)) {
    throw new RuleViolation(RULE.act, `Attack a steamwork still in that another player steers (${enemies.join(', ')}); got ${describeValue(target)}.`, 'target');
  }
  const attackValue = valuesOf(state, attacker).attack;
  if (attackValue === 0) throw new RuleViolation(RULE.act, `${attacker}'s current mode has no attack value, so there is nothing to attack with.`);
  if (!isCount(rangeEnergy)) throw new RuleViolation(RULE.rangeCost, `Range energy is a whole number, 0 or more; got ${describeValue(rangeEnergy)}.`, 'rangeEnergy');
  const entry = steamworkOf(state, attacker);
  const far = distance(entry.position, steamworkOf(state, target).position);
  const touching = far <= TOUCH_INCHES + EPSILON;
  if (rangeEnergy === 0) {
    if (!touching) {
      throw new RuleViolation(RULE.act, `A normal attack needs the miniatures touching (within ${TOUCH_INCHES} inch); ${target} is ${far.toFixed(2)} inches away. Spend energy on range.`, 'rangeEnergy');
    }
  } else if (touching) {
    throw new RuleViolation(RULE.act, `A ranged attack is for a target ${attacker} is not touching; ${target} is ${far.toFixed(2)} inches away, so make a normal attack (range energy 0).`, 'rangeEnergy', {
      distance: far,
      touch: TOUCH_INCHES,
    });
  } else {
    maxHiddenForAttack(attackValue, rangeEnergy);
    const reserve = reserveOf(state, attacker);
    if (rangeEnergy > reserve) throw new RuleViolation(RULE.rangeCost, `Range costs ${rangeEnergy} energy; ${attacker} has ${reserve}.`, 'rangeEnergy');
    const reach = reachOf(state, attacker, rangeEnergy);
    if (reach + EPSILON < far) {
      throw new RuleViolation(RULE.rangeCost, `${rangeEnergy} energy of range from mode ${entry.mode} reaches ${counted(reach, 'inch', 'inches')}; ${target} is ${far.toFixed(2)} inches away.`, 'rangeEnergy');
    }
  }
  const declared: SteamworkEvent = {
    type: 'attack-declared',
    rule: RULE.act,
    attacker,
    defender: target,
    rangeEnergy,
    attackValue,
    defenseValue: valuesOf(state, target).defense,
  };
  const prompt = commitRevealPrompt<Secret>('hands', [player, controllerOf(state, target)], RULE.hide, 'Hide energy in your two hands.');
  return [declared, { type: 'prompted', rule: RULE.hide, phase: 'conflict', turn: state.turn, prompt }];
}

function decideEndAct(state: SteamworkState, player: PlayerId): SteamworkEvent[] {
  const act = ensureActing(state, player);
  const gains = Math.min(state.bank, unusedActionGains(act));
  const ended: SteamworkEvent = { type: 'act-ended', rule: RULE.act, steamwork: act.steamwork, gains };
  const after = applyAll(state, [ended]);
  return [ended, ...(state.turn + 1 < state.order.length ? startAct(after, state.turn + 1) : reckoning(after))];
}

function currentConflict(state: SteamworkState): Conflict {
  if (state.conflict === null) throw new Error('no conflict in progress');
  return state.conflict;
}

/** The steamwork a player fights with in the conflict in progress. */
export function sideInConflict(state: SteamworkState, player: PlayerId): SteamworkId {
  const conflict = currentConflict(state);
  return controllerOf(state, conflict.attacker) === player ? conflict.attacker : conflict.defender;
}

function decideHide(state: SteamworkState, player: PlayerId, hands: unknown): SteamworkEvent[] {
  const prompt = commitSecret(ensureCommitting(state, 'hands', player), player, hands as readonly [number, number]);
  const conflict = currentConflict(state);
  const steamwork = sideInConflict(state, player);
  const reserve = reserveOf(state, steamwork);
  if (steamwork === conflict.attacker) {
    validateHands({ attackerHands: hands as [number, number], defenderHands: [0, 0], attackValue: conflict.attackValue, rangeEnergy: conflict.rangeEnergy, attackerEnergy: reserve + conflict.rangeEnergy });
  } else {
    validateHands({ attackerHands: [0, 0], defenderHands: hands as [number, number], defenseValue: conflict.defenseValue, defenderEnergy: reserve });
  }
  const secret = hands as readonly [number, number];
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.hide, player, secret: [secret[0], secret[1]], fromReserves: { [steamwork]: secret[0] + secret[1] } };
  if (!allCommitted(prompt)) return [committed];
  const held = revealedSecrets(prompt) as Record<PlayerId, readonly [number, number]>;
  const pickers = [controllerOf(state, conflict.attacker), controllerOf(state, conflict.defender)];
  const picks = commitRevealPrompt<Secret>('picks', pickers, RULE.pick, "Pick one of your opponent's hands.");
  return [committed, { type: 'hands-held-out', rule: RULE.hide, hands: held }, { type: 'prompted', rule: RULE.pick, phase: 'conflict', turn: state.turn, prompt: picks }];
}

function decidePick(state: SteamworkState, player: PlayerId, hand: unknown): SteamworkEvent[] {
  const asked = ensureCommitting(state, 'picks', player);
  if (hand !== 0 && hand !== 1) throw new RuleViolation(RULE.pick, `Pick 0 (left hand) or 1 (right hand); got ${describeValue(hand)}.`, 'hand');
  const prompt = commitSecret(asked, player, hand);
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.pick, player, secret: hand, fromReserves: {} };
  if (!allCommitted(prompt)) return [committed];
  const conflict = currentConflict(state);
  const attacking = controllerOf(state, conflict.attacker);
  const defending = controllerOf(state, conflict.defender);
  const picks = revealedSecrets(prompt) as Record<PlayerId, HandPick>;
  const hands = conflict.hands ?? {};
  const attackerHands = hands[attacking];
  const defenderHands = hands[defending];
  const result = resolveConflict({
    attackerHands: [attackerHands?.[0] ?? 0, attackerHands?.[1] ?? 0],
    defenderHands: [defenderHands?.[0] ?? 0, defenderHands?.[1] ?? 0],
    attackerPicks: picks[attacking] ?? 0,
    defenderPicks: picks[defending] ?? 0,
  });
  // Workshop: "reduce all damage by 1" takes one pdp off each conflict the steamwork defends.
  const pdp = Math.max(0, result.pdp - (hasSpecial(state, conflict.defender, 'reduce-damage') ? 1 : 0));
  const picked: SteamworkEvent = { type: 'hands-picked', rule: RULE.pdp, picks, attackerRevealed: result.attackerRevealed, defenderRevealed: result.defenderRevealed, pdp };
  const after = applyAll(state, [committed, picked]);
  return [committed, picked, ...(pdp > 0 ? [pdpPrompt(after)] : endConflict(after))];
}

function pdpPrompt(state: SteamworkState): SteamworkEvent {
  const conflict = currentConflict(state);
  const prompt = choicePrompt(
    'spend-pdp',
    controllerOf(state, conflict.attacker),
    RULE.pdpSpend,
    `Spend ${conflict.pdp} pending damage: move ${conflict.defender}'s health clip down, or its mode clip to an adjacent mode; or leave the rest unspent.`,
  );
  return { type: 'prompted', rule: RULE.pdpSpend, phase: 'conflict', turn: state.turn, prompt };
}

/** Every token hidden in every hand goes to the bank (steamwork-arena/conflict.spend); the attacker's act goes on. */
function endConflict(state: SteamworkState): SteamworkEvent[] {
  const conflict = currentConflict(state);
  const spent: Record<PlayerId, number> = {};
  for (const [player, hands] of Object.entries(conflict.hands ?? {})) spent[player] = (hands[0] ?? 0) + (hands[1] ?? 0);
  return [{ type: 'conflict-ended', rule: RULE.spend, spent }, actPrompt(state, state.turn)];
}

function decideSpendPdp(state: SteamworkState, command: Extract<SteamworkCommand, { type: 'spend-pdp' }>): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'spend-pdp', command.player);
  const effect: unknown = command.effect;
  if (effect !== 'health' && effect !== 'mode') {
    throw new RuleViolation(RULE.pdpSpend, `Spend a pdp on 'health' or 'mode'; got ${describeValue(effect)}.`, 'effect');
  }
  const conflict = currentConflict(state);
  const defender = steamworkOf(state, conflict.defender);
  let spent: SteamworkEvent;
  if (command.effect === 'health') {
    const running = runningModes(state, conflict.defender);
    if (defender.health > 1) {
      if (command.shutDown !== undefined) throw new RuleViolation(RULE.systemFailure, 'Only a step to System Failure shuts a mode down.', 'shutDown');
      spent = { type: 'pdp-spent', rule: RULE.health, defender: conflict.defender, health: defender.health - 1, mode: defender.mode, shutDown: null };
    } else {
      const shutDown = command.shutDown;
      if (running.length > 0 && (shutDown === undefined || !running.includes(shutDown))) {
        throw new RuleViolation(RULE.systemFailure, `System Failure: pick one of ${running.join(', ')}, a mode not yet shut down, to shut down.`, 'shutDown');
      }
      spent = { type: 'pdp-spent', rule: RULE.systemFailure, defender: conflict.defender, health: HEALTH_STEPS, mode: defender.mode, shutDown: running.length > 0 ? (shutDown ?? null) : null };
    }
  } else {
    const to: unknown = command.to;
    if (!isZone(to) || zoneDistance(defender.mode, to) !== 1) {
      throw new RuleViolation(RULE.pdpSpend, `Move the mode clip to a mode adjacent to ${defender.mode}; got ${describeValue(to)}.`, 'to');
    }
    spent = { type: 'pdp-spent', rule: RULE.pdpSpend, defender: conflict.defender, health: defender.health, mode: to, shutDown: null };
  }
  const after = applyAll(state, [spent]);
  return [spent, ...(currentConflict(after).pdp > 0 ? [pdpPrompt(after)] : endConflict(after))];
}

/** The attacker may leave the pdp still pending unspent (steamwork-arena/conflict.pdp-spend): the rulebook says they "can" spend them. */
function decideForgoPdp(state: SteamworkState, player: PlayerId): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'spend-pdp', player);
  const conflict = currentConflict(state);
  const forgone: SteamworkEvent = { type: 'pdp-forgone', rule: RULE.pdpSpend, defender: conflict.defender, pdp: conflict.pdp };
  return [forgone, ...endConflict(applyAll(state, [forgone]))];
}

function decideShutDown(state: SteamworkState, player: PlayerId, mode: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'reckoning', player);
  const steamwork = currentSteamwork(state);
  const running = runningModes(state, steamwork);
  if (!isZone(mode) || !running.includes(mode)) {
    throw new RuleViolation(RULE.voluntaryShutdown, `Shut down one of ${steamwork}'s running modes (${running.join(', ')}); got ${describeValue(mode)}.`, 'mode');
  }
  if (!mayShutDown(state, steamwork)) {
    throw new RuleViolation(RULE.voluntaryShutdown, 'Only a damaged steamwork may shut down modes, and never its last one.', 'mode');
  }
  const entry = steamworkOf(state, steamwork);
  const event: SteamworkEvent = { type: 'voluntary-shutdown', rule: RULE.voluntaryShutdown, steamwork, mode, health: entry.health + 1 };
  const after = applyAll(state, [event]);
  return [event, ...(mayShutDown(after, steamwork) ? [] : reckoningFrom(after, state.turn + 1))];
}
