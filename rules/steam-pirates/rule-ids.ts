/**
 * Every Steam Pirates rule id, once: the code cites `RULE.route`, never the string, so a misspelt id
 * fails the type-check and `RuleId` lists exactly the rules of the map (rulebook.ts).
 */
export const RULE = {
  mapData: 'steam-pirates/map.data',
  compass: 'steam-pirates/map.compass',
  route: 'steam-pirates/flagships.route',
  windTie: 'steam-pirates/flagships.wind-tie',
  rollTie: 'steam-pirates/flagships.roll-tie',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];
