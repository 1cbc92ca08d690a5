/**
 * Steam Pirates in words, for the widgets: rule citations from the game's rule headings, island
 * names, compass points and goods.
 */
import { ruleHeading, type Bearing, type Good, type SkyMap } from '../../rules/steam-pirates/index.ts';
import { citationFrom } from '../shared/words.ts';
import { GOOD_NAMES, SHIP_NAMES, type MapShip } from './sky-map-board.ts';

export { capitalise, listWords, plural } from '../shared/words.ts';

/** A rule id as a citation with its title and docs link from the Steam Pirates rule map. */
export const citation = citationFrom(ruleHeading);

const POINT_NAMES: Readonly<Record<Bearing, string>> = {
  N: 'North',
  NE: 'North-East',
  E: 'East',
  SE: 'South-East',
  S: 'South',
  SW: 'South-West',
  W: 'West',
  NW: 'North-West',
};

/** "North-East" for NE. */
export function pointName(point: Bearing): string {
  return POINT_NAMES[point];
}

/** An island's name on a map (its id when it has none, or when it is not on the map). */
export function islandName(map: SkyMap, id: string): string {
  return map.islands.find((island) => island.id === id)?.name ?? id;
}

export function goodName(good: Good): string {
  return GOOD_NAMES[good];
}

/** "the Dreadnought", "the Flying Fortress". */
export function shipName(ship: MapShip): string {
  return `the ${SHIP_NAMES[ship]}`;
}
