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
      'A designer\'s map is checked before use, each problem named by its field: every city island has a good and a whole cost of 1 or more, a treasure island has neither, ids are unique, no two islands share a spot, a link joins two different known islands and is not given twice, no two links leave one island on the same compass point, and every island can be reached, every city island even without passing a treasure island (flagships sail between cities only).',
      'The game has exactly four treasure islands (SAMPLE_MAP has four), but the map check accepts any number, none included, so a designer can try variants; the whole game will require what its treasure-map scoring needs.',
      'Coordinates are any finite numbers on a plane where x grows east and y grows south, as on a screen; only directions between islands matter to the rules, never distances.',
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
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((entry) => entry.id === id);
}
