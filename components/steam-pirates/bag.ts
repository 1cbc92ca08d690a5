import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import {
  ACTION_DICE,
  BAG_PLAYER_COUNTS,
  BAG_PRESETS,
  GOOD_NAMES,
  GOODS,
  RULE,
  SEASON_GOLD,
  SYNDICATE_OWNER,
  SAMPLE_ACTION_DIE,
  SAMPLE_MAP,
  bagLab,
  bagLabOdds,
  bagOf,
  fractionValue,
  isNotorietyEvent,
  mostCubes,
  ruleHeading,
  type ActionSymbol,
  type BagLab,
  type BagLabCommand,
  type BagLabEvent,
  type BagLabOdds,
  type BagLabSetup,
  type BagLabState,
  type FineOutcome,
  type Fraction,
  type NotorietyEvent,
  type RefreshPlay,
  type SteamPiratesEvent,
} from '../../rules/steam-pirates/index.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import type { LogEntry } from '../shared/event-log.ts';
import { LabShell } from '../shared/lab-element.ts';
import { readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText } from '../shared/setup-attributes.ts';
import { capitalise, citationFrom, listWords, plural } from '../shared/words.ts';
import { bagStyles } from './bag.styles.ts';
import { renderSeasonChoice } from './season-choice.ts';
// The element this widget's template uses: importing it registers its tag.
import '../shared/rb-event-log.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type BagCommandDetail = CommandDetail<BagLabCommand, BagLabEvent>;

const citation = citationFrom(ruleHeading);

/** The sample map's city islands, where Trade Houses stand. */
const CITY_ISLANDS = SAMPLE_MAP.islands.filter((island) => island.kind === 'city');

const ISLAND_NAMES = new Map(CITY_ISLANDS.map((island) => [island.id, island.name ?? island.id]));

function islandName(id: string): string {
  return ISLAND_NAMES.get(id) ?? id;
}

function pirateName(id: string): string {
  return id === 'syndicate' ? 'the Syndicate' : capitalise(id);
}

const FACE_NAMES: Readonly<Record<ActionSymbol, string>> = { official: 'Official', establish: 'Establish', profit: 'Profit', wild: 'Octopus' };

/** A chance as a percentage a reader takes in at a glance: 14.7%, 0.36%, 0.00036%. */
export function percent(chance: Fraction): string {
  if (chance.numerator === 0n) return '0%';
  if (chance.numerator === chance.denominator) return '100%';
  const value = fractionValue(chance) * 100;
  if (value < 0.0001) return '< 0.0001%';
  const shown = value >= 10 ? value.toFixed(1) : value >= 0.1 ? value.toFixed(2) : value.toPrecision(2);
  return `${shown}%`;
}

/** The exact fraction, with thousands separated: 39,990/279,936. */
export function exact(chance: Fraction): string {
  const group = (value: bigint): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return chance.denominator === 1n ? group(chance.numerator) : `${group(chance.numerator)}/${group(chance.denominator)}`;
}

/** An average as a decimal, to two places. */
function decimal(value: Fraction): string {
  return (Math.round(fractionValue(value) * 100) / 100).toString();
}

/**
 * The Notorious bag and the refresh's notoriety check in Steam Pirates ("Refresh phase", C): the
 * reader sets the cubes in the bag (the Syndicate's yellow ones and each pirate's), which pirate is
 * "you", the season, and your Gold and Trade Houses. The widget shows the EXACT odds that none, one,
 * two … of your cubes are drawn at the next refresh (one cube for each octopus among the seven
 * action dice, drawn without putting back, until the bag is empty), what each would cost you and
 * force you to sell, and your expected fine. "Roll and draw" plays one refresh through the game's
 * rules from a seed: the dice, the cubes drawn, the fines; when a fine cannot be paid, the reader
 * chooses which Trade House to sell, as the game asks.
 *
 * The odds are `bagLabOdds` (exact fractions, rules/steam-pirates/notoriety-odds.ts); the roll is
 * the ruleset's own refresh; the sales offered are the lab's `legalCommands`. Every change, roll
 * and sale is a command of the lab's ruleset (`bagLab`), run in the shell every lab shares
 * (`LabShell`): the rules read the attributes, refuse a count out of range (said beside its field
 * too) or a ninth house, and log each with its rule; Undo (a roll too), Reset and Copy link are the shell's.
 *
 * The class is not registered; import `steam-pirates-bag.ts` for the tag.
 *
 * Keyboard: number inputs (arrow keys change them), radio buttons, a list box, check boxes (your
 * houses, inside "Your Trade Houses") and buttons.
 *
 * @tagname steam-pirates-bag
 * @attr preset - `setup` (default: the bag as the game starts, three pirates) or `notorious` (a
 *   pirate with many cubes in the bag and little Gold in the third season). Other attributes override it.
 * @attr pirates - 2, 3 or 4 pirates at the table: Amber, Brian, Carol, Collin.
 * @attr syndicate - Yellow Syndicate cubes in the bag, 0 to 4.
 * @attr cubes - Each pirate's cubes in the bag, comma-separated in seating order (`3,1,2`), 0 to 9 each.
 * @attr you - Which pirate's odds to show: `amber`, `brian`, `carol` or `collin`.
 * @attr season - 1, 2 or 3: a fine is 2, 3 or 4 Gold for each cube.
 * @attr gold - Your Gold, 0 to 999 (our ceiling).
 * @attr houses - Your Trade Houses: city island ids, comma-separated (`haven, lumen`); `none` for none.
 * @attr seed - A whole number: the first roll's seed (each "Roll again" takes the next).
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it, with the example's rule.
 * @csspart bag - The cubes in the bag: `bag-row` one owner's (in `data-owner`), `you-radio` the choice of pirate.
 * @csspart number-input - A number input; `step-button` its − and + buttons.
 * @csspart pirates-select - How many pirates sit at the table.
 * @csspart houses - Your Trade Houses (collapsed); `house-box` one island's check box.
 * @csspart odds - The odds: `odds-table` (`odds-row` one number of your cubes, in `data-cubes`),
 *   `at-least-one`, `expected-fine`, `draws` (how many cubes are drawn, collapsed).
 * @csspart roll - Rolling and drawing: `roll-button`, `dice` (`die` one face, `data-face`), `sale`
 *   the forced sale (`sell-button` one house), `refresh-log` the refresh's log.
 * @csspart controls - Undo, Reset and Copy link; `button` every button, also `undo-button`, `reset-button`.
 * @csspart refusal - The last change the rules refused, with its rule.
 * @csspart log - The event logs (`<rb-event-log>`): the refresh's (also `refresh-log`), and the lab's, a
 *   line for every change and roll, with its rule; its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the octopus faces.
 * @cssprop --rb-color-miss - Marks a fine that forces a sale.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesBag extends LabShell<BagLabState, BagLabCommand, BagLabEvent, BagLabSetup & { seed: number }> {
  static override styles = bagStyles;

  @property() pirates: string | null = null;
  @property() syndicate: string | null = null;
  @property() cubes: string | null = null;
  @property() you: string | null = null;
  @property() season: string | null = null;
  @property() gold: string | null = null;
  @property() houses: string | null = null;

  /** A number the reader typed that the rules refuse, by field id, with why: said beside the field until the next change. */
  private fieldProblems: Readonly<Record<string, string>> = {};

  constructor() {
    super({
      ruleset: bagLab,
      presets: BAG_PRESETS,
      title: 'The Notorious bag: will your cubes be drawn?',
      whereWords: ({ lab }) => summary(lab, bagLabOdds(lab)),
      citation,
      // No reset command: Reset goes back to the attributes' bag (and its seed) with nothing left to undo, as before the port.
      properties: ['pirates', 'syndicate', 'cubes', 'you', 'season', 'gold', 'houses'],
      attributes: {},
    });
  }

  /** The lab now; null while the attributes are wrong. */
  get lab(): BagLab | null {
    return this.state?.lab ?? null;
  }

  /** The exact odds for the lab now; null while the attributes are wrong. */
  get odds(): BagLabOdds | null {
    const lab = this.lab;
    return lab === null ? null : bagLabOdds(lab);
  }

  /** The refresh rolled last (its events, and the game after them); null before a roll, and after a change. */
  get play(): RefreshPlay | null {
    return this.state?.roll ?? null;
  }

  /** Rolls the seven dice and draws, through the game's rules, from the next seed. */
  roll(): RefreshPlay | null {
    return this.send({ type: 'roll' })?.ok === true ? this.play : null;
  }

  /** Sells the Trade House at `island` for a fine, as the game asks (one of the lab's legal commands); the focus moves to what comes next. */
  sell(island: string): void {
    if (this.send({ type: 'sell', island })?.ok !== true) return;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(this.saleWaiting() === null ? 'button[part~="roll-button"]' : 'button[part~="sell-button"]')?.focus();
    });
  }

  /** A number refused (a count, the Gold) is said beside its field too, in the widget's words. */
  override send(command: BagLabCommand, options: { quiet?: boolean } = {}): DispatchResult<BagLabEvent> | null {
    const result = super.send(command, options);
    if (result?.ok === false && (command.type === 'cubes' || command.type === 'gold')) {
      const id = command.type === 'gold' ? 'gold' : `cubes-${command.owner}`;
      this.fieldProblems = { ...this.fieldProblems, [id]: this.refusalWords(result.violation.message) };
    }
    return result;
  }

  /** A change, Undo or Reset: the numbers refused before it are no longer the question. */
  protected override changed(): void {
    this.fieldProblems = {};
  }

  /** The rules name a pirate's count by its seat (`cubes[1]`); the reader sees it by the pirate's row. */
  protected override refusalWords(message: string): string {
    return message.replace(/^cubes\[\d+\]/, 'A pirate’s count');
  }

  protected override describeEvent(event: BagLabEvent): string {
    switch (event.type) {
      case 'pirates-seated':
        return `${String(event.count)} pirates at the table.`;
      case 'cubes-set':
        return `${event.owner === SYNDICATE_OWNER ? 'Syndicate' : `${pirateName(event.owner)}’s`} cubes in the bag: ${String(event.count)}.`;
      case 'you-chosen':
        return `You are ${pirateName(event.pirate)}.`;
      case 'season-set':
        return `Season ${String(event.season)}: a fine is ${String(SEASON_GOLD[event.season - 1] ?? 0)} Gold a cube.`;
      case 'gold-set':
        return `${pirateName(this.lab?.you ?? '')} has ${String(event.gold)} Gold.`;
      case 'house-built':
        return `A Trade House at ${islandName(event.island)}.`;
      case 'house-removed':
        return `No Trade House at ${islandName(event.island)}.`;
      // A roll's line in the log is short: the refresh's own log, beside the dice, says it event by event.
      case 'refresh-rolled':
        return rollWords(event.seed, event.events);
      case 'sale-answered':
        return refreshWords(event.events.filter((played) => played.type === 'house-sold'));
      case 'lab-reset':
        return 'Back to the bag the attributes set.';
    }
  }

  /** What a change did, then the odds now; a roll or a sale, all the refresh did, event by event, and the sale it asks for. */
  protected override commandWords(events: readonly BagLabEvent[]): string {
    const lab = this.lab;
    const refresh = events.flatMap((event) => (event.type === 'refresh-rolled' ? [`Seed ${String(event.seed)}. ${refreshWords(event.events)}`] : event.type === 'sale-answered' ? [refreshWords(event.events)] : []));
    if (refresh.length > 0) return `${refresh.join(' ')}${this.saleQuestion()}`;
    const said = events.map((event) => this.describeEvent(event)).join(' ');
    return lab === null ? said : `${said} ${summary(lab, bagLabOdds(lab))}`;
  }

  /** The forced sale waiting, as the game asks it; null when none waits. */
  private saleWaiting(): { player: string; fine: number } | null {
    const prompt = this.play?.state.prompt;
    return prompt?.id === 'sell-houses' ? { player: prompt.player, fine: prompt.fine } : null;
  }

  /** The question a forced sale asks, for the live region; '' when none waits. */
  private saleQuestion(): string {
    const waiting = this.saleWaiting();
    return waiting === null ? '' : ` ${pirateName(waiting.player)}: which Trade House do you sell?`;
  }

  protected override renderLab(state: BagLabState): TemplateResult {
    const { lab } = state;
    return html`<div class="setup">${this.renderBag(lab)} ${this.renderSide(lab)}</div>
      ${this.renderOdds(lab, bagLabOdds(lab))} ${this.renderRoll(state)} ${this.renderControls()}`;
  }

  // -------------------------------------------------------------------------------------------
  // The bag and the pirate

  private renderBag(lab: BagLab): TemplateResult {
    const total = bagOf(lab).length;
    const owners = [SYNDICATE_OWNER, ...lab.pirates];
    return html`<section part="bag" aria-labelledby="bag-heading title">
      <h3 id="bag-heading">In the bag: ${plural(total, 'cube')}</h3>
      <table class="bag-table">
        <thead>
          <tr>
            <th scope="col">Whose</th>
            <th scope="col">Cubes</th>
            <th scope="col">You?</th>
          </tr>
        </thead>
        <tbody>
          ${owners.map((owner) => this.renderBagRow(lab, owner))}
        </tbody>
      </table>
    </section>`;
  }

  private renderBagRow(lab: BagLab, owner: string): TemplateResult {
    const syndicate = owner === SYNDICATE_OWNER;
    const value = syndicate ? lab.syndicate : (lab.cubes[owner] ?? 0);
    const name = syndicate ? 'Syndicate' : pirateName(owner);
    const id = `cubes-${owner}`;
    // A count typed goes to the rules as it is (they refuse one out of range, said beside the field); a step stays within what the bag can hold.
    const set = (count: number, typed: boolean): void => {
      this.send({ type: 'cubes', owner, count: typed ? count : Math.min(mostCubes(owner), Math.max(0, count)) });
    };
    return html`<tr part="bag-row" data-owner=${owner}>
      <th scope="row" class=${owner === lab.you ? 'you' : ''}>${name}</th>
      <td>
        ${renderNumberField({
          id,
          label: `${name}’s cubes`,
          value,
          problem: this.fieldProblems[id] ?? null,
          onEntry: (event) => {
            const entry = readWholeNumber(event.target as HTMLInputElement);
            if (entry.kind === 'whole') set(entry.value, true);
          },
          onStep: (step) => {
            set(value + step, false);
          },
        })}
      </td>
      <td>
        ${syndicate
          ? nothing
          : html`<label
              ><input
                type="radio"
                name="you"
                part="you-radio"
                value=${owner}
                .checked=${lab.you === owner}
                @change=${() => {
                  this.send({ type: 'you', pirate: owner });
                }}
              /><span class="visually-hidden">You are ${pirateName(owner)}</span></label
            >`}
      </td>
    </tr>`;
  }

  private renderSide(lab: BagLab): TemplateResult {
    return html`<div class="side">
      <label class="inline"
        >Pirates at the table
        <select
          part="pirates-select"
          @change=${(event: Event) => {
            const count = Number((event.target as HTMLSelectElement).value);
            this.send({ type: 'pirates', count });
          }}
        >
          ${BAG_PLAYER_COUNTS.map((count) => html`<option value=${count} .selected=${lab.pirates.length === count}>${count}</option>`)}
        </select></label
      >
      ${renderSeasonChoice(lab.season, (season) => {
        this.send({ type: 'season', season });
      })}
      <span>
        ${renderNumberField({
          id: 'gold',
          label: `${pirateName(lab.you)}’s Gold`,
          value: lab.gold,
          problem: this.fieldProblems.gold ?? null,
          onEntry: (event) => {
            const entry = readWholeNumber(event.target as HTMLInputElement);
            if (entry.kind === 'whole') this.send({ type: 'gold', gold: entry.value });
          },
          onStep: (step) => {
            this.send({ type: 'gold', gold: Math.max(0, lab.gold + step) });
          },
        })}
      </span>
      ${this.renderHouses(lab)}
    </div>`;
  }

  private renderHouses(lab: BagLab): TemplateResult {
    const state = this.state;
    // Where the rules would build a house now (nowhere past a pirate's 8): the other empty boxes are aria-disabled.
    const buildable = new Set(state === null ? [] : bagLab.legalCommands(state).flatMap((command) => (command.type === 'house' && command.built ? [command.island] : [])));
    const names = lab.houses.map((id) => islandName(id));
    return html`<details part="houses">
      <summary>${pirateName(lab.you)}’s Trade Houses (${lab.houses.length}): ${names.length === 0 ? 'none' : listWords(names)}</summary>
      <p class="hint">A house sold for a fine brings its island’s cost.</p>
      <div class="islands">
        ${GOODS.map(
          (good) => html`<fieldset>
            <legend>${GOOD_NAMES[good]}</legend>
            ${CITY_ISLANDS.filter((island) => island.good === good).map((island) => {
              const has = lab.houses.includes(island.id);
              return html`<label
                ><input
                  type="checkbox"
                  part="house-box"
                  data-island=${island.id}
                  .checked=${has}
                  aria-disabled=${has || buildable.has(island.id) ? 'false' : 'true'}
                  @change=${(event: Event) => {
                    // A ninth house the rules refuse, saying why: the box goes back to what the lab holds.
                    if (this.send({ type: 'house', island: island.id, built: !has })?.ok !== true) (event.target as HTMLInputElement).checked = has;
                  }}
                />${islandName(island.id)} (${island.cost ?? 0})</label
              >`;
            })}
          </fieldset>`,
        )}
      </div>
    </details>`;
  }

  // -------------------------------------------------------------------------------------------
  // The odds

  private renderOdds(lab: BagLab, odds: BagLabOdds): TemplateResult {
    const you = pirateName(lab.you);
    const yours = lab.cubes[lab.you] ?? 0;
    const total = bagOf(lab).length;
    const wild = SAMPLE_ACTION_DIE.filter((face) => face === 'wild').length;
    const biggest = Math.max(...odds.yours.map((chance) => fractionValue(chance)));
    return html`<section part="odds" aria-labelledby="odds-heading title">
      <h3 id="odds-heading">At the next refresh ${renderCitation(citation(RULE.refreshNotoriety))}</h3>
      <p class="hint">
        Each octopus among the ${ACTION_DICE} action dice (${wild} face in ${SAMPLE_ACTION_DIE.length}: sample data) draws a cube, not put back, until the bag is empty. ${you} has
        ${plural(yours, 'cube')} of ${total}; each drawn costs ${odds.seasonGold} Gold.
      </p>
      <p class="headline" part="at-least-one">
        At least one of ${you}’s cubes drawn: <strong data-value="at-least-one">${percent(odds.atLeastOne)}</strong>
        <span class="exact">(exactly ${exact(odds.atLeastOne)})</span>
      </p>
      <div class="table-scroll" role="region" tabindex="0" aria-labelledby="odds-caption title">
        <table class="odds-table" part="odds-table">
          <caption id="odds-caption" class="visually-hidden">${you}’s cubes drawn: the odds, the fine, what it forces</caption>
          <thead>
            <tr>
              <th scope="col">Drawn<span class="visually-hidden">: ${you}’s cubes</span></th>
              <th scope="col">Chance</th>
              <th scope="col">Exactly</th>
              <th scope="col">Fine</th>
              <th scope="col">What it forces</th>
            </tr>
          </thead>
          <tbody>
            ${odds.yours.map(
              (chance, k) => html`<tr part="odds-row" data-cubes=${k}>
                <th scope="row">${k}</th>
                <td class="chance">
                  <span class="bar" aria-hidden="true" style=${`width: ${String(biggest === 0 ? 0 : (fractionValue(chance) / biggest) * 2)}rem`}></span><span data-value="chance">${percent(chance)}</span>
                </td>
                <td class="exact" data-value="exact">${exact(chance)}</td>
                <td class="fine">${odds.fines[k]?.fine ?? 0} Gold</td>
                <td>${this.renderForced(lab, odds.fines[k])}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p part="expected-fine">
        On average ${decimal(odds.expectedYours)} of ${you}’s cubes are drawn: an expected fine of <strong data-value="expected-fine">${decimal(odds.expectedFine)} Gold</strong>
        <span class="exact">(exactly ${exact(odds.expectedFine)})</span>.
      </p>
      <details part="draws">
        <summary>How many cubes are drawn</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Cubes drawn</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            ${odds.draws.map(
              (chance, n) => html`<tr data-draws=${n}>
                <th scope="row">${n}${n === total && n < ACTION_DICE ? ' (the whole bag)' : ''}</th>
                <td>${percent(chance)} <span class="exact">${exact(chance)}</span></td>
              </tr>`,
            )}
          </tbody>
        </table>
      </details>
    </section>`;
  }

  private renderForced(lab: BagLab, fine: FineOutcome | undefined): TemplateResult | string {
    if (fine === undefined || fine.fine === 0) return 'nothing';
    if (fine.short === 0) return `paid (${String(lab.gold)} → ${String(fine.goldAfter)} Gold)`;
    const sold = fine.sold.map((house) => islandName(house.island));
    if (fine.unpaid > 0) {
      return html`<span class="forced">${sold.length === 0 ? 'no house to sell' : `sell all ${String(sold.length)}`}; ${fine.unpaid} unpaid</span>`;
    }
    return html`<span class="forced">sell ${fine.sold.length === 1 ? 'a house' : `${String(fine.sold.length)}+`}: ${sold.join(', ')}</span>`;
  }

  // -------------------------------------------------------------------------------------------
  // One roll, through the rules

  private renderRoll({ lab, roll: played, nextSeed }: BagLabState): TemplateResult {
    const rolled = played?.events.find((event) => event.type === 'dice-rolled');
    const waiting = this.saleWaiting();
    return html`<section part="roll" aria-labelledby="roll-heading title">
      <h3 id="roll-heading">One refresh, rolled ${renderCitation(citation(RULE.refreshRoll))}</h3>
      <div class="roll-line">
        <button class="primary" part="button roll-button" aria-disabled=${waiting === null ? 'false' : 'true'} @click=${() => {
          // Off while a sale waits: said, not refused, as every button with nothing to do.
          if (waiting !== null) {
            this.announcer.announce(`First ${pirateName(waiting.player)} must sell a Trade House to pay the fine.`);
            return;
          }
          this.roll();
        }}>${played === null ? 'Roll the dice and draw' : 'Roll again'}</button>
        <span class="hint" data-value="seed">seed ${played === null ? nextSeed : nextSeed - 1}${played === null ? '' : `; the next roll takes ${String(nextSeed)}`}</span>
      </div>
      ${rolled === undefined
        ? nothing
        : html`<ol class="dice" part="dice" aria-label="The seven action dice">
            ${rolled.dice.map((face) => html`<li class=${`die ${face === 'wild' ? 'octopus' : ''}`} part="die" data-face=${face}>${FACE_NAMES[face]}</li>`)}
          </ol>`}
      ${waiting !== null && played !== null ? this.renderSale(played, waiting.player, waiting.fine) : nothing}
      ${played === null
        ? html`<p class="hint">The game’s own rules play it: the seven dice, a cube for each octopus, the fines, and any Trade House ${pirateName(lab.you)} must sell.</p>`
        : html`<rb-event-log
            part="log refresh-log"
            label="What the refresh did"
            context=${this.presetShown(givenText(this.preset)?.toLowerCase())?.title ?? 'The Notorious bag'}
            empty-text="Nothing yet."
            silent
            .entries=${played.events.map((event): LogEntry => ({ kind: 'event', text: describe(event), rule: citation(event.rule) }))}
          ></rb-event-log>`}
    </section>`;
  }

  private renderSale(played: RefreshPlay, player: string, fine: number): TemplateResult {
    const state = this.state;
    const sales = state === null ? [] : bagLab.legalCommands(state).flatMap((command) => (command.type === 'sell' ? [command] : []));
    const gold = played.state.pirates[player]?.gold ?? 0;
    return html`<div class="sale" part="sale" role="group" aria-labelledby="sale-question">
      <p id="sale-question">
        ${pirateName(player)} owes ${fine} Gold and has ${gold}: sell a Trade House to the Empire for its island’s cost.
        ${renderCitation(citation(RULE.refreshNotoriety))}
      </p>
      <div class="controls">
        ${sales.map((command) => {
          const cost = CITY_ISLANDS.find((island) => island.id === command.island)?.cost ?? 0;
          return html`<button part="button sell-button" data-island=${command.island} @click=${() => {
            this.sell(command.island);
          }}>Sell ${islandName(command.island)} (${cost} Gold)</button>`;
        })}
      </div>
    </div>`;
  }
}

/** What an event of the notoriety check says, in a sentence. */
function describe(event: NotorietyEvent): string {
  switch (event.type) {
    case 'dice-rolled': {
      const octopuses = event.dice.filter((face) => face === 'wild').length;
      return `Rolled ${event.dice.map((face) => FACE_NAMES[face]).join(', ')}: ${plural(octopuses, 'octopus', 'octopuses')}.`;
    }
    case 'notoriety-drawn':
      return event.cube === 'syndicate'
        ? 'Drawn: a yellow Syndicate cube. It leaves the game.'
        : `Drawn: a cube of ${pirateName(event.cube)}’s. It goes back to ${pirateName(event.cube)}, who owes a fine of ${String(event.fine)} Gold.`;
    case 'sale-forced':
      return `${pirateName(event.player)} cannot pay ${String(event.fine)} Gold and must sell a Trade House.`;
    case 'house-sold':
      return `${pirateName(event.player)} sells the Trade House at ${islandName(event.island)} for ${String(event.gold)} Gold.`;
    case 'fined':
      return event.paid === event.fine ? `${pirateName(event.player)} pays the fine, ${String(event.fine)} Gold.` : `${pirateName(event.player)} pays ${String(event.paid)} Gold of a ${String(event.fine)} Gold fine: no house left to sell.`;
  }
}

/** A roll in a line: its seed, the octopuses and the cubes they drew. */
function rollWords(seed: number, events: readonly SteamPiratesEvent[]): string {
  const dice = events.find((event) => event.type === 'dice-rolled');
  const octopuses = dice?.type === 'dice-rolled' ? dice.dice.filter((face) => face === 'wild').length : 0;
  const drawn = events.filter((event) => event.type === 'notoriety-drawn').length;
  return `Seed ${String(seed)}: ${plural(octopuses, 'octopus', 'octopuses')}, ${plural(drawn, 'cube')} drawn.`;
}

/** What the refresh did, from the game's events: the notoriety check's, in sentences. */
function refreshWords(events: readonly SteamPiratesEvent[]): string {
  return events
    .filter(isNotorietyEvent)
    .map((event) => describe(event))
    .join(' ');
}

/** The odds in one sentence, for the live region. */
function summary(lab: BagLab, odds: BagLabOdds): string {
  const yours = lab.cubes[lab.you] ?? 0;
  return `${pirateName(lab.you)} has ${plural(yours, 'cube')} of ${String(bagOf(lab).length)} in the bag: at least one drawn ${percent(odds.atLeastOne)}, expected fine ${decimal(odds.expectedFine)} Gold.`;
}
