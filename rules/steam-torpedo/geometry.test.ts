import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Arc, Cell, Location } from './model.ts';
import { CONTROL_ROOM_CELL, allCells, arcsInReach, areAdjacent, cellIndex, cellKey, cellsOfLocation, distancesTo, isInLocation, rangeBetween, relativePosition, walkingDistance } from './geometry.ts';
import { distanceToControlRoom, stepsTowardControlRoom } from './board.ts';
import { reachableLocations, sightOf } from './effects.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE } from './sample-tiles.ts';
import { BRUNO, LUDOVIC, cell, gameSetup, sub, withDamage, withSectors } from './test-support.ts';
import { ruleset } from './ruleset.ts';

const keys = (cells: readonly Cell[]): string[] => cells.map(cellKey).sort();

describe('steam-torpedo/targeting.locations', () => {
  it('fore and aft are four tiles each, port and starboard five each', () => {
    for (const seat of ['south', 'north'] as const) {
      const sizes = (['fore', 'aft', 'port', 'starboard'] as const).map((location) => cellsOfLocation(seat, location).length);
      assert.deepEqual(sizes, [4, 4, 5, 5]);
    }
  });

  it('both submarines face sector 5: fore is columns 4 and 5, aft columns 1 and 2, for both players', () => {
    for (const seat of ['south', 'north'] as const) {
      assert.deepEqual(keys(cellsOfLocation(seat, 'fore')), ['inner-4', 'inner-5', 'outer-4', 'outer-5']);
      assert.deepEqual(keys(cellsOfLocation(seat, 'aft')), ['inner-1', 'inner-2', 'outer-1', 'outer-2']);
    }
  });

  it('the same row is port for the southern player and starboard for the northern one', () => {
    assert.deepEqual(keys(cellsOfLocation('south', 'port')), keys(cellsOfLocation('north', 'starboard')));
    assert.ok(cellsOfLocation('south', 'port').every((member) => member.row === 'inner'));
    assert.ok(cellsOfLocation('north', 'port').every((member) => member.row === 'outer'));
  });

  it('the middle column belongs to port or starboard only; corner tiles belong to two locations', () => {
    const locationsOf = (at: Cell): Location[] => (['fore', 'aft', 'port', 'starboard'] as const).filter((location) => isInLocation('south', at, location));
    assert.deepEqual(locationsOf(cell('inner', 3)), ['port']);
    assert.deepEqual(locationsOf(cell('outer', 3)), ['starboard']);
    assert.deepEqual(locationsOf(cell('inner', 5)), ['fore', 'port']);
    assert.deepEqual(locationsOf(cell('outer', 1)), ['aft', 'starboard']);
  });

  it('isInLocation answers as the list of a location\'s cells does, for both seats', () => {
    for (const seat of ['south', 'north'] as const) {
      for (const location of ['fore', 'aft', 'port', 'starboard'] as const) {
        const members = keys(cellsOfLocation(seat, location));
        for (const at of allCells()) assert.equal(isInLocation(seat, at, location), members.includes(cellKey(at)), `${seat} ${location} ${cellKey(at)}`);
      }
    }
  });
});

describe('steam-torpedo/targeting.range', () => {
  it('same or neighbouring sectors are close; two or more apart are distant', () => {
    assert.equal(rangeBetween(3, 3), 'close');
    assert.equal(rangeBetween(3, 4), 'close');
    assert.equal(rangeBetween(2, 1), 'close');
    assert.equal(rangeBetween(1, 3), 'distant');
    assert.equal(rangeBetween(5, 1), 'distant');
  });
});

describe('steam-torpedo/targeting.position', () => {
  it('further toward sector 5 is in front, further back is behind, the same sector is alongside', () => {
    assert.equal(relativePosition(2, 4, false), 'front');
    assert.equal(relativePosition(4, 2, true), 'behind');
    assert.equal(relativePosition(3, 3, true), 'port-side');
    assert.equal(relativePosition(3, 3, false), 'starboard-side');
  });

  it('in the game: each sees the other from its own side, and facing never changes', () => {
    const start = ruleset.initialState(gameSetup());
    const apart = withSectors(start, { [BRUNO]: 2, [LUDOVIC]: 5 });
    assert.deepEqual(sightOf(apart, BRUNO), { position: 'front', range: 'distant' });
    assert.deepEqual(sightOf(apart, LUDOVIC), { position: 'behind', range: 'distant' });
    const together = withSectors(start, { [BRUNO]: 4, [LUDOVIC]: 4 }, BRUNO);
    assert.deepEqual(sightOf(together, BRUNO), { position: 'starboard-side', range: 'close' });
    assert.deepEqual(sightOf(together, LUDOVIC), { position: 'port-side', range: 'close' });
  });
});

describe('steam-torpedo/targeting.arcs', () => {
  const ahead: Arc = { position: 'front', range: 'close', target: 'aft' };
  const astern: Arc = { position: 'behind', range: 'distant', target: 'fore' };
  const port: Arc = { position: 'port-side', range: 'close', target: 'starboard' };
  const starboard: Arc = { position: 'starboard-side', range: 'close', target: 'port' };

  it('an arc fires only at its position and range', () => {
    assert.deepEqual(arcsInReach([ahead, astern, port, starboard], 'front', 'close'), [ahead]);
    assert.deepEqual(arcsInReach([ahead, astern, port, starboard], 'front', 'distant'), []);
    assert.deepEqual(arcsInReach([ahead, astern, port, starboard], 'behind', 'distant'), [astern]);
    assert.deepEqual(arcsInReach([ahead, astern, port, starboard], 'port-side', 'close'), [port]);
  });

  it('the rulebook pairs: in front hits their aft, behind hits their fore, to port hits their starboard, to starboard their port', () => {
    const start = ruleset.initialState(gameSetup());
    const definitions = sub(start, BRUNO).tiles;
    const effectOf = (id: string) => {
      const found = definitions.find((definition) => definition.id === id)?.effects[0];
      assert.ok(found);
      return found;
    };
    // Heavy Torpedo Tube fires ahead, close or distant; Stern Mortar astern; Broadside Battery alongside.
    assert.deepEqual(reachableLocations(withSectors(start, { [BRUNO]: 2, [LUDOVIC]: 3 }), BRUNO, effectOf('heavy-torpedo-tube')), ['aft']);
    assert.deepEqual(reachableLocations(withSectors(start, { [BRUNO]: 1, [LUDOVIC]: 5 }), BRUNO, effectOf('heavy-torpedo-tube')), ['aft']);
    assert.deepEqual(reachableLocations(withSectors(start, { [BRUNO]: 4, [LUDOVIC]: 3 }), BRUNO, effectOf('heavy-torpedo-tube')), []);
    assert.deepEqual(reachableLocations(withSectors(start, { [BRUNO]: 4, [LUDOVIC]: 3 }), BRUNO, effectOf('stern-mortar')), ['fore']);
    assert.deepEqual(reachableLocations(start, BRUNO, effectOf('broadside-battery')), ['starboard']);
    assert.deepEqual(reachableLocations(withSectors(start, {}, BRUNO), BRUNO, effectOf('broadside-battery')), ['port']);
    // A side arc never reaches a distant submarine: side by side is one sector.
    assert.deepEqual(reachableLocations(withSectors(start, { [BRUNO]: 1, [LUDOVIC]: 3 }), BRUNO, effectOf('broadside-battery')), []);
  });

  it('the sample sets are validated copies: the arcs the state carries are those of the tiles', () => {
    const start = ruleset.initialState(gameSetup());
    assert.deepEqual(
      sub(start, BRUNO).tiles.map((definition) => definition.effects.map((effect) => effect.arcs)),
      SAMPLE_TILES_PANZER_LA_ROCHELLE.map((definition) => definition.effects.map((effect) => effect.arcs)),
    );
  });
});

describe('steam-torpedo/activate.move: neighbouring compartments', () => {
  it('a crew member steps straight or diagonally, one column at most', () => {
    assert.ok(areAdjacent(cell('inner', 2), cell('inner', 3)));
    assert.ok(areAdjacent(cell('inner', 2), cell('outer', 2)));
    assert.ok(areAdjacent(cell('inner', 2), cell('outer', 1)));
    assert.ok(!areAdjacent(cell('inner', 2), cell('inner', 4)));
    assert.ok(!areAdjacent(cell('inner', 2), cell('inner', 2)));
    assert.equal(allCells().filter((other) => areAdjacent(cell('outer', 3), other)).length, 5);
  });
});

describe('steam-torpedo/activate.trigger: closer to the control room', () => {
  it('counts steps through compartments that are not destroyed', () => {
    assert.equal(walkingDistance(cell('inner', 1), CONTROL_ROOM_CELL, () => true), 2);
    assert.equal(walkingDistance(cell('inner', 5), CONTROL_ROOM_CELL, () => true), 2);
    assert.equal(walkingDistance(cell('inner', 4), CONTROL_ROOM_CELL, () => true), 1);
    assert.equal(walkingDistance(CONTROL_ROOM_CELL, CONTROL_ROOM_CELL, () => true), 0);
  });

  it('the table of distances the rules cache agrees with a walk, for every pattern of destroyed cells', () => {
    const cells = allCells();
    for (let destroyed = 0; destroyed < 1 << cells.length; destroyed++) {
      const open = (target: Cell): boolean => (destroyed & (1 << cellIndex(target))) === 0;
      const table = distancesTo(CONTROL_ROOM_CELL, destroyed);
      for (const from of cells) assert.equal(table[cellIndex(from)], walkingDistance(from, CONTROL_ROOM_CELL, open), `from ${cellKey(from)}, destroyed ${destroyed.toString(2)}`);
    }
  });

  it('a destroyed compartment is a wall: the way round is longer, or there is none', () => {
    const start = ruleset.initialState(gameSetup());
    // Bruno's column 4 is the Armored Turret (inner) and the Boiler Room (outer).
    const turretGone = withDamage(start, BRUNO, 'armored-turret', 5);
    assert.equal(distanceToControlRoom(sub(turretGone, BRUNO), cell('inner', 5)), 2);
    const columnGone = withDamage(turretGone, BRUNO, 'boiler-room', 3);
    assert.equal(distanceToControlRoom(sub(columnGone, BRUNO), cell('inner', 5)), Number.POSITIVE_INFINITY);
    assert.deepEqual(stepsTowardControlRoom(sub(columnGone, BRUNO), cell('inner', 5)), []);
  });

  it('from a tile two steps out, exactly the neighbours one step out are closer', () => {
    const start = ruleset.initialState(gameSetup());
    assert.deepEqual(keys(stepsTowardControlRoom(sub(start, LUDOVIC), cell('inner', 5))), ['inner-4', 'outer-4']);
    assert.deepEqual(keys(stepsTowardControlRoom(sub(start, LUDOVIC), cell('inner', 4))), ['outer-3']);
  });
});
