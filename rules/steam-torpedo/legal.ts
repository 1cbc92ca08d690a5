/**
 * Everything `decide` would accept now, for widgets (what to highlight) and bots (what to pick).
 * Built from the same checks `decide` uses; the property tests hold the two to each other.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Cell, CrewMember, SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import { definitionOf, isControlRoom, openNeighbourLists, openNeighbours, stepsTowardControlRoom, submarineOf } from './board.ts';
import { damageChoices, drainChoices } from './damage.ts';
import { hasArcInReach, possibleTargets, sightOf, whyNotTriggerable } from './effects.ts';
import { canManeuver, captainMayMoveFree, counterOptions } from './decide.ts';
import { CONTROL_ROOM_CELL, cellIndex, isSector } from './geometry.ts';
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
        return legalAllocationCommands(state);
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

/**
 * The legal commands that answer an attack: `legalCommands` while a damage or oxygen prompt is
 * open, and none otherwise. The damage sub-mechanic (scenarios.ts) asks this alone, which keeps
 * the rest of the game's commands out of its bundle.
 */
export function legalAllocationCommands(state: SteamTorpedoState): SteamTorpedoCommand[] {
  const pending = state.pendingDamage;
  const prompt = state.prompt;
  if (state.winner !== null || pending === null || (prompt?.id !== 'allocate-damage' && prompt?.id !== 'drain-oxygen')) return [];
  const player = prompt.player;
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
  if (!captainOnly && !state.maneuvered && canManeuver(state, player)) commands.push({ type: 'start-maneuver', player });

  const ownNeighbours = openNeighbourLists(submarine);
  for (const member of submarine.crew) {
    const at = member.at;
    if (at === null || (captainOnly && member.id !== 'captain')) continue;
    const neighbours = at.submarine === player ? (ownNeighbours[cellIndex(at.cell)] ?? []) : openNeighbours(submarineOf(state, at.submarine), at.cell);
    if (member.ready) for (const to of neighbours) commands.push({ type: 'move-crew', player, crew: member.id, to });
    if (member.rank === 'captain' && captainMayMoveFree(state, member)) for (const to of neighbours) commands.push({ type: 'captain-move', player, to });
  }
  for (const trigger of triggerCommands(state, player, captainOnly)) commands.push(trigger);
  return commands;
}

/**
 * Every trigger `decide` accepts, up to which sailor of a tile triggers. Cheap first: no trigger
 * in a first turn, only tiles with ready crew, and the steps toward the control room are worked out
 * only for a tile with an effect that has a target. With `captainOnly`, the captain's triggers.
 */
function triggerCommands(state: SteamTorpedoState, player: PlayerId, captainOnly: boolean): SteamTorpedoCommand[] {
  // RULE.activateFirstTurn, as whyNotTriggerable has it, asked once for every effect.
  if (state.turnsBegun[state.active] === 1) return [];
  const submarine = submarineOf(state, player);
  const commands: SteamTorpedoCommand[] = [];
  // The ready crew of this player aboard their own submarine, by cell: only their tiles are tried.
  const readyByCell: (CrewMember[] | undefined)[] = [];
  let anyReady = false;
  for (const member of submarine.crew) {
    if (!member.ready || member.at?.submarine !== player) continue;
    (readyByCell[cellIndex(member.at.cell)] ??= []).push(member);
    anyReady = true;
  }
  if (!anyReady) return commands;
  // A triggered effect needs an arc in reach (a Standby one has no arcs): the cheap first question.
  const sight = sightOf(state, player);
  submarine.layout.forEach((tile, position) => {
    const ready = readyByCell[cellIndex(tile.cell)];
    if (ready === undefined || tile.destroyed) return;
    if (captainOnly && !ready.some((member) => member.id === 'captain')) return;
    // `tiles` and `layout` are in the same order.
    const listed = submarine.tiles[position];
    const definition = listed?.id === tile.id ? listed : definitionOf(submarine, tile.id);
    let destinations: readonly Cell[] | null = null;
    definition.effects.forEach((effect, index) => {
      if (!hasArcInReach(effect, sight) || whyNotTriggerable(state, player, tile, effect, index) !== null) return;
      // Two Keys doubles the effect, which for a tow changes where it lands: targets per crew count.
      const single = possibleTargets(state, player, effect, false);
      const doubled = effect.alerts.includes('two-keys') && ready.length >= 2 ? possibleTargets(state, player, effect, true) : [];
      if (single.length === 0 && doubled.length === 0) return;
      const steps = (destinations ??= definition.type === 'control-room' ? [CONTROL_ROOM_CELL] : stepsTowardControlRoom(submarine, tile.cell));
      for (const crew of triggeringCrewChoices(ready, doubled.length > 0)) {
        if (captainOnly && !crew.includes('captain')) continue;
        for (const target of crew.length === 2 ? doubled : single) {
          for (const to of steps) commands.push({ type: 'trigger', player, tile: tile.id, effect: index, crew, to: crew.length === 2 ? [to, to] : [to], target });
        }
      }
    });
  });
  return commands;
}

/**
 * Who may trigger: one representative per rank (which one is exhausted and moved matters for the
 * captain, not among sailors, who are interchangeable), and for Two Keys each pair of ranks.
 */
function triggeringCrewChoices(ready: readonly CrewMember[], twoKeys: boolean): string[][] {
  let captain: string | undefined;
  let sailor: string | undefined;
  let secondSailor: string | undefined;
  for (const member of ready) {
    if (member.rank === 'captain') captain ??= member.id;
    else if (sailor === undefined) sailor = member.id;
    else secondSailor ??= member.id;
  }
  const choices: string[][] = [];
  if (captain !== undefined) choices.push([captain]);
  if (sailor !== undefined) choices.push([sailor]);
  if (!twoKeys) return choices;
  if (captain !== undefined && sailor !== undefined) choices.push([captain, sailor]);
  if (sailor !== undefined && secondSailor !== undefined) choices.push([sailor, secondSailor]);
  return choices;
}
