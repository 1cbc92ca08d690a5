/**
 * The Steamwork Arena rule map: every rule we encode or plan to, in our own words, with the id that
 * the code enforcing it, the tests checking it and (later) the docs page explaining it share.
 *
 * Everything is enforced: the designer core (templates, zone values, mode shifts, ranged reach,
 * conflict hands) and the ruleset for 2–4 players, free-for-all or in teams (setup with secret
 * customisation, energize, bids, shifts, acts, conflicts, damage, reckoning), and a few workshop
 * specials as optional, untested variants.
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
    id: RULE.template,
    section: 'Setup',
    summary:
      'Each player steers one steamwork template: five modes, or zones, lettered A to E. Each zone shows a row of icons of three kinds: attack (a), energy (e) and defense (d).',
    interpretations: [
      'We write a zone the way the rulebook prints it, "C): a eeeEE d": lower-case letters are printed icons, capitals are icons a player added, and runs of the same icon are grouped by spaces. Writing a template back groups consecutive icons of one kind the same way, so the rulebook\'s lines come back unchanged.',
      'Any other letter is refused, and so is a template that lacks a zone or names one twice.',
    ],
  }),
  rule({
    id: RULE.cores,
    section: 'Setup',
    summary:
      'There are two kinds of template, the alpha core and the beta core. The rulebook prints the standard alpha core: defense in the low zones, attack in the high ones, energy peaking in the middle.',
    interpretations: [
      'The rulebook does not print the beta core. We designed a sample beta core from the same vocabulary with the same number of icons as the alpha core (21): defense-heavy low zones and energy-rich high ones. It is labelled sample and a designer can replace it.',
      'The alpha core has 21 icons (6 attack, 9 energy, 6 defense), counted from the printed rows.',
    ],
  }),
  rule({
    id: RULE.customise,
    section: 'Setup',
    summary:
      'Before play, a player may pencil up to six extra icons, of any kind, into any zones of their template. The printed icons stay as they are.',
    interpretations: [
      'A customised template must keep exactly its core\'s printed icons in each zone (their order within the zone may differ, as in the rulebook\'s "Power to burn" example); it only adds capitals.',
      'Six added icons is the most; fewer, or none, is fine.',
      'Two example lines are garbled in the rulebook\'s text: Early aggression prints its zone D as "(D):", which we read as "D):"; Charge! prints two "D)" lines, and the first, "a eee d", is exactly the alpha core\'s zone C, so we read it as zone C.',
    ],
  }),
  rule({
    id: RULE.secret,
    section: 'Setup',
    summary: 'Which icons a player added, and where, stays secret until the game starts.',
    interpretations: [
      'Optional (the setup\'s secretCustomisation): the game then opens with every player committing their templates in secret, checked at once (core kept, at most 6 added icons); nobody sees another\'s until all are in, when all are revealed together and the first round is energized. Without it, the templates are part of the setup and known to all.',
    ],
  }),
  rule({
    id: RULE.placement,
    section: 'Setup',
    summary:
      'The energy tokens form a bank beside the play area. Every miniature starts two E-lengths from every other one; each player\'s health clip starts at the top of the health meter and the mode clip on zone C.',
    interpretations: [
      'A game has 2 to 4 players (default red and blue), each steering one steamwork with a standard alpha template unless the setup gives others; in team play each steers 2 or 3. The arena is 24 inches square (the rulebook\'s "2\' x 2\' is better").',
      '"Two E-lengths from every other miniature" cannot hold for more than three: we place the miniatures on the corners of a regular polygon with 10-inch sides around the middle, so neighbours are 10 inches apart and the rest further. Two start 10 inches apart on a line across the middle. At most 6 steamworks fit (a hexagon).',
      'The bank holds 100 tokens ("a bunch"); a gain the bank cannot cover is cut to what is left.',
      'The first round\'s ENERGIZE is done in the starting state, so a game opens on the first bid.',
      'A reserve given in a setup (a staged steamwork\'s, or either side\'s in a conflict set up by hand) is a whole number from 0 to 100: every token comes from the 100-token bank.',
    ],
  }),

  // Zones -------------------------------------------------------------------------------------
  rule({
    id: RULE.zoneValues,
    section: 'Zone Values',
    summary:
      'A zone\'s attack, energy and defense values are simply how many icons of each kind it shows, printed and added alike. The current zone, where the mode clip sits, gives the values a player uses now.',
    interpretations: [
      'No zone can show more than 9 attack icons (the alpha core prints 3 in zone E, and a player "may add up to 6 more icons") nor more than 10 defense icons (our sample beta core prints 4 in zone A, plus 6). So a conflict set up by hand takes an attack value from 0 to 9 and a defense value from 0 to 10, and refuses more, saying why.',
    ],
  }),
  rule({
    id: RULE.shutDown,
    section: 'Conflict resolution',
    summary: 'A mode that has been shut down cannot be activated for the rest of the game: it counts as blank, so all its values are 0.',
    interpretations: [
      'Which mode gets shut down, and when, belongs to damage.system-failure and reckoning.voluntary-shutdown. A shut-down mode keeps its length for moving; only its icons count as blank.',
      'Shifting into a shut-down mode would activate it, so that shift is refused and not offered. A steamwork already sitting in one (a pdp may push its mode clip there, or System Failure may shut down its current mode) may stay there for free until it shifts out.',
    ],
  }),
  rule({
    id: RULE.lengths,
    section: 'Setup',
    summary: 'Each mode has a length, used for moving and, inverted, for the range of attacks.',
    interpretations: [
      'The text does not print the lengths (they are on the template art). We take A to E as 1 to 5 inches, which agrees with setup\'s "two E-lengths (10 inches)".',
    ],
  }),

  // Round ------------------------------------------------------------------------------------
  rule({
    id: RULE.energy,
    section: 'Gaining and losing energy',
    summary:
      'Energy gained comes from the bank into a player\'s reserves; energy lost or spent goes back to the bank. How much energy a player holds is kept hidden.',
    interpretations: [
      'A player\'s view shows every other player\'s reserve as null. Energy hidden in a bid or a hand leaves the reserve when committed and goes to the bank when spent, so bank, reserves and hidden hands always add up to the 100 tokens.',
      'The log is viewed per player too (viewEvent, through the engine\'s logFor and eventsFor$): another player\'s committed bid, hands or pick and the reserves it drew on show as hidden, held-out hands show only one\'s own, and the random state drawn at the bid reveal is hidden. What is revealed is revealed by events of their own.',
    ],
  }),
  rule({
    id: RULE.energize,
    section: 'Play Sequence',
    summary: 'Each round starts with every player gaining energy equal to the energy value of their current zone (zone C on the first round).',
    interpretations: [],
  }),
  rule({
    id: RULE.bid,
    section: 'Play Sequence',
    summary:
      'Everyone secretly holds out 0 or more energy in a hand; the bids are revealed together and the highest acts first, and so on down. Ties are settled by guessing a hand. All bid energy is spent.',
    interpretations: [
      'Guess-a-hand cannot be played through a widget, so a tie is settled by a seeded draw made when the bids are revealed and recorded in the event (the tied players and the order the draw put them in).',
      'Bids are committed secretly, in any order, and revealed together once all are in. Each group of tied players is ordered by its own draw.',
    ],
  }),
  rule({
    id: RULE.shift,
    section: 'Play Sequence',
    summary:
      'From last initiative to first, players may move their mode clip by paying energy: 1 for one step, 3 for two, 6 for three and 10 for four. The zones run A to E in a line; E does not wrap round to A.',
    interpretations: ['Staying put costs nothing. In the ruleset each player, last initiative first, answers a prompt with the zone to shift to (their own zone to stay); a shift they cannot afford is refused.'],
  }),
  rule({
    id: RULE.act,
    section: 'Play Sequence',
    summary:
      'From first initiative to last, each player may make one straight move of up to their mode\'s length and one attack with up to their attack value in energy, in either order. Skipping the move, or the attack, gains 1 energy each. An attack on a touching miniature is normal; otherwise it is ranged.',
    interpretations: [
      'Miniatures are points; they touch when at most 1 inch apart. A normal attack needs touching; otherwise the attacker declares range energy, paid at once, enough whole inverse lengths to reach the target. Range energy on a touching target is refused: a ranged attack is only for a miniature not touching its target.',
      'A move is one straight line to any point within the mode length and inside the arena. Ending the act gains 1 energy for no move and 1 for no attack, as far as the bank goes.',
      'An attack needs an attack value of at least 1: with 0 there is nothing to hide, so the player takes the energy for not attacking instead.',
      'The target is any steamwork still in that another player steers; in team play a side never attacks its own. The conflict runs inside the attacker\'s act, which goes on (a move may still follow) once it ends.',
    ],
  }),

  // Conflict ---------------------------------------------------------------------------------
  rule({
    id: RULE.hide,
    section: 'Conflict resolution',
    summary:
      'The attacker hides up to their attack value in energy, the defender up to their defense value, split between two hands as each likes, taken from their own reserves. Hiding nothing is allowed.',
    interpretations: [
      'Each hand holds a whole number of tokens, 0 or more. A ranged attacker\'s limit is the attack value minus the energy spent on range, and the range energy and the hidden energy together must come out of their reserves.',
    ],
  }),
  rule({
    id: RULE.pick,
    section: 'Conflict resolution',
    summary: 'Each player picks one of the opponent\'s two hands; the picked hands are revealed.',
    interpretations: [
      'Which hand gets picked is the only chance in a conflict. For the odds we assume each side picks either hand with equal chance, so the four combinations are equally likely; real players bluff and guess.',
    ],
  }),
  rule({
    id: RULE.pdp,
    section: 'Conflict resolution',
    summary:
      'If the defender\'s revealed hand holds fewer tokens than the attacker\'s, the defender takes the difference as pending damage points (pdp). An attacker never takes pdp.',
    interpretations: [],
  }),
  rule({
    id: RULE.spend,
    section: 'Conflict resolution',
    summary: 'After the other hands are revealed, every token either player hid, in either hand, goes back to the bank.',
    interpretations: [],
  }),
  rule({
    id: RULE.pdpSpend,
    section: 'Conflict resolution',
    summary: 'The attacker spends the defender\'s pdp one at a time: each moves the defender\'s health clip down a step, or moves their mode clip to an adjacent mode.',
    interpretations: [
      'The attacker spends the pdp one at a time, each answering a prompt; the other hands are revealed and all hidden energy spent only after the last pdp. Moving the mode clip may land on a shut-down mode.',
      'Spending is a choice (the rulebook says the attacker "can" spend them): at any pdp the attacker may leave the rest unspent instead, which ends the conflict.',
    ],
  }),

  // Ranged -----------------------------------------------------------------------------------
  rule({
    id: RULE.inverseLength,
    section: 'Ranged attacks',
    summary: 'A ranged attack measures in the inverse of the current mode\'s length: mode A uses E-lengths, B uses D, C uses C, D uses B and E uses A.',
    interpretations: [],
  }),
  rule({
    id: RULE.rangeCost,
    section: 'Ranged attacks',
    summary:
      'Each energy spent on range buys one inverse length of reach. Range energy counts against the attack value, so it lowers how much the attacker can then hide.',
    interpretations: [
      'Range energy cannot exceed the attack value, since it counts against it; at exactly the attack value the attacker hides nothing.',
      'Reach is the number of inverse lengths times that length in inches (see zones.lengths): Harriet\'s D+D from mode B reaches 8 inches.',
      'Range energy is also paid from the attacker\'s reserves, so a conflict set up by hand refuses range energy beyond the lower of the attack value and those reserves, and its refusal names whichever limit binds.',
    ],
  }),

  // Damage, reckoning, teams, workshop ------------------------------------------------------
  rule({
    id: RULE.health,
    section: 'Conflict resolution',
    summary: 'Damage moves the health clip down the health meter one step per point.',
    interpretations: [
      'The length of the health meter is not printed in the text. We take 3 steps above System Failure, the only length that fits Conflict Example 1 (2 pdp from full health leave Hardy one step away from System Failure) and Reckoning Example 1 (two shut-downs bring him back to the top).',
      'A staged steamwork\'s health is 1 to 3 steps above System Failure; 3 is the top.',
    ],
  }),
  rule({
    id: RULE.systemFailure,
    section: 'Conflict resolution',
    summary: 'When the health clip reaches System Failure it goes back to the top, and the attacker picks one of the victim\'s modes that is still running to shut down.',
    interpretations: [
      'The pdp that reaches System Failure names the mode to shut down; if every mode is already shut down, none is.',
    ],
  }),
  rule({
    id: RULE.winner,
    section: 'Is there a winner?',
    summary: 'A player with no modes left to activate is out. The last player left wins; otherwise a new round starts.',
    interpretations: [
      'In team play it is each steamwork that goes out when it has no modes left; the winner is the last player with a steamwork still in.',
      'Interpretation beyond the rulebook: if no player still in has a running mode with any attack, nobody can be damaged again, and the game ends in a draw (no winners).',
      'The check runs at the end of each round, after every player has acted.',
    ],
  }),
  rule({
    id: RULE.voluntaryShutdown,
    section: 'Is there a winner?',
    summary: 'A damaged player may shut down one or more of their own modes; each one moves the health clip up a step.',
    interpretations: [
      'Damaged players are asked in initiative order. Each shut-down moves the health clip up a step; a player at the top is no longer asked. We refuse shutting down one\'s last running mode, which would take oneself out of the game.',
    ],
  }),
  rule({
    id: RULE.teams,
    section: 'Teams!',
    summary: 'Sides of two or three templates each; every template keeps its own reserves, except that a side may bid for initiative with energy from any reserves it controls.',
    interpretations: [
      'A side is one player steering 2 or 3 steamworks (the setup\'s perPlayer, or a steamworks list); the same rules let 3 or 4 players steer more than one where they fit, up to 6 steamworks in all.',
      'The player bids once, from any of their reserves (naming the split, or else the fullest reserves pay first), and the bid gives the side its place in the initiative. Within that place the side\'s steamworks shift and act one after another in setup order (shifts still run from last to first).',
      'Each steamwork keeps its own reserve for shifts, range and hands, gains its own energy, and is out on its own; a side is out when all its steamworks are, and the last side standing wins. A side never attacks its own steamworks.',
      'At most 6 steamworks fit the arena, so perPlayer\'s most depends on the players: 3 each with 2 players, 2 each with 3, 1 each with 4. A refusal names the most for the players given.',
    ],
  }),
  rule({
    id: RULE.workshop,
    section: 'The Workshop',
    summary: 'Untested ideas for special abilities, each bought by giving up icons. The rulebook itself warns they are not play tested.',
    interpretations: [
      'Untested, as the rulebook warns: four of its ideas are offered as optional designer toggles (the setup\'s specials, per steamwork or for all): +1 inch ranged attack bonus (2 icons), +1 initiative bonus (2 icons), reduce all damage by 1 (5 icons), +1 energy during ENERGIZE (5 icons).',
      'An icon cost is taken off the 6 icons a player may add; a template with more added icons than its specials leave is refused.',
      'Our readings: the range bonus adds 1 inch to every ranged attack\'s reach; the initiative bonus adds 1 to a bid when bids are compared but is not energy; "reduce all damage by 1" takes 1 pending damage point off each conflict the steamwork defends; the ENERGIZE bonus is 1 more energy from the bank.',
    ],
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((entry) => entry.id === id);
}
