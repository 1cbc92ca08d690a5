/**
 * One steamwork as a card beside the arena, for the game widget: its template's zones A–E with
 * their icons (added ones marked) and values, the mode clip, shut-down zones struck out, the health
 * meter (3 steps and System Failure), the reserve (or "hidden" in another player's view) and any
 * workshop specials. A template helper, not an element.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import {
  HEALTH_STEPS,
  ICON_NAMES,
  ZONES,
  workshopSpecialName,
  zoneValues,
  type SteamworkId,
  type SteamworkState,
} from '../../rules/steamwork-arena/index.ts';
import { tokens } from '../shared/theme.ts';
import { nameOf } from './game-words.ts';
import { miniatureLetter, playerColour } from './arena-board.ts';

export function renderSteamworkCard(state: SteamworkState, id: SteamworkId, acting: boolean): TemplateResult | typeof nothing {
  const entry = state.steamworks[id];
  if (entry === undefined) return nothing;
  const headingId = `card-${id}`;
  const specials = entry.specials.map(workshopSpecialName);
  return html`<article class="card ${acting ? 'acting' : ''} ${entry.out ? 'out' : ''}" part="card" data-steamwork=${id} aria-labelledby=${headingId}>
    <h4 id=${headingId}>
      <span class="swatch" style=${`background:${playerColour(state, entry.controller)}`} aria-hidden="true">${miniatureLetter(id)}</span>
      ${nameOf(id)}${entry.controller === id ? nothing : html` <span class="hint">(${nameOf(entry.controller)})</span>`}
      ${entry.out ? html` <strong>out</strong>` : nothing}${acting ? html` <span class="to-act">▶ acting</span>` : nothing}
    </h4>
    <p class="figures">
      <span data-figure="mode">Mode <strong>${entry.mode}</strong></span>
      <span data-figure="health">
        <span class="visually-hidden">Health ${entry.health} of ${HEALTH_STEPS}</span>
        <span aria-hidden="true">
          Health
          <span class="meter"
            >${Array.from({ length: HEALTH_STEPS }, (_, step) => html`<span class=${HEALTH_STEPS - step <= entry.health ? 'step on' : 'step'}></span>`)}<abbr class="step failure" title="System Failure">SF</abbr></span
          >
          ${entry.health}/${HEALTH_STEPS}
        </span>
      </span>
      <span data-figure="reserve">Reserve <strong>${entry.reserve ?? 'hidden'}</strong></span>
      <span data-figure="template">${entry.template.core} core</span>
    </p>
    <table class="zones">
      <caption class="visually-hidden">${nameOf(id)}'s template: icons and values by zone</caption>
      <thead>
        <tr><th scope="col">Zone</th><th scope="col">Icons</th><th scope="col"><abbr title="attack / energy / defense" aria-hidden="true">a/e/d</abbr><span class="visually-hidden">Attack / energy / defense</span></th></tr>
      </thead>
      <tbody>
        ${ZONES.map((zone) => {
          const shut = entry.shutDown.includes(zone);
          const values = zoneValues(entry.template, zone, entry.shutDown);
          const printed = zoneValues(entry.template, zone);
          const icons = entry.template.zones[zone].map(
            (icon) => html`<span class="icon icon-${icon.icon} ${icon.added ? 'added' : ''}" title=${`${ICON_NAMES[icon.icon]}${icon.added ? ' (added)' : ''}`}>${icon.added ? icon.icon.toUpperCase() : icon.icon}</span>`,
          );
          const label = `${ICON_NAMES.a} ${String(printed.attack)}, ${ICON_NAMES.e} ${String(printed.energy)}, ${ICON_NAMES.d} ${String(printed.defense)}`;
          return html`<tr class=${`${zone === entry.mode ? 'mode' : ''} ${shut ? 'shut' : ''}`} data-zone=${zone}>
            <th scope="row">${zone}${zone === entry.mode ? html`<span class="clip"><span aria-hidden="true"> ◀</span><span class="visually-hidden"> mode clip</span></span>` : nothing}</th>
            <td><span class="visually-hidden">${label}${shut ? ', shut down' : ''}</span><span aria-hidden="true">${shut ? html`<s>${icons}</s>` : icons}</span></td>
            <td class="values">${shut ? html`<s>${printed.attack}/${printed.energy}/${printed.defense}</s> 0/0/0` : `${String(values.attack)}/${String(values.energy)}/${String(values.defense)}`}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    ${specials.length === 0 ? nothing : html`<p class="specials">Specials (untested): ${specials.join(', ')}</p>`}
  </article>`;
}

/**
 * The key to every symbol and shorthand on the arena and the cards, collapsed under its summary so
 * it costs one line until a reader opens it.
 */
export function renderKey(): TemplateResult {
  return html`<details class="key" part="key">
    <summary>Key to the symbols</summary>
    <dl>
      <dt><span class="swatch" style="background:#1f5fbf">B2</span></dt>
      <dd>A miniature: its player's initial (and number, in team play).</dd>
      <dt>Rings</dt>
      <dd>Solid: the steamwork acting. Shaded: how far it may move. Dashed: its longest ranged reach. Dashed red: an enemy it can attack (press it). A dashed line joins a conflict's two sides.</dd>
      <dt>Mode <span aria-hidden="true">◀</span></dt>
      <dd>The zone under the mode clip, whose values count now.</dd>
      <dt><span class="icon icon-a">a</span> <span class="icon icon-e">e</span> <span class="icon icon-d">d</span></dt>
      <dd>Attack, energy and defense icons; an outlined capital is one added in pencil.</dd>
      <dt><abbr title="attack / energy / defense">a/e/d</abbr></dt>
      <dd>The zone's attack, energy and defense values.</dd>
      <dt><s>Struck out</s></dt>
      <dd>A shut-down zone: its values are 0.</dd>
      <dt><abbr title="System Failure">SF</abbr></dt>
      <dd>System Failure, the step below the last of health: a mode shuts down and health goes back to the top.</dd>
      <dt>Reserve</dt>
      <dd>Energy tokens held; hidden in another player's view.</dd>
      <dt><abbr title="pending damage points">pdp</abbr></dt>
      <dd>Pending damage points: the attacker spends them on the defender's health or mode clip.</dd>
    </dl>
  </details>`;
}

/**
 * The cards' styles, and the table's layout: once the table is 34rem wide (the docs page's column),
 * the arena (with the key under it) stands beside the first two cards and further cards (three or
 * more players, team play) fill the rows below, so a game is not an arena's height and then the
 * cards' again; narrower, the cards go under the arena.
 */
export const cardStyles = css`
  .table {
    container: table / inline-size;
  }
  .table-layout {
    display: grid;
    gap: 0.5rem;
    align-items: start;
  }
  .arena-column {
    display: grid;
    gap: 0.5rem;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
    gap: 0.5rem;
  }
  @container table (min-width: 34rem) {
    .table-layout {
      grid-template-columns: minmax(0, 1fr) 15rem;
    }
    .arena-column {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
    .cards {
      display: contents;
    }
  }
  .key summary {
    cursor: pointer;
    font-weight: 600;
  }
  .key dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.2rem 0.6rem;
    margin: 0.4rem 0 0;
    font-size: 0.9em;
  }
  .key dt {
    font-weight: 600;
  }
  .key dd {
    margin: 0;
  }
  .card {
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.35rem 0.5rem;
    font-size: 0.9em;
    display: grid;
    gap: 0.2rem;
  }
  .card.acting {
    border: 2px solid ${tokens.accent};
  }
  .card.out {
    border-style: dashed;
  }
  .card h4 {
    margin: 0;
    font-size: 1em;
    display: flex;
    gap: 0.3rem;
    align-items: center;
    flex-wrap: wrap;
  }
  .swatch {
    display: inline-grid;
    place-items: center;
    min-width: 1.5em;
    height: 1.5em;
    border-radius: 999px;
    color: #fff;
    font-size: max(12px, 0.85em);
    padding: 0 0.2em;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.7rem;
  }
  .meter {
    display: inline-flex;
    gap: 1px;
    vertical-align: middle;
  }
  .meter .step {
    width: 0.7em;
    height: 0.8em;
    border: 1px solid ${tokens.border};
  }
  .meter .step.on {
    background: ${tokens.hit};
  }
  .meter .failure {
    width: auto;
    height: auto;
    font-size: max(12px, 0.75em);
    line-height: 1;
    padding: 0 0.15em;
    color: ${tokens.miss};
  }
  table.zones {
    border-collapse: collapse;
    width: 100%;
  }
  table.zones th,
  table.zones td {
    padding: 0.05rem 0.25rem;
    text-align: left;
    border-bottom: 1px solid ${tokens.border};
  }
  table.zones thead th {
    font-size: 0.85em;
    color: ${tokens.muted};
  }
  tr.mode {
    background: color-mix(in srgb, ${tokens.accent} 10%, transparent);
    font-weight: 600;
  }
  tr.shut {
    color: ${tokens.muted};
  }
  .icon {
    display: inline-block;
    min-width: 1.1em;
    text-align: center;
    margin-right: 1px;
    border-radius: 3px;
    font-family: ${tokens.monoFontFamily};
    font-weight: 600;
  }
  .icon-a {
    background: light-dark(#f7d9d4, #4a1f1a);
  }
  .icon-e {
    background: light-dark(#f7efc4, #40380f);
  }
  .icon-d {
    background: light-dark(#d5e3f7, #1a2b45);
  }
  .icon.added {
    outline: 1px solid ${tokens.text};
  }
  .values {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .specials {
    font-size: 0.9em;
  }
`;
