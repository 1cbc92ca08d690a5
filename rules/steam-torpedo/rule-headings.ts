/**
 * Every Steam Torpedo rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'setup' | 'turn' | 'crew' | 'effects' | 'targeting' | 'attacks' | 'winning';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('steam-torpedo', Object.values(RULE), {
  [RULE.setupTiles]: ['Building a submarine', 'setup'],
  [RULE.setupFirstGame]: ['First game line-ups', 'setup'],
  [RULE.setupPlacement]: ['Laying out the tiles', 'setup'],
  [RULE.setupSwap]: ['One swap', 'setup'],
  [RULE.setupCrew]: ['Crew aboard', 'setup'],
  [RULE.setupOxygen]: ['Oxygen', 'setup'],
  [RULE.setupBattleArea]: ['Into the battle area', 'setup'],
  [RULE.setupFirstPlayer]: ['Who goes first', 'setup'],
  [RULE.tilesAnatomy]: ['What a tile shows', 'setup'],
  [RULE.tilesControlRoom]: ['The control room', 'setup'],
  [RULE.turnOrder]: ['A turn', 'turn'],
  [RULE.recoveryBreathe]: ['Breathing', 'turn'],
  [RULE.recoveryReady]: ['Crew stands ready', 'turn'],
  [RULE.maneuverOnce]: ['One maneuver', 'turn'],
  [RULE.maneuverSpeed]: ['Speed', 'turn'],
  [RULE.maneuverBattleArea]: ['Staying in the battle area', 'turn'],
  [RULE.maneuverSharedSector]: ['Sharing a sector', 'turn'],
  [RULE.activateReady]: ['Activating crew', 'crew'],
  [RULE.activateMove]: ['Moving', 'crew'],
  [RULE.activateTrigger]: ['Triggering', 'crew'],
  [RULE.activateTriggerBlocked]: ['When a trigger is refused', 'crew'],
  [RULE.activateFirstTurn]: ['No triggers in the first turns', 'crew'],
  [RULE.crewCaptain]: ['The captain\'s free move', 'crew'],
  [RULE.effectsStandby]: ['Standby', 'effects'],
  [RULE.effectsDuty]: ['Duty', 'effects'],
  [RULE.effectsCounter]: ['Counter and reactions', 'effects'],
  [RULE.effectsSingleUse]: ['Single use', 'effects'],
  [RULE.effectsTwoKeys]: ['Two keys', 'effects'],
  [RULE.effectsOverride]: ['The effect wins', 'effects'],
  [RULE.effectsOpposingCrew]: ['Boarders', 'effects'],
  [RULE.targetingLocations]: ['Locations', 'targeting'],
  [RULE.targetingRange]: ['Range', 'targeting'],
  [RULE.targetingPosition]: ['Relative position', 'targeting'],
  [RULE.targetingArcs]: ['Arcs', 'targeting'],
  [RULE.attackTotal]: ['Attack total', 'attacks'],
  [RULE.attackArmor]: ['Armor value', 'attacks'],
  [RULE.attackDamageTotal]: ['Damage total', 'attacks'],
  [RULE.attackAbsorb]: ['Absorbing into the control room', 'attacks'],
  [RULE.attackAssign]: ['Assigning damage', 'attacks'],
  [RULE.attackDestroyed]: ['Destroyed compartments', 'attacks'],
  [RULE.attackDrainOxygen]: ['Oxygen attacks', 'attacks'],
  [RULE.attackCrew]: ['Shooting crew', 'attacks'],
  [RULE.winningControlRoom]: ['Sinking the control room', 'winning'],
  [RULE.winningCrew]: ['No crew left', 'winning'],
  [RULE.winningOxygen]: ['Out of air', 'winning'],
});
