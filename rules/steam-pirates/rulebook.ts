/**
 * The Steam Pirates rule map: every rule we encode so far, in our own words, with the id that the
 * code enforcing it, the tests checking it and the docs page explaining it all share.
 *
 * So far only the sky map and how flagships route across it; the rest of the game (sailing
 * frigates, actions, officials, embargo and blockade, scoring) comes with the whole-game ruleset.
 */
import type { RuleEntry } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { headingOf } from './rule-headings.ts';

export type { RuleEntry, RuleId };

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function rule(entry: Omit<RuleEntry<RuleId>, 'docs' | 'status' | 'title'>): RuleEntry<RuleId> {
  const { title, docs } = headingOf(entry.id);
  return { status: 'enforced', ...entry, title, docs };
}

export const rules: readonly RuleEntry<RuleId>[] = [
  rule({
    id: RULE.mapData,
    section: 'Sailing 101',
    summary:
      'Materia is a sky of islands joined by links, and ships move only along links, one island per link. Most islands are city islands, each trading one of the four goods (Coal, Rum, Firearms, Automatons) and showing what a Trade House there costs; four small treasure islands each hold a piece of Old Cap\'s map and trade nothing.',
    interpretations: [
      'The published board is a picture the rulebook text does not carry, so the map is data. SAMPLE_MAP is ours, not the published board: 22 city islands and 4 treasure islands that keep every name, good, cost, link and distance the rulebook\'s examples state (Haven trades Coal; Lumen Rum at a cost of 4; Gale Rum; Felle Coal and Concona Firearms; Zephyr linked to Tinguard, Nebula and Ventis only; Tinguard → Rose Castle → Onyx leaving to the West; Zephyr → Rose Castle in 2 moves and Zephyr → Haven in 4; Felle → the treasure island to its west → Nebula → Ventis). Everything else in it is our design.',
      'The rulebook spells one island both "Zephyr" and "Zephir"; we write Zephyr.',
      'A designer\'s map is checked before use, each problem named by its field: every city island has a good and a whole cost from 1 to 99, a treasure island has neither, ids are unique, no two islands share a spot, a link joins two different known islands and is not given twice, no two links leave one island on the same compass point, and every island can be reached, every city island even without passing a treasure island (flagships sail between cities only).',
      'Routing alone (bearing, flagshipRoute, routeSteps) checks only what routing needs: ids, kinds, places, links, and no two links leaving one island on the same compass point. A routing sketch may leave a city\'s good and cost out and leave islands unlinked; a route that does not exist is refused for that route, under flagships.route. A game\'s setup keeps every check above.',
      'The game has exactly four treasure islands (SAMPLE_MAP has four), but the map check accepts any number, none included, so a designer can try variants; the whole game will require what its treasure-map scoring needs.',
      'Coordinates are numbers from -5000 to 5000 on a plane where x grows east and y grows south, as on a screen; only directions between islands matter to the rules, never distances. The range is ours: it keeps any two islands within 10 000 of each other each way, the span over which the compass\'s tolerance for a direction half-way between two points is measured (map.compass).',
      'A Trade House\'s cost is a whole number from 1 to 99 Gold. The rulebook prints only Lumen\'s 4 ("She pays 4 Gold") and our sample costs run from 2 to 5, so 99 is our ceiling, and a refusal says so.',
    ],
  }),
  rule({
    id: RULE.compass,
    section: 'Setup',
    summary:
      'The board\'s compass has eight points, N, NE, E, SE, S, SW, W and NW; the wind arrow points at one of them, and the wind die shows one of them on each face. The direction from one island to another is read as the nearest of the eight points.',
    interpretations: [
      'The compass page of the rulebook is lost; we take the eight usual points, 45° apart, clockwise from North.',
      'The bearing from one island to another is the compass point nearest the straight line between them, linked or not. A line exactly half-way between two points (22.5°, 67.5°, …) takes the next point clockwise: half-way between N and NE is NE.',
      'An island has no bearing to itself: asking for one, or for an island not on the map, is refused.',
    ],
  }),
  rule({
    id: RULE.route,
    section: 'Refresh phase',
    summary:
      'Each round the flagships (the Flying Fortress and the Dreadnought) advance a set number of islands towards the destination on the acting Event card, always along a shortest route. The Commodore and the Captain can advance them further during the Action phase, following the same rules.',
    interpretations: [
      'A flagship neither stops on nor passes through a treasure island: its start, its destination and every island on the way are city islands (the rulebook only ever harbours flagships in city islands). A treasure island as start or destination is unreachable.',
      'Every link counts as one step, whatever its length on the board.',
      'The route is decided one island at a time from where the ship is: the candidates are the neighbours one link closer to the destination. The route is not fixed in advance, so a change of wind between rounds can change it.',
      'The move stops at the destination even with steps to spare; a tie that would only matter after the last step is never broken.',
      'A move advances 1 to 3 islands (steps), or, left out, goes on until the ship arrives: no rule advances a flagship further at once (the bribed Captain moves the Dreadnought "up to 3 Islands", and she advances 3 at a two-pirate refresh). More is refused with that reason.',
    ],
  }),
  rule({
    id: RULE.windTie,
    section: 'Refresh phase',
    summary:
      'When more than one next island lies on a shortest route, the current wind arrow breaks the tie.',
    interpretations: [
      '"Breaking the tie with the wind" means sailing with it: among the candidates, the one whose link\'s compass point makes the smallest angle with the wind arrow wins. Angles are measured between compass points (0°, 45°, 90°, 135° or 180°), never between raw directions.',
      'Two links leaving one island never share a compass point (the map check refuses that), so the wind can leave at most two candidates tied: the two mirrored either side of the arrow.',
    ],
  }),
  rule({
    id: RULE.rollTie,
    section: 'Refresh phase',
    summary:
      'If the wind leaves a tie, roll the wind die without moving the wind arrow and sail towards the island the face points to; roll again until the result is clear.',
    interpretations: [
      '"Set course to the next island as resulted in the wind roll" means: among the islands still tied, keep those whose compass point is nearest the face (smallest angle). A face that leaves them tied (one on the arrow\'s line, say) is rolled again, and that face is spent too.',
      'The faces come from one queue for the whole move (the rolls given), taken only while a tie remains after the wind; none is used when the wind decides. A tie that needs a face when the queue is empty is refused, so a widget can roll and ask again.',
    ],
  }),

  rule({
    id: RULE.setupPlayers,
    section: 'Setup',
    summary: 'Two to four pirates play. One of them, chosen at random, takes the first player token, and turns go clockwise from there. Starting Gold goes by place in that order: 9, 9, 10 and 11 with four pirates; 9, 10 (and 11) with two or three.',
    interpretations: [
      'Pirates are named by the setup in seating order (clockwise); the first player is drawn from the seed unless the setup names one.',
      '"syndicate" cannot be a pirate\'s name: it names the yellow Syndicate cubes in the bag.',
      'A count of pirates (a widget\'s players, the bag lab\'s pirates) is 2 to 4: the rulebook sets up a 4-player game and gives a "2&3 Players setup". A count outside that, or no number at all, is refused with that reason.',
    ],
  }),
  rule({
    id: RULE.setupPieces,
    section: 'Setup',
    summary: 'Each pirate takes their pieces (10 notoriety cubes, 10 anchors, 8 Trade Houses, 6 pirate tokens, 4 map pieces), puts their frigate and a first Trade House in Haven (so they start connected to one Coal island), one cube in the Notorious bag beside four yellow Syndicate cubes, one cube on the VP track, and one map piece on each treasure island. Four officials go on display, one goal of each pile is drawn, three event cards make the event deck and the first of them acts, the flagships go to its starting islands, and the first roll sets the dice and the wind.',
    interpretations: [
      'The cube on the VP track only marks the score, so a pirate\'s supply starts at 8 cubes (10, less the bag\'s and the track\'s).',
      'The first Trade House in Haven puts no cube into the bag: the setup already put one there.',
      'Anchors are not counted out: an anchor marks an island the pirate has harboured at, and we keep that list instead, so a pirate never runs out of them.',
      'The officials deck and the event deck are face down: we keep them unordered and draw from them at random, which gives the same odds as shuffled piles and leaves nothing in the state for a player to peek at.',
      'On a designer\'s map, "haven" names the island where frigates start; it must be a city island.',
      'A staged position\'s numbers: a pirate\'s Gold and VP from 0 to 999, our ceiling, as the rulebook caps neither the treasury nor the score; their cubes in supply from 0 to 9, since a pirate has "10 Notorious cubes" and one always marks the VP track; the season from 1 to 3 ("played over 3 seasons"), the round from 1 to the number of pirates.',
    ],
  }),
  rule({
    id: RULE.setupData,
    section: 'Setup',
    summary: 'The board\'s printed tables are data: the officials\' bribe tables and VP, the goods\' revenue tracks, the action dice\'s faces, the event cards and the goal cards.',
    interpretations: [
      'The rulebook text lost the board and the cards, so all of this is SAMPLE data of ours, clearly labelled, that a designer may replace through the setup; each part is checked and a problem is named by its field (officials.merchant.bribeCosts[2], events[1].missions.fortress.start).',
      'Kept from the rulebook: bribing the Merchant first costs 2 Gold and scores 2 VP; 5 connected Coal islands pay 3 Gold a Coal house; the first event card is Wonder Boy (the Dreadnought from Zephyr to Iona) with the Royal Kitty (the Flying Fortress from Felle to Erindelle).',
      'Sample action die: two Official faces, one Establish, two Profit and one wild octopus. Sample revenue: 1, 1, 2, 2, 3 (and 3 for the goods with six islands) Gold a house by the number of connected islands of the good.',
      'Each number of the data is a whole number: a bribe price from 1 to 99 ("Pay at least 1 Gold per Bribe"), an official\'s VP, a revenue and a goal card\'s VP from 0 to 99, a goal card\'s pile from 1 to 3 (the piles\' backs, I, II and III). The rulebook prints none of these above 10 and lost the rest, so 99 is our ceiling, and each refusal says so.',
      'Bribe tables have a space for each of up to four pirates, cheapest first; the sample prices run from 1 Gold (Barkeep, Judge, Governor) to 4 (Pirate Queen, Port Master) for the first space, each space 1 Gold dearer, and VP equal to the first price.',
    ],
  }),
  rule({
    id: RULE.seasonRounds,
    section: 'Gameplay',
    summary: 'The game lasts three seasons of as many rounds as there are pirates (12 rounds with four). With two pirates there are 2 rounds a season, 6 in all, and each pirate still gets as many turns as in a bigger game.',
    interpretations: ['After the last round of the third season the refresh phase is skipped and the game goes to final scoring.'],
  }),
  rule({
    id: RULE.seasonGold,
    section: 'Profit Action',
    summary: 'Each season has a gold value: 2 in the first, 3 in the second, 4 in the third. A Profit action earns it, cutting losses earns it, a fine costs it, and aiding a side mission earns it.',
    interpretations: ['A lab\'s season (the profit lab\'s, the bag lab\'s) is 1 to 3: the game "is played over 3 seasons".'],
  }),
  rule({
    id: RULE.roundTurns,
    section: 'Action Phase',
    summary: 'A round\'s action phase has seven turns, one for each action die: the first player takes the first, then the pirates go clockwise until every die is used, so pirates do not all get the same number of turns in a round.',
    interpretations: ['Only the pirate whose turn it is may sail or act; any other command is refused under this rule.'],
  }),
  rule({
    id: RULE.turnSteps,
    section: 'Action Phase',
    summary: 'A turn is two steps in order: an optional sail, then one mandatory action.',
    interpretations: ['A frigate sails at most once a turn, and only before the action: the action ends the turn.'],
  }),
  rule({
    id: RULE.actionDice,
    section: 'B. Perform an Action (Mandatory)',
    summary: 'The action is chosen by taking one of the dice left: a mask gives an Official action, a house an Establish action, a coin a Profit action, and the octopus any one of the three. A used die is gone for the round.',
    interpretations: ['Dice showing the same symbol are the same choice; a wild die may be used for any action even when a die of that symbol is also left.'],
  }),
  rule({
    id: RULE.actionCutLosses,
    section: 'Cutting your Losses',
    summary: 'A pirate who cannot play any die left may set one aside as if used and take the season\'s gold instead.',
    interpretations: [
      'A die "cannot be played" when no action it allows can be carried out this turn, and the turn includes its sail: a pirate who has not sailed yet and could sail somewhere a die becomes playable (a city to build at) may not cut losses. Usually only Establish dice are left and the pirate cannot build anywhere they can reach. Profit can always be taken, so a Profit or wild die is always playable.',
      'Cutting losses is refused while any die can be played.',
    ],
  }),
  rule({
    id: RULE.sailMoves,
    section: 'A. Sail (Optional)',
    summary: 'A frigate sails 1 to 4 islands, each move along a link to a connected island.',
    interpretations: ['A sail never enters the same island twice, nor comes back to where it set out: the rulebook counts islands moved across, and going back and forth would only buy map pieces twice over.'],
  }),
  rule({
    id: RULE.sailCost,
    section: 'A. Sail (Optional)',
    summary: 'A sail costs 1 Gold an island, 1 Gold less when its first move goes with the wind.',
    interpretations: [
      '"Starts its sail with the wind" means the first link\'s compass point is the one the wind arrow points to (Tinguard → Rose Castle points West; with a West wind that sail of 2 islands costs 1).',
      'A pirate must afford the sail; a 1-island sail with the wind is free.',
      'The sail lab\'s Gold is 0 to 999: 999 is our ceiling, as the rulebook caps no treasury (a sail costs at most 4).',
    ],
  }),
  rule({
    id: RULE.sailFlagships,
    section: 'A. Sail (Optional)',
    summary: 'A frigate never sails into or through an island where a flagship is harboured.',
    interpretations: ['Both flagships block, the Dreadnought and the Flying Fortress alike. A flagship that moves onto an island where frigates are harboured does nothing to them.'],
  }),
  rule({
    id: RULE.sailHarbour,
    section: 'A. Sail (Optional)',
    summary: 'A sail ends (the frigate harbours) at a city island, never at one of the four treasure islands.',
    interpretations: [],
  }),
  rule({
    id: RULE.sailTreasure,
    section: 'A. Sail (Optional)',
    summary: 'The first time a frigate passes through a treasure island, its pirate takes their own map piece from it.',
    interpretations: ['A piece already taken (by an earlier pass, or by the bribed Pirate Queen) is not taken again.'],
  }),
  rule({
    id: RULE.sailAnchor,
    section: 'A. Sail (Optional)',
    summary: 'Harbouring at a city island the pirate has never been connected to drops an anchor there and moves that good\'s Connection marker one space right. Passing through, or harbouring where the pirate already has an anchor or a house, changes nothing.',
    interpretations: ['A good\'s connections are the number of its city islands the pirate has anchored at or built on; Haven counts from the start.'],
  }),
  rule({
    id: RULE.officialsBribe,
    section: 'Official Action',
    summary: 'With an Official die a pirate may bribe an official on display: pay the cheapest free space of its bribe table, put a pirate token there, score the official\'s VP, then discard the card and refill the display.',
    interpretations: [
      'A pirate bribes each official at most once, and with 6 pirate tokens at most six officials. The rulebook does not say so in words; we read it from how it uses the token: a pirate\'s token on an official\'s bribe table marks that official as one of "your Bribed Officials", whose stronger action the pirate may then use (the hint calls bribing a way to gain "access" to it). A second token would add no access and only sell the same official\'s VP again, which the text never describes.',
      'When every space of a table is taken, that official can no longer be bribed.',
    ],
  }),
  rule({
    id: RULE.officialsDeck,
    section: 'Official Action',
    summary: 'A used or bribed official card goes to the discard pile and the display is refilled from the deck; when the deck is empty, the discard pile is shuffled into a new deck.',
    interpretations: ['With both deck and discard pile empty the display stays one card short until a card is discarded.'],
  }),
  rule({
    id: RULE.officialsBasic,
    section: 'Official Action',
    summary: 'With an Official die a pirate may instead use the basic action of an official on display (any pirate may), then discard that card and refill the display.',
    interpretations: ['An action that cannot be carried out now (a flagship that has arrived, an empty bag, nothing to bribe) cannot be chosen.'],
  }),
  rule({
    id: RULE.officialsBribed,
    section: 'Official Action',
    summary: 'With an Official die a pirate who bribed an official in an earlier turn may use its stronger bribed action, whether or not the card is on display; the card is not discarded unless the action says so.',
    interpretations: [],
  }),
  rule({
    id: RULE.barkeep,
    section: 'Official Action',
    summary: 'Barkeep (Syndicate): basic, bribe a Syndicate official on display for 1 Gold less; bribed, bribe any official on display for 1 Gold less. A bribe never costs less than 1 Gold.',
    interpretations: ['The discounted bribe is a bribe like any other: token, VP, the bribed card discarded and replaced; then the Barkeep card itself is discarded after a basic action.'],
  }),
  rule({
    id: RULE.smuggler,
    section: 'Embargo & Blockade',
    summary: 'Smuggler (Syndicate): basic, a Profit action that ignores the Dreadnought\'s blockade; bribed, a Profit action that ignores both the blockade and the Flying Fortress\'s embargo.',
    interpretations: [],
  }),
  rule({
    id: RULE.charter,
    section: 'Official Action',
    summary: 'Charter (Syndicate): basic, an Establish action; bribed, an Establish action that puts no cube into the Notorious bag.',
    interpretations: ['The card texts were scrambled in the rulebook we have; we read the Charter as a Syndicate official, which gives each faction five.'],
  }),
  rule({
    id: RULE.captain,
    section: 'Changing course',
    summary: 'Captain (Syndicate): move the Dreadnought up to 2 islands (bribed: up to 3) along her route, by the flagship rules, and aid her side mission.',
    interpretations: ['"Up to": the pirate chooses 1 island or more, to the most the action allows; a ship that arrives stops there. A Dreadnought already at her destination cannot be moved.'],
  }),
  rule({
    id: RULE.pirateQueen,
    section: 'FAQ',
    summary: 'Pirate Queen (Syndicate): use the basic action of any other Syndicate official, on display or not; bribed, the same and then take one of your map pieces from any treasure island.',
    interpretations: [
      'The delegated official is not discarded, even when it is on display (the FAQ); a Pirate Queen card used from the display is discarded as usual.',
      'The bribed action must take a map piece while one of the pirate\'s pieces is still on the board.',
    ],
  }),
  rule({
    id: RULE.portMaster,
    section: 'FAQ',
    summary: 'Port Master (British): pay 1 Gold and use the basic action of any other British official, on display or not; bribed, the same without paying.',
    interpretations: ['The scrambled card texts give this delegation to the Judge and the cube draw to the Port Master; the FAQ says the opposite, and the FAQ wins.', 'The delegated official is not discarded, even when it is on display.'],
  }),
  rule({
    id: RULE.merchant,
    section: 'Embargo & Blockade',
    summary: 'Merchant (British): a Profit action and 1 Gold more; bribed, the same, ignoring the Flying Fortress\'s embargo.',
    interpretations: [],
  }),
  rule({
    id: RULE.judge,
    section: 'FAQ',
    summary: 'Judge (British): draw 2 cubes from the Notorious bag, give 1 back to its owner and return the other; bribed, draw 3 and give 1 or 2 back.',
    interpretations: [
      'A Syndicate cube "given back to its owner" goes to the Syndicate reserve, out of the bag.',
      'With fewer cubes in the bag, the Judge draws what is there; with one cube drawn there is no choice, and with an empty bag the Judge cannot be used.',
      'The FAQ\'s optional foul-play rule (asking the other pirates for money over the cubes) is table talk and not encoded.',
    ],
  }),
  rule({
    id: RULE.commodore,
    section: 'Changing course',
    summary: 'Commodore (British): move the Flying Fortress 1 island (bribed: up to 2) along her route, by the flagship rules, and aid her side mission.',
    interpretations: ['A Flying Fortress already at her destination cannot be moved.'],
  }),
  rule({
    id: RULE.governor,
    section: 'Official Action',
    summary: 'Governor (British): basic, discard the Governor from the display; bribed, discard any official from the display and gain 2 Gold.',
    interpretations: ['Used through the Port Master, the basic action discards the Governor only when he is on display; otherwise it cannot be chosen.'],
  }),
  rule({
    id: RULE.establish,
    section: 'Establish Action',
    summary: 'An Establish action builds one of the pirate\'s Trade Houses on the city island where their frigate is harboured: pay the island\'s cost, move that good\'s Trading marker right, take the anchor back, and put one of your cubes into the Notorious bag. A pirate has at most one house on an island, and 8 in all.',
    interpretations: ['A pirate with no cube left in their supply builds without adding one.'],
  }),
  rule({
    id: RULE.profitRevenue,
    section: 'Profit Action',
    summary: 'A Profit action earns the season\'s gold plus, for each good, every Trade House of it times the revenue its Connection marker shows.',
    interpretations: ['Past the end of a revenue track the revenue stays at its last value.'],
  }),
  rule({
    id: RULE.profitEmbargo,
    section: 'Embargo & Blockade',
    summary: 'The good of the island where the Flying Fortress is harboured is under embargo: no Trade House of that good earns anything in a Profit action, wherever it stands.',
    interpretations: [],
  }),
  rule({
    id: RULE.profitBlockade,
    section: 'Embargo & Blockade',
    summary: 'The island where the Dreadnought is harboured is under blockade: Trade Houses on it earn nothing in a Profit action.',
    interpretations: [],
  }),
  rule({
    id: RULE.refreshFirstPlayer,
    section: 'Refresh phase',
    summary: 'After the seventh turn the first player token passes to the left (clockwise).',
    interpretations: [],
  }),
  rule({
    id: RULE.refreshRoll,
    section: 'Refresh phase',
    summary: 'All eight dice are rolled again: the seven action dice for the next round, and the wind die, which sets the wind arrow.',
    interpretations: ['The wind die has the eight compass points on its faces (its page is lost from the rulebook).'],
  }),
  rule({
    id: RULE.refreshNotoriety,
    section: 'Refresh phase',
    summary: 'For each octopus rolled, the first player draws a cube from the Notorious bag. A Syndicate cube leaves the game; a pirate\'s cube goes back to them and they pay a fine of the season\'s gold. A pirate who cannot pay sells Trade Houses back to the Empire, for their islands\' costs, until they can.',
    interpretations: [
      'The pirate chooses which houses to sell, one at a time. A pirate with no house left who still cannot pay gives what Gold they have.',
      'The fine is the gold value of the season that is ending.',
      'The bag lab takes 0 to 4 Syndicate cubes (the bag starts with 4, and one drawn leaves the game), 0 to 9 cubes of each pirate (10 cubes, one of them on the VP track) and Gold from 0 to 999 (our ceiling).',
    ],
  }),
  rule({
    id: RULE.refreshSeasonEnd,
    section: 'Refresh phase',
    summary: 'After a season\'s last round the next event card is drawn from the event deck and acts; the flagships go to its starting islands with their new destinations.',
    interpretations: ['The cubes on the old card\'s side missions go back to their owners.', 'A season-ending refresh does not also advance the flagships.'],
  }),
  rule({
    id: RULE.refreshFlagships,
    section: 'Refresh phase',
    summary: 'After any other round the Flying Fortress advances 1 island and the Dreadnought 2 along their routes (with two pirates, 2 and 3), each by the flagship rules.',
    interpretations: ['The Flying Fortress moves first, as the rulebook lists them.'],
  }),
  rule({
    id: RULE.missionsAid,
    section: 'Changing course',
    summary: 'A pirate who moves a flagship with an official\'s action puts one of their cubes on that flagship\'s side mission, and at once gains 1 VP and the season\'s gold.',
    interpretations: ['The rulebook says "tokens" on the card texts and "cubes" in its rules; we use cubes. A pirate with no cube left in their supply moves the ship but gains nothing.'],
  }),
  rule({
    id: RULE.missionsArrival,
    section: 'Scoring Event Cards',
    summary: 'When a flagship reaches its destination, the pirate with the most cubes on its side mission scores 4 VP; tied pirates split them, rounded down.',
    interpretations: ['A side mission nobody aided scores nothing. A flagship that has arrived stays there until the season ends.', 'A side mission scores once, when its flagship arrives ("only 4 VP per successful side mission"): the refreshes after that move it no further and pay nothing more.'],
  }),
  rule({
    id: RULE.endGold,
    section: 'End of Game',
    summary: 'At the end, each pirate scores 1 VP for every 4 Gold.',
    interpretations: [],
  }),
  rule({
    id: RULE.endGoals,
    section: 'End of Game',
    summary: 'At the end, each of the three goal cards in play scores for every pirate who meets it.',
    interpretations: ['Sky Trader counts only houses on islands linked to one another (its FAQ); Explorer counts every island visited, with or without a house. The other goal cards are sample data of ours.'],
  }),
  rule({
    id: RULE.endTreasure,
    section: 'End of Game',
    summary: 'At the end, Old Cap\'s map pieces score 1, 3, 5 or 10 VP for 1, 2, 3 or 4 pieces.',
    interpretations: [],
  }),
  rule({
    id: RULE.endWinner,
    section: 'End of Game',
    summary: 'The pirate with the most VP wins; a tie goes to the one with the most connected islands, then the most Gold; still tied, they share the victory.',
    interpretations: ['Connected islands are every island with the pirate\'s anchor or Trade House. Once the game is over every command is refused under this rule.'],
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((entry) => entry.id === id);
}
