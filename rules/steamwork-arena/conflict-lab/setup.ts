/**
 * A conflict lab's setup: the numbers the conflict starts from (a preset, each number replaced
 * where given), and how the reader plays it (`opponent`, `side` and the bot's `seed`). Every
 * refusal names the field, so a widget can name the attribute.
 */
import { RuleViolation, describeValue, optional, readOneOf, readRecord, readSeed, readWholeNumber, type Setup } from '../../engine/index.ts';
import { BANK_TOKENS } from '../model.ts';
import { CONFLICT_PRESET_NAMES, conflictPreset, conflictPresetNamed, type ConflictPreset, type ConflictPresetName } from '../presets.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { MOST_ATTACK_VALUE, MOST_DEFENSE_VALUE } from '../values.ts';
import { CONFLICT_SIDES, type ConflictLimits, type ConflictSide } from './ruleset.ts';

/** A conflict's setup: a preset (default `conflict-example-1`), each number of it replaced where given. */
export interface ConflictSetup extends Setup {
  /** A name or an alias from `CONFLICT_PRESET_NAMES` / `CONFLICT_PRESET_ALIASES`. */
  preset?: unknown;
  attackValue?: unknown;
  defenseValue?: unknown;
  attackerEnergy?: unknown;
  defenderEnergy?: unknown;
  rangeEnergy?: unknown;
}

/** What a conflict's setup may name; any other key is refused, so a misspelt one is not silently ignored. */
const SETUP_KEYS = ['seed', 'preset', 'attackValue', 'defenseValue', 'attackerEnergy', 'defenderEnergy', 'rangeEnergy'] as const;

/**
 * A number of the setup within `max`, the preset's where left out. `note` says where the limit
 * comes from, so the refusal does: a conflict's numbers are a steamwork's, and no steamwork
 * reaches more (steamwork-arena/zones.values, steamwork-arena/setup.placement).
 */
function readCount(value: unknown, path: keyof ConflictLimits, fallback: number, rule: RuleId, max: number, note: string): number {
  return optional(value, { path, rule }, (given, field) => readWholeNumber(given, field, { min: 0, max, note }), fallback);
}

const RESERVE_NOTE = `a reserve comes from the bank, which holds ${String(BANK_TOKENS)} tokens`;

/**
 * The limits a setup names, checked: each number within what a steamwork can have, and range
 * energy no more than the attack value nor the attacker's reserves.
 */
export function conflictLimits(setup: Omit<ConflictSetup, 'seed'>): ConflictLimits {
  const preset = setup.preset === undefined ? conflictPreset('conflict-example-1') : conflictPresetOf(setup.preset);
  const base = preset.limits;
  const attackValue = readCount(setup.attackValue, 'attackValue', base.attackValue, RULE.hide, MOST_ATTACK_VALUE, `a zone shows at most ${String(MOST_ATTACK_VALUE)} attack icons: 3 printed on the alpha core and 6 added`);
  const defenseValue = readCount(setup.defenseValue, 'defenseValue', base.defenseValue, RULE.hide, MOST_DEFENSE_VALUE, `a zone shows at most ${String(MOST_DEFENSE_VALUE)} defense icons: 4 printed on the beta core and 6 added`);
  const attackerEnergy = readCount(setup.attackerEnergy, 'attackerEnergy', base.attackerEnergy, RULE.hide, BANK_TOKENS, RESERVE_NOTE);
  const defenderEnergy = readCount(setup.defenderEnergy, 'defenderEnergy', base.defenderEnergy, RULE.hide, BANK_TOKENS, RESERVE_NOTE);
  // Range energy counts against the attack value and is paid from the attacker's reserves: the
  // limit named is the one that binds here, so a value the refusal allows is accepted.
  const rangeNote =
    attackerEnergy < attackValue
      ? `range is paid from the attacker's reserves, ${String(attackerEnergy)}`
      : `range energy counts against the attack value, ${String(attackValue)}`;
  // The preset's range energy is read too: a lower attack value or reserve given may leave it out of reach.
  const givenRange = setup.rangeEnergy === undefined ? base.rangeEnergy : setup.rangeEnergy;
  const rangeEnergy = readWholeNumber(givenRange, { path: 'rangeEnergy', rule: RULE.rangeCost }, { min: 0, max: Math.min(attackValue, attackerEnergy), note: rangeNote });
  return { attackValue, defenseValue, attackerEnergy, defenderEnergy, rangeEnergy };
}

function conflictPresetOf(name: unknown): ConflictPreset {
  const preset = typeof name === 'string' ? conflictPresetNamed(name) : undefined;
  if (preset === undefined) throw new RuleViolation(RULE.hide, `preset must be one of ${CONFLICT_PRESET_NAMES.join(', ')}; got ${describeValue(name)}.`, 'preset');
  return preset;
}

/** The numbers a conflict's setup gives: only its own fields, the seed checked as every game checks it. */
export function readConflictSetup(setup: ConflictSetup): ConflictLimits {
  readRecord(setup, { path: '', rule: RULE.hide }, SETUP_KEYS);
  // No chance in a conflict but the players' own picks; the seed is checked as every game checks it.
  readSeed(setup.seed);
  return conflictLimits(setup);
}

/** Free play: two players at one screen, or the reader against a bot. */
export const CONFLICT_OPPONENTS = ['hot-seat', 'bot'] as const;
export type ConflictOpponent = (typeof CONFLICT_OPPONENTS)[number];

/** How the reader plays a conflict: against whom, as which side against a bot, and the bot's seed (null: a fresh one each conflict). */
export interface ConflictPlay {
  opponent: ConflictOpponent;
  side: ConflictSide;
  seed: number | null;
}

/** `opponent` (default `hot-seat`), `side` (default `attacker`) and `seed` (left out: null), each refused by its name. */
export function readConflictPlay(setup: { opponent?: unknown; side?: unknown; seed?: unknown }): ConflictPlay {
  return {
    opponent: optional(setup.opponent, { path: 'opponent', rule: RULE.hide }, (value, field) => readOneOf(value, field, CONFLICT_OPPONENTS), 'hot-seat'),
    side: optional(setup.side, { path: 'side', rule: RULE.hide }, (value, field) => readOneOf(value, field, CONFLICT_SIDES), 'attacker'),
    seed: setup.seed === undefined ? null : readSeed(setup.seed),
  };
}

/**
 * The conflict lab's setup, as a blogger types it into attributes: a conflict's setup (numbers may
 * be the text of a whole number, as typed), how the reader plays it, and `freshSeed`: given by a
 * page whose blogger pinned no seed, a number drawn there that each conflict's bot seed is drawn
 * from in turn (the rules draw nothing unseeded). A printed rulebook conflict is shown as printed:
 * the numbers given are left unread.
 */
export interface ConflictLabSetup extends ConflictSetup {
  opponent?: unknown;
  side?: unknown;
  freshSeed?: unknown;
}

/** The conflict lab's setup, checked. */
export interface ValidConflictLabSetup {
  /** The rulebook conflict named, by its canonical name; null without one. */
  preset: ConflictPresetName | null;
  limits: ConflictLimits;
  opponent: ConflictOpponent;
  side: ConflictSide;
  /** `pinned`: the seed every conflict's bot plays from, or null; `draw`: what unpinned bot seeds are drawn from. */
  seed: { pinned: number | null; draw: number };
}

const LAB_SETUP_KEYS = [...SETUP_KEYS, 'opponent', 'side', 'freshSeed'] as const;

const NUMBER_FIELDS = ['attackValue', 'defenseValue', 'attackerEnergy', 'defenderEnergy', 'rangeEnergy'] as const;

/** A whole number as typed (`"5"`, `" -1 "`) as the number; anything else as it is, for the reader to refuse by its range. */
function typedNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value;
}

/** Reads the conflict lab's setup, naming the field it refuses (`attackValue`, `opponent`, `freshSeed`). */
export function readConflictLabSetup(input: unknown): ValidConflictLabSetup {
  const setup: Partial<ConflictLabSetup> = readRecord(input ?? {}, { path: '', rule: RULE.hide }, LAB_SETUP_KEYS);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const presetName = setup.preset === undefined ? undefined : conflictPresetOf(setup.preset).name;
  const printed = presetName !== undefined && conflictPreset(presetName).printed !== undefined;
  // A printed conflict is shown as printed: the numbers given apply to free play only.
  const numbers: Omit<ConflictSetup, 'seed'> = { preset: presetName };
  if (!printed) for (const field of NUMBER_FIELDS) if (setup[field] !== undefined) numbers[field] = typedNumber(setup[field]);
  const limits = conflictLimits(numbers);
  const play = readConflictPlay({ opponent: setup.opponent, side: setup.side });
  const fresh = setup.freshSeed === undefined ? undefined : readWholeNumber(setup.freshSeed, { path: 'freshSeed', rule: 'engine/setup.seed' });
  return { preset: presetName ?? null, limits, opponent: play.opponent, side: play.side, seed: { pinned: fresh === undefined ? seed : null, draw: fresh ?? seed } };
}
