import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import {
  ICONS,
  ICON_NAMES,
  MAX_ADDED_ICONS,
  RULE,
  TEMPLATE_LAB_PRESETS,
  ZONES,
  countIcons,
  formatIcons,
  formatTemplate,
  inverseLength,
  isZone,
  rangedReach,
  shiftCost,
  templateLab,
  templateLabPreset,
  zoneValues,
  type Core,
  type Icon,
  type Template,
  type TemplateIcon,
  type TemplateLabCommand,
  type TemplateLabEvent,
  type TemplateLabSetup,
  type TemplateLabState,
  type Zone,
} from '../../rules/steamwork-arena/index.ts';
import { LabShell, type LabPreset } from '../shared/lab-element.ts';
import type { Refusal } from '../shared/lab-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, isGiven } from '../shared/setup-attributes.ts';
import { citation } from './game-words.ts';
import { templateStyles } from './template.styles.ts';

/** The energy amounts the reach table shows. */
const REACH_ENERGY = [1, 2, 3] as const;

/** A shape beside each icon's letter, so the kinds differ by more than colour. */
const ICON_SHAPES: Readonly<Record<Icon, string>> = { a: '▲', e: '●', d: '■' };

/** The setup the lab's rules read: the attributes, and the seed every lab is given. */
type TemplateSetup = TemplateLabSetup & { seed: number };

/** The rulebook's customised templates, their titles naming the core they customise. */
const PRESETS: readonly LabPreset[] = TEMPLATE_LAB_PRESETS.map(({ name, title, description, rule }) => ({ name, title: `${title}: ${coreLabel('alpha')}`, description, rule }));

/**
 * Steamwork Arena's template editor (steamwork-arena/setup.customise) as a live widget: the five
 * zones A–E with their icons, buttons that pencil in an icon of each kind or rub out an added one,
 * the count of added icons against the limit of six, every zone's values, the cost of shifting from
 * the current mode, the ranged reach of each mode, and the template exported in the rulebook's
 * notation and as JSON, or imported from either. Every number and every refusal comes from the
 * rules (`rules/steamwork-arena`): the editor is the ruleset `templateLab`, whose `initialState`
 * reads the attributes and whose commands add, rub out, import, set the current mode and reset.
 * It runs in the shell every lab shares (`LabShell`): every change is logged with its rule and
 * can be undone, and a shared link carries the changes made.
 *
 * Changing an attribute starts the editor again from the attributes' template.
 *
 * The class is not registered; import `steamwork-arena-template.ts` for the tag.
 *
 * Keyboard: every control is a real button, select or text area; Undo, Reset and Copy link follow
 * the mode.
 *
 * @tagname steamwork-arena-template
 * @attr core - `alpha` (default), the rulebook's core, or `beta`, our sample beta core (the
 *   rulebook does not print one; the widget says so).
 * @attr preset - One of the rulebook's five customised alpha templates: `balanced-mode`,
 *   `early-aggression`, `power-to-burn`, `charge`, `offense-defense`.
 * @attr template - A template as JSON: `{"core":"alpha","zones":{"A":"e ddd","B":"ee dd","C":"a eeeEE d","D":"aa ee","E":"aaa e"}}`
 *   (capitals are added icons; a zone may also be a list of `{ "icon": "a", "added": true }`).
 *   Without `core` in it, the `core` attribute's. Wins over `preset`.
 * @attr seed - Kept like every lab's, though the editor draws nothing at random. Default 1.
 * @fires rb-template-change - After every accepted change of the template (add, remove, import,
 *   reset, undo). `detail: { template }`, the template now shown.
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart zones - The table of zones.
 * @csspart icon - One icon; also `icon-attack`, `icon-energy`, `icon-defense` and `icon-added`.
 * @csspart count - "n of 6 added".
 * @csspart refusal - Why the last change was refused, with its rule.
 * @csspart mode-select - The current mode's select.
 * @csspart controls - Undo, Reset and Copy link.
 * @csspart reach - The ranged reach table.
 * @csspart export - The exported notation and JSON.
 * @csspart import - The import text area, button and its problem.
 * @csspart button - Every button; also `add-button`, `remove-button`, `copy-button`, `import-button`, `undo-button`, `reset-button`.
 * @csspart log - The event log (`<rb-event-log>`): a line for every change, with its rule.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons and links.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-error - A refusal and an import problem.
 */
export class SteamworkArenaTemplate extends LabShell<TemplateLabState, TemplateLabCommand, TemplateLabEvent, TemplateSetup> {
  static override styles = templateStyles;

  /** `alpha` or `beta`. */
  @property() core: string | null = null;

  /** JSON text from the attribute, or an object set from script. */
  @property() template: unknown = null;

  private importText = '';

  /** The last import the rules refused, and the state it was refused in: shown until the state changes. */
  private importRefused: { state: TemplateLabState; refusal: Refusal } | null = null;

  constructor() {
    super({
      ruleset: templateLab,
      presets: PRESETS,
      title: 'Template',
      describeEvent,
      whereWords: (state) => `${String(countIcons(state.template).added)} of ${String(MAX_ADDED_ICONS)} added; current mode ${state.mode}.`,
      citation,
      reset: { type: 'reset' },
      properties: ['core', 'template'],
      attributes: {},
    });
  }

  /** The template shown now; null while the attributes are wrong. */
  get currentTemplate(): Template | null {
    return this.state?.template ?? null;
  }

  /** The current mode, which the shift costs start from; null while the attributes are wrong. */
  get mode(): Zone | null {
    return this.state?.mode ?? null;
  }

  /**
   * Pencils an icon into a zone, as the zone's add button does. The rules check the result
   * (at most six added); a refusal is shown with its rule and returned.
   */
  addIcon(zone: Zone, icon: Icon): Refusal | null {
    return refusalOf(this.send({ type: 'add', zone, icon }));
  }

  /** Rubs out an added icon of that kind from the zone, as its remove button does. Printed icons stay. */
  removeIcon(zone: Zone, icon: Icon): Refusal | null {
    return refusalOf(this.send({ type: 'remove', zone, icon }));
  }

  /** Reads a template from JSON or the rulebook's notation, as the Import button does; a refusal is also said under the import box. */
  importTemplate(text: string): Refusal | null {
    const refusal = refusalOf(this.send({ type: 'import', text }));
    const state = this.state;
    this.importRefused = refusal === null || state === null ? null : { state, refusal };
    return refusal;
  }

  /** Sets the current mode, as the select does: the shift costs start from it. */
  chooseMode(mode: Zone): Refusal | null {
    return refusalOf(this.send({ type: 'mode', mode }));
  }

  /** Every accepted change of the template is fired (`rb-template-change`). */
  override send(command: TemplateLabCommand, options: { quiet?: boolean } = {}): DispatchResult<TemplateLabEvent> | null {
    const before = this.currentTemplate;
    const result = super.send(command, options);
    if (result?.ok === true) this.templateShown(before);
    return result;
  }

  /** Taking a change back shows the template before it, which is fired too. */
  override undo(): boolean {
    const before = this.currentTemplate;
    const undone = super.undo();
    if (undone) this.templateShown(before);
    return undone;
  }

  private templateShown(before: Template | null): void {
    const template = this.currentTemplate;
    if (template !== null && template !== before) this.dispatchEvent(new CustomEvent('rb-template-change', { detail: { template }, bubbles: true, composed: true }));
  }

  protected override readAttributes(): Partial<TemplateSetup> {
    const setup: Partial<TemplateSetup> = {};
    const core = givenText(this.core);
    if (core !== undefined) setup.core = core;
    // JSON text trimmed, or an object set from script, as it is: the rules read either.
    if (isGiven(this.template)) setup.template = typeof this.template === 'string' ? this.template.trim() : this.template;
    return setup;
  }

  /** The title names the core of the template shown. */
  protected override labTitle(state: TemplateLabState): string {
    return `Template: ${coreLabel(state.template.core)}`;
  }

  /** What a change did, from the state it was made in: the icon added or rubbed out, the count after it. */
  protected override commandWords(events: readonly TemplateLabEvent[], before: TemplateLabState | null): string {
    return events.map((event) => (event.type === 'template-changed' && event.rule === RULE.customise && before !== null ? customiseWords(before.template, event.template) : describeEvent(event))).join(' ');
  }

  private readonly onModeChange = (event: Event): void => {
    const value = (event.target as HTMLSelectElement).value;
    if (isZone(value)) this.chooseMode(value);
  };

  private readonly onImportInput = (event: Event): void => {
    this.importText = (event.target as HTMLTextAreaElement).value;
  };

  private readonly onImport = (): void => {
    this.importTemplate(this.importText);
  };

  private copy(id: string, what: string): void {
    const area = this.renderRoot.querySelector<HTMLTextAreaElement>(`#${id}`);
    if (area === null) return;
    const fallback = (): void => {
      area.focus();
      area.select();
      this.announcer.announce(`Could not copy; the ${what} is selected, press Control+C or Command+C to copy it.`);
    };
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
      if (clipboard === undefined) {
        fallback();
        return;
      }
      clipboard.writeText(area.value).then(
        () => {
          this.announcer.announce(`Copied the ${what}.`);
        },
        fallback,
      );
    } catch {
      fallback();
    }
  }

  protected override renderLab(state: TemplateLabState): TemplateResult {
    const { template, mode } = state;
    const { added } = countIcons(template);
    const preset = state.preset === null ? undefined : templateLabPreset(state.preset);
    return html`${template.core === 'beta'
        ? html`<p class="sample" data-sample>Sample data: the rulebook does not print the beta core; this one is our own design.</p>`
        : nothing}
      ${preset === undefined || preset.interpretations.length === 0
        ? nothing
        : html`<ul class="hint">
            ${preset.interpretations.map((line) => html`<li>${line}</li>`)}
          </ul>`}
      <p class="count" part="count">
        ${added} of ${MAX_ADDED_ICONS} added${renderCitation(citation(RULE.customise))} to the ${coreLabel(template.core)}${renderCitation(citation(RULE.cores))}
      </p>
      <p class="hint" data-key>
        Key: <span aria-hidden="true">▲</span> a attack, <span aria-hidden="true">●</span> e energy, <span aria-hidden="true">■</span> d
        defense; a capital in a dashed box is an added (pencilled) icon. + adds an icon to a zone, − rubs out an added one. Shift: the
        energy it costs to move the mode clip from the current mode to that zone.
      </p>
      <div class="mode">
        <label for="mode">Current mode</label>
        <select id="mode" part="mode-select" @change=${this.onModeChange}>
          ${ZONES.map((zone) => html`<option value=${zone} .selected=${live(zone === mode)}>${zone}</option>`)}
        </select>
      </div>
      ${this.renderControls()} ${this.renderZones(template, mode)}
      <details data-details="reach">
        <summary>Ranged reach of each mode</summary>
        ${this.renderReach(mode)}
      </details>
      <details data-details="export-import">
        <summary>Export or import the template (notation, JSON)</summary>
        ${this.renderExport(template)} ${this.renderImport(state)}
      </details>`;
  }

  /**
   * The zones as one table, a row each. Where the table cannot fit (a phone's column), each row is
   * drawn as a card, its cells labelled (template.styles.ts); the roles say table, row and cell
   * outright, as a browser may forget them once a table is not drawn as one.
   */
  private renderZones(template: Template, mode: Zone): TemplateResult {
    return html`<div class="zones"><table part="zones" role="table">
      <caption class="visually-hidden">
        Zones A to E: icons, values and the cost of shifting from mode ${mode}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">Zone</th>
          <th role="columnheader" scope="col">Icons${renderCitation(citation(RULE.template))}</th>
          <th role="columnheader" scope="col">Attack</th>
          <th role="columnheader" scope="col">Energy</th>
          <th role="columnheader" scope="col">Defense${renderCitation(citation(RULE.zoneValues))}</th>
          <th role="columnheader" scope="col">Shift from ${mode}${renderCitation(citation(RULE.shift))}</th>
          <th role="columnheader" scope="col">Customise</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        ${ZONES.map((zone) => {
          const values = zoneValues(template, zone);
          const icons = template.zones[zone];
          // data-label: each cell's heading, which a card shows before it.
          return html`<tr role="row" data-zone=${zone} class=${zone === mode ? 'current' : ''}>
            <th role="rowheader" scope="row" data-label="Zone">${zone}${zone === mode ? html`<span class="visually-hidden"> (current mode)</span>` : nothing}</th>
            <td role="cell" class="icons-cell">${this.renderIcons(icons)}</td>
            <td role="cell" class="number" data-value="attack" data-label="Attack">${values.attack}</td>
            <td role="cell" class="number" data-value="energy" data-label="Energy">${values.energy}</td>
            <td role="cell" class="number" data-value="defense" data-label="Defense">${values.defense}</td>
            <td role="cell" class="number" data-value="shift" data-label=${`Shift from ${mode}`}>${shiftCost(mode, zone)}</td>
            <td role="cell" class="edit-cell">
              <div class="edit" role="group" aria-label=${`Customise zone ${zone}`}>
                ${ICONS.map(
                  (icon) =>
                    html`<button part="button add-button" data-zone=${zone} data-icon=${icon} @click=${() => this.addIcon(zone, icon)}>
                      + ${icon.toUpperCase()}<span class="visually-hidden"> add ${ICON_NAMES[icon]} to zone ${zone}</span>
                    </button>`,
                )}
                ${ICONS.map((icon) => {
                  const removable = icons.some((entry) => entry.icon === icon && entry.added);
                  return html`<button
                    part="button remove-button"
                    data-zone=${zone}
                    data-icon=${icon}
                    aria-disabled=${removable ? 'false' : 'true'}
                    @click=${() => this.removeIcon(zone, icon)}
                  >
                    − ${icon.toUpperCase()}<span class="visually-hidden"> remove an added ${ICON_NAMES[icon]} from zone ${zone}</span>
                  </button>`;
                })}
              </div>
            </td>
          </tr>`;
        })}
      </tbody>
    </table></div>`;
  }

  private renderIcons(icons: readonly TemplateIcon[]): TemplateResult {
    if (icons.length === 0) return html`<span class="hint">none</span>`;
    return html`<ul class="icons">
      ${icons.map(({ icon, added }) => {
        const name = ICON_NAMES[icon];
        return html`<li class=${added ? `icon ${name} added` : `icon ${name}`} part=${`icon icon-${name}${added ? ' icon-added' : ''}`}>
          <span aria-hidden="true">${ICON_SHAPES[icon]} ${added ? icon.toUpperCase() : icon}</span>
          <span class="visually-hidden">${name}${added ? ' (added)' : ''}</span>
        </li>`;
      })}
    </ul>`;
  }

  private renderReach(current: Zone): TemplateResult {
    return html`<section>
      <p class="hint">A ranged attack measures in the inverse length (mode A in E-lengths, E in A-lengths); each energy paid buys one length.</p>
      <table part="reach">
        <caption>
          Ranged reach by mode${renderCitation(citation(RULE.inverseLength))}${renderCitation(citation(RULE.rangeCost))}
        </caption>
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">Measures in</th>
            ${REACH_ENERGY.map((energy) => html`<th scope="col">${energy} energy</th>`)}
          </tr>
        </thead>
        <tbody>
          ${ZONES.map(
            (mode) => html`<tr data-mode=${mode} class=${mode === current ? 'current' : ''}>
              <th scope="row">${mode}${mode === current ? html`<span class="visually-hidden"> (current mode)</span>` : nothing}</th>
              <td>${inverseLength(mode)}-lengths</td>
              ${REACH_ENERGY.map((energy) => html`<td class="number">${rangedReach(mode, energy)}″</td>`)}
            </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  private renderExport(template: Template): TemplateResult {
    return html`<section part="export">
      <h3>Export</h3>
      <p><label for="export-notation">The rulebook's notation</label></p>
      <textarea id="export-notation" readonly rows="5" .value=${live(formatTemplate(template))}></textarea>
      <button part="button copy-button" @click=${() => {
        this.copy('export-notation', 'notation');
      }}>Copy notation</button>
      <p><label for="export-json">JSON</label></p>
      <textarea id="export-json" readonly rows="4" .value=${live(templateJson(template))}></textarea>
      <button part="button copy-button" @click=${() => {
        this.copy('export-json', 'JSON');
      }}>Copy JSON</button>
    </section>`;
  }

  private renderImport(state: TemplateLabState): TemplateResult {
    const problem = this.importRefused?.state === state ? this.importRefused.refusal : null;
    return html`<section part="import">
      <h3>Import</h3>
      <p><label for="import-text">Paste a template, as JSON or in the rulebook's notation (one zone a line)</label></p>
      <textarea
        id="import-text"
        rows="5"
        aria-invalid=${problem === null ? 'false' : 'true'}
        aria-describedby=${problem === null ? nothing : 'import-problem'}
        .value=${this.importText}
        @input=${this.onImportInput}
      ></textarea>
      <button part="button import-button" @click=${this.onImport}>Import</button>
      ${problem === null
        ? nothing
        : html`<p class="problem" id="import-problem">
            <span aria-hidden="true">✗</span> Not imported: ${problem.message}${renderCitation(citation(problem.rule))}
          </p>`}
    </section>`;
  }
}

/** The template as JSON that `validateTemplate` (and the `template` attribute) accepts. */
export function templateJson(template: Template): string {
  const zones: Record<string, string> = {};
  for (const zone of ZONES) zones[zone] = formatIcons(template.zones[zone]);
  return JSON.stringify({ core: template.core, zones }, null, 2);
}

function coreLabel(core: Core): string {
  return core === 'alpha' ? 'alpha core' : 'beta core (sample)';
}

/** A change in a sentence, for the log. */
function describeEvent(event: TemplateLabEvent): string {
  switch (event.type) {
    case 'template-changed':
      return `${event.rule === RULE.customise ? 'Customised' : 'Imported'} the template: ${addedWords(event.template)}`;
    case 'mode-chosen':
      return `Current mode ${event.mode}: shift costs and reach updated.`;
    case 'lab-reset':
      return 'Back to the starting template, in mode C.';
  }
}

/** "2 of 6 added." */
function addedWords(template: Template): string {
  return `${String(countIcons(template).added)} of ${String(MAX_ADDED_ICONS)} added.`;
}

/** An icon pencilled in or rubbed out, read off the zone whose icons changed, and the count after it. */
function customiseWords(before: Template, after: Template): string {
  for (const zone of ZONES) {
    for (const icon of ICONS) {
      const count = (template: Template): number => template.zones[zone].filter((entry) => entry.icon === icon && entry.added).length;
      const change = count(after) - count(before);
      if (change > 0) return `Added ${ICON_NAMES[icon]} to zone ${zone}. ${addedWords(after)}`;
      if (change < 0) return `Removed an added ${ICON_NAMES[icon]} from zone ${zone}. ${addedWords(after)}`;
    }
  }
  return addedWords(after);
}

/** The refusal in a command's result, or null when it was accepted (or the attributes are wrong). */
function refusalOf(result: DispatchResult<TemplateLabEvent> | null): Refusal | null {
  return result === null || result.ok ? null : { message: result.violation.message, rule: result.violation.rule };
}
