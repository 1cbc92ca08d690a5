/**
 * A game of Torpedo in words, for `<torpedo-game>`: its events as the log tells them, the question
 * asked now, the status line and the result. Pieces are named as the field labels them.
 */
import { HIDDEN, type PlayerId } from '../../rules/engine/index.ts';
import { RULE, SIZES, type Piece, type TorpedoEvent, type TorpedoState } from '../../rules/torpedo/index.ts';
import { ownerMarks, shipLabels } from './field-board.ts';
import { atWords, capitalise, listWords, plural, pointingWords } from './words.ts';

/** A player's name as a sentence starts with it: `Red`. */
export function nameOf(player: PlayerId): string {
  return capitalise(player);
}

/** The labels of every ship on the table (`RS1`), fixed by the order the ships were placed. */
export function tableLabels(state: TorpedoState): Readonly<Record<string, string>> {
  return shipLabels(state.table, ownerMarks(state.players));
}

/** `Red's small ship RS2`. */
function shipName(state: TorpedoState, piece: Piece): string {
  return `${nameOf(piece.owner)}’s ${piece.size} ship ${tableLabels(state)[piece.id] ?? ''}`.trim();
}

/** The ids in a sentence of the rules (players and pieces) written as names. */
export function withNames(state: TorpedoState, text: string): string {
  const labels = tableLabels(state);
  return text
    .replace(/\b([a-z]+)-(small|medium|large)-(\d+)\b/g, (id: string, owner: string, size: string) => labels[id] ?? `${nameOf(owner)}’s ${size} piece`)
    .replace(new RegExp(`\\b(${state.players.join('|')})\\b`, 'g'), (player) => nameOf(player));
}

export function describeEvent(state: TorpedoState, event: TorpedoEvent): string {
  switch (event.type) {
    case 'player-ready':
      return `${nameOf(event.player)} is ready.`;
    case 'placing-started':
      return event.mode === 'free' ? 'Everyone is ready: place your ships, all at once, as fast as you like.' : 'Everyone is ready: each round, everyone places one ship or waits, in secret.';
    case 'round-started':
      return `Round ${String(event.round)}: choose a placement or wait.`;
    case 'committed':
      return event.move === HIDDEN ? `${nameOf(event.player)} has chosen.` : `${nameOf(event.player)} chose to ${event.move.type === 'wait' ? 'wait' : 'place a ship'}.`;
    case 'moves-revealed':
      return `Round ${String(event.round)}’s moves are revealed.`;
    case 'ship-placed':
      return `${nameOf(event.piece.owner)} placed a ${event.piece.size} ship ${atWords(event.piece.tip)}, ${pointingWords(event.piece.heading)}.`;
    case 'ship-crashed':
      return `${nameOf(event.piece.owner)}’s ${event.piece.size} ship crashed into ${listWords(event.with.map((id) => withNames(state, id)))}: dead.`;
    case 'waited':
      return `${nameOf(event.player)} waits.`;
    case 'placing-stopped':
      return event.stop.reason === 'last-piece' ? `${listWords(event.stop.players.map(nameOf))} placed their last ship: placing stops.` : 'Everyone waited: placing stops.';
    case 'volley-fired': {
      const { volley } = event;
      const sunk = volley.sunk.map((id) => state.table.find((piece) => piece.id === id)).filter((piece): piece is Piece => piece !== undefined);
      return `The ${volley.size} volley: ${plural(volley.shots.length, 'torpedo', 'torpedoes')}; ${sunk.length === 0 ? 'nothing sinks' : `${listWords(sunk.map((piece) => shipName(state, piece)))} ${sunk.length === 1 ? 'sinks' : 'sink'}`}.`;
    }
    case 'game-scored':
      return `Scores: ${event.scores.map((score) => `${nameOf(score.player)} ${String(score.points)}`).join(', ')}. ${withNames(state, capitalise(event.outcome.reason))}`;
  }
}

export function summarizeEvents(state: TorpedoState, events: readonly TorpedoEvent[]): string {
  return events.map((event) => describeEvent(state, event)).join(' ');
}

/** "Fire the small volley": the volley the next fire command fires. */
export function nextVolleyWords(state: TorpedoState): string {
  return `Fire the ${SIZES[state.volleys.length] ?? 'next'} volley`;
}

/** What the game waits for now. */
export function promptWords(state: TorpedoState): string {
  switch (state.phase) {
    case 'ready':
      return `Waiting for ${listWords(state.players.filter((player) => !state.ready.includes(player)).map(nameOf))} to be ready.`;
    case 'placing':
      return state.mode === 'free' ? 'Place ships anywhere they touch nothing, or wait.' : `Round ${String(state.round)}: each player places one ship or waits, in secret.`;
    case 'firing':
      return `${nextVolleyWords(state)}.`;
    case 'over':
      return 'The game is over.';
  }
}

export function promptRule(state: TorpedoState): string | null {
  switch (state.phase) {
    case 'ready':
      return RULE.ready;
    case 'placing':
      return state.mode === 'free' ? RULE.free : RULE.rounds;
    case 'firing':
      return RULE.volleys;
    case 'over':
      return null;
  }
}

export function statusWords(state: TorpedoState): string {
  const placed = state.table.length;
  switch (state.phase) {
    case 'ready':
      return 'Getting ready';
    case 'placing':
      return `${state.mode === 'free' ? 'Placing, all at once' : `Placing, round ${String(state.round)}`} · ${plural(placed, 'ship')} down`;
    case 'firing':
      return `Firing · ${plural(state.volleys.length, 'volley')} fired`;
    case 'over':
      return 'Scored';
  }
}
