/**
 * Every number a designer's tiles, a damage scenario or the attack lab's setup gives has its range:
 * each end accepted, one beyond refused naming the field once with the reason, and the bounds a
 * refusal names accepted (issue 22, point 10).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import type { TileDefinition } from './model.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { validateTileSet } from './tiles.ts';
import { openDamageScenario } from './scenarios.ts';
import { attackLab } from './attack-lab/ruleset.ts';

type Json = Record<string, unknown>;

/** The list's entry at `index`, which the test knows is there. */
function item<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  assert.ok(entry !== undefined, `nothing at ${String(index)}`);
  return entry;
}

/** A number of some input: where it sits, which rule refuses it, and how to try a value there. */
interface RangeCase {
  name: string;
  rule: string;
  /** The violation's field. */
  field: string;
  /** How the message names the field (a tile's label), when not by its path. */
  named?: string;
  ends: readonly [number, number];
  because: RegExp;
  /** How a value below the range is refused, when not with the range (before the range is known). */
  below?: RegExp;
  open: (value: number) => unknown;
}

/** The refusal `open` throws: of `rule`, naming `field` and `named` (its label) once. */
function refusal(open: () => unknown, range: RangeCase): RuleViolation {
  try {
    open();
  } catch (error) {
    assert.ok(error instanceof RuleViolation, String(error));
    assert.equal(error.rule, range.rule, error.message);
    assert.equal(error.field, range.field, error.message);
    const named = range.named ?? range.field;
    assert.equal(error.message.split(named).length - 1, 1, `${named} named once: ${error.message}`);
    return error;
  }
  return assert.fail(`${range.name}: expected a refusal`);
}

function checkRange(range: RangeCase): void {
  const [lowest, highest] = range.ends;
  for (const end of [lowest, highest]) assert.doesNotThrow(() => range.open(end), `${range.name} ${String(end)}`);
  if (range.below !== undefined) assert.match(refusal(() => range.open(lowest - 1), range).message, range.below);
  for (const beyond of range.below === undefined ? [lowest - 1, highest + 1, 999] : [highest + 1, 999]) {
    const violation = refusal(() => range.open(beyond), range);
    assert.match(violation.message, new RegExp(`from ${String(lowest)} to ${String(highest)}`));
    assert.match(violation.message, range.because);
  }
}

/** The bounds a refusal names ("from 1 to 6") are accepted. */
function checkBoundsNamed(range: RangeCase): void {
  for (const beyond of range.below === undefined ? [-1000, 1000] : [1000]) {
    const violation = refusal(() => range.open(beyond), range);
    const named = /from (-?\d+) to (-?\d+)/.exec(violation.message);
    assert.ok(named !== null, violation.message);
    for (const bound of [Number(named[1]), Number(named[2])]) assert.doesNotThrow(() => range.open(bound), `${String(bound)} after: ${violation.message}`);
  }
}

const BOTH_SETS: readonly (readonly TileDefinition[])[] = [SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION];

/** A sample set, as a designer's JSON, and the index of its first tile whose first effect does `kind`. */
function setWith(kind: string): { tiles: Json[]; index: number } {
  for (const set of BOTH_SETS) {
    const index = set.findIndex((tile) => tile.effects[0]?.action.kind === kind);
    if (index >= 0) return { tiles: JSON.parse(JSON.stringify(set)) as Json[], index };
  }
  return assert.fail(`no sample tile does ${kind}`);
}

/** The case for one number of one tile: `edit` puts `value` into the tile's JSON. */
function tileCase(name: string, kind: string, path: string, ends: readonly [number, number], because: RegExp, edit: (tile: Json, value: number) => void): RangeCase {
  const { tiles, index } = setWith(kind);
  const id = String(tiles[index]?.id);
  return {
    name,
    rule: 'steam-torpedo/setup.tiles',
    field: `tiles[${String(index)}].${path}`,
    named: `tiles[${String(index)}] ("${id}").${path}`,
    ends,
    because,
    open: (value) => {
      const copy = JSON.parse(JSON.stringify(tiles)) as Json[];
      edit(item(copy, index), value);
      return validateTileSet(copy, 'south');
    },
  };
}

/** The attack of the control room (Talion's tiles[0]), 1 to 6. */
function controlRoomAttack(): Pick<RangeCase, 'field' | 'named' | 'open'> {
  const tiles = JSON.parse(JSON.stringify(SAMPLE_TILES_TALION)) as Json[];
  return {
    field: 'tiles[0].attack',
    named: `tiles[0] ("${String(tiles[0]?.id)}").attack`,
    open: (value) => {
      const copy = JSON.parse(JSON.stringify(tiles)) as Json[];
      item(copy, 0).attack = value;
      return validateTileSet(copy, 'south');
    },
  };
}

/** A tile without an attack effect: 0 to 6 attack symbols. */
function plainTileAttack(): RangeCase {
  const index = SAMPLE_TILES_TALION.findIndex((tile) => tile.type !== 'control-room' && tile.effects.every((effect) => effect.action.kind !== 'attack'));
  const tiles = JSON.parse(JSON.stringify(SAMPLE_TILES_TALION)) as Json[];
  return {
    name: 'attack symbols of a tile that fires no attack',
    rule: 'steam-torpedo/setup.tiles',
    field: `tiles[${String(index)}].attack`,
    named: `tiles[${String(index)}] ("${String(tiles[index]?.id)}").attack`,
    ends: [0, 6],
    because: /our sample tiles show at most 3 attack symbols/,
    open: (value) => {
      const copy = JSON.parse(JSON.stringify(tiles)) as Json[];
      item(copy, index).attack = value;
      return validateTileSet(copy, 'south');
    },
  };
}

function actionOf(tile: Json): Json {
  return item(tile.effects as Json[], 0).action as Json;
}

const TILE_CASES: readonly RangeCase[] = [
  // Oxygen set to 0 so that any structure from 1 holds it.
  tileCase('structure', 'attack', 'structure', [1, 6], /our sample tiles have 2 to 5 gears/, (tile, value) => {
    tile.structure = value;
    tile.oxygen = 0;
  }),
  tileCase('oxygen', 'attack', 'oxygen', [0, 4], /its structure: only gears can carry oxygen/, (tile, value) => {
    tile.structure = 4;
    tile.oxygen = value;
  }),
  // The sample sets open with their control room, a combat compartment: 1 to 6.
  { ...tileCase('a control room\'s attack symbols', 'attack', 'attack', [1, 6], /a control room is a combat compartment; our limit/, () => undefined), ...controlRoomAttack() },
  plainTileAttack(),
  tileCase('drain', 'drain-oxygen', 'effects[0].action.amount', [1, 6], /bonuses and drains are 1 or 2/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('crew shot', 'shoot-crew', 'effects[0].action.amount', [1, 5], /a captain and 4 sailors/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('tow', 'tow', 'effects[0].action.amount', [1, 4], /5 sectors/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('speed bonus', 'speed-bonus', 'effects[0].action.amount', [1, 4], /5 sectors/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('armor bonus', 'armor-bonus', 'effects[0].action.amount', [1, 6], /bonuses and drains/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('attack bonus', 'attack-bonus', 'effects[0].action.amount', [1, 6], /bonuses and drains/, (tile, value) => (actionOf(tile).amount = value)),
  tileCase('an attack effect\'s own bonus', 'attack', 'effects[0].action.bonus', [0, 6], /bonuses and drains/, (tile, value) => (actionOf(tile).bonus = value)),
];

/** The Example of Play's scenario with one change. */
function damageScenario(change: (scenario: { defender: Json; attack: Json }) => void): unknown {
  const scenario = { defender: { faction: 'talion' } as Json, attack: { total: 3, location: 'fore' } as Json };
  change(scenario);
  return openDamageScenario({ seed: 1, scenario });
}

const GATLING = SAMPLE_TILES_TALION[3];

const SCENARIO_CASES: readonly RangeCase[] = [
  {
    name: 'attack total',
    rule: 'steam-torpedo/attack.total',
    field: 'scenario.attack.total',
    ends: [1, 20],
    because: /Two Keys doubles them/,
    open: (total) => damageScenario((scenario) => (scenario.attack.total = total)),
  },
  {
    name: 'damage tokens on a tile',
    rule: 'steam-torpedo/setup.tiles',
    field: `scenario.defender.damage.${String(GATLING?.id)}`,
    ends: [0, (GATLING?.structure ?? 0) - 1],
    because: /gears; a full one is destroyed/,
    below: /from 0 up to what its tile has room for/,
    open: (count) => damageScenario((scenario) => (scenario.defender.damage = { [String(GATLING?.id)]: count })),
  },
];

const LAB_CASES: readonly RangeCase[] = (['southSector', 'northSector'] as const).map((field) => ({
  name: field,
  rule: 'steam-torpedo/maneuver.battle-area',
  field,
  ends: [1, 5] as const,
  because: /the battle area has 5 sectors/,
  open: (sector: number) => attackLab.initialState({ seed: 1, [field]: sector }),
}));

describe('steam-torpedo/setup.tiles', () => {
  for (const range of TILE_CASES) {
    it(`a tile's ${range.name} is ${String(range.ends[0])} to ${String(range.ends[1])}, refused beyond with the reason`, () => {
      checkRange(range);
    });
  }

  it('a damage scenario\'s tokens say no range before their tile is known, then that tile\'s', () => {
    checkRange(item(SCENARIO_CASES, 1));
  });
});

describe('steam-torpedo/attack.total', () => {
  it('a damage scenario\'s attack total is 1 to 20', () => {
    checkRange(item(SCENARIO_CASES, 0));
  });
});

describe('steam-torpedo/maneuver.battle-area', () => {
  it('the attack lab\'s sectors are 1 to 5', () => {
    for (const range of LAB_CASES) checkRange(range);
  });
});

describe('the bounds a refusal names are accepted (issue 22, point 10)', () => {
  it('for every number of a tile, a damage scenario and the attack lab', () => {
    for (const range of [...TILE_CASES, ...SCENARIO_CASES, ...LAB_CASES]) checkBoundsNamed(range);
  });
});
