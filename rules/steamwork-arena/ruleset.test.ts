import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { view } from './view.ts';
import { BANK_TOKENS, HEALTH_STEPS, distance, type SteamworkState } from './model.ts';
import { play, playAll, playWithEvents, refusal, totalEnergy, withReserves, withSteamwork } from './test-support.ts';

function reserve(state: SteamworkState, player: string): number | null {
  return state.steamworks[player]?.reserve ?? null;
}

/** Plays both bids and lets everyone stay in SHIFT; returns the state at the first ACT. */
/** Red attacks Blue (in touch), hides 1 against Blue's 0, both pick the first hand: Red wins one pdp. */
function redWinsOnePdp(state: SteamworkState): SteamworkState {
  return playAll(state, [
    { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 0 },
    { type: 'hide', player: 'red', hands: [1, 0] },
    { type: 'hide', player: 'blue', hands: [0, 0] },
    { type: 'pick', player: 'red', hand: 0 },
    { type: 'pick', player: 'blue', hand: 0 },
  ]);
}

function toAct(state: SteamworkState, bids: Record<string, number>): SteamworkState {
  let next = state;
  for (const [player, amount] of Object.entries(bids)) next = play(next, { type: 'bid', player, amount });
  while (next.prompt?.id === 'shift') {
    const player = next.prompt.kind === 'choice' ? next.prompt.player : '';
    next = play(next, { type: 'shift', player, to: next.steamworks[player]?.mode ?? 'C' });
  }
  return next;
}

function actor(state: SteamworkState): string {
  assert.equal(state.prompt?.kind, 'choice');
  return state.prompt.player;
}

describe('steamwork-arena/setup.placement', () => {
  it('{ seed } alone: two alpha templates 10 inches apart, mode C, full health, round 1 energized, bidding', () => {
    const state = ruleset.initialState({ seed: 1 });
    assert.deepEqual(state.seats, ['red', 'blue']);
    const red = state.steamworks.red;
    const blue = state.steamworks.blue;
    assert.ok(red && blue);
    assert.equal(distance(red.position, blue.position), 10);
    for (const entry of [red, blue]) {
      assert.equal(entry.mode, 'C');
      assert.equal(entry.health, HEALTH_STEPS);
      assert.deepEqual(entry.shutDown, []);
      assert.equal(entry.reserve, 3);
    }
    assert.equal(state.bank, BANK_TOKENS - 6);
    assert.equal(state.phase, 'bid');
    assert.equal(state.prompt?.id, 'bid');
    assert.equal(ruleset.outcome(state), null);
  });

  it('refuses a setup without two distinct players, or with a bad template', () => {
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a'] }), refusal('steamwork-arena/setup.placement'));
    assert.throws(() => ruleset.initialState({ seed: 1, players: ['a', 'a'] }), refusal('steamwork-arena/setup.placement'));
    assert.throws(() => ruleset.initialState({ seed: 1, templates: { red: { zones: { A: 'x' } } } }), RuleViolation);
  });
});

describe('steamwork-arena/round.bid', () => {
  it('bids are secret until both are in, then the highest goes first and all bids go to the bank', () => {
    const start = ruleset.initialState({ seed: 5 });
    const one = play(start, { type: 'bid', player: 'red', amount: 1 });
    const seen = view(one, 'blue').prompt;
    assert.ok(seen?.kind === 'commit-reveal');
    assert.equal(seen.commitments.red, 'hidden');
    const { state, events } = playWithEvents(one, { type: 'bid', player: 'blue', amount: 2 });
    assert.deepEqual(state.initiative, ['blue', 'red']);
    assert.equal(reserve(state, 'red'), 2);
    assert.equal(reserve(state, 'blue'), 1);
    assert.equal(state.bank, start.bank + 3);
    assert.ok(events.some((event) => event.type === 'bids-revealed' && event.tieBreaks.length === 0));
  });

  it('a tie is settled by a seeded guess-a-hand recorded in the event', () => {
    const start = ruleset.initialState({ seed: 9 });
    const { state, events } = playWithEvents(play(start, { type: 'bid', player: 'red', amount: 1 }), { type: 'bid', player: 'blue', amount: 1 });
    const revealed = events.find((event) => event.type === 'bids-revealed');
    assert.ok(revealed?.type === 'bids-revealed');
    assert.deepEqual(revealed.tieBreaks[0]?.tied, ['red', 'blue']);
    assert.deepEqual(state.initiative, revealed.tieBreaks[0].order);
    assert.notDeepEqual(state.random, start.random);
  });

  it('refuses a bid above the reserve, a negative or fractional bid, and a second bid', () => {
    const start = ruleset.initialState({ seed: 2 });
    assert.throws(() => play(start, { type: 'bid', player: 'red', amount: 4 }), refusal('steamwork-arena/round.bid'));
    assert.throws(() => play(start, { type: 'bid', player: 'red', amount: -1 }), refusal('steamwork-arena/round.bid'));
    assert.throws(() => play(start, { type: 'bid', player: 'red', amount: 0.5 }), refusal('steamwork-arena/round.bid'));
    const once = play(start, { type: 'bid', player: 'red', amount: 0 });
    assert.throws(() => play(once, { type: 'bid', player: 'red', amount: 0 }), refusal('engine/commit.already-committed'));
  });
});

describe('steamwork-arena/round.shift', () => {
  it('shifts from last initiative to first; an unaffordable shift is refused citing the rule', () => {
    let state = playAll(ruleset.initialState({ seed: 3 }), [
      { type: 'bid', player: 'red', amount: 2 },
      { type: 'bid', player: 'blue', amount: 0 },
    ]);
    assert.deepEqual(state.initiative, ['red', 'blue']);
    assert.equal(actor(state), 'blue');
    assert.throws(() => play(state, { type: 'shift', player: 'red', to: 'C' }), refusal('engine/prompt.wrong-player'));
    state = play(state, { type: 'shift', player: 'blue', to: 'A' });
    assert.equal(reserve(state, 'blue'), 0);
    assert.equal(actor(state), 'red');
    assert.throws(() => play(state, { type: 'shift', player: 'red', to: 'A' }), refusal('steamwork-arena/round.shift'));
    state = play(state, { type: 'shift', player: 'red', to: 'D' });
    assert.equal(state.steamworks.red?.mode, 'D');
    assert.equal(state.phase, 'act');
    assert.equal(actor(state), 'red');
  });
});

describe('steamwork-arena/round.act', () => {
  it('one move up to the mode length, one attack; not moving and not attacking gain 1 each', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    assert.equal(actor(state), 'red');
    const from = state.steamworks.red?.position ?? { x: 0, y: 0 };
    assert.throws(() => play(state, { type: 'move', player: 'red', to: { x: from.x + 3.5, y: from.y } }), refusal('steamwork-arena/zones.lengths'));
    assert.throws(() => play(state, { type: 'move', player: 'red', to: { x: -1, y: from.y } }), refusal('steamwork-arena/round.act'));
    state = play(state, { type: 'move', player: 'red', to: { x: from.x + 3, y: from.y } });
    assert.throws(() => play(state, { type: 'move', player: 'red', to: from }), refusal('steamwork-arena/round.act'));
    assert.throws(() => play(state, { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 0 }), refusal('steamwork-arena/round.act'));
    const before = reserve(state, 'red') ?? 0;
    state = play(state, { type: 'end-act', player: 'red' });
    assert.equal(reserve(state, 'red'), before + 1);
    assert.equal(actor(state), 'blue');
    const blueBefore = reserve(state, 'blue') ?? 0;
    state = play(state, { type: 'end-act', player: 'blue' });
    // 2 for neither moving nor attacking, then the next round's 3 from zone C.
    assert.equal(state.round, 2);
    assert.equal(reserve(state, 'blue'), blueBefore + 2 + 3);
  });
});

describe('steamwork-arena/zones.lengths', () => {
  it('refusals count in words: "1 inch", "1 step", never "1 inches"', () => {
    const acting = withSteamwork(toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 }), 'red', { mode: 'A' });
    const from = acting.steamworks.red?.position ?? { x: 0, y: 0 };
    assert.throws(() => play(acting, { type: 'move', player: 'red', to: { x: from.x + 2, y: from.y } }), refusal('steamwork-arena/zones.lengths', 'to', /up to 1 inch; that is 2\.00\.$/));
    const shifting = withReserves(
      playAll(ruleset.initialState({ seed: 3 }), [
        { type: 'bid', player: 'red', amount: 2 },
        { type: 'bid', player: 'blue', amount: 0 },
      ]),
      { blue: 0 },
    );
    assert.throws(() => play(shifting, { type: 'shift', player: 'blue', to: 'B' }), refusal('steamwork-arena/round.shift', 'to', /is 1 step and costs 1 energy/));
  });
});

describe('steamwork-arena/ranged.range-cost', () => {
  it('a ranged attack pays whole inverse lengths up front; too little range is refused', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    // Red in mode C (attack 1) 10 inches away needs 4 C-lengths of range: more than the attack value.
    assert.throws(() => play(state, { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 1 }), refusal('steamwork-arena/ranged.range-cost'));
    state = withSteamwork(state, 'blue', { position: { x: 10, y: 12 } });
    const red = reserve(state, 'red') ?? 0;
    state = play(state, { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 1 });
    assert.equal(reserve(state, 'red'), red - 1);
    assert.equal(state.prompt?.id, 'hands');
    assert.throws(() => play(state, { type: 'hide', player: 'red', hands: [1, 0] }), refusal('steamwork-arena/conflict.hide'));
  });
});

const LAUREL_TEMPLATE = { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a AAAA eee d', D: 'aa ee', E: 'aaa e' } };
const HARDY_TEMPLATE = { core: 'alpha', zones: { A: 'e ddd', B: 'ee dd', C: 'a eee d D', D: 'aa ee', E: 'aaa e' } };

describe('steamwork-arena/conflict.pdp-spend', () => {
  it('Conflict Example 1 and Reckoning Example 1, played through the ruleset', () => {
    let state = ruleset.initialState({ seed: 11, players: ['laurel', 'hardy'], templates: { laurel: LAUREL_TEMPLATE, hardy: HARDY_TEMPLATE } });
    const total = totalEnergy(state);
    state = toAct(state, { laurel: 0, hardy: 0 });
    if (actor(state) === 'hardy') state = play(state, { type: 'end-act', player: 'hardy' });
    assert.equal(actor(state), 'laurel');
    // Test-only editor: Laurel 6 energy, Hardy 3, touching.
    state = withReserves(state, { laurel: 6, hardy: 3 });
    const at = state.steamworks.laurel?.position ?? { x: 0, y: 0 };
    state = withSteamwork(state, 'hardy', { position: { x: at.x + 1, y: at.y } });
    assert.equal(totalEnergy(state), total);
    state = play(state, { type: 'attack', player: 'laurel', target: 'hardy', rangeEnergy: 0 });
    assert.equal(state.conflict?.attackValue, 5);
    assert.equal(state.conflict.defenseValue, 2);
    state = playAll(state, [
      { type: 'hide', player: 'laurel', hands: [3, 2] },
      { type: 'hide', player: 'hardy', hands: [2, 0] },
      { type: 'pick', player: 'laurel', hand: 1 },
    ]);
    assert.deepEqual(view(state, 'hardy').conflict?.hands?.laurel, [null, null]);
    const picked = playWithEvents(state, { type: 'pick', player: 'hardy', hand: 1 });
    state = picked.state;
    const pick = picked.events.find((event) => event.type === 'hands-picked');
    assert.ok(pick?.type === 'hands-picked');
    assert.deepEqual([pick.attackerRevealed, pick.defenderRevealed, pick.pdp], [2, 0, 2]);
    assert.deepEqual(view(state, 'hardy').conflict?.hands?.laurel, [null, 2]);
    assert.equal(actor(state), 'laurel');
    assert.throws(() => play(state, { type: 'spend-pdp', player: 'laurel', effect: 'mode', to: 'E' }), refusal('steamwork-arena/conflict.pdp-spend'));
    state = playAll(state, [
      { type: 'spend-pdp', player: 'laurel', effect: 'health' },
      { type: 'spend-pdp', player: 'laurel', effect: 'health' },
    ]);
    assert.equal(state.steamworks.hardy?.health, 1);
    assert.equal(reserve(state, 'laurel'), 1);
    assert.equal(reserve(state, 'hardy'), 1);
    assert.equal(state.conflict, null);
    assert.equal(totalEnergy(state), total);
    // Laurel ends the act (and Hardy, if he has not acted yet); Hardy reaches the reckoning damaged.
    state = play(state, { type: 'end-act', player: 'laurel' });
    if (state.prompt?.id === 'act') state = play(state, { type: 'end-act', player: 'hardy' });
    assert.equal(state.prompt?.id, 'reckoning');
    assert.equal(actor(state), 'hardy');
    state = playAll(state, [
      { type: 'shut-down', player: 'hardy', mode: 'A' },
      { type: 'shut-down', player: 'hardy', mode: 'B' },
    ]);
    assert.equal(state.steamworks.hardy?.health, HEALTH_STEPS);
    assert.deepEqual(state.steamworks.hardy.shutDown, ['A', 'B']);
    assert.equal(state.round, 2);
    assert.equal(state.prompt?.id, 'bid');
  });

  it('a pdp can move the mode clip to an adjacent mode instead', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(state, 'blue', { position: { x: 7.5, y: 12 } });
    state = play(redWinsOnePdp(state), { type: 'spend-pdp', player: 'red', effect: 'mode', to: 'B' });
    assert.equal(state.steamworks.blue?.mode, 'B');
    assert.equal(state.prompt?.id, 'act');
  });
});

describe('steamwork-arena/damage.system-failure', () => {
  it('at System Failure the health clip goes back to the top and the attacker shuts down a running mode', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(state, 'blue', { position: { x: 7.5, y: 12 }, health: 1, shutDown: ['A'] });
    state = redWinsOnePdp(state);
    assert.throws(() => play(state, { type: 'spend-pdp', player: 'red', effect: 'health' }), refusal('steamwork-arena/damage.system-failure'));
    assert.throws(() => play(state, { type: 'spend-pdp', player: 'red', effect: 'health', shutDown: 'A' }), refusal('steamwork-arena/damage.system-failure'));
    state = play(state, { type: 'spend-pdp', player: 'red', effect: 'health', shutDown: 'C' });
    assert.equal(state.steamworks.blue?.health, HEALTH_STEPS);
    assert.deepEqual(state.steamworks.blue.shutDown, ['A', 'C']);
  });
});

describe('steamwork-arena/damage.health', () => {
  it('the meter has 3 steps above System Failure; each pdp on health moves the clip down one', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    assert.equal(state.steamworks.blue?.health, HEALTH_STEPS);
    assert.equal(HEALTH_STEPS, 3);
    state = withSteamwork(state, 'blue', { position: { x: 7.5, y: 12 } });
    state = redWinsOnePdp(state);
    assert.throws(() => play(state, { type: 'spend-pdp', player: 'red', effect: 'health', shutDown: 'C' }), refusal('steamwork-arena/damage.system-failure'));
    state = play(state, { type: 'spend-pdp', player: 'red', effect: 'health' });
    assert.equal(state.steamworks.blue?.health, HEALTH_STEPS - 1);
  });
});

describe('steamwork-arena/reckoning.winner', () => {
  it('a player with no modes left is out and the last one standing wins', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(state, 'blue', { shutDown: ['A', 'B', 'C', 'D', 'E'] });
    state = playAll(state, [
      { type: 'end-act', player: 'red' },
      { type: 'end-act', player: 'blue' },
    ]);
    assert.deepEqual(ruleset.outcome(state), { winners: ['red'], reason: 'red is the last one standing.' });
    assert.equal(state.steamworks.blue?.out, true);
    assert.deepEqual(ruleset.legalCommands(state), []);
  });

  it('a stalemate (no running mode with attack) ends the game in a draw', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(withSteamwork(state, 'blue', { shutDown: ['C', 'D', 'E'] }), 'red', { shutDown: ['C', 'D', 'E'] });
    state = playAll(state, [
      { type: 'end-act', player: 'red' },
      { type: 'end-act', player: 'blue' },
    ]);
    assert.deepEqual(ruleset.outcome(state)?.winners, []);
  });
});

describe('steamwork-arena/reckoning.voluntary-shutdown', () => {
  it('only a damaged player is asked, and never to shut down the last mode', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(state, 'blue', { health: 2, shutDown: ['A', 'B', 'C', 'D'] });
    state = playAll(state, [
      { type: 'end-act', player: 'red' },
      { type: 'end-act', player: 'blue' },
    ]);
    assert.equal(state.prompt?.id, 'bid');
    state = toAct(withSteamwork(state, 'red', { health: 2 }), { red: 0, blue: 0 });
    while (state.prompt?.id === 'act') state = play(state, { type: 'end-act', player: actor(state) });
    assert.equal(state.prompt?.id, 'reckoning');
    assert.equal(actor(state), 'red');
    state = play(state, { type: 'done', player: 'red' });
    assert.equal(state.steamworks.red?.health, 2);
    assert.equal(state.prompt?.id, 'bid');
  });
});

describe('steamwork-arena/round.energize', () => {
  it('each round starts with every player gaining their current zone\'s energy value', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 0, blue: 0 });
    state = withSteamwork(state, 'red', { mode: 'E' });
    while (state.prompt?.id === 'act') state = play(state, { type: 'end-act', player: actor(state) });
    // Round 1: 3 each, nothing bid, 2 each for not acting, then C gives 3 and E gives 1.
    assert.equal(state.round, 2);
    assert.equal(reserve(state, 'red'), 3 + 2 + 1);
    assert.equal(reserve(state, 'blue'), 3 + 2 + 3);
  });
});

describe('steamwork-arena/round.energy', () => {
  it('legalCommands on any player\'s view lists what that player may do, never throwing while another answers a prompt', () => {
    let state = ruleset.initialState({ seed: 2, players: ['red', 'blue', 'green'] });
    for (const player of ['red', 'blue', 'green']) state = play(state, { type: 'bid', player, amount: 0 });
    // SHIFT asks one player; the others' views hide that player's reserve.
    assert.equal(state.prompt?.id, 'shift');
    const asked = actor(state);
    for (const viewer of state.seats) {
      const legal = ruleset.legalCommands(view(state, viewer));
      if (viewer === asked) assert.deepEqual(legal, ruleset.legalCommands(state));
      else assert.deepEqual(legal, []);
    }
    // A spectator's view (no seat) is asked nothing either.
    assert.deepEqual(ruleset.legalCommands(view(state, 'spectator')), []);
  });
});

describe('steamwork-arena/round.act', () => {
  it('a ranged attack is for a target the attacker is not touching: range energy on a touching target is refused', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    assert.equal(actor(state), 'red');
    const at = state.steamworks.red?.position ?? { x: 0, y: 0 };
    state = withSteamwork(state, 'blue', { position: { x: at.x + 0.5, y: at.y } });
    const before = JSON.stringify(state);
    assert.throws(() => play(state, { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 1 }), refusal('steamwork-arena/round.act'));
    assert.equal(JSON.stringify(state), before);
    assert.deepEqual(
      ruleset.legalCommands(state).filter((command) => command.type === 'attack'),
      [{ type: 'attack', player: 'red', target: 'blue', rangeEnergy: 0 }],
    );
    assert.equal(play(state, { type: 'attack', player: 'red', target: 'blue', rangeEnergy: 0 }).prompt?.id, 'hands');
  });
});

describe('steamwork-arena/zones.shut-down', () => {
  it('a shut-down mode cannot be activated: shifting into it is refused and not offered; staying in it is free', () => {
    let state = ruleset.initialState({ seed: 4 });
    state = withSteamwork(state, 'red', { shutDown: ['B', 'D'] });
    state = withReserves(state, { red: 10 });
    for (const [player, amount] of Object.entries({ red: 0, blue: 1 })) state = play(state, { type: 'bid', player, amount });
    assert.equal(actor(state), 'red');
    const before = JSON.stringify(state);
    assert.throws(() => play(state, { type: 'shift', player: 'red', to: 'B' }), refusal('steamwork-arena/zones.shut-down'));
    assert.equal(JSON.stringify(state), before);
    assert.deepEqual(
      ruleset.legalCommands(state).map((command) => (command.type === 'shift' ? command.to : null)),
      ['A', 'C', 'E'],
    );
    assert.equal(play(state, { type: 'shift', player: 'red', to: 'A' }).steamworks.red?.mode, 'A');
    // Pushed into a shut-down mode by a pdp, a steamwork may stay there for free.
    const pushed = withSteamwork(state, 'red', { mode: 'B' });
    assert.equal(play(pushed, { type: 'shift', player: 'red', to: 'B' }).steamworks.red?.mode, 'B');
  });
});

describe('steamwork-arena/conflict.pdp-spend', () => {
  it('the attacker can spend the pdp, and need not: leaving the rest unspent ends the conflict', () => {
    let state = toAct(ruleset.initialState({ seed: 4 }), { red: 1, blue: 0 });
    state = withSteamwork(state, 'blue', { position: { x: 7.5, y: 12 } });
    state = redWinsOnePdp(state);
    assert.equal(state.prompt?.id, 'spend-pdp');
    assert.deepEqual(ruleset.legalCommands(state).at(-1), { type: 'forgo-pdp', player: 'red' });
    assert.throws(() => play(state, { type: 'forgo-pdp', player: 'blue' }), RuleViolation);
    const total = totalEnergy(state);
    const { state: after, events } = playWithEvents(state, { type: 'forgo-pdp', player: 'red' });
    assert.deepEqual(events.map((event) => event.type), ['pdp-forgone', 'conflict-ended', 'prompted']);
    assert.equal(after.steamworks.blue?.health, HEALTH_STEPS);
    assert.equal(after.steamworks.blue.mode, 'C');
    assert.equal(after.conflict, null);
    assert.equal(after.prompt?.id, 'act');
    assert.equal(totalEnergy(after), total);
  });
});
