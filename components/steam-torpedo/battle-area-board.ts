import { LitElement, css, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { LOCATIONS, SECTORS, isLocation, sightOf, type Location, type SteamTorpedoState, type Submarine } from '../../rules/steam-torpedo/index.ts';
import type { PlayerId } from '../../rules/engine/index.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { capitalise, listWords, playerName, plural, positionWords } from './words.ts';
import { battleAreaStyles } from './battle-area-board.styles.ts';

/** Detail of the `rb-submarine-move` event: which submarine the reader moved, and which way. */
export interface SubmarineMoveDetail {
  submarine: PlayerId;
  /** +1 toward sector 5, −1 toward sector 1. */
  direction: 1 | -1;
}

/** A location of one submarine marked on its hull, such as the location an attack would hit. */
export interface BattleAreaMark {
  submarine: PlayerId;
  location: Location;
  /** A word or two for the mark, drawn after the location ("AFT HIT") and read the same way. Default "hit". */
  label?: string;
}

// Wide, the drawing lines up with `<steam-torpedo-submarine>` in its wide layout: the same width and
// the same column positions, so at the same width sector N sits right under (or over) column N of
// each board. Like the board, it is never drawn at less than one pixel per SVG unit, so that its
// text (12 units at least) is at least 12 CSS pixels. Narrower than WIDE_WIDTH pixels (where the
// board stands up), it is redrawn compact, as narrow as the standing board (NARROW_WIDTH): the
// sectors still run from 1 on the left to 5 on the right, as the move buttons and the arrow keys
// go, but each is a narrow column, the hulls are small, and the words go on lines of their own
// above and below each hull. Only narrower than that does it scroll sideways.
const WIDE_WIDTH = 8 * 2 + 108 * 5 + 6 * 4;
const NARROW_WIDTH = 2 * 2 + 50 * 5 + 4 * 4;
/** The text baseline of the header's line(s): the compass on the left, the facing on the right. */
const HEADER_Y = 14;
const LONG_NAME = 12;
/** Room between a hull's edge and a word drawn above or below it (wide). */
const LABEL_GAP = 13;

/** Where the lanes, the sectors' bottom and the range line go, from top to bottom. */
interface Lanes {
  /** The hull's centre line in the upper (northern) lane, and in the lower one. */
  top: number;
  bottom: number;
  sectorBottom: number;
  rangeY: number;
  height: number;
}

/** A hull's size, and how its rounded stern, pointed bow and conning tower are drawn. */
interface HullShape {
  w: number;
  h: number;
  /** Where the straight sides end: so far in from the stern's end, and from the bow's point. */
  stern: number;
  bow: number;
  /** How far the stern's curve bulges out past the hull's box. */
  bulge: number;
  /** The tower: half its base, its top's left and right (from the centre), its height. */
  towerBase: number;
  towerLeft: number;
  towerRight: number;
  towerH: number;
}

/** Everything that differs between the wide drawing and the compact one, in SVG units. */
interface Geometry {
  narrow: boolean;
  width: number;
  columnW: number;
  gap: number;
  marginX: number;
  sectorTop: number;
  sectorLabelY: number;
  lanes: Lanes;
  hull: HullShape;
}

const WIDE_HULL: HullShape = { w: 96, h: 34, stern: 14, bow: 22, bulge: 4, towerBase: 14, towerLeft: 8, towerRight: 10, towerH: 9 };
const COMPACT_HULL: HullShape = { w: 44, h: 18, stern: 7, bow: 14, bulge: 2, towerBase: 7, towerLeft: 4, towerRight: 5, towerH: 5 };

/** With roles or marks, each hull has a line of words above and below it; without, the lanes close up. */
const LANES_WITH_WORDS: Lanes = { top: 88, bottom: 164, sectorBottom: 200, rangeY: 222, height: 234 };
// Bare, the lanes are as close as two hulls in one sector allow (the lower one's tower just clears
// the upper hull), and the upper tower just clears the sector's label.
const LANES_BARE: Lanes = { top: 68, bottom: 115, sectorBottom: 137, rangeY: 155, height: 162 };

/**
 * A compact lane, from its top: the name line (baseline 12), the hull (centre 36, its focus ring
 * 18 to 50, as wide as a sector), then one line per mark (baselines 62, 76, …).
 */
const COMPACT_NAME_Y = 12;
const COMPACT_HULL_Y = 36;
const COMPACT_RING = { top: 18, bottom: 50, pad: 3 } as const;
const COMPACT_MARK_Y = 62;
const COMPACT_MARK_STEP = 14;
/** Under the header's two lines and the sectors' numbers. */
const COMPACT_SECTOR_TOP = 34;
const COMPACT_LANE_TOP = 54;

/** The compact lanes, with room under each hull for as many lines of marks as the most marked submarine has. */
function compactLanes(markLines: number): Lanes {
  const laneHeight = markLines === 0 ? COMPACT_RING.bottom + 1 : COMPACT_MARK_Y + COMPACT_MARK_STEP * (markLines - 1) + 4;
  const upper = COMPACT_LANE_TOP;
  // A little room between the lanes: the upper lane's last mark and the lower name stay apart.
  const lower = upper + laneHeight + 6;
  const sectorBottom = lower + laneHeight + 4;
  const rangeY = sectorBottom + 19;
  return { top: upper + COMPACT_HULL_Y, bottom: lower + COMPACT_HULL_Y, sectorBottom, rangeY, height: rangeY + 6 };
}

/** The wide drawing, or the compact one (`narrow`); `worded` and `markLines` say what is drawn around the hulls. */
function geometryFor(narrow: boolean, worded: boolean, markLines: number): Geometry {
  return narrow
    ? { narrow, width: NARROW_WIDTH, columnW: 50, gap: 4, marginX: 2, sectorTop: COMPACT_SECTOR_TOP, sectorLabelY: COMPACT_SECTOR_TOP + 15, lanes: compactLanes(markLines), hull: COMPACT_HULL }
    : { narrow, width: WIDE_WIDTH, columnW: 108, gap: 6, marginX: 8, sectorTop: 24, sectorLabelY: 38, lanes: worded ? LANES_WITH_WORDS : LANES_BARE, hull: WIDE_HULL };
}

/** Keys that move a focused submarine: right and up toward sector 5, left and down toward sector 1. */
const MOVE_KEYS: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * Steam Torpedo's battle area: the five sectors between the two players' tiles, with both
 * submarines in their sectors, bows toward sector 5, and the range between them under the sectors.
 * The submarine that lies to the north (`state.northernSubmarine`, which matters when both share a
 * sector) is drawn in the upper lane. Each submarine is marked by its name and a fill pattern of its
 * own (plain for the south seat, striped for the north), not by colour alone; the range and the
 * relative positions are written out under the drawing.
 *
 * Its text is never drawn under 12 px: the drawing never scales below one pixel per SVG unit.
 * Narrower than 580 px (where the submarine boards stand up) it is redrawn compact, 270 px wide at
 * least: the same five sectors, 1 to 5 from left to right, numbered only; small hulls, each with
 * its name and role on a line above it and its marks on lines below. Only narrower than 270 px does
 * it scroll sideways.
 *
 * The element only draws: it holds no rules. Range and position come from the rules' `sightOf`.
 * A widget may name the submarines (`names`), give each a role drawn beside its hull (`roles`,
 * such as "attacker" and "target"), and mark locations on the hulls (`marks`, such as the location
 * an attack would hit: a thick line along that side and its name in words).
 *
 * With `interactive`, each submarine is a slider (`role="slider"`, its sector the value from 1 to
 * 5): Tab to it, and the arrow keys (→ ↑ toward sector 5, ← ↓ toward sector 1) fire
 * `rb-submarine-move`. The element moves nothing itself: the widget sends the move to its rules,
 * which may refuse it (out of the battle area, say), and passes the new state back.
 *
 * The class is not registered; import `steam-torpedo-battle-area.ts` for the tag.
 *
 * @tagname steam-torpedo-battle-area
 * @attr label - The drawing's accessible name. Default "The battle area".
 * @attr interactive - Make each submarine a keyboard slider that fires `rb-submarine-move`.
 * @attr collapse-description - Put the description in words in a `<details>` closed by default
 *   (part `description-details`, its summary `description-summary`), for a widget that already
 *   says where the submarines are and needs the height. The drawing's accessible name holds it all the same.
 * @attr hide-description - Leave the description in words out, for a widget that shows it elsewhere
 *   (`describeBattleArea` gives it). The drawing's accessible name holds it all the same.
 * @fires rb-submarine-move - An arrow key on a submarine (only with `interactive`).
 *   `detail: { submarine, direction }`, direction +1 toward sector 5 or −1 toward sector 1.
 *   Bubbles and crosses shadow roots.
 * @csspart base - The wrapper around the drawing and the description.
 * @csspart svg - The SVG drawing.
 * @csspart sector - Each sector's column.
 * @csspart submarine - Each submarine; its owner is in `data-owner`, its sector in `data-sector`.
 *   With `interactive` it is the slider.
 * @csspart mark - Each marked location on a hull; the location is in `data-hit`.
 * @csspart range - The line and words under the sectors giving the range.
 * @csspart description - Range and positions in words.
 * @csspart scroll-hint - "Scroll sideways …", shown above the drawing when the element is narrower
 *   than even the compact drawing (270 px): the drawing then scrolls sideways in a box Tab reaches.
 * @cssprop --rb-color-border - Sector borders.
 * @cssprop --rb-color-accent - The focus ring of a submarine slider.
 * @cssprop --rb-color-miss - Marked locations.
 * @cssprop --rb-battle-area-surface - Fill of the sectors.
 * @cssprop --rb-submarine-south - Fill of the south seat's hull. `--rb-submarine-north` the north's (striped).
 * @cssprop --rb-submarine-max-width - How wide the drawing grows (as the boards). Default 52rem.
 */
export class SteamTorpedoBattleArea extends LitElement {
  // The scrolling box has `contain: inline-size`: the drawing's full width must not widen the page's
  // column; the box takes the width it is given. Each drawing keeps at least its width in SVG units
  // (one pixel per unit, so 12 px text), which is the element's own geometry: its rule stays here.
  static override styles = [
    battleAreaStyles,
    css`
      .scroll > svg.wide {
        min-width: ${WIDE_WIDTH}px;
      }
      .scroll > svg.narrow {
        min-width: ${NARROW_WIDTH}px;
      }
    `,
  ];

  /** The game state whose submarines to draw. Set as a property. */
  @property({ attribute: false }) state: SteamTorpedoState | null = null;

  @property() label: string | null = null;

  @property({ type: Boolean, reflect: true }) interactive = false;

  @property({ type: Boolean, attribute: 'collapse-description' }) collapseDescription = false;

  @property({ type: Boolean, attribute: 'hide-description' }) hideDescription = false;

  /** What to call each submarine, by owner ("Talion"); default the owner's name ("South"). Set as a property. */
  @property({ attribute: false }) names: Readonly<Partial<Record<PlayerId, string>>> = {};

  /** A role for each submarine, by owner ("attacker", "target"): drawn by its hull and read with its name. Set as a property. */
  @property({ attribute: false }) roles: Readonly<Partial<Record<PlayerId, string>>> = {};

  /** Locations to mark on the hulls, such as the location an attack would hit. Set as a property. */
  @property({ attribute: false }) marks: readonly BattleAreaMark[] = [];

  /** How wide the element is drawn: below WIDE_WIDTH pixels the drawing is compact, below NARROW_WIDTH it scrolls sideways. */
  private readonly drawnWidth = new DrawnWidth(this);

  /** Moves keyboard focus to a submarine's slider. False unless `interactive` and the submarine is drawn. */
  focusSubmarine(owner: PlayerId): boolean {
    const slider = this.renderRoot.querySelector<SVGGElement>(`g.slider[data-owner="${CSS.escape(owner)}"]`);
    if (slider === null) return false;
    slider.focus();
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('marks')) {
      const bad = this.marks.filter((mark) => !isLocation(mark.location));
      if (bad.length > 0) console.warn(`steam-torpedo-battle-area: a mark's location must be one of ${LOCATIONS.join(', ')}; got ${bad.map((mark) => mark.location).join(', ')}.`);
    }
  }

  protected override render(): unknown {
    const state = this.state;
    if (state === null) return html`<p class="empty" part="base">No battle area to show.</p>`;
    try {
      return this.renderArea(state);
    } catch (error) {
      console.error('steam-torpedo-battle-area: could not draw the battle area', error);
      return html`<p class="empty" part="base">The battle area cannot be drawn: ${error instanceof Error ? error.message : String(error)}</p>`;
    }
  }

  private nameOf(player: PlayerId): string {
    const given = this.names[player]?.trim();
    return given === undefined || given === '' ? capitalise(playerName(player)) : given;
  }

  private roleOf(player: PlayerId): string | null {
    const given = this.roles[player]?.trim();
    return given === undefined || given === '' ? null : given;
  }

  /**
   * The drawing for the element's width. Wide, roles or marks need a line of words around each
   * hull; compact, the name always has its line, and each mark one more.
   */
  private get geometry(): Geometry {
    const players = this.state?.players ?? [];
    const worded = players.some((player) => this.roleOf(player) !== null || this.marksOf(player).length > 0);
    const markLines = Math.max(0, ...players.map((player) => this.marksOf(player).length));
    return geometryFor(this.drawnWidth.narrowerThan(WIDE_WIDTH), worded, markLines);
  }

  private marksOf(player: PlayerId): BattleAreaMark[] {
    return this.marks.filter((mark) => mark.submarine === player && isLocation(mark.location));
  }

  private renderArea(state: SteamTorpedoState): TemplateResult {
    const description = describeBattleArea(state, (player) => this.nameOf(player), this.marks);
    const name = `${this.label ?? 'The battle area'}: ${description}`;
    // Too narrow even for the compact drawing, it scrolls sideways in a box that says so, and
    // that Tab reaches (so that a keyboard can scroll it) under a name of its own. A group, not a
    // region: several widgets on a page each have a battle area, and regions must differ by name.
    const g = this.geometry;
    const scrolls = this.drawnWidth.narrowerThan(NARROW_WIDTH);
    const { lanes } = g;
    // A drawing is one image to assistive technology, unless it holds sliders: then it is a group.
    return html`<div part="base">
      ${widthProbe}
      ${scrolls ? html`<p class="scroll-hint" part="scroll-hint" aria-hidden="true">Scroll sideways for the whole battle area →</p>` : nothing}
      <div
        class="scroll"
        tabindex=${scrolls ? '0' : nothing}
        role=${scrolls ? 'group' : nothing}
        aria-label=${scrolls ? `${this.label ?? 'The battle area'}, scrolls sideways` : nothing}
      >
        <svg part="svg" class=${g.narrow ? 'narrow' : 'wide'} viewBox="0 0 ${g.width} ${lanes.height}" role=${this.interactive ? 'group' : 'img'} aria-label=${name}>
          <defs>
            <pattern id="north-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(90)">
              <rect class="stripe-back" width="8" height="8"></rect>
              <line class="stripe" x1="0" y1="0" x2="0" y2="8"></line>
            </pattern>
          </defs>
          <g aria-hidden="true">
            <text class="note" x="4" y=${HEADER_Y}>▲ North: the port side of both</text>
            <text class="note" x=${g.width - 4} y=${g.narrow ? HEADER_Y + 15 : HEADER_Y} text-anchor="end">Both face sector 5 ▶</text>
            ${SECTORS.map((sector) => {
              const x = sectorX(g, sector);
              // Compact, a column holds its number only: "Both face sector 5" above says what the numbers are.
              return svg`<g part="sector" data-sector=${sector}>
                <rect class="sector" x=${x} y=${g.sectorTop} width=${g.columnW} height=${lanes.sectorBottom - g.sectorTop} rx=${g.narrow ? 4 : 6}></rect>
                <text class="sector-label" x=${x + g.columnW / 2} y=${g.sectorLabelY}>${g.narrow ? String(sector) : `Sector ${String(sector)}`}</text>
              </g>`;
            })}
            ${renderRange(state, g)}
          </g>
          ${state.players.map((player) => this.renderSubmarine(state, player, g))}
        </svg>
      </div>
      ${this.hideDescription
        ? nothing
        : this.collapseDescription
        ? html`<details part="description-details">
            <summary part="description-summary">Where they are, in words</summary>
            <p part="description">${description}</p>
          </details>`
        : html`<p part="description">${description}</p>`}
    </div>`;
  }

  private renderSubmarine(state: SteamTorpedoState, player: PlayerId, g: Geometry): SVGTemplateResult {
    const submarine: Submarine | undefined = state.submarines[player];
    if (submarine === undefined) return svg``;
    const { lanes, hull: shape } = g;
    const lane = state.northernSubmarine === player ? lanes.top : lanes.bottom;
    const cx = sectorX(g, submarine.sector) + g.columnW / 2;
    const left = cx - shape.w / 2;
    const right = cx + shape.w / 2;
    const top = lane - shape.h / 2;
    const bottom = lane + shape.h / 2;
    const stern = left + shape.stern;
    const bow = right - shape.bow;
    // A hull with a rounded stern on the left and a pointed bow on the right, and a conning tower.
    const hull = `M${stern} ${top} L${bow} ${top} Q${right} ${lane} ${bow} ${bottom} L${stern} ${bottom} Q${left - shape.bulge} ${lane} ${stern} ${top} Z`;
    const towerTop = top - shape.towerH;
    const tower = `M${cx - shape.towerBase} ${top} L${cx - shape.towerLeft} ${towerTop} L${cx + shape.towerRight} ${towerTop} L${cx + shape.towerBase} ${top} Z`;
    const name = this.nameOf(player);
    const shown = hullName(name);
    const role = this.roleOf(player);
    const marks = this.marksOf(player);
    // Each side of the hull as a line to mark, and where its words go. Wide: port above, the rest
    // below, each by its side. Compact: a line each under the hull, placed as the name is.
    const words = g.narrow ? compactWords(g, submarine.sector, cx) : null;
    const sides: Record<Location, { d: string; x: number; y: number; anchor: string }> = {
      aft: { d: `M${stern} ${top + 1} Q${left - shape.bulge} ${lane} ${stern} ${bottom - 1}`, x: left, y: bottom + LABEL_GAP, anchor: 'start' },
      fore: { d: `M${bow} ${top} Q${right} ${lane} ${bow} ${bottom}`, x: right, y: bottom + LABEL_GAP, anchor: 'end' },
      port: { d: `M${stern} ${top} L${bow} ${top}`, x: cx, y: top - LABEL_GAP, anchor: 'middle' },
      starboard: { d: `M${stern} ${bottom} L${bow} ${bottom}`, x: cx, y: bottom + LABEL_GAP, anchor: 'middle' },
    };
    const laneTop = lane - COMPACT_HULL_Y;
    // The marks go under the name, whose halo keeps it legible where a mark crosses it (the stern's).
    const markShapes = marks.map((mark, index) => {
      const side = sides[mark.location];
      const at = words === null ? side : { x: words.x, y: laneTop + COMPACT_MARK_Y + COMPACT_MARK_STEP * index, anchor: words.anchor };
      return svg`<g part="mark" data-hit=${mark.location}>
        <path class="mark-line" d=${side.d}></path>
        <text class="mark-label" x=${at.x} y=${at.y} text-anchor=${at.anchor}>${`${mark.location} ${markLabel(mark)}`.toUpperCase()}</text>
      </g>`;
    });
    const body = svg`<path class=${`hull seat-${submarine.seat}`} d=${tower}></path>
      <path class=${`hull body seat-${submarine.seat}`} d=${hull}></path>`;
    let drawing: SVGTemplateResult;
    if (words === null) {
      // The role goes above the hull, or below it when a mark on the port side (on top) takes the room.
      const roleY = marks.some((mark) => mark.location === 'port') ? bottom + LABEL_GAP : top - LABEL_GAP;
      drawing = svg`${body}${markShapes}
        <text class=${shown.length > LONG_NAME ? 'hull-label long' : 'hull-label'} x=${cx - 4} y=${lane}>${shown} ▶</text>
        ${role === null ? nothing : svg`<text class="role" x=${cx} y=${roleY}>${role.toUpperCase()}</text>`}`;
    } else {
      // Compact, the hull is too small to hold the name: it goes on the line above, with the role.
      drawing = svg`${body}${markShapes}
        <text class="name-line" x=${words.x} y=${laneTop + COMPACT_NAME_Y} text-anchor=${words.anchor}
          >${shown} ▶${role === null ? nothing : svg` <tspan class="role">${role.toUpperCase()}</tspan>`}</text
        >`;
    }
    if (!this.interactive) {
      return svg`<g part="submarine" data-owner=${player} data-sector=${submarine.sector} aria-hidden="true">${drawing}</g>`;
    }
    // The ring, and where a pointer takes the slider: round the hull and its role (wide), or round the
    // small hull alone (compact: 50 × 32 px at least, where the words around it run across other sectors).
    const ring =
      words === null
        ? { x: left - 10, y: top - 24, width: shape.w + 20, height: shape.h + 42 }
        : { x: left - COMPACT_RING.pad, y: laneTop + COMPACT_RING.top, width: shape.w + COMPACT_RING.pad * 2, height: COMPACT_RING.bottom - COMPACT_RING.top };
    const marked = marks.map((mark) => `${mark.location} ${markLabel(mark)}`);
    return svg`<g
      class="slider"
      part="submarine"
      data-owner=${player}
      data-sector=${submarine.sector}
      role="slider"
      tabindex="0"
      aria-label=${`${name}${role === null ? '' : ` (${role})`}, sector`}
      aria-orientation="horizontal"
      aria-valuemin=${SECTORS[0]}
      aria-valuemax=${SECTORS[SECTORS.length - 1] ?? SECTORS.length}
      aria-valuenow=${submarine.sector}
      aria-valuetext=${`sector ${String(submarine.sector)} of ${String(SECTORS.length)}${marked.length === 0 ? '' : `; ${listWords(marked)}`}`}
      @keydown=${(event: KeyboardEvent) => {
        this.onKey(event, player);
      }}
    >
      ${words === null ? nothing : svg`<rect class="hit-area" x=${ring.x} y=${ring.y} width=${ring.width} height=${ring.height} rx="6"></rect>`}
      <rect class="focus-ring" x=${ring.x} y=${ring.y} width=${ring.width} height=${ring.height} rx=${words === null ? 8 : 6}></rect>
      <g aria-hidden="true">${drawing}</g>
    </g>`;
  }

  private onKey(event: KeyboardEvent, submarine: PlayerId): void {
    const direction = MOVE_KEYS[event.key];
    if (direction === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.dispatchEvent(new CustomEvent<SubmarineMoveDetail>('rb-submarine-move', { detail: { submarine, direction }, bubbles: true, composed: true }));
  }
}

function sectorX(g: Geometry, sector: number): number {
  return g.marginX + (sector - 1) * (g.columnW + g.gap);
}

/**
 * Where a compact hull's words go (its name line, its marks): from the hull's left edge in sectors
 * 1 and 2, round its centre in 3, to its right edge in 4 and 5. Each line then has at least 200
 * units, the whole drawing but a sector or so, wherever the hull is: a name of LONG_NAME
 * characters with its role fits.
 */
function compactWords(g: Geometry, sector: number, cx: number): { x: number; anchor: 'start' | 'middle' | 'end' } {
  if (sector < 3) return { x: cx - g.hull.w / 2, anchor: 'start' };
  if (sector > 3) return { x: cx + g.hull.w / 2, anchor: 'end' };
  return { x: cx, anchor: 'middle' };
}

function markLabel(mark: BattleAreaMark): string {
  const label = mark.label?.trim();
  return label === undefined || label === '' ? 'hit' : label;
}

/** A name short enough for a hull: "Panzer la Rochelle" becomes "Panzer la R.". */
function hullName(name: string): string {
  if (name.length <= LONG_NAME) return name;
  const words = name.split(/\s+/);
  let kept = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${kept} ${word}`.length > LONG_NAME) return `${kept} ${word.charAt(0)}.`;
    kept = `${kept} ${word}`;
  }
  return kept;
}

/** The line under the sectors from one submarine to the other, with the range in words. */
function renderRange(state: SteamTorpedoState, g: Geometry): SVGTemplateResult {
  const y = g.lanes.rangeY;
  const [first, second] = state.players;
  const a = state.submarines[first];
  const b = state.submarines[second];
  if (a === undefined || b === undefined) return svg``;
  const { range } = sightOf(state, first);
  const apart = Math.abs(a.sector - b.sector);
  const centre = (sector: number): number => sectorX(g, sector) + g.columnW / 2;
  const from = centre(Math.min(a.sector, b.sector));
  const to = centre(Math.max(a.sector, b.sector));
  // In one sector, a short line under it, half a hull long. Compact, the words run longer than the
  // line between two sectors: they go in the middle of the drawing.
  const half = g.hull.w / 4;
  // The ends' ticks, shorter compact, where the words above run across them.
  const tick = g.narrow ? 3 : 6;
  const label = `${apart === 0 ? 'same sector' : `${plural(apart, 'sector')} apart`}: ${range.toUpperCase()} range`;
  return svg`<g part="range" data-range=${range} data-apart=${apart}>
    ${apart === 0
      ? svg`<line class="range-line" x1=${from - half} y1=${y} x2=${from + half} y2=${y}></line>`
      : svg`<line class="range-line" x1=${from} y1=${y} x2=${to} y2=${y}></line>
        <line class="range-line" x1=${from} y1=${y - tick} x2=${from} y2=${y + tick}></line>
        <line class="range-line" x1=${to} y1=${y - tick} x2=${to} y2=${y + tick}></line>`}
    <text class="range-label" x=${g.narrow ? g.width / 2 : (from + to) / 2} y=${y - 6}>${label}</text>
  </g>`;
}

/**
 * Where both submarines are, the range between them, where each sees the other, and the marks.
 * `name` says what to call a submarine (default: its owner, "South").
 */
export function describeBattleArea(state: SteamTorpedoState, name: (player: PlayerId) => string = (player) => capitalise(playerName(player)), marks: readonly BattleAreaMark[] = []): string {
  const [first, second] = state.players;
  const a = state.submarines[first];
  const b = state.submarines[second];
  if (a === undefined || b === undefined) return '';
  // Owners' names read mid-sentence in lower case ("north"); names a widget gave stay as given.
  const inText = (player: PlayerId): string => {
    const given = name(player);
    return given === capitalise(playerName(player)) ? playerName(player) : given;
  };
  const seen = sightOf(state, first);
  const back = sightOf(state, second);
  const where =
    a.sector === b.sector
      ? `Both submarines are in sector ${String(a.sector)}, ${capitalise(inText(state.northernSubmarine))}'s to the north`
      : `${capitalise(inText(first))} is in sector ${String(a.sector)}, ${inText(second)} in sector ${String(b.sector)}`;
  const marked = marks
    .filter((mark) => isLocation(mark.location))
    .map((mark) => `${inText(mark.submarine)}'s ${mark.location} is marked ${markLabel(mark)}`);
  return `${where}: ${seen.range} range. Seen from ${inText(first)}, ${inText(second)} is ${positionWords(seen.position)}; seen from ${inText(second)}, ${inText(first)} is ${positionWords(back.position)}.${
    marked.length === 0 ? '' : ` ${capitalise(listWords(marked))}.`
  }`;
}
