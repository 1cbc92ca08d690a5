/**
 * One Steamwork Arena conflict, attacker against defender, as a ruleset: for the
 * `<steamwork-arena-conflict>` widget, and for anyone trying splits away from a whole game. It is
 * the game's conflict cut out: both sides commit their hands in secret (steamwork-arena/conflict.hide),
 * the hands are held out, both sides commit a pick of the other's hands (steamwork-arena/conflict.pick),
 * and the reveal resolves the conflict with `resolveConflict` (steamwork-arena/conflict.pdp,
 * steamwork-arena/conflict.spend). The players are the two sides, `attacker` and `defender`.
 *
 * The numbers the conflict starts from (`ConflictLimits`) are public; the hands are each side's
 * secret until the picks reveal one of them, and all of them once the conflict is resolved (every
 * hidden token is spent in the open).
 */
import {
  HIDDEN,
  RuleViolation,
  allCommitted,
  botRandom,
  commitRevealPrompt,
  commitSecret,
  describeValue,
  drawInt,
  ensureAnswers,
  hideOthersSecrets,
  isOneOf,
  revealedSecrets,
  waitingFor,
  type CommitRevealPrompt,
  type Hidden,
  type Outcome,
  type PlayerId,
  type RandomState,
  type Ruleset,
} from '../../engine/index.ts';

import { hidingLimit, resolveConflict, validateHands, type ConflictResult, type HandPick, type Hands } from '../conflict.ts';
import { RULE } from '../rule-ids.ts';
import { printedConflictCommands, type ConflictPreset } from '../presets.ts';
import type { StoredHands } from '../model.ts';
import { readConflictSetup, type ConflictSetup } from './setup.ts';
import { counted } from '../counted.ts';

export const CONFLICT_SIDES = ['attacker', 'defender'] as const;
export type ConflictSide = (typeof CONFLICT_SIDES)[number];

/** The numbers a conflict starts from: both values, both reserves (the attacker's before range), and the range energy. */
export interface ConflictLimits {
  attackValue: number;
  defenseValue: number;
  attackerEnergy: number;
  defenderEnergy: number;
  rangeEnergy: number;
}

/** A side's secret: its two hands, then which of the other side's hands it picks. */
export type ConflictSecret = Hands | HandPick;

export interface ConflictState {
  limits: ConflictLimits;
  /** Whose view this is: `null` in the whole state, the viewer in `view(state, viewer)`. */
  seenBy: PlayerId | null;
  /** The hands, then the picks; `null` once the conflict is resolved. */
  prompt: CommitRevealPrompt<ConflictSecret> | null;
  /** Both sides' hands once held out; in a side's view the other's stay `null` until the conflict is resolved. */
  hands: Record<ConflictSide, StoredHands> | null;
  /** Which of the other side's hands each side picked, once resolved. */
  picks: Record<ConflictSide, HandPick> | null;
  result: ConflictResult | null;
}

export type ConflictCommand =
  | { type: 'hide'; player: ConflictSide; hands: Hands }
  | { type: 'pick'; player: ConflictSide; hand: HandPick }
  /** Back to the start: both sides to hide again, from the same numbers. Not listed (see `legalCommands`). */
  | { type: 'reset'; player?: undefined };

export type ConflictEvent =
  /** `secret` is `HIDDEN` in the other side's view of the event. */
  | { type: 'committed'; rule: string; player: ConflictSide; secret: ConflictSecret | Hidden }
  /** The other side's hands are `[null, null]` in a side's view of the event. */
  | { type: 'hands-held-out'; rule: string; hands: Record<ConflictSide, StoredHands> }
  | { type: 'prompted'; rule: string; prompt: CommitRevealPrompt<ConflictSecret> }
  | { type: 'conflict-resolved'; rule: string; hands: Record<ConflictSide, Hands>; picks: Record<ConflictSide, HandPick>; result: ConflictResult }
  | { type: 'conflict-reset'; rule: string };

const HANDS_QUESTION = 'Hide energy in your two hands.';
const PICKS_QUESTION = "Pick one of the other side's hands.";

/** A conflict about to start: both sides to hide their hands. */
export function openConflict(limits: ConflictLimits): ConflictState {
  return { limits, seenBy: null, prompt: commitRevealPrompt<ConflictSecret>('hands', CONFLICT_SIDES, RULE.hide, HANDS_QUESTION), hands: null, picks: null, result: null };
}

function initialState(setup: ConflictSetup): ConflictState {
  return openConflict(readConflictSetup(setup));
}

/** The most `side` may hide across both hands (steamwork-arena/conflict.hide). */
export function conflictHidingLimit(state: ConflictState, side: ConflictSide): number {
  return hidingLimit(side, state.limits);
}

function decide(state: ConflictState, command: ConflictCommand): ConflictEvent[] {
  // Either side, or the reader between them, may start the conflict again while it goes on.
  if (command.type === 'reset') return [{ type: 'conflict-reset', rule: RULE.hide }];
  const player: unknown = command.player;
  if (!isOneOf(CONFLICT_SIDES, player)) throw new RuleViolation('engine/prompt.wrong-player', `player must be attacker or defender; got ${describeValue(player)}.`, 'player');
  switch (command.type) {
    case 'hide':
      return decideHide(state, player, command.hands);
    case 'pick':
      return decidePick(state, player, command.hand);
    default:
      throw new RuleViolation('engine/command.malformed', `Unknown command ${describeValue((command as { type: unknown }).type)}.`);
  }
}

function decideHide(state: ConflictState, side: ConflictSide, hands: unknown): ConflictEvent[] {
  ensureAnswers(state.prompt, 'hands', side);
  const prompt = commitSecret(state.prompt, side, hands as Hands);
  const { limits } = state;
  const zero: Hands = [0, 0];
  const given = hands as Hands;
  validateHands({
    attackerHands: side === 'attacker' ? given : zero,
    defenderHands: side === 'defender' ? given : zero,
    attackValue: limits.attackValue,
    rangeEnergy: limits.rangeEnergy,
    defenseValue: limits.defenseValue,
    attackerEnergy: limits.attackerEnergy,
    defenderEnergy: limits.defenderEnergy,
  });
  const committed: ConflictEvent = { type: 'committed', rule: RULE.hide, player: side, secret: [given[0], given[1]] };
  if (!allCommitted(prompt)) return [committed];
  const held = revealedSecrets(prompt) as Record<ConflictSide, Hands>;
  return [
    committed,
    { type: 'hands-held-out', rule: RULE.hide, hands: { attacker: held.attacker, defender: held.defender } },
    { type: 'prompted', rule: RULE.pick, prompt: commitRevealPrompt<ConflictSecret>('picks', CONFLICT_SIDES, RULE.pick, PICKS_QUESTION) },
  ];
}

function decidePick(state: ConflictState, side: ConflictSide, hand: unknown): ConflictEvent[] {
  ensureAnswers(state.prompt, 'picks', side);
  if (hand !== 0 && hand !== 1) throw new RuleViolation(RULE.pick, `Pick 0 (left hand) or 1 (right hand); got ${describeValue(hand)}.`, 'hand');
  const prompt = commitSecret(state.prompt, side, hand);
  const committed: ConflictEvent = { type: 'committed', rule: RULE.pick, player: side, secret: hand };
  if (!allCommitted(prompt)) return [committed];
  const picks = revealedSecrets(prompt) as Record<ConflictSide, HandPick>;
  const attackerHands = fullHands(state.hands?.attacker);
  const defenderHands = fullHands(state.hands?.defender);
  const result = resolveConflict({ ...state.limits, attackerHands, defenderHands, attackerPicks: picks.attacker, defenderPicks: picks.defender });
  return [
    committed,
    { type: 'conflict-resolved', rule: RULE.pdp, hands: { attacker: attackerHands, defender: defenderHands }, picks: { attacker: picks.attacker, defender: picks.defender }, result },
  ];
}

function fullHands(hands: StoredHands | undefined): Hands {
  return [hands?.[0] ?? 0, hands?.[1] ?? 0];
}

function evolve(state: ConflictState, event: ConflictEvent): ConflictState {
  switch (event.type) {
    case 'committed': {
      const prompt = state.prompt;
      if (prompt === null) return state;
      return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [event.player]: event.secret } } };
    }
    case 'hands-held-out':
      return { ...state, hands: event.hands, prompt: null };
    case 'prompted':
      return { ...state, prompt: event.prompt };
    case 'conflict-resolved':
      return { ...state, hands: event.hands, picks: event.picks, result: event.result, prompt: null };
    case 'conflict-reset':
      return { ...openConflict(state.limits), seenBy: state.seenBy };
  }
}

/** Who must act now: the sides still to commit their hands or their pick. */
export function conflictToAct(state: ConflictState): PlayerId[] {
  return state.prompt === null ? [] : waitingFor(state.prompt);
}

/**
 * Everything `decide` accepts now; on a side's view, only that side's. Every split within the
 * side's hiding limit, left hand ascending then right, then both picks. `reset` is left out: it
 * belongs to no side, and a side's list is its own moves in the conflict (a bot never resets).
 */
function legalCommands(state: ConflictState): ConflictCommand[] {
  const prompt = state.prompt;
  if (prompt === null) return [];
  const commands: ConflictCommand[] = [];
  for (const side of CONFLICT_SIDES) {
    if (prompt.commitments[side] !== null || (state.seenBy !== null && state.seenBy !== side)) continue;
    if (prompt.id === 'picks') {
      commands.push({ type: 'pick', player: side, hand: 0 }, { type: 'pick', player: side, hand: 1 });
      continue;
    }
    const limit = conflictHidingLimit(state, side);
    for (let left = 0; left <= limit; left++) {
      for (let right = 0; left + right <= limit; right++) commands.push({ type: 'hide', player: side, hands: [left, right] });
    }
  }
  return commands;
}

/** Once resolved: the attacker wins if the defender takes any pdp, else the defender holds. */
function outcome(state: ConflictState): Outcome | null {
  const result = state.result;
  if (result === null) return null;
  if (result.pdp > 0) return { winners: ['attacker'], reason: `The defender takes ${counted(result.pdp, 'pending damage point', 'pending damage points')}.` };
  return { winners: ['defender'], reason: 'The defender takes no pending damage.' };
}

/** What one side may see: the other side's secrets stay hidden until the conflict is resolved. */
export function conflictView(state: ConflictState, viewer: PlayerId): ConflictState {
  const prompt = state.prompt === null ? null : hideOthersSecrets(state.prompt, viewer);
  let hands = state.hands;
  if (hands !== null && state.result === null) {
    hands = { attacker: viewer === 'attacker' ? hands.attacker : [null, null], defender: viewer === 'defender' ? hands.defender : [null, null] };
  }
  return { ...state, seenBy: viewer, prompt, hands };
}

function viewEvent(event: ConflictEvent, viewer: PlayerId): ConflictEvent {
  switch (event.type) {
    case 'committed':
      return event.player === viewer ? event : { ...event, secret: HIDDEN };
    case 'hands-held-out':
      return { ...event, hands: { attacker: viewer === 'attacker' ? event.hands.attacker : [null, null], defender: viewer === 'defender' ? event.hands.defender : [null, null] } };
    default:
      return event;
  }
}

/**
 * One conflict as a Ruleset: `initialState(setup)` opens it from a preset and the numbers given;
 * `decide` takes `hide` and `pick` from either side in any order; it ends once resolved.
 */
export const conflictRuleset: Ruleset<ConflictState, ConflictCommand, ConflictEvent, ConflictSetup> = {
  id: 'steamwork-arena',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: conflictToAct,
  outcome,
  view: conflictView,
  viewEvent,
};

/**
 * The conflict bot: any split within its limit with equal chance (so hiding nothing, or everything
 * in one hand, is as likely as any other), then either hand with equal chance. It sees only its own
 * view, never the other side's hands. Pure: the same state, side and `random` give the same command.
 */
export function conflictBot(state: ConflictState, player: PlayerId, random: RandomState): ConflictCommand | null {
  const seen = state.seenBy === null ? conflictView(state, player) : state;
  const choices = legalCommands(seen).filter((command) => command.player === player);
  if (choices.length === 0) return null;
  return choices[drawInt(random, 0, choices.length - 1).value] ?? null;
}

/** How many commands the conflict has taken: each side's hands, then each side's pick (a conflict's moves are its commitments). */
export function conflictPly(state: ConflictState): number {
  if (state.result !== null) return 2 * CONFLICT_SIDES.length;
  const committed = state.prompt === null ? 0 : CONFLICT_SIDES.filter((side) => state.prompt?.commitments[side] !== null).length;
  return (state.prompt?.id === 'picks' ? CONFLICT_SIDES.length : 0) + committed;
}

/**
 * The conflict bot's move when the bot plays `botSide`: its command (`conflictBot` on its own view,
 * drawn from `botRandom(seed, ply)`, `ply` the commands the conflict has taken, `conflictPly`), or
 * null while the rules ask the other side or the conflict is over. A widget plays it as it comes.
 */
export function conflictBotMove(state: ConflictState, botSide: ConflictSide, seed: number): ConflictCommand | null {
  if (!conflictToAct(state).includes(botSide)) return null;
  return conflictBot(conflictView(state, botSide), botSide, botRandom(seed, conflictPly(state)));
}

/** A preset's conflict: opened from its limits and, where printed, played through to the reveal. */
export function presetConflict(preset: ConflictPreset): ConflictState {
  let state = openConflict(preset.limits);
  if (preset.printed === undefined) return state;
  for (const command of printedConflictCommands(preset.printed)) state = decide(state, command).reduce(evolve, state);
  return state;
}

/**
 * What the conflict bot playing `side` does in a conflict from `limits` with bot seed `seed`, as the
 * widget plays it (the engine's `botRandom(seed, ply)` for each move): it hides first (move 0), and
 * picks once both have hidden (move 2). Neither depends
 * on the other side's hands, which its view never shows.
 */
export function botConflictChoice(limits: ConflictLimits, side: ConflictSide, seed: number): { hands: Hands; pick: HandPick } {
  let state = openConflict(limits);
  const hide = conflictBot(state, side, botRandom(seed, 0));
  if (hide?.type !== 'hide') throw new Error(`The ${side} has no legal split in this conflict.`);
  state = decide(state, hide).reduce(evolve, state);
  const other: ConflictSide = side === 'attacker' ? 'defender' : 'attacker';
  state = decide(state, { type: 'hide', player: other, hands: [0, 0] }).reduce(evolve, state);
  const pick = conflictBot(state, side, botRandom(seed, 2));
  if (pick?.type !== 'pick') throw new Error(`The ${side} has no pick.`);
  return { hands: hide.hands, pick: pick.hand };
}
