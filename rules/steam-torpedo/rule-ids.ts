/**
 * Every Steam Torpedo rule id, once: the code cites `RULE.attackArmor`, never the string, so a
 * misspelt id fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 *
 * A key is the id after the game prefix in camelCase, mechanic first (attack.armor is `attackArmor`):
 * several mechanics share a rule name (ready, crew, control room, battle area, oxygen), and one way
 * of naming them all means no one has to guess which short name a rule got.
 */
export const RULE = {
  setupTiles: 'steam-torpedo/setup.tiles',
  setupFirstGame: 'steam-torpedo/setup.first-game',
  setupPlacement: 'steam-torpedo/setup.placement',
  setupSwap: 'steam-torpedo/setup.swap',
  setupCrew: 'steam-torpedo/setup.crew',
  setupOxygen: 'steam-torpedo/setup.oxygen',
  setupBattleArea: 'steam-torpedo/setup.battle-area',
  setupFirstPlayer: 'steam-torpedo/setup.first-player',

  tilesAnatomy: 'steam-torpedo/tiles.anatomy',
  tilesControlRoom: 'steam-torpedo/tiles.control-room',

  turnOrder: 'steam-torpedo/turn.order',

  recoveryBreathe: 'steam-torpedo/recovery.breathe',
  recoveryReady: 'steam-torpedo/recovery.ready',

  maneuverOnce: 'steam-torpedo/maneuver.once',
  maneuverSpeed: 'steam-torpedo/maneuver.speed',
  maneuverBattleArea: 'steam-torpedo/maneuver.battle-area',
  maneuverSharedSector: 'steam-torpedo/maneuver.shared-sector',

  activateReady: 'steam-torpedo/activate.ready',
  activateMove: 'steam-torpedo/activate.move',
  activateTrigger: 'steam-torpedo/activate.trigger',
  activateTriggerBlocked: 'steam-torpedo/activate.trigger-blocked',
  activateFirstTurn: 'steam-torpedo/activate.first-turn',

  crewCaptain: 'steam-torpedo/crew.captain',

  effectsStandby: 'steam-torpedo/effects.standby',
  effectsDuty: 'steam-torpedo/effects.duty',
  effectsCounter: 'steam-torpedo/effects.counter',
  effectsSingleUse: 'steam-torpedo/effects.single-use',
  effectsTwoKeys: 'steam-torpedo/effects.two-keys',
  effectsOverride: 'steam-torpedo/effects.override',
  effectsOpposingCrew: 'steam-torpedo/effects.opposing-crew',

  targetingLocations: 'steam-torpedo/targeting.locations',
  targetingRange: 'steam-torpedo/targeting.range',
  targetingPosition: 'steam-torpedo/targeting.position',
  targetingArcs: 'steam-torpedo/targeting.arcs',

  attackTotal: 'steam-torpedo/attack.total',
  attackArmor: 'steam-torpedo/attack.armor',
  attackDamageTotal: 'steam-torpedo/attack.damage-total',
  attackAbsorb: 'steam-torpedo/attack.absorb',
  attackAssign: 'steam-torpedo/attack.assign',
  attackDestroyed: 'steam-torpedo/attack.destroyed',
  attackDrainOxygen: 'steam-torpedo/attack.drain-oxygen',
  attackCrew: 'steam-torpedo/attack.crew',

  winningControlRoom: 'steam-torpedo/winning.control-room',
  winningCrew: 'steam-torpedo/winning.crew',
  winningOxygen: 'steam-torpedo/winning.oxygen',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];
