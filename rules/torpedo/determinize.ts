/**
 * A deal for the search bot (issue 23): what `viewer` cannot see is the other players' secret moves
 * of the round; each is dealt as one of the moves the rules let that player commit now, the move
 * the rules would record for it.
 */
import { HIDDEN, dealHiddenSecrets, drawInt, type PlayerId, type RandomState } from '../engine/index.ts';
import { decide } from './decide.ts';
import { legalCommandsFor } from './legal.ts';
import type { Move, TorpedoState } from './model.ts';

export function determinize(seen: TorpedoState, viewer: PlayerId, random: RandomState): TorpedoState {
  const prompt = seen.prompt;
  if (prompt === null || !Object.values(prompt.commitments).includes(HIDDEN)) return seen;
  const dealt = dealHiddenSecrets(prompt, viewer, random, (player, undealt, draws) => {
    const before = { ...seen, prompt: undealt };
    const choices = legalCommandsFor(before, player);
    const pick = drawInt(draws, 0, choices.length - 1);
    const command = choices[pick.value];
    const committed = command === undefined ? undefined : decide(before, command).find((event) => event.type === 'committed' && event.player === player);
    const move: Move = committed?.type === 'committed' && committed.move !== HIDDEN ? committed.move : { type: 'wait' };
    return { value: move, random: pick.random };
  });
  return { ...seen, prompt: dealt.value };
}
