import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { applyCommand, isRuleViolation } from '../../rules/engine/index.ts';
import {
  ICONS,
  ICON_NAMES,
  MAX_ADDED_ICONS,
  RULE,
  ZONES,
  countIcons,
  formatIcons,
  formatTemplate,
  inverseLength,
  isZone,
  rangedReach,
  ruleHeading,
  shiftCost,
  templateLab,
  templateLabPreset,
  zoneValues,
  type Core,
  type Icon,
  type Template,
  type TemplateIcon,
  type TemplateLabCommand,
  type TemplateLabPreset,
  type TemplateLabState,
  type Zone,
} from '../../rules/steamwork-arena/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { renderGuarded } from '../shared/problems.ts';
import { readSetup } from '../shared/setup-attributes.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { citationFrom } from '../shared/words.ts';
import { ShareController } from '../shared/share-link.ts';

/** The energy amounts the reach table shows. */
const REACH_ENERGY = [1, 2, 3] as const;

/** A shape beside each icon's letter, so the kinds differ by more than colour. */
const ICON_SHAPES: Readonly<Record<Icon, string>> = { a: '▲', e: '●', d: '■' };

/** Why the last change was refused: the rules' message and the rule that refused it. */
interface Refusal {
  message: string;
  rule: string;
}

/**
 * Steamwork Arena's template editor (steamwork-arena/setup.customise) as a live widget: the five
 * zones A–E with their icons, buttons that pencil in an icon of each kind or rub out an added one,
 * the count of added icons against the limit of six, every zone's values, the cost of shifting from
 * the current mode, the ranged reach of each mode, and the template exported in the rulebook's
 * notation and as JSON, or imported from either. Every number and every refusal comes from the
 * rules (`rules/steamwork-arena`): the editor is the ruleset `templateLab`, whose `initialState`
 * reads the attributes and whose commands add, rub out, import and reset; the widget keeps only
 * the lab's state and the mode the shift costs start from.
 *
 * Changing an attribute starts the editor again from the attributes' template.
 *
 * The class is not registered; import `steamwork-arena-template.ts` for the tag.
 *
 * Keyboard: every control is a real button, select or text area.
 *
 * @tagname steamwork-arena-template
 * @attr core - `alpha` (default), the rulebook's core, or `beta`, our sample beta core (the
 *   rulebook does not print one; the widget says so).
 * @attr preset - One of the rulebook's five customised alpha templates: `balanced-mode`,
 *   `early-aggression`, `power-to-burn`, `charge`, `offense-defense`.
 * @attr template - A template as JSON: `{"core":"alpha","zones":{"A":"e ddd","B":"ee dd","C":"a eeeEE d","D":"aa ee","E":"aaa e"}}`
 *   (capitals are added icons; a zone may also be a list of `{ "icon": "a", "added": true }`).
 *   Without `core` in it, the `core` attribute's. Wins over `preset`.
 * @fires rb-template-change - After every accepted change (add, remove, import, reset).
 *   `detail: { template }`, the template now shown.
 * @csspart base - The widget's box.
 * @csspart zones - The table of zones.
 * @csspart icon - One icon; also `icon-attack`, `icon-energy`, `icon-defense` and `icon-added`.
 * @csspart count - "n of 6 added".
 * @csspart refusal - Why the last change was refused, with its rule.
 * @csspart mode-select - The current mode's select.
 * @csspart reach - The ranged reach table.
 * @csspart export - The exported notation and JSON.
 * @csspart import - The import text area, button and its problem.
 * @csspart button - Every button; also `add-button`, `remove-button`, `copy-button`, `import-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons and links.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-error - A refusal and an import problem.
 */
export class SteamworkArenaTemplate extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    css`
      :host {
        max-width: 52rem;
        container: template / inline-size;
      }
      table {
        border-collapse: collapse;
        width: 100%;
      }
      /*
       * The zones table fits a 36rem column (the docs page at 1280 px); narrower (a phone), it
       * scrolls inside the widget, with shadows at the edge that hides columns and a line saying so.
       */
      .scroll {
        overflow-x: auto;
        /* Holds its visually hidden texts (absolutely placed): without it they escape the scrolling
           box and widen the page on a phone. */
        position: relative;
        background:
          linear-gradient(to right, ${tokens.surface} 30%, transparent) left / 2rem 100% no-repeat local,
          linear-gradient(to left, ${tokens.surface} 30%, transparent) right / 2rem 100% no-repeat local,
          radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), transparent) left / 0.8rem 100% no-repeat scroll,
          radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right / 0.8rem 100% no-repeat scroll;
      }
      .scroll:focus-visible {
        outline: ${tokens.focusRing};
      }
      .scroll-cue {
        display: none;
      }
      @container template (max-width: 35.9rem) {
        .scroll-cue {
          display: block;
        }
      }
      table[part='zones'] {
        min-width: 33rem;
      }
      th,
      td {
        border-bottom: 1px solid ${tokens.border};
        padding: 0.25rem 0.3rem;
        text-align: left;
        vertical-align: top;
      }
      thead th {
        font-size: 0.9em;
      }
      td.number {
        font-variant-numeric: tabular-nums;
        text-align: right;
      }
      /* The number columns as narrow as their headers, the rest to the icons. */
      [part='zones'] td.number,
      [part='zones'] tbody th {
        width: 1%;
      }
      tr.current {
        font-weight: 700;
      }
      .icons {
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .icon {
        border: 2px solid ${tokens.border};
        border-radius: 4px;
        padding: 0 0.15rem;
        font-family: ${tokens.monoFontFamily};
        white-space: nowrap;
      }
      .icon.added {
        border-style: dashed;
        border-color: ${tokens.accent};
      }
      /* Add buttons on one line, remove buttons under them. */
      .edit {
        display: grid;
        grid-template-columns: repeat(3, auto);
        justify-content: start;
        gap: 0.25rem;
      }
      .edit button {
        white-space: nowrap;
        padding: 0.1rem 0.4rem;
        font-size: 0.85em;
      }
      .refusal,
      .problem {
        color: ${tokens.error};
        background: ${tokens.errorSurface};
        border-radius: ${tokens.radius};
        padding: 0.3rem 0.5rem;
      }
      .count {
        font-weight: 600;
      }
      textarea {
        font-family: ${tokens.monoFontFamily};
        font-size: 0.9em;
        width: 100%;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        background: ${tokens.surface};
        color: ${tokens.text};
      }
      textarea[aria-invalid='true'] {
        border-color: ${tokens.error};
      }
      select {
        font: inherit;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        background: ${tokens.surface};
        color: ${tokens.text};
      }
      .sample {
        font-weight: 600;
      }
      label {
        font-weight: 600;
      }
      details {
        border-top: 1px solid ${tokens.border};
        padding-top: 0.5rem;
      }
      summary {
        cursor: pointer;
        font-weight: 600;
      }
      details[open] > summary {
        margin-bottom: 0.5rem;
      }
      details > section:first-of-type {
        border-top: none;
        padding-top: 0;
      }
    `,
  ];

  /** `alpha` or `beta`. */
  @property() core: string | null = null;

  /** A rulebook example's id. */
  @property() preset: string | null = null;

  /** JSON text from the attribute, or an object set from script. */
  @property() template: unknown = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The lab as the rules hold it (the template being edited, the one the attributes gave, the preset); null while the attributes are wrong. */
  @state() private lab: TemplateLabState | null = null;

  /** The mode the shift costs start from. */
  @state() private mode: Zone = 'C';

  @state() private refusal: Refusal | null = null;

  @state() private importText = '';

  @state() private importProblem: Refusal | null = null;

  private readonly announcer = new LiveAnnouncer(this);

  /**
   * "Copy link", and the widget restored from a shared link (share-link.ts): the attributes, then
   * the template as the reader left it and the current mode (`{ template, mode }`), the template
   * checked by the rules as an import is.
   */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => (this.lab === null || (this.lab.template === this.lab.start && this.mode === 'C') ? [] : [{ template: this.lab.template, mode: this.mode }]),
    replay: (log) => {
      this.start();
      const [entry] = log as readonly (Partial<Record<'template' | 'mode', unknown>> | null)[];
      if (log.length !== 1 || !isZone(entry?.mode)) return { step: 1, why: 'it is not a template and a mode.' };
      const refused = this.play({ type: 'import', text: JSON.stringify(entry.template) }, 'Opened.');
      if (refused !== null) return { step: 1, why: `the rules refuse the template: ${refused.message}` };
      this.mode = entry.mode;
      return null;
    },
  });

  private needsStart = true;

  /** The template shown now; null while the attributes are wrong. */
  get currentTemplate(): Template | null {
    return this.lab?.template ?? null;
  }

  /** The preset the attributes chose, if any. */
  private get chosenPreset(): TemplateLabPreset | null {
    const name = this.lab?.preset ?? null;
    return name === null ? null : (templateLabPreset(name) ?? null);
  }

  /**
   * Pencils an icon into a zone, as the zone's add button does. The rules check the result
   * (at most six added); a refusal is shown with its rule and returned.
   */
  addIcon(zone: Zone, icon: Icon): Refusal | null {
    return this.play({ type: 'add', zone, icon }, `Added ${ICON_NAMES[icon]} to zone ${zone}.`);
  }

  /** Rubs out an added icon of that kind from the zone, as its remove button does. Printed icons stay. */
  removeIcon(zone: Zone, icon: Icon): Refusal | null {
    return this.play({ type: 'remove', zone, icon }, `Removed an added ${ICON_NAMES[icon]} from zone ${zone}.`);
  }

  /** Reads a template from JSON or the rulebook's notation, as the Import button does. */
  importTemplate(text: string): Refusal | null {
    const refused = this.play({ type: 'import', text }, 'Imported the template.', (refusal) => {
      this.importProblem = refusal;
      this.announcer.announce(`Not imported: ${refusal.message}`);
    });
    if (refused === null && this.lab !== null) this.importProblem = null;
    return refused;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.needsStart || changed.has('core') || changed.has('preset') || changed.has('template')) {
      this.needsStart = false;
      this.start();
    }
  }

  /** Reads the attributes through the rules, and starts editing their template, or lists what is wrong. */
  private start(): void {
    this.refusal = null;
    this.importProblem = null;
    this.announcer.clear();
    const given = (raw: unknown): unknown => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? undefined : typeof raw === 'string' ? raw.trim() : raw);
    const problems: AttributeProblem[] = [];
    const setup = { seed: 1, core: given(this.core), preset: given(this.preset), template: given(this.template) };
    this.lab = readSetup(problems, () => templateLab.initialState(setup), attributeOfField);
    this.problems = problems;
  }

  /** Sends a change to the rules; takes the template they give back, or shows their refusal (`onRefuse`: how). */
  private play(command: TemplateLabCommand, done: string, onRefuse: (refusal: Refusal) => void = (refusal) => void this.refuse(refusal)): Refusal | null {
    const lab = this.lab;
    if (lab === null) return null;
    let next: TemplateLabState;
    try {
      next = applyCommand(templateLab, lab, command);
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      const refusal = { rule: error.rule, message: error.message };
      onRefuse(refusal);
      return refusal;
    }
    this.lab = next;
    this.refusal = null;
    const { template } = next;
    const { added } = countIcons(template);
    this.announcer.announce(`${done} ${String(added)} of ${String(MAX_ADDED_ICONS)} added.`);
    this.dispatchEvent(new CustomEvent('rb-template-change', { detail: { template }, bubbles: true, composed: true }));
    return null;
  }

  private refuse(refusal: Refusal): Refusal {
    this.refusal = refusal;
    this.announcer.announce(`Refused: ${refusal.message}`);
    return refusal;
  }

  private readonly onModeChange = (event: Event): void => {
    const value = (event.target as HTMLSelectElement).value;
    if (isZone(value)) {
      this.mode = value;
      this.announcer.announce(`Current mode ${value}: shift costs and reach updated.`);
    }
  };

  private readonly onImportInput = (event: Event): void => {
    this.importText = (event.target as HTMLTextAreaElement).value;
  };

  private readonly onImport = (): void => {
    this.importTemplate(this.importText);
  };

  private readonly onReset = (): void => {
    this.play({ type: 'reset' }, 'Back to the starting template.');
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

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const template = this.currentTemplate;
      return template === null ? nothing : this.renderEditor(template);
    });
  }

  private renderEditor(template: Template): TemplateResult {
    const { added } = countIcons(template);
    return html`<div class="widget" part="base" role="group" aria-label="Steamwork Arena template editor">
      <h2>${this.chosenPreset?.title ?? 'Template'}: ${coreLabel(template.core)}${renderCitation(citation(RULE.cores))}</h2>
      ${this.share.renderNotice()}
      ${template.core === 'beta'
        ? html`<p class="sample" data-sample>Sample data: the rulebook does not print the beta core; this one is our own design.</p>`
        : nothing}
      ${this.chosenPreset === null || this.chosenPreset.interpretations.length === 0
        ? nothing
        : html`<ul class="hint">
            ${this.chosenPreset.interpretations.map((line) => html`<li>${line}</li>`)}
          </ul>`}
      <p class="count" part="count">
        ${added} of ${MAX_ADDED_ICONS} added${renderCitation(citation(RULE.customise))}
      </p>
      <p class="hint" data-key>
        Key: <span aria-hidden="true">▲</span> a attack, <span aria-hidden="true">●</span> e energy, <span aria-hidden="true">■</span> d
        defense; a capital in a dashed box is an added (pencilled) icon. + adds an icon to a zone, − rubs out an added one. Shift: the
        energy it costs to move the mode clip from the current mode to that zone.
      </p>
      ${this.refusal === null
        ? nothing
        : html`<p class="refusal" part="refusal">
            <span aria-hidden="true">✗</span> Refused: ${this.refusal.message}${renderCitation(citation(this.refusal.rule))}
          </p>`}
      <div class="controls">
        <label for="mode">Current mode</label>
        <select id="mode" part="mode-select" @change=${this.onModeChange}>
          ${ZONES.map((zone) => html`<option value=${zone} .selected=${live(zone === this.mode)}>${zone}</option>`)}
        </select>
        <button part="button reset-button" @click=${this.onReset}>Reset</button>
        ${this.share.renderButton()}
      </div>
      ${this.renderZones(template)}
      <details data-details="reach">
        <summary>Ranged reach of each mode</summary>
        ${this.renderReach()}
      </details>
      <details data-details="export-import">
        <summary>Export or import the template (notation, JSON)</summary>
        ${this.renderExport(template)} ${this.renderImport()}
      </details>
      ${this.announcer.render()}
    </div>`;
  }

  private renderZones(template: Template): TemplateResult {
    // The table is wider than a narrow column (a blog's, or the docs page on a phone): let it scroll
    // inside the widget instead of spilling over its border, and say so (the cue shows only then).
    return html`<p class="hint scroll-cue" aria-hidden="true">Scroll the table sideways for every column →</p>
      <div class="scroll"><table part="zones">
      <caption class="visually-hidden">
        Zones A to E: icons, values and the cost of shifting from mode ${this.mode}
      </caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Icons${renderCitation(citation(RULE.template))}</th>
          <th scope="col">Attack</th>
          <th scope="col">Energy</th>
          <th scope="col">Defense${renderCitation(citation(RULE.zoneValues))}</th>
          <th scope="col">Shift from ${this.mode}${renderCitation(citation(RULE.shift))}</th>
          <th scope="col">Customise</th>
        </tr>
      </thead>
      <tbody>
        ${ZONES.map((zone) => {
          const values = zoneValues(template, zone);
          const icons = template.zones[zone];
          return html`<tr data-zone=${zone} class=${zone === this.mode ? 'current' : ''}>
            <th scope="row">${zone}${zone === this.mode ? html`<span class="visually-hidden"> (current mode)</span>` : nothing}</th>
            <td>${this.renderIcons(icons)}</td>
            <td class="number" data-value="attack">${values.attack}</td>
            <td class="number" data-value="energy">${values.energy}</td>
            <td class="number" data-value="defense">${values.defense}</td>
            <td class="number" data-value="shift">${shiftCost(this.mode, zone)}</td>
            <td>
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

  private renderReach(): TemplateResult {
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
            (mode) => html`<tr data-mode=${mode} class=${mode === this.mode ? 'current' : ''}>
              <th scope="row">${mode}${mode === this.mode ? html`<span class="visually-hidden"> (current mode)</span>` : nothing}</th>
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

  private renderImport(): TemplateResult {
    const problem = this.importProblem;
    return html`<section part="import">
      <h3>Import</h3>
      <p><label for="import-text">Paste a template, as JSON or in the rulebook's notation (one zone a line)</label></p>
      <textarea
        id="import-text"
        rows="5"
        aria-invalid=${problem === null ? 'false' : 'true'}
        aria-describedby=${problem === null ? nothing : 'import-problem'}
        .value=${live(this.importText)}
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

/** The attribute behind a setup field the rules refuse: `template.zones.C` is the `template` attribute's. */
function attributeOfField(field: string): string {
  const name = field.split(/[.[]/)[0] ?? '';
  return name === 'core' || name === 'preset' || name === 'template' ? name : '';
}

function coreLabel(core: Core): string {
  return core === 'alpha' ? 'alpha core' : 'beta core (sample)';
}

/** A rule id as a citation with its title and docs link from the rule map. */
const citation = citationFrom(ruleHeading);
