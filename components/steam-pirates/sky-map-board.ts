import { LitElement, css, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SAMPLE_MAP, validateRoutingMap, type Bearing, type Good, type Island, type SkyMap } from '../../rules/steam-pirates/index.ts';
import { listWords } from '../shared/words.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { skyMapStyles } from './sky-map-board.styles.ts';

/** Which flagship: the Syndicate's Dreadnought or the Empire's Flying Fortress. */
export type MapShip = 'dreadnought' | 'fortress';

/** A flagship on the map, and where its side mission sends it (drawn as a flag with its letters). */
export interface MapFlagship {
  ship: MapShip;
  at: string;
  destination?: string;
}

/** A pirate's frigate: a small disc at the island where it is anchored, in the key as "Amber’s frigate". */
export interface MapFrigate {
  /** Whose it is ("Amber"), for the key and the accessible description. */
  name: string;
  /**
   * One or two letters drawn on the disc, to tell several frigates apart; without, a small ship
   * (the goods' letters C, R, F and A are on the islands).
   */
  letter?: string;
  at: string;
}

/** A route to draw: islands in order; `faint` for a route that could be taken, `bold` for the one taken. */
export interface MapRoute {
  path: readonly string[];
  weight: 'faint' | 'bold';
}

/** A tie marked at an island: a few words by each candidate's link, such as its angle to the wind. */
export interface MapTie {
  at: string;
  candidates: readonly { island: string; label: string }[];
}

/** Detail of the `rb-island-select` event: the island pressed. */
export interface IslandSelectDetail {
  island: string;
}

/** Short letters of each ship, drawn on its hull and on its destination flag. */
export const SHIP_LETTERS: Readonly<Record<MapShip, string>> = { dreadnought: 'DN', fortress: 'FF' };
export const SHIP_NAMES: Readonly<Record<MapShip, string>> = { dreadnought: 'Dreadnought', fortress: 'Flying Fortress' };

/** Each good's letter on its islands (colour is never the only cue) and its name. */
export const GOOD_LETTERS: Readonly<Record<Good, string>> = { coal: 'C', rum: 'R', firearms: 'F', automatons: 'A' };
export const GOOD_NAMES: Readonly<Record<Good, string>> = { coal: 'Coal', rum: 'Rum', firearms: 'Firearms', automatons: 'Automatons' };

// The drawing is never shown at less than one CSS pixel per SVG unit, so its text (12 units at
// least) is never under 12 px. In an element WIDE.width pixels wide or more the map is drawn as its
// plane lies; narrower, it stands up (NARROW), which needs NARROW.width; narrower still, that
// drawing scrolls sideways.
/** A drawing of the map: its width, the room beside, above and under the islands, the most height. */
interface Frame {
  width: number;
  /** Room beside the islands for the cost badges, distances, names and frigates of the outermost ones. */
  marginX: number;
  /** Room above the topmost islands for a flagship and a destination flag. */
  top: number;
  /** Room under the lowest islands for their names. */
  bottom: number;
  /** A very tall map is shrunk to keep the drawing at most this high. */
  mostHeight: number;
  /** How many times further apart the islands are drawn down than across (see NARROW). */
  stretch: number;
}
const WIDE: Frame = { width: 580, marginX: 48, top: 44, bottom: 34, mostHeight: 560, stretch: 1 };
/**
 * On a phone: a map wider than tall turns a quarter clockwise (north to the right), so that its
 * long side runs down the screen, and is drawn 290 units wide, a 390 px phone's docs column
 * (324 px) less the game's padding. The texts keep their size while the islands come closer
 * across, so the islands are drawn 1.5 times further apart down than across (the wind's arrow
 * stretched alike, so that a link going with the wind still lies along it), each name is placed
 * clear of what is drawn around it (`placeNames`), and the top keeps room for the wind's compass.
 * Measured on the sample map with every overlay: no two texts overlap from a stretch of 1.45 up
 * (at 1.25, four pairs); its nearest islands are 47 units apart, clear of each other's 32-unit
 * targets; 589 units tall.
 */
const NARROW: Frame = { width: 290, marginX: 42, top: 80, bottom: 34, mostHeight: 900, stretch: 1.5 };
const CITY_R = 11;
const TREASURE_R = 8;

/** Where each island is drawn, in drawing units, and how the drawing lies. */
interface Layout {
  width: number;
  height: number;
  /** Turned a quarter clockwise: north is to the right. */
  turned: boolean;
  /** How much further apart the islands are drawn down than across. */
  stretch: number;
  at: ReadonlyMap<string, { x: number; y: number }>;
}

const LAYOUTS = new WeakMap<SkyMap, { wide?: Layout; narrow?: Layout }>();

/** The map's plane scaled into the frame and centred across; stood up and stretched down when narrow. */
function layoutOf(map: SkyMap, narrow: boolean): Layout {
  const kept = LAYOUTS.get(map) ?? {};
  LAYOUTS.set(map, kept);
  const known = narrow ? kept.narrow : kept.wide;
  if (known !== undefined) return known;
  const frame = narrow ? NARROW : WIDE;
  const xs = map.islands.map((island) => island.x);
  const ys = map.islands.map((island) => island.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const turned = narrow && maxX - minX > maxY - minY;
  // Turned clockwise, the plane's north (its least y) comes to the right and its west to the top.
  const plane = (island: Island): { x: number; y: number } => (turned ? { x: maxY - island.y, y: island.x - minX } : { x: island.x - minX, y: island.y - minY });
  const [spanX, spanY] = turned ? [maxY - minY, maxX - minX] : [maxX - minX, maxY - minY];
  const across = frame.width - 2 * frame.marginX;
  const down = frame.mostHeight - frame.top - frame.bottom;
  const scale = Math.min(spanX > 0 ? across / spanX : Number.POSITIVE_INFINITY, spanY > 0 ? down / spanY : Number.POSITIVE_INFINITY, 1);
  const { stretch } = frame;
  const left = frame.marginX + (across - spanX * scale) / 2;
  const at = new Map(
    map.islands.map((island) => {
      const point = plane(island);
      return [island.id, { x: left + point.x * scale, y: frame.top + point.y * scale * stretch }];
    }),
  );
  const layout = { width: frame.width, height: Math.round(frame.top + spanY * scale * stretch + frame.bottom), turned, stretch, at };
  if (narrow) kept.narrow = layout;
  else kept.wide = layout;
  return layout;
}

/** Unit vector of each compass point, y growing south. */
const POINT_VECTORS: Readonly<Record<Bearing, readonly [number, number]>> = {
  N: [0, -1],
  NE: [Math.SQRT1_2, -Math.SQRT1_2],
  E: [1, 0],
  SE: [Math.SQRT1_2, Math.SQRT1_2],
  S: [0, 1],
  SW: [-Math.SQRT1_2, Math.SQRT1_2],
  W: [-1, 0],
  NW: [-Math.SQRT1_2, -Math.SQRT1_2],
};

/** Arrow keys between islands: the direction each looks in, y growing south. */
const ARROW_VECTORS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The sky map of Steam Pirates as SVG: links as lines; city islands as discs coloured by their good
 * and marked with its letter (C, R, F, A), their name under them (or beside, where that is taken)
 * and the cost of a Trade House in a house-shaped badge beside them; treasure islands as smaller
 * diamonds with their name in italics;
 * a key under the drawing. Overlays, each a property: both flagships (a hull marked DN or FF) and
 * their destinations (a flag with the same letters), frigates (a disc with a ship or letters, each
 * named in the key), routes (faint dashed, or bold with
 * arrows), each island's distance in links, highlighted islands (a ring), ties (words by each
 * candidate's link), links closed to frigates (a cross), and the wind on a small compass.
 *
 * It only draws: no rules. The map is checked as routing reads it (`validateRoutingMap`: a sketch
 * may leave out a city's good and cost, or an island no link reaches) and a bad one is said in words.
 * The drawing is never shown at less than one pixel per unit, so no text is under 12 px. It is
 * 580 units wide where the element is 580 px wide or more; narrower (a phone), the map stands up,
 * turned a quarter clockwise with north to the right (a line above it says so) and stretched down,
 * each name placed clear of what is drawn around it, 290 units wide: it fits a 390 px phone's docs
 * column, even inside the whole game. Narrower than 290 px it scrolls sideways in a box that Tab
 * reaches, under a line that says so. The arrow keys move between the islands as they are drawn.
 *
 * Islands listed in `choosable` are buttons (`role="button"`): one Tab stop for them all (the
 * last one pressed, else the first), the arrow keys move to the nearest island that way, Home and
 * End to the first and last, Enter or Space (or a click) fires `rb-island-select`.
 *
 * The class is not registered; import `steam-pirates-sky-map.ts` for the tag.
 *
 * @tagname steam-pirates-sky-map
 * @attr label - The drawing's accessible name. Default "The sky map".
 * @attr action-label - What pressing a choosable island does, read after its name ("set the
 *   start"); `actionLabels` (a property) sets it per island. Default "choose".
 * @attr hide-key - Leave the key out (a widget that shows its own).
 * @attr collapse-key - Put the key in a `<details>` closed by default (part `key-details`), for a
 *   widget that needs the height.
 * @fires rb-island-select - A choosable island was pressed (click, Enter or Space).
 *   `detail: { island }`. Bubbles and crosses shadow roots.
 * @csspart base - The wrapper around the drawing and its key.
 * @csspart svg - The SVG drawing.
 * @csspart link - Each link line.
 * @csspart island - Each island; its id in `data-island`, `city` or `treasure` in `data-kind`.
 *   A choosable one is the button.
 * @csspart flagship - Each flagship's hull (its ship in `data-ship`); `destination` its flag.
 * @csspart frigate - Each frigate's disc.
 * @csspart route - Each route line; `data-weight` is `faint` or `bold`.
 * @csspart distance - Each island's distance in links.
 * @csspart tie - The words by a tied candidate's link.
 * @csspart closed-link - A cross on a link closed to frigates.
 * @csspart wind - The compass with the wind arrow.
 * @csspart key - The key under the drawing.
 * @csspart scroll-hint - "Scroll sideways …", shown above the drawing when the element is
 *   narrower than the drawing at full size (290 px, stood up).
 * @csspart turn-hint - "North is to the right …", above the drawing when it is stood up.
 * @cssprop --rb-sky-map-max-width - How wide the drawing grows. Default 52rem.
 * @cssprop --rb-sky-map-sea - Fill behind the islands.
 * @cssprop --rb-good-coal - Fill of Coal islands (white letters). Also `--rb-good-rum`,
 *   `--rb-good-firearms`, `--rb-good-automatons`.
 * @cssprop --rb-color-accent - Routes, distances, highlights and the focus ring.
 * @cssprop --rb-color-miss - Links closed to frigates.
 * @cssprop --rb-color-border - Links.
 */
export class SteamPiratesSkyMap extends LitElement {
  // Every text of the drawing is 12 px, extra bold and centred on its point unless its class says
  // otherwise: said once on `text`, not again for each kind of label (the CSS ships to every reader).
  // The drawing's width is the element's own geometry, so its rule stays beside it. Stood up, it
  // grows to 1.2 times its size at most (348 px wide, 707 tall), centred: a wider element (a
  // tablet's column, the game's wide layout) would otherwise draw it taller than a screen.
  static override styles = [
    skyMapStyles,
    css`
      .scroll > .wide {
        min-width: ${WIDE.width}px;
      }
      .scroll > .narrow {
        min-width: ${NARROW.width}px;
        max-width: ${NARROW.width * 1.2}px;
        margin-inline: auto;
      }
    `,
  ];

  /** The map to draw; default SAMPLE_MAP. Set as a property. */
  @property({ attribute: false }) map: SkyMap = SAMPLE_MAP;

  @property() label: string | null = null;

  @property({ attribute: 'action-label' }) actionLabel = 'choose';

  @property({ type: Boolean, attribute: 'hide-key' }) hideKey = false;

  @property({ type: Boolean, attribute: 'collapse-key' }) collapseKey = false;

  /** Both flagships, or either, with their destinations. Set as a property. */
  @property({ attribute: false }) flagships: readonly MapFlagship[] = [];

  /** Frigates at anchor. Set as a property. */
  @property({ attribute: false }) frigates: readonly MapFrigate[] = [];

  /** Routes to draw, faint or bold. Set as a property. */
  @property({ attribute: false }) routes: readonly MapRoute[] = [];

  /** Links from each island to somewhere (a destination), drawn by the island. Set as a property. */
  @property({ attribute: false }) distances: Readonly<Record<string, number>> | null = null;

  /** What the distances count to, for the key ("Iona"). */
  @property({ attribute: 'distance-to' }) distanceTo: string | null = null;

  /** Islands to ring. Set as a property. */
  @property({ attribute: false }) highlighted: readonly string[] = [];

  /** Ties to mark. Set as a property. */
  @property({ attribute: false }) ties: readonly MapTie[] = [];

  /** Links closed to frigates, as pairs of island ids. Set as a property. */
  @property({ attribute: false }) closedLinks: readonly (readonly [string, string])[] = [];

  /** Where the wind arrow points, drawn on a small compass in the emptiest corner; null for none. */
  @property({ attribute: false }) wind: Bearing | null = null;

  /** Islands the reader may press, each a button. Set as a property. */
  @property({ attribute: false }) choosable: readonly string[] = [];

  /** What pressing each island does, by id, where it differs from `action-label`. Set as a property. */
  @property({ attribute: false }) actionLabels: Readonly<Record<string, string>> = {};

  /** The choosable island that Tab reaches (the others by the arrow keys). */
  @state() private current: string | null = null;

  private readonly drawnWidth = new DrawnWidth(this);

  /** The layout drawn last, which the arrow keys follow: they move as the islands are drawn. */
  private layout: Layout | null = null;

  /** Moves keyboard focus to a choosable island. False when it is not choosable or not drawn. */
  focusIsland(id: string): boolean {
    const island = this.renderRoot.querySelector<SVGGElement>(`g.choice[data-island="${CSS.escape(id)}"]`);
    if (island === null) return false;
    this.current = id;
    island.focus();
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('choosable') && (this.current === null || !this.choosable.includes(this.current))) this.current = this.choosable[0] ?? null;
  }

  protected override render(): unknown {
    let map: SkyMap;
    try {
      map = validateRoutingMap(this.map);
    } catch (error) {
      return html`<p class="empty" part="base">The sky map cannot be drawn: ${error instanceof Error ? error.message : String(error)}</p>`;
    }
    try {
      return this.renderMap(map);
    } catch (error) {
      console.error('steam-pirates-sky-map: could not draw the map', error);
      return html`<p class="empty" part="base">The sky map cannot be drawn: ${error instanceof Error ? error.message : String(error)}</p>`;
    }
  }

  private renderMap(map: SkyMap): TemplateResult {
    const narrow = this.drawnWidth.narrowerThan(WIDE.width);
    const layout = layoutOf(this.map, narrow);
    this.layout = layout;
    const byId = new Map(map.islands.map((island) => [island.id, island]));
    const point = (id: string): { x: number; y: number } | undefined => layout.at.get(id);
    const name = (id: string): string => byId.get(id)?.name ?? id;
    const label = this.label ?? 'The sky map';
    const description = `${layout.turned ? 'Turned to fit: north is to the right. ' : ''}${describeMap(map, name, this.flagships, this.frigates, this.routes, this.closedLinks, this.wind)}`;
    const scrolls = this.drawnWidth.narrowerThan(layout.width);
    const interactive = this.choosable.length > 0;
    const choosable = new Set(this.choosable);
    const ships = shipMarks(this.flagships, this.frigates, point);
    const ties = this.ties.flatMap((tie) => tieLabels(tie, point));
    const corner = this.wind === null ? null : windCorner(layout);
    const width = textWidths(getComputedStyle(this).fontFamily);
    const names = placeNames(map, layout, width, this.obstacles(map, layout, width, ships, ties, corner));
    return html`<div part="base">
      ${widthProbe}
      ${layout.turned ? html`<p class="scroll-hint" part="turn-hint" aria-hidden="true">North is to the right: the map is turned to fit.</p>` : nothing}
      ${scrolls ? html`<p class="scroll-hint" part="scroll-hint" aria-hidden="true">Scroll sideways for the whole map →</p>` : nothing}
      <div class="scroll" tabindex=${scrolls ? '0' : nothing} role=${scrolls ? 'group' : nothing} aria-label=${scrolls ? `${label}, scrolls sideways` : nothing}>
        <svg part="svg" class=${narrow ? 'narrow' : 'wide'} viewBox="0 0 ${layout.width} ${layout.height}" role=${interactive ? 'group' : 'img'} aria-label=${`${label}: ${description}${interactive ? ' The arrow keys move between the islands you may press.' : ''}`}>
          <defs>
            <marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
              <path class="arrowhead" d="M0 0L10 5L0 10Z"></path>
            </marker>
          </defs>
          <rect class="sea" x="0" y="0" width=${layout.width} height=${layout.height} rx="8"></rect>
          <g aria-hidden="true">
            ${map.links.map(([a, b]) => {
              const from = point(a);
              const to = point(b);
              return from === undefined || to === undefined ? nothing : svg`<line class="link" part="link" x1=${from.x} y1=${from.y} x2=${to.x} y2=${to.y}></line>`;
            })}
            ${this.routes.map((route) => renderRoute(route, point))}
            ${this.closedLinks.map(([a, b]) => renderClosed(point(a), point(b)))}
            ${this.wind === null || corner === null ? nothing : renderWind(this.wind, corner, layout)}
          </g>
          <g aria-hidden="true">
            ${map.islands.map((island) => {
              const at = point(island.id);
              return at === undefined ? nothing : this.renderIsland(island, at, names.get(island.id));
            })}
            ${ties.map(({ island, label, x, y }) => svg`<text class="tie-label halo" part="tie" data-island=${island} x=${x} y=${y}>${label}</text>`)}
            ${this.renderShips(ships)}
          </g>
          ${map.islands.map((island) => {
            const at = point(island.id);
            // The buttons lie over the drawing: their names say everything it shows of the island.
            return at === undefined || !choosable.has(island.id) ? nothing : this.renderChoice(island, at);
          })}
        </svg>
      </div>
      ${this.hideKey ? nothing : this.collapseKey ? html`<details part="key-details"><summary>Key to the map</summary>${this.renderKey(map)}</details>` : this.renderKey(map)}
    </div>`;
  }

  /** Everything drawn that an island's name must keep clear of: the islands, their badges and numbers, the ships, the ties, the wind. */
  private obstacles(map: SkyMap, layout: Layout, width: TextWidth, ships: ShipMarks, ties: readonly { label: string; x: number; y: number }[], wind: { x: number; y: number } | null): Box[] {
    const boxes: Box[] = [];
    for (const island of map.islands) {
      const at = layout.at.get(island.id);
      if (at === undefined) continue;
      const r = island.kind === 'city' ? CITY_R : TREASURE_R;
      boxes.push([at.x - r, at.y - r, at.x + r, at.y + r]);
      if (island.kind === 'city') boxes.push([at.x + CITY_R + 2, at.y - 11, at.x + CITY_R + 18, at.y + 9]);
      const distance = this.distances?.[island.id];
      if (distance !== undefined) boxes.push(textBox(width(String(distance)), at.x - r - 3, at.y + 9, 'end', 'alphabetic'));
    }
    for (const { hull, flag } of ships.flagships) {
      if (hull !== null) boxes.push([hull.x - 17, hull.y - 8, hull.x + 17, hull.y + 8]);
      if (flag !== null) boxes.push([flag.x - 1, flag.top, flag.x + 28, flag.top + 16], [flag.x - 1, flag.top, flag.x + 1, flag.foot]);
    }
    for (const { x, y } of ships.frigates) boxes.push([x - 9, y - 9, x + 9, y + 9]);
    for (const { label, x, y } of ties) boxes.push(textBox(width(label), x, y, 'middle', 'middle'));
    if (wind !== null && this.wind !== null) {
      boxes.push([wind.x - 20, wind.y - 20, wind.x + 20, wind.y + 20], textBox(width(`wind ${this.wind}`), wind.x, wind.y + 34, 'middle', 'alphabetic'));
      if (layout.turned) boxes.push(textBox(width('N'), wind.x + 28, wind.y, 'middle', 'middle'));
    }
    return boxes;
  }

  private renderIsland(island: Island, at: { x: number; y: number }, name: NamePlace | undefined): SVGTemplateResult {
    const distance = this.distances?.[island.id];
    const ringed = this.highlighted.includes(island.id);
    const city = island.kind === 'city' && island.good !== undefined;
    const body = city
      ? svg`<circle class=${`city good-${island.good ?? 'coal'}`} cx=${at.x} cy=${at.y} r=${CITY_R}></circle>
          <text class="letter" x=${at.x} y=${at.y}>${GOOD_LETTERS[island.good ?? 'coal']}</text>
          <path class="house" d=${housePath(at.x + CITY_R + 2, at.y)}></path>
          <text class="cost" x=${at.x + CITY_R + 10} y=${at.y + 6}>${island.cost ?? ''}</text>`
      : svg`<path class="treasure" d=${`M${at.x} ${at.y - TREASURE_R}L${at.x + TREASURE_R} ${at.y}L${at.x} ${at.y + TREASURE_R}L${at.x - TREASURE_R} ${at.y}Z`}></path>`;
    const place = name ?? { x: at.x, y: at.y + (city ? CITY_R : TREASURE_R) + 15, anchor: 'middle' };
    return svg`<g part="island" data-island=${island.id} data-kind=${island.kind}>
      ${ringed ? svg`<circle class="ring" cx=${at.x} cy=${at.y} r=${CITY_R + 6}></circle>` : nothing}
      ${body}
      <text class=${`name halo ${city ? '' : 'treasure-name'} ${place.anchor}`} x=${place.x} y=${place.y}>${island.name ?? island.id}</text>
      ${distance === undefined ? nothing : svg`<text class="distance halo" part="distance" x=${at.x - (city ? CITY_R : TREASURE_R) - 3} y=${at.y + 9}>${distance}</text>`}
    </g>`;
  }

  private renderChoice(island: Island, at: { x: number; y: number }): SVGTemplateResult {
    const action = this.actionLabels[island.id] ?? this.actionLabel;
    const press = (): void => {
      this.current = island.id;
      this.dispatchEvent(new CustomEvent<IslandSelectDetail>('rb-island-select', { detail: { island: island.id }, bubbles: true, composed: true }));
    };
    return svg`<g
      class="choice"
      data-island=${island.id}
      role="button"
      tabindex=${island.id === this.current ? '0' : '-1'}
      aria-label=${`${islandWords(island, this.distances?.[island.id], this.distanceTo)}: ${action}`}
      @click=${press}
      @keydown=${(event: KeyboardEvent) => {
        this.onIslandKey(event, island.id, press);
      }}
    >
      <circle class="hit" cx=${at.x} cy=${at.y} r="16"></circle>
      <circle class="focus-ring" cx=${at.x} cy=${at.y} r="19"></circle>
    </g>`;
  }

  private onIslandKey(event: KeyboardEvent, id: string, press: () => void): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      press();
      return;
    }
    let next: string | null;
    if (event.key === 'Home') next = this.choosable[0] ?? null;
    else if (event.key === 'End') next = this.choosable.at(-1) ?? null;
    else {
      const towards = ARROW_VECTORS[event.key];
      if (towards === undefined) return;
      next = this.layout === null ? null : nearestToward(this.layout, id, this.choosable, towards);
    }
    event.preventDefault();
    if (next !== null && next !== id) this.focusIsland(next);
  }

  private renderShips(marks: ShipMarks): SVGTemplateResult[] {
    return [
      ...marks.flagships.map(({ ship, hull, flag }) => {
        const letters = SHIP_LETTERS[ship];
        return svg`${flag === null
          ? nothing
          : svg`<g part="destination" data-ship=${ship}>
              <line class="pole" x1=${flag.x} y1=${flag.foot} x2=${flag.x} y2=${flag.top}></line>
              <path class="pennant" d=${`M${flag.x} ${flag.top}H${flag.x + 28}L${flag.x + 23} ${flag.top + 8}L${flag.x + 28} ${flag.top + 16}H${flag.x}Z`}></path>
              <text class="hull-letters" x=${flag.x + 12} y=${flag.top + 8}>${letters}</text>
            </g>`}${hull === null
          ? nothing
          : svg`<g part="flagship" data-ship=${ship}>
              <path class=${`hull ${ship}`} d=${`M${hull.x - 17} ${hull.y - 8}H${hull.x + 17}L${hull.x + 11} ${hull.y + 8}H${hull.x - 11}Z`}></path>
              <text class=${`hull-letters ${ship}`} x=${hull.x} y=${hull.y}>${letters}</text>
            </g>`}`;
      }),
      ...marks.frigates.map(({ frigate, x, y }) => svg`<g part="frigate" data-frigate=${frigate.name}>${frigateMark(x, y, frigate.letter)}</g>`),
    ];
  }

  private renderKey(map: SkyMap): TemplateResult {
    const goods = (Object.keys(GOOD_NAMES) as Good[]).filter((good) => map.islands.some((island) => island.good === good));
    const swatch = (content: SVGTemplateResult): TemplateResult => html`<svg viewBox="-12 -10 24 20" aria-hidden="true">${content}</svg>`;
    const weights = new Set(this.routes.map((route) => route.weight));
    return html`<ul class="key" part="key" aria-label="Key to the map">
      ${goods.map(
        (good) => html`<li>
          ${swatch(svg`<circle class=${`city good-${good}`} r="9"></circle><text class="letter">${GOOD_LETTERS[good]}</text>`)} ${GOOD_NAMES[good]}
        </li>`,
      )}
      ${map.islands.some((island) => island.kind === 'treasure') ? html`<li>${swatch(svg`<path class="treasure" d="M0 -8L8 0L0 8L-8 0Z"></path>`)}Treasure island</li>` : nothing}
      <li>${swatch(svg`<path class="house" d=${housePath(-8, 0)}></path>`)}Trade House cost</li>
      ${this.flagships.map(
        (flagship) => html`<li>
          ${swatch(svg`<path class=${`hull ${flagship.ship}`} d="M-15 -8H15L10 8H-10Z"></path><text class=${`hull-letters ${flagship.ship}`}>${SHIP_LETTERS[flagship.ship]}</text>`)} ${SHIP_NAMES[flagship.ship]}
        </li>`,
      )}
      ${this.frigates.map((frigate) => html`<li>${swatch(frigateMark(0, 0, frigate.letter))} ${frigate.name}’s frigate</li>`)}
      ${this.flagships.some((flagship) => flagship.destination !== undefined)
        ? html`<li>${swatch(svg`<path class="pennant" d="M-8 -8H10L6 -1L10 6H-8Z"></path>`)}its destination</li>`
        : nothing}
      ${this.distances === null ? nothing : html`<li><span class="distance-key">3</span> links to ${this.distanceTo ?? 'the destination'}</li>`}
      ${weights.has('faint') ? html`<li>${swatch(svg`<line class="route faint" x1="-11" y1="0" x2="11" y2="0"></line>`)}a shortest route</li>` : nothing}
      ${weights.has('bold') ? html`<li>${swatch(svg`<line class="route bold" x1="-11" y1="0" x2="9" y2="0" marker-end="url(#arrowhead)"></line>`)}the route taken</li>` : nothing}
      ${this.closedLinks.length === 0 ? nothing : html`<li>${swatch(svg`<path class="closed" d="M-5 -5L5 5M5 -5L-5 5"></path>`)}closed to frigates</li>`}
    </ul>`;
  }
}

/** Where the flagships, their destination flags and the frigates are drawn. */
interface ShipMarks {
  /** Each flagship in order: its hull's centre, its flag's pole (x, foot) and the pennant's top; null where not drawn. */
  flagships: { ship: MapShip; hull: { x: number; y: number } | null; flag: { x: number; top: number; foot: number } | null }[];
  frigates: { frigate: MapFrigate; x: number; y: number }[];
}

function shipMarks(flagships: readonly MapFlagship[], frigates: readonly MapFrigate[], point: (id: string) => { x: number; y: number } | undefined): ShipMarks {
  const shipsAt = new Map<string, number>();
  const flagsAt = new Map<string, number>();
  const count = (seen: Map<string, number>, id: string): number => {
    const before = seen.get(id) ?? 0;
    seen.set(id, before + 1);
    return before;
  };
  return {
    flagships: flagships.map(({ ship, at, destination }) => {
      const target = destination === undefined ? undefined : point(destination);
      // A second flag on the same island flies above the first.
      const flag = target === undefined || destination === undefined ? null : { x: target.x + 8, top: target.y - 38 - count(flagsAt, destination) * 18, foot: target.y - 8 };
      const here = point(at);
      if (here === undefined) return { ship, hull: null, flag };
      // Above the island's top left, and above the frigates there (one row of two, or two rows).
      const frigatesHere = frigates.filter((frigate) => frigate.at === at).length;
      const hull = { x: here.x - 16, y: here.y - 27 - count(shipsAt, at) * 19 - (frigatesHere === 0 ? 0 : frigatesHere <= 2 ? 14 : 32) };
      return { ship, hull, flag };
    }),
    frigates: frigates.flatMap((frigate, index) => {
      const at = point(frigate.at);
      if (at === undefined) return [];
      const before = frigates.slice(0, index).filter((other) => other.at === frigate.at).length;
      // At the island's top left, two side by side, a third and fourth in a row above them: a row
      // of four at Haven, where every game starts, would leave the drawing at its left edge.
      return [{ frigate, x: at.x - CITY_R - 11 - (before % 2) * 18, y: at.y - 13 - Math.floor(before / 2) * 18 }];
    }),
  };
}

/** A box in drawing units: left, top, right, bottom. */
type Box = readonly [number, number, number, number];

/** How wide a 12-unit text is drawn, in drawing units. */
type TextWidth = (words: string) => number;

let ruler: CanvasRenderingContext2D | null | undefined;
const MEASURED = new Map<string, number>();

/**
 * Widths of 12-unit texts in `font`, the element's own (the drawing inherits the page's font, so
 * the names' room is known only there): a canvas measures them as the SVG draws them, in the
 * names' weight, each text once per font. Without a canvas, 8.5 units a letter, the widest
 * common fonts' bold.
 */
function textWidths(font: string): TextWidth {
  ruler ??= document.createElement('canvas').getContext('2d');
  const context = ruler;
  return (words) => {
    const key = `${font}|${words}`;
    let width = MEASURED.get(key);
    if (width === undefined) {
      if (context === null || font === '') return words.length * 8.5;
      context.font = `600 12px ${font}`;
      width = context.measureText(words).width;
      MEASURED.set(key, width);
    }
    return width;
  };
}

/** A 12-unit text's box around its point, by its anchor and baseline (`middle`: centred on y). */
function textBox(width: number, x: number, y: number, anchor: 'start' | 'middle' | 'end', baseline: 'alphabetic' | 'middle'): Box {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return baseline === 'middle' ? [left, y - 8, left + width, y + 8] : [left, y - 12, left + width, y + 4];
}

/** Where an island's name is drawn: its point and anchor. */
interface NamePlace {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * Where each island's name goes: under it unless something is drawn there (another island, a
 * badge, a flag, a frigate, a number, another name, the drawing's edge), else the first clear of
 * a few places around it (shifted aside under it, right of its badge, left of it, above it), else
 * the one least in the way. On the wide drawing the names nearly all stay under their islands; a
 * drawing stood up on a phone brings the islands closer, and this keeps their names apart.
 */
function placeNames(map: SkyMap, layout: Layout, width: TextWidth, obstacles: readonly Box[]): Map<string, NamePlace> {
  const taken: Box[] = [...obstacles];
  const placed = new Map<string, NamePlace>();
  const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const outside = (box: Box): number => Math.max(0, 2 - box[0]) + Math.max(0, box[2] - layout.width + 2) + Math.max(0, 2 - box[1]) + Math.max(0, box[3] - layout.height + 2);
  for (const island of map.islands) {
    const at = layout.at.get(island.id);
    if (at === undefined) continue;
    const wide = width(island.name ?? island.id);
    const city = island.kind === 'city';
    const r = city ? CITY_R : TREASURE_R;
    const below = at.y + r + 15;
    // Under the island, slid aside by up to nearly half its width; beside it; above it, slid the same.
    const slid = (y: number): NamePlace[] => [0, -0.2, 0.2, -0.4, 0.4].map((share) => ({ x: at.x + share * wide, y, anchor: 'middle' }));
    const candidates: NamePlace[] = [
      ...slid(below),
      { x: at.x + (city ? r + 21 : r + 4), y: at.y + 4, anchor: 'start' },
      { x: at.x - r - 4, y: at.y + 4, anchor: 'end' },
      ...slid(at.y - r - 5),
    ];
    let best = { place: candidates[0] ?? { x: at.x, y: below, anchor: 'middle' as const }, cost: Number.POSITIVE_INFINITY, box: textBox(wide, at.x, below, 'middle', 'alphabetic') };
    for (const place of candidates) {
      const box = textBox(wide, place.x, place.y, place.anchor, 'alphabetic');
      const cost = taken.reduce((sum, other) => sum + overlap(box, other), 0) + 1_000 * outside(box);
      if (cost < best.cost) best = { place, cost, box };
      if (cost === 0) break;
    }
    placed.set(island.id, best.place);
    taken.push(best.box);
  }
  return placed;
}

/** A frigate's disc centred on (x, y), with its letters, or a small ship (a hull under two sails) without. */
function frigateMark(x: number, y: number, letter: string | undefined): SVGTemplateResult {
  return svg`<circle class="frigate" cx=${x} cy=${y} r="9"></circle>${
    letter === undefined
      ? svg`<path class="frigate-ship" transform=${`translate(${String(x)} ${String(y)})`} d="M-1 -8v9h-6zM1 -6v7h5zM-7 3h14l-3 4h-8z"></path>`
      : svg`<text class="frigate-letter" x=${x} y=${y}>${letter}</text>`
  }`;
}

/** A little house (the Trade House's cost badge) 16 wide, its left edge at x, centred on y. */
function housePath(x: number, y: number): string {
  return `M${x} ${y - 3}L${x + 8} ${y - 11}L${x + 16} ${y - 3}V${y + 9}H${x}Z`;
}

function renderRoute(route: MapRoute, point: (id: string) => { x: number; y: number } | undefined): SVGTemplateResult {
  const points = route.path.flatMap((id) => point(id) ?? []);
  if (points.length < 2) return svg``;
  if (route.weight === 'faint') {
    return svg`<polyline class="route faint" part="route" data-weight="faint" points=${points.map((at) => `${String(at.x)},${String(at.y)}`).join(' ')}></polyline>`;
  }
  // An arrowhead half-way along each link shows which way the ship sails.
  return svg`<g part="route" data-weight="bold">
    ${points.slice(1).map((to, index) => {
      const from = points[index] ?? to;
      const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
      return svg`<path class="route bold" d=${`M${String(from.x)} ${String(from.y)}L${String(mid.x)} ${String(mid.y)}L${String(to.x)} ${String(to.y)}`} marker-mid="url(#arrowhead)"></path>`;
    })}
  </g>`;
}

function renderClosed(from: { x: number; y: number } | undefined, to: { x: number; y: number } | undefined): SVGTemplateResult {
  if (from === undefined || to === undefined) return svg``;
  // The cross sits a third of the way from the flagship's island, clear of the island's badges.
  const x = from.x + (to.x - from.x) * 0.4;
  const y = from.y + (to.y - from.y) * 0.4;
  return svg`<path class="closed" part="closed-link" d=${`M${String(x - 5)} ${String(y - 5)}L${String(x + 5)} ${String(y + 5)}M${String(x + 5)} ${String(y - 5)}L${String(x - 5)} ${String(y + 5)}`}></path>`;
}

/** Where a tie's words are drawn: by each candidate's link, a little to the side away from the others, clear of the line. */
function tieLabels(tie: MapTie, point: (id: string) => { x: number; y: number } | undefined): { island: string; label: string; x: number; y: number }[] {
  const at = point(tie.at);
  if (at === undefined) return [];
  const links = tie.candidates.flatMap((candidate) => {
    const to = point(candidate.island);
    if (to === undefined) return [];
    const length = Math.hypot(to.x - at.x, to.y - at.y);
    return length === 0 ? [] : [{ candidate, length, dx: (to.x - at.x) / length, dy: (to.y - at.y) / length }];
  });
  const mean = { x: links.reduce((sum, link) => sum + link.dx, 0), y: links.reduce((sum, link) => sum + link.dy, 0) };
  return links.map(({ candidate, length, dx, dy }) => {
    const outward = -dy * mean.x + dx * mean.y > 0 ? -1 : 1;
    return { island: candidate.island, label: candidate.label, x: at.x + dx * length * 0.55 - dy * 10 * outward, y: at.y + dy * length * 0.55 + dx * 10 * outward };
  });
}

/** The corner of the drawing farthest from any island, for the wind's compass. */
function windCorner(layout: Layout): { x: number; y: number } {
  // Turned, the rose has an N to its right (north): the right-hand corners leave room for it.
  const right = layout.width - (layout.turned ? 42 : 32);
  const corners = [
    { x: 32, y: 30 },
    { x: right, y: 30 },
    { x: 32, y: layout.height - 40 },
    { x: right, y: layout.height - 40 },
  ];
  const room = (corner: { x: number; y: number }): number => Math.min(...[...layout.at.values()].map((at) => Math.hypot(at.x - corner.x, at.y - corner.y)));
  return corners.reduce((best, corner) => (room(corner) > room(best) ? corner : best));
}

function renderWind(wind: Bearing, at: { x: number; y: number }, layout: Layout): SVGTemplateResult {
  const [east, south] = POINT_VECTORS[wind];
  // The arrow is drawn as the links are: on a map turned a quarter clockwise it turns with it (an N
  // outside the rose says where north is), and stretched down as they are, so that a link that
  // goes with the wind lies along it.
  const [across, down] = layout.turned ? [-south, east] : [east, south];
  const length = Math.hypot(across, down * layout.stretch);
  const [dx, dy] = [across / length, (down * layout.stretch) / length];
  const turned = layout.turned;
  const tail = { x: at.x - dx * 13, y: at.y - dy * 13 };
  const head = { x: at.x + dx * 13, y: at.y + dy * 13 };
  return svg`<g part="wind" data-wind=${wind}>
    <circle class="wind-rose" cx=${at.x} cy=${at.y} r="20"></circle>
    <line class="wind-arrow" x1=${tail.x} y1=${tail.y} x2=${head.x} y2=${head.y} marker-end="url(#arrowhead)"></line>
    <text class="wind-label halo" x=${at.x} y=${at.y + 34}>wind ${wind}</text>
    ${turned ? svg`<text class="wind-north" x=${at.x + 28} y=${at.y}>N</text>` : nothing}
  </g>`;
}

/**
 * The choosable island nearest `from` in the direction of an arrow key: within 67.5° of it, the
 * nearest counting the way aside twice the way along; null when none lies that way.
 */
function nearestToward(layout: Layout, from: string, choosable: readonly string[], towards: readonly [number, number]): string | null {
  const here = layout.at.get(from);
  if (here === undefined) return null;
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const id of choosable) {
    const there = layout.at.get(id);
    if (id === from || there === undefined) continue;
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    const along = dx * towards[0] + dy * towards[1];
    const aside = Math.abs(dx * towards[1] - dy * towards[0]);
    if (along <= 0 || along / Math.hypot(dx, dy) < Math.cos((67.5 * Math.PI) / 180)) continue;
    // Straight ahead first: a step aside counts twice a step along.
    const score = along + 2 * aside;
    if (score < bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** An island in words, for its button: "Haven, Coal, Trade House 2, 3 links to Iona". */
function islandWords(island: Island, distance: number | undefined, distanceTo: string | null): string {
  const kind = island.kind === 'treasure' ? 'treasure island' : `${island.good === undefined ? '' : GOOD_NAMES[island.good]}, Trade House ${String(island.cost ?? '')}`;
  const far = distance === undefined ? '' : `, ${distance === 0 ? 'the destination' : `${String(distance)} ${distance === 1 ? 'link' : 'links'} to ${distanceTo ?? 'the destination'}`}`;
  return `${island.name ?? island.id}, ${kind}${far}`;
}

/** What the drawing shows, in words: its accessible name after the label. */
function describeMap(
  map: SkyMap,
  name: (id: string) => string,
  flagships: readonly MapFlagship[],
  frigates: readonly MapFrigate[],
  routes: readonly MapRoute[],
  closedLinks: readonly (readonly [string, string])[],
  wind: Bearing | null,
): string {
  const cities = map.islands.filter((island) => island.kind === 'city').length;
  const sentences = [`${String(cities)} city islands and ${String(map.islands.length - cities)} treasure islands, joined by ${String(map.links.length)} links.`];
  for (const flagship of flagships) {
    sentences.push(`The ${SHIP_NAMES[flagship.ship]} is at ${name(flagship.at)}${flagship.destination === undefined ? '' : `, bound for ${name(flagship.destination)}`}.`);
  }
  if (frigates.length > 0) sentences.push(`Frigates: ${listWords(frigates.map((frigate) => `${frigate.name} at ${name(frigate.at)}`))}.`);
  for (const route of routes.filter((candidate) => candidate.weight === 'bold')) sentences.push(`Route: ${route.path.map(name).join(' → ')}.`);
  if (closedLinks.length > 0) sentences.push(`Closed to frigates: ${listWords(closedLinks.map(([a, b]) => `${name(a)}–${name(b)}`))}.`);
  if (wind !== null) sentences.push(`The wind arrow points ${wind}.`);
  return sentences.join(' ');
}
