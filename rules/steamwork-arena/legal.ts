/**
 * Everything `decide` would accept now, for widgets and bots. Moves are a continuous choice: we offer
 * a fair sample (toward and away from the opponent, full and half length) besides not moving.
 */
import type { PlayerId } from '../engine/index.ts';
import { ARENA_INCHES, TOUCH_INCHES, distance, opponentOf, playerOf, reserveOf, type Point, type SteamworkState } from './model.ts';
import type { SteamworkCommand } from './messages.ts';
import { ZONES } from './templates.ts';
import { LENGTHS_INCHES, rangeEnergyFor, shiftCost, zoneDistance } from './values.ts';
import { mayShutDown, runningModes, valuesOf } from './decide.ts';

export function legalCommands(state: SteamworkState): SteamworkCommand[] {
  const prompt = state.prompt;
  if (state.outcome !== null || prompt === null) return [];
  if (prompt.kind === 'commit-reveal') {
    const waiting = prompt.players.filter((player) => prompt.commitments[player] === null);
    return waiting.flatMap((player) => commitCommands(state, prompt.id, player));
  }
  const player = prompt.player;
  switch (prompt.id) {
    case 'shift': {
      const reserve = reserveOf(state, player);
      const from = playerOf(state, player).mode;
      return ZONES.filter((to) => shiftCost(from, to) <= reserve).map((to) => ({ type: 'shift', player, to }));
    }
    case 'act':
      return actCommands(state, player);
    case 'spend-pdp':
      return pdpCommands(state, player);
    case 'reckoning':
      return [
        ...(mayShutDown(state, player) ? runningModes(state, player).map((mode): SteamworkCommand => ({ type: 'shut-down', player, mode })) : []),
        { type: 'done', player },
      ];
    default:
      return [];
  }
}

function commitCommands(state: SteamworkState, id: string, player: PlayerId): SteamworkCommand[] {
  const reserve = reserveOf(state, player);
  if (id === 'bid') return Array.from({ length: reserve + 1 }, (_, amount): SteamworkCommand => ({ type: 'bid', player, amount }));
  if (id === 'picks') return [{ type: 'pick', player, hand: 0 }, { type: 'pick', player, hand: 1 }];
  const conflict = state.conflict;
  if (id !== 'hands' || conflict === null) return [];
  const limit = Math.min(reserve, player === conflict.attacker ? conflict.attackValue - conflict.rangeEnergy : conflict.defenseValue);
  const commands: SteamworkCommand[] = [];
  for (let left = 0; left <= limit; left += 1) {
    for (let right = 0; left + right <= limit; right += 1) commands.push({ type: 'hide', player, hands: [left, right] });
  }
  return commands;
}

function insideArena(point: Point): boolean {
  return point.x >= 0 && point.y >= 0 && point.x <= ARENA_INCHES && point.y <= ARENA_INCHES;
}

function actCommands(state: SteamworkState, player: PlayerId): SteamworkCommand[] {
  const act = state.act;
  const commands: SteamworkCommand[] = [];
  const entry = playerOf(state, player);
  const target = opponentOf(state, player);
  const there = playerOf(state, target).position;
  const far = distance(entry.position, there);
  if (act !== null && !act.moved && far > 0) {
    const length = LENGTHS_INCHES[entry.mode];
    const unit = { x: (there.x - entry.position.x) / far, y: (there.y - entry.position.y) / far };
    for (const step of [Math.min(length, far), Math.min(length / 2, far), -length, -length / 2]) {
      const to = { x: entry.position.x + unit.x * step, y: entry.position.y + unit.y * step };
      if (insideArena(to)) commands.push({ type: 'move', player, to });
    }
  }
  const attack = valuesOf(state, player).attack;
  if (act !== null && !act.attacked && target !== player && attack > 0) {
    const rangeEnergy = far <= TOUCH_INCHES ? 0 : rangeEnergyFor(entry.mode, far);
    if (rangeEnergy <= Math.min(attack, reserveOf(state, player))) commands.push({ type: 'attack', player, target, rangeEnergy });
  }
  commands.push({ type: 'end-act', player });
  return commands;
}

function pdpCommands(state: SteamworkState, player: PlayerId): SteamworkCommand[] {
  const conflict = state.conflict;
  if (conflict === null) return [];
  const defender = playerOf(state, conflict.defender);
  const commands: SteamworkCommand[] = [];
  const running = runningModes(state, conflict.defender);
  if (defender.health > 1 || running.length === 0) commands.push({ type: 'spend-pdp', player, effect: 'health' });
  else for (const mode of running) commands.push({ type: 'spend-pdp', player, effect: 'health', shutDown: mode });
  for (const to of ZONES) if (zoneDistance(defender.mode, to) === 1) commands.push({ type: 'spend-pdp', player, effect: 'mode', to });
  return commands;
}

