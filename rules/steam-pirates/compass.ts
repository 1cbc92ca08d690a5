/**
 * The compass of Steam Pirates: the eight points the wind arrow and the wind die show, and how a
 * direction on the board turns into one of them. Pure geometry: no islands, no rules of sailing.
 */

/** A compass point; the wind arrow, the wind die's faces and every link's bearing are one of these. */
export type Bearing = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** The eight points clockwise from north: a point's index times 45° is its angle from north. */
export const BEARINGS: readonly Bearing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

const POINTS = BEARINGS.length;
const DEGREES_PER_POINT = 360 / POINTS;

/**
 * How close to exactly half-way between two points a direction must be to count as half-way. The
 * half-way lines sit at 22.5° + k·45°, whose tangents are irrational, so floating-point arithmetic
 * never lands on them exactly: a direction meant to be half-way arrives a few units of rounding to
 * either side. A billionth of a point (about 0.00000005°) absorbs that rounding and is far finer
 * than any two directions a board can tell apart (whole coordinates up to 10 000 differ by more
 * than 0.0000001° from a half-way line).
 */
const HALF_WAY_TOLERANCE = 1e-9;

/**
 * The compass point nearest the direction (dx, dy), where x grows east and y grows SOUTH (screen
 * coordinates), so north is (0, −1). A direction exactly half-way between two points takes the next
 * point clockwise. (0, 0) has no direction: callers make sure it never comes here.
 */
export function bearingOfVector(dx: number, dy: number): Bearing {
  // Angle clockwise from north in [0, 360): atan2 of (east, north) components.
  const degrees = (((Math.atan2(dx, -dy) * 180) / Math.PI) % 360 + 360) % 360;
  const points = degrees / DEGREES_PER_POINT;
  // Nearest point, rounding half-way (and anything within rounding error of it) up, i.e. clockwise.
  const index = Math.floor(points + 0.5 + HALF_WAY_TOLERANCE) % POINTS;
  return BEARINGS[index] ?? 'N';
}

/** The angle between two compass points: 0, 45, 90, 135 or 180 degrees. */
export function angleBetween(a: Bearing, b: Bearing): number {
  const steps = Math.abs(BEARINGS.indexOf(a) - BEARINGS.indexOf(b));
  return Math.min(steps, POINTS - steps) * DEGREES_PER_POINT;
}
