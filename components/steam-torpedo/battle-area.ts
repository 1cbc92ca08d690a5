import { LitElement, css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SECTORS, sightOf, type SteamTorpedoState, type Submarine } from '../../rules/steam-torpedo/index.ts';
import type { PlayerId } from '../../rules/engine/index.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { capitalise, playerName, positionWords } from './words.ts';

// The drawing lines up with `<steam-torpedo-submarine>`: the same width and the same column
// positions, so at the same width sector N sits right under (or over) column N of each board.
const COLUMN_W = 150;
const GAP = 8;
const MARGIN_X = 34;
const WIDTH = MARGIN_X * 2 + COLUMN_W * 5 + GAP * 4;
const HEIGHT = 150;
const LABEL_Y = 18;
const LANE_Y = { top: 58, bottom: 112 } as const;
const HULL_W = 118;
const HULL_H = 34;

/**
 * Steam Torpedo's battle area: the five sectors between the two players' tiles, with both
 * submarines in their sectors, bows toward sector 5. The submarine that lies to the north
 * (`state.northernSubmarine`, which matters when both share a sector) is drawn in the upper lane.
 * Each submarine is marked by its owner's name and initial and a fill pattern of its own, not by
 * colour alone; the range and the relative positions are written out under the drawing.
 *
 * The element only draws: it holds no rules. Range and position come from the rules' `sightOf`.
 *
 * The class is not registered; import `steam-torpedo-battle-area.ts` for the tag.
 *
 * @tagname steam-torpedo-battle-area
 * @attr label - The drawing's accessible name. Default "The battle area".
 * @csspart base - The wrapper around the drawing and the description.
 * @csspart svg - The SVG drawing.
 * @csspart sector - Each sector's column.
 * @csspart submarine - Each submarine; its owner is in `data-owner`.
 * @csspart description - Range and positions in words.
 * @cssprop --rb-color-border - Sector borders.
 * @cssprop --rb-battle-area-surface - Fill of the sectors.
 * @cssprop --rb-submarine-max-width - How wide the drawing grows (as the boards). Default 52rem.
 */
export class SteamTorpedoBattleArea extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        max-width: var(--rb-submarine-max-width, 52rem);
      }
      svg {
        display: block;
        width: 100%;
        height: auto;
        font-family: ${tokens.fontFamily};
      }
      text {
        fill: ${tokens.text};
      }
      .sector {
        fill: var(--rb-battle-area-surface, light-dark(#e6f0f7, #14222e));
        stroke: ${tokens.border};
        stroke-width: 1.5;
        stroke-dasharray: 6 4;
      }
      .sector-label {
        font-size: 13px;
        font-weight: 600;
        text-anchor: middle;
        fill: ${tokens.muted};
      }
      .hull {
        stroke: ${tokens.text};
        stroke-width: 2;
      }
      .hull.seat-south {
        fill: var(--rb-submarine-south, light-dark(#ffffff, #20242c));
      }
      .hull.seat-north {
        fill: url(#north-stripes);
      }
      .stripe-back {
        fill: var(--rb-submarine-north, light-dark(#ffffff, #20242c));
      }
      .stripe {
        stroke: ${tokens.border};
        stroke-width: 3;
      }
      .hull-label {
        font-size: 14px;
        font-weight: 800;
        text-anchor: middle;
        dominant-baseline: central;
        paint-order: stroke;
        stroke: ${tokens.surface};
        stroke-width: 4px;
      }
      .bow-note {
        font-size: 12px;
        fill: ${tokens.muted};
        text-anchor: end;
      }
      p {
        margin: 0.2rem 0 0;
        font-size: 0.9em;
      }
      .empty {
        color: ${tokens.muted};
        font-style: italic;
      }
    `,
  ];

  /** The game state whose submarines to draw. Set as a property. */
  @property({ attribute: false }) state: SteamTorpedoState | null = null;

  @property() label: string | null = null;

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

  private renderArea(state: SteamTorpedoState): TemplateResult {
    const description = describeBattleArea(state);
    return html`<div part="base">
      <svg part="svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label=${`${this.label ?? 'The battle area'}: ${description}`}>
        <defs>
          <pattern id="north-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(90)">
            <rect class="stripe-back" width="8" height="8"></rect>
            <line class="stripe" x1="0" y1="0" x2="0" y2="8"></line>
          </pattern>
        </defs>
        ${SECTORS.map((sector) => {
          const x = sectorX(sector);
          return svg`<g part="sector" data-sector=${sector}>
            <rect class="sector" x=${x} y="30" width=${COLUMN_W} height=${HEIGHT - 34} rx="6"></rect>
            <text class="sector-label" x=${x + COLUMN_W / 2} y=${LABEL_Y}>Sector ${sector}</text>
          </g>`;
        })}
        ${state.players.map((player) => this.renderSubmarine(state, player))}
        <text class="bow-note" x=${WIDTH - 4} y=${HEIGHT - 4}>bows face sector 5 ▶</text>
      </svg>
      <p part="description">${description}</p>
    </div>`;
  }

  private renderSubmarine(state: SteamTorpedoState, player: PlayerId): SVGTemplateResult {
    const submarine: Submarine | undefined = state.submarines[player];
    if (submarine === undefined) return svg``;
    const lane = state.northernSubmarine === player ? LANE_Y.top : LANE_Y.bottom;
    const cx = sectorX(submarine.sector) + COLUMN_W / 2;
    const left = cx - HULL_W / 2;
    const right = cx + HULL_W / 2;
    const top = lane - HULL_H / 2;
    const bottom = lane + HULL_H / 2;
    // A hull with a rounded stern on the left and a pointed bow on the right, and a conning tower.
    const hull = `M${left + 14} ${top} L${right - 22} ${top} Q${right} ${lane} ${right - 22} ${bottom} L${left + 14} ${bottom} Q${left - 4} ${lane} ${left + 14} ${top} Z`;
    const tower = `M${cx - 14} ${top} L${cx - 8} ${top - 9} L${cx + 10} ${top - 9} L${cx + 14} ${top} Z`;
    const name = capitalise(playerName(player));
    return svg`<g part="submarine" data-owner=${player} data-sector=${submarine.sector} aria-hidden="true">
      <path class=${`hull seat-${submarine.seat}`} d=${tower}></path>
      <path class=${`hull seat-${submarine.seat}`} d=${hull}></path>
      <text class="hull-label" x=${cx - 4} y=${lane}>${name} ▶</text>
    </g>`;
  }
}

function sectorX(sector: number): number {
  return MARGIN_X + (sector - 1) * (COLUMN_W + GAP);
}

/** Where both submarines are, the range between them, and where each sees the other. */
export function describeBattleArea(state: SteamTorpedoState): string {
  const [first, second] = state.players;
  const a = state.submarines[first];
  const b = state.submarines[second];
  if (a === undefined || b === undefined) return '';
  const seen = sightOf(state, first);
  const back = sightOf(state, second);
  const where =
    a.sector === b.sector
      ? `Both submarines are in sector ${String(a.sector)}, ${capitalise(playerName(state.northernSubmarine))}'s to the north`
      : `${capitalise(playerName(first))} is in sector ${String(a.sector)}, ${playerName(second)} in sector ${String(b.sector)}`;
  return `${where}: ${seen.range} range. Seen from ${playerName(first)}, ${playerName(second)} is ${positionWords(seen.position)}; seen from ${playerName(second)}, ${playerName(first)} is ${positionWords(back.position)}.`;
}
