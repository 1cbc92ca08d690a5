/**
 * Folds one event into the state: no rules, no randomness (the events carry what was drawn), never
 * throws on an event `decide` produced. Every change makes new objects; a state is never mutated.
 */
import type { PlayerId } from '../engine/index.ts';
import { SYNDICATE, type CubeOwner, type Pirate, type SteamPiratesEvent, type SteamPiratesState } from './model.ts';
import { flagshipsFor, turnOrderFrom } from './setup.ts';

function withPirate(state: SteamPiratesState, player: PlayerId, change: (pirate: Pirate) => Pirate): SteamPiratesState {
  const pirate = state.pirates[player];
  if (pirate === undefined) return state;
  return { ...state, pirates: { ...state.pirates, [player]: change(pirate) } };
}

/** The bag without one cube of `owner`. */
function withoutCube(bag: readonly CubeOwner[], owner: CubeOwner): CubeOwner[] {
  const index = bag.indexOf(owner);
  return index < 0 ? [...bag] : [...bag.slice(0, index), ...bag.slice(index + 1)];
}

/** A cube back to its owner: a pirate's to their supply, a Syndicate cube to the reserve. */
function cubeHome(state: SteamPiratesState, owner: CubeOwner): SteamPiratesState {
  if (owner === SYNDICATE) return { ...state, syndicateReserve: state.syndicateReserve + 1 };
  return withPirate(state, owner, (pirate) => ({ ...pirate, cubes: pirate.cubes + 1 }));
}

export function evolve(state: SteamPiratesState, event: SteamPiratesEvent): SteamPiratesState {
  switch (event.type) {
    case 'dice-rolled':
      return { ...state, dice: [...event.dice], wind: event.wind, random: event.random };
    case 'flagships-placed': {
      // The side-mission cubes of the old event go back to their owners.
      let next: SteamPiratesState = state;
      for (const ship of ['dreadnought', 'fortress'] as const) for (const owner of state.flagships[ship].mission) next = cubeHome(next, owner);
      return { ...next, event: event.event, flagships: flagshipsFor(state.data, event.event) };
    }
    case 'turn-started':
      return { ...state, phase: 'action', turn: { player: event.player, sailed: false } };
    case 'sailed':
      return {
        ...withPirate(state, event.player, (pirate) => ({ ...pirate, at: event.path[event.path.length - 1] ?? pirate.at, gold: pirate.gold - event.cost })),
        turn: state.turn === null ? null : { ...state.turn, sailed: true },
      };
    case 'treasure-taken':
      return {
        ...withPirate(state, event.player, (pirate) => ({ ...pirate, maps: [...pirate.maps, event.island] })),
        treasures: { ...state.treasures, [event.island]: (state.treasures[event.island] ?? []).filter((owner) => owner !== event.player) },
      };
    case 'anchored':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, connected: [...pirate.connected, event.island] }));
    case 'die-used':
      return { ...state, dice: [...state.dice.slice(0, event.die), ...state.dice.slice(event.die + 1)] };
    case 'bribed':
      return {
        ...withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold - event.cost, vp: pirate.vp + event.vp, bribed: [...pirate.bribed, event.official] })),
        bribes: { ...state.bribes, [event.official]: [...state.bribes[event.official], event.player] },
      };
    case 'official-used':
      return state;
    case 'gold-paid':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold - event.gold }));
    case 'gold-gained':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold + event.gold }));
    case 'official-discarded':
      return { ...state, display: state.display.filter((id) => id !== event.official), discard: [...state.discard, event.official] };
    case 'official-drawn': {
      const deck = event.reshuffled ? [...state.deck, ...state.discard] : state.deck;
      return { ...state, deck: deck.filter((id) => id !== event.official), discard: event.reshuffled ? [] : state.discard, display: [...state.display, event.official], random: event.random };
    }
    case 'established':
      return {
        ...withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold - event.cost, houses: [...pirate.houses, event.island], cubes: pirate.cubes - (event.cube ? 1 : 0) })),
        bag: event.cube ? [...state.bag, event.player] : state.bag,
      };
    case 'profited':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold + event.total }));
    case 'flagship-moved': {
      const ship = state.flagships[event.ship];
      return { ...state, random: event.random, flagships: { ...state.flagships, [event.ship]: { ...ship, at: event.islands[event.islands.length - 1] ?? ship.at, arrived: event.arrived } } };
    }
    case 'mission-aided': {
      const ship = state.flagships[event.ship];
      const next = withPirate(state, event.player, (pirate) => ({ ...pirate, vp: pirate.vp + event.vp, gold: pirate.gold + event.gold, cubes: pirate.cubes - (event.cube ? 1 : 0) }));
      return event.cube ? { ...next, flagships: { ...next.flagships, [event.ship]: { ...ship, mission: [...ship.mission, event.player] } } } : next;
    }
    case 'mission-scored': {
      let next = state;
      for (const winner of event.winners) next = withPirate(next, winner, (pirate) => ({ ...pirate, vp: pirate.vp + event.vp }));
      return next;
    }
    case 'cut-losses':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold + event.gold }));
    case 'cubes-drawn': {
      let bag: CubeOwner[] = state.bag;
      for (const cube of event.cubes) bag = withoutCube(bag, cube);
      return { ...state, bag, random: event.random, prompt: { id: 'judge', player: event.player, drawn: [...event.cubes], most: event.most } };
    }
    case 'cubes-returned': {
      let next: SteamPiratesState = { ...state, bag: [...state.bag, ...event.toBag], prompt: null };
      for (const owner of event.returned) next = cubeHome(next, owner);
      return next;
    }
    case 'first-player-passed':
      return { ...state, firstPlayer: event.player, phase: 'refresh', turn: null };
    case 'notoriety-drawn': {
      const next = cubeHome({ ...state, bag: withoutCube(state.bag, event.cube), random: event.random }, event.cube);
      return event.cube === SYNDICATE || event.fine === 0 ? next : { ...next, fines: [...next.fines, { player: event.cube, fine: event.fine }] };
    }
    case 'sale-forced':
      return { ...state, prompt: { id: 'sell-houses', player: event.player, fine: event.fine } };
    case 'fined': {
      const next = withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold - event.paid }));
      return { ...next, fines: next.fines.slice(1), prompt: null };
    }
    case 'house-sold':
      return withPirate(state, event.player, (pirate) => ({ ...pirate, gold: pirate.gold + event.gold, houses: pirate.houses.filter((island) => island !== event.island) }));
    case 'round-started':
      return { ...state, season: event.season, round: event.round, firstPlayer: event.firstPlayer, phase: 'action', fines: [], prompt: null };
    case 'season-started':
      return { ...state, season: event.season, round: 1, event: event.event, eventDeck: state.eventDeck.filter((id) => id !== event.event), random: event.random };
    case 'game-ended':
      return { ...state, phase: 'over', turn: null, prompt: null, final: event.scores };
  }
}

/** The players in turn order this round. */
export function roundOrder(state: SteamPiratesState): PlayerId[] {
  return turnOrderFrom(state.players, state.firstPlayer);
}
