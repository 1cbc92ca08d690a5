import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  RULE,
  SAIL_LAB_PIRATE,
  SAIL_PRESETS,
  SAMPLE_MAP,
  sailLab,
  sailPreview,
  type Bearing,
  type RuleId,
  type SailLab,
  type SailLabCommand,
  type SailLabEvent,
  type SailLabSetup,
  type SailLabState,
  type SailPreview,
} from '../../rules/steam-pirates/index.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { LabShell } from '../shared/lab-element.ts';
import { renderRefusal } from '../shared/lab-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { withNames } from '../shared/words.ts';
import type { IslandSelectDetail, MapRoute } from './sky-map-board.ts';
import { sailStyles } from './sail.styles.ts';
import { capitalise, citation, goodName, islandName, listWords, plural, pointName, shipName } from './words.ts';
// The element this widget's template uses: importing it registers its tag.
import { renderWindCompass } from './wind-compass.ts';
import './steam-pirates-sky-map.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type SailCommandDetail = CommandDetail<SailLabCommand, SailLabEvent>;

const name = (id: string): string => islandName(SAMPLE_MAP, id);

/**
 * A lab for sailing a Steam Pirates frigate: the sky map with the frigate, both flagships and the
 * wind; the reader draws a path island by island by pressing the islands linked to its end, and
 * sees what the sail costs with the wind and without it, the islands a flagship blocks and why,
 * the treasure map pieces taken on the way, whether the frigate anchors at the end (a new city
 * island: a connection of its good), and, when the rules refuse the path, why, with the rule.
 *
 * Everything comes from the rules: `sailPreview` (rules/steam-pirates/sail-lab/lab.ts) stages the sail
 * and asks `sailProblem` and `sailCost`, as the game does. Every change is a command of the lab's
 * ruleset (`sailLab`), run in the shell every lab shares (`LabShell`): the rules read the
 * attributes, refuse an island that cannot come next (with its rule), and log each change; Reset
 * and Copy link are the shell's. Undo is the sail's own: it takes the last island off the path.
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
 * @attr seed - Kept like every lab's, though a sail draws nothing. Default 1.
 * @fires rb-sail-change - After every change. `detail: { lab, preview }`.
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it, with the example's rule.
 * @csspart compass - The wind's radio group; `wind-button` each point, `wind-arrow` the arrow.
 * @csspart map - The `<steam-pirates-sky-map>`. Its parts are exported as `map-svg`, `island`, `route`, `flagship`, `frigate`, `key`.
 * @csspart lines - What the sail does, a line each (`line`, with `data-line`: path, cost, treasure, anchor, flagships).
 * @csspart cost - The cost with the wind; `cost-without` without it.
 * @csspart verdict - Whether the rules accept the sail, and if not why (its rule in `data-rule`).
 * @csspart refusal - An island pressed that the rules refuse, with the rule.
 * @csspart controls - Undo (the last island), Clear (the path), Reset and Copy link; `button` every button,
 *   `undo-button`, `clear-button`, `reset-button`.
 * @csspart log - The event log (`<rb-event-log>`): a line for every change, with its rule; its
 *   entries are `log-entry`, `log-entry-event`, `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the path.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamPiratesSail extends LabShell<SailLabState, SailLabCommand, SailLabEvent, SailLabSetup & { seed: number }> {
  static override styles = sailStyles;

  @property() from: string | null = null;
  @property() path: string | null = null;
  @property() wind: string | null = null;
  @property() dreadnought: string | null = null;
  @property() fortress: string | null = null;
  @property() gold: string | null = null;

  /** The lab `rb-sail-change` last told of: a refused command changes nothing, and tells nothing. */
  private told: SailLab | null = null;

  constructor() {
    super({
      ruleset: sailLab,
      presets: SAIL_PRESETS,
      title: 'Sailing a frigate',
      describeEvent,
      whereWords: ({ lab }) => summary(lab, sailPreview(lab)),
      citation,
      // No reset command: Reset goes back to the attributes' lab with an empty log and nothing to undo.
      properties: ['from', 'path', 'wind', 'dreadnought', 'fortress', 'gold'],
      attributes: {},
    });
  }

  /** The lab now (start, path, wind, flagships, Gold); null while the attributes are wrong. */
  get lab(): SailLab | null {
    return this.state?.lab ?? null;
  }

  /** What the path would do, from the rules; null while the attributes are wrong. */
  get preview(): SailPreview | null {
    const lab = this.lab;
    return lab === null ? null : sailPreview(lab);
  }

  /** Adds `island` to the path, as pressing it on the map does. False when the rules refuse it there (shown, with the rule). */
  addIsland(island: string): boolean {
    return this.send({ type: 'add-island', island })?.ok === true;
  }

  /** Turns the wind arrow. */
  setWind(wind: Bearing): void {
    if (this.lab !== null && this.lab.wind !== wind) this.send({ type: 'wind', wind });
  }

  /**
   * Takes the last island off the path (a preset's too), as "Undo the last island" does: the
   * sail's Undo is about its path, as it was before the lab moved onto the shell; the wind is a
   * press away. False, and said, when the path is empty.
   */
  override undo(): boolean {
    return this.sendOpen('take-back', 'The path is empty: nothing to undo.');
  }

  /** Empties the path (the wind and the flagships stay). */
  clear(): void {
    this.sendOpen('clear-path', 'The path is empty already.');
  }

  /**
   * Sends `type` when the rules have it among the reader's moves now; else says `closed` (a button
   * with nothing to do is aria-disabled, not refused).
   */
  private sendOpen(type: 'take-back' | 'clear-path', closed: string): boolean {
    const state = this.state;
    if (state === null) return false;
    if (!sailLab.legalCommands(state).some((command) => command.type === type)) {
      this.announcer.announce(closed);
      return false;
    }
    return this.send({ type })?.ok === true;
  }

  /** What a change did, then the sail as it stands. */
  protected override commandWords(events: readonly SailLabEvent[]): string {
    const lab = this.lab;
    return [...events.map(describeEvent), ...(lab === null ? [] : [summary(lab, sailPreview(lab))])].join(' ');
  }

  /** The title names the start: "Sailing a frigate from Zephyr". */
  protected override labTitle({ lab }: SailLabState): string {
    return `Sailing a frigate from ${name(lab.from)}`;
  }

  /** Every change that moves the lab is told (`rb-sail-change`): a change, Undo, Reset. */
  protected override changed(): void {
    const lab = this.lab;
    if (lab === null || lab === this.told) return;
    this.told = lab;
    this.dispatchEvent(new CustomEvent('rb-sail-change', { detail: { lab, preview: sailPreview(lab) }, bubbles: true, composed: true }));
  }

  protected override renderLab({ lab }: SailLabState): TemplateResult {
    const preview = sailPreview(lab);
    const empty = lab.path.length === 0 ? 'true' : 'false';
    return html`<div class="top">${renderWindCompass(this, lab.wind, (point) => {
        this.setWind(point);
      })} ${this.renderSummary(lab, preview)}</div>
      ${renderRefusal(this.lastRefusal, citation)} ${this.renderMap(lab, preview)} ${this.renderLines(lab, preview)}
      <div class="controls" part="controls">
        <button part="button undo-button" aria-disabled=${empty} @click=${() => this.undo()}>Undo the last island</button>
        <button part="button clear-button" aria-disabled=${empty} @click=${() => {
          this.clear();
        }}>Clear the path</button>
        <button part="button reset-button" aria-disabled=${this.turns.length === 0 ? 'true' : 'false'} @click=${() => this.reset()}>Reset</button>
        ${this.share.renderButton()}
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

/** What a change did, in a sentence, for the log and the live region. */
function describeEvent(event: SailLabEvent): string {
  switch (event.type) {
    case 'island-added':
      return `${name(event.island)} added.`;
    case 'island-taken-back':
      return `${name(event.island)} taken off.`;
    case 'path-cleared':
      return 'Path cleared.';
    case 'wind-turned':
      return `Wind arrow: ${pointName(event.wind)}.`;
    case 'lab-reset':
      return 'Back to the sail the attributes set.';
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
