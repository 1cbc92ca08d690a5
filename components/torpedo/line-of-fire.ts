import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { applyCommand, isRuleViolation } from '../../rules/engine/index.ts';
import {
  RULE,
  goalMet,
  lineOfFire,
  lineOfFireLab,
  lineOfFirePresetNamed,
  moveProblem,
  turnHeading,
  withPiece,
  type LineOfFireLab,
  type LineOfFireLabState,
  type LineOfFirePreset,
  type LineOfFireSetup,
  type Piece,
  type Point,
  type Shot,
} from '../../rules/torpedo/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { LabHistory } from '../shared/lab-history.ts';
import { labStyles, renderRefusal, renderUndoReset, type Refusal } from '../shared/lab-shell.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { attributeOfFieldIn, givenTexts, readSetup } from '../shared/setup-attributes.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { ShareController } from '../shared/share-link.ts';
import { fieldStyles, ownerMarks, renderField, shipLabels, type FieldShip } from './field.ts';
import { dragTip, shipKey, startDrag, type ShipDrag } from './ship-moves.ts';
import { atWords, capitalise, citation, mm, pointingWords, shipWords } from './words.ts';

const ATTRIBUTES = ['preset', 'shooter', 'targets', 'field'] as const;

/** How far an arrow key moves a ship, in millimetres; with Shift, the fine step. */
const STEP_MM = 5;
const FINE_STEP_MM = 1;
/** Pixels a millimetre until the drawing has been measured. */
const FALLBACK_SCALE = 2.5;

interface Drag extends ShipDrag {
  id: string;
  /** The lab as the drag goes, shown until the pointer is released. */
  live: LineOfFireLab;
}

/**
 * A lab for the line of a Torpedo torpedo: a shooter and the ships around it, of any size and
 * owner, on a stretch of the field seen from above. The reader drags a ship, or Tabs to it and
 * moves it with the arrow keys and turns it with Q and E (or [ and ]), and sees the shooter's
 * torpedo: the line from its tip to the first ship it meets, and the result — the ship sinks, the
 * torpedo is blocked (a ship of the shooter's size), or it misses — in words and in the drawing,
 * with the rule.
 *
 * Everything comes from the rules: the lab is the ruleset `lineOfFireLab`, whose `initialState`
 * reads the attributes and whose `move` command moves a ship; `lineOfFire` traces the
 * shot (`traceTorpedo`), `moveProblem` refuses a move where a placement would be refused (off the
 * field, touching another ship), and the turns take the headings table (`turnHeading`), so a ship
 * turned points exactly the same way in every browser.
 *
 * The class is not registered; import `torpedo-line-of-fire.ts` for the tag.
 *
 * Keyboard: every ship is a Tab stop; the arrow keys move it 5 mm (with Shift, 1 mm), Q or [ turns
 * it 15° anticlockwise, E or ] 15° clockwise. The turn buttons turn the ship chosen last.
 *
 * @tagname torpedo-line-of-fire
 * @attr preset - `block-like-for-like` (default), `save-your-large`, `avoid-friendly-fire`,
 *   `first-ship-met`, `graze` or `beside-the-line`. Attributes given beside it replace its parts.
 * @attr shooter - The shooter in short form: size, owner, the tip's x and y in millimetres, the
 *   angle in degrees clockwise from pointing right, a multiple of 15 (`small red 40 75 0`).
 * @attr targets - The other ships in the same short form, separated by `;` (`large blue 150 75 90; medium red 200 40 180`), or `none`.
 * @attr field - The stretch of the field shown, width and height in millimetres (`240 150`, the default).
 * @fires rb-line-of-fire-change - After every change. `detail: { lab, shot }`.
 * @csspart base - The widget's box.
 * @csspart description - With a preset: what it shows, or the puzzle to solve, with the rule.
 * @csspart goal - With a puzzle: whether it is solved (`data-solved`).
 * @csspart result - The shot's result in words (`data-result`: sinks, blocked or miss; its rule in `data-rule`).
 * @csspart line - The shot's line in words.
 * @csspart field - The drawing's `<svg>`; `ship` each ship (`data-id`, `data-owner`), `shot` the torpedo (`data-result`), `shot-line` and `shot-onward` its lines.
 * @csspart key - The ships listed: label, owner, size and what happened to them.
 * @csspart refusal - A move the rules refused, with the rule.
 * @csspart controls - Turn, Undo and Reset; `button` every button, `turn-left-button`, `turn-right-button`, `undo-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the chosen ship's outline.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders, the field's edge.
 * @cssprop --rb-color-text - Text, outlines, the torpedo's line.
 */
export class TorpedoLineOfFire extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labStyles,
    fieldStyles,
    css`
      :host {
        max-width: 48rem;
      }
      .result {
        font-weight: 600;
      }
      .result strong {
        font-size: 1.25em;
        margin-right: 0.3rem;
      }
      .key {
        display: flex;
        flex-wrap: wrap;
        gap: 0.15rem 1rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .key b {
        font-family: ${tokens.monoFontFamily};
      }
      .refusal {
        color: ${tokens.miss};
      }
      .width-probe {
        height: 0;
      }
      .widget .description {
        color: inherit;
      }
      .goal[data-solved='true'] {
        color: ${tokens.hit};
        font-weight: 600;
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() shooter: string | null = null;
  @property() targets: string | null = null;
  @property() field: string | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  @state() private drag: Drag | null = null;
  /** The ship the turn buttons turn: the one moved, pressed or focused last; null: the shooter. */
  @state() private chosen: string | null = null;
  @state() private refusal: Refusal | null = null;

  private shownPreset: LineOfFirePreset | undefined = undefined;
  private needsSetup = true;
  private readonly history = new LabHistory<LineOfFireLabState>(this, ({ lab }) => `${summary(lab)}${this.solved(lab) ? ' Puzzle solved.' : ''}`);

  /** "Copy link", and the lab restored from a shared link: its attributes, then its changes (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.history.announcer.announce(text);
    },
    log: () => this.history.log,
    replay: (log) => this.history.replay(log),
  });
  private readonly drawn = new DrawnWidth(this);

  /** The lab now (while a ship is dragged, as it stands under the pointer); null while the attributes are wrong. */
  get state(): LineOfFireLab | null {
    return this.drag?.live ?? this.lab;
  }

  /** The table as the rules hold it now, the drag aside. */
  private get lab(): LineOfFireLab | null {
    return this.history.current?.lab ?? null;
  }

  /** The shooter's torpedo now, from the rules; null while the attributes are wrong. */
  get shot(): Shot | null {
    const lab = this.state;
    return lab === null ? null : lineOfFire(lab);
  }

  /**
   * Moves the ship `id` so its tip is at `tip` and, with `heading`, turns it. False, with the
   * rules' reason shown and said, when the ship would leave the field or touch another.
   */
  place(id: string, tip: Point, heading?: Point): boolean {
    const current = this.history.current;
    const lab = current?.lab;
    const piece = lab?.pieces.find((entry) => entry.id === id);
    if (current === null || lab === undefined || piece === undefined) return false;
    const next = { ...piece, tip, heading: heading ?? piece.heading };
    this.chosen = id;
    let after: LineOfFireLabState;
    try {
      after = applyCommand(lineOfFireLab, current, { type: 'move', ship: id, tip: next.tip, heading: next.heading });
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      this.showRefusal(lab, error.message, error.rule);
      return false;
    }
    this.refusal = null;
    const turned = heading !== undefined && (heading.x !== piece.heading.x || heading.y !== piece.heading.y);
    const moved = tip.x !== piece.tip.x || tip.y !== piece.tip.y;
    const labels = labelsOf(lab);
    const name = labels[id] ?? id;
    const said = turned && !moved ? `${name} turned, ${pointingWords(next.heading)}.` : `${name} moved ${atWords(tip)}${turned ? `, ${pointingWords(next.heading)}` : ''}.`;
    this.commit(after, said);
    return true;
  }

  /** Turns the ship `id` (default: the one chosen last, else the shooter) `steps` steps of 15°, clockwise for positive. */
  turn(steps: number, id: string = this.chosenId()): boolean {
    const piece = this.lab?.pieces.find((entry) => entry.id === id);
    return piece !== undefined && this.place(id, piece.tip, turnHeading(piece.heading, steps));
  }

  /** Takes back the last move or turn. */
  undo(): boolean {
    this.refusal = null;
    const undone = this.history.undo();
    if (undone) this.fireChange();
    return undone;
  }

  /** Back to the table the attributes set. */
  reset(): void {
    this.refusal = null;
    this.history.reset();
    this.fireChange();
  }

  /** Whether `lab` meets the shown puzzle's goal (false without a puzzle). */
  private solved(lab: LineOfFireLab): boolean {
    const goal = this.shownPreset?.goal;
    return goal !== undefined && goalMet(goal, lab);
  }

  private chosenId(): string {
    const lab = this.lab;
    return this.chosen !== null && lab?.pieces.some((piece) => piece.id === this.chosen) === true ? this.chosen : (lab?.shooter ?? '');
  }

  /** Whether the rules let `piece` lie where it is now; if not, the refusal is shown and said. */
  private accepts(lab: LineOfFireLab, piece: Piece): boolean {
    const problem = moveProblem(lab, piece);
    if (problem === null) {
      this.refusal = null;
      return true;
    }
    this.showRefusal(lab, problem.reason, problem.rule);
    return false;
  }

  /** Shows and says the rules' refusal, with the ships' ids put as their labels. */
  private showRefusal(lab: LineOfFireLab, reason: string, rule: string): void {
    const labels = labelsOf(lab);
    const message = reason.replace(new RegExp(`(?<![\\w-])(${lab.pieces.map((entry) => escapeRegExp(entry.id)).join('|')})(?![\\w-])`, 'g'), (id) => labels[id] ?? id);
    if (this.refusal?.message !== message) this.history.announcer.announce(`Refused: ${message}`);
    this.refusal = { message, rule };
  }

  private commit(next: LineOfFireLabState, said: string): void {
    this.history.change(next, said);
    this.fireChange();
  }

  private fireChange(): void {
    const lab = this.lab;
    if (lab !== null) this.dispatchEvent(new CustomEvent('rb-line-of-fire-change', { detail: { lab, shot: lineOfFire(lab) }, bubbles: true, composed: true }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (ATTRIBUTES.some((attribute) => changed.has(attribute)) || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const setup: LineOfFireSetup = givenTexts(this, ATTRIBUTES);
    const start = readSetup(problems, () => lineOfFireLab.initialState({ seed: 1, ...setup }), attributeOfFieldIn(ATTRIBUTES));
    this.problems = problems;
    this.drag = null;
    this.chosen = null;
    this.refusal = null;
    this.history.begin(start);
    // A preset's words describe its own ships: shown only when the ships are the preset's.
    this.shownPreset = setup.shooter === undefined && setup.targets === undefined && setup.field === undefined ? lineOfFirePresetNamed(setup.preset ?? 'block-like-for-like') : undefined;
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const lab = this.state;
      return lab === null ? nothing : this.renderWidget(lab, lineOfFire(lab));
    });
  }

  private renderWidget(lab: LineOfFireLab, shot: Shot): TemplateResult {
    const preset = this.shownPreset;
    const labels = labelsOf(lab);
    const chosen = this.chosenId();
    const description = preset === undefined ? undefined : html`${preset.description}${renderCitation(citation(preset.rule))}`;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">${preset?.title ?? 'The line of a torpedo'}</h2>
      ${description === undefined ? nothing : html`<p class="description" part="description">${description}</p>`} ${this.share.renderNotice()}
      <div>${widthProbe}${this.renderDrawing(lab, shot, labels)}</div>
      ${this.renderResult(lab, shot, labels)}
      ${preset?.goal === undefined ? nothing : this.solved(lab) ? html`<p class="goal" part="goal" data-solved="true">Puzzle solved.</p>` : html`<p class="goal" part="goal" data-solved="false">Not solved yet.</p>`}
      ${this.renderKey(lab, shot, labels)}
      <p class="hint">Drag a ship, or Tab to it and move it with the arrow keys (Shift: 1 mm); Q or [ turns it anticlockwise, E or ] clockwise, 15° a press. Angles are clockwise from pointing right.</p>
      ${renderRefusal(this.refusal, citation)}
      ${renderUndoReset(
        this,
        this.history.canUndo,
        this.history.canUndo,
        html`<button part="button turn-left-button" @click=${() => this.turn(-1)}>Turn ${labels[chosen] ?? chosen} anticlockwise</button>
          <button part="button turn-right-button" @click=${() => this.turn(1)}>Turn ${labels[chosen] ?? chosen} clockwise</button>`,
        this.share.renderButton(),
      )}
      ${this.history.announcer.render()}
    </div>`;
  }

  private renderResult(lab: LineOfFireLab, shot: Shot, labels: Readonly<Record<string, string>>): TemplateResult {
    const shooter = lab.pieces.find((piece) => piece.id === lab.shooter);
    const line = shooter === undefined ? '' : `The torpedo runs from the tip of ${shipWords(shooter, labels[shooter.id] ?? '')} (${atWords(shooter.tip).slice(3)}, ${pointingWords(shooter.heading)}) in a straight line, and hits the first ship it meets, even by a graze.`;
    const rule = shot.result === 'miss' ? RULE.line : RULE.hit;
    // Under the drawing: words that change length while a ship is dragged must not move the field under the pointer.
    return html`<p class="result" part="result" data-result=${shot.result} data-rule=${rule}><strong>${RESULT_WORD[shot.result]}.</strong> ${resultWords(lab, shot, labels)}${renderCitation(citation(rule))}</p>
      <p part="line">${line}${renderCitation(citation(RULE.line))}</p>`;
  }

  private renderDrawing(lab: LineOfFireLab, shot: Shot, labels: Readonly<Record<string, string>>): TemplateResult {
    const scale = this.drawn.width > 0 ? this.drawn.width / lab.field.width : FALLBACK_SCALE;
    const shooter = lab.pieces.find((piece) => piece.id === lab.shooter);
    const ships: FieldShip[] = lab.pieces.map((piece) => ({
      piece,
      mark: piece.id === lab.shooter ? 'shooter' : piece.id !== shot.hit ? null : shot.result === 'sinks' ? 'sunk' : 'blocker',
    }));
    return html`${renderField({
      field: lab.field,
      ships,
      shots: shooter === undefined ? [] : [{ from: shot.from, heading: shooter.heading, contact: shot.contact, result: shot.result }],
      scale,
      label: `The field, ${mm(lab.field.width)} by ${mm(lab.field.height)} mm, seen from above`,
      interaction: {
        mode: 'move',
        focused: this.chosen,
        labelOf: (piece) => `${shipWords(piece, labels[piece.id] ?? '')}${piece.id === lab.shooter ? ', the shooter' : ''}, tip ${atWords(piece.tip)}, ${pointingWords(piece.heading)}`,
        onKey: this.onShipKey,
        onPointerDown: this.onPointerDown,
      },
      onPointerMove: this.onPointerMove,
      onPointerUp: this.onPointerUp,
    })}`;
  }

  private renderKey(lab: LineOfFireLab, shot: Shot, labels: Readonly<Record<string, string>>): TemplateResult {
    const fate = (piece: Piece): string => (piece.id === lab.shooter ? ' — fires' : piece.id !== shot.hit ? '' : shot.result === 'sinks' ? ' — sunk' : ' — blocks');
    return html`<ul class="key" part="key" aria-label="The ships">
      ${lab.pieces.map((piece) => html`<li><b>${labels[piece.id]}</b> ${piece.owner} ${piece.size}${fate(piece)}</li>`)}
    </ul>`;
  }

  private readonly onShipKey = (id: string, event: KeyboardEvent): void => {
    const lab = this.lab;
    const piece = lab?.pieces.find((entry) => entry.id === id);
    if (lab === null || piece === undefined) return;
    const key = shipKey(event, STEP_MM, FINE_STEP_MM);
    if (key?.kind === 'turn') this.turn(key.steps, id);
    else if (key?.kind === 'move') this.place(id, { x: piece.tip.x + key.by.x, y: piece.tip.y + key.by.y });
    else if (key?.kind === 'press') {
      this.chosen = id;
      this.history.announcer.announce(`${labelsOf(lab)[id] ?? id} chosen: the turn buttons turn it.`);
    }
  };

  private readonly onPointerDown = (id: string, event: PointerEvent): void => {
    const lab = this.lab;
    const piece = lab?.pieces.find((entry) => entry.id === id);
    if (lab === null || piece === undefined) return;
    const started = startDrag(event, piece.tip);
    if (started === null) return;
    this.chosen = id;
    this.drag = { ...started, id, live: lab };
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    const tip = dragTip(drag, event);
    const piece = drag?.live.pieces.find((entry) => entry.id === drag.id);
    if (drag === null || tip === null || piece === undefined) return;
    const next = { ...piece, tip };
    if (next.tip.x === piece.tip.x && next.tip.y === piece.tip.y) return;
    if (this.accepts(drag.live, next)) this.drag = { ...drag, live: withPiece(drag.live, next) };
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const drag = this.drag;
    if (drag?.pointerId !== event.pointerId) return;
    this.drag = null;
    const before = this.lab?.pieces.find((entry) => entry.id === drag.id);
    const after = drag.live.pieces.find((entry) => entry.id === drag.id);
    if (before === undefined || after === undefined || (before.tip.x === after.tip.x && before.tip.y === after.tip.y)) return;
    // A drag stopped short where the ship would touch another: the reason stays shown after the drop.
    const stopped = this.refusal;
    if (this.place(drag.id, after.tip)) this.refusal = stopped;
  };
}

const RESULT_WORD = { sinks: 'Sinks', blocked: 'Blocked', miss: 'Miss' } as const;

function labelsOf(lab: LineOfFireLab): Readonly<Record<string, string>> {
  return shipLabels(lab.pieces, ownerMarks(lab.pieces.map((piece) => piece.owner)));
}

/** The result in a sentence: what the torpedo met, how far off, and why that is the result. */
function resultWords(lab: LineOfFireLab, shot: Shot, labels: Readonly<Record<string, string>>): string {
  const shooter = lab.pieces.find((piece) => piece.id === lab.shooter);
  const hit = lab.pieces.find((piece) => piece.id === shot.hit);
  if (shooter === undefined || hit === undefined || shot.reach === null) return 'The torpedo meets no ship before the edge of the field.';
  const target = `${shipWords(hit, labels[hit.id] ?? '')}, ${mm(shot.reach)} mm from the tip`;
  if (shot.result === 'blocked') return `The torpedo hits ${target}: the shooter’s size, so it stops the torpedo and takes no harm.`;
  const friendly = hit.owner === shooter.owner ? ` — ${hit.owner}’s own ship: friendly fire sinks too` : '';
  return `The torpedo hits ${target}, a ship of another size: it sinks${friendly}.`;
}

/** The lab's result in a sentence, for the live region after each change. */
function summary(lab: LineOfFireLab): string {
  const shot = lineOfFire(lab);
  return `${RESULT_WORD[shot.result]}: ${capitalise(resultWords(lab, shot, labelsOf(lab)))}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
