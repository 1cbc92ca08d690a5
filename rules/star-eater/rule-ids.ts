/**
 * Every Star Eater rule id, once: the code cites `RULE.hitRoll`, never the string, so a misspelt id
 * fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 *
 * The direct-fire roll's ids are a table of their own: the blog's `<star-eater-direct-fire>` runs
 * only that sub-mechanic, and importing `DIRECT_FIRE_RULE` instead of the whole game's `RULE`
 * keeps the other rules' ids out of its bundle (the direct-fire code imports it *as* `RULE`).
 */
export const DIRECT_FIRE_RULE = {
  stats: 'star-eater/direct-fire.stats',
  hitRoll: 'star-eater/direct-fire.hit-roll',
  target: 'star-eater/direct-fire.target',
  arcRange: 'star-eater/direct-fire.arc-range',
  obstruction: 'star-eater/direct-fire.obstruction',
  aoe: 'star-eater/direct-fire.aoe',
  pointDefence: 'star-eater/direct-fire.point-defence',
} as const;

/**
 * The Momentum and Torpedoes pages' rules: all that the three labs (momentum, collision, torpedo),
 * and the movement and torpedo rules they run, cite. Like the direct-fire roll's, a table of its
 * own that those modules import (as `RULE`), so the labs' bundles leave the other rules' ids out.
 */
export const LAB_RULE = {
  momentumEngine: 'star-eater/momentum.engine',
  momentumCancel: 'star-eater/momentum.cancel',
  momentumModify: 'star-eater/momentum.modify',
  momentumLimits: 'star-eater/momentum.limits',
  momentumMove: 'star-eater/momentum.move',
  collisionEdge: 'star-eater/collision.edge',
  collisionWarship: 'star-eater/collision.warship',
  collisionToken: 'star-eater/collision.token',
  torpedoTarget: 'star-eater/torpedo.target',
  torpedoHoming: 'star-eater/torpedo.homing',
  torpedoAdjust: 'star-eater/torpedo.adjust',
  torpedoHit: 'star-eater/torpedo.hit',
} as const;

const GAME_RULE = {
  kit: 'star-eater/loadout.kit',
  loadoutInitiative: 'star-eater/loadout.initiative',
  loadoutDraft: 'star-eater/loadout.draft',
  loadoutSquadrons: 'star-eater/loadout.squadrons',
  loadoutSwap: 'star-eater/loadout.swap',
  loadoutMunitions: 'star-eater/loadout.munitions',
  laserBeam: 'star-eater/laser.beam',
  projectileFlight: 'star-eater/projectile.flight',
  projectileHit: 'star-eater/projectile.hit',
  projectileCollision: 'star-eater/projectile.collision',
  armour: 'star-eater/hull.armour',
  structure: 'star-eater/hull.structure',
  destroyed: 'star-eater/hull.destroyed',
  cooldown: 'star-eater/cooldown.tokens',
  ventCoolant: 'star-eater/action.vent-coolant',
  fighterLaunch: 'star-eater/fighter.launch',
  fighterMove: 'star-eater/fighter.move',
  fighterRecall: 'star-eater/fighter.recall',
  fighterAction: 'star-eater/fighter.action',
  fighterActivation: 'star-eater/fighter.activation',
  fighterFragile: 'star-eater/fighter.fragile',
  commitOrders: 'star-eater/round.commit',
  roundPhases: 'star-eater/round.phases',
  roundInitiative: 'star-eater/round.initiative',
  roundLimit: 'star-eater/round.limit',
  fireWeapons: 'star-eater/action.fire',
  maintenance: 'star-eater/action.maintenance',
  defenceStations: 'star-eater/action.defence-stations',
  special: 'star-eater/action.special',
  weaponsOrder: 'star-eater/weapons.order',
  tokenSupply: 'star-eater/weapons.supply',
} as const;

// A pure call on plain names: a bundle that never reads RULE drops it, GAME_RULE with it.
export const RULE = /* @__PURE__ */ Object.assign({}, DIRECT_FIRE_RULE, LAB_RULE, GAME_RULE);

export type DirectFireRuleId = (typeof DIRECT_FIRE_RULE)[keyof typeof DIRECT_FIRE_RULE];
export type RuleId = (typeof RULE)[keyof typeof RULE];
export type LabRuleId = (typeof LAB_RULE)[keyof typeof LAB_RULE];
