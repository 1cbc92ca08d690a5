/**
 * The loadout phase (rulebook 4): the coin toss for initiative, the alternating draft of five
 * components from one's own faction, one optional swap each way, and four munitions spread over
 * the squadrons. Pure functions over a `LoadoutState`, so the whole game can run them as its first
 * phase and a widget or a test can run them alone. Players are named by their faction's id.
 */
import { RuleViolation, describeValue, drawInt, type Draw, type PlayerId, type RandomState } from '../engine/index.ts';
import { LOADOUT_SLOTS, SQUADRONS_PER_SHIP, STARTING_MUNITIONS, type ComponentCard, type Faction, type LoadoutSlot, type SquadronCard } from './factions.ts';
import { RULE } from './rule-ids.ts';

/** One player's picks: a card id per component slot, three squadron ids for 'squadrons'. */
export type Loadout = Partial<Record<Exclude<LoadoutSlot, 'squadrons'>, string>> & { squadrons?: string[] };

export interface LoadoutState {
  factions: readonly Faction[];
  /** The coin toss's winner: picks first, may swap first, arms first. */
  initiative: PlayerId;
  stage: 'draft' | 'swap' | 'munitions' | 'done';
  /** Whose choice it is now; null once the loadout is done. */
  toAct: PlayerId | null;
  loadouts: Record<PlayerId, Loadout>;
  /** Has each player made their swap decision (true: swapped)? Absent until they decide. */
  swaps: Record<PlayerId, boolean>;
  /** Munitions on each squadron of each player, once they have armed. */
  munitions: Record<PlayerId, Record<string, number>>;
}

/** A pick names the slot; for 'squadrons' the card is three squadron ids. */
export type LoadoutChoice = { slot: Exclude<LoadoutSlot, 'squadrons'>; card: string } | { slot: 'squadrons'; squadrons: string[] };

export type LoadoutCommand =
  | ({ type: 'pick'; player: PlayerId } & LoadoutChoice)
  | ({ type: 'swap'; player: PlayerId } & LoadoutChoice)
  | { type: 'keep'; player: PlayerId }
  | { type: 'arm'; player: PlayerId; munitions: Record<string, number> };

export type LoadoutEvent =
  | ({ type: 'component-picked'; rule: string; player: PlayerId } & LoadoutChoice)
  | ({ type: 'component-swapped'; rule: string; player: PlayerId; previous: string | string[] } & LoadoutChoice)
  | { type: 'swap-declined'; rule: string; player: PlayerId }
  | { type: 'squadrons-armed'; rule: string; player: PlayerId; munitions: Record<string, number> };

export function playersOf(state: Pick<LoadoutState, 'factions'>): PlayerId[] {
  return state.factions.map((faction) => faction.id);
}

export function otherPlayer(state: Pick<LoadoutState, 'factions'>, player: PlayerId): PlayerId {
  return playersOf(state).find((id) => id !== player) ?? player;
}

export function factionOf(state: Pick<LoadoutState, 'factions'>, player: PlayerId): Faction {
  const faction = state.factions.find((candidate) => candidate.id === player);
  if (faction === undefined) throw new RuleViolation(RULE.loadoutDraft, `There is no player "${player}": the players are ${playersOf(state).join(' and ')}.`, 'player', { player });
  return faction;
}

/** The coin toss (4): one of the two players, evenly, wins initiative. */
export function tossForInitiative(random: RandomState, players: readonly PlayerId[]): Draw<PlayerId> & { rule: string } {
  const { value, random: after } = drawInt(random, 0, players.length - 1);
  return { value: players[value] ?? players[0] ?? '', random: after, rule: RULE.loadoutInitiative };
}

export function initialLoadout(factions: readonly Faction[], initiative: PlayerId): LoadoutState {
  const players = factions.map((faction) => faction.id);
  return {
    factions,
    initiative,
    stage: 'draft',
    toAct: initiative,
    loadouts: Object.fromEntries(players.map((player) => [player, {}])),
    swaps: {},
    munitions: {},
  };
}

/** The slots a player has yet to fill in the draft. */
export function openSlots(state: LoadoutState, player: PlayerId): LoadoutSlot[] {
  const loadout = state.loadouts[player] ?? {};
  return LOADOUT_SLOTS.filter((slot) => loadout[slot] === undefined);
}

/** The squadrons a player flies: the picked cards, in the order picked. */
export function squadronsOf(state: LoadoutState, player: PlayerId): SquadronCard[] {
  const faction = factionOf(state, player);
  return (state.loadouts[player]?.squadrons ?? []).flatMap((id) => faction.squadrons.filter((squadron) => squadron.id === id));
}

function ensureTurn(state: LoadoutState, player: PlayerId, stage: LoadoutState['stage'], rule: string, what: string): void {
  factionOf(state, player);
  if (state.stage !== stage) throw new RuleViolation(rule, `Not now: the loadout is ${state.stage === 'done' ? 'over' : `at the ${state.stage}`}, not the ${stage}.`, null, { stage: state.stage });
  if (state.toAct !== player) throw new RuleViolation(rule, `It is ${String(state.toAct)}'s turn to ${what}, not ${player}'s.`, null, { toAct: state.toAct, player });
}

/** Checks a choice against the player's own kit and the squadron rule; returns it as an event's fields. */
function checkChoice(faction: Faction, choice: LoadoutChoice): LoadoutChoice {
  if (choice.slot === 'squadrons') {
    const ids: unknown = choice.squadrons;
    if (!Array.isArray(ids) || ids.length !== SQUADRONS_PER_SHIP) {
      throw new RuleViolation(RULE.loadoutSquadrons, `The squadrons are picked together, all ${String(SQUADRONS_PER_SHIP)} at once; got ${describeValue(ids)}.`, 'squadrons');
    }
    const cards = ids.map((id: unknown) => {
      const card = faction.squadrons.find((squadron) => squadron.id === id);
      if (card === undefined) throw new RuleViolation(RULE.loadoutDraft, `${describeValue(id)} is not one of the ${faction.name} squadron cards (${faction.squadrons.map((squadron) => squadron.id).join(', ')}).`, 'squadrons', { card: String(id) });
      return card;
    });
    if (new Set(ids).size !== ids.length) throw new RuleViolation(RULE.loadoutSquadrons, 'Each squadron card flies once: pick three different squadrons.', 'squadrons');
    if (cards.every((card) => card.heavy)) throw new RuleViolation(RULE.loadoutSquadrons, 'Three heavy squadrons cannot fly together: pick at least one that is not heavy.', 'squadrons');
    return { slot: 'squadrons', squadrons: cards.map((card) => card.id) };
  }
  if (!(LOADOUT_SLOTS as readonly unknown[]).includes(choice.slot)) {
    throw new RuleViolation(RULE.loadoutDraft, `A loadout slot is one of ${LOADOUT_SLOTS.join(', ')}; got ${describeValue(choice.slot)}.`, 'slot');
  }
  const card: ComponentCard | undefined = faction.components.find((candidate) => candidate.id === choice.card);
  if (card === undefined) throw new RuleViolation(RULE.loadoutDraft, `${describeValue(choice.card)} is not a ${faction.name} component card: a ship only fits its own faction's kit.`, 'card', { card: choice.card });
  if (card.kind !== choice.slot) throw new RuleViolation(RULE.loadoutDraft, `${card.name} is a ${card.kind} card; it cannot fill the ${choice.slot} slot.`, 'card', { card: card.id, slot: choice.slot });
  return { slot: choice.slot, card: card.id };
}

function sameSquadrons(a: readonly string[], b: readonly string[]): boolean {
  return [...a].sort().join() === [...b].sort().join();
}

function choiceOf(command: LoadoutChoice): LoadoutChoice {
  return command.slot === 'squadrons' ? { slot: 'squadrons', squadrons: command.squadrons } : { slot: command.slot, card: command.card };
}

export function decideLoadout(state: LoadoutState, command: LoadoutCommand): LoadoutEvent[] {
  switch (command.type) {
    case 'pick': {
      ensureTurn(state, command.player, 'draft', RULE.loadoutDraft, 'pick a component');
      const choice = checkChoice(factionOf(state, command.player), choiceOf(command));
      if (!openSlots(state, command.player).includes(choice.slot)) {
        throw new RuleViolation(RULE.loadoutDraft, `${command.player} has filled the ${choice.slot} slot already; a filled slot stays as it is until the swap.`, 'slot', { slot: choice.slot });
      }
      return [{ type: 'component-picked', rule: RULE.loadoutDraft, player: command.player, ...choice }];
    }
    case 'swap': {
      ensureTurn(state, command.player, 'swap', RULE.loadoutSwap, 'swap a component or keep the loadout');
      const choice = checkChoice(factionOf(state, command.player), choiceOf(command));
      const loadout = state.loadouts[command.player] ?? {};
      const previous = choice.slot === 'squadrons' ? loadout.squadrons : loadout[choice.slot];
      if (previous === undefined) throw new RuleViolation(RULE.loadoutSwap, `${command.player} has no ${choice.slot} to swap.`, 'slot');
      const same = choice.slot === 'squadrons' ? sameSquadrons(choice.squadrons, loadout.squadrons ?? []) : choice.card === previous;
      if (same) throw new RuleViolation(RULE.loadoutSwap, 'A swap changes the component: that is the one already fitted. Keep the loadout instead.', 'card');
      return [{ type: 'component-swapped', rule: RULE.loadoutSwap, player: command.player, previous, ...choice }];
    }
    case 'keep':
      ensureTurn(state, command.player, 'swap', RULE.loadoutSwap, 'swap a component or keep the loadout');
      return [{ type: 'swap-declined', rule: RULE.loadoutSwap, player: command.player }];
    case 'arm':
      ensureTurn(state, command.player, 'munitions', RULE.loadoutMunitions, 'load munitions');
      return [{ type: 'squadrons-armed', rule: RULE.loadoutMunitions, player: command.player, munitions: checkMunitions(state, command.player, command.munitions) }];
    default:
      throw new RuleViolation(RULE.loadoutDraft, `The loadout has no command ${describeValue((command as { type: unknown }).type)}.`, 'type');
  }
}

/** Exactly the starting munitions, on the player's own squadrons, none over its capacity (6.4.1). */
function checkMunitions(state: LoadoutState, player: PlayerId, munitions: unknown): Record<string, number> {
  const squadrons = squadronsOf(state, player);
  if (typeof munitions !== 'object' || munitions === null || Array.isArray(munitions)) {
    throw new RuleViolation(RULE.loadoutMunitions, `munitions must map squadron ids to counts; got ${describeValue(munitions)}.`, 'munitions');
  }
  const loaded: Record<string, number> = Object.fromEntries(squadrons.map((squadron) => [squadron.id, 0]));
  for (const [id, count] of Object.entries(munitions)) {
    const squadron = squadrons.find((candidate) => candidate.id === id);
    if (squadron === undefined) throw new RuleViolation(RULE.loadoutMunitions, `"${id}" is not one of ${player}'s squadrons (${squadrons.map((candidate) => candidate.id).join(', ')}).`, `munitions.${id}`);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > squadron.capacity) {
      throw new RuleViolation(RULE.loadoutMunitions, `munitions.${id} must be a whole number from 0 to ${String(squadron.capacity)} (the ${squadron.name}' capacity); got ${describeValue(count)}.`, `munitions.${id}`, { capacity: squadron.capacity });
    }
    loaded[id] = count;
  }
  const total = Object.values(loaded).reduce((sum, count) => sum + count, 0);
  const room = squadrons.reduce((sum, squadron) => sum + squadron.capacity, 0);
  const owed = Math.min(STARTING_MUNITIONS, room);
  if (total !== owed) {
    throw new RuleViolation(RULE.loadoutMunitions, `Load exactly ${String(owed)} munitions over the squadrons; these add up to ${String(total)}.`, 'munitions', { total, owed });
  }
  return loaded;
}

/** The next stage and player once the event is in: the draft alternates, the swap and munitions go initiative first. */
function advance(state: LoadoutState): LoadoutState {
  const players = playersOf(state);
  const second = otherPlayer(state, state.initiative);
  if (state.stage === 'draft') {
    const slotsLeft = players.map((player) => openSlots(state, player).length);
    if (slotsLeft.every((left) => left === 0)) return { ...state, stage: 'swap', toAct: state.initiative };
    const current = state.toAct ?? state.initiative;
    const next = otherPlayer(state, current);
    return { ...state, toAct: openSlots(state, next).length > 0 ? next : current };
  }
  if (state.stage === 'swap') {
    const first = state.swaps[state.initiative];
    // The second player may swap only when the first did (4).
    if (first === true && state.swaps[second] === undefined) return { ...state, toAct: second };
    return { ...state, stage: 'munitions', toAct: state.initiative };
  }
  if (state.stage === 'munitions') {
    if (state.munitions[second] === undefined) return { ...state, toAct: second };
    return { ...state, stage: 'done', toAct: null };
  }
  return state;
}

export function evolveLoadout(state: LoadoutState, event: LoadoutEvent): LoadoutState {
  switch (event.type) {
    case 'component-picked':
    case 'component-swapped': {
      const loadout: Loadout = { ...state.loadouts[event.player] };
      if (event.slot === 'squadrons') loadout.squadrons = [...event.squadrons];
      else loadout[event.slot] = event.card;
      const picked = { ...state, loadouts: { ...state.loadouts, [event.player]: loadout } };
      return advance(event.type === 'component-swapped' ? { ...picked, swaps: { ...picked.swaps, [event.player]: true } } : picked);
    }
    case 'swap-declined':
      return advance({ ...state, swaps: { ...state.swaps, [event.player]: false } });
    case 'squadrons-armed':
      return advance({ ...state, munitions: { ...state.munitions, [event.player]: { ...event.munitions } } });
  }
}

/** Every choice `decideLoadout` accepts now (the munitions: every split of the starting four). */
export function legalLoadoutCommands(state: LoadoutState): LoadoutCommand[] {
  const player = state.toAct;
  if (player === null) return [];
  const faction = factionOf(state, player);
  const choices = (slots: readonly LoadoutSlot[]): LoadoutChoice[] =>
    slots.flatMap((slot): LoadoutChoice[] =>
      slot === 'squadrons' ? squadronTrios(faction).map((squadrons) => ({ slot, squadrons })) : faction.components.filter((card) => card.kind === slot).map((card) => ({ slot, card: card.id })),
    );
  if (state.stage === 'draft') return choices(openSlots(state, player)).map((choice) => ({ type: 'pick', player, ...choice }));
  if (state.stage === 'swap') {
    const loadout = state.loadouts[player] ?? {};
    const swaps = choices(LOADOUT_SLOTS).filter((choice) =>
      choice.slot === 'squadrons' ? !sameSquadrons(choice.squadrons, loadout.squadrons ?? []) : choice.card !== loadout[choice.slot],
    );
    return [{ type: 'keep', player }, ...swaps.map((choice): LoadoutCommand => ({ type: 'swap', player, ...choice }))];
  }
  if (state.stage === 'munitions') return munitionSplits(squadronsOf(state, player)).map((munitions) => ({ type: 'arm', player, munitions }));
  return [];
}

/** Every set of three different squadron cards with at least one not heavy, in card order. */
export function squadronTrios(faction: Faction): string[][] {
  const cards = faction.squadrons;
  const trios: string[][] = [];
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      for (let c = b + 1; c < cards.length; c++) {
        const trio = [cards[a], cards[b], cards[c]].filter((card): card is SquadronCard => card !== undefined);
        if (trio.some((card) => !card.heavy)) trios.push(trio.map((card) => card.id));
      }
    }
  }
  return trios;
}

/** Every way to put the starting munitions (or as many as fit) on the squadrons within capacity. */
export function munitionSplits(squadrons: readonly SquadronCard[]): Record<string, number>[] {
  const owed = Math.min(STARTING_MUNITIONS, squadrons.reduce((sum, squadron) => sum + squadron.capacity, 0));
  const splits: Record<string, number>[] = [];
  const place = (index: number, left: number, split: Record<string, number>): void => {
    const squadron = squadrons[index];
    if (squadron === undefined) {
      if (left === 0) splits.push(split);
      return;
    }
    for (let count = 0; count <= Math.min(left, squadron.capacity); count++) place(index + 1, left - count, { ...split, [squadron.id]: count });
  };
  place(0, owed, {});
  return splits;
}
