/**
 * The route lab as a ruleset: which flagship moves, its start and destination, the wind, how far
 * it goes and on which graph, each changed by a command the routing checks (a change it cannot
 * explain, such as a start on a treasure island on the city graph, is refused with its rule and
 * the setup field it is about); and the wind die, rolled or a face chosen, when a tie waits for
 * it. What the move does is `explainRoute` of the state's lab. It never ends by itself.
 */
import { RuleViolation, isRuleViolation, readOneOf, readText, unknownCommand, type RandomState, type Ruleset } from '../../engine/index.ts';
import { BEARINGS, type Bearing } from '../compass.ts';
import type { Flagship } from '../events.ts';
import type { RouteGraph } from '../flagships.ts';
import { LAB_READER } from '../lab-setup.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import type { FlagshipVoyage } from './presets.ts';
import { rollWindDie } from './route-steps.ts';
import { ROUTE_GRAPHS, ROUTE_SHIPS, explainRoute, readRouteLab, readRouteSteps, type RouteLab, type RouteLabSetup } from './setup.ts';

export interface RouteLabState {
  /** The lab as the setup gave it, for `reset`. */
  start: RouteLab;
  /** The lab now. */
  lab: RouteLab;
}

export type RouteLabCommand =
  | { type: 'ship'; ship: Flagship }
  /** The moving flagship's start, or its destination. */
  | { type: 'start'; island: string }
  | { type: 'destination'; island: string }
  | { type: 'wind'; wind: Bearing }
  /** Islands to advance, 1 to 3; null: until arrival. */
  | { type: 'steps'; steps: number | null }
  | { type: 'graph'; graph: RouteGraph }
  /** The wind die rolled for the tie waiting, from the lab's generator. */
  | { type: 'roll' }
  /** A face of the wind die chosen for the tie waiting, as a designer forces a what-if. */
  | { type: 'face'; face: Bearing }
  | { type: 'reset' };

export type RouteLabEvent =
  | { type: 'ship-chosen'; rule: RuleId; ship: Flagship }
  | { type: 'voyage-set'; rule: RuleId; ship: Flagship; voyage: FlagshipVoyage }
  | { type: 'wind-turned'; rule: RuleId; wind: Bearing }
  | { type: 'steps-set'; rule: RuleId; steps: number | null }
  | { type: 'graph-set'; rule: RuleId; graph: RouteGraph }
  /** A face taken for the tie: rolled (`random` the generator after it) or chosen (the generator as it was). */
  | { type: 'wind-die-rolled'; rule: RuleId; face: Bearing; random: RandomState }
  | { type: 'lab-reset'; rule: RuleId; lab: RouteLab };

function initialState(setup: RouteLabSetup & { seed?: unknown }): RouteLabState {
  const lab = readRouteLab(setup);
  return { start: lab, lab };
}

/** The lab after `event`: a change to the move takes back the faces rolled for it. */
function applied(lab: RouteLab, event: RouteLabEvent): RouteLab {
  switch (event.type) {
    case 'ship-chosen':
      return { ...lab, ship: event.ship, rolls: [] };
    case 'voyage-set':
      return { ...lab, voyages: { ...lab.voyages, [event.ship]: event.voyage }, rolls: [] };
    case 'wind-turned':
      return { ...lab, wind: event.wind, rolls: [] };
    case 'steps-set':
      return { ...lab, steps: event.steps, rolls: [] };
    case 'graph-set':
      return { ...lab, graph: event.graph, rolls: [] };
    case 'wind-die-rolled':
      return { ...lab, rolls: [...lab.rolls, event.face], random: event.random };
    case 'lab-reset':
      return event.lab;
  }
}

/** The event, once the routing explains the move it leaves (or its refusal, naming the setup field). */
function checked(lab: RouteLab, event: RouteLabEvent): RouteLabEvent[] {
  explainRoute(applied(lab, event));
  return [event];
}

function voyageEvent(lab: RouteLab, end: 'at' | 'destination', value: unknown): RouteLabEvent {
  const island = readText(value, { path: end === 'at' ? 'from' : 'to', rule: RULE.route }).trim();
  const voyage = lab.voyages[lab.ship] ?? { at: island, destination: island };
  return { type: 'voyage-set', rule: RULE.route, ship: lab.ship, voyage: { ...voyage, [end]: island } };
}

function decideDie(lab: RouteLab, face: Bearing | null): RouteLabEvent[] {
  if (explainRoute(lab).waiting === null) throw new RuleViolation(RULE.rollTie, 'No tie waits for the wind die.', null);
  const draw = face === null ? rollWindDie(lab.random) : { value: face, random: lab.random };
  return [{ type: 'wind-die-rolled', rule: RULE.rollTie, face: draw.value, random: draw.random }];
}

function decide(state: RouteLabState, command: RouteLabCommand): RouteLabEvent[] {
  const { lab } = state;
  switch (command.type) {
    case 'ship': {
      const ship = readOneOf(command.ship, { path: 'ship', rule: RULE.route }, ROUTE_SHIPS);
      if (lab.voyages[ship] === undefined) throw new RuleViolation(RULE.route, `The ${ship}’s voyage is not on this map.`, 'ship');
      return checked(lab, { type: 'ship-chosen', rule: RULE.route, ship });
    }
    case 'start':
      return checked(lab, voyageEvent(lab, 'at', command.island));
    case 'destination':
      return checked(lab, voyageEvent(lab, 'destination', command.island));
    case 'wind':
      return checked(lab, { type: 'wind-turned', rule: RULE.windTie, wind: readOneOf(command.wind, { path: 'wind', rule: RULE.windTie }, BEARINGS) });
    case 'steps':
      return checked(lab, { type: 'steps-set', rule: RULE.route, steps: readRouteSteps(command.steps, { path: 'steps', rule: RULE.route }) });
    case 'graph':
      return checked(lab, { type: 'graph-set', rule: RULE.route, graph: readOneOf(command.graph, { path: 'graph', rule: RULE.route }, ROUTE_GRAPHS) });
    case 'roll':
      return decideDie(lab, null);
    case 'face':
      return decideDie(lab, readOneOf(command.face, { path: 'face', rule: RULE.rollTie }, BEARINGS));
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.route, lab: state.start }];
    default:
      return unknownCommand('The route lab', command);
  }
}

function evolve(state: RouteLabState, event: RouteLabEvent): RouteLabState {
  return { ...state, lab: applied(state.lab, event) };
}

/** Whether the routing explains the move `command` leaves. */
function accepted(state: RouteLabState, command: RouteLabCommand): boolean {
  try {
    decide(state, command);
    return true;
  } catch (error) {
    if (isRuleViolation(error)) return false;
    throw error;
  }
}

function legalCommands(state: RouteLabState): RouteLabCommand[] {
  const { lab } = state;
  const candidates: RouteLabCommand[] = [
    ...ROUTE_SHIPS.filter((ship) => ship !== lab.ship).map((ship): RouteLabCommand => ({ type: 'ship', ship })),
    ...lab.map.islands.flatMap((island): RouteLabCommand[] => [
      { type: 'start', island: island.id },
      { type: 'destination', island: island.id },
    ]),
    ...BEARINGS.filter((wind) => wind !== lab.wind).map((wind): RouteLabCommand => ({ type: 'wind', wind })),
    ...[null, 1, 2, 3].filter((steps) => steps !== lab.steps).map((steps): RouteLabCommand => ({ type: 'steps', steps })),
    ...ROUTE_GRAPHS.filter((graph) => graph !== lab.graph).map((graph): RouteLabCommand => ({ type: 'graph', graph })),
    { type: 'roll' },
    ...BEARINGS.map((face): RouteLabCommand => ({ type: 'face', face })),
  ];
  return [...candidates.filter((command) => accepted(state, command)), { type: 'reset' }];
}

/** Steam Pirates' flagship routing as a sub-mechanic: one flagship's move, step by step. */
export const routeLab: Ruleset<RouteLabState, RouteLabCommand, RouteLabEvent, RouteLabSetup & { seed: number }> = {
  id: 'steam-pirates',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_READER],
  outcome: () => null,
};
