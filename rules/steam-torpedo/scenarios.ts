/**
 * The defender's side of an attack as a runnable sub-mechanic: "Resolving Attacks" steps 4–7
 * (armor value, damage total, absorb into the control room, assign damage) and oxygen attacks,
 * for the `<steam-torpedo-damage>` widget and for tests of the rulebook's Example of Play.
 *
 * A scenario describes the defender's submarine (tiles, layout, damage and oxygen on each tile,
 * destroyed tiles, where the crew stands) and the attack (its total and the location it hits).
 * `damageScenario.initialState` builds a real Steam Torpedo state from the real setup, puts the
 * scenario's tokens and crew on it, and then resolves the attack through the real rules
 * (`attackEffectEvents`, folded with `evolveAttack`): the armor value, the damage total and whatever needs no
 * choice (a location with nothing left standing) all come from the rules, never from the scenario.
 * What is left is the defender's allocation prompt; `decide`, `evolve` and `legalCommands` are the
 * whole game's, limited to the allocation commands and the events of an attack (`AttackEvent`).
 *
 * Settling: `outcome` stays null while the prompt is open, and becomes `{ winners: [], reason }`
 * once everything is placed (or the game's own outcome, when the damage sank the defender). The
 * engine then refuses further commands as for a finished game; `isSettled` asks the same question
 * without an outcome.
 */
import {
  RuleViolation,
  at,
  atKey,
  describeValue,
  isOneOf,
  optional,
  readList,
  readMap,
  readOneOf,
  readRecord,
  readSeed,
  readText,
  readWholeNumber,
  refuse,
  refuseBecause,
  type Field,
  type Outcome,
  type PlayerId,
  type Ruleset,
  type Setup,
} from '../engine/index.ts';
import type { CrewMember, EffectDefinition, Faction, Location, SteamTorpedoState, Submarine, TileDefinition } from './model.ts';
import { FACTIONS, LOCATIONS, ROWS } from './model.ts';
import type { AttackEvent, SteamTorpedoCommand } from './messages.ts';
import { crewIn, definitionOf, isManned, submarineOf } from './board.ts';
import { armorValue } from './damage.ts';
import { decideAllocation, winnerEvents, type AllocationCommand } from './decide.ts';
import { attackEffectEvents } from './effects.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { evolveAttack } from './evolve.ts';
import { CONTROL_ROOM_CELL, isInLocation } from './geometry.ts';
import { legalAllocationCommands } from './legal.ts';
import { initialState as gameInitialState } from './setup.ts';
import { validateTileSet } from './tiles.ts';

// ---------------------------------------------------------------------------------------------
// Scenario shape

/** The player ids a damage scenario uses: the defender sits south, the attacker north. */
export const DEFENDER: PlayerId = 'defender';
export const ATTACKER: PlayerId = 'attacker';

export const ATTACK_KINDS = ['damage', 'oxygen'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** The commands a damage scenario accepts: the defender's (or, for a drain, the chooser's) answers. */
export const ALLOCATION_COMMANDS = ['absorb-damage', 'assign-damage', 'remove-oxygen'] as const satisfies readonly AllocationCommand['type'][];
export type { AllocationCommand };

/** The defender's submarine before the attack. Every field may be left out. */
export interface DefenderScenario {
  /** Defaults to 'panzer-la-rochelle'; the attacker takes the other faction. */
  faction?: Faction;
  /** Ten tile definitions; defaults to the faction's sample set. */
  tiles?: unknown;
  /** Where each tile goes: five tile ids per row, the control room at outer[2]. Defaults to a fixed layout for a sample set, else drawn from the seed. */
  layout?: { inner: string[]; outer: string[] };
  /** Damage tokens already on a tile, by tile id: fewer than its gears (use `destroyed` for a full tile). */
  damage?: Record<string, number>;
  /**
   * Oxygen tokens still on a tile, by tile id. Left out, a tile keeps its printed oxygen on every
   * oxygen gear its damage has not covered (damage covers plain gears first, as the rules place it).
   */
  oxygen?: Record<string, number>;
  /** Tiles already destroyed (flipped, all gears covered). Never the control room. */
  destroyed?: string[];
  /** Where a crew member stands, by crew id ('captain', 'sailor-1' … 'sailor-4'): a tile id, or null when eliminated. Unlisted crew stay in the control room. */
  crew?: Record<string, string | null>;
  /** Crew ids that are exhausted (face down). The others are ready. */
  exhausted?: string[];
}

export interface AttackScenario {
  /** The attack total (attack symbols plus bonuses, rulebook step 3), or for an oxygen attack the oxygen to remove. */
  total: number;
  location: Location;
  /** 'damage' (default) places damage; 'oxygen' removes oxygen tokens and ignores armor. */
  kind?: AttackKind;
}

export interface DamageScenario {
  defender?: DefenderScenario;
  attack: AttackScenario;
}

export interface DamageScenarioSetup extends Setup {
  /** A scenario as parsed JSON (checked here). Wins over `preset`; with neither, the Example of Play. */
  scenario?: unknown;
  /** One of DAMAGE_PRESETS' names. */
  preset?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Presets

/** A fixed layout of Panzer la Rochelle's sample tiles; the south seat makes the inner row port and the outer row starboard. */
const PANZER_LAYOUT = {
  inner: ['stern-mortar', 'boiler-room', 'broadside-battery', 'heavy-torpedo-tube', 'steam-ram'],
  outer: ['armored-bow', 'gas-projector', 'command-bridge', 'armored-turret', 'harpoon-gun'],
};

const TALION_LAYOUT = {
  inner: ['stern-torpedo-room', 'plated-keel', 'long-range-sights', 'gatling-gun', 'lightning-coil'],
  outer: ['turbine-hall', 'anti-propeller-chain', 'helm', 'marksman-nest', 'rocket-torpedo'],
};

/** The fixed layouts of the two sample sets (the attack lab shows them too). */
export const DEFAULT_LAYOUTS: Record<Faction, { inner: string[]; outer: string[] }> = { 'panzer-la-rochelle': PANZER_LAYOUT, talion: TALION_LAYOUT };

export const DAMAGE_PRESET_NAMES = ['example-of-play', 'spill-over', 'oxygen-gear', 'drain', 'location-gone'] as const;
export type DamagePresetName = (typeof DAMAGE_PRESET_NAMES)[number];

export interface DamagePreset {
  name: DamagePresetName;
  title: string;
  description: string;
  /** The rule the example shows (in the widget's "About this example"). */
  rule: RuleId;
  scenario: DamageScenario;
}

/**
 * Worked examples. `example-of-play` is the rulebook's; the others teach one rule each. All use
 * Panzer la Rochelle's sample tiles in the fixed layout above (with `layout` spelled out, so the
 * JSON is complete and can be copied into a `scenario` attribute and edited).
 *
 * Built in a call marked pure: the rule ids are property reads, which would otherwise keep the
 * list in every tag that imports this file.
 */
export const DAMAGE_PRESETS: readonly DamagePreset[] = deepFreeze(/* @__PURE__ */ ((): readonly DamagePreset[] => [
  {
    name: 'example-of-play',
    title: 'The rulebook’s Example of Play',
    rule: RULE.attackAssign,
    description:
      'An attack total of 3 on the fore. One manned armored tile there (two sailors in the Armored Turret) makes armor 1, so 2 damage. Three fore compartments are destroyed; the turret has one gear left. Absorb into the control room, or let the turret and both sailors go and the last point reach the control room.',
    scenario: {
      defender: {
        faction: 'panzer-la-rochelle',
        layout: PANZER_LAYOUT,
        destroyed: ['heavy-torpedo-tube', 'steam-ram', 'harpoon-gun'],
        damage: { 'armored-turret': 4 },
        oxygen: { 'armored-turret': 0 },
        crew: { 'sailor-1': 'armored-turret', 'sailor-2': 'armored-turret' },
        exhausted: ['sailor-1', 'sailor-2'],
      },
      attack: { total: 3, location: 'fore' },
    },
  },
  {
    name: 'spill-over',
    title: 'Damage spills into the next compartment',
    rule: RULE.attackAssign,
    description:
      'An attack total of 3 on the starboard, where the armored tiles stand empty: armor 0. The damaged Telin Gas Projector has one gear left; once it is full and destroyed, the rest must go on another starboard compartment.',
    scenario: {
      defender: {
        faction: 'panzer-la-rochelle',
        layout: PANZER_LAYOUT,
        damage: { 'gas-projector': 1 },
      },
      attack: { total: 3, location: 'starboard' },
    },
  },
  {
    name: 'oxygen-gear',
    title: 'Damage covers oxygen',
    rule: RULE.attackAssign,
    description:
      'An attack total of 3 on the aft; the captain mans the Armored Bow, so armor 1 (its own +1 bonus is for the fore only) and 2 damage. The Boiler Room has only oxygen gears left: damage there costs air. Plain gears elsewhere cost none.',
    scenario: {
      defender: {
        faction: 'panzer-la-rochelle',
        layout: PANZER_LAYOUT,
        damage: { 'boiler-room': 1 },
        crew: { captain: 'armored-bow' },
      },
      attack: { total: 3, location: 'aft' },
    },
  },
  {
    name: 'drain',
    title: 'An oxygen attack',
    rule: RULE.attackDrainOxygen,
    description:
      'Telin gas takes 3 oxygen from the port, ignoring armor. The defender empties one compartment before starting on the next: the Stern Mortar has 1 token left, the others 2 (the Steam Ram 1).',
    scenario: {
      defender: {
        faction: 'panzer-la-rochelle',
        layout: PANZER_LAYOUT,
        oxygen: { 'stern-mortar': 1 },
      },
      attack: { total: 3, location: 'port', kind: 'oxygen' },
    },
  },
  {
    name: 'location-gone',
    title: 'Nothing left in the location',
    rule: RULE.attackAssign,
    description:
      'An attack total of 2 on the fore, where every compartment is already destroyed. There is nothing to choose: the damage goes to the control room as one token.',
    scenario: {
      defender: {
        faction: 'panzer-la-rochelle',
        layout: PANZER_LAYOUT,
        destroyed: ['heavy-torpedo-tube', 'steam-ram', 'armored-turret', 'harpoon-gun'],
      },
      attack: { total: 2, location: 'fore' },
    },
  },
])());

/** A preset's scenario as a fresh, editable copy. */
export function damagePreset(name: DamagePresetName): DamageScenario {
  const preset = DAMAGE_PRESETS.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new Error(`No damage preset "${name}".`);
  return structuredClone(preset.scenario);
}

export function isDamagePresetName(value: unknown): value is DamagePresetName {
  return isOneOf(DAMAGE_PRESET_NAMES, value);
}

// ---------------------------------------------------------------------------------------------
// Validation

const SCENARIO_FIELDS = ['defender', 'attack'] as const;
const DEFENDER_FIELDS = ['faction', 'tiles', 'layout', 'damage', 'oxygen', 'destroyed', 'crew', 'exhausted'] as const;
const ATTACK_FIELDS = ['total', 'location', 'kind'] as const;
const CREW_IDS = ['captain', 'sailor-1', 'sailor-2', 'sailor-3', 'sailor-4'] as const;
/** Two Keys doubles six symbols, and bonuses add a few: anything beyond this is surely a typo. */
export const MAX_ATTACK_TOTAL = 20;

/** A checked scenario, every default filled in. */
export interface ValidDamageScenario {
  defender: {
    faction: Faction;
    tiles: TileDefinition[];
    /** Null when drawn from the seed (a designer's tiles without a layout). */
    layout: { inner: string[]; outer: string[] } | null;
    damage: Record<string, number>;
    oxygen: Record<string, number>;
    destroyed: string[];
    crew: Record<string, string | null>;
    exhausted: string[];
  };
  attack: { total: number; location: Location; kind: AttackKind };
}

/** A list of ids, each listed once; left out, it is empty. */
function readIdList(value: unknown, field: Field): string[] {
  const ids = optional(value, field, (list, listField) => readList(list, listField, (entry, idField) => (typeof entry === 'string' ? entry : refuse(idField, 'an id', entry))), []);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) refuseBecause(at(field, index), `lists ${JSON.stringify(id)} twice.`);
  });
  return ids;
}

/**
 * Token counts by tile id; left out, none. Each count's upper limit depends on its tile and is
 * checked once the submarine is built, where the refusal names that tile's range. Here no number is
 * named as the most: one named before the tile is known would allow counts the tile then refuses.
 */
function readTokens(value: unknown, field: Field, what: string): Record<string, number> {
  const readCount = (count: unknown, countField: Field): number =>
    typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : refuse(countField, `a whole number of ${what}, from 0 up to what its tile has room for`, count);
  return optional(value, field, (map, mapField) => readMap(map, mapField, readCount, `an object of ${what} by tile id`), {});
}

/** Where a crew member stands: a tile id, or null when eliminated. */
function readCrewPlace(value: unknown, field: Field): string | null {
  if (value === null || typeof value === 'string') return value;
  return refuse(field, 'a tile id, or null for an eliminated crew member', value);
}

/**
 * Checks a scenario that may come from a hand-written JSON attribute and fills in the defaults.
 * Every refusal is a RuleViolation whose `field` (and message) names the path, such as
 * `scenario.defender.damage.armored-turret`.
 */
export function validateDamageScenario(input: unknown): ValidDamageScenario {
  const scenario = readRecord(input, { path: 'scenario', rule: RULE.setupTiles }, SCENARIO_FIELDS, 'an object describing a damage scenario ({ defender, attack })');
  const attack = readAttack(scenario.attack);
  const defender = readDefender(scenario.defender);
  return { defender, attack };
}

function readAttack(value: unknown): ValidDamageScenario['attack'] {
  const field: Field = { path: 'scenario.attack', rule: RULE.attackTotal };
  if (value === undefined) refuseBecause(field, 'is missing: say how strong the attack is and where it hits, e.g. { "total": 3, "location": "fore" }.');
  const attack = readRecord(value, field, ATTACK_FIELDS, 'an object describing the attack ({ total, location, kind })');
  const kind = optional(attack.kind, { ...at(field, 'kind'), rule: RULE.attackAssign }, (entry, where) => readOneOf(entry, where, ATTACK_KINDS), 'damage');
  // An oxygen attack's total is the oxygen to remove: a bad one breaks the drain rule.
  const totalRule = kind === 'oxygen' ? RULE.attackDrainOxygen : RULE.attackTotal;
  const total = readWholeNumber(attack.total, { ...at(field, 'total'), rule: totalRule }, { min: 1, max: MAX_ATTACK_TOTAL, note: 'our limit: a tile shows at most 6 attack symbols, Two Keys doubles them, and bonuses add a few' });
  const location = readOneOf(attack.location, { ...at(field, 'location'), rule: RULE.targetingLocations }, LOCATIONS);
  return { total, location, kind };
}

/** A layout's shape: rows of tile ids. Which ids, how many and where the control room goes, the setup checks against the tiles. */
function readLayout(value: unknown, field: Field): { inner: string[]; outer: string[] } {
  const rows = readRecord(value, field, ROWS, 'an object of tile ids by row ({ inner, outer })');
  return { inner: readList(rows.inner, at(field, 'inner'), readText), outer: readList(rows.outer, at(field, 'outer'), readText) };
}

function readDefender(value: unknown): ValidDamageScenario['defender'] {
  const field: Field = { path: 'scenario.defender', rule: RULE.setupTiles };
  const crewField: Field = { ...field, rule: RULE.setupCrew };
  const defender = optional(value, field, (record, recordField) => readRecord(record, recordField, DEFENDER_FIELDS, "an object describing the defender's submarine"), {});
  const chosenFaction = optional(defender.faction, at(field, 'faction'), (entry, where) => readOneOf(entry, where, FACTIONS), undefined);
  let tiles: TileDefinition[] | null = null;
  if (defender.tiles !== undefined) {
    try {
      tiles = validateTileSet(defender.tiles, '');
    } catch (error) {
      if (error instanceof RuleViolation) throw new RuleViolation(error.rule, `${field.path}.${error.message}`, `${field.path}.${error.field ?? 'tiles'}`, error.params);
      throw error;
    }
  }
  const setFaction = tiles?.[0]?.faction;
  if (chosenFaction !== undefined && setFaction !== undefined && setFaction !== chosenFaction) {
    refuseBecause(at(field, 'faction'), `says ${JSON.stringify(chosenFaction)} but the tiles are ${JSON.stringify(setFaction)}; leave faction out or make them agree.`);
  }
  const faction = chosenFaction ?? setFaction ?? 'panzer-la-rochelle';
  // Sample tiles get the fixed layout; a designer's tiles are laid out from the seed unless placed.
  const layout = optional(defender.layout, { ...at(field, 'layout'), rule: RULE.setupPlacement }, readLayout, tiles === null ? DEFAULT_LAYOUTS[faction] : null);
  const damage = readTokens(defender.damage, at(field, 'damage'), 'damage tokens');
  const oxygen = readTokens(defender.oxygen, at(field, 'oxygen'), 'oxygen tokens');
  const crew = optional(defender.crew, at(crewField, 'crew'), (map, mapField) => readMap(map, mapField, readCrewPlace, 'an object of tile ids by crew id'), {});
  for (const crewId of Object.keys(crew)) {
    if (!isOneOf(CREW_IDS, crewId)) refuseBecause(atKey(at(crewField, 'crew'), crewId), `is not a crew member; the crew is ${CREW_IDS.join(', ')}.`);
  }
  const destroyed = readIdList(defender.destroyed, at(field, 'destroyed'));
  const exhausted = readIdList(defender.exhausted, at(crewField, 'exhausted'));
  exhausted.forEach((id, index) => {
    if (!isOneOf(CREW_IDS, id)) refuseBecause(at(at(crewField, 'exhausted'), index), `is not a crew member: ${JSON.stringify(id)}; the crew is ${CREW_IDS.join(', ')}.`);
  });
  // Tile ids are checked against the submarine once it is built (the sample set's ids, or the designer's).
  return { faction, tiles: tiles ?? [], layout, damage, oxygen, destroyed, crew, exhausted };
}

// ---------------------------------------------------------------------------------------------
// Building the state

/** Where a scenario starts: the state before the attack, the attack's events, and the state they give. */
export interface DamageScenarioStart {
  scenario: ValidDamageScenario;
  /** The defender's submarine as the scenario describes it, the attacker in their action phase. */
  before: SteamTorpedoState;
  /** What the rules made of the attack: `attack-resolved` (for damage) and the allocation prompt, or everything when nothing was left to choose. */
  attack: AttackEvent[];
  /** `before` with the attack folded in: the scenario's initial state. */
  state: SteamTorpedoState;
}

/** Reads `scenario` or `preset` (scenario first; with neither, the Example of Play). */
export function scenarioOfSetup(setup: DamageScenarioSetup): ValidDamageScenario {
  if (setup.scenario !== undefined && setup.scenario !== null) return validateDamageScenario(setup.scenario);
  return validateDamageScenario(damagePreset(readDamagePresetName(setup.preset ?? 'example-of-play')));
}

/** A damage preset's name, refused under `preset` when it names none: a widget asks it even when a scenario wins over the preset. */
export function readDamagePresetName(value: unknown): DamagePresetName {
  return readOneOf(value, { path: 'preset', rule: RULE.setupTiles }, DAMAGE_PRESET_NAMES);
}

/** Builds the scenario: the real setup, the scenario's tokens and crew, then the attack through the real rules. */
/** The options a damage scenario's setup may hold; a misspelt one (`senario`) is refused by name. */
const SETUP_FIELDS = ['seed', 'scenario', 'preset'] as const satisfies readonly (keyof DamageScenarioSetup)[];

export function openDamageScenario(setup: DamageScenarioSetup): DamageScenarioStart {
  readRecord(setup, { path: '', rule: RULE.setupTiles }, SETUP_FIELDS);
  readSeed(setup.seed);
  const scenario = scenarioOfSetup(setup);
  const { defender, attack } = scenario;
  const attackerFaction: Faction = defender.faction === 'talion' ? 'panzer-la-rochelle' : 'talion';
  let game: SteamTorpedoState;
  try {
    game = gameInitialState({
      seed: setup.seed,
      skipSwap: true,
      firstPlayer: ATTACKER,
      players: [
        {
          id: DEFENDER,
          faction: defender.faction,
          ...(defender.tiles.length > 0 ? { tiles: defender.tiles } : {}),
          ...(defender.layout === null ? {} : { layout: defender.layout }),
        },
        { id: ATTACKER, faction: attackerFaction, layout: DEFAULT_LAYOUTS[attackerFaction] },
      ],
    });
  } catch (error) {
    // The setup names its fields from `players[0]`; the scenario's reader knows them as the defender's.
    if (error instanceof RuleViolation) {
      const field = (error.field ?? '').replace(/^players\[0\]/, 'scenario.defender');
      throw new RuleViolation(error.rule, error.message.replace(/^south players\[0\]/, 'scenario.defender').replaceAll('players[0]', 'scenario.defender'), field, error.params);
    }
    throw error;
  }
  // The attacker is in the action phase of their second turn (attacks are not allowed in a first turn).
  const ready: SteamTorpedoState = { ...game, phase: 'action', prompt: null, turnsBegun: { [ATTACKER]: 2, [DEFENDER]: 1 } };
  const before = placeDefender(ready, scenario);
  const events = attackEvents(before, attack);
  const state = events.reduce(evolveAttack, before);
  return { scenario, before, attack: events, state };
}

/** The scenario's damage, oxygen, destroyed tiles and crew on the defender's submarine, checked against its tiles. */
function placeDefender(state: SteamTorpedoState, scenario: ValidDamageScenario): SteamTorpedoState {
  const field: Field = { path: 'scenario.defender', rule: RULE.setupTiles };
  const crewField: Field = { ...field, rule: RULE.setupCrew };
  const submarine = submarineOf(state, DEFENDER);
  const { damage, oxygen, destroyed, crew, exhausted } = scenario.defender;
  const tileIds = submarine.tiles.map((tile) => tile.id);
  const knownTile = (id: string, where: Field): TileDefinition => {
    const tile = submarine.tiles.find((candidate) => candidate.id === id);
    if (tile === undefined) refuseBecause(where, `names no tile of the defender's submarine: ${JSON.stringify(id)}. Its tiles are ${tileIds.join(', ')}.`);
    return tile;
  };

  destroyed.forEach((id, index) => {
    const where = at(at(field, 'destroyed'), index);
    if (knownTile(id, where).type === 'control-room') refuseBecause({ ...where, rule: RULE.tilesControlRoom }, 'is the control room: with it destroyed the defender would already have lost.');
  });
  for (const [id, count] of Object.entries(damage)) {
    const where = atKey(at(field, 'damage'), id);
    const tile = knownTile(id, where);
    if (destroyed.includes(id)) refuseBecause(where, 'is listed as destroyed already: a destroyed tile has every gear covered; leave it out of damage.');
    readWholeNumber(count, where, { min: 0, max: tile.structure - 1, note: `${tile.name} has ${String(tile.structure)} gears; a full one is destroyed` });
  }
  for (const [id, count] of Object.entries(oxygen)) {
    const where = atKey(at(field, 'oxygen'), id);
    const tile = knownTile(id, where);
    if (destroyed.includes(id)) refuseBecause(where, 'is listed as destroyed: a destroyed tile holds no oxygen.');
    const room = Math.min(tile.oxygen, tile.structure - (damage[id] ?? 0));
    readWholeNumber(count, where, { min: 0, max: room, note: `${tile.name} has ${String(tile.oxygen)} oxygen gears${damage[id] ? ` and ${String(damage[id])} damage` : ''}` });
  }
  for (const [crewId, where] of Object.entries(crew)) {
    if (where === null) continue;
    const place = atKey(at(crewField, 'crew'), crewId);
    knownTile(where, place);
    if (destroyed.includes(where)) refuseBecause(place, `stands in ${JSON.stringify(where)}, which is destroyed: everyone in a destroyed compartment is eliminated (use null).`);
  }
  exhausted.forEach((crewId, index) => {
    if (crew[crewId] === null) refuseBecause(at(at(crewField, 'exhausted'), index), `is ${crewId}, who is eliminated; only crew aboard can be exhausted.`);
  });

  const layout = submarine.layout.map((tile) => {
    const definition = definitionOf(submarine, tile.id);
    if (destroyed.includes(tile.id)) return { ...tile, damage: definition.structure, oxygen: 0, destroyed: true };
    const onTile = damage[tile.id] ?? 0;
    const air = oxygen[tile.id] ?? Math.min(definition.oxygen, definition.structure - onTile);
    return { ...tile, damage: onTile, oxygen: air };
  });
  const cellOf = (tileId: string) => layout.find((tile) => tile.id === tileId)?.cell ?? CONTROL_ROOM_CELL;
  const members: CrewMember[] = submarine.crew.map((member) => {
    const where = crew[member.id];
    const at = where === null ? null : { submarine: DEFENDER, cell: where === undefined ? CONTROL_ROOM_CELL : cellOf(where) };
    return { ...member, at, ready: at !== null && !exhausted.includes(member.id) };
  });
  const placed: SteamTorpedoState = { ...state, submarines: { ...state.submarines, [DEFENDER]: { ...submarine, layout, crew: members } } };

  // A submarine that has already lost is no scenario: say why.
  const [lost] = winnerEvents(placed);
  if (lost?.type === 'game-won') {
    refuseBecause({ ...field, rule: lost.rule }, `describes a submarine that has already lost (${lost.reason}): give it crew aboard and oxygen left.`);
  }
  return placed;
}

/** A stand-in for the attacker's weapon: only its attack symbols are read, by the real `attackEffectEvents`. */
function scenarioWeapon(total: number, kind: AttackKind): { tile: TileDefinition; effect: EffectDefinition } {
  const effect: EffectDefinition = {
    button: 'duty',
    alerts: [],
    action: kind === 'oxygen' ? { kind: 'drain-oxygen', amount: total } : { kind: 'attack' },
    arcs: [],
    overrides: [],
    text: 'The scenario’s attack.',
  };
  const tile: TileDefinition = {
    id: 'scenario-attack',
    name: 'The attack',
    faction: 'talion',
    type: 'standard',
    structure: 1,
    oxygen: 0,
    attack: kind === 'oxygen' ? 0 : total,
    effects: [effect],
    sample: true,
  };
  return { tile, effect };
}

function attackEvents(state: SteamTorpedoState, attack: ValidDamageScenario['attack']): AttackEvent[] {
  const { tile, effect } = scenarioWeapon(attack.total, attack.kind);
  const events =
    attack.kind === 'oxygen'
      ? attackEffectEvents(state, ATTACKER, tile, effect, { kind: 'drain-oxygen', location: attack.location, amount: attack.total }, false)
      : attackEffectEvents(state, ATTACKER, tile, effect, { kind: 'attack', location: attack.location, range: 'close' }, false);
  // The attacker's crew stays in its control room, which carries no standby bonus: the total is the scenario's.
  const resolved = events.find((event) => event.type === 'attack-resolved');
  if (resolved?.type === 'attack-resolved' && resolved.attackTotal !== attack.total) {
    throw new Error(`The scenario's attack total ${String(attack.total)} came out as ${String(resolved.attackTotal)}.`);
  }
  return [...events, ...winnerEvents(events.reduce(evolveAttack, state))];
}

// ---------------------------------------------------------------------------------------------
// Reading a scenario state

/** True once the attack is fully placed: no allocation prompt is open. */
export function isSettled(state: SteamTorpedoState): boolean {
  return state.pendingDamage === null;
}

function isAllocation(command: SteamTorpedoCommand): command is AllocationCommand {
  return isOneOf(ALLOCATION_COMMANDS, command.type);
}

/** One manned armored tile counted in an armor value, or one that would count if manned. */
export interface ArmoredTile {
  tile: string;
  name: string;
  /** Crew ids of the defender in it. Empty: not manned, it counts nothing. */
  crew: string[];
}

/** A standby armor bonus of the defender, and whether it applies to the location. */
export interface ArmorBonus {
  tile: string;
  name: string;
  amount: number;
  /** The location it is for; null for any location. */
  for: Location | null;
  /** True when manned (and intact) and for this location: it adds to the armor value. */
  counts: boolean;
  /** True when its tile is manned and intact. */
  manned: boolean;
}

/** Step 4 of "Resolving Attacks" taken apart: which tiles make the armor value. `value` is the rules' `armorValue`. */
export interface ArmorBreakdown {
  location: Location;
  /** Armored tiles of the location that are not destroyed, manned or not. */
  armored: ArmoredTile[];
  /** Every armor bonus effect of the submarine (on intact tiles), counting or not. */
  bonuses: ArmorBonus[];
  value: number;
}

/** Which manned armored tiles and which bonuses make the defender's armor value in a location. */
export function armorBreakdown(state: SteamTorpedoState, defender: PlayerId, location: Location): ArmorBreakdown {
  const submarine = submarineOf(state, defender);
  const armored: ArmoredTile[] = submarine.layout
    .filter((tile) => !tile.destroyed && definitionOf(submarine, tile.id).type === 'armored' && isInLocation(submarine.seat, tile.cell, location))
    .map((tile) => ({
      tile: tile.id,
      name: definitionOf(submarine, tile.id).name,
      crew: crewIn(state, submarine, tile, submarine.owner).map((member) => member.id),
    }));
  const bonuses: ArmorBonus[] = submarine.layout.flatMap((tile) => {
    if (tile.destroyed) return [];
    const definition = definitionOf(submarine, tile.id);
    const manned = isManned(state, submarine, tile);
    return definition.effects.flatMap((effect): ArmorBonus[] => {
      if (effect.button !== 'standby' || effect.action.kind !== 'armor-bonus') return [];
      const forLocation = effect.action.location ?? null;
      return [{ tile: tile.id, name: definition.name, amount: effect.action.amount, for: forLocation, manned, counts: manned && (forLocation === null || forLocation === location) }];
    });
  });
  return { location, armored, bonuses, value: armorValue(state, defender, location) };
}

/** What a command would do now, without doing it: the events the rules would produce, or their refusal. */
export function previewChoice(
  state: SteamTorpedoState,
  command: SteamTorpedoCommand,
): { ok: true; events: AttackEvent[] } | { ok: false; violation: RuleViolation } {
  try {
    return { ok: true, events: damageScenario.decide(state, command) };
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, violation: error };
    throw error;
  }
}

function outcome(state: SteamTorpedoState): Outcome | null {
  if (state.winner !== null) return state.winner;
  if (!isSettled(state)) return null;
  return { winners: [], reason: 'the attack is fully resolved' };
}

/**
 * The defender's side of one attack. `initialState({ seed, scenario?, preset? })`; decide accepts
 * only `absorb-damage`, `assign-damage` and `remove-oxygen`, and refuses anything else under the
 * rule of the open prompt (`RULE.attackAssign` or `RULE.attackDrainOxygen`).
 */
export const damageScenario: Ruleset<SteamTorpedoState, SteamTorpedoCommand, AttackEvent, DamageScenarioSetup> = {
  id: 'steam-torpedo',
  initialState: (setup) => openDamageScenario(setup).state,
  decide(state, command) {
    if (!isAllocation(command)) {
      const rule = state.pendingDamage?.source ?? RULE.attackAssign;
      throw new RuleViolation(
        rule,
        `Only the answers to an attack are played here (absorb-damage, assign-damage, remove-oxygen); ${describeValue(command.type)} is not one of them.`,
      );
    }
    if (isSettled(state)) throw new RuleViolation(RULE.attackAssign, 'The attack is fully resolved: there is nothing left to place.');
    return decideAllocation(state, command);
  },
  evolve: evolveAttack,
  // The game's legal commands while the allocation prompt is open; none once it is settled.
  legalCommands: legalAllocationCommands,
  toAct: (state) => (outcome(state) === null ? [DEFENDER] : []),
  outcome,
};

/** Module data shared by every scenario: frozen, so a caller that mutates it fails loudly. */
/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

// For readers of a scenario state: the defender's submarine.
export function defenderOf(state: SteamTorpedoState): Submarine {
  return submarineOf(state, DEFENDER);
}
