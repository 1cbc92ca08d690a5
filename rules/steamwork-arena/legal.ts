/**
 * Everything `decide` would accept now, for widgets and bots. Moves are a continuous choice: we offer
 * a fair sample (toward and away from the nearest enemy, full and half length) besides not moving.
 * Team bids are offered with the default split (fullest reserves first); secret customisation offers
 * keeping each template, or one of the rulebook's customised examples where the core fits.
 */
import type { PlayerId } from '../engine/index.ts';
import { ARENA_INCHES, distance, enemiesOf, nearestEnemy, reserveOf, steamworkOf, steamworksOf, type Point, type SteamworkState } from './model.ts';
import type { SteamworkCommand } from './messages.ts';
import { CUSTOMISED_TEMPLATES, ZONES, countIcons } from './templates.ts';
import { LENGTHS_INCHES, shiftCost, zoneDistance } from './values.ts';
import { iconAllowance } from './workshop.ts';
import { currentSteamwork, mayShutDown, mostRangeEnergy, rangeEnergyNeeded, runningModes, sideInConflict, valuesOf } from './decide.ts';

/**
 * On the true state: every waiting player's commands. On a player's view (steamwork-arena/round.energy):
 * only that player's, possibly none; the view shows the reserves of the viewer's steamworks alone, so
 * a player whose reserves are hidden is not the viewer and is asked nothing here. Never throws.
 */
export function legalCommands(state: SteamworkState): SteamworkCommand[] {
  const prompt = state.prompt;
  if (state.outcome !== null || prompt === null) return [];
  if (prompt.kind === 'commit-reveal') {
    // Plain loops: this runs at every step of every playout.
    const commands: SteamworkCommand[] = [];
    for (const player of prompt.players) {
      if (prompt.commitments[player] === null && reservesKnown(state, player)) commitCommands(state, prompt.id, player, commands);
    }
    return commands;
  }
  const player = prompt.player;
  if (!reservesKnown(state, player)) return [];
  switch (prompt.id) {
    case 'shift': {
      const steamwork = currentSteamwork(state);
      const reserve = reserveOf(state, steamwork);
      const { mode: from, shutDown } = steamworkOf(state, steamwork);
      const commands: SteamworkCommand[] = [];
      for (const to of ZONES) if (shiftCost(from, to) <= reserve && (to === from || !shutDown.includes(to))) commands.push({ type: 'shift', player, to });
      return commands;
    }
    case 'act':
      return actCommands(state, player);
    case 'spend-pdp':
      return pdpCommands(state, player);
    case 'reckoning': {
      const steamwork = currentSteamwork(state);
      return [
        ...(mayShutDown(state, steamwork) ? runningModes(state, steamwork).map((mode): SteamworkCommand => ({ type: 'shut-down', player, mode })) : []),
        { type: 'done', player },
      ];
    }
    default:
      return [];
  }
}

/** Whether `state` shows `player`'s reserves: the true state, or that player's own view. */
function reservesKnown(state: SteamworkState, player: PlayerId): boolean {
  for (const entry of Object.values(state.steamworks)) if (entry.controller === player && entry.reserve === null) return false;
  return true;
}

/** Adds `player`'s answers to the commit-reveal prompt `id` to `commands`. */
function commitCommands(state: SteamworkState, id: string, player: PlayerId, commands: SteamworkCommand[]): void {
  switch (id) {
    case 'customise':
      commands.push(...customiseCommands(state, player));
      return;
    case 'bid': {
      let reserve = 0;
      for (const entry of Object.values(state.steamworks)) if (entry.controller === player && !entry.out) reserve += entry.reserve ?? 0;
      for (let amount = 0; amount <= reserve; amount++) commands.push({ type: 'bid', player, amount });
      return;
    }
    case 'picks':
      commands.push({ type: 'pick', player, hand: 0 }, { type: 'pick', player, hand: 1 });
      return;
    case 'hands':
      hideCommands(state, player, commands);
      return;
    default:
      return;
  }
}

function customiseCommands(state: SteamworkState, player: PlayerId): SteamworkCommand[] {
  const commands: SteamworkCommand[] = [{ type: 'customise', player, templates: {} }];
  for (const steamwork of steamworksOf(state, player)) {
    const entry = steamworkOf(state, steamwork);
    for (const preset of CUSTOMISED_TEMPLATES) {
      if (preset.template.core === entry.template.core && countIcons(preset.template).added <= iconAllowance(entry.specials)) {
        commands.push({ type: 'customise', player, templates: { [steamwork]: preset.template } });
      }
    }
  }
  return commands;
}

function hideCommands(state: SteamworkState, player: PlayerId, commands: SteamworkCommand[]): void {
  const conflict = state.conflict;
  if (conflict === null) return;
  const steamwork = sideInConflict(state, player);
  const value = steamwork === conflict.attacker ? conflict.attackValue - conflict.rangeEnergy : conflict.defenseValue;
  const limit = Math.min(reserveOf(state, steamwork), value);
  for (let left = 0; left <= limit; left += 1) {
    for (let right = 0; left + right <= limit; right += 1) commands.push({ type: 'hide', player, hands: [left, right] });
  }
}

function insideArena(point: Point): boolean {
  return point.x >= 0 && point.y >= 0 && point.x <= ARENA_INCHES && point.y <= ARENA_INCHES;
}

function actCommands(state: SteamworkState, player: PlayerId): SteamworkCommand[] {
  const act = state.act;
  const commands: SteamworkCommand[] = [];
  if (act === null) return [{ type: 'end-act', player }];
  const steamwork = act.steamwork;
  const entry = steamworkOf(state, steamwork);
  const nearest = nearestEnemy(state, steamwork);
  if (!act.moved && nearest !== null) {
    const there = steamworkOf(state, nearest).position;
    const far = distance(entry.position, there);
    if (far > 0) {
      const length = LENGTHS_INCHES[entry.mode];
      const unit = { x: (there.x - entry.position.x) / far, y: (there.y - entry.position.y) / far };
      for (const step of [Math.min(length, far), Math.min(length / 2, far), -length, -length / 2]) {
        const to = { x: entry.position.x + unit.x * step, y: entry.position.y + unit.y * step };
        if (insideArena(to)) commands.push({ type: 'move', player, to });
      }
    }
  }
  if (!act.attacked && valuesOf(state, steamwork).attack > 0) {
    const affordable = mostRangeEnergy(state, steamwork);
    for (const target of enemiesOf(state, steamwork)) {
      const rangeEnergy = rangeEnergyNeeded(state, steamwork, target);
      if (rangeEnergy <= affordable) commands.push({ type: 'attack', player, target, rangeEnergy });
    }
  }
  commands.push({ type: 'end-act', player });
  return commands;
}

function pdpCommands(state: SteamworkState, player: PlayerId): SteamworkCommand[] {
  const conflict = state.conflict;
  if (conflict === null) return [];
  const defender = steamworkOf(state, conflict.defender);
  const commands: SteamworkCommand[] = [];
  const running = runningModes(state, conflict.defender);
  if (defender.health > 1 || running.length === 0) commands.push({ type: 'spend-pdp', player, effect: 'health' });
  else for (const mode of running) commands.push({ type: 'spend-pdp', player, effect: 'health', shutDown: mode });
  for (const to of ZONES) if (zoneDistance(defender.mode, to) === 1) commands.push({ type: 'spend-pdp', player, effect: 'mode', to });
  commands.push({ type: 'forgo-pdp', player });
  return commands;
}
