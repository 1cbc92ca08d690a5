/**
 * Every Torpedo rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's bundle
 * carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'setup' | 'placing' | 'firing' | 'scoring';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('torpedo', Object.values(RULE), {
  [RULE.players]: ['Two to five players', 'setup'],
  [RULE.stash]: ['Fifteen ships each', 'setup'],
  [RULE.field]: ['The field of play', 'setup'],
  [RULE.dimensions]: ['A ship seen from above', 'setup'],
  [RULE.ready]: ['Everyone ready', 'placing'],
  [RULE.unplayed]: ['Only your own unplayed ships', 'placing'],
  [RULE.pose]: ['Lying flat, pointing any way', 'placing'],
  [RULE.inField]: ['On the field', 'placing'],
  [RULE.noTouch]: ['Touching no other ship', 'placing'],
  [RULE.fixed]: ['A played ship stays put', 'placing'],
  [RULE.crash]: ['Crashes', 'placing'],
  [RULE.stop]: ['Stop!', 'placing'],
  [RULE.free]: ['Real time: the free mode', 'placing'],
  [RULE.rounds]: ['Real time: the rounds mode', 'placing'],
  [RULE.volleys]: ['Three volleys', 'firing'],
  [RULE.line]: ['The line of a torpedo', 'firing'],
  [RULE.hit]: ['Like blocks like', 'firing'],
  [RULE.together]: ['A volley fires all at once', 'firing'],
  [RULE.points]: ['Points for ships afloat', 'scoring'],
  [RULE.ties]: ['Ties', 'scoring'],
});
