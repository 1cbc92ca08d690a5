/**
 * The Star Eater rule map: every rule we encode, in our own words, with the id that the code
 * enforcing it, the tests checking it and the docs page explaining it all share.
 */
import type { RuleEntry } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { headingOf } from './rule-headings.ts';

export type { RuleEntry, RuleId };

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function starEaterRule(entry: Omit<RuleEntry<RuleId>, 'docs' | 'title'>): RuleEntry<RuleId> {
  const { title, docs } = headingOf(entry.id);
  return { ...entry, title, docs };
}

export const rules: readonly RuleEntry<RuleId>[] = [
  starEaterRule({
    id: RULE.stats,
    section: '3.3',
    summary:
      'A direct-fire weapon has an accuracy stat; everything it can shoot at (a squadron, a torpedo, a warship) has an evasion stat, a warship\'s printed on its armour mat. Some direct-fire weapons also have an AOE stat: the radius, in hexes, of the area they hit.',
    interpretations: [
      'The rulebook prints no range for the stats. We take accuracy and evasion from 0 to 12 (with both in that range every chance from never to always can be set on the twelve-sided die) and an AOE from 0 to 22, the board\'s widest distance; the lab and a designer\'s cards refuse anything else, naming the field.',
      'A missing AOE stat means a radius of 0: the weapon hits a single target.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.hitRoll,
    section: '7.4',
    summary:
      'Roll the twelve-sided die once per target. The shot hits when the roll is greater than 6 plus the target\'s evasion minus the weapon\'s accuracy; otherwise it misses. Every point of accuracy turns one more face into a hit, every point of evasion one fewer.',
    interpretations: [
      'A forced roll may replace the die for what-ifs and worked examples; it does not use up a random number, so the rolls after it are the ones the seed would have given anyway.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.target,
    section: '7.4',
    summary:
      'Fighter squadrons, torpedoes and single hull sections of the enemy warship are valid targets. A weapon without an area picks exactly one of them per shot.',
    interpretations: [
      'Without the hex board, the widget lists the targets that are in the line of fire; picking one of them stands for aiming.',
      'On the board (the direct-fire widget with a weapon placed, and the whole game) each target stands on a hex of its own, and a weapon without an area aims at the target on a hex.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.arcRange,
    section: '7.4',
    summary:
      'A direct-fire weapon aims inside its forward arc — straight ahead, one hex side to either side, or anywhere between — and no farther than its range stat.',
    interpretations: [
      'The forward arc is the 120° wedge between the rays one hex side to the left and one to the right of the facing, both rays included: the hexes a·(forward-left) + b·(forward-right) steps away, a and b whole numbers, not both zero.',
      'Range is the hex distance from the weapon\'s hex; a weapon cannot aim at its own hex.',
      'The direct-fire widget without a board lists targets taken to be in arc and range; on the board (the widget with its weapon placed, and the whole game) the arc and range are checked.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.obstruction,
    section: '7.4.1',
    summary:
      'Hull sections, squadrons, torpedoes and projectiles block direct fire: nothing directly behind one of them can be targeted.',
    interpretations: [
      'The rulebook\'s figure is lost; our reading of "directly behind": a hex is hidden when the straight line from the weapon\'s hex to its centre passes through a hex holding an obstruction on the way (the two ends do not count).',
      'A line running exactly along the edge between two hexes is traced on both sides; it is clear if either side is clear.',
      'The weapon\'s own ship blocks it like anything else (point defence excepted); an area weapon\'s aimed hex must be in sight, while the blast reaches everything in its radius.',
      'The targets themselves block like any other squadron, torpedo or hull section: a target straight behind another is hidden (the one in front can still be shot at).',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.aoe,
    section: '7.4.2',
    summary:
      'A weapon with an AOE stat aims at a hex, empty or not, and rolls separately against every valid target within that many hexes of it — even targets beyond the weapon\'s own range.',
    interpretations: [
      'Without the hex board, the targets listed for an area weapon are the ones inside its area; the weapon rolls once against each of them and the reader does not pick one.',
      'On the board, the aimed hex must be in the arc, in range and in sight; the blast then takes in every target within the radius, hidden or past the range, and an aim at an empty area rolls no dice.',
      'The rolls are made in the order the targets are listed.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.pointDefence,
    section: '7.4.3',
    summary:
      'Point-defence weapons are direct fire that can never target a warship. In exchange they may aim in any direction, and their own warship does not block them.',
    interpretations: [
      'A warship inside a point-defence area is skipped: no roll is made against it.',
      'On the board a point-defence weapon aims in any direction, within its range, and its own ship does not block it; anything else still does.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.momentumEngine,
    section: '6.2.1',
    summary:
      'Each round a warship sets its engine card to one of ten settings: a thrust in one of the six board directions, which puts a linear momentum token on its mat; a double thrust, two tokens in the direction the ship is facing; a clockwise or an anticlockwise rotation; or no thrust at all.',
    interpretations: [
      'A thrust in a direction is a board direction, whatever way the ship faces; only the double thrust depends on the facing (the rulebook: "relative to the board").',
      'The double thrust is two thrusts one after the other, each cancelling, turning or adding as a single thrust would; so it can, say, cancel one token and add another.',
      'Directions are numbered clockwise from north on flat-top hexes: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.momentumCancel,
    section: '6.2',
    summary:
      'Momentum stays on the mat until a thrust in the opposite direction cancels it: that token comes off and the tokens placed after it close the gap. Where several tokens could be cancelled, only the last one placed goes. Rotations cancel the same way: a clockwise thrust removes the last anticlockwise token.',
    interpretations: [
      "The rulebook's worked example lost its icons. Ours: a mat of N, NE, N and a thrust S leaves N, NE (the last N goes; the first stays).",
      'Cancelling is tried before turning: a thrust that could do either cancels.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.momentumModify,
    section: '6.2',
    summary:
      'A thrust two hex edges away from a token on the mat turns that token to the direction halfway between the two, instead of adding a token. Where several tokens could be turned, only the last one placed turns.',
    interpretations: [
      "The rulebook's worked example lost its icons. Ours: a mat of N, NE, N and a thrust SE (two edges from N) leaves N, NE, NE.",
      'A token exactly opposite is cancelled, never turned; one edge away or the same direction is neither, so the thrust adds a token.',
      'Rotations are only cancelled, never turned.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.momentumLimits,
    section: '6.2',
    summary:
      'A mat holds at most four linear and two rotational tokens. A thrust that would add a token beyond its kind\'s limit is ignored; thrusts that cancel or turn a token still work.',
    interpretations: ['The two limits are separate: a ship with four linear tokens can still add a rotation, and the other way round.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.momentumMove,
    section: '6.2.2',
    summary:
      'In the momentum phase each warship moves by every token on its mat, one token at a time: first the linear tokens in the order they were placed, each moving the ship one hex that way, then the rotations, each turning it one hex side. Both ships move together, token by token: first tokens, then second tokens, and so on; a ship with fewer tokens stops early. The tokens stay on the mat, so the ship moves again next round.',
    interpretations: [
      'A ship stands on the hex of its centre of mass and turns about it; the hull is our sample (the rulebook\'s pictures are lost): five sections in an arrowhead, bow ahead of the centre, port and starboard on the forward-left and forward-right sides, stern behind.',
      'The sample board is 13 columns of 17 flat-top hexes, the odd columns half a hex lower.',
      'The sample warship\'s mounts: the main weapon fires straight ahead from the bow; the port and starboard broadsides fire from their sections, one hex side off the bow to their side; point defence sits in the core and the fighter bay in the stern.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.collisionEdge,
    section: '6.2.3',
    summary:
      'A step that takes any part of a warship off the board is a collision with the edge: the token that made the step comes off the mat, each hull section that left the board takes one damage, and the ship goes back to where it was before the step. Its remaining tokens still play out.',
    interpretations: ['The edge is checked before the other warship: a ship sent back by the edge did not move this step, so it cannot be the one that rammed.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.collisionWarship,
    section: '6.2.3',
    summary:
      'When a step leaves the two warships overlapping, every ship that moved in that step loses the token that moved it, deals one damage to each of the other ship\'s sections in the overlap, and goes back to where it was. A ship that had already run out of tokens neither loses a token nor deals damage; it only takes it.',
    interpretations: [
      'Going back undoes only the step just made; both ships moved, both go back. The rest of the tokens play out after it, and may collide again.',
      'Rotations collide like moves: a turn that swings the hull into the other ship is undone.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.collisionToken,
    section: '6.2.3',
    summary:
      'A warship whose step takes a hull section over a projectile, torpedo or fighter squadron destroys it. A weapon token deals its full damage to that section before it goes back to its owner; a squadron just dies. Like every collision, it undoes the step: the ship goes back to where it was.',
    interpretations: [
      'Issue 11 reads every collision as undoing the step, small tokens included; the rulebook\'s own paragraph on small tokens only says they are destroyed. We follow the issue. The ship keeps its momentum token: only the edge and the other warship take one (6.2).',
      'Whoever owns the token, it is destroyed.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.kit,
    section: '3.2',
    summary:
      "Each faction has its own kit: component cards (main weapons, broadsides, fighter bays, point-defence modules and one special ability) and squadron cards, plus an armour mat giving each hull section's armour, the ship's structure and its evasion. A ship can only fit its own faction's cards.",
    interpretations: [
      'The card texts, stats and armour values are not in the rulebook\'s text: ours are sample data, shaped by its component list (per faction two mains, two broadsides, two bays, three point-defence modules, one special, five squadrons; the listed weapon tokens, such as six Lamais broadside projectiles) and by the stats each weapon class uses (3.3).',
      'A designer may replace the kits through the setup; a kit must offer at least one card of each kind, exactly one special ability, three squadrons of which one is not heavy, and armour for every hull section, so that every loadout can be completed.',
      'Every number on a designer\'s card has a range, since the rulebook prints none: accuracy and evasion 0 to 12 (the die\'s faces); speed, range and a bay\'s reach 1 to 22 and AOE 0 to 22 (the board\'s widest distance); cooldown 0 to 8 and a special\'s power 1 to 8 (the box\'s eight cooldown and eight power tokens); a squadron\'s capacity 1 to 21 (the box\'s 21 munitions); weapon tokens 1 to 12 (twice the box\'s largest set, six); damage 0 to 20, a section\'s armour 0 to 20 and structure 1 to 20 (our ceiling, far above the sample cards, so that a game stays finite and a typo is caught).',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.loadoutInitiative,
    section: '4',
    summary: 'Before the loadout a coin is tossed; its winner starts the game with the initiative token and picks the first component.',
    interpretations: ['The toss is drawn from the game\'s seed, evenly between the two players; a setup may name the winner instead (for presets and worked examples).'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.loadoutDraft,
    section: '4',
    summary:
      "Starting with the initiative player, the players take turns to pick one component for their ship from their own faction's cards: a main weapon, a broadside, a fighter bay, a point-defence module, or the squadrons. Once a slot is filled it stays filled; the draft ends when both ships have all five.",
    interpretations: ['The special ability is not drafted: every ship has its faction\'s one special ability card from the start.', 'Picks are open: both players see what the other has taken.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.loadoutSquadrons,
    section: '3.2.4',
    summary: 'The three squadrons are one pick: all three are chosen at once, and they may not all be heavy.',
    interpretations: ['Each squadron card is one squadron: the three must be three different cards.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.loadoutSwap,
    section: '4',
    summary:
      'When both ships are complete, the initiative player may swap the card in one slot for another of the same kind. Only if they swap may the other player swap one of theirs too.',
    interpretations: ['The squadrons can be swapped as one slot: a new set of three, under the same rule.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.loadoutMunitions,
    section: '4',
    summary: 'Each player starts with four munitions and spreads them over their squadrons as they like, no squadron carrying more than its capacity.',
    interpretations: ['All four must be placed (munitions not loaded now have nowhere to wait); if the three squadrons together hold fewer than four, they are filled.', 'The initiative player loads first, in the open.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.torpedoTarget,
    section: '7.3',
    summary:
      'At the start of its move a torpedo picks a target among enemy warships in front of it, in the wedge between its forward-left and forward-right directions: the closest; if several are as close, the one nearest straight ahead; if still tied, the one to the clockwise side. With no target it flies straight for its full speed.',
    interpretations: [
      'The wedge is the forward arc direct fire uses: both edge rays included.',
      'With one enemy warship the choice is really of which hull section to chase; distance is counted in hexes to each section in the wedge, and "nearest straight ahead" compares how far each lies from the middle of the wedge.',
      'A torpedo picks its target afresh at the start of each of its turns.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.torpedoHoming,
    section: '7.3',
    summary:
      'A torpedo moves straight ahead, one hex at a time up to its speed. The moment any part of its target lies on its forward-left or forward-right ray, it turns one hex side to face that way, and flies on towards the target.',
    interpretations: [
      'The check is made before every step, the first included: a torpedo that starts with its target on a side ray turns at once.',
      'If hull hexes lie on both rays, the torpedo turns towards the nearer one; a tie goes clockwise.',
      'A torpedo passes over squadrons and other small tokens; only warship hulls stop it.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.torpedoAdjust,
    section: '7.3',
    summary:
      "A torpedo that has not struck by the end of its move may turn once more: not if its target's centre of mass is straight ahead; otherwise one hex side towards the forward-left or forward-right ray when the centre lies within two hexes of that ray (its adjustment zone).",
    interpretations: [
      'Within two hexes means: two steps or fewer from the nearest hex of the ray. If both zones hold the centre, the torpedo turns towards the nearer ray; a tie goes clockwise.',
      'The centre of mass is the hex a warship stands on (its core section in our sample hull).',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.torpedoHit,
    section: '7.3',
    summary:
      "A torpedo that flies into a warship's hull section strikes it: that section takes the torpedo's damage and the torpedo goes back to its owner. A torpedo that leaves the board goes back to its owner too, and may be fired again.",
    interpretations: [
      'Like a projectile, a torpedo strikes any warship hull it enters, its own side\'s included: the rulebook only describes hitting the enemy, and nothing lets it pass through a hull.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.laserBeam,
    section: '7.1',
    summary:
      "A laser fires a straight beam along the weapon's direction, as many hexes as its range. It destroys every small token it crosses (squadrons, torpedoes, projectiles) and is stopped only by a warship, whose hull section it strikes for the laser's damage less one for every token it destroyed on the way.",
    interpretations: [
      'The beam starts at the hex next to the weapon and stops at the board\'s edge.',
      'Damage never goes below 0: a beam that burned through more tokens than its damage still stops at the hull, harmlessly.',
      'Any warship stops the beam, its own included; the weapon\'s own hex does not count.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.projectileFlight,
    section: '7.2',
    summary:
      'A projectile token moves in a straight line, its speed in hexes, every projectile phase until it hits something or leaves the board, when it goes back to its owner. Any fighter squadron or torpedo it passes through is destroyed, and it flies on.',
    interpretations: [
      'A projectile fired from a warship starts on its weapon\'s hex and its first step takes it off the hull; one fired from a squadron starts in the hex ahead of it (6.4.5).',
      'Projectiles move one after another in the weapons phase\'s order; a squadron or torpedo destroyed by one is gone before the next moves.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.projectileHit,
    section: '7.2',
    summary: "A projectile that enters a warship's hull section, the enemy's or its own side's, deals its damage to that section and goes back to its owner.",
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.projectileCollision,
    section: '7.2',
    summary:
      'Two projectiles that end the phase on the same hex destroy each other, whatever their damage; so do two flying straight at each other that meet or pass on the way, even if they end on different hexes.',
    interpretations: [
      'Collisions are judged once every projectile of the phase has moved, the ones already out (which move first) and the ones fired this round alike, as the rulebook says: "after both Projectiles have been moved".',
      'The rulebook\'s figure of crossing paths is lost. Our reading of head-on: the two fly in opposite directions and the hexes one crosses this phase (its start included) overlap the hexes the other crosses.',
      'Projectiles crossing at an angle do not collide unless they end on the same hex.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.armour,
    section: '3.1',
    summary: "Each hull section has its own armour. Damage to a section that still has armour comes off that armour, and no further.",
    interpretations: [
      'Damage beyond the armour a section has left is lost: the hit opens the gap, and a later hit must go through it to reach the structure (the rulebook: first destroy the armour, then land shots in the gap).',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.structure,
    section: '3.1',
    summary: "Structure is the warship's health as a whole. Damage reaches it only through a hull section whose armour is gone; all of such a hit comes off the structure.",
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.destroyed,
    section: '3.1',
    summary: 'A warship whose structure falls to 0 is destroyed, and its player loses.',
    interpretations: [
      'A warship loses the moment its structure reaches 0, at the weapon step that did it: each laser, each direct-fire shot, the projectiles\' flight (all together), each torpedo\'s flight. Nothing fires after that step.',
      'If both warships reach 0 structure in the same step (projectiles flying together), the game is a draw.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.cooldown,
    section: '6.6',
    summary:
      'A component used this round takes as many cooldown tokens as its cooldown stat. While a component has any, an attempt to use it is ignored. At each cleanup every component loses one token, and only then do the weapons fired this round take theirs.',
    interpretations: [
      'The broadsides share one cooldown: firing either side cools both (3.2.2), since one card stands for both.',
      'A direct-fire weapon with nothing to aim at in its arc, range and sight does not fire: its card is ignored and it takes no cooldown, since cleanup gives cooldown to the weapons fired that round.',
      'A fighter bay that launched a squadron this round takes its cooldown at cleanup too. Cleanup (6.6) names only "weapons which were fired", but the cooldown stat (3.3) is "the number of Cooldown Tokens that this component attracts after use", and bay cards print one: a stat that never acted would be dead. A recall is "a free action" (6.4.2) and does not use the bay. So a bay with cooldown 1 cannot launch two rounds running unless its ship vents coolant.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.ventCoolant,
    section: '6.3.5',
    summary: 'The vent coolant card takes one cooldown token off any one component of your ship, at once.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterLaunch,
    section: '6.4.2',
    summary:
      'A squadron is launched in the fighter phase of a round its ship played the launch card, as one of its player\'s activations: it is put on an empty hex near one of the ship\'s fighter bays, and that counts as one of its moves, so it can still move the rest of its speed and act.',
    interpretations: [
      'Near means within the bay card\'s reach in hexes of the bay\'s hull section (reach 1: a neighbouring hex); our sample warship carries its bay in the stern section.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterMove,
    section: '6.4.3',
    summary:
      'An activated squadron moves up to its speed, one neighbouring hex at a time, and may stop early or not move at all. After each move it faces the way it moved; it cannot turn on the spot.',
    interpretations: ['A squadron moves only into empty hexes and never off the board: the rulebook does not say what sharing a hex would mean, so we allow none.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterRecall,
    section: '6.4.2',
    summary: "A squadron that comes back to one of its ship's fighter bays may be recalled on board: it leaves the board, free, without using a move.",
    interpretations: [
      '"Back to the bay" means within the bay card\'s reach of the bay\'s hull section, the same distance it launches from.',
      'A bay that resupplies (3.2.3 names "automatically resupplying Fighters"; the sample Hangar Deck and Armoury Bay say recalled squadrons come back with one munition) lands a squadron with no munition left with one; one that still has munitions keeps them, never above its capacity. The ship\'s fitted bay decides, whichever bay hex it lands at.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterAction,
    section: '6.4.4',
    summary:
      "After moving, a squadron may take one action, usually firing its weapon, which always faces the way the squadron faces. The action uses up one of its munitions, even if it misses; with none left it cannot act. A weapon that makes a token (projectile or torpedo) puts it on the hex in front, which must be empty.",
    interpretations: ['A squadron that acts cannot move again this round: its unused moves are lost.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterActivation,
    section: '6.4',
    summary:
      'In the fighter phase the players take turns, the initiative player first, each activating one squadron (or launching one, if they played the launch card): move it, then its action. Each squadron is activated at most once a round. A player may pass instead, and then takes no more part in the phase, which ends when both have passed.',
    interpretations: ['A player with nothing left to activate passes at once.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fighterFragile,
    section: '6.4',
    summary:
      "Squadrons are fragile: any damage from any source destroys one, and its munitions go with it. A destroyed squadron goes to the graveyard until its ship's squadron maintenance card repairs it.",
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.commitOrders,
    section: '6.1',
    summary:
      'Each round starts with both players choosing, in secret, a setting on their engine card and exactly two of their eight commitment cards. When both are ready the orders are revealed together.',
    interpretations: ['The eight cards are fire main, port broadside, starboard broadside, launch squadron, defence stations, vent coolant, squadron maintenance and special ability; the two must be different cards.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.roundPhases,
    section: '5',
    summary:
      'A round runs through six phases: commitment, momentum (engines revealed, thrust applied, both ships moved), action (cards revealed, the immediate ones resolved), fighter, weapons and clean-up.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.roundInitiative,
    section: '6.6',
    summary: 'The player holding the initiative token goes first whenever order matters; at the end of each round the token passes to the other player.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.roundLimit,
    section: '6',
    summary:
      'A variant of ours, off by default: the game ends after a set number of rounds, won by the ship with the most structure and armour left (a draw if equal). Bots and property tests use it, since two careful ships could dodge forever.',
    interpretations: ['Not in the rulebook: a variant for simulations, recorded as ours.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.fireWeapons,
    section: '6.3.1',
    summary:
      'The fire main card fires the main weapon, and each broadside card fires that side\'s broadside, in the weapons phase in the order of their class. The two broadsides share one cooldown.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.maintenance,
    section: '6.3.6',
    summary:
      'Squadron maintenance (immediate) gives two munitions to squadrons on board, on one or split over two, never past a squadron\'s capacity; or instead repairs one destroyed squadron, which comes back on board without munitions.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.defenceStations,
    section: '6.3.4',
    summary: 'Defence stations (immediate): if enemy squadrons or torpedoes are in range of your point defence, it may fire at them now.',
    interpretations: [],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.special,
    section: '6.3.7',
    summary: "Special ability (immediate): spend one power token to use the ship's special ability; with none left it cannot be used.",
    interpretations: ['Our sample abilities: Reactive Plating (Lamais) restores 2 armour to a section that still has armour, never above its starting value; Overdrive (FPA) removes one momentum token of the player\'s choice.'],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.weaponsOrder,
    section: '6.5',
    summary:
      'The weapons phase takes the classes in order: lasers, projectiles, torpedoes, direct fire. Within a class, tokens already on the board move first, then the weapons fired this round, fastest (or longest range) first; on a tie the initiative player\'s goes first.',
    interpretations: [
      'Tokens on the board finish their move before a weapon of their class fires, so a token that comes home this round (a hit, or off the board) is back in its supply in time: the weapon may fire it again the same round.',
    ],
    status: 'enforced',
  }),
  starEaterRule({
    id: RULE.tokenSupply,
    section: '7.2',
    summary: 'A weapon that makes tokens can only fire while it has a token in its supply: tokens out on the board come back when they hit, leave the board or are destroyed.',
    interpretations: ['Any token taken off the board, destroyed or not, goes back to its owner\'s supply.'],
    status: 'enforced',
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((rule) => rule.id === id);
}
