/**
 * The collision lab's setup: the two warships' places and mats, and the small tokens on the board,
 * as a designer writes them in JSON or a blogger types them into attributes (`a-mat="N N"`,
 * `tokens="projectile 6 9 3"`). Every refusal names the field, so a widget can point at the attribute.
 */
import { RuleViolation, at, optional, readRecord, readSeed, readWholeNumber, refuse, type Field, type Setup } from '../../engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hexAt, hullHexes, type Pose } from '../board.ts';
import { hexKey } from '../hex.ts';
import type { MomentumMat } from '../momentum.ts';
import { readPlace, readPreset } from '../lab-setup.ts';
import { checkPlace, readMat } from '../momentum-lab/setup.ts';
import type { SmallToken } from '../movement.ts';
import { LAB_RULE as RULE } from '../rule-ids.ts';
import { COLLISION_PRESETS, type ShipPlace, type SmallTokenKind, type TokenPlace } from './presets.ts';

/** The two warships, as the lab and its events name them. */
export const SHIP_IDS = ['A', 'B'] as const;
export type ShipId = (typeof SHIP_IDS)[number];

export const TOKEN_KINDS: readonly SmallTokenKind[] = ['projectile', 'torpedo', 'squadron'];

/** What a token deals when no damage is given: the sample mass driver's and torpedo tubes' 3; a squadron none. */
export const DEFAULT_TOKEN_DAMAGE: Readonly<Record<SmallTokenKind, number>> = { projectile: 3, torpedo: 3, squadron: 0 };

interface ShipInput {
  column?: unknown;
  row?: unknown;
  facing?: unknown;
  mat?: unknown;
}

/** What a designer or a widget may give; everything left out comes from the preset, or the default. */
export interface CollisionLabSetup extends Partial<Setup> {
  /** A worked example (COLLISION_PRESETS), which the fields below override. */
  preset?: string;
  a?: ShipInput;
  b?: ShipInput;
  /** The small tokens: `"projectile 6 9 3, squadron 4 4"` (kind, column, row, damage), `none`, or a list of `{ kind, column, row, damage? }`. */
  tokens?: unknown;
}

/** A warship of the lab, where it stands and what its mat holds. */
export interface LabShip {
  id: ShipId;
  pose: Pose;
  mat: MomentumMat;
}

/** A small token of the lab: a `SmallToken` that remembers what it is. */
export interface LabToken extends SmallToken {
  kind: SmallTokenKind;
}

export interface ValidCollisionLabSetup {
  seed: number;
  preset: string | null;
  ships: LabShip[];
  tokens: LabToken[];
}

/** With no preset: A low on the board drifting N, N; B ahead of it drifting S. */
export const DEFAULT_COLLISION_LAB: Readonly<{ a: ShipPlace; b: ShipPlace; tokens: TokenPlace[] }> = Object.freeze({
  a: { column: 6, row: 12, facing: 0 as const, mat: { linear: [0 as const, 0 as const], rotational: [] } },
  b: { column: 7, row: 5, facing: 3 as const, mat: { linear: [3 as const], rotational: [] } },
  tokens: [],
});

const SETUP_FIELDS = ['seed', 'preset', 'a', 'b', 'tokens'] as const;
const SHIP_FIELDS = ['column', 'row', 'facing', 'mat'] as const;
const TOKEN_FIELDS = ['kind', 'column', 'row', 'damage'] as const;

function readShip(id: ShipId, input: unknown, fallback: ShipPlace): LabShip {
  const field: Field = { path: id.toLowerCase(), rule: RULE.momentumMove };
  const ship = readRecord(input ?? {}, field, SHIP_FIELDS);
  const pose = checkPlace(readPlace(ship, field, fallback, RULE.momentumEngine), field);
  const mat = optional(ship.mat, { ...at(field, 'mat'), rule: RULE.momentumEngine }, readMat, fallback.mat);
  return { id, pose, mat };
}

function readTokenKind(value: unknown, field: Field): SmallTokenKind {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
  const kind = TOKEN_KINDS.find((candidate) => candidate === word);
  return kind ?? refuse(field, `a kind of small token: ${TOKEN_KINDS.join(', ')}`, value);
}

function readToken(value: unknown, field: Field): TokenPlace {
  let record: Readonly<Record<string, unknown>>;
  if (typeof value === 'string') {
    // "projectile 6 9 3": the kind, the column, the row and, if given, the damage.
    const [kind, column, row, damage, ...rest] = value.trim().split(/\s+/);
    if (rest.length > 0 || row === undefined) refuse(field, 'a kind, a column, a row and, if you like, a damage, such as "projectile 6 9 3"', value);
    const number = (text: string | undefined): unknown => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : text);
    record = { kind, column: number(column), row: number(row), damage: number(damage) };
  } else {
    record = readRecord(value, field, TOKEN_FIELDS, 'a token: { kind, column, row, damage }');
  }
  const kind = readTokenKind(record.kind, at(field, 'kind'));
  return {
    kind,
    column: readWholeNumber(record.column, at(field, 'column'), { min: 0, max: SAMPLE_BOARD.columns - 1 }),
    row: readWholeNumber(record.row, at(field, 'row'), { min: 0, max: SAMPLE_BOARD.rows - 1 }),
    damage: optional(record.damage, at(field, 'damage'), (damage, inner) => readWholeNumber(damage, inner, { min: 0, max: 9 }), DEFAULT_TOKEN_DAMAGE[kind]),
  };
}

function readTokens(value: unknown, field: Field): TokenPlace[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text.toLowerCase() === 'none') return [];
    return text.split(',').map((entry, index) => readToken(entry, { ...at(field, index), label: `${field.path} token ${String(index + 1)}` }));
  }
  if (!Array.isArray(value)) return refuse(field, 'tokens in words, such as "projectile 6 9 3, squadron 4 4", or a list', value);
  return value.map((entry, index) => readToken(entry, at(field, index)));
}

/** Refuses ships that overlap, naming B (the second is the one placed onto the first). */
function checkApart(a: LabShip, b: LabShip): void {
  const hexesOfA = new Map(hullHexes(SAMPLE_HULL, a.pose).map(({ section, hex }) => [hexKey(hex), section]));
  const overlap = hullHexes(SAMPLE_HULL, b.pose).find(({ hex }) => hexesOfA.has(hexKey(hex)));
  if (overlap === undefined) return;
  throw new RuleViolation(
    RULE.collisionWarship,
    `Ship B’s ${overlap.section} would stand on ship A’s ${hexesOfA.get(hexKey(overlap.hex)) ?? ''}; the two warships start apart.`,
    'b.row',
    { section: overlap.section },
  );
}

/**
 * Checks a setup that may come from hand-typed attributes or a JSON file and fills in the rest
 * from the preset, or from the default: both hulls on the board and apart, each mat within the
 * limits, every token on the board and clear of both hulls.
 */
export function validateCollisionLabSetup(input: unknown): ValidCollisionLabSetup {
  const setup = readRecord(input ?? {}, { path: '', rule: RULE.momentumMove }, SETUP_FIELDS);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const preset = readPreset(setup.preset, COLLISION_PRESETS, RULE.momentumMove);
  const start = preset ?? DEFAULT_COLLISION_LAB;
  const a = readShip('A', setup.a, start.a);
  const b = readShip('B', setup.b, start.b);
  checkApart(a, b);
  const tokensField: Field = { path: 'tokens', rule: RULE.collisionToken };
  const places = optional(setup.tokens, tokensField, readTokens, start.tokens);
  const hulls = new Map([a, b].flatMap((ship) => hullHexes(SAMPLE_HULL, ship.pose).map(({ section, hex }) => [hexKey(hex), `ship ${ship.id}’s ${section}`] as const)));
  const counts: Partial<Record<SmallTokenKind, number>> = {};
  const tokens = places.map((place, index): LabToken => {
    const hex = hexAt(place.column, place.row);
    const under = hulls.get(hexKey(hex));
    if (under !== undefined) {
      throw new RuleViolation(RULE.collisionToken, `Token ${String(index + 1)} (${place.kind} at column ${String(place.column)}, row ${String(place.row)}) is under ${under}; small tokens start clear of both hulls.`, `tokens[${String(index)}]`);
    }
    counts[place.kind] = (counts[place.kind] ?? 0) + 1;
    return { id: `${place.kind} ${String(counts[place.kind])}`, kind: place.kind, at: hex, damage: place.damage };
  });
  return { seed, preset: preset?.name ?? null, ships: [a, b], tokens };
}
