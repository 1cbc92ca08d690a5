import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  CITY_ISLANDS,
  GOOD_NAMES,
  GOODS,
  PROFIT_PRESETS,
  PROFIT_VARIANTS,
  PROFIT_VARIANT_RULES,
  RULE,
  SAMPLE_REVENUE,
  SEASON_GOLD,
  SUPPLY,
  profitLab,
  profitLabResult,
  ruleHeading,
  type Good,
  type Island,
  type ProfitLab,
  type ProfitLabCommand,
  type ProfitLabEvent,
  type ProfitLabResult,
  type ProfitLabSetup,
  type ProfitLabState,
  type ProfitRow,
  type ProfitVariant,
} from '../../rules/steam-pirates/index.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { LabShell } from '../shared/lab-element.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { citationFrom, plural } from '../shared/words.ts';
import { profitStyles } from './profit.styles.ts';
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

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type ProfitCommandDetail = CommandDetail<ProfitLabCommand, ProfitLabEvent>;

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
 * the presets are the rulebook's profit examples (`PROFIT_PRESETS`). Every change is a command of
 * the lab's ruleset (`profitLab`), run in the shell every lab shares (`LabShell`): the rules read
 * the attributes, refuse what the game would (a ninth house), and log each change with its rule;
 * Undo, Reset and Copy link are the shell's.
 *
 * The class is not registered; import `steam-pirates-profit.ts` for the tag.
 *
 * Keyboard: radio buttons (the season), list boxes (the way of taking the Profit, each flagship's
 * island) and check boxes (a house, a connection, for each island), then Undo, Reset and Copy link.
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
 * @attr seed - Kept like every lab's, though a Profit draws nothing. Default 1.
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it, with the example's rule.
 * @csspart settings - The season, the way of taking the Profit and both flagships.
 * @csspart variant-select - The list box of ways; `fortress-select`, `dreadnought-select` the flagships'.
 * @csspart islands - The island grid: `good-islands` one good's table, `island` one row (its id in
 *   `data-island`), `house-box` and `connection-box` its check boxes.
 * @csspart profit - The outcome: `profit-table` the table by good (`good-row` a row, its good in
 *   `data-good`), `total` the total Gold.
 * @csspart reasons - Where each part comes from, each with its rule.
 * @csspart controls - Undo, Reset and Copy link; `button` every button, also `undo-button`, `reset-button`.
 * @csspart refusal - The last change the rules refused, with its rule.
 * @csspart log - The event log (`<rb-event-log>`): a line for every change, with its rule; its
 *   entries are `log-entry`, `log-entry-event`, `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the total.
 * @cssprop --rb-color-miss - Marks a good under embargo and a blockaded house.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesProfit extends LabShell<ProfitLabState, ProfitLabCommand, ProfitLabEvent, ProfitLabSetup & { seed: number }> {
  static override styles = profitStyles;

  @property() season: string | null = null;
  @property() variant: string | null = null;
  @property() fortress: string | null = null;
  @property() dreadnought: string | null = null;
  @property() houses: string | null = null;
  @property() connections: string | null = null;

  constructor() {
    super({
      ruleset: profitLab,
      presets: PROFIT_PRESETS,
      title: 'What a Profit action earns',
      describeEvent,
      whereWords: (state) => summary(profitLabResult(state.lab)),
      citation,
      // No reset command: Reset goes back to the attributes' lab with nothing left to undo, as before the port.
      properties: ['season', 'variant', 'fortress', 'dreadnought', 'houses', 'connections'],
      attributes: {},
    });
  }

  /** The lab now (season, flagships, houses, connections, variant); null while the attributes are wrong. */
  get lab(): ProfitLab | null {
    return this.state?.lab ?? null;
  }

  /** What the Profit earns now, from the rules; null while the attributes are wrong. */
  get result(): ProfitLabResult | null {
    const lab = this.lab;
    return lab === null ? null : profitLabResult(lab);
  }

  /** What a change did, then what the Profit earns now. */
  protected override commandWords(events: readonly ProfitLabEvent[]): string {
    const state = this.state;
    return [...events.map(describeEvent), ...(state === null ? [] : [summary(profitLabResult(state.lab))])].join(' ');
  }

  protected override renderLab({ lab }: ProfitLabState): TemplateResult {
    const result = profitLabResult(lab);
    return html`${this.renderSettings(lab)} ${this.renderIslands(lab, result)} ${this.renderProfit(lab, result)} ${this.renderControls()}`;
  }

  /** Sends a change to the rules; whether they took it. */
  private change(command: ProfitLabCommand): boolean {
    return this.send(command)?.ok === true;
  }

  // -------------------------------------------------------------------------------------------
  // Settings: the season, the way of taking the Profit, the flagships

  private renderSettings(lab: ProfitLab): TemplateResult {
    return html`<div class="settings" part="settings">
      ${renderSeasonChoice(
        lab.season,
        (season) => {
          this.change({ type: 'season', season });
        },
        'choice',
      )}
      <label class="choice"
        >Taken with
        <select
          part="variant-select"
          @change=${(event: Event) => {
            const variant = PROFIT_VARIANTS.find((candidate) => candidate === (event.target as HTMLSelectElement).value) ?? 'plain';
            this.change({ type: 'variant', variant });
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
          this.change({ type: 'harbour', ship, island: (event.target as HTMLSelectElement).value });
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
    const state = this.state;
    // Where the rules would build a house now (nowhere past a pirate's 8): the other empty boxes are aria-disabled.
    const buildable = new Set(state === null ? [] : profitLab.legalCommands(state).flatMap((command) => (command.type === 'house' && command.built ? [command.island] : [])));
    return html`<section part="islands" aria-labelledby="islands-heading title">
      <h3 id="islands-heading">Trade Houses and connections, island by island</h3>
      <div class="goods">${GOODS.map((good) => this.renderGood(lab, result, good, buildable))}</div>
      <p class="legend">
        <span aria-hidden="true">⌂</span> a Trade House (${lab.houses.length} of ${SUPPLY.houses}), <span aria-hidden="true">⚓</span> connected (an anchor or a house);
        <span class="ship">FF</span> the Flying Fortress, <span class="ship">DN</span> the Dreadnought. Revenue tracks: sample data.
      </p>
    </section>`;
  }

  private renderGood(lab: ProfitLab, result: ProfitLabResult, good: Good, buildable: ReadonlySet<string>): TemplateResult {
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
        ${CITY_ISLANDS.filter((island) => island.good === good).map((island) => this.renderIsland(lab, island, buildable))}
      </tbody>
    </table>`;
  }

  private renderIsland(lab: ProfitLab, island: Island, buildable: ReadonlySet<string>): TemplateResult {
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
          aria-disabled=${house || buildable.has(island.id) ? 'false' : 'true'}
          @change=${(event: Event) => {
            // A ninth house the rules refuse, saying why: the box goes back to what the lab holds.
            if (!this.change({ type: 'house', island: island.id, built: !house })) (event.target as HTMLInputElement).checked = house;
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
            this.change({ type: 'connection', island: island.id, connected: !connected });
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

/** What a change did, in a sentence, for the log and the live region. */
function describeEvent(event: ProfitLabEvent): string {
  switch (event.type) {
    case 'season-set':
      return `Season ${String(event.season)}: ${String(SEASON_GOLD[event.season - 1] ?? 0)} Gold for the season.`;
    case 'variant-set':
      return `Profit taken with ${VARIANT_NAMES[event.variant]}.`;
    case 'flagship-harboured': {
      const good = goodOf(event.island);
      return event.ship === 'fortress'
        ? `The Flying Fortress harbours at ${islandName(event.island)}: ${good === undefined ? 'no good' : GOOD_NAMES[good]} under embargo.`
        : `The Dreadnought harbours at ${islandName(event.island)}: its houses under blockade.`;
    }
    case 'house-built':
      return `A Trade House at ${islandName(event.island)}, connected.`;
    case 'house-removed':
      return `No Trade House at ${islandName(event.island)}.`;
    case 'island-connected':
      return `${islandName(event.island)} connected.`;
    case 'island-disconnected':
      return `${islandName(event.island)} no longer connected${event.house ? ', and its Trade House gone' : ''}.`;
    case 'lab-reset':
      return 'Back to the lab the attributes set.';
  }
}

/** The outcome in one sentence, for the live region. */
function summary(result: ProfitLabResult): string {
  const earning = result.rows.filter((row) => row.gold > 0).map((row) => `${String(row.gold)} from ${GOOD_NAMES[row.good]}`);
  const stopped = result.rows.filter((row) => row.houses > 0 && row.gold === 0).map((row) => GOOD_NAMES[row.good]);
  const parts = [`${String(result.seasonGold)} for the season`, ...earning, ...(result.bonus > 0 ? [`${String(result.bonus)} from the Merchant`] : [])];
  return `Profit: ${String(result.total)} Gold (${parts.join(', ')})${stopped.length > 0 ? `; ${stopped.join(' and ')} ${stopped.length === 1 ? 'earns' : 'earn'} nothing` : ''}.`;
}

