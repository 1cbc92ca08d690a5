import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TABLE_PRESETS, TABLE_PRESET_NAMES, castTorpedo, fireVolleys, placementProblem, resolveFiring } from './index.ts';

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
