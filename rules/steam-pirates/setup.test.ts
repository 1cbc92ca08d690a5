import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import { OFFICIALS } from './officials.ts';
import { SAMPLE_EVENTS } from './events.ts';
import { SAMPLE_GOALS } from './goals.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { newGame, refusal } from './test-support.ts';

describe('steam-pirates/setup.players', () => {
  it('gives starting Gold by place in turn order: 9, 9, 10, 11 with four pirates, starting from the first player', () => {
    const state = ruleset.initialState({ seed: 3, players: ['amber', 'brian', 'carol', 'collin'], firstPlayer: 'carol' });
    assert.deepEqual(
      ['carol', 'collin', 'amber', 'brian'].map((player) => state.pirates[player]?.gold),
      [9, 9, 10, 11],
    );
    assert.equal(state.firstPlayer, 'carol');
    assert.equal(state.turn?.player, 'carol');
  });

  it('gives 9, 10 and 11 with three pirates, and 9 and 10 with two', () => {
    const three = ruleset.initialState({ seed: 3, players: ['a', 'b', 'c'], firstPlayer: 'b' });
    assert.deepEqual(['b', 'c', 'a'].map((player) => three.pirates[player]?.gold), [9, 10, 11]);
    const two = newGame();
    assert.deepEqual([two.pirates.amber?.gold, two.pirates.brian?.gold], [9, 10]);
  });

  it('draws the first player from the seed when the setup names none, and always one of the pirates', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 40; seed++) firsts.add(ruleset.initialState({ seed, players: ['a', 'b', 'c'] }).firstPlayer);
    assert.deepEqual([...firsts].sort(), ['a', 'b', 'c']);
    assert.equal(ruleset.initialState({ seed: 9, players: ['a', 'b', 'c'] }).firstPlayer, ruleset.initialState({ seed: 9, players: ['a', 'b', 'c'] }).firstPlayer);
  });

  it('refuses 1 or 5 pirates, a repeated name, "syndicate", and a first player who does not play, naming the field', () => {
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['solo'] }), refusal(RULE.setupPlayers, 'players'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'b', 'c', 'd', 'e'] }), refusal(RULE.setupPlayers, 'players'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'a'] }), refusal(RULE.setupPlayers, 'players[1]', /repeats "a"/));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'syndicate'] }), refusal(RULE.setupPlayers, 'players[1]'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'b'], firstPlayer: 'c' }), refusal(RULE.setupPlayers, 'firstPlayer'));
  });
});

describe('steam-pirates/setup.pieces', () => {
  it('puts every frigate and a first Trade House in Haven, connected to it, with 8 cubes in supply', () => {
    const state = newGame({ players: ['amber', 'brian', 'carol'] });
    for (const player of state.players) {
      assert.deepEqual(state.pirates[player], { gold: state.pirates[player]?.gold, vp: 0, at: 'haven', connected: ['haven'], houses: ['haven'], maps: [], cubes: 8, bribed: [] });
    }
  });

  it('fills the bag with four Syndicate cubes and one of each pirate, and puts every pirate\'s map piece on each treasure island', () => {
    const state = newGame({ players: ['amber', 'brian', 'carol'] });
    assert.deepEqual([...state.bag].sort(), ['amber', 'brian', 'carol', 'syndicate', 'syndicate', 'syndicate', 'syndicate']);
    assert.deepEqual(Object.keys(state.treasures).sort(), ['caps-perch', 'driftstone', 'gull-key', 'lantern-rock']);
    for (const owners of Object.values(state.treasures)) assert.deepEqual(owners, ['amber', 'brian', 'carol']);
  });

  it('puts four officials on display and six in the deck, draws one goal of each pile and three event cards, and places the flagships', () => {
    const state = newGame({}, true);
    assert.equal(state.display.length, 4);
    assert.equal(state.deck.length, 6);
    assert.deepEqual([...state.display, ...state.deck].sort(), Object.keys(OFFICIALS).sort());
    assert.deepEqual(state.goals.map((id) => state.data.goals.find((goal) => goal.id === id)?.pile), [1, 2, 3]);
    assert.equal(state.eventDeck.length, 2);
    assert.ok(!state.eventDeck.includes(state.event));
    const card = SAMPLE_EVENTS.find((event) => event.id === state.event);
    assert.equal(state.flagships.dreadnought.at, card?.missions.dreadnought.start);
    assert.equal(state.flagships.fortress.destination, card?.missions.fortress.destination);
  });

  it('rolls the seven action dice and the wind die before the first turn', () => {
    const state = newGame();
    assert.equal(state.dice.length, 7);
    assert.ok(state.dice.every((symbol) => ['official', 'establish', 'profit', 'wild'].includes(symbol)));
    assert.match(state.wind, /^(N|NE|E|SE|S|SW|W|NW)$/);
    assert.deepEqual([state.season, state.round, state.phase], [1, 1, 'action']);
  });
});

describe('steam-pirates/setup.data', () => {
  it('plays on a designer\'s revenue tracks, bribe tables and action die', () => {
    const officials = Object.fromEntries(Object.values(OFFICIALS).map((official) => [official.id, { bribeCosts: [5, 6, 7, 8], vp: 9 }]));
    const state = newGame({ revenue: { coal: [7], rum: [1], firearms: [1], automatons: [1] }, officials, actionDie: ['profit'] });
    assert.deepEqual(state.data.revenue.coal, [7]);
    assert.equal(state.data.officials.merchant.vp, 9);
    assert.deepEqual(state.dice, Array<string>(7).fill('profit'));
  });

  it('refuses bad data, naming the field', () => {
    assert.throws(() => newGame({ revenue: { coal: [1], rum: [1], firearms: [1] } }), refusal(RULE.setupData, 'revenue.automatons'));
    assert.throws(() => newGame({ revenue: { coal: [-1], rum: [1], firearms: [1], automatons: [1] } }), refusal(RULE.setupData, 'revenue.coal[0]'));
    assert.throws(() => newGame({ actionDie: ['official', 'cannon'] }), refusal(RULE.setupData, 'actionDie[1]'));
    assert.throws(() => newGame({ officials: { merchant: { bribeCosts: [2], vp: 2 } } }), refusal(RULE.setupData, 'officials.barkeep'));
    const events = structuredClone(SAMPLE_EVENTS) as unknown as { missions: { fortress: { start: string } } }[];
    if (events[1] !== undefined) events[1].missions.fortress.start = 'gull-key';
    assert.throws(() => newGame({ events }), refusal(RULE.setupData, 'events[1].missions.fortress.start', /treasure island/));
    assert.throws(() => newGame({ events: SAMPLE_EVENTS.slice(0, 2) }), refusal(RULE.setupData, 'events'));
    assert.throws(() => newGame({ goals: [{ id: 'x', name: 'X', pile: 1, kind: 'tycoon', vp: 1 }] }), refusal(RULE.setupData, 'goals', /pile 2/));
    assert.throws(() => newGame({ goals: [{ id: 'x', name: 'X', pile: 1, kind: 'glory', vp: 1 }] }), refusal(RULE.setupData, 'goals[0].kind'));
  });

  it('refuses a bad map under the map rule, and a start island that is no city island', () => {
    assert.throws(() => newGame({ map: { islands: [], links: [] } }), refusal(RULE.mapData));
    assert.throws(() => newGame({ haven: 'gull-key' }), refusal(RULE.setupPieces, 'haven', /treasure island/));
    assert.throws(() => newGame({ haven: 'atlantis' }), refusal(RULE.setupPieces, 'haven'));
  });

  it('names every bad field by its full path from the top of the setup, as a designer wrote it', () => {
    const map = structuredClone(SAMPLE_MAP) as unknown as { islands: Record<string, unknown>[]; links: unknown[][] };
    const first = map.islands[0];
    if (first !== undefined) first.good = 'tea';
    assert.throws(() => newGame({ map }), refusal(RULE.mapData, 'map.islands[0].good', /^map\.islands\[0\]\.good must be one of coal, rum/));
    const strayKey = { ...structuredClone(SAMPLE_MAP), roads: [] };
    assert.throws(() => newGame({ map: strayKey }), refusal(RULE.mapData, 'map.roads', /^map\.roads is not a field we know; map has islands, links\.$/));
    const twiceLinked = structuredClone(SAMPLE_MAP) as unknown as { links: unknown[][] };
    twiceLinked.links.push([...(twiceLinked.links[0] ?? [])]);
    assert.throws(() => newGame({ map: twiceLinked }), refusal(RULE.mapData, `map.links[${String(twiceLinked.links.length - 1)}]`, /as map\.links\[0\] already does/));
    assert.throws(() => newGame({ map: [] }), refusal(RULE.mapData, 'map'));
    const officials = Object.fromEntries(Object.values(OFFICIALS).map((official) => [official.id, { bribeCosts: [...official.bribeCosts], vp: official.vp }]));
    assert.throws(() => newGame({ officials: { ...officials, governor: { bribeCosts: [1, 2, 3, 4], vp: -1 } } }), refusal(RULE.setupData, 'officials.governor.vp', /^officials\.governor\.vp must be/));
    assert.throws(() => newGame({ officials: { ...officials, judge: { bribeCosts: [1, 2, 0, 4], vp: 1 } } }), refusal(RULE.setupData, 'officials.judge.bribeCosts[2]'));
    assert.throws(() => newGame({ revenue: { coal: [1], rum: [1, 2, 'x'], firearms: [1], automatons: [1] } }), refusal(RULE.setupData, 'revenue.rum[2]', /^revenue\.rum\[2\] must be/));
    assert.throws(() => newGame({ actionDie: ['profit', 'wild', 'cannon'] }), refusal(RULE.setupData, 'actionDie[2]'));
    const events = structuredClone(SAMPLE_EVENTS) as unknown as { id: string; missions: { dreadnought: Record<string, unknown> } }[];
    if (events[1] !== undefined) events[1].missions.dreadnought.start = 'atlantis';
    assert.throws(() => newGame({ events }), refusal(RULE.setupData, 'events[1].missions.dreadnought.start', /^events\[1\]\.missions\.dreadnought\.start names "atlantis"/));
    const repeated = structuredClone(SAMPLE_EVENTS);
    if (repeated[2] !== undefined && repeated[0] !== undefined) repeated[2].id = repeated[0].id;
    assert.throws(() => newGame({ events: repeated }), refusal(RULE.setupData, 'events[2].id', /repeats/));
    const goals = structuredClone(SAMPLE_GOALS) as unknown as Record<string, unknown>[];
    if (goals[3] !== undefined) goals[3].vp = 'many';
    assert.throws(() => newGame({ goals }), refusal(RULE.setupData, 'goals[3].vp'));
  });
});
