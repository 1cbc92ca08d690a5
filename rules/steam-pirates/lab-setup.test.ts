/**
 * The labs' setups as a blogger types them: every attribute is text, and the labs' readers say what
 * it means, or what is wrong with it, under the field the attribute names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listText, wholeText, wordText } from '../engine/index.ts';
import { readRouteLab } from './route-lab/setup.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { readBagLab } from './bag-lab/lab.ts';
import { readProfitLab } from './profit-lab/lab.ts';
import { readSailLab } from './sail-lab/lab.ts';
import { refusal } from './test-support.ts';

describe('the labs read attribute text', () => {
  it('a whole number, a word and a list typed as text; anything else as it is', () => {
    assert.deepEqual([wholeText(' -3 '), wholeText('3.5'), wholeText('x'), wholeText(4)], [-3, '3.5', 'x', 4]);
    assert.deepEqual([wordText(' Lumen '), wordText('nw', 'upper'), wordText(2)], ['lumen', 'NW', 2]);
    assert.deepEqual([listText('Haven , lumen'), listText(' None '), listText('1, x', wholeText), listText(['a'])], [['haven', 'lumen'], [], [1, 'x'], ['a']]);
  });

  it('profit, sail and bag: the same lab from text as from values, a bad text refused under its field', () => {
    assert.deepEqual(
      readProfitLab({ season: '3', variant: 'Merchant', fortress: ' Gale', houses: 'haven, Mistral', connections: 'none' }),
      readProfitLab({ season: 3, variant: 'merchant', fortress: 'gale', houses: ['haven', 'mistral'], connections: [] }),
    );
    assert.deepEqual(readSailLab({ from: 'Tinguard', path: 'rose-castle, onyx', wind: 'nw', gold: '5' }), readSailLab({ from: 'tinguard', path: ['rose-castle', 'onyx'], wind: 'NW', gold: 5 }));
    assert.deepEqual(
      readBagLab({ pirates: '4', syndicate: '1', cubes: '2, 0, 1, 3', you: 'Collin', season: '2', gold: '5', houses: 'haven, lumen' }),
      readBagLab({ pirates: 4, syndicate: 1, cubes: [2, 0, 1, 3], you: 'collin', season: 2, gold: 5, houses: ['haven', 'lumen'] }),
    );
    assert.throws(() => readProfitLab({ season: 'two' }), refusal('steam-pirates/season.gold', 'season', /got "two"/));
    assert.throws(() => readBagLab({ cubes: '1,x,1' }), refusal('steam-pirates/refresh.notoriety', 'cubes[1]', /got "x"/));
    assert.throws(() => readSailLab({ path: 'nebula,,ventis' }), refusal('steam-pirates/sail.moves', 'path[1]'));
  });

  it('route: a map typed as JSON text is the map it writes; text that is no JSON is refused under map', () => {
    assert.deepEqual(readRouteLab({ map: JSON.stringify(SAMPLE_MAP), steps: '2', rolls: 'e, N' }), readRouteLab({ map: SAMPLE_MAP, steps: 2, rolls: ['E', 'N'] }));
    assert.throws(() => readRouteLab({ map: '{"islands":' }), refusal('steam-pirates/map.data', 'map', /^map must be JSON, for example/));
  });
});
