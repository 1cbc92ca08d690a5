import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, drawInt } from '../../engine/index.ts';
import type { FlyCommand, StarEaterCommand, StarEaterEvent, StarEaterState } from './model.ts';
import { flightPoses, shotPreview } from './previews.ts';
import { ruleset } from './ruleset.ts';
import { SAMPLE_LOADOUTS, sampleLoadouts } from './sample-loadouts.ts';

function fires(command: StarEaterCommand): boolean {
  return command.type === 'aim' || (command.type === 'defend' && command.target !== null) || (command.type === 'fly' && command.act !== undefined && command.act !== 'fire');
}

/** Random games from the sample loadouts; `visit` sees each state and the command about to be played. */
function playouts(seeds: readonly number[], visit: (state: StarEaterState, command: StarEaterCommand, events: StarEaterEvent[]) => void): void {
  for (const seed of seeds) {
    let state = ruleset.initialState({ seed, loadouts: sampleLoadouts(), roundLimit: 12 });
    for (let ply = 0; ply < 400 && ruleset.outcome(state) === null; ply++) {
      const legal = ruleset.legalCommands(state);
      // Prefer a command that shoots, so every kind of shot is met often.
      const shots = legal.filter(fires);
      const pool = shots.length > 0 && drawInt(botRandom(seed, ply), 0, 1).value === 0 ? shots : legal;
      const command = pool[drawInt(botRandom(seed + 1, ply), 0, pool.length - 1).value];
      if (command === undefined) break;
      const events = ruleset.decide(state, command);
      visit(state, command, events);
      for (const event of events) state = ruleset.evolve(state, event);
    }
  }
}

describe('the sample loadouts', () => {
  it('start a game at the first round\'s orders, each ship with its five picks and four munitions', () => {
    const state = ruleset.initialState({ seed: 1, loadouts: SAMPLE_LOADOUTS });
    assert.equal(state.phase, 'commit');
    assert.equal(state.round, 1);
    assert.deepEqual(state.loadout.loadouts, { lamais: SAMPLE_LOADOUTS.lamais?.loadout, fpa: SAMPLE_LOADOUTS.fpa?.loadout });
    for (const player of state.players) {
      assert.equal(state.squadrons.filter((squadron) => squadron.owner === player).reduce((sum, squadron) => sum + squadron.munitions, 0), 4);
    }
  });

  it('are handed out as copies the caller may change', () => {
    const copy = sampleLoadouts();
    copy.lamais = { loadout: {}, munitions: {} };
    assert.notDeepEqual(SAMPLE_LOADOUTS.lamais, copy.lamais);
  });
});

describe('previews of a command', () => {
  it('a shot rolls against exactly the targets its preview lists, hitting from the preview\'s lowest face', () => {
    let shots = 0;
    playouts([1, 2, 3, 4, 5, 6], (state, command, events) => {
      const preview = shotPreview(state, command);
      if (!fires(command)) {
        assert.equal(preview, null, command.type);
        return;
      }
      assert.notEqual(preview, null, JSON.stringify(command));
      const rolled = events.find((event): event is Extract<StarEaterEvent, { type: 'dice-rolled' }> => event.type === 'dice-rolled');
      assert.ok(rolled !== undefined, JSON.stringify(command));
      assert.deepEqual(rolled.rolls.map((roll) => roll.target), preview?.targets.map((target) => target.id));
      for (const [index, roll] of rolled.rolls.entries()) {
        const target = preview?.targets[index];
        assert.equal(roll.hit, target?.minimumRoll !== null && roll.roll >= (target?.minimumRoll ?? 13));
        assert.ok(target !== undefined && target.probability >= 0 && target.probability <= 1);
      }
      shots++;
    });
    assert.ok(shots > 10, `only ${String(shots)} shots met`);
  });

  it('a flight ends where the rules put the squadron', () => {
    let flights = 0;
    playouts([7, 8, 9], (state, command, events) => {
      if (command.type !== 'fly') return;
      const poses = flightPoses(state, command satisfies FlyCommand);
      const flew = events.find((event): event is Extract<StarEaterEvent, { type: 'squadron-flew' }> => event.type === 'squadron-flew');
      assert.deepEqual(poses.at(-1), flew?.pose);
      assert.equal(poses.length, command.path.length + 1);
      flights++;
    });
    assert.ok(flights > 10, `only ${String(flights)} flights met`);
  });
});
