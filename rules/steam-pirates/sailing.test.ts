/**
 * Sailing, with the rulebook's "Sailing 101" examples (Carol's frigate) replayed on the sample map.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { BEARINGS } from './compass.ts';
import { sailToProblem } from './decide.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import { sailPaths } from './legal.ts';
import type { Bearing } from './compass.ts';
import type { SteamPiratesState } from './model.ts';
import { eventOf, eventsOf, newGame, play, refusal, staged } from './test-support.ts';

/** Carol's frigate at `island`, her turn, `gold` Gold, the wind from `wind`, both flagships far off in the east. */
function carolAt(island: string, wind: Bearing = 'S', gold = 10, flagships: readonly [string, string] = ['cobalt', 'erindelle']): SteamPiratesState {
  return staged(newGame({ players: ['carol', 'amber'], firstPlayer: 'carol' }), (draft) => {
    const carol = draft.pirates.carol;
    if (carol !== undefined) Object.assign(carol, { at: island, gold, connected: [...carol.connected, island] });
    draft.wind = wind;
    [draft.flagships.dreadnought.at, draft.flagships.fortress.at] = flagships;
  });
}

function sailCostOf(state: SteamPiratesState, path: string[]): number {
  return eventOf(ruleset.decide(state, { type: 'sail', player: 'carol', path }), 'sailed').cost;
}

describe('steam-pirates/sail.moves', () => {
  it('example: from Zephyr Carol can sail to Tinguard, Nebula and Ventis, which are linked, but not to Stratos nor Onyx', () => {
    const state = carolAt('zephyr');
    const oneMove = sailPaths(state, 'carol').filter((path) => path.length === 1).map((path) => path[0]).sort();
    assert.deepEqual(oneMove, ['nebula', 'tinguard', 'ventis']);
    for (const island of ['stratos', 'onyx']) assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: [island] }), refusal(RULE.sailMoves, undefined, /not linked/));
  });

  it('moves 1 to 4 islands, and never enters an island twice', () => {
    const state = carolAt('zephyr');
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: [] }), refusal(RULE.sailMoves));
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['nebula', 'caps-perch', 'lumen', 'haven', 'gale'] }), refusal(RULE.sailMoves));
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['nebula', 'ventis', 'zephyr'] }), refusal(RULE.sailMoves, undefined, /twice/));
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['nebula', 'atlantis'] }), refusal(RULE.sailMoves, undefined, /path\[1\]/));
    assert.ok(sailPaths(state, 'carol').every((path) => path.length >= 1 && path.length <= 4 && new Set(path).size === path.length && !path.includes('zephyr')));
  });

  it('example: from Zephyr Carol can sail to Haven, passing through 4 islands', () => {
    const state = carolAt('zephyr');
    const toHaven = sailPaths(state, 'carol').filter((path) => path.at(-1) === 'haven');
    assert.ok(toHaven.length > 0);
    assert.ok(toHaven.every((path) => path.length === 4), 'no shorter way');
    assert.equal(sailCostOf(state, ['nebula', 'caps-perch', 'lumen', 'haven']), 4);
  });
});

describe('steam-pirates/sail.cost', () => {
  it('example: from Zephyr to Rose Castle is 2 island movements, 2 Gold', () => {
    assert.equal(sailCostOf(carolAt('zephyr'), ['tinguard', 'rose-castle']), 2);
  });

  it('example: from Tinguard through Rose Castle to Onyx with the wind to the West costs 1 (2 islands, less 1 for the wind)', () => {
    const withWind = play(carolAt('tinguard', 'W'), { type: 'sail', player: 'carol', path: ['rose-castle', 'onyx'] });
    assert.deepEqual(eventOf(withWind.events, 'sailed'), { type: 'sailed', rule: RULE.sailCost, player: 'carol', path: ['rose-castle', 'onyx'], cost: 1, withWind: true });
    assert.equal(withWind.state.pirates.carol?.gold, 9);
    assert.equal(sailCostOf(carolAt('tinguard', 'NW'), ['rose-castle', 'onyx']), 2);
  });

  it('counts only the first move against the wind, makes a 1-island sail with the wind free, and refuses a sail the pirate cannot pay', () => {
    assert.equal(sailCostOf(carolAt('felle', 'E'), ['gull-key', 'nebula']), 2);
    assert.equal(sailCostOf(carolAt('zephyr', 'NW'), ['tinguard']), 0);
    assert.throws(() => ruleset.decide(carolAt('zephyr', 'S', 1), { type: 'sail', player: 'carol', path: ['tinguard', 'rose-castle'] }), refusal(RULE.sailCost, undefined, /costs 2 Gold/));
  });
});

describe('steam-pirates/sail.flagships', () => {
  it('never sails into or through an island where a flagship is harboured', () => {
    const state = staged(carolAt('zephyr'), (draft) => {
      draft.flagships.fortress.at = 'tinguard';
    });
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['tinguard', 'rose-castle'] }), refusal(RULE.sailFlagships, undefined, /Tinguard/));
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['tinguard'] }), refusal(RULE.sailFlagships));
    assert.ok(sailPaths(state, 'carol').every((path) => !path.includes('tinguard')));
  });
});

describe('steam-pirates/sail.harbour', () => {
  it('example: from Felle Carol may sail through the treasure island to the West, but not stop there', () => {
    const state = carolAt('felle');
    assert.throws(() => ruleset.decide(state, { type: 'sail', player: 'carol', path: ['gull-key'] }), refusal(RULE.sailHarbour, undefined, /treasure island/));
    assert.equal(sailCostOf(state, ['gull-key', 'nebula', 'ventis']), 3);
  });
});

describe('steam-pirates/sail.treasure', () => {
  it('example: sailing to Nebula through the treasure island costs 2 Gold and takes Carol\'s map piece from it, the first time only', () => {
    const { events, state } = play(carolAt('felle'), { type: 'sail', player: 'carol', path: ['gull-key', 'nebula'] });
    assert.deepEqual(eventOf(events, 'treasure-taken'), { type: 'treasure-taken', rule: RULE.sailTreasure, player: 'carol', island: 'gull-key' });
    assert.equal(eventOf(events, 'sailed').cost, 2);
    assert.deepEqual(state.pirates.carol?.maps, ['gull-key']);
    assert.deepEqual(state.treasures['gull-key'], ['amber']);
    const again = staged(state, (draft) => {
      if (draft.turn !== null) draft.turn.sailed = false;
    });
    const back = play(again, { type: 'sail', player: 'carol', path: ['gull-key', 'felle'] });
    assert.equal(back.events.some((event) => event.type === 'treasure-taken'), false);
  });
});

describe('steam-pirates/sail.anchor', () => {
  it('example: Amber anchors at Lumen and her Rum connections go up by one', () => {
    const { events, state } = play(newGame(), { type: 'sail', player: 'amber', path: ['lumen'] });
    assert.deepEqual(eventOf(events, 'anchored'), { type: 'anchored', rule: RULE.sailAnchor, player: 'amber', island: 'lumen', good: 'rum' });
    assert.deepEqual(state.pirates.amber?.connected, ['haven', 'lumen']);
  });

  it('example: anchoring back at Haven adds no anchor and leaves the Coal track alone; passing through adds nothing either', () => {
    const atLumen = staged(newGame(), (draft) => {
      const amber = draft.pirates.amber;
      if (amber !== undefined) Object.assign(amber, { at: 'lumen', connected: ['haven', 'lumen'] });
    });
    const back = play(atLumen, { type: 'sail', player: 'amber', path: ['haven'] });
    assert.equal(back.events.some((event) => event.type === 'anchored'), false);
    const through = play(newGame(), { type: 'sail', player: 'amber', path: ['gale', 'lumen'] });
    assert.deepEqual(eventsOf(through.events, 'anchored').map((event) => event.island), ['lumen']);
  });
});

describe('why no sail ends at an island (sailToProblem, for a map the reader presses)', () => {
  const why = (state: SteamPiratesState, island: string): [string, string] | null => {
    const problem = sailToProblem(state, 'carol', island);
    return problem === null ? null : [problem.rule, problem.reason];
  };

  it('names the rule and says why: there already, a treasure island, a flagship there or on every way, too far, too dear', () => {
    const state = carolAt('zephyr');
    assert.equal(why(state, 'tinguard'), null);
    assert.deepEqual(why(state, 'zephyr'), [RULE.sailMoves, "carol's frigate is at Zephyr already: a sail takes it 1 to 4 islands on, never back to where it set out."]);
    assert.deepEqual(why(state, 'gull-key'), [RULE.sailHarbour, 'Gull Key is a treasure island: a sail may pass through it, but ends at a city island.']);
    assert.deepEqual(why(state, 'cobalt'), [RULE.sailFlagships, "The Dreadnought is harboured at Cobalt: a frigate never sails into or through a flagship's island."]);
    const hemmed = carolAt('zephyr', 'S', 10, ['tinguard', 'nebula']);
    assert.deepEqual(why(hemmed, 'sirocco'), [RULE.sailFlagships, "Every way to Sirocco within 4 islands passes Tinguard, where the Dreadnought is harboured: a frigate never sails through a flagship's island."]);
    assert.deepEqual(why(hemmed, 'lumen'), [RULE.sailFlagships, "Every way to Lumen within 4 islands passes Tinguard or Nebula, where the Dreadnought and the Flying Fortress are harboured: a frigate never sails through a flagship's island."]);
    assert.deepEqual(why(carolAt('haven'), 'iona'), [RULE.sailMoves, 'Iona is 7 islands away from Haven: a frigate sails at most 4.']);
    assert.deepEqual(why(carolAt('zephyr', 'S', 1), 'rose-castle'), [RULE.sailCost, 'The cheapest sail to Rose Castle (Zephyr → Tinguard → Rose Castle) costs 2 Gold and carol has 1.']);
    // With the wind from Tinguard towards Rose Castle (West), the same Gold goes one island further.
    assert.equal(why(carolAt('tinguard', 'W', 1), 'onyx'), null);
  });

  it('says why it is not the moment: sailed already, another pirate\'s turn', () => {
    const sailed = play(carolAt('zephyr'), { type: 'sail', player: 'carol', path: ['tinguard'] }).state;
    assert.deepEqual(why(sailed, 'stratos'), [RULE.turnSteps, 'A frigate sails at most once a turn, before the action.']);
    assert.deepEqual(sailToProblem(carolAt('zephyr'), 'amber', 'tinguard'), { rule: RULE.roundTurns, reason: "It is carol's turn, not amber's." });
  });

  it('property: null exactly where a legal sail ends, else one of the sail rules', () => {
    const cities = SAMPLE_MAP.islands.filter((island) => island.kind === 'city').map((island) => island.id);
    const sailRules: string[] = [RULE.sailMoves, RULE.sailHarbour, RULE.sailFlagships, RULE.sailCost];
    fc.assert(
      fc.property(fc.constantFrom(...cities), fc.constantFrom(...cities), fc.constantFrom(...cities), fc.constantFrom(...BEARINGS), fc.integer({ min: 0, max: 5 }), (at, dreadnought, fortress, wind, gold) => {
        fc.pre(at !== dreadnought && at !== fortress && dreadnought !== fortress);
        const state = carolAt(at, wind, gold, [dreadnought, fortress]);
        const ends = new Set(sailPaths(state, 'carol').map((path) => path.at(-1)));
        for (const island of SAMPLE_MAP.islands) {
          const problem = sailToProblem(state, 'carol', island.id);
          assert.equal(problem === null, ends.has(island.id), island.id);
          if (problem !== null) assert.ok(sailRules.includes(problem.rule), `${island.id}: ${problem.rule}`);
        }
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
