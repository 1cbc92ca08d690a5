/**
 * Every Steam Pirates rule's title and docs page: what a widget shows when it cites a rule. They live
 * apart from the rule map's prose (rulebook.ts builds its entries from them), so a widget's
 * bundle carries a line per rule instead of every summary and interpretation.
 */
import { ruleHeadings } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type RulePage = 'setup' | 'round' | 'sailing' | 'officials' | 'trade' | 'flagships' | 'refresh' | 'end';

export const { headingOf, ruleHeading } = ruleHeadings<RuleId, RulePage>('steam-pirates', Object.values(RULE), {
  [RULE.mapData]: ['The sky map', 'flagships'],
  [RULE.compass]: ['Compass bearings', 'flagships'],
  [RULE.route]: ['A flagship sails the shortest route', 'flagships'],
  [RULE.windTie]: ['The wind breaks a tie', 'flagships'],
  [RULE.rollTie]: ['The wind die breaks what the wind cannot', 'flagships'],
  [RULE.setupPlayers]: ['Pirates and turn order', 'setup'],
  [RULE.setupPieces]: ['Setting up the table', 'setup'],
  [RULE.setupData]: ['The game’s data', 'setup'],
  [RULE.seasonRounds]: ['Three seasons of rounds', 'round'],
  [RULE.seasonGold]: ['The season’s gold', 'round'],
  [RULE.roundTurns]: ['Seven turns a round', 'round'],
  [RULE.turnSteps]: ['Sail, then act', 'round'],
  [RULE.actionDice]: ['The die decides the action', 'round'],
  [RULE.actionCutLosses]: ['Cutting your losses', 'round'],
  [RULE.sailMoves]: ['Sailing along links', 'sailing'],
  [RULE.sailCost]: ['What a sail costs', 'sailing'],
  [RULE.sailFlagships]: ['Flagships bar the way', 'sailing'],
  [RULE.sailHarbour]: ['Harbour at a city island', 'sailing'],
  [RULE.sailTreasure]: ['Old Cap’s map pieces', 'sailing'],
  [RULE.sailAnchor]: ['Anchors and connections', 'sailing'],
  [RULE.officialsBribe]: ['Bribing an official', 'officials'],
  [RULE.officialsDeck]: ['The officials’ display and deck', 'officials'],
  [RULE.officialsBasic]: ['A basic official action', 'officials'],
  [RULE.officialsBribed]: ['A bribed official action', 'officials'],
  [RULE.barkeep]: ['The Barkeep', 'officials'],
  [RULE.smuggler]: ['The Smuggler', 'officials'],
  [RULE.charter]: ['The Charter', 'officials'],
  [RULE.captain]: ['The Captain', 'officials'],
  [RULE.pirateQueen]: ['The Pirate Queen', 'officials'],
  [RULE.portMaster]: ['The Port Master', 'officials'],
  [RULE.merchant]: ['The Merchant', 'officials'],
  [RULE.judge]: ['The Judge', 'officials'],
  [RULE.commodore]: ['The Commodore', 'officials'],
  [RULE.governor]: ['The Governor', 'officials'],
  [RULE.establish]: ['Establishing a Trade House', 'trade'],
  [RULE.profitRevenue]: ['A Profit action', 'trade'],
  [RULE.profitEmbargo]: ['The Flying Fortress’s embargo', 'trade'],
  [RULE.profitBlockade]: ['The Dreadnought’s blockade', 'trade'],
  [RULE.refreshFirstPlayer]: ['The first player token passes', 'refresh'],
  [RULE.refreshRoll]: ['Rolling for fortune', 'refresh'],
  [RULE.refreshNotoriety]: ['The notoriety check', 'refresh'],
  [RULE.refreshSeasonEnd]: ['A season ends', 'refresh'],
  [RULE.refreshFlagships]: ['The flagships advance', 'refresh'],
  [RULE.missionsAid]: ['Aiding a side mission', 'refresh'],
  [RULE.missionsArrival]: ['A flagship arrives', 'refresh'],
  [RULE.endGold]: ['Gold into victory points', 'end'],
  [RULE.endGoals]: ['Goal cards', 'end'],
  [RULE.endTreasure]: ['Old Cap’s treasure', 'end'],
  [RULE.endWinner]: ['The winner', 'end'],
});
