import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation } from '../../rules/engine/index.ts';
import {
  ACTION_DICE,
  BAG_PLAYER_COUNTS,
  GOOD_NAMES,
  GOODS,
  RULE,
  SYNDICATE_OWNER,
  SUPPLY,
  SAMPLE_ACTION_DIE,
  SAMPLE_MAP,
  bagLabOdds,
  bagOf,
  bagPresetNamed,
  continueRefresh,
  fractionValue,
  mostCubes,
  readBagLab,
  rollNotoriety,
  ruleHeading,
  ruleset,
  withPirateCount,
  type ActionSymbol,
  type BagLab,
  type BagLabOdds,
  type BagLabSetup,
  type BagPreset,
  type FineOutcome,
  type Fraction,
  type NotorietyEvent,
  type RefreshPlay,
  type SteamPiratesCommand,
} from '../../rules/steam-pirates/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { attributeOfFieldIn, givenList, givenText, readSetup } from '../shared/setup-attributes.ts';
import type { LogEntry } from '../shared/event-log.ts';
import { LabHistory } from '../shared/lab-history.ts';
import { labStyles, renderLabHeading, renderUndoReset } from '../shared/lab-shell.ts';
import { numberFieldStyles, readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { capitalise, citationFrom, listWords, plural } from '../shared/words.ts';
import { renderSeasonChoice } from './season-choice.ts';
// The element this widget's template uses: importing it registers its tag.
import '../shared/rb-event-log.ts';
import { ShareController } from '../shared/share-link.ts';

const citation = citationFrom(ruleHeading);

const ATTRIBUTES = ['preset', 'pirates', 'syndicate', 'cubes', 'you', 'season', 'gold', 'houses', 'seed'] as const;


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
 * `rollNotoriety`, the ruleset's own refresh; the sales offered are its `legalCommands`.
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
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart bag - The cubes in the bag: `bag-row` one owner's (in `data-owner`), `you-radio` the choice of pirate.
 * @csspart number-input - A number input; `step-button` its − and + buttons.
 * @csspart pirates-select - How many pirates sit at the table.
 * @csspart houses - Your Trade Houses (collapsed); `house-box` one island's check box.
 * @csspart odds - The odds: `odds-table` (`odds-row` one number of your cubes, in `data-cubes`),
 *   `at-least-one`, `expected-fine`, `draws` (how many cubes are drawn, collapsed).
 * @csspart roll - Rolling and drawing: `roll-button`, `dice` (`die` one face, `data-face`), `sale`
 *   the forced sale (`sell-button` one house), `log` the refresh's log.
 * @csspart button - Every button; also `undo-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the octopus faces.
 * @cssprop --rb-color-miss - Marks a fine that forces a sale.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesBag extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labStyles,
    numberFieldStyles,
    css`
      :host {
        max-width: 48rem;
      }
      details > summary {
        cursor: pointer;
        color: ${tokens.muted};
        font-weight: 600;
      }
      .setup {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1.5rem;
        align-items: flex-start;
        border-top: 1px solid ${tokens.border};
        padding-top: 0.5rem;
      }
      .setup > section {
        border-top: 0;
        padding-top: 0;
        flex: 0 1 auto;
      }
      .setup > .side {
        flex: 1 1 14rem;
        min-width: 0;
      }
      table {
        border-collapse: collapse;
      }
      th,
      td {
        text-align: left;
        padding: 0.15rem 0.5rem 0.15rem 0;
      }
      .bag-table td.you {
        font-weight: 600;
      }
      .bag-table label {
        display: inline-flex;
        gap: 0.3rem;
        align-items: center;
      }
      .number-field input {
        width: 3.2em;
      }
      /* In the bag's table the row says whose cubes they are: the field's own label is for screen readers. */
      .bag-table .number-field label {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      .bag-table td,
      .bag-table th {
        padding: 0.1rem 0.6rem 0.1rem 0;
      }
      .side {
        display: grid;
        gap: 0.45rem;
        align-content: start;
      }
      .side fieldset {
        border: 0;
        padding: 0;
        display: inline-flex;
        flex-wrap: wrap;
        gap: 0 0.6rem;
        align-items: center;
      }
      .side legend {
        float: left;
        padding: 0;
        margin-right: 0.4rem;
        font-weight: 600;
      }
      .side label.inline {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
        font-weight: 600;
      }
      .islands {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
        gap: 0.3rem 0.75rem;
        margin-top: 0.3rem;
        font-size: 0.9em;
      }
      .islands fieldset {
        border: 0;
        padding: 0;
        margin: 0;
        display: grid;
      }
      .islands legend {
        font-weight: 700;
        padding: 0;
      }
      .islands label {
        display: flex;
        gap: 0.3rem;
        align-items: center;
      }
      .headline {
        font-size: 1.05em;
      }
      .headline strong {
        color: ${tokens.accent};
      }
      .odds-table {
        width: 100%;
      }
      .odds-table th,
      .odds-table td {
        border-bottom: 1px solid ${tokens.border};
        vertical-align: top;
      }
      .odds-table thead th {
        font-size: 0.85em;
        color: ${tokens.muted};
        vertical-align: bottom;
      }
      .odds-table td.chance,
      .odds-table td.fine {
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .exact {
        color: ${tokens.muted};
        font-size: 0.85em;
        overflow-wrap: anywhere;
        margin-left: 0.3rem;
      }
      td.exact {
        white-space: nowrap;
        margin-left: 0;
      }
      .forced {
        color: ${tokens.miss};
        font-weight: 600;
      }
      .bar {
        display: inline-block;
        height: 0.7em;
        background: ${tokens.accent};
        vertical-align: middle;
        margin-right: 0.3rem;
      }
      .dice {
        list-style: none;
        margin: 0.3rem 0 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .die {
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        padding: 0.1rem 0.4rem;
        font-size: 0.9em;
      }
      .die.octopus {
        border: 2px solid ${tokens.accent};
        font-weight: 700;
      }
      .sale {
        border: 2px solid ${tokens.miss};
        border-radius: ${tokens.radius};
        padding: 0.4rem 0.6rem;
        display: grid;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
      .sale .controls {
        gap: 0.35rem;
      }
      .sale button {
        padding: 0.1rem 0.5rem;
      }
      .roll-line {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 0.8rem;
        align-items: center;
      }
      rb-event-log {
        --rb-event-log-max-height: 7rem;
        margin-top: 0.4rem;
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() pirates: string | null = null;
  @property() syndicate: string | null = null;
  @property() cubes: string | null = null;
  @property() you: string | null = null;
  @property() season: string | null = null;
  @property() gold: string | null = null;
  @property() houses: string | null = null;
  @property() seed: string | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  /** The lab now, and the earlier ones for Undo. */
  private readonly history = new LabHistory<BagLab>(this, (lab) => summary(lab, bagLabOdds(lab)));

  /** "Copy link", and the lab restored from a shared link: its attributes, then its changes (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.history.announcer.announce(text);
    },
    log: () => this.history.log,
    replay: (log) => {
      this.rolled = null;
      this.fieldProblems = {};
      return this.history.replay(log);
    },
  });
  /** A number the reader typed that the rules refuse, by field id, with why. */
  @state() private fieldProblems: Readonly<Record<string, string>> = {};
  /** The refresh rolled, while it still fits the lab; null before a roll. */
  @state() private rolled: RefreshPlay | null = null;
  /** The seed of the next roll. */
  @state() private nextSeed = 1;

  private shownPreset: BagPreset | undefined = undefined;
  private needsSetup = true;
  private readonly announcer = this.history.announcer;

  /** The lab now; null while the attributes are wrong. */
  get lab(): BagLab | null {
    return this.history.current;
  }

  /** The exact odds for the lab now; null while the attributes are wrong. */
  get odds(): BagLabOdds | null {
    const lab = this.history.current;
    return lab === null ? null : bagLabOdds(lab);
  }

  /** The refresh rolled last (its events, and the game after them); null before a roll. */
  get play(): RefreshPlay | null {
    return this.rolled;
  }

  /** Changes the lab, as the controls do: it can be undone, and a roll made before it is put away. */
  change(next: BagLab, said: string): void {
    this.fieldProblems = {};
    const lab = this.history.current;
    if (lab === null || JSON.stringify(lab) === JSON.stringify(next)) return;
    this.history.change(next, said);
    this.rolled = null;
  }

  undo(): boolean {
    if (!this.history.undo()) return false;
    this.rolled = null;
    this.fieldProblems = {};
    return true;
  }

  reset(): void {
    const start = this.history.states[0];
    if (start === undefined) return;
    this.history.reset();
    this.rolled = null;
    this.fieldProblems = {};
    this.nextSeed = start.seed;
  }

  /** Rolls the seven dice and draws, through the game's rules, from the next seed. */
  roll(): RefreshPlay | null {
    const lab = this.history.current;
    if (lab === null) return null;
    const seed = this.nextSeed;
    const played = rollNotoriety({ ...lab, seed });
    this.rolled = played;
    this.nextSeed = seed + 1;
    this.announcer.announce(`Seed ${String(seed)}. ${played.events.map((event) => describe(event)).join(' ')}${saleQuestion(played)}`);
    return played;
  }

  /** Sells a house for a fine, as the game asks (one of its legal commands). */
  sell(command: SteamPiratesCommand): void {
    const played = this.rolled;
    if (played === null) return;
    try {
      const next = continueRefresh(played, command);
      this.rolled = next;
      this.announcer.announce(`${next.events.slice(played.events.length).map((event) => describe(event)).join(' ')}${saleQuestion(next)}`);
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(next.state.prompt === null ? 'button[part~="roll-button"]' : 'button[part~="sell-button"]')?.focus();
      });
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      this.announcer.announce(`Refused: ${error.message}`);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (ATTRIBUTES.some((name) => changed.has(name)) || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const setup: BagLabSetup = {};
    const preset = givenText(this.preset);
    if (preset !== undefined) setup.preset = preset;
    for (const [key, raw] of [
      ['pirates', this.pirates],
      ['syndicate', this.syndicate],
      ['season', this.season],
      ['gold', this.gold],
      ['seed', this.seed],
    ] as const) {
      if (givenText(raw) === undefined) continue;
      // Not a number at all goes to the rules as typed: their refusal names the range and its reason.
      const parsed = parseWholeNumber(key, raw, 0);
      setup[key] = parsed.ok ? parsed.value : raw;
    }
    const cubes = givenList(this.cubes);
    if (cubes !== undefined) {
      // Each count the same way: the rules refuse `cubes[1]` with the range (an empty item is no count).
      setup.cubes = cubes.map((item) => {
        const parsed = parseWholeNumber('cubes', item, Number.NaN);
        return parsed.ok && !Number.isNaN(parsed.value) ? parsed.value : item;
      });
    }
    const you = givenText(this.you);
    if (you !== undefined) setup.you = you.toLowerCase();
    const houses = givenList(this.houses);
    if (houses !== undefined) setup.houses = houses;
    const lab = readSetup(problems, () => readBagLab(setup), attributeOfFieldIn(ATTRIBUTES));
    this.problems = problems;
    this.history.begin(lab);
    this.rolled = null;
    this.fieldProblems = {};
    this.nextSeed = lab?.seed ?? 1;
    this.shownPreset = preset === undefined ? undefined : bagPresetNamed(preset);
  }

  /** A count typed or stepped: taken when the rules accept the lab with it, else its problem shown. */
  private setNumber(field: string, next: BagLab, said: string): void {
    try {
      readBagLab({ pirates: next.pirates.length, syndicate: next.syndicate, cubes: next.pirates.map((pirate) => next.cubes[pirate] ?? 0), you: next.you, season: next.season, gold: next.gold, houses: next.houses, seed: next.seed });
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      this.fieldProblems = { ...this.fieldProblems, [field]: error.message.replace(/^cubes\[\d+\]/, 'A pirate’s count') };
      this.announcer.announce(`Refused: ${error.message}`);
      return;
    }
    this.change(next, said);
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const lab = this.history.current;
      return lab === null ? nothing : this.renderWidget(lab, bagLabOdds(lab));
    });
  }

  private renderWidget(lab: BagLab, odds: BagLabOdds): TemplateResult {
    const preset = this.shownPreset;
    const canUndo = this.history.canUndo;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(preset?.title ?? 'The Notorious bag: will your cubes be drawn?', preset?.description)} ${this.share.renderNotice()}
      <div class="setup">${this.renderBag(lab)} ${this.renderSide(lab)}</div>
      ${this.renderOdds(lab, odds)} ${this.renderRoll(lab)}
      ${renderUndoReset(this, canUndo, canUndo || this.rolled !== null, nothing, this.share.renderButton())}
      ${this.announcer.render()}
    </div>`;
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
    const set = (count: number, typed: boolean): void => {
      const clamped = typed ? count : Math.min(mostCubes(owner), Math.max(0, count));
      const next = syndicate ? { ...lab, syndicate: clamped } : { ...lab, cubes: { ...lab.cubes, [owner]: clamped } };
      this.setNumber(id, next, `${syndicate ? 'Syndicate' : `${pirateName(owner)}’s`} cubes in the bag: ${String(clamped)}.`);
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
                  this.change({ ...lab, you: owner }, `You are ${pirateName(owner)}.`);
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
            this.change(withPirateCount(lab, count), `${String(count)} pirates at the table.`);
          }}
        >
          ${BAG_PLAYER_COUNTS.map((count) => html`<option value=${count} .selected=${lab.pirates.length === count}>${count}</option>`)}
        </select></label
      >
      ${renderSeasonChoice(lab.season, (season, gold) => {
        this.change({ ...lab, season }, `Season ${String(season)}: a fine is ${String(gold)} Gold a cube.`);
      })}
      <span>
        ${renderNumberField({
          id: 'gold',
          label: `${pirateName(lab.you)}’s Gold`,
          value: lab.gold,
          problem: this.fieldProblems.gold ?? null,
          onEntry: (event) => {
            const entry = readWholeNumber(event.target as HTMLInputElement);
            if (entry.kind === 'whole') this.setNumber('gold', { ...lab, gold: entry.value }, `${pirateName(lab.you)} has ${String(entry.value)} Gold.`);
          },
          onStep: (step) => {
            const gold = Math.max(0, lab.gold + step);
            this.setNumber('gold', { ...lab, gold }, `${pirateName(lab.you)} has ${String(gold)} Gold.`);
          },
        })}
      </span>
      ${this.renderHouses(lab)}
    </div>`;
  }

  private renderHouses(lab: BagLab): TemplateResult {
    const full = lab.houses.length >= SUPPLY.houses;
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
                  aria-disabled=${!has && full ? 'true' : 'false'}
                  @change=${(event: Event) => {
                    if (!has && full) {
                      (event.target as HTMLInputElement).checked = false;
                      this.announcer.announce(`A pirate has ${String(SUPPLY.houses)} Trade Houses in all: remove one first.`);
                      return;
                    }
                    const houses = has ? lab.houses.filter((id) => id !== island.id) : [...lab.houses, island.id];
                    this.change({ ...lab, houses }, has ? `No Trade House at ${islandName(island.id)}.` : `A Trade House at ${islandName(island.id)}.`);
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

  private renderRoll(lab: BagLab): TemplateResult {
    const played = this.rolled;
    const rolled = played?.events.find((event) => event.type === 'dice-rolled');
    const prompt = played?.state.prompt;
    return html`<section part="roll" aria-labelledby="roll-heading title">
      <h3 id="roll-heading">One refresh, rolled ${renderCitation(citation(RULE.refreshRoll))}</h3>
      <div class="roll-line">
        <button class="primary" part="button roll-button" aria-disabled=${prompt?.id === 'sell-houses' ? 'true' : 'false'} @click=${() => {
          if (prompt?.id === 'sell-houses') {
            this.announcer.announce(`First ${pirateName(prompt.player)} must sell a Trade House to pay the fine.`);
            return;
          }
          this.roll();
        }}>${played === null ? 'Roll the dice and draw' : 'Roll again'}</button>
        <span class="hint" data-value="seed">seed ${played === null ? this.nextSeed : this.nextSeed - 1}${played === null ? '' : `; the next roll takes ${String(this.nextSeed)}`}</span>
      </div>
      ${rolled === undefined
        ? nothing
        : html`<ol class="dice" part="dice" aria-label="The seven action dice">
            ${rolled.dice.map((face) => html`<li class=${`die ${face === 'wild' ? 'octopus' : ''}`} part="die" data-face=${face}>${FACE_NAMES[face]}</li>`)}
          </ol>`}
      ${prompt?.id === 'sell-houses' && played !== null ? this.renderSale(played, prompt.player, prompt.fine) : nothing}
      ${played === null
        ? html`<p class="hint">The game’s own rules play it: the seven dice, a cube for each octopus, the fines, and any Trade House ${pirateName(lab.you)} must sell.</p>`
        : html`<rb-event-log
            part="log"
            label="What the refresh did"
            context=${this.shownPreset?.title ?? 'The Notorious bag'}
            empty-text="Nothing yet."
            silent
            .entries=${played.events.map((event): LogEntry => ({ kind: 'event', text: describe(event), rule: citation(event.rule) }))}
          ></rb-event-log>`}
    </section>`;
  }

  private renderSale(played: RefreshPlay, player: string, fine: number): TemplateResult {
    const sales = ruleset.legalCommands(played.state).flatMap((command) => (command.type === 'sell-house' ? [command] : []));
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
            this.sell(command);
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

/** The question a forced sale asks, for the live region; '' when none waits. */
function saleQuestion(played: RefreshPlay): string {
  const prompt = played.state.prompt;
  return prompt?.id === 'sell-houses' ? ` ${pirateName(prompt.player)}: which Trade House do you sell?` : '';
}

/** The odds in one sentence, for the live region. */
function summary(lab: BagLab, odds: BagLabOdds): string {
  const yours = lab.cubes[lab.you] ?? 0;
  return `${pirateName(lab.you)} has ${plural(yours, 'cube')} of ${String(bagOf(lab).length)} in the bag: at least one drawn ${percent(odds.atLeastOne)}, expected fine ${decimal(odds.expectedFine)} Gold.`;
}
