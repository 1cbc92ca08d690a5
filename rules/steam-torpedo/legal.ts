/**
 * Everything `decide` would accept now, for widgets (what to highlight) and bots (what to pick).
 * Built from the same checks `decide` uses; the property tests hold the two to each other.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import { crewIn, definitionOf, isControlRoom, openNeighbours, stepsTowardControlRoom, submarineOf } from './board.ts';
import { damageChoices, drainChoices } from './damage.ts';
import { possibleTargets, whyNotTriggerable } from './effects.ts';
import { captainMayMoveFree, counterOptions, speedOf } from './decide.ts';
import { CONTROL_ROOM_CELL, isSector } from './geometry.ts';
import { SHARED_SECTOR_SIDES, arrivesAlongside } from './placement.ts';

export function legalCommands(state: SteamTorpedoState): SteamTorpedoCommand[] {
  if (state.winner !== null) return [];
  const prompt = state.prompt;
  if (prompt !== null) {
    switch (prompt.id) {
      case 'swap':
        return swapCommands(state, prompt.player);
      case 'breathe':
        return submarineOf(state, prompt.player)
          .layout.filter((tile) => tile.oxygen > 0)
          .map((tile) => ({ type: 'breathe', player: prompt.player, tile: tile.id }));
      case 'react':
        return [
          ...counterOptions(state, prompt.player).map((option): SteamTorpedoCommand => ({ type: 'react', player: prompt.player, ...option })),
          { type: 'pass-reaction', player: prompt.player },
        ];
      case 'allocate-damage':
      case 'drain-oxygen':
        return allocationCommands(state, prompt.player);
      default:
        return [];
    }
  }
  if (state.phase !== 'action') return [];
  if (state.maneuver !== null) return maneuverCommands(state);
  return actionCommands(state, state.active);
}

function swapCommands(state: SteamTorpedoState, player: PlayerId): SteamTorpedoCommand[] {
  const submarine = submarineOf(state, player);
  const movable = submarine.tiles.filter((tile) => tile.type !== 'control-room').map((tile) => tile.id);
  const swaps = movable.flatMap((first, index) => movable.slice(index + 1).map((second): SteamTorpedoCommand => ({ type: 'swap-tiles', player, first, second })));
  return [{ type: 'skip-swap', player }, ...swaps];
}

function allocationCommands(state: SteamTorpedoState, player: PlayerId): SteamTorpedoCommand[] {
  const pending = state.pendingDamage;
  if (pending === null) return [];
  const defender = submarineOf(state, pending.defender);
  switch (pending.kind) {
    case 'damage':
      return [
        ...(pending.current === null ? [{ type: 'absorb-damage', player } as const] : []),
        ...damageChoices(defender, pending.location, pending.current).map((tile): SteamTorpedoCommand => ({ type: 'assign-damage', player, tile: tile.id })),
      ];
    case 'oxygen':
      return drainChoices(defender, pending.location, pending.current).map((tile) => ({ type: 'remove-oxygen', player, tile: tile.id }));
    case 'oxygen-anywhere':
      return defender.layout
        .filter((tile) => tile.oxygen > 0 && !isControlRoom(defender, tile.id))
        .map((tile) => ({ type: 'remove-oxygen', player, tile: tile.id }));
  }
}

function maneuverCommands(state: SteamTorpedoState): SteamTorpedoCommand[] {
  const player = state.active;
  const commands: SteamTorpedoCommand[] = [{ type: 'end-maneuver', player }];
  for (const moved of state.players) {
    const submarine = submarineOf(state, moved);
    for (const direction of [1, -1] as const) {
      const to = submarine.sector + direction;
      if (!isSector(to)) continue;
      if (!arrivesAlongside(state, moved, to)) commands.push({ type: 'maneuver-step', player, submarine: moved, direction });
      else for (const side of SHARED_SECTOR_SIDES) commands.push({ type: 'maneuver-step', player, submarine: moved, direction, side });
    }
  }
  return commands;
}

function actionCommands(state: SteamTorpedoState, player: PlayerId): SteamTorpedoCommand[] {
  const submarine = submarineOf(state, player);
  // After the captain's free move taken before his activation, only that activation may follow.
  const captainOnly = state.captainFreeMove === 'owes-activation';
  const commands: SteamTorpedoCommand[] = captainOnly ? [] : [{ type: 'end-turn', player }];
  if (!captainOnly && !state.maneuvered && speedOf(state, player) > 0) commands.push({ type: 'start-maneuver', player });

  for (const member of submarine.crew) {
    if (member.at === null || (captainOnly && member.id !== 'captain')) continue;
    const aboard = submarineOf(state, member.at.submarine);
    const neighbours = openNeighbours(aboard, member.at.cell);
    if (member.ready) for (const to of neighbours) commands.push({ type: 'move-crew', player, crew: member.id, to });
    if (member.rank === 'captain' && captainMayMoveFree(state, member)) for (const to of neighbours) commands.push({ type: 'captain-move', player, to });
  }
  const triggers = triggerCommands(state, player);
  return [...commands, ...(captainOnly ? triggers.filter((command) => command.type === 'trigger' && command.crew.includes('captain')) : triggers)];
}

function triggerCommands(state: SteamTorpedoState, player: PlayerId): SteamTorpedoCommand[] {
  const submarine = submarineOf(state, player);
  return submarine.layout.flatMap((tile) => {
    const ready = crewIn(state, submarine, tile, player).filter((member) => member.ready);
    if (ready.length === 0) return [];
    const destinations: Cell[] = isControlRoom(submarine, tile.id) ? [CONTROL_ROOM_CELL] : stepsTowardControlRoom(submarine, tile.cell);
    if (destinations.length === 0) return [];
    return definitionOf(submarine, tile.id).effects.flatMap((effect, index): SteamTorpedoCommand[] => {
      if (whyNotTriggerable(state, player, tile, effect, index) !== null) return [];
      const crewChoices = triggeringCrewChoices(ready, effect.alerts.includes('two-keys'));
      // Two Keys doubles the effect, which for a tow changes where it lands: targets per crew count.
      const targetsBy = [1, 2].map((count) => (crewChoices.some((crew) => crew.length === count) ? possibleTargets(state, player, effect, count === 2) : []));
      return crewChoices.flatMap((crew) =>
        (targetsBy[crew.length - 1] ?? []).flatMap((target) => destinations.map((to): SteamTorpedoCommand => ({ type: 'trigger', player, tile: tile.id, effect: index, crew, to: crew.map(() => to), target }))),
      );
    });
  });
}

/**
 * Who may trigger: one representative per rank (which one is exhausted and moved matters for the
 * captain, not among sailors, who are interchangeable), and for Two Keys each pair of ranks.
 */
function triggeringCrewChoices(ready: readonly CrewMember[], twoKeys: boolean): string[][] {
  const captain = ready.find((member) => member.rank === 'captain');
  const sailors = ready.filter((member) => member.rank === 'sailor');
  const singles = [captain, sailors[0]].flatMap((member) => (member === undefined ? [] : [[member.id]]));
  if (!twoKeys) return singles;
  const pairs: string[][] = [];
  if (captain !== undefined && sailors[0] !== undefined) pairs.push([captain.id, sailors[0].id]);
  if (sailors[0] !== undefined && sailors[1] !== undefined) pairs.push([sailors[0].id, sailors[1].id]);
  return [...singles, ...pairs];
}
