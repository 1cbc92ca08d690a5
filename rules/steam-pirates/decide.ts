/**
 * Steam Pirates' rules: every command is checked here and turned into events, or refused with a
 * RuleViolation naming the rule. Nothing here changes a state; `evolve` folds the events. A command
 * that ends a turn also plays out what follows without a decision: the next turn, or the refresh
 * phase (first player, roll, notoriety check, season end or flagships) and the next round, or the
 * final scoring.
 */
import { RuleViolation, describeValue, drawInt, unknownCommand, type PlayerId, type RandomState } from '../engine/index.ts';
import { BEARINGS, type Bearing } from './compass.ts';
import { FLAGSHIPS, type Flagship } from './events.ts';
import { evolve } from './evolve.ts';
import { distancesTo, readFlagshipSteps, routeWithFaces } from './flagships.ts';
import { finalScores, rankWinners } from './scoring.ts';
import { SYNDICATE, type CubeOwner, type OfficialUse, type SteamPiratesCommand, type SteamPiratesEvent, type SteamPiratesState } from './model.ts';
import { OFFICIALS, isOfficialId, type Official, type OfficialId } from './officials.ts';
import {
  FLAGSHIP_OF,
  MOST_SAIL_MOVES,
  bribePrice,
  bribeSpace,
  dieAllows,
  flagshipIslands,
  housesLeft,
  islandOf,
  linkedTo,
  nextPlayer,
  pirateOf,
  profitOf,
  roundEnds,
  sailCost,
  sailPaths,
  sailsFrom,
  seasonGold,
  type ProfitOptions,
} from './queries.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { rollDice } from './setup.ts';
import { islandLabel, neighbourTable } from './sky-map.ts';
import { refreshAdvance, type ActionSymbol } from './tables.ts';

/** The ways to take a Profit: a Profit (or wild) die, or an official's action. */
export const PROFIT_VARIANTS = ['plain', 'merchant', 'merchant-bribed', 'smuggler', 'smuggler-bribed'] as const;
export type ProfitVariant = (typeof PROFIT_VARIANTS)[number];

/** What a way of taking a Profit changes, as `profitOf` takes it, and the rule that grants it. */
export interface ProfitVariantRules extends ProfitOptions {
  rule: RuleId;
}

/**
 * What each way of taking a Profit changes: the Merchant adds 1 Gold, bribed he also ignores the
 * embargo; the Smuggler ignores the blockade, bribed both. `decide` pays every Profit from here
 * (the Profit die and the officials' actions), and the profit lab (profit-lab/) reads it to
 * name the rule behind each variant. Built in a call marked pure: esbuild keeps an unused object
 * that reads RULE's properties, and a widget that takes only the sail's checks from this module
 * (the sail lab) would carry it.
 */
export const PROFIT_VARIANT_RULES: Readonly<Record<ProfitVariant, ProfitVariantRules>> = /* @__PURE__ */ (() => ({
  plain: { rule: RULE.profitRevenue },
  merchant: { bonus: 1, rule: RULE.merchant },
  'merchant-bribed': { bonus: 1, ignoreEmbargo: true, rule: RULE.merchant },
  smuggler: { ignoreBlockade: true, rule: RULE.smuggler },
  'smuggler-bribed': { ignoreBlockade: true, ignoreEmbargo: true, rule: RULE.smuggler },
}))();

/** VP shared by the pirates who aided a side mission most, when its flagship arrives. */
export const MISSION_VP = 4;
/** Gold the bribed Governor gains. */
export const GOVERNOR_GOLD = 2;
/** Gold the Port Master's basic action costs. */
export const PORT_MASTER_FEE = 1;
/** The most a flagship-moving official moves its ship: basic and bribed. */
export const FLAGSHIP_MOVES: Readonly<Record<'captain' | 'commodore', { basic: number; bribed: number }>> = { captain: { basic: 2, bribed: 3 }, commodore: { basic: 1, bribed: 2 } };

function refuse(rule: RuleId, message: string): never {
  throw new RuleViolation(rule, message);
}

/** Events in the making: each is folded in as it is told, so the next step sees the state it left. */
class Story {
  readonly events: SteamPiratesEvent[] = [];
  state: SteamPiratesState;

  constructor(state: SteamPiratesState) {
    this.state = state;
  }

  tell(event: SteamPiratesEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}

export function decide(state: SteamPiratesState, command: SteamPiratesCommand): SteamPiratesEvent[] {
  return decideStory(state, command).events;
}

/**
 * The state after `command`: the events `decide` gives, folded in as `decide` told them. For a bot
 * that tries command after command (the heuristic), so each is folded once, not again after.
 */
export function stateAfter(state: SteamPiratesState, command: SteamPiratesCommand): SteamPiratesState {
  return decideStory(state, command).state;
}

function decideStory(state: SteamPiratesState, command: SteamPiratesCommand): Story {
  if (state.phase === 'over') refuse(RULE.endWinner, 'The game is over: nothing more can be played.');
  const prompt = state.prompt;
  if (prompt !== null) {
    if (command.type === 'return-cubes' && prompt.id === 'judge') return returnCubes(state, command.player, command.cubes);
    if (command.type === 'sell-house' && prompt.id === 'sell-houses') return sellHouse(state, command.player, command.island);
    refuse(prompt.id === 'judge' ? RULE.judge : RULE.refreshNotoriety, `${prompt.player} must first answer: ${prompt.id === 'judge' ? 'which drawn cubes go back to their owners' : 'which Trade House to sell to pay the fine'}.`);
  }
  const turn = state.turn;
  if (state.phase !== 'action' || turn === null) return refuse(RULE.roundTurns, 'No turn is under way.');
  if (command.player !== turn.player) refuse(RULE.roundTurns, `It is ${turn.player}'s turn, not ${describeValue(command.player)}'s.`);
  switch (command.type) {
    case 'sail':
      return sail(state, command.player, command.path);
    case 'bribe':
      return act(state, command.player, command.die, 'official', (story) => {
        bribe(story, command.player, command.official, false);
      });
    case 'official':
      return act(state, command.player, command.die, 'official', (story) => {
        useOfficial(story, command.player, command.official, command.bribed, command.use ?? {});
      });
    case 'establish':
      return act(state, command.player, command.die, 'establish', (story) => {
        establish(story, command.player, { cube: true });
      });
    case 'profit':
      return act(state, command.player, command.die, 'profit', (story) => {
        profit(story, command.player, PROFIT_VARIANT_RULES.plain);
      });
    case 'cut-losses':
      return cutLosses(state, command.player, command.die);
    case 'return-cubes':
      return refuse(RULE.judge, 'No cubes have been drawn for the Judge.');
    case 'sell-house':
      return refuse(RULE.refreshNotoriety, 'No fine is waiting to be paid.');
    default:
      return unknownCommand('Steam Pirates', command);
  }
}

// --- Sailing --------------------------------------------------------------------------------------

/** Why a sail along `path` is refused, or null when it is legal; the cost comes with it. */
export function sailProblem(state: SteamPiratesState, player: PlayerId, path: unknown): { rule: RuleId; reason: string } | null {
  const pirate = pirateOf(state, player);
  if (state.turn?.sailed === true) return { rule: RULE.turnSteps, reason: 'A frigate sails at most once a turn, before the action.' };
  if (!Array.isArray(path) || path.length === 0 || path.length > MOST_SAIL_MOVES) {
    return { rule: RULE.sailMoves, reason: `A sail moves 1 to ${String(MOST_SAIL_MOVES)} islands; got ${describeValue(path)}.` };
  }
  const blocked = flagshipIslands(state);
  let at = pirate.at;
  for (const [index, step] of (path as unknown[]).entries()) {
    if (typeof step !== 'string' || islandOf(state, step) === undefined) return { rule: RULE.sailMoves, reason: `path[${String(index)}] must be an island of the map; got ${describeValue(step)}.` };
    if (!linkedTo(state, at).includes(step)) return { rule: RULE.sailMoves, reason: `${name(state, at)} and ${name(state, step)} are not linked: a frigate moves only along links.` };
    if (blocked.includes(step)) return { rule: RULE.sailFlagships, reason: `A flagship is harboured at ${name(state, step)}: a frigate never sails into or through a flagship's island.` };
    if (step === pirate.at || (path as unknown[]).indexOf(step) !== index) return { rule: RULE.sailMoves, reason: `The sail enters ${name(state, step)} twice: a sail never comes back to an island it has been to.` };
    at = step;
  }
  const end = islandOf(state, at);
  if (end?.kind !== 'city') return { rule: RULE.sailHarbour, reason: `${name(state, at)} is a treasure island: a sail must end at a city island.` };
  const { cost } = sailCost(state, pirate.at, path as string[]);
  if (cost > pirate.gold) return { rule: RULE.sailCost, reason: `This sail costs ${String(cost)} Gold and ${player} has ${String(pirate.gold)}.` };
  return null;
}

/**
 * Why no sail the pirate may take now ends at `island`, or null when one does: for a map whose
 * reader presses an island no sail reaches. The reasons are `sailProblem`'s rules, said of the
 * island rather than of one path: not this pirate's turn, sailed already this turn, the frigate
 * is there, a treasure island, a flagship harboured there or on every way there, more than
 * MOST_SAIL_MOVES islands away, or dearer than the pirate's Gold (the cheapest way said).
 */
export function sailToProblem(state: SteamPiratesState, player: PlayerId, island: string): { rule: RuleId; reason: string } | null {
  const turn = state.turn;
  if (state.phase !== 'action' || turn === null || state.prompt !== null) return { rule: RULE.roundTurns, reason: 'No turn is under way.' };
  if (player !== turn.player) return { rule: RULE.roundTurns, reason: `It is ${turn.player}'s turn, not ${player}'s.` };
  if (turn.sailed) return { rule: RULE.turnSteps, reason: 'A frigate sails at most once a turn, before the action.' };
  const pirate = pirateOf(state, player);
  const end = islandOf(state, island);
  const here = name(state, island);
  if (end === undefined) return { rule: RULE.sailMoves, reason: `${describeValue(island)} is no island of the map.` };
  if (island === pirate.at) return { rule: RULE.sailMoves, reason: `${player}'s frigate is at ${here} already: a sail takes it 1 to ${String(MOST_SAIL_MOVES)} islands on, never back to where it set out.` };
  if (end.kind !== 'city') return { rule: RULE.sailHarbour, reason: `${here} is a treasure island: a sail may pass through it, but ends at a city island.` };
  const flagships = FLAGSHIPS.filter((ship) => state.flagships[ship].at === island);
  if (flagships.length > 0) return { rule: RULE.sailFlagships, reason: `${capitalised(listShips(flagships))} ${flagships.length === 1 ? 'is' : 'are'} harboured at ${here}: a frigate never sails into or through a flagship's island.` };
  const ways = sailsFrom(state, pirate.at).filter((way) => way.path[way.path.length - 1] === island);
  if (ways.length === 0) {
    const links = neighbourTable(state.data.map, 'all');
    const toIsland = distancesTo(links, island);
    const far = toIsland.get(pirate.at);
    if (far === undefined) return { rule: RULE.sailMoves, reason: `No links join ${name(state, pirate.at)} to ${here}.` };
    if (far > MOST_SAIL_MOVES) return { rule: RULE.sailMoves, reason: `${here} is ${String(far)} islands away from ${name(state, pirate.at)}: a frigate sails at most ${String(MOST_SAIL_MOVES)}.` };
    // Near enough, yet no way there: every way within reach passes a flagship's island.
    const fromPirate = distancesTo(links, pirate.at);
    const blocking = FLAGSHIPS.filter((ship) => {
      const at = state.flagships[ship].at;
      return (fromPirate.get(at) ?? Number.POSITIVE_INFINITY) + (toIsland.get(at) ?? Number.POSITIVE_INFINITY) <= MOST_SAIL_MOVES;
    });
    const where = listWords(blocking.map((ship) => name(state, state.flagships[ship].at)), 'or');
    return { rule: RULE.sailFlagships, reason: `Every way to ${here} within ${String(MOST_SAIL_MOVES)} islands passes ${where}, where ${listShips(blocking)} ${blocking.length === 1 ? 'is' : 'are'} harboured: a frigate never sails through a flagship's island.` };
  }
  const costs = ways.map((way) => ({ way, ...sailCost(state, pirate.at, way.path) })).sort((a, b) => a.cost - b.cost);
  const cheapest = costs[0];
  if (cheapest === undefined || cheapest.cost <= pirate.gold) return null;
  const route = [pirate.at, ...cheapest.way.path].map((id) => name(state, id)).join(' → ');
  return { rule: RULE.sailCost, reason: `The cheapest sail to ${here} (${route}${cheapest.withWind ? ', with the wind' : ''}) costs ${String(cheapest.cost)} Gold and ${player} has ${String(pirate.gold)}.` };
}

/** "the Dreadnought", "the Dreadnought and the Flying Fortress". */
function listShips(ships: readonly Flagship[]): string {
  return listWords(ships.map((ship) => `the ${shipName(ship)}`), 'and');
}

function capitalised(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function listWords(words: readonly string[], join: 'and' | 'or'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${join} ${words[words.length - 1] ?? ''}`;
}

function sail(state: SteamPiratesState, player: PlayerId, path: string[]): Story {
  const problem = sailProblem(state, player, path);
  if (problem !== null) refuse(problem.rule, problem.reason);
  const pirate = pirateOf(state, player);
  const story = new Story(state);
  const { cost, withWind } = sailCost(state, pirate.at, path);
  story.tell({ type: 'sailed', rule: RULE.sailCost, player, path: [...path], cost, withWind });
  for (const island of path) {
    if ((story.state.treasures[island] ?? []).includes(player)) story.tell({ type: 'treasure-taken', rule: RULE.sailTreasure, player, island });
  }
  const harbour = path[path.length - 1] ?? pirate.at;
  const good = islandOf(state, harbour)?.good;
  if (good !== undefined && !pirate.connected.includes(harbour)) story.tell({ type: 'anchored', rule: RULE.sailAnchor, player, island: harbour, good });
  return story;
}

// --- Actions --------------------------------------------------------------------------------------

/** Uses a die for an action (the die must allow it), performs it, then ends the turn unless a prompt waits. */
function act(state: SteamPiratesState, player: PlayerId, die: number, action: 'official' | 'establish' | 'profit', perform: (story: Story) => void): Story {
  const symbol = dieAt(state, die);
  if (!dieAllows(symbol, action)) refuse(RULE.actionDice, `Die ${String(die)} shows ${symbol}: it does not allow ${action === 'official' ? 'an Official action' : action === 'establish' ? 'an Establish action' : 'a Profit action'}.`);
  const story = new Story(state);
  story.tell({ type: 'die-used', rule: RULE.actionDice, player, die, symbol });
  perform(story);
  if (story.state.prompt === null) endTurn(story);
  return story;
}

function dieAt(state: SteamPiratesState, die: unknown): ActionSymbol {
  if (typeof die !== 'number' || !Number.isInteger(die) || die < 0 || die >= state.dice.length) {
    return refuse(RULE.actionDice, `die must be the index of an action die still to use, 0 to ${String(state.dice.length - 1)}; got ${describeValue(die)}.`);
  }
  return state.dice[die] ?? 'profit';
}

function cutLosses(state: SteamPiratesState, player: PlayerId, die: number): Story {
  const symbol = dieAt(state, die);
  if (canPlayAnyDie(state, player)) refuse(RULE.actionCutLosses, 'A die can still be played: a pirate cuts losses only when none can.');
  const story = new Story(state);
  story.tell({ type: 'die-used', rule: RULE.actionCutLosses, player, die, symbol });
  story.tell({ type: 'cut-losses', rule: RULE.actionCutLosses, player, gold: seasonGold(state) });
  endTurn(story);
  return story;
}

/** Whether some die of the pool allows an action the pirate can perform now (steam-pirates/action.cut-losses). */
export function canPlayAnyDie(state: SteamPiratesState, player: PlayerId): boolean {
  if (state.dice.some((symbol) => symbolPlayable(state, player, symbol))) return true;
  // The turn includes its sail: a die the pirate could play after sailing somewhere this turn still counts.
  return sailPaths(state, player).some((path) => {
    const sailed = sail(state, player, path).state;
    return sailed.dice.some((symbol) => symbolPlayable(sailed, player, symbol));
  });
}

/** Whether an action of this symbol can be performed now: Profit always can; the others are tried. */
export function symbolPlayable(state: SteamPiratesState, player: PlayerId, symbol: ActionSymbol): boolean {
  if (dieAllows(symbol, 'profit')) return true;
  if (dieAllows(symbol, 'establish') && establishProblem(state, player) === null) return true;
  if (!dieAllows(symbol, 'official')) return false;
  return officialOptions(state, player).length > 0;
}

/** Every official command the pirate could give now, ignoring the die: bribes, basic and bribed actions. */
export function officialOptions(state: SteamPiratesState, player: PlayerId): ({ type: 'bribe'; official: OfficialId } | { type: 'official'; official: OfficialId; bribed: boolean; use: OfficialUse })[] {
  const options: ({ type: 'bribe'; official: OfficialId } | { type: 'official'; official: OfficialId; bribed: boolean; use: OfficialUse })[] = [];
  for (const official of state.display) if (bribeProblem(state, player, official, false) === null) options.push({ type: 'bribe', official });
  const pirate = pirateOf(state, player);
  for (const official of state.display) for (const use of usesOf(state, player, official, false)) options.push({ type: 'official', official, bribed: false, use });
  for (const official of pirate.bribed) for (const use of usesOf(state, player, official, true)) options.push({ type: 'official', official, bribed: true, use });
  return options;
}

// --- Bribing ----------------------------------------------------------------------------------------

/** Why the pirate cannot bribe `official` now (on display, a free space, a token, the Gold), or null. */
export function bribeProblem(state: SteamPiratesState, player: PlayerId, official: unknown, discounted: boolean): { rule: RuleId; reason: string } | null {
  if (!isOfficialId(official)) return { rule: RULE.officialsBribe, reason: `official must be one of the ten officials' ids; got ${describeValue(official)}.` };
  const name = OFFICIALS[official].name;
  if (!state.display.includes(official)) return { rule: RULE.officialsBribe, reason: `The ${name} is not on display: only an official on display can be bribed.` };
  const pirate = pirateOf(state, player);
  if (pirate.bribed.includes(official)) return { rule: RULE.officialsBribe, reason: `${player} has already bribed the ${name}: a pirate bribes an official once.` };
  if (pirate.bribed.length >= 6) return { rule: RULE.officialsBribe, reason: `${player} has no pirate token left to bribe with (6 in all).` };
  const space = bribeSpace(state, official);
  if (space === null) return { rule: RULE.officialsBribe, reason: `Every space of the ${name}'s bribe table is taken.` };
  const price = bribePrice(space.cost, discounted);
  if (price > pirate.gold) return { rule: RULE.officialsBribe, reason: `Bribing the ${name} costs ${String(price)} Gold and ${player} has ${String(pirate.gold)}.` };
  return null;
}

function bribe(story: Story, player: PlayerId, official: OfficialId, discounted: boolean): void {
  const problem = bribeProblem(story.state, player, official, discounted);
  if (problem !== null) refuse(discounted ? RULE.barkeep : problem.rule, problem.reason);
  const space = bribeSpace(story.state, official);
  if (space === null) return;
  const cost = bribePrice(space.cost, discounted);
  story.tell({ type: 'bribed', rule: discounted ? RULE.barkeep : RULE.officialsBribe, player, official, cost, vp: story.state.data.officials[official].vp, space: space.space });
  discardAndRefill(story, official);
}

/** An official leaves the display for the discard pile and the display is refilled (steam-pirates/officials.deck). */
function discardAndRefill(story: Story, official: OfficialId): void {
  if (!story.state.display.includes(official)) return;
  story.tell({ type: 'official-discarded', rule: RULE.officialsDeck, official });
  const reshuffled = story.state.deck.length === 0;
  const pile = reshuffled ? story.state.discard : story.state.deck;
  if (pile.length === 0) return;
  const draw = drawInt(story.state.random, 0, pile.length - 1);
  const drawn = pile[draw.value];
  if (drawn === undefined) return;
  story.tell({ type: 'official-drawn', rule: RULE.officialsDeck, official: drawn, reshuffled, random: draw.random });
}

// --- Official actions -------------------------------------------------------------------------------

/** The officials whose basic action each may use in its place (the Pirate Queen's, the Port Master's): the others of its faction, in the officials' order. */
const DELEGATES: ReadonlyMap<OfficialId, readonly Official[]> = new Map(
  Object.values(OFFICIALS).map((official) => [official.id, Object.values(OFFICIALS).filter((other) => other.faction === official.faction && other.id !== official.id)]),
);

/**
 * Every way the pirate may use this official's basic (from the display) or bribed action now. Worked
 * out from each action's conditions, not by trying every use, so that listing the legal commands
 * stays cheap; a test checks it against `officialProblem` on states of random games.
 */
export function usesOf(state: SteamPiratesState, player: PlayerId, official: OfficialId, bribed: boolean): OfficialUse[] {
  const pirate = pirateOf(state, player);
  if (bribed ? !pirate.bribed.includes(official) : !state.display.includes(official)) return [];
  if (official !== 'pirate-queen' && official !== 'port-master') return bribed ? bribedUses(state, player, official) : basicUses(state, player, official, false);
  if (official === 'port-master' && !bribed && pirate.gold < PORT_MASTER_FEE) return [];
  const treasures = official === 'pirate-queen' && bribed ? Object.keys(state.treasures).filter((island) => (state.treasures[island] ?? []).includes(player)) : [];
  const uses: OfficialUse[] = [];
  for (const other of DELEGATES.get(official) ?? []) {
    for (const use of basicUses(state, player, other.id, true)) {
      if (treasures.length === 0) uses.push({ as: other.id, ...use });
      else for (const treasure of treasures) uses.push({ as: other.id, ...use, treasure });
    }
  }
  return uses;
}

/** The ways to use an official's basic action now; `delegated` when the Pirate Queen or Port Master asks for it. */
function basicUses(state: SteamPiratesState, player: PlayerId, official: OfficialId, delegated: boolean): OfficialUse[] {
  switch (official) {
    case 'barkeep':
      return state.display.filter((target) => target !== 'barkeep' && OFFICIALS[target].faction === 'syndicate' && bribeProblem(state, player, target, true) === null).map((target) => ({ target }));
    case 'smuggler':
    case 'merchant':
      return [{}];
    case 'charter':
      return establishProblem(state, player) === null ? [{}] : [];
    case 'captain':
    case 'commodore':
      return flagshipMoves(state, official, FLAGSHIP_MOVES[official].basic);
    case 'judge':
      return state.bag.length > 0 ? [{}] : [];
    case 'governor':
      return !delegated || state.display.includes('governor') ? [{}] : [];
    case 'pirate-queen':
    case 'port-master':
      return [];
  }
}

/** The ways to use an official's bribed action now (the Pirate Queen and Port Master aside). */
function bribedUses(state: SteamPiratesState, player: PlayerId, official: OfficialId): OfficialUse[] {
  switch (official) {
    case 'barkeep':
      return state.display.filter((target) => target !== 'barkeep' && bribeProblem(state, player, target, true) === null).map((target) => ({ target }));
    case 'captain':
    case 'commodore':
      return flagshipMoves(state, official, FLAGSHIP_MOVES[official].bribed);
    case 'governor':
      return state.display.map((target) => ({ target }));
    default:
      return basicUses(state, player, official, false);
  }
}

function flagshipMoves(state: SteamPiratesState, official: 'captain' | 'commodore', most: number): OfficialUse[] {
  if (state.flagships[FLAGSHIP_OF[official] ?? 'fortress'].arrived) return [];
  // A plain loop: the uses are listed for every state a bot looks at, and Array.from({ length }) is several times slower.
  const moves: OfficialUse[] = [];
  for (let islands = 1; islands <= most; islands++) moves.push({ islands });
  return moves;
}

/** Why the pirate cannot use the official this way now, or null. */
export function officialProblem(state: SteamPiratesState, player: PlayerId, official: unknown, bribed: unknown, use: OfficialUse): { rule: string; reason: string } | null {
  const problem = officialCardProblem(state, player, official, bribed);
  if (problem !== null || !isOfficialId(official) || typeof bribed !== 'boolean') return problem;
  try {
    tryUse(new Story(state), player, official, bribed, use);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return { rule: error.rule, reason: error.message };
    throw error;
  }
}

/** Performs the official's action on `story`, refusing a use that does not fit it. */
function tryUse(story: Story, player: PlayerId, official: OfficialId, bribed: boolean, use: OfficialUse): void {
  const state = story.state;
  const pirate = pirateOf(state, player);
  const delegates = official === 'pirate-queen' || official === 'port-master';
  if (!delegates && use.as !== undefined) refuse(RULE.officialsBasic, `Only the Pirate Queen and the Port Master use another official's action; the ${OFFICIALS[official].name} cannot.`);
  refuseStrayFields(official, bribed, use);
  switch (official) {
    case 'pirate-queen':
    case 'port-master': {
      const rule = official === 'pirate-queen' ? RULE.pirateQueen : RULE.portMaster;
      const faction = OFFICIALS[official].faction;
      const as = use.as;
      if (!isOfficialId(as) || OFFICIALS[as].faction !== faction || as === official) {
        refuse(rule, `The ${OFFICIALS[official].name} uses the basic action of another ${faction === 'syndicate' ? 'Syndicate' : 'British'} official: name it in use.as; got ${describeValue(as)}.`);
      }
      if (official === 'port-master' && !bribed) {
        if (pirate.gold < PORT_MASTER_FEE) refuse(rule, `The Port Master's basic action costs ${String(PORT_MASTER_FEE)} Gold first, and ${player} has none.`);
        story.tell({ type: 'gold-paid', rule, player, gold: PORT_MASTER_FEE, why: 'the Port Master' });
      }
      if (official === 'pirate-queen' && bribed && use.treasure !== undefined) {
        if (!(state.treasures[use.treasure] ?? []).includes(player)) refuse(rule, `${describeValue(use.treasure)} holds no map piece of ${player}'s to take.`);
      }
      story.tell({ type: 'official-used', rule, player, official, bribed, as });
      // The delegated official stays where it is: on display, it is not discarded.
      performBasic(story, player, as, use, rule);
      if (official === 'pirate-queen' && bribed && use.treasure !== undefined) story.tell({ type: 'treasure-taken', rule, player, island: use.treasure });
      if (official === 'pirate-queen' && bribed && use.treasure === undefined && Object.values(story.state.treasures).some((owners) => owners.includes(player))) {
        refuse(rule, 'The bribed Pirate Queen also takes one of your map pieces from the board: name its treasure island in use.treasure.');
      }
      break;
    }
    default:
      story.tell({ type: 'official-used', rule: bribed ? RULE.officialsBribed : RULE.officialsBasic, player, official, bribed, as: null });
      if (bribed) performBribed(story, player, official, use);
      else performBasic(story, player, official, use, RULE.officialsBasic);
  }
  if (!bribed) discardAndRefill(story, official);
}

function useOfficial(story: Story, player: PlayerId, official: OfficialId, bribed: boolean, use: OfficialUse): void {
  const problem = officialCardProblem(story.state, player, official, bribed);
  if (problem !== null) refuse(problem.rule, problem.reason);
  tryUse(story, player, official, bribed, use);
}

/** Why the pirate cannot use this official at all now: not bribed, or not on display; null if they can. */
function officialCardProblem(state: SteamPiratesState, player: PlayerId, official: unknown, bribed: unknown): { rule: RuleId; reason: string } | null {
  if (!isOfficialId(official)) return { rule: RULE.officialsBasic, reason: `official must be one of the ten officials' ids; got ${describeValue(official)}.` };
  if (typeof bribed !== 'boolean') return { rule: RULE.officialsBribed, reason: `bribed must be true or false; got ${describeValue(bribed)}.` };
  const name = OFFICIALS[official].name;
  if (bribed && !pirateOf(state, player).bribed.includes(official)) return { rule: RULE.officialsBribed, reason: `${player} has not bribed the ${name}: only a bribed official's bribed action can be used.` };
  if (!bribed && !state.display.includes(official)) return { rule: RULE.officialsBasic, reason: `The ${name} is not on display: a basic action comes from a card on display.` };
  return null;
}

/** Refuses a field of `use` that the action would not read, so a mistyped command is not quietly half-read. */
function refuseStrayFields(official: OfficialId, bribed: boolean, use: OfficialUse): void {
  const acting = isOfficialId(use.as) ? use.as : official;
  const reads: Record<keyof OfficialUse, boolean> = {
    as: official === 'pirate-queen' || official === 'port-master',
    islands: acting === 'captain' || acting === 'commodore',
    target: acting === 'barkeep' || (official === 'governor' && bribed),
    treasure: official === 'pirate-queen' && bribed,
  };
  for (const field of ['as', 'islands', 'target', 'treasure'] as const) {
    if (use[field] !== undefined && !reads[field]) refuse(RULE.officialsBasic, `use.${field} means nothing to this action of the ${OFFICIALS[official].name}: leave it out.`);
  }
}

/** An official's basic action (`via` the rule that brought it about, for a delegation). */
function performBasic(story: Story, player: PlayerId, official: OfficialId, use: OfficialUse, via: RuleId): void {
  switch (official) {
    case 'barkeep': {
      const target = use.target;
      if (!isOfficialId(target) || OFFICIALS[target].faction !== 'syndicate' || target === 'barkeep') {
        refuse(RULE.barkeep, `The Barkeep's basic action bribes another Syndicate official on display: name it in use.target; got ${describeValue(target)}.`);
      }
      bribe(story, player, target, true);
      return;
    }
    case 'smuggler':
      profit(story, player, PROFIT_VARIANT_RULES.smuggler);
      return;
    case 'charter':
      establish(story, player, { cube: true }, RULE.charter);
      return;
    case 'captain':
    case 'commodore':
      moveByOfficial(story, player, official, use.islands, FLAGSHIP_MOVES[official].basic);
      return;
    case 'merchant':
      profit(story, player, PROFIT_VARIANT_RULES.merchant);
      return;
    case 'judge':
      drawForJudge(story, player, 2, 1);
      return;
    case 'governor':
      if (via !== RULE.officialsBasic && !story.state.display.includes('governor')) refuse(RULE.governor, 'The Governor is not on display: his basic action discards him from it, so there is nothing to do.');
      // From the display the Governor is discarded as every basic action's card is; delegated, here.
      if (via !== RULE.officialsBasic) discardAndRefill(story, 'governor');
      return;
    case 'pirate-queen':
    case 'port-master':
      refuse(via, `The ${OFFICIALS[official].name}'s action cannot be delegated to.`);
  }
}

/** An official's bribed action (the Pirate Queen and Port Master are handled by `tryUse`). */
function performBribed(story: Story, player: PlayerId, official: OfficialId, use: OfficialUse): void {
  switch (official) {
    case 'barkeep': {
      const target = use.target;
      if (!isOfficialId(target) || target === 'barkeep') refuse(RULE.barkeep, `The bribed Barkeep bribes another official on display: name it in use.target; got ${describeValue(target)}.`);
      bribe(story, player, target, true);
      return;
    }
    case 'smuggler':
      profit(story, player, PROFIT_VARIANT_RULES['smuggler-bribed']);
      return;
    case 'charter':
      establish(story, player, { cube: false }, RULE.charter);
      return;
    case 'captain':
    case 'commodore':
      moveByOfficial(story, player, official, use.islands, FLAGSHIP_MOVES[official].bribed);
      return;
    case 'merchant':
      profit(story, player, PROFIT_VARIANT_RULES['merchant-bribed']);
      return;
    case 'judge':
      drawForJudge(story, player, 3, 2);
      return;
    case 'governor': {
      const target = use.target;
      if (!isOfficialId(target) || !story.state.display.includes(target)) refuse(RULE.governor, `The bribed Governor discards an official on display: name it in use.target; got ${describeValue(target)}.`);
      discardAndRefill(story, target);
      story.tell({ type: 'gold-gained', rule: RULE.governor, player, gold: GOVERNOR_GOLD, why: 'the Governor' });
      return;
    }
    case 'pirate-queen':
    case 'port-master':
      return;
  }
}

// --- Establish and Profit -----------------------------------------------------------------------------

/** Why the pirate cannot establish a Trade House where the frigate is harboured, or null. */
export function establishProblem(state: SteamPiratesState, player: PlayerId, rule: RuleId = RULE.establish): { rule: RuleId; reason: string } | null {
  const pirate = pirateOf(state, player);
  const island = islandOf(state, pirate.at);
  if (island?.kind !== 'city' || island.good === undefined || island.cost === undefined) return { rule, reason: `${player}'s frigate is not at a city island.` };
  if (pirate.houses.includes(island.id)) return { rule, reason: `${player} already has a Trade House at ${islandLabel(island)}: one a pirate on each island.` };
  if (housesLeft(pirate) === 0) return { rule, reason: `${player} has built all 8 Trade Houses.` };
  if (island.cost > pirate.gold) return { rule, reason: `A Trade House at ${islandLabel(island)} costs ${String(island.cost)} Gold and ${player} has ${String(pirate.gold)}.` };
  return null;
}

function establish(story: Story, player: PlayerId, options: { cube: boolean }, rule: RuleId = RULE.establish): void {
  const problem = establishProblem(story.state, player, rule);
  if (problem !== null) refuse(problem.rule, problem.reason);
  const pirate = pirateOf(story.state, player);
  const island = islandOf(story.state, pirate.at);
  if (island?.good === undefined || island.cost === undefined) return;
  story.tell({ type: 'established', rule, player, island: island.id, good: island.good, cost: island.cost, cube: options.cube && pirate.cubes > 0 });
}

function profit(story: Story, player: PlayerId, variant: ProfitVariantRules): void {
  const earned = profitOf(story.state, player, variant);
  story.tell({ type: 'profited', rule: variant.rule, player, seasonGold: earned.seasonGold, bonus: earned.bonus, lines: earned.lines, total: earned.total });
}

// --- Flagships and side missions ----------------------------------------------------------------------

function moveByOfficial(story: Story, player: PlayerId, official: 'captain' | 'commodore', islands: unknown, most: number): void {
  const ship = FLAGSHIP_OF[official] ?? 'fortress';
  const rule = official === 'captain' ? RULE.captain : RULE.commodore;
  if (typeof islands !== 'number' || !Number.isInteger(islands) || islands < 1 || islands > most) {
    refuse(rule, `The ${OFFICIALS[official].name} moves the ${shipName(ship)} 1 to ${String(most)} islands: say how many in use.islands; got ${describeValue(islands)}.`);
  }
  if (story.state.flagships[ship].arrived) refuse(rule, `The ${shipName(ship)} has already reached her destination this season.`);
  moveFlagship(story, ship, islands, rule);
  const pirate = pirateOf(story.state, player);
  // Aiding the side mission: a cube from the pirate's supply, and with it a VP and the season's gold.
  const cube = pirate.cubes > 0;
  story.tell({ type: 'mission-aided', rule: RULE.missionsAid, player, ship, cube, vp: cube ? 1 : 0, gold: cube ? seasonGold(story.state) : 0 });
  scoreArrival(story, ship);
}

export function shipName(ship: Flagship): string {
  return ship === 'dreadnought' ? 'Dreadnought' : 'Flying Fortress';
}

/** The most wind-die faces one move may roll: a tie that 64 faces leave standing is refused (RULE.rollTie). */
const FACES_AHEAD = 64;

/** Moves a flagship up to `steps` islands towards its destination, rolling the wind die for ties. */
function moveFlagship(story: Story, ship: Flagship, steps: number, rule: RuleId): void {
  const flagship = story.state.flagships[ship];
  if (flagship.arrived || steps <= 0) return;
  // Faces are rolled only as a tie needs them (at most FACES_AHEAD), each from the state the last left.
  const faces: Bearing[] = [];
  const states: RandomState[] = [story.state.random];
  const face = (index: number): Bearing | undefined => {
    while (faces.length <= index && faces.length < FACES_AHEAD) {
      const draw = drawInt(states[faces.length] ?? story.state.random, 0, BEARINGS.length - 1);
      faces.push(BEARINGS[draw.value] ?? 'N');
      states.push(draw.random);
    }
    return faces[index];
  };
  // Read as flagshipRoute reads its options.steps: a move of more than 3 islands is refused alike.
  const islands = readFlagshipSteps(steps, { path: 'options.steps', rule: RULE.route });
  const route = routeWithFaces(story.state.data.map, flagship.at, flagship.destination, story.state.wind, islands, 'city', face);
  story.tell({ type: 'flagship-moved', rule, ship, islands: route.islands, rolls: route.rolls, arrived: route.arrived, random: states[route.rolls.length] ?? story.state.random });
}

/** When a flagship arrives, the pirates with the most cubes on its mission share its VP, rounded down. */
function scoreArrival(story: Story, ship: Flagship): void {
  const flagship = story.state.flagships[ship];
  if (!flagship.arrived || flagship.mission.length === 0) return;
  const counts = new Map<PlayerId, number>();
  for (const owner of flagship.mission) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const winners = story.state.players.filter((player) => counts.get(player) === most);
  story.tell({ type: 'mission-scored', rule: RULE.missionsArrival, ship, winners, vp: Math.floor(MISSION_VP / winners.length) });
}

// --- The Judge and fines ---------------------------------------------------------------------------

function drawCubes(random: RandomState, bag: readonly CubeOwner[], count: number): { cubes: CubeOwner[]; random: RandomState } {
  const left = [...bag];
  const cubes: CubeOwner[] = [];
  let next = random;
  for (let drawn = 0; drawn < count && left.length > 0; drawn++) {
    const draw = drawInt(next, 0, left.length - 1);
    next = draw.random;
    cubes.push(...left.splice(draw.value, 1));
  }
  return { cubes, random: next };
}

function drawForJudge(story: Story, player: PlayerId, count: number, most: number): void {
  if (story.state.bag.length === 0) refuse(RULE.judge, 'The Notorious bag is empty: the Judge has no cube to draw.');
  const drawn = drawCubes(story.state.random, story.state.bag, count);
  story.tell({ type: 'cubes-drawn', rule: RULE.judge, player, cubes: drawn.cubes, most: Math.min(most, drawn.cubes.length), random: drawn.random });
  // With one cube drawn there is nothing to choose: it goes back to its owner.
  if (drawn.cubes.length === 1) story.tell({ type: 'cubes-returned', rule: RULE.judge, player, returned: drawn.cubes, toBag: [] });
}

function returnCubes(state: SteamPiratesState, player: PlayerId, picks: unknown): Story {
  const prompt = state.prompt;
  if (prompt?.id !== 'judge') return refuse(RULE.judge, 'No cubes have been drawn for the Judge.');
  if (player !== prompt.player) refuse(RULE.judge, `${prompt.player} drew the cubes and chooses, not ${describeValue(player)}.`);
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > prompt.most) {
    refuse(RULE.judge, `Give back ${prompt.most === 1 ? '1 cube' : `1 to ${String(prompt.most)} cubes`}: cubes must list the drawn cubes' indexes; got ${describeValue(picks)}.`);
  }
  const indexes = picks as unknown[];
  indexes.forEach((index, at) => {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= prompt.drawn.length || indexes.indexOf(index) !== at) {
      refuse(RULE.judge, `cubes[${String(at)}] must be the index of a drawn cube, 0 to ${String(prompt.drawn.length - 1)}, each once; got ${describeValue(index)}.`);
    }
  });
  const story = new Story(state);
  const returned = prompt.drawn.filter((_, index) => indexes.includes(index));
  const toBag = prompt.drawn.filter((_, index) => !indexes.includes(index));
  story.tell({ type: 'cubes-returned', rule: RULE.judge, player, returned, toBag });
  endTurn(story);
  return story;
}

function sellHouse(state: SteamPiratesState, player: PlayerId, island: unknown): Story {
  const prompt = state.prompt;
  if (prompt?.id !== 'sell-houses') return refuse(RULE.refreshNotoriety, 'No fine is waiting to be paid.');
  if (player !== prompt.player) refuse(RULE.refreshNotoriety, `${prompt.player} owes the fine and sells, not ${describeValue(player)}.`);
  const pirate = pirateOf(state, player);
  if (typeof island !== 'string' || !pirate.houses.includes(island)) refuse(RULE.refreshNotoriety, `island must be one of ${player}'s Trade Houses (${pirate.houses.join(', ')}); got ${describeValue(island)}.`);
  const story = new Story(state);
  story.tell({ type: 'house-sold', rule: RULE.refreshNotoriety, player, island, gold: islandOf(state, island)?.cost ?? 0 });
  settleFines(story);
  if (story.state.prompt === null) finishRefresh(story);
  return story;
}

/** Pays the fines waiting, in order; a pirate short of Gold but owning houses must sell first (a prompt). */
function settleFines(story: Story): void {
  for (;;) {
    const fine = story.state.fines[0];
    if (fine === undefined) return;
    const pirate = pirateOf(story.state, fine.player);
    if (pirate.gold < fine.fine && pirate.houses.length > 0) {
      if (story.state.prompt === null) story.tell({ type: 'sale-forced', rule: RULE.refreshNotoriety, player: fine.player, fine: fine.fine });
      return;
    }
    story.tell({ type: 'fined', rule: RULE.refreshNotoriety, player: fine.player, fine: fine.fine, paid: Math.min(fine.fine, pirate.gold) });
  }
}

// --- The end of a turn, a round, a season, the game ---------------------------------------------------------

function endTurn(story: Story): void {
  const state = story.state;
  const turn = state.turn;
  if (turn === null) return;
  if (state.dice.length > 0) {
    story.tell({ type: 'turn-started', rule: RULE.roundTurns, player: nextPlayer(state, turn.player) });
    return;
  }
  const ends = roundEnds(state);
  if (ends.game) {
    const scores = finalScores(state);
    story.tell({ type: 'game-ended', rule: RULE.endWinner, scores, winners: rankWinners(state, scores) });
    return;
  }
  // The refresh phase: A. pass the first player token, B. roll, C. notoriety check.
  story.tell({ type: 'first-player-passed', rule: RULE.refreshFirstPlayer, player: nextPlayer(state, state.firstPlayer) });
  const roll = rollDice(story.state.random, state.data.actionDie);
  story.tell({ type: 'dice-rolled', rule: RULE.refreshRoll, dice: roll.dice, wind: roll.wind, random: roll.random });
  const octopuses = roll.dice.filter((symbol) => symbol === 'wild').length;
  for (let draw = 0; draw < octopuses && story.state.bag.length > 0; draw++) {
    const drawn = drawCubes(story.state.random, story.state.bag, 1);
    const cube = drawn.cubes[0];
    if (cube === undefined) break;
    story.tell({ type: 'notoriety-drawn', rule: RULE.refreshNotoriety, cube, fine: cube === SYNDICATE ? 0 : seasonGold(state), random: drawn.random });
  }
  settleFines(story);
  if (story.state.prompt === null) finishRefresh(story);
}

/** D. the season's end, or E. the flagships advance; then the next round begins. */
function finishRefresh(story: Story): void {
  const state = story.state;
  const ends = roundEnds(state);
  if (ends.season) {
    const draw = drawInt(state.random, 0, Math.max(0, state.eventDeck.length - 1));
    const event = state.eventDeck[draw.value] ?? state.event;
    story.tell({ type: 'season-started', rule: RULE.refreshSeasonEnd, season: state.season + 1, event, random: draw.random });
    const card = state.data.events.find((candidate) => candidate.id === event);
    story.tell({
      type: 'flagships-placed',
      rule: RULE.refreshSeasonEnd,
      event,
      flagships: {
        dreadnought: { at: card?.missions.dreadnought.start ?? state.data.haven, destination: card?.missions.dreadnought.destination ?? state.data.haven },
        fortress: { at: card?.missions.fortress.start ?? state.data.haven, destination: card?.missions.fortress.destination ?? state.data.haven },
      },
    });
  } else {
    const advance = refreshAdvance(state.players.length);
    for (const ship of ['fortress', 'dreadnought'] as const) {
      // A side mission scores once, on the round its flagship arrives: one already there stays put and pays nothing more.
      if (story.state.flagships[ship].arrived) continue;
      moveFlagship(story, ship, advance[ship], RULE.refreshFlagships);
      scoreArrival(story, ship);
    }
  }
  const next = story.state;
  story.tell({ type: 'round-started', rule: RULE.seasonRounds, season: next.season, round: ends.season ? 1 : next.round + 1, firstPlayer: next.firstPlayer });
  story.tell({ type: 'turn-started', rule: RULE.roundTurns, player: next.firstPlayer });
}

function name(state: SteamPiratesState, id: string): string {
  const island = islandOf(state, id);
  return island === undefined ? id : islandLabel(island);
}
