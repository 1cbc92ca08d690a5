/**
 * Folds one event into the state. No rules and no choices here: `decide` has made them all and
 * put the results in the events.
 */
import { choicePrompt, type PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, SteamTorpedoState, Submarine, TileState } from './model.ts';
import type { AttackEvent, SteamTorpedoEvent } from './messages.ts';
import { CONTROL_ROOM_CELL, sameCell } from './geometry.ts';
import { beginFirstTurn, breathePrompt, swapPrompt } from './setup.ts';
import { RULE } from './rule-ids.ts';

export function evolve(state: SteamTorpedoState, event: SteamTorpedoEvent): SteamTorpedoState {
  switch (event.type) {
    case 'tiles-swapped':
    case 'swap-skipped': {
      const swapped = event.type === 'tiles-swapped' ? updateSubmarine(state, event.player, (sub) => swapTiles(sub, event.first, event.second)) : state;
      // The first player decides first; once the second has, the first player's turn begins.
      return event.player === state.active ? { ...swapped, prompt: swapPrompt(otherPlayer(state, event.player)) } : beginFirstTurn(swapped);
    }
    case 'turn-began':
      return {
        ...state,
        active: event.player,
        phase: 'recovery',
        turnsBegun: { ...state.turnsBegun, [event.player]: (state.turnsBegun[event.player] ?? 0) + 1 },
        prompt: breathePrompt(event.player),
      };
    case 'oxygen-breathed':
      return updateTile(state, event.player, event.tile, (tile) => ({ ...tile, oxygen: tile.oxygen - 1 }));
    case 'crew-readied':
      return {
        // Eliminated crew are off the board: only tokens still aboard turn face up.
        ...updateSubmarine(state, event.player, (sub) => ({ ...sub, crew: sub.crew.map((member) => (member.at === null ? member : { ...member, ready: true })) })),
        phase: 'action',
        prompt: null,
        maneuvered: false,
        maneuver: null,
        captainMoved: false,
        captainFreeMove: null,
        singleUseSpent: [],
      };
    case 'maneuver-started':
      return { ...state, maneuvered: true, maneuver: { speedLeft: event.speed }, captainFreeMove: null };
    case 'submarine-moved':
      return {
        ...updateSubmarine(state, event.submarine, (sub) => ({ ...sub, sector: event.to })),
        northernSubmarine: event.northernSubmarine,
        maneuver: state.maneuver === null ? null : { speedLeft: state.maneuver.speedLeft - 1 },
      };
    case 'maneuver-ended':
      return { ...state, maneuver: null };
    case 'crew-moved': {
      const moved = updateCrew(state, event.player, event.crew, (member) => ({ ...member, at: member.at && { ...member.at, cell: event.to }, ready: event.exhausts ? false : member.ready }));
      // A move is an activation of its own; the step after a trigger belongs to the trigger's activation.
      return event.rule === RULE.activateMove ? { ...moved, captainFreeMove: afterActivation(state, [event.crew]) } : moved;
    }
    case 'captain-moved': {
      const captain = state.submarines[event.player]?.crew.find((member) => member.id === 'captain');
      const moved = updateCrew(state, event.player, 'captain', (member) => ({ ...member, at: member.at && { ...member.at, cell: event.to } }));
      // Still ready: this was the move before his activation, which must come next.
      return { ...moved, captainMoved: true, captainFreeMove: captain?.ready === true ? 'owes-activation' : null };
    }
    case 'effect-triggered': {
      const key = `${event.player}/${event.tile}#${String(event.effect)}`;
      const spent = state.singleUseSpent.includes(key) ? state : { ...state, singleUseSpent: [...state.singleUseSpent, key] };
      const window = spent.reactionWindow;
      if (!event.reaction) return { ...spent, captainFreeMove: afterActivation(state, event.crew) };
      if (window === null) return spent;
      return { ...spent, reactionWindow: { ...window, reacted: [...window.reacted, event.tile] } };
    }
    case 'reactors-returned':
      return event.crew.reduce(
        (folded, crewId) => updateCrew(folded, event.player, crewId, (member) => ({ ...member, at: { submarine: event.player, cell: CONTROL_ROOM_CELL }, ready: false })),
        state,
      );
    case 'submarine-towed':
      return { ...updateSubmarine(state, event.submarine, (sub) => ({ ...sub, sector: event.to })), northernSubmarine: event.northernSubmarine };
    case 'turn-ended':
      return { ...state, maneuver: null, reactionWindow: null, prompt: null };
    default:
      return evolveAttack(state, event);
  }
}

/**
 * `evolve` for the events of an attack alone: the damage sub-mechanic folds with this, which keeps
 * the rest of the game's events out of its bundle.
 */
export function evolveAttack(state: SteamTorpedoState, event: AttackEvent): SteamTorpedoState {
  switch (event.type) {
    case 'attack-resolved':
      return state;
    case 'damage-pending': {
      const { pending } = event;
      const chooser = pending.kind === 'oxygen-anywhere' ? pending.attacker : pending.defender;
      const prompt =
        pending.kind === 'damage'
          ? choicePrompt('allocate-damage', chooser, pending.source, pending.current === null ? `Absorb ${String(pending.remaining)} damage into the control room, or choose a compartment in the ${pending.location}.` : `Place the remaining ${String(pending.remaining)} damage.`)
          : choicePrompt('drain-oxygen', chooser, pending.source, `Remove ${String(pending.remaining)} oxygen: choose a compartment.`);
      return { ...state, pendingDamage: pending, prompt };
    }
    case 'damage-absorbed':
      return updateTile(state, event.player, controlRoomId(state, event.player), (tile) => ({ ...tile, damage: tile.damage + 1, oxygen: tile.oxygen - event.oxygenLost }));
    case 'damage-placed':
      return updateTile(state, event.player, event.tile, (tile) => ({ ...tile, damage: tile.damage + event.amount, oxygen: tile.oxygen - event.oxygenLost }));
    case 'compartment-destroyed': {
      const flipped = updateTile(state, event.player, event.tile, (tile) => ({ ...tile, destroyed: true }));
      return event.crewLost.reduce((folded, lost) => updateCrew(folded, lost.owner, lost.crew, eliminate), flipped);
    }
    case 'oxygen-removed':
      return updateTile(state, event.player, event.tile, (tile) => ({ ...tile, oxygen: tile.oxygen - event.amount }));
    case 'damage-done':
      return { ...state, pendingDamage: null, prompt: state.reactionWindow === null ? null : reactPrompt(state.reactionWindow.reactor) };
    case 'crew-eliminated':
      return event.crew.reduce((folded, crewId) => updateCrew(folded, event.owner, crewId, eliminate), state);
    case 'reaction-window-opened':
      return { ...state, reactionWindow: { reactor: event.reactor, after: event.after, reacted: [] }, prompt: reactPrompt(event.reactor) };
    case 'reaction-window-closed':
      return { ...state, reactionWindow: null, prompt: null };
    case 'game-won':
      return { ...state, phase: 'over', prompt: null, pendingDamage: null, reactionWindow: null, maneuver: null, winner: { winners: event.winners, reason: event.reason } };
  }
}

/** After an activation by `crew`: the captain's free move may follow it if he was among them and has not used it. */
function afterActivation(state: SteamTorpedoState, crew: readonly string[]): SteamTorpedoState['captainFreeMove'] {
  return crew.includes('captain') && !state.captainMoved ? 'may-follow' : null;
}

export function reactPrompt(reactor: PlayerId): SteamTorpedoState['prompt'] {
  return choicePrompt('react', reactor, RULE.effectsCounter, 'React with a Counter effect, or pass.');
}

function otherPlayer(state: SteamTorpedoState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

function updateSubmarine(state: SteamTorpedoState, owner: PlayerId, change: (submarine: Submarine) => Submarine): SteamTorpedoState {
  const submarine = state.submarines[owner];
  if (submarine === undefined) return state;
  return { ...state, submarines: { ...state.submarines, [owner]: change(submarine) } };
}

function updateTile(state: SteamTorpedoState, owner: PlayerId, tileId: string, change: (tile: TileState) => TileState): SteamTorpedoState {
  return updateSubmarine(state, owner, (sub) => ({ ...sub, layout: sub.layout.map((tile) => (tile.id === tileId ? change(tile) : tile)) }));
}

function updateCrew(state: SteamTorpedoState, owner: PlayerId, crewId: string, change: (member: CrewMember) => CrewMember): SteamTorpedoState {
  return updateSubmarine(state, owner, (sub) => ({ ...sub, crew: sub.crew.map((member) => (member.id === crewId ? change(member) : member)) }));
}

function eliminate(member: CrewMember): CrewMember {
  return { ...member, at: null, ready: false };
}

function controlRoomId(state: SteamTorpedoState, owner: PlayerId): string {
  const submarine = state.submarines[owner];
  return submarine?.layout.find((tile) => sameCell(tile.cell, CONTROL_ROOM_CELL))?.id ?? '';
}

function swapTiles(submarine: Submarine, first: string, second: string): Submarine {
  const cellOf = (id: string): Cell | undefined => submarine.layout.find((tile) => tile.id === id)?.cell;
  const firstCell = cellOf(first);
  const secondCell = cellOf(second);
  if (firstCell === undefined || secondCell === undefined) return submarine;
  return {
    ...submarine,
    layout: submarine.layout.map((tile) => (tile.id === first ? { ...tile, cell: secondCell } : tile.id === second ? { ...tile, cell: firstCell } : tile)),
  };
}
