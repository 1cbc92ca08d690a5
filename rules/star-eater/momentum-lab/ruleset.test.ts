import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, tryDecide, type DispatchResult, type Engine } from '../../engine/index.ts';
import {
  RULE,
  comingRounds,
  hexAt,
  isOnMat,
  matChanges,
  momentumLab,
  placeOf,
  type MomentumLabCommand,
  type MomentumLabEvent,
  type MomentumLabSetup,
  type MomentumLabState,
} from '../index.ts';

const N = 0, NE = 1, SE = 2, S = 3, NW = 5;

function lab(setup: Omit<MomentumLabSetup, 'seed'> = {}): Engine<MomentumLabState, MomentumLabCommand, MomentumLabEvent> {
  return createEngine(momentumLab, { seed: 1, ...setup });
}

function eventsOf(result: DispatchResult<MomentumLabEvent>): MomentumLabEvent[] {
  assert.ok(result.ok, result.ok ? '' : result.violation.message);
  return result.events;
}

describe('star-eater/momentum.engine', () => {
  it('applies the engine setting to the mat the round began with, and cites a rule for each thrust', () => {
    const engine = lab({ mat: 'N' });
    const events = eventsOf(engine.dispatch({ type: 'engine', setting: NE }));
    assert.deepEqual(events.map((event) => [event.type, event.rule]), [
      ['engine-set', RULE.momentumEngine],
      ['thrust-applied', RULE.momentumEngine],
    ]);
    assert.deepEqual(engine.state.mat, { linear: [N, NE], rotational: [] });
    // Turning the card again replaces this round's setting: the mat is worked out again from N.
    engine.dispatch({ type: 'engine', setting: NW });
    assert.deepEqual(engine.state.mat, { linear: [N, NW], rotational: [] });
    engine.dispatch({ type: 'engine', setting: 'none' });
    assert.deepEqual(engine.state.mat, { linear: [N], rotational: [] });
    assert.deepEqual(engine.state.thrusts, []);
  });

  it('makes the double thrust two thrusts along the facing (preset double-thrust: cancel N, then add S)', () => {
    const engine = lab({ preset: 'double-thrust' });
    assert.deepEqual(engine.state.mat, { linear: [S], rotational: [] });
    assert.deepEqual(engine.state.thrusts.map((step) => step.effect), ['cancelled', 'added']);
    // Turning the ship before it moves works the double thrust out again for the new facing.
    const events = eventsOf(engine.dispatch({ type: 'place', column: 6, row: 6, facing: NE }));
    assert.deepEqual(events.map((event) => event.type), ['ship-placed', 'engine-set', 'thrust-applied', 'thrust-applied']);
    assert.deepEqual(engine.state.mat, { linear: [N, NE, NE], rotational: [] });
  });

  it('refuses a setting the card does not have', () => {
    const refused = lab().dispatch({ type: 'engine', setting: 'left' as unknown as 0 });
    assert.ok(!refused.ok);
    assert.equal(refused.violation.rule, RULE.momentumEngine);
  });

  it('starts each round with no thrust once the round has been played', () => {
    const engine = lab({ engine: 'N' });
    engine.dispatch({ type: 'move' });
    assert.equal(engine.state.engine, 'none');
    assert.deepEqual(engine.state.matBefore, { linear: [N], rotational: [] });
    engine.dispatch({ type: 'engine', setting: N });
    assert.deepEqual(engine.state.mat, { linear: [N, N], rotational: [] });
  });
});

describe('star-eater/momentum.cancel', () => {
  it('preset cancel: N, NE, N and a thrust S leaves N, NE; the last N is the one marked', () => {
    const { state } = lab({ preset: 'cancel' });
    assert.deepEqual(state.mat, { linear: [N, NE], rotational: [] });
    assert.deepEqual(state.thrusts, [{ effect: 'cancelled', thrust: S, index: 2, token: N, became: null }]);
    const changes = matChanges(state.matBefore, state.thrusts);
    assert.deepEqual(changes.linear.map((token) => token.mark), ['kept', 'kept', 'cancelled']);
    assert.deepEqual(changes.linear.filter(isOnMat).map((token) => token.token), state.mat.linear);
  });
});

describe('star-eater/momentum.modify', () => {
  it('preset modify: N, NE, N and a thrust SE turns the last N to NE', () => {
    const engine = lab({ preset: 'modify' });
    assert.deepEqual(engine.state.mat, { linear: [N, NE, NE], rotational: [] });
    const events = engine.log.filter((event) => event.type === 'thrust-applied');
    assert.equal(events.length, 0, 'a preset starts from its setup, not from commands');
    const changes = matChanges(engine.state.matBefore, engine.state.thrusts);
    assert.deepEqual(changes.linear[2], { token: NE, mark: 'turned', from: N, thrust: 1 });
    const again = eventsOf(engine.dispatch({ type: 'engine', setting: SE }));
    assert.equal(again[1]?.rule, RULE.momentumModify);
  });
});

describe('star-eater/momentum.limits', () => {
  it('preset full-mat: the N thrust is ignored, an S still cancels', () => {
    const engine = lab({ preset: 'full-mat' });
    assert.deepEqual(engine.state.thrusts.map((step) => step.effect), ['ignored']);
    assert.deepEqual(engine.state.mat, { linear: [N, N, N, N], rotational: ['cw', 'cw'] });
    assert.deepEqual(matChanges(engine.state.matBefore, engine.state.thrusts).linear.at(-1), { token: N, mark: 'ignored', from: null, thrust: 1 });
    const events = eventsOf(engine.dispatch({ type: 'engine', setting: 'cw' }));
    assert.equal(events[1]?.rule, RULE.momentumLimits);
    eventsOf(engine.dispatch({ type: 'engine', setting: S }));
    assert.deepEqual(engine.state.mat.linear, [N, N, N]);
  });
});

describe('star-eater/momentum.move', () => {
  it('plays the round step by step: linear tokens in order, then rotations; the tokens stay', () => {
    const engine = lab({ preset: 'full-mat' });
    const events = eventsOf(engine.dispatch({ type: 'move' }));
    const steps = events.filter((event) => event.type === 'step-played');
    assert.deepEqual(steps.map((event) => [event.step, event.move.token, event.rule]), [
      [1, N, RULE.momentumMove],
      [2, N, RULE.momentumMove],
      [3, N, RULE.momentumMove],
      [4, N, RULE.momentumMove],
      [5, 'cw', RULE.momentumMove],
      [6, 'cw', RULE.momentumMove],
    ]);
    assert.deepEqual(events.at(-1), { type: 'round-ended', rule: RULE.momentumMove, round: 1, pose: { at: hexAt(6, 10), facing: SE }, mat: { linear: [N, N, N, N], rotational: ['cw', 'cw'] } });
    assert.deepEqual(placeOf(engine.state.pose), { column: 6, row: 10, facing: SE });
    assert.equal(engine.state.round, 1);
    assert.equal(engine.state.lastRound?.steps.length, 6);
  });

  it('moves exactly as the coming rounds said it would, round after round', () => {
    const engine = lab({ preset: 'modify' });
    const coming = comingRounds(engine.state, 3);
    for (const expected of coming) {
      engine.dispatch({ type: 'move' });
      assert.deepEqual(engine.state.pose, expected.pose);
      assert.deepEqual(engine.state.mat, expected.mat);
      assert.equal(engine.state.round, expected.round);
      assert.deepEqual(engine.state.lastRound?.steps.map((played) => played.move), expected.steps.flatMap((step) => step.moves));
    }
  });

  it('a ship with no tokens stays put: the round ends with no step', () => {
    const engine = lab();
    const events = eventsOf(engine.dispatch({ type: 'move' }));
    assert.deepEqual(events.map((event) => event.type), ['round-ended']);
    assert.deepEqual(engine.state.lastRound, { round: 1, steps: [] });
  });

  it('places and turns the ship only before it moves', () => {
    const engine = lab();
    eventsOf(engine.dispatch({ type: 'place', column: 3, row: 4, facing: SE }));
    assert.deepEqual(placeOf(engine.state.pose), { column: 3, row: 4, facing: SE });
    const offBoard = engine.dispatch({ type: 'place', column: 0, row: 4, facing: N });
    assert.ok(!offBoard.ok);
    assert.equal(offBoard.violation.rule, RULE.momentumMove);
    assert.match(offBoard.violation.message, /port would be off the board/);
    engine.dispatch({ type: 'move' });
    const late = engine.dispatch({ type: 'place', column: 5, row: 5, facing: N });
    assert.ok(!late.ok);
    assert.equal(late.violation.rule, RULE.momentumMove);
    assert.match(late.violation.message, /only its momentum moves it/);
    assert.ok(!momentumLab.legalCommands(engine.state).some((command) => command.type === 'place'));
  });

  it('reset goes back to the start: place, mat, engine and no damage', () => {
    const engine = lab({ preset: 'edge' });
    engine.dispatch({ type: 'move' });
    engine.dispatch({ type: 'engine', setting: S });
    engine.dispatch({ type: 'move' });
    assert.notDeepEqual(engine.state.damage, { bow: 0, port: 0, core: 0, starboard: 0, stern: 0 });
    const start = createEngine(momentumLab, { seed: 1, preset: 'edge' }).state;
    eventsOf(engine.dispatch({ type: 'reset' }));
    assert.deepEqual(engine.state, start);
  });
});

describe('star-eater/collision.edge', () => {
  it('preset edge: the second step takes three sections off the board, each takes one damage, the token comes off and the step is undone', () => {
    const engine = lab({ preset: 'edge' });
    const events = eventsOf(engine.dispatch({ type: 'move' }));
    const steps = events.filter((event) => event.type === 'step-played');
    assert.deepEqual(steps.map((event) => event.rule), [RULE.momentumMove, RULE.collisionEdge]);
    const hit = steps[1];
    assert.ok(hit?.type === 'step-played');
    assert.deepEqual(hit.move.after, hit.move.from, 'the step is undone');
    assert.deepEqual(hit.hits.map((entry) => [entry.section, entry.damage, entry.rule]), [
      ['bow', 1, RULE.collisionEdge],
      ['port', 1, RULE.collisionEdge],
      ['starboard', 1, RULE.collisionEdge],
    ]);
    assert.deepEqual(engine.state.mat, { linear: [N], rotational: [] });
    assert.deepEqual(engine.state.damage, { bow: 1, port: 1, core: 0, starboard: 1, stern: 0 });
    engine.dispatch({ type: 'move' });
    assert.deepEqual(engine.state.damage, { bow: 2, port: 2, core: 0, starboard: 2, stern: 0 });
    assert.deepEqual(engine.state.mat, { linear: [], rotational: [] });
    assert.deepEqual(placeOf(engine.state.pose), { column: 6, row: 1, facing: N });
  });

  it('the coming rounds show the hits before they happen', () => {
    const [first, second, third] = comingRounds(lab({ preset: 'edge' }).state, 3);
    assert.deepEqual(first?.steps.map((step) => step.hits.length), [0, 3]);
    assert.deepEqual(second?.steps.map((step) => step.hits.length), [3]);
    assert.deepEqual(third?.steps, []);
  });
});

describe('the presets move freely for three rounds, except the edge one', () => {
  for (const preset of ['cancel', 'modify', 'full-mat', 'double-thrust']) {
    it(preset, () => {
      const rounds = comingRounds(lab({ preset }).state, 3);
      assert.deepEqual(rounds.flatMap((round) => round.steps.flatMap((step) => step.hits)), []);
    });
  }
});

describe('legal commands', () => {
  it('lists the ten settings, the move, places that fit before the first move, and reset; all accepted', () => {
    const { state } = lab({ pose: { column: 1, row: 1 } });
    const commands = momentumLab.legalCommands(state);
    assert.equal(commands.filter((command) => command.type === 'engine').length, 10);
    for (const command of commands) assert.ok(tryDecide(momentumLab, state, command).ok, JSON.stringify(command));
    // At the corner, column 0 and row 0 would push the hull off.
    assert.ok(!commands.some((command) => command.type === 'place' && (command.column === 0 || command.row === 0)));
  });
});
