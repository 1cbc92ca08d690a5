/**
 * Every Star Eater rule id, once: the code cites `RULE.hitRoll`, never the string, so a misspelt id
 * fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 */
export const RULE = {
  stats: 'star-eater/direct-fire.stats',
  hitRoll: 'star-eater/direct-fire.hit-roll',
  target: 'star-eater/direct-fire.target',
  arcRange: 'star-eater/direct-fire.arc-range',
  obstruction: 'star-eater/direct-fire.obstruction',
  aoe: 'star-eater/direct-fire.aoe',
  pointDefence: 'star-eater/direct-fire.point-defence',
  momentumEngine: 'star-eater/momentum.engine',
  momentumCancel: 'star-eater/momentum.cancel',
  momentumModify: 'star-eater/momentum.modify',
  momentumLimits: 'star-eater/momentum.limits',
  momentumMove: 'star-eater/momentum.move',
  collisionEdge: 'star-eater/collision.edge',
  collisionWarship: 'star-eater/collision.warship',
  collisionToken: 'star-eater/collision.token',
  kit: 'star-eater/loadout.kit',
  loadoutInitiative: 'star-eater/loadout.initiative',
  loadoutDraft: 'star-eater/loadout.draft',
  loadoutSquadrons: 'star-eater/loadout.squadrons',
  loadoutSwap: 'star-eater/loadout.swap',
  loadoutMunitions: 'star-eater/loadout.munitions',
  torpedoTarget: 'star-eater/torpedo.target',
  torpedoHoming: 'star-eater/torpedo.homing',
  torpedoAdjust: 'star-eater/torpedo.adjust',
  torpedoHit: 'star-eater/torpedo.hit',
  laserBeam: 'star-eater/laser.beam',
  projectileFlight: 'star-eater/projectile.flight',
  projectileHit: 'star-eater/projectile.hit',
  projectileCollision: 'star-eater/projectile.collision',
  armour: 'star-eater/hull.armour',
  structure: 'star-eater/hull.structure',
  destroyed: 'star-eater/hull.destroyed',
  cooldown: 'star-eater/cooldown.tokens',
  ventCoolant: 'star-eater/action.vent-coolant',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];
