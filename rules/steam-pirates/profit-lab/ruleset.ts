/**
 * The profit lab as a ruleset: one pirate's Trade Houses and connections, the season, the two
 * flagships' harbours and the way the Profit is taken, each changed by a command the rules check
 * (a city island, at most 8 houses, a season of the three). What the Profit earns is
 * `profitLabResult` of the state's lab: the rules' own `profitOf` on the game the lab stages.
 * It never ends by itself.
 */
import { RuleViolation, readBoolean, readOneOf, readWholeNumber, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { PROFIT_VARIANTS, PROFIT_VARIANT_RULES, type ProfitVariant } from '../decide.ts';
import { LAB_READER, splitSeed } from '../lab-setup.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { SEASON_RANGE, SUPPLY } from '../tables.ts';
import { CITY_ISLANDS, readCityIsland, readProfitLab, toggleConnection, toggleHouse, type ProfitLab, type ProfitLabSetup } from './lab.ts';

/** The two flagships a Profit minds: the Fortress's island is under embargo, the Dreadnought's under blockade. */
export const PROFIT_FLAGSHIPS = ['fortress', 'dreadnought'] as const;
export type ProfitFlagship = (typeof PROFIT_FLAGSHIPS)[number];

/** The rule each flagship's harbour brings into a Profit. */
export const FLAGSHIP_RULE: Readonly<Record<ProfitFlagship, RuleId>> = { fortress: RULE.profitEmbargo, dreadnought: RULE.profitBlockade };

export interface ProfitLabState {
  /** The lab as the setup gave it, for `reset`. */
  start: ProfitLab;
  /** The lab now. */
  lab: ProfitLab;
}

export type ProfitLabCommand =
  | { type: 'season'; season: number }
  | { type: 'variant'; variant: ProfitVariant }
  | { type: 'harbour'; ship: ProfitFlagship; island: string }
  /** A Trade House built (`built: true`) or taken away at a city island. */
  | { type: 'house'; island: string; built: boolean }
  /** A city island connected (anchored at) or no longer; cutting a house's island takes the house away. */
  | { type: 'connection'; island: string; connected: boolean }
  | { type: 'reset' };

export type ProfitLabEvent =
  | { type: 'season-set'; rule: RuleId; season: number }
  | { type: 'variant-set'; rule: RuleId; variant: ProfitVariant }
  | { type: 'flagship-harboured'; rule: RuleId; ship: ProfitFlagship; island: string }
  /** A house built: its island connected too, if it was not. */
  | { type: 'house-built'; rule: RuleId; island: string }
  | { type: 'house-removed'; rule: RuleId; island: string }
  | { type: 'island-connected'; rule: RuleId; island: string }
  /** An island no longer connected: `house`, its Trade House taken away with it. */
  | { type: 'island-disconnected'; rule: RuleId; island: string; house: boolean }
  | { type: 'lab-reset'; rule: RuleId; lab: ProfitLab };

function initialState(setup: ProfitLabSetup & { seed?: unknown }): ProfitLabState {
  // The seed is read (a Profit draws nothing, but every setup may carry one); the rest is the lab's.
  const { fields } = splitSeed(setup, RULE.profitRevenue);
  const lab = readProfitLab(fields);
  return { start: lab, lab };
}

function decide(state: ProfitLabState, command: ProfitLabCommand): ProfitLabEvent[] {
  const { lab } = state;
  switch (command.type) {
    case 'season':
      return [{ type: 'season-set', rule: RULE.seasonGold, season: readWholeNumber(command.season, { path: 'season', rule: RULE.seasonGold }, SEASON_RANGE) }];
    case 'variant': {
      const variant = readOneOf(command.variant, { path: 'variant', rule: RULE.profitRevenue }, PROFIT_VARIANTS);
      return [{ type: 'variant-set', rule: PROFIT_VARIANT_RULES[variant].rule, variant }];
    }
    case 'harbour': {
      const ship = readOneOf(command.ship, { path: 'ship', rule: RULE.profitEmbargo }, PROFIT_FLAGSHIPS);
      const island = readCityIsland(command.island, { path: ship, rule: FLAGSHIP_RULE[ship] });
      return [{ type: 'flagship-harboured', rule: FLAGSHIP_RULE[ship], ship, island }];
    }
    case 'house':
      return decideHouse(lab, command);
    case 'connection':
      return decideConnection(lab, command);
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.profitRevenue, lab: state.start }];
    default:
      return unknownCommand('The profit lab', command);
  }
}

function decideHouse(lab: ProfitLab, command: { island: unknown; built: unknown }): ProfitLabEvent[] {
  const island = readCityIsland(command.island, { path: 'houses', rule: RULE.establish });
  const built = readBoolean(command.built, { path: 'built', rule: RULE.establish });
  const has = lab.houses.includes(island);
  if (built === has) return [];
  if (!built) return [{ type: 'house-removed', rule: RULE.establish, island }];
  if (lab.houses.length >= SUPPLY.houses) {
    throw new RuleViolation(RULE.establish, `A pirate has ${String(SUPPLY.houses)} Trade Houses in all: remove one first.`, 'houses', { most: SUPPLY.houses });
  }
  return [{ type: 'house-built', rule: RULE.establish, island }];
}

function decideConnection(lab: ProfitLab, command: { island: unknown; connected: unknown }): ProfitLabEvent[] {
  const island = readCityIsland(command.island, { path: 'connections', rule: RULE.sailAnchor });
  const connected = readBoolean(command.connected, { path: 'connected', rule: RULE.sailAnchor });
  if (connected === lab.connected.includes(island)) return [];
  if (connected) return [{ type: 'island-connected', rule: RULE.sailAnchor, island }];
  // A house stands only where its pirate is connected: cutting the island takes the house away.
  return [{ type: 'island-disconnected', rule: RULE.sailAnchor, island, house: lab.houses.includes(island) }];
}

function evolve(state: ProfitLabState, event: ProfitLabEvent): ProfitLabState {
  const { lab } = state;
  switch (event.type) {
    case 'season-set':
      return { ...state, lab: { ...lab, season: event.season } };
    case 'variant-set':
      return { ...state, lab: { ...lab, variant: event.variant } };
    case 'flagship-harboured':
      return { ...state, lab: { ...lab, [event.ship]: event.island } };
    case 'house-built':
    case 'house-removed':
      return { ...state, lab: toggleHouse(lab, event.island) };
    case 'island-connected':
    case 'island-disconnected':
      return { ...state, lab: toggleConnection(lab, event.island) };
    case 'lab-reset':
      return { ...state, lab: event.lab };
  }
}

function legalCommands(state: ProfitLabState): ProfitLabCommand[] {
  const { lab } = state;
  const seasons = Array.from({ length: SEASON_RANGE.max }, (_, index) => index + 1).filter((season) => season !== lab.season);
  const commands: ProfitLabCommand[] = [
    ...seasons.map((season): ProfitLabCommand => ({ type: 'season', season })),
    ...PROFIT_VARIANTS.filter((variant) => variant !== lab.variant).map((variant): ProfitLabCommand => ({ type: 'variant', variant })),
  ];
  for (const island of CITY_ISLANDS) {
    for (const ship of PROFIT_FLAGSHIPS) if (lab[ship] !== island.id) commands.push({ type: 'harbour', ship, island: island.id });
    const has = lab.houses.includes(island.id);
    if (has || lab.houses.length < SUPPLY.houses) commands.push({ type: 'house', island: island.id, built: !has });
    commands.push({ type: 'connection', island: island.id, connected: !lab.connected.includes(island.id) });
  }
  commands.push({ type: 'reset' });
  return commands;
}

/**
 * Steam Pirates' Profit action as a sub-mechanic: the reader sets what a Profit depends on and
 * `profitLabResult(state.lab)` says what it earns.
 */
export const profitLab: Ruleset<ProfitLabState, ProfitLabCommand, ProfitLabEvent, ProfitLabSetup & { seed: number }> = {
  id: 'steam-pirates',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_READER],
  outcome: () => null,
};
