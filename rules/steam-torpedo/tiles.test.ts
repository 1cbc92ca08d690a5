import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import type { TileDefinition } from './model.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { findControlRoom, isArmored, isCombatCompartment, isEngine, validateTileSet } from './tiles.ts';
import { RULE } from './rule-ids.ts';

type Json = Record<string, unknown>;

/** A fresh, mutable, plain-JSON copy of a sample set: what a designer's file would parse to. */
function jsonCopy(tiles: readonly TileDefinition[] = SAMPLE_TILES_TALION): Json[] {
  return JSON.parse(JSON.stringify(tiles)) as Json[];
}

/** Reads a nested value of parsed JSON by path, for editing a copy in a test. */
function at(value: unknown, ...path: (string | number)[]): Json {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  assert.ok(typeof current === 'object' && current !== null, `nothing at ${path.join('.')}`);
  return current as Json;
}

/** Talion's set with one change made by `edit` (the Talion order: 0 helm, 1 sights, 2 chain, 3 gatling gun …). */
function talionWith(edit: (tiles: Json[]) => void): Json[] {
  const tiles = jsonCopy();
  edit(tiles);
  return tiles;
}

/**
 * Must be refused under the tile-set rule, with `field` as the violation's field, a message that
 * starts with `where`, and a message that mentions each of `mentions` (the tile label, the field).
 */
function assertRefused(input: unknown, field: string, mentions: readonly string[], where = 'south'): void {
  assert.throws(
    () => validateTileSet(input, where),
    (error: unknown) => {
      assert.ok(error instanceof RuleViolation, `expected a RuleViolation, got ${String(error)}`);
      assert.equal(error.rule, RULE.setupTiles, error.message);
      assert.equal(error.field, field, error.message);
      assert.ok(error.message.startsWith(where), `"${error.message}" should start with ${where}`);
      for (const mention of mentions) assert.ok(error.message.includes(mention), `"${error.message}" should mention ${mention}`);
      return true;
    },
  );
}

const GATLING = 'tiles[3] ("gatling-gun")';

describe('steam-torpedo/setup.tiles: what a valid set gives back', () => {
  it('the message format the docs quote', () => {
    const tiles = talionWith((set) => {
      at(set, 3).structure = 'lots';
    });
    assert.throws(() => validateTileSet(tiles, 'south'), {
      name: 'RuleViolation',
      rule: RULE.setupTiles,
      field: 'tiles[3].structure',
      message: 'south tiles[3] ("gatling-gun").structure must be a whole number from 1 to 6 (our limit, as the rulebook prints no tiles: our sample tiles have 2 to 5 gears); got "lots".',
    });
  });

  it('fills defaults: alerts, arcs and overrides empty, sample false', () => {
    const tiles = talionWith((set) => {
      for (const tile of set) {
        delete tile.sample;
        for (const effect of tile.effects as Json[]) {
          if ((effect.alerts as unknown[]).length === 0) delete effect.alerts;
          if ((effect.overrides as unknown[]).length === 0) delete effect.overrides;
          if (effect.button === 'standby') delete effect.arcs;
        }
      }
    });
    const valid = validateTileSet(tiles, 'north');
    assert.deepEqual(
      valid,
      SAMPLE_TILES_TALION.map((tile) => ({ ...tile, sample: false })),
    );
    for (const effect of valid.flatMap((tile) => tile.effects)) {
      assert.ok(Array.isArray(effect.alerts) && Array.isArray(effect.arcs) && Array.isArray(effect.overrides));
    }
  });

  it('keeps optional action fields absent rather than writing undefined holes', () => {
    const valid = validateTileSet(jsonCopy(), 'north');
    const attack = valid.flatMap((tile) => tile.effects).find((effect) => effect.action.kind === 'attack');
    assert.ok(attack);
    assert.deepEqual(Object.keys(attack.action), ['kind']);
    assert.deepEqual(JSON.parse(JSON.stringify(valid)), valid);
  });

  it('returns a copy and leaves the input untouched', () => {
    const input = jsonCopy();
    const before = structuredClone(input);
    const valid = validateTileSet(input, 'north');
    assert.deepEqual(input, before);
    assert.notEqual(valid, input);
    valid.forEach((tile, index) => {
      assert.notEqual(tile, input[index]);
      assert.notEqual(tile.effects, at(input, index).effects);
    });
    const first = valid[0];
    assert.ok(first);
    first.structure = 1;
    assert.deepEqual(input, before);
  });

  it('accepts a designer tile with no effects, an attack bonus, and bonuses for any location or range', () => {
    const tiles = talionWith((set) => {
      at(set, 1).effects = [
        { button: 'standby', action: { kind: 'armor-bonus', amount: 1 }, text: 'Armor everywhere.' },
        { button: 'standby', action: { kind: 'attack-bonus', amount: 2 }, text: 'Attack at any range.' },
      ];
      at(set, 4).effects = [];
      at(set, 3, 'effects', 0, 'action').bonus = 1;
    });
    const valid = validateTileSet(tiles, 'north');
    assert.deepEqual(valid[4]?.effects, []);
    assert.deepEqual(valid[3]?.effects[0]?.action, { kind: 'attack', bonus: 1 });
    assert.deepEqual(
      valid[1]?.effects.map((effect) => effect.action),
      [
        { kind: 'armor-bonus', amount: 1 },
        { kind: 'attack-bonus', amount: 2 },
      ],
    );
  });

  it('accepts a set whose control room is not first', () => {
    const tiles = jsonCopy(SAMPLE_TILES_PANZER_LA_ROCHELLE).reverse();
    assert.equal(findControlRoom(validateTileSet(tiles, 'south')).id, 'command-bridge');
  });
});

describe('steam-torpedo/setup.tiles: a set is a list of 10 tiles, unique, with one control room', () => {
  for (const input of [42, null, undefined, 'gatling-gun', { tiles: [] }]) {
    it(`refuses ${input === undefined ? 'nothing' : JSON.stringify(input)} as not a list`, () => {
      assertRefused(input, 'tiles', ['tiles must be a list']);
    });
  }

  for (const count of [0, 9, 11]) {
    it(`refuses ${String(count)} tiles`, () => {
      const tiles = [...jsonCopy(), ...jsonCopy(SAMPLE_TILES_PANZER_LA_ROCHELLE)].slice(0, count);
      assertRefused(tiles, 'tiles', ['exactly 10', `got ${String(count)}.`]);
    });
  }

  it('refuses a duplicate id, naming the second tile and the first', () => {
    const tiles = talionWith((set) => {
      at(set, 4).id = 'helm';
    });
    assertRefused(tiles, 'tiles[4].id', ['tiles[4] ("helm").id', 'tiles[0]', 'one copy']);
  });

  it('refuses two control rooms, naming the second', () => {
    const tiles = talionWith((set) => {
      at(set, 5).type = 'control-room';
    });
    assertRefused(tiles, 'tiles[5].type', ['tiles[5] ("stern-torpedo-room").type', 'second control room', 'tiles[0] ("helm")']);
  });

  it('refuses a set with no control room', () => {
    const tiles = talionWith((set) => {
      at(set, 0).type = 'standard';
    });
    assertRefused(tiles, 'tiles', ['no control room']);
  });

  it('accepts tiles of both factions in one submarine (a vessel to your own style)', () => {
    const tiles = talionWith((set) => {
      set[7] = at(jsonCopy(SAMPLE_TILES_PANZER_LA_ROCHELLE), 6);
    });
    const checked = validateTileSet(tiles, 'north');
    assert.deepEqual(
      checked.map((tile) => tile.faction),
      tiles.map((tile) => tile.faction),
    );
    assert.equal(findControlRoom(checked).faction, 'talion');
  });

  it('without a `where`, the message starts with the tile', () => {
    assert.throws(() => validateTileSet(talionWith((set) => (at(set, 3).oxygen = 9)), ''), {
      message: /^tiles\[3\] \("gatling-gun"\)\.oxygen /,
    });
  });
});

interface BadTile {
  name: string;
  edit: (tiles: Json[]) => void;
  field: string;
  mentions: readonly string[];
}

/** One bad value at a time; each must be refused naming the tile and the field path. */
const BAD_TILES: readonly BadTile[] = [
  ...[42, null, [], 'gatling-gun'].map((value) => ({
    name: `a tile that is ${JSON.stringify(value)}, not an object`,
    edit: (tiles: Json[]) => {
      tiles[6] = value as unknown as Json;
    },
    field: 'tiles[6]',
    mentions: ['tiles[6] must be an object'],
  })),
  { name: 'a missing name', edit: (tiles) => delete at(tiles, 1).name, field: 'tiles[1].name', mentions: ['tiles[1] ("long-range-sights").name', 'got nothing'] },
  { name: 'a blank name', edit: (tiles) => (at(tiles, 1).name = '  '), field: 'tiles[1].name', mentions: ['non-empty'] },
  { name: 'a missing id', edit: (tiles) => delete at(tiles, 3).id, field: 'tiles[3].id', mentions: ['tiles[3].id', 'got nothing'] },
  { name: 'an id with spaces', edit: (tiles) => (at(tiles, 3).id = 'Gatling Gun'), field: 'tiles[3].id', mentions: ['tiles[3].id', '"Gatling Gun"'] },
  { name: 'an unknown faction', edit: (tiles) => (at(tiles, 3).faction = 'british'), field: 'tiles[3].faction', mentions: [`${GATLING}.faction`, 'one of panzer-la-rochelle, talion', '"british"'] },
  { name: 'an unknown type', edit: (tiles) => (at(tiles, 3).type = 'weapon'), field: 'tiles[3].type', mentions: [`${GATLING}.type`, 'experimental, control-room'] },
  ...[0, 7, 2.5, '4', null].map((structure) => ({
    name: `structure ${JSON.stringify(structure)}`,
    edit: (tiles: Json[]) => (at(tiles, 3).structure = structure),
    field: 'tiles[3].structure',
    mentions: [`${GATLING}.structure`, 'from 1 to 6'],
  })),
  { name: 'oxygen above structure', edit: (tiles) => (at(tiles, 3).oxygen = 5), field: 'tiles[3].oxygen', mentions: [`${GATLING}.oxygen`, 'from 0 to 4', 'got 5'] },
  { name: 'negative oxygen', edit: (tiles) => (at(tiles, 3).oxygen = -1), field: 'tiles[3].oxygen', mentions: [`${GATLING}.oxygen`] },
  { name: 'attack 7', edit: (tiles) => (at(tiles, 3).attack = 7), field: 'tiles[3].attack', mentions: [`${GATLING}.attack`, 'from 0 to 6'] },
  { name: 'negative attack', edit: (tiles) => (at(tiles, 3).attack = -1), field: 'tiles[3].attack', mentions: [`${GATLING}.attack`] },
  {
    name: 'a control room without attack symbols',
    edit: (tiles) => {
      at(tiles, 0).attack = 0;
      at(tiles, 0).effects = [];
    },
    field: 'tiles[0].attack',
    mentions: ['tiles[0] ("helm").attack', 'combat compartment'],
  },
  { name: 'effects that are not a list', edit: (tiles) => (at(tiles, 3).effects = 'shoot'), field: 'tiles[3].effects', mentions: [`${GATLING}.effects`, 'list'] },
  { name: 'sample "yes"', edit: (tiles) => (at(tiles, 3).sample = 'yes'), field: 'tiles[3].sample', mentions: [`${GATLING}.sample`, 'true or false'] },
  { name: 'an unknown tile field', edit: (tiles) => (at(tiles, 3).colour = 'blue'), field: 'tiles[3].colour', mentions: [`${GATLING}.colour`, 'structure'] },
  { name: 'an effect that is not an object', edit: (tiles) => (at(tiles, 3).effects = [7]), field: 'tiles[3].effects[0]', mentions: [`${GATLING}.effects[0]`] },
  {
    name: 'a misspelt effect field',
    edit: (tiles) => (at(tiles, 3, 'effects', 0).overide = ['steam-torpedo/attack.armor']),
    field: 'tiles[3].effects[0].overide',
    mentions: [`${GATLING}.effects[0].overide`, 'overrides'],
  },
  { name: 'an unknown button', edit: (tiles) => (at(tiles, 3, 'effects', 0).button = 'always'), field: 'tiles[3].effects[0].button', mentions: [`${GATLING}.effects[0].button`, 'one of standby, duty, counter'] },
  { name: 'alerts that are not a list', edit: (tiles) => (at(tiles, 3, 'effects', 0).alerts = 'single-use'), field: 'tiles[3].effects[0].alerts', mentions: ['list'] },
  { name: 'an unknown alert', edit: (tiles) => (at(tiles, 3, 'effects', 0).alerts = ['three-keys']), field: 'tiles[3].effects[0].alerts[0]', mentions: ['one of single-use, two-keys', '"three-keys"'] },
  {
    name: 'a repeated alert',
    edit: (tiles) => (at(tiles, 3, 'effects', 0).alerts = ['single-use', 'single-use']),
    field: 'tiles[3].effects[0].alerts[1]',
    mentions: [`${GATLING}.effects[0].alerts[1]`, 'repeats'],
  },
  { name: 'a missing action', edit: (tiles) => delete at(tiles, 3, 'effects', 0).action, field: 'tiles[3].effects[0].action', mentions: ['got nothing'] },
  {
    name: 'an unknown action kind',
    edit: (tiles) => (at(tiles, 3, 'effects', 0, 'action').kind = 'laser'),
    field: 'tiles[3].effects[0].action.kind',
    mentions: [`${GATLING}.effects[0].action.kind`, '"laser"', 'drain-oxygen, shoot-crew'],
  },
  {
    name: 'a field that belongs to another action kind',
    edit: (tiles) => (at(tiles, 3, 'effects', 0, 'action').amount = 2),
    field: 'tiles[3].effects[0].action.amount',
    mentions: [`${GATLING}.effects[0].action.amount`],
  },
  {
    name: 'a negative tow amount',
    edit: (tiles) => (at(tiles, 2, 'effects', 0, 'action').amount = -1),
    field: 'tiles[2].effects[0].action.amount',
    mentions: ['tiles[2] ("anti-propeller-chain").effects[0].action.amount', 'from 1 to 4', 'got -1'],
  },
  { name: 'a tow of 5 sectors', edit: (tiles) => (at(tiles, 2, 'effects', 0, 'action').amount = 5), field: 'tiles[2].effects[0].action.amount', mentions: ['from 1 to 4'] },
  { name: 'a missing drain amount', edit: (tiles) => (at(tiles, 3, 'effects', 0).action = { kind: 'drain-oxygen' }), field: 'tiles[3].effects[0].action.amount', mentions: ['got nothing'] },
  { name: 'a negative attack bonus', edit: (tiles) => (at(tiles, 3, 'effects', 0, 'action').bonus = -1), field: 'tiles[3].effects[0].action.bonus', mentions: ['from 0 to 6'] },
  {
    name: 'shoot-crew at the captain alone',
    edit: (tiles) => (at(tiles, 6, 'effects', 0, 'action').who = 'captain'),
    field: 'tiles[6].effects[0].action.who',
    mentions: ['tiles[6] ("marksman-nest").effects[0].action.who', 'one of sailors, crew'],
  },
  {
    name: 'an armor bonus for an unknown location',
    edit: (tiles) => (at(tiles, 7, 'effects', 0, 'action').location = 'keel'),
    field: 'tiles[7].effects[0].action.location',
    mentions: ['fore, aft', '"keel"'],
  },
  { name: 'an attack bonus for an unknown range', edit: (tiles) => (at(tiles, 1, 'effects', 0, 'action').range = 'far'), field: 'tiles[1].effects[0].action.range', mentions: ['one of close, distant'] },
  { name: 'a speed bonus of 0', edit: (tiles) => (at(tiles, 4, 'effects', 0, 'action').amount = 0), field: 'tiles[4].effects[0].action.amount', mentions: ['from 1 to 4'] },
  { name: 'arcs that are not a list', edit: (tiles) => (at(tiles, 3, 'effects', 0).arcs = 'front'), field: 'tiles[3].effects[0].arcs', mentions: ['list'] },
  { name: 'an arc that is not an object', edit: (tiles) => (at(tiles, 3, 'effects', 0).arcs = ['front']), field: 'tiles[3].effects[0].arcs[0]', mentions: ['an arc'] },
  {
    name: 'a bad arc target',
    edit: (tiles) => (at(tiles, 3, 'effects', 0, 'arcs', 1).target = 'bow'),
    field: 'tiles[3].effects[0].arcs[1].target',
    mentions: [`${GATLING}.effects[0].arcs[1].target`, '"bow"', 'one of fore, aft'],
  },
  { name: 'a bad arc position', edit: (tiles) => (at(tiles, 3, 'effects', 0, 'arcs', 0).position = 'above'), field: 'tiles[3].effects[0].arcs[0].position', mentions: ['front, behind'] },
  { name: 'a bad arc range', edit: (tiles) => (at(tiles, 3, 'effects', 0, 'arcs', 0).range = 'far'), field: 'tiles[3].effects[0].arcs[0].range', mentions: ['one of close, distant'] },
  {
    name: 'a side arc at distant range, which can never happen',
    edit: (tiles) => (at(tiles, 3, 'effects', 0, 'arcs', 1).range = 'distant'),
    field: 'tiles[3].effects[0].arcs[1].range',
    mentions: [`${GATLING}.effects[0].arcs[1].range`, 'share a sector'],
  },
  {
    name: 'an override that is not a steam-torpedo rule id',
    edit: (tiles) => (at(tiles, 8, 'effects', 0).overrides = ['attack.armor']),
    field: 'tiles[8].effects[0].overrides[0]',
    mentions: ['tiles[8] ("lightning-coil").effects[0].overrides[0]', 'steam-torpedo/attack.armor'],
  },
  {
    name: 'an override of a rule no effect can set aside',
    edit: (tiles) => (at(tiles, 8, 'effects', 0).overrides = ['steam-torpedo/winning.oxygen']),
    field: 'tiles[8].effects[0].overrides[0]',
    mentions: ['a rule an effect can set aside', 'got "steam-torpedo/winning.oxygen"'],
  },
  { name: 'an override that is not text', edit: (tiles) => (at(tiles, 8, 'effects', 0).overrides = [42]), field: 'tiles[8].effects[0].overrides[0]', mentions: ['got 42'] },
  { name: 'an empty effect text', edit: (tiles) => (at(tiles, 3, 'effects', 0).text = ''), field: 'tiles[3].effects[0].text', mentions: [`${GATLING}.effects[0].text`, 'non-empty'] },
  { name: 'a standby attack', edit: (tiles) => (at(tiles, 3, 'effects', 0).button = 'standby'), field: 'tiles[3].effects[0].button', mentions: ['cannot be "standby"', '"duty"'] },
  { name: 'a Duty speed bonus', edit: (tiles) => (at(tiles, 4, 'effects', 0).button = 'duty'), field: 'tiles[4].effects[0].button', mentions: ['must be "standby"'] },
  { name: 'a standby effect with an alert', edit: (tiles) => (at(tiles, 4, 'effects', 0).alerts = ['two-keys']), field: 'tiles[4].effects[0].alerts', mentions: ['never triggered'] },
  {
    name: 'a standby effect with arcs',
    edit: (tiles) => (at(tiles, 4, 'effects', 0).arcs = [{ position: 'front', range: 'close', target: 'aft' }]),
    field: 'tiles[4].effects[0].arcs',
    mentions: ['targets nothing'],
  },
  { name: 'an attack with no arcs', edit: (tiles) => (at(tiles, 3, 'effects', 0).arcs = []), field: 'tiles[3].effects[0].arcs', mentions: ['at least one arc'] },
  {
    name: 'an attack from a tile without attack symbols',
    edit: (tiles) => (at(tiles, 3).attack = 0),
    field: 'tiles[3].effects[0].action.kind',
    mentions: [`${GATLING}.effects[0].action.kind`, 'no attack symbols'],
  },
];

describe('steam-torpedo/setup.tiles: every field of a tile is checked', () => {
  for (const bad of BAD_TILES) {
    it(`refuses ${bad.name}, naming ${bad.field}`, () => {
      assertRefused(talionWith(bad.edit), bad.field, bad.mentions);
    });
  }

  it('a refused set changes nothing in its input', () => {
    const input = talionWith((set) => (at(set, 3).structure = 'lots'));
    const before = structuredClone(input);
    assert.throws(() => validateTileSet(input, 'south'), RuleViolation);
    assert.deepEqual(input, before);
  });
});

describe('steam-torpedo/tiles.anatomy: questions about a tile', () => {
  const byId = (id: string): TileDefinition => {
    const tile = [...SAMPLE_TILES_TALION, ...SAMPLE_TILES_PANZER_LA_ROCHELLE].find((candidate) => candidate.id === id);
    assert.ok(tile, id);
    return tile;
  };

  it('a combat compartment has at least one attack symbol, whatever its type', () => {
    assert.ok(isCombatCompartment(byId('gatling-gun')));
    assert.ok(isCombatCompartment(byId('stern-torpedo-room')));
    assert.ok(isCombatCompartment(byId('helm')));
    assert.ok(!isCombatCompartment(byId('long-range-sights')));
  });

  it('the control room counts as an engine', () => {
    assert.ok(isEngine(byId('helm')));
    assert.ok(isEngine(byId('turbine-hall')));
    assert.ok(!isEngine(byId('gatling-gun')));
  });

  it('armored means the green border', () => {
    assert.ok(isArmored(byId('plated-keel')));
    assert.ok(!isArmored(byId('command-bridge')));
  });

  it('findControlRoom finds the one control room and refuses a set without one', () => {
    assert.equal(findControlRoom(SAMPLE_TILES_TALION).id, 'helm');
    assert.throws(() => findControlRoom(SAMPLE_TILES_TALION.filter((tile) => tile.type !== 'control-room')), { rule: RULE.setupTiles, field: 'tiles' });
  });
});
