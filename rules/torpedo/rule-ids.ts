/**
 * Every Torpedo rule id, once: the code cites `RULE.noTouch`, never the string, so a misspelt id
 * fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 */
export const RULE = {
  players: 'torpedo/setup.players',
  stash: 'torpedo/setup.stash',
  field: 'torpedo/setup.field',
  dimensions: 'torpedo/pieces.dimensions',
  ready: 'torpedo/place.ready',
  unplayed: 'torpedo/place.unplayed',
  pose: 'torpedo/place.pose',
  inField: 'torpedo/place.field',
  noTouch: 'torpedo/place.no-touch',
  fixed: 'torpedo/place.fixed',
  crash: 'torpedo/crash.dead',
  stop: 'torpedo/stop.last-piece',
  free: 'torpedo/real-time.free',
  rounds: 'torpedo/real-time.rounds',
  volleys: 'torpedo/fire.volleys',
  line: 'torpedo/fire.line',
  hit: 'torpedo/fire.hit',
  together: 'torpedo/fire.together',
  points: 'torpedo/score.points',
  ties: 'torpedo/score.ties',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];
