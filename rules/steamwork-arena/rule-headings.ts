/**
 * Every Steamwork Arena rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'setup' | 'zones' | 'round' | 'conflict' | 'ranged' | 'damage' | 'reckoning' | 'teams' | 'workshop';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('steamwork-arena', Object.values(RULE), {
  [RULE.template]: ['The steamwork template', 'setup'],
  [RULE.cores]: ['Alpha and beta cores', 'setup'],
  [RULE.customise]: ['Customising a template', 'setup'],
  [RULE.secret]: ['Secret customisation', 'setup'],
  [RULE.placement]: ['Setting up the arena', 'setup'],
  [RULE.zoneValues]: ['Zone values', 'zones'],
  [RULE.shutDown]: ['Shut-down zones are blank', 'zones'],
  [RULE.lengths]: ['Mode lengths', 'zones'],
  [RULE.energy]: ['Energy reserves and the bank', 'round'],
  [RULE.energize]: ['Energize', 'round'],
  [RULE.bid]: ['Bidding for initiative', 'round'],
  [RULE.shift]: ['Shifting modes', 'round'],
  [RULE.act]: ['Acting', 'round'],
  [RULE.hide]: ['Hiding energy in two hands', 'conflict'],
  [RULE.pick]: ['Picking a hand', 'conflict'],
  [RULE.pdp]: ['Pending damage points', 'conflict'],
  [RULE.spend]: ['All hidden energy is spent', 'conflict'],
  [RULE.pdpSpend]: ['Spending pending damage', 'conflict'],
  [RULE.inverseLength]: ['Inverse length', 'ranged'],
  [RULE.rangeCost]: ['Paying for range', 'ranged'],
  [RULE.health]: ['The health meter', 'damage'],
  [RULE.systemFailure]: ['System failure', 'damage'],
  [RULE.winner]: ['Out of the game, and the winner', 'reckoning'],
  [RULE.voluntaryShutdown]: ['Voluntary shutdown', 'reckoning'],
  [RULE.teams]: ['Team play', 'teams'],
  [RULE.workshop]: ['Workshop specials', 'workshop'],
});
