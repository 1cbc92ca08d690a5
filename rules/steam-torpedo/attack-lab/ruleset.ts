/**
 * The attack lab: a what-if bench for aiming a weapon, for the `<steam-torpedo-attack>` widget and
 * for designers checking a tile. It is not a game turn: a reader places the two submarines in the
 * battle area one sector at a time (choosing a side when they come to share a sector), posts
 * sailors on tiles of either submarine or sends them back to the control room, and picks one of the
 * attacker's weapons. Everything the lab then shows is the real rules' answer, read from a real
 * Steam Torpedo state: `previewAttack` (arcs, why not, attack total, armor value, damage total),
 * `sightOf`, `armorBreakdown`, and the breakdowns of readings.ts.
 *
 * `attackLab` is a Ruleset, so the widget runs it in the shell every lab shares (undo, reset, a log
 * citing rules). Its state wraps a real game state (`game`) with the attacker, the chosen weapon and
 * where the setup put them (`start`, for `reset`); the state edits are the pure functions
 * `moveSubmarine`, `postSailor` and `recallCrew`. Its setup is read here (`openAttackLab`), each
 * refusal naming its field.
 *
 * Rulebook "Targeting" (p. 16–17) gives six worked arcs; they are the presets, one per example
 * (`ATTACK_LAB_PRESETS`, presets.ts), played with sample weapons that fit.
 */
import { RuleViolation, describeValue, isOneOf, optional, readOneOf, readRecord, readSeed, readWholeNumber, refuse, type Field, type PlayerId, type Ruleset, type Setup } from '../../engine/index.ts';
import type { CrewMember, EffectDefinition, Seat, SteamTorpedoState } from '../model.ts';
import { crewIn, definitionOf, submarineOf, tileStateOf } from '../board.ts';
import { SHARED_SECTOR_SIDES, arrivesAlongside, northernAfterArriving, type SharedSectorSide } from '../placement.ts';
import { CONTROL_ROOM_CELL, SECTORS, isSector, sameCell } from '../geometry.ts';
import { DEFAULT_LAYOUTS } from '../scenarios.ts';
import { STARTING_SECTOR, sampleInitialState } from '../setup.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { ATTACK_LAB_PRESET_NAMES, attackLabPreset, type AttackLabPreset } from './presets.ts';

// ---------------------------------------------------------------------------------------------
// Shapes

const SEATS: readonly Seat[] = ['south', 'north'];

/** The effects the lab aims: those that hit a location of the opponent (not tows, not standby modifiers). */
export const AIMED_ACTIONS = ['attack', 'drain-oxygen', 'shoot-crew'] as const;
export type AimedAction = (typeof AIMED_ACTIONS)[number];

export interface AttackLabWeapon {
  /** Tile id. */
  tile: string;
  /** Index of the effect on the tile (0-based, as `previewAttack` takes it). */
  effect: number;
}

export interface AttackLabState {
  /** A real Steam Torpedo state: the submarines, their sectors, who lies north, the crew. */
  game: SteamTorpedoState;
  /** The player whose weapon is aimed; the other is the defender. */
  attacker: PlayerId;
  weapon: AttackLabWeapon;
  /** Where the setup put everything, for `reset`. */
  start: { game: SteamTorpedoState; weapon: AttackLabWeapon };
}

/** On which side of the other submarine the moved one lies, when both share a sector. */
export type LabSide = SharedSectorSide;

export type AttackLabCommand =
  /** One sector toward sector 5 (+1) or sector 1 (−1). `side`: on which side of the other the moved submarine lies, when they come to share a sector. */
  | { type: 'move'; submarine: PlayerId; direction: 1 | -1; side?: LabSide }
  /** A sailor from the control room takes post in the tile (another one, if it is manned already). */
  | { type: 'man'; submarine: PlayerId; tile: string }
  /** Everyone of the owner's crew in the tile goes back to the control room. */
  | { type: 'unman'; submarine: PlayerId; tile: string }
  | { type: 'choose-weapon'; tile: string; effect: number }
  /** Back to where the setup put the submarines, the crew and the weapon. */
  | { type: 'reset' };

export type AttackLabEvent =
  | { type: 'submarine-placed'; rule: RuleId; submarine: PlayerId; from: number; to: number; northernSubmarine: PlayerId }
  | { type: 'sailor-posted'; rule: RuleId; submarine: PlayerId; crew: string; tile: string }
  | { type: 'crew-recalled'; rule: RuleId; submarine: PlayerId; crew: string[]; tile: string }
  | { type: 'weapon-chosen'; rule: RuleId; tile: string; effect: number }
  | { type: 'lab-reset'; rule: RuleId };

/** Sailors to post at setup, per seat: tile ids, one sailor each (name a tile twice for two). */
export type AttackLabCrew = Partial<Record<Seat, string[]>>;

export interface AttackLabSetup extends Setup {
  /** One of ATTACK_LAB_PRESET_NAMES. The other options, when given, override the preset's. */
  preset?: unknown;
  /** 'south' (default: Panzer la Rochelle) or 'north' (Talion). */
  attacker?: unknown;
  /** A tile id of the attacker with an aimed effect. Default: the attacker's first weapon. */
  weapon?: unknown;
  /** Index of the effect on the weapon (0-based). Default: its first aimed effect. */
  effect?: unknown;
  /** 1–5. Default 3, as at the start of a game. */
  southSector?: unknown;
  northSector?: unknown;
  /** Which submarine lies north when both share a sector: 'south' or 'north' (default, as at setup). */
  northern?: unknown;
  crew?: unknown;
  /** Lay the tiles out at random from the seed, as the game's setup does, instead of the fixed sample layout. */
  drawLayout?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Weapons

export function isAimedEffect(effect: EffectDefinition | undefined): boolean {
  return effect !== undefined && isOneOf(AIMED_ACTIONS, effect.action.kind);
}

export interface WeaponChoice extends AttackLabWeapon {
  name: string;
  kind: AimedAction;
  text: string;
}

/** Every aimed effect on `player`'s tiles that are not destroyed, in the order of the tile set. */
export function weaponsOf(game: SteamTorpedoState, player: PlayerId): WeaponChoice[] {
  const submarine = submarineOf(game, player);
  return submarine.tiles.flatMap((tile) => {
    if (tileStateOf(submarine, tile.id).destroyed) return [];
    return tile.effects.flatMap((effect, index): WeaponChoice[] => {
      const kind = effect.action.kind;
      return isOneOf(AIMED_ACTIONS, kind) ? [{ tile: tile.id, effect: index, name: tile.name, kind, text: effect.text }] : [];
    });
  });
}

/** The weapon, checked: a tile of `player` with an aimed effect at `effect` (the first aimed one when absent). */
function checkWeapon(game: SteamTorpedoState, player: PlayerId, tileId: unknown, effectIndex: unknown, fields: { tile: string; effect: string }): AttackLabWeapon {
  const weapons = weaponsOf(game, player);
  const submarine = submarineOf(game, player);
  if (typeof tileId !== 'string' || !submarine.tiles.some((tile) => tile.id === tileId)) {
    throw new RuleViolation(
      RULE.targetingArcs,
      `${fields.tile} must be a tile of ${player}'s submarine with a weapon: ${[...new Set(weapons.map((weapon) => weapon.tile))].join(', ')}; got ${describeValue(tileId)}.`,
      fields.tile,
    );
  }
  const own = weapons.filter((weapon) => weapon.tile === tileId);
  const tile = definitionOf(submarine, tileId);
  if (own.length === 0) {
    throw new RuleViolation(RULE.targetingArcs, `${fields.tile}: ${tile.name} has no effect that targets the opponent (no attack, oxygen drain or crew shot).`, fields.tile);
  }
  if (effectIndex === undefined) return { tile: tileId, effect: own[0]?.effect ?? 0 };
  const chosen = own.find((weapon) => weapon.effect === effectIndex);
  if (chosen === undefined) {
    throw new RuleViolation(
      RULE.targetingArcs,
      `${fields.effect} must name an effect of ${tile.name} that targets the opponent: ${own.map((weapon) => String(weapon.effect)).join(' or ')} (counted from 0); got ${describeValue(effectIndex)}.`,
      fields.effect,
    );
  }
  return { tile: tileId, effect: chosen.effect };
}

// ---------------------------------------------------------------------------------------------
// Pure state edits

function withSubmarineSector(game: SteamTorpedoState, player: PlayerId, sector: number, northernSubmarine: PlayerId): SteamTorpedoState {
  const submarine = submarineOf(game, player);
  return { ...game, submarines: { ...game.submarines, [player]: { ...submarine, sector } }, northernSubmarine };
}

/**
 * Where one step of `submarine` takes it: one sector toward sector 5 (+1) or 1 (−1), never out of
 * the battle area; into the other's sector only with a side (on which side of the other it lies).
 * Throws a RuleViolation naming the rule otherwise. This is a lab move: no speed, no turn.
 */
export function moveSubmarine(game: SteamTorpedoState, moved: PlayerId, direction: unknown, side?: unknown): Extract<AttackLabEvent, { type: 'submarine-placed' }> {
  if (!game.players.includes(moved)) throw new RuleViolation(RULE.maneuverBattleArea, `There is no submarine ${describeValue(moved)}.`);
  if (direction !== 1 && direction !== -1) throw new RuleViolation(RULE.maneuverBattleArea, 'A submarine moves one sector at a time: direction 1 (toward sector 5) or -1 (toward sector 1).');
  const submarine = submarineOf(game, moved);
  const to = submarine.sector + direction;
  if (!isSector(to)) {
    throw new RuleViolation(RULE.maneuverBattleArea, `The ${moved} submarine is in sector ${String(submarine.sector)}: it cannot leave the battle area (sectors 1 to ${String(SECTORS.length)}).`);
  }
  const northernSubmarine = northernAfterArriving(game, moved, to, moved, side);
  const rule = arrivesAlongside(game, moved, to) ? RULE.maneuverSharedSector : RULE.maneuverBattleArea;
  return { type: 'submarine-placed', rule, submarine: moved, from: submarine.sector, to, northernSubmarine };
}

/** Sailors of `owner` standing in their control room, free to take post. */
function sailorsInControlRoom(game: SteamTorpedoState, owner: PlayerId): CrewMember[] {
  const submarine = submarineOf(game, owner);
  return submarine.crew.filter((member) => member.rank === 'sailor' && member.at !== null && member.at.submarine === owner && sameCell(member.at.cell, CONTROL_ROOM_CELL));
}

/**
 * The rule that makes a crew member in this tile matter to the lab's attack: armor for the
 * defender's armored tiles, the standby rule for a tile with a standby effect, the crew-shot rule
 * for the defender's other compartments, the trigger rule for the attacker's.
 */
export function whyMannedMatters(game: SteamTorpedoState, attacker: PlayerId, owner: PlayerId, tileId: string): RuleId {
  const tile = definitionOf(submarineOf(game, owner), tileId);
  const defending = owner !== attacker;
  if (defending && tile.type === 'armored') return RULE.attackArmor;
  if (tile.effects.some((effect) => effect.button === 'standby')) return RULE.effectsStandby;
  return defending ? RULE.attackCrew : RULE.activateTrigger;
}

/** Posts one sailor from the control room in the tile (another one when it is manned already). Throws when none is free. */
export function postSailor(game: SteamTorpedoState, attacker: PlayerId, owner: PlayerId, tileId: unknown): Extract<AttackLabEvent, { type: 'sailor-posted' }> {
  if (!game.players.includes(owner)) throw new RuleViolation(RULE.setupCrew, `There is no submarine ${describeValue(owner)}.`);
  const submarine = submarineOf(game, owner);
  if (typeof tileId !== 'string' || !submarine.tiles.some((tile) => tile.id === tileId)) {
    throw new RuleViolation(RULE.setupCrew, `The ${owner} submarine has no tile ${describeValue(tileId)}.`);
  }
  const tile = tileStateOf(submarine, tileId);
  const name = definitionOf(submarine, tileId).name;
  if (sameCell(tile.cell, CONTROL_ROOM_CELL)) {
    throw new RuleViolation(RULE.tilesControlRoom, `${name} is the control room, where the crew waits: post a sailor in a compartment instead.`);
  }
  if (tile.destroyed) throw new RuleViolation(RULE.attackDestroyed, `${name} is destroyed: nobody can man it.`);
  const [free] = sailorsInControlRoom(game, owner);
  if (free === undefined) {
    throw new RuleViolation(RULE.setupCrew, `All four sailors of the ${owner} submarine are at their posts: send one back to the control room first.`);
  }
  return { type: 'sailor-posted', rule: whyMannedMatters(game, attacker, owner, tileId), submarine: owner, crew: free.id, tile: tileId };
}

/** Sends everyone of the owner's crew in the tile back to the control room. Throws when nobody of theirs is there. */
export function recallCrew(game: SteamTorpedoState, attacker: PlayerId, owner: PlayerId, tileId: unknown): Extract<AttackLabEvent, { type: 'crew-recalled' }> {
  if (!game.players.includes(owner)) throw new RuleViolation(RULE.setupCrew, `There is no submarine ${describeValue(owner)}.`);
  const submarine = submarineOf(game, owner);
  if (typeof tileId !== 'string' || !submarine.tiles.some((tile) => tile.id === tileId)) {
    throw new RuleViolation(RULE.setupCrew, `The ${owner} submarine has no tile ${describeValue(tileId)}.`);
  }
  const tile = tileStateOf(submarine, tileId);
  const name = definitionOf(submarine, tileId).name;
  if (sameCell(tile.cell, CONTROL_ROOM_CELL)) throw new RuleViolation(RULE.tilesControlRoom, `${name} is the control room: the crew sent back waits there already.`);
  const crew = crewIn(game, submarine, tile, owner).map((member) => member.id);
  if (crew.length === 0) throw new RuleViolation(RULE.setupCrew, `Nobody of the ${owner} crew mans ${name}.`);
  return { type: 'crew-recalled', rule: whyMannedMatters(game, attacker, owner, tileId), submarine: owner, crew, tile: tileId };
}

function placeCrew(game: SteamTorpedoState, owner: PlayerId, crewIds: readonly string[], tileId: string | null): SteamTorpedoState {
  const submarine = submarineOf(game, owner);
  const cell = tileId === null ? CONTROL_ROOM_CELL : tileStateOf(submarine, tileId).cell;
  const crew = submarine.crew.map((member) => (crewIds.includes(member.id) ? { ...member, at: { submarine: owner, cell } } : member));
  return { ...game, submarines: { ...game.submarines, [owner]: { ...submarine, crew } } };
}

// ---------------------------------------------------------------------------------------------
// The ruleset

function decide(state: AttackLabState, command: AttackLabCommand): AttackLabEvent[] {
  const { game, attacker } = state;
  switch (command.type) {
    case 'move':
      return [moveSubmarine(game, command.submarine, command.direction, command.side)];
    case 'man':
      return [postSailor(game, attacker, command.submarine, command.tile)];
    case 'unman':
      return [recallCrew(game, attacker, command.submarine, command.tile)];
    case 'choose-weapon': {
      const weapon = checkWeapon(game, attacker, command.tile, command.effect, { tile: 'tile', effect: 'effect' });
      return [{ type: 'weapon-chosen', rule: RULE.targetingArcs, tile: weapon.tile, effect: weapon.effect }];
    }
    case 'reset':
      // The lab's start is the reader's setup: the targeting it shows is what the reset brings back.
      return [{ type: 'lab-reset', rule: RULE.targetingArcs }];
    default: {
      // Only a command from outside the types gets here: a script may send anything.
      const unknown: { type?: unknown } = command;
      throw new RuleViolation(RULE.targetingArcs, `The attack lab takes move, man, unman, choose-weapon and reset; ${describeValue(unknown.type)} is not one of them.`);
    }
  }
}

function evolve(state: AttackLabState, event: AttackLabEvent): AttackLabState {
  switch (event.type) {
    case 'submarine-placed':
      return { ...state, game: withSubmarineSector(state.game, event.submarine, event.to, event.northernSubmarine) };
    case 'sailor-posted':
      return { ...state, game: placeCrew(state.game, event.submarine, [event.crew], event.tile) };
    case 'crew-recalled':
      return { ...state, game: placeCrew(state.game, event.submarine, event.crew, null) };
    case 'weapon-chosen':
      return { ...state, weapon: { tile: event.tile, effect: event.effect } };
    case 'lab-reset':
      return { ...state, game: state.start.game, weapon: state.start.weapon };
  }
}

function legalCommands(state: AttackLabState): AttackLabCommand[] {
  const { game, attacker } = state;
  const commands: AttackLabCommand[] = [];
  for (const submarine of game.players) {
    for (const direction of [-1, 1] as const) {
      const to = submarineOf(game, submarine).sector + direction;
      if (!isSector(to)) continue;
      if (!arrivesAlongside(game, submarine, to)) commands.push({ type: 'move', submarine, direction });
      else for (const side of SHARED_SECTOR_SIDES) commands.push({ type: 'move', submarine, direction, side });
    }
    for (const tile of submarineOf(game, submarine).tiles) {
      for (const type of ['man', 'unman'] as const) {
        const command: AttackLabCommand = { type, submarine, tile: tile.id };
        if (accepts(state, command)) commands.push(command);
      }
    }
  }
  for (const weapon of weaponsOf(game, attacker)) {
    if (weapon.tile !== state.weapon.tile || weapon.effect !== state.weapon.effect) commands.push({ type: 'choose-weapon', tile: weapon.tile, effect: weapon.effect });
  }
  commands.push({ type: 'reset' });
  return commands;
}

function accepts(state: AttackLabState, command: AttackLabCommand): boolean {
  try {
    decide(state, command);
    return true;
  } catch (error) {
    if (error instanceof RuleViolation) return false;
    throw error;
  }
}

/** Who works the lab: one reader, setting up both sides. */
export const LAB_READER = 'reader';

/**
 * The lab as a Ruleset: `initialState(setup)` places the submarines, the crew and the weapon;
 * `decide` takes `move`, `man`, `unman`, `choose-weapon` and `reset`; it never ends (`outcome` is null).
 */
export const attackLab: Ruleset<AttackLabState, AttackLabCommand, AttackLabEvent, AttackLabSetup> = {
  id: 'steam-torpedo',
  initialState: openAttackLab,
  decide,
  evolve,
  legalCommands,
  // One reader places both sides; the lab never ends.
  toAct: () => [LAB_READER],
  outcome: () => null,
};

// ---------------------------------------------------------------------------------------------
// Setup

function readSeat(value: unknown, field: Field, fallback: Seat, what: string): Seat {
  return optional(value, field, (seat, seatField) => (isOneOf(SEATS, seat) ? seat : refuse(seatField, `south or north (${what})`, seat)), fallback);
}

function readSector(value: unknown, path: 'southSector' | 'northSector'): number {
  return value === undefined ? STARTING_SECTOR : readLabSector(value, path);
}

/**
 * One submarine's sector in the lab's setup, 1 to 5 (steam-torpedo/maneuver.battle-area): a widget
 * asks it of an attribute it cannot read as a number, so the refusal says the range, not an example.
 */
export function readLabSector(value: unknown, path: 'southSector' | 'northSector'): number {
  return readWholeNumber(value, { path, rule: RULE.maneuverBattleArea }, { min: 1, max: SECTORS.length, note: `the battle area has ${String(SECTORS.length)} sectors` });
}

function readCrew(value: unknown): AttackLabCrew {
  const record = readRecord(value, { path: 'crew', rule: RULE.setupCrew }, undefined, 'an object of tile ids by seat, e.g. {"south":["boiler-room"]}');
  const crew: AttackLabCrew = {};
  // The field stays `crew`: the tiles named are checked once the submarines are built, under that field too.
  for (const [seat, tiles] of Object.entries(record)) {
    if (!isOneOf(SEATS, seat)) throw new RuleViolation(RULE.setupCrew, `crew.${seat} is not a seat; the seats are south and north.`, 'crew');
    if (!Array.isArray(tiles) || !tiles.every((tile): tile is string => typeof tile === 'string')) {
      throw new RuleViolation(RULE.setupCrew, `crew.${seat} must be a list of tile ids; got ${describeValue(tiles)}.`, 'crew');
    }
    crew[seat] = tiles;
  }
  return crew;
}

/** Builds the lab: a real setup (fixed sample layouts unless drawn), then the sectors, the crew and the weapon. */
/** The options the lab's setup may hold; a misspelt one (`southsector`) is refused by name. */
const SETUP_FIELDS = ['seed', 'preset', 'attacker', 'weapon', 'effect', 'southSector', 'northSector', 'northern', 'crew', 'drawLayout'] as const satisfies readonly (keyof AttackLabSetup)[];

export function openAttackLab(setup: AttackLabSetup): AttackLabState {
  readRecord(setup, { path: '', rule: RULE.targetingArcs }, SETUP_FIELDS);
  readSeed(setup.seed);
  let preset: AttackLabPreset['setup'] | undefined;
  if (setup.preset !== undefined) preset = attackLabPreset(readOneOf(setup.preset, { path: 'preset', rule: RULE.targetingArcs }, ATTACK_LAB_PRESET_NAMES)).setup;
  const attacker = readSeat(setup.attacker ?? preset?.attacker, { path: 'attacker', rule: RULE.setupFirstGame }, 'south', 'whose weapon is aimed');
  const southSector = readSector(setup.southSector ?? preset?.southSector, 'southSector');
  const northSector = readSector(setup.northSector ?? preset?.northSector, 'northSector');
  const northern = readSeat(setup.northern ?? preset?.northern, { path: 'northern', rule: RULE.maneuverSharedSector }, 'north', 'which submarine lies north when both share a sector');
  const crew = setup.crew === undefined ? (preset?.crew ?? {}) : readCrew(setup.crew);

  const layout = (seat: Seat): { layout?: { inner: string[]; outer: string[] } } => {
    if (setup.drawLayout === true) return {};
    const fixed = DEFAULT_LAYOUTS[seat === 'south' ? 'panzer-la-rochelle' : 'talion'];
    return { layout: { inner: [...fixed.inner], outer: [...fixed.outer] } };
  };
  // The lab plays the sample tiles only (its layouts name them).
  const start = sampleInitialState({ seed: setup.seed, skipSwap: true, firstPlayer: attacker, players: [layout('south'), layout('north')] });
  let game: SteamTorpedoState = {
    ...start,
    phase: 'action',
    prompt: null,
    // The attacker in a later turn, when effects may be triggered.
    turnsBegun: { south: attacker === 'south' ? 2 : 1, north: attacker === 'north' ? 2 : 1 },
  };
  game = withSubmarineSector(game, 'south', southSector, northern);
  game = withSubmarineSector(game, 'north', northSector, northern);
  for (const seat of SEATS) {
    for (const tile of crew[seat] ?? []) {
      let posted;
      try {
        posted = postSailor(game, attacker, seat, tile);
      } catch (error) {
        if (error instanceof RuleViolation) throw new RuleViolation(error.rule, `crew.${seat}: ${error.message}`, 'crew');
        throw error;
      }
      game = placeCrew(game, seat, [posted.crew], posted.tile);
    }
  }
  // A preset's weapon belongs to its attacker; with the other attacker, their first weapon.
  const presetWeapon = preset?.attacker === attacker ? preset.weapon : undefined;
  const weapon = checkWeapon(game, attacker, setup.weapon ?? presetWeapon ?? weaponsOf(game, attacker)[0]?.tile, setup.effect, { tile: 'weapon', effect: 'effect' });
  return { game, attacker, weapon, start: { game, weapon } };
}

