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

/** What a widget shows of a rule: its title and where the docs explain it, without the prose. */
export interface RuleHeading<Id extends string = string> {
  id: Id;
  title: string;
  /** Site path and anchor of the docs section that explains it. */
  docs: string;
}

/**
 * A game's rule headings, looked up by id. A game keeps its titles and docs pages apart from the
 * rule map's prose (summaries, interpretations), so that a widget citing rules bundles a line per
 * rule, not the whole map. `headings` gives `[title, page]` for every id; `game` is the site section.
 */
/* @__NO_SIDE_EFFECTS__ */
export function ruleHeadings<Id extends string, Page extends string>(
  game: string,
  ids: readonly Id[],
  headings: Readonly<Record<Id, readonly [title: string, page: Page]>>,
): { headingOf: (id: Id) => RuleHeading<Id>; ruleHeading: (id: string) => RuleHeading<Id> | undefined } {
  const headingOf = (id: Id): RuleHeading<Id> => {
    const [title, page] = headings[id];
    return { id, title, docs: `/${game}/${page}/#${docsAnchor(id)}` };
  };
  return {
    headingOf,
    ruleHeading: (id) => {
      const known = ids.find((candidate) => candidate === id);
      return known === undefined ? undefined : headingOf(known);
    },
  };
}
