import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from './rule-violation.ts';
import { at, atKey, isOneOf, optional, readBoolean, readList, readMap, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuseBecause, type Field } from './readers.ts';

const field: Field = { path: 'weapon', rule: 'game/stats' };

/** Runs `read` and returns the violation it throws, failing when it throws nothing or something else. */
function refusal(read: () => unknown): RuleViolation {
  try {
    read();
  } catch (error) {
    assert.ok(error instanceof RuleViolation, `expected a RuleViolation, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the reader to refuse');
}

describe('readers for untrusted input', () => {
  it('name the field path and the rule in every refusal', () => {
    const violation = refusal(() => readWholeNumber('3', at(at({ path: 'targets', rule: 'game/target' }, 2), 'evasion')));
    assert.equal(violation.rule, 'game/target');
    assert.equal(violation.field, 'targets[2].evasion');
    assert.equal(violation.message, 'targets[2].evasion must be a whole number; got "3".');
    assert.equal(at({ path: '', rule: 'x' }, 'seed').path, 'seed');
  });

  it('name the field by its label, when it has one, and keep the path as the field', () => {
    const tile: Field = { path: 'tiles[3]', label: 'south tiles[3] ("gatling-gun")', rule: 'game/tiles' };
    const violation = refusal(() => readWholeNumber(9, at(tile, 'structure'), { min: 1, max: 6 }));
    assert.equal(violation.field, 'tiles[3].structure');
    assert.equal(violation.message, 'south tiles[3] ("gatling-gun").structure must be a whole number from 1 to 6; got 9.');
    const stray = refusal(() => readRecord({ colour: 'blue' }, tile, ['structure']));
    assert.equal(stray.field, 'tiles[3].colour');
    assert.equal(stray.message, 'south tiles[3] ("gatling-gun").colour is not a field we know; south tiles[3] ("gatling-gun") has structure.');
    const because = refusal(() => refuseBecause(at(tile, 'id'), 'repeats the id of tiles[0].'));
    assert.deepEqual([because.rule, because.field, because.message], ['game/tiles', 'tiles[3].id', 'south tiles[3] ("gatling-gun").id repeats the id of tiles[0].']);
  });

  it('read whole numbers within limits, and say the limits when refusing', () => {
    assert.equal(readWholeNumber(-4, field), -4);
    assert.equal(readWholeNumber(2, field, { min: 0, max: 3 }), 2);
    assert.match(refusal(() => readWholeNumber(4, field, { min: 0, max: 3 })).message, /from 0 to 3; got 4/);
    assert.match(refusal(() => readWholeNumber(-1, field, { min: 0 })).message, /0 or more/);
    assert.equal(refusal(() => readWholeNumber(5, field, { min: 0, max: 4, note: 'its structure' })).message, 'weapon must be a whole number from 0 to 4 (its structure); got 5.');
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 60, null, '2', [2]]) refusal(() => readWholeNumber(bad, field));
  });

  it('read one of a few words, listing them', () => {
    assert.equal(readOneOf('bot', field, ['hot-seat', 'bot']), 'bot');
    assert.match(refusal(() => readOneOf('bots', field, ['hot-seat', 'bot'])).message, /one of hot-seat, bot; got "bots"/);
    assert.equal(isOneOf(['a', 'b'], 'a'), true);
    assert.equal(isOneOf(['a', 'b'], 3), false);
  });

  it('read text, booleans, records (catching unknown keys) and lists (each item with its path)', () => {
    assert.equal(readText('Ion lance', field), 'Ion lance');
    refusal(() => readText('  ', field));
    assert.equal(readBoolean(false, field), false);
    refusal(() => readBoolean('false', field));
    assert.deepEqual(readRecord({ accuracy: 3 }, field, ['accuracy', 'aoe']), { accuracy: 3 });
    for (const bad of [null, [], 'x']) refusal(() => readRecord(bad, field));
    assert.match(refusal(() => readRecord([], field, undefined, 'an object describing a weapon')).message, /^weapon must be an object describing a weapon; got \[\]\.$/);
    const typo = refusal(() => readRecord({ acuracy: 3 }, field, ['accuracy', 'aoe']));
    assert.equal(typo.field, 'weapon.acuracy');
    assert.match(typo.message, /not a field we know; weapon has accuracy, aoe/);
    assert.deepEqual(readList([1, 2], field, readWholeNumber), [1, 2]);
    assert.equal(refusal(() => readList([1, 'x'], field, readWholeNumber)).field, 'weapon[1]');
    assert.match(refusal(() => readList([], field, readWholeNumber, { minLength: 1 })).message, /at least 1; got 0/);
    assert.match(refusal(() => readList([1, 2, 3], field, readWholeNumber, { minLength: 1, maxLength: 2 })).message, /1 to 2; got 3/);
  });

  it('read maps keyed by free ids, each value with its path', () => {
    assert.deepEqual(readMap({ 'armored-turret': 2, helm: 0 }, field, readWholeNumber), { 'armored-turret': 2, helm: 0 });
    assert.deepEqual(readMap({}, field, readWholeNumber), {});
    assert.equal(refusal(() => readMap({ 'Armored Turret': 'x' }, field, readWholeNumber)).field, 'weapon["Armored Turret"]');
    assert.equal(atKey(field, 'sailor-1').path, 'weapon.sailor-1');
    const bad = refusal(() => readMap({ helm: 'two' }, { path: 'damage', rule: 'game/damage' }, readWholeNumber));
    assert.deepEqual([bad.rule, bad.field], ['game/damage', 'damage.helm']);
    assert.match(refusal(() => readMap([2], field, readWholeNumber, 'an object of damage tokens by tile id')).message, /^weapon must be an object of damage tokens by tile id; got \[2\]\.$/);
  });

  it('fall back when a value is left out, and read it when given', () => {
    assert.equal(optional(undefined, field, readWholeNumber, 7), 7);
    assert.equal(optional(3, field, readWholeNumber, 7), 3);
    refusal(() => optional(null, field, readWholeNumber, 7));
  });

  it('read every seed the same way: any whole number', () => {
    assert.equal(readSeed(-1), -1);
    assert.equal(readSeed(42), 42);
    const violation = refusal(() => readSeed(4.2));
    assert.deepEqual([violation.rule, violation.field], ['engine/setup.seed', 'seed']);
  });
});
