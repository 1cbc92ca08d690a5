/**
 * Steam Torpedo's events and pieces in plain words, for the widgets' logs, choices and live
 * regions. Presentation only: every fact comes from the rules (the events, the state, the rule map).
 */
import type { PlayerId } from '../../rules/engine/index.ts';
import { ruleById, type CrewMember, type SteamTorpedoEvent, type SteamTorpedoState, type Submarine, type TileType } from '../../rules/steam-torpedo/index.ts';
import type { RuleCitation } from '../shared/rule-citation.ts';

/** A rule id as a citation with its title and docs link from the Steam Torpedo rule map. */
export function citation(id: string): RuleCitation {
  const rule = ruleById(id);
  return { id, title: rule?.title, docs: rule?.docs };
}

export const TYPE_WORDS: Record<TileType, string> = {
  standard: 'Standard',
  engine: 'Engine',
  armored: 'Armored',
  experimental: 'Experimental',
  'control-room': 'Control room',
};

/** 'the defender' for the scenario players, else the id as it is. */
export function playerName(player: PlayerId): string {
  return player === 'defender' || player === 'attacker' ? `the ${player}` : player;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'the captain', 'sailor 1'. */
export function crewName(id: string): string {
  if (id === 'captain') return 'the captain';
  const number = /^sailor-(\d+)$/.exec(id)?.[1];
  return number === undefined ? id : `sailor ${number}`;
}

export function crewRankName(member: Pick<CrewMember, 'id' | 'rank'>): string {
  return member.rank === 'captain' ? 'captain' : crewName(member.id);
}

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** "sailors 1 and 2", "the captain and sailor 3". */
export function crewList(ids: readonly string[]): string {
  const captain = ids.includes('captain');
  const sailors = ids.filter((id) => id !== 'captain').map((id) => /^sailor-(\d+)$/.exec(id)?.[1] ?? id);
  const parts: string[] = [];
  if (captain) parts.push('the captain');
  if (sailors.length === 1) parts.push(`sailor ${sailors[0] ?? ''}`);
  if (sailors.length > 1) parts.push(`sailors ${listWords(sailors)}`);
  return listWords(parts);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

function submarine(state: SteamTorpedoState, owner: PlayerId): Submarine | undefined {
  return state.submarines[owner];
}

/** A tile's printed name, or its id when unknown. */
export function tileName(state: SteamTorpedoState, owner: PlayerId, tileId: string): string {
  return submarine(state, owner)?.tiles.find((tile) => tile.id === tileId)?.name ?? tileId;
}

export function controlRoomName(state: SteamTorpedoState, owner: PlayerId): string {
  const sub = submarine(state, owner);
  const room = sub?.tiles.find((tile) => tile.type === 'control-room');
  return room === undefined ? 'the control room' : `the ${room.name} (control room)`;
}

/**
 * One event in a sentence. `state` is any state of the same game (names are read from it);
 * `location` names the location an attack hit, for the events that do not carry it.
 */
export function describeEvent(state: SteamTorpedoState, event: SteamTorpedoEvent, location?: string): string {
  switch (event.type) {
    case 'attack-resolved':
      return `Attack total ${String(event.attackTotal)} on the ${event.location}, armor value ${String(event.armorValue)}: damage total ${String(event.attackTotal)} − ${String(event.armorValue)} = ${String(event.damageTotal)}.`;
    case 'damage-pending': {
      const { pending } = event;
      if (pending.kind === 'oxygen-anywhere') {
        return `The ${pending.location} has no oxygen left: ${playerName(pending.attacker)} takes 1 oxygen token from any compartment.`;
      }
      if (pending.kind === 'oxygen') {
        return pending.current === null
          ? `${capitalise(playerName(pending.defender))} must remove ${plural(pending.remaining, 'oxygen token')} from the ${pending.location}, emptying one compartment before the next.`
          : `${plural(pending.remaining, 'oxygen token')} still to remove from the ${pending.location}.`;
      }
      return pending.current === null
        ? `${capitalise(playerName(pending.defender))} must take ${String(pending.remaining)} damage in the ${pending.location}: absorb it into the control room, or choose a compartment.`
        : `${String(pending.remaining)} damage left: it goes on another compartment in the ${pending.location}.`;
    }
    case 'damage-absorbed': {
      const room = controlRoomName(state, event.player);
      const air = event.oxygenLost > 0 ? ` It covers ${plural(event.oxygenLost, 'oxygen token')}.` : '';
      if (event.rule === 'steam-torpedo/attack.absorb') return `${capitalise(room)} takes 1 damage token and absorbs the whole attack.${air}`;
      return `No compartment is left in the ${location ?? 'location'}: the rest goes to ${room} as 1 damage token.${air}`;
    }
    case 'damage-placed': {
      const air = event.oxygenLost > 0 ? `, covering ${plural(event.oxygenLost, 'oxygen token')}` : '';
      return `${tileName(state, event.player, event.tile)} takes ${plural(event.amount, 'damage token')}${air}.`;
    }
    case 'compartment-destroyed': {
      const lost = event.crewLost.map((entry) => entry.crew);
      const crew = lost.length === 0 ? '' : ` ${capitalise(crewList(lost))} ${lost.length === 1 ? 'is' : 'are'} eliminated.`;
      return `${tileName(state, event.player, event.tile)} is destroyed: all its gears are covered.${crew}`;
    }
    case 'oxygen-removed':
      return `${tileName(state, event.player, event.tile)} loses ${plural(event.amount, 'oxygen token')}.`;
    case 'damage-done':
      return event.rule === 'steam-torpedo/attack.drain-oxygen' ? 'The oxygen attack is over.' : 'All the damage is placed.';
    case 'crew-eliminated':
      return `${capitalise(crewList(event.crew))} of ${playerName(event.owner)} ${event.crew.length === 1 ? 'is' : 'are'} eliminated.`;
    case 'reaction-window-opened':
      return `${capitalise(playerName(event.reactor))} may now react with a Counter effect.`;
    case 'reaction-window-closed':
      return `${capitalise(playerName(event.reactor))} does not react.`;
    case 'game-won':
      return `Game over: ${event.winners.length === 0 ? 'nobody wins' : `${listWords(event.winners.map(playerName))} ${event.winners.length === 1 ? 'wins' : 'win'}`} (${event.reason}).`;
    default:
      return event.type.replaceAll('-', ' ');
  }
}

/**
 * What a group of events does, in one paragraph: for a choice's preview and the live region.
 * The closing `damage-done` is left out (it only says the attack is over).
 */
export function summarizeEvents(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[], location?: string): string {
  const sentences = events.filter((event) => event.type !== 'damage-done').map((event) => describeEvent(state, event, location));
  return sentences.length === 0 ? 'Nothing happens.' : sentences.join(' ');
}
