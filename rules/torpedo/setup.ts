/**
 * A game's setup (torpedo/setup.*): who plays, in which real-time mode, on which field, with which
 * pieces. Everything but the seed may be left out; each field given is checked and a bad one named.
 */
import { RuleViolation, at, optional, readList, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuseBecause, type Field as ReaderField, type PlayerId } from '../engine/index.ts';
import { MODES, type Mode, type StashPiece, type TorpedoState } from './model.ts';
import { SAMPLE_DIMENSIONS, SIZES, dimensionsFlaw, type Dimensions } from './pieces.ts';
import { fieldFlaw, type Field } from './placement.ts';
import { RULE } from './rule-ids.ts';

export interface TorpedoSetup {
  seed: number;
  /** 2 to 5 names, seating order; default red and blue. */
  players?: readonly PlayerId[];
  /** Default 'free' (torpedo/real-time.free). */
  mode?: Mode;
  /** In millimetres; default DEFAULT_FIELD. */
  field?: Field;
  /** Default SAMPLE_DIMENSIONS. */
  dims?: Dimensions;
  /** Pieces of each size per player, 1 to 5; default 5 (a shorter game for a widget or a test). */
  perSize?: number;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** Players' colours by seat: a game for `n` players seats the first `n`. */
export const PLAYER_COLOURS: readonly PlayerId[] = ['red', 'blue', 'green', 'yellow', 'black'];

/**
 * The players of a game for `count` (a widget's `players` attribute as typed, or a number): the first
 * `count` colours; refuses a count outside 2–5 naming `players`, with the rulebook's reason.
 */
export function playersOfCount(count: unknown): PlayerId[] {
  const players = readWholeNumber(count, { path: 'players', rule: RULE.players }, { min: MIN_PLAYERS, max: MAX_PLAYERS, note: 'the rulebook\'s "Players: 2 - 5"' });
  return PLAYER_COLOURS.slice(0, players);
}
export const DEFAULT_PLAYERS: readonly PlayerId[] = ['red', 'blue'];
/** A 34-inch card table, to the millimetre. */
export const DEFAULT_FIELD: Readonly<Field> = Object.freeze({ width: 860, height: 860 });
export const PIECES_PER_SIZE = 5;

const SETUP_KEYS = ['seed', 'players', 'mode', 'field', 'dims', 'perSize'];

/** The id of a player's `n`th piece of a size: `red-large-3`. */
export function pieceId(player: PlayerId, size: StashPiece['size'], n: number): string {
  return `${player}-${size}-${String(n)}`;
}

function readPlayers(value: unknown): PlayerId[] {
  const field: ReaderField = { path: 'players', rule: RULE.players };
  const players = readList(
    value,
    field,
    (entry, entryField) => {
      const name = readText(entry, entryField);
      // A name goes into every piece id (red-large-3), so it is a plain word.
      if (!/^[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*$/.test(name) || name.length > 24) refuseBecause(entryField, `must be a plain word of letters and digits (hyphens between), at most 24 long; got "${name}".`);
      return name;
    },
    { minLength: MIN_PLAYERS, maxLength: MAX_PLAYERS },
  );
  players.forEach((name, index) => {
    if (players.indexOf(name) !== index) refuseBecause(at(field, index), `names "${name}" twice; every player has a name of their own.`);
  });
  return players;
}

function readField(value: unknown): Field {
  const found = fieldFlaw(value);
  if (found !== null) throw new RuleViolation(found.rule, found.reason, found.field);
  readRecord(value, { path: 'field', rule: RULE.field }, ['width', 'height']);
  const { width, height } = value as Field;
  return { width, height };
}

function readDimensions(value: unknown): Dimensions {
  const found = dimensionsFlaw(value);
  if (found !== null) throw new RuleViolation(found.rule, found.reason, found.field);
  const dims = value as Dimensions;
  return { small: { ...dims.small }, medium: { ...dims.medium }, large: { ...dims.large } };
}

/** The state of a new game: everyone seated, no one ready yet. Throws a RuleViolation naming a bad field of the setup. */
export function initialState(setup: TorpedoSetup): TorpedoState {
  const record = readRecord(setup, { path: '', rule: RULE.players }, SETUP_KEYS, 'a setup object');
  const seed = readSeed(record.seed);
  const players = optional(record.players, { path: 'players', rule: RULE.players }, readPlayers, [...DEFAULT_PLAYERS]);
  const mode = optional(record.mode, { path: 'mode', rule: RULE.free }, (value, field) => readOneOf(value, field, MODES), 'free');
  const field = optional(record.field, { path: 'field', rule: RULE.field }, readField, { ...DEFAULT_FIELD });
  const dims = optional(record.dims, { path: 'dims', rule: RULE.dimensions }, readDimensions, readDimensions(SAMPLE_DIMENSIONS));
  const perSize = optional(record.perSize, { path: 'perSize', rule: RULE.stash }, (value, at) => readWholeNumber(value, at, { min: 1, max: PIECES_PER_SIZE, note: 'an Icehouse set has five of each' }), PIECES_PER_SIZE);
  const unplayed: Record<PlayerId, StashPiece[]> = {};
  const dead: Record<PlayerId, StashPiece[]> = {};
  for (const player of players) {
    unplayed[player] = SIZES.flatMap((size) => Array.from({ length: perSize }, (_, index) => ({ id: pieceId(player, size, index + 1), size })));
    dead[player] = [];
  }
  return {
    mode,
    seed,
    players,
    field,
    dims,
    phase: 'ready',
    ready: [],
    unplayed,
    dead,
    table: [],
    round: 0,
    prompt: null,
    waiting: [],
    stop: null,
    volleys: [],
    sunk: [],
    scores: null,
    outcome: null,
  };
}
