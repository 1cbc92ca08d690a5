/**
 * Every Steamwork Arena rule id, once: the code cites `RULE.hide`, never the string, so a misspelt id
 * fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 */
export const RULE = {
  template: 'steamwork-arena/setup.template',
  cores: 'steamwork-arena/setup.cores',
  customise: 'steamwork-arena/setup.customise',
  secret: 'steamwork-arena/setup.secret',
  placement: 'steamwork-arena/setup.placement',
  zoneValues: 'steamwork-arena/zones.values',
  shutDown: 'steamwork-arena/zones.shut-down',
  lengths: 'steamwork-arena/zones.lengths',
  energy: 'steamwork-arena/round.energy',
  energize: 'steamwork-arena/round.energize',
  bid: 'steamwork-arena/round.bid',
  shift: 'steamwork-arena/round.shift',
  act: 'steamwork-arena/round.act',
  hide: 'steamwork-arena/conflict.hide',
  pick: 'steamwork-arena/conflict.pick',
  pdp: 'steamwork-arena/conflict.pdp',
  spend: 'steamwork-arena/conflict.spend',
  pdpSpend: 'steamwork-arena/conflict.pdp-spend',
  inverseLength: 'steamwork-arena/ranged.inverse-length',
  rangeCost: 'steamwork-arena/ranged.range-cost',
  health: 'steamwork-arena/damage.health',
  systemFailure: 'steamwork-arena/damage.system-failure',
  winner: 'steamwork-arena/reckoning.winner',
  voluntaryShutdown: 'steamwork-arena/reckoning.voluntary-shutdown',
  teams: 'steamwork-arena/teams.sides',
  workshop: 'steamwork-arena/workshop.specials',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];
