/**
 * The whole game's presets: each opening is legal from its setup and stops at the moment its
 * description tells, and what its "try" line promises is what the rules then do.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hexDistance, type Hex } from '../hex.ts';
import { sectionHex } from '../board.ts';
import type { FlyCommand, StarEaterCommand, StarEaterEvent, StarEaterState } from './model.ts';
import { STAR_EATER_GAME_PRESETS, STAR_EATER_GAME_PRESET_NAMES, starEaterGamePreset, type StarEaterGamePresetName } from './presets.ts';
import { ruleset } from './ruleset.ts';

function play(state: StarEaterState, commands: readonly StarEaterCommand[]): { state: StarEaterState; events: StarEaterEvent[] } {
  let current = state;
  const events: StarEaterEvent[] = [];
  for (const command of commands) {
    for (const event of ruleset.decide(current, command)) {
      events.push(event);
      current = ruleset.evolve(current, event);
    }
  }
  return { state: current, events };
}

function started(name: StarEaterGamePresetName): StarEaterState {
  const preset = starEaterGamePreset(name);
  assert.ok(preset !== null, name);
  return play(ruleset.initialState(preset.setup), preset.opening).state;
}

function bow(state: StarEaterState, player: string): Hex {
  const ship = state.ships[player];
  assert.ok(ship !== undefined);
  return sectionHex(state.hull, ship.pose, 'bow');
}

function eventsOf<Type extends StarEaterEvent['type']>(events: readonly StarEaterEvent[], type: Type): Extract<StarEaterEvent, { type: Type }>[] {
  return events.filter((event): event is Extract<StarEaterEvent, { type: Type }> => event.type === type);
}

/** Plays on, everyone passing in the fighter phase and taking the first answer to a prompt, until the round is over. */
function finishRound(state: StarEaterState): { state: StarEaterState; events: StarEaterEvent[] } {
  const round = state.round;
  let current = state;
  const events: StarEaterEvent[] = [];
  while (current.round === round && current.outcome === null && current.prompt?.kind !== 'commit-reveal') {
    const player = ruleset.toAct(current)[0];
    const command = ruleset.legalCommands(current).find((candidate) => candidate.player === player && (current.phase !== 'fighter' || candidate.type === 'pass'));
    assert.ok(command !== undefined);
    const next = play(current, [command]);
    events.push(...next.events);
    current = next.state;
  }
  return { state: current, events };
}

const QUIET_ROUND: readonly StarEaterCommand[] = [
  { type: 'commit', player: 'fpa', engine: 'none', cards: ['vent-coolant', 'launch'] },
];

describe('star-eater game presets', () => {
  it('names each preset once, and finds none by another name', () => {
    assert.deepEqual(
      STAR_EATER_GAME_PRESETS.map((preset) => preset.name),
      [...STAR_EATER_GAME_PRESET_NAMES],
    );
    assert.equal(starEaterGamePreset('none'), null);
    assert.equal(starEaterGamePreset('Head-On'), null);
  });

  it('plays every opening from its setup, and the game goes on from there', () => {
    for (const preset of STAR_EATER_GAME_PRESETS) {
      const state = started(preset.name);
      assert.equal(state.outcome, null, preset.name);
      assert.ok(ruleset.legalCommands(state).length > 0, preset.name);
      assert.deepEqual(JSON.parse(JSON.stringify(state)), state, preset.name);
    }
  });
});

describe('star-eater/fighter.launch', () => {
  it('launch-and-fly: Lamais activates first in round 1, with a launch, and may fly the Wasps three hexes past the launch, ending facing its last move', () => {
    const state = started('launch-and-fly');
    assert.equal(state.phase, 'fighter');
    assert.equal(state.round, 1);
    assert.deepEqual(ruleset.toAct(state), ['lamais']);
    assert.equal(state.fighters?.launches.lamais, 1);
    const flights = ruleset.legalCommands(state).filter((command): command is FlyCommand => command.type === 'fly' && command.squadron === 'lamais-wasps');
    const longest = flights.find((command) => command.launch !== undefined && command.path.length === 3 && command.act === undefined && command.recall !== true);
    assert.ok(longest !== undefined, 'a launch with three more moves');
    const { state: after } = play(state, [longest]);
    const wasps = after.squadrons.find((squadron) => squadron.id === 'lamais-wasps');
    const last = longest.path.at(-1);
    const before = longest.path.at(-2);
    assert.ok(wasps?.pose && last && before);
    assert.deepEqual(wasps.pose.at, last);
    assert.equal(hexDistance(before, last), 1);
    assert.deepEqual(ruleset.toAct(after), ['fpa']);
  });
});

describe('star-eater/collision.warship', () => {
  it('head-on: round 2, two tokens each straight at the other, three hexes between the bows', () => {
    const state = started('head-on');
    assert.equal(state.phase, 'commit');
    assert.equal(state.round, 2);
    assert.deepEqual(state.ships.lamais?.mat, { linear: [0, 0], rotational: [] });
    assert.deepEqual(state.ships.fpa?.mat, { linear: [3, 3], rotational: [] });
    assert.equal(hexDistance(bow(state, 'lamais'), bow(state, 'fpa')), 4);
    assert.equal(state.ships.lamais.armour.bow, 0);
    assert.equal(state.ships.fpa.armour.bow, 2);
  });

  it('head-on, engines off: both ram on the second step, each loses that token and deals 1 at the overlap, and the step is undone', () => {
    const state = started('head-on');
    const { state: after, events } = play(state, [{ type: 'commit', player: 'lamais', engine: 'none', cards: ['vent-coolant', 'launch'] }, ...QUIET_ROUND]);
    const hits = eventsOf(events, 'section-hit').map((event) => [event.hit.ship, event.hit.section, event.hit.damage, event.hit.rule]);
    assert.deepEqual(hits, [
      ['fpa', 'bow', 1, 'star-eater/collision.warship'],
      ['lamais', 'bow', 1, 'star-eater/collision.warship'],
    ]);
    assert.deepEqual(after.ships.lamais?.mat.linear, [0]);
    assert.deepEqual(after.ships.fpa?.mat.linear, [3]);
    assert.equal(after.ships.lamais.structure, 9, "Lamais's bare bow passes the hit to its structure");
    assert.equal(hexDistance(bow(after, 'lamais'), bow(after, 'fpa')), 2, 'the colliding step undone');
  });

  it('head-on, Lamais thrusts south: one token cancelled, Lamais stops after one step, and the bows end side by side untouched', () => {
    const state = started('head-on');
    const { state: after, events } = play(state, [{ type: 'commit', player: 'lamais', engine: 3, cards: ['vent-coolant', 'launch'] }, ...QUIET_ROUND]);
    assert.deepEqual(eventsOf(events, 'thrust-applied').find((event) => event.player === 'lamais')?.effects, ['cancelled']);
    assert.deepEqual(eventsOf(events, 'section-hit'), []);
    assert.equal(hexDistance(bow(after, 'lamais'), bow(after, 'fpa')), 1);
  });
});

describe('star-eater/laser.beam', () => {
  it('laser-through-two: Lamais has ordered Fire main and passed; FPA is to act with the Darts in the beam and the Strikers beside it', () => {
    const state = started('laser-through-two');
    assert.equal(state.phase, 'fighter');
    assert.equal(state.round, 3);
    assert.deepEqual(ruleset.toAct(state), ['fpa']);
    assert.deepEqual(state.orders?.lamais?.cards, ['fire-main', 'vent-coolant']);
    assert.deepEqual(state.squadrons.find((squadron) => squadron.id === 'fpa-darts')?.pose?.at, { q: 6, r: 3 });
  });

  it("the rulebook's example: damage 3 through two squadrons destroys both and deals 1 to the warship", () => {
    const state = started('laser-through-two');
    const { events } = play(state, [
      { type: 'fly', player: 'fpa', squadron: 'fpa-strikers', path: [{ q: 6, r: 2 }] },
      { type: 'pass', player: 'fpa' },
    ]);
    const beam = eventsOf(events, 'laser-fired');
    assert.deepEqual(beam.map((event) => event.destroyed), [['fpa-darts', 'fpa-strikers']]);
    const hits = eventsOf(events, 'section-hit').filter((event) => event.hit.by === 'lamais-lance');
    assert.deepEqual(hits.map((event) => [event.hit.ship, event.hit.section, event.hit.damage]), [['fpa', 'bow', 1]]);
  });

  it('with the Darts flown out of the line and the Strikers left beside it, all 3 land', () => {
    const state = started('laser-through-two');
    const away = ruleset.legalCommands(state).find((command): command is FlyCommand => command.type === 'fly' && command.squadron === 'fpa-darts' && command.act === undefined && command.recall !== true && (command.path.at(-1)?.q ?? 6) !== 6);
    assert.ok(away !== undefined);
    const { events } = play(state, [away, { type: 'pass', player: 'fpa' }]);
    assert.deepEqual(eventsOf(events, 'laser-fired').map((event) => event.destroyed), [[]]);
    const hits = eventsOf(events, 'section-hit').filter((event) => event.hit.by === 'lamais-lance');
    assert.deepEqual(hits.map((event) => [event.hit.ship, event.hit.section, event.hit.damage]), [['fpa', 'bow', 3]]);
  });
});

describe('star-eater/torpedo.homing', () => {
  it("torpedo-run: round 2's orders, with two FPA torpedoes flying towards Lamais", () => {
    const state = started('torpedo-run');
    assert.equal(state.phase, 'commit');
    assert.equal(state.round, 2);
    const torpedoes = state.tokens.filter((token) => token.kind === 'torpedo' && token.owner === 'fpa');
    assert.equal(torpedoes.length, 2);
    const lamais = state.ships.lamais?.pose.at;
    assert.ok(lamais !== undefined);
    for (const torpedo of torpedoes) assert.ok(hexDistance(torpedo.at, lamais) <= 8, `${torpedo.id} on its way`);
  });

  it('torpedo-run: in the weapons phase each torpedo moves and turns towards Lamais', () => {
    const state = started('torpedo-run');
    const before = state.tokens.map((token) => ({ id: token.id, distance: hexDistance(token.at, state.ships.lamais?.pose.at ?? token.at) }));
    const ordered = play(state, [{ type: 'commit', player: 'lamais', engine: 'none', cards: ['vent-coolant', 'launch'] }, ...QUIET_ROUND]);
    const { events } = finishRound(ordered.state);
    const moves = eventsOf(events, 'token-moved');
    assert.equal(moves.length, 2);
    for (const { id, distance } of before) {
      const move = moves.find((event) => event.token === id);
      assert.ok(move !== undefined, id);
      assert.ok(move.outcome !== 'flying' || hexDistance(move.at, state.ships.lamais?.pose.at ?? move.at) < distance, `${id} closes in`);
    }
  });
});
