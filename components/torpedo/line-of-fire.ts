import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import {
  LINE_OF_FIRE_PRESETS,
  RULE,
  goalMet,
  lineOfFire,
  lineOfFireLab,
  lineOfFirePresetNamed,
  moveProblem,
  turnHeading,
  withPiece,
  type LineOfFireLab,
  type LineOfFireLabCommand,
  type LineOfFireLabEvent,
  type LineOfFireLabState,
  type LineOfFirePreset,
  type LineOfFireSetup,
  type Piece,
  type Point,
  type Shot,
} from '../../rules/torpedo/index.ts';
import { widthProbe } from '../shared/drawn-width.ts';
import { renderRefusal, renderUndoReset, type Refusal } from '../shared/lab-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText } from '../shared/setup-attributes.ts';
import { lineOfFireStyles } from './line-of-fire.styles.ts';
import { ownerMarks, renderField, shipLabels, type FieldShip } from './field-board.ts';
import { HeldShip } from './held-ship.ts';
import { TorpedoLab } from './lab.ts';
import { shipKey } from './ship-moves.ts';
import { atWords, capitalise, citation, mm, pointingWords, shipWords } from './words.ts';

/** How far an arrow key moves a ship, in millimetres; with Shift, the fine step. */
const STEP_MM = 5;
const FINE_STEP_MM = 1;

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
 * turned points exactly the same way in every browser. It runs in the shell every lab shares
 * (`LabShell`), so every move is logged with its rule and can be undone, and a shared link carries
 * the moves. A drag is the widget's own until the pointer is released: then it is one move
 * (`HeldShip`).
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
 * @attr seed - Kept like every lab's, though the line of fire rolls no dice. Default 1.
 * @fires rb-command - After every command sent to the lab, accepted or refused. `detail: { command, result }`.
 * @fires rb-line-of-fire-change - After every change. `detail: { lab, shot }`.
 * @csspart base - The widget's box.
 * @csspart about - "About this example", collapsed, beside the title (without typed ships).
 * @csspart description - What it shows, or the puzzle to solve, with the rule, inside `about`.
 * @csspart goal - With a puzzle: whether it is solved (`data-solved`).
 * @csspart result - The shot's result in words (`data-result`: sinks, blocked or miss; its rule in `data-rule`).
 * @csspart line - The shot's line in words.
 * @csspart field - The drawing's `<svg>`; `ship` each ship (`data-id`, `data-owner`), `shot` the torpedo (`data-result`), `shot-line` and `shot-onward` its lines.
 * @csspart key - The ships listed: label, owner, size and what happened to them.
 * @csspart refusal - A move the rules refused, with the rule.
 * @csspart controls - Turn, Undo, Reset and Copy link; `button` every button, `turn-left-button`, `turn-right-button`, `undo-button`, `reset-button`.
 * @csspart log - The event log (`<rb-event-log>`): a line for every move, with its rule; a refused move with its rule.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the chosen ship's outline.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders, the field's edge.
 * @cssprop --rb-color-text - Text, outlines, the torpedo's line.
 */
export class TorpedoLineOfFire extends TorpedoLab<LineOfFireLabState, LineOfFireLabCommand, LineOfFireLabEvent, LineOfFireSetup> {
  static override styles = lineOfFireStyles;

  @property() shooter: string | null = null;
  @property() targets: string | null = null;
  /** The ship the turn buttons turn: the one moved, pressed or focused last; null: the shooter. */
  @state() private chosen: string | null = null;

  /**
   * The last move the rules refused (or a drag stopped short), in the widget's words (the ships by
   * their labels, not their ids): drawn here rather than by the shell, whose refusal says the
   * rules' words as they are, and which knows nothing of a drag.
   */
  @state() private refused: Refusal | null = null;

  /** A ship as a drag goes: not a command until the pointer is released. */
  private readonly held = new HeldShip(this, {
    pieceOf: (id) => this.pieceOf(id),
    follows: (piece) => this.lab !== null && this.accepts(this.lab, piece),
    drop: (piece) => {
      // A drag stopped short where the ship would touch another: the reason stays shown after the drop.
      const stopped = this.refused;
      if (this.place(piece.id, piece.tip)) this.refused = stopped;
    },
  });

  constructor() {
    super({ ruleset: lineOfFireLab, presets: LINE_OF_FIRE_PRESETS, title: 'The line of a torpedo', citation, reset: { type: 'reset' }, properties: ['shooter', 'targets', 'field'], attributes: {} });
  }

  /** Where the ships stand after Undo or Reset: the shot, and whether the puzzle is solved. */
  protected override whereWords({ lab }: LineOfFireLabState): string {
    return `${summary(lab)}${this.solved(lab) ? ' Puzzle solved.' : ''}`;
  }

  /** The lab now (while a ship is dragged, the table as it stands under the pointer); null while the attributes are wrong. */
  override get state(): LineOfFireLabState | null {
    const state = super.state;
    const held = this.held.piece;
    return state === null || held === null ? state : { ...state, lab: withPiece(state.lab, held) };
  }

  /** The table as the rules hold it now, the drag aside. */
  private get lab(): LineOfFireLab | null {
    return super.state?.lab ?? null;
  }

  /** The shooter's torpedo now, from the rules; null while the attributes are wrong. */
  get shot(): Shot | null {
    const lab = this.state?.lab;
    return lab === undefined ? null : lineOfFire(lab);
  }

  /** The preset whose puzzle and words are shown (the first without one named), while the ships are its own. */
  private get shownPreset(): LineOfFirePreset | undefined {
    return this.typed ? undefined : lineOfFirePresetNamed(givenText(this.preset)?.toLowerCase() ?? LINE_OF_FIRE_PRESETS[0]?.name ?? '');
  }

  /**
   * Moves the ship `id` so its tip is at `tip` and, with `heading`, turns it. False, with the
   * rules' reason shown and said, when the ship would leave the field or touch another.
   */
  place(id: string, tip: Point, heading?: Point): boolean {
    const piece = this.pieceOf(id);
    if (piece === undefined) return false;
    this.chosen = id;
    return this.send({ type: 'move', ship: id, tip, heading: heading ?? piece.heading })?.ok === true;
  }

  /** Turns the ship `id` (default: the one chosen last, else the shooter) `steps` steps of 15°, clockwise for positive. */
  turn(steps: number, id: string = this.chosenId()): boolean {
    const piece = this.pieceOf(id);
    return piece !== undefined && this.place(id, piece.tip, turnHeading(piece.heading, steps));
  }

  /**
   * Sends a command to the lab, as the controls do. Said aloud in the widget's words, then the
   * result; a refusal names the ships by their labels.
   */
  override send(command: LineOfFireLabCommand, options: { quiet?: boolean } = {}): DispatchResult<LineOfFireLabEvent> | null {
    const before = this.lab;
    const result = super.send(command, { quiet: true });
    const state = super.state;
    if (result === null || state === null || before === null) return result;
    if (result.ok) {
      this.refused = null;
      if (options.quiet !== true) this.announcer.announce(`${result.events.map((event) => this.saidOf(event, before)).join(' ')} ${this.whereWords(state)}`);
      this.fireChange();
    } else {
      this.showRefusal(before, result.violation.message, result.violation.rule, options.quiet === true);
    }
    return result;
  }

  /** Takes back the last move or turn. */
  override undo(): boolean {
    this.refused = null;
    this.held.clear();
    const undone = super.undo();
    if (undone) this.fireChange();
    return undone;
  }

  /** Back to the table the attributes set (the lab's `reset`, which the log records). */
  override reset(): DispatchResult<LineOfFireLabEvent> | null {
    this.refused = null;
    this.held.clear();
    return super.reset();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New attributes lay a new table: a drag, a choice or a refusal on the old one goes.
    const attributes: readonly PropertyKey[] = ['preset', 'seed', 'shooter', 'targets', 'field'];
    if (attributes.some((name) => (changed as Map<PropertyKey, unknown>).has(name))) {
      this.held.clear();
      this.chosen = null;
      this.refused = null;
    }
    super.willUpdate(changed);
  }

  /** Whether `lab` meets the shown puzzle's goal (false without a puzzle). */
  private solved(lab: LineOfFireLab): boolean {
    const goal = this.shownPreset?.goal;
    return goal !== undefined && goalMet(goal, lab);
  }

  /** The ship `id` as the rules hold it, the drag aside. */
  private pieceOf(id: string): Piece | undefined {
    return this.lab?.pieces.find((entry) => entry.id === id);
  }

  private chosenId(): string {
    const lab = this.lab;
    return this.chosen !== null && lab?.pieces.some((piece) => piece.id === this.chosen) === true ? this.chosen : (lab?.shooter ?? '');
  }

  /** Whether the rules let `piece` lie where it is now; if not, the refusal is shown and said. */
  private accepts(lab: LineOfFireLab, piece: Piece): boolean {
    const problem = moveProblem(lab, piece);
    if (problem === null) {
      this.refused = null;
      return true;
    }
    this.showRefusal(lab, problem.reason, problem.rule);
    return false;
  }

  /** Shows and says the rules' refusal, with the ships' ids put as their labels. */
  private showRefusal(lab: LineOfFireLab, reason: string, rule: string, quiet = false): void {
    const message = withLabels(lab, reason);
    if (!quiet && this.refused?.message !== message) this.announcer.announce(`Refused: ${message}`);
    this.refused = { message, rule };
  }

  private fireChange(): void {
    const lab = this.lab;
    if (lab !== null) this.dispatchEvent(new CustomEvent('rb-line-of-fire-change', { detail: { lab, shot: lineOfFire(lab) }, bubbles: true, composed: true }));
  }

  /** A move as the live region says it: a turn in place is said as a turn, a move without one says no heading. */
  private saidOf(event: LineOfFireLabEvent, before: LineOfFireLab): string {
    if (event.type !== 'ship-moved') return this.describeEvent(event);
    const { piece } = event;
    // Every move names a ship on the table (the rules refuse any other), so it was there before.
    const was = before.pieces.find((entry) => entry.id === piece.id) ?? piece;
    const name = labelsOf(before)[piece.id] ?? piece.id;
    const turned = piece.heading.x !== was.heading.x || piece.heading.y !== was.heading.y;
    const moved = piece.tip.x !== was.tip.x || piece.tip.y !== was.tip.y;
    return turned && !moved ? `${name} turned, ${pointingWords(piece.heading)}.` : `${name} moved ${atWords(piece.tip)}${turned ? `, ${pointingWords(piece.heading)}` : ''}.`;
  }

  /** An event in a sentence, for the log. */
  protected override describeEvent(event: LineOfFireLabEvent): string {
    if (event.type === 'lab-reset') return 'Reset: every ship back where the attributes put it.';
    const { piece } = event;
    // The ships never change owner or size, so a ship's label is the same on every table of the lab.
    const name = (this.lab === null ? undefined : labelsOf(this.lab)[piece.id]) ?? piece.id;
    return `${name} moved ${atWords(piece.tip)}, ${pointingWords(piece.heading)}.`;
  }

  protected override renderLab(committed: LineOfFireLabState, turns: readonly (readonly LineOfFireLabEvent[])[]): TemplateResult {
    const lab = this.state?.lab ?? committed.lab;
    const shot = lineOfFire(lab);
    const preset = this.shownPreset;
    const labels = labelsOf(lab);
    const chosen = this.chosenId();
    return html`<div>${widthProbe}${this.renderDrawing(lab, shot, labels)}</div>
      ${this.renderResult(lab, shot, labels)}
      ${preset?.goal === undefined ? nothing : this.solved(lab) ? html`<p class="goal" part="goal" data-solved="true">Puzzle solved.</p>` : html`<p class="goal" part="goal" data-solved="false">Not solved yet.</p>`}
      ${this.renderKey(lab, shot, labels)}
      <p class="hint keys-hint">Drag a ship, or Tab to it and move it with the arrow keys (Shift: 1 mm); Q or [ turns it anticlockwise, E or ] clockwise, 15° a press.</p>
      <p class="hint">Angles are clockwise from pointing right.</p>
      ${renderRefusal(this.refused, citation)}
      ${renderUndoReset(
        this,
        turns.length > 0,
        turns.length > 0,
        html`<button part="button turn-left-button" @click=${() => this.turn(-1)}>Turn ${labels[chosen] ?? chosen} anticlockwise</button>
          <button part="button turn-right-button" @click=${() => this.turn(1)}>Turn ${labels[chosen] ?? chosen} clockwise</button>`,
        this.share.renderButton(),
      )}`;
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
    const scale = this.scaleOf(lab.field.width);
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
        onPointerDown: (id, event) => {
          if (this.held.grab(id, event)) this.chosen = id;
        },
      },
      onPointerMove: this.held.follow,
      onPointerUp: this.held.release,
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
    const piece = this.pieceOf(id);
    if (lab === null || piece === undefined) return;
    const key = shipKey(event, STEP_MM, FINE_STEP_MM);
    if (key?.kind === 'turn') this.turn(key.steps, id);
    else if (key?.kind === 'move') this.place(id, { x: piece.tip.x + key.by.x, y: piece.tip.y + key.by.y });
    else if (key?.kind === 'press') {
      this.chosen = id;
      this.announcer.announce(`${labelsOf(lab)[id] ?? id} chosen: the turn buttons turn it.`);
    }
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

/** The rules' words with the ships' ids put as their labels. */
function withLabels(lab: LineOfFireLab, words: string): string {
  const labels = labelsOf(lab);
  return words.replace(new RegExp(`(?<![\\w-])(${lab.pieces.map((entry) => escapeRegExp(entry.id)).join('|')})(?![\\w-])`, 'g'), (id) => labels[id] ?? id);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
