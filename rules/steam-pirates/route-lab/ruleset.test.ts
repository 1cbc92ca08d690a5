import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyCommand, createEngine, seedRandom } from '../../engine/index.ts';
import { flagshipRoute } from '../flagships.ts';
import { SAMPLE_MAP } from '../sample-map.ts';
import { refusal } from '../test-support.ts';
import { FIRST_CARD_VOYAGES, FLAGSHIP_ROUTE_PRESETS, SHOALS_MAP } from './presets.ts';
import { rollWindDie } from './route-steps.ts';
import { routeLab, type RouteLabCommand, type RouteLabState } from './ruleset.ts';
import { checkRouteLab, explainRoute, readRouteLab } from './setup.ts';

function lab(setup: Record<string, unknown> = {}): RouteLabState {
  return routeLab.initialState({ seed: 1, ...setup });
}

function after(state: RouteLabState, ...commands: RouteLabCommand[]): RouteLabState {
  return commands.reduce((current, command) => applyCommand(routeLab, current, command), state);
}

describe('the route lab setup', () => {
  it('gives the first event card’s Dreadnought on the sample map, the wind N, by default', () => {
    const { lab: start } = lab();
    assert.equal(start.ship, 'dreadnought');
    assert.deepEqual(start.voyages, FIRST_CARD_VOYAGES);
    assert.equal(start.wind, 'N');
    assert.equal(start.map, SAMPLE_MAP);
    assert.deepEqual(start.random, seedRandom(1));
  });

  it('reads what a blogger types: steps all or 1 to 3, rolls in words, a preset overridden', () => {
    assert.equal(readRouteLab({ steps: 'all' }).steps, null);
    assert.equal(readRouteLab({ steps: '2' }).steps, 2);
    assert.deepEqual(readRouteLab({ preset: 'roll-tie', rolls: 'e, N' }).rolls, ['E', 'N']);
    const shoals = readRouteLab({ preset: 'treasure-shortcut', wind: 'S' });
    assert.equal(shoals.map, SHOALS_MAP);
    assert.equal(shoals.wind, 'S');
  });

  it('names the setup field of every refusal, the attribute a blogger wrote', () => {
    assert.throws(() => readRouteLab({ preset: 'carol' }), refusal('steam-pirates/flagships.route', 'preset'));
    assert.throws(() => readRouteLab({ wind: 'up' }), refusal('steam-pirates/flagships.wind-tie', 'wind'));
    assert.throws(() => readRouteLab({ steps: 4 }), refusal('steam-pirates/flagships.route', 'steps', /^steps must be all \(until she arrives\) or /));
    assert.throws(() => readRouteLab({ rolls: 'E, up' }), refusal('steam-pirates/flagships.roll-tie', 'rolls[1]'));
    assert.throws(() => readRouteLab({ to: 'atlantis' }), refusal('steam-pirates/flagships.route', 'to'));
    assert.throws(() => readRouteLab({ from: 'gull-key' }), refusal('steam-pirates/flagships.route', 'from'));
    assert.throws(() => readRouteLab({ map: { islands: 3 } }), (error: unknown) => refusal('steam-pirates/map.data')(error) && String((error as { field: unknown }).field).startsWith('map'));
    assert.throws(() => routeLab.initialState({ seed: 0.5 }), refusal('engine/setup.seed', 'seed'));
  });

  it('says every bad field at once, in the setup’s order, in words a blogger reads', () => {
    const checked = checkRouteLab({ ship: 'raft', wind: 'up', seed: 'x', rolls: 'E, up' });
    assert.ok(!checked.ok);
    assert.deepEqual(checked.refusals.map((refusal) => refusal.field), ['ship', 'wind', 'seed', 'rolls[1]']);
    assert.match(checked.refusals[3]?.message ?? '', /^rolls must be compass points \(N, NE, E, SE, S, SW, W, NW\) separated by commas, such as "E, N"; face 2 is "up"\.$/);
    const treasure = checkRouteLab({ to: 'gull-key' });
    assert.ok(!treasure.ok);
    assert.equal(treasure.refusals[0]?.field, 'to');
    assert.match(treasure.refusals.map((refusal) => refusal.message).join(' '), /^to is Gull Key, a treasure island/);
    const good = checkRouteLab({ seed: '42', steps: '3', wind: 'W' });
    assert.ok(good.ok);
    assert.deepEqual(good.lab.random, seedRandom(42));
    assert.equal(good.lab.steps, 3);
  });

  it('gives every preset its name, title, description and rule, and explains each', () => {
    for (const preset of FLAGSHIP_ROUTE_PRESETS) {
      assert.ok(preset.title !== '' && preset.description !== '' && preset.rule.startsWith('steam-pirates/'), preset.name);
      assert.doesNotThrow(() => explainRoute(lab({ preset: preset.name }).lab), preset.name);
    }
  });
});

describe('the route lab commands', () => {
  it('moves as flagshipRoute does, the wind and the voyage changed by commands', () => {
    const state = after(lab(), { type: 'wind', wind: 'S' }, { type: 'destination', island: 'erindelle' });
    const voyage = state.lab.voyages.dreadnought;
    assert.deepEqual(voyage, { at: 'zephyr', destination: 'erindelle' });
    assert.deepEqual(explainRoute(state.lab).islands, flagshipRoute(SAMPLE_MAP, 'zephyr', 'erindelle', { wind: 'S' }).islands);
  });

  it('refuses a start the city graph does not hold, with the routing’s rule and the field from', () => {
    assert.throws(() => routeLab.decide(lab(), { type: 'start', island: 'gull-key' }), refusal('steam-pirates/flagships.route', 'from'));
    assert.ok(!routeLab.legalCommands(lab()).some((command) => command.type === 'start' && command.island === 'gull-key'));
  });

  it('rolls the wind die only for a tie waiting, from the lab’s generator; a chosen face leaves it be', () => {
    const waiting = lab({ preset: 'roll-tie', seed: 5 });
    assert.notEqual(explainRoute(waiting.lab).waiting, null);
    const rolled = after(waiting, { type: 'roll' });
    assert.deepEqual(rolled.lab.rolls, [rollWindDie(seedRandom(5)).value]);
    const chosen = after(waiting, { type: 'face', face: 'N' });
    assert.deepEqual(chosen.lab.rolls, ['N']);
    assert.deepEqual(chosen.lab.random, seedRandom(5));
    assert.throws(() => routeLab.decide(lab(), { type: 'roll' }), refusal('steam-pirates/flagships.roll-tie'));
    // Turning the wind takes the faces back: they were rolled for the move as it was.
    assert.deepEqual(after(chosen, { type: 'wind', wind: 'S' }).lab.rolls, []);
  });

  it('resets to the setup', () => {
    const engine = createEngine(routeLab, { seed: 2, preset: 'commodore' });
    engine.dispatch({ type: 'wind', wind: 'W' });
    engine.dispatch({ type: 'steps', steps: 1 });
    engine.dispatch({ type: 'reset' });
    assert.deepEqual(engine.state.lab, readRouteLab({ seed: 2, preset: 'commodore' }));
  });
});
