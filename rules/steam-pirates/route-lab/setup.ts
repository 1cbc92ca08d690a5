/**
 * The route lab's setup: which flagship moves, from where to where, the wind, how far, the faces
 * already rolled, the graph, the seed and the map, as a designer writes them in JSON or a blogger
 * types them into attributes (`wind="E"`, `rolls="E, N"`, `steps="all"`). Every refusal names the
 * setup field, which is the attribute's name (`to`, not the routing's `destination`), so a widget
 * can point at the attribute.
 */
import { RuleViolation, describeValue, isRuleViolation, readOneOf, readRecord, readSeed, readText, refuse, seedRandom, type Field, type RandomState } from '../../engine/index.ts';
import { BEARINGS, type Bearing } from '../compass.ts';
import type { Flagship } from '../events.ts';
import type { RouteGraph } from '../flagships.ts';
import { jsonText, wholeText } from '../../engine/index.ts';
import { RULE } from '../rule-ids.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { validateRoutingMap, type SkyMap } from '../sky-map.ts';
import { FIRST_CARD_VOYAGES, FLAGSHIP_ROUTE_PRESETS, FLAGSHIP_ROUTE_PRESET_NAMES, type FlagshipRoutePreset, type FlagshipVoyage } from './presets.ts';
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
  rolls: readonly Bearing[];
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
  // `options.rolls[2]` is the rolls'; a field of no option (an island of the map) is the map's.
  const name = field === 'destination' ? 'to' : (field?.replace(/^options\.|\[.*$/g, '') ?? 'map');
  return (SETUP_FIELDS as readonly string[]).includes(name) ? name : 'map';
}

/**
 * `routeSteps` of the lab; throws the routing's refusal with the setup's field, the message
 * naming it as the setup does (`to is Gull Key, …`, not `destination is …`).
 */
export function explainRoute(lab: RouteLab): RouteExplanation {
  const voyage = lab.voyages[lab.ship];
  if (voyage === undefined) throw new RuleViolation(RULE.route, `No voyage for the ${lab.ship}.`, 'ship');
  try {
    return routeSteps(lab.map, voyage.at, voyage.destination, { wind: lab.wind, rolls: lab.rolls, graph: lab.graph, ...(lab.steps === null ? {} : { steps: lab.steps }) });
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    const field = setupFieldOf(error.field);
    const message = error.field !== null && error.message.startsWith(`${error.field} `) ? field + error.message.slice(error.field.length) : error.message;
    throw new RuleViolation(error.rule, message, field, error.params);
  }
}

/** `all` (or nothing) for "until arrival", else 1 to 3, as `readFlagshipSteps` reads a move's length. */
export function readRouteSteps(value: unknown, field: Field): number | null {
  if (value === null || (typeof value === 'string' && value.trim().toLowerCase() === 'all')) return null;
  const count = wholeText(value);
  if (typeof count === 'number' && Number.isSafeInteger(count) && count >= 1 && count <= 3) return count;
  return refuse(field, 'all (until she arrives) or a whole number from 1 to 3 (no rule moves a flagship further)', count);
}

const ROLLS_EXPECTED = `compass points (${BEARINGS.join(', ')}) separated by commas, such as "E, N"`;

/** Compass points, as a list or in words separated by commas (any case); a refusal names the face by its place. */
export function readRolls(value: unknown, field: Field): Bearing[] {
  const faces: readonly unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : refuse(field, ROLLS_EXPECTED, value);
  return faces.map((given, index) => {
    const text = typeof given === 'string' ? given.trim() : given;
    const face = BEARINGS.find((point) => typeof text === 'string' && point === text.toUpperCase());
    if (face !== undefined) return face;
    throw new RuleViolation(field.rule, `${field.path} must be ${ROLLS_EXPECTED}; face ${String(index + 1)} is ${describeValue(text)}.`, `${field.path}[${String(index)}]`, { expected: ROLLS_EXPECTED });
  });
}

/** A map, as data or as JSON text (an attribute), read as a routing sketch (`validateRoutingMap`). */
function readMap(value: unknown, field: Field): SkyMap {
  const data = jsonText(value, field, '{"islands": [...], "links": [["a", "b"]]}');
  try {
    return validateRoutingMap(data);
  } catch (error) {
    throw isRuleViolation(error) ? new RuleViolation(error.rule, error.message, error.field === null ? 'map' : `map.${error.field}`, error.params) : error;
  }
}

function readPreset(value: unknown, field: Field): FlagshipRoutePreset | undefined {
  const name = readOneOf(value, field, FLAGSHIP_ROUTE_PRESET_NAMES);
  return FLAGSHIP_ROUTE_PRESETS.find((preset) => preset.name === name);
}

/**
 * The lab a setup gives, or every refusal of it at once, one a field, in the setup's order (the
 * preset, the ship, the wind, the graph, the seed, the steps, the rolls, the map), then the move's
 * own (a start or destination the routing cannot take): for a widget that lists each bad
 * attribute. What is left out comes from the preset, or the first event card's missions on the
 * sample map.
 */
export function checkRouteLab(input: unknown): { ok: true; lab: RouteLab } | { ok: false; refusals: RuleViolation[] } {
  const refusals: RuleViolation[] = [];
  // Each field is read alone, what it would be standing in when it is refused, so every bad one is said.
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      refusals.push(error);
      return fallback;
    }
  };
  const setup = attempt(() => readRecord(input ?? {}, { path: '', rule: RULE.route }, SETUP_FIELDS), {});
  const field = <T>(key: (typeof SETUP_FIELDS)[number], rule: string, read: (value: unknown, field: Field) => T, fallback: T): T =>
    setup[key] === undefined ? fallback : attempt(() => read(setup[key], { path: key, rule }), fallback);
  const preset = field('preset', RULE.route, readPreset, undefined);
  const ship = field('ship', RULE.route, (value, at) => readOneOf(value, at, ROUTE_SHIPS), preset?.ship ?? 'dreadnought');
  const wind = field('wind', RULE.windTie, (value, at) => readOneOf(value, at, BEARINGS), preset?.wind ?? 'N');
  const graph = field('graph', RULE.route, (value, at) => readOneOf(value, at, ROUTE_GRAPHS), preset?.graph ?? 'city');
  const seed = field('seed', RULE.route, (value) => readSeed(wholeText(value)), 1);
  const steps = field('steps', RULE.route, readRouteSteps, preset?.steps ?? null);
  const rolls = field('rolls', RULE.rollTie, readRolls, [...(preset?.rolls ?? [])]);
  const map = field('map', RULE.mapData, readMap, preset?.map ?? SAMPLE_MAP);
  const defaults = preset?.flagships ?? FIRST_CARD_VOYAGES;
  const moving: FlagshipVoyage = { at: field('from', RULE.route, readText, defaults[ship].at), destination: field('to', RULE.route, readText, defaults[ship].destination) };
  if (refusals.length > 0) return { ok: false, refusals };
  const onMap = (voyage: FlagshipVoyage): boolean => [voyage.at, voyage.destination].every((id) => map.islands.some((island) => island.id === id));
  const other = ship === 'dreadnought' ? 'fortress' : 'dreadnought';
  // The other flagship is drawn where its voyage fits the map (a map of one's own may not hold the sample's islands).
  const voyages: Partial<Record<Flagship, FlagshipVoyage>> = { [ship]: moving, ...(onMap(defaults[other]) ? { [other]: defaults[other] } : {}) };
  const lab: RouteLab = { map, ship, voyages, wind, steps, rolls, graph, random: seedRandom(seed) };
  attempt(() => explainRoute(lab), null);
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, lab };
}

/** The lab a setup gives (as `checkRouteLab`), or its first refusal, naming the field. */
export function readRouteLab(input: unknown): RouteLab {
  const checked = checkRouteLab(input);
  if (!checked.ok) throw checked.refusals[0] ?? new RuleViolation(RULE.route, 'The setup was refused.');
  return checked.lab;
}
