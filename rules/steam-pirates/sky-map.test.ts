import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateSkyMap, type SkyMap } from './sky-map.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { RULE } from './rule-ids.ts';
import { frozenCopy, refusal, testMap } from './test-support.ts';

/** A small valid map: a triangle of cities with a treasure island to the south. */
const SMALL = testMap({ a: [0, 0], b: [100, 0], c: [50, -80], t: [50, 80] }, ['a-b', 'b-c', 'c-a', 'a-t', 't-b'], ['t']);

/** `SMALL` as plain JSON with one change made by `edit`, for a refusal to name. */
function edited(edit: (map: { islands: Record<string, unknown>[]; links: unknown[] }) => void): unknown {
  const copy = structuredClone(SMALL) as unknown as { islands: Record<string, unknown>[]; links: unknown[] };
  edit(copy);
  return copy;
}

function refusedAt(map: unknown, field: string, message?: RegExp): void {
  assert.throws(() => validateSkyMap(map), refusal(RULE.mapData, field, message));
}

describe('steam-pirates/map.data', () => {
  it('accepts a valid map and returns an equal copy, leaving the input unchanged', () => {
    const input = frozenCopy(SMALL);
    const checked = validateSkyMap(input);
    assert.deepEqual(checked, SMALL);
    assert.notEqual(checked, input);
    assert.deepEqual(input, SMALL);
  });

  it('accepts SAMPLE_MAP as it is', () => {
    assert.deepEqual(validateSkyMap(SAMPLE_MAP), SAMPLE_MAP);
  });

  it('refuses what is not a map, and fields it does not know', () => {
    refusedAt(null, '');
    refusedAt([], '');
    refusedAt({ islands: SMALL.islands, links: SMALL.links, roads: [] }, 'roads', /not a field we know/);
    refusedAt({ links: SMALL.links }, 'islands', /a list/);
    refusedAt({ islands: SMALL.islands }, 'links', /a list/);
    refusedAt({ islands: SMALL.islands.slice(0, 1), links: [] }, 'islands', /at least 2/);
  });

  it('names the island field at fault', () => {
    refusedAt(edited((map) => { (map.islands as unknown[])[1] = 'b'; }), 'islands[1]', /an object describing an island/);
    refusedAt(edited((map) => { map.islands[1] = { ...map.islands[1], colour: 'red' }; }), 'islands[1].colour', /not a field we know/);
    refusedAt(edited((map) => { map.islands[2] = { ...map.islands[2], id: '' }; }), 'islands[2].id', /non-empty text/);
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], name: 7 }; }), 'islands[0].name');
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], kind: 'port' }; }), 'islands[0].kind', /city, treasure/);
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], x: '10' }; }), 'islands[0].x', /a number from -5000 to 5000/);
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], y: Number.NaN }; }), 'islands[0].y', /a number from -5000 to 5000/);
  });

  it('refuses a repeated id, naming the later one', () => {
    refusedAt(edited((map) => { map.islands[2] = { ...map.islands[2], id: 'a' }; }), 'islands[2].id', /repeats the id "a" of islands\[0\]/);
  });

  it('refuses two islands on one spot', () => {
    refusedAt(edited((map) => { map.islands[3] = { ...map.islands[3], x: 0, y: 0 }; }), 'islands[3]', /same spot as islands\[0\]/);
  });

  it('refuses a city island without a good or a cost, or with a bad one', () => {
    refusedAt(edited((map) => { delete map.islands[2]?.good; }), 'islands[2].good', /every city|coal, rum/);
    refusedAt(edited((map) => { map.islands[0] = { id: 'a', kind: 'city', x: 0, y: 0, cost: 2 }; }), 'islands[0].good', /coal, rum, firearms, automatons; got nothing/);
    refusedAt(edited((map) => { map.islands[0] = { id: 'a', kind: 'city', x: 0, y: 0, good: 'gold', cost: 2 }; }), 'islands[0].good', /"gold"/);
    refusedAt(edited((map) => { map.islands[0] = { id: 'a', kind: 'city', x: 0, y: 0, good: 'rum' }; }), 'islands[0].cost', /whole number from 1 to 99/);
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], cost: 0 }; }), 'islands[0].cost');
    refusedAt(edited((map) => { map.islands[0] = { ...map.islands[0], cost: 2.5 }; }), 'islands[0].cost');
  });

  it('refuses a treasure island with a good or a cost', () => {
    refusedAt(edited((map) => { map.islands[3] = { ...map.islands[3], good: 'rum' }; }), 'islands[3].good', /treasure island trades no good/);
    refusedAt(edited((map) => { map.islands[3] = { ...map.islands[3], cost: 3 }; }), 'islands[3].cost', /no Trade House/);
  });

  it('refuses a link that is not a pair of known ids', () => {
    refusedAt(edited((map) => { map.links[1] = 'b-c'; }), 'links[1]', /a list/);
    refusedAt(edited((map) => { map.links[1] = ['b']; }), 'links[1]', /a list of 2 to 2/);
    refusedAt(edited((map) => { map.links[1] = ['b', 'c', 'a']; }), 'links[1]');
    refusedAt(edited((map) => { map.links[5] = ['b', 'x']; }), 'links[5][1]', /"x", which is no island/);
    refusedAt(edited((map) => { map.links[0] = [3, 'b']; }), 'links[0][0]', /non-empty text/);
  });

  it('refuses a link from an island to itself', () => {
    refusedAt(edited((map) => { map.links.push(['c', 'c']); }), 'links[5]', /links "c" to itself/);
  });

  it('refuses a link given twice, in either order', () => {
    refusedAt(edited((map) => { map.links.push(['a', 'b']); }), 'links[5]', /as links\[0\] already does/);
    refusedAt(edited((map) => { map.links.push(['b', 'a']); }), 'links[5]', /as links\[0\] already does/);
  });

  it('refuses two links leaving one island on the same compass point, either end', () => {
    // From a (0, 0): b lies due E; d at (200, 10) lies E as well.
    const clash: SkyMap = testMap({ a: [0, 0], b: [100, 0], d: [200, 10] }, ['a-b', 'a-d']);
    assert.throws(() => validateSkyMap(clash), refusal(RULE.mapData, 'links[1]', /leaves a to the E, as links\[0\] does/));
    // Arriving links clash too: seen from d, both a and b lie to the W.
    const arriving: SkyMap = testMap({ a: [0, 0], b: [100, 100], d: [200, 10] }, ['a-d', 'd-b', 'a-b']);
    assert.doesNotThrow(() => validateSkyMap(arriving));
    const westward: SkyMap = testMap({ a: [0, 0], b: [100, 5], d: [200, 10] }, ['d-a', 'b-d', 'a-b']);
    assert.throws(() => validateSkyMap(westward), refusal(RULE.mapData, 'links[1]', /leaves d to the W, as links\[0\] does/));
  });

  it('refuses a map in two pieces, naming the first island cut off', () => {
    const twoPieces = testMap({ a: [0, 0], b: [100, 0], c: [0, 100], d: [100, 100] }, ['a-b', 'c-d']);
    assert.throws(() => validateSkyMap(twoPieces), refusal(RULE.mapData, 'islands[2]', /cannot be reached from islands\[0\]/));
  });

  it('refuses a city island that only a treasure island joins to the others (flagships could not reach it)', () => {
    const cutOff = testMap({ a: [0, 0], b: [100, 0], t: [200, 0], c: [300, 0] }, ['a-b', 'b-t', 't-c'], ['t']);
    assert.throws(() => validateSkyMap(cutOff), refusal(RULE.mapData, 'islands[3]', /without passing a treasure island/));
  });

  it('words its refusals so a designer can find the island', () => {
    const named = structuredClone(SMALL);
    named.islands = named.islands.map((island) => ({ ...island, name: island.id.toUpperCase() }));
    named.islands[3] = { ...named.islands[3], id: 't', name: 'Gull Key', kind: 'treasure', x: 0, y: 0 };
    assert.throws(() => validateSkyMap(named), refusal(RULE.mapData, 'islands[3]', /islands\[3\] \(Gull Key\) sits on the same spot as islands\[0\]/));
  });
});
