/**
 * Every Star Eater rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings, type RuleHeading } from '../engine/index.ts';
import { DIRECT_FIRE_RULE, LAB_RULE, RULE, type DirectFireRuleId, type LabRuleId, type RuleId } from './rule-ids.ts';

export type RulePage = 'direct-fire' | 'momentum' | 'loadout' | 'torpedoes' | 'lasers-and-projectiles' | 'damage' | 'fighters' | 'round';

const DIRECT_FIRE_TITLES: Readonly<Record<DirectFireRuleId, readonly [string, RulePage]>> = {
  [DIRECT_FIRE_RULE.stats]: ['Accuracy, evasion and area', 'direct-fire'],
  [DIRECT_FIRE_RULE.hitRoll]: ['The hit roll', 'direct-fire'],
  [DIRECT_FIRE_RULE.target]: ['What direct fire can target', 'direct-fire'],
  [DIRECT_FIRE_RULE.arcRange]: ['Forward arc and range', 'direct-fire'],
  [DIRECT_FIRE_RULE.obstruction]: ['Obstructions', 'direct-fire'],
  [DIRECT_FIRE_RULE.aoe]: ['Area of effect', 'direct-fire'],
  [DIRECT_FIRE_RULE.pointDefence]: ['Point defence', 'direct-fire'],
};

// The tables are built on first use, inside functions: a bundle that never asks for the whole
// game's headings (the direct-fire widget) then carries neither that table nor the game's ids.
const directFireHeadings = ruleHeadings<DirectFireRuleId, RulePage>('star-eater', Object.values(DIRECT_FIRE_RULE), DIRECT_FIRE_TITLES);

/** The direct-fire roll's headings alone, for the `<star-eater-direct-fire>` widget's citations. */
export function directFireHeading(id: string): RuleHeading<DirectFireRuleId> | undefined {
  return directFireHeadings.ruleHeading(id);
}

// The Momentum and Torpedoes pages' rules (LAB_RULE): all that the three labs cite, a table of
// their own for the same reason as the direct-fire roll's, made on first use as the game's is.
const LAB_TITLES = (): Readonly<Record<LabRuleId, readonly [string, RulePage]>> => ({
  [LAB_RULE.momentumEngine]: ['The engine card', 'momentum'],
  [LAB_RULE.momentumCancel]: ['Cancelling momentum', 'momentum'],
  [LAB_RULE.momentumModify]: ['Turning momentum', 'momentum'],
  [LAB_RULE.momentumLimits]: ['How much momentum a ship holds', 'momentum'],
  [LAB_RULE.momentumMove]: ['Moving by momentum', 'momentum'],
  [LAB_RULE.collisionEdge]: ['Hitting the edge of the board', 'momentum'],
  [LAB_RULE.collisionWarship]: ['Ramming the other warship', 'momentum'],
  [LAB_RULE.collisionToken]: ['Running over small tokens', 'momentum'],
  [LAB_RULE.torpedoTarget]: ['Choosing a target', 'torpedoes'],
  [LAB_RULE.torpedoHoming]: ['Homing in', 'torpedoes'],
  [LAB_RULE.torpedoAdjust]: ['The end-of-move adjustment', 'torpedoes'],
  [LAB_RULE.torpedoHit]: ['Striking a hull, or leaving the board', 'torpedoes'],
});

let labBuilt: ReturnType<typeof ruleHeadings<LabRuleId, RulePage>> | undefined;

/** The headings of the Momentum and Torpedoes pages' rules alone, for the labs' citations; undefined for any other id. */
export function labHeading(id: string): RuleHeading<LabRuleId> | undefined {
  labBuilt ??= ruleHeadings<LabRuleId, RulePage>('star-eater', Object.values(LAB_RULE), LAB_TITLES());
  return labBuilt.ruleHeading(id);
}

let built: ReturnType<typeof ruleHeadings<RuleId, RulePage>> | undefined;

function allHeadings(): ReturnType<typeof ruleHeadings<RuleId, RulePage>> {
  built ??= ruleHeadings<RuleId, RulePage>('star-eater', Object.values(RULE), GAME_TITLES());
  return built;
}

const GAME_TITLES = (): Readonly<Record<RuleId, readonly [string, RulePage]>> => ({
  ...DIRECT_FIRE_TITLES,
  ...LAB_TITLES(),
  [RULE.kit]: ["A faction's kit", 'loadout'],
  [RULE.loadoutInitiative]: ['The coin toss for initiative', 'loadout'],
  [RULE.loadoutDraft]: ['Drafting the components', 'loadout'],
  [RULE.loadoutSquadrons]: ['Choosing the squadrons', 'loadout'],
  [RULE.loadoutSwap]: ['One swap each', 'loadout'],
  [RULE.loadoutMunitions]: ['Arming the squadrons', 'loadout'],
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
  [RULE.fighterActivation]: ['Taking turns in the fighter phase', 'fighters'],
  [RULE.fighterFragile]: ['Fragile squadrons', 'fighters'],
  [RULE.commitOrders]: ['Secret orders', 'round'],
  [RULE.roundPhases]: ['The six phases', 'round'],
  [RULE.roundInitiative]: ['Initiative', 'round'],
  [RULE.roundLimit]: ['A round limit (variant)', 'round'],
  [RULE.fireWeapons]: ['Fire main and the broadsides', 'round'],
  [RULE.maintenance]: ['Squadron maintenance', 'round'],
  [RULE.defenceStations]: ['Defence stations', 'round'],
  [RULE.special]: ['The special ability', 'round'],
  [RULE.weaponsOrder]: ['The weapons phase', 'round'],
  [RULE.tokenSupply]: ['Weapon tokens run out', 'round'],
});

/** Every rule's heading, the direct-fire roll's and the whole game's (rulebook.ts builds its entries from it). */
export function headingOf(id: RuleId): RuleHeading<RuleId> {
  return allHeadings().headingOf(id);
}

/** The heading of any Star Eater rule id, or undefined for an id that is not one. */
export function ruleHeading(id: string): RuleHeading<RuleId> | undefined {
  return allHeadings().ruleHeading(id);
}
