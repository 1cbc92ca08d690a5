/**
 * The refresh phase between rounds, the side missions, and the end of the game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seedRandom } from '../engine/index.ts';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import { finalScores, goalScore, rankWinners } from './scoring.ts';
import type { SteamPiratesEvent, SteamPiratesState } from './model.ts';
import { eventOf, eventsOf, newGame, play, refusal, staged, withDice } from './test-support.ts';

/** The last turn of a round: one Profit die left for Amber. */
function lastTurn(change: (draft: SteamPiratesState) => void = () => undefined, setup: Parameters<typeof newGame>[0] = {}): SteamPiratesState {
  return staged(withDice(newGame(setup), ['profit']), change);
}

function endRound(state: SteamPiratesState): { events: SteamPiratesEvent[]; state: SteamPiratesState } {
  return play(state, { type: 'profit', player: state.turn?.player ?? 'amber', die: 0 });
}

/** The first random state (by seed) whose refresh roll shows at least `octopuses` octopuses. */
function refreshWithOctopuses(octopuses: number, change: (draft: SteamPiratesState) => void): SteamPiratesState {
  for (let seed = 0; seed < 500; seed++) {
    const state = lastTurn((draft) => {
      change(draft);
      draft.random = seedRandom(seed);
    });
    const rolled = eventOf(ruleset.decide(state, { type: 'profit', player: 'amber', die: 0 }), 'dice-rolled');
    if (rolled.dice.filter((symbol) => symbol === 'wild').length >= octopuses) return state;
  }
  throw new Error('no such roll in 500 seeds');
}

describe('steam-pirates/refresh.first-player', () => {
  it('passes the first player token to the left after the seventh turn', () => {
    const { events, state } = endRound(lastTurn());
    assert.deepEqual(eventOf(events, 'first-player-passed'), { type: 'first-player-passed', rule: RULE.refreshFirstPlayer, player: 'brian' });
    assert.equal(state.firstPlayer, 'brian');
  });
});

describe('steam-pirates/refresh.roll', () => {
  it('rolls seven new action dice and the wind, and sets the wind arrow', () => {
    const { events, state } = endRound(lastTurn());
    const rolled = eventOf(events, 'dice-rolled');
    assert.equal(rolled.dice.length, 7);
    assert.deepEqual([state.dice, state.wind], [rolled.dice, rolled.wind]);
  });
});

describe('steam-pirates/refresh.notoriety', () => {
  it('draws a cube for each octopus rolled: a Syndicate cube leaves the game, a pirate\'s goes home and costs a fine of the season\'s gold', () => {
    const state = refreshWithOctopuses(1, (draft) => {
      draft.bag = ['brian', 'brian', 'brian', 'brian'];
    });
    const { events, state: after } = endRound(state);
    const drawn = events.filter((event) => event.type === 'notoriety-drawn');
    assert.ok(drawn.length >= 1);
    const fines = eventsOf(events, 'fined');
    assert.equal(fines.length, drawn.length);
    assert.ok(fines.every((event) => event.player === 'brian' && event.fine === 2 && event.paid === 2));
    assert.deepEqual([after.pirates.brian?.gold, after.pirates.brian?.cubes], [10 - 2 * drawn.length, 8 + drawn.length]);
    const syndicate = refreshWithOctopuses(1, (draft) => {
      draft.bag = ['syndicate', 'syndicate', 'syndicate'];
    });
    const gone = endRound(syndicate);
    assert.equal(gone.state.syndicateReserve, gone.events.filter((event) => event.type === 'notoriety-drawn').length);
    assert.equal(gone.events.some((event) => event.type === 'fined'), false);
  });

  it('makes a pirate who cannot pay sell Trade Houses, one at a time of their choice, at their islands\' costs', () => {
    const state = refreshWithOctopuses(1, (draft) => {
      draft.bag = ['brian'];
      const brian = draft.pirates.brian;
      if (brian !== undefined) Object.assign(brian, { gold: 1, houses: ['haven', 'lumen'], connected: ['haven', 'lumen'] });
    });
    const { state: waiting } = endRound(state);
    assert.deepEqual(waiting.prompt, { id: 'sell-houses', player: 'brian', fine: 2 });
    assert.deepEqual(ruleset.toAct(waiting), ['brian']);
    assert.deepEqual(ruleset.legalCommands(waiting), [{ type: 'sell-house', player: 'brian', island: 'haven' }, { type: 'sell-house', player: 'brian', island: 'lumen' }]);
    assert.throws(() => ruleset.decide(waiting, { type: 'sell-house', player: 'brian', island: 'gale' }), refusal(RULE.refreshNotoriety));
    const { events, state: after } = play(waiting, { type: 'sell-house', player: 'brian', island: 'haven' });
    assert.deepEqual(eventOf(events, 'house-sold'), { type: 'house-sold', rule: RULE.refreshNotoriety, player: 'brian', island: 'haven', gold: 2 });
    assert.deepEqual([after.pirates.brian?.gold, after.pirates.brian?.houses, after.prompt, after.phase], [1, ['lumen'], null, 'action']);
  });
});

describe('steam-pirates/refresh.season-end', () => {
  it('after a season\'s last round draws the next event, places the flagships anew and returns the side-mission cubes', () => {
    const state = lastTurn((draft) => {
      draft.round = 2;
      draft.flagships.fortress.mission = ['amber', 'brian'];
      const amber = draft.pirates.amber;
      if (amber !== undefined) amber.cubes = 7;
    });
    const { events, state: after } = endRound(state);
    const started = eventOf(events, 'season-started');
    assert.ok(state.eventDeck.includes(started.event));
    assert.deepEqual([after.season, after.round, after.event, after.eventDeck.length], [2, 1, started.event, 1]);
    const card = after.data.events.find((event) => event.id === started.event);
    assert.deepEqual([after.flagships.fortress.at, after.flagships.dreadnought.destination], [card?.missions.fortress.start, card?.missions.dreadnought.destination]);
    assert.deepEqual([after.flagships.fortress.mission, after.pirates.amber?.cubes], [[], 8]);
    assert.equal(events.some((event) => event.type === 'flagship-moved'), false);
  });
});

describe('steam-pirates/refresh.flagships', () => {
  it('after any other round moves the Fortress 1 island and the Dreadnought 2 with three pirates, 2 and 3 with two', () => {
    const route = (players: string[]): number[] => {
      const state = staged(lastTurn(undefined, { players, firstPlayer: 'amber' }), (draft) => {
        draft.flagships.fortress = { at: 'felle', destination: 'erindelle', arrived: false, mission: [] };
        draft.flagships.dreadnought = { at: 'haven', destination: 'iona', arrived: false, mission: [] };
      });
      const { events } = endRound(state);
      return (['fortress', 'dreadnought'] as const).map((ship) => (eventsOf(events, 'flagship-moved').find((event) => event.ship === ship)?.islands.length ?? 1) - 1);
    };
    assert.deepEqual(route(['amber', 'brian', 'carol']), [1, 2]);
    assert.deepEqual(route(['amber', 'brian']), [2, 3]);
  });
});

describe('steam-pirates/missions.aid', () => {
  it('gives a pirate who moves a flagship by an action nothing when they have no cube left to put on the mission', () => {
    const state = staged(withDice(newGame(), ['official']), (draft) => {
      draft.display = ['commodore', 'merchant', 'judge', 'charter'];
      draft.deck = ['barkeep', 'smuggler', 'captain', 'pirate-queen', 'port-master', 'governor'];
      draft.flagships.fortress = { at: 'felle', destination: 'erindelle', arrived: false, mission: [] };
      const amber = draft.pirates.amber;
      if (amber !== undefined) amber.cubes = 0;
    });
    const { events } = play(state, { type: 'official', player: 'amber', die: 0, official: 'commodore', bribed: false, use: { islands: 1 } });
    assert.deepEqual(eventOf(events, 'mission-aided'), { type: 'mission-aided', rule: RULE.missionsAid, player: 'amber', ship: 'fortress', cube: false, vp: 0, gold: 0 });
  });
});

describe('steam-pirates/missions.arrival', () => {
  it('example: the Dreadnought reaches Iona thanks to Brian and Amber, tied on her mission: each scores 2 VP (4 split)', () => {
    const state = lastTurn((draft) => {
      draft.flagships.dreadnought = { at: 'halcyon', destination: 'iona', arrived: false, mission: ['brian', 'amber'] };
    });
    const { events, state: after } = endRound(state);
    assert.deepEqual(eventOf(events, 'mission-scored'), { type: 'mission-scored', rule: RULE.missionsArrival, ship: 'dreadnought', winners: ['amber', 'brian'], vp: 2 });
    assert.deepEqual([after.pirates.amber?.vp, after.pirates.brian?.vp, after.flagships.dreadnought.arrived], [2, 2, true]);
  });

  it('gives all 4 VP to the pirate with the most cubes on the mission, and nothing for a mission nobody aided', () => {
    const most = endRound(lastTurn((draft) => {
      draft.flagships.dreadnought = { at: 'halcyon', destination: 'iona', arrived: false, mission: ['brian', 'amber', 'brian'] };
    }));
    assert.deepEqual(eventOf(most.events, 'mission-scored').winners, ['brian']);
    assert.equal(most.state.pirates.brian?.vp, 4);
    const nobody = endRound(lastTurn((draft) => {
      draft.flagships.dreadnought = { at: 'halcyon', destination: 'iona', arrived: false, mission: [] };
    }));
    assert.equal(nobody.events.some((event) => event.type === 'mission-scored'), false);
  });

  it('scores a side mission once: a flagship that arrived in an earlier round pays nothing at the refreshes after', () => {
    const arrived = lastTurn((draft) => {
      draft.flagships.dreadnought = { at: 'iona', destination: 'iona', arrived: true, mission: ['brian'] };
      const brian = draft.pirates.brian;
      if (brian !== undefined) brian.vp = 4;
    });
    const { events, state } = endRound(arrived);
    assert.equal(events.some((event) => event.type === 'mission-scored'), false);
    assert.equal(events.some((event) => event.type === 'flagship-moved' && event.ship === 'dreadnought'), false);
    assert.equal(state.pirates.brian?.vp, 4);
  });

  it('pays 4 VP once over a season of refreshes on the sample data, however many rounds follow the arrival', () => {
    let state = lastTurn((draft) => {
      draft.flagships.dreadnought = { at: 'halcyon', destination: 'iona', arrived: false, mission: ['brian'] };
    });
    let scored = 0;
    for (let refresh = 0; refresh < 3 && state.phase !== 'over'; refresh++) {
      const played = endRound(staged(withDice(state, ['profit']), () => undefined));
      scored += eventsOf(played.events, 'mission-scored').filter((event) => event.ship === 'dreadnought').length;
      state = played.state;
    }
    assert.equal(scored, 1);
  });
});

/** The last turn of the game (third season, last round), with the pirates changed by `change`. */
function finalTurn(change: (draft: SteamPiratesState) => void): SteamPiratesState {
  return lastTurn((draft) => {
    draft.season = 3;
    draft.round = draft.roundsPerSeason;
    draft.goals = ['explorer', 'sky-trader', 'kingpin'];
    change(draft);
  });
}

describe('steam-pirates/end.gold', () => {
  it('scores 1 VP for every 4 Gold at the end, after the last turn\'s action, and skips the refresh', () => {
    const { events, state } = endRound(finalTurn((draft) => {
      const amber = draft.pirates.amber;
      if (amber !== undefined) amber.gold = 8;
    }));
    assert.equal(events.some((event) => event.type === 'dice-rolled'), false);
    // 8 Gold, plus the last Profit's 4 (season 3) and 1 (the Haven house): 13 Gold, 3 VP.
    assert.equal(state.final?.find((score) => score.player === 'amber')?.gold, 3);
    assert.equal(state.phase, 'over');
    assert.deepEqual(ruleset.toAct(state), []);
    assert.throws(() => ruleset.decide(state, { type: 'profit', player: 'amber', die: 0 }), refusal(RULE.endWinner));
  });
});

describe('steam-pirates/end.goals', () => {
  it('scores each goal in play: Explorer for islands visited, Sky Trader for linked houses, Kingpin for the most houses', () => {
    const state = finalTurn((draft) => {
      const amber = draft.pirates.amber;
      if (amber !== undefined) Object.assign(amber, { connected: ['haven', 'lumen', 'gale', 'mistral', 'onyx'], houses: ['haven', 'lumen', 'gale', 'onyx'] });
    });
    const card = (id: string) => state.data.goals.find((goal) => goal.id === id) ?? assert.fail(id);
    assert.equal(goalScore(state, card('explorer'), 'amber'), 2);
    assert.equal(goalScore(state, card('sky-trader'), 'amber'), 2 * 3, 'Haven, Lumen and Gale are linked; Onyx stands apart');
    assert.equal(goalScore(state, card('kingpin'), 'amber'), 6);
    assert.equal(goalScore(state, card('kingpin'), 'brian'), 0);
    assert.deepEqual(finalScores(state).find((score) => score.player === 'amber')?.goals, { explorer: 2, 'sky-trader': 6, kingpin: 6 });
  });
});

describe('steam-pirates/end.treasure', () => {
  it('scores 1, 3, 5 or 10 VP for 1 to 4 map pieces', () => {
    for (const [pieces, vp] of [[0, 0], [1, 1], [2, 3], [3, 5], [4, 10]] as const) {
      const state = finalTurn((draft) => {
        const amber = draft.pirates.amber;
        if (amber !== undefined) amber.maps = ['gull-key', 'caps-perch', 'lantern-rock', 'driftstone'].slice(0, pieces);
      });
      assert.equal(finalScores(state).find((score) => score.player === 'amber')?.treasure, vp);
    }
  });
});

describe('steam-pirates/end.winner', () => {
  it('gives the win to the most VP, then the most connected islands, then the most Gold, else a shared victory', () => {
    const scored = (amber: Partial<Record<'vp' | 'gold', number>> & { connected?: string[] }, brian: Partial<Record<'vp' | 'gold', number>> & { connected?: string[] }): string[] => {
      const state = finalTurn((draft) => {
        draft.goals = [];
        Object.assign(draft.pirates.amber ?? {}, amber);
        Object.assign(draft.pirates.brian ?? {}, brian);
      });
      const final = staged(state, (draft) => {
        draft.goals = [];
      });
      return rankWinners(final, finalScores(final));
    };
    assert.deepEqual(scored({ vp: 5, gold: 0 }, { vp: 4, gold: 0 }), ['amber']);
    assert.deepEqual(scored({ vp: 5, gold: 0, connected: ['haven'] }, { vp: 5, gold: 0, connected: ['haven', 'lumen'] }), ['brian']);
    assert.deepEqual(scored({ vp: 5, gold: 3 }, { vp: 5, gold: 2 }), ['amber']);
    assert.deepEqual(scored({ vp: 5, gold: 2 }, { vp: 5, gold: 2 }), ['amber', 'brian']);
    const { state } = endRound(finalTurn(() => undefined));
    assert.deepEqual(ruleset.outcome(state)?.winners, rankWinners(state, state.final ?? []));
  });
});
