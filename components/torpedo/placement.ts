import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
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
  type PlacementLabCommand,
  type PlacementLabEvent,
  type PlacementLabState as PlacementLab,
  type PlacementSetup,
  type Point,
  type Size,
} from '../../rules/torpedo/index.ts';
import { widthProbe } from '../shared/drawn-width.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { ownerMarks, renderField, shipLabels, type FieldShip } from './field-board.ts';
import { HeldShip } from './held-ship.ts';
import { TorpedoLab } from './lab.ts';
import { placementStyles } from './placement.styles.ts';
import { shipKey } from './ship-moves.ts';
import { atWords, capitalise, citation, mm, pointingWords, shipWords } from './words.ts';

/** How far an arrow key moves the ghost, in millimetres; with Shift, the fine step. */
const STEP_MM = 5;
const FINE_STEP_MM = 0.5;

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
 * `placementProblem`, `ghostRoom` is `clearance` with the gaps' ends. It runs in the shell every
 * lab shares (`LabShell`), so every change is logged with its rule and can be undone, and a shared
 * link carries the changes. A drag is the widget's own until the pointer is released: then it is
 * one move (`HeldShip`).
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
 * @attr seed - Kept like every lab's, though placing rolls no dice. Default 1.
 * @fires rb-command - After every command sent to the lab, accepted or refused. `detail: { command, result }`.
 * @fires rb-placement-change - After every move, turn, drop, undo or reset. `detail: { lab, problem }`.
 * @csspart base - The widget's box.
 * @csspart about - "About this example", collapsed, beside the title (without a typed table or ghost).
 * @csspart description - What it shows, with the rule, inside `about`.
 * @csspart field - The drawing's `<svg>`; `ship` each ship (`data-id`; the ghost's is `ghost`), `gap` the gap lines.
 * @csspart verdict - Whether the ghost may be dropped where it is, in words (`data-fits`), with the rule.
 * @csspart room - The gaps to the nearest ship and to the edge, in millimetres.
 * @csspart sizes - The size radio buttons.
 * @csspart refusal - A drop the rules refused, with the rule.
 * @csspart controls - Turn, Place, Undo, Reset and Copy link; `button` every button, `turn-left-button`, `turn-right-button`, `place-button`, `undo-button`, `reset-button`.
 * @csspart log - The event log (`<rb-event-log>`): a line for every change, with its rule; a refused drop with its rule.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the ghost's focus.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders, the field's edge.
 * @cssprop --rb-color-text - Text, outlines, the gap lines.
 */
export class TorpedoPlacement extends TorpedoLab<PlacementLab, PlacementLabCommand, PlacementLabEvent, PlacementSetup> {
  static override styles = placementStyles;

  @property() table: string | null = null;
  @property() ghost: string | null = null;

  /** The ghost as a drag goes (it may go anywhere; only a drop is judged): not a command until the pointer is released. */
  private readonly held = new HeldShip(this, {
    pieceOf: () => this.placed?.ghost,
    drop: (ghost) => this.moveGhost(ghost.tip),
  });

  constructor() {
    super({ ruleset: placementLab, presets: PLACEMENT_PRESETS, title: 'Place a ship', citation, reset: { type: 'reset' }, properties: ['table', 'ghost', 'field'], attributes: {} });
  }

  /** The lab now (while the ghost is dragged, as it stands under the pointer); null while the attributes are wrong. */
  override get state(): PlacementLab | null {
    const lab = super.state;
    const held = this.held.piece;
    return lab === null || held === null ? lab : withGhost(lab, held);
  }

  /** The lab as the rules hold it: the ghost where the last command left it, whatever a drag shows. */
  private get placed(): PlacementLab | null {
    return super.state;
  }

  /** Moves the ghost's tip to `tip` and, with `heading`, turns it. The ghost may go anywhere; only a drop is judged. */
  moveGhost(tip: Point, heading?: Point): boolean {
    const lab = this.placed;
    if (lab === null) return false;
    return this.send({ type: 'move', tip, heading: heading ?? lab.ghost.heading })?.ok === true;
  }

  /** Turns the ghost `steps` steps of 15°, clockwise for positive. */
  turn(steps: number): boolean {
    const ghost = this.placed?.ghost;
    return ghost !== undefined && this.moveGhost(ghost.tip, turnHeading(ghost.heading, steps));
  }

  /** Makes the ghost a ship of `size`, where it is. */
  chooseSize(size: Size): boolean {
    const lab = this.placed;
    if (lab === null || lab.ghost.size === size) return false;
    return this.send({ type: 'size', size })?.ok === true;
  }

  /** Drops the ghost where it is: true when the rules accept it (it joins the table for good); else the refusal is shown and said. */
  place(): boolean {
    return this.send({ type: 'drop' })?.ok === true;
  }

  /** A command said aloud: its events, a bare turn said as a turn, then the verdict where the ghost now stands. */
  protected override commandWords(events: readonly PlacementLabEvent[], before: PlacementLab | null): string {
    const lab = this.placed;
    return `${events.map((event) => this.saidOf(event, before)).join(' ')}${lab === null ? '' : ` ${this.verdictWords(lab)}`}`;
  }

  /** A refusal names the ships by their labels, as the field draws them. */
  protected override refusalWords(message: string): string {
    const lab = this.placed;
    return lab === null ? message : this.withLabels(lab, message);
  }

  protected override whereWords(lab: PlacementLab): string {
    return this.verdictWords(lab);
  }

  protected override changed(): void {
    this.fireChange();
  }

  /** Takes back the last change. */
  override undo(): boolean {
    this.held.clear();
    return super.undo();
  }

  /** Back to where the attributes put the table and the ghost (the lab's `reset`, which the log records). */
  override reset(): DispatchResult<PlacementLabEvent> | null {
    this.held.clear();
    return super.reset();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New attributes lay a new table: a drag on the old one goes.
    const attributes: readonly PropertyKey[] = ['preset', 'seed', 'table', 'ghost', 'field'];
    if (attributes.some((name) => (changed as Map<PropertyKey, unknown>).has(name))) this.held.clear();
    super.willUpdate(changed);
  }

  private fireChange(): void {
    const lab = this.placed;
    if (lab !== null) this.dispatchEvent(new CustomEvent('rb-placement-change', { detail: { lab, problem: ghostProblem(lab) }, bubbles: true, composed: true }));
  }

  /** An event as the live region says it: a move that only turned the ghost is said as a turn. */
  private saidOf(event: PlacementLabEvent, before: PlacementLab | null): string {
    if (event.type !== 'ghost-moved' || before === null) return this.describeEvent(event);
    const { tip, heading } = event.ghost;
    const turned = heading.x !== before.ghost.heading.x || heading.y !== before.ghost.heading.y;
    return turned && tip.x === before.ghost.tip.x && tip.y === before.ghost.tip.y ? `Ghost turned, ${pointingWords(heading)}.` : `Ghost moved ${atWords(tip)}.`;
  }

  /** An event in a sentence, for the log. */
  protected override describeEvent(event: PlacementLabEvent): string {
    switch (event.type) {
      case 'ghost-moved':
        return `Ghost moved ${atWords(event.ghost.tip)}, ${pointingWords(event.ghost.heading)}.`;
      case 'ghost-resized':
        return `The ghost is now a ${event.size} ship.`;
      case 'ship-placed': {
        const { placed } = event;
        // A ship taken back by a Reset keeps the label it had on the table.
        const table = this.placed?.table ?? [];
        const label = this.labelsOf({ table: table.some((piece) => piece.id === placed.id) ? table : [...table, placed], ghost: placed })[placed.id] ?? placed.id;
        return `${label} placed ${atWords(placed.tip)}, ${pointingWords(placed.heading)}: it never moves again. A new ghost waits where the first one started.`;
      }
      case 'lab-reset':
        return 'Reset: the table as the attributes laid it, and the ghost at its start.';
    }
  }

  protected override renderLab(committed: PlacementLab): TemplateResult {
    const lab = this.state ?? committed;
    const problem = ghostProblem(lab);
    const room = ghostRoom(lab);
    const labels = this.labelsOf(lab);
    return html`<div>${widthProbe}${this.renderDrawing(lab, room, labels)}</div>
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
      <p class="hint keys-hint">Drag the ghost, or Tab to it and move it with the arrow keys (Shift: 0.5 mm); Q or [ turns it anticlockwise, E or ] clockwise, 15° a press; Enter places it.</p>
      ${this.renderControls(
        html`<button part="button turn-left-button" @click=${() => this.turn(-1)}>Turn anticlockwise</button>
          <button part="button turn-right-button" @click=${() => this.turn(1)}>Turn clockwise</button>
          <button class="primary" part="button place-button" @click=${() => this.place()}>Place</button>`,
      )}`;
  }

  private renderDrawing(lab: PlacementLab, room: GhostRoom, labels: Readonly<Record<string, string>>): TemplateResult {
    const scale = this.scaleOf(lab.field.width);
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
        onPointerDown: this.held.grab,
      },
      onPointerMove: this.held.follow,
      onPointerUp: this.held.release,
    })}`;
  }

  private labelsOf(lab: Pick<PlacementLab, 'table' | 'ghost'>): Readonly<Record<string, string>> {
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
    const ghost = this.placed?.ghost;
    if (ghost === undefined) return;
    const key = shipKey(event, STEP_MM, FINE_STEP_MM);
    if (key?.kind === 'turn') this.turn(key.steps);
    else if (key?.kind === 'move') this.moveGhost({ x: ghost.tip.x + key.by.x, y: ghost.tip.y + key.by.y });
    else if (key?.kind === 'press') this.place();
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
