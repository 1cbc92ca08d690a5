/**
 * Random games with the rules' invariants checked after every event: every piece is in exactly one
 * place (unplayed, dead or on the table), no two ships on the table touch, a sunk ship never fires
 * again, and the score is the points of the ships left afloat.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { botRandom, decideAndCheck, randomBot } from '../engine/index.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { POINTS, placementProblem, ruleset, type TorpedoState } from './index.ts';
import { RANDOM_SETUPS, play, playWithEvents, started } from './test-support.ts';

function checkInvariants(state: TorpedoState, perSize: number): void {
  for (const player of state.players) {
    const unplayed = (state.unplayed[player] ?? []).map((piece) => piece.id);
    const dead = (state.dead[player] ?? []).map((piece) => piece.id);
    const placed = state.table.filter((piece) => piece.owner === player).map((piece) => piece.id);
    const all = [...unplayed, ...dead, ...placed];
    assert.equal(all.length, 3 * perSize, `${player}'s pieces`);
    assert.equal(new Set(all).size, all.length, `a piece of ${player} is in two places`);
  }
  state.table.forEach((piece, index) => {
    assert.equal(placementProblem(state.table.slice(0, index), piece, state.field, state.dims), null, `${piece.id} touches a ship placed before it`);
  });
  for (const id of state.sunk) assert.ok(state.table.some((piece) => piece.id === id), `${id} is sunk but was never on the table`);
  state.volleys.forEach((volley, index) => {
    const sunkBefore = state.volleys.slice(0, index).flatMap((earlier) => earlier.sunk);
    for (const shot of volley.shots) assert.ok(!sunkBefore.includes(shot.shooter), `${shot.shooter} fired after it sank`);
  });
}

describe('random games keep the rules\' invariants after every event (torpedo/crash.dead, torpedo/fire.together, torpedo/score.points)', () => {
  it('pieces are never lost or doubled, the table never has two ships touching, a sunk ship never fires, and the score counts what is afloat', () => {
    fc.assert(
      fc.property(RANDOM_SETUPS, fc.integer({ min: 0, max: 2 ** 30 }), (setup, seed) => {
        const bot = randomBot(ruleset);
        const perSize = setup.perSize ?? 5;
        let state = ruleset.initialState(setup);
        for (let ply = 0; ply < 2000 && ruleset.outcome(state) === null; ply += 1) {
          const player = ruleset.toAct(state)[0];
          assert.ok(player !== undefined);
          const command = bot(ruleset.view?.(state, player) ?? state, player, botRandom(seed, ply));
          assert.ok(command !== null);
          for (const event of decideAndCheck(ruleset, state, command)) {
            state = ruleset.evolve(state, event);
            checkInvariants(state, perSize);
          }
        }
        assert.ok(state.scores !== null, 'the game ended');
        for (const score of state.scores) {
          const afloat = state.table.filter((piece) => piece.owner === score.player && !state.sunk.includes(piece.id));
          assert.equal(score.points, afloat.reduce((sum, piece) => sum + POINTS[piece.size], 0));
        }
        assert.ok(state.outcome?.winners.every((winner) => state.scores?.find((score) => score.player === winner)?.points === Math.max(...(state.scores ?? []).map((score) => score.points))));
      }),
      { numRuns: propertyRuns(20) },
    );
  });
});

describe('torpedo/crash.dead: placements revealed together', () => {
  it('property: two ships placed in the same round both crash exactly when they touch, and otherwise both stand', () => {
    const outcomes = new Set<boolean>();
    const near = fc.record({ x: fc.integer({ min: 300, max: 340 }), y: fc.integer({ min: 300, max: 340 }) });
    const heading = fc.record({ x: fc.integer({ min: -3, max: 3 }), y: fc.integer({ min: -3, max: 3 }) }).filter(({ x, y }) => x !== 0 || y !== 0);
    fc.assert(
      fc.property(fc.constantFrom('small', 'medium', 'large'), near, heading, fc.constantFrom('small', 'medium', 'large'), near, heading, (redSize, redTip, redHeading, blueSize, blueTip, blueHeading) => {
        const red = { id: `red-${redSize}-1`, tip: redTip, heading: redHeading };
        const blue = { id: `blue-${blueSize}-1`, tip: blueTip, heading: blueHeading };
        const state = play(started({ mode: 'rounds' }), { type: 'place', player: 'red', piece: red });
        const { events } = playWithEvents(state, { type: 'place', player: 'blue', piece: blue });
        const touching = placementProblem([{ ...red, owner: 'red', size: redSize }], { ...blue, owner: 'blue', size: blueSize }, state.field)?.rule === 'torpedo/place.no-touch';
        const kinds = events.filter((event) => event.type === 'ship-crashed' || event.type === 'ship-placed').map((event) => event.type);
        assert.deepEqual(kinds, touching ? ['ship-crashed', 'ship-crashed'] : ['ship-placed', 'ship-placed']);
        outcomes.add(touching);
      }),
      { numRuns: propertyRuns(300) },
    );
    assert.deepEqual([...outcomes].sort(), [false, true], 'both crashes and clean placements came up');
  });
});
