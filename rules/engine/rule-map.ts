/**
 * One entry of a game's rule map: the id the enforcing code, the tests and the docs page share,
 * with the rule in our own words and the decisions we made where the rulebook is unclear.
 */
export interface RuleEntry<Id extends string = string> {
  /** From the game's `RULE` table (rule-ids.ts): the code cites the table, never the string. */
  id: Id;
  title: string;
  /** Where it stands in the rulebook. */
  section: string;
  summary: string;
  /** Decisions we made where the rulebook is silent, unclear or cut. */
  interpretations: string[];
  /** Site path and anchor of the docs section that explains it. */
  docs: string;
  /** 'deferred' rules are mapped but wait for a later piece. */
  status: 'enforced' | 'deferred';
}

/** The docs anchor of a rule: its id without the game prefix, dots as dashes. */
export function docsAnchor(id: string): string {
  return id.slice(id.indexOf('/') + 1).replaceAll('.', '-');
}
