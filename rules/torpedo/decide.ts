/**
 * Torpedo's rules: every command is checked here and turned into events, or refused with a
 * RuleViolation naming the rule. Nothing here changes a state; `evolve` folds the events.
 */
import {
  RuleViolation,
  allCommitted,
  commitRevealPrompt,
  commitSecret,
  describeValue,
  revealedSecrets,
  unknownCommand,
  type CommitRevealPrompt,
  type PlayerId,
} from '../engine/index.ts';
import { evolve } from './evolve.ts';
import { fireVolleys } from './firing.ts';
import type { Move, Placement, StashPiece, Stop, TorpedoCommand, TorpedoEvent, TorpedoState } from './model.ts';
import { SIZES, type Piece, type Point } from './pieces.ts';
import { placementProblem } from './placement.ts';
import { RULE } from './rule-ids.ts';
import { finalScores, outcomeOf, outcomeRule } from './scoring.ts';

function applyAll(state: TorpedoState, events: readonly TorpedoEvent[]): TorpedoState {
  return events.reduce(evolve, state);
}

function ensurePlayer(state: TorpedoState, player: unknown): PlayerId {
  if (typeof player !== 'string' || !state.players.includes(player)) {
    throw new RuleViolation(RULE.players, `${describeValue(player)} is not playing; the players are ${state.players.join(', ')}.`, 'player', { players: state.players });
  }
  return player;
}

/** Refuses placing or waiting outside the placing phase. */
function ensurePlacing(state: TorpedoState, player: PlayerId): void {
  if (state.phase === 'ready') {
    const notReady = state.players.filter((other) => !state.ready.includes(other));
    throw new RuleViolation(RULE.ready, `Nobody places before everyone is ready; still waiting for ${notReady.join(', ')}.`, null, { player, notReady });
  }
  if (state.phase !== 'placing') throw new RuleViolation(RULE.stop, 'Placing has stopped: the ships are firing.', null, { player });
}

/** The secret moves of a new round: every player commits one. */
function roundPrompt(state: TorpedoState, round: number): CommitRevealPrompt<Move> {
  return commitRevealPrompt<Move>(`round-${String(round)}`, state.players, RULE.rounds, `Round ${String(round)}: place one ship, or wait.`);
}

function decideReady(state: TorpedoState, player: PlayerId): TorpedoEvent[] {
  if (state.phase !== 'ready') throw new RuleViolation(RULE.ready, 'Everyone was ready already: the game has begun.', null, { player });
  if (state.ready.includes(player)) throw new RuleViolation(RULE.ready, `${player} is ready already.`, null, { player });
  const events: TorpedoEvent[] = [{ type: 'player-ready', rule: RULE.ready, player }];
  if (state.ready.length + 1 < state.players.length) return events;
  // Everyone is ready: the rush begins.
  events.push({ type: 'placing-started', rule: state.mode === 'free' ? RULE.free : RULE.rounds, mode: state.mode });
  if (state.mode === 'rounds') events.push({ type: 'round-started', rule: RULE.rounds, round: 1, prompt: roundPrompt(state, 1) });
  return events;
}

function isPoint(value: unknown): value is Point {
  return typeof value === 'object' && value !== null && typeof (value as Point).x === 'number' && typeof (value as Point).y === 'number';
}

/** The placement read from an untrusted command, as a whole piece: the player's unplayed piece posed as asked. */
function pieceToPlace(state: TorpedoState, player: PlayerId, placement: unknown): Piece {
  if (typeof placement !== 'object' || placement === null) {
    throw new RuleViolation(RULE.pose, `A placement names a piece and gives its tip and heading: { id, tip: { x, y }, heading: { x, y } }; got ${describeValue(placement)}.`, 'piece');
  }
  const { id, tip, heading } = placement as Readonly<Record<string, unknown>>;
  if (typeof id !== 'string') throw new RuleViolation(RULE.unplayed, `piece.id must name one of ${player}'s unplayed pieces; got ${describeValue(id)}.`, 'piece.id');
  const stashPiece = (state.unplayed[player] ?? []).find((piece) => piece.id === id);
  if (stashPiece === undefined) throw new RuleViolation(...whyNotUnplayed(state, player, id));
  if (!isPoint(tip)) throw new RuleViolation(RULE.pose, `piece.tip must be { x, y } in millimetres; got ${describeValue(tip)}.`, 'piece.tip');
  if (!isPoint(heading)) throw new RuleViolation(RULE.pose, `piece.heading must be a direction { x, y }; got ${describeValue(heading)}.`, 'piece.heading');
  return { id, owner: player, size: stashPiece.size, tip: { x: tip.x, y: tip.y }, heading: { x: heading.x, y: heading.y } };
}

/** Why `id` is not one of `player`'s unplayed pieces: the rule, the words, the field. */
function whyNotUnplayed(state: TorpedoState, player: PlayerId, id: string): [string, string, string, Record<string, string>] {
  const params = { player, piece: id };
  if (state.table.some((piece) => piece.id === id)) return [RULE.fixed, `${id} is already on the table, and a played ship never moves.`, 'piece.id', params];
  if ((state.dead[player] ?? []).some((piece) => piece.id === id)) return [RULE.unplayed, `${id} is dead: it crashed, and a dead piece is never played.`, 'piece.id', params];
  const owner = state.players.find((other) => other !== player && (state.unplayed[other] ?? []).some((piece) => piece.id === id));
  if (owner !== undefined) return [RULE.unplayed, `${id} belongs to ${owner}; ${player} plays only their own pieces.`, 'piece.id', params];
  return [RULE.unplayed, `${player} has no unplayed piece "${id}".`, 'piece.id', params];
}

/** The placement, checked against the table: refused with the rule that forbids it. */
function checkedPlacement(state: TorpedoState, player: PlayerId, placement: unknown): Piece {
  const piece = pieceToPlace(state, player, placement);
  const problem = placementProblem(state.table, piece, state.field, state.dims);
  if (problem !== null) throw new RuleViolation(problem.rule, problem.reason, 'piece', { player, piece: piece.id });
  return piece;
}

/** What placing stopping, and the volleys after it, bring: placing stops when someone has nothing left, or everyone waited. */
function stopIfDone(state: TorpedoState, everyoneWaited: boolean): TorpedoEvent[] {
  const ranOut = state.players.filter((player) => (state.unplayed[player] ?? []).length === 0);
  let stop: Stop | null = null;
  if (ranOut.length > 0) stop = { reason: 'last-piece', players: ranOut };
  else if (everyoneWaited) stop = { reason: 'all-waited', players: [...state.players] };
  return stop === null ? [] : [{ type: 'placing-stopped', rule: RULE.stop, stop }];
}

function decidePlace(state: TorpedoState, player: PlayerId, placement: unknown): TorpedoEvent[] {
  ensurePlacing(state, player);
  if (state.mode === 'rounds') return commitMove(state, player, { type: 'place', piece: placementOf(checkedPlacement(state, player, placement)) });
  // RULE.free: taken as it arrives.
  const piece = checkedPlacement(state, player, placement);
  const placed: TorpedoEvent = { type: 'ship-placed', rule: RULE.free, piece };
  return [placed, ...stopIfDone(evolve(state, placed), false)];
}

function placementOf(piece: Piece): Placement {
  return { id: piece.id, tip: piece.tip, heading: piece.heading };
}

function decideWait(state: TorpedoState, player: PlayerId): TorpedoEvent[] {
  ensurePlacing(state, player);
  if (state.mode === 'rounds') return commitMove(state, player, { type: 'wait' });
  if (state.waiting.includes(player)) throw new RuleViolation(RULE.free, `${player} is waiting already; someone else must place first.`, null, { player });
  const waited: TorpedoEvent = { type: 'waited', rule: RULE.free, player };
  const after = evolve(state, waited);
  return [waited, ...stopIfDone(after, after.waiting.length === after.players.length)];
}

/** RULE.rounds: a secret move for this round; once every player's is in, they are revealed and played together. */
function commitMove(state: TorpedoState, player: PlayerId, move: Move): TorpedoEvent[] {
  const prompt = state.prompt;
  if (prompt === null) throw new Error('The rounds mode is placing without a round prompt.');
  const committed = commitSecret(prompt, player, move);
  const events: TorpedoEvent[] = [{ type: 'committed', rule: RULE.rounds, player, move }];
  if (!allCommitted(committed)) return events;
  return [...events, ...revealRound(applyAll(state, events), revealedSecrets(committed))];
}

/** The round's moves, played together: placements that touch each other crash (RULE.crash), the rest stand. */
function revealRound(state: TorpedoState, moves: Record<PlayerId, Move>): TorpedoEvent[] {
  const events: TorpedoEvent[] = [{ type: 'moves-revealed', rule: RULE.rounds, round: state.round, moves }];
  const pieces: Piece[] = [];
  for (const player of state.players) {
    const move = moves[player];
    if (move?.type !== 'place') continue;
    const stashPiece = (state.unplayed[player] ?? []).find((piece) => piece.id === move.piece.id);
    if (stashPiece !== undefined) pieces.push({ id: move.piece.id, owner: player, size: stashPiece.size, tip: move.piece.tip, heading: move.piece.heading });
  }
  for (const piece of pieces) {
    const crashedInto = pieces.filter((other) => other.id !== piece.id && placementProblem([other], piece, state.field, state.dims)?.rule === RULE.noTouch).map((other) => other.id);
    events.push(crashedInto.length === 0 ? { type: 'ship-placed', rule: RULE.rounds, piece } : { type: 'ship-crashed', rule: RULE.crash, piece, with: crashedInto });
  }
  const after = applyAll(state, events);
  const everyoneWaited = state.players.every((player) => moves[player]?.type === 'wait');
  const stopped = stopIfDone(after, everyoneWaited);
  if (stopped.length > 0) return [...events, ...stopped];
  const round = state.round + 1;
  return [...events, { type: 'round-started', rule: RULE.rounds, round, prompt: roundPrompt(state, round) }];
}

function decideFire(state: TorpedoState, player: PlayerId): TorpedoEvent[] {
  if (state.phase !== 'firing') {
    throw new RuleViolation(RULE.volleys, state.phase === 'over' ? 'All three volleys have been fired.' : 'The ships fire only once placing has stopped.', null, { player });
  }
  // RULE.together: every volley is worked out on the table as placing left it, each after the ones before.
  const index = state.volleys.length;
  const volley = fireVolleys(state.table, state.dims).volleys[index];
  const size = SIZES[index];
  if (volley === undefined || size === undefined) throw new Error('A fourth volley was asked for.');
  const fired: TorpedoEvent = { type: 'volley-fired', rule: RULE.volleys, volley };
  if (index < SIZES.length - 1) return [fired];
  const after = evolve(state, fired);
  const scores = finalScores(after.players, after.table, after.sunk);
  const outcome = outcomeOf(scores);
  return [fired, { type: 'game-scored', rule: outcomeRule(outcome), scores, outcome }];
}

export function decide(state: TorpedoState, command: TorpedoCommand): TorpedoEvent[] {
  switch (command.type) {
    case 'ready':
      return decideReady(state, ensurePlayer(state, command.player));
    case 'place':
      return decidePlace(state, ensurePlayer(state, command.player), command.piece);
    case 'wait':
      return decideWait(state, ensurePlayer(state, command.player));
    case 'fire':
      return decideFire(state, ensurePlayer(state, command.player));
    default:
      return unknownCommand('Torpedo', command);
  }
}

/** Pieces of a player not yet played, for widgets: what they may still place. */
export function unplayedOf(state: TorpedoState, player: PlayerId): readonly StashPiece[] {
  return state.unplayed[player] ?? [];
}
