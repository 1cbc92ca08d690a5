/**
 * The fold: each event carries what changed (poses, armour, cooldowns), so evolving is copying it
 * in. No rules here.
 */
import { evolveLoadout, type LoadoutEvent } from '../loadout.ts';
import { beginBattle, commitPrompt } from './setup.ts';
import type { StarEaterEvent, StarEaterState, SquadronState } from './model.ts';

const LOADOUT_EVENTS: ReadonlySet<string> = new Set(['component-picked', 'component-swapped', 'swap-declined', 'squadrons-armed']);

function isLoadoutEvent(event: StarEaterEvent): event is LoadoutEvent {
  return LOADOUT_EVENTS.has(event.type);
}

function withShip(state: StarEaterState, player: string, change: Partial<StarEaterState['ships'][string]>): StarEaterState {
  const ship = state.ships[player];
  if (ship === undefined) return state;
  return { ...state, ships: { ...state.ships, [player]: { ...ship, ...change } } };
}

function withSquadron(state: StarEaterState, id: string, change: Partial<SquadronState>): StarEaterState {
  return { ...state, squadrons: state.squadrons.map((squadron) => (squadron.id === id ? { ...squadron, ...change } : squadron)) };
}

/** A token leaving the board goes back to its owner's supply for that weapon. */
function removeToken(state: StarEaterState, id: string): StarEaterState {
  const token = state.tokens.find((candidate) => candidate.id === id);
  if (token === undefined) return state;
  const ship = state.ships[token.owner];
  const tokensOut = ship === undefined ? {} : { ...ship.tokensOut, [token.source]: Math.max(0, (ship.tokensOut[token.source] ?? 0) - 1) };
  return withShip({ ...state, tokens: state.tokens.filter((candidate) => candidate.id !== id) }, token.owner, { tokensOut });
}

export function evolve(state: StarEaterState, event: StarEaterEvent): StarEaterState {
  if (isLoadoutEvent(event)) return { ...state, loadout: evolveLoadout(state.loadout, event) };
  switch (event.type) {
    case 'initiative-tossed':
      return { ...state, initiative: event.winner, random: event.random };
    case 'battle-began':
      return beginBattle(state);
    case 'order-committed': {
      const prompt = state.prompt;
      if (prompt?.kind !== 'commit-reveal') return state;
      return { ...state, prompt: { ...prompt, commitments: { ...prompt.commitments, [event.player]: event.order } } };
    }
    case 'orders-revealed':
      return { ...state, orders: event.orders, prompt: null };
    case 'thrust-applied':
      return withShip(state, event.player, { mat: event.mat });
    case 'ship-moved': {
      const ship = state.ships[event.move.ship];
      return ship === undefined ? state : withShip(state, event.move.ship, { pose: event.move.after });
    }
    case 'momentum-lost':
      return withShip(state, event.player, { mat: event.mat });
    case 'section-hit':
      return withShip(state, event.hit.ship, { armour: event.armour, structure: event.structure });
    case 'token-destroyed':
      return removeToken(state, event.token);
    case 'squadron-destroyed':
      return withSquadron(state, event.squadron, { where: 'destroyed', pose: null, munitions: 0 });
    case 'card-ignored':
    case 'card-played':
    case 'laser-fired':
      return state;
    case 'weapon-fired':
      return { ...state, fired: [...state.fired, event.weapon] };
    case 'weapon-resolved': {
      const index = state.fired.findIndex((fired) => fired.player === event.weapon.player && fired.mount === event.weapon.mount);
      return { ...state, fired: state.fired.filter((_, at) => at !== index), prompt: null };
    }
    case 'component-used':
      return { ...state, used: { ...state.used, [event.player]: [...(state.used[event.player] ?? []), event.card] } };
    case 'action-resolved':
      return { ...state, pendingActions: state.pendingActions.slice(1), prompt: null };
    case 'coolant-vented':
      return withShip(state, event.player, { cooldowns: event.cooldowns });
    case 'squadrons-resupplied': {
      let next = state;
      for (const [id, munitions] of Object.entries(event.munitions)) next = withSquadron(next, id, { munitions });
      return next;
    }
    case 'squadron-repaired':
      return withSquadron(state, event.squadron, { where: 'aboard', pose: null, munitions: 0 });
    case 'power-spent':
      return withShip(state, event.player, { power: event.power, armour: event.armour, mat: event.mat });
    case 'dice-rolled':
      return { ...state, random: event.random };
    case 'squadron-flew': {
      const fighters = state.fighters;
      const launches = fighters === null ? {} : { ...fighters.launches, [event.player]: (fighters.launches[event.player] ?? 0) - (event.launched ? 1 : 0) };
      const moved = withSquadron(state, event.squadron, { where: 'flying', pose: event.pose, munitions: event.munitions });
      return { ...moved, fighters: fighters === null ? null : { ...fighters, activated: [...fighters.activated, event.squadron], launches, toAct: event.next } };
    }
    case 'squadron-recalled':
      return withSquadron(state, event.squadron, { where: 'aboard', pose: null, munitions: event.munitions });
    case 'player-passed': {
      const fighters = state.fighters;
      return fighters === null ? state : { ...state, fighters: { ...fighters, passed: [...fighters.passed, event.player], toAct: event.next } };
    }
    case 'token-launched': {
      const ship = state.ships[event.token.owner];
      const tokensOut = ship === undefined ? {} : { ...ship.tokensOut, [event.token.source]: (ship.tokensOut[event.token.source] ?? 0) + 1 };
      return withShip({ ...state, tokens: [...state.tokens, event.token], tokenCount: state.tokenCount + 1 }, event.token.owner, { tokensOut });
    }
    case 'token-moved':
      if (event.outcome === 'flying') return { ...state, tokens: state.tokens.map((token) => (token.id === event.token ? { ...token, at: event.at, facing: event.facing } : token)) };
      return removeToken(state, event.token);
    case 'phase-began':
      return {
        ...state,
        phase: event.phase,
        pendingActions: event.phase === 'action' ? (event.actions ?? []) : state.pendingActions,
        fighters: event.phase === 'fighter' ? { toAct: state.initiative, passed: [], activated: [], launches: event.launches ?? {} } : state.fighters,
      };
    case 'prompted':
      return { ...state, prompt: event.prompt };
    case 'round-cleaned-up':
      return {
        ...state,
        ships: Object.fromEntries(Object.entries(state.ships).map(([player, ship]) => [player, { ...ship, cooldowns: event.cooldowns[player] ?? {} }])),
        initiative: event.initiative,
        round: event.round,
        phase: 'commit',
        orders: null,
        fired: [],
        fighters: null,
        pendingActions: [],
        used: Object.fromEntries(state.players.map((player) => [player, []])),
        prompt: commitPrompt(state.players, event.round),
      };
    case 'game-ended':
      return { ...state, phase: 'over', prompt: null, outcome: event.outcome };
  }
}
