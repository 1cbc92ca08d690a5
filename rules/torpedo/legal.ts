/**
 * What the rules would accept now. The field is continuous, so placements cannot be listed: each
 * player gets a fair, deterministic, capped sample of them, drawn from the setup's seed and the
 * state of play (never from anything a player cannot see), each checked with `placementProblem`
 * as `decide` checks it. Widgets offer the reader the whole field instead, with `placementProblem`
 * as live feedback; bots and property tests play from this sample.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Placement, TorpedoCommand, TorpedoState } from './model.ts';
import { SIZES, type Piece, type Point, type Size } from './pieces.ts';
import { placementFits } from './placement.ts';

/**
 * Placements sampled for each size a player still has. Three (nine placements and a wait to pick
 * from) are plenty for random bots and the laws, and keep random play at half the bare fold's
 * speed or better in every bench set-up; four left the 3-player games at 0.43–0.48.
 */
export const PLACEMENTS_PER_SIZE = 3;
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

/** How many pieces of each size `player` has still to play (dead ones are gone). */
export function piecesLeft(state: TorpedoState, player: PlayerId): Record<Size, number> {
  const left: Record<Size, number> = { small: 0, medium: 0, large: 0 };
  for (const piece of state.unplayed[player] ?? []) left[piece.size] += 1;
  return left;
}

/** A small whole-number hash of the public facts a sample is drawn for. */
function sampleSeed(state: TorpedoState, player: PlayerId): number {
  const text = `${String(state.seed)}|${player}|${String(state.round)}|${String(state.table.length)}|${String(state.waiting.length)}|${String(Object.values(state.dead).flat().length)}`;
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return hash;
}

/**
 * Whole numbers for the sample, from a small generator of our own (mulberry32): it only has to be
 * deterministic and even, not secret, and it draws in a few integer operations that are exact in
 * every JavaScript engine (the game's own randomness, in the engine, is not touched).
 */
function sampler(seed: number): (from: number, to: number) => number {
  let state = seed | 0;
  return (from, to) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    const unit = ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
    return from + Math.floor(unit * (to - from + 1));
  };
}

/**
 * A heading drawn evenly over all directions without trigonometry: a whole-number point in the
 * square, kept only inside the circle (and not the centre), is equally likely to point anywhere.
 */
function drawHeading(draw: (from: number, to: number) => number): Point {
  for (;;) {
    const x = draw(-HEADING_RADIUS, HEADING_RADIUS);
    const y = draw(-HEADING_RADIUS, HEADING_RADIUS);
    const lengthSquared = x * x + y * y;
    if (lengthSquared > 0 && lengthSquared <= HEADING_RADIUS * HEADING_RADIUS) return { x, y };
  }
}

/** A tip anywhere on the field, to a tenth of a millimetre. */
function drawTip(state: TorpedoState, draw: (from: number, to: number) => number): Point {
  return { x: draw(0, Math.floor(state.field.width * 10)) / 10, y: draw(0, Math.floor(state.field.height * 10)) / 10 };
}

/** Up to PLACEMENTS_PER_SIZE legal placements of each size `player` still has, of the first unplayed piece of that size. */
export function samplePlacements(state: TorpedoState, player: PlayerId, fits = placementFits(state.table, state.field, state.dims)): Placement[] {
  const unplayed = state.unplayed[player] ?? [];
  const draw = sampler(sampleSeed(state, player));
  const placements: Placement[] = [];
  for (const size of SIZES) {
    // Pieces of one size are alike: the first unplayed one stands for them all.
    const stashPiece = unplayed.find((piece) => piece.size === size);
    if (stashPiece === undefined) continue;
    let found = 0;
    for (let attempt = 0; attempt < TRIES_PER_SIZE && found < PLACEMENTS_PER_SIZE; attempt += 1) {
      const piece: Piece = { id: stashPiece.id, owner: player, size, tip: drawTip(state, draw), heading: drawHeading(draw) };
      if (!fits(piece)) continue;
      placements.push({ id: piece.id, tip: piece.tip, heading: piece.heading });
      found += 1;
    }
  }
  return placements;
}

/** Everything the rules accept now: a sample of placements and a wait for each placing player, or ready, or fire. */
export function legalCommands(state: TorpedoState): TorpedoCommand[] {
  return commandsOf(state, toAct(state));
}

/** `legalCommands` of one player alone: their sample is drawn without drawing everyone else's. */
export function legalCommandsFor(state: TorpedoState, player: PlayerId): TorpedoCommand[] {
  return toAct(state).includes(player) ? commandsOf(state, [player]) : [];
}

function commandsOf(state: TorpedoState, players: readonly PlayerId[]): TorpedoCommand[] {
  switch (state.phase) {
    case 'ready':
      return players.map((player) => ({ type: 'ready', player }));
    case 'placing': {
      // One check of the table for every player's sample.
      const fits = placementFits(state.table, state.field, state.dims);
      return players.flatMap((player): TorpedoCommand[] => [...samplePlacements(state, player, fits).map((piece): TorpedoCommand => ({ type: 'place', player, piece })), { type: 'wait', player }]);
    }
    case 'firing':
      return players.map((player) => ({ type: 'fire', player }));
    case 'over':
      return [];
  }
}
