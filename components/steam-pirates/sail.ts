import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  BEARINGS,
  RULE,
  SAIL_LAB_PIRATE,
  SAMPLE_MAP,
  extendPath,
  readSailLab,
  sailPresetNamed,
  sailPreview,
  type Bearing,
  type RuleId,
  type SailLab,
  type SailLabSetup,
  type SailPreset,
  type SailPreview,
} from '../../rules/steam-pirates/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { attributeOfFieldIn, givenList, givenText, readSetup } from '../shared/setup-attributes.ts';
import { withNames } from '../shared/words.ts';
import { labHeadingStyles, renderAbout, renderRefusal, type Refusal } from '../shared/lab-shell.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { ShareController, type ReplayStop } from '../shared/share-link.ts';
import type { IslandSelectDetail, MapRoute } from './sky-map-board.ts';
import { capitalise, citation, goodName, islandName, listWords, plural, pointName, shipName } from './words.ts';
// The element this widget's template uses: importing it registers its tag.
import { renderWindCompass, windCompassStyles } from './wind-compass.ts';
import './steam-pirates-sky-map.ts';

const ATTRIBUTES = ['preset', 'from', 'path', 'wind', 'dreadnought', 'fortress', 'gold'] as const;


const name = (id: string): string => islandName(SAMPLE_MAP, id);

/**
 * A lab for sailing a Steam Pirates frigate: the sky map with the frigate, both flagships and the
 * wind; the reader draws a path island by island by pressing the islands linked to its end, and
 * sees what the sail costs with the wind and without it, the islands a flagship blocks and why,
 * the treasure map pieces taken on the way, whether the frigate anchors at the end (a new city
 * island: a connection of its good), and, when the rules refuse the path, why, with the rule.
 *
 * Everything comes from the rules: `sailPreview` (rules/steam-pirates/sail-lab/lab.ts) stages the sail
 * and asks `sailProblem` and `sailCost`, as the game does.
 *
 * The class is not registered; import `steam-pirates-sail.ts` for the tag.
 *
 * Keyboard: the compass is a radio group (arrow keys turn the wind); the islands one may press are
 * one Tab stop (arrow keys move between them, Enter or Space adds the island to the path).
 *
 * @tagname steam-pirates-sail
 * @attr preset - A rulebook example: `zephyr-neighbours` (default), `west-wind`, `treasure-nebula`,
 *   `treasure-ventis`, `zephyr-haven` or `zephyr-rose-castle`. Other attributes given beside it override it.
 * @attr from - The city island the frigate sails from, by id (e.g. `tinguard`). A new start empties the preset's path.
 * @attr path - The islands entered, in order, by id, separated by commas (e.g. `rose-castle, onyx`); `none` for none.
 * @attr wind - Where the wind arrow points: `N`, `NE`, `E`, `SE`, `S`, `SW`, `W` or `NW`.
 * @attr dreadnought - The city island where the Dreadnought is harboured. Default `cobalt`.
 * @attr fortress - The city island where the Flying Fortress is harboured. Default `erindelle`.
 * @attr gold - The pirate's Gold, a whole number from 0 to 999 (our ceiling). Default 10.
 * @fires rb-sail-change - After every change. `detail: { lab, preview }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart compass - The wind's radio group; `wind-button` each point, `wind-arrow` the arrow.
 * @csspart map - The `<steam-pirates-sky-map>`. Its parts are exported as `map-svg`, `island`, `route`, `flagship`, `frigate`, `key`.
 * @csspart lines - What the sail does, a line each (`line`, with `data-line`: path, cost, treasure, anchor, flagships).
 * @csspart cost - The cost with the wind; `cost-without` without it.
 * @csspart verdict - Whether the rules accept the sail, and if not why (its rule in `data-rule`).
 * @csspart refusal - An island pressed that the rules refuse, with the rule.
 * @csspart controls - Undo (the last island) and Clear (the path); `button` every button, `undo-button`, `clear-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the path.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesSail extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labHeadingStyles,
    windCompassStyles,
    css`
      :host {
        max-width: 54rem;
      }
      .widget {
        gap: 0.6rem;
        grid-template-columns: minmax(0, 1fr);
      }
      .top {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem 1.25rem;
        align-items: flex-start;
      }
      .summary {
        flex: 1 1 18rem;
        display: grid;
        gap: 0.3rem;
        margin: 0;
      }
      .costs {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1.2rem;
      }
      .figure {
        font-size: 1.5em;
        font-weight: 800;
      }
      .lines {
        margin: 0;
        padding-left: 1.2rem;
        display: grid;
        gap: 0.3rem;
      }
      .verdict {
        margin: 0;
        font-weight: 600;
      }
      .verdict[data-legal='false'],
      .refusal {
        color: ${tokens.miss};
      }
      .refusal {
        margin: 0;
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() from: string | null = null;
  @property() path: string | null = null;
  @property() wind: string | null = null;
  @property() dreadnought: string | null = null;
  @property() fortress: string | null = null;
  @property() gold: string | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  /** The lab now; null while the attributes are wrong. */
  @state() private current: SailLab | null = null;
  /** An island pressed that the rules refuse (a flagship's), with the rule. */
  @state() private refusal: Refusal | null = null;

  private shownPreset: SailPreset | undefined = undefined;
  private needsSetup = true;
  private readonly announcer = new LiveAnnouncer(this);

  /**
   * "Copy link", and the lab restored from a shared link (share-link.ts): the attributes, then the
   * path and the wind as the reader left them (`{ path, wind }`), each island added as pressing it does.
   */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => (this.current === null ? [] : [{ path: this.current.path, wind: this.current.wind }]),
    replay: (log) => this.replayShared(log),
  });

  /** The lab now (start, path, wind, flagships, Gold); null while the attributes are wrong. */
  get lab(): SailLab | null {
    return this.current;
  }

  /** What the path would do, from the rules; null while the attributes are wrong. */
  get preview(): SailPreview | null {
    return this.current === null ? null : sailPreview(this.current);
  }

  /** Adds `island` to the path, as pressing it on the map does. False when the rules refuse it there. */
  addIsland(island: string): boolean {
    const lab = this.current;
    if (lab === null) return false;
    const preview = sailPreview(lab);
    const ship = preview.blocked.find((entry) => entry.island === island)?.ship;
    if (ship !== undefined && preview.blockedNext.includes(island)) {
      this.refuse(`${capitalise(shipName(ship))} is harboured at ${name(island)}: a frigate never sails into or through a flagship’s island.`, RULE.sailFlagships);
      return false;
    }
    if (!preview.next.includes(island)) {
      const end = lab.path.at(-1) ?? lab.from;
      const why = lab.path.length >= 4 ? 'a sail moves 4 islands at most.' : `${name(island)} is not linked to ${name(end)}, or the path has been there.`;
      this.refuse(`${name(island)} cannot come next: ${why}`, RULE.sailMoves);
      return false;
    }
    this.change(extendPath(lab, island), `${name(island)} added.`);
    return true;
  }

  /** Turns the wind arrow. */
  setWind(wind: Bearing): void {
    const lab = this.current;
    if (lab !== null && lab.wind !== wind) this.change({ ...lab, wind }, `Wind arrow: ${pointName(wind)}.`);
  }

  /** Takes the last island off the path (a preset's too). False when the path is empty. */
  undo(): boolean {
    const lab = this.current;
    const last = lab?.path.at(-1);
    if (lab === null || last === undefined) {
      this.announcer.announce('The path is empty: nothing to undo.');
      return false;
    }
    this.change({ ...lab, path: lab.path.slice(0, -1) }, `${name(last)} taken off.`);
    return true;
  }

  /** Empties the path (the wind and the flagships stay). */
  clear(): void {
    const lab = this.current;
    if (lab === null || lab.path.length === 0) {
      this.announcer.announce('The path is empty already.');
      return;
    }
    this.change({ ...lab, path: [] }, 'Path cleared.');
  }

  private change(next: SailLab, said: string): void {
    const before = this.current;
    if (before === null) return;
    this.current = next;
    this.refusal = null;
    this.announcer.announce(`${said} ${summary(next, sailPreview(next))}`);
    this.fireChange(next);
  }

  private replayShared(log: readonly unknown[]): ReplayStop | null {
    this.build();
    const lab = this.current;
    const [entry] = log as readonly (Partial<Record<'path' | 'wind', unknown>> | null)[];
    if (lab === null) return { step: 1, why: 'the lab could not start from the link’s settings.' };
    const path = entry?.path;
    const wind = entry?.wind;
    if (log.length !== 1 || !Array.isArray(path) || !BEARINGS.includes(wind as Bearing)) return { step: 1, why: 'it is not a path and a wind.' };
    this.current = { ...lab, path: [], wind: wind as Bearing };
    for (const island of path) {
      if (typeof island !== 'string' || !this.addIsland(island)) return { step: 1, why: `the island ${JSON.stringify(island)} cannot come next on the path.` };
    }
    return null;
  }

  private refuse(message: string, rule: RuleId): void {
    this.refusal = { message, rule };
    this.announcer.announce(`Refused: ${message}`);
  }

  private fireChange(lab: SailLab): void {
    this.dispatchEvent(new CustomEvent('rb-sail-change', { detail: { lab, preview: sailPreview(lab) }, bubbles: true, composed: true }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (ATTRIBUTES.some((attribute) => changed.has(attribute)) || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const setup: SailLabSetup = {};
    for (const key of ['preset', 'from', 'dreadnought', 'fortress'] as const) {
      const value = givenText(this[key]);
      if (value !== undefined) setup[key] = value.toLowerCase();
    }
    const wind = givenText(this.wind);
    if (wind !== undefined) setup.wind = wind.toUpperCase();
    const path = givenList(this.path);
    if (path !== undefined) setup.path = path;
    if (givenText(this.gold) !== undefined) {
      // Not a number at all goes to the rules as typed: their refusal names the range and its reason.
      const gold = parseWholeNumber('gold', this.gold, 10);
      setup.gold = gold.ok ? gold.value : this.gold;
    }
    const lab = readSetup(problems, () => readSailLab(setup), attributeOfFieldIn(ATTRIBUTES));
    this.problems = problems;
    this.current = lab;
    this.refusal = null;
    const presetName = givenText(this.preset);
    this.shownPreset = presetName === undefined ? undefined : sailPresetNamed(presetName.toLowerCase());
    this.announcer.clear();
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const lab = this.current;
      return lab === null ? nothing : this.renderWidget(lab, sailPreview(lab));
    });
  }

  private renderWidget(lab: SailLab, preview: SailPreview): TemplateResult {
    const preset = this.shownPreset;
    const title = preset?.title ?? `Sailing a frigate from ${name(lab.from)}`;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">${title}</h2>
      ${renderAbout(preset?.description)} ${this.share.renderNotice()}
      <div class="top">${renderWindCompass(this, lab.wind, (point) => {
        this.setWind(point);
      })} ${this.renderSummary(lab, preview)}</div>
      ${renderRefusal(this.refusal, citation)}
      ${this.renderMap(lab, preview)} ${this.renderLines(lab, preview)}
      <div class="controls" part="controls">
        <button part="button undo-button" aria-disabled=${lab.path.length === 0 ? 'true' : 'false'} @click=${() => this.undo()}>Undo the last island</button>
        <button part="button clear-button" aria-disabled=${lab.path.length === 0 ? 'true' : 'false'} @click=${() => {
          this.clear();
        }}>Clear the path</button>
        ${this.share.renderButton()}
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  private renderSummary(lab: SailLab, preview: SailPreview): TemplateResult {
    const path = [lab.from, ...lab.path].map(name).join(' → ');
    const verdict =
      lab.path.length === 0
        ? html`<p class="verdict" part="verdict" data-legal="empty">No path yet: press an island linked to ${name(lab.from)}.</p>`
        : preview.problem === null
          ? html`<p class="verdict" part="verdict" data-legal="true">A legal sail: ${plural(preview.cost, 'Gold', 'Gold')} of the pirate’s ${String(lab.gold)}.</p>`
          : html`<p class="verdict" part="verdict" data-legal="false" data-rule=${preview.problem.rule}>Not a legal sail: ${withNames(preview.problem.reason, [SAIL_LAB_PIRATE], capitalise)}${renderCitation(citation(preview.problem.rule))}</p>`;
    return html`<div class="summary">
      <div><strong>Path:</strong> <span part="path">${path}</span></div>
      <div class="costs">
        <div>With the wind: <span class="figure" part="cost">${String(preview.cost)}</span> Gold</div>
        <div>Without it: <span class="figure" part="cost-without">${String(preview.costWithoutWind)}</span> Gold</div>
      </div>
      ${verdict}
    </div>`;
  }

  private renderMap(lab: SailLab, preview: SailPreview): TemplateResult {
    const routes: MapRoute[] = lab.path.length === 0 ? [] : [{ path: [lab.from, ...lab.path], weight: 'bold' }];
    const actionLabels = Object.fromEntries(
      preview.blockedNext.map((id) => [id, `refused: ${shipName(preview.blocked.find((entry) => entry.island === id)?.ship ?? 'dreadnought')} is harboured here`]),
    );
    return html`<steam-pirates-sky-map
      part="map"
      exportparts="svg: map-svg, island, route, flagship, frigate, key"
      collapse-key
      label="The sky map"
      action-label="add to the path"
      .map=${SAMPLE_MAP}
      .flagships=${preview.blocked.map((entry) => ({ ship: entry.ship, at: entry.island }))}
      .frigates=${[{ name: capitalise(SAIL_LAB_PIRATE), at: lab.from }]}
      .routes=${routes}
      .highlighted=${preview.blockedNext}
      .wind=${lab.wind}
      .choosable=${[...preview.next, ...preview.blockedNext]}
      .actionLabels=${actionLabels}
      @rb-island-select=${this.onIslandSelect}
    ></steam-pirates-sky-map>`;
  }

  private readonly onIslandSelect = (event: CustomEvent<IslandSelectDetail>): void => {
    this.addIsland(event.detail.island);
  };

  private renderLines(lab: SailLab, preview: SailPreview): TemplateResult {
    const end = lab.path.at(-1) ?? lab.from;
    const first = lab.path[0];
    const moves =
      lab.path.length >= 4
        ? 'The path has 4 moves, the most a sail may make.'
        : `${plural(lab.path.length, 'move')} of 4 at most. Next: ${preview.next.length === 0 ? 'no island' : orWords(preview.next.map(name))} (press one on the map).`;
    const wind =
      first === undefined
        ? `The first move is free if it goes the way the wind arrow points (${lab.wind}).`
        : preview.withWind
          ? `The first move, ${name(lab.from)} → ${name(first)}, goes ${lab.wind}, the way the wind arrow points: it is free, so ${plural(preview.cost, 'Gold', 'Gold')}, not ${String(preview.costWithoutWind)}.`
          : `The first move, ${name(lab.from)} → ${name(first)}, does not go ${lab.wind}, the way the wind arrow points: ${plural(preview.cost, 'Gold', 'Gold')}, 1 a move.`;
    const treasure =
      preview.treasures.length === 0
        ? 'No treasure island on the way: no map piece.'
        : `Map ${preview.treasures.length === 1 ? 'piece' : 'pieces'} taken on the way at ${listWords(preview.treasures.map(name))}.`;
    const endIsland = SAMPLE_MAP.islands.find((island) => island.id === end);
    const anchor =
      preview.anchor !== null
        ? `The frigate anchors at ${name(preview.anchor.island)}, a new city island: one more ${goodName(preview.anchor.good)} connection.`
        : lab.path.length === 0
          ? `The frigate is at ${name(lab.from)}; a sail ending at a city island it is not connected to anchors there (one more connection of its good).`
          : endIsland?.kind === 'treasure'
            ? `${name(end)} is a treasure island: a sail cannot end there, so no anchor.`
            : `${name(end)} is connected already: no new anchor.`;
    const flagships = `${listWords(preview.blocked.map((entry) => `${shipName(entry.ship)} at ${name(entry.island)}`))}: no frigate sails into or through their islands.${
      preview.blockedNext.length === 0 ? '' : ` Blocked next: ${listWords(preview.blockedNext.map(name))}.`
    }`;
    const line = (key: string, words: string, rule: RuleId): TemplateResult => html`<li part="line" data-line=${key}>${words}${renderCitation(citation(rule))}</li>`;
    return html`<section aria-labelledby="lines-heading title">
      <h3 id="lines-heading">What this sail does</h3>
      <ul class="lines" part="lines">
        ${line('path', moves, RULE.sailMoves)} ${line('cost', wind, RULE.sailCost)} ${line('flagships', capitalise(flagships), RULE.sailFlagships)}
        ${line('treasure', treasure, RULE.sailTreasure)} ${line('anchor', anchor, lab.path.length > 0 && endIsland?.kind === 'treasure' ? RULE.sailHarbour : RULE.sailAnchor)}
      </ul>
    </section>`;
  }
}

/** The sail in a sentence, for the live region. */
function summary(lab: SailLab, preview: SailPreview): string {
  if (lab.path.length === 0) return `No path from ${name(lab.from)} yet.`;
  const path = [lab.from, ...lab.path].map(name).join(' → ');
  const verdict = preview.problem === null ? 'legal' : `refused: ${withNames(preview.problem.reason, [SAIL_LAB_PIRATE], capitalise)}`;
  return `${path}: ${String(preview.cost)} Gold with the ${lab.wind} wind, ${String(preview.costWithoutWind)} without; ${verdict}`;
}

/** 'a', 'a or b', 'a, b or c'. */
function orWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}
