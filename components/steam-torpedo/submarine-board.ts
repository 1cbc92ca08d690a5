import { LitElement, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { LOCATIONS, cellsOfLocation, isInLocation, isLocation, type Cell, type CrewMember, type Location, type SteamTorpedoState, type Submarine, type TileDefinition, type TileState, type TileType } from '../../rules/steam-torpedo/index.ts';
import type { PlayerId } from '../../rules/engine/index.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { pieceKeydown } from '../shared/board-input.ts';
import { TILE_TYPE_NAMES, capitalise, crewRankName, listWords, plural } from './words.ts';
import { submarineBoardStyles } from './submarine-board.styles.ts';

/** Detail of the `rb-tile-select` event. */
export interface TileSelectDetail {
  /** The id of the tile chosen. */
  tile: string;
}

// Geometry of the drawing, in SVG units. The SVG scales to the element's width, but is never drawn
// at less than one pixel per unit: the wide layout (the 2 × 5 grid, bow to the right) is used only
// where the element is at least WIDE_WIDTH pixels wide; narrower, the board stands up (5 × 2, bow at
// the top), which needs only NARROW_WIDTH. So a font of 12 units or more is at least 12 CSS pixels.
const TILE_W = 108;
const GAP = 6;
/** Between a tile's edge and what it holds. */
const PAD = 7;
/** Beside the grid: room for a targeted location's outline (wide), or for a label turned on its side (narrow). */
const EDGE_WIDE = 8;
const EDGE_NARROW = 24;
/** Above and below the grid, for the location labels (12.5 units) clear of a targeted location's outline. */
const BAND = 22;
const WIDE_WIDTH = EDGE_WIDE * 2 + TILE_W * 5 + GAP * 4;
const NARROW_WIDTH = EDGE_NARROW * 2 + TILE_W * 2 + GAP;
/** The type line, then the name's one or two lines (each baseline from the tile's top). */
const TYPE_Y = 18;
const NAME_Y = 34;
const NAME_LINE = 15;
/** Gears sit in rows under the name; a gear is big enough to hold "O₂" at 12 units. */
const GEARS_TOP = 54;
const GEAR_R = 10;
const GEAR_STEP = 22;
const GEARS_PER_ROW = 4;
/** Room for "6 left" after the last gear of a row. */
const COUNT_W = 30;
/** A whole crew (the captain and four sailors) fits one row, so that the control room needs no second one. */
const TOKEN_R = 9;
const TOKEN_STEP = 19;
const TOKENS_PER_ROW = 5;
const STRIP_H = 17;
/** The type line of a selectable tile in a compact board: a band on the accent colour. */
const MARK_TOP = 4;
const MARK_H = 19;
/** What a selectable tile says when the widget names no action. */
const DEFAULT_ACTION = 'choose';

/** A crew token standing in a tile: its owner, and whether it belongs to the submarine's owner. */
interface TokenOnBoard {
  member: CrewMember;
  owner: PlayerId;
  opposing: boolean;
}

/**
 * One Steam Torpedo submarine drawn as its 2 × 5 grid of compartment tiles, as seen from above
 * with the bow to the right: port along the top, starboard along the bottom, aft on the left, fore
 * on the right, whichever seat the owner sits in (the rows trade places between seats, as the
 * rules' geometry says). Each tile shows its name, its type (a word, an icon and a border style,
 * not colour alone), its gears (damage tokens, oxygen tokens, free gears), the crew tokens in it
 * (captain or sailor; ready tokens are round, exhausted ones square, "face down"), and a hatched
 * back when destroyed. A legend explains the symbols (collapsed under "Key to the symbols").
 *
 * Its text is never drawn under 12 px: the drawing never scales below one pixel per SVG unit. Where
 * the element is narrower than the grid at full size (580 px), the board stands up instead of
 * shrinking: a 5 × 2 grid with the bow at the top, port on the left (its description says so).
 *
 * The board only draws: it holds no rules. A widget passes the tiles a reader may choose now (from
 * the ruleset's legal commands) as `selectable`; those become buttons (Tab, Enter or Space, arrow
 * keys between them) and fire `rb-tile-select`. Each is marked with what choosing it does: "▸ choose"
 * unless the widget names the action (`action-label`, or `actionLabels` tile by tile), and a screen
 * reader hears the same verb before the tile's description. A `compact` board has no room for the
 * words: its selectable tiles are marked "▸" on their type line, and the widget says what choosing does.
 *
 * The class is not registered; import `steam-torpedo-submarine.ts` for the tag.
 *
 * @tagname steam-torpedo-submarine
 * @attr highlight-location - A location to outline as targeted: `fore`, `aft`, `port` or `starboard`.
 * @attr label - The board's accessible name. Default "<owner>'s submarine".
 * @attr hide-legend - Leave out the legend of symbols under the board.
 * @attr compact - Shorter tiles, for a widget that shows two boards: a selectable tile is marked on
 *   its type line ("▸" and the type word, on the accent colour, with the thick accent border) instead
 *   of by a strip at its foot that every tile keeps room for. The action is not drawn, only read
 *   before the tile's name: the widget says in words what choosing a tile does.
 * @attr action-label - What choosing a selectable tile does, as a short verb phrase shown on the
 *   tile and read before its name: "post a sailor", "recall". Default "choose". The `actionLabels`
 *   property (tile id → phrase) overrides it tile by tile.
 * @fires rb-tile-select - A selectable tile was chosen by click, Enter or Space. `detail: { tile }`.
 *   Bubbles and crosses shadow roots.
 * @csspart base - The wrapper around the drawing and the legend.
 * @csspart svg - The SVG drawing.
 * @csspart tile - Every tile; also `tile-selectable` and `tile-destroyed` on those tiles. A selectable
 *   tile holds a `role="button"` group (class `tile-button`) laid over its drawing.
 * @csspart location-label - The fore, aft, port and starboard labels; `location-label-targeted` on the highlighted one.
 * @csspart highlight - The outline around the highlighted location.
 * @csspart legend - The legend of symbols, in a `<details>` (part `legend-details`) closed by default
 *   under "Key to the symbols" (part `legend-summary`).
 * @slot key - Shown before the key to the symbols, on its line while both are closed: another
 *   collapsed explanation, such as a game's "Where they are, in words".
 * @cssprop --rb-color-accent - Selectable tiles and the targeted location.
 * @cssprop --rb-color-border - Tile borders and empty gears.
 * @cssprop --rb-tile-standard-surface - Fill of standard tiles. Also `--rb-tile-engine-surface`,
 *   `--rb-tile-armored-surface`, `--rb-tile-experimental-surface`, `--rb-tile-control-room-surface`.
 * @cssprop --rb-damage-token - Fill of damage tokens. `--rb-damage-token-mark` their ✕.
 * @cssprop --rb-oxygen-token - Fill of oxygen tokens.
 * @cssprop --rb-crew-token - Fill of crew tokens.
 * @cssprop --rb-submarine-max-width - How wide the board grows. Default 52rem.
 */
export class SteamTorpedoSubmarine extends LitElement {
  // Font sizes are in SVG units, never drawn smaller than one pixel each (see WIDE_WIDTH): 12 at
  // least. The legend's drawings too are at least one pixel per unit, so that "O₂" and the crew
  // marks stay 12 px. Standing up (narrow), the board fills a phone's width; on a wider page it
  // stops at about 1.3 times its size. The key, and what a widget puts beside it (slot "key"), share
  // a line while both are closed.
  static override styles = submarineBoardStyles;

  /** The submarine to draw (a `Submarine` of the Steam Torpedo state). Set as a property. */
  @property({ attribute: false }) submarine: Submarine | null = null;

  /**
   * The whole game state, when the submarine belongs to one: crew of the other player aboard this
   * submarine are then drawn too. Optional; without it only the owner's crew is drawn.
   */
  @property({ attribute: false }) state: SteamTorpedoState | null = null;

  /** Ids of the tiles the reader may choose now; each becomes a button. */
  @property({ attribute: false }) selectable: readonly string[] = [];

  @property({ attribute: 'highlight-location' }) highlightLocation: Location | '' | null = null;

  @property() label: string | null = null;

  @property({ type: Boolean, attribute: 'hide-legend' }) hideLegend = false;

  @property({ type: Boolean }) compact = false;

  @property({ attribute: 'action-label' }) actionLabel: string | null = DEFAULT_ACTION;

  /** The action of single tiles, by tile id, where it differs from `action-label`. Set as a property. */
  @property({ attribute: false }) actionLabels: Readonly<Partial<Record<string, string>>> = {};

  /** How wide the element is drawn: below WIDE_WIDTH pixels the board stands up. */
  private readonly drawnWidth = new DrawnWidth(this);

  /** Moves keyboard focus to a selectable tile. Returns false when the tile is not selectable now. */
  focusTile(tileId: string): boolean {
    const tile = this.renderRoot.querySelector<SVGGElement>(`g.tile-button[data-tile="${CSS.escape(tileId)}"]`);
    if (tile === null) return false;
    tile.focus();
    return true;
  }

  /** Focuses the first selectable tile, in reading order. Returns false when there is none. */
  focusFirstSelectable(): boolean {
    const tile = this.renderRoot.querySelector<SVGGElement>('g.tile-button');
    if (tile === null) return false;
    tile.focus();
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The attribute is typed, but a page may still write anything in it.
    const wanted: string | null = this.highlightLocation;
    if (changed.has('highlightLocation') && wanted !== null && wanted !== '' && !isLocation(wanted)) {
      console.warn(`steam-torpedo-submarine: highlight-location must be one of ${LOCATIONS.join(', ')}; got ${wanted}.`);
    }
  }

  protected override render(): unknown {
    const submarine = this.submarine;
    if (submarine === null) return html`<p class="empty" part="base">No submarine to show.</p>`;
    try {
      return this.renderBoard(submarine);
    } catch (error) {
      console.error('steam-torpedo-submarine: could not draw the submarine', error);
      return html`<p class="empty" part="base">This submarine cannot be drawn: ${error instanceof Error ? error.message : String(error)}</p>`;
    }
  }

  private renderBoard(submarine: Submarine): TemplateResult {
    const portRow = cellsOfLocation(submarine.seat, 'port')[0]?.row ?? 'inner';
    const rows = portRow === 'inner' ? (['inner', 'outer'] as const) : (['outer', 'inner'] as const);
    const placed = rows.flatMap((row, rowIndex) =>
      [1, 2, 3, 4, 5].flatMap((column) => {
        const tile = submarine.layout.find((candidate) => candidate.cell.row === row && candidate.cell.column === column);
        return tile === undefined ? [] : [{ tile, columnIndex: column - 1, rowIndex, tokens: this.tokensIn(submarine, tile.cell) }];
      }),
    );
    const narrow = this.drawnWidth.narrowerThan(WIDE_WIDTH);
    const grid = gridFor(narrow, this.compact, submarine, placed);
    // Reading order (Tab and the arrow keys follow it): along the rows when wide; from the bow down, port first, when narrow.
    const ordered = narrow ? [...placed].sort((a, b) => b.columnIndex - a.columnIndex || a.rowIndex - b.rowIndex) : placed;
    const highlight = this.validHighlight();
    const label = this.label ?? `${capitalise(submarine.owner)}'s submarine (${submarine.faction})`;
    const seen = narrow
      ? 'Seen from above, bow at the top: fore at the top, aft at the bottom, port on the left, starboard on the right.'
      : 'Seen from above, bow to the right: port along the top, starboard along the bottom, aft on the left, fore on the right.';
    const description = `${seen}${highlight === null ? '' : ` The ${highlight} is targeted.`}`;
    return html`<div part="base">
      ${widthProbe}
      <svg part="svg" class=${narrow ? 'narrow' : 'wide'} viewBox="0 0 ${grid.width} ${grid.height}" role="group" aria-label=${`${label}. ${description}`}>
        <defs>
          <pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect class="hatch-back" width="10" height="10"></rect>
            <line class="hatch-line" x1="0" y1="0" x2="0" y2="10"></line>
          </pattern>
          <pattern id="face-down" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect class="hatch-back" width="4" height="4"></rect>
            <line class="hatch-line" x1="0" y1="0" x2="0" y2="4" style="stroke-width:1"></line>
          </pattern>
        </defs>
        ${this.renderLocationLabels(grid, highlight)} ${highlight === null ? nothing : renderHighlight(grid, submarine, highlight, rows[0])}
        ${ordered.map(({ tile, columnIndex, rowIndex, tokens }) => this.renderTile(grid, submarine, tile, tileAt(grid, columnIndex, rowIndex), tokens))}
      </svg>
      <div class="keys"><slot name="key"></slot>${this.hideLegend ? nothing : renderLegend()}</div>
    </div>`;
  }

  private validHighlight(): Location | null {
    const wanted = this.highlightLocation;
    return isLocation(wanted) ? wanted : null;
  }

  private renderLocationLabels(grid: Grid, highlight: Location | null): SVGTemplateResult {
    const label = (location: Location, text: string, x: number, y: number, anchor: 'start' | 'middle' | 'end', rotate = 0): SVGTemplateResult => {
      const targeted = location === highlight;
      return svg`<text class=${targeted ? 'location-label targeted' : 'location-label'} part=${targeted ? 'location-label location-label-targeted' : 'location-label'}
        data-location=${location} x=${x} y=${y} text-anchor=${anchor} transform=${rotate === 0 ? '' : `rotate(${String(rotate)} ${String(x)} ${String(y)})`} aria-hidden="true"
        >${targeted ? `◆ ${text} · targeted ◆` : text}</text>`;
    };
    const top = BAND / 2 - 1;
    const bottom = grid.height - BAND / 2 + 1;
    if (grid.narrow) {
      // Bow up: fore and aft above and below the grid, port and starboard turned along its sides.
      const side = EDGE_NARROW / 2 - 1;
      return svg`${label('fore', '▲ FORE (front)', grid.width / 2, top, 'middle')}
        ${label('aft', 'AFT (back)', grid.width / 2, bottom, 'middle')}
        ${label('port', 'PORT (left)', side, grid.height / 2, 'middle', -90)}
        ${label('starboard', 'STARBOARD (right)', grid.width - side, grid.height / 2, 'middle', 90)}`;
    }
    // Bow to the right: every label but starboard above the grid, so that the tiles get the width.
    return svg`${label('aft', '◀ AFT (back)', EDGE_WIDE, top, 'start')}
      ${label('port', 'PORT (left)', grid.width / 2, top, 'middle')}
      ${label('fore', 'FORE (front) ▶', grid.width - EDGE_WIDE, top, 'end')}
      ${label('starboard', 'STARBOARD (right)', grid.width / 2, bottom, 'middle')}`;
  }

  private renderTile(grid: Grid, submarine: Submarine, tile: TileState, at: Point, tokens: readonly TokenOnBoard[]): SVGTemplateResult {
    const definition = submarine.tiles.find((candidate) => candidate.id === tile.id);
    if (definition === undefined) return svg``;
    const selectable = this.selectable.includes(tile.id);
    const action = selectable ? this.actionOf(tile.id) : DEFAULT_ACTION;
    const name = tileLabel(submarine, definition, tile, tokens);
    const classes = ['tile', `type-${definition.type}`, tile.destroyed ? 'destroyed' : '', selectable ? 'selectable' : ''].filter((entry) => entry !== '').join(' ');
    const part = ['tile', selectable ? 'tile-selectable' : '', tile.destroyed ? 'tile-destroyed' : ''].filter((entry) => entry !== '').join(' ');
    // Compact, a selectable tile's type line is its mark: "▸" in the icon's place, on the accent colour.
    const typeLine =
      selectable && this.compact
        ? svg`<rect class="choose-strip" x="4" y=${MARK_TOP} width=${TILE_W - 8} height=${MARK_H} rx="4"></rect>
            <text class="choose-word type-mark" x=${PAD} y=${TYPE_Y}>▸ ${TILE_TYPE_NAMES[definition.type]}</text>`
        : svg`${typeIcon(definition.type, PAD + 6, TYPE_Y - 4.5)}<text class="type-word" x=${PAD + 16} y=${TYPE_Y}>${TILE_TYPE_NAMES[definition.type]}</text>`;
    const body = svg`<rect class="tile-box" width=${TILE_W} height=${grid.tileH} rx="8"></rect>
      ${definition.type === 'armored' && !tile.destroyed ? svg`<rect class="tile-inner" x="5" y="5" width=${TILE_W - 10} height=${grid.tileH - 10} rx="5"></rect>` : nothing}
      ${typeLine}
      ${selectable && !this.compact
        ? svg`<rect class="choose-strip" x="4" y=${grid.stripTop} width=${TILE_W - 8} height=${STRIP_H} rx="4"></rect>
            <text class="choose-word" x=${TILE_W / 2} y=${grid.stripTop + 12.5}>▸ ${action}</text>`
        : nothing}
      <text class="name" y=${NAME_Y}>${renderNameLines(definition.name)}</text>
      ${tile.destroyed ? renderDestroyed() : svg`${renderGears(definition, tile)}${renderTokens(tokens, grid.tokensTop)}`}`;
    const transform = `translate(${String(at.x)} ${String(at.y)})`;
    if (selectable) {
      // The drawing is hidden from assistive technology; a button laid over it carries the name.
      // (A button whose own text is the drawing's would read as a jumble of words and numbers.)
      return svg`<g class=${classes} part=${part} data-tile=${tile.id} transform=${transform}>
        <g aria-hidden="true">${body}</g>
        <g class="tile-button" data-piece data-tile=${tile.id} role="button" tabindex="0" aria-label=${action === DEFAULT_ACTION ? `Choose ${name}` : `${capitalise(action)}: ${name}`} @click=${() => {
          this.select(tile.id);
        }} @keydown=${(event: KeyboardEvent) => {
          // Enter or Space chooses the tile; the arrows move between the tiles to choose.
          pieceKeydown(event, () => {
            this.select(tile.id);
          });
        }}><rect class="focus-ring" x="-4" y="-4" width=${TILE_W + 8} height=${grid.tileH + 8} rx="11"></rect
          ><rect class="hit-area" width=${TILE_W} height=${grid.tileH} rx="8"></rect></g>
      </g>`;
    }
    return svg`<g class=${classes} part=${part} data-tile=${tile.id} transform=${transform} role="img" aria-label=${name}><g aria-hidden="true">${body}</g></g>`;
  }

  /** What choosing a tile does, in a few words: the tile's own action, else the board's, else "choose". */
  private actionOf(tileId: string): string {
    const own = this.actionLabels[tileId]?.trim();
    if (own !== undefined && own !== '') return own;
    const board = this.actionLabel?.trim();
    return board === undefined || board === '' ? DEFAULT_ACTION : board;
  }

  private tokensIn(submarine: Submarine, cell: Cell): TokenOnBoard[] {
    const crews: { owner: PlayerId; crew: CrewMember[] }[] =
      this.state === null ? [{ owner: submarine.owner, crew: submarine.crew }] : this.state.players.map((player) => ({ owner: player, crew: this.state?.submarines[player]?.crew ?? [] }));
    return crews.flatMap(({ owner, crew }) =>
      crew
        .filter((member) => member.at !== null && member.at.submarine === submarine.owner && member.at.cell.row === cell.row && member.at.cell.column === cell.column)
        .map((member) => ({ member, owner, opposing: owner !== submarine.owner })),
    );
  }

  private select(tileId: string): void {
    if (!this.selectable.includes(tileId)) return;
    this.dispatchEvent(new CustomEvent<TileSelectDetail>('rb-tile-select', { detail: { tile: tileId }, bubbles: true, composed: true }));
  }
}

interface Point {
  x: number;
  y: number;
}

/** The layout chosen for the element's width, and the inside of a tile, whose height fits the fullest tile. */
interface Grid {
  narrow: boolean;
  width: number;
  height: number;
  tileH: number;
  /** Where the crew tokens and the choose strip begin inside a tile. */
  tokensTop: number;
  stripTop: number;
}

function gridFor(narrow: boolean, compact: boolean, submarine: Submarine, placed: readonly { tile: TileState; tokens: readonly TokenOnBoard[] }[]): Grid {
  // Every tile gets the room of the fullest one, so that the grid stays a grid: at least two rows of
  // gears (the destroyed plate needs them) and one row of tokens.
  let gearRows = 2;
  let tokenRows = 1;
  for (const { tile, tokens } of placed) {
    const definition = submarine.tiles.find((candidate) => candidate.id === tile.id);
    if (definition !== undefined && !tile.destroyed) gearRows = Math.max(gearRows, gearSpots(gearKinds(definition, tile).length).rows);
    tokenRows = Math.max(tokenRows, Math.ceil(tokens.length / TOKENS_PER_ROW));
  }
  const tokensTop = GEARS_TOP + gearRows * GEAR_STEP + 2;
  const stripTop = tokensTop + tokenRows * (TOKEN_STEP + 1) + 2;
  // Every tile keeps room for the strip, so that a tile becoming selectable moves nothing; compact,
  // the tokens keep clear of an armored tile's inner line.
  const tileH = compact ? stripTop + 5 : stripTop + STRIP_H + 4;
  return narrow
    ? { narrow, width: NARROW_WIDTH, height: BAND * 2 + tileH * 5 + GAP * 4, tileH, tokensTop, stripTop }
    : { narrow, width: WIDE_WIDTH, height: BAND * 2 + tileH * 2 + GAP, tileH, tokensTop, stripTop };
}

/** Where a tile goes: column 0 is aft, row 0 the port side. */
function tileAt(grid: Grid, columnIndex: number, rowIndex: number): Point {
  return grid.narrow
    ? { x: EDGE_NARROW + rowIndex * (TILE_W + GAP), y: BAND + (4 - columnIndex) * (grid.tileH + GAP) }
    : { x: EDGE_WIDE + columnIndex * (TILE_W + GAP), y: BAND + rowIndex * (grid.tileH + GAP) };
}

function renderHighlight(grid: Grid, submarine: Submarine, location: Location, topRow: string): SVGTemplateResult {
  const spots = cellsOfLocation(submarine.seat, location).map((cell) => tileAt(grid, cell.column - 1, cell.row === topRow ? 0 : 1));
  const pad = 5;
  const x = Math.min(...spots.map((spot) => spot.x)) - pad;
  const y = Math.min(...spots.map((spot) => spot.y)) - pad;
  const w = Math.max(...spots.map((spot) => spot.x)) + TILE_W + pad - x;
  const h = Math.max(...spots.map((spot) => spot.y)) + grid.tileH + pad - y;
  return svg`<rect class="highlight" part="highlight" data-location=${location} x=${x} y=${y} width=${w} height=${h} rx="12" aria-hidden="true"></rect>`;
}

/** The tile in words: name, type, locations, gears, crew; what a screen reader hears. */
function tileLabel(submarine: Submarine, definition: TileDefinition, tile: TileState, tokens: readonly TokenOnBoard[]): string {
  const locations = LOCATIONS.filter((location) => isInLocation(submarine.seat, tile.cell, location));
  const head = `${definition.name}, ${TILE_TYPE_NAMES[definition.type].toLowerCase()}${definition.type === 'control-room' ? '' : ' compartment'} (${listWords(locations)})`;
  if (tile.destroyed) return `${head}, destroyed.`;
  const free = definition.structure - tile.damage - tile.oxygen;
  const gears = `${plural(definition.structure, 'gear')}: ${String(tile.damage)} damage, ${String(tile.oxygen)} oxygen, ${String(free)} free`;
  const crew =
    tokens.length === 0
      ? 'nobody here'
      : tokens.map((token) => `${token.opposing ? `opposing (${token.owner}) ` : ''}${crewRankName(token.member)} ${token.member.ready ? 'ready' : 'exhausted'}`).join(', ');
  return `${head}. ${gears}. ${capitalise(crew)}.`;
}

/** A name in at most two lines of about 13 characters (what fits a tile in bold), split at spaces. */
function nameLines(name: string): string[] {
  const most = 13;
  if (name.length <= most) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0] ?? ''}`.trim().length <= most) first = `${first} ${words.shift() ?? ''}`.trim();
  if (first === '') first = words.shift() ?? '';
  return [first, words.join(' ')].filter((line) => line !== '');
}

/** The name's lines as tspans of one text, so that the text reads as the name with its space. */
function renderNameLines(name: string): SVGTemplateResult[] {
  const lines = nameLines(name);
  return lines.map((line, index) => svg`<tspan x=${PAD} dy=${index === 0 ? 0 : NAME_LINE}>${index < lines.length - 1 ? `${line} ` : line}</tspan>`);
}

/** Damage tokens first, then free gears, then oxygen tokens (damage covers plain gears before oxygen ones). */
function gearKinds(definition: TileDefinition, tile: TileState): string[] {
  const free = Math.max(0, definition.structure - tile.damage - tile.oxygen);
  return [...Array<string>(tile.damage).fill('damage'), ...Array<string>(free).fill('free'), ...Array<string>(tile.oxygen).fill('oxygen')];
}

/** Where a tile's gears go, in rows under its name, and its "N left": after the last gear when it fits, else on a row of its own. */
function gearSpots(count: number): { gears: Point[]; left: Point; rows: number } {
  const rowY = (row: number): number => GEARS_TOP + GEAR_R + 1 + row * GEAR_STEP;
  const gears = Array.from({ length: count }, (_, index) => ({ x: PAD + GEAR_R + (index % GEARS_PER_ROW) * GEAR_STEP, y: rowY(Math.floor(index / GEARS_PER_ROW)) }));
  const lastRow = Math.max(0, Math.ceil(count / GEARS_PER_ROW) - 1);
  const after = PAD + (count - lastRow * GEARS_PER_ROW) * GEAR_STEP + 3;
  const fits = after + COUNT_W <= TILE_W - PAD;
  const row = fits ? lastRow : lastRow + 1;
  return { gears, left: { x: fits ? after : PAD, y: rowY(row) + 4 }, rows: row + 1 };
}

function renderGears(definition: TileDefinition, tile: TileState): SVGTemplateResult {
  const kinds = gearKinds(definition, tile);
  const spots = gearSpots(kinds.length);
  return svg`<g class="gears" aria-hidden="true">${kinds.map((kind, index) => {
    const { x: cx, y: cy } = spots.gears[index] ?? { x: 0, y: 0 };
    if (kind === 'damage') {
      const d = 4.5;
      return svg`<circle class="gear damage" data-gear="damage" cx=${cx} cy=${cy} r=${GEAR_R}></circle>
        <path class="damage-mark" d="M${cx - d} ${cy - d} L${cx + d} ${cy + d} M${cx + d} ${cy - d} L${cx - d} ${cy + d}"></path>`;
    }
    if (kind === 'oxygen') {
      return svg`<circle class="gear oxygen" data-gear="oxygen" cx=${cx} cy=${cy} r=${GEAR_R}></circle><text class="oxygen-mark" x=${cx} y=${cy}>O₂</text>`;
    }
    return svg`<circle class="gear" data-gear="free" cx=${cx} cy=${cy} r=${GEAR_R}></circle>`;
  })}
  <text class="gear-count" x=${spots.left.x} y=${spots.left.y}>${String(definition.structure - tile.damage)} left</text></g>`;
}

/** The crew tokens in a tile, in rows from `top`: ready ones round, exhausted ones square, the captain ringed. */
function renderTokens(tokens: readonly TokenOnBoard[], top: number): SVGTemplateResult {
  return svg`${tokens.map((token, index) => {
    const cx = PAD + TOKEN_R + (index % TOKENS_PER_ROW) * TOKEN_STEP;
    const cy = top + TOKEN_R + 2 + Math.floor(index / TOKENS_PER_ROW) * (TOKEN_STEP + 1);
    const { member } = token;
    const mark = member.rank === 'captain' ? 'C' : member.id.replace('sailor-', '');
    const classes = ['token', member.ready ? 'ready' : 'exhausted', token.opposing ? 'opposing' : ''].join(' ');
    const side = TOKEN_R * 2 - 1;
    const shape = member.ready
      ? svg`<circle class=${classes} cx=${cx} cy=${cy} r=${TOKEN_R}></circle>`
      : svg`<rect class=${classes} x=${cx - side / 2} y=${cy - side / 2} width=${side} height=${side} rx="3"></rect>`;
    const captainRing = member.rank === 'captain' ? svg`<circle class="token-ring" cx=${cx} cy=${cy} r=${TOKEN_R - 2.5}></circle>` : nothing;
    return svg`<g class="crew" data-crew=${member.id} data-owner=${token.owner} data-ready=${String(member.ready)}>${shape}${captainRing}<text class="token-mark" x=${cx} y=${cy}>${mark}</text></g>`;
  })}`;
}

function renderDestroyed(): SVGTemplateResult {
  const top = GEARS_TOP + 4;
  return svg`<rect class="destroyed-plate" x=${PAD} y=${top} width=${TILE_W - PAD * 2} height="28" rx="4"></rect>
    <text class="destroyed-word" x=${TILE_W / 2} y=${top + 19} text-anchor="middle">DESTROYED</text>`;
}

/** A small shape per tile type, beside its word: square, triangle, shield, diamond, star. */
function typeIcon(type: TileType, cx: number, cy: number): SVGTemplateResult {
  switch (type) {
    case 'standard':
      return svg`<rect class="type-icon" x=${cx - 5} y=${cy - 5} width="10" height="10"></rect>`;
    case 'engine':
      return svg`<path class="type-icon" d="M${cx - 6} ${cy + 5} L${cx} ${cy - 6} L${cx + 6} ${cy + 5} Z"></path>`;
    case 'armored':
      return svg`<path class="type-icon" d="M${cx - 6} ${cy - 6} L${cx + 6} ${cy - 6} L${cx + 6} ${cy} Q${cx + 6} ${cy + 5} ${cx} ${cy + 7} Q${cx - 6} ${cy + 5} ${cx - 6} ${cy} Z"></path>`;
    case 'experimental':
      return svg`<path class="type-icon" d="M${cx} ${cy - 7} L${cx + 6} ${cy} L${cx} ${cy + 7} L${cx - 6} ${cy} Z"></path>`;
    case 'control-room': {
      const points = Array.from({ length: 10 }, (_, index) => {
        const radius = index % 2 === 0 ? 7 : 3;
        const angle = (Math.PI / 5) * index - Math.PI / 2;
        return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
      }).join(' ');
      return svg`<polygon class="type-icon" points=${points}></polygon>`;
    }
  }
}

/** The symbols, each drawn as on the board, with its meaning. */
function renderLegend(): TemplateResult {
  const item = (drawing: SVGTemplateResult, text: string): TemplateResult =>
    html`<li><svg viewBox="-12 -12 24 24" aria-hidden="true">${drawing}</svg>${text}</li>`;
  // Each SVG needs its own pattern: a url(#id) does not reach into another <svg> reliably.
  const hatch = svg`<defs><pattern id="legend-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect class="hatch-back" width="6" height="6"></rect><line class="hatch-line" x1="0" y1="0" x2="0" y2="6" style="stroke-width:1.5"></line></pattern></defs>`;
  const r = TOKEN_R;
  // Collapsed: the key is looked up, not read every time, and a board is tall enough without it.
  return html`<details class="key" part="legend-details">
    <summary part="legend-summary">Key to the symbols</summary>
    <ul class="legend" part="legend" aria-label="Legend">
    ${item(svg`<circle class="gear damage" r=${GEAR_R}></circle><path class="damage-mark" d="M-4.5 -4.5 L4.5 4.5 M4.5 -4.5 L-4.5 4.5"></path>`, 'damage token')}
    ${item(svg`<circle class="gear oxygen" r=${GEAR_R}></circle><text class="oxygen-mark">O₂</text>`, 'oxygen token')}
    ${item(svg`<circle class="gear" r=${GEAR_R}></circle>`, 'free gear')}
    ${item(svg`<circle class="token ready" r=${r}></circle><text class="token-mark">2</text>`, 'ready sailor (round)')}
    ${item(svg`<rect class="token exhausted" x=${0.5 - r} y=${0.5 - r} width=${r * 2 - 1} height=${r * 2 - 1} rx="3"></rect><text class="token-mark">2</text>`, 'exhausted sailor (square, face down)')}
    ${item(svg`<circle class="token ready" r=${r}></circle><circle class="token-ring" r=${r - 2.5}></circle><text class="token-mark">C</text>`, 'captain')}
    ${item(svg`${hatch}<rect x="-10" y="-10" width="20" height="20" class="gear legend-destroyed"></rect>`, 'destroyed (flipped)')}
    </ul>
  </details>`;
}

