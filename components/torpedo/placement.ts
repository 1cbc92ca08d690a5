import { LitElement, css, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { applyCommand, isRuleViolation, type RuleViolation } from '../../rules/engine/index.ts';
import {
  GHOST_ID,
  PLACEMENT_PRESETS,
  RULE,
  SIZES,
  ghostProblem,
  ghostRoom,
  placementLab,
  turnHeading,
  withGhost,
  type GhostRoom,
  type Piece,
  type PlacementLabCommand,
  type PlacementLabState as PlacementLab,
  type PlacementPreset,
  type PlacementSetup,
  type Point,
  type Size,
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
import { dragTip, heldShipStyles, shipKey, startDrag, type ShipDrag } from './ship-moves.ts';
import { atWords, capitalise, citation, mm, pointingWords, shipWords } from './words.ts';

const ATTRIBUTES = ['preset', 'table', 'ghost', 'field'] as const;

/** How far an arrow key moves the ghost, in millimetres; with Shift, the fine step. */
const STEP_MM = 5;
const FINE_STEP_MM = 0.5;
const FALLBACK_SCALE = 2.5;

interface Drag extends ShipDrag {
  /** The ghost as the drag goes, shown until the pointer is released. */
  ghost: Piece;
}

/**
 * Placing a Torpedo ship: a ghost piece the reader drags (or moves with the arrow keys and turns
 * with Q and E) over a table with ships already placed. As it moves, the widget shows the room
 * around it — the gap to the nearest ship and to the field's edge, drawn and in millimetres — and
 * whether it may be dropped there; Place (or Enter on the ghost) drops it. The rules refuse a drop
 * that touches another ship or hangs over the edge, and say which rule; a ship placed never moves
 * again.
 *
 * Everything comes from the rules: the lab is the ruleset `placementLab`, whose `initialState`
 * reads the attributes and whose commands move, resize and drop the ghost; `ghostProblem` is
 * `placementProblem`, `ghostRoom` is `clearance` with the gaps' ends.
 *
 * The class is not registered; import `torpedo-placement.ts` for the tag.
 *
 * Keyboard: the ghost is a Tab stop; the arrow keys move it 5 mm (with Shift, 0.5 mm), Q or [ turns
 * it 15° anticlockwise, E or ] clockwise, Enter places it. The size is a group of radio buttons.
 *
 * @tagname torpedo-placement
 * @attr preset - `open-field` (default), `tight-gap`, `edge` or `crowded`.
 * @attr table - The ships already placed, in short form (size, owner, the tip's x and y in mm, the
 *   angle in degrees clockwise from pointing right, a multiple of 15), separated by `;`, or `none`.
 * @attr ghost - The ghost in the same short form (`medium red 120 75 0`): where it starts.
 * @attr field - The field's width and height in millimetres (`240 150`, the default).
 * @fires rb-placement-change - After every move, turn, drop, undo or reset. `detail: { lab, problem }`.
 * @csspart base - The widget's box.
 * @csspart description - With a preset: what it shows, with the rule.
 * @csspart field - The drawing's `<svg>`; `ship` each ship (`data-id`; the ghost's is `ghost`), `gap` the gap lines.
 * @csspart verdict - Whether the ghost may be dropped where it is, in words (`data-fits`), with the rule.
 * @csspart room - The gaps to the nearest ship and to the edge, in millimetres.
 * @csspart sizes - The size radio buttons.
 * @csspart refusal - A drop the rules refused, with the rule.
 * @csspart controls - Turn, Place, Undo and Reset; `button` every button, `turn-left-button`, `turn-right-button`, `place-button`, `undo-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the ghost's focus.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders, the field's edge.
 * @cssprop --rb-color-text - Text, outlines, the gap lines.
 */
export class TorpedoPlacement extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    labStyles,
    fieldStyles,
    heldShipStyles,
    css`
      :host {
        max-width: 48rem;
      }
      .width-probe {
        height: 0;
      }
      .widget .description {
        color: inherit;
      }
      .verdict {
        font-weight: 600;
        margin: 0;
      }
      .room {
        margin: 0;
      }
      .refusal {
        color: ${tokens.miss};
      }
      .gap {
        stroke: ${tokens.text};
        stroke-width: 1.5;
        stroke-dasharray: 2 2;
        vector-effect: non-scaling-stroke;
      }
      .gap-end {
        fill: ${tokens.text};
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() table: string | null = null;
  @property() ghost: string | null = null;
  @property() field: string | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  @state() private drag: Drag | null = null;
  @state() private refusal: Refusal | null = null;

  private shownPreset: PlacementPreset | undefined = undefined;
  private needsSetup = true;
  private readonly history = new LabHistory<PlacementLab>(this, (lab) => this.verdictWords(lab));

  /** "Copy link", and the lab restored from a shared link: its attributes, then its changes (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.history.announcer.announce(text);
    },
    log: () => this.history.log,
    replay: (log) => this.history.replay(log),
  });
  private readonly drawn = new DrawnWidth(this);

  /** The lab now (while the ghost is dragged, as it stands under the pointer); null while the attributes are wrong. */
  get state(): PlacementLab | null {
    const lab = this.history.current;
    return lab === null || this.drag === null ? lab : withGhost(lab, this.drag.ghost);
  }

  /** Moves the ghost's tip to `tip` and, with `heading`, turns it. The ghost may go anywhere; only a drop is judged. */
  moveGhost(tip: Point, heading?: Point): boolean {
    const lab = this.history.current;
    if (lab === null) return false;
    const next = this.play(lab, { type: 'move', tip, heading: heading ?? lab.ghost.heading });
    if (isRuleViolation(next)) return false;
    const turned = heading !== undefined && (heading.x !== lab.ghost.heading.x || heading.y !== lab.ghost.heading.y);
    this.refusal = null;
    this.commit(next, turned ? `Ghost turned, ${pointingWords(next.ghost.heading)}.` : `Ghost moved ${atWords(tip)}.`);
    return true;
  }

  /** Turns the ghost `steps` steps of 15°, clockwise for positive. */
  turn(steps: number): boolean {
    const ghost = this.history.current?.ghost;
    return ghost !== undefined && this.moveGhost(ghost.tip, turnHeading(ghost.heading, steps));
  }

  /** Makes the ghost a ship of `size`, where it is. */
  chooseSize(size: Size): boolean {
    const lab = this.history.current;
    if (lab === null || lab.ghost.size === size) return false;
    const next = this.play(lab, { type: 'size', size });
    if (isRuleViolation(next)) return false;
    this.refusal = null;
    this.commit(next, `The ghost is now a ${size} ship.`);
    return true;
  }

  /** Drops the ghost where it is: true when the rules accept it (it joins the table for good); else the refusal is shown and said. */
  place(): boolean {
    const lab = this.history.current;
    if (lab === null) return false;
    const next = this.play(lab, { type: 'drop' });
    if (isRuleViolation(next)) {
      const message = this.withLabels(lab, next.message);
      this.refusal = { message, rule: next.rule };
      this.history.announcer.announce(`Refused: ${message}`);
      this.fireChange();
      return false;
    }
    this.refusal = null;
    const placed = next.table.at(-1) ?? lab.ghost;
    const label = this.labelsOf(next)[placed.id] ?? placed.id;
    this.commit(next, `${label} placed ${atWords(placed.tip)}, ${pointingWords(placed.heading)}: it never moves again. A new ghost waits where the first one started.`);
    return true;
  }

  /** The lab after `command`, as the rules play it, or their refusal. */
  private play(lab: PlacementLab, command: PlacementLabCommand): PlacementLab | RuleViolation {
    try {
      return applyCommand(placementLab, lab, command);
    } catch (error) {
      if (isRuleViolation(error)) return error;
      throw error;
    }
  }

  undo(): boolean {
    this.refusal = null;
    const undone = this.history.undo();
    if (undone) this.fireChange();
    return undone;
  }

  reset(): void {
    this.refusal = null;
    this.history.reset();
    this.fireChange();
  }

  private commit(next: PlacementLab, said: string): void {
    this.history.change(next, `${said} ${this.verdictWords(next)}`);
    this.fireChange();
  }

  private fireChange(): void {
    const lab = this.history.current;
    if (lab !== null) this.dispatchEvent(new CustomEvent('rb-placement-change', { detail: { lab, problem: ghostProblem(lab) }, bubbles: true, composed: true }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (ATTRIBUTES.some((attribute) => changed.has(attribute)) || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const setup: PlacementSetup = givenTexts(this, ATTRIBUTES);
    const lab = readSetup(problems, () => placementLab.initialState({ seed: 1, ...setup }), attributeOfFieldIn(ATTRIBUTES));
    this.problems = problems;
    this.drag = null;
    this.refusal = null;
    this.history.begin(lab);
    this.shownPreset = setup.table === undefined && setup.ghost === undefined && setup.field === undefined ? PLACEMENT_PRESETS.find((entry) => entry.name === (setup.preset ?? 'open-field')) : undefined;
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const lab = this.state;
      return lab === null ? nothing : this.renderWidget(lab);
    });
  }

  private renderWidget(lab: PlacementLab): TemplateResult {
    const preset = this.shownPreset;
    const problem = ghostProblem(lab);
    const room = ghostRoom(lab);
    const labels = this.labelsOf(lab);
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">${preset?.title ?? 'Place a ship'}</h2>
      ${preset === undefined ? nothing : html`<p class="description" part="description">${preset.description}${renderCitation(citation(preset.rule))}</p>`} ${this.share.renderNotice()}
      <div>${widthProbe}${this.renderDrawing(lab, room, labels)}</div>
      <p class="verdict" part="verdict" data-fits=${problem === null ? 'true' : 'false'}>
        ${problem === null ? 'Fits here: Place drops it.' : `Would be refused here: ${this.withLabels(lab, problem.reason)}`}${renderCitation(citation(problem?.rule ?? RULE.noTouch))}
      </p>
      <p class="room" part="room">${roomWords(room, labels)}</p>
      <fieldset part="sizes">
        <legend>Ghost’s size</legend>
        ${SIZES.map(
          (size) =>
            html`<label
              ><input type="radio" name="size" value=${size} .checked=${lab.ghost.size === size} @change=${() => this.chooseSize(size)} />
              ${size}</label
            >`,
        )}
      </fieldset>
      <p class="hint">Drag the ghost, or Tab to it and move it with the arrow keys (Shift: 0.5 mm); Q or [ turns it anticlockwise, E or ] clockwise, 15° a press; Enter places it.</p>
      ${renderRefusal(this.refusal, citation)}
      ${renderUndoReset(
        this,
        this.history.canUndo,
        this.history.canUndo,
        html`<button part="button turn-left-button" @click=${() => this.turn(-1)}>Turn anticlockwise</button>
          <button part="button turn-right-button" @click=${() => this.turn(1)}>Turn clockwise</button>
          <button class="primary" part="button place-button" @click=${() => this.place()}>Place</button>`,
        this.share.renderButton(),
      )}
      ${this.history.announcer.render()}
    </div>`;
  }

  private renderDrawing(lab: PlacementLab, room: GhostRoom, labels: Readonly<Record<string, string>>): TemplateResult {
    const scale = this.drawn.width > 0 ? this.drawn.width / lab.field.width : FALLBACK_SCALE;
    const ships: FieldShip[] = lab.table.map((piece): FieldShip => ({ piece, fixed: true }));
    const pieces = [...lab.table, lab.ghost];
    return html`${renderField({
      field: lab.field,
      ships,
      top: { piece: lab.ghost, mark: 'ghost' },
      shots: [],
      scale,
      marks: ownerMarks(pieces.map((piece) => piece.owner)),
      labels,
      overlay: renderGaps(room, scale),
      label: `The field, ${mm(lab.field.width)} by ${mm(lab.field.height)} mm, seen from above, with ${String(lab.table.length)} ship${lab.table.length === 1 ? '' : 's'} placed and the ghost`,
      interaction: {
        mode: 'move',
        focused: GHOST_ID,
        labelOf: (piece) => `The ghost: ${shipWords(piece, labels[piece.id] ?? '')}, tip ${atWords(piece.tip)}, ${pointingWords(piece.heading)}. ${ghostProblem(lab) === null ? 'Fits here.' : 'Would be refused here.'}`,
        onKey: this.onGhostKey,
        onPointerDown: this.onPointerDown,
      },
      onPointerMove: this.onPointerMove,
      onPointerUp: this.onPointerUp,
    })}`;
  }

  private labelsOf(lab: PlacementLab): Readonly<Record<string, string>> {
    const pieces = [...lab.table, lab.ghost];
    return { ...shipLabels(lab.table, ownerMarks(pieces.map((piece) => piece.owner))), [GHOST_ID]: 'ghost' };
  }

  /** The rules' words with the ships' ids replaced by their labels. */
  private withLabels(lab: PlacementLab, words: string): string {
    const labels = this.labelsOf(lab);
    return words.replace(/(?<![\w-])(ghost|ship-\d+|placed-\d+)(?![\w-])/g, (id) => (id === GHOST_ID ? 'the ghost' : (labels[id] ?? id)));
  }

  private verdictWords(lab: PlacementLab): string {
    const problem = ghostProblem(lab);
    return problem === null ? `Fits here. ${capitalise(roomWords(ghostRoom(lab), this.labelsOf(lab)))}` : `Would be refused here: ${this.withLabels(lab, problem.reason)}`;
  }

  private readonly onGhostKey = (_id: string, event: KeyboardEvent): void => {
    const ghost = this.history.current?.ghost;
    if (ghost === undefined) return;
    const key = shipKey(event, STEP_MM, FINE_STEP_MM);
    if (key?.kind === 'turn') this.turn(key.steps);
    else if (key?.kind === 'move') this.moveGhost({ x: ghost.tip.x + key.by.x, y: ghost.tip.y + key.by.y });
    else if (key?.kind === 'press') this.place();
  };

  private readonly onPointerDown = (_id: string, event: PointerEvent): void => {
    const ghost = this.history.current?.ghost;
    const started = ghost === undefined ? null : startDrag(event, ghost.tip);
    if (ghost !== undefined && started !== null) this.drag = { ...started, ghost };
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    const tip = dragTip(drag, event);
    if (drag === null || tip === null) return;
    if (tip.x !== drag.ghost.tip.x || tip.y !== drag.ghost.tip.y) this.drag = { ...drag, ghost: { ...drag.ghost, tip } };
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const drag = this.drag;
    if (drag?.pointerId !== event.pointerId) return;
    this.drag = null;
    const before = this.history.current?.ghost;
    if (before === undefined || (before.tip.x === drag.ghost.tip.x && before.tip.y === drag.ghost.tip.y)) return;
    this.moveGhost(drag.ghost.tip);
  };
}

/** The gaps in words: to the nearest ship, and to the edge. */
function roomWords(room: GhostRoom, labels: Readonly<Record<string, string>>): string {
  const nearest = room.nearest;
  const ship = nearest === null ? 'no other ship on the table' : nearest.gap === null ? `touching ${labels[nearest.id] ?? nearest.id}` : `${mm(nearest.distance)} mm from ${labels[nearest.id] ?? nearest.id}, the nearest ship`;
  const edge = room.edge.distance < 0 ? `${mm(-room.edge.distance)} mm over the edge` : `${mm(room.edge.distance)} mm from the edge`;
  return `The ghost: ${ship}; ${edge}.`;
}

/** The two gaps drawn: a dashed line with a dot at each end, over everything. */
function renderGaps(room: GhostRoom, scale: number): SVGTemplateResult {
  const line = (from: Point, to: Point): SVGTemplateResult =>
    svg`<line class="gap" x1=${from.x} y1=${from.y} x2=${to.x} y2=${to.y}></line><circle class="gap-end" cx=${to.x} cy=${to.y} r=${2 / scale}></circle>`;
  const gap = room.nearest?.gap ?? null;
  return svg`<g part="gap">${gap === null ? nothing : line(gap.from, gap.to)}${room.edge.distance > 0 ? line(room.edge.from, room.edge.to) : nothing}</g>`;
}
