import { html, nothing, type TemplateResult } from 'lit';
import { SEASON_GOLD } from '../../rules/steam-pirates/index.ts';

/**
 * The season, 1 to 3, as radio buttons in a fieldset ("Season ○1 ○2 ○3"), for the Steam Pirates
 * labs whose figures change with it (the profit's season gold, the bag's fines). `choose` gets
 * the season picked and its gold (SEASON_GOLD).
 */
export function renderSeasonChoice(season: number, choose: (season: number, gold: number) => void, className?: string): TemplateResult {
  return html`<fieldset class=${className ?? nothing}>
    <legend>Season</legend>
    ${SEASON_GOLD.map(
      (gold, index) => html`<label
        ><input
          type="radio"
          name="season"
          value=${index + 1}
          .checked=${season === index + 1}
          @change=${() => {
            choose(index + 1, gold);
          }}
        />${index + 1}</label
      >`,
    )}
  </fieldset>`;
}
