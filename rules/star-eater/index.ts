/**
 * Star Eater for designers and widgets. So far: the direct-fire roll (rulebook 7.4) as exact odds
 * and as a ruleset the engine can run; the hex board's geometry and the momentum mat (6.2), as
 * pinned by issue 11; the momentum phase's movement and collisions (6.2.2, 6.2.3); and the
 * momentum lab, a ruleset of one warship on the sample board round after round.
 */
export { directFireOdds, doesRollHit, rollToBeat, DIRECT_FIRE_DIE_SIDES, type DirectFireMatchup, type DirectFireOdds } from './direct-fire/odds.ts';
export {
  DIRECT_FIRE_ROLL,
  DIRECT_FIRE_SHOOTER,
  directFireRules,
  isAreaWeapon,
  targetsInBlast,
  targetsOfVolley,
  type DirectFireBoardPart,
  type DirectFireCommand,
  type DirectFireEvent,
  type DirectFireRules,
  type DirectFireRuleset,
  type DirectFireState,
  type Shot,
} from './direct-fire/roll.ts';
export { DIRECT_FIRE_BOARD, DIRECT_FIRE_ON_BOARD, directFire } from './direct-fire/ruleset.ts';
export { AOE_LIMITS, BOARD_WIDEST, DIE_STAT_LIMITS, RANGE_LIMITS, STAT_LIMITS, type StatLimits } from './stat-limits.ts';
export {
  DEFAULT_TARGET,
  DEFAULT_WEAPON,
  DIRECT_FIRE_ATTRIBUTES,
  OBSTACLE_KINDS,
  TARGET_KINDS,
  directFireNeedsBoard,
  readDirectFireSetup,
  type BoardInput,
  type BoardSetupPart,
  type DirectFireAttribute,
  type DirectFireBoard,
  type DirectFireScene,
  type DirectFireSetup,
  type Obstacle,
  type ObstacleKind,
  type PresetSetup,
  type Target,
  type TargetInput,
  type TargetKind,
  type Weapon,
} from './direct-fire/roll-setup.ts';
export { validateDirectFireSetup, directFireAttributeRefusals, DEFAULT_BOARD, MAX_DIRECT_FIRE_RANGE } from './direct-fire/setup.ts';
export {
  areaAround,
  blocksOf,
  boardSight,
  placeWords,
  targetAt,
  targetsInArea,
  whyNotAimableHex,
  whyNotChoosable,
  whyNotTargetable,
  type BoardSight,
  type Refusal,
} from './direct-fire/sight.ts';
export { DIRECT_FIRE_PRESETS, DIRECT_FIRE_PRESET_NAMES, directFirePresetNamed, type DirectFirePreset, type DirectFirePresetName, type ObstaclePlace } from './direct-fire/presets.ts';
export { rules, ruleById, type RuleEntry } from './rulebook.ts';
export { directFireHeading, labHeading, ruleHeading, type RulePage } from './rule-headings.ts';
export { DIRECT_FIRE_RULE, LAB_RULE, RULE, type DirectFireRuleId, type LabRuleId, type RuleId } from './rule-ids.ts';
export {
  DIRECTIONS,
  DIRS,
  DIR_NAMES,
  addHex,
  forwardArcCoordinates,
  hexDistance,
  hexKey,
  inForwardArc,
  isDir,
  opposite,
  sameHex,
  stepHex,
  subtractHex,
  turn,
  type Dir,
  type Hex,
} from './hex.ts';
export {
  applyThrust,
  explainThrust,
  isThrustSetting,
  thrustName,
  LINEAR_LIMIT,
  ROTATIONAL_LIMIT,
  THRUST_EFFECT_RULE,
  type MomentumMat,
  type Rotation,
  type ThrustEffect,
  type ThrustSetting,
  type ThrustStep,
} from './momentum.ts';
export {
  SAMPLE_BOARD,
  SAMPLE_HULL,
  boardHexes,
  hexAt,
  hullHexes,
  mountPose,
  onBoard,
  poseAfterToken,
  rotateOffset,
  rowOf,
  sectionHex,
  type Board,
  type Hull,
  type HullSection,
  type Mount,
  type Pose,
} from './board.ts';
export { resolveMomentum, type MomentumResult, type MomentumStep, type SectionHit, type ShipInMotion, type ShipMove, type SmallToken } from './movement.ts';
export {
  LOADOUT_SLOTS,
  SAMPLE_FACTIONS,
  SQUADRONS_PER_SHIP,
  STARTING_MUNITIONS,
  WEAPON_CLASSES,
  validateFactions,
  type ComponentCard,
  type ComponentKind,
  type Faction,
  type LoadoutSlot,
  type SquadronCard,
  type Weapon as WeaponStats,
  type WeaponClass,
} from './factions.ts';
export {
  decideLoadout,
  evolveLoadout,
  factionOf,
  initialLoadout,
  legalLoadoutCommands,
  munitionSplits,
  openSlots,
  otherPlayer,
  playersOf,
  squadronTrios,
  squadronsOf,
  tossForInitiative,
  type Loadout,
  type LoadoutChoice,
  type LoadoutCommand,
  type LoadoutEvent,
  type LoadoutState,
} from './loadout.ts';
export { hexLine, obstructionBetween, obstructionTest, whyNotAimable, type AimProblem, type DirectFireMount } from './line-of-fire.ts';
export { ADJUSTMENT_ZONE, adjustmentTurn, hullOnSideRay, hullsInWedge, moveTorpedo, readAdjustment, selectTorpedoTarget, type AdjustmentReading, type HullHex, type HullInWedge, type TorpedoMove, type TorpedoPose, type TorpedoStep, type TorpedoTarget } from './torpedo.ts';
export { fireLaser, type LaserShot } from './laser.ts';
export { moveProjectiles, type Projectile, type ProjectileFlight, type ProjectilePhase } from './projectile.ts';
export { dealDamage, destroyedShips, type DamageResult, type HullState } from './damage.ts';
export { cleanupCooldowns, coolingDown, ventCoolant, type Cooldowns } from './cooldown.ts';
export { flySquadron, launchHexes, stepDirection, whyNoAction, whyNotLaunchAt, whyNotRecall, type FighterProblem, type SquadronPose } from './fighters.ts';
export { ruleset, toAct } from './game/ruleset.ts';
export { heuristicStarEaterBot, randomStarEaterBot, type StarEaterBot } from './game/bots.ts';
export { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './game/search-budget.ts';
export { START_POSITIONS, type StarEaterSetup } from './game/setup.ts';
export { COMMITMENT_CARDS, type CommitmentCard, type FlyCommand, type Order, type ShipState, type SquadronState, type StarEaterCommand, type StarEaterEvent, type StarEaterState, type WeaponToken } from './game/model.ts';
export { SAMPLE_LOADOUTS, sampleLoadouts, type GivenLoadout } from './game/sample-loadouts.ts';
export { STAR_EATER_GAME_PRESETS, STAR_EATER_GAME_PRESET_NAMES, starEaterGamePreset, type StarEaterGamePreset, type StarEaterGamePresetName } from './game/presets.ts';
export { flightPoses, shotPreview, type ShotPreview, type ShotTarget } from './game/previews.ts';
export { CARD_SLOTS, TORPEDO_EVASION, bayHexes, cardComponent, fitted, restoredArmour, shipPoints, squadronCard, tokensLeft, type DirectFireTarget } from './game/queries.ts';
export {
  COMING_ROUNDS,
  ENGINE_SETTINGS,
  LAB_CAPTAIN,
  LAB_SHIP,
  comingRounds,
  momentumLab,
  settingWords,
  type ComingRound,
  type MomentumLabCommand,
  type MomentumLabEvent,
  type MomentumLabState,
  type PlayedStep,
} from './momentum-lab/ruleset.ts';
export { DEFAULT_PLACE, validateMomentumLabSetup, type LabPlace, type MomentumLabSetup, type ValidMomentumLabSetup } from './momentum-lab/setup.ts';
export { MOMENTUM_PRESETS, MOMENTUM_PRESET_NAMES, momentumPresetNamed, type MomentumPreset, type MomentumPresetName } from './momentum-lab/presets.ts';
export { isOnMat, matChanges, type MatChanges, type MatToken, type MatTokenMark } from './momentum-lab/mat-changes.ts';
export {
  LAB_GUNNER,
  LAB_TARGET,
  rayOnBoard,
  targetOf,
  targetingFrom,
  torpedoLab,
  torpedoSight,
  wholeTurn,
  type FlownStep,
  type TargetReason,
  type Targeting,
  type TorpedoLabCommand,
  type TorpedoLabEvent,
  type TorpedoLabState,
  type TorpedoSight,
  type TorpedoTurn,
  type TurnEnd,
} from './torpedo-lab/ruleset.ts';
export { placeOf as boardPlaceOf, directionOf, placeOf, poseAt, readFacing, type BoardPlace } from './lab-setup.ts';
export { DEFAULT_TORPEDO_LAB, MAX_TORPEDO_SPEED, SAMPLE_TORPEDO, validateTorpedoLabSetup, type TorpedoLabSetup, type ValidTorpedoLabSetup } from './torpedo-lab/setup.ts';
export { TORPEDO_PRESETS, TORPEDO_PRESET_NAMES, torpedoPresetNamed, type TorpedoPreset, type TorpedoPresetName } from './torpedo-lab/presets.ts';
export {
  LAB_UMPIRE,
  collisionLab,
  playOrder,
  shipSteps,
  type CollisionLabCommand,
  type CollisionLabEvent,
  type CollisionLabState,
  type LabRound,
  type PlayedStep as CollisionStep,
  type ShipStep,
} from './collision-lab/ruleset.ts';
export { DEFAULT_COLLISION_LAB, DEFAULT_TOKEN_DAMAGE, SHIP_IDS, TOKEN_KINDS, validateCollisionLabSetup, type CollisionLabSetup, type LabShip, type LabToken, type ShipId, type ValidCollisionLabSetup } from './collision-lab/setup.ts';
export { COLLISION_PRESETS, COLLISION_PRESET_NAMES, collisionPresetNamed, type CollisionPreset, type CollisionPresetName, type ShipPlace, type SmallTokenKind, type TokenPlace } from './collision-lab/presets.ts';
export { simulation } from './game/simulation.ts';
export { simulationFacts } from './game/simulation-facts.ts';
