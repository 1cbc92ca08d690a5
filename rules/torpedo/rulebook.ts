/**
 * The Torpedo rule map: every rule of the rulebook (../shared/rulebooks/torpedo.txt, Jacob
 * Davenport's game for Icehouse pyramids) in our own words, with the id that the code enforcing it,
 * the tests checking it and the docs page explaining it all share.
 *
 * Every rule is enforced: the geometry of pieces, placement and torpedoes (issue 12's pinned
 * functions, pieces.ts, placement.ts, firing.ts) and the whole game (ruleset.ts: setup, the two
 * real-time modes, crashes, stopping, the volleys, scoring).
 */
import type { RuleEntry } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { headingOf } from './rule-headings.ts';

export type { RuleEntry, RuleId };

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function rule(entry: Omit<RuleEntry<RuleId>, 'docs' | 'status' | 'title'> & { status?: RuleEntry['status'] }): RuleEntry<RuleId> {
  const { title, docs } = headingOf(entry.id);
  return { status: 'enforced', ...entry, title, docs };
}

export const rules: readonly RuleEntry<RuleId>[] = [
  // Setup -------------------------------------------------------------------------------------
  rule({
    id: RULE.players,
    section: 'Summary',
    summary: 'Two to five people play, each with a set of pyramids in a colour of their own.',
    interpretations: [
      'A widget\'s players attribute is a count, 2 to 5 as the rulebook says ("Players: 2 - 5"), seating red, blue, green, yellow and black in that order; a count outside it is refused with that reason.',
      'The setup names the players in seating order (red and blue unless it says otherwise). A name is a plain word of letters and digits, since it goes into the id of each of its pieces; a command from anyone else is refused.',
    ],
  }),
  rule({
    id: RULE.stash,
    section: 'Equipment',
    summary:
      'Each player has one Icehouse set: five small, five medium and five large pyramids, worth one, two and three points. Every pyramid is a ship. Before play they stand upright at the edge of the field: unplayed.',
    interpretations: [
      'Each ship has an id of its own, so a log, a refusal or a torpedo can name it: red-large-3 is red\'s third large pyramid. Two pieces on one table may not share an id; a piece must be small, medium or large, and each bad field is named.',
      'Our variant for short games (a widget, a test): the setup may give each player 1 to 4 pyramids of each size instead of 5 (perSize).',
    ],
  }),
  rule({
    id: RULE.field,
    section: 'Setup',
    summary: 'The players agree on a field about the size of a card table, small enough that everyone can reach nearly all of it.',
    interpretations: [
      'The field is a rectangle measured in millimetres from its top left corner, x to the right and y down. Its width and height are numbers above 0, up to 3000 (3 m, our limit: the rulebook\'s field is "a card table or similar sized area" that players can nearly all reach), each checked and named when wrong.',
      'Unless the setup gives another, the field is 860 × 860 mm: a 34-inch card table.',
    ],
  }),
  rule({
    id: RULE.dimensions,
    section: 'Begin',
    summary:
      'A ship is played lying down on one of its faces, its point on the table. Seen from above it covers a pentagon: the point (its tip), two shoulders where the upright base juts out sideways, and the two back corners of the base resting on the table.',
    interpretations: [
      'The rulebook leaves the shape to the table and the eye, so we pin it: in the ship\'s own frame, with the tip at the origin and x along its heading, the corners are (0, 0), (−(L−δ), +w/2), (−L, +w/2), (−L, −w/2), (−(L−δ), −w/2), where w is the width of the base, L the length from tip to back edge and δ the shoulder.',
      'SAMPLE dimensions, ours: from the published sizes of Icehouse pyramids (base × height, in inches: small 9/16 × 1, medium 25/32 × 1 3/8, large 1 × 1 3/4). Lying on a face, a pyramid is as long as that face\'s slant height, √(h² + (b/2)²), and its base, leaning over the face at the base angle, shows b²/(2L) of depth beyond the shoulders. Rounded to a hundredth of a millimetre: small 14.29 wide, 26.39 long, shoulder 3.87; medium 19.84, 36.31, 5.42; large 25.40, 46.23, 6.98.',
      'Real pyramids have rounded tips and edges and hollow stackable ones flare at the base; we ignore that. A designer may pass dimensions of their own to every function; each figure is checked (above 0 and at most 100 mm, our limit at about twice a large pyramid\'s 46 mm; the shoulder shorter than the length) and a bad one is named, as in dims.medium.shoulder.',
      'Every measurement uses one tolerance, a millionth of a millimetre (1e-6 mm), so that rounding in the last digit never decides a rule.',
      'No trigonometry: a heading is a vector and distances are compared through their squares; the one square root, which IEEE arithmetic rounds exactly, makes a heading one millimetre long. Every browser gets the same answer to the last bit.',
    ],
  }),

  // Placing ----------------------------------------------------------------------------------
  rule({
    id: RULE.ready,
    section: 'Begin',
    summary: 'Play begins when every player is ready, which they show by resting a finger on the point of one of their pieces.',
    interpretations: ['Each player says ready with a command of their own; nothing can be placed before everyone has.'],
  }),
  rule({
    id: RULE.unplayed,
    section: 'Begin',
    summary: 'A player may play any of their own pieces not yet played: any size, in any order, as fast as they like.',
    interpretations: [
      'A dead piece (see Crashes) has been set aside and can never be played; another player\'s piece is refused too.',
      'Pieces of one size are alike, so a placement may name any unplayed piece of that size; the sample of legal placements (for bots and tests) always takes the first.',
    ],
  }),
  rule({
    id: RULE.pose,
    section: 'Begin',
    summary: 'A piece is played lying down, pointing whichever way its player likes.',
    interpretations: [
      'A pose is the point of the tip on the table and a heading: any vector that is not zero, so any angle at all, not only the compass points. A heading of (0, 0) points nowhere and is refused, and so is any coordinate that is not a finite number.',
    ],
  }),
  rule({
    id: RULE.inField,
    section: 'Begin',
    summary: 'A piece is played anywhere on the field of play.',
    interpretations: [
      '"On the field" means all of it: every corner of its pentagon lies within the field, give or take the tolerance. Lying against an edge is fine; a shoulder or a back corner over it is not.',
    ],
  }),
  rule({
    id: RULE.noTouch,
    section: 'Begin',
    summary: 'A piece may only be played where it touches no other piece already on the field, whoever owns it.',
    interpretations: [
      'Two pieces touch when their pentagons come within the tolerance of each other (1e-6 mm), or overlap, or one lies inside the other. Nothing of a lying pyramid reaches beyond its pentagon seen from above, so this is the table\'s "touch".',
      'Dead pieces stand aside, off the field, and unplayed ones stand at its edge: neither can be touched.',
    ],
  }),
  rule({
    id: RULE.fixed,
    section: 'Begin',
    summary: 'Once a piece is played it is never moved again.',
    interpretations: ['No command moves or takes back a played piece; placing a piece already on the table is refused. Only a torpedo takes a ship off it.'],
  }),
  rule({
    id: RULE.crash,
    section: 'Crashes',
    summary: 'A player who disturbs a piece already played puts it back as it was, and the piece they were playing is dead: it stands aside, away from their unplayed pieces, and is never played.',
    interpretations: [
      'On a screen no hand can knock a ship, so a placement that would touch a ship already on the table is simply refused (place.no-touch). Crashes happen where two hands reach for the same spot at once: in the rounds mode, placements revealed together that touch each other all crash, every one of them dead, and the table stays as it was.',
      'A dead piece scores nothing, like an unplayed one.',
    ],
  }),
  rule({
    id: RULE.stop,
    section: 'Stopping',
    summary: 'The first player to play their last piece calls stop, and all placing ends. A piece already resting on the table stays, even if its player is still holding it.',
    interpretations: [
      '"Their last piece" means they have nothing left to play: every piece of theirs is played or dead.',
      'In the rounds mode, the placements revealed in the same round as a last piece all stand (they were already on the table when stop was called); placing also ends after a round in which every player waited, so a game where nobody can or will place still ends.',
    ],
  }),
  rule({
    id: RULE.free,
    section: 'Begin',
    summary: 'Everyone places at once, in a mad rush, with no turns.',
    interpretations: [
      'Our adaptation, the free mode (the default): placements are taken in the order they arrive, with no turns. In the game widget bots place on timers at a calm, quick or frantic pace (their choices drawn from a seed), taking turns among themselves, and a slow pace suits keyboard and screen-reader play; the reader may change the pace at any moment. Time is not part of the game state: the event log alone replays the game.',
      'A player may also wait. A placement by anyone ends every wait (the table has changed, and anyone may want to answer it); if every player is waiting at once, placing stops, so a game where nobody can or will place still ends.',
    ],
  }),
  rule({
    id: RULE.rounds,
    section: 'Begin',
    summary: 'Everyone places at once, in a mad rush, with no turns.',
    interpretations: [
      'Our adaptation, the rounds mode: each round every player secretly commits one placement, or a wait, and all are revealed together. Nobody sees another\'s commitment before the reveal. A placement that would touch a ship already on the table is refused when committed; those revealed together that touch each other crash.',
    ],
  }),

  // Firing ----------------------------------------------------------------------------------
  rule({
    id: RULE.volleys,
    section: 'Launch Torpedos',
    summary: 'When placing ends the ships fire in three volleys: first every small ship, then every medium ship still afloat, then every large ship still afloat.',
    interpretations: [
      'A ship sunk in an earlier volley never fires. Each volley comes, even one with no ship left to fire.',
      'In the game each volley is fired by a fire command, which any player may give, so a reader can watch the table volley by volley; nothing is chosen, and the result is the same whoever fires. Against bots, the bots leave the firing to the reader.',
    ],
  }),
  rule({
    id: RULE.line,
    section: 'Launch Torpedos',
    summary: 'A torpedo runs in a straight line from the tip of its ship, the way the ship points, and hits the first ship in its way.',
    interpretations: [
      'The line is the ray from the tip along the heading, with no end. It meets a ship when it comes within the tolerance of that ship\'s pentagon, so a graze counts; of the ships it meets, the one it reaches first is hit. It never meets its own ship.',
      'Two ships met at exactly the same distance (possible only for ships less than two millionths of a millimetre apart): the one whose id comes first is hit, so the answer never depends on the order the ships are listed in.',
    ],
  }),
  rule({
    id: RULE.hit,
    section: 'Launch Torpedos',
    summary: 'A ship of another size than the shooter is sunk, friend or foe. A ship of the same size stops the torpedo and takes no harm, so a like-sized ship can shield others.',
    interpretations: ['A blocked torpedo is spent: it sinks nothing, not even what lies behind the ship that stopped it.'],
  }),
  rule({
    id: RULE.together,
    section: 'Launch Torpedos',
    summary: 'The torpedoes of a volley fly at the same moment. The ships they hit are only marked, and leave the field once the whole volley has been checked.',
    interpretations: [
      'Every torpedo of a volley is judged on the field as it stood when the volley began: a ship hit in the volley still stops and takes the other torpedoes of that volley, and is gone for the next one. A ship hit twice is sunk once.',
    ],
  }),

  // Scoring ---------------------------------------------------------------------------------
  rule({
    id: RULE.points,
    section: 'Scoring',
    summary: 'Each player scores their ships still afloat: one point for a small, two for a medium, three for a large. The most points wins.',
    interpretations: ['Only ships on the field count: an unplayed or a dead piece scores nothing (as the rulebook\'s advice to play every ship, even somewhere useless, implies).'],
  }),
  rule({
    id: RULE.ties,
    section: 'Scoring',
    summary: 'The rulebook breaks a tie by fisticuffs.',
    interpretations: ['Our reading: we settle no tie by force. Every player tied for the most points wins, sharing the victory.'],
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((entry) => entry.id === id);
}
