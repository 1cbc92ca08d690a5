/**
 * Torpedo, the Icehouse pyramid game, for designers and widgets. So far the pinned geometry of
 * issue 12: the pieces and their pentagons, where a piece may be placed, the line of a torpedo and
 * the three volleys.
 */
export { SAMPLE_DIMENSIONS, SIZES, POINTS, footprint, dimensionsFlaw, pieceFlaw, type Dimensions, type Flaw, type Piece, type Point, type Size } from './pieces.ts';
export { placementProblem, placementChecker, clearance, fieldFlaw, type Clearance, type Field, type PlacementProblem } from './placement.ts';
export { castTorpedo, traceTorpedo, resolveFiring, fireVolleys, type Shot, type ShotResult, type Volley } from './firing.ts';
export { TOLERANCE_MM } from './plane.ts';
export { TABLE_PRESETS, TABLE_PRESET_NAMES, readTable, type TablePreset, type TablePresetName } from './presets.ts';
export { RULE, type RuleId } from './rule-ids.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleHeading, type RulePage } from './rule-headings.ts';
export { ruleset } from './ruleset.ts';
export { initialState, pieceId, playersOfCount, PLAYER_COLOURS, DEFAULT_FIELD, DEFAULT_PLAYERS, MIN_PLAYERS, MAX_PLAYERS, PIECES_PER_SIZE, type TorpedoSetup } from './setup.ts';
export { legalCommands, legalCommandsFor, piecesLeft, samplePlacements, toAct, PLACEMENTS_PER_SIZE } from './legal.ts';
export { finalScores, outcomeOf, outcomeRule } from './scoring.ts';
export { view, viewEvent } from './view.ts';
export { MODES, type FinalScore, type Mode, type Move, type Phase, type Placement, type StashPiece, type Stop, type TorpedoCommand, type TorpedoEvent, type TorpedoState, type VolleyFired } from './model.ts';
export { heuristicTorpedoBot, randomTorpedoBot, type TorpedoBot } from './bots.ts';
export { SEARCH_PLAYOUTS } from './search-budget.ts';
export { HEADINGS, HEADING_STEPS, HEADING_STEP_DEGREES, headingAt, headingOfDegrees, isTableHeading, nearestStep, normaliseStep, turnHeading } from './headings.ts';
export { LINE_OF_FIRE_FIELD, LINE_OF_FIRE_PRESETS, LINE_OF_FIRE_PRESET_NAMES, MAX_TARGETS, lineOfFirePresetNamed, type LineOfFireLab, type LineOfFirePreset } from './line-of-fire-lab/presets.ts';
export { readLineOfFire, type LineOfFireSetup } from './line-of-fire-lab/setup.ts';
export {
  LAB_MOVER,
  goalMet,
  lineOfFire,
  lineOfFireLab,
  moveProblem,
  withPiece,
  type LineOfFireLabCommand,
  type LineOfFireLabEvent,
  type LineOfFireLabState,
} from './line-of-fire-lab/ruleset.ts';
export { VOLLEYS_FIELD, VOLLEYS_PRESETS, VOLLEYS_PRESET_NAMES, type VolleysLab, type VolleysPreset } from './volleys-lab/presets.ts';
export { MAX_VOLLEY_SHIPS, readVolleys, type VolleysSetup } from './volleys-lab/setup.ts';
export {
  LAB_READER,
  VOLLEY_STEPS,
  shipsRemovedBefore,
  shipsStandingAt,
  stepRule,
  tellVolleys,
  volleysLab,
  type VolleyShot,
  type VolleyStep,
  type VolleyTold,
  type VolleysLabCommand,
  type VolleysLabEvent,
  type VolleysLabState,
  type VolleysStory,
} from './volleys-lab/ruleset.ts';
export {
  GHOST_ID,
  PLACEMENT_FIELD,
  PLACEMENT_PRESETS,
  PLACEMENT_PRESET_NAMES,
  type PlacementLab,
  type PlacementPreset,
} from './placement-lab/presets.ts';
export { MAX_PLACED, readPlacementLab, type PlacementLabState, type PlacementSetup } from './placement-lab/setup.ts';
export {
  LAB_PLACER,
  dropGhost,
  ghostOfSize,
  ghostProblem,
  ghostRoom,
  placementLab,
  withGhost,
  type GhostRoom,
  type PlacementLabCommand,
  type PlacementLabEvent,
} from './placement-lab/ruleset.ts';
export { readFieldWords, readShipWords } from './lab-setup.ts';
export { simulation } from './simulation.ts';
export { simulationFacts } from './simulation-facts.ts';
