/**
 * Steam Pirates for designers and widgets: the whole game (`ruleset`, 2 to 4 pirates), the sky map
 * (SAMPLE_MAP, or a designer's own, checked by validateSkyMap), compass bearings between islands,
 * how a flagship routes towards its destination, and the game's sample data.
 */
export { BEARINGS, angleBetween, type Bearing } from './compass.ts';
export { SAMPLE_MAP } from './sample-map.ts';
export { bearing, validateSkyMap, validateRoutingMap, GOODS, type Good, type Island, type SkyMap } from './sky-map.ts';
export { flagshipRoute, readFlagshipSteps, type FlagshipRoute, type FlagshipRouteOptions, type RouteGraph } from './flagships.ts';
export { routeSteps, flagshipHarbour, rollWindDie, type RouteExplanation, type RouteStep, type RouteNeighbour, type RouteCandidate, type FaceCheck, type Harbour } from './route-lab/route-steps.ts';
export { FLAGSHIP_ROUTE_PRESETS, FLAGSHIP_ROUTE_PRESET_NAMES, FIRST_CARD_VOYAGES, SHOALS_MAP, type FlagshipRoutePreset, type FlagshipVoyage } from './route-lab/presets.ts';
export { ROUTE_GRAPHS, ROUTE_SHIPS, checkRouteLab, explainRoute, readRouteLab, readRolls, readRouteSteps, setupFieldOf, type RouteLab, type RouteLabSetup } from './route-lab/setup.ts';
export { routeLab, type RouteLabCommand, type RouteLabEvent, type RouteLabState } from './route-lab/ruleset.ts';
export { ruleset, toAct } from './ruleset.ts';
export { initialState, readPlayerCount, DEFAULT_PLAYERS, MIN_PLAYERS, MAX_PLAYERS, type SteamPiratesSetup, type StagedPirate } from './setup.ts';
export { GAME_PRESETS, GAME_PRESET_NAMES, gamePreset, type GamePreset, type GamePresetName } from './presets.ts';
export { heuristicPiratesBot, randomPiratesBot, positionValue, type SteamPiratesBot } from './bots.ts';
export { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';
export { canPlayAnyDie, sailProblem, sailToProblem, bribeProblem, officialProblem, establishProblem, usesOf, shipName, PROFIT_VARIANTS, PROFIT_VARIANT_RULES, type ProfitVariant, type ProfitVariantRules } from './decide.ts';
export { legalCommands, sailPaths } from './legal.ts';
export { profitOf, sailCost, seasonGold, connections, revenueOf, embargoedGood, bribeSpace, bribePrice, pirateOf } from './queries.ts';
export { finalScores, goalScore, rankWinners, SCORE_RULES } from './scoring.ts';
export { OFFICIALS, OFFICIAL_IDS, OFFICIAL_ABILITIES, type Official, type OfficialId, type Faction } from './officials.ts';
export { SAMPLE_EVENTS, FLAGSHIPS, type EventCard, type Flagship, type Mission } from './events.ts';
export { SAMPLE_GOALS, goalWords, type GoalCard, type GoalKind } from './goals.ts';
export { SAMPLE_ACTION_DIE, SAMPLE_REVENUE, SEASON_GOLD, TREASURE_VP, GOOD_NAMES, SUPPLY, ACTION_DICE, type ActionSymbol } from './tables.ts';
export { SYNDICATE, type SteamPiratesState, type SteamPiratesCommand, type SteamPiratesEvent, type Pirate, type Prompt, type FinalScore, type OfficialUse, type GameData, type CubeOwner, type ProfitLine } from './model.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleHeading, type RulePage } from './rule-headings.ts';
export { RULE, type RuleId } from './rule-ids.ts';
export {
  PROFIT_PRESETS,
  PROFIT_PRESET_NAMES,
  CITY_ISLANDS,
  readProfitLab,
  profitLabResult,
  profitLabState,
  profitPresetNamed,
  toggleHouse,
  toggleConnection,
  type ProfitLab,
  type ProfitLabSetup,
  type ProfitLabResult,
  type ProfitPreset,
  type ProfitPresetName,
  type ProfitRow,
} from './profit-lab/lab.ts';
export { profitLab, PROFIT_FLAGSHIPS, FLAGSHIP_RULE, type ProfitFlagship, type ProfitLabCommand, type ProfitLabEvent, type ProfitLabState } from './profit-lab/ruleset.ts';
export { LAB_READER } from './lab-setup.ts';
export {
  SAIL_LAB_PIRATE,
  SAIL_PRESETS,
  SAIL_PRESET_NAMES,
  extendPath,
  readSailLab,
  sailLabState,
  sailPresetNamed,
  sailPreview,
  type SailLab,
  type SailLabSetup,
  type SailPreset,
  type SailPresetName,
  type SailPreview,
} from './sail-lab/lab.ts';
export { sailLab, type SailLabCommand, type SailLabEvent, type SailLabState } from './sail-lab/ruleset.ts';
export { notorietyOdds, fineOutcome, fraction, fractionValue, type Fraction, type FineOutcome, type HouseForSale, type NotorietyOdds, type NotorietyOddsInput } from './notoriety-odds.ts';
export {
  BAG_PIRATES,
  BAG_PRESETS,
  BAG_PRESET_NAMES,
  MOST_PIRATE_CUBES,
  readBagLab,
  bagLabOdds,
  bagOf,
  bagPresetNamed,
  housesForSale,
  refreshStage,
  rollNotoriety,
  withPirateCount,
  continueRefresh,
  type BagLab,
  type BagLabOdds,
  type BagLabSetup,
  type BagPreset,
  type BagPresetName,
  isNotorietyEvent,
  type NotorietyEvent,
  type RefreshPlay,
} from './bag-lab/lab.ts';
export { bagLab, mostCubes, BAG_PLAYER_COUNTS, SYNDICATE_OWNER, type BagLabCommand, type BagLabEvent, type BagLabState } from './bag-lab/ruleset.ts';
export { simulation } from './simulation.ts';
export { simulationFacts } from './simulation-facts.ts';
