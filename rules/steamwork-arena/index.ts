/**
 * Steamwork Arena for designers and widgets. So far the pure designer core: templates and their
 * customisation, zone values, mode shifts, ranged reach, and conflict hands with exact odds.
 */
export {
  ALPHA_CORE,
  BETA_CORE_IS_SAMPLE,
  CORES,
  ICONS,
  ICON_NAMES,
  MAX_ADDED_ICONS,
  SAMPLE_BETA_CORE,
  TEMPLATE_PRESETS,
  ZONES,
  coreTemplate,
  countIcons,
  formatIcons,
  formatTemplate,
  formatZoneLine,
  isZone,
  parseIcons,
  parseTemplate,
  parseZoneLine,
  templatePreset,
  validateTemplate,
  type Core,
  type Icon,
  type Template,
  type TemplateIcon,
  type TemplatePreset,
  type Zone,
} from './templates.ts';
export {
  LENGTHS_INCHES,
  SHIFT_COSTS,
  inverseLength,
  maxHiddenForAttack,
  rangeEnergyFor,
  rangedReach,
  shiftCost,
  zoneDistance,
  zoneValues,
  type ZoneValues,
} from './values.ts';
export {
  conflictOdds,
  pendingDamage,
  resolveConflict,
  validateHands,
  type ConflictInput,
  type ConflictOdds,
  type ConflictResult,
  type HandPick,
  type Hands,
  type PdpChance,
} from './conflict.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
