import type { PlayerId } from './ruleset.ts';
import { describeValue } from './describe-value.ts';
import type { Draw, RandomState } from './random.ts';
import { RuleViolation } from './rule-violation.ts';

/**
 * A choice one player must make in the middle of resolving something (where damage goes, react or
 * pass). While it is pending, the next command must answer it. The legal answers come from the
 * ruleset's `legalCommands`.
 */
export interface ChoicePrompt {
  kind: 'choice';
  /** What is being asked, e.g. 'allocate-damage'; answers name it so a stale answer is refused. */
  id: string;
  player: PlayerId;
  /** The rule that asks the question. */
  rule: string;
  question: string;
}

/** Stands in for a committed secret in a player's view until it is revealed. */
export const HIDDEN = 'hidden';
export type Hidden = typeof HIDDEN;

/**
 * Simultaneous secret choices (bids, hidden hands, committed cards): every listed player commits
 * a secret in any order; nobody sees another's secret until all have committed and the ruleset
 * reveals them. `null` means not committed yet.
 */
export interface CommitRevealPrompt<Secret> {
  kind: 'commit-reveal';
  id: string;
  players: PlayerId[];
  rule: string;
  question: string;
  commitments: Record<PlayerId, Secret | Hidden | null>;
}

export type Prompt<Secret = unknown> = ChoicePrompt | CommitRevealPrompt<Secret>;

export function choicePrompt(id: string, player: PlayerId, rule: string, question: string): ChoicePrompt {
  return { kind: 'choice', id, player, rule, question };
}

export function commitRevealPrompt<Secret>(id: string, players: readonly PlayerId[], rule: string, question: string): CommitRevealPrompt<Secret> {
  const commitments: Record<PlayerId, Secret | Hidden | null> = {};
  for (const player of players) commitments[player] = null;
  return { kind: 'commit-reveal', id, players: [...players], rule, question, commitments };
}

/** Refuses an ordinary command while a prompt waits for its answer. */
export function ensureNoPrompt(prompt: Prompt | null): void {
  if (prompt === null) return;
  const who = prompt.kind === 'choice' ? prompt.player : waitingFor(prompt).join(', ');
  throw new RuleViolation('engine/prompt.pending', `First ${who} must answer: ${prompt.question}`);
}

/** Refuses an answer to a question that is not being asked, or from the wrong player. */
export function ensureAnswers(prompt: Prompt | null, promptId: string, player: PlayerId | undefined): asserts prompt is Prompt {
  if (prompt?.id !== promptId) {
    throw new RuleViolation('engine/prompt.not-asked', `Nobody is being asked "${promptId}" now.`);
  }
  const allowed = prompt.kind === 'choice' ? [prompt.player] : prompt.players;
  if (player === undefined || !allowed.includes(player)) {
    throw new RuleViolation('engine/prompt.wrong-player', `${player === undefined ? 'Nobody' : typeof player === 'string' ? player : describeValue(player)} cannot answer this; it is for ${allowed.join(', ')}.`);
  }
}

/** Players who still have to commit. */
export function waitingFor<Secret>(prompt: CommitRevealPrompt<Secret>): PlayerId[] {
  return prompt.players.filter((player) => prompt.commitments[player] === null);
}

export function allCommitted<Secret>(prompt: CommitRevealPrompt<Secret>): boolean {
  return waitingFor(prompt).length === 0;
}

/** Records one player's secret. A secret cannot be changed once committed. */
export function commitSecret<Secret>(prompt: CommitRevealPrompt<Secret>, player: PlayerId, secret: Secret): CommitRevealPrompt<Secret> {
  ensureAnswers(prompt, prompt.id, player);
  if (prompt.commitments[player] !== null) {
    throw new RuleViolation('engine/commit.already-committed', `${player} has already committed and cannot change it.`);
  }
  return { ...prompt, commitments: { ...prompt.commitments, [player]: secret } };
}

/** The prompt as `viewer` may see it: other players' committed secrets become `HIDDEN`. */
export function hideOthersSecrets<Secret>(prompt: CommitRevealPrompt<Secret>, viewer: PlayerId): CommitRevealPrompt<Secret> {
  const commitments: Record<PlayerId, Secret | Hidden | null> = {};
  for (const player of prompt.players) {
    const secret = prompt.commitments[player] ?? null;
    commitments[player] = player === viewer || secret === null ? secret : HIDDEN;
  }
  return { ...prompt, commitments };
}

/** Every secret, once all are in; throws if any is missing (a ruleset bug, not a player's). */
export function revealedSecrets<Secret>(prompt: CommitRevealPrompt<Secret>): Record<PlayerId, Secret> {
  const secrets: Record<PlayerId, Secret> = {};
  for (const player of prompt.players) {
    const secret = prompt.commitments[player];
    if (secret === null || secret === undefined || secret === HIDDEN) throw new Error(`Cannot reveal: ${player} has no visible secret.`);
    secrets[player] = secret;
  }
  return secrets;
}

/**
 * The prompt with every secret `viewer` cannot see (`HIDDEN`) dealt by `deal`, in seat order, each
 * from the random state the one before left: a search bot's guess at what the others committed.
 * `deal` gets the player and the prompt as it stands without their secret, and draws one they could
 * have committed.
 */
export function dealHiddenSecrets<Secret>(
  prompt: CommitRevealPrompt<Secret>,
  viewer: PlayerId,
  random: RandomState,
  deal: (player: PlayerId, undealt: CommitRevealPrompt<Secret>, random: RandomState) => Draw<Secret>,
): Draw<CommitRevealPrompt<Secret>> {
  let dealt = prompt;
  let draws = random;
  for (const player of prompt.players) {
    if (player === viewer || dealt.commitments[player] !== HIDDEN) continue;
    const secret = deal(player, { ...dealt, commitments: { ...dealt.commitments, [player]: null } }, draws);
    draws = secret.random;
    dealt = { ...dealt, commitments: { ...dealt.commitments, [player]: secret.value } };
  }
  return { value: dealt, random: draws };
}
