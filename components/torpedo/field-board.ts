/**
 * The Torpedo field, drawn for every Torpedo widget (the line of fire now; the volleys, the
 * placement and the game to come): the table seen from above, each ship its pentagon from the
 * rules (`footprint`), and torpedo lines. Template helpers, not an element: the widget that draws
 * the field owns its state and decides what pressing or dragging a ship means.
 *
 * - The table is in millimetres, scaled to the drawing's width in pixels (`scale`, pixels a
 *   millimetre): the SVG's own units are pixels, so a label's font size is its size on screen and
 *   is never drawn smaller than it says.
 * - Each owner has a colour AND a pattern (solid, stripes, dots, checks, rings) and a letter; each
 *   ship's label is its owner's letter and its size's (`RS`, `BL`), so neither colour nor shape
 *   alone tells ships apart. The tip is a dot.
 * - A shot is solid from the tip to the ship it meets; past a blocked shot, and along a miss, the
 *   line runs on dashed to the field's edge, where it would have gone. A ship sunk is crossed out,
 *   a blocked torpedo ends at a bar across it, a sinking one at a cross.
 * - Ships may be buttons: `choose` (one Tab stop, the arrow keys move between ships, Enter or
 *   Space presses one: the roving tabindex) or `move` (each ship a Tab stop; its keys and its
 *   pointer-down go to the widget, which moves or turns it).
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import { footprint, type Piece, type Point, type ShotResult, type Size } from '../../rules/torpedo/index.ts';
import { tokens } from '../shared/theme.ts';

/** A stretch of the table, in millimetres from (0, 0). */
export interface FieldSize {
  width: number;
  height: number;
}

/** How a ship is drawn beyond its owner and size. */
export type ShipMark = 'shooter' | 'sunk' | 'blocker' | 'target' | 'ghost' | null;

export interface FieldShip {
  piece: Piece;
  mark?: ShipMark;
  /** A ship the interaction leaves alone (a placed ship, beside the placement's ghost): drawn, not a button. */
  fixed?: boolean;
}

/** A torpedo as drawn: from the shooter's tip along its heading to the contact (null for a miss). */
export interface FieldShot {
  from: Point;
  heading: Point;
  contact: Point | null;
  result: ShotResult;
}

/** How the reader may act on the ships; without it, the field is a picture. */
export interface FieldInteraction {
  mode: 'choose' | 'move';
  /** The ship holding the Tab stop (`choose`) or chosen last (`move`); null: the first. */
  focused: string | null;
  /** A ship's accessible name: what it is, and what pressing or moving it does. */
  labelOf: (piece: Piece) => string;
  /** `choose`: Enter, Space or a click pressed the ship. */
  onPress?: (id: string) => void;
  /** `choose`: the arrow keys moved the Tab stop to this ship. */
  onFocusMove?: (id: string) => void;
  /** `move`: a key pressed on the ship (the widget calls `preventDefault` for the keys it uses). */
  onKey?: (id: string, event: KeyboardEvent) => void;
  /** `move`: a pointer went down on the ship. */
  onPointerDown?: (id: string, event: PointerEvent) => void;
}

export interface FieldOptions {
  field: FieldSize;
  ships: readonly FieldShip[];
  shots: readonly FieldShot[];
  /** Pixels a millimetre as drawn (the drawing's width over the field's). */
  scale: number;
  /** The drawing's accessible name. */
  label: string;
  interaction?: FieldInteraction | undefined;
  /**
   * Each owner's mark and each ship's label, when the widget keeps them fixed while ships come
   * and go (the volleys remove sunk ships; a label must not change under the reader). Default:
   * worked out from `ships`.
   */
  marks?: Readonly<Record<string, OwnerMark>> | undefined;
  labels?: Readonly<Record<string, string>> | undefined;
  /**
   * A ship drawn over the others in a place of its own (a ghost in the reader's hand): its
   * element stays put while the ships listed come and go, so it keeps the keyboard focus.
   */
  top?: FieldShip | undefined;
  /** Drawn over the ships in the table's millimetres, hidden from assistive technology (the widget says it in words). */
  overlay?: SVGTemplateResult | undefined;
  /** Places of ships no longer on the table (sunk and removed), drawn as a faint dashed outline with the ship's label. */
  wrecks?: readonly Piece[] | undefined;
  /** Pointer moves and releases anywhere over the drawing, for a drag the widget is following. */
  onPointerMove?: ((event: PointerEvent) => void) | undefined;
  onPointerUp?: ((event: PointerEvent) => void) | undefined;
}

/** What tells an owner's ships apart: a colour, a pattern and a letter. */
export interface OwnerMark {
  colour: string;
  pattern: Pattern;
  letter: string;
}

export type Pattern = 'solid' | 'stripes' | 'dots' | 'checks' | 'rings';
const PATTERNS: readonly Pattern[] = ['solid', 'stripes', 'dots', 'checks', 'rings'];

/** The colours of the Icehouse stashes by name; other owners take the rest in turn. */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  red: '#b3261e',
  blue: '#1f5fa8',
  green: '#2e7d32',
  yellow: '#8a6d00',
  purple: '#6a3d9a',
  orange: '#b4530b',
  black: '#2b2b2b',
  cyan: '#00727a',
};
const OTHER_COLOURS = ['#6a3d9a', '#2e7d32', '#00727a', '#b4530b', '#8a6d00', '#2b2b2b'];

const SIZE_LETTER: Readonly<Record<Size, string>> = { small: 'S', medium: 'M', large: 'L' };

/**
 * Each owner's colour, pattern and letter, in the order they first appear: the first owner solid,
 * the second striped, and so on. A letter is the owner's initial, or its first letters where two
 * owners share an initial (`bl`, `br`).
 */
export function ownerMarks(owners: readonly string[]): Readonly<Record<string, OwnerMark>> {
  const distinct = [...new Set(owners)];
  let other = 0;
  const marks: Record<string, OwnerMark> = {};
  distinct.forEach((owner, index) => {
    const colour = NAMED_COLOURS[owner] ?? OTHER_COLOURS[other++ % OTHER_COLOURS.length] ?? '#2b2b2b';
    let length = 1;
    while (length < owner.length && distinct.some((otherOwner) => otherOwner !== owner && otherOwner.slice(0, length) === owner.slice(0, length))) length++;
    marks[owner] = { colour, pattern: PATTERNS[index % PATTERNS.length] ?? 'solid', letter: owner.slice(0, length).toUpperCase() };
  });
  return marks;
}

/**
 * Each ship's label: its owner's letter and its size's (`RS`), with a number where two ships
 * would share one (`RS1`, `RS2`), by the order of the list.
 */
export function shipLabels(pieces: readonly Piece[], marks: Readonly<Record<string, OwnerMark>> = ownerMarks(pieces.map((piece) => piece.owner))): Readonly<Record<string, string>> {
  const base = (piece: Piece): string => `${marks[piece.owner]?.letter ?? '?'}${SIZE_LETTER[piece.size]}`;
  const counts = new Map<string, number>();
  for (const piece of pieces) counts.set(base(piece), (counts.get(base(piece)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels: Record<string, string> = {};
  for (const piece of pieces) {
    const label = base(piece);
    const number = (seen.get(label) ?? 0) + 1;
    seen.set(label, number);
    labels[piece.id] = (counts.get(label) ?? 0) > 1 ? `${label}${String(number)}` : label;
  }
  return labels;
}

/** Where a line from `from` along `heading` leaves the field (drawing only: the rules never need the edge). */
export function edgeOf(from: Point, heading: Point, field: FieldSize): Point {
  const reach = [
    heading.x > 0 ? (field.width - from.x) / heading.x : heading.x < 0 ? -from.x / heading.x : Infinity,
    heading.y > 0 ? (field.height - from.y) / heading.y : heading.y < 0 ? -from.y / heading.y : Infinity,
  ];
  const t = Math.max(0, Math.min(...reach));
  return { x: from.x + t * heading.x, y: from.y + t * heading.y };
}

/** The point on the field (millimetres) under a pointer event over a field drawn by `renderField`, or null. */
export function fieldPointOf(event: PointerEvent | MouseEvent, svgElement: SVGSVGElement): Point | null {
  const table = svgElement.querySelector<SVGGElement>('g.table');
  const matrix = table?.getScreenCTM() ?? null;
  if (matrix === null) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

function centreOf(corners: readonly Point[]): Point {
  return { x: corners.reduce((sum, { x }) => sum + x, 0) / corners.length, y: corners.reduce((sum, { y }) => sum + y, 0) / corners.length };
}

function pointsOf(corners: readonly Point[]): string {
  return corners.map(({ x, y }) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' ');
}

/** A sunk ship's cross: from each shoulder to the opposite back corner. */
function crossOf(corners: readonly Point[], centre: Point): string {
  const [, a = centre, b = centre, c = centre, d = centre] = corners;
  const at = (point: Point): string => `${point.x.toFixed(3)} ${point.y.toFixed(3)}`;
  return `M${at(a)}L${at(c)}M${at(b)}L${at(d)}`;
}

/** The patterns' tiles, in millimetres, drawn light over the owner's colour. */
const PATTERN_DEFS = svg`<defs>
  <pattern id="tf-stripes" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1.2" height="3"></rect></pattern>
  <pattern id="tf-dots" width="3.2" height="3.2" patternUnits="userSpaceOnUse"><circle cx="1.6" cy="1.6" r="0.75"></circle></pattern>
  <pattern id="tf-checks" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"></rect><rect x="2" y="2" width="2" height="2"></rect></pattern>
  <pattern id="tf-rings" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="none" stroke-width="0.5"></circle></pattern>
</defs>`;

/** A shot's lines, drawn under the ships. */
function renderShot(shot: FieldShot, field: FieldSize): SVGTemplateResult {
  const edge = edgeOf(shot.from, shot.heading, field);
  const end = shot.contact ?? edge;
  const solid = shot.result === 'miss' ? nothing : svg`<line class="shot-line" part="shot-line" x1=${shot.from.x} y1=${shot.from.y} x2=${end.x} y2=${end.y}></line>`;
  const onward =
    shot.result === 'sinks'
      ? nothing
      : svg`<line class="shot-line onward" part="shot-onward" x1=${(shot.contact ?? shot.from).x} y1=${(shot.contact ?? shot.from).y} x2=${edge.x} y2=${edge.y}></line>`;
  return svg`<g class="shot ${shot.result}" part="shot" data-result=${shot.result}>${solid}${onward}</g>`;
}

/**
 * Where a shot ends, drawn over the ships so the ship hit does not hide it, 6 px across whatever
 * the scale: a cross where a torpedo sinks a ship, a bar across the line where it is stopped.
 */
function renderShotMark(shot: FieldShot, scale: number): SVGTemplateResult | typeof nothing {
  const end = shot.contact;
  if (end === null) return nothing;
  const size = 6 / scale;
  const length = Math.sqrt(shot.heading.x * shot.heading.x + shot.heading.y * shot.heading.y);
  const across = { x: (-shot.heading.y / length) * size, y: (shot.heading.x / length) * size };
  return shot.result === 'sinks'
    ? svg`<path class="shot-mark" part="shot-mark" data-result="sinks" d=${`M${String(end.x - size)} ${String(end.y - size)}L${String(end.x + size)} ${String(end.y + size)}M${String(end.x - size)} ${String(end.y + size)}L${String(end.x + size)} ${String(end.y - size)}`}></path>`
    : svg`<path class="shot-mark" part="shot-mark" data-result=${shot.result} d=${`M${String(end.x - across.x)} ${String(end.y - across.y)}L${String(end.x + across.x)} ${String(end.y + across.y)}`}></path>`;
}

function renderShip(ship: FieldShip, options: FieldOptions, mark: OwnerMark | undefined, label: string, tabStop: string | null): SVGTemplateResult {
  const { piece } = ship;
  const corners = footprint(piece);
  const centre = centreOf(corners);
  const shipMark = ship.mark ?? null;
  const body = svg`<polygon class="hull" points=${pointsOf(corners)} fill=${mark?.colour ?? '#2b2b2b'}></polygon>
    ${mark === undefined || mark.pattern === 'solid' ? nothing : svg`<polygon class="pattern" points=${pointsOf(corners)} fill=${`url(#tf-${mark.pattern})`}></polygon>`}
    <polygon class="outline" points=${pointsOf(corners)}></polygon>
    ${shipMark === 'sunk' ? svg`<path class="sunk-cross" d=${crossOf(corners, centre)}></path>` : nothing}
    <circle class="tip" cx=${piece.tip.x} cy=${piece.tip.y} r=${Math.max(1.2, 2.5 / options.scale)}></circle>
    <text class="label" transform=${`translate(${centre.x.toFixed(3)} ${centre.y.toFixed(3)}) scale(${String(1 / options.scale)})`} dy="0.35em" text-anchor="middle">${label}</text>`;
  const className = `ship ${piece.size} ${shipMark ?? ''}`;
  const interaction = options.interaction;
  if (interaction === undefined || ship.fixed === true) {
    return svg`<g class=${className} part="ship" data-id=${piece.id} data-owner=${piece.owner} aria-hidden="true">${body}</g>`;
  }
  const { mode } = interaction;
  return svg`<g
    class=${`${className} interactive${interaction.focused === piece.id ? ' chosen' : ''}`}
    part="ship"
    data-piece
    data-id=${piece.id}
    data-owner=${piece.owner}
    role="button"
    tabindex=${mode === 'move' || tabStop === piece.id ? '0' : '-1'}
    aria-label=${interaction.labelOf(piece)}
    @click=${() => {
      if (mode === 'choose') interaction.onPress?.(piece.id);
    }}
    @keydown=${(event: KeyboardEvent) => {
      if (mode === 'move') {
        interaction.onKey?.(piece.id, event);
        return;
      }
      chooseKeydown(event, piece.id, interaction);
    }}
    @pointerdown=${(event: PointerEvent) => {
      if (mode === 'move') interaction.onPointerDown?.(piece.id, event);
    }}
  >${body}</g>`;
}

/** Where a removed ship lay: its outline dashed and faint, its label kept, so a line flying on past it can be seen to. */
function renderWreck(piece: Piece, label: string, scale: number): SVGTemplateResult {
  const corners = footprint(piece);
  const centre = centreOf(corners);
  return svg`<g class="wreck" part="wreck" data-id=${piece.id} aria-hidden="true">
    <polygon class="wreck-outline" points=${pointsOf(corners)}></polygon>
    <text class="label wreck-label" transform=${`translate(${centre.x.toFixed(3)} ${centre.y.toFixed(3)}) scale(${String(1 / scale)})`} dy="0.35em" text-anchor="middle">${label}</text>
  </g>`;
}

/** `choose` mode: Enter or Space presses the ship; an arrow moves the Tab stop to the next or previous ship, round the end. */
function chooseKeydown(event: KeyboardEvent, id: string, interaction: FieldInteraction): void {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    interaction.onPress?.(id);
    return;
  }
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const here = event.currentTarget;
  if (step === undefined || !(here instanceof SVGElement)) return;
  const ships = [...(here.ownerSVGElement?.querySelectorAll<SVGElement>('[data-piece]') ?? [])];
  const next = ships[(ships.indexOf(here) + step + ships.length) % ships.length];
  if (next === undefined || next === here) return;
  event.preventDefault();
  for (const ship of ships) ship.setAttribute('tabindex', ship === next ? '0' : '-1');
  next.focus();
  const nextId = next.getAttribute('data-id');
  if (nextId !== null) interaction.onFocusMove?.(nextId);
}

/**
 * The field: its `<svg>` (part `field`), the table's edge, the shots under the ships, the ships
 * (part `ship`, `data-id` and `data-owner`; with an interaction, buttons), each labelled.
 */
export function renderField(options: FieldOptions): SVGTemplateResult {
  const { field, scale } = options;
  const pieces = [...options.ships, ...(options.top === undefined ? [] : [options.top])].map((ship) => ship.piece);
  const marks = options.marks ?? ownerMarks(pieces.map((piece) => piece.owner));
  const labels = options.labels ?? shipLabels(pieces, marks);
  const focused = options.interaction?.focused ?? null;
  const tabStop = pieces.some((piece) => piece.id === focused) ? focused : (pieces[0]?.id ?? null);
  const width = field.width * scale;
  const height = field.height * scale;
  return svg`<svg
    class="torpedo-field"
    part="field"
    viewBox=${`0 0 ${width.toFixed(2)} ${height.toFixed(2)}`}
    role="group"
    aria-label=${options.label}
    @pointermove=${(event: PointerEvent) => options.onPointerMove?.(event)}
    @pointerup=${(event: PointerEvent) => options.onPointerUp?.(event)}
    @pointercancel=${(event: PointerEvent) => options.onPointerUp?.(event)}
  >${PATTERN_DEFS}<g class="table" transform=${`scale(${String(scale)})`}>
      <rect class="edge" x="0" y="0" width=${field.width} height=${field.height}></rect>
      ${(options.wrecks ?? []).map((piece) => renderWreck(piece, labels[piece.id] ?? '', scale))}
      ${options.shots.map((shot) => renderShot(shot, field))}
      ${options.ships.map((ship) => renderShip(ship, options, marks[ship.piece.owner], labels[ship.piece.id] ?? '', tabStop))}
      ${options.top === undefined ? nothing : renderShip(options.top, options, marks[options.top.piece.owner], labels[options.top.piece.id] ?? '', tabStop)}
      <g aria-hidden="true">${options.shots.map((shot) => renderShotMark(shot, scale))}${options.overlay ?? nothing}</g>
    </g></svg>`;
}

/** The styles the field needs; lines keep their width in pixels whatever the scale. */
export const fieldStyles = css`
  svg.torpedo-field {
    display: block;
    width: 100%;
    height: auto;
    user-select: none;
  }
  .edge {
    fill: none;
    stroke: ${tokens.border};
    stroke-width: 1.5;
    vector-effect: non-scaling-stroke;
  }
  .hull {
    stroke: none;
  }
  .pattern {
    stroke: none;
  }
  pattern rect,
  pattern circle {
    fill: rgb(255 255 255 / 0.5);
    stroke: rgb(255 255 255 / 0.6);
  }
  pattern rect {
    stroke: none;
  }
  .outline {
    fill: none;
    stroke: ${tokens.text};
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
  .shooter .outline {
    stroke-width: 3;
  }
  .sunk .hull,
  .sunk .pattern {
    fill-opacity: 0.35;
  }
  .sunk .outline {
    stroke-dasharray: 4 3;
  }
  .sunk-cross {
    fill: none;
    stroke: ${tokens.text};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
  .ghost .hull,
  .ghost .pattern {
    fill-opacity: 0.45;
  }
  .ghost .outline {
    stroke-width: 2;
    stroke-dasharray: 5 3;
  }
  .wreck-outline {
    fill: none;
    stroke: ${tokens.text};
    stroke-opacity: 0.6;
    stroke-width: 1;
    stroke-dasharray: 3 3;
    vector-effect: non-scaling-stroke;
  }
  .wreck-label {
    fill: ${tokens.text};
    stroke: ${tokens.surface};
  }
  .tip {
    fill: #fff;
    stroke: #000;
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
  .label {
    font-size: 13px;
    font-weight: 700;
    fill: #fff;
    stroke: #000;
    stroke-width: 3px;
    paint-order: stroke;
    pointer-events: none;
  }
  .shot-line {
    stroke: ${tokens.text};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
  .shot-line.onward {
    stroke-width: 1.5;
    stroke-dasharray: 6 4;
  }
  .shot-mark {
    fill: none;
    stroke: ${tokens.text};
    stroke-width: 3;
    vector-effect: non-scaling-stroke;
    pointer-events: none;
  }
  /* A finger on a ship drags it; anywhere else on the field it still scrolls the page. */
  .interactive {
    cursor: grab;
    touch-action: none;
  }
  .interactive:focus {
    outline: none;
  }
  .interactive:focus-visible .outline,
  .interactive.chosen .outline {
    stroke: ${tokens.accent};
    stroke-width: 3;
  }
  .interactive:focus-visible .outline {
    stroke-dasharray: 5 2;
  }
`;
