/**
 * The two factions' kits (rulebook 3.1–3.3, the component list): armour mats, component cards and
 * squadron cards. The card texts and the armour values are not in the rulebook's text, so every
 * number here is SAMPLE data of ours, shaped by what the rulebook says: each faction has two main
 * weapons, two broadsides, two fighter bays, three point-defence modules, one special ability and
 * five squadrons; the token counts of the component list (e.g. six Lamais broadside projectiles);
 * the stats each weapon class uses (3.3). A designer replaces it through the game's setup, and
 * `validateFactions` names the field that is wrong.
 */
import { RuleViolation, at, atKey, optional, readBoolean, readList, readOneOf, readRecord, readText, readWholeNumber, type Field } from '../engine/index.ts';
import { STAT_LIMITS } from './stat-limits.ts';
import { SAMPLE_HULL } from './board.ts';
import { RULE } from './rule-ids.ts';

export const WEAPON_CLASSES = ['laser', 'projectile', 'torpedo', 'direct-fire'] as const;
/** In the order the weapons phase resolves them (6.5.1). */
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

/** The five slots a player fills in the loadout (3.2), the squadrons counting as one. */
export const LOADOUT_SLOTS = ['main', 'broadside', 'bay', 'point-defence', 'squadrons'] as const;
export type LoadoutSlot = (typeof LOADOUT_SLOTS)[number];

/** A component card's kind: a loadout slot's card, or the special ability every ship has. */
export type ComponentKind = Exclude<LoadoutSlot, 'squadrons'> | 'special';

/**
 * What a special ability does when a power token is spent (the cards' texts are not in the
 * rulebook; these are our sample abilities): restore armour to a section that still has some, or
 * take one momentum token of the player's choice off the mat.
 */
export const SPECIAL_EFFECTS = ['restore-armour', 'drop-momentum'] as const;
export type SpecialEffect = (typeof SPECIAL_EFFECTS)[number];

/** How much armour 'restore-armour' gives back. */
export const RESTORED_ARMOUR = 2;

/** A weapon's stats (3.3); each class uses some of them. */
export interface Weapon {
  class: WeaponClass;
  damage: number;
  /** Projectiles and torpedoes: hexes a turn. */
  speed?: number;
  /** Lasers and direct fire: reach in hexes. */
  range?: number;
  /** Direct fire. */
  accuracy?: number;
  /** Direct fire: radius of the area, in hexes. */
  aoe?: number;
  /** Projectiles and torpedoes: how many tokens the weapon has (the component list). */
  tokens?: number;
}

export interface ComponentCard {
  id: string;
  name: string;
  kind: ComponentKind;
  /** Cooldown tokens it takes after use (3.3, 6.6). */
  cooldown: number;
  weapon?: Weapon;
  /** Fighter bays: how far from the bay a squadron may be launched or recalled, in hexes. */
  reach?: number;
  /** Fighter bays: recalled squadrons come back with a munition. */
  resupplies?: boolean;
  /** The special ability: its power tokens (3.2.6). */
  power?: number;
  /** The special ability: what spending a power token does (our sample abilities). */
  effect?: SpecialEffect;
  /** What the card does, in our words: the special abilities, and bays. */
  text?: string;
}

export interface SquadronCard {
  id: string;
  name: string;
  /** Heavy assault craft are scarce: three heavies can never fly together (3.2.4). */
  heavy: boolean;
  speed: number;
  evasion: number;
  /** How many munitions it carries (3.3, 6.4.1). */
  capacity: number;
  weapon: Weapon;
}

export interface Faction {
  id: string;
  name: string;
  /** The warship's evasion, printed on its armour mat (3.3). */
  evasion: number;
  /** Armour per hull section (3.1). */
  armour: Readonly<Record<string, number>>;
  structure: number;
  components: readonly ComponentCard[];
  squadrons: readonly SquadronCard[];
}

export const SQUADRONS_PER_SHIP = 3;
export const STARTING_MUNITIONS = 4;

const LAMAIS: Faction = {
  id: 'lamais',
  name: 'Lamais',
  evasion: 1,
  armour: { bow: 4, port: 3, core: 3, starboard: 3, stern: 2 },
  structure: 10,
  components: [
    { id: 'lamais-mass-driver', name: 'Mass Driver', kind: 'main', cooldown: 2, weapon: { class: 'projectile', damage: 3, speed: 4, tokens: 3 } },
    { id: 'lamais-lance', name: 'Lance Laser', kind: 'main', cooldown: 3, weapon: { class: 'laser', damage: 3, range: 6 } },
    { id: 'lamais-flak-decks', name: 'Flak Decks', kind: 'broadside', cooldown: 1, weapon: { class: 'projectile', damage: 1, speed: 3, tokens: 6 } },
    { id: 'lamais-gun-decks', name: 'Gun Decks', kind: 'broadside', cooldown: 1, weapon: { class: 'direct-fire', damage: 1, range: 4, accuracy: 2 } },
    { id: 'lamais-hangar', name: 'Hangar Deck', kind: 'bay', cooldown: 1, reach: 1, resupplies: true, text: 'Recalled squadrons come back with one munition.' },
    { id: 'lamais-catapult', name: 'Catapult Bay', kind: 'bay', cooldown: 1, reach: 2, text: 'Launches and recalls squadrons up to two hexes from the bay.' },
    { id: 'lamais-flak-screen', name: 'Flak Screen', kind: 'point-defence', cooldown: 1, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 1, aoe: 1 } },
    { id: 'lamais-tracking-guns', name: 'Tracking Guns', kind: 'point-defence', cooldown: 1, weapon: { class: 'direct-fire', damage: 1, range: 3, accuracy: 3 } },
    { id: 'lamais-close-guns', name: 'Close-in Guns', kind: 'point-defence', cooldown: 0, weapon: { class: 'direct-fire', damage: 1, range: 1, accuracy: 4 } },
    { id: 'lamais-reactive-plating', name: 'Reactive Plating', kind: 'special', cooldown: 0, power: 4, effect: 'restore-armour', text: 'Restore 2 armour to one hull section that still has armour.' },
  ],
  squadrons: [
    { id: 'lamais-lancers', name: 'Lancers', heavy: true, speed: 3, evasion: 1, capacity: 2, weapon: { class: 'direct-fire', damage: 2, range: 2, accuracy: 2 } },
    { id: 'lamais-maulers', name: 'Maulers', heavy: true, speed: 2, evasion: 0, capacity: 2, weapon: { class: 'direct-fire', damage: 3, range: 1, accuracy: 2 } },
    { id: 'lamais-wasps', name: 'Wasps', heavy: false, speed: 4, evasion: 3, capacity: 3, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 3 } },
    { id: 'lamais-hornets', name: 'Hornets', heavy: false, speed: 4, evasion: 2, capacity: 2, weapon: { class: 'direct-fire', damage: 1, range: 3, accuracy: 2 } },
    { id: 'lamais-wardens', name: 'Wardens', heavy: false, speed: 3, evasion: 2, capacity: 3, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 4 } },
  ],
};

const FPA: Faction = {
  id: 'fpa',
  name: 'FPA',
  evasion: 0,
  armour: { bow: 5, port: 3, core: 4, starboard: 3, stern: 2 },
  structure: 9,
  components: [
    { id: 'fpa-rail-cannon', name: 'Rail Cannon', kind: 'main', cooldown: 3, weapon: { class: 'projectile', damage: 4, speed: 5, tokens: 3 } },
    { id: 'fpa-siege-battery', name: 'Siege Battery', kind: 'main', cooldown: 2, weapon: { class: 'direct-fire', damage: 2, range: 5, accuracy: 1, aoe: 1 } },
    { id: 'fpa-torpedo-tubes', name: 'Torpedo Tubes', kind: 'broadside', cooldown: 2, weapon: { class: 'torpedo', damage: 3, speed: 2, tokens: 3 } },
    { id: 'fpa-pulse-lasers', name: 'Pulse Lasers', kind: 'broadside', cooldown: 1, weapon: { class: 'laser', damage: 2, range: 4 } },
    { id: 'fpa-launch-rails', name: 'Launch Rails', kind: 'bay', cooldown: 1, reach: 2, text: 'Launches and recalls squadrons up to two hexes from the bay.' },
    { id: 'fpa-armoury-bay', name: 'Armoury Bay', kind: 'bay', cooldown: 1, reach: 1, resupplies: true, text: 'Recalled squadrons come back with one munition.' },
    { id: 'fpa-interceptor-grid', name: 'Interceptor Grid', kind: 'point-defence', cooldown: 1, weapon: { class: 'direct-fire', damage: 1, range: 3, accuracy: 2 } },
    { id: 'fpa-chaff-guns', name: 'Chaff Guns', kind: 'point-defence', cooldown: 2, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 1, aoe: 1 } },
    { id: 'fpa-sentry-turrets', name: 'Sentry Turrets', kind: 'point-defence', cooldown: 0, weapon: { class: 'direct-fire', damage: 1, range: 1, accuracy: 3 } },
    { id: 'fpa-overdrive', name: 'Overdrive', kind: 'special', cooldown: 0, power: 4, effect: 'drop-momentum', text: 'Remove one momentum token of your choice from your mat.' },
  ],
  squadrons: [
    { id: 'fpa-bombers', name: 'Bombers', heavy: true, speed: 2, evasion: 0, capacity: 1, weapon: { class: 'torpedo', damage: 3, speed: 2, tokens: 3 } },
    { id: 'fpa-strikers', name: 'Strikers', heavy: true, speed: 3, evasion: 1, capacity: 2, weapon: { class: 'direct-fire', damage: 2, range: 2, accuracy: 2 } },
    { id: 'fpa-darts', name: 'Darts', heavy: false, speed: 5, evasion: 3, capacity: 2, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 3 } },
    { id: 'fpa-guardians', name: 'Guardians', heavy: false, speed: 3, evasion: 2, capacity: 3, weapon: { class: 'direct-fire', damage: 1, range: 2, accuracy: 4 } },
    { id: 'fpa-scouts', name: 'Scouts', heavy: false, speed: 5, evasion: 3, capacity: 1, weapon: { class: 'direct-fire', damage: 1, range: 3, accuracy: 1 } },
  ],
};

/** The sample kits, Lamais first. */
export const SAMPLE_FACTIONS: readonly Faction[] = Object.freeze([LAMAIS, FPA]);

// ---------------------------------------------------------------------------------------------
// Validation: a designer's factions, every refusal naming its field

const FACTION_FIELDS = ['id', 'name', 'evasion', 'armour', 'structure', 'components', 'squadrons'] as const;
const COMPONENT_FIELDS = ['id', 'name', 'kind', 'cooldown', 'weapon', 'reach', 'resupplies', 'power', 'effect', 'text'] as const;
const SQUADRON_FIELDS = ['id', 'name', 'heavy', 'speed', 'evasion', 'capacity', 'weapon'] as const;
const WEAPON_FIELDS = ['class', 'damage', 'speed', 'range', 'accuracy', 'aoe', 'tokens'] as const;
const COMPONENT_KINDS: readonly ComponentKind[] = ['main', 'broadside', 'bay', 'point-defence', 'special'];

/** Which stats each weapon class needs (3.3). */
const NEEDS: Readonly<Record<WeaponClass, readonly ('speed' | 'range' | 'accuracy' | 'tokens')[]>> = {
  laser: ['range'],
  projectile: ['speed', 'tokens'],
  torpedo: ['speed', 'tokens'],
  'direct-fire': ['range', 'accuracy'],
};

function readWeapon(value: unknown, field: Field): Weapon {
  const record = readRecord(value, field, WEAPON_FIELDS);
  const weaponClass = readOneOf(record.class, at(field, 'class'), WEAPON_CLASSES);
  const weapon: Weapon = { class: weaponClass, damage: readWholeNumber(record.damage, at(field, 'damage'), STAT_LIMITS.damage) };
  for (const stat of ['speed', 'range', 'tokens'] as const) {
    if (record[stat] !== undefined) weapon[stat] = readWholeNumber(record[stat], at(field, stat), STAT_LIMITS[stat]);
  }
  if (record.accuracy !== undefined) weapon.accuracy = readWholeNumber(record.accuracy, at(field, 'accuracy'), STAT_LIMITS.accuracy);
  if (record.aoe !== undefined) weapon.aoe = readWholeNumber(record.aoe, at(field, 'aoe'), STAT_LIMITS.aoe);
  for (const stat of NEEDS[weaponClass]) {
    if (weapon[stat] === undefined) throw new RuleViolation(field.rule, `${field.path}.${stat} is missing: a ${weaponClass} weapon needs it.`, `${field.path}.${stat}`);
  }
  return weapon;
}

function readComponent(value: unknown, field: Field): ComponentCard {
  const record = readRecord(value, field, COMPONENT_FIELDS);
  const kind = readOneOf(record.kind, at(field, 'kind'), COMPONENT_KINDS);
  const card: ComponentCard = {
    id: readText(record.id, at(field, 'id')),
    name: readText(record.name, at(field, 'name')),
    kind,
    cooldown: readWholeNumber(record.cooldown, at(field, 'cooldown'), STAT_LIMITS.cooldown),
  };
  if (record.weapon !== undefined) card.weapon = readWeapon(record.weapon, at(field, 'weapon'));
  if ((kind === 'main' || kind === 'broadside' || kind === 'point-defence') && card.weapon === undefined) {
    throw new RuleViolation(field.rule, `${field.path}.weapon is missing: a ${kind} card is a weapon.`, `${field.path}.weapon`);
  }
  if (kind === 'point-defence' && card.weapon?.class !== 'direct-fire') {
    throw new RuleViolation(field.rule, `${field.path}.weapon.class must be direct-fire: point defence is a direct-fire weapon (7.4.3).`, `${field.path}.weapon.class`);
  }
  if (kind === 'bay') card.reach = optional(record.reach, at(field, 'reach'), (value, reachField) => readWholeNumber(value, reachField, STAT_LIMITS.reach), 1);
  if (record.resupplies !== undefined) card.resupplies = readBoolean(record.resupplies, at(field, 'resupplies'));
  if (kind === 'special') {
    card.power = readWholeNumber(record.power, at(field, 'power'), STAT_LIMITS.power);
    card.effect = readOneOf(record.effect, at(field, 'effect'), SPECIAL_EFFECTS);
  }
  if (record.text !== undefined) card.text = readText(record.text, at(field, 'text'));
  return card;
}

function readSquadron(value: unknown, field: Field): SquadronCard {
  const record = readRecord(value, field, SQUADRON_FIELDS);
  return {
    id: readText(record.id, at(field, 'id')),
    name: readText(record.name, at(field, 'name')),
    heavy: readBoolean(record.heavy, at(field, 'heavy')),
    speed: readWholeNumber(record.speed, at(field, 'speed'), STAT_LIMITS.speed),
    evasion: readWholeNumber(record.evasion, at(field, 'evasion'), STAT_LIMITS.evasion),
    capacity: readWholeNumber(record.capacity, at(field, 'capacity'), STAT_LIMITS.capacity),
    weapon: readWeapon(record.weapon, at(field, 'weapon')),
  };
}

/** How many cards of each kind a kit must offer, so that a loadout (and a swap) is always possible. */
function checkKit(faction: Faction, field: Field): void {
  for (const kind of COMPONENT_KINDS) {
    const count = faction.components.filter((card) => card.kind === kind).length;
    const wanted = kind === 'special' ? 'exactly one' : 'at least one';
    if (kind === 'special' ? count !== 1 : count === 0) {
      throw new RuleViolation(field.rule, `${field.path}.components must hold ${wanted} ${kind} card; it has ${String(count)}.`, `${field.path}.components`);
    }
  }
  const light = faction.squadrons.filter((squadron) => !squadron.heavy).length;
  if (faction.squadrons.length < SQUADRONS_PER_SHIP || light === 0) {
    throw new RuleViolation(field.rule, `${field.path}.squadrons must offer ${String(SQUADRONS_PER_SHIP)} squadrons at least, one of them not heavy (3.2.4).`, `${field.path}.squadrons`);
  }
  for (const section of SAMPLE_HULL.sections) {
    if (faction.armour[section.id] === undefined) throw new RuleViolation(field.rule, `${field.path}.armour.${section.id} is missing: every hull section has armour.`, `${field.path}.armour.${section.id}`);
  }
}

/** Two factions, each a whole kit with ids unique across both; refusals name the field. */
export function validateFactions(value: unknown): Faction[] {
  const field: Field = { path: 'factions', rule: RULE.kit };
  const factions = readList(value, field, (entry, entryField): Faction => {
    const record = readRecord(entry, entryField, FACTION_FIELDS);
    const armourField = at(entryField, 'armour');
    const armourRecord = readRecord(record.armour, armourField, SAMPLE_HULL.sections.map((section) => section.id));
    const armour: Record<string, number> = {};
    for (const [section, points] of Object.entries(armourRecord)) armour[section] = readWholeNumber(points, atKey(armourField, section), STAT_LIMITS.armour);
    const faction: Faction = {
      id: readText(record.id, at(entryField, 'id')),
      name: readText(record.name, at(entryField, 'name')),
      evasion: readWholeNumber(record.evasion, at(entryField, 'evasion'), STAT_LIMITS.evasion),
      armour,
      structure: readWholeNumber(record.structure, at(entryField, 'structure'), STAT_LIMITS.structure),
      components: readList(record.components, at(entryField, 'components'), readComponent),
      squadrons: readList(record.squadrons, at(entryField, 'squadrons'), readSquadron),
    };
    checkKit(faction, entryField);
    return faction;
  }, { minLength: 2, maxLength: 2 });
  const ids = factions.flatMap((faction) => [faction.id, ...faction.components.map((card) => card.id), ...faction.squadrons.map((squadron) => squadron.id)]);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw new RuleViolation(field.rule, `factions: the id "${twice}" is used twice; every faction, card and squadron needs its own.`, 'factions', { id: twice });
  return factions;
}
