/**
 * Headings a reader can turn a ship to, a fixed step at a time: 24 directions, 15° apart, as unit
 * vectors written out once. Headings are vectors in the rules (no trigonometry there); a widget that
 * turns a ship by a step takes the next vector of this table instead of calling `Math.cos` and
 * `Math.sin`, whose last bits may differ from one browser to the next. So a ship turned three
 * steps points exactly the same way everywhere, and a shot along it meets the same ship.
 *
 * Angles are in degrees clockwise on the table as drawn (x right, y down): 0° points right, 90°
 * down, 180° left, 270° up.
 */
import type { Point } from './plane.ts';

/** The angle between two neighbouring headings of the table, in degrees. */
export const HEADING_STEP_DEGREES = 15;
/** How many headings the table has: a whole turn in steps of HEADING_STEP_DEGREES. */
export const HEADING_STEPS = 24;

// The correctly rounded doubles of cos and sin of 15°, 30° and 45° ((√6 ± √2)/4, √3/2, √2/2).
const COS_15 = 0.9659258262890683;
const SIN_15 = 0.25881904510252074;
const COS_30 = 0.8660254037844386;
const HALF_SQRT_2 = 0.7071067811865476;

/** The first quarter turn, 0° to 75°; the other quarters are these turned, exactly. */
const QUARTER: readonly Point[] = [
  { x: 1, y: 0 },
  { x: COS_15, y: SIN_15 },
  { x: COS_30, y: 0.5 },
  { x: HALF_SQRT_2, y: HALF_SQRT_2 },
  { x: 0.5, y: COS_30 },
  { x: SIN_15, y: COS_15 },
];

/**
 * The 24 headings, index k pointing k·15° clockwise from right. A quarter turn is (x, y) → (−y, x):
 * no arithmetic, so the table is symmetric to the last bit (0 for −0 aside, which no test of
 * direction tells apart).
 */
export const HEADINGS: readonly Point[] = Object.freeze(
  [0, 1, 2, 3].flatMap((quarter) =>
    QUARTER.map(({ x, y }): Point => {
      const turned = [
        { x, y },
        { x: -y, y: x },
        { x: -x, y: -y },
        { x: y, y: -x },
      ][quarter] as Point;
      // Plain zeros: a heading of { x: -0 } reads oddly in JSON and in tests.
      return Object.freeze({ x: turned.x + 0, y: turned.y + 0 });
    }),
  ),
);

/** Whole steps round the table: any whole number, negative or past a turn, gives its step 0 to 23. */
export function normaliseStep(step: number): number {
  return ((Math.trunc(step) % HEADING_STEPS) + HEADING_STEPS) % HEADING_STEPS;
}

/** The heading `step` steps clockwise from pointing right (a copy: change it freely). */
export function headingAt(step: number): Point {
  const heading = HEADINGS[normaliseStep(step)] ?? { x: 1, y: 0 };
  return { x: heading.x, y: heading.y };
}

/** The heading `degrees` clockwise from pointing right, or null unless it is a whole number of steps (15°, −90°, 405°). */
export function headingOfDegrees(degrees: number): Point | null {
  if (!Number.isInteger(degrees) || degrees % HEADING_STEP_DEGREES !== 0) return null;
  return headingAt(degrees / HEADING_STEP_DEGREES);
}

/**
 * The step of the table nearest to `heading` (any non-zero vector): the one its direction is
 * closest to, found by comparing dot products with each unit heading, no angle worked out. Of two
 * equally near, the lower step.
 */
export function nearestStep(heading: Point): number {
  let best = 0;
  let bestDot = Number.NEGATIVE_INFINITY;
  // Scaled so a tiny or a huge vector compares as well as any.
  const scale = Math.max(Math.abs(heading.x), Math.abs(heading.y));
  const x = heading.x / scale;
  const y = heading.y / scale;
  HEADINGS.forEach((unit, step) => {
    const dot = unit.x * x + unit.y * y;
    if (dot > bestDot + 1e-12) {
      best = step;
      bestDot = dot;
    }
  });
  return best;
}

/** `heading` turned `steps` steps clockwise (negative: anticlockwise), from its nearest step of the table. */
export function turnHeading(heading: Point, steps: number): Point {
  return headingAt(nearestStep(heading) + steps);
}

/** Whether `heading` is exactly one of the table's headings (not merely pointing the same way). */
export function isTableHeading(heading: Point): boolean {
  return HEADINGS.some((unit) => unit.x === heading.x && unit.y === heading.y);
}
