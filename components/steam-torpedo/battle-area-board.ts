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

// The drawing lines up with `<steam-torpedo-submarine>` in its wide layout: the same width and the
// same column positions, so at the same width sector N sits right under (or over) column N of each
// board. Like the board, it is never drawn at less than one pixel per SVG unit, so that its text (12
// units at least) is at least 12 CSS pixels: narrower than WIDTH pixels, it scrolls sideways.
const COLUMN_W = 108;
const GAP = 6;
const MARGIN_X = 8;
const WIDTH = MARGIN_X * 2 + COLUMN_W * 5 + GAP * 4;
/** The line above the sectors: the compass on the left, the facing on the right. */
const HEADER_Y = 14;
const SECTOR_TOP = 24;
const SECTOR_LABEL_Y = SECTOR_TOP + 14;
const HULL_W = 96;
const HULL_H = 34;
/** Room between a hull's edge and a word drawn above or below it. */
const LABEL_GAP = 13;
const LONG_NAME = 12;

/** Where the lanes, the sectors' bottom and the range line go, from top to bottom. */
interface Lanes {
  top: number;
  bottom: number;
  sectorBottom: number;
  rangeY: number;
  height: number;
}

/** With roles or marks, each hull has a line of words above and below it; without, the lanes close up. */
const LANES_WITH_WORDS: Lanes = { top: 88, bottom: 164, sectorBottom: 200, rangeY: 222, height: 234 };
// Bare, the lanes are as close as two hulls in one sector allow (the lower one's tower just clears
// the upper hull), and the upper tower just clears the sector's label.
const LANES_BARE: Lanes = { top: 68, bottom: 115, sectorBottom: 137, rangeY: 155, height: 162 };

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
 *   than the drawing at full size (580 px): the drawing then scrolls sideways in a box Tab reaches.
 * @cssprop --rb-color-border - Sector borders.
 * @cssprop --rb-color-accent - The focus ring of a submarine slider.
 * @cssprop --rb-color-miss - Marked locations.
 * @cssprop --rb-battle-area-surface - Fill of the sectors.
 * @cssprop --rb-submarine-south - Fill of the south seat's hull. `--rb-submarine-north` the north's (striped).
 * @cssprop --rb-submarine-max-width - How wide the drawing grows (as the boards). Default 52rem.
 */
export class SteamTorpedoBattleArea extends LitElement {
  // The scrolling box has `contain: inline-size`: the drawing's full width must not widen the page's
  // column; the box takes the width it is given.
  // The drawing's width is the element's own geometry, so its rule stays beside it.
  static override styles = [
    battleAreaStyles,
    css`
      .scroll > svg {
        min-width: ${WIDTH}px;
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

  /** How wide the element is drawn: below WIDTH pixels the drawing scrolls sideways. */
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

  /** The lanes for what is drawn beside the hulls: roles or marks need a line of words around each hull. */
  private get lanes(): Lanes {
    const worded = this.state?.players.some((player) => this.roleOf(player) !== null || this.marksOf(player).length > 0) ?? false;
    return worded ? LANES_WITH_WORDS : LANES_BARE;
  }

  private marksOf(player: PlayerId): BattleAreaMark[] {
    return this.marks.filter((mark) => mark.submarine === player && isLocation(mark.location));
  }

  private renderArea(state: SteamTorpedoState): TemplateResult {
    const description = describeBattleArea(state, (player) => this.nameOf(player), this.marks);
    const name = `${this.label ?? 'The battle area'}: ${description}`;
    // Too narrow for the whole drawing at full size, it scrolls sideways in a box that says so, and
    // that Tab reaches (so that a keyboard can scroll it) under a name of its own. A group, not a
    // region: several widgets on a page each have a battle area, and regions must differ by name.
    const scrolls = this.drawnWidth.narrowerThan(WIDTH);
    const lanes = this.lanes;
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
        <svg part="svg" viewBox="0 0 ${WIDTH} ${lanes.height}" role=${this.interactive ? 'group' : 'img'} aria-label=${name}>
          <defs>
            <pattern id="north-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(90)">
              <rect class="stripe-back" width="8" height="8"></rect>
              <line class="stripe" x1="0" y1="0" x2="0" y2="8"></line>
            </pattern>
          </defs>
          <g aria-hidden="true">
            <text class="note" x="4" y=${HEADER_Y}>▲ North: the port side of both</text>
            <text class="note" x=${WIDTH - 4} y=${HEADER_Y} text-anchor="end">Both face sector 5 ▶</text>
            ${SECTORS.map((sector) => {
              const x = sectorX(sector);
              return svg`<g part="sector" data-sector=${sector}>
                <rect class="sector" x=${x} y=${SECTOR_TOP} width=${COLUMN_W} height=${lanes.sectorBottom - SECTOR_TOP} rx="6"></rect>
                <text class="sector-label" x=${x + COLUMN_W / 2} y=${SECTOR_LABEL_Y}>Sector ${sector}</text>
              </g>`;
            })}
            ${renderRange(state, lanes.rangeY)}
          </g>
          ${state.players.map((player) => this.renderSubmarine(state, player))}
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

  private renderSubmarine(state: SteamTorpedoState, player: PlayerId): SVGTemplateResult {
    const submarine: Submarine | undefined = state.submarines[player];
    if (submarine === undefined) return svg``;
    const lanes = this.lanes;
    const lane = state.northernSubmarine === player ? lanes.top : lanes.bottom;
    const cx = sectorX(submarine.sector) + COLUMN_W / 2;
    const left = cx - HULL_W / 2;
    const right = cx + HULL_W / 2;
    const top = lane - HULL_H / 2;
    const bottom = lane + HULL_H / 2;
    // A hull with a rounded stern on the left and a pointed bow on the right, and a conning tower.
    const hull = `M${left + 14} ${top} L${right - 22} ${top} Q${right} ${lane} ${right - 22} ${bottom} L${left + 14} ${bottom} Q${left - 4} ${lane} ${left + 14} ${top} Z`;
    const tower = `M${cx - 14} ${top} L${cx - 8} ${top - 9} L${cx + 10} ${top - 9} L${cx + 14} ${top} Z`;
    const name = this.nameOf(player);
    const shown = hullName(name);
    const role = this.roleOf(player);
    const marks = this.marksOf(player);
    // Each side of the hull as a line to mark, and where its words go: port above, the rest below.
    const sides: Record<Location, { d: string; x: number; y: number; anchor: string }> = {
      aft: { d: `M${left + 14} ${top + 1} Q${left - 4} ${lane} ${left + 14} ${bottom - 1}`, x: left, y: bottom + LABEL_GAP, anchor: 'start' },
      fore: { d: `M${right - 22} ${top} Q${right} ${lane} ${right - 22} ${bottom}`, x: right, y: bottom + LABEL_GAP, anchor: 'end' },
      port: { d: `M${left + 14} ${top} L${right - 22} ${top}`, x: cx, y: top - LABEL_GAP, anchor: 'middle' },
      starboard: { d: `M${left + 14} ${bottom} L${right - 22} ${bottom}`, x: cx, y: bottom + LABEL_GAP, anchor: 'middle' },
    };
    // The role goes above the hull, or below it when a mark on the port side (on top) takes the room.
    const roleY = marks.some((mark) => mark.location === 'port') ? bottom + LABEL_GAP : top - LABEL_GAP;
    // The marks go under the name, whose halo keeps it legible where a mark crosses it (the stern's).
    const drawing = svg`<path class=${`hull seat-${submarine.seat}`} d=${tower}></path>
      <path class=${`hull body seat-${submarine.seat}`} d=${hull}></path>
      ${marks.map((mark) => {
        const side = sides[mark.location];
        return svg`<g part="mark" data-hit=${mark.location}>
          <path class="mark-line" d=${side.d}></path>
          <text class="mark-label" x=${side.x} y=${side.y} text-anchor=${side.anchor}>${`${mark.location} ${markLabel(mark)}`.toUpperCase()}</text>
        </g>`;
      })}
      <text class=${shown.length > LONG_NAME ? 'hull-label long' : 'hull-label'} x=${cx - 4} y=${lane}>${shown} ▶</text>
      ${role === null ? nothing : svg`<text class="role" x=${cx} y=${roleY}>${role.toUpperCase()}</text>`}`;
    if (!this.interactive) {
      return svg`<g part="submarine" data-owner=${player} data-sector=${submarine.sector} aria-hidden="true">${drawing}</g>`;
    }
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
      <rect class="focus-ring" x=${left - 10} y=${top - 24} width=${HULL_W + 20} height=${HULL_H + 42} rx="8"></rect>
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

function sectorX(sector: number): number {
  return MARGIN_X + (sector - 1) * (COLUMN_W + GAP);
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
function renderRange(state: SteamTorpedoState, y: number): SVGTemplateResult {
  const [first, second] = state.players;
  const a = state.submarines[first];
  const b = state.submarines[second];
  if (a === undefined || b === undefined) return svg``;
  const { range } = sightOf(state, first);
  const apart = Math.abs(a.sector - b.sector);
  const centre = (sector: number): number => sectorX(sector) + COLUMN_W / 2;
  const from = centre(Math.min(a.sector, b.sector));
  const to = centre(Math.max(a.sector, b.sector));
  const label = `${apart === 0 ? 'same sector' : `${plural(apart, 'sector')} apart`}: ${range.toUpperCase()} range`;
  return svg`<g part="range" data-range=${range} data-apart=${apart}>
    ${apart === 0
      ? svg`<line class="range-line" x1=${from - 24} y1=${y} x2=${from + 24} y2=${y}></line>`
      : svg`<line class="range-line" x1=${from} y1=${y} x2=${to} y2=${y}></line>
        <line class="range-line" x1=${from} y1=${y - 6} x2=${from} y2=${y + 6}></line>
        <line class="range-line" x1=${to} y1=${y - 6} x2=${to} y2=${y + 6}></line>`}
    <text class="range-label" x=${(from + to) / 2} y=${y - 6}>${label}</text>
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
