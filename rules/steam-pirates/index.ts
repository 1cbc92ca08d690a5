/**
 * Steam Pirates for designers and widgets. So far: the sky map (SAMPLE_MAP, or a designer's own,
 * checked by validateSkyMap), compass bearings between islands, and how a flagship routes towards
 * its destination. The whole-game ruleset comes later.
 */
export type { Bearing } from './compass.ts';
export { SAMPLE_MAP } from './sample-map.ts';
export { bearing, validateSkyMap, type Island, type SkyMap } from './sky-map.ts';
export { flagshipRoute } from './flagships.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleHeading, type RulePage } from './rule-headings.ts';
export { RULE, type RuleId } from './rule-ids.ts';
