/**
 * The bot a reader plays one Steamwork Arena conflict against in `<steamwork-arena-conflict>`.
 * Pure: the same setup, side and generator state always give the same choice.
 */
import { drawInt, isRuleViolation, type RandomState } from '../../rules/engine/index.ts';
import { hidingLimit, validateHands, type HandPick, type Hands } from '../../rules/steamwork-arena/index.ts';

/** The numbers a conflict starts from (the widget's `ConflictSetup`). */
export interface ConflictLimits {
  attackValue: number;
  defenseValue: number;
  attackerEnergy: number;
  defenderEnergy: number;
  rangeEnergy: number;
}

/** What the bot hides and which of the reader's hands it picks, and the generator after drawing them. */
export interface BotConflictChoice {
  hands: Hands;
  /** Which of the other side's hands the bot picks: 0 left, 1 right. */
  pick: HandPick;
  random: RandomState;
}

/**
 * Every split one side may hide under the rules (steamwork-arena/conflict.hide), `[left, right]`,
 * left hand ascending then right: each pair within the side's hiding limit that `validateHands`
 * accepts.
 */
export function legalSplits(setup: ConflictLimits, side: 'attacker' | 'defender'): Hands[] {
  const limit = hidingLimit(side, setup);
  const splits: Hands[] = [];
  for (let left = 0; left <= limit; left++) {
    for (let right = 0; left + right <= limit; right++) {
      const hands: Hands = [left, right];
      try {
        validateHands({
          ...setup,
          attackerHands: side === 'attacker' ? hands : [0, 0],
          defenderHands: side === 'defender' ? hands : [0, 0],
        });
        splits.push(hands);
      } catch (error) {
        if (!isRuleViolation(error)) throw error;
      }
    }
  }
  return splits;
}

/**
 * The bot's side of a conflict: a split drawn uniformly from every legal split (so hiding
 * nothing, or everything in one hand, is as likely as any other), then either of the reader's
 * hands with equal chance. It sees only the setup, never the reader's hands.
 *
 * Throws when the side may hide nothing legal at all (the widget refuses such a setup first).
 */
export function botConflictChoice(setup: ConflictLimits, side: 'attacker' | 'defender', random: RandomState): BotConflictChoice {
  const splits = legalSplits(setup, side);
  if (splits.length === 0) throw new Error(`The ${side} has no legal split in this setup.`);
  const split = drawInt(random, 0, splits.length - 1);
  const pick = drawInt(split.random, 0, 1);
  const hands = splits[split.value];
  if (hands === undefined) throw new Error(`No split number ${split.value} of ${splits.length}.`);
  return { hands, pick: pick.value === 0 ? 0 : 1, random: pick.random };
}
