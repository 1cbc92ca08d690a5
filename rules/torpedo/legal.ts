/**
 * What the rules would accept now. The field is continuous, so placements cannot be listed: each
 * player gets a fair, deterministic, capped sample of them, drawn from the setup's seed and the
 * state of play (never from anything a player cannot see), each checked with `placementProblem`
 * as `decide` checks it. Widgets offer the reader the whole field instead, with `placementProblem`
 * as live feedback; bots and property tests play from this sample.
 */
import { drawInt, seedRandom, type PlayerId, type RandomState } from '../engine/index.ts';
import type { Placement, TorpedoCommand, TorpedoState } from './model.ts';
import { SIZES, type Piece, type Point } from './pieces.ts';
import { placementChecker } from './placement.ts';

/** Placements sampled for each size a player still has. */
export const PLACEMENTS_PER_SIZE = 4;
/** Tries at random spots for each size before giving up on finding that many. */
const TRIES_PER_SIZE = 24;
/** Headings are whole-number vectors no longer than this, drawn evenly over every direction. */
const HEADING_RADIUS = 100;

/** Who must act now: the players not yet ready; the placing players; anyone, to fire; nobody once it is over. */
export function toAct(state: TorpedoState): PlayerId[] {
  switch (state.phase) {
    case 'ready':
      return state.players.filter((player) => !state.ready.includes(player));
    case 'placing':
      if (state.mode === 'rounds') return state.prompt === null ? [] : state.players.filter((player) => state.prompt?.commitments[player] === null);
      return state.players.filter((player) => !state.waiting.includes(player));
    case 'firing':
      return [...state.players];
    case 'over':
      return [];
  }
}

/** A small whole-number hash of the public facts a sample is drawn for. */
function sampleSeed(state: TorpedoState, player: PlayerId): number {
  const text = `${String(state.seed)}|${player}|${String(state.round)}|${String(state.table.length)}|${String(state.waiting.length)}|${String(Object.values(state.dead).flat().length)}`;
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return hash;
}

/**
 * A heading drawn evenly over all directions without trigonometry: a whole-number point in the
 * square, kept only inside the circle (and not the centre), is equally likely to point anywhere.
 */
function drawHeading(random: RandomState): { heading: Point; random: RandomState } {
  let current = random;
  for (;;) {
    const x = drawInt(current, -HEADING_RADIUS, HEADING_RADIUS);
    const y = drawInt(x.random, -HEADING_RADIUS, HEADING_RADIUS);
    current = y.random;
    const lengthSquared = x.value * x.value + y.value * y.value;
    if (lengthSquared > 0 && lengthSquared <= HEADING_RADIUS * HEADING_RADIUS) return { heading: { x: x.value, y: y.value }, random: current };
  }
}

/** A tip anywhere on the field, to a tenth of a millimetre. */
function drawTip(state: TorpedoState, random: RandomState): { tip: Point; random: RandomState } {
  const x = drawInt(random, 0, Math.floor(state.field.width * 10));
  const y = drawInt(x.random, 0, Math.floor(state.field.height * 10));
  return { tip: { x: x.value / 10, y: y.value / 10 }, random: y.random };
}

/** Up to PLACEMENTS_PER_SIZE legal placements of each size `player` still has, of the first unplayed piece of that size. */
export function samplePlacements(state: TorpedoState, player: PlayerId): Placement[] {
  const unplayed = state.unplayed[player] ?? [];
  const allowed = placementChecker(state.table, state.field, state.dims);
  let random = seedRandom(sampleSeed(state, player));
  const placements: Placement[] = [];
  for (const size of SIZES) {
    // Pieces of one size are alike: the first unplayed one stands for them all.
    const stashPiece = unplayed.find((piece) => piece.size === size);
    if (stashPiece === undefined) continue;
    let found = 0;
    for (let attempt = 0; attempt < TRIES_PER_SIZE && found < PLACEMENTS_PER_SIZE; attempt += 1) {
      const tip = drawTip(state, random);
      const heading = drawHeading(tip.random);
      random = heading.random;
      const piece: Piece = { id: stashPiece.id, owner: player, size, tip: tip.tip, heading: heading.heading };
      if (allowed(piece) !== null) continue;
      placements.push({ id: piece.id, tip: piece.tip, heading: piece.heading });
      found += 1;
    }
  }
  return placements;
}

/** Everything the rules accept now: a sample of placements and a wait for each placing player, or ready, or fire. */
export function legalCommands(state: TorpedoState): TorpedoCommand[] {
  const players = toAct(state);
  switch (state.phase) {
    case 'ready':
      return players.map((player) => ({ type: 'ready', player }));
    case 'placing':
      return players.flatMap((player): TorpedoCommand[] => [...samplePlacements(state, player).map((piece): TorpedoCommand => ({ type: 'place', player, piece })), { type: 'wait', player }]);
    case 'firing':
      return players.map((player) => ({ type: 'fire', player }));
    case 'over':
      return [];
  }
}
