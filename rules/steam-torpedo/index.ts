/**
 * Steam Torpedo for designers, widgets and bots: the whole game as a ruleset, the sample tiles,
 * and the pure helpers a designer wants (range, arcs, locations, armor value, damage allocation).
 */
export { ruleset, sampleTilesRuleset } from './ruleset.ts';
export { initialState, sampleInitialState, STARTING_SECTOR, type PlayerSetup, type SteamTorpedoSetup } from './setup.ts';
export type { SteamTorpedoCommand, SteamTorpedoEvent, AttackEvent, EffectTarget } from './messages.ts';
export * from './model.ts';
export { SAMPLE_TILES, SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
export { validateTileSet, isArmored, isCombatCompartment, isEngine, findControlRoom } from './tiles.ts';
export { areAdjacent, arcsInReach, cellsOfLocation, isInLocation, isLocation, rangeBetween, relativePosition, CONTROL_ROOM_CELL, SECTORS } from './geometry.ts';
export {
  compartmentsIn,
  controlRoomOf,
  crewIn,
  definitionOf,
  distanceToControlRoom,
  isManned,
  opponentOf,
  stepsTowardControlRoom,
  submarineOf,
  totalOxygen,
} from './board.ts';
export { armorValue, attackTotal, damageTotal, placeDamage, damageChoices, drainChoices } from './damage.ts';
export { sightOf, reachableLocations, possibleTargets } from './effects.ts';
export {
  arrivesAlongside,
  compassOfSide,
  northernAfterArriving,
  northernAfterChoosingSide,
  sideOf,
  SHARED_SECTOR_SIDES,
  type SharedSectorSide,
} from './placement.ts';
export { speedOf, counterOptions } from './decide.ts';
export { GAME_PRESETS, GAME_PRESET_NAMES, gamePreset, isGamePresetName, EXAMPLE_SETUP, type GamePreset, type GamePresetName } from './presets.ts';
export { randomPlayer, heuristicBot, type SteamTorpedoBot } from './bots.ts';
export { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';
export { previewAttack, type AttackPreview, type ArcCheck, type LocationPreview } from './preview.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleHeading, type RulePage } from './rule-headings.ts';
export { RULE, type RuleId } from './rule-ids.ts';
// The defender's side of an attack as a runnable sub-mechanic, with the rulebook's Example of Play.
export * from './scenarios.ts';
// The what-if bench for aiming a weapon (the <steam-torpedo-attack> widget), with the rulebook's targeting examples.
export * from './attack-lab/ruleset.ts';
export * from './attack-lab/presets.ts';
export * from './attack-lab/readings.ts';
export { simulation } from './simulation.ts';
export { simulationFacts } from './simulation-facts.ts';
