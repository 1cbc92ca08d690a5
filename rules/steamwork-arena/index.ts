/**
 * Steamwork Arena for designers and widgets: the pure designer core (templates and their
 * customisation, zone values, mode shifts, ranged reach, conflict hands with exact odds) and the
 * duel `ruleset`.
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
  hidingLimit,
} from './conflict.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleset } from './ruleset.ts';
export { initialState, DEFAULT_PLAYERS, type SteamworkSetup } from './setup.ts';
export { decide, RULE, energizeGains, mayShutDown, runningModes, stillIn, valuesOf } from './decide.ts';
export { evolve } from './evolve.ts';
export { legalCommands } from './legal.ts';
export { view } from './view.ts';
export {
  ARENA_INCHES,
  BANK_TOKENS,
  HEALTH_STEPS,
  TOUCH_INCHES,
  distance,
  hiddenEnergy,
  opponentOf,
  playerOf,
  reserveOf,
  type ActTurn,
  type Conflict,
  type Phase,
  type PlayerState,
  type Point,
  type Secret,
  type SteamworkState,
  type StoredHands,
} from './model.ts';
export type { SteamworkCommand, SteamworkEvent, TieBreak } from './messages.ts';
