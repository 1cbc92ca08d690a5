/**
 * What this round's engine setting did to the mat, token by token, for a widget to draw: the mat
 * as the round began with each thrust's mark on it. Cancelled and ignored tokens stay in the list
 * as marks (where the cancelled one was; the ignored one at the end), so a reader sees which token
 * went: the tokens not so marked are exactly the mat now.
 */
import type { Dir } from '../hex.ts';
import type { MomentumMat, Rotation, ThrustStep } from '../momentum.ts';

export type MatTokenMark = 'kept' | 'added' | 'turned' | 'cancelled' | 'ignored';

export interface MatToken {
  token: Dir | Rotation;
  mark: MatTokenMark;
  /** A turned token's direction before the thrust; null otherwise. */
  from: Dir | null;
  /** Which thrust of the setting marked it (1, or 2 for a double thrust's second); null when kept. */
  thrust: number | null;
}

export interface MatChanges {
  linear: MatToken[];
  rotational: MatToken[];
}

/** Is the token still on the mat (kept, added or turned)? */
export function isOnMat(token: MatToken): boolean {
  return token.mark !== 'cancelled' && token.mark !== 'ignored';
}

/** The mat `before` with each of `thrusts` (as `explainThrust` gave them) marked on it. */
export function matChanges(before: MomentumMat, thrusts: readonly ThrustStep[]): MatChanges {
  const kept = (token: Dir | Rotation): MatToken => ({ token, mark: 'kept', from: null, thrust: null });
  const changes: MatChanges = { linear: before.linear.map(kept), rotational: before.rotational.map(kept) };
  thrusts.forEach((step, index) => {
    const list = typeof step.thrust === 'number' ? changes.linear : changes.rotational;
    const thrust = index + 1;
    if (step.index === null || step.effect === 'added' || step.effect === 'ignored') {
      list.push({ token: step.thrust, mark: step.effect === 'added' ? 'added' : 'ignored', from: null, thrust });
      return;
    }
    // `index` counts the tokens on the mat as the thrust found it: skip the marks of earlier thrusts.
    const onMat = list.filter(isOnMat);
    const target = onMat[step.index];
    if (target === undefined) return;
    const at = list.indexOf(target);
    list[at] = step.effect === 'cancelled' ? { ...target, mark: 'cancelled', thrust } : { token: step.became ?? target.token, mark: 'turned', from: typeof target.token === 'number' ? target.token : null, thrust };
  });
  return changes;
}
