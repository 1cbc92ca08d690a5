/**
 * Validating a designer's tile set for one submarine (`RULE.setupTiles`), and the
 * small questions other rules ask about a tile.
 *
 * The data usually comes from a hand-written JSON file, so every refusal names the submarine, the
 * tile (index and id) and the field path, and quotes the refused value: the designer can go
 * straight to the typo. The input is never changed; the result is a fresh copy with defaults filled.
 *
 * Interpretations (the rulebook is silent; recorded in the rule map too):
 * - Factions may be mixed in one submarine: the rulebook invites a vessel "that matches your style"
 *   and gives the factions as first-game advice. The control room's faction names the submarine.
 * - Standby effects are the modifiers (armor, attack and speed bonuses) and only they are standby:
 *   standby is "not a trigger", and a bonus has no moment to be triggered in. So a standby effect
 *   carries no alerts (single-use and two-keys limit triggers) and no arcs (it targets nothing).
 * - Every triggered effect (attack, drain oxygen, shoot crew, tow) has at least one arc, or it
 *   could never find a valid target. A tow's arc target location is only where the chain or hook
 *   strikes: towing moves the whole submarine.
 * - Side arcs (port-side, starboard-side) are close range only: side by side means the same sector.
 * - An attack effect needs attack symbols ("an attack is an effect that comes from a compartment
 *   with an attack symbol"), and a control room needs at least one: it is a combat compartment.
 * - Unknown fields are refused: a misspelt optional field ("overide") would otherwise vanish
 *   silently into its default.
 * - Ids are lowercase words joined by dashes: they appear in keys such as `owner/tile#0` and URLs.
 */
import { RuleViolation, describeValue, isOneOf } from '../engine/index.ts';
import type { Alert, Arc, Button, EffectAction, EffectDefinition, Faction, Location, Range, RelativePosition, TileDefinition, TileType } from './model.ts';
import { ALERTS, BUTTONS, FACTIONS, LOCATIONS, POSITIONS, RANGES, TILE_TYPES } from './model.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export const TILES_PER_SUBMARINE = 10;
export const MAX_STRUCTURE = 6;
export const MAX_ATTACK = 6;
/** Bonuses and drains beyond this are surely typos: a whole submarine holds about 15 oxygen. */
export const MAX_AMOUNT = 6;
/** Five sectors: a tow or a speed bonus beyond four could move nothing further. */
export const MAX_SECTORS_MOVED = 4;
/** A crew is one captain and four sailors. */
export const MAX_CREW_SHOT = 5;

export type ActionKind = EffectAction['kind'];
export const ACTION_KINDS = ['attack', 'drain-oxygen', 'shoot-crew', 'tow', 'armor-bonus', 'attack-bonus', 'speed-bonus'] as const satisfies readonly ActionKind[];
/** Fails to compile when the model gains an action kind this list (and so the validator) lacks. */
const _everyKindListed: [Exclude<ActionKind, (typeof ACTION_KINDS)[number]>] extends [never] ? true : never = true;
/** The modifiers: the only standby effects. */
export const MODIFIER_KINDS = ['armor-bonus', 'attack-bonus', 'speed-bonus'] as const satisfies readonly ActionKind[];

const SHOOT_CREW_WHO = ['sailors', 'crew'] as const;
const SIDE_POSITIONS: readonly RelativePosition[] = ['port-side', 'starboard-side'];
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const TILE_FIELDS = ['id', 'name', 'faction', 'type', 'structure', 'oxygen', 'attack', 'effects', 'sample'] as const;
const EFFECT_FIELDS = ['button', 'alerts', 'action', 'arcs', 'overrides', 'text'] as const;
const ARC_FIELDS = ['position', 'range', 'target'] as const;

// ---------------------------------------------------------------------------------------------
// Questions other rules ask about a tile.

/** Any attack symbol makes a combat compartment, whatever its type. */
export function isCombatCompartment(tile: TileDefinition): boolean {
  return tile.attack >= 1;
}

/** Engines add speed when manned; so does the control room. */
export function isEngine(tile: TileDefinition): boolean {
  return tile.type === 'engine' || tile.type === 'control-room';
}

/** Manned armored tiles add to the armor value of their location. */
export function isArmored(tile: TileDefinition): boolean {
  return tile.type === 'armored';
}

/** A validated set always has exactly one; anything else is refused like a bad set. */
export function findControlRoom(tiles: readonly TileDefinition[]): TileDefinition {
  const controlRoom = tiles.find((tile) => tile.type === 'control-room');
  if (controlRoom === undefined) throw new RuleViolation(RULE.setupTiles, 'The tile set has no control room.', 'tiles');
  return controlRoom;
}

// ---------------------------------------------------------------------------------------------
// Validation.

/** Where a refusal points: whose set, which tile, and (once read) that tile's id for the reader. */
interface Spot {
  where: string;
  index: number;
  id: string | null;
}

type Fields = Record<string, unknown>;

/**
 * Checks the 10 tiles of one submarine and returns a fresh copy with defaults filled. `where`
 * names the submarine in messages ("south", "the Talion designer file").
 */
export function validateTileSet(input: unknown, where: string): TileDefinition[] {
  const prefix = where === '' ? '' : `${where} `;
  if (!Array.isArray(input)) {
    throw new RuleViolation(RULE.setupTiles, `${prefix}tiles must be a list of ${TILES_PER_SUBMARINE} compartment tiles; got ${describeValue(input)}.`, 'tiles');
  }
  if (input.length !== TILES_PER_SUBMARINE) {
    throw new RuleViolation(
      RULE.setupTiles,
      `${prefix}tiles must hold exactly ${TILES_PER_SUBMARINE} compartment tiles, one submarine; got ${input.length}.`,
      'tiles',
    );
  }
  const tiles = input.map((entry: unknown, index) => readTile(entry, { where, index, id: null }));
  ensureUniqueIds(tiles, where);
  ensureOneControlRoom(tiles, where);
  return tiles;
}

function label(where: string, index: number, id: string | null): string {
  const prefix = where === '' ? '' : `${where} `;
  return `${prefix}tiles[${index}]${id === null ? '' : ` (${JSON.stringify(id)})`}`;
}

/** `path` continues the tile's field path: '' for the tile itself, '.structure', '.effects[0].button'. */
function refuse(spot: Spot, path: string, problem: string): never {
  throw new RuleViolation(RULE.setupTiles, `${label(spot.where, spot.index, spot.id)}${path} ${problem}`, `tiles[${spot.index}]${path}`);
}

function got(value: unknown): string {
  return `got ${describeValue(value)}.`;
}

function readFields(value: unknown, spot: Spot, path: string, what: string, known: readonly string[]): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(spot, path, `must be an object describing ${what}; ${got(value)}`);
  const fields = value as Fields;
  const unknown = Object.keys(fields).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    refuse(spot, `${path}.${unknown}`, `is not a field of ${what}; expected only ${known.join(', ')}. A misspelt field would be ignored, so it is refused.`);
  }
  return fields;
}

function readWholeNumber(value: unknown, spot: Spot, path: string, min: number, max: number, maxNote = ''): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    refuse(spot, path, `must be a whole number from ${min} to ${max}${maxNote}; ${got(value)}`);
  }
  return value;
}

function readText(value: unknown, spot: Spot, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') refuse(spot, path, `must be a non-empty text; ${got(value)}`);
  return value;
}

function readChoice<T extends string>(value: unknown, choices: readonly T[], spot: Spot, path: string): T {
  if (!isOneOf(choices, value)) refuse(spot, path, `must be one of ${choices.map((choice) => `"${choice}"`).join(', ')}; ${got(value)}`);
  return value;
}

/** Absent lists default to empty; present ones must be lists. */
function readOptionalList(value: unknown, spot: Spot, path: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) refuse(spot, path, `must be a list; ${got(value)}`);
  return value;
}

function readTile(value: unknown, base: Spot): TileDefinition {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(base, '', `must be an object describing a compartment tile; ${got(value)}`);
  const id = readId((value as Fields).id, base);
  const spot = { ...base, id };
  const fields = readFields(value, spot, '', 'a compartment tile', TILE_FIELDS);
  const name = readText(fields.name, spot, '.name');
  const faction: Faction = readChoice(fields.faction, FACTIONS, spot, '.faction');
  const type: TileType = readChoice(fields.type, TILE_TYPES, spot, '.type');
  const structure = readWholeNumber(fields.structure, spot, '.structure', 1, MAX_STRUCTURE);
  const oxygen = readWholeNumber(fields.oxygen, spot, '.oxygen', 0, structure, ' (its structure: only gears can carry oxygen)');
  const attack = readWholeNumber(fields.attack, spot, '.attack', 0, MAX_ATTACK);
  if (type === 'control-room' && attack < 1) {
    refuse(spot, '.attack', `must be at least 1 on a control room: a control room is a combat compartment; ${got(attack)}`);
  }
  if (!Array.isArray(fields.effects)) refuse(spot, '.effects', `must be a list of effects (it may be empty); ${got(fields.effects)}`);
  const effects = fields.effects.map((entry: unknown, index) => readEffect(entry, spot, `.effects[${index}]`, attack));
  const sample = fields.sample === undefined ? false : fields.sample;
  if (typeof sample !== 'boolean') refuse(spot, '.sample', `must be true or false; ${got(sample)}`);
  return { id, name, faction, type, structure, oxygen, attack, effects, sample };
}

function readId(value: unknown, spot: Spot): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    refuse(spot, '.id', `must be lowercase letters and digits in words joined by dashes, such as "gatling-gun"; ${got(value)}`);
  }
  return value;
}

function readEffect(value: unknown, spot: Spot, path: string, attack: number): EffectDefinition {
  const fields = readFields(value, spot, path, 'an effect', EFFECT_FIELDS);
  const button: Button = readChoice(fields.button, BUTTONS, spot, `${path}.button`);
  const alerts = readAlerts(fields.alerts, spot, `${path}.alerts`);
  const action = readAction(fields.action, spot, `${path}.action`);
  const arcs = readOptionalList(fields.arcs, spot, `${path}.arcs`).map((entry, index) => readArc(entry, spot, `${path}.arcs[${index}]`));
  const overrides = readOptionalList(fields.overrides, spot, `${path}.overrides`).map((entry, index) => readOverride(entry, spot, `${path}.overrides[${index}]`));
  const text = readText(fields.text, spot, `${path}.text`);
  const effect: EffectDefinition = { button, alerts, action, arcs, overrides, text };
  ensureEffectHangsTogether(effect, spot, path, attack);
  return effect;
}

function readAlerts(value: unknown, spot: Spot, path: string): Alert[] {
  const alerts = readOptionalList(value, spot, path).map((entry, index) => readChoice(entry, ALERTS, spot, `${path}[${index}]`));
  const repeated = alerts.findIndex((alert, index) => alerts.indexOf(alert) !== index);
  if (repeated !== -1) refuse(spot, `${path}[${repeated}]`, `repeats ${JSON.stringify(alerts[repeated])}; an alert counts once.`);
  return alerts;
}

function readArc(value: unknown, spot: Spot, path: string): Arc {
  const fields = readFields(value, spot, path, 'an arc', ARC_FIELDS);
  const position: RelativePosition = readChoice(fields.position, POSITIONS, spot, `${path}.position`);
  const range: Range = readChoice(fields.range, RANGES, spot, `${path}.range`);
  const target: Location = readChoice(fields.target, LOCATIONS, spot, `${path}.target`);
  if (SIDE_POSITIONS.includes(position) && range !== 'close') {
    refuse(spot, `${path}.range`, `must be "close" for a ${position} arc: submarines side by side share a sector, which is always close range; ${got(range)}`);
  }
  return { position, range, target };
}

/**
 * The rules an effect may set aside, each one the code knows how to skip. Listing a rule the code
 * does not act on would promise an exception that never happens, so anything else is refused.
 */
export const OVERRIDABLE_RULES: readonly RuleId[] = [RULE.attackArmor];

function readOverride(value: unknown, spot: Spot, path: string): RuleId {
  if (!isOneOf(OVERRIDABLE_RULES, value)) {
    refuse(spot, path, `must be the id of a rule an effect can set aside: ${OVERRIDABLE_RULES.join(', ')}; ${got(value)}`);
  }
  return value;
}

type ActionReader = (fields: Fields, spot: Spot, path: string) => EffectAction;

/** One reader per kind; the mapped type makes the compiler insist on every kind of the model. */
const ACTION_READERS: Record<ActionKind, ActionReader> = {
  attack: (fields, spot, path) => {
    const known = readFields(fields, spot, path, 'an attack action', ['kind', 'bonus']);
    return known.bonus === undefined ? { kind: 'attack' } : { kind: 'attack', bonus: readWholeNumber(known.bonus, spot, `${path}.bonus`, 0, MAX_AMOUNT) };
  },
  'drain-oxygen': (fields, spot, path) => {
    readFields(fields, spot, path, 'a drain-oxygen action', ['kind', 'amount']);
    return { kind: 'drain-oxygen', amount: readAmount(fields, spot, path, MAX_AMOUNT) };
  },
  'shoot-crew': (fields, spot, path) => {
    readFields(fields, spot, path, 'a shoot-crew action', ['kind', 'amount', 'who']);
    const amount = readAmount(fields, spot, path, MAX_CREW_SHOT);
    return { kind: 'shoot-crew', amount, who: readChoice(fields.who, SHOOT_CREW_WHO, spot, `${path}.who`) };
  },
  tow: (fields, spot, path) => {
    readFields(fields, spot, path, 'a tow action', ['kind', 'amount']);
    return { kind: 'tow', amount: readAmount(fields, spot, path, MAX_SECTORS_MOVED) };
  },
  'armor-bonus': (fields, spot, path) => {
    readFields(fields, spot, path, 'an armor-bonus action', ['kind', 'amount', 'location']);
    const amount = readAmount(fields, spot, path, MAX_AMOUNT);
    if (fields.location === undefined) return { kind: 'armor-bonus', amount };
    return { kind: 'armor-bonus', amount, location: readChoice(fields.location, LOCATIONS, spot, `${path}.location`) };
  },
  'attack-bonus': (fields, spot, path) => {
    readFields(fields, spot, path, 'an attack-bonus action', ['kind', 'amount', 'range']);
    const amount = readAmount(fields, spot, path, MAX_AMOUNT);
    if (fields.range === undefined) return { kind: 'attack-bonus', amount };
    return { kind: 'attack-bonus', amount, range: readChoice(fields.range, RANGES, spot, `${path}.range`) };
  },
  'speed-bonus': (fields, spot, path) => {
    readFields(fields, spot, path, 'a speed-bonus action', ['kind', 'amount']);
    return { kind: 'speed-bonus', amount: readAmount(fields, spot, path, MAX_SECTORS_MOVED) };
  },
};

function readAmount(fields: Fields, spot: Spot, path: string, max: number): number {
  return readWholeNumber(fields.amount, spot, `${path}.amount`, 1, max);
}

function readAction(value: unknown, spot: Spot, path: string): EffectAction {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(spot, path, `must be an object describing what the effect does; ${got(value)}`);
  const kind = readChoice((value as Fields).kind, ACTION_KINDS, spot, `${path}.kind`);
  return ACTION_READERS[kind](value as Fields, spot, path);
}

function isModifier(action: EffectAction): boolean {
  return isOneOf(MODIFIER_KINDS, action.kind);
}

/** The checks that need more than one field of an effect (see the interpretations at the top). */
function ensureEffectHangsTogether(effect: EffectDefinition, spot: Spot, path: string, attack: number): void {
  const kind = effect.action.kind;
  if (isModifier(effect.action) && effect.button !== 'standby') {
    refuse(spot, `${path}.button`, `must be "standby" for an effect of kind "${kind}": a bonus holds while the compartment is manned and is never triggered; ${got(effect.button)}`);
  }
  if (!isModifier(effect.action) && effect.button === 'standby') {
    refuse(spot, `${path}.button`, `cannot be "standby" for an effect of kind "${kind}": only bonuses (${MODIFIER_KINDS.join(', ')}) are standby; use "duty" or "counter".`);
  }
  if (effect.button === 'standby' && effect.alerts.length > 0) {
    refuse(spot, `${path}.alerts`, `must be empty on a standby effect: single-use and two-keys limit triggers, and standby is never triggered; ${got(effect.alerts)}`);
  }
  if (effect.button === 'standby' && effect.arcs.length > 0) {
    refuse(spot, `${path}.arcs`, `must be empty on a standby effect: a bonus targets nothing on the opponent; ${got(effect.arcs)}`);
  }
  if (effect.button !== 'standby' && effect.arcs.length === 0) {
    refuse(spot, `${path}.arcs`, `must list at least one arc for an effect of kind "${kind}", or it could never reach the opponent; ${got(effect.arcs)}`);
  }
  if (kind === 'attack' && attack < 1) {
    refuse(spot, `${path}.action.kind`, 'is "attack", but the tile has no attack symbols (attack 0); an attack comes from a combat compartment.');
  }
}

function ensureUniqueIds(tiles: readonly TileDefinition[], where: string): void {
  tiles.forEach((tile, index) => {
    const first = tiles.findIndex((other) => other.id === tile.id);
    if (first !== index) {
      refuse({ where, index, id: tile.id }, '.id', `repeats the id of tiles[${first}]; a submarine holds only one copy of each compartment.`);
    }
  });
}

function ensureOneControlRoom(tiles: readonly TileDefinition[], where: string): TileDefinition {
  const [first, second] = tiles.flatMap((tile, index) => (tile.type === 'control-room' ? [{ tile, index }] : []));
  if (first === undefined) {
    throw new RuleViolation(
      RULE.setupTiles,
      `${where === '' ? '' : `${where} `}tiles has no control room; a submarine needs exactly one tile of type "control-room".`,
      'tiles',
    );
  }
  if (second !== undefined) {
    refuse(
      { where, index: second.index, id: second.tile.id },
      '.type',
      `makes a second control room (after ${label('', first.index, first.tile.id)}); a submarine has exactly one.`,
    );
  }
  return first.tile;
}

