import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HIDDEN, RuleViolation, decideAndCheck, drawInt, replay, seedRandom, type RandomState } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { view } from './view.ts';
import type { SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { totalEnergy } from './test-support.ts';

/** Random play ends well inside this: 200 seeded games took a median of ~2,000 commands (~250 rounds), at most ~9,400. */
const MAX_COMMANDS = 60_000;

interface Playout {
  states: SteamworkState[];
  events: SteamworkEvent[];
  commands: SteamworkCommand[];
  final: SteamworkState;
}

/** Random play: each step a uniformly drawn legal command. */
function playout(seed: number, botSeed: number, onStep?: (before: SteamworkState, command: SteamworkCommand, events: SteamworkEvent[], after: SteamworkState) => void): Playout {
  let state = ruleset.initialState({ seed });
  let random: RandomState = seedRandom(botSeed);
  const states = [state];
  const events: SteamworkEvent[] = [];
  const commands: SteamworkCommand[] = [];
  while (ruleset.outcome(state) === null && commands.length < MAX_COMMANDS) {
    const legal = ruleset.legalCommands(state);
    assert.ok(legal.length > 0, 'a game in progress always has a legal command');
    const draw = drawInt(random, 0, legal.length - 1);
    random = draw.random;
    const command = legal[draw.value];
    if (command === undefined) throw new Error('no command drawn');
    const produced = decideAndCheck(ruleset, state, command);
    const after = produced.reduce((next, event) => ruleset.evolve(next, event), state);
    onStep?.(state, command, produced, after);
    events.push(...produced);
    commands.push(command);
    state = after;
    states.push(state);
  }
  return { states, events, commands, final: state };
}

/** Changes what `viewer` must not see: other players' reserves and unrevealed commitments. */
function perturbSecrets(state: SteamworkState, viewer: string): SteamworkState {
  const players = { ...state.players };
  for (const [player, entry] of Object.entries(players)) if (player !== viewer) players[player] = { ...entry, reserve: (entry.reserve ?? 0) + 7 };
  let prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    const commitments = { ...prompt.commitments };
    for (const [player, secret] of Object.entries(commitments)) {
      if (player === viewer || secret === null || secret === HIDDEN) continue;
      commitments[player] = typeof secret === 'number' ? secret + 1 : [secret[0] + 1, secret[1]];
    }
    prompt = { ...prompt, commitments };
  }
  let conflict = state.conflict;
  if (conflict?.hands) {
    const hands = { ...conflict.hands };
    const picked = conflict.picks?.[viewer];
    for (const [player, held] of Object.entries(hands)) {
      if (player === viewer) continue;
      hands[player] = [picked === 0 ? held[0] : (held[0] ?? 0) + 1, picked === 1 ? held[1] : (held[1] ?? 0) + 1];
    }
    conflict = { ...conflict, hands };
  }
  return { ...state, players, prompt, conflict };
}

describe('steamwork-arena/round.energy', () => {
  it('random playouts: energy is conserved, bids and hands stay within limits, views leak nothing, refusals change nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (seed, botSeed) => {
        const start = ruleset.initialState({ seed });
        const total = totalEnergy(start);
        playout(seed, botSeed, (before, command, events, after) => {
          assert.equal(totalEnergy(after), total);
          for (const entry of Object.values(after.players)) assert.ok((entry.reserve ?? 0) >= 0);
          for (const event of events) {
            if (event.type !== 'committed') continue;
            const reserve = before.players[event.player]?.reserve ?? 0;
            assert.ok(event.fromReserve <= reserve, 'never hides more than the reserve');
            const conflict = before.conflict;
            if (event.rule === 'steamwork-arena/conflict.hide' && conflict !== null) {
              const limit = event.player === conflict.attacker ? conflict.attackValue - conflict.rangeEnergy : conflict.defenseValue;
              assert.ok(event.fromReserve <= limit, 'never hides more than the attack or defense value allows');
            }
          }
          for (const viewer of after.seats) {
            const seen = view(after, viewer);
            assert.ok(seen);
            assert.equal(JSON.stringify(view(perturbSecrets(after, viewer), viewer)), JSON.stringify(seen), `${viewer}'s view leaks a secret`);
            for (const [player, entry] of Object.entries(seen.players)) if (player !== viewer) assert.equal(entry.reserve, null);
          }
          // A refused command changes nothing.
          const snapshot = JSON.stringify(before);
          const bad: SteamworkCommand = { type: 'bid', player: before.seats[0] ?? '', amount: 1000 };
          assert.throws(() => decideAndCheck(ruleset, before, bad), RuleViolation);
          assert.throws(() => decideAndCheck(ruleset, before, { ...command, player: 'nobody' }), RuleViolation);
          assert.equal(JSON.stringify(before), snapshot);
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe('steamwork-arena/reckoning.winner', () => {
  it('random games reach an outcome within the bound, and replaying the log gives the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (seed, botSeed) => {
        const { final, events } = playout(seed, botSeed);
        assert.notEqual(ruleset.outcome(final), null, `no outcome within ${MAX_COMMANDS} commands`);
        assert.deepEqual(replay(ruleset, { seed }, events), final);
      }),
      { numRuns: 40 },
    );
  });
});
