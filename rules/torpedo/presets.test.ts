import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { TABLE_PRESETS, TABLE_PRESET_NAMES, castTorpedo, fireVolleys, placementProblem, readTable, resolveFiring } from './index.ts';

describe('the rulebook\'s situations, as presets', () => {
  it('every preset is a legal table: each ship could have been placed in turn, on the field, touching none', () => {
    for (const name of TABLE_PRESET_NAMES) {
      const { pieces, field } = TABLE_PRESETS[name];
      pieces.forEach((piece, index) => {
        assert.equal(placementProblem(pieces.slice(0, index), piece, field), null, `${name}: ${piece.id}`);
      });
    }
  });
});

describe('Close, but not touching (torpedo/place.no-touch)', () => {
  it('two tips a millimetre apart are legal; the rulebook asks only that ships do not touch', () => {
    const { pieces, field } = TABLE_PRESETS['close-call'];
    const [a, b] = pieces;
    assert.equal(placementProblem([a], b, field), null);
    assert.equal(placementProblem([a], { ...b, tip: { x: b.tip.x - 1, y: b.tip.y } }, field)?.rule, 'torpedo/place.no-touch');
  });
});

describe('Small ships fire first, enemy or friend (torpedo/fire.volleys, torpedo/fire.hit)', () => {
  it('red\'s small sinks red\'s own medium, which then never fires at blue\'s large', () => {
    const pieces = [...TABLE_PRESETS['small-first'].pieces];
    assert.deepEqual(castTorpedo(pieces, 'm'), { hit: 'l', result: 'sinks' });
    assert.deepEqual(resolveFiring(pieces), {
      volleys: [
        { size: 'small', sunk: ['m'] },
        { size: 'medium', sunk: [] },
        { size: 'large', sunk: [] },
      ],
      afloat: ['l', 's'],
    });
  });
});

describe('Block a far shot with a like-sized ship (torpedo/fire.hit)', () => {
  it('the shield stops the large\'s torpedo; without it the medium sinks', () => {
    const pieces = [...TABLE_PRESETS['block-like-with-like'].pieces];
    assert.deepEqual(castTorpedo(pieces, 'L'), { hit: 'shield', result: 'blocked' });
    assert.deepEqual(resolveFiring(pieces).afloat, ['L', 'M', 'shield']);
    assert.deepEqual(castTorpedo(pieces.filter((piece) => piece.id !== 'shield'), 'L'), { hit: 'M', result: 'sinks' });
  });
});

describe('Don\'t remove the attacked ships as you go (torpedo/fire.together)', () => {
  it('both smalls hit the medium; the large behind it survives, and the medium sinks once', () => {
    const pieces = [...TABLE_PRESETS['volley-at-once'].pieces];
    const { volleys, afloat } = fireVolleys(pieces);
    const [small] = volleys;
    assert.deepEqual(small?.shots.map((shot) => shot.hit), ['m', 'm']);
    assert.deepEqual(small.sunk, ['m']);
    assert.deepEqual(afloat, ['l', 's1', 's2']);
    assert.deepEqual(castTorpedo(pieces.filter((piece) => piece.id !== 'm'), 's2'), { hit: 'l', result: 'sinks' });
  });
});

describe('readTable: a table of the reader\'s own (torpedo/setup.stash, torpedo/setup.field)', () => {
  const refusal = (value: unknown, options: Parameters<typeof readTable>[1] = {}): RuleViolation => {
    try {
      readTable(value, options);
    } catch (error) {
      if (error instanceof RuleViolation) return error;
      throw error;
    }
    return assert.fail(`${JSON.stringify(value)} was accepted`);
  };

  it('reads every preset back as it is, and a table without a field onto the card table', () => {
    for (const name of TABLE_PRESET_NAMES) {
      const preset = TABLE_PRESETS[name];
      assert.deepEqual(readTable(JSON.parse(JSON.stringify(preset)), { legal: true }), { ...preset, pieces: [...preset.pieces] });
    }
    assert.deepEqual(readTable({ pieces: [] }).field, { width: 860, height: 860 });
  });

  it('names the field at fault: a bad piece, a repeated id, a bad field, an unknown key', () => {
    const good = { id: 'a', owner: 'red', size: 'small', tip: { x: 50, y: 50 }, heading: { x: 1, y: 0 } };
    assert.equal(refusal({ pieces: [good, { ...good, id: 'b', heading: { x: 0, y: 0 } }] }).field, 'pieces[1].heading');
    assert.equal(refusal({ pieces: [good, { ...good, size: 'huge' }] }).field, 'pieces[1].size');
    assert.equal(refusal({ pieces: [good, { ...good, tip: { x: 300, y: 50 } }] }).field, 'pieces[1].id');
    assert.equal(refusal({ field: { width: 0, height: 10 }, pieces: [] }).field, 'field.width');
    assert.equal(refusal({ pieces: [], colour: 'red' }).field, 'colour');
    assert.equal(refusal({}).field, 'pieces');
  });

  it('with legal, refuses ships that touch or hang off the field, as placing would', () => {
    const a = { id: 'a', owner: 'red', size: 'large', tip: { x: 100, y: 100 }, heading: { x: 1, y: 0 } };
    const b = { id: 'b', owner: 'blue', size: 'small', tip: { x: 100, y: 100 }, heading: { x: -1, y: 0 } };
    assert.equal(readTable({ pieces: [a, b] }).pieces.length, 2, 'a touching table is fine for a what-if');
    const touching = refusal({ pieces: [a, b] }, { legal: true });
    assert.equal(touching.rule, 'torpedo/place.no-touch');
    assert.equal(touching.field, 'pieces[1]');
    assert.equal(refusal({ field: { width: 120, height: 120 }, pieces: [{ ...a, tip: { x: 10, y: 10 } }] }, { legal: true }).rule, 'torpedo/place.field');
  });
});
