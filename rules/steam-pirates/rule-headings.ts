/**
 * Every Steam Pirates rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'flagships';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('steam-pirates', Object.values(RULE), {
  [RULE.mapData]: ['The sky map', 'flagships'],
  [RULE.compass]: ['Compass bearings', 'flagships'],
  [RULE.route]: ['A flagship sails the shortest route', 'flagships'],
  [RULE.windTie]: ['The wind breaks a tie', 'flagships'],
  [RULE.rollTie]: ['The wind die breaks what the wind cannot', 'flagships'],
});
