/**
 * Torpedo, the Icehouse pyramid game, for designers and widgets. So far the pinned geometry of
 * issue 12: the pieces and their pentagons, where a piece may be placed, the line of a torpedo and
 * the three volleys.
 */
export { SAMPLE_DIMENSIONS, SIZES, POINTS, footprint, dimensionsFlaw, pieceFlaw, type Dimensions, type Flaw, type Piece, type Point, type Size } from './pieces.ts';
export { placementProblem, placementChecker, fieldFlaw, type Field, type PlacementProblem } from './placement.ts';
export { castTorpedo, traceTorpedo, resolveFiring, fireVolleys, type Shot, type ShotResult, type Volley } from './firing.ts';
export { TOLERANCE_MM } from './plane.ts';
export { TABLE_PRESETS, TABLE_PRESET_NAMES, type TablePreset, type TablePresetName } from './presets.ts';
export { RULE, type RuleId } from './rule-ids.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { ruleHeading, type RulePage } from './rule-headings.ts';
