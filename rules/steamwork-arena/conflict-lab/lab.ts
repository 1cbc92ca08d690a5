/**
 * The conflict lab, for `<steamwork-arena-conflict>`: one conflict (the conflict ruleset,
 * ruleset.ts) as a reader plays it.
 *
 * A rulebook conflict with its splits printed is played through as printed, and the reader steps
 * through it (`step`: the hands, the picks, the reveal, the energy left). Otherwise it is free
 * play: two players at one screen (`hot-seat`), or the reader against the conflict bot (`bot`,
 * the reader playing `side`). The bot's moves are the rules' own: `decide` plays them, from the
 * conflict's bot seed, whenever the conflict asks the bot's side, before and after the reader's
 * hands or pick. `play` chooses the opponent and side and opens the conflict again; `reset` opens
 * it again as it is. Each new conflict's bot plays from the `seed` given or, where the setup gives
 * `freshSeed` instead (a page with no seed), from a seed drawn afresh for that conflict.
 *
 * The lab never ends by itself: after the reveal, Reset or another opponent opens a new conflict.
 */
import { RuleViolation, drawInt, readOneOf, seedRandom, unknownCommand, type PlayerId, type RandomState, type Ruleset } from '../../engine/index.ts';
import { conflictPresetNamed } from '../presets.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { CONFLICT_SIDES, conflictBotMove, conflictRuleset, conflictToAct, openConflict, presetConflict, type ConflictCommand, type ConflictEvent, type ConflictSide, type ConflictState } from './ruleset.ts';
import { CONFLICT_OPPONENTS, readConflictLabSetup, type ConflictLabSetup, type ConflictOpponent } from './setup.ts';

/** The steps of a printed conflict, in order. */
export const PRINTED_STEPS = ['hands', 'picks', 'reveal', 'energy'] as const;
export type PrintedStep = (typeof PRINTED_STEPS)[number];

/** The rule each printed step shows. */
export const PRINTED_STEP_RULE: Readonly<Record<PrintedStep, RuleId>> = { hands: RULE.hide, picks: RULE.pick, reveal: RULE.pdp, energy: RULE.spend };

/** Who acts in a printed conflict, or once a conflict is resolved: the reader, stepping or starting again. */
export const CONFLICT_READER = 'reader';

/** Bot seeds are drawn below 2³¹, so that each fits a `seed` attribute as typed. */
const SEED_RANGE = 2 ** 31 - 1;

export interface ConflictLabState {
  /** The conflict as the rules hold it: both sides' secrets, shown as each step allows. */
  conflict: ConflictState;
  /** The conflict as it opens (a printed one played through), for `reset` and `play`. */
  start: ConflictState;
  /** The rulebook conflict named by the setup, by its canonical name; null without one. */
  preset: string | null;
  /** A printed conflict: the step the reader is at; null in free play. */
  step: PrintedStep | null;
  /** Free play: two players at one screen, or the reader against the bot. */
  opponent: ConflictOpponent;
  /** Against a bot: the side the reader plays. */
  side: ConflictSide;
  /** The seed the bot plays this conflict from; null in hot-seat and in a printed conflict. */
  botSeed: number | null;
  /** The seed every conflict's bot plays from; null when each conflict's is drawn from `random`. */
  pinnedSeed: number | null;
  /** Where an unpinned bot seed is drawn from. */
  random: RandomState;
}

export type ConflictLabCommand =
  | Extract<ConflictCommand, { type: 'hide' | 'pick' }>
  /** Free play: play against `opponent` (as `side`, against a bot) from now on; the conflict opens again. */
  | { type: 'play'; opponent: ConflictOpponent; side: ConflictSide }
  /** A printed conflict: show one of its steps. */
  | { type: 'step'; step: PrintedStep }
  /** The conflict opens again, with the same opponent and side. */
  | { type: 'reset' };

/** A new conflict's bot seed (null without a bot), and the generator after drawing it. */
interface Opened {
  botSeed: number | null;
  random: RandomState;
}

export type ConflictLabEvent =
  | Exclude<ConflictEvent, { type: 'conflict-reset' }>
  | ({ type: 'play-chosen'; rule: RuleId; opponent: ConflictOpponent; side: ConflictSide } & Opened)
  | ({ type: 'lab-reset'; rule: RuleId } & Opened)
  | { type: 'stepped'; rule: RuleId; step: PrintedStep };

function initialState(setup: ConflictLabSetup): ConflictLabState {
  const read = readConflictLabSetup(setup);
  const preset = read.preset === null ? undefined : conflictPresetNamed(read.preset);
  const printed = preset?.printed !== undefined;
  const start = preset?.printed === undefined ? openConflict(read.limits) : presetConflict(preset);
  const opened = openWith({ pinnedSeed: read.seed.pinned, random: seedRandom(read.seed.draw), step: printed ? 'hands' : null }, read.opponent);
  return {
    conflict: start,
    start,
    preset: read.preset,
    step: printed ? 'hands' : null,
    opponent: read.opponent,
    side: read.side,
    botSeed: opened.botSeed,
    pinnedSeed: read.seed.pinned,
    random: opened.random,
  };
}

/** A conflict opening against `opponent`: against a bot in free play, its seed, pinned or drawn. */
function openWith(state: Pick<ConflictLabState, 'pinnedSeed' | 'random' | 'step'>, opponent: ConflictOpponent): Opened {
  if (opponent !== 'bot' || state.step !== null) return { botSeed: null, random: state.random };
  if (state.pinnedSeed !== null) return { botSeed: state.pinnedSeed, random: state.random };
  const drawn = drawInt(state.random, 0, SEED_RANGE);
  return { botSeed: drawn.value, random: drawn.random };
}

/** The side the bot plays now; null without a bot. */
export function conflictBotSide(state: ConflictLabState): ConflictSide | null {
  return state.botSeed === null ? null : state.side === 'attacker' ? 'defender' : 'attacker';
}

/** The events of `command` in the conflict, and the conflict after them. */
function conflictStep(conflict: ConflictState, command: ConflictCommand): { events: ConflictEvent[]; conflict: ConflictState } {
  const events = conflictRuleset.decide(conflict, command);
  return { events, conflict: events.reduce((state, event) => conflictRuleset.evolve(state, event), conflict) };
}

/** The bot's moves, as long as the conflict asks its side: the rules' `conflictBotMove`, from the conflict's seed. */
function botMoves(state: ConflictLabState, conflict: ConflictState): { events: ConflictEvent[]; conflict: ConflictState } {
  const side = conflictBotSide(state);
  const events: ConflictEvent[] = [];
  let now = conflict;
  for (let move = side === null || state.botSeed === null ? null : conflictBotMove(now, side, state.botSeed); move !== null; move = side === null || state.botSeed === null ? null : conflictBotMove(now, side, state.botSeed)) {
    const step = conflictStep(now, move);
    events.push(...step.events);
    now = step.conflict;
  }
  return { events, conflict: now };
}

function decide(state: ConflictLabState, command: ConflictLabCommand): ConflictLabEvent[] {
  switch (command.type) {
    case 'hide':
    case 'pick':
      return decideMove(state, command);
    case 'play': {
      if (state.step !== null) throw new RuleViolation(RULE.hide, 'This conflict is played as the rulebook prints it: there is no opponent to choose, only its steps.', 'opponent');
      const opponent = readOneOf(command.opponent, { path: 'opponent', rule: RULE.hide }, CONFLICT_OPPONENTS);
      const side = readOneOf(command.side, { path: 'side', rule: RULE.hide }, CONFLICT_SIDES);
      return [{ type: 'play-chosen', rule: RULE.hide, opponent, side, ...openWith(state, opponent) }];
    }
    case 'step': {
      const step = readOneOf(command.step, { path: 'step', rule: RULE.hide }, PRINTED_STEPS);
      if (state.step === null) throw new RuleViolation(PRINTED_STEP_RULE[step], 'Only a rulebook conflict with its hands printed has steps to show; this one is played.', 'step');
      return [{ type: 'stepped', rule: PRINTED_STEP_RULE[step], step }];
    }
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.hide, ...openWith(state, state.opponent) }];
    default:
      return unknownCommand('The conflict lab', command);
  }
}

/** The reader's hands or pick: refused in a printed conflict and for the bot's side; the bot answers around it. */
function decideMove(state: ConflictLabState, command: Extract<ConflictCommand, { type: 'hide' | 'pick' }>): ConflictLabEvent[] {
  const rule = command.type === 'hide' ? RULE.hide : RULE.pick;
  if (state.step !== null) throw new RuleViolation(rule, 'This conflict is played as the rulebook prints it: step through it instead.', 'player');
  const botSide = conflictBotSide(state);
  if (botSide !== null && command.player === botSide) throw new RuleViolation('engine/prompt.wrong-player', `The bot plays the ${botSide}: you play the ${state.side}.`, 'player');
  // The bot answers first where the conflict asks it already, so its choice never depends on the reader's.
  const before = botMoves(state, state.conflict);
  const move = conflictStep(before.conflict, command);
  const after = botMoves(state, move.conflict);
  return [...before.events, ...move.events, ...after.events].filter((event): event is Exclude<ConflictEvent, { type: 'conflict-reset' }> => event.type !== 'conflict-reset');
}

function evolve(state: ConflictLabState, event: ConflictLabEvent): ConflictLabState {
  switch (event.type) {
    case 'play-chosen':
      return { ...state, conflict: state.start, opponent: event.opponent, side: event.side, botSeed: event.botSeed, random: event.random };
    case 'lab-reset':
      return { ...state, conflict: state.start, step: state.step === null ? null : 'hands', botSeed: event.botSeed, random: event.random };
    case 'stepped':
      return { ...state, step: event.step };
    default:
      return { ...state, conflict: conflictRuleset.evolve(state.conflict, event) };
  }
}

/** Who acts: in free play the sides the conflict asks (against a bot, the reader's only); else the reader. */
function toAct(state: ConflictLabState): PlayerId[] {
  const botSide = conflictBotSide(state);
  const asked = state.step === null ? conflictToAct(state.conflict).filter((side) => side !== botSide) : [];
  return asked.length > 0 ? asked : [CONFLICT_READER];
}

/** The reader's hands and picks (not the bot's), the other printed steps, the other ways to play, and reset. */
function legalCommands(state: ConflictLabState): ConflictLabCommand[] {
  if (state.step !== null) return [...PRINTED_STEPS.filter((step) => step !== state.step).map((step) => ({ type: 'step', step }) as const), { type: 'reset' }];
  const botSide = conflictBotSide(state);
  const moves = conflictRuleset
    .legalCommands(state.conflict)
    .filter((command): command is Extract<ConflictCommand, { type: 'hide' | 'pick' }> => command.type !== 'reset' && command.player !== botSide);
  const plays: ConflictLabCommand[] = [
    { type: 'play', opponent: 'hot-seat', side: state.side },
    ...CONFLICT_SIDES.map((side) => ({ type: 'play', opponent: 'bot', side }) as const),
  ];
  return [...moves, ...plays, { type: 'reset' }];
}

/** One conflict as a reader plays it, printed or free, at one screen or against the bot. It never ends by itself. */
export const conflictLab: Ruleset<ConflictLabState, ConflictLabCommand, ConflictLabEvent, ConflictLabSetup> = {
  id: 'steamwork-arena',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct,
  outcome: () => null,
};
