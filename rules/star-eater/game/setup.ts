/**
 * Setting up a Star Eater game: the two factions' kits (sample unless given), the coin toss for
 * initiative (or a named winner), the loadout (drafted in play, or given whole for presets), and
 * the warships at their start positions on the sample board.
 */
import { RuleViolation, at, commitRevealPrompt, optional, readList, readMap, readOneOf, readRecord, readSeed, readText, readWholeNumber, seedRandom, type Field, type PlayerId, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hexAt, hullHexes, onBoard, type Pose } from '../board.ts';
import { LOADOUT_SLOTS, SAMPLE_FACTIONS, validateFactions, type Faction } from '../factions.ts';
import type { Dir } from '../hex.ts';
import { decideLoadout, evolveLoadout, initialLoadout, openSlots, tossForInitiative, type Loadout, type LoadoutCommand } from '../loadout.ts';
import { RULE } from '../rule-ids.ts';
import type { Order, ShipState, SquadronState, StarEaterState } from './model.ts';

/** Where the warships start on the sample board: facing each other down its long axis. */
export const START_POSITIONS: Readonly<Record<number, { column: number; row: number; facing: Dir }>> = {
  0: { column: 6, row: 13, facing: 0 },
  1: { column: 6, row: 3, facing: 3 },
};

export interface StarEaterSetup extends Setup {
  /** Both kits (`factions`, validated field by field); default the sample Lamais and FPA. */
  factions?: unknown;
  /** The coin toss's winner, for presets; default drawn from the seed. */
  initiative?: PlayerId;
  /** Each player's whole loadout and munitions, to skip the draft (presets, quick games). */
  loadouts?: Readonly<Record<PlayerId, { loadout: Loadout; munitions: Record<string, number> }>>;
  /** End after this many rounds on points (a variant for bots and tests; off by default). */
  roundLimit?: number;
}

const SETUP_KEYS = ['seed', 'factions', 'initiative', 'loadouts', 'roundLimit'] as const;

function startPose(index: number): Pose {
  const start = START_POSITIONS[index] ?? { column: 6, row: 8, facing: 0 };
  return { at: hexAt(start.column, start.row), facing: start.facing };
}

function newShip(faction: Faction, index: number): ShipState {
  const special = faction.components.find((card) => card.kind === 'special');
  return { pose: startPose(index), mat: { linear: [], rotational: [] }, armour: { ...faction.armour }, structure: faction.structure, cooldowns: {}, power: special?.power ?? 0, tokensOut: {} };
}

/** The commit prompt that opens every round (6.1). */
export function commitPrompt(players: readonly PlayerId[], round: number): StarEaterState['prompt'] {
  return commitRevealPrompt<Order>('orders', players, RULE.commitOrders, `Round ${String(round)}: set your engine and choose two commitment cards, in secret.`);
}

export function initialState(input: StarEaterSetup): StarEaterState {
  const setup = readRecord(input, { path: 'setup', rule: RULE.kit }, SETUP_KEYS);
  const seed = readSeed(setup.seed);
  const factions = setup.factions === undefined ? SAMPLE_FACTIONS.map((faction) => faction) : validateFactions(setup.factions);
  const players = factions.map((faction) => faction.id);
  let random = seedRandom(seed);
  let initiative: PlayerId;
  if (setup.initiative === undefined) {
    const toss = tossForInitiative(random, players);
    initiative = toss.value;
    random = toss.random;
  } else {
    initiative = readOneOf(setup.initiative, { path: 'initiative', rule: RULE.loadoutInitiative }, players);
  }
  const roundLimit = optional(setup.roundLimit, { path: 'roundLimit', rule: RULE.roundLimit }, (value, field) => readWholeNumber(value, field, { min: 1 }), 0);
  let loadout = initialLoadout(factions, initiative);
  if (setup.loadouts !== undefined) loadout = playGivenLoadouts(loadout, setup.loadouts, players);

  for (const [index, faction] of factions.entries()) {
    const hexes = hullHexes(SAMPLE_HULL, startPose(index)).map(({ hex }) => hex);
    if (!hexes.every((hex) => onBoard(SAMPLE_BOARD, hex))) throw new RuleViolation(RULE.momentumMove, `The start position of ${faction.name} is off the board.`, 'starts');
  }
  const ships = Object.fromEntries(factions.map((faction, index) => [faction.id, newShip(faction, index)]));
  const state: StarEaterState = {
    board: SAMPLE_BOARD,
    hull: SAMPLE_HULL,
    factions,
    players,
    random,
    loadout,
    phase: 'loadout',
    round: 0,
    initiative,
    ships,
    squadrons: [],
    tokens: [],
    tokenCount: 0,
    orders: null,
    pendingActions: [],
    fighters: null,
    fired: [],
    used: Object.fromEntries(players.map((player) => [player, []])),
    prompt: null,
    roundLimit: roundLimit === 0 ? null : roundLimit,
    outcome: null,
  };
  return loadout.stage === 'done' ? beginBattle(state) : state;
}

/** The loadout given in the setup, played through the loadout's own rules so it is checked the same way. */
function playGivenLoadouts(start: ReturnType<typeof initialLoadout>, given: unknown, players: readonly PlayerId[]): ReturnType<typeof initialLoadout> {
  const field: Field = { path: 'loadouts', rule: RULE.loadoutDraft };
  const record = readRecord(given, field, players);
  const wanted = new Map(
    players.map((player) => {
      const playerField = at(field, player);
      const entry = readRecord(record[player], playerField, ['loadout', 'munitions']);
      const loadoutField = at(playerField, 'loadout');
      const slots = readRecord(entry.loadout, loadoutField, LOADOUT_SLOTS);
      const loadout: Loadout = {};
      for (const slot of LOADOUT_SLOTS) {
        if (slot === 'squadrons') loadout.squadrons = readList(slots.squadrons, at(loadoutField, 'squadrons'), readText);
        else loadout[slot] = readText(slots[slot], at(loadoutField, slot));
      }
      const munitions = readMap(entry.munitions, at(playerField, 'munitions'), (value, countField) => readWholeNumber(value, countField, { min: 0 }));
      return [player, { loadout, munitions }] as const;
    }),
  );
  let state = start;
  const apply = (command: LoadoutCommand): void => {
    for (const event of decideLoadout(state, command)) state = evolveLoadout(state, event);
  };
  while (state.stage !== 'done' && state.toAct !== null) {
    const player = state.toAct;
    const mine = wanted.get(player);
    if (mine === undefined) break;
    if (state.stage === 'draft') {
      const slot = openSlots(state, player)[0];
      if (slot === undefined) break;
      if (slot === 'squadrons') apply({ type: 'pick', player, slot, squadrons: mine.loadout.squadrons ?? [] });
      else apply({ type: 'pick', player, slot, card: mine.loadout[slot] ?? '' });
    } else if (state.stage === 'swap') {
      apply({ type: 'keep', player });
    } else {
      apply({ type: 'arm', player, munitions: mine.munitions });
    }
  }
  return state;
}

/** Once the loadout is done: squadrons aboard with their munitions, and the first round's orders asked for. */
export function beginBattle(state: StarEaterState): StarEaterState {
  const squadrons: SquadronState[] = state.players.flatMap((player) =>
    (state.loadout.loadouts[player]?.squadrons ?? []).map((id) => ({ id, owner: player, where: 'aboard' as const, pose: null, munitions: state.loadout.munitions[player]?.[id] ?? 0 })),
  );
  return { ...state, squadrons, phase: 'commit', round: 1, prompt: commitPrompt(state.players, 1) };
}
