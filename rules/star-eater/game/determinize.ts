/**
 * A deal for the search bot (issue 23): what `viewer` cannot see is the other player's secret order
 * of the round and the dice to come. The order is dealt as one the rules let that player commit now
 * (the order the rules would record for it), and the dice from a fresh random state.
 */
import { HIDDEN, dealHiddenSecrets, drawInt, seedRandom, type PlayerId, type RandomState } from '../../engine/index.ts';
import { decide } from './decide.ts';
import type { Order, StarEaterState } from './model.ts';
import { ordersWaitingFrom } from './legal.ts';

export function determinize(seen: StarEaterState, viewer: PlayerId, random: RandomState): StarEaterState {
  const dice = drawInt(random, 0, 0x7fffffff);
  const state = { ...seen, random: seedRandom(dice.value) };
  const prompt = state.prompt;
  if (prompt?.kind !== 'commit-reveal') return state;
  const dealt = dealHiddenSecrets(prompt, viewer, dice.random, (player, undealt, draws) => {
    const before = { ...state, prompt: undealt };
    const choices = ordersWaitingFrom(before, player) ?? [];
    const pick = drawInt(draws, 0, Math.max(0, choices.length - 1));
    const command = choices[pick.value];
    const committed = command === undefined ? undefined : decide(before, command).find((event) => event.type === 'order-committed' && event.player === player);
    const order: Order = committed?.type === 'order-committed' && committed.order !== HIDDEN ? committed.order : { engine: 'none', cards: ['vent-coolant', 'special'] };
    return { value: order, random: pick.random };
  });
  return { ...state, prompt: dealt.value };
}
