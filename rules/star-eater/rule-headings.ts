/**
 * Every Star Eater rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'direct-fire' | 'momentum' | 'loadout' | 'torpedoes' | 'lasers-and-projectiles' | 'damage' | 'fighters';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('star-eater', Object.values(RULE), {
  [RULE.stats]: ['Accuracy, evasion and area', 'direct-fire'],
  [RULE.hitRoll]: ['The hit roll', 'direct-fire'],
  [RULE.target]: ['What direct fire can target', 'direct-fire'],
  [RULE.arcRange]: ['Forward arc and range', 'direct-fire'],
  [RULE.obstruction]: ['Obstructions', 'direct-fire'],
  [RULE.aoe]: ['Area of effect', 'direct-fire'],
  [RULE.pointDefence]: ['Point defence', 'direct-fire'],
  [RULE.momentumEngine]: ['The engine card', 'momentum'],
  [RULE.momentumCancel]: ['Cancelling momentum', 'momentum'],
  [RULE.momentumModify]: ['Turning momentum', 'momentum'],
  [RULE.momentumLimits]: ['How much momentum a ship holds', 'momentum'],
  [RULE.momentumMove]: ['Moving by momentum', 'momentum'],
  [RULE.collisionEdge]: ['Hitting the edge of the board', 'momentum'],
  [RULE.collisionWarship]: ['Ramming the other warship', 'momentum'],
  [RULE.collisionToken]: ['Running over small tokens', 'momentum'],
  [RULE.kit]: ["A faction's kit", 'loadout'],
  [RULE.loadoutInitiative]: ['The coin toss for initiative', 'loadout'],
  [RULE.loadoutDraft]: ['Drafting the components', 'loadout'],
  [RULE.loadoutSquadrons]: ['Choosing the squadrons', 'loadout'],
  [RULE.loadoutSwap]: ['One swap each', 'loadout'],
  [RULE.loadoutMunitions]: ['Arming the squadrons', 'loadout'],
  [RULE.torpedoTarget]: ['Choosing a target', 'torpedoes'],
  [RULE.torpedoHoming]: ['Homing in', 'torpedoes'],
  [RULE.torpedoAdjust]: ['The end-of-move adjustment', 'torpedoes'],
  [RULE.torpedoHit]: ['Striking a hull, or leaving the board', 'torpedoes'],
  [RULE.laserBeam]: ['The laser beam', 'lasers-and-projectiles'],
  [RULE.projectileFlight]: ['How projectiles fly', 'lasers-and-projectiles'],
  [RULE.projectileHit]: ['Projectiles striking a hull', 'lasers-and-projectiles'],
  [RULE.projectileCollision]: ['Projectiles colliding', 'lasers-and-projectiles'],
  [RULE.armour]: ['Armour', 'damage'],
  [RULE.structure]: ['Structure', 'damage'],
  [RULE.destroyed]: ['A destroyed warship', 'damage'],
  [RULE.cooldown]: ['Cooldown', 'damage'],
  [RULE.ventCoolant]: ['Vent coolant', 'damage'],
  [RULE.fighterLaunch]: ['Launching a squadron', 'fighters'],
  [RULE.fighterMove]: ['Moving a squadron', 'fighters'],
  [RULE.fighterRecall]: ['Recalling a squadron', 'fighters'],
  [RULE.fighterAction]: ["A squadron's action", 'fighters'],
});
