/**
 * Steamwork Arena for designers and widgets: the pure designer core (templates and their
 * customisation, zone values, mode shifts, ranged reach, conflict hands with exact odds) and the
 * `ruleset` for 2–4 players, free-for-all or in teams.
 */
export {
  ALPHA_CORE,
  BETA_CORE_IS_SAMPLE,
  CORES,
  CUSTOMISED_TEMPLATES,
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
  type CustomisedTemplate,
  type Icon,
  type Template,
  type TemplateIcon,
  type TemplatePreset,
  type Zone,
} from './templates.ts';
export {
  LENGTHS_INCHES,
  MOST_ATTACK_VALUE,
  MOST_DEFENSE_VALUE,
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
export { ruleHeading, type RulePage } from './rule-headings.ts';
export { RULE, type RuleId } from './rule-ids.ts';
export { ruleset, toAct } from './ruleset.ts';
export {
  initialState,
  startingPositions,
  DEFAULT_PLAYERS,
  MAX_PLAYERS,
  MAX_PER_PLAYER,
  MAX_STEAMWORKS,
  type SteamworkSetup,
  type SteamworkSetupEntry,
} from './setup.ts';
export {
  decide,
  bidSources,
  currentSteamwork,
  energizeGains,
  mayShutDown,
  mostRangeEnergy,
  playersStillIn,
  rangeEnergyNeeded,
  reachOf,
  runningModes,
  sideInConflict,
  stillIn,
  valuesOf,
} from './decide.ts';
export {
  WORKSHOP_SPECIALS,
  WORKSHOP_SPECIAL_IDS,
  iconAllowance,
  isWorkshopSpecial,
  validateSpecials,
  workshopSpecial,
  workshopSpecialName,
  type WorkshopSpecial,
  type WorkshopSpecialEntry,
} from './workshop.ts';
export { evolve } from './evolve.ts';
export { MIN_PLAYERS, PLAYER_IDS, SETUP_LIMITS, attackReach, maxPerPlayer, movableSteamwork, moveReach, playerIds } from './queries.ts';
export { legalCommands } from './legal.ts';
export { view, viewEvent, HIDDEN_RANDOM } from './view.ts';
export {
  ARENA_INCHES,
  BANK_TOKENS,
  HEALTH_STEPS,
  TOUCH_INCHES,
  controllerOf,
  distance,
  enemiesOf,
  hiddenEnergy,
  nearestEnemy,
  reserveOf,
  steamworkOf,
  steamworksOf,
  unusedActionGains,
  type ActTurn,
  type Conflict,
  type Customisation,
  type Phase,
  type Steamwork,
  type SteamworkId,
  type Point,
  type Secret,
  type SteamworkState,
  type StoredHands,
} from './model.ts';
export type { SteamworkCommand, SteamworkEvent, TieBreak } from './messages.ts';
export {
  CONFLICT_PRESETS,
  CONFLICT_PRESET_ALIASES,
  CONFLICT_PRESET_NAMES,
  GAME_PRESETS,
  GAME_PRESET_NAMES,
  conflictPreset,
  conflictPresetNamed,
  gamePreset,
  isGamePresetName,
  printedConflictCommands,
  printedConflictResult,
  rangedExample,
  zoneValuesExample,
  type ConflictPreset,
  type ConflictPresetName,
  type GamePreset,
  type GamePresetName,
  type PrintedConflict,
  type RangedExample,
} from './presets.ts';
export {
  CONFLICT_SIDES,
  botConflictChoice,
  conflictBot,
  conflictBotMove,
  conflictPly,
  conflictHidingLimit,
  conflictRuleset,
  conflictToAct,
  conflictView,
  openConflict,
  presetConflict,
  type ConflictCommand,
  type ConflictEvent,
  type ConflictLimits,
  type ConflictSecret,
  type ConflictSide,
  type ConflictState,
} from './conflict-lab/ruleset.ts';
export {
  CONFLICT_OPPONENTS,
  conflictLimits,
  readConflictPlay,
  readConflictLabSetup,
  readConflictSetup,
  type ConflictLabSetup,
  type ConflictOpponent,
  type ConflictPlay,
  type ConflictSetup,
  type ValidConflictLabSetup,
} from './conflict-lab/setup.ts';
export {
  CONFLICT_READER,
  PRINTED_STEPS,
  PRINTED_STEP_RULE,
  conflictBotSide,
  conflictLab,
  type ConflictLabCommand,
  type ConflictLabEvent,
  type ConflictLabState,
  type PrintedStep,
} from './conflict-lab/lab.ts';
export { LAB_DESIGNER, START_MODE, insertionIndex, templateLab, type TemplateLabCommand, type TemplateLabEvent, type TemplateLabState } from './template-lab/ruleset.ts';
export { readTemplateLabSetup, type TemplateLabSetup, type ValidTemplateLabSetup } from './template-lab/setup.ts';
export { TEMPLATE_LAB_PRESETS, TEMPLATE_LAB_PRESET_NAMES, templateLabPreset, type TemplateLabPreset } from './template-lab/presets.ts';
export { heuristicBot, type SteamworkBot } from './bots.ts';
export { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';
export { simulation } from './simulation.ts';
export { simulationFacts } from './simulation-facts.ts';
