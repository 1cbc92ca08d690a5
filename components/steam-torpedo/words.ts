/**
 * Steam Torpedo's events and pieces in plain words, for the widgets' logs, choices and live
 * regions. Presentation only: every fact comes from the rules (the events, the state, the rule map).
 */
import type { PlayerId } from '../../rules/engine/index.ts';
import {
  compassOfSide,
  RULE,
  ruleHeading,
  type Alert,
  type Arc,
  type Button,
  type EffectAction,
  type Faction,
  type Location,
  type Range,
  type Seat,
  type Cell,
  type CrewMember,
  type EffectTarget,
  type RelativePosition,
  type SteamTorpedoCommand,
  type SteamTorpedoEvent,
  type SteamTorpedoState,
  type Submarine,
  type TileType,
} from '../../rules/steam-torpedo/index.ts';
import { capitalise, citationFrom, listWords, plural, withNames } from '../shared/words.ts';

export { capitalise, listWords, plural } from '../shared/words.ts';

/** A rule id as a citation with its title and docs link from the Steam Torpedo rule map. */
export const citation = citationFrom(ruleHeading);

export const TILE_TYPE_NAMES: Readonly<Record<TileType, string>> = {
  standard: 'Standard',
  engine: 'Engine',
  armored: 'Armored',
  experimental: 'Experimental',
  'control-room': 'Control room',
};

/** Player ids that are not names: the default seats and the scenario roles, read lower case mid-sentence. */
const COMMON_IDS: readonly string[] = ['south', 'north'];

/**
 * A player as a sentence names them: 'the defender' for the scenario players, 'south' and 'north'
 * for the default seats (lower case mid-sentence), and any other id as a name with a capital
 * ('bruno' → 'Bruno'), since a setup's own ids are the players' names.
 */
export function playerName(player: PlayerId): string {
  if (player === 'defender' || player === 'attacker') return `the ${player}`;
  return COMMON_IDS.includes(player) ? player : capitalise(player);
}

/**
 * A sentence from the rules (a refusal, a game-over reason) with each player id that is a name
 * written as one: the rules word their messages with the bare id ("bruno has run out of oxygen").
 */
export function withPlayerNames(state: Pick<SteamTorpedoState, 'players'>, text: string): string {
  // The scenario roles read as they are ("the defender"): only names replace ids.
  return withNames(text, state.players, (player) => {
    const name = playerName(player);
    return name.startsWith('the ') ? player : name;
  });
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
    case 'tiles-swapped':
      return `${capitalise(playerName(event.player))} swaps ${tileName(state, event.player, event.first)} and ${tileName(state, event.player, event.second)}.`;
    case 'swap-skipped':
      return `${capitalise(playerName(event.player))} keeps the layout.`;
    case 'turn-began':
      return `${capitalise(playerName(event.player))}'s turn begins with the recovery phase.`;
    case 'oxygen-breathed':
      return `${capitalise(playerName(event.player))}'s crew breathe: 1 oxygen token comes off ${tileName(state, event.player, event.tile)}.`;
    case 'crew-readied':
      return `${capitalise(playerName(event.player))}'s crew turn ready, and the action phase begins.`;
    case 'maneuver-started':
      return `${capitalise(playerName(event.player))} starts a maneuver with speed ${String(event.speed)}.`;
    case 'submarine-moved':
      return `${capitalise(playerName(event.submarine))}'s submarine moves from sector ${String(event.from)} to sector ${String(event.to)}.`;
    case 'maneuver-ended':
      return `${capitalise(playerName(event.player))}'s maneuver ends.`;
    case 'crew-moved': {
      const where = tileAtName(state, event.player, event.to);
      const tired = event.exhausts ? ' and is exhausted' : '';
      return event.rule === RULE.activateTrigger
        ? `${capitalise(playerName(event.player))}'s ${crewName(event.crew).replace(/^the /, '')} steps toward the control room, to ${where}${tired}.`
        : `${capitalise(playerName(event.player))}'s ${crewName(event.crew).replace(/^the /, '')} moves to ${where}${tired}.`;
    }
    case 'captain-moved':
      return `${capitalise(playerName(event.player))}'s captain takes his free step, to ${tileAtName(state, event.player, event.to)}.`;
    case 'effect-triggered': {
      const tile = tileName(state, event.player, event.tile);
      if (event.reaction) return `${capitalise(playerName(event.player))} reacts with the Counter effect of ${tile}.`;
      const who = capitalise(crewList(event.crew));
      return event.doubled
        ? `${capitalise(playerName(event.player))}: ${who} trigger ${tile} together (Two Keys: the effect is doubled).`
        : `${capitalise(playerName(event.player))}: ${who} ${event.crew.length === 1 ? 'triggers' : 'trigger'} ${tile}.`;
    }
    case 'reactors-returned':
      return event.crew.length === 0
        ? 'The reaction is over.'
        : `${capitalise(crewList(event.crew))} of ${playerName(event.player)} ${event.crew.length === 1 ? 'is' : 'are'} exhausted and ${event.crew.length === 1 ? 'returns' : 'return'} to the control room.`;
    case 'submarine-towed':
      return `${capitalise(playerName(event.submarine))}'s submarine is towed from sector ${String(event.from)} to sector ${String(event.to)}.`;
    case 'turn-ended':
      return `${capitalise(playerName(event.player))} ends the turn.`;
    default:
      return describeAttackEvent(state, event, location);
  }
}

/**
 * `describeEvent` for what an attack brings about (damage, oxygen, losses, the reaction window,
 * the end of the game): all a widget of the defender's side ever shows, without the words for the
 * rest of the game's events.
 */
export function describeAttackEvent(state: SteamTorpedoState, event: SteamTorpedoEvent, location?: string): string {
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
      if (event.rule === RULE.attackAbsorb) return `${capitalise(room)} takes 1 damage token and absorbs the whole attack.${air}`;
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
      return event.rule === RULE.attackDrainOxygen ? 'The oxygen attack is over.' : 'All the damage is placed.';
    case 'crew-eliminated':
      return `${capitalise(crewList(event.crew))} of ${playerName(event.owner)} ${event.crew.length === 1 ? 'is' : 'are'} eliminated.`;
    case 'reaction-window-opened':
      return `${capitalise(playerName(event.reactor))} may now react with a Counter effect.`;
    case 'reaction-window-closed':
      return `${capitalise(playerName(event.reactor))} does not react.`;
    case 'game-won':
      return `Game over: ${event.winners.length === 0 ? 'nobody wins' : `${listWords(event.winners.map(playerName))} ${event.winners.length === 1 ? 'wins' : 'win'}`} (${withPlayerNames(state, event.reason)}).`;
    default:
      return (event as { type: string }).type.replaceAll('-', ' ');
  }
}

/**
 * What a group of events does, in one paragraph: for a choice's preview and the live region.
 * The closing `damage-done` is left out (it only says the attack is over).
 */
export function summarizeEvents(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[], location?: string): string {
  return summarize(events, (event) => describeEvent(state, event, location));
}

/** `summarizeEvents` for the events of an attack, with `describeAttackEvent`'s words. */
export function summarizeAttackEvents(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[], location?: string): string {
  return summarize(events, (event) => describeAttackEvent(state, event, location));
}

/**
 * What a choice would do, for its preview beside the choice: `summarizeAttackEvents`, except that
 * the oxygen still to remove is said briefly ("2 oxygen tokens still to remove from the port.").
 * The full sentence restates how a drain goes on ("emptying one compartment before the next"),
 * which the log says once; said again under each of five choices, it doubled the list's height.
 */
export function previewAttackEvents(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[], location?: string): string {
  return summarize(events, (event) =>
    event.type === 'damage-pending' && event.pending.kind === 'oxygen'
      ? `${capitalise(plural(event.pending.remaining, 'oxygen token'))} still to remove from the ${event.pending.location}.`
      : describeAttackEvent(state, event, location),
  );
}

function summarize(events: readonly SteamTorpedoEvent[], describe: (event: SteamTorpedoEvent) => string): string {
  const sentences = events.filter((event) => event.type !== 'damage-done').map(describe);
  return sentences.length === 0 ? 'Nothing happens.' : sentences.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The whole game: positions, prompts and commands in words.

/** The tile standing in a cell of a submarine, by name. */
export function tileAtName(state: SteamTorpedoState, owner: PlayerId, cell: Cell): string {
  const sub = submarine(state, owner);
  const tile = sub?.layout.find((candidate) => candidate.cell.row === cell.row && candidate.cell.column === cell.column);
  return tile === undefined ? `the ${cell.row} row, column ${String(cell.column)}` : tileName(state, owner, tile.id);
}

/** Where the other submarine is, seen from one: 'in front', 'on the port side'. */
export function positionWords(position: RelativePosition): string {
  switch (position) {
    case 'front':
      return 'in front';
    case 'behind':
      return 'behind';
    case 'port-side':
      return 'alongside to port';
    case 'starboard-side':
      return 'alongside to starboard';
  }
}

function otherPlayer(state: SteamTorpedoState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

/**
 * What the game waits for, in one sentence that names who must act: "South: take one oxygen token
 * off a tile", "North may react with a Counter effect, or pass". Read from the state's prompt.
 */
export function promptWords(state: SteamTorpedoState): string {
  if (state.winner !== null) return 'The game is over.';
  const prompt = state.prompt;
  const who = (player: PlayerId): string => capitalise(playerName(player));
  if (prompt === null) {
    if (state.phase !== 'action') return `${who(state.active)} is to play.`;
    if (state.maneuver !== null) return `${who(state.active)}: move either submarine one sector at a time (${plural(state.maneuver.speedLeft, 'step')} left), or end the maneuver.`;
    return `${who(state.active)}: maneuver once, activate ready crew, or end the turn.`;
  }
  const pending = state.pendingDamage;
  switch (prompt.id) {
    case 'swap':
      return `${who(prompt.player)}: swap two of your tiles, or keep the layout.`;
    case 'breathe':
      return `${who(prompt.player)}: take one oxygen token off a tile.`;
    case 'react':
      return `${who(prompt.player)} may react with a Counter effect, or pass.`;
    case 'allocate-damage':
      if (pending === null) break;
      return pending.current === null
        ? `${who(prompt.player)}: absorb ${String(pending.remaining)} damage or choose a compartment in the ${pending.location}.`
        : `${who(prompt.player)}: place the remaining ${String(pending.remaining)} damage on a compartment in the ${pending.location}.`;
    case 'drain-oxygen':
      if (pending === null) break;
      return pending.kind === 'oxygen-anywhere'
        ? `${who(prompt.player)}: the ${pending.location} of ${playerName(pending.defender)}'s submarine has no oxygen left; take 1 oxygen token from any of its compartments.`
        : `${who(prompt.player)}: remove ${plural(pending.remaining, 'oxygen token')} from a compartment in the ${pending.location}, emptying one before the next.`;
  }
  return `${who(prompt.player)}: ${prompt.question}`;
}

/** The phase in words: 'Setup swap', 'Recovery phase', 'Action phase', 'Maneuvering', 'Game over'. */
export function phaseWords(state: SteamTorpedoState): string {
  if (state.winner !== null || state.phase === 'over') return 'Game over';
  if (state.phase === 'swap') return 'Setup: the optional swap';
  if (state.phase === 'recovery') return 'Recovery phase';
  return state.maneuver === null ? 'Action phase' : 'Action phase, maneuvering';
}

/** An effect's extra choices in words: the location hit, the crew shot, the tow's way and side. */
export function targetWords(state: SteamTorpedoState, player: PlayerId, target: EffectTarget | undefined): string {
  if (target === undefined) return '';
  const opponent = otherPlayer(state, player);
  const parts: string[] = [];
  if (target.tile !== undefined) {
    parts.push(`shoot ${target.rank === 'captain' ? 'the captain' : 'a sailor'} in ${tileName(state, opponent, target.tile)}${target.location === undefined ? '' : ` (${target.location})`}`);
  } else if (target.location !== undefined) {
    parts.push(`at the ${target.location}`);
  }
  if (target.direction !== undefined) parts.push(`tow toward sector ${target.direction === 1 ? '5' : '1'}`);
  if (target.side !== undefined) parts.push(sideWords(state, player, target.side));
  return parts.join(', ');
}

/** A shared-sector side: 'South lies on North's port side (to the north)'. */
export function sideWords(state: SteamTorpedoState, player: PlayerId, side: 'port' | 'starboard'): string {
  return `${capitalise(playerName(player))} lies on ${playerName(otherPlayer(state, player))}'s ${side} side (to the ${compassOfSide(side)})`;
}

/** A command as the label of the button that sends it. */
export function commandLabel(state: SteamTorpedoState, command: SteamTorpedoCommand): string {
  switch (command.type) {
    case 'swap-tiles':
      return `Swap ${tileName(state, command.player, command.first)} and ${tileName(state, command.player, command.second)}`;
    case 'skip-swap':
      return 'Keep the layout';
    case 'breathe':
      return `Breathe from ${tileName(state, command.player, command.tile)}`;
    case 'start-maneuver':
      return 'Start a maneuver';
    case 'maneuver-step': {
      const from = submarine(state, command.submarine)?.sector ?? 0;
      const side = command.side === undefined ? '' : `, ${sideWords(state, command.player, command.side)}`;
      return `${capitalise(playerName(command.submarine))}'s submarine ${command.direction === 1 ? '▶' : '◀'} to sector ${String(from + command.direction)}${side}`;
    }
    case 'end-maneuver':
      return 'End the maneuver';
    case 'move-crew':
      return `Move ${crewName(command.crew)} to ${crewDestination(state, command.player, command.crew, command.to)}`;
    case 'captain-move':
      return `Captain's free step to ${crewDestination(state, command.player, 'captain', command.to)}`;
    case 'trigger': {
      const target = targetWords(state, command.player, command.target);
      const keys = command.crew.length === 2 ? `with ${crewList(command.crew)} together (Two Keys, doubled)` : `with ${crewName(command.crew[0] ?? '')}`;
      const step = command.to[0] === undefined ? '' : `, then to ${tileAtName(state, command.player, command.to[0])}`;
      return `${capitalise(target === '' ? 'trigger' : target)} ${keys}${step}`;
    }
    case 'react': {
      const target = targetWords(state, command.player, command.target);
      return `React with ${tileName(state, command.player, command.tile)}${target === '' ? '' : `: ${target}`}`;
    }
    case 'pass-reaction':
      return 'Pass: no reaction';
    case 'absorb-damage':
      return `Absorb it into ${controlRoomName(state, command.player)}`;
    case 'assign-damage':
      return `Damage on ${tileName(state, state.pendingDamage?.defender ?? command.player, command.tile)}`;
    case 'remove-oxygen':
      return `Oxygen from ${tileName(state, state.pendingDamage?.defender ?? command.player, command.tile)}`;
    case 'end-turn':
      return 'End the turn';
  }
}

/** Where a crew member would step to: the tile in that cell of the submarine the member stands in. */
function crewDestination(state: SteamTorpedoState, player: PlayerId, crewId: string, to: Cell): string {
  const aboard = submarine(state, player)?.crew.find((member) => member.id === crewId)?.at?.submarine ?? player;
  return tileAtName(state, aboard, to);
}

// ---------------------------------------------------------------------------------------------
// Tile data in words, for the docs pages' build-time tables and the widgets alike. Each table is a
// record over the rules' own types, so a new faction, button or action kind fails the type check
// instead of showing the reader a raw value.

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  'panzer-la-rochelle': 'Panzer la Rochelle',
  talion: 'Talion',
};

export const BUTTON_NAMES: Readonly<Record<Button, string>> = {
  standby: 'Standby',
  duty: 'Duty',
  counter: 'Counter',
};

export const ALERT_NAMES: Readonly<Record<Alert, string>> = {
  'single-use': 'single use',
  'two-keys': 'two keys',
};

export const LOCATION_NAMES: Readonly<Record<Location, string>> = {
  fore: 'Fore',
  aft: 'Aft',
  port: 'Port',
  starboard: 'Starboard',
};

export const SEAT_NAMES: Readonly<Record<Seat, string>> = {
  south: 'South player',
  north: 'North player',
};

/** Where the opponent is, as a reader would say it. */
export const POSITION_WORDS: Readonly<Record<RelativePosition, string>> = {
  front: 'ahead',
  behind: 'astern',
  'port-side': 'alongside to port',
  'starboard-side': 'alongside to starboard',
};

export const RANGE_WORDS: Readonly<Record<Range, string>> = {
  close: 'close',
  distant: 'distant',
};

/** `enemy ahead, close → their aft`. */
export function arcInWords(arc: Arc): string {
  return `enemy ${POSITION_WORDS[arc.position]}, ${RANGE_WORDS[arc.range]} → their ${arc.target}`;
}

/** What an effect does, given the tile's attack symbols. */
export function actionInWords(action: EffectAction, attackSymbols: number): string {
  switch (action.kind) {
    case 'attack': {
      const bonus = action.bonus === undefined || action.bonus === 0 ? '' : ` + ${String(action.bonus)}`;
      return `Attack: ${plural(attackSymbols, 'attack symbol', 'attack symbols')}${bonus}`;
    }
    case 'drain-oxygen':
      return `Drain ${String(action.amount)} oxygen from the location hit`;
    case 'shoot-crew':
      return action.who === 'sailors'
        ? `Shoot ${plural(action.amount, 'sailor', 'sailors')} (never the captain), ignoring armor`
        : `Shoot ${plural(action.amount, 'crew member', 'crew members')}: sailors or the captain, ignoring armor`;
    case 'tow':
      return `Tow the enemy submarine ${plural(action.amount, 'sector', 'sectors')}`;
    case 'armor-bonus':
      return `+${String(action.amount)} armor ${action.location === undefined ? 'in every location' : `in your ${action.location}`}`;
    case 'attack-bonus':
      return `+${String(action.amount)} to your attacks ${action.range === undefined ? 'at any range' : `at ${action.range} range`}`;
    case 'speed-bonus':
      return `+${String(action.amount)} speed when you maneuver`;
  }
}

/** `inner row, column 3` — how the pages name a place in a submarine's grid. */
export function cellInWords(cell: Cell): string {
  return `${cell.row} row, column ${String(cell.column)}`;
}

/** A list of cells grouped by row: `inner row: columns 4, 5; outer row: columns 4, 5`. */
export function cellsInWords(cells: readonly Cell[]): string {
  const rows = [...new Set(cells.map((cell) => cell.row))];
  return rows
    .map((row) => {
      const columns = cells.filter((cell) => cell.row === row).map((cell) => cell.column);
      return `${row} row: ${columns.length === 1 ? 'column' : 'columns'} ${columns.join(', ')}`;
    })
    .join('; ');
}
