import { html, nothing, type TemplateResult } from 'lit';

/** A rule a log entry or a result cites: its id, and where known its title and docs page. */
export interface RuleCitation {
  /** The rule id, `<game>/<topic>.<rule>`. */
  id: string;
  title?: string | undefined;
  /** The docs page and anchor as the rule map gives it, `/<game>/<page>/#<topic>-<rule>`. */
  docs?: string | undefined;
}

let docsBase: string | null = null;

/**
 * Where rule links point. The rule map gives site paths (`/<game>/...`); on the docs site those
 * work as they are. The blog bundle is served from the docs site, so it sets the base to its own
 * address and links from a blog lead back to the docs site instead of the blog's own domain.
 */
export function setDocsBase(base: string | null): void {
  docsBase = base;
}

/** A rule map docs path as a link target for this page. */
export function docsHref(path: string): string {
  if (docsBase === null) return path;
  try {
    return new URL(path.replace(/^\/+/, ''), docsBase).href;
  } catch {
    return path;
  }
}

/**
 * The rule as a link (its title, or its id when the map has no title), with the id beside it for a
 * reader who wants to search for it; widget-styles.ts shows the id only on hover and focus. Without
 * a docs path it is plain text.
 */
export function renderCitation(citation: RuleCitation | undefined): TemplateResult | typeof nothing {
  if (citation === undefined) return nothing;
  const label = citation.title ?? citation.id;
  const showId = citation.title !== undefined;
  const name =
    citation.docs === undefined
      ? html`<span part="rule-title">${label}</span>`
      : html`<a part="rule-link" href=${docsHref(citation.docs)}>${label}</a>`;
  return html`<span class="citation" part="rule"
    ><span class="visually-hidden">Rule: </span>${name}${showId ? html` <code part="rule-id">${citation.id}</code>` : nothing}</span
  >`;
}
