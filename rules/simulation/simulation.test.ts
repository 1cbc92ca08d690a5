import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleViolation } from '../engine/index.ts';
import {
  BOTS_WITH_SEARCH,
  SIMULATED_GAMES,
  addGame,
  botForSeat,
  emptyTally,
  loadSimulation,
  mergeTallies,
  playShare,
  readSimulationRequest,
  reportOf,
  mirrorVerdict,
  rateOf,
  reportText,
  seatVerdict,
  type WinRate,
  shares,
  type SimulationRequest,
  type SimulationTally,
} from './index.ts';

/** The fastest game to simulate (about 2 ms a game), for tests that need many games. */
const QUICK_GAME = 'steamwork-arena';

function fieldOf(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (isRuleViolation(error)) return error.field;
    throw error;
  }
  assert.fail('expected a RuleViolation');
}

describe('simulations of every game', () => {
  for (const game of SIMULATED_GAMES) {
    it(`${game}: the sample data is accepted, both bots play a game to the end, every sample is of a declared figure`, async () => {
      const simulation = await loadSimulation(game);
      assert.equal(simulation.game, game);
      assert.deepEqual(simulation.botNames.slice(0, 2), ['heuristic', 'random']);
      const seats = simulation.check(simulation.sampleData());
      assert.ok(seats.length >= 2);
      const ids = simulation.figures.map((figure) => figure.id);
      assert.equal(new Set(ids).size, ids.length, 'figure ids are unique');
      const result = simulation.play(simulation.sampleData(), 0, ['heuristic', 'random'], 7);
      assert.ok(result.finished, 'the game ended');
      assert.ok(result.winners.length >= 1);
      assert.deepEqual(
        result.seats.map((seat) => seat.player),
        [...seats],
      );
      for (const [figure, bot] of result.samples) {
        assert.ok(ids.includes(figure));
        assert.ok(bot === '' || ['heuristic', 'random'].includes(bot));
      }
      assert.deepEqual(simulation.play(simulation.sampleData(), 0, ['heuristic', 'random'], 7), result, 'the same game plays the same');
    });
  }

  it('steam-torpedo: the search bot by its level name plays a game to the end, the same game twice', async () => {
    const simulation = await loadSimulation('steam-torpedo');
    assert.deepEqual(simulation.botNames, [...BOTS_WITH_SEARCH]);
    const result = simulation.play(simulation.sampleData(), 0, ['easy', 'random'], 3);
    assert.ok(result.finished);
    assert.deepEqual(result.seats.map((seat) => seat.bot), ['easy', 'random']);
    assert.deepEqual(simulation.play(simulation.sampleData(), 0, ['easy', 'random'], 3), result);
  });
});

describe('a run shared among workers', () => {
  it('gives every bot every seat alike: the seats take the bots in turn, a step round each game', () => {
    assert.deepEqual([0, 1].map((seat) => botForSeat(['a', 'b'], seat, 0)), ['a', 'b']);
    assert.deepEqual([0, 1].map((seat) => botForSeat(['a', 'b'], seat, 1)), ['b', 'a']);
    assert.deepEqual([0, 1, 2].map((seat) => botForSeat(['a'], seat, 5)), ['a', 'a', 'a']);
  });

  it('splits the games into even shares that cover each game once', () => {
    assert.deepEqual(shares(0, 10, 3), [
      [0, 3],
      [3, 6],
      [6, 10],
    ]);
    assert.deepEqual(shares(0, 2, 4), [
      [0, 1],
      [1, 2],
    ]);
  });

  it('tallies the same whether one worker plays every game or three play a share each; progress tells of every game but the last few, once each', async () => {
    const simulation = await loadSimulation(QUICK_GAME);
    const request: SimulationRequest = { game: QUICK_GAME, games: 12, bots: ['heuristic', 'random'], seed: 3 };
    const whole = emptyTally();
    for (let index = 0; index < request.games; index++) addGame(whole, simulation.play(undefined, index, request.bots, request.seed));
    let merged = emptyTally();
    let told = emptyTally();
    for (const [from, to] of shares(0, request.games, 3)) {
      const share = playShare(
        simulation,
        request,
        from,
        to,
        (played) => {
          told = mergeTallies(told, played);
        },
        0,
      );
      assert.equal(share.games, to - from, 'a share returns all of its games');
      merged = mergeTallies(merged, share);
    }
    assert.deepEqual(merged, whole);
    // With a telling after every game but each share's last: 3 + 3 + 4 games told, the last of each share only in its result.
    assert.equal(told.games, request.games - 3);
    assert.equal(whole.games, 12);
    const seatGames = Object.values(whole.seats).flatMap((byBot) => Object.values(byBot).map((cell) => cell.games));
    assert.deepEqual(seatGames, [6, 6, 6, 6], 'each bot played each seat six times');
  });

  it('reports win rates that add up, and says them in words', async () => {
    const simulation = await loadSimulation(QUICK_GAME);
    const tally: SimulationTally = emptyTally();
    for (let index = 0; index < 10; index++) addGame(tally, simulation.play(undefined, index, ['heuristic', 'random'], 1));
    const report = reportOf(simulation, ['heuristic', 'random'], tally);
    const byBot = report.winRates.filter((row) => row.seat === null);
    assert.deepEqual(
      byBot.map((row) => row.bot),
      ['heuristic', 'random'],
    );
    assert.equal(
      byBot.reduce((total, row) => total + row.wins, 0),
      10 + tally.shared,
    );
    const text = reportText(report);
    assert.match(text, /^Steamwork Arena: 10 games, bots heuristic and random/);
    assert.match(text, /Win rate \(95 % interval\)\n {2}heuristic/);
    assert.match(text, /Game length in rounds: median \d+/);
    for (const figure of simulation.figures) assert.ok(text.includes(figure.label), figure.label);
    assert.equal(mirrorVerdict(report), null, 'two different bots: no verdict on the seats');
  });

  it('gives a mirror match a verdict on the seats, in words (issue 23)', async () => {
    const simulation = await loadSimulation(QUICK_GAME);
    const tally: SimulationTally = emptyTally();
    for (let index = 0; index < 6; index++) addGame(tally, simulation.play(undefined, index, ['heuristic'], 1));
    const report = reportOf(simulation, ['heuristic'], tally);
    assert.ok(mirrorVerdict(report) !== null);
    assert.match(reportText(report), /\n {2}Seats: (no seat advantage shown|the (first|second) seat)/);
    const seat = (name: string, wins: number, games: number): WinRate => ({ seat: name, bot: null, ...rateOf(wins, games) });
    assert.equal(seatVerdict([seat('north', 580, 1000), seat('south', 420, 1000)]), 'the first seat (north) wins 58.0 % (54.9–61.0 %) against a fair share of 50.0 %: an advantage');
    assert.equal(seatVerdict([seat('north', 45, 100), seat('south', 55, 100)]), "no seat advantage shown at this sample size: every seat's interval holds its fair share, 50.0 %");
    assert.match(seatVerdict([seat('a', 20, 300), seat('b', 100, 300), seat('c', 180, 300)]), /^the third seat \(c\) wins 60\.0 %.*an advantage$/);
  });
});

describe('a simulation request, from a link or a shell', () => {
  it('is read with its defaults', () => {
    assert.deepEqual(readSimulationRequest({ game: 'torpedo', games: 10, bots: ['random'] }), { game: 'torpedo', games: 10, bots: ['random'], seed: 1, data: undefined });
  });

  it('refuses a bad field by name', () => {
    assert.equal(
      fieldOf(() => readSimulationRequest({ game: 'chess', games: 10, bots: ['random'] })),
      'game',
    );
    assert.equal(
      fieldOf(() => readSimulationRequest({ game: 'torpedo', games: 0, bots: ['random'] })),
      'games',
    );
    assert.equal(
      fieldOf(() => readSimulationRequest({ game: 'torpedo', games: 5, bots: [] })),
      'bots',
    );
    assert.equal(
      fieldOf(() => readSimulationRequest({ game: 'torpedo', games: 5, bots: [''] })),
      'bots[0]',
    );
    assert.equal(
      fieldOf(() => readSimulationRequest({ game: 'torpedo', games: 5, bots: ['random'], colour: 'red' })),
      'colour',
    );
  });

  it('refuses a bot the game does not have, naming it, and data that is not an object', async () => {
    const simulation = await loadSimulation(QUICK_GAME);
    assert.equal(
      fieldOf(() => simulation.play(undefined, 0, ['clever'], 1)),
      'bots',
    );
    assert.equal(
      fieldOf(() => simulation.check([1, 2])),
      '',
    );
    assert.equal(
      fieldOf(() => simulation.check({ tiles: [] })),
      'tiles',
    );
  });
});
