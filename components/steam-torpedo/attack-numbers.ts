import { css, html, nothing, type TemplateResult } from 'lit';
import { RULE, type Location, type RuleId } from '../../rules/steam-torpedo/index.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { tokens } from '../shared/theme.ts';
import { citation, plural } from './words.ts';

/*
 * The numbers of a Steam Torpedo attack ("Resolving Attacks") as a row of boxes, each
 * citing its rule: attack total, armor value and damage total, or for an oxygen drain the oxygen to
 * remove. Shared because the attack lab (`<steam-torpedo-attack>`) and the damage widget
 * (`<steam-torpedo-damage>`) show the same numbers the same way; the numbers are the rules', and the
 * widget passes in what makes them (`renderArmorList`, the lab's attack breakdown).
 *
 * Parts: `numbers` the row, `number` each box, `number-value` its figure, `breakdown-details` the
 * collapsed list of what makes it (`breakdown-summary` its "What makes 3"). Each box carries
 * `data-number` (`attack-total`, `armor`, `damage-total`, `oxygen`), the row `data-location`.
 */

/** An attack on one location, as the rules total it. */
export interface AttackTotals {
  location: Location;
  attackTotal: number;
  armorValue: number;
  damageTotal: number;
}

export interface AttackNumbersOptions {
  /** The row's accessible name. */
  label: string;
  /** What makes the attack total, shown under it. */
  attackDetail?: TemplateResult;
  /** What makes the armor value, shown under it. */
  armorDetail: TemplateResult;
  /** The rule the armor value cites; default the armor rule (an effect may override it). */
  armorRule?: RuleId;
}

/**
 * Attack total, armor value and damage total (attack − armor), each citing its rule. The list is
 * named through a group around it: a `<dl>` has no role that takes a name.
 */
export function renderAttackNumbers(totals: AttackTotals, options: AttackNumbersOptions): TemplateResult {
  return html`<div role="group" aria-label=${options.label}><dl class="numbers" part="numbers" data-location=${totals.location}>
    <div class="number" part="number" data-number="attack-total">
      <dt>Attack total</dt>
      <dd>
        <span class="value" part="number-value">${totals.attackTotal}</span> on the ${totals.location}${renderCitation(citation(RULE.attackTotal))}
        ${options.attackDetail === undefined ? nothing : renderWhy(totals.attackTotal, options.attackDetail)}
      </dd>
    </div>
    <div class="number" part="number" data-number="armor">
      <dt>Armor value</dt>
      <dd>
        <span class="value" part="number-value">${totals.armorValue}</span>${renderCitation(citation(options.armorRule ?? RULE.attackArmor))}
        ${renderWhy(totals.armorValue, options.armorDetail)}
      </dd>
    </div>
    <div class="number" part="number" data-number="damage-total">
      <dt>Damage total</dt>
      <dd>
        ${totals.attackTotal} − ${totals.armorValue} = <span class="value" part="number-value">${totals.damageTotal}</span>${renderCitation(citation(RULE.attackDamageTotal))}
      </dd>
    </div>
  </dl></div>`;
}

/**
 * What makes a number, collapsed: the number itself is what the reader needs first, and three open
 * lists made the boxes taller than the board beside them. The list stays in the box's text.
 */
function renderWhy(value: number, detail: TemplateResult): TemplateResult {
  return html`<details class="why" part="breakdown-details">
    <summary part="breakdown-summary">What makes ${value}</summary>
    ${detail}
  </details>`;
}

/** An oxygen drain: the oxygen to remove from a location (and, when given, how much it holds); armor plays no part. */
export function renderDrainNumbers(drain: { location: Location; amount: number; holds?: number }, label: string): TemplateResult {
  const holds = drain.holds === undefined ? '' : `, which holds ${plural(drain.holds, 'oxygen token')}`;
  return html`<div role="group" aria-label=${label}><dl class="numbers" part="numbers" data-location=${drain.location}>
    <div class="number" part="number" data-number="oxygen">
      <dt>Oxygen to remove</dt>
      <dd><span class="value" part="number-value">${drain.amount}</span> from the ${drain.location}${holds}${renderCitation(citation(RULE.attackDrainOxygen))}</dd>
    </div>
    <div class="number" part="number" data-number="armor">
      <dt>Armor value</dt>
      <dd>Plays no part: an oxygen attack takes air, it deals no damage.</dd>
    </div>
  </dl></div>`;
}

/**
 * The boxes, and the lists under a number (class `breakdown`: `renderArmorList` and the like).
 * The widget sets the row's columns and margin: `.numbers { grid-template-columns: …; margin: … }`.
 */
export const attackNumbersStyles = css`
  .numbers {
    display: grid;
    gap: 0.5rem;
  }
  .number {
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.4rem 0.6rem;
  }
  .number dt {
    font-weight: 600;
  }
  .number dd {
    margin: 0;
  }
  .value {
    font-size: 1.5em;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    margin-right: 0.3rem;
  }
  .why {
    margin-top: 0.2rem;
  }
  .why summary {
    font-size: 0.92em;
    cursor: pointer;
    color: ${tokens.muted};
  }
  .breakdown {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.92em;
  }
  .breakdown .not-counted {
    color: ${tokens.muted};
  }
`;
