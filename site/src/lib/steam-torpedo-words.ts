/**
 * Steam Torpedo's tile data in plain words, for the docs pages' build-time tables. Everything here
 * reads the rules' own data types, so a new field or action kind fails the type check instead of
 * showing the reader a raw value.
 */
import type {
  Alert,
  Arc,
  Button,
  Cell,
  EffectAction,
  Faction,
  Location,
  Range,
  RelativePosition,
  Seat,
  TileType,
} from '../../../rules/steam-torpedo/index.ts';

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  'panzer-la-rochelle': 'Panzer la Rochelle',
  talion: 'Talion',
};

export const TILE_TYPE_NAMES: Readonly<Record<TileType, string>> = {
  standard: 'Standard',
  engine: 'Engine',
  armored: 'Armored',
  experimental: 'Experimental',
  'control-room': 'Control room',
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

function plural(amount: number, one: string, many: string): string {
  return `${String(amount)} ${amount === 1 ? one : many}`;
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
