import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playout, randomBot, tryDecide } from '../engine/index.ts';
import { PLACEMENTS_PER_SIZE, ruleset, samplePlacements, view, type Placement, type TorpedoCommand } from './index.ts';
import { place, play, playAll, started } from './test-support.ts';

const placements = (commands: readonly TorpedoCommand[]): Placement[] => commands.flatMap((command) => (command.type === 'place' ? [command.piece] : []));

describe('legal commands: a fair, deterministic, capped sample (torpedo/real-time.free, torpedo/real-time.rounds)', () => {
  it('each placing player gets up to three placements of each size they still have, and a wait; every one is accepted', () => {
    const state = started({ players: ['red', 'blue', 'green'] });
    const commands = ruleset.legalCommands(state);
    for (const player of state.players) {
      const own = commands.filter((command) => command.player === player);
      assert.equal(own.filter((command) => command.type === 'wait').length, 1);
      const sampled = placements(own);
      assert.equal(sampled.length, 3 * PLACEMENTS_PER_SIZE, 'an empty card table has room for every sample');
      assert.deepEqual([...new Set(sampled.map((piece) => piece.id))].sort(), [`${player}-large-1`, `${player}-medium-1`, `${player}-small-1`]);
    }
    for (const command of commands) assert.ok(tryDecide(ruleset, state, command).ok, JSON.stringify(command));
  });

  it("one player's list alone (legalCommandsFor) is theirs from the whole list, drawn without the others'; nobody else's", () => {
    const state = started({ players: ['red', 'blue', 'green'] });
    for (const player of state.players) {
      assert.deepEqual(ruleset.legalCommandsFor?.(state, player), ruleset.legalCommands(state).filter((command) => command.player === player));
    }
    assert.deepEqual(ruleset.legalCommandsFor?.(state, 'nobody'), []);
  });

  it('free mode: random play asks the placing players in turn, so every player places, not only the first seat', () => {
    const game = playout(ruleset, ruleset.initialState({ seed: 3, mode: 'free', players: ['red', 'blue', 'green'] }), randomBot(ruleset), { seed: 4 });
    const placers = new Set(game.commands.filter((command) => command.type === 'place').map((command) => command.player));
    assert.deepEqual([...placers].sort(), ['blue', 'green', 'red']);
  });

  it('the same state always gives the same sample; another seed another one', () => {
    const state = started({ seed: 5 });
    assert.deepEqual(ruleset.legalCommands(state), ruleset.legalCommands(structuredClone(state)));
    assert.notDeepEqual(placements(ruleset.legalCommands(started({ seed: 6 }))), placements(ruleset.legalCommands(state)));
  });

  it('fair: over many games the sampled tips spread over the whole field and the headings point every way', () => {
    const quadrants = new Set<string>();
    const directions = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const state = started({ seed });
      for (const piece of samplePlacements(state, 'red')) {
        quadrants.add(`${String(piece.tip.x < 430)}${String(piece.tip.y < 430)}`);
        directions.add(`${String(Math.sign(piece.heading.x))}${String(Math.sign(piece.heading.y))}`);
      }
    }
    assert.equal(quadrants.size, 4);
    for (const quarter of ['11', '1-1', '-1-1', '-11']) assert.ok(directions.has(quarter), `no heading towards ${quarter}`);
  });

  it('what others committed in secret does not change a player\'s sample', () => {
    const state = started({ mode: 'rounds', players: ['red', 'blue', 'green'] });
    const afterRedPlaces = play(state, place('red', 'red-small-1', [100, 100]));
    const afterRedWaits = play(state, { type: 'wait', player: 'red' });
    assert.deepEqual(samplePlacements(view(afterRedPlaces, 'blue'), 'blue'), samplePlacements(view(afterRedWaits, 'blue'), 'blue'));
  });

  it('on a field with no room left a player can still wait, so the game can always end', () => {
    // A field only just big enough for one large ship.
    const state = play(started({ field: { width: 50, height: 30 } }), place('red', 'red-large-1', [48, 15]));
    const commands = ruleset.legalCommands(state);
    assert.deepEqual(commands, [
      { type: 'wait', player: 'red' },
      { type: 'wait', player: 'blue' },
    ]);
  });

  it('a player who has committed this round, or is waiting in the free mode, is not asked again', () => {
    const rounds = play(started({ mode: 'rounds' }), { type: 'wait', player: 'red' });
    assert.ok(ruleset.legalCommands(rounds).every((command) => command.player === 'blue'));
    const free = playAll(started(), [{ type: 'wait', player: 'red' }]);
    assert.ok(ruleset.legalCommands(free).every((command) => command.player === 'blue'));
  });
});
