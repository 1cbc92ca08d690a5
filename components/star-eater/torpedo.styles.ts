import { css } from 'lit';
import { tokens } from '../shared/theme.ts';
import { boardPieceStyles } from './board-pieces.ts';
import { labShellStyles } from './lab.ts';

/** `<star-eater-torpedo>`'s styles: the labs' shared ones, then its own (the flight's stages, the place lists). */
export const torpedoLabStyles = [
  ...labShellStyles,
  boardPieceStyles,
  css`
    .stages {
      margin: 0;
      padding: 0;
      list-style: none;
      display: grid;
      gap: 0.35rem;
    }
    .stages li {
      display: grid;
      grid-template-columns: 1.7rem minmax(0, 1fr);
      gap: 0.3rem;
    }
    .stage-mark {
      justify-self: center;
      min-width: 1.35rem;
      height: 1.35rem;
      border: 1.5px solid ${tokens.accent};
      border-radius: 0.7rem;
      color: ${tokens.accent};
      font-weight: 700;
      text-align: center;
      line-height: 1.2rem;
    }
    .stages li.struck .stage-mark {
      background: ${tokens.miss};
      border-color: ${tokens.miss};
      color: ${tokens.surface};
    }
    .place {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1.5rem;
    }
    .place fieldset {
      border: 0;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.8rem;
      align-items: center;
    }
    .place legend {
      font-weight: 600;
      float: left;
      margin-right: 0.2rem;
    }
    .mark.wedge path,
    .key .swatch-wedge {
      fill: color-mix(in srgb, ${tokens.accent} 16%, transparent);
      stroke: none;
    }
    .mark.zone path,
    .key .swatch-zone {
      fill: none;
      stroke: ${tokens.accent};
      stroke-width: 1.2;
      stroke-dasharray: 2 2.5;
    }
    .key .swatch-ray {
      stroke: ${tokens.accent};
      stroke-width: 2;
      stroke-dasharray: 1 4;
      stroke-linecap: round;
    }
    .key .swatch-torpedo {
      fill: ${tokens.miss};
    }
  `,
];
