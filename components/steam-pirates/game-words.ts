/**
 * Steam Pirates in plain words, for the game widget's status line, buttons, log and live region:
 * pirates by name ("Amber"), islands by name ("Rose Castle"), officials by title, never by id.
 */
import type { PlayerId } from '../../rules/engine/index.ts';
import {
  OFFICIALS,
  SYNDICATE,
  shipName,
  type OfficialId,
  type OfficialUse,
  type SteamPiratesCommand,
  type SteamPiratesEvent,
  type SteamPiratesState,
} from '../../rules/steam-pirates/index.ts';
import { capitalise, listWords, plural, withNames as withNamesOf } from '../shared/words.ts';
import { goodName, islandName as islandNameOn } from './words.ts';

export { capitalise, listWords, plural } from '../shared/words.ts';
export { citation, goodName } from './words.ts';

const SYMBOL_NAMES: Readonly<Record<SteamPiratesState['dice'][number], string>> = { official: 'Official', establish: 'Establish', profit: 'Profit', wild: 'wild (octopus)' };

/** A pirate's name: the id capitalised ("amber" → "Amber"); the yellow cubes are the Syndicate's. */
export function nameOf(id: PlayerId | undefined): string {
  if (id === undefined) return 'Nobody';
  return id === SYNDICATE ? 'the Syndicate' : capitalise(id);
}

export function islandName(state: SteamPiratesState, id: string): string {
  return islandNameOn(state.data.map, id);
}

export function officialName(id: OfficialId): string {
  return OFFICIALS[id].name;
}

export function symbolName(symbol: SteamPiratesState['dice'][number]): string {
  return SYMBOL_NAMES[symbol];
}

/** A message from the rules with every pirate id replaced by its name. */
export function withNames(state: SteamPiratesState, message: string): string {
  return withNamesOf(message, state.players, nameOf);
}

function route(state: SteamPiratesState, islands: readonly string[]): string {
  return islands.map((id) => islandName(state, id)).join(' → ');
}

/** One event in a sentence, for the log and the live region. */
export function describeEvent(state: SteamPiratesState, event: SteamPiratesEvent): string {
  switch (event.type) {
    case 'dice-rolled':
      return `Rolled for fortune: ${listWords(event.dice.map(symbolName))}; the wind blows ${event.wind}.`;
    case 'flagships-placed':
      return `The Dreadnought sets out from ${islandName(state, event.flagships.dreadnought.at)} for ${islandName(state, event.flagships.dreadnought.destination)}, the Flying Fortress from ${islandName(state, event.flagships.fortress.at)} for ${islandName(state, event.flagships.fortress.destination)}.`;
    case 'turn-started':
      return `${nameOf(event.player)}'s turn.`;
    case 'sailed':
      return `${nameOf(event.player)} sails ${route(state, event.path)} for ${plural(event.cost, 'Gold', 'Gold')}${event.withWind ? ', with the wind' : ''}.`;
    case 'treasure-taken':
      return `${nameOf(event.player)} takes a piece of Old Cap's map from ${islandName(state, event.island)}.`;
    case 'anchored':
      return `${nameOf(event.player)} anchors at ${islandName(state, event.island)}: one more ${goodName(event.good)} island connected.`;
    case 'die-used':
      return `${nameOf(event.player)} takes the ${symbolName(event.symbol)} die.`;
    case 'bribed':
      return `${nameOf(event.player)} bribes the ${officialName(event.official)} for ${plural(event.cost, 'Gold', 'Gold')}: ${plural(event.vp, 'VP', 'VP')}.`;
    case 'official-used':
      return `${nameOf(event.player)} uses the ${officialName(event.official)}'s ${event.bribed ? 'bribed' : 'basic'} action${event.as === null ? '' : `, as the ${officialName(event.as)}`}.`;
    case 'gold-paid':
      return `${nameOf(event.player)} pays ${plural(event.gold, 'Gold', 'Gold')} to ${event.why}.`;
    case 'gold-gained':
      return `${nameOf(event.player)} gains ${plural(event.gold, 'Gold', 'Gold')} from ${event.why}.`;
    case 'official-discarded':
      return `The ${officialName(event.official)} leaves the display.`;
    case 'official-drawn':
      return `${event.reshuffled ? 'The discards are shuffled into a new deck; ' : ''}the ${officialName(event.official)} joins the display.`;
    case 'established':
      return `${nameOf(event.player)} builds a ${goodName(event.good)} Trade House at ${islandName(state, event.island)} for ${plural(event.cost, 'Gold', 'Gold')}${event.cube ? ', and a cube goes into the Notorious bag' : ''}.`;
    case 'profited': {
      const parts = event.lines.map((line) => (line.embargoed ? `${goodName(line.good)} embargoed` : `${goodName(line.good)} ${String(line.gold)}${line.blockaded > 0 ? ` (${plural(line.blockaded, 'house')} blockaded)` : ''}`));
      return `${nameOf(event.player)} takes a Profit of ${String(event.total)} Gold: ${String(event.seasonGold)} for the season${event.bonus > 0 ? `, ${String(event.bonus)} more` : ''}${parts.length === 0 ? '' : `, ${listWords(parts)}`}.`;
    }
    case 'flagship-moved':
      return `The ${shipName(event.ship)} sails ${route(state, event.islands)}${event.rolls.length > 0 ? ` (the wind die: ${event.rolls.join(', ')})` : ''}${event.arrived ? ', and arrives' : ''}.`;
    case 'mission-aided':
      return event.cube
        ? `${nameOf(event.player)} aids the ${shipName(event.ship)}'s mission: a cube, ${plural(event.vp, 'VP', 'VP')} and ${plural(event.gold, 'Gold', 'Gold')}.`
        : `${nameOf(event.player)} has no cube left for the ${shipName(event.ship)}'s mission.`;
    case 'mission-scored':
      return `The ${shipName(event.ship)}'s mission is done: ${listWords(event.winners.map(nameOf))} ${event.winners.length === 1 ? 'scores' : 'each score'} ${plural(event.vp, 'VP', 'VP')}.`;
    case 'cut-losses':
      return `${nameOf(event.player)} cuts losses for ${plural(event.gold, 'Gold', 'Gold')}.`;
    case 'cubes-drawn':
      return `${nameOf(event.player)} draws ${listWords(event.cubes.map((owner) => `${nameOf(owner)}'s cube`))} for the Judge.`;
    case 'cubes-returned':
      return `${listWords(event.returned.map((owner) => `${nameOf(owner)}'s cube`))} ${event.returned.length === 1 ? 'goes' : 'go'} back${event.toBag.length > 0 ? `; ${plural(event.toBag.length, 'cube')} back into the bag` : ''}.`;
    case 'first-player-passed':
      return `The round is over; ${nameOf(event.player)} takes the first player token.`;
    case 'notoriety-drawn':
      return event.cube === SYNDICATE ? 'Notoriety check: a Syndicate cube, out of the game.' : `Notoriety check: ${nameOf(event.cube)}'s cube: a fine of ${plural(event.fine, 'Gold', 'Gold')}.`;
    case 'sale-forced':
      return `${nameOf(event.player)} cannot pay the fine of ${String(event.fine)} Gold and must sell Trade Houses.`;
    case 'fined':
      return `${nameOf(event.player)} pays ${plural(event.paid, 'Gold', 'Gold')} of a ${String(event.fine)} Gold fine.`;
    case 'house-sold':
      return `${nameOf(event.player)} sells the Trade House at ${islandName(state, event.island)} for ${plural(event.gold, 'Gold', 'Gold')}.`;
    case 'round-started':
      return `Season ${String(event.season)}, round ${String(event.round)}: ${nameOf(event.firstPlayer)} starts.`;
    case 'season-started':
      return `Season ${String(event.season)} begins with a new event card.`;
    case 'game-ended':
      return `The game is over: ${listWords(event.scores.map((score) => `${nameOf(score.player)} ${plural(score.total, 'VP', 'VP')}`))}.`;
  }
}

/** What an official command does, in a few words ("Commodore, bribed: 2 islands"). */
export function useWords(state: SteamPiratesState, official: OfficialId, bribed: boolean, use: OfficialUse): string {
  const parts: string[] = [];
  if (use.as !== undefined) parts.push(`as the ${officialName(use.as)}`);
  if (use.islands !== undefined) parts.push(plural(use.islands, 'island'));
  if (use.target !== undefined) parts.push(official === 'governor' ? `discard the ${officialName(use.target)}` : `bribe the ${officialName(use.target)}`);
  if (use.treasure !== undefined) parts.push(`map piece at ${islandName(state, use.treasure)}`);
  return `${officialName(official)}${bribed ? ' (bribed)' : ''}${parts.length === 0 ? '' : `: ${parts.join(', ')}`}`;
}

/** A command as a button says it. */
export function commandLabel(state: SteamPiratesState, command: SteamPiratesCommand): string {
  switch (command.type) {
    case 'sail':
      return `Sail to ${islandName(state, command.path[command.path.length - 1] ?? '')} (${route(state, command.path)})`;
    case 'bribe':
      return `Bribe the ${officialName(command.official)}`;
    case 'official':
      return useWords(state, command.official, command.bribed, command.use ?? {});
    case 'establish':
      return 'Establish a Trade House here';
    case 'profit':
      return 'Take a Profit';
    case 'cut-losses':
      return `Cut losses with the ${symbolName(state.dice[command.die] ?? 'profit')} die`;
    case 'return-cubes': {
      const drawn = state.prompt?.id === 'judge' ? state.prompt.drawn : [];
      return `Give back ${listWords(command.cubes.map((index) => `${nameOf(drawn[index])}'s cube`))}`;
    }
    case 'sell-house':
      return `Sell the house at ${islandName(state, command.island)}`;
  }
}

/** What the game waits for, in one sentence. */
export function promptWords(state: SteamPiratesState): string {
  const prompt = state.prompt;
  if (prompt?.id === 'judge') return `${nameOf(prompt.player)}: choose ${prompt.most === 1 ? 'the cube' : '1 or 2 cubes'} to give back to ${prompt.most === 1 ? 'its owner' : 'their owners'}.`;
  if (prompt?.id === 'sell-houses') return `${nameOf(prompt.player)}: sell a Trade House to pay the ${String(prompt.fine)} Gold fine.`;
  const turn = state.turn;
  if (turn === null) return 'Nothing to decide.';
  return turn.sailed ? `${nameOf(turn.player)}: choose a die and take its action.` : `${nameOf(turn.player)}: sail if you like, then choose a die and take its action.`;
}

/** "Season 2, round 1 · Amber's turn". */
export function statusWords(state: SteamPiratesState): string {
  if (state.phase === 'over') return 'Game over';
  const who = state.prompt === null ? (state.turn === null ? '' : ` · ${nameOf(state.turn.player)}'s turn`) : ` · ${nameOf(state.prompt.player)} to answer`;
  return `Season ${String(state.season)}, round ${String(state.round)} of ${String(state.roundsPerSeason)}${who}`;
}
