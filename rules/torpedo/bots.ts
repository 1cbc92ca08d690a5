/**
 * Bots for Torpedo: pure functions `(state, player, random) => command`, their chance drawn from the
 * `random` they are given (the engine's contract), so the same state and the same draw always give
 * the same move. Both see only what their player may see (a view), and play in either mode.
 *
 * - `randomTorpedoBot`: uniformly among `legalCommands` (the sampled placements and a wait).
 * - `heuristicTorpedoBot`: adds placements aimed at the other players' ships (a tip near the target,
 *   pointing at its middle, of a size that would sink it), then plays the one after which the three
 *   volleys, fired on the table as it would stand, leave it furthest ahead of the best other player.
 *   It looks one placement ahead and no further: it does not guess what the others will place.
 */
import { drawInt, randomBot, type Bot, type PlayerId, type RandomState } from '../engine/index.ts';
import { fireVolleys } from './firing.ts';
import { samplePlacements, toAct } from './legal.ts';
import type { Placement, TorpedoCommand, TorpedoState } from './model.ts';
import { POINTS, SIZES, outline, type Piece, type Point } from './pieces.ts';
import { placementChecker } from './placement.ts';
import { ruleset } from './ruleset.ts';

export type TorpedoBot = Bot<TorpedoState, TorpedoCommand>;

export const randomTorpedoBot: TorpedoBot = randomBot(ruleset);

/** Aimed tries per target ship and size: a few spots around it, each pointing at its middle. */
const AIMED_TRIES = 3;
/** How far from a target's middle an aimed tip may go, beyond the two ships' lengths, in millimetres. */
const AIM_SPREAD = 40;

/** Each player's points afloat once the three volleys have been fired on `table`. */
function pointsAfterFiring(table: readonly Piece[], state: TorpedoState): Map<PlayerId, number> {
  const { afloat } = fireVolleys(table, state.dims);
  const points = new Map<PlayerId, number>(state.players.map((player) => [player, 0]));
  for (const piece of table) {
    if (afloat.includes(piece.id)) points.set(piece.owner, (points.get(piece.owner) ?? 0) + POINTS[piece.size]);
  }
  return points;
}

/** How far `player` would lead the best of the others if the ships fired on `table` now. */
function lead(table: readonly Piece[], state: TorpedoState, player: PlayerId): number {
  const points = pointsAfterFiring(table, state);
  const others = state.players.filter((other) => other !== player).map((other) => points.get(other) ?? 0);
  return (points.get(player) ?? 0) - Math.max(0, ...others);
}

/** The middle of a ship's pentagon (the mean of its corners): where an aimed torpedo points. */
function middleOf(piece: Piece, state: TorpedoState): Point {
  const corners = outline(piece, state.dims);
  return { x: corners.reduce((sum, { x }) => sum + x, 0) / corners.length, y: corners.reduce((sum, { y }) => sum + y, 0) / corners.length };
}

/** Legal placements aimed at the other players' ships, each of a size that would sink its target. */
function aimedPlacements(state: TorpedoState, player: PlayerId, random: RandomState): { placements: Placement[]; random: RandomState } {
  const allowed = placementChecker(state.table, state.field, state.dims);
  const unplayed = state.unplayed[player] ?? [];
  const targets = state.table.filter((piece) => piece.owner !== player && !state.sunk.includes(piece.id));
  const placements: Placement[] = [];
  let current = random;
  const draw = (from: number, to: number): number => {
    const drawn = drawInt(current, from, to);
    current = drawn.random;
    return drawn.value;
  };
  for (const target of targets) {
    const middle = middleOf(target, state);
    for (const size of SIZES) {
      // Like blocks like: only another size sinks the target.
      const stashPiece = size === target.size ? undefined : unplayed.find((piece) => piece.size === size);
      if (stashPiece === undefined) continue;
      const reach = Math.ceil(state.dims[target.size].length / 2 + state.dims[size].length) + AIM_SPREAD;
      for (let attempt = 0; attempt < AIMED_TRIES; attempt += 1) {
        const offset = { x: draw(-reach, reach), y: draw(-reach, reach) };
        if (offset.x === 0 && offset.y === 0) continue;
        const tip = { x: middle.x + offset.x, y: middle.y + offset.y };
        const piece: Piece = { id: stashPiece.id, owner: player, size, tip, heading: { x: -offset.x, y: -offset.y } };
        if (allowed(piece) === null) placements.push({ id: piece.id, tip, heading: piece.heading });
      }
    }
  }
  return { placements, random: current };
}

export const heuristicTorpedoBot: TorpedoBot = (state, player, random) => {
  if (!toAct(state).includes(player)) return null;
  switch (state.phase) {
    case 'ready':
      return { type: 'ready', player };
    case 'firing':
      return { type: 'fire', player };
    case 'over':
      return null;
    case 'placing': {
      const aimed = aimedPlacements(state, player, random);
      const candidates = [...aimed.placements, ...samplePlacements(state, player)];
      const sizeOf = new Map((state.unplayed[player] ?? []).map((piece) => [piece.id, piece.size]));
      let best: { placement: Placement; value: number } | null = null;
      for (const placement of candidates) {
        const size = sizeOf.get(placement.id);
        if (size === undefined) continue;
        const value = lead([...state.table, { ...placement, owner: player, size }], state, player);
        // The first of equal values wins: aimed placements come first, and they were drawn at random.
        if (best === null || value > best.value) best = { placement, value };
      }
      return best === null ? { type: 'wait', player } : { type: 'place', player, piece: best.placement };
    }
  }
};
