import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HIDDEN, createEngine, decideAndCheck, playout, randomBot, type PlayerId } from '../engine/index.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { ruleset } from './ruleset.ts';
import { HIDDEN_RANDOM, view, viewEvent } from './view.ts';
import type { SteamworkState } from './model.ts';
import type { SteamworkSetup } from './setup.ts';
import { valuesOf } from './decide.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { RANDOM_SETUPS as setups, perturbSecret, perturbSecrets, totalEnergy } from './test-support.ts';

/** Random play ends well inside this (see laws.test.ts for the shared "games end" law). */
const MAX_COMMANDS = 60_000;

interface Played {
  commands: SteamworkCommand[];
  final: SteamworkState;
}

/**
 * Random play through the engine's `playout` (the random bot on the whole state), then each step
 * folded again for `onStep` to check what it produced.
 */
function randomGame(setup: SteamworkSetup, botSeed: number, onStep?: (before: SteamworkState, command: SteamworkCommand, events: SteamworkEvent[], after: SteamworkState) => void): Played {
  const start = ruleset.initialState(setup);
  const { commands, state: final } = playout(ruleset, start, randomBot(ruleset), { seed: botSeed, maxCommands: MAX_COMMANDS, asSeen: false });
  if (onStep !== undefined) {
    let state = start;
    for (const command of commands) {
      const produced = decideAndCheck(ruleset, state, command);
      const after = produced.reduce((next, event) => ruleset.evolve(next, event), state);
      onStep(state, command, produced, after);
      state = after;
    }
  }
  return { commands, final };
}

/** Changes what `viewer` must not see in an event: others' commitments and held-out hands, and the random state. */
function perturbEvent(event: SteamworkEvent, viewer: PlayerId): SteamworkEvent {
  switch (event.type) {
    case 'committed': {
      if (event.player === viewer) return event;
      const secret = event.secret === HIDDEN ? event.secret : perturbSecret(event.secret);
      return { ...event, secret, fromReserves: event.fromReserves === HIDDEN ? event.fromReserves : { ...event.fromReserves, extra: 3 } };
    }
    case 'hands-held-out': {
      const hands = { ...event.hands };
      for (const [player, held] of Object.entries(hands)) if (player !== viewer) hands[player] = [(held[0] ?? 0) + 1, (held[1] ?? 0) + 2];
      return { ...event, hands };
    }
    case 'bids-revealed':
      return { ...event, random: [1, 2, 3, 4] };
    case 'prompted': {
      if (event.prompt?.kind !== 'commit-reveal') return event;
      const commitments = { ...event.prompt.commitments };
      for (const [player, secret] of Object.entries(commitments)) if (player !== viewer && secret !== null && secret !== HIDDEN) commitments[player] = perturbSecret(secret);
      return { ...event, prompt: { ...event.prompt, commitments } };
    }
    default:
      return event;
  }
}

describe('steamwork-arena/round.energy', () => {
  it('random playouts: energy is conserved, bids and hands stay within limits, views leak nothing, legalCommands on every view lists exactly the viewer\'s commands', () => {
    fc.assert(
      fc.property(setups, fc.integer({ min: 0, max: 1_000_000 }), (setup, botSeed) => {
        const start = ruleset.initialState(setup);
        const total = totalEnergy(start);
        let step = 0;
        randomGame(setup, botSeed, (before, _command, events, after) => {
          assert.equal(totalEnergy(after), total);
          for (const entry of Object.values(after.steamworks)) assert.ok((entry.reserve ?? 0) >= 0);
          for (const event of events) {
            if (event.type === 'attack-declared') assert.ok(!before.steamworks[event.attacker]?.shutDown.includes(before.steamworks[event.attacker]?.mode ?? 'C'), 'a shut-down mode never attacks');
            if (event.type !== 'committed') continue;
            assert.ok(event.fromReserves !== HIDDEN, 'decide never produces a hidden amount');
            for (const [id, taken] of Object.entries(event.fromReserves)) {
              const entry = before.steamworks[id];
              assert.equal(entry?.controller, event.player, 'a player only spends from reserves they control');
              assert.ok(taken <= (entry.reserve ?? 0), 'never hides more than the reserve');
            }
            const conflict = before.conflict;
            if (event.rule === 'steamwork-arena/conflict.hide' && conflict !== null) {
              const attacking = before.steamworks[conflict.attacker]?.controller === event.player;
              const limit = attacking ? conflict.attackValue - conflict.rangeEnergy : conflict.defenseValue;
              const hidden = Object.values(event.fromReserves).reduce((sum, taken) => sum + taken, 0);
              assert.ok(hidden <= limit, 'never hides more than the attack or defense value allows');
            }
          }
          for (const id of Object.keys(after.steamworks)) {
            const entry = after.steamworks[id];
            if (entry?.shutDown.includes(entry.mode)) assert.deepEqual(valuesOf(after, id), { attack: 0, energy: 0, defense: 0 }, 'a shut-down mode stays blank');
          }
          const legal = ruleset.legalCommands(after);
          // Comparing whole views as JSON is the costly part: every fifth state is enough to catch a leak.
          const deep = step++ % 5 === 0;
          for (const viewer of after.seats) {
            const seen = view(after, viewer);
            assert.deepEqual(
              ruleset.legalCommands(seen),
              legal.filter((legalCommand) => legalCommand.player === viewer),
              `legalCommands on ${viewer}'s view lists exactly what ${viewer} may do`,
            );
            for (const event of events) {
              const seenEvent = JSON.stringify(viewEvent(event, viewer));
              assert.equal(JSON.stringify(viewEvent(perturbEvent(event, viewer), viewer)), seenEvent, `${viewer}'s view of ${event.type} leaks a secret`);
            }
            if (!deep) continue;
            assert.equal(JSON.stringify(view(perturbSecrets(after, viewer), viewer)), JSON.stringify(seen), `${viewer}'s view leaks a secret`);
            for (const entry of Object.values(seen.steamworks)) if (entry.controller !== viewer) assert.equal(entry.reserve, null);
            assert.deepEqual(seen.random, HIDDEN_RANDOM, 'the random state would tell tie-breaks in advance');
          }
        });
      }),
      { numRuns: propertyRuns(4) },
    );
  });
});

describe('steamwork-arena/round.bid', () => {
  it("random playouts through the engine: a player's log never shows another's unrevealed secret or the random state", () => {
    fc.assert(
      fc.property(setups, fc.integer({ min: 0, max: 1_000_000 }), (setup, botSeed) => {
        const { commands, final } = randomGame(setup, botSeed);
        const engine = createEngine(ruleset, setup);
        const streamed = new Map<PlayerId, SteamworkEvent[]>(final.seats.map((seat) => [seat, []]));
        const subscriptions = final.seats.map((seat) => engine.eventsFor$(seat).subscribe((event) => streamed.get(seat)?.push(event)));
        for (const command of commands) assert.ok(engine.dispatch(command).ok);
        for (const subscription of subscriptions) subscription.unsubscribe();
        assert.equal(engine.observed, false);
        const raw = engine.log;
        for (const viewer of final.seats) {
          const seen = engine.logFor(viewer);
          assert.deepEqual(streamed.get(viewer), seen, 'eventsFor$ streams what logFor keeps');
          assert.equal(seen.length, raw.length);
          // The same log with every secret the viewer must not see changed reads the same to them.
          const perturbed = raw.map((event) => viewEvent(perturbEvent(event, viewer), viewer));
          assert.equal(JSON.stringify(perturbed), JSON.stringify(seen), `${viewer}'s log leaks a secret`);
          // Against the reveal points: others' commitments are hidden where they happen; the reveals show them.
          seen.forEach((event, index) => {
            if (event.type === 'committed' && event.player !== viewer) assert.ok(event.secret === HIDDEN && event.fromReserves === HIDDEN);
            else if (event.type === 'hands-held-out') {
              for (const [player, held] of Object.entries(event.hands)) if (player !== viewer) assert.deepEqual(held, [null, null]);
            } else if (event.type === 'bids-revealed') {
              assert.deepEqual(event.random, HIDDEN_RANDOM);
              assert.deepEqual(event.bids, (raw[index] as typeof event).bids, 'the reveal shows every bid');
            } else if (event.type !== 'prompted' && event.type !== 'committed') assert.deepEqual(event, raw[index]);
          });
        }
      }),
      { numRuns: propertyRuns(3) },
    );
  });
});
