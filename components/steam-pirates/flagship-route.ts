import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation, seedRandom, type RandomState } from '../../rules/engine/index.ts';
import {
  BEARINGS,
  FIRST_CARD_VOYAGES,
  FLAGSHIP_ROUTE_PRESETS,
  RULE,
  SAMPLE_MAP,
  flagshipHarbour,
  readFlagshipSteps,
  rollWindDie,
  routeSteps,
  validateRoutingMap,
  type Bearing,
  type FlagshipRoutePreset,
  type FlagshipVoyage,
  type Harbour,
  type RouteExplanation,
  type RouteGraph,
  type RouteStep,
  type SkyMap,
} from '../../rules/steam-pirates/index.ts';
import { parseJson, parseOneOf, parseSeed, parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { LabHistory } from '../shared/lab-history.ts';
import { labStyles, renderLabHeading, renderRefusal, renderUndoReset, type Refusal } from '../shared/lab-shell.ts';
import { errorMessage, renderGuarded, setupProblem } from '../shared/problems.ts';
import { givenText } from '../shared/setup-attributes.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { ShareController } from '../shared/share-link.ts';
import { SHIP_NAMES, type IslandSelectDetail, type MapRoute, type MapShip, type MapTie } from './sky-map-board.ts';
import { capitalise, citation, goodName, islandName, listWords, plural, pointName, shipName } from './words.ts';
// The element this widget's template uses: importing it registers its tag.
import { renderWindCompass, windCompassStyles } from './wind-compass.ts';
import './steam-pirates-sky-map.ts';

const SHIPS: readonly MapShip[] = ['dreadnought', 'fortress'];
const GRAPHS: readonly RouteGraph[] = ['city', 'all'];
/** What a click on the map sets. */
type ClickSets = 'start' | 'destination';

/** Everything the reader can change: with the map, it decides the move. */
export interface RouteSettings {
  /** The flagship whose move is explained. */
  ship: MapShip;
  /** Where each flagship is and where it is bound; the moving one starts at its `at`. */
  voyages: Readonly<Partial<Record<MapShip, FlagshipVoyage>>>;
  wind: Bearing;
  /** Islands to advance; null: until arrival. */
  steps: number | null;
  /** Wind-die faces rolled so far for this move, in order. */
  rolls: readonly Bearing[];
  graph: RouteGraph;
  /** What a click on an island sets: the moving ship's start or its destination. */
  clickSets: ClickSets;
  /** The wind die's generator, so that a roll undone rolls the same face again. */
  random: RandomState;
}

/** Detail of `rb-route-change`: the settings now and the move they give. */
export interface RouteChangeDetail {
  settings: RouteSettings;
  route: RouteExplanation;
}

/** Where the routing's refusals point, by the attribute a blogger writes. */
const ATTRIBUTE_OF_FIELD: Readonly<Record<string, string>> = { from: 'from', destination: 'to', 'options.wind': 'wind', 'options.steps': 'steps', 'options.graph': 'graph' };

function attributeOf(field: string): string {
  if (field.startsWith('options.rolls')) return 'rolls';
  return ATTRIBUTE_OF_FIELD[field] ?? 'map';
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
 * is `rollWindDie`, seeded. A change the rules refuse (a treasure island on the city graph) is
 * said with its rule and changes nothing.
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
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
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
 * @csspart controls - Undo and Reset.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, routes, distances.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesFlagshipRoute extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labStyles,
    windCompassStyles,
    css`
      :host {
        max-width: 54rem;
      }
      .top {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem 1.25rem;
        align-items: flex-start;
      }
      .choices {
        flex: 1 1 20rem;
        display: grid;
        gap: 0.4rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.5rem;
      }
      .row > .what {
        font-weight: 600;
      }
      .row button {
        padding: 0.15rem 0.6rem;
      }
      .row button[aria-checked='true'] {
        background: ${tokens.accent};
        color: ${tokens.onAccent};
      }
      select {
        min-width: 0;
        max-width: 100%;
      }
      ol.steps {
        margin: 0;
        padding-left: 1.6rem;
        display: grid;
        gap: 0.3rem;
      }
      ol.steps:focus {
        outline: none;
      }
      ol.steps:focus-visible {
        outline: ${tokens.focusRing};
      }
      .steps .citation {
        display: inline-block;
      }
      .steps li::marker {
        font-weight: 700;
      }
      .end {
        list-style: none;
        margin-left: -1.6rem;
        font-weight: 600;
      }
      .waiting {
        border-left: 4px solid ${tokens.accent};
        padding-left: 0.5rem;
      }
      .die {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem;
        margin-top: 0.3rem;
      }
      .die .face-button {
        padding: 0.1rem 0.4rem;
        min-width: 2.4rem;
      }
      .face {
        display: inline-block;
        min-width: 1.8em;
        text-align: center;
        border: 2px solid ${tokens.text};
        border-radius: 4px;
        font-weight: 700;
        padding: 0 0.2rem;
        margin: 0 0.1rem;
      }
      .faces {
        color: ${tokens.muted};
      }
      .refusal {
        border: 2px solid ${tokens.error};
        border-radius: ${tokens.radius};
        background: ${tokens.errorSurface};
        padding: 0.3rem 0.6rem;
      }
      .harbour ul {
        margin: 0.2rem 0 0;
        padding-left: 1.2rem;
      }
    `,
  ];

  @property() preset: string | null = null;

  @property() ship: string | null = null;

  @property() from: string | null = null;

  @property() to: string | null = null;

  @property() wind: string | null = null;

  @property() steps: string | number | null = null;

  @property() rolls: string | null = null;

  @property() graph: string | null = null;

  @property() seed: string | number | null = null;

  /** A map of the reader's own: JSON text as an attribute, or a `SkyMap` set as a property. */
  @property() map: string | SkyMap | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The settings now, and the earlier ones for Undo. */
  private readonly history = new LabHistory<RouteSettings>(this, (settings) => summarize(this.skyMap, settings, this.explain(settings)));

  /** "Copy link", and the lab restored from a shared link: its attributes, then its changes (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.history.announcer.announce(text);
    },
    log: () => this.history.log,
    replay: (log) => this.history.replay(log),
  });

  /** The last change the rules refused, said until the next change. */
  @state() private refusal: Refusal | null = null;

  private skyMap: SkyMap = SAMPLE_MAP;

  private shownPreset: FlagshipRoutePreset | undefined = undefined;

  private needsSetup = true;

  /** The settings now; null while the attributes are wrong. */
  get settings(): RouteSettings | null {
    return this.history.current;
  }

  /** The move the settings give, step by step; null while the attributes are wrong. */
  get route(): RouteExplanation | null {
    const settings = this.settings;
    return settings === null ? null : this.explain(settings);
  }

  /** Turns the wind arrow. */
  setWind(wind: Bearing): boolean {
    return this.change((settings) => ({ ...settings, wind, rolls: [] }), `Wind arrow: ${pointName(wind)}.`);
  }

  /** Sets the moving ship's start or destination (what a click on the map sets). */
  chooseIsland(island: string, sets: ClickSets = this.settings?.clickSets ?? 'start'): boolean {
    const settings = this.settings;
    if (settings === null) return false;
    const voyage = settings.voyages[settings.ship] ?? { at: island, destination: island };
    const changed = sets === 'start' ? { ...voyage, at: island } : { ...voyage, destination: island };
    const words = `${capitalise(shipName(settings.ship))}’s ${sets === 'start' ? 'start' : 'destination'}: ${islandName(this.skyMap, island)}.`;
    return this.change((current) => ({ ...current, voyages: { ...current.voyages, [current.ship]: changed }, rolls: [] }), words);
  }

  /** Rolls the wind die for the tie waiting (or forces `face`). False when no tie waits. */
  rollDie(face?: Bearing): boolean {
    const settings = this.settings;
    if (settings === null || this.explain(settings).waiting === null) return false;
    const draw = face === undefined ? rollWindDie(settings.random) : { value: face, random: settings.random };
    return this.change((current) => ({ ...current, rolls: [...current.rolls, draw.value], random: draw.random }), `${face === undefined ? 'The wind die shows' : 'Face chosen:'} ${pointName(draw.value)}.`);
  }

  /** The die's buttons go once the tie is broken: the focus moves to the steps, which now say how. */
  private async pressDie(face?: Bearing): Promise<void> {
    this.rollDie(face);
    await this.updateComplete;
    if (this.route?.waiting === null) this.renderRoot.querySelector<HTMLElement>('ol.steps')?.focus();
  }

  /** Takes back the last change. */
  undo(): boolean {
    const undone = this.history.undo();
    if (undone) this.refusal = null;
    return undone;
  }

  /** Back to where the attributes put everything. */
  reset(): void {
    this.refusal = null;
    this.history.reset();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = (['preset', 'ship', 'from', 'to', 'wind', 'steps', 'rolls', 'graph', 'seed', 'map'] as const).some((name) => changed.has(name));
    if (configChanged || this.needsSetup) {
      this.needsSetup = false;
      this.setUp();
    }
  }

  private setUp(): void {
    const problems: AttributeProblem[] = [];
    const presetName = this.preset?.trim() ?? '';
    const preset = FLAGSHIP_ROUTE_PRESETS.find((candidate) => candidate.name === presetName);
    if (presetName !== '' && preset === undefined) {
      problems.push({ attribute: 'preset', message: `preset must be one of ${FLAGSHIP_ROUTE_PRESETS.map((candidate) => candidate.name).join(', ')}; got "${presetName}".` });
    }
    const ship = parseOneOf('ship', this.ship, SHIPS, preset?.ship ?? 'dreadnought');
    const wind = parseOneOf('wind', this.wind, BEARINGS, preset?.wind ?? 'N');
    const graph = parseOneOf('graph', this.graph, GRAPHS, preset?.graph ?? 'city');
    const seed = parseSeed(this.seed, 1);
    const steps = parseSteps(this.steps, preset?.steps ?? null);
    const rolls = parseRolls(this.rolls, preset?.rolls ?? []);
    const mapJson = parseJson('map', this.map, preset?.map ?? SAMPLE_MAP, '{"islands": [...], "links": [["a", "b"]]}');
    for (const parsed of [ship, wind, graph, seed, steps, rolls, mapJson]) if (!parsed.ok) problems.push(parsed.problem);
    if (!ship.ok || !wind.ok || !graph.ok || !seed.ok || !steps.ok || !rolls.ok || !mapJson.ok || problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    let map: SkyMap;
    try {
      // A routing sketch is enough here: cities without goods, islands no link reaches (issue 22, point 3).
      map = validateRoutingMap(mapJson.value);
    } catch (error) {
      this.showProblems([{ attribute: 'map', message: error instanceof Error ? error.message : String(error) }]);
      return;
    }
    const defaults = preset?.flagships ?? FIRST_CARD_VOYAGES;
    const onMap = (voyage: FlagshipVoyage | undefined): voyage is FlagshipVoyage =>
      voyage !== undefined && [voyage.at, voyage.destination].every((id) => map.islands.some((island) => island.id === id));
    const moving = { at: givenText(this.from) ?? defaults[ship.value].at, destination: givenText(this.to) ?? defaults[ship.value].destination };
    const other = SHIPS.find((candidate) => candidate !== ship.value) ?? 'fortress';
    // The other flagship is drawn where its voyage fits the map (a map of one's own may not hold the sample's islands).
    const voyages: Partial<Record<MapShip, FlagshipVoyage>> = { [ship.value]: moving, ...(onMap(defaults[other]) ? { [other]: defaults[other] } : {}) };
    const settings: RouteSettings = {
      ship: ship.value,
      voyages,
      wind: wind.value,
      steps: steps.value,
      rolls: rolls.value,
      graph: graph.value,
      clickSets: 'start',
      random: seedRandom(seed.value),
    };
    this.skyMap = map;
    try {
      this.explain(settings);
    } catch (error) {
      this.showProblems([setupProblem(error, attributeOf, { renameField: true })]);
      return;
    }
    this.shownPreset = preset;
    this.problems = [];
    this.refusal = null;
    this.history.begin(settings);
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.refusal = null;
    this.history.begin(null);
  }

  /** The move the settings give; throws the rules' refusal for settings they refuse. */
  private explain(settings: RouteSettings): RouteExplanation {
    const voyage = settings.voyages[settings.ship];
    if (voyage === undefined) throw new Error(`No voyage for the ${settings.ship}.`);
    return routeSteps(this.skyMap, voyage.at, voyage.destination, {
      wind: settings.wind,
      rolls: [...settings.rolls],
      graph: settings.graph,
      ...(settings.steps === null ? {} : { steps: settings.steps }),
    });
  }

  /**
   * Applies a change when the rules accept the settings it gives; otherwise says why, with the
   * rule, and changes nothing. Returns whether it was applied.
   */
  private change(apply: (settings: RouteSettings) => RouteSettings, words: string): boolean {
    const settings = this.settings;
    if (settings === null) return false;
    const next = apply(settings);
    let route: RouteExplanation;
    try {
      route = this.explain(next);
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      // The rules name their fields (from, destination); the reader chose a start and a destination.
      const message = error.message.replace(/^from\b/, 'The start').replace(/^destination\b/, 'The destination');
      this.refusal = { message, rule: error.rule };
      this.history.announcer.announce(`Refused: ${message}`);
      return false;
    }
    this.refusal = null;
    this.history.change(next, words);
    this.dispatchEvent(new CustomEvent<RouteChangeDetail>('rb-route-change', { detail: { settings: next, route }, bubbles: true, composed: true }));
    return true;
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const settings = this.settings;
      return settings === null ? nothing : this.renderWidget(settings, this.explain(settings));
    });
  }

  private renderWidget(settings: RouteSettings, route: RouteExplanation): TemplateResult {
    const preset = this.shownPreset;
    const map = this.skyMap;
    const voyage = settings.voyages[settings.ship];
    const name = (id: string): string => islandName(map, id);
    const title = preset?.title ?? `Flagship routing: ${shipName(settings.ship)} from ${name(voyage?.at ?? '')} to ${name(voyage?.destination ?? '')}`;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(title, preset?.description)} ${this.share.renderNotice()}
      <div class="top">${renderWindCompass(this, settings.wind, (point) => {
        this.setWind(point);
      })} ${this.renderChoices(settings)}</div>
      ${renderRefusal(this.refusal, citation)}
      ${this.renderMap(settings, route)} ${this.renderSteps(settings, route)} ${this.renderHarbour(settings, route)}
      ${renderUndoReset(this, this.history.canUndo, this.history.canUndo, nothing, this.share.renderButton())}
      ${this.history.announcer.render()}
    </div>`;
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
    const ships = SHIPS.filter((ship) => settings.voyages[ship] !== undefined);
    return html`<div class="choices" part="choices">
      <div class="row">
        <span class="what" id="ship-label">Ship:</span>
        ${radio('ship-label', ships.map((ship) => ({ value: ship, words: SHIP_NAMES[ship], part: 'ship-button' })), settings.ship, (value) => {
          const ship = SHIPS.find((candidate) => candidate === value) ?? settings.ship;
          this.change((current) => ({ ...current, ship, rolls: [] }), `Moving ${shipName(ship)}.`);
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
          settings.clickSets,
          (value) => {
            const clickSets: ClickSets = value === 'destination' ? 'destination' : 'start';
            this.change((current) => ({ ...current, clickSets }), `A press on an island now sets the ${clickSets}.`);
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
    this.change((current) => ({ ...current, steps, rolls: [] }), steps === null ? 'The move goes on until she arrives.' : `The move advances ${plural(steps, 'island')}.`);
  };

  private readonly onGraphChange = (event: Event): void => {
    const choice = event.target as HTMLSelectElement;
    const graph: RouteGraph = choice.value === 'all' ? 'all' : 'city';
    const applied = this.change((current) => ({ ...current, graph, rolls: [] }), graph === 'all' ? 'Routes through every island.' : 'Routes through city islands only.');
    // A refused choice leaves the list box showing what is in force.
    if (!applied) choice.value = this.settings?.graph ?? 'city';
  };

  // -------------------------------------------------------------------------------------------
  // The map

  private renderMap(settings: RouteSettings, route: RouteExplanation): TemplateResult {
    const map = this.skyMap;
    const voyage = settings.voyages[settings.ship];
    const end = route.islands.at(-1) ?? voyage?.at ?? '';
    const flagships = SHIPS.flatMap((ship) => {
      const entry = settings.voyages[ship];
      if (entry === undefined) return [];
      // The moving ship is drawn where the move leaves her.
      return [{ ship, at: ship === settings.ship ? end : entry.at, destination: entry.destination }];
    });
    const routes: MapRoute[] = [...route.shortestLinks.map((link): MapRoute => ({ path: link, weight: 'faint' })), { path: route.islands, weight: 'bold' }];
    const tieSteps = [...route.steps, ...(route.waiting === null ? [] : [route.waiting])].filter((step) => step.candidates.length > 1);
    const ties: MapTie[] = tieSteps.map((step) => ({ at: step.at, candidates: step.candidates.map((candidate) => ({ island: candidate.island, label: tieLabel(step, candidate.island) })) }));
    const choosable = map.islands.filter((island) => settings.graph === 'all' || island.kind === 'city').map((island) => island.id);
    const sets = `set ${shipName(settings.ship)}’s ${settings.clickSets}`;
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

/** The move in a sentence, for the live region. */
function summarize(map: SkyMap, settings: RouteSettings, route: RouteExplanation): string {
  const path = route.islands.map((id) => islandName(map, id)).join(' → ');
  const waiting = route.waiting === null ? '' : ` At ${islandName(map, route.waiting.at)} the wind cannot break the tie: roll the wind die.`;
  return `${capitalise(shipName(settings.ship))}, wind ${settings.wind}: ${path}.${waiting}`;
}

/**
 * `steps`: `all` (or nothing) for "until arrival", else a count the rules read (1 to 3, as typed when it
 * is no number), so a refusal says their range and its reason, and that `all` is allowed too.
 */
function parseSteps(raw: unknown, fallback: number | null): { ok: true; value: number | null } | { ok: false; problem: AttributeProblem } {
  if (raw === null || raw === undefined) return { ok: true, value: fallback };
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '?';
  if (text === '') return { ok: true, value: fallback };
  if (text === 'all') return { ok: true, value: null };
  const count = parseWholeNumber('steps', raw, 0);
  try {
    return { ok: true, value: readFlagshipSteps(count.ok ? count.value : raw, { path: 'steps', rule: RULE.route }) };
  } catch (error) {
    return { ok: false, problem: { attribute: 'steps', message: errorMessage(error).replace(/^steps must be /, 'steps must be all (until she arrives) or ') } };
  }
}

/** `rolls`: compass points separated by commas ("E, N"). */
function parseRolls(raw: unknown, fallback: readonly Bearing[]): { ok: true; value: Bearing[] } | { ok: false; problem: AttributeProblem } {
  if (raw === null || raw === undefined) return { ok: true, value: [...fallback] };
  const text = typeof raw === 'string' ? raw.trim() : '?';
  if (text === '') return { ok: true, value: [...fallback] };
  const faces: Bearing[] = [];
  for (const [index, part] of text.split(',').entries()) {
    const face = BEARINGS.find((point) => point === part.trim().toUpperCase());
    if (face === undefined) {
      return { ok: false, problem: { attribute: 'rolls', message: `rolls must be compass points (N, NE, E, SE, S, SW, W, NW) separated by commas, such as "E, N"; face ${String(index + 1)} is "${part.trim()}".` } };
    }
    faces.push(face);
  }
  return { ok: true, value: faces };
}
