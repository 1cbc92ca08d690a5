/**
 * Plain-English helpers every game's words use: capitals, counts, lists, rule citations and player
 * names in the rules' sentences. A game's own words (its events, prompts, pieces) build on these.
 */
import type { RuleCitation } from './rule-citation.ts';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function uncapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** '1 sector', '3 sectors'; `many` for an irregular plural. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** What a game gives for one rule id: its title and docs link (the game's `ruleHeading`). */
interface RuleHeadingLike {
  title: string;
  docs: string;
}

/**
 * A citation maker for one game: the rule's id with its title and docs link, from the game's
 * `ruleHeading` (not the whole rule map, whose prose a widget has no use for).
 */
export function citationFrom(ruleHeading: (id: string) => RuleHeadingLike | undefined): (id: string) => RuleCitation {
  return (id) => {
    const heading = ruleHeading(id);
    return { id, title: heading?.title, docs: heading?.docs };
  };
}

/**
 * A sentence from the rules (a refusal, a game-over reason) with each id in `ids` replaced by
 * `name(id)`. The rules word their messages with bare ids ("blue has no energy left"); ids are
 * matched whole (not inside a longer word or id), the longest first, so "red-1" is not read as "red".
 */
export function withNames(text: string, ids: readonly string[], name: (id: string) => string): string {
  const renamed = [...new Set(ids)].filter((id) => name(id) !== id).sort((a, b) => b.length - a.length);
  if (renamed.length === 0) return text;
  const pattern = new RegExp(`(?<![\\w.-])(${renamed.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
  return text.replace(pattern, (id) => name(id));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
