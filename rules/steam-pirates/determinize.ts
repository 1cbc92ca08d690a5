/**
 * A deal for the search bot (issue 23). Nothing is hidden from a pirate but what lies face down: the
 * order of the officials' deck and of the event deck, and the dice and draws to come. A deal
 * shuffles both decks and the random state, so a bot that searches never reads the next card.
 */
import { shuffle, type PlayerId, type RandomState } from '../engine/index.ts';
import type { SteamPiratesState } from './model.ts';

export function determinize(seen: SteamPiratesState, _player: PlayerId, random: RandomState): SteamPiratesState {
  const deck = shuffle(random, seen.deck);
  const eventDeck = shuffle(deck.random, seen.eventDeck);
  return { ...seen, deck: deck.value, eventDeck: eventDeck.value, random: eventDeck.random };
}
