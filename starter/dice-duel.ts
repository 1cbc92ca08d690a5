import { RuleViolation, ensure, rollDie, seedRandom, unknownCommand, type RandomState, type Ruleset, type Setup } from 'rulebench/rules/engine';

/** A dice duel: on your turn roll a die into your pot (a 1 loses the pot) or bank it; first to the target wins. */
export type Player = 'red' | 'blue';
export interface DuelSetup extends Setup {
  target?: number;
}
export interface DuelState {
  target: number;
  scores: Record<Player, number>;
  pot: number;
  turn: Player;
  winner: Player | null;
  random: RandomState;
}
export interface DuelCommand {
  type: 'roll' | 'bank';
  player: Player;
}
export type DuelEvent =
  | { type: 'rolled'; rule: 'dice-duel/roll'; value: number; random: RandomState }
  | { type: 'busted'; rule: 'dice-duel/bust'; lost: number }
  | { type: 'banked'; rule: 'dice-duel/bank'; points: number }
  | { type: 'won'; rule: 'dice-duel/win'; player: Player };

const other = (player: Player): Player => (player === 'red' ? 'blue' : 'red');

export const diceDuel: Ruleset<DuelState, DuelCommand, DuelEvent, DuelSetup> = {
  id: 'dice-duel',
  initialState({ seed, target = 20 }) {
    if (!Number.isInteger(target) || target < 5 || target > 100) throw new RuleViolation('dice-duel/setup.target', `target must be a whole number from 5 to 100; got ${String(target)}.`, 'target');
    return { target, scores: { red: 0, blue: 0 }, pot: 0, turn: 'red', winner: null, random: seedRandom(seed) };
  },
  decide(state, command) {
    ensure(command.player === state.turn, 'dice-duel/turn', `It is ${state.turn}'s turn, not ${command.player}'s.`);
    switch (command.type) {
      case 'bank': {
        ensure(state.pot > 0, 'dice-duel/bank', 'Roll at least once before you bank: the pot is empty.');
        const banked: DuelEvent = { type: 'banked', rule: 'dice-duel/bank', points: state.pot };
        return state.scores[state.turn] + state.pot >= state.target ? [banked, { type: 'won', rule: 'dice-duel/win', player: state.turn }] : [banked];
      }
      case 'roll': {
        const die = rollDie(state.random, 6);
        const rolled: DuelEvent = { type: 'rolled', rule: 'dice-duel/roll', value: die.value, random: die.random };
        return die.value === 1 ? [rolled, { type: 'busted', rule: 'dice-duel/bust', lost: state.pot }] : [rolled];
      }
      default:
        return unknownCommand('The dice duel', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'rolled':
        return { ...state, random: event.random, pot: event.value === 1 ? state.pot : state.pot + event.value };
      case 'busted':
        return { ...state, pot: 0, turn: other(state.turn) };
      case 'banked':
        return { ...state, scores: { ...state.scores, [state.turn]: state.scores[state.turn] + event.points }, pot: 0, turn: other(state.turn) };
      case 'won':
        return { ...state, winner: event.player };
    }
  },
  legalCommands: (state) => (state.winner !== null ? [] : state.pot > 0 ? [{ type: 'roll', player: state.turn }, { type: 'bank', player: state.turn }] : [{ type: 'roll', player: state.turn }]),
  toAct: (state) => (state.winner === null ? [state.turn] : []),
  outcome: (state) => (state.winner === null ? null : { winners: [state.winner], reason: `reached ${String(state.target)} points` }),
};
