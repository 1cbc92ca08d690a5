/**
 * The route lab's setup: which flagship moves, from where to where, the wind, how far, the faces
 * already rolled, the graph, the seed and the map, as a designer writes them in JSON or a blogger
 * types them into attributes (`wind="E"`, `rolls="E, N"`, `steps="all"`). Every refusal names the
 * setup field, which is the attribute's name (`to`, not the routing's `destination`), so a widget
 * can point at the attribute.
 */
import { RuleViolation, isRuleViolation, optional, readOneOf, readRecord, readSeed, readText, refuse, seedRandom, type Field, type RandomState } from '../../engine/index.ts';
import { BEARINGS, type Bearing } from '../compass.ts';
import type { Flagship } from '../events.ts';
import { readFlagshipSteps, type RouteGraph } from '../flagships.ts';
import { RULE } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { validateRoutingMap, type SkyMap } from '../sky-map.ts';
import { FIRST_CARD_VOYAGES, FLAGSHIP_ROUTE_PRESETS, type FlagshipRoutePreset, type FlagshipVoyage } from './presets.ts';
import { routeSteps, type RouteExplanation } from './route-steps.ts';

export const ROUTE_SHIPS: readonly Flagship[] = ['dreadnought', 'fortress'];
export const ROUTE_GRAPHS: readonly RouteGraph[] = ['city', 'all'];

/** Everything a flagship's move depends on. */
export interface RouteLab {
  map: SkyMap;
  /** The flagship whose move is explained. */
  ship: Flagship;
  /** Where each flagship is and where it is bound; the moving one starts at its `at`. */
  voyages: Partial<Record<Flagship, FlagshipVoyage>>;
  wind: Bearing;
  /** Islands to advance; null: until arrival. */
  steps: number | null;
  /** Wind-die faces rolled so far for this move, in order. */
  rolls: Bearing[];
  graph: RouteGraph;
  /** The wind die's generator: a roll undone rolls the same face again. */
  random: RandomState;
}

/** What a designer or a widget may give; everything left out comes from the preset, or the default. */
export interface RouteLabSetup {
  seed?: unknown;
  preset?: unknown;
  ship?: unknown;
  from?: unknown;
  to?: unknown;
  wind?: unknown;
  /** 1 to 3, or `all` (until arrival). */
  steps?: unknown;
  /** Compass points, as a list or in words separated by commas (`"E, N"`). */
  rolls?: unknown;
  graph?: unknown;
  map?: unknown;
}

const SETUP_FIELDS = ['seed', 'preset', 'ship', 'from', 'to', 'wind', 'steps', 'rolls', 'graph', 'map'] as const;

/** The setup field a routing refusal is about: the routing says `destination`, a blogger writes `to`. */
export function setupFieldOf(field: string | null): string {
  if (field === 'from') return 'from';
  if (field === 'destination') return 'to';
  if (field?.startsWith('options.') === true) return field.slice('options.'.length).replace(/\[\d+\]$/, '');
  return 'map';
}

/** `routeSteps` of the lab; throws the routing's refusal with the setup's field. */
export function explainRoute(lab: RouteLab): RouteExplanation {
  const voyage = lab.voyages[lab.ship];
  if (voyage === undefined) throw new RuleViolation(RULE.route, `The ${lab.ship} has no voyage on this map.`, 'ship');
  try {
    return routeSteps(lab.map, voyage.at, voyage.destination, { wind: lab.wind, rolls: [...lab.rolls], graph: lab.graph, ...(lab.steps === null ? {} : { steps: lab.steps }) });
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    throw new RuleViolation(error.rule, error.message, setupFieldOf(error.field), error.params);
  }
}

/** `all` (or nothing) for "until arrival", else 1 to 3. */
export function readRouteSteps(value: unknown, field: Field): number | null {
  if (value === null || (typeof value === 'string' && value.trim().toLowerCase() === 'all')) return null;
  const count = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  try {
    return readFlagshipSteps(count, field);
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    throw new RuleViolation(error.rule, error.message.replace(/^steps must be /, 'steps must be all (until she arrives) or '), error.field, error.params);
  }
}

/** Compass points, as a list or in words separated by commas; refusals name the face by its place. */
export function readRolls(value: unknown, field: Field): Bearing[] {
  const faces: unknown[] = typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((part) => part.trim().toUpperCase())) : Array.isArray(value) ? value : refuse(field, 'compass points separated by commas, such as "E, N"', value);
  return faces.map((face, index) => readOneOf(face, { ...field, path: `${field.path}[${String(index)}]` }, BEARINGS));
}

function readMap(value: unknown): SkyMap {
  try {
    return validateRoutingMap(value);
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    throw new RuleViolation(error.rule, error.message, error.field === null ? 'map' : `map.${error.field}`, error.params);
  }
}

function readPreset(value: unknown): FlagshipRoutePreset | undefined {
  if (value === undefined) return undefined;
  const name = typeof value === 'string' ? value.trim() : value;
  return FLAGSHIP_ROUTE_PRESETS.find((preset) => preset.name === name) ?? refuse({ path: 'preset', rule: RULE.route }, `one of ${FLAGSHIP_ROUTE_PRESETS.map((preset) => preset.name).join(', ')}`, value);
}

/** An island id of the setup: text, trimmed; whether the map holds it is the routing's to say. */
function readIsland(value: unknown, field: Field): string {
  return readText(value, field).trim();
}

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file and fills in the rest
 * from the preset, or from the first event card's missions on the sample map. The move it gives
 * must be one the routing explains (a start on the graph, a destination it reaches).
 */
export function readRouteLab(input: unknown): RouteLab {
  const setup = readRecord(input ?? {}, { path: '', rule: RULE.route }, SETUP_FIELDS);
  const preset = readPreset(setup.preset);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const ship = optional(setup.ship, { path: 'ship', rule: RULE.route }, (value, field) => readOneOf(value, field, ROUTE_SHIPS), preset?.ship ?? 'dreadnought');
  const wind = optional(setup.wind, { path: 'wind', rule: RULE.windTie }, (value, field) => readOneOf(value, field, BEARINGS), preset?.wind ?? 'N');
  const graph = optional(setup.graph, { path: 'graph', rule: RULE.route }, (value, field) => readOneOf(value, field, ROUTE_GRAPHS), preset?.graph ?? 'city');
  const steps = optional(setup.steps, { path: 'steps', rule: RULE.route }, readRouteSteps, preset?.steps ?? null);
  const rolls = optional(setup.rolls, { path: 'rolls', rule: RULE.rollTie }, readRolls, [...(preset?.rolls ?? [])]);
  const map = setup.map === undefined ? (preset?.map ?? SAMPLE_MAP) : readMap(setup.map);
  const defaults = preset?.flagships ?? FIRST_CARD_VOYAGES;
  const onMap = (voyage: FlagshipVoyage): boolean => [voyage.at, voyage.destination].every((id) => map.islands.some((island) => island.id === id));
  const moving: FlagshipVoyage = {
    at: optional(setup.from, { path: 'from', rule: RULE.route }, readIsland, defaults[ship].at),
    destination: optional(setup.to, { path: 'to', rule: RULE.route }, readIsland, defaults[ship].destination),
  };
  const other = ship === 'dreadnought' ? 'fortress' : 'dreadnought';
  // The other flagship is drawn where its voyage fits the map (a map of one's own may not hold the sample's islands).
  const voyages: Partial<Record<Flagship, FlagshipVoyage>> = { [ship]: moving, ...(onMap(defaults[other]) ? { [other]: defaults[other] } : {}) };
  const lab: RouteLab = { map, ship, voyages, wind, steps, rolls, graph, random: seedRandom(seed) };
  explainRoute(lab);
  return lab;
}
