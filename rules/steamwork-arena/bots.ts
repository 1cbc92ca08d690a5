/**
 * Bots for Steamwork Arena. Each looks only at its own player's view (`view(state, player)`), so it
 * cannot see another player's reserves, hands or bids. Its chance is passed in (the engine's pure
 * `Bot`), so the same state and chance always give the same command.
 */
import { commandsFor, drawInt, type Bot, type RandomState } from '../engine/index.ts';
import { HEALTH_STEPS, distance, nearestEnemy, reserveOf, steamworkOf, type SteamworkState } from './model.ts';
import type { SteamworkCommand } from './messages.ts';
import type { Zone } from './templates.ts';
import { runningModes, valuesOf } from './decide.ts';
import { shiftCost, zoneValues } from './values.ts';
import { ruleset } from './ruleset.ts';
import { view } from './view.ts';

export type SteamworkBot = Bot<SteamworkState, SteamworkCommand>;

/**
 * A plain-sense bot: small bids, shifts toward modes with attack (and defense once damaged), closes in and attacks when it can afford to, hides everything its value allows split
 * across both hands, picks hands at random, spends pdp on health, and repairs itself one step from
 * System Failure by shutting down its weakest mode.
 */
export const heuristicBot: SteamworkBot = (state, player, random) => {
  let chance: RandomState = random;
  const draw = (low: number, high: number): number => {
    const next = drawInt(chance, low, high);
    chance = next.random;
    return next.value;
  };
  const seen = view(state, player);
  const legal = commandsFor(ruleset, seen, player);
  if (legal.length === 0) return null;
  const of = <T extends SteamworkCommand['type']>(type: T): Extract<SteamworkCommand, { type: T }>[] =>
    legal.filter((command): command is Extract<SteamworkCommand, { type: T }> => command.type === type);
  const prompt = seen.prompt;
  switch (prompt?.id) {
    case 'customise':
      return of('customise')[draw(0, of('customise').length - 1)] ?? null;
    case 'bid': {
      const bids = of('bid');
      return bids[Math.min(bids.length - 1, draw(0, 2))] ?? null;
    }
    case 'shift':
      return chooseShift(seen, of('shift'));
    case 'act':
      return chooseAct(seen, of('move'), of('attack'), of('end-act'));
    case 'hands': {
      const hides = of('hide');
      const most = Math.max(...hides.map((command) => command.hands[0] + command.hands[1]));
      const best = hides.filter((command) => command.hands[0] + command.hands[1] === most);
      return best[draw(0, best.length - 1)] ?? null;
    }
    case 'picks':
      return of('pick')[draw(0, 1)] ?? null;
    case 'spend-pdp':
      return choosePdp(seen, of('spend-pdp'));
    case 'reckoning':
      return chooseReckoning(seen, of('shut-down'), of('done'));
    default:
      return legal[draw(0, legal.length - 1)] ?? null;
  }
};

function strength(state: SteamworkState, id: string, zone: Zone): number {
  const values = zoneValues(steamworkOf(state, id).template, zone, steamworkOf(state, id).shutDown);
  return values.attack + values.defense + values.energy;
}

function chooseShift(state: SteamworkState, shifts: Extract<SteamworkCommand, { type: 'shift' }>[]): SteamworkCommand | null {
  const id = state.order[state.turn] ?? '';
  const entry = steamworkOf(state, id);
  const reserve = reserveOf(state, id);
  const score = (zone: Zone): number => {
    const values = zoneValues(entry.template, zone, entry.shutDown);
    // Attack wins games; defense matters more once damaged. A mode with no attack never wins.
    const wanted = values.attack * 2 + values.energy + values.defense * (entry.health < HEALTH_STEPS ? 2 : 1) - (values.attack === 0 ? 4 : 0);
    // Keep energy to fight with: a shift that leaves little is worth less.
    return wanted - shiftCost(entry.mode, zone) * (reserve > 6 ? 0.3 : 0.8);
  };
  return shifts.reduce<(typeof shifts)[number] | null>((chosen, command) => (chosen === null || score(command.to) > score(chosen.to) ? command : chosen), null);
}

function chooseAct(
  state: SteamworkState,
  moves: Extract<SteamworkCommand, { type: 'move' }>[],
  attacks: Extract<SteamworkCommand, { type: 'attack' }>[],
  ends: Extract<SteamworkCommand, { type: 'end-act' }>[],
): SteamworkCommand | null {
  const id = state.act?.steamwork ?? '';
  const reserve = reserveOf(state, id);
  const attack = attacks.filter((command) => reserve - command.rangeEnergy >= 2).sort((a, b) => a.rangeEnergy - b.rangeEnergy)[0];
  if (attack !== undefined) return attack;
  // Close in: the move that ends nearest the nearest enemy, if it gets nearer.
  const enemy = nearestEnemy(state, id);
  if (enemy !== null && moves.length > 0 && valuesOf(state, id).attack > 0) {
    const there = steamworkOf(state, enemy).position;
    const nearest = moves.reduce((best, command) => (distance(command.to, there) < distance(best.to, there) ? command : best));
    if (distance(nearest.to, there) + 0.5 < distance(steamworkOf(state, id).position, there)) return nearest;
  }
  return ends[0] ?? null;
}

type HealthSpend = Extract<SteamworkCommand, { type: 'spend-pdp'; effect: 'health' }>;

function choosePdp(state: SteamworkState, spends: Extract<SteamworkCommand, { type: 'spend-pdp' }>[]): SteamworkCommand | null {
  const defender = state.conflict?.defender ?? '';
  const health = spends.filter((command): command is HealthSpend => command.effect === 'health');
  // At System Failure, shut down the defender's strongest running mode.
  const shutDownStrength = (command: HealthSpend): number => (command.shutDown === undefined ? -1 : strength(state, defender, command.shutDown));
  const best = health.reduce<HealthSpend | null>((chosen, command) => (chosen === null || shutDownStrength(command) > shutDownStrength(chosen) ? command : chosen), null);
  return best ?? spends[0] ?? null;
}

function chooseReckoning(
  state: SteamworkState,
  shutDowns: Extract<SteamworkCommand, { type: 'shut-down' }>[],
  done: Extract<SteamworkCommand, { type: 'done' }>[],
): SteamworkCommand | null {
  const id = state.order[state.turn] ?? '';
  const entry = steamworkOf(state, id);
  if (entry.health > 1 || runningModes(state, id).length <= 2 || shutDowns.length === 0) return done[0] ?? null;
  const weakest = shutDowns.filter((command) => command.mode !== entry.mode).sort((a, b) => strength(state, id, a.mode) - strength(state, id, b.mode))[0];
  return weakest ?? done[0] ?? null;
}

