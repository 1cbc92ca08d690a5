/**
 * Every number a designer's data, a setup, a lab or a widget's attribute gives has its range: each
 * end accepted, one beyond each end refused naming the field once with where the limit comes from,
 * and the bounds a refusal names accepted (issue 22, point 10). Grouped by the rule each range is
 * recorded under in the rule map (rulebook.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleViolation } from '../engine/index.ts';
import { boundsNamed, refusedNamingOnce } from '../engine/testing/refusals.ts';
import { flagshipRoute, readFlagshipSteps } from './flagships.ts';
import { SAMPLE_GOALS } from './goals.ts';
import { readBagLab } from './bag-lab/lab.ts';
import { OFFICIAL_IDS, OFFICIALS } from './officials.ts';
import { readProfitLab } from './profit-lab/lab.ts';
import { RULE } from './rule-ids.ts';
import { ruleById } from './rulebook.ts';
import { readSailLab } from './sail-lab/lab.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { initialState, readPlayerCount } from './setup.ts';
import { validateRoutingMap, validateSkyMap, type SkyMap } from './sky-map.ts';
import { SAMPLE_REVENUE } from './tables.ts';

/** The refusal `open` throws: of `rule`, naming `field` once, as `field must be…`, saying `because`. */
function refusal(open: () => unknown, rule: string, field: string, because: RegExp): RuleViolation {
  const violation = refusedNamingOnce(open, rule, field, because);
  assert.ok(violation.message.startsWith(`${field} must be`), violation.message);
  return violation;
}

/** One number of the data, a setup or a lab: how to give it, which rule and field refuse it, and why. */
interface Case {
  name: string;
  open: (value: unknown) => unknown;
  rule: string;
  field: string;
  ends: readonly [number, number];
  because: RegExp;
}

const FIRST_CITY = SAMPLE_MAP.islands.findIndex((island) => island.kind === 'city');

function withCost(cost: unknown): SkyMap {
  const map = structuredClone(SAMPLE_MAP);
  map.islands[FIRST_CITY] = { ...SAMPLE_MAP.islands[FIRST_CITY], cost } as SkyMap['islands'][number];
  return map;
}

/** Two linked islands, the first at (x, y): coordinates alone decide nothing else here. */
function twoIslands(x: unknown, y: unknown): unknown {
  return { islands: [{ id: 'a', kind: 'city', x, y, good: 'coal', cost: 1 }, { id: 'b', kind: 'city', x: 0, y: 100, good: 'rum', cost: 1 }], links: [['a', 'b']] };
}

interface OfficialData {
  bribeCosts: unknown[];
  vp: unknown;
}

function officials(change: (tables: Record<string, OfficialData>) => void): unknown {
  const tables = Object.fromEntries(OFFICIAL_IDS.map((id): [string, OfficialData] => [id, { bribeCosts: [...OFFICIALS[id].bribeCosts], vp: OFFICIALS[id].vp }]));
  change(tables);
  return tables;
}

const EXTRA_GOAL = SAMPLE_GOALS.length;
function withGoal(card: { pile?: unknown; vp?: unknown }): unknown {
  return [...SAMPLE_GOALS, { id: 'extra', name: 'Extra', pile: 1, kind: 'explorer', vp: 1, ...card }];
}

const CASES: Readonly<Record<string, readonly Case[]>> = {
  [RULE.mapData]: [
    { name: "a city island's cost", open: (cost) => validateSkyMap(withCost(cost), 'map'), rule: RULE.mapData, field: `map.islands[${String(FIRST_CITY)}].cost`, ends: [1, 99], because: /from 1 to 99 \(our ceiling\)/ },
    { name: "a routing sketch's cost", open: (cost) => validateRoutingMap(withCost(cost)), rule: RULE.mapData, field: `islands[${String(FIRST_CITY)}].cost`, ends: [1, 99], because: /our ceiling/ },
    { name: "a game's map's cost", open: (cost) => initialState({ seed: 1, map: withCost(cost) }), rule: RULE.mapData, field: `map.islands[${String(FIRST_CITY)}].cost`, ends: [1, 99], because: /our ceiling/ },
    { name: 'an x coordinate', open: (x) => validateSkyMap(twoIslands(x, 0)), rule: RULE.mapData, field: 'islands[0].x', ends: [-5000, 5000], because: /from -5000 to 5000 \(our range for the compass\)/ },
    { name: 'a y coordinate', open: (y) => validateRoutingMap(twoIslands(0, y)), rule: RULE.mapData, field: 'islands[0].y', ends: [-5000, 5000], because: /our range/ },
  ],
  [RULE.route]: [
    { name: 'steps of a flagship move', open: (steps) => flagshipRoute(SAMPLE_MAP, 'felle', 'erindelle', { wind: 'N', steps: steps as number }), rule: RULE.route, field: 'options.steps', ends: [1, 3], because: /from 1 to 3 \(no rule moves a flagship further\)/ },
    { name: 'steps read alone (a widget)', open: (steps) => readFlagshipSteps(steps, { path: 'steps', rule: RULE.route }), rule: RULE.route, field: 'steps', ends: [1, 3], because: /from 1 to 3 \(no rule moves a flagship further\)/ },
  ],
  [RULE.setupPlayers]: [
    { name: 'a count of players', open: readPlayerCount, rule: RULE.setupPlayers, field: 'players', ends: [2, 4], because: /as the rulebook sets up/ },
    { name: "the bag lab's pirates", open: (pirates) => readBagLab({ pirates }), rule: RULE.setupPlayers, field: 'pirates', ends: [2, 4], because: /from 2 to 4 \(as the rulebook sets up\)/ },
  ],
  [RULE.setupPieces]: [
    { name: "a staged pirate's Gold", open: (gold) => initialState({ seed: 1, stage: { pirates: { red: { gold } } } }), rule: RULE.setupPieces, field: 'stage.pirates.red.gold', ends: [0, 999], because: /from 0 to 999 \(our ceiling\)/ },
    { name: "a staged pirate's VP", open: (vp) => initialState({ seed: 1, stage: { pirates: { red: { vp } } } }), rule: RULE.setupPieces, field: 'stage.pirates.red.vp', ends: [0, 999], because: /our ceiling/ },
    { name: "a staged pirate's cubes", open: (cubes) => initialState({ seed: 1, stage: { pirates: { red: { cubes } } } }), rule: RULE.setupPieces, field: 'stage.pirates.red.cubes', ends: [0, 9], because: /one of 10 is on the VP track/ },
    { name: 'a staged season', open: (season) => initialState({ seed: 1, stage: { season } }), rule: RULE.setupPieces, field: 'stage.season', ends: [1, 3], because: /a game lasts three/ },
    { name: 'a staged round (three pirates)', open: (round) => initialState({ seed: 1, players: ['red', 'blue', 'green'], stage: { round } }), rule: RULE.setupPieces, field: 'stage.round', ends: [1, 3], because: /a season has as many rounds as pirates/ },
  ],
  [RULE.setupData]: [
    { name: 'a bribe price', open: (cost) => initialState({ seed: 1, officials: officials((tables) => { (tables.merchant ?? { bribeCosts: [] }).bribeCosts[2] = cost; }) }), rule: RULE.setupData, field: 'officials.merchant.bribeCosts[2]', ends: [1, 99], because: /from 1 to 99 \(our ceiling\)/ },
    { name: "an official's VP", open: (vp) => initialState({ seed: 1, officials: officials((tables) => { (tables.judge ?? { bribeCosts: [], vp }).vp = vp; }) }), rule: RULE.setupData, field: 'officials.judge.vp', ends: [0, 99], because: /from 0 to 99 \(our ceiling\)/ },
    { name: 'a revenue', open: (gold) => initialState({ seed: 1, revenue: { ...structuredClone(SAMPLE_REVENUE), rum: [1, gold] } }), rule: RULE.setupData, field: 'revenue.rum[1]', ends: [0, 99], because: /our ceiling/ },
    { name: "a goal card's pile", open: (pile) => initialState({ seed: 1, goals: withGoal({ pile }) }), rule: RULE.setupData, field: `goals[${String(EXTRA_GOAL)}].pile`, ends: [1, 3], because: /from 1 to 3 \(piles I, II and III\)/ },
    { name: "a goal card's VP", open: (vp) => initialState({ seed: 1, goals: withGoal({ vp }) }), rule: RULE.setupData, field: `goals[${String(EXTRA_GOAL)}].vp`, ends: [0, 99], because: /our ceiling/ },
  ],
  [RULE.seasonGold]: [
    { name: "the profit lab's season", open: (season) => readProfitLab({ season }), rule: RULE.seasonGold, field: 'season', ends: [1, 3], because: /a game lasts three/ },
    { name: "the bag lab's season", open: (season) => readBagLab({ season }), rule: RULE.seasonGold, field: 'season', ends: [1, 3], because: /a game lasts three/ },
  ],
  [RULE.sailCost]: [{ name: "the sail lab's Gold", open: (gold) => readSailLab({ gold }), rule: RULE.sailCost, field: 'gold', ends: [0, 999], because: /from 0 to 999 \(our ceiling\)/ }],
  [RULE.refreshNotoriety]: [
    { name: "the bag lab's Gold", open: (gold) => readBagLab({ gold }), rule: RULE.refreshNotoriety, field: 'gold', ends: [0, 999], because: /our ceiling/ },
    { name: "the bag lab's Syndicate cubes", open: (syndicate) => readBagLab({ syndicate }), rule: RULE.refreshNotoriety, field: 'syndicate', ends: [0, 4], because: /the bag starts with 4/ },
    { name: "the bag lab's cubes of a pirate", open: (cubes) => readBagLab({ cubes: [cubes, 1, 1] }), rule: RULE.refreshNotoriety, field: 'cubes[0]', ends: [0, 9], because: /one of 10 is on the VP track/ },
  ],
};

for (const [rule, cases] of Object.entries(CASES)) {
  describe(rule, () => {
    it('records its ranges in the rule map', () => {
      assert.ok(ruleById(rule)?.interpretations.some((reading) => /\b(from|to) -?\d+\b|\d+ to \d+/.test(reading)), `${rule} records no range`);
    });

    for (const { name, open, field, ends, because } of cases) {
      it(`${name}: ${String(ends[0])} to ${String(ends[1])}, both ends taken, one beyond each refused naming ${field} once and why`, () => {
        for (const end of ends) assert.doesNotThrow(() => open(end), `${field} = ${String(end)}`);
        for (const beyond of [ends[0] - 1, ends[1] + 1]) refusal(() => open(beyond), rule, field, because);
        // Not a number at all (a widget hands on what it cannot read): the same range, with its reason.
        refusal(() => open('x'), rule, field, because);
      });
    }
  });
}

describe('the bounds a refusal names are accepted (issue 22, point 10)', () => {
  for (const { name, open, rule, field } of Object.values(CASES).flat()) {
    it(name, () => {
      for (const beyond of [-100_000, 100_000, 'many']) {
        const violation = refusal(() => open(beyond), rule, field, /./);
        for (const bound of boundsNamed(violation)) assert.doesNotThrow(() => open(bound), violation.message);
      }
    });
  }
});

describe('steam-pirates/setup.data: the printed lists say their lengths and why', () => {
  const withBribeTable = (length: number): unknown => initialState({ seed: 1, officials: officials((tables) => { (tables.merchant ?? { bribeCosts: [] }).bribeCosts = Array.from({ length }, () => 2); }) });
  const withRevenueTrack = (length: number): unknown => initialState({ seed: 1, revenue: { ...structuredClone(SAMPLE_REVENUE), rum: Array.from({ length }, () => 1) } });

  it('a bribe table: 4 to 8 spaces, a space for each of 4 pirates at least', () => {
    for (const length of [4, 8]) assert.doesNotThrow(() => withBribeTable(length));
    for (const length of [3, 9]) refusal(() => withBribeTable(length), RULE.setupData, 'officials.merchant.bribeCosts', /must be a list of 4 to 8 \(a space for each of 4 pirates at least; at most 8, our ceiling\)/);
  });

  it('a revenue track: 1 to 30 spaces, our ceiling', () => {
    for (const length of [1, 30]) assert.doesNotThrow(() => withRevenueTrack(length));
    for (const length of [0, 31]) refusal(() => withRevenueTrack(length), RULE.setupData, 'revenue.rum', /must be a list of 1 to 30 \(spaces: our ceiling\)/);
  });
});
