import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  CITY_ISLANDS,
  GOOD_NAMES,
  GOODS,
  PROFIT_VARIANTS,
  PROFIT_VARIANT_RULES,
  RULE,
  SAMPLE_REVENUE,
  SUPPLY,
  profitLabResult,
  profitPresetNamed,
  readProfitLab,
  ruleHeading,
  toggleConnection,
  toggleHouse,
  type Good,
  type Island,
  type ProfitLab,
  type ProfitLabResult,
  type ProfitLabSetup,
  type ProfitPreset,
  type ProfitRow,
  type ProfitVariant,
} from '../../rules/steam-pirates/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { attributeOfFieldIn, givenList, givenText, readSetup } from '../shared/setup-attributes.ts';
import { LabHistory } from '../shared/lab-history.ts';
import { labStyles, renderLabHeading, renderUndoReset } from '../shared/lab-shell.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { citationFrom, plural } from '../shared/words.ts';
import { ShareController } from '../shared/share-link.ts';
import { renderSeasonChoice } from './season-choice.ts';

const citation = citationFrom(ruleHeading);

/** How each way of taking a Profit is named. */
export const VARIANT_NAMES: Readonly<Record<ProfitVariant, string>> = {
  plain: 'a Profit die',
  merchant: 'the Merchant',
  'merchant-bribed': 'the bribed Merchant',
  smuggler: 'the Smuggler',
  'smuggler-bribed': 'the bribed Smuggler',
};

/** The attributes, spelled as the fields of the rules' setup (`readProfitLab`). */
const ATTRIBUTES = ['preset', 'season', 'variant', 'fortress', 'dreadnought', 'houses', 'connections'] as const;

const ISLAND_NAMES = new Map(CITY_ISLANDS.map((island) => [island.id, island.name ?? island.id]));

function islandName(id: string): string {
  return ISLAND_NAMES.get(id) ?? id;
}

function goodOf(id: string): Good | undefined {
  return CITY_ISLANDS.find((island) => island.id === id)?.good;
}

/**
 * A what-if lab for one Steam Pirates Profit action ("Profit Action", "Embargo & Blockade"): the
 * reader sets the pirate's Trade Houses and connections island by island, the season, where the
 * Flying Fortress (the embargo) and the Dreadnought (the blockade) are harboured, and how the Profit
 * is taken (a Profit die, the Merchant or the Smuggler, basic or bribed). A table shows, good by
 * good, the houses, those blockaded, the islands connected, the revenue per house, whether the good
 * is under embargo and the Gold it earns; then the season's gold, the Merchant's Gold and the
 * total, and which rule each part comes from.
 *
 * The figures are the rules' own (`profitLabResult`, which stages the game and asks `profitOf`);
 * the presets are the rulebook's profit examples (`PROFIT_PRESETS`).
 *
 * The class is not registered; import `steam-pirates-profit.ts` for the tag.
 *
 * Keyboard: radio buttons (the season), list boxes (the way of taking the Profit, each flagship's
 * island) and check boxes (a house, a connection, for each island), then Undo and Reset.
 *
 * @tagname steam-pirates-profit
 * @attr preset - A rulebook example: `amber-embargo` (default: Amber's 13 Gold under the embargo),
 *   `brian-coal`, `fortress-gale` or `dreadnought-haven`. The other attributes, when given, override it.
 * @attr season - 1, 2 or 3: the season's gold is 2, 3 or 4.
 * @attr variant - How the Profit is taken: `plain` (a Profit die), `merchant`, `merchant-bribed`,
 *   `smuggler` or `smuggler-bribed`.
 * @attr fortress - The city island where the Flying Fortress is harboured (e.g. `lumen`).
 * @attr dreadnought - The city island where the Dreadnought is harboured (e.g. `haven`).
 * @attr houses - The pirate's Trade Houses: city island ids, comma-separated (`haven, lumen`), at
 *   most 8; `none` for none.
 * @attr connections - Islands the pirate is connected to besides the houses' (`stratos, onyx`);
 *   `none` for none. Without it, the preset's.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart settings - The season, the way of taking the Profit and both flagships.
 * @csspart variant-select - The list box of ways; `fortress-select`, `dreadnought-select` the flagships'.
 * @csspart islands - The island grid: `good-islands` one good's table, `island` one row (its id in
 *   `data-island`), `house-box` and `connection-box` its check boxes.
 * @csspart profit - The outcome: `profit-table` the table by good (`good-row` a row, its good in
 *   `data-good`), `total` the total Gold.
 * @csspart reasons - Where each part comes from, each with its rule.
 * @csspart button - Every button; also `undo-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the total.
 * @cssprop --rb-color-miss - Marks a good under embargo and a blockaded house.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesProfit extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labStyles,
    css`
      :host {
        max-width: 48rem;
      }
      .settings {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.2rem;
        align-items: center;
      }
      .settings fieldset {
        border: 0;
        padding: 0;
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0 0.6rem;
      }
      .settings legend {
        float: left;
        padding: 0;
        margin-right: 0.4rem;
      }
      .settings label {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
      }
      .choice {
        font-weight: 600;
      }
      .choice label {
        font-weight: 600;
      }
      .goods {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(8.6rem, 1fr));
        gap: 0.5rem 0.75rem;
        align-items: start;
      }
      table {
        border-collapse: collapse;
      }
      .goods table {
        width: 100%;
        font-size: 0.9em;
      }
      .goods caption {
        text-align: left;
        font-weight: 700;
        padding-bottom: 0.1rem;
        border-bottom: 1px solid ${tokens.border};
      }
      .goods caption .note {
        display: block;
        font-weight: 400;
        color: ${tokens.muted};
      }
      .goods caption .embargo {
        color: ${tokens.miss};
      }
      .goods th,
      .goods td {
        padding: 0.05rem 0.2rem 0.05rem 0;
        text-align: left;
        font-weight: 400;
      }
      .goods td {
        text-align: center;
        width: 1.6rem;
      }
      .goods thead th {
        font-size: 0.85em;
        color: ${tokens.muted};
      }
      .goods input {
        margin: 0;
        width: 1.05rem;
        height: 1.05rem;
      }
      .ship {
        font-size: max(12px, 0.8em);
        font-weight: 700;
        border: 1px solid currentColor;
        border-radius: 3px;
        padding: 0 0.15rem;
        margin-left: 0.2rem;
        color: ${tokens.miss};
      }
      .legend {
        font-size: 0.85em;
        color: ${tokens.muted};
      }
      .total {
        color: ${tokens.accent};
      }
      .profit-table {
        width: 100%;
      }
      .profit-table th,
      .profit-table td {
        padding: 0.15rem 0.3rem;
        text-align: right;
        border-bottom: 1px solid ${tokens.border};
        font-variant-numeric: tabular-nums;
      }
      .profit-table th:first-child,
      .profit-table td:first-child {
        text-align: left;
        padding-left: 0;
      }
      .profit-table thead th {
        font-size: 0.85em;
        color: ${tokens.muted};
        vertical-align: bottom;
      }
      .profit-table tbody tr.idle {
        color: ${tokens.muted};
      }
      .profit-table .stopped {
        color: ${tokens.miss};
        font-weight: 600;
      }
      .profit-table tfoot th,
      .profit-table tfoot td,
      .profit-table td.gold {
        font-weight: 700;
      }

      .profit-table tfoot tr.sum th,
      .profit-table tfoot tr.sum td {
        border-bottom: 0;
        font-size: 1.05em;
      }
      .reasons {
        margin: 0.4rem 0 0;
        padding-left: 1.2rem;
        display: grid;
        gap: 0.15rem;
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() season: string | null = null;
  @property() variant: string | null = null;
  @property() fortress: string | null = null;
  @property() dreadnought: string | null = null;
  @property() houses: string | null = null;
  @property() connections: string | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  /** The lab as the reader has set it now, and the earlier ones for Undo. */
  private readonly history = new LabHistory<ProfitLab>(this, (lab) => summary(profitLabResult(lab)));

  /** "Copy link", and the lab restored from a shared link: its attributes, then its changes (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.history.announcer.announce(text);
    },
    log: () => this.history.log,
    replay: (log) => this.history.replay(log),
  });

  private shownPreset: ProfitPreset | undefined = undefined;
  private needsSetup = true;

  /** The lab now (season, flagships, houses, connections, variant); null while the attributes are wrong. */
  get lab(): ProfitLab | null {
    return this.history.current;
  }

  /** What the Profit earns now, from the rules; null while the attributes are wrong. */
  get result(): ProfitLabResult | null {
    const lab = this.history.current;
    return lab === null ? null : profitLabResult(lab);
  }

  /** Changes the lab, as the controls do: the change can be undone. */
  change(next: ProfitLab, said: string): void {
    const lab = this.history.current;
    if (lab !== null && JSON.stringify(lab) !== JSON.stringify(next)) this.history.change(next, said);
  }

  /** Takes back the last change. */
  undo(): boolean {
    return this.history.undo();
  }

  /** Back to where the attributes put everything. */
  reset(): void {
    this.history.reset();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (ATTRIBUTES.some((name) => changed.has(name)) || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const setup: ProfitLabSetup = {};
    const preset = givenText(this.preset);
    if (preset !== undefined) setup.preset = preset;
    if (givenText(this.season) !== undefined) {
      // Not a number at all goes to the rules as typed: their refusal names the range and its reason.
      const season = parseWholeNumber('season', this.season, 1);
      setup.season = season.ok ? season.value : this.season;
    }
    for (const [key, raw] of [
      ['variant', this.variant],
      ['fortress', this.fortress],
      ['dreadnought', this.dreadnought],
    ] as const) {
      const value = givenText(raw);
      if (value !== undefined) setup[key] = value.toLowerCase();
    }
    const houses = givenList(this.houses);
    if (houses !== undefined) setup.houses = houses;
    const connections = givenList(this.connections);
    if (connections !== undefined) setup.connections = connections;
    const lab = readSetup(problems, () => readProfitLab(setup), attributeOfFieldIn(ATTRIBUTES));
    this.problems = problems;
    this.history.begin(lab);
    this.shownPreset = preset === undefined ? undefined : profitPresetNamed(preset);
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const lab = this.history.current;
      return lab === null ? nothing : this.renderWidget(lab, profitLabResult(lab));
    });
  }

  private renderWidget(lab: ProfitLab, result: ProfitLabResult): TemplateResult {
    const preset = this.shownPreset;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(preset?.title ?? 'What a Profit action earns', preset?.description)} ${this.share.renderNotice()}
      ${this.renderSettings(lab)} ${this.renderIslands(lab, result)} ${this.renderProfit(lab, result)}
      ${renderUndoReset(this, this.history.canUndo, this.history.canUndo, nothing, this.share.renderButton())}
      ${this.history.announcer.render()}
    </div>`;
  }

  // -------------------------------------------------------------------------------------------
  // Settings: the season, the way of taking the Profit, the flagships

  private renderSettings(lab: ProfitLab): TemplateResult {
    return html`<div class="settings" part="settings">
      ${renderSeasonChoice(
        lab.season,
        (season, gold) => {
          this.change({ ...lab, season }, `Season ${String(season)}: ${String(gold)} Gold for the season.`);
        },
        'choice',
      )}
      <label class="choice"
        >Taken with
        <select
          part="variant-select"
          @change=${(event: Event) => {
            const variant = PROFIT_VARIANTS.find((candidate) => candidate === (event.target as HTMLSelectElement).value) ?? 'plain';
            this.change({ ...lab, variant }, `Profit taken with ${VARIANT_NAMES[variant]}.`);
          }}
        >
          ${PROFIT_VARIANTS.map((variant) => html`<option value=${variant} .selected=${lab.variant === variant}>${VARIANT_NAMES[variant]}</option>`)}
        </select></label
      >
      ${this.renderShipSelect(lab, 'fortress')} ${this.renderShipSelect(lab, 'dreadnought')}
    </div>`;
  }

  private renderShipSelect(lab: ProfitLab, ship: 'fortress' | 'dreadnought'): TemplateResult {
    const name = ship === 'fortress' ? 'Flying Fortress' : 'Dreadnought';
    return html`<label class="choice"
      >${name} at
      <select
        part=${`${ship}-select`}
        @change=${(event: Event) => {
          const island = (event.target as HTMLSelectElement).value;
          const next = { ...lab, [ship]: island };
          const good = goodOf(island);
          this.change(
            next,
            ship === 'fortress'
              ? `The Flying Fortress harbours at ${islandName(island)}: ${good === undefined ? 'no good' : GOOD_NAMES[good]} under embargo.`
              : `The Dreadnought harbours at ${islandName(island)}: its houses under blockade.`,
          );
        }}
      >
        ${GOODS.map(
          (good) => html`<optgroup label=${GOOD_NAMES[good]}>
            ${CITY_ISLANDS.filter((island) => island.good === good).map((island) => html`<option value=${island.id} .selected=${lab[ship] === island.id}>${islandName(island.id)}</option>`)}
          </optgroup>`,
        )}
      </select></label
    >`;
  }

  // -------------------------------------------------------------------------------------------
  // The islands: a house and a connection for each

  private renderIslands(lab: ProfitLab, result: ProfitLabResult): TemplateResult {
    const full = lab.houses.length >= SUPPLY.houses;
    return html`<section part="islands" aria-labelledby="islands-heading title">
      <h3 id="islands-heading">Trade Houses and connections, island by island</h3>
      <div class="goods">${GOODS.map((good) => this.renderGood(lab, result, good, full))}</div>
      <p class="legend">
        <span aria-hidden="true">⌂</span> a Trade House (${lab.houses.length} of ${SUPPLY.houses}), <span aria-hidden="true">⚓</span> connected (an anchor or a house);
        <span class="ship">FF</span> the Flying Fortress, <span class="ship">DN</span> the Dreadnought. Revenue tracks: sample data.
      </p>
    </section>`;
  }

  private renderGood(lab: ProfitLab, result: ProfitLabResult, good: Good, full: boolean): TemplateResult {
    const row = result.rows.find((candidate) => candidate.good === good);
    const embargo = result.embargo.good === good;
    return html`<table part="good-islands" data-good=${good}>
      <caption>
        ${GOOD_NAMES[good]}${embargo ? html` <span class="embargo">— embargo${result.embargo.ignored ? ' (ignored)' : ''}</span>` : nothing}
        <span class="note">${String(row?.connected ?? 0)} connected</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Island</th>
          <th scope="col"><span aria-hidden="true">⌂</span><span class="visually-hidden">Trade House</span></th>
          <th scope="col"><span aria-hidden="true">⚓</span><span class="visually-hidden">Connected</span></th>
        </tr>
      </thead>
      <tbody>
        ${CITY_ISLANDS.filter((island) => island.good === good).map((island) => this.renderIsland(lab, island, full))}
      </tbody>
    </table>`;
  }

  private renderIsland(lab: ProfitLab, island: Island, full: boolean): TemplateResult {
    const name = islandName(island.id);
    const house = lab.houses.includes(island.id);
    const connected = lab.connected.includes(island.id);
    const ships = [lab.fortress === island.id ? 'fortress' : null, lab.dreadnought === island.id ? 'dreadnought' : null].filter((ship) => ship !== null);
    return html`<tr part="island" data-island=${island.id}>
      <th scope="row">
        ${name}${ships.map(
          (ship) => html`<span class="ship" aria-hidden="true">${ship === 'fortress' ? 'FF' : 'DN'}</span><span class="visually-hidden">, the ${ship === 'fortress' ? 'Flying Fortress' : 'Dreadnought'} is here</span>`,
        )}
      </th>
      <td>
        <input
          type="checkbox"
          part="house-box"
          aria-label=${`Trade House at ${name} (costs ${String(island.cost ?? 0)})`}
          .checked=${house}
          aria-disabled=${!house && full ? 'true' : 'false'}
          @change=${(event: Event) => {
            if (!house && full) {
              (event.target as HTMLInputElement).checked = false;
              this.history.announcer.announce(`A pirate has ${String(SUPPLY.houses)} Trade Houses in all: remove one first.`);
              return;
            }
            this.change(toggleHouse(lab, island.id), house ? `No Trade House at ${name}.` : `A Trade House at ${name}, connected.`);
          }}
        />
      </td>
      <td>
        <input
          type="checkbox"
          part="connection-box"
          aria-label=${`Connected to ${name}`}
          .checked=${connected}
          @change=${() => {
            this.change(toggleConnection(lab, island.id), connected ? `${name} no longer connected${house ? ', and its Trade House gone' : ''}.` : `${name} connected.`);
          }}
        />
      </td>
    </tr>`;
  }

  // -------------------------------------------------------------------------------------------
  // What the Profit earns, and why

  private renderProfit(lab: ProfitLab, result: ProfitLabResult): TemplateResult {
    return html`<section part="profit" aria-labelledby="profit-heading title">
      <h3 id="profit-heading">
        A Profit taken with ${VARIANT_NAMES[lab.variant]} earns <strong class="total" part="total" data-value="total">${result.total} Gold</strong>
      </h3>
      <div class="table-scroll" role="region" tabindex="0" aria-labelledby="profit-caption title">
        <table class="profit-table" part="profit-table">
          <caption id="profit-caption" class="visually-hidden">Gold by good, and the sum</caption>
          <thead>
            <tr>
              <th scope="col">Good</th>
              <th scope="col">Gold</th>
              <th scope="col">Houses</th>
              <th scope="col">Blockaded</th>
              <th scope="col">Connected</th>
              <th scope="col">Per house</th>
              <th scope="col">Embargo</th>
            </tr>
          </thead>
          <tbody>
            ${result.rows.map((row) => this.renderRow(row, result))}
          </tbody>
          <tfoot>
            <tr data-part="season">
              <th scope="row">Season gold</th>
              <td data-value="season-gold">${result.seasonGold}</td>
              <td colspan="5"></td>
            </tr>
            ${result.bonus === 0
              ? nothing
              : html`<tr data-part="bonus">
                  <th scope="row">The Merchant</th>
                  <td data-value="bonus">+${result.bonus}</td>
                  <td colspan="5"></td>
                </tr>`}
            <tr class="sum" data-part="total">
              <th scope="row">Profit</th>
              <td>${result.total}</td>
              <td colspan="5"></td>
            </tr>
          </tfoot>
        </table>
      </div>
      ${this.renderReasons(lab, result)}
    </section>`;
  }

  private renderRow(row: ProfitRow, result: ProfitLabResult): TemplateResult {
    const embargo = row.fortressGood ? (result.embargo.ignored ? 'ignored' : 'yes') : '—';
    const blockaded = row.onBlockadedIsland === 0 ? '0' : result.blockade.ignored ? `${String(row.onBlockadedIsland)} (ignored)` : String(row.blockaded);
    return html`<tr part="good-row" class=${row.houses === 0 ? 'idle' : ''} data-good=${row.good}>
      <th scope="row">${GOOD_NAMES[row.good]}</th>
      <td data-value="gold" class="gold">${row.gold}</td>
      <td data-value="houses">${row.houses}</td>
      <td data-value="blockaded" class=${row.blockaded > 0 ? 'stopped' : ''}>${blockaded}</td>
      <td data-value="connected">${row.connected}</td>
      <td data-value="revenue">${row.revenue}</td>
      <td data-value="embargo" class=${row.embargoed && row.houses > 0 ? 'stopped' : ''}>${embargo}</td>
    </tr>`;
  }

  private renderReasons(lab: ProfitLab, result: ProfitLabResult): TemplateResult {
    const embargoGood = result.embargo.good;
    const embargoHouses = embargoGood === null ? 0 : (result.rows.find((row) => row.good === embargoGood)?.houses ?? 0);
    const blockaded = lab.houses.filter((id) => id === lab.dreadnought).length;
    const ignoredBy = (rule: string): TemplateResult => html` — but ${VARIANT_NAMES[lab.variant]} ignores it.${renderCitation(citation(rule))}`;
    const tracks = GOODS.map((good) => `${GOOD_NAMES[good]} ${SAMPLE_REVENUE[good].join('·')}`).join('; ');
    return html`<ul class="reasons" part="reasons">
      <li data-reason="season">Season ${lab.season}: ${result.seasonGold} Gold, whatever the houses earn.${renderCitation(citation(RULE.seasonGold))}</li>
      <li data-reason="revenue">
        Each Trade House earns what its good’s revenue track shows for the islands of that good you are connected to (${tracks}; past the end, the last value).${renderCitation(
          citation(RULE.profitRevenue),
        )}
      </li>
      <li data-reason="embargo">
        The Flying Fortress is at ${islandName(result.embargo.island)}${embargoGood === null ? '' : `, a ${GOOD_NAMES[embargoGood]} island`}: no ${embargoGood === null ? '' : GOOD_NAMES[embargoGood]} house
        earns, wherever it stands (${embargoHouses === 0 ? 'you have none' : plural(embargoHouses, 'house')} of yours).${renderCitation(citation(RULE.profitEmbargo))}${result.embargo.ignored
          ? ignoredBy(PROFIT_VARIANT_RULES[lab.variant].rule)
          : nothing}
      </li>
      <li data-reason="blockade">
        The Dreadnought is at ${islandName(result.blockade.island)}: the houses there earn nothing (${blockaded === 0 ? 'none of yours' : 'one of yours'}).${renderCitation(
          citation(RULE.profitBlockade),
        )}${result.blockade.ignored ? ignoredBy(RULE.smuggler) : nothing}
      </li>
      ${result.bonus === 0 ? nothing : html`<li data-reason="merchant">The Merchant adds ${result.bonus} Gold.${renderCitation(citation(RULE.merchant))}</li>`}
    </ul>`;
  }
}

/** The outcome in one sentence, for the live region. */
function summary(result: ProfitLabResult): string {
  const earning = result.rows.filter((row) => row.gold > 0).map((row) => `${String(row.gold)} from ${GOOD_NAMES[row.good]}`);
  const stopped = result.rows.filter((row) => row.houses > 0 && row.gold === 0).map((row) => GOOD_NAMES[row.good]);
  const parts = [`${String(result.seasonGold)} for the season`, ...earning, ...(result.bonus > 0 ? [`${String(result.bonus)} from the Merchant`] : [])];
  return `Profit: ${String(result.total)} Gold (${parts.join(', ')})${stopped.length > 0 ? `; ${stopped.join(' and ')} ${stopped.length === 1 ? 'earns' : 'earn'} nothing` : ''}.`;
}

