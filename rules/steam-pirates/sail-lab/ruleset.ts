/**
 * The sail lab as a ruleset: the reader draws a frigate's path island by island and turns the
 * wind arrow; the rules refuse an island that cannot come next (a flagship's, one not linked to
 * the path's end or already on it, a fifth move), each refusal naming the path. What the path
 * would do is `sailPreview` of the state's lab: the rules' own `sailProblem` and `sailCost`.
 * It never ends by itself.
 */
import { RuleViolation, readOneOf, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { BEARINGS, type Bearing } from '../compass.ts';
import { shipName } from '../decide.ts';
import { LAB_READER, splitSeed } from '../lab-setup.ts';
import { MOST_SAIL_MOVES } from '../queries.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { readIsland, readSailLab, sailPreview, type SailLab, type SailLabSetup } from './lab.ts';

export interface SailLabState {
  /** The lab as the setup gave it, for `reset`. */
  start: SailLab;
  /** The lab now. */
  lab: SailLab;
}

export type SailLabCommand =
  /** The island the path enters next, as pressing it on the map does. */
  | { type: 'add-island'; island: string }
  /** The last island taken off the path. */
  | { type: 'take-back' }
  | { type: 'clear-path' }
  | { type: 'wind'; wind: Bearing }
  | { type: 'reset' };

export type SailLabEvent =
  | { type: 'island-added'; rule: RuleId; island: string }
  | { type: 'island-taken-back'; rule: RuleId; island: string }
  | { type: 'path-cleared'; rule: RuleId }
  | { type: 'wind-turned'; rule: RuleId; wind: Bearing }
  | { type: 'lab-reset'; rule: RuleId; lab: SailLab };

function initialState(setup: SailLabSetup & { seed?: unknown }): SailLabState {
  // The seed is read (a sail draws nothing, but every setup may carry one); the rest is the lab's.
  const { fields } = splitSeed(setup, RULE.sailMoves);
  const lab = readSailLab(fields);
  return { start: lab, lab };
}

const labelOf = (id: string): string => SAMPLE_MAP.islands.find((island) => island.id === id)?.name ?? id;

/** The island the path may enter next, or the refusal that says why not. */
function decideAdd(lab: SailLab, value: unknown): SailLabEvent[] {
  const island = readIsland(value, { path: 'path', rule: RULE.sailMoves });
  const preview = sailPreview(lab);
  const ship = preview.blocked.find((entry) => entry.island === island)?.ship;
  if (ship !== undefined && preview.blockedNext.includes(island)) {
    throw new RuleViolation(RULE.sailFlagships, `The ${shipName(ship)} is harboured at ${labelOf(island)}: a frigate never sails into or through a flagship’s island.`, 'path', { island, ship });
  }
  if (!preview.next.includes(island)) {
    const end = lab.path.at(-1) ?? lab.from;
    const why = lab.path.length >= MOST_SAIL_MOVES ? `a sail moves ${String(MOST_SAIL_MOVES)} islands at most.` : `${labelOf(island)} is not linked to ${labelOf(end)}, or the path has been there.`;
    throw new RuleViolation(RULE.sailMoves, `${labelOf(island)} cannot come next: ${why}`, 'path', { island });
  }
  return [{ type: 'island-added', rule: RULE.sailMoves, island }];
}

function decide(state: SailLabState, command: SailLabCommand): SailLabEvent[] {
  const { lab } = state;
  switch (command.type) {
    case 'add-island':
      return decideAdd(lab, command.island);
    case 'take-back': {
      const last = lab.path.at(-1);
      if (last === undefined) throw new RuleViolation(RULE.sailMoves, 'The path is empty: nothing to take back.', 'path');
      return [{ type: 'island-taken-back', rule: RULE.sailMoves, island: last }];
    }
    case 'clear-path':
      if (lab.path.length === 0) throw new RuleViolation(RULE.sailMoves, 'The path is empty already.', 'path');
      return [{ type: 'path-cleared', rule: RULE.sailMoves }];
    case 'wind':
      return [{ type: 'wind-turned', rule: RULE.sailCost, wind: readOneOf(command.wind, { path: 'wind', rule: RULE.sailCost }, BEARINGS) }];
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.sailMoves, lab: state.start }];
    default:
      return unknownCommand('The sail lab', command);
  }
}

function evolve(state: SailLabState, event: SailLabEvent): SailLabState {
  const { lab } = state;
  switch (event.type) {
    case 'island-added':
      return { ...state, lab: { ...lab, path: [...lab.path, event.island] } };
    case 'island-taken-back':
      return { ...state, lab: { ...lab, path: lab.path.slice(0, -1) } };
    case 'path-cleared':
      return { ...state, lab: { ...lab, path: [] } };
    case 'wind-turned':
      return { ...state, lab: { ...lab, wind: event.wind } };
    case 'lab-reset':
      return { ...state, lab: event.lab };
  }
}

function legalCommands(state: SailLabState): SailLabCommand[] {
  const { lab } = state;
  const commands: SailLabCommand[] = sailPreview(lab).next.map((island) => ({ type: 'add-island', island }));
  if (lab.path.length > 0) commands.push({ type: 'take-back' }, { type: 'clear-path' });
  for (const wind of BEARINGS) if (wind !== lab.wind) commands.push({ type: 'wind', wind });
  commands.push({ type: 'reset' });
  return commands;
}

/** Steam Pirates' sail as a sub-mechanic: a frigate's path drawn island by island, and the wind. */
export const sailLab: Ruleset<SailLabState, SailLabCommand, SailLabEvent, SailLabSetup & { seed: number }> = {
  id: 'steam-pirates',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_READER],
  outcome: () => null,
};
