/** Test helpers for the Steamwork Arena ruleset: play commands, and edit a state by hand. */
import { decideAndCheck } from '../engine/index.ts';
import { hiddenEnergy, type Steamwork, type SteamworkState } from './model.ts';
import type { SteamworkCommand, SteamworkEvent } from './messages.ts';
import { ruleset } from './ruleset.ts';

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
