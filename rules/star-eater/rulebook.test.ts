/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places") for Star Eater: every rule in the
 * map is enforced in the rules code, checked by a test and explained on its docs page, and every
 * rule id the code cites is in the map. The checks themselves are shared by every game
 * (rules/engine/testing/rule-map-checks.ts); this file only says where Star Eater keeps things.
 */
import { checkRuleMap } from '../engine/testing/rule-map-checks.ts';
import { RULE, rules, ruleById } from './index.ts';

checkRuleMap({
  game: 'star-eater',
  rules,
  ruleById,
  gameDir: import.meta.dirname,
  testFile: import.meta.filename,
  // Star Eater's rulebook numbers its rules: '7.4'.
  section: { pattern: /^\d+(?:\.\d+)*$/, name: 'a rulebook section' },
  ruleTable: RULE,
  sample: { rule: RULE.hitRoll, anchor: 'direct-fire-hit-roll', heading: 'Direct fire: hit roll', otherRule: RULE.aoe },
});
