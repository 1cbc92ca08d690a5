/** Test helpers for the Steamwork Arena ruleset: play commands, edit a state by hand, random setups and secrets. */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { HIDDEN, RuleViolation, decideAndCheck } from '../engine/index.ts';
import { hiddenEnergy, isHands, type Secret, type Steamwork, type SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { ruleset } from './ruleset.ts';
import type { SteamworkSetup } from './setup.ts';
import { SAMPLE_BETA_CORE, type Template } from './templates.ts';
import { WORKSHOP_SPECIALS } from './workshop.ts';

export function play(state: SteamworkState, command: SteamworkCommand): SteamworkState {
  return playWithEvents(state, command).state;
}

export function playWithEvents(state: SteamworkState, command: SteamworkCommand): { state: SteamworkState; events: SteamworkEvent[] } {
  const events = decideAndCheck(ruleset, state, command);
  return { state: events.reduce((next, event) => ruleset.evolve(next, event), state), events };
}

export function playAll(state: SteamworkState, commands: readonly SteamworkCommand[]): SteamworkState {
  return commands.reduce(play, state);
}

/** Total energy: bank, reserves and hidden hands. */
export function totalEnergy(state: SteamworkState): number {
  return state.bank + Object.values(state.steamworks).reduce((sum, entry) => sum + (entry.reserve ?? 0), 0) + hiddenEnergy(state);
}

/** A test-only state editor: sets reserves, taking the difference from (or giving it to) the bank. */
export function withReserves(state: SteamworkState, reserves: Record<string, number>): SteamworkState {
  let next = state;
  for (const [id, reserve] of Object.entries(reserves)) {
    const entry = next.steamworks[id];
    if (entry === undefined) throw new Error(`no steamwork ${id}`);
    const change = reserve - (entry.reserve ?? 0);
    next = { ...next, bank: next.bank - change, steamworks: { ...next.steamworks, [id]: { ...entry, reserve } } };
  }
  return next;
}

export function withSteamwork(state: SteamworkState, id: string, change: Partial<Steamwork>): SteamworkState {
  const entry = state.steamworks[id];
  if (entry === undefined) throw new Error(`no steamwork ${id}`);
  return { ...state, steamworks: { ...state.steamworks, [id]: { ...entry, ...change } } };
}

const PLAYER_NAMES = ['red', 'blue', 'green', 'gold'];

/**
 * Setups for random play: 2 to 4 players, one steamwork each or teams of 2–3, with or without secret
 * customisation, a workshop special for everyone in a duel; the plain duel half the time.
 */
export const RANDOM_SETUPS: fc.Arbitrary<SteamworkSetup> = fc.oneof(
  fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc
    .record({
      seed: fc.integer({ min: 0, max: 1_000_000 }),
      playerCount: fc.integer({ min: 2, max: 4 }),
      perPlayer: fc.integer({ min: 1, max: 3 }),
      secretCustomisation: fc.boolean(),
      special: fc.option(fc.constantFrom(...WORKSHOP_SPECIALS.map((entry) => entry.id)), { nil: undefined }),
    })
    .map(({ seed, playerCount, perPlayer, secretCustomisation, special }) => {
      const perSide = Math.min(perPlayer, Math.floor(6 / playerCount));
      // Random play with "reduce all damage" in big games runs to ~60,000 commands; specials get duels.
      const specials = special === undefined || playerCount * perSide > 2 ? {} : { specials: [special] };
      return { seed, players: PLAYER_NAMES.slice(0, playerCount), perPlayer: perSide, secretCustomisation, ...specials };
    }),
);

/** A different secret of the same kind: one more energy, the other hand, another template. */
export function perturbSecret(secret: Secret): Secret {
  if (typeof secret === 'number') return secret + 1;
  if (isHands(secret)) return [secret[0] + 1, secret[1]];
  const changed: Record<string, Template> = {};
  for (const id of Object.keys(secret)) changed[id] = SAMPLE_BETA_CORE;
  return changed;
}

/** Changes what `viewer` must not see: other players' reserves and unrevealed commitments. */
export function perturbSecrets(state: SteamworkState, viewer: string): SteamworkState {
  const steamworks = { ...state.steamworks };
  for (const [id, entry] of Object.entries(steamworks)) if (entry.controller !== viewer) steamworks[id] = { ...entry, reserve: (entry.reserve ?? 0) + 7 };
  let prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    const commitments = { ...prompt.commitments };
    for (const [player, secret] of Object.entries(commitments)) {
      if (player === viewer || secret === null || secret === HIDDEN) continue;
      commitments[player] = perturbSecret(secret);
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
  return { ...state, steamworks, prompt, conflict, random: [1, 2, 3, 4] };
}

/** The laws' secret twin: the same state with everything `viewer` must not see changed. */
export function secretTwin(state: SteamworkState, viewer: string): SteamworkState {
  return perturbSecrets(state, viewer);
}

/**
 * For `assert.throws`: the error is a RuleViolation of `rule`, naming `field` and matching
 * `message` when they are given.
 */
export function refusal(rule: string, field?: string, message?: RegExp): (error: unknown) => boolean {
  return (error) => {
    assert.ok(error instanceof RuleViolation, `expected a RuleViolation, got ${String(error)}`);
    assert.equal(error.rule, rule);
    if (field !== undefined) assert.equal(error.field, field);
    if (message) assert.match(error.message, message);
    return true;
  };
}
