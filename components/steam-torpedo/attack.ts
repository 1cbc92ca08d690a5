import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { DispatchResult, PlayerId } from '../../rules/engine/index.ts';
import {
  ATTACK_LAB_PRESETS,
  armorBreakdown,
  attackBreakdown,
  attackLab,
  compassOfSide,
  crewCounts,
  crewInReach,
  defenderOfLab,
  labSight,
  oxygenInReach,
  postableTiles,
  previewAttack,
  RULE,
  sideOf,
  weaponsOf,
  type Arc,
  type AttackBreakdown,
  type AttackLabCommand,
  type AttackLabEvent,
  type AttackLabSetup,
  type AttackLabState,
  type AttackPreview,
  type Faction,
  type LabSide,
  type Location,
  type LocationPreview,
  type RelativePosition,
  type TileDefinition,
  type WeaponChoice,
  readLabSector,
} from '../../rules/steam-torpedo/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { LabShell } from '../shared/lab-element.ts';
import { labStyles } from '../shared/lab-shell.ts';
import { setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, isGiven } from '../shared/setup-attributes.ts';
import { baseStyles } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { renderArmorList } from './armor-breakdown.ts';
import { attackStyles } from './attack.styles.ts';
import { attackNumbersStyles, renderAttackNumbers, renderDrainNumbers } from './attack-numbers.ts';
import type { BattleAreaMark, SubmarineMoveDetail } from './battle-area-board.ts';
import type { SteamTorpedoSubmarine, TileSelectDetail } from './submarine-board.ts';
import { capitalise, citation, crewList, crewName, listWords, plural } from './words.ts';
// The elements this widget's template uses: importing them registers their tags.
import './steam-torpedo-battle-area.ts';
import './steam-torpedo-submarine.ts';

const FACTION_NAMES: Record<Faction, string> = { 'panzer-la-rochelle': 'Panzer la Rochelle', talion: 'Talion' };

const POSITION_WORDS: Record<RelativePosition, string> = {
  front: 'in front',
  behind: 'behind',
  'port-side': 'on the port side',
  'starboard-side': 'on the starboard side',
};

/** The setup's fields whose attributes are spelled otherwise (the shell names the rest: `southSector` → `south-sector`). */
const ATTRIBUTE_OF_FIELD: Readonly<Record<string, string>> = { northern: 'side' };

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, narrowed to its commands. */
export type AttackCommandDetail = CommandDetail<AttackLabCommand, AttackLabEvent>;

/** A move waiting for the reader to choose on which side of the other submarine it ends, and what asked it. */
interface SideQuestion {
  submarine: PlayerId;
  direction: 1 | -1;
  returnFocus: 'hull' | 'button';
}

/**
 * Aiming a Steam Torpedo weapon ("Targeting" and "Resolving Attacks", steps 1–5) as a what-if lab:
 * the battle area with both submarines (`<steam-torpedo-battle-area>`, interactive: both facing
 * east toward sector 5, the northern one on top); the reader moves either submarine one sector at a
 * time (choosing a side when they would share a sector), posts sailors on the attacker's tiles
 * (standby bonuses such as the Long-range Sights) and on the defender's (manned armored tiles), and
 * picks one of the attacker's weapons. The widget shows where the target is and at what range,
 * every arc of the weapon with ✓ or ✗ and why not, the location it would hit (outlined on the
 * defender's board and marked on the hull), and the attack total, armor value and damage total,
 * each taken apart and citing its rule.
 *
 * Everything comes from the rules: the lab's ruleset (`attackLab`, rules/steam-torpedo/attack-lab/)
 * runs in the shell every lab shares (`LabShell`), so every change is logged with its rule and can
 * be undone; the arcs and numbers are `previewAttack`'s, the breakdowns `attackBreakdown` and
 * `armorBreakdown`.
 *
 * The class is not registered; import `steam-torpedo-attack.ts` for the tag.
 *
 * Keyboard: each submarine in the drawing is a slider (Tab to it, arrow keys move it one sector);
 * the ◀ and ▶ buttons below it do the same. When both would share a sector, focus moves to the side
 * choice (Escape cancels). The weapon is a list box (arrow keys choose). On the boards, Tab to a compartment and press
 * Enter or Space to post a sailor there or send its crew back.
 *
 * @tagname steam-torpedo-attack
 * @attr preset - A rulebook example: `ahead-close`, `ahead-distant`, `behind-close`,
 *   `behind-distant`, `port-side` or `starboard-side`. Other attributes given beside it override it.
 * @attr attacker - Whose weapon is aimed: `south` (default, Panzer la Rochelle) or `north` (Talion).
 * @attr weapon - The attacker's tile to fire, by id (e.g. `heavy-torpedo-tube`). Default: the
 *   preset's, else the attacker's first weapon.
 * @attr south-sector - Sector 1–5 of the south submarine. Default 3.
 * @attr north-sector - Sector 1–5 of the north submarine. Default 3.
 * @attr side - Which submarine lies to the north when both share a sector: `north` (default) or `south`.
 * @attr seed - Lays the tiles out at random from this seed, as the game's setup does. Without it,
 *   the fixed sample layout the presets are described with.
 * @fires rb-command - After every command sent to the lab, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed, beside the title where both fit.
 * @csspart description - What the preset shows, inside `about`.
 * @csspart battle-area - The `<steam-torpedo-battle-area>`: the five sectors, both submarines and the
 *   range. Its parts are exported as `battle-area-svg`, `hull` (a submarine, a slider; its owner in
 *   `data-owner`), `hit-mark` (a location in the line of fire) and `range`.
 * @csspart moves - The move buttons, ◀ and ▶ beside each submarine's name; `side-choice` the question
 *   asked when both would share a sector.
 * @csspart sight - Where the target is and at what range: in `arcs`, after the verdict it explains.
 * @csspart weapons - The weapon choice: its label and list box (`weapon-select`); `weapon` one option.
 * @csspart arcs - The arcs of the weapon; `arc` one of them, also `arc-in-reach` or `arc-out-of-reach`.
 *   The list and the effect's text are collapsed in `arcs-details` (its summary `arcs-summary`: how
 *   many arcs, how many in reach), beside the heading; the verdict under them (where the target
 *   is, can it fire, and where) stays open.
 * @csspart numbers - The attack total, armor value and damage total; `number` one of them, its value `number-value`.
 * @csspart breakdown - The list of what makes a number.
 * @csspart board - Each `<steam-torpedo-submarine>`; also `target-board` and `attacker-board`.
 * @csspart attacker-details - The attacker's board, crew and hint, closed by default under its
 *   summary (`attacker-summary`: its name and how many posts are manned). The target's board stays open.
 * @csspart posts - The list of manned compartments under a board, when any is (how many sailors
 *   are free in the control room is said in the hint above the board).
 * @csspart button - Every button; also `move-button`, `side-button`, `post-button`, `undo-button`, `reset-button`.
 * @csspart controls - Undo, Reset and Copy link.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart log - The event log (`<rb-event-log>`).
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the focused hull, the targeted location.
 * @cssprop --rb-color-hit - Arcs in reach. `--rb-color-miss` arcs out of reach.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamTorpedoAttack extends LabShell<AttackLabState, AttackLabCommand, AttackLabEvent, AttackLabSetup> {
  static override styles = [baseStyles, widgetStyles, controlStyles, labStyles, attackNumbersStyles, attackStyles];

  @property() attacker: string | null = null;

  @property() weapon: string | null = null;

  @property({ attribute: 'south-sector' }) southSector: string | number | null = null;

  @property({ attribute: 'north-sector' }) northSector: string | number | null = null;

  @property() side: string | null = null;

  /** A move waiting for the reader to choose on which side of the other submarine it ends. */
  @state() private sideQuestion: SideQuestion | null = null;

  private focusSideChoice = false;

  constructor() {
    super({
      ruleset: attackLab,
      presets: ATTACK_LAB_PRESETS,
      title: 'Aiming a weapon',
      citation,
      // The log records a Reset, which Undo takes back like any change.
      reset: { type: 'reset' },
      properties: ['attacker', 'weapon', 'southSector', 'northSector', 'side'],
      attributes: ATTRIBUTE_OF_FIELD,
    });
  }

  /** The title names the submarines as the lab stands. */
  protected override labTitle(state: AttackLabState): string {
    return `Aiming a weapon: ${submarineName(state, state.attacker)} at ${submarineName(state, defenderOfLab(state))}`;
  }

  /** An event in a sentence, naming the submarines and tiles of the lab as it stands. */
  protected override describeEvent(event: AttackLabEvent): string {
    const state = this.state;
    return state === null ? '' : describeLabEvent(state, event);
  }

  protected override whereWords(state: AttackLabState): string {
    return summarize(state);
  }

  /** A change said aloud with where things then stand, as Undo says it. */
  protected override commandWords(events: readonly AttackLabEvent[]): string {
    const state = this.state;
    return state === null ? '' : `${events.map((event) => describeLabEvent(state, event)).join(' ')} ${summarize(state)}`;
  }

  /** What the rules say about the chosen weapon now; null while the attributes are wrong. */
  get preview(): AttackPreview | null {
    const state = this.state;
    return state === null ? null : previewAttack(state.game, state.attacker, state.weapon.tile, state.weapon.effect);
  }

  /** Sends a command to the lab, as the controls do; an accepted one closes the question of a side. */
  override send(command: AttackLabCommand, options: { quiet?: boolean } = {}): DispatchResult<AttackLabEvent> | null {
    const result = super.send(command, options);
    if (result?.ok === true) this.closeSideQuestion();
    return result;
  }

  /** Takes back the last change. */
  override undo(): boolean {
    this.closeSideQuestion();
    return super.undo();
  }

  /** Back to where the attributes put everything (the lab's `reset`, which the log records). */
  override reset(): DispatchResult<AttackLabEvent> | null {
    this.closeSideQuestion();
    return super.reset();
  }

  /**
   * Moves a submarine one sector, as the buttons and arrow keys do. When both would share a sector
   * and no side is given, the widget asks for one instead of moving.
   */
  move(submarine: PlayerId, direction: 1 | -1, side?: LabSide): DispatchResult<AttackLabEvent> | null {
    const state = this.state;
    if (state === null) return null;
    if (side === undefined && needsSide(state, submarine, direction)) {
      this.sideQuestion = { submarine, direction, returnFocus: 'button' };
      this.announcer.announce(sideQuestionText(state, submarine, direction));
      return null;
    }
    return this.send(side === undefined ? { type: 'move', submarine, direction } : { type: 'move', submarine, direction, side });
  }

  /**
   * The setup from the attributes: `side` is the rules' `northern`, and a seed given lays the tiles
   * out at random (`drawLayout`). A sector that is no whole number is refused here, by the rules'
   * own reader (which says the range, not an example), so that it is said beside a bad seed.
   */
  protected override readAttributes(problems: AttributeProblem[]): Partial<AttackLabSetup> {
    const setup: Partial<AttackLabSetup> = { drawLayout: isGiven(this.seed) };
    const attacker = givenText(this.attacker);
    if (attacker !== undefined) setup.attacker = attacker;
    const weapon = givenText(this.weapon);
    if (weapon !== undefined) setup.weapon = weapon;
    const side = givenText(this.side);
    if (side !== undefined) setup.northern = side;
    for (const path of ['southSector', 'northSector'] as const) {
      const raw = this[path];
      if (!isGiven(raw)) continue;
      const parsed = parseWholeNumber(path, raw, 0);
      if (parsed.ok) {
        setup[path] = parsed.value;
        continue;
      }
      try {
        readLabSector(raw, path);
      } catch (error) {
        problems.push(setupProblem(error, (field) => this.attributeOfField(field)));
      }
    }
    return setup;
  }

  /** The rules name their fields (`southSector`, `northern`); the reader is told the attributes' names. */
  protected override problemInWords(problem: AttributeProblem): AttributeProblem {
    const field = /^[a-zA-Z]+/.exec(problem.message)?.[0];
    return field !== undefined && problem.attribute !== '' && this.attributeOfField(field) === problem.attribute ? { ...problem, message: problem.message.replace(field, problem.attribute) } : problem;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New attributes start the lab again: a question about the old one goes.
    const attributes: readonly PropertyKey[] = ['preset', 'seed', 'attacker', 'weapon', 'southSector', 'northSector', 'side'];
    if (attributes.some((name) => (changed as Map<PropertyKey, unknown>).has(name))) this.sideQuestion = null;
    super.willUpdate(changed);
  }

  protected override updated(): void {
    if (this.focusSideChoice) {
      this.focusSideChoice = false;
      this.renderRoot.querySelector<HTMLButtonElement>('button[part~="side-button"]')?.focus();
    }
  }

  private startMove(submarine: PlayerId, direction: 1 | -1, from: 'hull' | 'button'): void {
    const state = this.state;
    if (state === null) return;
    if (needsSide(state, submarine, direction)) {
      this.sideQuestion = { submarine, direction, returnFocus: from };
      this.focusSideChoice = true;
      this.announcer.announce(sideQuestionText(state, submarine, direction));
      return;
    }
    this.send({ type: 'move', submarine, direction });
  }

  private async answerSide(side: LabSide | null): Promise<void> {
    const question = this.sideQuestion;
    if (question === null) return;
    if (side === null) {
      this.sideQuestion = null;
      this.announcer.announce('Move cancelled.');
    } else {
      this.send({ type: 'move', submarine: question.submarine, direction: question.direction, side });
    }
    await this.updateComplete;
    await this.focusAsker(question);
  }

  /** Focus back on what asked the side question: the hull in the drawing, or the move button. */
  private async focusAsker(question: SideQuestion): Promise<void> {
    if (question.returnFocus === 'hull') {
      const area = this.renderRoot.querySelector('steam-torpedo-battle-area');
      await area?.updateComplete;
      area?.focusSubmarine(question.submarine);
      return;
    }
    this.renderRoot.querySelector<HTMLElement>(`button[data-submarine="${question.submarine}"][data-direction="${String(question.direction)}"]`)?.focus();
  }

  /**
   * Closes the side question. A command sent while it is open (by a script, or by a control that
   * took no focus) must not leave the focus on its vanished buttons: it goes back to what asked.
   */
  private closeSideQuestion(): void {
    const question = this.sideQuestion;
    if (question === null) return;
    this.sideQuestion = null;
    const active = (this.renderRoot as ShadowRoot).activeElement;
    if (active?.closest('[part~="side-choice"]')) void this.updateComplete.then(() => this.focusAsker(question));
  }

  private readonly onSubmarineMove = (event: CustomEvent<SubmarineMoveDetail>): void => {
    this.startMove(event.detail.submarine, event.detail.direction, 'hull');
  };

  private readonly onSideKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void this.answerSide(null);
    }
  };

  private toggleCrew(submarine: PlayerId, tile: string): void {
    const state = this.state;
    if (state === null) return;
    const manned = (crewCounts(state.game, submarine)[tile] ?? []).length > 0;
    this.send({ type: manned ? 'unman' : 'man', submarine, tile });
  }

  /**
   * "Send back" empties a post, and its row (with the button that had the focus) goes: the focus
   * moves to the compartment on the board, where choosing it again posts a sailor there.
   */
  private async sendBack(submarine: PlayerId, tile: string): Promise<void> {
    this.send({ type: 'unman', submarine, tile });
    await this.updateComplete;
    const board = this.renderRoot.querySelector<SteamTorpedoSubmarine>(`steam-torpedo-submarine[data-submarine="${CSS.escape(submarine)}"]`);
    await board?.updateComplete;
    if (board?.focusTile(tile) !== true) board?.focusFirstSelectable();
  }

  private readonly onTileSelect = (event: CustomEvent<TileSelectDetail>): void => {
    const board = event.currentTarget as HTMLElement | null;
    const submarine = board?.dataset.submarine;
    if (submarine !== undefined) this.toggleCrew(submarine, event.detail.tile);
  };

  private readonly onWeaponChange = (event: Event): void => {
    const choice = event.target as HTMLSelectElement;
    const [tile = '', effect = '0'] = choice.value.split('#');
    this.send({ type: 'choose-weapon', tile, effect: Number(effect) });
  };

  /** The lab between its title and its log: the battle area, the moves and the weapon, the reach, both boards, then Undo, Reset and Copy link (beside the log where both fit). */
  protected override renderLab(state: AttackLabState): TemplateResult {
    const preview = previewAttack(state.game, state.attacker, state.weapon.tile, state.weapon.effect);
    const reached = [...new Set(preview.arcs.filter((check) => check.inReach).map((check) => check.arc.target))];
    const defender = defenderOfLab(state);
    const presetShown = ATTACK_LAB_PRESETS.some((preset) => preset.name === givenText(this.preset)?.toLowerCase());
    return html`${isGiven(this.seed) ? html`<p class="hint">Tiles laid out at random from seed ${String(this.seed)}${presetShown ? ': the description assumes the fixed sample layout' : ''}.</p>` : nothing}
      ${this.renderBattleArea(state, reached)}
      <div class="position">${this.renderMoves(state)} ${this.renderWeapons(state)}</div>
      ${this.renderReach(state, preview, reached)}
      ${this.renderBoard(state, defender, reached[0] ?? null)} ${this.renderBoard(state, state.attacker, null)} ${this.renderControls()}`;
  }

  // -------------------------------------------------------------------------------------------
  // The battle area

  private renderBattleArea(state: AttackLabState, reached: readonly Location[]): TemplateResult {
    const { game } = state;
    const defender = defenderOfLab(state);
    return html`<steam-torpedo-battle-area
      part="battle-area"
      exportparts="svg: battle-area-svg, submarine: hull, mark: hit-mark, range: range"
      interactive
      collapse-description
      .state=${game}
      .names=${Object.fromEntries(game.players.map((player) => [player, submarineName(state, player)]))}
      .roles=${{ [state.attacker]: 'attacker', [defender]: 'target' }}
      .marks=${reached.map((location): BattleAreaMark => ({ submarine: defender, location }))}
      @rb-submarine-move=${this.onSubmarineMove}
    ></steam-torpedo-battle-area>`;
  }

  private renderMoves(state: AttackLabState): TemplateResult {
    const { game } = state;
    const order = [state.attacker, defenderOfLab(state)];
    const question = this.sideQuestion;
    const legal = attackLab.legalCommands(state);
    return html`<div class="moves" part="moves" role="group" aria-label="Move the submarines">
      ${order.map((player) => {
        const submarine = game.submarines[player];
        if (submarine === undefined) return nothing;
        const name = submarineName(state, player);
        const button = (direction: 1 | -1): TemplateResult => {
          const possible = legal.some((command) => command.type === 'move' && command.submarine === player && command.direction === direction);
          return html`<button
            part="button move-button"
            data-submarine=${player}
            data-direction=${direction}
            aria-disabled=${possible ? 'false' : 'true'}
            @click=${() => {
              this.startMove(player, direction, 'button');
            }}
          >
            ${direction === -1 ? html`<span aria-hidden="true">◀ </span>` : nothing}<span class="visually-hidden">Move ${name} Toward sector
            ${direction === -1 ? '1' : '5'}</span>${direction === 1 ? html`<span aria-hidden="true"> ▶</span>` : nothing}
          </button>`;
        };
        // A stepper per submarine, ◀ and ▶ as in the drawing above (sector 1 on the left, where the
        // sector is seen): both fit one row in a docs column, where the buttons' words took two rows
        // each. The buttons' names keep the words, and the sector is said.
        return html`<span class="mover" data-submarine=${player}>
          ${button(-1)}<span class="who">${name} <span class="role">(${player === state.attacker ? 'attacker' : 'target'})</span><span class="visually-hidden">: sector ${submarine.sector}</span></span>${button(1)}
        </span>`;
      })}
      ${question === null ? nothing : this.renderSideQuestion(state, question)}
    </div>`;
  }

  private renderSideQuestion(state: AttackLabState, question: { submarine: PlayerId; direction: 1 | -1 }): TemplateResult {
    const mover = submarineName(state, question.submarine);
    const other = submarineName(state, otherOf(state, question.submarine));
    return html`<div class="side-choice" part="side-choice" role="group" aria-labelledby="side-question" @keydown=${this.onSideKey}>
      <p id="side-question">${sideQuestionText(state, question.submarine, question.direction)}${renderCitation(citation(RULE.maneuverSharedSector))}</p>
      <div class="buttons">
        <button class="primary" part="button side-button" data-side="port" @click=${() => void this.answerSide('port')}>${mover} on ${other}’s port side (north of it)</button>
        <button class="primary" part="button side-button" data-side="starboard" @click=${() => void this.answerSide('starboard')}>
          ${mover} on ${other}’s starboard side (south of it)
        </button>
        <button part="button" data-side="cancel" @click=${() => void this.answerSide(null)}>Cancel</button>
      </div>
    </div>`;
  }

  // -------------------------------------------------------------------------------------------
  // Sight, weapons, reach

  /** Where the target is and at what range: said after the verdict, which it explains. */
  private renderSight(state: AttackLabState): TemplateResult {
    const sight = labSight(state);
    const attacker = submarineName(state, state.attacker);
    const defender = submarineName(state, defenderOfLab(state));
    return html`<span class="sight" part="sight"
      ><span data-position=${sight.position}
        >Seen from ${attacker}, ${defender} is <strong>${POSITION_WORDS[sight.position]}</strong>,${renderCitation(citation(RULE.targetingPosition))}</span
      >
      <span data-range=${sight.range}
        >${sight.apart === 0 ? 'in the same sector' : sectorsApart(sight.apart)}: <strong>${sight.range} range</strong>.${renderCitation(citation(RULE.targetingRange))}</span
      ></span
    >`;
  }

  private renderWeapons(state: AttackLabState): TemplateResult {
    const weapons = weaponsOf(state.game, state.attacker);
    const submarine = state.game.submarines[state.attacker];
    const several = (tile: string): boolean => weapons.filter((weapon) => weapon.tile === tile).length > 1;
    // A list box, not a row of radio buttons: eight weapons took five lines of the column, and the
    // choice sits now right above what it changes. Each option still says what the weapon does.
    return html`<div class="weapon-choice" part="weapons">
      <label for="weapon">${submarineName(state, state.attacker)}’s weapon</label>
      <select id="weapon" part="weapon-select" @change=${this.onWeaponChange}>
        ${weapons.map((weapon) => {
          const value = `${weapon.tile}#${String(weapon.effect)}`;
          const chosen = weapon.tile === state.weapon.tile && weapon.effect === state.weapon.effect;
          const definition = submarine?.tiles.find((tile) => tile.id === weapon.tile);
          const kind = definition === undefined ? '' : weaponKind(definition, weapon);
          return html`<option part="weapon" data-weapon=${value} .value=${value} .selected=${chosen}>
            ${weapon.name}${several(weapon.tile) ? ` (effect ${String(weapon.effect + 1)})` : ''}${kind === '' ? '' : ` — ${kind}`}
          </option>`;
        })}
      </select>
    </div>`;
  }

  private renderReach(state: AttackLabState, preview: AttackPreview, reached: readonly Location[]): TemplateResult {
    const tile = state.game.submarines[state.attacker]?.tiles.find((candidate) => candidate.id === state.weapon.tile);
    const effect = tile?.effects[state.weapon.effect];
    if (tile === undefined || effect === undefined) return html``;
    const defender = submarineName(state, defenderOfLab(state));
    return html`<section part="arcs" aria-labelledby="arcs-heading title">
      <h3 id="arcs-heading">Arcs of the ${tile.name}${renderCitation(citation(RULE.targetingArcs))}</h3>
      <details class="arc-details" part="arcs-details">
        <summary part="arcs-summary">${String(preview.arcs.filter((check) => check.inReach).length)} of its ${plural(preview.arcs.length, 'arc')} in reach, and why</summary>
        <p class="hint">“${effect.text}”</p>
        <ul class="arc-list">
          ${preview.arcs.map(
            (check) => html`<li
              class=${`arc ${check.inReach ? 'in-reach' : 'out-of-reach'}`}
              part=${`arc ${check.inReach ? 'arc-in-reach' : 'arc-out-of-reach'}`}
              data-in-reach=${String(check.inReach)}
              data-target=${check.arc.target}
            >
              <span class="mark" aria-hidden="true">${check.inReach ? '✓' : '✗'}</span><span class="visually-hidden">${check.inReach ? 'In reach:' : 'Out of reach:'}</span>
              ${arcWords(check.arc)}${check.why === null ? html`: <strong>fires</strong>` : html`: <span class="why">${check.why}</span>`}
            </li>`,
          )}
        </ul>
      </details>
      <p class="verdict" data-verdict=${reached.length > 0 ? 'fires' : 'blocked'}>
        <strong
          >${reached.length > 0
            ? html`It can fire: it hits ${defender}’s ${listWords([...reached])}.`
            : html`It cannot fire from here: no arc reaches, so a crew member could not trigger it.${renderCitation(citation(RULE.activateTriggerBlocked))}`}</strong
        >
        ${this.renderSight(state)}
      </p>
      ${reached.length === 0 ? nothing : this.renderNumbers(state, tile, preview, reached)}
    </section>`;
  }

  private renderNumbers(state: AttackLabState, tile: TileDefinition, preview: AttackPreview, reached: readonly Location[]): TemplateResult {
    const effect = tile.effects[state.weapon.effect];
    if (effect === undefined) return html``;
    const action = effect.action;
    const defender = defenderOfLab(state);
    if (action.kind === 'attack') {
      return html`${preview.locations.map((location) => this.renderAttackNumbers(state, location, attackBreakdown(state.game, state.attacker, tile.id, state.weapon.effect, preview.range), tile.name))}`;
    }
    if (action.kind === 'drain-oxygen') {
      return html`${oxygenInReach(state.game, state.attacker, reached).map((entry) =>
        renderDrainNumbers({ location: entry.location, amount: action.amount, holds: entry.oxygen }, `The drain on the ${entry.location}`),
      )}`;
    }
    if (action.kind === 'shoot-crew') {
      return html`${crewInReach(state.game, state.attacker, reached, action.who).map(
        (entry) => html`<dl class="numbers" part="numbers" data-location=${entry.location} aria-label=${`The shot at the ${entry.location}`}>
          <div class="number" part="number" data-number="crew">
            <dt>Crew to shoot</dt>
            <dd>
              <span class="value" part="number-value">${action.amount}</span> ${action.who === 'sailors' ? (action.amount === 1 ? 'sailor' : 'sailors') : 'crew'} in one compartment of the ${entry.location}${renderCitation(citation(RULE.attackCrew))}
              <ul class="breakdown" part="breakdown">
                ${entry.targets.length === 0
                  ? html`<li class="not-counted">Nobody there to shoot: post one of ${submarineName(state, defender)}’s sailors in a ${entry.location} compartment.</li>`
                  : entry.targets.map((target) => html`<li data-target-tile=${target.tile}>${target.rank === 'captain' ? 'the captain' : 'sailors'} in the ${tileName(state, defender, target.tile)}</li>`)}
              </ul>
            </dd>
          </div>
          <div class="number" part="number" data-number="armor">
            <dt>Armor value</dt>
            <dd>Plays no part: a shot at the crew ignores armor.</dd>
          </div>
        </dl>`,
      )}`;
    }
    return html``;
  }

  private renderAttackNumbers(state: AttackLabState, location: LocationPreview, attack: AttackBreakdown, weaponName: string): TemplateResult {
    const defender = defenderOfLab(state);
    return renderAttackNumbers(location, {
      label: `The attack on the ${location.location}`,
      attackDetail: renderAttackList(attack, weaponName),
      armorRule: location.armorRule,
      armorDetail: location.ignoresArmor
        ? html`<ul class="breakdown" part="breakdown"><li>The ${weaponName} ignores armor: the armor value counts as 0.</li></ul>`
        : renderArmorList(armorBreakdown(state.game, defender, location.location), 'breakdown'),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Boards and crew

  private renderBoard(state: AttackLabState, owner: PlayerId, highlight: Location | null): TemplateResult {
    const submarine = state.game.submarines[owner];
    if (submarine === undefined) return html``;
    const attacking = owner === state.attacker;
    const name = submarineName(state, owner);
    const counts = crewCounts(state.game, owner);
    const room = submarine.tiles.find((tile) => tile.type === 'control-room');
    const postable = postableTiles(state.game, owner);
    const posts = postable.filter((tile) => (counts[tile] ?? []).length > 0);
    // Choosing a manned tile sends its crew back; any other posts a sailor: the board says which.
    const recall = Object.fromEntries(posts.map((tile) => [tile, 'recall']));
    const free = room === undefined ? [] : (counts[room.id] ?? []).filter((id) => id !== 'captain');
    const headingId = `board-${owner}`;
    const section = html`<section aria-labelledby=${`${headingId} title`}>
      <h3 id=${headingId} class=${attacking ? 'visually-hidden' : 'run-in'}>${name}, ${attacking ? 'the attacker' : 'the target'}:</h3>
      <p class="hint">
        Choose a compartment to post a sailor (<span data-free=${free.length}>${free.length === 0 ? 'none free in the control room' : `${String(free.length)} free`}</span>), again to send the crew back.
        ${attacking
          ? 'A manned standby tile adds its bonus (the Boiler Room at close range, the Long-range Sights at distant).'
          : 'A manned armored tile in the location hit (outlined) adds 1 armor.'}
      </p>
      <steam-torpedo-submarine
        part=${`board ${attacking ? 'attacker-board' : 'target-board'}`}
        data-submarine=${owner}
        label=${`${name}'s submarine, ${attacking ? 'the attacker' : 'the target'}`}
        highlight-location=${highlight ?? ''}
        ?hide-legend=${attacking}
        .submarine=${submarine}
        .state=${state.game}
        .selectable=${postable}
        action-label="post a sailor"
        .actionLabels=${recall}
        @rb-tile-select=${this.onTileSelect}
      ></steam-torpedo-submarine>
      ${posts.length === 0
        ? nothing
        : html`<ul class="post-list" part="posts" aria-label=${`${name}’s crew at their posts`}>
        ${posts.map((tile) => {
          const crew = counts[tile] ?? [];
          const title = tileName(state, owner, tile);
          return html`<li data-post=${tile}>
            <span>${title}: ${crewList(crew)}</span>
            <button part="button post-button" data-action="man" aria-disabled=${free.length === 0 ? 'true' : 'false'} @click=${() => this.send({ type: 'man', submarine: owner, tile })}>
              + another sailor<span class="visually-hidden"> in the ${title}</span>
            </button>
            <button part="button post-button" data-action="unman" @click=${() => void this.sendBack(owner, tile)}>
              Send back<span class="visually-hidden"> the crew in the ${title} to the control room</span>
            </button>
          </li>`;
        })}
      </ul>`}
    </section>`;
    if (!attacking) return section;
    // The reader aims at the target: the attacker's board (its standby bonuses) is looked at now and
    // then, so it waits closed under a summary that says what is in it and how many posts are manned.
    return html`<details class="attacker-details" part="attacker-details">
      <summary part="attacker-summary"><strong>${name}, the attacker:</strong> board and crew (${plural(posts.length, 'post')} manned)</summary>
      ${section}
    </details>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Words

function submarineName(state: AttackLabState, player: PlayerId): string {
  const submarine = state.game.submarines[player];
  return submarine === undefined ? player : FACTION_NAMES[submarine.faction];
}

function otherOf(state: AttackLabState, player: PlayerId): PlayerId {
  return state.game.players.find((candidate) => candidate !== player) ?? player;
}

function tileName(state: AttackLabState, owner: PlayerId, tileId: string): string {
  return state.game.submarines[owner]?.tiles.find((tile) => tile.id === tileId)?.name ?? tileId;
}

function sectorsApart(apart: number): string {
  return apart === 0 ? 'in the same sector' : `${plural(apart, 'sector')} apart`;
}

function arcWords(arc: Arc): string {
  return `Enemy ${POSITION_WORDS[arc.position]}, ${arc.range} range → hits its ${arc.target}`;
}

function weaponKind(tile: TileDefinition, weapon: WeaponChoice): string {
  const action = tile.effects[weapon.effect]?.action;
  switch (action?.kind) {
    case 'attack':
      return `attack ${String(tile.attack + (action.bonus ?? 0))}`;
    case 'drain-oxygen':
      return `drains ${plural(action.amount, 'oxygen token')}`;
    case 'shoot-crew':
      return `shoots ${String(action.amount)} ${action.who === 'sailors' ? 'sailor' : 'crew'}`;
    default:
      return '';
  }
}

function sideQuestionText(state: AttackLabState, submarine: PlayerId, direction: 1 | -1): string {
  const sector = (state.game.submarines[submarine]?.sector ?? 0) + direction;
  return `${submarineName(state, submarine)} enters sector ${String(sector)}, where ${submarineName(state, otherOf(state, submarine))} is. On which side of it does ${submarineName(state, submarine)} lie?`;
}

/** True when moving `submarine` this way brings both into one sector: the lab then needs a side. */
function needsSide(state: AttackLabState, submarine: PlayerId, direction: 1 | -1): boolean {
  const moves = attackLab.legalCommands(state).filter((command) => command.type === 'move' && command.submarine === submarine && command.direction === direction);
  return moves.length > 0 && moves.every((command) => command.type === 'move' && command.side !== undefined);
}

/** The position, the range and what the weapon does now, in two sentences: for the live region. */
function summarize(state: AttackLabState): string {
  const sight = labSight(state);
  const preview = previewAttack(state.game, state.attacker, state.weapon.tile, state.weapon.effect);
  const defender = submarineName(state, defenderOfLab(state));
  const weapon = tileName(state, state.attacker, state.weapon.tile);
  const where = `${capitalise(defender)} is ${POSITION_WORDS[sight.position]}, ${sight.range} range.`;
  const reached = [...new Set(preview.arcs.filter((check) => check.inReach).map((check) => check.arc.target))];
  if (reached.length === 0) return `${where} The ${weapon} cannot fire from here.`;
  const numbers = preview.locations.map((location) => `on the ${location.location} attack ${String(location.attackTotal)}, armor ${String(location.armorValue)}, damage ${String(location.damageTotal)}`);
  return `${where} The ${weapon} hits the ${listWords(reached)}${numbers.length > 0 ? `: ${numbers.join('; ')}` : ''}.`;
}

function describeLabEvent(state: AttackLabState, event: AttackLabEvent): string {
  switch (event.type) {
    case 'submarine-placed': {
      const name = submarineName(state, event.submarine);
      const other = otherOf(state, event.submarine);
      const shared = event.rule === RULE.maneuverSharedSector;
      const lies = sideOf(event.northernSubmarine, event.submarine);
      const side = `${lies} side (${compassOfSide(lies)} of it)`;
      return `${name} moves from sector ${String(event.from)} to sector ${String(event.to)}${shared ? `, on ${submarineName(state, other)}’s ${side}` : ''}.`;
    }
    case 'sailor-posted':
      return `${capitalise(crewName(event.crew))} takes post in ${submarineName(state, event.submarine)}’s ${tileName(state, event.submarine, event.tile)}.`;
    case 'crew-recalled':
      return `${capitalise(crewList(event.crew))} ${event.crew.length === 1 ? 'goes' : 'go'} back from ${submarineName(state, event.submarine)}’s ${tileName(state, event.submarine, event.tile)} to the control room.`;
    case 'weapon-chosen':
      return `Weapon: the ${tileName(state, state.attacker, event.tile)}.`;
    case 'lab-reset':
      return 'Reset: the submarines, the crew and the weapon back where the attributes put them.';
  }
}

function renderAttackList(attack: AttackBreakdown, weaponName: string): TemplateResult {
  const items: TemplateResult[] = [html`<li data-attack="symbols">+${attack.symbols} ${weaponName}’s attack symbols</li>`];
  if (attack.effectBonus !== 0) items.push(html`<li data-attack="effect-bonus">+${attack.effectBonus} the effect’s own bonus</li>`);
  for (const bonus of attack.bonuses) {
    const range = bonus.for === null ? 'any range' : `${bonus.for} range`;
    if (bonus.counts) {
      items.push(html`<li data-attack="bonus" data-tile=${bonus.tile}>+${bonus.amount} ${bonus.name} (manned; for ${range})</li>`);
    } else {
      const why = !bonus.manned ? `needs the tile manned (for ${range})` : `is for ${range} only`;
      items.push(html`<li class="not-counted" data-attack="bonus-not-counted" data-tile=${bonus.tile}>+0 ${bonus.name}’s bonus ${why}</li>`);
    }
  }
  return html`<ul class="breakdown" part="breakdown">
    ${items}
  </ul>`;
}
