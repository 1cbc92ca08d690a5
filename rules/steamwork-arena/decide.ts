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
  type Outcome,
  type PlayerId,
} from '../engine/index.ts';
import { ARENA_INCHES, HEALTH_STEPS, TOUCH_INCHES, distance, playerOf, reserveOf, type Conflict, type Point, type Secret, type SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent, TieBreak } from './messages.ts';
import { ZONES, isZone, type Zone } from './templates.ts';
import { LENGTHS_INCHES, maxHiddenForAttack, rangedReach, shiftCost, zoneDistance, zoneValues } from './values.ts';
import { resolveConflict, validateHands, type HandPick } from './conflict.ts';
import { evolve } from './evolve.ts';

export const RULE = {
  placement: 'steamwork-arena/setup.placement',
  energy: 'steamwork-arena/round.energy',
  energize: 'steamwork-arena/round.energize',
  bid: 'steamwork-arena/round.bid',
  shift: 'steamwork-arena/round.shift',
  act: 'steamwork-arena/round.act',
  hide: 'steamwork-arena/conflict.hide',
  pick: 'steamwork-arena/conflict.pick',
  pdp: 'steamwork-arena/conflict.pdp',
  spend: 'steamwork-arena/conflict.spend',
  pdpSpend: 'steamwork-arena/conflict.pdp-spend',
  rangeCost: 'steamwork-arena/ranged.range-cost',
  lengths: 'steamwork-arena/zones.lengths',
  health: 'steamwork-arena/damage.health',
  systemFailure: 'steamwork-arena/damage.system-failure',
  winner: 'steamwork-arena/reckoning.winner',
  voluntary: 'steamwork-arena/reckoning.voluntary-shutdown',
} as const;

function applyAll(state: SteamworkState, events: readonly SteamworkEvent[]): SteamworkState {
  return events.reduce(evolve, state);
}

export function runningModes(state: SteamworkState, player: PlayerId): Zone[] {
  const { shutDown } = playerOf(state, player);
  return ZONES.filter((zone) => !shutDown.includes(zone));
}

export function valuesOf(state: SteamworkState, player: PlayerId): { attack: number; energy: number; defense: number } {
  const entry = playerOf(state, player);
  return zoneValues(entry.template, entry.mode, entry.shutDown);
}

export function stillIn(state: SteamworkState): PlayerId[] {
  return state.seats.filter((seat) => !playerOf(state, seat).out);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

// Round flow ---------------------------------------------------------------------------------

/** ENERGIZE: each player still in gains their current zone's energy value from the bank, as far as the bank goes. */
export function energizeGains(state: SteamworkState): Record<PlayerId, number> {
  const gains: Record<PlayerId, number> = {};
  let bank = state.bank;
  for (const player of stillIn(state)) {
    const gain = Math.min(bank, valuesOf(state, player).energy);
    gains[player] = gain;
    bank -= gain;
  }
  return gains;
}

export function bidPrompt(state: SteamworkState): SteamworkEvent {
  const prompt = commitRevealPrompt<Secret>('bid', stillIn(state), RULE.bid, 'Bid for initiative: hide 0 or more energy from your reserves in your hand.');
  return { type: 'prompted', rule: RULE.bid, phase: 'bid', turn: 0, prompt };
}

function shiftPrompt(state: SteamworkState, turn: number): SteamworkEvent {
  const player = state.initiative[turn] ?? '';
  return { type: 'prompted', rule: RULE.shift, phase: 'shift', turn, prompt: choicePrompt('shift', player, RULE.shift, 'Shift your mode clip, or stay.') };
}

function actPrompt(player: PlayerId, turn: number): SteamworkEvent {
  return { type: 'prompted', rule: RULE.act, phase: 'act', turn, prompt: choicePrompt('act', player, RULE.act, 'Move, attack, or end your action.') };
}

function startAct(state: SteamworkState, turn: number): SteamworkEvent[] {
  const player = state.initiative[turn] ?? '';
  return [{ type: 'act-started', rule: RULE.act, player }, actPrompt(player, turn)];
}

function reckoningFrom(state: SteamworkState, turn: number): SteamworkEvent[] {
  for (let index = turn; index < state.initiative.length; index += 1) {
    const player = state.initiative[index] ?? '';
    if (mayShutDown(state, player)) {
      return [{ type: 'prompted', rule: RULE.voluntary, phase: 'reckoning', turn: index, prompt: choicePrompt('reckoning', player, RULE.voluntary, 'Shut down modes to repair damage, or be done.') }];
    }
  }
  const next = state.round + 1;
  const started = applyAll(state, [{ type: 'round-started', rule: RULE.energize, round: next }]);
  const energized: SteamworkEvent = { type: 'energized', rule: RULE.energize, gains: energizeGains(started) };
  return [{ type: 'round-started', rule: RULE.energize, round: next }, energized, bidPrompt(applyAll(started, [energized]))];
}

/** A damaged player still in, with more than one running mode, may shut one down (steamwork-arena/reckoning.voluntary-shutdown). */
export function mayShutDown(state: SteamworkState, player: PlayerId): boolean {
  const entry = playerOf(state, player);
  return !entry.out && entry.health < HEALTH_STEPS && runningModes(state, player).length > 1;
}

/** RECKONING (steamwork-arena/reckoning.winner): the out, the last one standing, or a stalemate; then voluntary shutdowns. */
function reckoning(state: SteamworkState): SteamworkEvent[] {
  const events: SteamworkEvent[] = [];
  for (const player of stillIn(state)) {
    if (runningModes(state, player).length === 0) events.push({ type: 'player-out', rule: RULE.winner, player });
  }
  const after = applyAll(state, events);
  const remaining = stillIn(after);
  let outcome: Outcome | null = null;
  if (remaining.length <= 1) {
    outcome = { winners: remaining, reason: remaining.length === 1 ? `${remaining[0] ?? ''} is the last one standing.` : 'Nobody has a mode left.' };
  } else if (remaining.every((player) => runningModes(after, player).every((zone) => zoneValues(playerOf(after, player).template, zone).attack === 0))) {
    outcome = { winners: [], reason: 'Stalemate: no player still in has a running mode with any attack, so nobody can ever be damaged again.' };
  }
  if (outcome !== null) return [...events, { type: 'game-over', rule: RULE.winner, outcome }];
  return [...events, ...reckoningFrom(after, 0)];
}

// Decide -------------------------------------------------------------------------------------

export function decide(state: SteamworkState, command: SteamworkCommand): SteamworkEvent[] {
  switch (command.type) {
    case 'bid':
      return decideBid(state, command.player, command.amount);
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
    case 'shut-down':
      return decideShutDown(state, command.player, command.mode);
    case 'done':
      ensureAnswers(state.prompt, 'reckoning', command.player);
      return reckoningFrom(state, state.turn + 1);
    default:
      throw new RuleViolation('engine/command.malformed', `Unknown command ${describeValue((command as { type: unknown }).type)}.`);
  }
}

function decideBid(state: SteamworkState, player: PlayerId, amount: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'bid', player);
  if (state.prompt.kind !== 'commit-reveal') throw new Error('bid prompt is not commit-reveal');
  const reserve = reserveOf(state, player);
  const prompt = commitSecret(state.prompt, player, amount as number);
  if (!isCount(amount) || amount > reserve) {
    throw new RuleViolation(RULE.bid, `A bid is 0 or more energy from your reserves, at most ${reserve}; got ${describeValue(amount)}.`, 'amount');
  }
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.bid, player, secret: amount, fromReserve: amount };
  if (!allCommitted(prompt)) return [committed];
  const bids = revealedSecrets(prompt) as Record<PlayerId, number>;
  const reveal = revealBids(state, bids);
  return [committed, reveal, shiftPrompt(applyAll(state, [committed, reveal]), reveal.initiative.length - 1)];
}

/** Highest bid first; ties by guess-a-hand, which a seeded draw stands in for (steamwork-arena/round.bid). */
function revealBids(state: SteamworkState, bids: Record<PlayerId, number>): Extract<SteamworkEvent, { type: 'bids-revealed' }> {
  const players = Object.keys(bids);
  const amounts = [...new Set(players.map((player) => bids[player] ?? 0))].sort((a, b) => b - a);
  let random = state.random;
  const initiative: PlayerId[] = [];
  let tieBreak: TieBreak | null = null;
  for (const amount of amounts) {
    const tied = players.filter((player) => bids[player] === amount);
    if (tied.length === 1) {
      initiative.push(...tied);
      continue;
    }
    const draw = shuffle(random, tied);
    random = draw.random;
    initiative.push(...draw.value);
    tieBreak = { tied, order: draw.value };
  }
  return { type: 'bids-revealed', rule: RULE.bid, bids, initiative, tieBreak, random };
}

function decideShift(state: SteamworkState, player: PlayerId, to: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'shift', player);
  if (!isZone(to)) throw new RuleViolation(RULE.shift, `Shift to a zone A–E; got ${describeValue(to)}.`, 'to');
  const from = playerOf(state, player).mode;
  const cost = shiftCost(from, to);
  const reserve = reserveOf(state, player);
  if (cost > reserve) {
    throw new RuleViolation(RULE.shift, `Shifting from ${from} to ${to} is ${zoneDistance(from, to)} steps and costs ${cost} energy; you have ${reserve}.`, 'to');
  }
  const shifted: SteamworkEvent = { type: 'shifted', rule: RULE.shift, player, from, to, cost };
  const after = applyAll(state, [shifted]);
  return [shifted, ...(state.turn > 0 ? [shiftPrompt(after, state.turn - 1)] : startAct(after, 0))];
}

function ensureActing(state: SteamworkState, player: PlayerId): NonNullable<SteamworkState['act']> {
  ensureAnswers(state.prompt, 'act', player);
  if (state.act?.player !== player) throw new Error('act prompt without an act turn');
  return state.act;
}

function isPoint(value: unknown): value is Point {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

const EPSILON = 1e-9;

function decideMove(state: SteamworkState, player: PlayerId, to: unknown): SteamworkEvent[] {
  const act = ensureActing(state, player);
  if (act.moved) throw new RuleViolation(RULE.act, 'You have already made your one move this round.');
  if (!isPoint(to)) throw new RuleViolation(RULE.act, `Move to a point { x, y } in inches; got ${describeValue(to)}.`, 'to');
  if (to.x < 0 || to.y < 0 || to.x > ARENA_INCHES || to.y > ARENA_INCHES) {
    throw new RuleViolation(RULE.act, `The arena is ${ARENA_INCHES} inches square; (${to.x}, ${to.y}) is outside it.`, 'to');
  }
  const entry = playerOf(state, player);
  const length = LENGTHS_INCHES[entry.mode];
  const far = distance(entry.position, to);
  if (far > length + EPSILON) {
    throw new RuleViolation(RULE.lengths, `A move in mode ${entry.mode} is one straight line of up to ${length} inches; that is ${far.toFixed(2)}.`, 'to');
  }
  return [{ type: 'moved', rule: RULE.act, player, from: entry.position, to }];
}

function decideAttack(state: SteamworkState, player: PlayerId, target: unknown, rangeEnergy: unknown): SteamworkEvent[] {
  const act = ensureActing(state, player);
  if (act.attacked) throw new RuleViolation(RULE.act, 'You have already made your one attack this round.');
  if (typeof target !== 'string' || target === player || state.players[target] === undefined || playerOf(state, target).out) {
    throw new RuleViolation(RULE.act, `Attack another player still in the game; got ${describeValue(target)}.`, 'target');
  }
  const attackValue = valuesOf(state, player).attack;
  if (attackValue === 0) throw new RuleViolation(RULE.act, `Your current mode has no attack value, so there is nothing to attack with.`);
  if (!isCount(rangeEnergy)) throw new RuleViolation(RULE.rangeCost, `Range energy is a whole number, 0 or more; got ${describeValue(rangeEnergy)}.`, 'rangeEnergy');
  const entry = playerOf(state, player);
  const far = distance(entry.position, playerOf(state, target).position);
  if (rangeEnergy === 0) {
    if (far > TOUCH_INCHES + EPSILON) {
      throw new RuleViolation(RULE.act, `A normal attack needs your miniature touching the target (within ${TOUCH_INCHES} inch); it is ${far.toFixed(2)} inches away. Spend energy on range.`, 'rangeEnergy');
    }
  } else {
    maxHiddenForAttack(attackValue, rangeEnergy);
    const reserve = reserveOf(state, player);
    if (rangeEnergy > reserve) throw new RuleViolation(RULE.rangeCost, `Range costs ${rangeEnergy} energy; you have ${reserve}.`, 'rangeEnergy');
    const reach = rangedReach(entry.mode, rangeEnergy);
    if (reach + EPSILON < far) {
      throw new RuleViolation(RULE.rangeCost, `${rangeEnergy} energy of range from mode ${entry.mode} reaches ${reach} inches; the target is ${far.toFixed(2)} inches away.`, 'rangeEnergy');
    }
  }
  const declared: SteamworkEvent = {
    type: 'attack-declared',
    rule: RULE.act,
    attacker: player,
    defender: target,
    rangeEnergy,
    attackValue,
    defenseValue: valuesOf(state, target).defense,
  };
  const prompt = commitRevealPrompt<Secret>('hands', [player, target], RULE.hide, 'Hide energy in your two hands.');
  return [declared, { type: 'prompted', rule: RULE.hide, phase: 'conflict', turn: state.turn, prompt }];
}

function decideEndAct(state: SteamworkState, player: PlayerId): SteamworkEvent[] {
  const act = ensureActing(state, player);
  const gains = Math.min(state.bank, (act.moved ? 0 : 1) + (act.attacked ? 0 : 1));
  const ended: SteamworkEvent = { type: 'act-ended', rule: RULE.act, player, gains };
  const after = applyAll(state, [ended]);
  return [ended, ...(state.turn + 1 < state.initiative.length ? startAct(after, state.turn + 1) : reckoning(after))];
}

function currentConflict(state: SteamworkState): Conflict {
  if (state.conflict === null) throw new Error('no conflict in progress');
  return state.conflict;
}

function decideHide(state: SteamworkState, player: PlayerId, hands: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'hands', player);
  if (state.prompt.kind !== 'commit-reveal') throw new Error('hands prompt is not commit-reveal');
  const prompt = commitSecret(state.prompt, player, hands as readonly [number, number]);
  const conflict = currentConflict(state);
  const reserve = reserveOf(state, player);
  if (player === conflict.attacker) {
    validateHands({ attackerHands: hands as [number, number], defenderHands: [0, 0], attackValue: conflict.attackValue, rangeEnergy: conflict.rangeEnergy, attackerEnergy: reserve + conflict.rangeEnergy });
  } else {
    validateHands({ attackerHands: [0, 0], defenderHands: hands as [number, number], defenseValue: conflict.defenseValue, defenderEnergy: reserve });
  }
  const secret = hands as readonly [number, number];
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.hide, player, secret: [secret[0], secret[1]], fromReserve: secret[0] + secret[1] };
  if (!allCommitted(prompt)) return [committed];
  const held = revealedSecrets(prompt) as Record<PlayerId, readonly [number, number]>;
  const picks = commitRevealPrompt<Secret>('picks', [conflict.attacker, conflict.defender], RULE.pick, "Pick one of your opponent's hands.");
  return [committed, { type: 'hands-held-out', rule: RULE.hide, hands: held }, { type: 'prompted', rule: RULE.pick, phase: 'conflict', turn: state.turn, prompt: picks }];
}

function decidePick(state: SteamworkState, player: PlayerId, hand: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'picks', player);
  if (hand !== 0 && hand !== 1) throw new RuleViolation(RULE.pick, `Pick 0 (left hand) or 1 (right hand); got ${describeValue(hand)}.`, 'hand');
  if (state.prompt.kind !== 'commit-reveal') throw new Error('picks prompt is not commit-reveal');
  const prompt = commitSecret(state.prompt, player, hand);
  const committed: SteamworkEvent = { type: 'committed', rule: RULE.pick, player, secret: hand, fromReserve: 0 };
  if (!allCommitted(prompt)) return [committed];
  const conflict = currentConflict(state);
  const picks = revealedSecrets(prompt) as Record<PlayerId, HandPick>;
  const hands = conflict.hands ?? {};
  const attackerHands = hands[conflict.attacker];
  const defenderHands = hands[conflict.defender];
  const result = resolveConflict({
    attackerHands: [attackerHands?.[0] ?? 0, attackerHands?.[1] ?? 0],
    defenderHands: [defenderHands?.[0] ?? 0, defenderHands?.[1] ?? 0],
    attackerPicks: picks[conflict.attacker] ?? 0,
    defenderPicks: picks[conflict.defender] ?? 0,
  });
  const picked: SteamworkEvent = { type: 'hands-picked', rule: RULE.pdp, picks, attackerRevealed: result.attackerRevealed, defenderRevealed: result.defenderRevealed, pdp: result.pdp };
  const after = applyAll(state, [committed, picked]);
  return [committed, picked, ...(result.pdp > 0 ? [pdpPrompt(after)] : endConflict(after))];
}

function pdpPrompt(state: SteamworkState): SteamworkEvent {
  const conflict = currentConflict(state);
  const prompt = choicePrompt('spend-pdp', conflict.attacker, RULE.pdpSpend, `Spend ${conflict.pdp} pending damage: move ${conflict.defender}'s health clip down, or their mode clip to an adjacent mode.`);
  return { type: 'prompted', rule: RULE.pdpSpend, phase: 'conflict', turn: state.turn, prompt };
}

/** Every token hidden in every hand goes to the bank (steamwork-arena/conflict.spend); the attacker's act goes on. */
function endConflict(state: SteamworkState): SteamworkEvent[] {
  const conflict = currentConflict(state);
  const spent: Record<PlayerId, number> = {};
  for (const [player, hands] of Object.entries(conflict.hands ?? {})) spent[player] = (hands[0] ?? 0) + (hands[1] ?? 0);
  return [{ type: 'conflict-ended', rule: RULE.spend, spent }, actPrompt(conflict.attacker, state.turn)];
}

function decideSpendPdp(state: SteamworkState, command: Extract<SteamworkCommand, { type: 'spend-pdp' }>): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'spend-pdp', command.player);
  const effect: unknown = command.effect;
  if (effect !== 'health' && effect !== 'mode') {
    throw new RuleViolation(RULE.pdpSpend, `Spend a pdp on 'health' or 'mode'; got ${describeValue(effect)}.`, 'effect');
  }
  const conflict = currentConflict(state);
  const defender = playerOf(state, conflict.defender);
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

function decideShutDown(state: SteamworkState, player: PlayerId, mode: unknown): SteamworkEvent[] {
  ensureAnswers(state.prompt, 'reckoning', player);
  const running = runningModes(state, player);
  if (!isZone(mode) || !running.includes(mode)) {
    throw new RuleViolation(RULE.voluntary, `Shut down one of your running modes (${running.join(', ')}); got ${describeValue(mode)}.`, 'mode');
  }
  if (!mayShutDown(state, player)) {
    throw new RuleViolation(RULE.voluntary, 'Only a damaged player may shut down modes, and never their last one.', 'mode');
  }
  const entry = playerOf(state, player);
  const event: SteamworkEvent = { type: 'voluntary-shutdown', rule: RULE.voluntary, player, mode, health: entry.health + 1 };
  const after = applyAll(state, [event]);
  return [event, ...(mayShutDown(after, player) ? [] : reckoningFrom(after, state.turn + 1))];
}
