/**
 * Points, segments, convex polygons and rays on the table, in millimetres (x right, y down).
 *
 * No trigonometry: directions are vectors, and a distance is compared through its square wherever
 * that is enough. The one irrational operation is `Math.sqrt`, which IEEE 754 and ECMAScript
 * define exactly (correctly rounded), unlike sin, cos, atan2 or hypot, whose results may differ
 * from one browser to the next; so every answer here is the same bit for bit everywhere.
 *
 * Squares are taken of differences (p − a), never of coordinates, so a distance of a millionth of a
 * millimetre between pieces a metre from the origin is still measured, not lost in rounding.
 */

export interface Point {
  x: number;
  y: number;
}

/** How close two outlines may come before they count as touching, in millimetres. */
export const TOLERANCE_MM = 1e-6;
const TOLERANCE_SQUARED = TOLERANCE_MM * TOLERANCE_MM;

function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}

/** `heading` as a vector one millimetre long. Scaled before squaring, so neither a tiny nor a huge vector is lost. */
export function unitVector(heading: Point): Point {
  const scale = Math.max(Math.abs(heading.x), Math.abs(heading.y));
  const x = heading.x / scale;
  const y = heading.y / scale;
  const length = Math.sqrt(x * x + y * y);
  return { x: x / length, y: y / length };
}

/** Whether a vector points anywhere: finite and not zero. */
export function isDirection(heading: Point): boolean {
  return Number.isFinite(heading.x) && Number.isFinite(heading.y) && (heading.x !== 0 || heading.y !== 0);
}

/** The squared distance from `p` to the segment a–b. */
export function pointSegmentDistanceSquared(p: Point, a: Point, b: Point): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const px = p.x - a.x;
  const py = p.y - a.y;
  const along = px * ex + py * ey;
  if (along <= 0) return px * px + py * py;
  const lengthSquared = ex * ex + ey * ey;
  if (along >= lengthSquared) {
    const qx = p.x - b.x;
    const qy = p.y - b.y;
    return qx * qx + qy * qy;
  }
  const side = cross(ex, ey, px, py);
  return (side * side) / lengthSquared;
}

/** Whether the segments p1–p2 and q1–q2 cross each other at a point inside both. */
function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = cross(q2.x - q1.x, q2.y - q1.y, p1.x - q1.x, p1.y - q1.y);
  const d2 = cross(q2.x - q1.x, q2.y - q1.y, p2.x - q1.x, p2.y - q1.y);
  const d3 = cross(p2.x - p1.x, p2.y - p1.y, q1.x - p1.x, q1.y - p1.y);
  const d4 = cross(p2.x - p1.x, p2.y - p1.y, q2.x - p1.x, q2.y - p1.y);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether two segments come within the tolerance of each other (crossing, touching or nearly). */
function segmentsWithinTolerance(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  return (
    segmentsCross(p1, p2, q1, q2) ||
    pointSegmentDistanceSquared(p1, q1, q2) <= TOLERANCE_SQUARED ||
    pointSegmentDistanceSquared(p2, q1, q2) <= TOLERANCE_SQUARED ||
    pointSegmentDistanceSquared(q1, p1, p2) <= TOLERANCE_SQUARED ||
    pointSegmentDistanceSquared(q2, p1, p2) <= TOLERANCE_SQUARED
  );
}

/** Whether `p` lies inside or on the convex polygon (corners in order, either way round). */
export function insideConvex(p: Point, polygon: readonly Point[]): boolean {
  let positive = false;
  let negative = false;
  // Edge by edge, from the last corner round (as `edgesOf` lists them), without building the list:
  // the legal moves' sample asks this of hundreds of pentagons a move.
  let a = polygon.at(-1);
  for (const b of polygon) {
    if (a === undefined) break;
    const side = cross(b.x - a.x, b.y - a.y, p.x - a.x, p.y - a.y);
    if (side > 0) positive = true;
    else if (side < 0) negative = true;
    if (positive && negative) return false;
    a = b;
  }
  return true;
}

/** Each edge of a polygon as its two ends. */
function edgesOf(polygon: readonly Point[]): [Point, Point][] {
  let previous = polygon.at(-1);
  const edges: [Point, Point][] = [];
  for (const corner of polygon) {
    if (previous !== undefined) edges.push([previous, corner]);
    previous = corner;
  }
  return edges;
}

/** The smallest box around a polygon, as [minX, minY, maxX, maxY]. */
export type Box = readonly [number, number, number, number];

export function boxOf(polygon: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of polygon) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

function boxesFarApart(a: Box, b: Box): boolean {
  return a[0] - b[2] > TOLERANCE_MM || b[0] - a[2] > TOLERANCE_MM || a[1] - b[3] > TOLERANCE_MM || b[1] - a[3] > TOLERANCE_MM;
}

/** Whether a point comes within the tolerance of a convex polygon (inside it counts). */
export function pointNearConvex(p: Point, polygon: readonly Point[]): boolean {
  return insideConvex(p, polygon) || edgesOf(polygon).some(([a, b]) => pointSegmentDistanceSquared(p, a, b) <= TOLERANCE_SQUARED);
}

/**
 * Whether two convex polygons touch or overlap: they come within the tolerance of each other.
 * Either their edges come that close, or one lies wholly inside the other.
 */
export function convexWithinTolerance(first: readonly Point[], second: readonly Point[], firstBox = boxOf(first), secondBox = boxOf(second)): boolean {
  if (boxesFarApart(firstBox, secondBox)) return false;
  // Every edge of one against every edge of the other, walked in place (no lists built).
  let p1 = first.at(-1);
  for (const p2 of first) {
    if (p1 === undefined) break;
    let q1 = second.at(-1);
    for (const q2 of second) {
      if (q1 === undefined) break;
      if (segmentsWithinTolerance(p1, p2, q1, q2)) return true;
      q1 = q2;
    }
    p1 = p2;
  }
  // No edge comes near: either one lies wholly inside the other, or they are apart.
  return first.some((corner) => insideConvex(corner, second)) || second.some((corner) => insideConvex(corner, first));
}

/**
 * The distance between two convex polygons, in millimetres: 0 when they cross or one holds the
 * other, else the shortest gap, which runs from a corner of one to an edge of the other. For
 * showing a reader how much room is left; the rules themselves ask `convexWithinTolerance`.
 */
export function convexDistance(first: readonly Point[], second: readonly Point[]): number {
  const firstEdges = edgesOf(first);
  const secondEdges = edgesOf(second);
  for (const [p1, p2] of firstEdges) {
    for (const [q1, q2] of secondEdges) if (segmentsCross(p1, p2, q1, q2)) return 0;
  }
  if (first.some((corner) => insideConvex(corner, second)) || second.some((corner) => insideConvex(corner, first))) return 0;
  let best = Infinity;
  for (const corner of first) for (const [a, b] of secondEdges) best = Math.min(best, pointSegmentDistanceSquared(corner, a, b));
  for (const corner of second) for (const [a, b] of firstEdges) best = Math.min(best, pointSegmentDistanceSquared(corner, a, b));
  return Math.sqrt(best);
}

/** The values of t ≥ 0 where lo ≤ start + t·rate ≤ hi, as [from, to], or null when there are none. */
function linearInterval(start: number, rate: number, lo: number, hi: number): [number, number] | null {
  if (rate === 0) return start >= lo && start <= hi ? [0, Infinity] : null;
  const a = (lo - start) / rate;
  const b = (hi - start) / rate;
  const from = Math.max(0, Math.min(a, b));
  const to = Math.max(a, b);
  return from <= to ? [from, to] : null;
}

/**
 * How far along the ray from `origin` in the direction `unit` (one millimetre long) the ray first
 * comes within the tolerance of the point `centre`, or null if it never does.
 */
function discEntry(origin: Point, unit: Point, centre: Point): number | null {
  const wx = centre.x - origin.x;
  const wy = centre.y - origin.y;
  const along = wx * unit.x + wy * unit.y;
  const aside = cross(unit.x, unit.y, wx, wy);
  const room = TOLERANCE_SQUARED - aside * aside;
  if (room < 0) return null;
  const half = Math.sqrt(room);
  if (along + half < 0) return null;
  return Math.max(0, along - half);
}

/** How far along the ray it first comes within the tolerance of the segment a–b, or null. */
function segmentEntry(origin: Point, unit: Point, a: Point, b: Point): number | null {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const lengthSquared = ex * ex + ey * ey;
  const ox = origin.x - a.x;
  const oy = origin.y - a.y;
  // Beside the segment: its foot falls between a and b, and it lies within the tolerance of the line.
  const along = linearInterval(ox * ex + oy * ey, unit.x * ex + unit.y * ey, 0, lengthSquared);
  const reach = TOLERANCE_MM * Math.sqrt(lengthSquared);
  const aside = linearInterval(cross(ex, ey, ox, oy), cross(ex, ey, unit.x, unit.y), -reach, reach);
  let best: number | null = null;
  if (along !== null && aside !== null) {
    const from = Math.max(along[0], aside[0]);
    if (from <= Math.min(along[1], aside[1])) best = from;
  }
  // Or near one of its ends.
  for (const end of [a, b]) {
    const entry = discEntry(origin, unit, end);
    if (entry !== null && (best === null || entry < best)) best = entry;
  }
  return best;
}

/**
 * How far (in millimetres) along the ray from `origin` in the direction `unit` it first comes
 * within the tolerance of the convex polygon (a graze counts), or null when it passes wide of it.
 */
export function rayReach(origin: Point, unit: Point, polygon: readonly Point[], box = boxOf(polygon)): number | null {
  // A box the ray cannot come near: nothing else to work out.
  if (!rayNearBox(origin, unit, box)) return null;
  if (pointNearConvex(origin, polygon)) return 0;
  let best: number | null = null;
  for (const [a, b] of edgesOf(polygon)) {
    const entry = segmentEntry(origin, unit, a, b);
    if (entry !== null && (best === null || entry < best)) best = entry;
  }
  return best;
}

/** Whether the ray can come within the tolerance of the box (a cheap test before the exact one). */
function rayNearBox(origin: Point, unit: Point, box: Box): boolean {
  const margin = 2 * TOLERANCE_MM;
  const xs = linearInterval(origin.x, unit.x, box[0] - margin, box[2] + margin);
  const ys = linearInterval(origin.y, unit.y, box[1] - margin, box[3] + margin);
  return xs !== null && ys !== null && Math.max(xs[0], ys[0]) <= Math.min(xs[1], ys[1]);
}

/** The point of the segment a–b nearest to `p` (for drawing a gap; the rules compare distances, not points). */
export function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const lengthSquared = ex * ex + ey * ey;
  if (lengthSquared === 0) return { x: a.x, y: a.y };
  const along = Math.min(1, Math.max(0, ((p.x - a.x) * ex + (p.y - a.y) * ey) / lengthSquared));
  return { x: a.x + along * ex, y: a.y + along * ey };
}

/**
 * The shortest gap between two convex polygons that do not cross, as its two ends (`from` on the
 * first, `to` on the second): it runs from a corner of one to an edge of the other. Null when they
 * cross or one holds the other (`convexDistance` is 0 then). For a widget drawing the room left.
 */
export function convexGap(first: readonly Point[], second: readonly Point[]): { from: Point; to: Point } | null {
  if (convexDistance(first, second) === 0) return null;
  let gap: { from: Point; to: Point } | null = null;
  let bestSquared = Infinity;
  for (const [corners, polygon, cornerFirst] of [
    [first, second, true],
    [second, first, false],
  ] as const) {
    for (const corner of corners) {
      for (const [a, b] of edgesOf(polygon)) {
        const squared = pointSegmentDistanceSquared(corner, a, b);
        if (squared >= bestSquared) continue;
        bestSquared = squared;
        const on = nearestOnSegment(corner, a, b);
        gap = cornerFirst ? { from: corner, to: on } : { from: on, to: corner };
      }
    }
  }
  return gap;
}
