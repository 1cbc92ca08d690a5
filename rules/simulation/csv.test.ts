import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gamesCsv } from './csv.ts';
import type { GameResult } from './simulation.ts';

const game = (change: Partial<GameResult>): GameResult => ({ seats: [{ player: 'a', bot: 'hard' }, { player: 'b', bot: 'heuristic' }], winners: ['a'], finished: true, commands: 40, length: 12, samples: [], ...change });

describe('gamesCsv (issue 23: one row per game)', () => {
  it('writes a header, then a row per game per variant, each figure the game\'s mean, blank when it has none', () => {
    const figures = [
      { id: 'damage', label: 'damage', per: 'attack' },
      { id: 'sunk', label: 'sunk', per: 'game' },
    ];
    const text = gamesCsv(
      [
        { variant: 'armour=1', rows: [{ seed: 3, result: game({ samples: [['damage', 'hard', 2], ['damage', 'heuristic', 3]] }) }] },
        { variant: 'armour=2', rows: [{ seed: 3, result: game({ winners: ['a', 'b'], finished: false, samples: [['damage', '', 1 / 3]] }) }] },
      ],
      figures,
    );
    assert.equal(
      text,
      'variant,seed,bots,winners,finished,length,commands,damage,sunk\r\n' +
        'armour=1,3,a=hard;b=heuristic,a,yes,12,40,2.5,\r\n' +
        'armour=2,3,a=hard;b=heuristic,a;b,no,12,40,0.333,\r\n',
    );
  });

  it('quotes a field with a comma, a quote or a line break', () => {
    const text = gamesCsv([{ variant: 'my "best", data\nv2', rows: [{ seed: 1, result: game({}) }] }], []);
    assert.equal(text.split('\r\n')[1], '"my ""best"", data\nv2",1,a=hard;b=heuristic,a,yes,12,40');
  });
});
