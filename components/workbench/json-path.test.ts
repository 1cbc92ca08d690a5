import { expect } from '@open-wc/testing';
import { dataLeaves, locateJsonPath, pathOf, pathSteps, replaceJsonValue } from './json-path.ts';

const text = JSON.stringify({ players: [{ id: 'red', tiles: [{ id: 'a', range: 'far' }, { id: 'b "q"', effects: [1, [2, 3]] }] }], 'odd key': { x: true } }, null, 2);
const at = (path: string): string => {
  const found = locateJsonPath(text, path);
  return found === null ? '(none)' : text.slice(found[0], found[1]);
};

describe('finding a field path in the JSON text', () => {
  it('splits a path into keys and indexes', () => {
    expect(pathSteps('players[0].tiles[3].effects[0]')).to.deep.equal(['players', 0, 'tiles', 3, 'effects', 0]);
    expect(pathSteps('damage["Armored Turret"].x')).to.deep.equal(['damage', 'Armored Turret', 'x']);
    expect(pathSteps('')).to.deep.equal([]);
  });

  it('finds the value at the path', () => {
    expect(at('players[0].tiles[0].range')).to.equal('"far"');
    expect(at('players[0].tiles[1].id')).to.equal('"b \\"q\\""');
    expect(JSON.parse(at('players[0].tiles[1].effects[1]'))).to.deep.equal([2, 3]);
    expect(at('players[0].tiles[1].effects[1][1]')).to.equal('3');
    expect(at('["odd key"].x')).to.equal('true');
    expect(at('')).to.equal(text);
  });

  it('stops at the nearest ancestor of a field that is not there (a key the rules miss)', () => {
    expect(JSON.parse(at('players[0].tiles[0].colour'))).to.deep.equal({ id: 'a', range: 'far' });
    expect(at('players[4]')).to.equal(at('players'));
  });

  it('finds nothing in text that is not JSON', () => {
    expect(locateJsonPath('{ "a": ', 'a')).to.equal(null);
  });
});

describe('the leaves of the data, for the form and the sweep', () => {
  it('lists every leaf with the path a refusal would name it by', () => {
    expect(dataLeaves({ a: 1, b: [{ c: 'x' }, 2], 'odd key': { d: true } }).map((leaf) => [leaf.path, leaf.value])).to.deep.equal([
      ['a', 1],
      ['b[0].c', 'x'],
      ['b[1]', 2],
      ['["odd key"].d', true],
    ]);
    expect(pathSteps(pathOf(['players', 0, 'tiles', 'Armored Turret', 'x']))).to.deep.equal(['players', 0, 'tiles', 'Armored Turret', 'x']);
  });

  it('replaces one value in the text and keeps the layout of the rest', () => {
    expect(replaceJsonValue(text, 'players[0].tiles[0].range', 'near')).to.equal(text.replace('"far"', '"near"'));
    expect(replaceJsonValue('{ "n": 5,\n  "m": [1, 2] }', 'm[1]', 7)).to.equal('{ "n": 5,\n  "m": [1, 7] }');
    expect(replaceJsonValue('{ "n": ', 'n', 1)).to.equal(null);
  });
});
