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
import { RuleViolation, at, isOneOf, optional, readBoolean, readList, readOneOf, readRecord, readText, readWholeNumber, refuse, refuseBecause, type Field } from '../engine/index.ts';
import type { Alert, Arc, Button, EffectAction, EffectDefinition, Faction, Location, Range, RelativePosition, TileDefinition, TileType } from './model.ts';
import { ALERTS, BUTTONS, FACTIONS, LOCATIONS, POSITIONS, RANGES, TILE_TYPES } from './model.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export const TILES_PER_SUBMARINE = 10;
/**
 * The rulebook prints no tiles, so the limits on a designer's numbers are ours (recorded under
 * steam-torpedo/tiles.anatomy): room to spare above our sample tiles (2 to 5 gears, 0 to 3 attack
 * symbols, bonuses and drains of 1 or 2), and beyond it surely a typo. Each note ends a refusal.
 */
export const MAX_STRUCTURE = 6;
const STRUCTURE_NOTE = 'our limit, as the rulebook prints no tiles: our sample tiles have 2 to 5 gears';
export const MAX_ATTACK = 6;
const ATTACK_NOTE = 'our limit, as the rulebook prints no tiles: our sample tiles show at most 3 attack symbols';
/** Bonuses and drains beyond this are surely typos: a whole submarine holds about 15 oxygen. */
export const MAX_AMOUNT = 6;
const AMOUNT_NOTE = 'our limit, as the rulebook prints no tiles: our sample bonuses and drains are 1 or 2';
/** Five sectors: a tow or a speed bonus beyond four could move nothing further. */
export const MAX_SECTORS_MOVED = 4;
const SECTORS_NOTE = 'the battle area has 5 sectors, so 4 takes a submarine from one end to the other';
/** A crew is one captain and four sailors. */
export const MAX_CREW_SHOT = 5;
const CREW_NOTE = 'a crew is a captain and 4 sailors';

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

type Fields = Readonly<Record<string, unknown>>;

/**
 * Checks the 10 tiles of one submarine and returns a fresh copy with defaults filled. `where`
 * names the submarine in messages ("south", "the Talion designer file").
 */
export function validateTileSet(input: unknown, where: string): TileDefinition[] {
  // Messages say whose set it is; the violation's field stays the path (`tiles[3].structure`).
  const list: Field = { path: 'tiles', label: where === '' ? 'tiles' : `${where} tiles`, rule: RULE.setupTiles };
  if (!Array.isArray(input)) refuse(list, `a list of ${TILES_PER_SUBMARINE} compartment tiles`, input);
  if (input.length !== TILES_PER_SUBMARINE) refuseBecause(list, `must hold exactly ${TILES_PER_SUBMARINE} compartment tiles, one submarine; got ${input.length}.`);
  const tiles = readList(input, list, readTile);
  ensureUniqueIds(tiles, list);
  ensureOneControlRoom(tiles, list);
  return tiles;
}

/** A tile's field named with its id too, once read: `south tiles[3] ("gatling-gun")`, so the designer finds it by name. */
function withId(listed: Field, id: string): Field {
  return { ...listed, label: `${listed.label ?? listed.path} (${JSON.stringify(id)})` };
}

function readTile(value: unknown, listed: Field): TileDefinition {
  const id = readId(readRecord(value, listed, undefined, 'an object describing a compartment tile').id, at(listed, 'id'));
  const field = withId(listed, id);
  const fields = readRecord(value, field, TILE_FIELDS);
  const name = readText(fields.name, at(field, 'name'));
  const faction: Faction = readOneOf(fields.faction, at(field, 'faction'), FACTIONS);
  const type: TileType = readOneOf(fields.type, at(field, 'type'), TILE_TYPES);
  const structure = readWholeNumber(fields.structure, at(field, 'structure'), { min: 1, max: MAX_STRUCTURE, note: STRUCTURE_NOTE });
  const oxygen = readWholeNumber(fields.oxygen, at(field, 'oxygen'), { min: 0, max: structure, note: 'its structure: only gears can carry oxygen' });
  // A control room's range starts at 1, so that a refusal of its attack never names 0 as allowed.
  const attackLimits = type === 'control-room' ? { min: 1, note: `a control room is a combat compartment; ${ATTACK_NOTE}` } : { min: 0, note: ATTACK_NOTE };
  const attack = readWholeNumber(fields.attack, at(field, 'attack'), { ...attackLimits, max: MAX_ATTACK });
  const effects = readList(fields.effects, at(field, 'effects'), (entry, effectField) => readEffect(entry, effectField, attack));
  const sample = optional(fields.sample, at(field, 'sample'), readBoolean, false);
  return { id, name, faction, type, structure, oxygen, attack, effects, sample };
}

function readId(value: unknown, field: Field): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) refuse(field, 'lowercase letters and digits in words joined by dashes, such as "gatling-gun"', value);
  return value;
}

/** A list that may be left out: it is empty then. */
function readOptionalList<T>(value: unknown, field: Field, item: (entry: unknown, field: Field) => T): T[] {
  return optional(value, field, (list, listField) => readList(list, listField, item), []);
}

function readEffect(value: unknown, field: Field, attack: number): EffectDefinition {
  const fields = readRecord(value, field, EFFECT_FIELDS, 'an object describing an effect');
  const button: Button = readOneOf(fields.button, at(field, 'button'), BUTTONS);
  const alerts = readAlerts(fields.alerts, at(field, 'alerts'));
  const action = readAction(fields.action, at(field, 'action'));
  const arcs = readOptionalList(fields.arcs, at(field, 'arcs'), readArc);
  const overrides = readOptionalList(fields.overrides, at(field, 'overrides'), readOverride);
  const text = readText(fields.text, at(field, 'text'));
  const effect: EffectDefinition = { button, alerts, action, arcs, overrides, text };
  ensureEffectHangsTogether(effect, field, attack);
  return effect;
}

function readAlerts(value: unknown, field: Field): Alert[] {
  const alerts = readOptionalList(value, field, (entry, alertField) => readOneOf(entry, alertField, ALERTS));
  const repeated = alerts.findIndex((alert, index) => alerts.indexOf(alert) !== index);
  if (repeated !== -1) refuseBecause(at(field, repeated), `repeats ${JSON.stringify(alerts[repeated])}; an alert counts once.`);
  return alerts;
}

function readArc(value: unknown, field: Field): Arc {
  const fields = readRecord(value, field, ARC_FIELDS, 'an object describing an arc');
  const position: RelativePosition = readOneOf(fields.position, at(field, 'position'), POSITIONS);
  const range: Range = readOneOf(fields.range, at(field, 'range'), RANGES);
  const target: Location = readOneOf(fields.target, at(field, 'target'), LOCATIONS);
  if (SIDE_POSITIONS.includes(position) && range !== 'close') {
    refuse(at(field, 'range'), `"close" for a ${position} arc: submarines side by side share a sector, which is always close range`, range);
  }
  return { position, range, target };
}

/**
 * The rules an effect may set aside, each one the code knows how to skip. Listing a rule the code
 * does not act on would promise an exception that never happens, so anything else is refused.
 */
export const OVERRIDABLE_RULES: readonly RuleId[] = [RULE.attackArmor];

function readOverride(value: unknown, field: Field): RuleId {
  if (!isOneOf(OVERRIDABLE_RULES, value)) refuse(field, `the id of a rule an effect can set aside: ${OVERRIDABLE_RULES.join(', ')}`, value);
  return value;
}

/** Reads the action's own fields; `fields` is the action, already known to be an object of its kind. */
type ActionReader = (fields: Fields, field: Field) => EffectAction;

/** One reader per kind; the mapped type makes the compiler insist on every kind of the model. */
const ACTION_READERS: Record<ActionKind, ActionReader> = {
  attack: (fields, field) => {
    readRecord(fields, field, ['kind', 'bonus']);
    return fields.bonus === undefined ? { kind: 'attack' } : { kind: 'attack', bonus: readWholeNumber(fields.bonus, at(field, 'bonus'), { min: 0, max: MAX_AMOUNT, note: AMOUNT_NOTE }) };
  },
  'drain-oxygen': (fields, field) => {
    readRecord(fields, field, ['kind', 'amount']);
    return { kind: 'drain-oxygen', amount: readAmount(fields, field, MAX_AMOUNT) };
  },
  'shoot-crew': (fields, field) => {
    readRecord(fields, field, ['kind', 'amount', 'who']);
    const amount = readAmount(fields, field, MAX_CREW_SHOT, CREW_NOTE);
    return { kind: 'shoot-crew', amount, who: readOneOf(fields.who, at(field, 'who'), SHOOT_CREW_WHO) };
  },
  tow: (fields, field) => {
    readRecord(fields, field, ['kind', 'amount']);
    return { kind: 'tow', amount: readAmount(fields, field, MAX_SECTORS_MOVED, SECTORS_NOTE) };
  },
  'armor-bonus': (fields, field) => {
    readRecord(fields, field, ['kind', 'amount', 'location']);
    const amount = readAmount(fields, field, MAX_AMOUNT);
    if (fields.location === undefined) return { kind: 'armor-bonus', amount };
    return { kind: 'armor-bonus', amount, location: readOneOf(fields.location, at(field, 'location'), LOCATIONS) };
  },
  'attack-bonus': (fields, field) => {
    readRecord(fields, field, ['kind', 'amount', 'range']);
    const amount = readAmount(fields, field, MAX_AMOUNT);
    if (fields.range === undefined) return { kind: 'attack-bonus', amount };
    return { kind: 'attack-bonus', amount, range: readOneOf(fields.range, at(field, 'range'), RANGES) };
  },
  'speed-bonus': (fields, field) => {
    readRecord(fields, field, ['kind', 'amount']);
    return { kind: 'speed-bonus', amount: readAmount(fields, field, MAX_SECTORS_MOVED, SECTORS_NOTE) };
  },
};

/** An action's amount, 1 up to its limit; `note` says where the limit comes from. */
function readAmount(fields: Fields, field: Field, max: number, note = AMOUNT_NOTE): number {
  return readWholeNumber(fields.amount, at(field, 'amount'), { min: 1, max, note });
}

function readAction(value: unknown, field: Field): EffectAction {
  const fields = readRecord(value, field, undefined, 'an object describing what the effect does');
  const kind = readOneOf(fields.kind, at(field, 'kind'), ACTION_KINDS);
  return ACTION_READERS[kind](fields, field);
}

function isModifier(action: EffectAction): boolean {
  return isOneOf(MODIFIER_KINDS, action.kind);
}

/** The checks that need more than one field of an effect (see the interpretations at the top). */
function ensureEffectHangsTogether(effect: EffectDefinition, field: Field, attack: number): void {
  const kind = effect.action.kind;
  if (isModifier(effect.action) && effect.button !== 'standby') {
    refuse(at(field, 'button'), `"standby" for an effect of kind "${kind}": a bonus holds while the compartment is manned and is never triggered`, effect.button);
  }
  if (!isModifier(effect.action) && effect.button === 'standby') {
    refuseBecause(at(field, 'button'), `cannot be "standby" for an effect of kind "${kind}": only bonuses (${MODIFIER_KINDS.join(', ')}) are standby; use "duty" or "counter".`);
  }
  if (effect.button === 'standby' && effect.alerts.length > 0) {
    refuse(at(field, 'alerts'), 'empty on a standby effect: single-use and two-keys limit triggers, and standby is never triggered', effect.alerts);
  }
  if (effect.button === 'standby' && effect.arcs.length > 0) {
    refuse(at(field, 'arcs'), 'empty on a standby effect: a bonus targets nothing on the opponent', effect.arcs);
  }
  if (effect.button !== 'standby' && effect.arcs.length === 0) {
    refuseBecause(at(field, 'arcs'), `must list at least one arc for an effect of kind "${kind}", or it could never reach the opponent; got [].`);
  }
  if (kind === 'attack' && attack < 1) {
    refuseBecause(at(at(field, 'action'), 'kind'), 'is "attack", but the tile has no attack symbols (attack 0); an attack comes from a combat compartment.');
  }
}

function ensureUniqueIds(tiles: readonly TileDefinition[], list: Field): void {
  tiles.forEach((tile, index) => {
    const first = tiles.findIndex((other) => other.id === tile.id);
    if (first !== index) {
      refuseBecause(at(withId(at(list, index), tile.id), 'id'), `repeats the id of tiles[${first}]; a submarine holds only one copy of each compartment.`);
    }
  });
}

function ensureOneControlRoom(tiles: readonly TileDefinition[], list: Field): void {
  const [first, second] = tiles.flatMap((tile, index) => (tile.type === 'control-room' ? [{ tile, index }] : []));
  if (first === undefined) refuseBecause(list, 'has no control room; a submarine needs exactly one tile of type "control-room".');
  if (second !== undefined) {
    refuseBecause(
      at(withId(at(list, second.index), second.tile.id), 'type'),
      `makes a second control room (after tiles[${first.index}] (${JSON.stringify(first.tile.id)})); a submarine has exactly one.`,
    );
  }
}
