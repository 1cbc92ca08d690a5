import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN, RuleViolation } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { view, viewEvent } from './view.ts';
import { distance, type SteamworkState } from './model.ts';
import { TEMPLATE_PRESETS, ALPHA_CORE, formatTemplate } from './templates.ts';
import { startingPositions } from './setup.ts';
import { iconAllowance, validateSpecials } from './workshop.ts';
import { play, playAll, playWithEvents, refusal, totalEnergy, withReserves, withSteamwork } from './test-support.ts';

function answering(state: SteamworkState): string {
  assert.equal(state.prompt?.kind, 'choice');
  return state.prompt.player;
}

/** Everyone stays in their mode through SHIFT. */
function stayAll(state: SteamworkState): SteamworkState {
  let next = state;
  while (next.prompt?.id === 'shift') {
    const steamwork = next.order[next.turn] ?? '';
    next = play(next, { type: 'shift', player: answering(next), to: next.steamworks[steamwork]?.mode ?? 'C' });
  }
  return next;
}

const EARLY_AGGRESSION = TEMPLATE_PRESETS.find((preset) => preset.id === 'early-aggression')?.template ?? ALPHA_CORE;

describe('steamwork-arena/setup.placement', () => {
  it('2 to 4 players start on a polygon with 10-inch sides inside the arena', () => {
    for (const players of [['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]) {
      const state = ruleset.initialState({ seed: 1, players });
      const points = Object.values(state.steamworks).map((entry) => entry.position);
      assert.equal(points.length, players.length);
      for (const [index, point] of points.entries()) {
        const next = points[(index + 1) % points.length] ?? point;
        assert.ok(Math.abs(distance(point, next) - 10) < 0.01, 'neighbours are two E-lengths apart');
        for (const other of points) if (other !== point) assert.ok(distance(point, other) >= 10 - 0.01, 'nobody starts closer than two E-lengths');
        assert.ok(point.x >= 0 && point.x <= 24 && point.y >= 0 && point.y <= 24);
      }
    }
    assert.ok(startingPositions(6).every((point) => point.x >= 0 && point.x <= 24 && point.y >= 0 && point.y <= 24));
  });

  it('refuses 1 or 5 players, and a staged steamwork with a bad field, naming it', () => {
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a'] }), refusal('steamwork-arena/setup.placement', 'players'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'b', 'c', 'd', 'e'] }), refusal('steamwork-arena/setup.placement', 'players'));
    const base = { id: 'x', controller: 'red' };
    const blue = { id: 'y', controller: 'blue' };
    const bad =
      (entry: Record<string, unknown>): (() => SteamworkState) =>
      () =>
        ruleset.initialState({ seed: 1, steamworks: [{ ...base, ...entry }, blue] });
    assert.throws(bad({ controller: 'green' }), refusal('steamwork-arena/setup.placement', 'steamworks[0].controller'));
    assert.throws(bad({ reserve: -1 }), refusal('steamwork-arena/setup.placement', 'steamworks[0].reserve'));
    assert.throws(bad({ mode: 'F' }), refusal('steamwork-arena/setup.placement', 'steamworks[0].mode'));
    assert.throws(bad({ health: 4 }), refusal('steamwork-arena/setup.placement', 'steamworks[0].health'));
    assert.throws(bad({ shutDown: ['A', 'B', 'C', 'D', 'E'] }), refusal('steamwork-arena/setup.placement', 'steamworks[0].shutDown'));
    assert.throws(bad({ position: { x: 30, y: 1 } }), refusal('steamwork-arena/setup.placement', 'steamworks[0].position'));
    assert.throws(bad({ reserve: 101 }), refusal('steamwork-arena/setup.placement', 'steamworks[0].reserve', /from 0 to 100/));
    // Each reserve within the bank, but not all of them together.
    assert.throws(() => ruleset.initialState({ seed: 1, steamworks: [{ ...base, reserve: 60 }, { ...blue, reserve: 60 }] }), refusal('steamwork-arena/setup.placement', 'steamworks'));
    assert.throws(() => ruleset.initialState({ seed: 1, templates: { green: ALPHA_CORE } }), refusal('steamwork-arena/setup.placement', 'templates.green'));
  });

  it('names a bad template or special where the setup gives it: templates.<id> and specials[i], or a staged steamworks[i]', () => {
    const badZone = { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eXe d', D: 'aa ee', E: 'aaa e' } };
    assert.throws(() => ruleset.initialState({ seed: 1, templates: { blue: badZone } }), refusal('steamwork-arena/setup.template', 'templates.blue.zones.C', /^templates\.blue\.zones\.C: "X" is not an icon/));
    assert.throws(() => ruleset.initialState({ seed: 1, perPlayer: 2, templates: { 'red-2': badZone } }), refusal('steamwork-arena/setup.template', 'templates.red-2.zones.C'));
    assert.throws(() => ruleset.initialState({ seed: 1, specials: ['range-bonus', 'laser'] }), refusal('steamwork-arena/workshop.specials', 'specials[1]', /^specials\[1\] must be one of /));
    assert.throws(() => ruleset.initialState({ seed: 1, specials: 'range-bonus' }), refusal('steamwork-arena/workshop.specials', 'specials'));
    // The list is the setup's whatever the templates; specials that fit no template are the list's fault…
    assert.throws(() => ruleset.initialState({ seed: 1, templates: { red: EARLY_AGGRESSION }, specials: ['laser'] }), refusal('steamwork-arena/workshop.specials', 'specials[0]'));
    assert.throws(() => ruleset.initialState({ seed: 1, specials: ['reduce-damage', 'range-bonus'] }), refusal('steamwork-arena/workshop.specials', 'specials', /cost 7 of the 6 icons/));
    // …and specials that leave too few icons for one template given are that template's, as in secret customisation.
    assert.throws(() => ruleset.initialState({ seed: 1, templates: { blue: EARLY_AGGRESSION }, specials: ['reduce-damage'] }), refusal('steamwork-arena/workshop.specials', 'templates.blue', /^templates\.blue: these specials cost 5/));
    const staged = (entry: Record<string, unknown>) => () => ruleset.initialState({ seed: 1, steamworks: [{ id: 'blue', controller: 'blue' }, { id: 'red', controller: 'red', ...entry }] });
    assert.throws(staged({ template: badZone }), refusal('steamwork-arena/setup.template', 'steamworks[1].template.zones.C'));
    assert.throws(staged({ specials: ['laser'] }), refusal('steamwork-arena/workshop.specials', 'steamworks[1].specials[0]'));
    assert.throws(staged({ template: EARLY_AGGRESSION, specials: ['reduce-damage'] }), refusal('steamwork-arena/workshop.specials', 'steamworks[1].specials'));
  });

  it('refuses a misspelt key in a setup or a staged steamwork, naming it, instead of ignoring it', () => {
    const misspelt = { seed: 1, perPlayr: 2 };
    assert.throws(() => ruleset.initialState(misspelt), refusal('steamwork-arena/setup.placement', 'perPlayr'));
    const staged = { seed: 1, steamworks: [{ id: 'x', controller: 'red', reserv: 3 }, { id: 'y', controller: 'blue' }] };
    assert.throws(() => ruleset.initialState(staged), (error) => {
      assert.ok(error instanceof RuleViolation);
      assert.equal(error.field, 'steamworks[0].reserv');
      assert.match(error.message, /^steamworks\[0\]\.reserv is not a field we know; steamworks\[0\] has id, controller, template, /);
      return true;
    });
    const offBoard = { seed: 1, steamworks: [{ id: 'x', controller: 'red', position: { x: 1, y: 2, z: 3 } }, { id: 'y', controller: 'blue' }] };
    assert.throws(() => ruleset.initialState(offBoard), refusal('steamwork-arena/setup.placement', 'steamworks[0].position.z'));
  });

  it('a staged setup takes its reserves from the bank', () => {
    const state = ruleset.initialState({
      seed: 1,
      steamworks: [
        { id: 'laurel', controller: 'red', reserve: 6, mode: 'D', position: { x: 5, y: 5 } },
        { id: 'hardy', controller: 'blue', reserve: 3, health: 2, shutDown: ['E'] },
      ],
    });
    assert.equal(totalEnergy(state), 100);
    assert.equal(state.steamworks.laurel?.mode, 'D');
    assert.deepEqual(state.steamworks.laurel.position, { x: 5, y: 5 });
    assert.equal(state.steamworks.hardy?.health, 2);
    assert.deepEqual(state.steamworks.hardy.shutDown, ['E']);
  });
});

describe('steamwork-arena/setup.secret', () => {
  const setup = { seed: 3, secretCustomisation: true };

  it('opens on a secret customise prompt; nobody sees another\'s templates until all are in', () => {
    const start = ruleset.initialState(setup);
    assert.equal(start.phase, 'customise');
    assert.equal(start.prompt?.id, 'customise');
    assert.equal(start.round, 1);
    assert.equal(start.steamworks.red?.reserve, 0, 'ENERGIZE waits for the reveal');
    const { state, events } = playWithEvents(start, { type: 'customise', player: 'red', templates: { red: formatTemplate(EARLY_AGGRESSION) } });
    assert.equal(state.steamworks.red?.template, ALPHA_CORE, 'not applied before the reveal');
    const seen = view(state, 'blue');
    assert.ok(seen.prompt?.kind === 'commit-reveal');
    assert.equal(seen.prompt.commitments.red, HIDDEN);
    for (const event of events) assert.doesNotMatch(JSON.stringify(viewEvent(event, 'blue')), /"added":true/);
    const revealed = playWithEvents(state, { type: 'customise', player: 'blue', templates: {} });
    assert.ok(revealed.events.some((event) => event.type === 'templates-revealed'));
    assert.deepEqual(revealed.state.steamworks.red?.template, EARLY_AGGRESSION);
    assert.deepEqual(revealed.state.steamworks.blue?.template, ALPHA_CORE);
    assert.equal(revealed.state.prompt?.id, 'bid');
    assert.equal(revealed.state.steamworks.red.reserve, 4, 'energized from the customised zone C');
    assert.equal(totalEnergy(revealed.state), 100);
  });

  it('refuses a seventh icon, another player\'s steamwork and a second customisation, changing nothing', () => {
    const start = ruleset.initialState(setup);
    const seven = { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eee d', D: 'aa ee', E: 'aaa e AAAAAAA' } };
    assert.throws(() => play(start, { type: 'customise', player: 'red', templates: { red: seven } }), refusal('steamwork-arena/setup.customise'));
    assert.throws(() => play(start, { type: 'customise', player: 'red', templates: { blue: ALPHA_CORE } }), refusal('steamwork-arena/setup.secret', 'templates.blue'));
    assert.throws(() => play(start, { type: 'customise', player: 'red', templates: 'x' as unknown as Record<string, unknown> }), refusal('steamwork-arena/setup.secret', 'templates'));
    const once = play(start, { type: 'customise', player: 'red', templates: {} });
    assert.throws(() => play(once, { type: 'customise', player: 'red', templates: {} }), RuleViolation);
    assert.throws(() => play(start, { type: 'bid', player: 'red', amount: 0 }), RuleViolation);
  });
});

describe('steamwork-arena/teams.sides', () => {
  const teams = { seed: 5, perPlayer: 2 };

  it('two sides of two: four steamworks, each with its own reserve, the side\'s ones together', () => {
    const state = ruleset.initialState(teams);
    assert.deepEqual(Object.keys(state.steamworks), ['red-1', 'red-2', 'blue-1', 'blue-2']);
    assert.deepEqual(Object.values(state.steamworks).map((entry) => entry.controller), ['red', 'red', 'blue', 'blue']);
    assert.deepEqual(Object.values(state.steamworks).map((entry) => entry.reserve), [3, 3, 3, 3]);
    assert.ok(state.prompt?.kind === 'commit-reveal');
    assert.deepEqual(state.prompt.players, ['red', 'blue'], 'one bid per player');
    assert.equal(view(state, 'red').steamworks['blue-1']?.reserve, null);
    assert.equal(view(state, 'red').steamworks['red-2']?.reserve, 3);
  });

  it('a side bids from any reserves it controls, split as it says or fullest first', () => {
    let state = withReserves(ruleset.initialState(teams), { 'red-1': 1, 'red-2': 4 });
    const split = playWithEvents(state, { type: 'bid', player: 'red', amount: 3, from: { 'red-1': 1, 'red-2': 2 } });
    const committed = split.events.find((event) => event.type === 'committed');
    assert.deepEqual(committed?.type === 'committed' ? committed.fromReserves : null, { 'red-1': 1, 'red-2': 2 });
    const fullest = playWithEvents(state, { type: 'bid', player: 'red', amount: 4 });
    assert.deepEqual(fullest.state.steamworks['red-1']?.reserve, 0);
    assert.deepEqual(fullest.state.steamworks['red-2']?.reserve, 1);
    assert.throws(() => play(state, { type: 'bid', player: 'red', amount: 2, from: { 'blue-1': 2 } }), refusal('steamwork-arena/teams.sides', 'from.blue-1'));
    assert.throws(() => play(state, { type: 'bid', player: 'red', amount: 2, from: { 'red-1': 2 } }), refusal('steamwork-arena/teams.sides', 'from.red-1'));
    assert.throws(() => play(state, { type: 'bid', player: 'red', amount: 3, from: { 'red-2': 2 } }), refusal('steamwork-arena/teams.sides', 'from'));
    assert.throws(() => play(state, { type: 'bid', player: 'red', amount: 6 }), refusal('steamwork-arena/round.bid', 'amount'));
    const bankBefore = state.bank;
    state = play(split.state, { type: 'bid', player: 'blue', amount: 0 });
    assert.deepEqual(state.initiative, ['red', 'blue']);
    assert.deepEqual(state.order, ['red-1', 'red-2', 'blue-1', 'blue-2']);
    assert.equal(state.bank, bankBefore + 3, 'the bid is spent');
  });

  it('shifts run last to first and acts first to last, steamwork by steamwork; a side never attacks its own', () => {
    let state = playAll(ruleset.initialState(teams), [
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 0 },
    ]);
    const shifting: string[] = [];
    while (state.prompt?.id === 'shift') {
      shifting.push(state.order[state.turn] ?? '');
      state = play(state, { type: 'shift', player: answering(state), to: 'C' });
    }
    assert.deepEqual(shifting, ['blue-2', 'blue-1', 'red-2', 'red-1']);
    assert.equal(state.act?.steamwork, 'red-1');
    state = withSteamwork(state, 'red-2', { position: state.steamworks['red-1']?.position ?? { x: 0, y: 0 } });
    assert.throws(() => play(state, { type: 'attack', player: 'red', target: 'red-2', rangeEnergy: 0 }), refusal('steamwork-arena/round.act', 'target'));
    assert.ok(ruleset.legalCommands(state).every((command) => command.type !== 'attack' || command.target.startsWith('blue')));
    const acting: string[] = [];
    while (state.prompt?.id === 'act') {
      acting.push(state.act?.steamwork ?? '');
      state = play(state, { type: 'end-act', player: answering(state) });
    }
    assert.deepEqual(acting, ['red-1', 'red-2', 'blue-1', 'blue-2']);
    assert.equal(state.round, 2);
  });

  it('a conflict between sides takes the hands from the two steamworks in it; the last side standing wins', () => {
    let state = playAll(ruleset.initialState(teams), [
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 0 },
    ]);
    state = stayAll(state);
    state = withSteamwork(state, 'blue-2', { position: state.steamworks['red-1']?.position ?? { x: 0, y: 0 }, shutDown: ['A', 'B', 'D', 'E'], health: 1 });
    state = withSteamwork(state, 'blue-1', { out: true });
    state = { ...state, order: state.order.filter((id) => id !== 'blue-1') };
    state = playAll(state, [
      { type: 'attack', player: 'red', target: 'blue-2', rangeEnergy: 0 },
      { type: 'hide', player: 'red', hands: [1, 0] },
      { type: 'hide', player: 'blue', hands: [0, 0] },
      { type: 'pick', player: 'red', hand: 0 },
      { type: 'pick', player: 'blue', hand: 0 },
    ]);
    assert.equal(state.steamworks['red-1']?.reserve, 1, 'the attacker\'s hands came from red-1');
    assert.equal(state.steamworks['red-2']?.reserve, 3);
    state = play(state, { type: 'spend-pdp', player: 'red', effect: 'health', shutDown: 'C' });
    while (state.prompt?.id === 'act') state = play(state, { type: 'end-act', player: answering(state) });
    assert.deepEqual(state.outcome?.winners, ['red']);
    assert.equal(state.steamworks['blue-2']?.out, true);
  });

  it('refuses more than 3 steamworks a player or more than 6 in all', () => {
    assert.throws(() => ruleset.initialState({ seed: 1, perPlayer: 4 }), refusal('steamwork-arena/teams.sides', 'perPlayer'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'b', 'c'], perPlayer: 3 }), refusal('steamwork-arena/teams.sides', 'perPlayer'));
    assert.throws(
      () => ruleset.initialState({ seed: 1, steamworks: [{ id: 'x', controller: 'red' }] }),
      refusal('steamwork-arena/teams.sides', 'steamworks'),
    );
  });
});

describe('steamwork-arena/workshop.specials', () => {
  it('each special costs icons from the six a player may add', () => {
    assert.equal(iconAllowance([]), 6);
    assert.equal(iconAllowance(['range-bonus', 'initiative-bonus']), 2);
    assert.deepEqual(validateSpecials(['reduce-damage'], ALPHA_CORE, 'specials'), ['reduce-damage']);
    assert.throws(() => validateSpecials(['reduce-damage'], EARLY_AGGRESSION, 'specials'), refusal('steamwork-arena/workshop.specials', 'specials'));
    assert.throws(() => validateSpecials(['laser'], ALPHA_CORE, 'specials'), refusal('steamwork-arena/workshop.specials', 'specials[0]'));
    assert.throws(() => validateSpecials(['range-bonus', 'range-bonus'], ALPHA_CORE, 'specials'), refusal('steamwork-arena/workshop.specials', 'specials'));
    assert.throws(() => ruleset.initialState({ seed: 1, specials: 'range-bonus' }), refusal('steamwork-arena/workshop.specials', 'specials'));
  });

  it('+1 energy during ENERGIZE', () => {
    const state = ruleset.initialState({ seed: 1, specials: ['energize-bonus'] });
    assert.equal(state.steamworks.red?.reserve, 4);
  });

  it('+1 inch ranged attack bonus: mode C reaches 3 inches for 1 energy, 4 with the bonus', () => {
    const staged = (specials: string[]): SteamworkState => {
      let state = ruleset.initialState({
        seed: 2,
        steamworks: [
          { id: 'red', controller: 'red', reserve: 5, position: { x: 10, y: 10 }, specials },
          { id: 'blue', controller: 'blue', position: { x: 14, y: 10 } },
        ],
      });
      state = stayAll(playAll(state, [{ type: 'bid', player: 'red', amount: 1 }, { type: 'bid', player: 'blue', amount: 0 }]));
      return state;
    };
    assert.throws(() => play(staged([]), { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 1 }), refusal('steamwork-arena/ranged.range-cost', 'rangeEnergy'));
    const bonus = play(staged(['range-bonus']), { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 1 });
    assert.equal(bonus.conflict?.rangeEnergy, 1);
  });

  it('+1 initiative bonus wins a tie without being spent', () => {
    const state = playAll(ruleset.initialState({ seed: 9, steamworks: [{ id: 'red', controller: 'red' }, { id: 'blue', controller: 'blue', specials: ['initiative-bonus'] }] }), [
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 1 },
    ]);
    assert.deepEqual(state.initiative, ['blue', 'red']);
    assert.equal(state.bank, 100 - 6 + 2);
  });

  it('reduce all damage by 1: 2 pdp become 1', () => {
    let state = ruleset.initialState({
      seed: 4,
      steamworks: [
        { id: 'red', controller: 'red', reserve: 5, mode: 'E', position: { x: 10, y: 10 } },
        { id: 'blue', controller: 'blue', position: { x: 10.5, y: 10 }, specials: ['reduce-damage'] },
      ],
    });
    state = stayAll(playAll(state, [{ type: 'bid', player: 'red', amount: 1 }, { type: 'bid', player: 'blue', amount: 0 }]));
    const { events } = playWithEvents(
      playAll(state, [
        { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 0 },
        { type: 'hide', player: 'red', hands: [2, 1] },
        { type: 'hide', player: 'blue', hands: [0, 0] },
        { type: 'pick', player: 'red', hand: 0 },
      ]),
      { type: 'pick', player: 'blue', hand: 0 },
    );
    const picked = events.find((event) => event.type === 'hands-picked');
    assert.deepEqual(picked?.type === 'hands-picked' ? [picked.attackerRevealed, picked.pdp] : null, [2, 1]);
  });
});
