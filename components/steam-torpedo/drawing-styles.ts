import { css } from 'lit';
import { tokens } from '../shared/theme.ts';

/**
 * What the two Steam Torpedo drawings (`<steam-torpedo-submarine>` and
 * `<steam-torpedo-battle-area>`) share: an SVG that fills the element's width up to
 * `--rb-submarine-max-width` (one property, so that a page's boards and battle area line up), text
 * in the widgets' font and colour, the empty line `DrawnWidth` watches, and the `.empty` note shown
 * when there is nothing to draw.
 * List it after `baseStyles` in the element's `static styles`.
 */
export const drawingStyles = css`
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
  .width-probe {
    height: 0;
  }
  .empty {
    color: ${tokens.muted};
    font-style: italic;
  }
`;
