/**
 * Links between the docs pages and the games' rule maps (rules/<game>/rulebook.ts).
 *
 * A rule map entry's `docs` field is the page path and anchor that explain the rule, e.g.
 * /<game>/<page>/#<topic>-<rule> for the rule <game>/<topic>.<rule>: the anchor
 * is the rule id after the game prefix, with dots turned into dashes (ids contain '/' and '.', which
 * make awkward fragment identifiers). Pages never spell anchors themselves; they name the rule id
 * and these helpers look it up, so a typo or a rule documented on the wrong page fails the build.
 */
import { gamesInOrder, type RuleMap } from '../../../rules/games/index.ts';
import type { RuleEntry } from '../../../rules/engine/index.ts';

export type { RuleEntry };

/** Every game's rule map, by game prefix: the manifest's games (rules/games/index.ts), read once at build. */
const RULE_MAPS: Readonly<Partial<Record<string, RuleMap>>> = Object.fromEntries(await Promise.all(gamesInOrder().map(async (game) => [game.id, await game.rules()] as const)));

function gameOf(ruleId: string): string {
  return ruleId.split('/')[0] ?? '';
}

/** The rule map entry for an id; throws (failing the build) when no map has it. */
export function requireRule(ruleId: string): RuleEntry {
  const rule = RULE_MAPS[gameOf(ruleId)]?.ruleById(ruleId);
  if (rule === undefined) {
    throw new Error(`Unknown rule id "${ruleId}": it is in no rule map (rules/<game>/rulebook.ts).`);
  }
  return rule;
}

/** Splits a rule's `docs` field into the page path and the anchor (without '#'). */
export function docsLocation(rule: RuleEntry): { page: string; anchor: string } {
  const [page = '', anchor = ''] = rule.docs.split('#');
  if (anchor === '') throw new Error(`Rule "${rule.id}" has no anchor in its docs field "${rule.docs}".`);
  return { page, anchor };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Throws (failing the build) when the rule map says the rule is explained on another page. */
export function ensureDocumentedHere(rule: RuleEntry, currentPage: string): void {
  const { page } = docsLocation(rule);
  if (withoutTrailingSlash(page) !== withoutTrailingSlash(currentPage)) {
    throw new Error(`Rule "${rule.id}" is documented on ${currentPage}, but its rule map entry points to ${rule.docs}.`);
  }
}

/** The rules whose docs live on the given page, in rule map order. */
export function rulesDocumentedOn(currentPage: string): RuleEntry[] {
  return Object.values(RULE_MAPS)
    .flatMap((map) => map?.rules ?? [])
    .filter((rule) => withoutTrailingSlash(docsLocation(rule).page) === withoutTrailingSlash(currentPage));
}

/** Every rule of one game (its id, the rule-id prefix), in rule map order; throws when the game has no map. */
export function rulesOfGame(game: string): readonly RuleEntry[] {
  const map = RULE_MAPS[game];
  if (map === undefined) throw new Error(`No rule map for game "${game}": declare the game in rules/games/index.ts.`);
  return map.rules;
}

/** How a page marks a rule mapped but not yet enforced. */
export const DEFERRED_NOTE = 'coming';
