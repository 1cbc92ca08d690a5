import { css } from 'lit';
import { baseStyles, tokens } from './theme.ts';

/** The die's styles: its face, the pips or number, and a rolled die's motion (none when the reader asks for less). */
export const dieFaceStyles = [
  baseStyles,
  css`
    :host {
      display: inline-block;
      vertical-align: middle;
      line-height: 1;
    }
    .die {
      position: relative;
      display: inline-block;
      width: var(--rb-die-size, 3rem);
      height: var(--rb-die-size, 3rem);
    }
    svg {
      display: block;
      width: 100%;
      height: 100%;
      overflow: visible;
    }
    polygon {
      fill: ${tokens.surface};
      stroke: ${tokens.border};
      stroke-width: 4;
      stroke-linejoin: round;
    }
    text {
      fill: ${tokens.text};
      font-family: ${tokens.fontFamily};
      font-weight: 700;
      font-size: 38px;
      text-anchor: middle;
      dominant-baseline: central;
    }
    :host([result='hit']) polygon {
      fill: ${tokens.hitSurface};
      stroke: ${tokens.hit};
      stroke-width: 6;
    }
    :host([result='hit']) text,
    :host([result='hit']) .mark {
      fill: ${tokens.hit};
      color: ${tokens.hit};
    }
    :host([result='miss']) polygon {
      fill: ${tokens.missSurface};
      stroke: ${tokens.miss};
      stroke-dasharray: 8 5; /* a second cue besides colour: misses have a broken outline */
    }
    :host([result='miss']) text,
    :host([result='miss']) .mark {
      fill: ${tokens.miss};
      color: ${tokens.miss};
    }
    .mark {
      position: absolute;
      right: -0.15em;
      bottom: -0.15em;
      font-size: calc(var(--rb-die-size, 3rem) * 0.38);
      font-weight: 700;
      background: ${tokens.surface};
      border-radius: 50%;
      padding: 0 0.1em;
    }
    @media (prefers-reduced-motion: no-preference) {
      :host([animated]) svg {
        animation: rb-die-tumble 350ms ease-out;
      }
    }
    @keyframes rb-die-tumble {
      from {
        transform: rotate(-216deg) scale(0.5);
        opacity: 0.2;
      }
      to {
        transform: none;
        opacity: 1;
      }
    }
  `,
];
