/**
 * Cooldown (rulebook 6.6, 6.6.1): a component with cooldown tokens on it cannot be used; at
 * cleanup every component loses one token, then each weapon fired this round takes as many tokens
 * as its cooldown stat.
 */
import { RULE } from './rule-ids.ts';

/** Cooldown tokens on each of a ship's components, by card id (0 or absent: ready). */
export type Cooldowns = Readonly<Record<string, number>>;

/** Why a component cannot be activated now, or null: the activation is ignored while it cools. */
export function coolingDown(cooldowns: Cooldowns, card: string): { rule: string; tokens: number } | null {
  const tokens = cooldowns[card] ?? 0;
  return tokens > 0 ? { rule: RULE.cooldown, tokens } : null;
}

/** Cleanup: one token off every component that has any, then the round's used components take their cooldown. */
export function cleanupCooldowns(cooldowns: Cooldowns, used: readonly { card: string; cooldown: number }[]): Record<string, number> {
  const next: Record<string, number> = {};
  for (const [card, tokens] of Object.entries(cooldowns)) if (tokens > 1) next[card] = tokens - 1;
  for (const { card, cooldown } of used) if (cooldown > 0) next[card] = (next[card] ?? 0) + cooldown;
  return next;
}

/** Vent coolant (6.3.5, RULE.ventCoolant): one token off one component. */
export function ventCoolant(cooldowns: Cooldowns, card: string): Record<string, number> {
  const next: Record<string, number> = {};
  for (const [id, tokens] of Object.entries(cooldowns)) {
    const left = id === card ? tokens - 1 : tokens;
    if (left > 0) next[id] = left;
  }
  return next;
}
