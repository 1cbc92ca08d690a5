import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Arc, EffectDefinition, Faction, Location, RelativePosition, TileDefinition, TileType } from './model.ts';
import { ALERTS, BUTTONS, FACTIONS, RANGES } from './model.ts';
import { ruleById } from './rulebook.ts';
import { SAMPLE_TILES, SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { ACTION_KINDS, findControlRoom, isCombatCompartment, validateTileSet } from './tiles.ts';

const BY_FACTION: Record<Faction, readonly TileDefinition[]> = {
  'panzer-la-rochelle': SAMPLE_TILES_PANZER_LA_ROCHELLE,
  talion: SAMPLE_TILES_TALION,
};

/** The rulebook's targeting examples: where the enemy is decides which of its sides faces you. */
const TARGET_FACING: Record<RelativePosition, Location> = {
  front: 'aft',
  behind: 'fore',
  'port-side': 'starboard',
  'starboard-side': 'port',
};

/** Every (position, range) the battle area allows: side by side is always close. */
const REACHABLE: readonly Pick<Arc, 'position' | 'range'>[] = [
  { position: 'front', range: 'close' },
  { position: 'front', range: 'distant' },
  { position: 'behind', range: 'close' },
  { position: 'behind', range: 'distant' },
  { position: 'port-side', range: 'close' },
  { position: 'starboard-side', range: 'close' },
];

function effectsOf(tiles: readonly TileDefinition[]): EffectDefinition[] {
  return tiles.flatMap((tile) => tile.effects);
}

function countOfType(tiles: readonly TileDefinition[], type: TileType): number {
  return tiles.filter((tile) => tile.type === type).length;
}

function tileNamed(name: string): TileDefinition {
  const tile = SAMPLE_TILES_TALION.find((candidate) => candidate.name === name);
  assert.ok(tile, `Talion should have a tile named ${name}`);
  return tile;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

describe('steam-torpedo/setup.tiles: the sample tiles', () => {
  it('are 20 tiles, 10 per faction, and SAMPLE_TILES is both sets in order', () => {
    assert.equal(SAMPLE_TILES_PANZER_LA_ROCHELLE.length, 10);
    assert.equal(SAMPLE_TILES_TALION.length, 10);
    assert.deepEqual(SAMPLE_TILES, [...SAMPLE_TILES_PANZER_LA_ROCHELLE, ...SAMPLE_TILES_TALION]);
  });

  for (const faction of FACTIONS) {
    it(`${faction}: pass validation unchanged`, () => {
      const tiles = BY_FACTION[faction];
      assert.deepEqual(validateTileSet(tiles, faction), tiles);
      assert.ok(tiles.every((tile) => tile.faction === faction));
    });
  }

  it('have unique ids across all twenty, so a tile can be looked up in SAMPLE_TILES', () => {
    assert.equal(new Set(SAMPLE_TILES.map((tile) => tile.id)).size, 20);
  });

  it('are every one labelled sample', () => {
    assert.ok(SAMPLE_TILES.every((tile) => tile.sample));
  });

  it('survive a JSON round trip unchanged', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(SAMPLE_TILES)), SAMPLE_TILES);
  });

  it('are frozen: shared module data cannot be changed by one game for the next', () => {
    const tile = SAMPLE_TILES_TALION[0];
    assert.ok(tile);
    assert.throws(() => {
      (tile as { structure: number }).structure = 6;
    }, TypeError);
    assert.throws(() => {
      (tile.effects as unknown[]).push({});
    }, TypeError);
  });
});

describe('steam-torpedo/tiles.anatomy: the sample tiles by type', () => {
  for (const faction of FACTIONS) {
    const tiles = BY_FACTION[faction];

    it(`${faction}: one control room, 2 engines, 2 armored, 1–2 experimental, the rest standard`, () => {
      assert.equal(countOfType(tiles, 'control-room'), 1);
      assert.equal(countOfType(tiles, 'engine'), 2);
      assert.equal(countOfType(tiles, 'armored'), 2);
      const experimental = countOfType(tiles, 'experimental');
      assert.ok(experimental >= 1 && experimental <= 2, `${String(experimental)} experimental`);
      assert.equal(countOfType(tiles, 'standard'), 10 - 1 - 2 - 2 - experimental);
    });

    it(`${faction}: the control room has structure 4, oxygen 2, and a Duty attack with arcs`, () => {
      const controlRoom = findControlRoom(tiles);
      assert.deepEqual([controlRoom.structure, controlRoom.oxygen], [4, 2]);
      assert.ok(isCombatCompartment(controlRoom));
      assert.ok(controlRoom.effects.some((effect) => effect.button === 'duty' && effect.action.kind === 'attack' && effect.arcs.length > 0));
    });

    it(`${faction}: balance — oxygen 12–16 in all, structure 2–5, attack 0–3, oxygen never above structure`, () => {
      const oxygen = sum(tiles.map((tile) => tile.oxygen));
      assert.ok(oxygen >= 12 && oxygen <= 16, `${String(oxygen)} oxygen`);
      for (const tile of tiles) {
        assert.ok(tile.structure >= 2 && tile.structure <= 5, `${tile.id} structure ${String(tile.structure)}`);
        assert.ok(tile.attack >= 0 && tile.attack <= 3, `${tile.id} attack ${String(tile.attack)}`);
        assert.ok(tile.oxygen <= tile.structure, tile.id);
      }
    });

    it(`${faction}: experimental tiles are the most fragile, carry the least oxygen, and react with Counter`, () => {
      const experimental = tiles.filter((tile) => tile.type === 'experimental');
      const others = tiles.filter((tile) => tile.type !== 'experimental');
      for (const tile of experimental) {
        assert.ok(others.every((other) => other.structure > tile.structure), `${tile.id} should be more fragile than every other type`);
        assert.ok(others.every((other) => other.oxygen >= tile.oxygen), `${tile.id} should carry the least oxygen`);
        assert.ok(tile.effects.some((effect) => effect.button === 'counter'), `${tile.id} should have a Counter effect`);
      }
    });

    it(`${faction}: standard tiles have better structure than engines and experimental tiles`, () => {
      const standard = tiles.filter((tile) => tile.type === 'standard');
      const weaker = tiles.filter((tile) => tile.type === 'engine' || tile.type === 'experimental');
      const weakestStandard = Math.min(...standard.map((tile) => tile.structure));
      assert.ok(weaker.every((tile) => tile.structure < weakestStandard));
    });

    it(`${faction}: can attack from every position and range the battle area allows`, () => {
      const attackArcs = effectsOf(tiles)
        .filter((effect) => effect.action.kind === 'attack')
        .flatMap((effect) => effect.arcs);
      for (const reach of REACHABLE) {
        assert.ok(
          attackArcs.some((arc) => arc.position === reach.position && arc.range === reach.range),
          `no attack when the enemy is ${reach.position} at ${reach.range} range`,
        );
      }
    });

    it(`${faction}: has at least one Counter effect`, () => {
      assert.ok(effectsOf(tiles).some((effect) => effect.button === 'counter'));
    });
  }

  it('Panzer la Rochelle hits harder and Talion is faster and sees further', () => {
    const attackSymbols = (tiles: readonly TileDefinition[]): number => sum(tiles.map((tile) => tile.attack));
    assert.ok(attackSymbols(SAMPLE_TILES_PANZER_LA_ROCHELLE) > attackSymbols(SAMPLE_TILES_TALION));
    const kinds = (tiles: readonly TileDefinition[]): string[] => effectsOf(tiles).map((effect) => effect.action.kind);
    assert.ok(kinds(SAMPLE_TILES_TALION).includes('speed-bonus'));
    assert.ok(!kinds(SAMPLE_TILES_PANZER_LA_ROCHELLE).includes('speed-bonus'));
    assert.ok(effectsOf(SAMPLE_TILES_PANZER_LA_ROCHELLE).some((effect) => effect.alerts.includes('two-keys') && effect.action.kind === 'attack'));
  });
});

describe('steam-torpedo/activate.trigger: the tiles the rulebook names on Talion', () => {
  it('the Gatling Gun is a combat compartment with a Duty attack', () => {
    const gun = tileNamed('Gatling Gun');
    assert.ok(isCombatCompartment(gun));
    assert.ok(gun.effects.some((effect) => effect.button === 'duty' && effect.action.kind === 'attack'));
  });

  it('the Long-range Sights give a standby attack bonus at distant range', () => {
    const sights = tileNamed('Long-range Sights');
    assert.ok(sights.effects.some((effect) => effect.button === 'standby' && effect.action.kind === 'attack-bonus' && effect.action.range === 'distant'));
  });

  it('the Anti-propeller Chain tows the enemy submarine', () => {
    const chain = tileNamed('Anti-propeller Chain');
    assert.ok(chain.effects.some((effect) => effect.action.kind === 'tow' && effect.arcs.length > 0));
  });
});

describe('steam-torpedo/effects: the sample tiles use the whole vocabulary', () => {
  const effects = effectsOf(SAMPLE_TILES);

  it('every action kind appears, and shoot-crew both at sailors and at any crew', () => {
    for (const kind of ACTION_KINDS) assert.ok(effects.some((effect) => effect.action.kind === kind), kind);
    for (const who of ['sailors', 'crew']) {
      assert.ok(effects.some((effect) => effect.action.kind === 'shoot-crew' && effect.action.who === who), who);
    }
  });

  it('every button and every alert appears', () => {
    for (const button of BUTTONS) assert.ok(effects.some((effect) => effect.button === button), button);
    for (const alert of ALERTS) assert.ok(effects.some((effect) => effect.alerts.includes(alert)), alert);
  });

  it('an armor-piercing attack names the armor rule it overrides, and says so in its text', () => {
    const piercing = effects.filter((effect) => effect.overrides.includes('steam-torpedo/attack.armor'));
    assert.ok(piercing.length >= 1);
    for (const effect of piercing) {
      assert.equal(effect.action.kind, 'attack');
      assert.match(effect.text, /ignores armor/i);
    }
  });

  it('every overridden rule id exists in the rule map', () => {
    for (const id of effects.flatMap((effect) => effect.overrides)) assert.ok(ruleById(id), id);
  });

  it('arcs follow the rulebook: front → aft, behind → fore, port side → starboard, starboard side → port; side arcs close', () => {
    for (const arc of effects.flatMap((effect) => effect.arcs)) {
      assert.equal(arc.target, TARGET_FACING[arc.position], JSON.stringify(arc));
      assert.ok(RANGES.includes(arc.range));
      if (arc.position === 'port-side' || arc.position === 'starboard-side') assert.equal(arc.range, 'close');
    }
  });

  it('both close and distant arcs are used', () => {
    const arcs = effects.flatMap((effect) => effect.arcs);
    for (const range of RANGES) assert.ok(arcs.some((arc) => arc.range === range), range);
  });

  it('every effect text is short and in our own words', () => {
    for (const effect of effects) assert.ok(effect.text.length > 0 && effect.text.length <= 120, effect.text);
  });
});
