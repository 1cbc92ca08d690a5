/**
 * The Steam Torpedo rule map: every rule we encode, in our own words, with the id that the code
 * enforcing it, the tests checking it and the docs page explaining it share.
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
    id: RULE.setupTiles,
    section: 'p. 5',
    summary: 'A submarine is ten different compartment tiles, one of which is a control room.',
    interpretations: [
      'The rulebook does not print its tiles. We designed a sample set of 20 (10 per faction) from its vocabulary; it is labelled sample and a designer can replace it through the setup.',
      'Tiles of both factions may be mixed in one submarine: the rulebook invites a vessel that suits your style, and its factions are advice for a first game. The control room\'s faction names the submarine.',
    ],
  }),
  rule({
    id: RULE.setupFirstGame,
    section: 'p. 5',
    summary: 'For a first game each player takes a faction, Panzer la Rochelle or Talion, with its fixed set of tiles.',
    interpretations: [
      'With no setup options, the south player takes Panzer la Rochelle and the north player Talion, each with our sample tiles.',
      'A designer\'s own tiles set the faction (their control room\'s); a faction given beside them must agree. The first-game presets keep each submarine to one faction.',
    ],
  }),
  rule({
    id: RULE.setupPlacement,
    section: 'p. 6',
    summary:
      'The ten tiles are laid face down at random in two rows of five, then turned up. The control room swaps places with whatever sits in the middle of the row nearest its owner. Both players line their columns up with each other.',
    interpretations: ['The random layout is drawn from the game seed, so the same seed always lays out the same submarines.'],
  }),
  rule({
    id: RULE.setupSwap,
    section: 'p. 6',
    summary: 'After the layout, each player may swap the places of two of their tiles, once, or keep the layout as it is.',
    interpretations: [
      'The first player decides first, then the other. The control room may not be swapped out of its place, since the layout rule fixes it there.',
    ],
  }),
  rule({
    id: RULE.setupCrew,
    section: 'p. 6',
    summary: 'Each player puts a captain and four sailors, all ready, in their control room.',
    interpretations: [],
  }),
  rule({
    id: RULE.setupOxygen,
    section: 'p. 6',
    summary: 'Every gear printed with an oxygen symbol starts with an oxygen token on it.',
    interpretations: [],
  }),
  rule({
    id: RULE.setupBattleArea,
    section: 'p. 6',
    summary: 'Both submarines go into the battle area between the two rows of tiles, facing the same way.',
    interpretations: [
      'The rulebook says "in the center": both start in sector 3, side by side, each on its owner\'s side of the sector. Both face sector 5 for the whole game.',
    ],
  }),
  rule({
    id: RULE.setupFirstPlayer,
    section: 'p. 6',
    summary: 'The players pick who goes first.',
    interpretations: ['Without a choice in the setup, the seed picks the first player.'],
  }),
  // Tiles -------------------------------------------------------------------------------------
  rule({
    id: RULE.tilesAnatomy,
    section: 'p. 4',
    summary:
      'A tile has structure points (gears, some with an oxygen symbol), an effect, attack symbols (any at all make it a combat compartment), a faction and a type: standard, engine, armored or experimental.',
    interpretations: [
      'Tile data is validated when a game is set up: a bad definition is refused with the tile and the field named.',
      'Effects are data: a button (standby, duty, counter), alerts (single-use, two keys), an action from a small vocabulary (attack, drain oxygen, shoot crew, tow, and standby bonuses to armor, attack or speed) and the arcs it fires in.',
      'Standby is kept for the bonuses, and bonuses are always standby; a standby effect has no alerts and no arcs.',
      'Every triggered effect (attack, drain, shoot crew, tow) needs at least one arc, or it could never have a valid target; side arcs are close range only, since alongside means the same sector.',
      'An attack effect needs attack symbols, and so does a control room (it is a combat compartment).',
      'Unknown fields in a tile are refused, so a misspelt optional field does not silently fall back to its default.',
      'The rulebook prints no tiles, so the ranges of a designer\'s numbers are ours, with room to spare above our sample tiles (2 to 5 gears, 0 to 3 attack symbols, bonuses and drains of 1 or 2): 1 to 6 gears, 0 to 6 attack symbols, bonuses and drains up to 6, a tow or speed bonus up to 4 sectors (from one end of the 5-sector battle area to the other), up to 5 crew shot (a captain and 4 sailors). Oxygen gears are 0 up to the tile\'s gears. A refusal says which limit and why.',
    ],
  }),
  rule({
    id: RULE.tilesControlRoom,
    section: 'p. 4',
    summary:
      'The control room is both a combat compartment and an engine: manned, it adds to the speed like an engine room. No effect can target it; damage reaches it only when the defender absorbs an attack there, or when a location has nothing left to hit.',
    interpretations: [],
  }),
  // The turn ----------------------------------------------------------------------------------
  rule({
    id: RULE.turnOrder,
    section: 'p. 7',
    summary: 'On your turn you go through the recovery phase, then the action phase, then play passes to your opponent.',
    interpretations: ['The action phase ends when the player says so (end turn) with nothing left to resolve.'],
  }),
  rule({
    id: RULE.recoveryBreathe,
    section: 'p. 7',
    summary: 'At the start of your turn you take one oxygen token off any tile of your submarine, your choice.',
    interpretations: [],
  }),
  rule({
    id: RULE.recoveryReady,
    section: 'p. 7',
    summary: 'Then every exhausted crew member of yours turns face up: ready again.',
    interpretations: [],
  }),
  rule({
    id: RULE.maneuverOnce,
    section: 'p. 9',
    summary: 'Once in your action phase, whenever you like, you may maneuver. You do not have to.',
    interpretations: ['A maneuver is started, made one sector at a time, and ended; crew cannot act in the middle of it.'],
  }),
  rule({
    id: RULE.maneuverSpeed,
    section: 'p. 9',
    summary:
      'Your speed is one sector per manned engine tile (the control room counts). Several crew in one engine add nothing more. Spend it moving your own submarine, your opponent\'s, or both.',
    interpretations: ['Speed is counted when the maneuver starts. Speed bonuses from manned standby effects add to it.'],
  }),
  rule({
    id: RULE.maneuverBattleArea,
    section: 'p. 9',
    summary: 'No submarine ever leaves the five sectors.',
    interpretations: [],
  }),
  rule({
    id: RULE.maneuverSharedSector,
    section: 'p. 10',
    summary: 'When a maneuver puts both submarines in one sector, the maneuvering player chooses whether to lie on the opponent\'s port or starboard side.',
    interpretations: [
      'The choice is made on the step that brings them together. A submarine never turns: fore and aft stay where they are.',
      'A tow that pulls the opponent into your sector asks the same choice of the towing player.',
    ],
  }),
  // Crew ---------------------------------------------------------------------------------------
  rule({
    id: RULE.activateReady,
    section: 'p. 13',
    summary: 'Each ready crew member may do one thing in your action phase: move, or trigger the tile they stand in. Either way they end exhausted.',
    interpretations: [],
  }),
  rule({
    id: RULE.activateMove,
    section: 'p. 13',
    summary: 'A move takes a ready crew member to a neighbouring compartment, straight or diagonal, never into or through a destroyed one. Then they are exhausted.',
    interpretations: [],
  }),
  rule({
    id: RULE.activateTrigger,
    section: 'p. 13',
    summary:
      'To trigger, a ready crew member uses a Duty or Counter effect of their tile, then steps to a neighbouring tile closer to the control room (into it, when next to it; they stay put when the tile is the control room), is exhausted, and only then does the effect resolve.',
    interpretations: ['"Closer" is counted in steps through compartments that are not destroyed.'],
  }),
  rule({
    id: RULE.activateTriggerBlocked,
    section: 'p. 14',
    summary: 'No trigger when the effect has no valid target, when the crew member could not then step closer to the control room, or when an opposing crew member is in the tile.',
    interpretations: [],
  }),
  rule({
    id: RULE.activateFirstTurn,
    section: 'p. 14',
    summary: 'During each player\'s first turn nobody triggers an effect, not even as a reaction.',
    interpretations: [],
  }),
  rule({
    id: RULE.crewCaptain,
    section: 'p. 8',
    summary: 'Once a turn, just before or after his own activation, the captain may also step to a neighbouring compartment, even when exhausted. Never in the opponent\'s turn.',
    interpretations: [
      'Once per turn and it does not exhaust him. "Just after" his activation: right after he has moved or triggered (the reactions to his effect may come between), before anything else is done (another crew member acts, a maneuver starts, the turn ends).',
      '"Just before": while he is still ready; then his activation (a move or a trigger, alone or with a second key) must be the very next thing done, and nothing else is accepted until it is.',
    ],
  }),
  // Effects -------------------------------------------------------------------------------------
  rule({
    id: RULE.effectsStandby,
    section: 'p. 15',
    summary: 'A Standby effect works while its compartment is manned. It is not a trigger: nobody moves or is exhausted, and it counts once however many crew are there.',
    interpretations: ['Our sample Standby effects are bonuses (armor, attack, speed) that hold while the compartment is manned and intact.'],
  }),
  rule({
    id: RULE.effectsDuty,
    section: 'p. 15',
    summary: 'A Duty effect needs a ready crew member to trigger it, and can be triggered again by each other ready crew member there.',
    interpretations: [],
  }),
  rule({
    id: RULE.effectsCounter,
    section: 'p. 15',
    summary:
      'A Counter effect works like Duty on your turn. On your opponent\'s turn, if its compartment is manned (ready or exhausted), you may fire it right after one of their effects resolves or after they finish a maneuver, given a legal target. Afterwards everyone in that compartment is exhausted and goes straight to the control room. Several counters may answer the same moment.',
    interpretations: [
      'A reaction is offered only when one is possible; the reacting player may fire several and then passes.',
      'Each compartment reacts at most once to one opponent effect or maneuver, even if it is still manned afterwards (a Counter on the control room, where reactors are sent); the next effect or maneuver opens a new window.',
    ],
  }),
  rule({
    id: RULE.effectsSingleUse,
    section: 'p. 16',
    summary: 'A single-use effect can be triggered only once per action phase, however many crew are in the compartment.',
    interpretations: [],
  }),
  rule({
    id: RULE.effectsTwoKeys,
    section: 'p. 16',
    summary: 'Two ready crew members may trigger a Two Keys effect together. Both step toward the control room and are exhausted, then the effect resolves once, doubled.',
    interpretations: [
      'Doubling applies to the attack total (before armor), or to the amount of oxygen drained, crew shot or sectors towed.',
      'A doubled tow lands where the doubled distance takes it, so the side to choose (when it lands alongside) is worked out with the doubled amount, for the legal commands as for the rules check.',
    ],
  }),
  rule({
    id: RULE.effectsOverride,
    section: 'p. 15',
    summary: 'When a tile\'s effect contradicts the rules, the effect wins.',
    interpretations: ['An effect lists the rule ids it sets aside (for example the armor step of an attack), so a reader can see the exception on the tile.'],
  }),
  rule({
    id: RULE.effectsOpposingCrew,
    section: 'p. 15',
    summary: 'A compartment with an opposing crew member in it cannot have its effect triggered or resolved; your crew may still stand in it and move through it.',
    interpretations: ['None of our sample tiles put crew aboard the other submarine; the rule is enforced for designers\' tiles that do.'],
  }),
  // Targeting -----------------------------------------------------------------------------------
  rule({
    id: RULE.targetingLocations,
    section: 'p. 16',
    summary: 'A submarine has four locations: fore (the four tiles at the front), aft (four at the back), port (the five on the left) and starboard (the five on the right).',
    interpretations: [
      'Both submarines face sector 5. The row nearest the battle area is port for the southern player and starboard for the northern one, so the same row is a different location for each.',
    ],
  }),
  rule({
    id: RULE.targetingRange,
    section: 'p. 9',
    summary: 'Submarines in the same or neighbouring sectors are at close range; two or more sectors apart, they are distant.',
    interpretations: [],
  }),
  rule({
    id: RULE.targetingPosition,
    section: 'p. 17',
    summary: 'Seen from your submarine, the opponent is in front, behind, on your port side or on your starboard side (the last two only when you share a sector).',
    interpretations: [],
  }),
  rule({
    id: RULE.targetingArcs,
    section: 'p. 17',
    summary: 'A weapon\'s icons say from which position and at which range it fires, and which location of the opponent it hits. Out of its arcs, it cannot be triggered.',
    interpretations: ['An arc is data: position, range, target location.'],
  }),
  // Attacks -------------------------------------------------------------------------------------
  rule({
    id: RULE.attackTotal,
    section: 'p. 19 (step 3)',
    summary: 'The attack total is the tile\'s attack symbols plus any bonuses.',
    interpretations: [
      'A damage scenario gives its attack total outright: 1 to 20, our limit (a tile shows at most 6 attack symbols, Two Keys doubles them, and bonuses add a few). Its damage and oxygen tokens are 0 up to what each tile has room for: fewer damage tokens than its gears (a full tile is destroyed), oxygen no more than its oxygen gears left uncovered.',
    ],
  }),
  rule({
    id: RULE.attackArmor,
    section: 'p. 19 (step 4)',
    summary: 'The defender\'s armor value is the number of manned armored tiles in the location hit, each counted once however many crew stand in it, plus bonuses.',
    interpretations: [],
  }),
  rule({
    id: RULE.attackDamageTotal,
    section: 'p. 19 (step 5)',
    summary: 'Take the armor value from the attack total; that is the damage, never below zero.',
    interpretations: [],
  }),
  rule({
    id: RULE.attackAbsorb,
    section: 'p. 20 (step 6)',
    summary: 'Before placing any damage, the defender may put a single damage token on the control room instead; it soaks up the whole attack, however large.',
    interpretations: [],
  }),
  rule({
    id: RULE.attackAssign,
    section: 'p. 20 (step 7)',
    summary:
      'Otherwise the defender picks a compartment in the location and fills its gears with damage tokens until the damage runs out or it is destroyed, then picks another. Whatever is left when the location has no compartment standing goes to the control room as one token.',
    interpretations: ['Gears without oxygen fill first; only then does damage cover (and remove) oxygen.'],
  }),
  rule({
    id: RULE.attackDestroyed,
    section: 'p. 20',
    summary: 'A compartment whose gears are all covered is destroyed: it flips face down, does nothing more, and every crew member in it is eliminated.',
    interpretations: [],
  }),
  rule({
    id: RULE.attackDrainOxygen,
    section: 'p. 21',
    summary:
      'Some attacks take oxygen instead of dealing damage. The defender removes the tokens from compartments of the location, emptying one before starting the next. If the location has no oxygen left, the attacker takes a single oxygen token from any compartment instead.',
    interpretations: [
      'The control room cannot be targeted, so its oxygen is never drained by an attack.',
      'Armor stops damage, not a drain: an oxygen attack ignores the armor value.',
      'The attacker always takes the single token when the location is dry; there is no reason to decline it.',
    ],
  }),
  rule({
    id: RULE.attackCrew,
    section: 'p. 8',
    summary: 'An effect that targets crew ignores armor and hits either sailors or the captain, never both at once; one that names sailors cannot hit the captain.',
    interpretations: ['The attacker picks the compartment in the location and whether to aim at sailors or the captain; the control room cannot be targeted.'],
  }),
  // Winning -------------------------------------------------------------------------------------
  rule({
    id: RULE.winningControlRoom,
    section: 'p. 21',
    summary: 'Destroy your opponent\'s control room and you win.',
    interpretations: [],
  }),
  rule({
    id: RULE.winningCrew,
    section: 'p. 21',
    summary: 'Eliminate every opposing crew member and you win.',
    interpretations: [],
  }),
  rule({
    id: RULE.winningOxygen,
    section: 'p. 7, 21',
    summary: 'A player with no oxygen tokens left loses at once.',
    interpretations: ['If both players lose at the same moment (a designer\'s tile could make that happen), nobody wins.'],
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((entry) => entry.id === id);
}
