/**
 * Setting up a game (steamwork-arena/setup.placement): the bank beside the arena, every miniature two
 * E-lengths (10 inches) from its neighbours, health clips at the top, mode clips on C. With secret
 * customisation the game opens on the `customise` prompt (steamwork-arena/setup.secret); otherwise the
 * first round's ENERGIZE is already done and the game opens on the bid.
 *
 * A setup may also place the steamworks mid-game (reserves, modes, health, shut-down modes,
 * positions), which is how the rulebook's worked examples are staged.
 */
import {
  RuleViolation,
  at,
  commitRevealPrompt,
  describeValue,
  optional,
  readBoolean,
  readList,
  readOneOf,
  readRecord,
  readText,
  readWholeNumber,
  refuse,
  seedRandom,
  type Field,
  type PlayerId,
  type Setup,
} from '../engine/index.ts';
import { ARENA_INCHES, BANK_TOKENS, HEALTH_STEPS, type Point, type Secret, type Steamwork, type SteamworkId, type SteamworkState } from './model.ts';
import { ALPHA_CORE, ZONES, isZone, validateTemplate, type Template, type Zone } from './templates.ts';
import { LENGTHS_INCHES } from './values.ts';
import { validateSpecials } from './workshop.ts';
import { bidPrompt, energizeGains } from './decide.ts';
import { evolve } from './evolve.ts';
import { RULE } from './rule-ids.ts';

/** One steamwork as a setup may give it; everything but `id` and `controller` has a default. */
export interface SteamworkSetupEntry {
  id: SteamworkId;
  controller: PlayerId;
  /** Notation or `Template` JSON; default the standard alpha core. */
  template?: unknown;
  /** Workshop specials (steamwork-arena/workshop.specials), untested variants. */
  specials?: unknown;
  reserve?: number;
  mode?: Zone;
  health?: number;
  shutDown?: readonly Zone[];
  position?: Point;
}

export interface SteamworkSetup extends Setup {
  /** The players, 2 to 4, in seating order; default `['red', 'blue']`. */
  players?: readonly PlayerId[];
  /**
   * Steamworks each player controls, 1 to 3 (team play, steamwork-arena/teams.sides, is 2 or 3);
   * they are named `<player>-1`, `<player>-2`… when more than one. Default 1, named after the player.
   */
  perPlayer?: number;
  /** Templates by steamwork id (notation or `Template` JSON); default the standard alpha core. */
  templates?: Readonly<Record<SteamworkId, unknown>>;
  /** Workshop specials for every steamwork (steamwork-arena/workshop.specials). */
  specials?: unknown;
  /** Every steamwork spelled out, for staged examples; replaces `perPlayer`, `templates` and `specials`. */
  steamworks?: readonly SteamworkSetupEntry[];
  /** Players pencil in their added icons secretly before the first round (steamwork-arena/setup.secret). */
  secretCustomisation?: boolean;
}

export const DEFAULT_PLAYERS: readonly PlayerId[] = ['red', 'blue'];
export const MAX_PLAYERS = 4;
export const MAX_PER_PLAYER = 3;
/** The most steamworks that fit 10 inches apart on a 24-inch arena (a hexagon of 10-inch sides). */
export const MAX_STEAMWORKS = 6;

/** What a setup may name, and what one staged steamwork may: any other key is refused by name, so a typo is not silently ignored. */
const SETUP_KEYS = ['seed', 'players', 'perPlayer', 'templates', 'specials', 'steamworks', 'secretCustomisation'] as const;
const STEAMWORK_KEYS = ['id', 'controller', 'template', 'specials', 'reserve', 'mode', 'health', 'shutDown', 'position'] as const;

/** A steamwork as setup reads it: the staged entries are checked field by field as the steamwork is built. */
type EntryToRead = Pick<SteamworkSetupEntry, 'id' | 'controller'> & Partial<Record<(typeof STEAMWORK_KEYS)[number], unknown>>;

export function initialState(setup: SteamworkSetup): SteamworkState {
  readRecord(setup, { path: '', rule: RULE.placement }, SETUP_KEYS);
  const random = seedRandom(setup.seed);
  const seats = validatePlayers(setup.players ?? DEFAULT_PLAYERS);
  const staged = setup.steamworks !== undefined;
  const entries = staged ? validateEntries(seats, setup.steamworks) : defaultEntries(seats, setup);
  const positions = startingPositions(entries.length);
  const steamworks: Record<SteamworkId, Steamwork> = {};
  entries.forEach((entry, index) => {
    steamworks[entry.id] = steamworkFrom(entry, positions[index] ?? { x: 0, y: 0 }, staged ? stagedFields(index) : setupFields(entry));
  });
  const reserves = Object.values(steamworks).reduce((sum, entry) => sum + (entry.reserve ?? 0), 0);
  if (reserves > BANK_TOKENS) {
    throw new RuleViolation(RULE.placement, `The reserves given add up to ${reserves}, more than the bank's ${BANK_TOKENS} tokens.`, 'steamworks');
  }
  const start: SteamworkState = {
    seats,
    steamworks,
    bank: BANK_TOKENS - reserves,
    round: 1,
    phase: 'bid',
    initiative: [],
    order: [],
    turn: 0,
    act: null,
    conflict: null,
    prompt: null,
    random,
    outcome: null,
  };
  if (optional(setup.secretCustomisation, { path: 'secretCustomisation', rule: RULE.secret }, readBoolean, false)) {
    const prompt = commitRevealPrompt<Secret>('customise', seats, RULE.secret, 'Pencil in up to 6 added icons, in secret; they are revealed when the game starts.');
    return evolve(start, { type: 'prompted', rule: RULE.secret, phase: 'customise', turn: 0, prompt });
  }
  return openFirstRound(start);
}

/** ENERGIZE for round 1, then the bid. */
export function openFirstRound(state: SteamworkState): SteamworkState {
  const energized = evolve(state, { type: 'energized', rule: RULE.energize, gains: energizeGains(state) });
  return evolve(energized, bidPrompt(energized));
}

function validatePlayers(players: unknown): PlayerId[] {
  const seats = Array.isArray(players) ? (players as unknown[]) : [];
  const named = seats.every((seat): seat is string => typeof seat === 'string' && seat !== '');
  if (!named || seats.length < 2 || seats.length > MAX_PLAYERS || new Set(seats).size !== seats.length) {
    throw new RuleViolation(RULE.placement, `A game has 2 to ${MAX_PLAYERS} players with distinct names; got ${describeValue(players)}.`, 'players');
  }
  return seats;
}

function defaultEntries(seats: readonly PlayerId[], setup: SteamworkSetup): SteamworkSetupEntry[] {
  const perPlayer = setup.perPlayer ?? 1;
  // The limit named is the one for this many players (4 players: 1 each), so the most it names is accepted.
  const most = Math.min(MAX_PER_PLAYER, Math.floor(MAX_STEAMWORKS / seats.length));
  if (!Number.isInteger(perPlayer) || perPlayer < 1 || perPlayer > most) {
    const allowed = most === 1 ? '1 steamwork' : `1 to ${String(most)} steamworks`;
    throw new RuleViolation(
      RULE.teams,
      `perPlayer: each player steers ${allowed} with ${String(seats.length)} players (no more than ${String(MAX_PER_PLAYER)} each, and at most ${String(MAX_STEAMWORKS)} fit the arena); got ${describeValue(setup.perPlayer)}.`,
      'perPlayer',
    );
  }
  const entries = seats.flatMap((controller) =>
    Array.from({ length: perPlayer }, (_, index): SteamworkSetupEntry => ({ id: perPlayer === 1 ? controller : `${controller}-${index + 1}`, controller })),
  );
  const templates = setup.templates ?? {};
  for (const id of Object.keys(templates)) {
    if (!entries.some((entry) => entry.id === id)) {
      throw new RuleViolation(RULE.placement, `templates.${id}: there is no steamwork ${id}; they are ${entries.map((entry) => entry.id).join(', ')}.`, `templates.${id}`);
    }
  }
  return entries.map((entry) => ({ ...entry, template: templates[entry.id], specials: setup.specials }));
}

/** A staged setup's steamworks (a designer's JSON): each a known key only, a fresh id and one of the players. */
function validateEntries(seats: readonly PlayerId[], input: unknown): EntryToRead[] {
  const ids = new Set<string>();
  const entries = readList(input, { path: 'steamworks', rule: RULE.placement }, (value, field): EntryToRead => {
    const entry = readRecord(value, field, STEAMWORK_KEYS);
    const id = readText(entry.id, at(field, 'id'));
    if (ids.has(id)) refuse(at(field, 'id'), 'a name no other steamwork has', id);
    ids.add(id);
    return { ...entry, id, controller: readOneOf(entry.controller, at(field, 'controller'), seats) };
  });
  if (entries.length > MAX_STEAMWORKS) {
    throw new RuleViolation(RULE.teams, `steamworks: at most ${MAX_STEAMWORKS} steamworks fit the arena; got ${entries.length}.`, 'steamworks');
  }
  for (const seat of seats) {
    const count = entries.filter((entry) => entry.controller === seat).length;
    if (count < 1 || count > MAX_PER_PLAYER) {
      throw new RuleViolation(RULE.teams, `steamworks: ${seat} steers ${count} steamworks; each player steers 1 to ${MAX_PER_PLAYER}.`, 'steamworks');
    }
  }
  return entries;
}

/**
 * Starting points: the corners of a regular polygon with 10-inch sides (two E-lengths) around the
 * arena's middle, the first on the left. Two steamworks face each other across the middle; in team play
 * each side's steamworks sit together.
 */
export function startingPositions(count: number): Point[] {
  const side = 2 * LENGTHS_INCHES.E;
  const middle = ARENA_INCHES / 2;
  const radius = side / (2 * Math.sin(Math.PI / count));
  return Array.from({ length: count }, (_, index) => {
    const angle = Math.PI + (2 * Math.PI * index) / count;
    return { x: round(middle + radius * Math.cos(angle)), y: round(middle + radius * Math.sin(angle)) };
  });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Where one steamwork's data sits in the setup as the designer wrote it, so a refusal names that path:
 * a staged entry's own fields (`steamworks[1].template.zones.C`), or else the setup's `templates.<id>`
 * and its `specials` list, which every steamwork shares (`templates.red.zones.C`, `specials[0]`).
 */
interface EntryFields {
  /** The staged entry, for its placement fields (reserve, mode, health, shut-down modes, position); an unstaged steamwork has none to read. */
  entry: string;
  template: string;
  specials: string;
  /** The field blamed when the template's added icons and the specials' icon costs come to more than six. */
  fit: string;
}

function stagedFields(index: number): EntryFields {
  const entry = `steamworks[${index}]`;
  return { entry, template: `${entry}.template`, specials: `${entry}.specials`, fit: `${entry}.specials` };
}

/** An unstaged steamwork: its template is `templates.<id>`; specials that no longer fit beside a template given there blame it, as secret customisation does. */
function setupFields(entry: EntryToRead): EntryFields {
  const template = `templates.${entry.id}`;
  return { entry: template, template, specials: 'specials', fit: entry.template === undefined ? 'specials' : template };
}

function steamworkFrom(entry: EntryToRead, position: Point, paths: EntryFields): Steamwork {
  const field: Field = { path: paths.entry, rule: RULE.placement };
  const template: Template = entry.template === undefined ? ALPHA_CORE : validateTemplate(entry.template, { field: paths.template });
  // The list itself first (known ids, none twice, within six icons on a template that adds none), then beside this template.
  if (paths.fit !== paths.specials) validateSpecials(entry.specials, ALPHA_CORE, paths.specials);
  const specials = validateSpecials(entry.specials, template, paths.fit);
  return {
    controller: entry.controller,
    template,
    specials,
    reserve: optional(entry.reserve, at(field, 'reserve'), (value, reserveField) => readWholeNumber(value, reserveField, { min: 0, max: BANK_TOKENS, note: `a reserve comes from the bank, which holds ${String(BANK_TOKENS)} tokens` }), 0),
    mode: optional(entry.mode, at(field, 'mode'), readZone, 'C'),
    health: optional(entry.health, at(field, 'health'), readHealth, HEALTH_STEPS),
    shutDown: optional(entry.shutDown, at(field, 'shutDown'), readShutDown, []),
    position: optional(entry.position, at(field, 'position'), readPosition, position),
    out: false,
  };
}

function readZone(value: unknown, field: Field): Zone {
  if (!isZone(value)) refuse(field, 'a zone A–E', value);
  return value;
}

function readHealth(value: unknown, field: Field): number {
  return readWholeNumber(value, field, { min: 1, max: HEALTH_STEPS, note: `steps above System Failure: the health meter has ${String(HEALTH_STEPS)}` });
}

function readShutDown(value: unknown, field: Field): Zone[] {
  const zones = readList(value, field, readZone);
  if (new Set(zones).size !== zones.length || zones.length >= ZONES.length) refuse(field, 'distinct zones A–E, leaving at least one running', value);
  return zones;
}

function readPosition(value: unknown, field: Field): Point {
  const point = readRecord(value, field, ['x', 'y']);
  const { x, y } = point;
  const inside = (coordinate: unknown): coordinate is number => typeof coordinate === 'number' && coordinate >= 0 && coordinate <= ARENA_INCHES;
  if (!inside(x) || !inside(y)) refuse(field, `a point inside the ${ARENA_INCHES}-inch arena`, value);
  return { x, y };
}
