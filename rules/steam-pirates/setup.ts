/**
 * Setting up a game (steam-pirates/setup.*): the pirates in turn order with their starting Gold, each
 * frigate and first Trade House in Haven, the Notorious bag, Old Cap's map pieces on the treasure
 * islands, four officials on display, one goal of each pile, three event cards with the first one
 * acting and both flagships placed, and the first roll of the dice.
 *
 * Every piece of data (map, officials' bribe tables, revenue tracks, action die, events, goals) is the
 * sample by default and may be replaced through the setup; each is checked, a problem named by its field.
 */
import {
  at,
  drawInt,
  optional,
  readList,
  readOneOf,
  readRecord,
  readText,
  readWholeNumber,
  refuseBecause,
  seedRandom,
  shuffle,
  type Field,
  type PlayerId,
  type RandomState,
  type Setup,
} from '../engine/index.ts';
import { BEARINGS } from './compass.ts';
import { FLAGSHIPS, SAMPLE_EVENTS, type EventCard, type Mission } from './events.ts';
import { GOAL_KINDS, SAMPLE_GOALS, type GoalCard, type GoalPile } from './goals.ts';
import { SYNDICATE, type CubeOwner, type FlagshipState, type GameData, type Pirate, type SteamPiratesState } from './model.ts';
import { OFFICIALS, OFFICIAL_IDS, type Official, type OfficialId } from './officials.ts';
import { RULE } from './rule-ids.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { GOODS, islandLabel, validateSkyMap, type Good, type SkyMap } from './sky-map.ts';
import {
  ACTION_DICE,
  ACTION_SYMBOLS,
  CUBES_NOTE,
  DATA_RANGE,
  GOLD_RANGE,
  MOST_PIRATE_CUBES,
  OUR_CEILING,
  PLAYERS_RANGE,
  SAMPLE_ACTION_DIE,
  SAMPLE_REVENUE,
  SEASON_RANGE,
  SUPPLY,
  SYNDICATE_CUBES,
  startingGold,
  type ActionSymbol,
} from './tables.ts';

export interface SteamPiratesSetup extends Setup {
  /** The pirates, 2 to 4, in seating order (clockwise); default `['red', 'blue']`. */
  players?: readonly PlayerId[];
  /** Who starts; default drawn at random (from the seed). */
  firstPlayer?: PlayerId;
  /** The sky map (steam-pirates/map.data); default `SAMPLE_MAP`. */
  map?: unknown;
  /** Where the frigates start with their first Trade House; default `haven`. */
  haven?: unknown;
  /** Bribe tables and VP by official id, all ten; default the sample's. */
  officials?: unknown;
  /** Revenue tracks by good; default the sample's. */
  revenue?: unknown;
  /** The faces of every action die; default the sample's six. */
  actionDie?: unknown;
  /** Event cards, at least 3; default the six sample cards. */
  events?: unknown;
  /** Goal cards, at least one in each pile; default the sample's six. */
  goals?: unknown;
  /**
   * A position mid-game, for the rulebook's worked examples (presets): the season and round, the
   * wind, the dice left, the officials on display, the flagships, the bag, and each pirate's
   * pieces. Everything left out is as a new game has it.
   */
  stage?: unknown;
}

/** What a staged pirate may set. */
export interface StagedPirate {
  gold?: number;
  vp?: number;
  at?: string;
  connected?: string[];
  houses?: string[];
  maps?: string[];
  cubes?: number;
  bribed?: string[];
}

export const DEFAULT_PLAYERS: readonly PlayerId[] = ['red', 'blue'];
export const MIN_PLAYERS = PLAYERS_RANGE.min;
export const MAX_PLAYERS = PLAYERS_RANGE.max;

/**
 * How many pirates a count asks for (a widget's `players` attribute, as typed when it is no
 * number): 2 to 4, or a refusal naming `players` with the rulebook's reason.
 */
export function readPlayerCount(count: unknown): number {
  return readWholeNumber(count, { path: 'players', rule: RULE.setupPlayers }, PLAYERS_RANGE);
}
/** Officials on display. */
export const DISPLAY_SIZE = 4;
/** Event cards a game uses, one a season. */
export const EVENTS_PER_GAME = 3;

const SETUP_KEYS = ['seed', 'players', 'firstPlayer', 'map', 'haven', 'officials', 'revenue', 'actionDie', 'events', 'goals', 'stage'] as const;
const STAGE_KEYS = ['season', 'round', 'wind', 'dice', 'display', 'event', 'flagships', 'bag', 'pirates'] as const;
const PIRATE_KEYS = ['gold', 'vp', 'at', 'connected', 'houses', 'maps', 'cubes', 'bribed'] as const;

/** Builds the starting state, or throws a `RuleViolation` naming the setup field that is wrong. */
export function initialState(setup: SteamPiratesSetup): SteamPiratesState {
  const record = readRecord(setup, { path: '', rule: RULE.setupPlayers }, SETUP_KEYS, 'a setup object');
  const seed = readWholeNumber(record.seed, { path: 'seed', rule: 'engine/setup.seed' });
  const players = optional(record.players, { path: 'players', rule: RULE.setupPlayers }, readPlayers, [...DEFAULT_PLAYERS]);
  const data = readGameData(record);
  let random: RandomState = seedRandom(seed);

  let firstPlayer: PlayerId;
  if (record.firstPlayer === undefined) {
    const draw = drawInt(random, 0, players.length - 1);
    random = draw.random;
    firstPlayer = players[draw.value] ?? players[0] ?? '';
  } else {
    firstPlayer = readOneOf(record.firstPlayer, { path: 'firstPlayer', rule: RULE.setupPlayers }, players);
  }

  const order = turnOrderFrom(players, firstPlayer);
  const gold = startingGold(players.length);
  const pirates: Record<PlayerId, Pirate> = {};
  order.forEach((player, place) => {
    // One cube goes into the bag and one marks the VP track: the rest are the pirate's supply.
    pirates[player] = { gold: gold[place] ?? 0, vp: 0, at: data.haven, connected: [data.haven], houses: [data.haven], maps: [], cubes: SUPPLY.cubes - 2, bribed: [] };
  });

  const officials = shuffle(random, OFFICIAL_IDS);
  random = officials.random;
  const goals: string[] = [];
  for (const pile of [1, 2, 3] as const) {
    const cards = data.goals.filter((goal) => goal.pile === pile);
    const draw = drawInt(random, 0, cards.length - 1);
    random = draw.random;
    goals.push(cards[draw.value]?.id ?? '');
  }
  const events = shuffle(random, data.events.map((event) => event.id));
  random = events.random;
  const [event = '', ...eventDeck] = events.value.slice(0, EVENTS_PER_GAME);
  const roll = rollDice(random, data.actionDie);

  const bribes = Object.fromEntries(OFFICIAL_IDS.map((id) => [id, [] as PlayerId[]])) as Record<OfficialId, PlayerId[]>;
  const treasures: Record<string, PlayerId[]> = {};
  for (const island of data.map.islands) if (island.kind === 'treasure') treasures[island.id] = [...players];
  const bag: CubeOwner[] = [...Array<CubeOwner>(SYNDICATE_CUBES).fill(SYNDICATE), ...players];

  const state: SteamPiratesState = {
    data,
    players,
    pirates,
    firstPlayer,
    season: 1,
    round: 1,
    roundsPerSeason: roundsPerSeason(players.length),
    phase: 'action',
    turn: { player: firstPlayer, sailed: false },
    dice: roll.dice,
    wind: roll.wind,
    bag,
    syndicateReserve: 0,
    display: officials.value.slice(0, DISPLAY_SIZE),
    deck: officials.value.slice(DISPLAY_SIZE),
    discard: [],
    bribes,
    event,
    eventDeck,
    goals,
    flagships: flagshipsFor(data, event),
    treasures,
    fines: [],
    prompt: null,
    random: roll.random,
    final: null,
  };
  return record.stage === undefined ? state : staged(state, record.stage);
}

/** Rounds in a season: as many as pirates; with 2 pirates, 2 (steam-pirates/season.rounds). */
export function roundsPerSeason(players: number): number {
  return players;
}

/** The players in turn order, starting with `first` and going clockwise (the seating order). */
export function turnOrderFrom(players: readonly PlayerId[], first: PlayerId): PlayerId[] {
  const start = Math.max(0, players.indexOf(first));
  return [...players.slice(start), ...players.slice(0, start)];
}

/** Rolls the seven action dice and the wind die (steam-pirates/refresh.roll). */
export function rollDice(random: RandomState, faces: readonly ActionSymbol[]): { dice: ActionSymbol[]; wind: (typeof BEARINGS)[number]; random: RandomState } {
  let next = random;
  const dice: ActionSymbol[] = [];
  for (let die = 0; die < ACTION_DICE; die++) {
    const draw = drawInt(next, 0, faces.length - 1);
    next = draw.random;
    dice.push(faces[draw.value] ?? 'profit');
  }
  const wind = drawInt(next, 0, BEARINGS.length - 1);
  return { dice, wind: BEARINGS[wind.value] ?? 'N', random: wind.random };
}

/** Both flagships on the starting islands of `eventId`, bound for its destinations, no cubes on their missions. */
export function flagshipsFor(data: GameData, eventId: string): Record<'dreadnought' | 'fortress', FlagshipState> {
  const card = data.events.find((event) => event.id === eventId);
  const place = (mission: Mission | undefined): FlagshipState => ({ at: mission?.start ?? data.haven, destination: mission?.destination ?? data.haven, arrived: mission !== undefined && mission.start === mission.destination, mission: [] });
  return { dreadnought: place(card?.missions.dreadnought), fortress: place(card?.missions.fortress) };
}

// --- A staged position ---------------------------------------------------------------------------------

/** The new game's state with the `stage` of a setup applied, every field checked (steam-pirates/setup.pieces). */
function staged(start: SteamPiratesState, value: unknown): SteamPiratesState {
  const field: Field = { path: 'stage', rule: RULE.setupPieces };
  const stage = readRecord(value, field, STAGE_KEYS, 'an object staging a position');
  const state = structuredClone(start);
  const { map } = state.data;
  const cityIsland = (entry: unknown, entryField: Field): string => readCityIsland(entry, entryField, map);
  const islandOfMap = (entry: unknown, entryField: Field): string => {
    const id = readText(entry, entryField);
    if (!map.islands.some((island) => island.id === id)) refuseBecause(entryField, `names "${id}", which is no island of the map.`);
    return id;
  };
  if (stage.season !== undefined) state.season = readWholeNumber(stage.season, at(field, 'season'), SEASON_RANGE);
  if (stage.round !== undefined) state.round = readWholeNumber(stage.round, at(field, 'round'), { min: 1, max: state.roundsPerSeason, note: 'a season has as many rounds as pirates' });
  if (stage.wind !== undefined) state.wind = readOneOf(stage.wind, at(field, 'wind'), BEARINGS);
  if (stage.dice !== undefined) state.dice = readList(stage.dice, at(field, 'dice'), (face, faceField) => readOneOf(face, faceField, ACTION_SYMBOLS), { minLength: 1, maxLength: ACTION_DICE, note: `a round rolls ${String(ACTION_DICE)} action dice` });
  if (stage.display !== undefined) {
    const display = readList(stage.display, at(field, 'display'), (id, idField) => readOneOf(id, idField, OFFICIAL_IDS), { minLength: 1, maxLength: DISPLAY_SIZE });
    display.forEach((id, index) => {
      if (display.indexOf(id) !== index) refuseBecause(at(at(field, 'display'), index), `repeats "${id}".`);
    });
    state.display = display;
    state.deck = OFFICIAL_IDS.filter((id) => !display.includes(id));
  }
  if (stage.event !== undefined) {
    const event = readOneOf(stage.event, at(field, 'event'), state.data.events.map((card) => card.id));
    state.event = event;
    state.eventDeck = state.data.events.map((card) => card.id).filter((id) => id !== event).slice(0, EVENTS_PER_GAME - state.season);
    state.flagships = flagshipsFor(state.data, event);
  }
  if (stage.flagships !== undefined) {
    const flagshipsField = at(field, 'flagships');
    const ships = readRecord(stage.flagships, flagshipsField, FLAGSHIPS, 'an object with the dreadnought and the fortress');
    for (const ship of FLAGSHIPS) {
      if (ships[ship] === undefined) continue;
      const shipField = at(flagshipsField, ship);
      const given = readRecord(ships[ship], shipField, ['at', 'destination', 'mission'], 'a flagship: at, destination and mission');
      const flagship = state.flagships[ship];
      if (given.at !== undefined) flagship.at = cityIsland(given.at, at(shipField, 'at'));
      if (given.destination !== undefined) flagship.destination = cityIsland(given.destination, at(shipField, 'destination'));
      if (given.mission !== undefined) flagship.mission = readList(given.mission, at(shipField, 'mission'), (owner, ownerField) => readOneOf(owner, ownerField, state.players));
      flagship.arrived = flagship.at === flagship.destination;
    }
  }
  if (stage.bag !== undefined) state.bag = readList(stage.bag, at(field, 'bag'), (owner, ownerField) => readOneOf(owner, ownerField, [...state.players, SYNDICATE]));
  if (stage.pirates !== undefined) {
    const piratesField = at(field, 'pirates');
    const given = readRecord(stage.pirates, piratesField, state.players, 'an object of pirates by name');
    for (const player of state.players) {
      if (given[player] === undefined) continue;
      const pirateField = at(piratesField, player);
      const entry = readRecord(given[player], pirateField, PIRATE_KEYS, 'a staged pirate');
      const pirate = state.pirates[player];
      if (pirate === undefined) continue;
      if (entry.gold !== undefined) pirate.gold = readWholeNumber(entry.gold, at(pirateField, 'gold'), GOLD_RANGE);
      if (entry.vp !== undefined) pirate.vp = readWholeNumber(entry.vp, at(pirateField, 'vp'), GOLD_RANGE);
      if (entry.cubes !== undefined) pirate.cubes = readWholeNumber(entry.cubes, at(pirateField, 'cubes'), { min: 0, max: MOST_PIRATE_CUBES, note: CUBES_NOTE });
      if (entry.connected !== undefined) pirate.connected = readList(entry.connected, at(pirateField, 'connected'), cityIsland);
      if (entry.houses !== undefined) pirate.houses = readList(entry.houses, at(pirateField, 'houses'), cityIsland, { maxLength: SUPPLY.houses });
      if (entry.at !== undefined) pirate.at = cityIsland(entry.at, at(pirateField, 'at'));
      if (entry.maps !== undefined) pirate.maps = readList(entry.maps, at(pirateField, 'maps'), islandOfMap);
      if (entry.bribed !== undefined) pirate.bribed = readList(entry.bribed, at(pirateField, 'bribed'), (id, idField) => readOneOf(id, idField, OFFICIAL_IDS));
      // A house or the harbour connects its island; the map pieces taken leave their islands.
      for (const island of [pirate.at, ...pirate.houses]) if (!pirate.connected.includes(island)) pirate.connected.push(island);
      for (const island of pirate.maps) state.treasures[island] = (state.treasures[island] ?? []).filter((owner) => owner !== player);
    }
    for (const id of OFFICIAL_IDS) state.bribes[id] = state.players.filter((player) => state.pirates[player]?.bribed.includes(id) === true);
  }
  return state;
}

// --- Reading the setup ---------------------------------------------------------------------------------

function readPlayers(value: unknown, field: Field): PlayerId[] {
  const players = readList(value, field, readText, { minLength: MIN_PLAYERS, maxLength: MAX_PLAYERS });
  players.forEach((player, index) => {
    if (player === SYNDICATE) refuseBecause(at(field, index), 'is "syndicate", the name of the yellow cubes: choose another name for a pirate.');
    if (players.indexOf(player) !== index) refuseBecause(at(field, index), `repeats "${player}": every pirate needs a name of their own.`);
  });
  return players;
}

/** The game's data, each part the sample unless the setup replaces it. */
export function readGameData(record: Readonly<Record<string, unknown>>): GameData {
  const map = record.map === undefined ? SAMPLE_MAP : validateSkyMap(record.map, 'map');
  const haven = optional(record.haven, { path: 'haven', rule: RULE.setupPieces }, (value, field) => readCityIsland(value, field, map), 'haven');
  if (record.haven === undefined) readCityIsland(haven, { path: 'haven', rule: RULE.setupPieces, label: 'haven (the default, "haven")' }, map);
  return {
    map,
    haven,
    officials: optional(record.officials, { path: 'officials', rule: RULE.setupData }, readOfficials, OFFICIALS),
    revenue: optional(record.revenue, { path: 'revenue', rule: RULE.setupData }, readRevenue, SAMPLE_REVENUE),
    actionDie: optional(record.actionDie, { path: 'actionDie', rule: RULE.setupData }, (value, field) => readList(value, field, (face, faceField) => readOneOf(face, faceField, ACTION_SYMBOLS), { minLength: 1, maxLength: 20, note: `faces: ${OUR_CEILING}` }), SAMPLE_ACTION_DIE),
    events: optional(record.events, { path: 'events', rule: RULE.setupData }, (value, field) => readEvents(value, field, map), SAMPLE_EVENTS),
    goals: optional(record.goals, { path: 'goals', rule: RULE.setupData }, readGoals, SAMPLE_GOALS),
  };
}

function readCityIsland(value: unknown, field: Field, map: SkyMap): string {
  const id = readText(value, field);
  const island = map.islands.find((candidate) => candidate.id === id);
  if (island === undefined) refuseBecause(field, `names "${id}", which is no island of the map.`);
  if (island.kind !== 'city') refuseBecause(field, `names ${islandLabel(island)}, a treasure island: it must be a city island.`);
  return id;
}

function readOfficials(value: unknown, field: Field): Record<OfficialId, Official> {
  const record = readRecord(value, field, OFFICIAL_IDS, 'an object of bribe tables by official id');
  const officials = { ...OFFICIALS };
  for (const id of OFFICIAL_IDS) {
    const entryField = at(field, id);
    if (record[id] === undefined) refuseBecause(entryField, 'is missing: give all ten officials their bribe table and VP.');
    const entry = readRecord(record[id], entryField, ['bribeCosts', 'vp'], 'an object with bribeCosts and vp');
    const bribeCosts = readList(entry.bribeCosts, at(entryField, 'bribeCosts'), (cost, costField) => readWholeNumber(cost, costField, { ...DATA_RANGE, min: 1 }), { minLength: MAX_PLAYERS, maxLength: 8, note: `a space for each of ${String(MAX_PLAYERS)} pirates at least; at most 8, ${OUR_CEILING}` });
    const vp = readWholeNumber(entry.vp, at(entryField, 'vp'), DATA_RANGE);
    officials[id] = { ...OFFICIALS[id], bribeCosts, vp };
  }
  return officials;
}

function readRevenue(value: unknown, field: Field): Record<Good, number[]> {
  const record = readRecord(value, field, GOODS, 'an object of revenue tracks by good');
  const revenue = { ...SAMPLE_REVENUE } as Record<Good, number[]>;
  for (const good of GOODS) {
    const trackField = at(field, good);
    if (record[good] === undefined) refuseBecause(trackField, 'is missing: give all four goods a revenue track.');
    revenue[good] = readList(record[good], trackField, (gold, goldField) => readWholeNumber(gold, goldField, DATA_RANGE), { minLength: 1, maxLength: 30, note: `spaces: ${OUR_CEILING}` });
  }
  return revenue;
}

function readEvents(value: unknown, field: Field, map: SkyMap): EventCard[] {
  const events = readList(
    value,
    field,
    (entry, entryField): EventCard => {
      const card = readRecord(entry, entryField, ['id', 'missions'], 'an event card: an id and two missions');
      const id = readText(card.id, at(entryField, 'id'));
      const missionsField = at(entryField, 'missions');
      const missions = readRecord(card.missions, missionsField, FLAGSHIPS, 'an object with a dreadnought and a fortress mission');
      const read = (ship: (typeof FLAGSHIPS)[number]): Mission => {
        const shipField = at(missionsField, ship);
        if (missions[ship] === undefined) refuseBecause(shipField, 'is missing: an event card sends both flagships.');
        const mission = readRecord(missions[ship], shipField, ['title', 'story', 'start', 'destination'], 'a mission: title, start, destination and a story');
        return {
          title: readText(mission.title, at(shipField, 'title')),
          story: optional(mission.story, at(shipField, 'story'), readText, ''),
          start: readCityIsland(mission.start, at(shipField, 'start'), map),
          destination: readCityIsland(mission.destination, at(shipField, 'destination'), map),
        };
      };
      return { id, missions: { dreadnought: read('dreadnought'), fortress: read('fortress') } };
    },
    { minLength: EVENTS_PER_GAME },
  );
  events.forEach((event, index) => {
    if (events.findIndex((other) => other.id === event.id) !== index) refuseBecause(at(at(field, index), 'id'), `repeats "${event.id}": every event card needs an id of its own.`);
  });
  return events;
}

function readGoals(value: unknown, field: Field): GoalCard[] {
  const goals = readList(value, field, (entry, entryField): GoalCard => {
    const card = readRecord(entry, entryField, ['id', 'name', 'pile', 'kind', 'vp'], 'a goal card: id, name, pile, kind and vp');
    return {
      id: readText(card.id, at(entryField, 'id')),
      name: readText(card.name, at(entryField, 'name')),
      pile: readWholeNumber(card.pile, at(entryField, 'pile'), { min: 1, max: 3, note: 'piles I, II and III' }) as GoalPile,
      kind: readOneOf(card.kind, at(entryField, 'kind'), GOAL_KINDS),
      vp: readWholeNumber(card.vp, at(entryField, 'vp'), DATA_RANGE),
    };
  });
  goals.forEach((goal, index) => {
    if (goals.findIndex((other) => other.id === goal.id) !== index) refuseBecause(at(at(field, index), 'id'), `repeats "${goal.id}": every goal card needs an id of its own.`);
  });
  for (const pile of [1, 2, 3]) {
    if (!goals.some((goal) => goal.pile === pile)) refuseBecause(field, `has no card in pile ${String(pile)}: a game draws one goal from each of piles 1, 2 and 3.`);
  }
  return goals;
}
