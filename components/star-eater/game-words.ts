/**
 * Star Eater's whole game in plain words, for the game widget's status line, buttons, log and
 * live region: factions by name ("Lamais"), cards and squadrons by name ("Lance Laser"), hexes by
 * column and row, never by id. Words only: every fact comes from the rules (state and events).
 */
import { HIDDEN, type PlayerId } from '../../rules/engine/index.ts';
import {
  DIR_NAMES,
  RULE,
  SAMPLE_FACTIONS,
  rowOf,
  thrustName,
  type CommitmentCard,
  type Dir,
  type Hex,
  type LoadoutCommand,
  type Order,
  type ShotPreview,
  type ShotTarget,
  type StarEaterCommand,
  type StarEaterEvent,
  type StarEaterState,
  type ThrustSetting,
} from '../../rules/star-eater/index.ts';
import { capitalise, listWords, plural, withNames as withNamesOf } from '../shared/words.ts';
import { citation, matWords, tokenName } from './momentum-words.ts';

export { capitalise, citation, listWords, matWords, plural, tokenName };

/** A faction's name ("Lamais", "FPA"); the sample kits' names, else the id capitalised. */
export function nameOf(player: PlayerId | undefined): string {
  if (player === undefined) return 'Nobody';
  return SAMPLE_FACTIONS.find((faction) => faction.id === player)?.name ?? capitalise(player);
}

/** "column 6, row 13". */
export function hexWords(hex: Hex): string {
  return `column ${String(hex.q)}, row ${String(rowOf(hex))}`;
}

/** A component card's or squadron card's name, from the game's kits ("Lance Laser"); the id when it is neither. */
export function cardName(state: StarEaterState, id: string): string {
  for (const faction of state.factions) {
    const card = faction.components.find((candidate) => candidate.id === id) ?? faction.squadrons.find((candidate) => candidate.id === id);
    if (card !== undefined) return card.name;
  }
  return id;
}

/** A squadron's mark on the board: its faction's initial and its place in the loadout ("L1"). */
export function squadronMark(state: StarEaterState, id: string): string {
  for (const player of state.players) {
    const index = state.loadout.loadouts[player]?.squadrons?.indexOf(id) ?? -1;
    if (index >= 0) return `${nameOf(player).charAt(0)}${String(index + 1)}`;
  }
  return '?';
}

/** "L1 Lancers". */
export function squadronWords(state: StarEaterState, id: string): string {
  return `${squadronMark(state, id)} ${cardName(state, id)}`;
}

const COMMITMENT_WORDS: Readonly<Record<CommitmentCard, string>> = {
  'fire-main': 'fire main',
  'port-broadside': 'port broadside',
  'starboard-broadside': 'starboard broadside',
  launch: 'launch squadron',
  'defence-stations': 'defence stations',
  'vent-coolant': 'vent coolant',
  maintenance: 'squadron maintenance',
  special: 'special ability',
};

export function commitmentName(card: CommitmentCard): string {
  return COMMITMENT_WORDS[card];
}

/** An engine setting: "N", "double thrust (2 × N)", "clockwise", "no thrust". */
export function settingWords(setting: ThrustSetting, facing: Dir): string {
  return setting === 'double' ? `double thrust (2 × ${DIR_NAMES[facing]})` : thrustName(setting);
}

export function orderWords(order: Order, facing: Dir): string {
  return `engine ${settingWords(order.engine, facing)}; ${listWords(order.cards.map(commitmentName))}`;
}

const SLOT_WORDS: Readonly<Record<string, string>> = { main: 'main weapon', broadside: 'broadsides', bay: 'fighter bay', 'point-defence': 'point defence', squadrons: 'squadrons' };

export function slotName(slot: string): string {
  return SLOT_WORDS[slot] ?? slot;
}

/** What a weapon token, a squadron or a card is, by its id, for "destroyed by …" and "hit by …". */
function byWords(state: StarEaterState, by: string | null): string {
  if (by === null) return "the board's edge";
  if (state.players.includes(by)) return `the ${nameOf(by)} warship`;
  if (/^t\d+$/.test(by)) return `token ${by}`;
  if (state.squadrons.some((squadron) => squadron.id === by)) return squadronWords(state, by);
  return cardName(state, by);
}

function tokenWords(state: StarEaterState, id: string): string {
  const token = state.tokens.find((candidate) => candidate.id === id);
  return token === undefined ? `token ${id}` : `${nameOf(token.owner)}'s ${token.kind} ${id}`;
}

/** "armour 2, structure 10". */
function hullWords(armour: Readonly<Record<string, number>>, section: string, structure: number): string {
  return `${section} armour ${String(armour[section] ?? 0)}, structure ${String(structure)}`;
}

/** The odds of one target in a few words: "FPA bow (hits on 8+, 5 in 12)". */
export function targetWords(state: StarEaterState, target: ShotTarget): string {
  const what = target.kind === 'warship' ? `${nameOf(target.owner)} ${target.section ?? 'hull'}` : target.kind === 'squadron' ? squadronWords(state, target.id) : `${nameOf(target.owner)}'s torpedo ${target.id}`;
  const hits = Math.round(target.probability * 12);
  return `${what} (${target.minimumRoll === null ? 'cannot be hit' : `hits on ${String(target.minimumRoll)}+, ${String(hits)} in 12`})`;
}

/** What a shot does: "Gun Decks at column 3, row 10: FPA port (hits on 8+, 5 in 12), 1 damage". */
export function shotWords(state: StarEaterState, shot: ShotPreview): string {
  const targets = listWords(shot.targets.map((target) => targetWords(state, target)));
  return `${hexWords(shot.aim)}: ${shot.area ? 'area, ' : ''}${targets}; ${plural(shot.damage, 'damage', 'damage')} a hit`;
}

function damageLine(state: StarEaterState, event: Extract<StarEaterEvent, { type: 'section-hit' }>): string {
  const { hit } = event;
  return `The ${nameOf(hit.ship)} ${hit.section} takes ${plural(hit.damage, 'damage', 'damage')} from ${byWords(state, hit.by)}: ${hullWords(event.armour, hit.section, event.structure)}.`;
}

function thrustEffects(effects: readonly string[]): string {
  return effects.length === 0 ? 'nothing changes' : listWords(effects.map((effect) => (effect === 'added' ? 'a token added' : effect === 'cancelled' ? 'a token cancelled' : effect === 'modified' ? 'a token turned' : 'ignored (the mat is full)')));
}

function moveWords(state: StarEaterState, event: Extract<StarEaterEvent, { type: 'ship-moved' }>): string {
  const { move } = event;
  const start = `Step ${String(event.step)}: the ${nameOf(move.ship)} warship moves ${tokenName(move.token)}`;
  switch (move.collision) {
    case 'edge':
      return `${start}, but would leave the board: the step is undone.`;
    case 'warship':
      return `${start} and rams the other warship: the step is undone.`;
    case 'token':
      return `${start} into a small token, to ${hexWords(move.after.at)}.`;
    case null:
      return typeof move.token === 'number' ? `${start}, to ${hexWords(move.after.at)}.` : `Step ${String(event.step)}: the ${nameOf(move.ship)} warship turns ${tokenName(move.token)}, now facing ${DIR_NAMES[move.after.facing]}.`;
  }
}

function munitionsWords(state: StarEaterState, munitions: Readonly<Record<string, number>>): string {
  const entries = Object.entries(munitions);
  return entries.length === 0 ? 'none' : entries.map(([id, count]) => `${cardName(state, id)} ${String(count)}`).join(', ');
}

const PHASE_WORDS: Readonly<Record<StarEaterState['phase'], string>> = {
  loadout: 'the loadout',
  commit: 'secret orders',
  action: 'the action phase',
  fighter: 'the fighter phase',
  weapons: 'the weapons phase',
  over: 'the end',
};

/** One event in a sentence, for the log and the live region. */
export function describeEvent(state: StarEaterState, event: StarEaterEvent): string {
  switch (event.type) {
    case 'component-picked':
      return event.slot === 'squadrons'
        ? `${nameOf(event.player)} picks the squadrons: ${listWords(event.squadrons.map((id) => cardName(state, id)))}.`
        : `${nameOf(event.player)} fits the ${cardName(state, event.card)} as ${slotName(event.slot)}.`;
    case 'component-swapped': {
      const previous = Array.isArray(event.previous) ? listWords(event.previous.map((id) => cardName(state, id))) : cardName(state, event.previous);
      const chosen = event.slot === 'squadrons' ? listWords(event.squadrons.map((id) => cardName(state, id))) : cardName(state, event.card);
      return `${nameOf(event.player)} swaps ${previous} for ${chosen}.`;
    }
    case 'swap-declined':
      return `${nameOf(event.player)} keeps the loadout as drafted.`;
    case 'squadrons-armed':
      return `${nameOf(event.player)} arms the squadrons: ${munitionsWords(state, event.munitions)}.`;
    case 'initiative-tossed':
      return `${nameOf(event.winner)} wins the coin toss and takes the initiative.`;
    case 'battle-began':
      return 'The loadout is done: the battle begins.';
    case 'order-committed':
      return event.order === HIDDEN ? `${nameOf(event.player)} gives orders, in secret.` : `${nameOf(event.player)} gives orders, in secret: ${orderWords(event.order, state.ships[event.player]?.pose.facing ?? 0)}.`;
    case 'orders-revealed':
      return `Orders revealed: ${Object.entries(event.orders)
        .map(([player, order]) => `${nameOf(player)}, ${orderWords(order, state.ships[player]?.pose.facing ?? 0)}`)
        .join('. ')}.`;
    case 'thrust-applied':
      return `The ${nameOf(event.player)} engine, ${thrustName(event.setting)}: ${thrustEffects(event.effects)}; the mat holds ${matWords(event.mat)}.`;
    case 'ship-moved':
      return moveWords(state, event);
    case 'momentum-lost':
      return `The ${nameOf(event.player)} warship loses momentum in the collision: the mat holds ${matWords(event.mat)}.`;
    case 'section-hit':
      return damageLine(state, event);
    case 'token-destroyed':
      return `${capitalise(tokenWords(state, event.token))} is destroyed by ${byWords(state, event.by)}.`;
    case 'squadron-destroyed':
      return `${squadronWords(state, event.squadron)} is destroyed by ${byWords(state, event.by)}.`;
    case 'card-ignored':
      return `${nameOf(event.player)}'s ${commitmentName(event.card)} does nothing: ${withNames(state, event.reason)}`;
    case 'card-played':
      return `${nameOf(event.player)} plays ${commitmentName(event.card)}.`;
    case 'component-used':
      return `The ${cardName(state, event.card)} is used: it takes cooldown at the clean-up.`;
    case 'action-resolved':
      return `${nameOf(event.player)}'s ${commitmentName(event.card)} is done.`;
    case 'coolant-vented':
      return `${nameOf(event.player)} vents coolant: one cooldown token off the ${cardName(state, event.card)} (${String(event.cooldowns[event.card] ?? 0)} left).`;
    case 'squadrons-resupplied':
      return `${nameOf(event.player)} loads munitions: ${munitionsWords(state, event.munitions)}.`;
    case 'squadron-repaired':
      return `${nameOf(event.player)} repairs ${squadronWords(state, event.squadron)}: back on board, with no munitions.`;
    case 'power-spent':
      return event.section === undefined
        ? `${nameOf(event.player)} spends a power token: one momentum token off the mat, which holds ${matWords(event.mat)} (${plural(event.power, 'power token')} left).`
        : `${nameOf(event.player)} spends a power token: the ${event.section} armour is back to ${String(event.armour[event.section] ?? 0)} (${plural(event.power, 'power token')} left).`;
    case 'dice-rolled':
      if (event.rolls.length === 0) return `${byWords(state, event.weapon)} fires at ${hexWords(event.aim)}: nothing is in the blast, so no dice are rolled.`;
      return `${byWords(state, event.weapon)} fires at ${hexWords(event.aim)}: ${listWords(
        event.rolls.map((roll) => `${roll.target.includes(':') ? `${nameOf(roll.target.split(':')[0])} ${roll.target.split(':')[1] ?? ''}` : byWords(state, roll.target)} rolls ${String(roll.roll)}, ${roll.hit ? 'a hit' : 'a miss'} (needs more than ${String(6 + roll.evasion - roll.accuracy)})`),
      )}.`;
    case 'squadron-flew': {
      const where = `${hexWords(event.pose.at)}, facing ${DIR_NAMES[event.pose.facing]}`;
      const moves = event.path.length === 0 ? 'stays' : `flies ${plural(event.path.length, 'hex', 'hexes')}`;
      return `${squadronWords(state, event.squadron)} ${event.launched ? 'launches and ' : ''}${moves} to ${where} (${plural(event.munitions, 'munition')}).`;
    }
    case 'squadron-recalled':
      return `${squadronWords(state, event.squadron)} lands on board its warship (${plural(event.munitions, 'munition')}).`;
    case 'token-launched':
      return `${byWords(state, event.token.source)} fires: ${nameOf(event.token.owner)}'s ${event.token.kind} ${event.token.id} at ${hexWords(event.token.at)}, heading ${DIR_NAMES[event.token.facing]}, speed ${String(event.token.speed)}.`;
    case 'token-moved': {
      const token = tokenWords(state, event.token);
      const to = event.path.length === 0 ? 'stays' : `moves to ${hexWords(event.at)}`;
      const end = { flying: '', hit: ' and strikes a hull', 'off-board': ' and leaves the board', collided: ' and collides' }[event.outcome];
      return `${capitalise(token)} ${to}${end}.`;
    }
    case 'laser-fired':
      return `${byWords(state, event.card)} fires a laser beam ${plural(event.path.length, 'hex', 'hexes')} long${event.destroyed.length === 0 ? '' : `, through ${listWords(event.destroyed.map((id) => byWords(state, id)))}`}.`;
    case 'weapon-fired':
      return `${nameOf(event.weapon.player)}'s ${cardName(state, event.weapon.card)} will fire in the weapons phase.`;
    case 'weapon-resolved':
      return `${nameOf(event.weapon.player)}'s ${cardName(state, event.weapon.card)} is done.`;
    case 'player-passed':
      return `${nameOf(event.player)} is done with the squadrons this round.`;
    case 'phase-began':
      return `Round ${String(event.round)}: ${PHASE_WORDS[event.phase]}.`;
    case 'prompted':
      return event.prompt === null ? 'Nothing is asked.' : withNames(state, event.prompt.question);
    case 'round-cleaned-up':
      return `Clean-up: cooldowns tick down and ${nameOf(event.initiative)} takes the initiative. Round ${String(event.round)} begins.`;
    case 'game-ended':
      return `The game is over: ${withNames(state, event.outcome.reason)}`;
  }
}

/** A message from the rules with every player and card id replaced by its name. */
export function withNames(state: StarEaterState, message: string): string {
  const cards = state.factions.flatMap((faction) => [...faction.components.map((card) => card.id), ...faction.squadrons.map((card) => card.id)]);
  return withNamesOf(message, [...state.players, ...cards], (id) => (state.players.includes(id) ? nameOf(id) : cardName(state, id)));
}

/** A loadout command as its button or list entry says it. */
export function loadoutLabel(state: StarEaterState, command: LoadoutCommand): string {
  switch (command.type) {
    case 'pick':
      return command.slot === 'squadrons' ? listWords(command.squadrons.map((id) => cardName(state, id))) : cardName(state, command.card);
    case 'swap': {
      const fitted = state.loadout.loadouts[command.player];
      const before = command.slot === 'squadrons' ? listWords((fitted?.squadrons ?? []).map((id) => cardName(state, id))) : cardName(state, fitted?.[command.slot] ?? '');
      const after = command.slot === 'squadrons' ? listWords(command.squadrons.map((id) => cardName(state, id))) : cardName(state, command.card);
      return `${capitalise(slotName(command.slot))}: ${before} → ${after}`;
    }
    case 'keep':
      return 'Keep the loadout';
    case 'arm':
      return munitionsWords(state, command.munitions);
  }
}

/** What the game waits for, in one sentence. */
export function promptWords(state: StarEaterState): string {
  if (state.outcome !== null) return withNames(state, state.outcome.reason);
  if (state.phase === 'loadout') {
    const who = nameOf(state.loadout.toAct ?? undefined);
    if (state.loadout.stage === 'draft') return `${who}: fit a component to an open slot (the players take turns).`;
    if (state.loadout.stage === 'swap') return `${who}: swap one component for another of your kit, or keep the loadout.`;
    return `${who}: put the ${plural(4, 'munition')} on your squadrons.`;
  }
  const prompt = state.prompt;
  if (prompt?.kind === 'commit-reveal') {
    const waiting = prompt.players.filter((player) => prompt.commitments[player] === null);
    return `${listWords(waiting.map(nameOf))}: give your orders in secret, an engine setting and two commitment cards.`;
  }
  if (prompt?.kind === 'choice') return `${nameOf(prompt.player)}: ${withNames(state, prompt.question)}`;
  if (state.phase === 'fighter' && state.fighters !== null) return `${nameOf(state.fighters.toAct)}: activate a squadron (launch, move, act or land) or pass.`;
  return 'Nothing to decide.';
}

/** "Round 3 · the fighter phase". */
export function statusWords(state: StarEaterState): string {
  if (state.outcome !== null) return 'Game over';
  if (state.phase === 'loadout') return `The loadout · ${state.loadout.stage === 'draft' ? 'the draft' : state.loadout.stage === 'swap' ? 'one swap each' : 'munitions'}`;
  const limit = state.roundLimit === null ? '' : ` of ${String(state.roundLimit)}`;
  return `Round ${String(state.round)}${limit} · ${capitalise(PHASE_WORDS[state.phase])} · ${nameOf(state.initiative)} has the initiative`;
}

/** The rule the question asked now comes from. */
export function promptRule(state: StarEaterState): string | null {
  if (state.outcome !== null) return null;
  if (state.phase === 'loadout') return state.loadout.stage === 'draft' ? RULE.loadoutDraft : state.loadout.stage === 'swap' ? RULE.loadoutSwap : RULE.loadoutMunitions;
  if (state.prompt !== null) return state.prompt.rule;
  return state.phase === 'fighter' ? RULE.fighterActivation : null;
}

/** What a command did, in one announcement: the events that matter, at most a handful, then how many more. */
export function summarizeEvents(state: StarEaterState, events: readonly StarEaterEvent[]): string {
  const told = events.filter((event) => !['prompted', 'action-resolved', 'weapon-resolved', 'card-played', 'component-used', 'weapon-fired'].includes(event.type));
  const most = 6;
  // An order is said without its contents: the live region keeps its words after the hand-off screen is up.
  const lines = told.slice(0, most).map((event) => (event.type === 'order-committed' ? `${nameOf(event.player)} gives orders, in secret.` : describeEvent(state, event)));
  const more = told.length - most;
  return `${lines.join(' ')}${more > 0 ? ` And ${plural(more, 'more event')}: see the log.` : ''}`;
}

/** A command as a short label, for the rb-command consumers and tests. */
export function commandLabel(state: StarEaterState, command: StarEaterCommand): string {
  switch (command.type) {
    case 'pick':
    case 'swap':
    case 'keep':
    case 'arm':
      return loadoutLabel(state, command);
    case 'commit':
      return `Orders: engine ${thrustName(command.engine)}; ${listWords(command.cards.map(commitmentName))}`;
    case 'vent':
      return `Vent the ${cardName(state, command.card)}`;
    case 'maintain':
      return command.repair === undefined ? `Load ${munitionsWords(state, command.munitions ?? {})}` : `Repair ${squadronWords(state, command.repair)}`;
    case 'defend':
      return command.target === null ? 'Hold fire' : `Fire the point defence at ${hexWords(command.target)}`;
    case 'special':
      return command.section === undefined ? `Remove momentum token ${String((command.token ?? 0) + 1)}` : `Restore the ${command.section}`;
    case 'fly':
      return `${squadronWords(state, command.squadron)}: ${command.path.length === 0 ? 'stay' : `fly to ${hexWords(command.path[command.path.length - 1] ?? { q: 0, r: 0 })}`}`;
    case 'pass':
      return 'Pass';
    case 'aim':
      return `Aim at ${hexWords(command.target)}`;
  }
}
