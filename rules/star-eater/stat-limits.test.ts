import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation } from '../engine/index.ts';
import { boardHexes, SAMPLE_BOARD } from './board.ts';
import { validateDirectFireSetup } from './direct-fire/setup.ts';
import { hexDistance } from './hex.ts';
import { DIRECT_FIRE_RULE, RULE, SAMPLE_FACTIONS, validateFactions } from './index.ts';
import { BOARD_WIDEST, STAT_LIMITS } from './stat-limits.ts';

type Stat = keyof typeof STAT_LIMITS;

/** Where each stat sits in the sample kits: the faction, then the keys down to it. */
const WHERE: readonly (readonly [Stat, readonly (string | number)[]])[] = [
  ['evasion', [0, 'evasion']],
  ['armour', [0, 'armour', 'bow']],
  ['structure', [1, 'structure']],
  ['cooldown', [0, 'components', 0, 'cooldown']],
  ['damage', [0, 'components', 0, 'weapon', 'damage']],
  ['speed', [0, 'components', 0, 'weapon', 'speed']],
  ['tokens', [0, 'components', 0, 'weapon', 'tokens']],
  ['range', [0, 'components', 1, 'weapon', 'range']],
  ['accuracy', [0, 'components', 6, 'weapon', 'accuracy']],
  ['aoe', [0, 'components', 6, 'weapon', 'aoe']],
  ['reach', [0, 'components', 4, 'reach']],
  ['power', [0, 'components', 9, 'power']],
  ['speed', [1, 'squadrons', 0, 'speed']],
  ['evasion', [1, 'squadrons', 2, 'evasion']],
  ['capacity', [1, 'squadrons', 3, 'capacity']],
];

function kitWith(path: readonly (string | number)[], value: unknown): unknown {
  const kit = structuredClone(SAMPLE_FACTIONS) as unknown;
  let node = kit as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  assert.ok(last !== undefined && node[last] !== undefined, `the sample kit has ${path.join('.')}`);
  node[last] = value;
  return kit;
}

function fieldPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${String(key)}]` : `${text}.${key}`), 'factions');
}

function refusal(run: () => unknown): { rule: string; field: string | null; message: string } {
  try {
    run();
  } catch (error) {
    if (isRuleViolation(error)) return { rule: error.rule, field: error.field, message: error.message };
    throw error;
  }
  assert.fail('accepted');
}

describe('star-eater/loadout.kit: every number on a card has its range', () => {
  it('measures the board the speeds, ranges and reaches are bounded by', () => {
    const hexes = boardHexes(SAMPLE_BOARD);
    const widest = Math.max(...hexes.flatMap((a) => hexes.map((b) => hexDistance(a, b))));
    assert.equal(widest, BOARD_WIDEST);
  });

  for (const [stat, path] of WHERE) {
    const { min, max, note } = STAT_LIMITS[stat];
    it(`accepts ${fieldPath(path)} from ${String(min)} to ${String(max)}, and refuses one beyond, naming the field once`, () => {
      for (const value of [min, max]) validateFactions(kitWith(path, value));
      for (const value of [min - 1, max + 1]) {
        const { rule, field, message } = refusal(() => validateFactions(kitWith(path, value)));
        assert.equal(rule, RULE.kit);
        assert.equal(field, fieldPath(path));
        assert.equal(message.split(fieldPath(path)).length - 1, 1, message);
        // The message says what is allowed, and why: the values it names are the ones accepted above.
        assert.ok(message.includes(`from ${String(min)} to ${String(max)} (${note})`), message);
      }
    });
  }

  it('refuses the values issue 22 found accepted: a faction evasion of −3 or 99', () => {
    assert.equal(refusal(() => validateFactions(kitWith([0, 'evasion'], -3))).field, 'factions[0].evasion');
    assert.equal(refusal(() => validateFactions(kitWith([0, 'evasion'], 99))).field, 'factions[0].evasion');
  });
});

describe('star-eater/direct-fire.stats: the lab takes the cards\' ranges', () => {
  it('accepts accuracy, evasion and area at both ends of a card\'s range', () => {
    const setup = validateDirectFireSetup({ seed: 1, weapon: { accuracy: 12, aoe: 22 }, targets: [{ evasion: 0 }, { evasion: 12 }] });
    assert.equal(setup.weapon.accuracy, 12);
    assert.deepEqual(
      setup.targets.map((target) => target.evasion),
      [0, 12],
    );
    assert.equal(validateDirectFireSetup({ seed: 1, weapon: { accuracy: 0 }, evasion: 12 }).targets[0]?.evasion, 12);
  });

  for (const [input, field] of [
    [{ weapon: { accuracy: -1 } }, 'weapon.accuracy'],
    [{ weapon: { accuracy: 13 } }, 'weapon.accuracy'],
    [{ evasion: -3 }, 'evasion'],
    [{ targets: [{ evasion: 99 }] }, 'targets[0].evasion'],
    [{ weapon: { aoe: -1 } }, 'weapon.aoe'],
    [{ weapon: { aoe: 23 } }, 'weapon.aoe'],
  ] as const) {
    it(`refuses ${JSON.stringify(input)} under the stats rule, naming ${field}`, () => {
      const found = refusal(() => validateDirectFireSetup({ seed: 1, ...input }));
      assert.equal(found.rule, DIRECT_FIRE_RULE.stats);
      assert.equal(found.field, field);
    });
  }
});
