import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import {
  BEARINGS,
  FLAGSHIP_ROUTE_PRESETS,
  ROUTE_SHIPS,
  RULE,
  SAMPLE_MAP,
  checkRouteLab,
  explainRoute,
  flagshipHarbour,
  routeLab,
  routeSteps,
  type Bearing,
  type Harbour,
  type RouteExplanation,
  type RouteGraph,
  type RouteLab,
  type RouteLabCommand,
  type RouteLabEvent,
  type RouteLabSetup,
  type RouteLabState,
  type RouteStep,
  type SkyMap,
} from '../../rules/steam-pirates/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { LabShell } from '../shared/lab-element.ts';
import { renderRefusal, renderUndoReset } from '../shared/lab-shell.ts';
import { setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { flagshipRouteStyles } from './flagship-route.styles.ts';
import { SHIP_NAMES, type IslandSelectDetail, type MapRoute, type MapTie } from './sky-map-board.ts';
import { capitalise, citation, goodName, islandName, listWords, plural, pointName, shipName } from './words.ts';
// The element this widget's template uses: importing it registers its tag.
import { renderWindCompass } from './wind-compass.ts';
import './steam-pirates-sky-map.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type FlagshipRouteCommandDetail = CommandDetail<RouteLabCommand, RouteLabEvent>;

/** What a click on the map sets. */
type ClickSets = 'start' | 'destination';

/**
 * Everything the reader can change but the map (the lab's state, rules/steam-pirates/route-lab/):
 * with the map, it decides the move. What a press on an island sets is the widget's own
 * (`clickSets`): a way of pointing, not part of the move.
 */
export type RouteSettings = Omit<RouteLab, 'map'>;

/** Detail of `rb-route-change`: the settings now and the move they give. */
export interface RouteChangeDetail {
  settings: RouteSettings;
  route: RouteExplanation;
}

/** Move lengths offered besides "until arrival": the Fortress's round (1), the Dreadnought's (2), an official's push (3). */
const STEP_CHOICES: readonly { value: number; words: string }[] = [
  { value: 1, words: '1 island (Fortress, each round)' },
  { value: 2, words: '2 islands (Dreadnought, each round)' },
  { value: 3, words: '3 islands' },
];


/**
 * How a Steam Pirates flagship sails towards its destination, as a what-if: the sky map with both
 * flagships and their destinations; a compass whose wind arrow the reader turns; the ship, its
 * start and its destination chosen by pressing islands on the map; every island's distance to the
 * destination, every shortest route (faint) and the route taken (bold); each tie marked on the map
 * with the candidates' angles; the wind die to roll, or a face to choose, when the wind cannot
 * break a tie; one line per step naming the rule that decided it; then the new embargo or blockade
 * and the links it closes to frigates.
 *
 * Everything comes from the rules: the route is `routeSteps` (rules/steam-pirates/route-lab/route-steps.ts),
 * which agrees with `flagshipRoute` exactly; the harbour's effects are `flagshipHarbour`'s; the die
 * is `rollWindDie`, seeded. Every change is a command of the lab's ruleset (`routeLab`), run in
 * the shell every lab shares (`LabShell`): the rules read the attributes (every bad one said at
 * once), refuse a change they cannot route (a treasure island on the city graph: said with its
 * rule, and nothing changes), and log each change with its rule; Undo, Reset and Copy link are the
 * shell's.
 *
 * The class is not registered; import `steam-pirates-flagship-route.ts` for the tag.
 *
 * Keyboard: the compass is a radio group (arrow keys turn the wind); the islands are one Tab stop
 * (arrow keys move to the nearest island that way, Enter or Space sets the start or the
 * destination, as chosen above the map).
 *
 * @tagname steam-pirates-flagship-route
 * @attr preset - A worked example: `commodore` (the rulebook's), `wonder-boy`, `wonder-boy-south`,
 *   `wonder-boy-west`, `roll-tie` or `treasure-shortcut`. Other attributes given beside it override it.
 * @attr ship - The flagship that moves: `dreadnought` (default) or `fortress`.
 * @attr from - The island it starts from, by id (e.g. `felle`). Default: where the first event card puts it.
 * @attr to - Its destination, by id (e.g. `erindelle`).
 * @attr wind - Where the wind arrow points: `N`, `NE`, `E`, `SE`, `S`, `SW`, `W` or `NW`. Default `N`.
 * @attr steps - How many islands the move advances, 1 to 3 (no rule moves a flagship further at once), or `all` (default: until arrival).
 * @attr rolls - Wind-die faces already rolled, in order, separated by commas (e.g. `E, N`).
 * @attr graph - `city` (default: flagships sail city islands only) or `all` (as if they could pass treasure islands).
 * @attr seed - Seeds the wind die: the same seed rolls the same faces. Default 1.
 * @attr map - A sky map of your own, as JSON (`{"islands": […], "links": […]}`). Default: the sample map.
 * @fires rb-route-change - After every change the rules accept. `detail: { settings, route }`.
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it, with the example's rule.
 * @csspart compass - The wind's radio group; `wind-button` each point, `wind-arrow` the arrow in the middle.
 * @csspart choices - The ship, what a click sets, the length of the move and the graph.
 * @csspart button - Every button; also `ship-button`, `click-button`, `roll-button`, `face-button`,
 *   `undo-button`, `reset-button`.
 * @csspart map - The `<steam-pirates-sky-map>`. Its parts are exported as `map-svg`, `island`,
 *   `route`, `distance`, `tie`, `flagship`, `destination`, `closed-link`, `key`.
 * @csspart steps - The list of steps; `step` one of them (its rule in `data-rule`), `waiting` the
 *   tie waiting for the die, `end` the line that says where the move ends.
 * @csspart die - The wind die's buttons and the faces rolled (`face` each).
 * @csspart harbour - Where the ship harbours now: the embargo or blockade, and the links closed.
 * @csspart refusal - A change the rules refused, with its rule.
 * @csspart controls - Undo, Reset and Copy link.
 * @csspart log - The event log (`<rb-event-log>`): a line for every change, with its rule; its
 *   entries are `log-entry`, `log-entry-event`, `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, routes, distances.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesFlagshipRoute extends LabShell<RouteLabState, RouteLabCommand, RouteLabEvent, RouteLabSetup & { seed: number }> {
  static override styles = flagshipRouteStyles;

  @property() ship: string | null = null;

  @property() from: string | null = null;

  @property() to: string | null = null;

  @property() wind: string | null = null;

  @property() steps: string | number | null = null;

  @property() rolls: string | null = null;

  @property() graph: string | null = null;

  /** A map of the reader's own: JSON text as an attribute, or a `SkyMap` set as a property. */
  @property() map: string | SkyMap | null = null;

  /** What a press on an island sets: the moving ship's start or its destination. */
  @state() private clickSets: ClickSets = 'start';

  constructor() {
    super({
      ruleset: routeLab,
      presets: FLAGSHIP_ROUTE_PRESETS,
      title: 'Flagship routing',
      whereWords: ({ lab }) => summarize(lab.map, lab, explainRoute(lab)),
      citation,
      // No reset command: Reset goes back to the attributes' move with nothing left to undo, as before the port.
      properties: ['ship', 'from', 'to', 'wind', 'steps', 'rolls', 'graph', 'map'],
      attributes: {},
    });
  }

  /** The settings now (the lab but its map); null while the attributes are wrong. */
  get settings(): RouteSettings | null {
    const lab = this.state?.lab;
    if (lab === undefined) return null;
    const { map: _map, ...settings } = lab;
    return settings;
  }

  /** The move the settings give, step by step; null while the attributes are wrong. */
  get route(): RouteExplanation | null {
    const lab = this.state?.lab;
    return lab === undefined ? null : explainRoute(lab);
  }

  /** Turns the wind arrow. */
  setWind(wind: Bearing): boolean {
    return this.send({ type: 'wind', wind })?.ok === true;
  }

  /** Sets the moving ship's start or destination (what a click on the map sets). */
  chooseIsland(island: string, sets: ClickSets = this.clickSets): boolean {
    return this.send({ type: sets === 'start' ? 'start' : 'destination', island })?.ok === true;
  }

  /** Rolls the wind die for the tie waiting (or forces `face`). False when no tie waits. */
  rollDie(face?: Bearing): boolean {
    if ((this.route?.waiting ?? null) === null) return false;
    return this.send(face === undefined ? { type: 'roll' } : { type: 'face', face })?.ok === true;
  }

  /** The die's buttons go once the tie is broken: the focus moves to the steps, which now say how. */
  private async pressDie(face?: Bearing): Promise<void> {
    this.rollDie(face);
    await this.updateComplete;
    if (this.route?.waiting === null) this.renderRoot.querySelector<HTMLElement>('ol.steps')?.focus();
  }

  /** Every change the rules accept is told (`rb-route-change`), with the move it gives. */
  override send(command: RouteLabCommand, options: { quiet?: boolean } = {}): DispatchResult<RouteLabEvent> | null {
    const result = super.send(command, options);
    const settings = this.settings;
    const route = this.route;
    if (result?.ok === true && settings !== null && route !== null) {
      this.dispatchEvent(new CustomEvent<RouteChangeDetail>('rb-route-change', { detail: { settings, route }, bubbles: true, composed: true }));
    }
    return result;
  }

  /** Back to where the attributes put everything: a press on an island sets the start again. */
  override reset(): DispatchResult<RouteLabEvent> | null {
    this.clickSets = 'start';
    return super.reset();
  }

  /**
   * Every bad attribute at once, in the setup's order (the rules' `checkRouteLab`): each
   * attribute goes to the rules as typed, the map as JSON text too. The seed is read there with
   * the others, so the shell's own reading of it is left out rather than said twice.
   */
  protected override readAttributes(problems: AttributeProblem[]): Partial<RouteLabSetup & { seed: number }> {
    const given = super.readAttributes(problems);
    const seedProblem = problems.findIndex((problem) => problem.attribute === 'seed');
    if (seedProblem !== -1) problems.splice(seedProblem, 1);
    const checked = checkRouteLab({ ...given, ...(this.seed === null ? {} : { seed: this.seed }) });
    if (!checked.ok) problems.push(...checked.refusals.map((refusal) => setupProblem(refusal, (field) => this.attributeOfField(field))));
    return given;
  }

  /** A change in a sentence, for the log, naming the islands as the map does. */
  protected override describeEvent(event: RouteLabEvent): string {
    return describeEvent(event, this.skyMap);
  }

  /** The rules name the setup's fields (from, to); the reader chose a start and a destination. */
  protected override refusalWords(message: string): string {
    return message.replace(/^from\b/, 'The start').replace(/^to\b/, 'The destination');
  }

  /** The title names the move: "Flagship routing: the Dreadnought from Zephyr to Iona". */
  protected override labTitle({ lab }: RouteLabState): string {
    const voyage = lab.voyages[lab.ship];
    const name = (id: string): string => islandName(lab.map, id);
    return `Flagship routing: ${shipName(lab.ship)} from ${name(voyage?.at ?? '')} to ${name(voyage?.destination ?? '')}`;
  }

  /** What a change did, in the reader's words (which end of the voyage, a face rolled or chosen), then the move it gives. */
  protected override commandWords(events: readonly RouteLabEvent[], before: RouteLabState | null): string {
    const lab = this.state?.lab;
    const said = events.map((event) => changeWords(event, before?.lab ?? null));
    return [...said, ...(lab === undefined ? [] : [summarize(lab.map, lab, explainRoute(lab))])].join(' ');
  }

  /** The map the move is on (the sample map while the attributes are wrong). */
  private get skyMap(): SkyMap {
    return this.state?.lab.map ?? SAMPLE_MAP;
  }

  private explain(settings: RouteSettings): RouteExplanation {
    return explainRoute({ ...settings, map: this.skyMap });
  }

  protected override renderLab({ lab }: RouteLabState): TemplateResult {
    const route = explainRoute(lab);
    const turns = this.turns.length;
    return html`<div class="top">${renderWindCompass(this, lab.wind, (point) => {
        this.setWind(point);
      })} ${this.renderChoices(lab)}</div>
      ${renderRefusal(this.lastRefusal, citation)} ${this.renderMap(lab, route)} ${this.renderSteps(lab, route)} ${this.renderHarbour(lab, route)}
      ${renderUndoReset(this, turns > 0, turns > 0, nothing, this.share.renderButton())}`;
  }

  // -------------------------------------------------------------------------------------------
  // The controls

  private renderChoices(settings: RouteSettings): TemplateResult {
    const radio = (group: string, options: readonly { value: string; words: string; part: string }[], chosen: string, choose: (value: string) => void): TemplateResult =>
      html`<span role="radiogroup" aria-labelledby=${group} class="row" @keydown=${(event: KeyboardEvent) => {
        this.onRadioKey(event, options.map((option) => option.value), chosen, choose, group);
      }}>
        ${options.map(
          (option) => html`<button
            part=${`button ${option.part}`}
            role="radio"
            data-value=${option.value}
            data-group=${group}
            aria-checked=${option.value === chosen ? 'true' : 'false'}
            tabindex=${option.value === chosen ? '0' : '-1'}
            @click=${() => {
              if (option.value !== chosen) choose(option.value);
            }}
          >
            ${option.words}
          </button>`,
        )}
      </span>`;
    const ships = ROUTE_SHIPS.filter((ship) => settings.voyages[ship] !== undefined);
    return html`<div class="choices" part="choices">
      <div class="row">
        <span class="what" id="ship-label">Ship:</span>
        ${radio('ship-label', ships.map((ship) => ({ value: ship, words: SHIP_NAMES[ship], part: 'ship-button' })), settings.ship, (value) => {
          const ship = ROUTE_SHIPS.find((candidate) => candidate === value) ?? settings.ship;
          this.send({ type: 'ship', ship });
        })}
      </div>
      <div class="row">
        <span class="what" id="click-label">Press an island to set:</span>
        ${radio(
          'click-label',
          [
            { value: 'start', words: 'start', part: 'click-button' },
            { value: 'destination', words: 'destination', part: 'click-button' },
          ],
          this.clickSets,
          (value) => {
            const clickSets: ClickSets = value === 'destination' ? 'destination' : 'start';
            // A way of pointing, not a change to the move: said, not sent to the rules.
            this.clickSets = clickSets;
            this.announcer.announce(`A press on an island now sets the ${clickSets}.`);
          },
        )}
      </div>
      <div class="row">
        <label class="what" for="steps">Move:</label>
        <select id="steps" part="steps-select" @change=${this.onStepsChange}>
          <option value="all" .selected=${settings.steps === null}>until she arrives</option>
          ${STEP_CHOICES.map((choice) => html`<option value=${String(choice.value)} .selected=${settings.steps === choice.value}>${choice.words}</option>`)}
        </select>
      </div>
      <div class="row">
        <label class="what" for="graph">Through:</label>
        <select id="graph" part="graph-select" @change=${this.onGraphChange}>
          <option value="city" .selected=${settings.graph === 'city'}>city islands only (as flagships sail)</option>
          <option value="all" .selected=${settings.graph === 'all'}>every island, treasure ones too</option>
        </select>
      </div>
    </div>`;
  }

  /** Arrow keys in a small radio group choose the next or previous option and move the focus with it. */
  private onRadioKey(event: KeyboardEvent, values: readonly string[], chosen: string, choose: (value: string) => void, group: string): void {
    const turn = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (turn === undefined || values.length < 2) return;
    event.preventDefault();
    const next = values[(values.indexOf(chosen) + turn + values.length) % values.length] ?? chosen;
    choose(next);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button[data-group="${group}"][data-value="${next}"]`)?.focus());
  }

  private readonly onStepsChange = (event: Event): void => {
    const value = (event.target as HTMLSelectElement).value;
    const steps = value === 'all' ? null : Number(value);
    this.send({ type: 'steps', steps });
  };

  private readonly onGraphChange = (event: Event): void => {
    const choice = event.target as HTMLSelectElement;
    const graph: RouteGraph = choice.value === 'all' ? 'all' : 'city';
    const applied = this.send({ type: 'graph', graph })?.ok === true;
    // A refused choice leaves the list box showing what is in force.
    if (!applied) choice.value = this.settings?.graph ?? 'city';
  };

  // -------------------------------------------------------------------------------------------
  // The map

  private renderMap(settings: RouteSettings, route: RouteExplanation): TemplateResult {
    const map = this.skyMap;
    const voyage = settings.voyages[settings.ship];
    const end = route.islands.at(-1) ?? voyage?.at ?? '';
    const flagships = ROUTE_SHIPS.flatMap((ship) => {
      const entry = settings.voyages[ship];
      if (entry === undefined) return [];
      // The moving ship is drawn where the move leaves her.
      return [{ ship, at: ship === settings.ship ? end : entry.at, destination: entry.destination }];
    });
    const routes: MapRoute[] = [...route.shortestLinks.map((link): MapRoute => ({ path: link, weight: 'faint' })), { path: route.islands, weight: 'bold' }];
    const tieSteps = [...route.steps, ...(route.waiting === null ? [] : [route.waiting])].filter((step) => step.candidates.length > 1);
    const ties: MapTie[] = tieSteps.map((step) => ({ at: step.at, candidates: step.candidates.map((candidate) => ({ island: candidate.island, label: tieLabel(step, candidate.island) })) }));
    const choosable = map.islands.filter((island) => settings.graph === 'all' || island.kind === 'city').map((island) => island.id);
    const sets = `set ${shipName(settings.ship)}’s ${this.clickSets}`;
    return html`<steam-pirates-sky-map
      part="map"
      exportparts="svg: map-svg, island, route, distance, tie, flagship, destination, closed-link, key"
      label=${`The sky map${map === SAMPLE_MAP ? '' : ' (a map of this example’s own)'}`}
      action-label=${sets}
      distance-to=${islandName(map, voyage?.destination ?? '')}
      .map=${map}
      .flagships=${flagships}
      .routes=${routes}
      .distances=${route.distances}
      .ties=${ties}
      .highlighted=${tieSteps.map((step) => step.at)}
      .closedLinks=${flagshipHarbour(map, settings.ship, end).closedLinks}
      .wind=${settings.wind}
      .choosable=${choosable}
      @rb-island-select=${this.onIslandSelect}
    ></steam-pirates-sky-map>`;
  }

  private readonly onIslandSelect = (event: CustomEvent<IslandSelectDetail>): void => {
    this.chooseIsland(event.detail.island);
  };

  // -------------------------------------------------------------------------------------------
  // The steps

  private renderSteps(settings: RouteSettings, route: RouteExplanation): TemplateResult {
    const map = this.skyMap;
    const voyage = settings.voyages[settings.ship];
    const destination = voyage?.destination ?? '';
    const name = (id: string): string => islandName(map, id);
    const end = route.islands.at(-1) ?? '';
    let ending: string;
    if (route.steps.length === 0 && route.arrived) ending = `${capitalise(shipName(settings.ship))} is at ${name(destination)}, her destination, already: she does not move.`;
    else if (route.arrived) ending = `${capitalise(shipName(settings.ship))} arrives at ${name(destination)} after ${plural(route.steps.length, 'island')}.`;
    else if (route.waiting !== null) ending = '';
    else ending = `The move ends after ${plural(route.steps.length, 'island')}, at ${name(end)}: ${plural(route.distances[end] ?? 0, 'link')} from ${name(destination)}.`;
    const other = settings.graph === 'city' ? this.otherGraphLength(settings) : null;
    return html`<section part="steps" aria-labelledby="steps-heading title">
      <h3 id="steps-heading">${capitalise(shipName(settings.ship))} from ${name(voyage?.at ?? '')} to ${name(destination)}: ${plural(route.distances[voyage?.at ?? ''] ?? 0, 'link')}, step by step</h3>
      <ol class="steps" tabindex="-1" aria-labelledby="steps-heading">
        ${route.steps.map((step) => html`<li part="step" data-rule=${step.decidedBy ?? ''} data-to=${step.to ?? ''}>${stepWords(map, settings.wind, step, destination)}${renderCitation(citation(step.decidedBy ?? RULE.route))}</li>`)}
        ${route.waiting === null ? nothing : this.renderWaiting(settings, route.waiting)}
        ${ending === ''
          ? nothing
          : html`<li class="end" part="end">
              ${ending}${route.rolls.length === 0
                ? nothing
                : html` <span class="faces">Wind die: ${route.rolls.map((face) => html`<span class="face" part="face">${face}</span>`)}</span>`}
            </li>`}
      </ol>
      ${other === null ? nothing : html`<p class="hint" part="other-graph">${other}</p>`}
    </section>`;
  }

  /** Through every island the route could be shorter: say so, flagships never pass treasure islands. */
  private otherGraphLength(settings: RouteSettings): string | null {
    const voyage = settings.voyages[settings.ship];
    if (voyage === undefined) return null;
    try {
      const all = routeSteps(this.skyMap, voyage.at, voyage.destination, { wind: settings.wind, graph: 'all', rolls: [] });
      const city = this.explain(settings).distances[voyage.at] ?? 0;
      const through = all.distances[voyage.at] ?? city;
      if (through >= city) return null;
      return `Through treasure islands it would be ${plural(through, 'link')}, not ${String(city)}: a flagship neither stops at nor passes a treasure island (choose “every island” above to see that way).`;
    } catch {
      return null;
    }
  }

  private renderWaiting(settings: RouteSettings, step: RouteStep): TemplateResult {
    const map = this.skyMap;
    const tied = step.faces.at(-1)?.kept ?? step.windChoice;
    const candidates = step.candidates.filter((candidate) => tied.includes(candidate.island));
    const faces = step.faces.map((check) => `the die showed ${check.face}: ${anglesWords(map, check.angles)}, still tied`);
    return html`<li class="waiting" part="step waiting" data-rule="waiting">
      At ${islandName(map, step.at)}, ${listWords(candidates.map((candidate) => `${islandName(map, candidate.island)} (${candidate.bearing})`))} are each
      ${plural(step.distance - 1, 'link')} from ${islandName(map, settings.voyages[settings.ship]?.destination ?? '')} and ${String(candidates[0]?.windAngle ?? 0)}° off the
      ${settings.wind} wind: the wind cannot choose${faces.length === 0 ? '' : `; ${faces.join('; ')}`}. Roll the wind die.${renderCitation(citation(RULE.rollTie))}
      <div class="die" part="die" role="group" aria-label="The wind die">
        <button class="primary" part="button roll-button" @click=${() => void this.pressDie()}>Roll the wind die</button>
        <span>or choose its face:</span>
        ${BEARINGS.map(
          (face) => html`<button part="button face-button" data-face=${face} @click=${() => void this.pressDie(face)}>${face}<span class="visually-hidden"> (${pointName(face)})</span></button>`,
        )}
      </div>
    </li>`;
  }

  // -------------------------------------------------------------------------------------------
  // Where she harbours

  private renderHarbour(settings: RouteSettings, route: RouteExplanation): TemplateResult {
    const map = this.skyMap;
    const voyage = settings.voyages[settings.ship];
    const start = voyage?.at ?? '';
    const end = route.islands.at(-1) ?? start;
    const before = flagshipHarbour(map, settings.ship, start);
    const after = flagshipHarbour(map, settings.ship, end);
    const name = (id: string): string => islandName(map, id);
    const ship = capitalise(shipName(settings.ship));
    const moved = end !== start;
    const embargo = (harbour: Harbour): string => (harbour.embargo === null ? 'no good' : goodName(harbour.embargo));
    const effect =
      settings.ship === 'fortress'
        ? html`<li data-effect="embargo">
            Embargo: ${moved ? html`${embargo(before)} (${name(start)}) → ` : nothing}<strong>${embargo(after)}</strong> (${name(end)}). ${after.embargo === null
              ? nothing
              : html`No ${goodName(after.embargo)} Trade House earns at a Profit action.`}${renderCitation(citation(RULE.profitEmbargo))}
          </li>`
        : html`<li data-effect="blockade">
            Blockade: ${moved ? `${name(start)} → ` : ''}<strong>${name(end)}</strong>. Trade Houses on ${name(end)} earn nothing at a Profit action.${renderCitation(citation(RULE.profitBlockade))}
          </li>`;
    const closed = after.closedLinks.map(([, to]) => name(to));
    return html`<section class="harbour" part="harbour" aria-labelledby="harbour-heading title">
      <h3 id="harbour-heading">${route.waiting !== null ? `So far ${shipName(settings.ship)} is at ${name(end)}` : `${ship} ${moved ? 'now harbours' : 'harbours'} at ${name(end)}`}</h3>
      <ul>
        ${effect}
        <li data-effect="closed">
          Closed to frigates: ${name(end)}’s ${closed.length === 1 ? 'link' : 'links'} to ${listWords(closed)}${moved ? ` (${name(start)} is open again)` : ''}.${renderCitation(citation(RULE.sailFlagships))}
        </li>
      </ul>
    </section>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Words

/** The words by a tied candidate's link: its angle to the wind arrow. */
function tieLabel(step: RouteStep, island: string): string {
  return `${String(step.candidates.find((entry) => entry.island === island)?.windAngle ?? 0)}°`;
}

function anglesWords(map: SkyMap, angles: readonly { island: string; angle: number }[]): string {
  return listWords(angles.map((entry) => `${islandName(map, entry.island)} ${String(entry.angle)}°`));
}

/** One decided step in a sentence: where she goes, and why. */
function stepWords(map: SkyMap, wind: Bearing, step: RouteStep, destination: string): string {
  const name = (id: string): string => islandName(map, id);
  const going = `${name(step.at)} → ${name(step.to ?? '')}`;
  const toGo = `both ${plural(step.distance - 1, 'link')} from ${name(destination)}`;
  if (step.decidedBy === RULE.route) return `${going}: ${step.neighbours.length === 1 ? 'her only neighbour' : 'the only neighbour closer'}.`;
  const tied = listWords(step.candidates.map((candidate) => `${name(candidate.island)} (${candidate.bearing}, ${String(candidate.windAngle)}°)`));
  if (step.decidedBy === RULE.windTie) return `${going}: of ${tied}, ${toGo}, the ${wind} wind picks ${name(step.to ?? '')}.`;
  const faces = step.faces.map((check) => `${check.face}: ${check.angles.map((entry) => `${String(entry.angle)}°`).join(' and ')}${check.kept.length > 1 ? ', still tied' : ''}`);
  return `${going}: ${tied} tie under the ${wind} wind, ${toGo}; the die shows ${faces.join('; then ')}.`;
}

/** A change in a sentence, for the log. */
function describeEvent(event: RouteLabEvent, map: SkyMap): string {
  switch (event.type) {
    case 'ship-chosen':
      return `Moving ${shipName(event.ship)}.`;
    case 'voyage-set':
      return `${capitalise(shipName(event.ship))}’s voyage: ${islandName(map, event.voyage.at)} to ${islandName(map, event.voyage.destination)}.`;
    case 'wind-turned':
      return `Wind arrow: ${pointName(event.wind)}.`;
    case 'steps-set':
      return event.steps === null ? 'The move goes on until she arrives.' : `The move advances ${plural(event.steps, 'island')}.`;
    case 'graph-set':
      return event.graph === 'all' ? 'Routes through every island.' : 'Routes through city islands only.';
    case 'wind-die-rolled':
      return `The wind die: ${pointName(event.face)}.`;
    case 'lab-reset':
      return 'Back to the move the attributes set.';
  }
}

/**
 * A change in the reader's words, for the live region: which end of the voyage they set, whether
 * the die was rolled or a face chosen (the die's generator moved or not), from the lab before it.
 */
function changeWords(event: RouteLabEvent, before: RouteLab | null): string {
  if (event.type === 'voyage-set' && before !== null) {
    const was = before.voyages[event.ship];
    const start = was?.at !== event.voyage.at;
    return `${capitalise(shipName(event.ship))}’s ${start ? 'start' : 'destination'}: ${islandName(before.map, start ? event.voyage.at : event.voyage.destination)}.`;
  }
  if (event.type === 'wind-die-rolled' && before !== null) {
    const chosen = JSON.stringify(before.random) === JSON.stringify(event.random);
    return `${chosen ? 'Face chosen:' : 'The wind die shows'} ${pointName(event.face)}.`;
  }
  return describeEvent(event, before?.map ?? SAMPLE_MAP);
}

/** The move in a sentence, for the live region. */
function summarize(map: SkyMap, settings: RouteSettings, route: RouteExplanation): string {
  const path = route.islands.map((id) => islandName(map, id)).join(' → ');
  const waiting = route.waiting === null ? '' : ` At ${islandName(map, route.waiting.at)} the wind cannot break the tie: roll the wind die.`;
  return `${capitalise(shipName(settings.ship))}, wind ${settings.wind}: ${path}.${waiting}`;
}
