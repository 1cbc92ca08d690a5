/**
 * Steamwork Arena in plain words, for the game widget's status line, buttons, log and live
 * region: players and steamworks by name ("Red", "Blue-1"), never by id; secrets a viewer may not
 * see (`HIDDEN`, a hand shown as `null`) said as hidden, never guessed at.
 */
import { HIDDEN, type PlayerId } from '../../rules/engine/index.ts';
import { distance, isZone, ruleHeading, shiftCost, type SteamworkCommand, type SteamworkEvent, type SteamworkState } from '../../rules/steamwork-arena/index.ts';
import { capitalise, citationFrom, listWords, plural, withNames as withNamesOf } from '../shared/words.ts';

export { capitalise, listWords, plural } from '../shared/words.ts';

const HAND = ['left', 'right'] as const;

/** A rule id as a citation with its title and docs link from the Steamwork Arena rule map. */
export const citation = citationFrom(ruleHeading);

/** A player's or a steamwork's name: its id capitalised ("red-1" → "Red-1"). */
export function nameOf(id: PlayerId | undefined): string {
  return id === undefined ? 'Nobody' : capitalise(id);
}

/** Inches to one decimal, without a trailing ".0". */
export function inches(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** "1 inch", "2.5 inches": a distance to one decimal, with its unit. */
export function inchWords(value: number): string {
  return plural(Math.round(value * 10) / 10, 'inch', 'inches');
}

/**
 * A message from the rules with every player and steamwork id replaced by its name. Ids are
 * matched whole (not inside a longer word or id), the longest first, so "red-1" is not read as "red".
 */
export function withNames(state: SteamworkState, message: string): string {
  return withNamesOf(message, [...state.seats, ...Object.keys(state.steamworks)], nameOf);
}

const PHASES: Readonly<Record<SteamworkState['phase'], string>> = {
  customise: 'secret customisation',
  bid: 'bid for initiative',
  shift: 'shift modes',
  act: 'act',
  conflict: 'conflict',
  reckoning: 'reckoning',
  over: 'game over',
};

export function phaseWords(state: SteamworkState): string {
  return PHASES[state.phase];
}

/** What a commitment was, by the rule it cites. */
function commitmentKind(rule: string): 'bid' | 'hands' | 'pick' | 'customisation' {
  if (rule.endsWith('.hide')) return 'hands';
  if (rule.endsWith('.pick')) return 'pick';
  if (rule.endsWith('.secret')) return 'customisation';
  return 'bid';
}

function handsWords(hands: readonly (number | null)[]): string {
  const [left, right] = hands;
  if (left === null || left === undefined || right === null || right === undefined) return 'hidden';
  return `${String(left)} left, ${String(right)} right`;
}

/** One event in a sentence, as one player sees it (the event already passed through `viewEvent`). */
export function describeEvent(state: SteamworkState, event: SteamworkEvent): string {
  switch (event.type) {
    case 'round-started':
      return `Round ${String(event.round)} begins.`;
    case 'energized': {
      const gains = Object.entries(event.gains).map(([id, gain]) => `${nameOf(id)} ${String(gain)}`);
      return gains.length === 0 ? 'Energize: nobody gains energy.' : `Energize: ${listWords(gains)} energy from the bank.`;
    }
    case 'committed': {
      const who = nameOf(event.player);
      const kind = commitmentKind(event.rule);
      const secret = event.secret;
      if (secret === HIDDEN) return `${who} has committed ${kind === 'hands' ? 'their hands' : kind === 'pick' ? 'a pick' : kind === 'bid' ? 'a bid' : 'their customisation'} in secret.`;
      if (kind === 'bid' && typeof secret === 'number') return `${who} bids ${plural(secret, 'energy token')}, in secret.`;
      if (kind === 'hands' && Array.isArray(secret)) return `${who} hides ${handsWords(secret)}, in secret.`;
      if (kind === 'pick' && typeof secret === 'number') return `${who} picks the opponent's ${HAND[secret === 1 ? 1 : 0]} hand, in secret.`;
      return `${who} has pencilled in their customisation, in secret.`;
    }
    case 'templates-revealed':
      return `The customised templates are revealed: ${listWords(Object.keys(event.templates).map(nameOf))}.`;
    case 'bids-revealed': {
      const bids = Object.entries(event.bids).map(([player, bid]) => `${nameOf(player)} ${String(bid)}`);
      const ties = event.tieBreaks.map((tie) => ` ${listWords(tie.tied.map(nameOf))} tied; guess-a-hand puts ${listWords(tie.order.map(nameOf))} in that order.`).join('');
      return `Bids revealed: ${listWords(bids)}.${ties} Initiative: ${event.initiative.map(nameOf).join(', ')}.`;
    }
    case 'shifted':
      return event.from === event.to
        ? `${nameOf(event.steamwork)} stays in mode ${event.to}.`
        : `${nameOf(event.steamwork)} shifts from mode ${event.from} to ${event.to} for ${plural(event.cost, 'energy token')}.`;
    case 'moved':
      return `${nameOf(event.steamwork)} moves ${inchWords(distance(event.from, event.to))} to (${inches(event.to.x)}, ${inches(event.to.y)}).`;
    case 'attack-declared':
      return `${nameOf(event.attacker)} attacks ${nameOf(event.defender)}${event.rangeEnergy > 0 ? ` at range, paying ${plural(event.rangeEnergy, 'energy token')}` : ', touching'} (attack ${String(event.attackValue)} against defense ${String(event.defenseValue)}).`;
    case 'act-started':
      return `${nameOf(event.steamwork)} acts.`;
    case 'hands-held-out': {
      const own = Object.entries(event.hands).filter(([, held]) => held[0] !== null && held[1] !== null);
      const shown = own.map(([player, held]) => `${nameOf(player)}: ${handsWords(held)}`);
      return `Both sides hold out their fists.${shown.length === 0 ? '' : ` ${shown.join('; ')}.`}`;
    }
    case 'hands-picked':
      return `Hands picked: the attacker shows ${String(event.attackerRevealed)}, the defender ${String(event.defenderRevealed)}: ${plural(event.pdp, 'pending damage point')}.`;
    case 'pdp-spent':
      if (event.shutDown !== null) return `${nameOf(event.defender)} hits System Failure: mode ${event.shutDown} shuts down and health goes back to the top.`;
      return `${nameOf(event.defender)}: health ${String(event.health)}, mode ${event.mode}.`;
    case 'pdp-forgone':
      return `${plural(event.pdp, 'pending damage point')} against ${nameOf(event.defender)} left unspent.`;
    case 'conflict-ended': {
      const spent = Object.entries(event.spent).map(([player, amount]) => `${nameOf(player)} ${String(amount)}`);
      return `The conflict ends: the hidden energy goes to the bank (${listWords(spent)}).`;
    }
    case 'act-ended':
      return `${nameOf(event.steamwork)} ends its action${event.gains > 0 ? `, gaining ${plural(event.gains, 'energy token')}` : ''}.`;
    case 'voluntary-shutdown':
      return `${nameOf(event.steamwork)} shuts down mode ${event.mode} to repair: health ${String(event.health)}.`;
    case 'steamwork-out':
      return `${nameOf(event.steamwork)} is out: no mode left running.`;
    case 'game-over':
      return `Game over: ${withNames(state, event.outcome.reason)}`;
    case 'prompted':
      if (event.prompt === null) return 'Nobody is asked anything.';
      // A choice prompt's question already names the steamwork it is for.
      return event.prompt.kind === 'choice' ? withNames(state, event.prompt.question) : `${promptWho(event.prompt)}: ${event.prompt.question}`;
  }
}

function promptWho(prompt: NonNullable<SteamworkState['prompt']>): string {
  if (prompt.kind === 'choice') return nameOf(prompt.player);
  return listWords(prompt.players.map(nameOf));
}

/** The question of the prompt on the table, with names, and who must answer. */
export function promptWords(state: SteamworkState): string {
  const prompt = state.prompt;
  if (state.outcome !== null) return 'The game is over.';
  if (prompt === null) return 'Nothing is asked.';
  if (prompt.kind === 'choice') return `${nameOf(prompt.player)} to answer. ${withNames(state, prompt.question)}`;
  const waiting = prompt.players.filter((player) => prompt.commitments[player] === null);
  const done = prompt.players.filter((player) => prompt.commitments[player] !== null);
  return `${listWords(waiting.map(nameOf))} to commit${done.length > 0 ? ` (${listWords(done.map(nameOf))} done)` : ''}. ${prompt.question}`;
}

/** A button's label for a command. */
export function commandLabel(state: SteamworkState, command: SteamworkCommand): string {
  switch (command.type) {
    case 'customise':
      return 'Commit the customisation';
    case 'bid':
      return `Bid ${String(command.amount)}`;
    case 'shift':
      return shiftLabel(state, command.to);
    case 'move':
      return moveLabel(state, command.to);
    case 'attack':
      return command.rangeEnergy === 0
        ? `Attack ${nameOf(command.target)} (touching)`
        : `Attack ${nameOf(command.target)} at range, paying ${plural(command.rangeEnergy, 'energy token')}`;
    case 'end-act':
      return 'End the action';
    case 'hide':
      return `Hide ${String(command.hands[0])} left, ${String(command.hands[1])} right`;
    case 'pick':
      return `Pick the ${HAND[command.hand]} hand`;
    case 'spend-pdp':
      if (command.effect === 'mode') return `Move the mode clip to ${command.to}`;
      return command.shutDown === undefined ? 'Move the health clip down' : `Health down to System Failure: shut down mode ${command.shutDown}`;
    case 'forgo-pdp':
      return 'Leave the rest unspent';
    case 'shut-down':
      return `Shut down mode ${command.mode} (health up one step)`;
    case 'done':
      return 'Done: shut down nothing more';
  }
}

const DIRECTIONS = ['right', 'down-right', 'down', 'down-left', 'left', 'up-left', 'up', 'up-right'] as const;

/** "Move 3 inches left, to (4, 12)", "Move 1 inch up": how far and which way on the screen (y grows downwards), then where. */
function moveLabel(state: SteamworkState, to: { x: number; y: number }): string {
  const id = state.act?.steamwork;
  const from = id === undefined ? undefined : state.steamworks[id]?.position;
  const where = `(${inches(to.x)}, ${inches(to.y)})`;
  if (from === undefined) return `Move to ${where}`;
  const far = distance(from, to);
  if (far < 0.05) return `Stay at ${where}`;
  const octant = Math.round(Math.atan2(to.y - from.y, to.x - from.x) / (Math.PI / 4));
  const direction = DIRECTIONS[(octant + 8) % 8] ?? '';
  return `Move ${inchWords(far)} ${direction}, to ${where}`;
}

function shiftLabel(state: SteamworkState, to: string): string {
  const id = state.order[state.turn];
  const from = id === undefined ? undefined : state.steamworks[id]?.mode;
  if (from === undefined || !isZone(to)) return `Shift to mode ${to}`;
  if (from === to) return `Stay in mode ${to} (free)`;
  return `Shift to mode ${to} for ${plural(shiftCost(from, to), 'energy token')}`;
}
