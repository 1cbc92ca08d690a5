/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places") for Steam Torpedo: every rule in
 * the map is enforced in the rules code, checked by a test and explained on its docs page, and every
 * rule id the code cites is in the map. The checks themselves are shared by every game
 * (rules/engine/testing/rule-map-checks.ts); this file only says where Steam Torpedo keeps things.
 */
import { checkRuleMap } from '../engine/testing/rule-map-checks.ts';
import { RULE, rules, ruleById } from './index.ts';

checkRuleMap({
  game: 'steam-torpedo',
  rules,
  ruleById,
  gameDir: import.meta.dirname,
  testFile: import.meta.filename,
  testHelpers: ['test-support.ts'],
  // Steam Torpedo's rulebook has no numbered sections; rules cite its pages: 'p. 19 (step 4)'.
  section: { pattern: /^p\. \d+/, name: 'a rulebook page' },
  ruleTable: RULE,
  sample: { rule: RULE.attackArmor, anchor: 'attack-armor', heading: 'Attack: armor', otherRule: RULE.attackAbsorb },
});
