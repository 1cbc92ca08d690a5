/** Helpers for the Steam Pirates tests: small hand-drawn maps and refusal checks. */
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import type { SteamPiratesCommand, SteamPiratesEvent, SteamPiratesState } from './model.ts';
import { ruleset } from './ruleset.ts';
import type { SteamPiratesSetup } from './setup.ts';
import type { Island, SkyMap } from './sky-map.ts';
import type { ActionSymbol } from './tables.ts';

/**
 * A small map for a test: `places` gives each island's spot (x east, y south); islands listed in
 * `treasure` are treasure islands, the others cities trading coal at cost 1. `links` are "a-b".
 */
export function testMap(places: Readonly<Record<string, readonly [number, number]>>, links: readonly string[], treasure: readonly string[] = []): SkyMap {
  const islands = Object.entries(places).map(([id, [x, y]]): Island =>
    treasure.includes(id) ? { id, kind: 'treasure', x, y } : { id, kind: 'city', x, y, good: 'coal', cost: 1 },
  );
  return {
    islands,
    links: links.map((link): [string, string] => {
      const [a = '', b = ''] = link.split('-');
      return [a, b];
    }),
  };
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

/** A deep copy frozen all the way down: a function that tries to change it throws. */
export function frozenCopy<T>(value: T): T {
  const freeze = (item: unknown): void => {
    if (typeof item === 'object' && item !== null) {
      for (const child of Object.values(item)) freeze(child);
      Object.freeze(item);
    }
  };
  const copy = structuredClone(value);
  freeze(copy);
  return copy;
}

/**
 * The fewest links between two islands, worked out here independently of the rules code:
 * over every island, or (`'city'`) over city islands only. `null` when none joins them.
 */
export function linkDistance(map: SkyMap, from: string, to: string, graph: 'city' | 'all' = 'all'): number | null {
  const allowed = new Set(map.islands.filter((island) => graph === 'all' || island.kind === 'city').map((island) => island.id));
  if (!allowed.has(from) || !allowed.has(to)) return null;
  let frontier = [from];
  const seen = new Set(frontier);
  for (let links = 0; frontier.length > 0; links += 1) {
    if (frontier.includes(to)) return links;
    const next: string[] = [];
    for (const here of frontier) {
      for (const [a, b] of map.links) {
        const there = a === here ? b : b === here ? a : null;
        if (there !== null && allowed.has(there) && !seen.has(there)) {
          seen.add(there);
          next.push(there);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** The ids of the islands linked to `id`. */
export function neighboursOf(map: SkyMap, id: string): string[] {
  return map.links.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
}

// --- Whole-game helpers ---------------------------------------------------------------------------

/**
 * A new game of the rulebook's pirates: Amber first, then Brian (and Carol, Collin), with both
 * flagships moved out of the way, to the far east (Cobalt and Erindelle), unless `flagshipsAsDrawn`.
 */
export function newGame(setup: Partial<SteamPiratesSetup> = {}, flagshipsAsDrawn = false): SteamPiratesState {
  const state = ruleset.initialState({ seed: 1, players: ['amber', 'brian'], firstPlayer: 'amber', ...setup });
  if (flagshipsAsDrawn) return state;
  return staged(state, (draft) => {
    draft.flagships.dreadnought.at = 'cobalt';
    draft.flagships.fortress.at = 'erindelle';
  });
}

/** A copy of `state` changed by `change` (a test staging a position the rulebook describes). */
export function staged(state: SteamPiratesState, change: (draft: SteamPiratesState) => void): SteamPiratesState {
  const draft = structuredClone(state);
  change(draft);
  return draft;
}

/** Sends a command: the events and the state after them. */
export function play(state: SteamPiratesState, command: SteamPiratesCommand): { events: SteamPiratesEvent[]; state: SteamPiratesState } {
  const events = ruleset.decide(state, command);
  return { events, state: events.reduce((current, event) => ruleset.evolve(current, event), state) };
}

/** Every event of a type. */
export function eventsOf<T extends SteamPiratesEvent['type']>(events: readonly SteamPiratesEvent[], type: T): Extract<SteamPiratesEvent, { type: T }>[] {
  return events.filter((event): event is Extract<SteamPiratesEvent, { type: T }> => event.type === type);
}

/** The first event of a type, or a failed assertion. */
export function eventOf<T extends SteamPiratesEvent['type']>(events: readonly SteamPiratesEvent[], type: T): Extract<SteamPiratesEvent, { type: T }> {
  const found = events.find((event): event is Extract<SteamPiratesEvent, { type: T }> => event.type === type);
  assert.ok(found !== undefined, `no ${type} event among ${events.map((event) => event.type).join(', ')}`);
  return found;
}

/** The state with the action dice left set to `dice` (die 0 first). */
export function withDice(state: SteamPiratesState, dice: readonly ActionSymbol[]): SteamPiratesState {
  return staged(state, (draft) => {
    draft.dice = [...dice];
  });
}
