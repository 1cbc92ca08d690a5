import { css } from 'lit';
import { baseStyles, tokens } from '../shared/theme.ts';
import { drawingStyles } from './drawing-styles.ts';

/** The submarine board's styles: the hull, its tiles and crew, the locations and the keyboard marker. */
export const submarineBoardStyles = [
  baseStyles,
  drawingStyles,
  css`
    .tile-box {
      stroke: ${tokens.border};
      stroke-width: 2;
    }
    .type-standard .tile-box {
      fill: var(--rb-tile-standard-surface, light-dark(#f1e9da, #37322a));
    }
    .type-engine .tile-box {
      fill: var(--rb-tile-engine-surface, light-dark(#fbf0b8, #3a3311));
      stroke-width: 3;
      stroke-dasharray: 12 5;
    }
    .type-armored .tile-box {
      fill: var(--rb-tile-armored-surface, light-dark(#dcefdc, #163019));
      stroke-width: 5;
    }
    .type-armored .tile-inner {
      fill: none;
      stroke: ${tokens.border};
      stroke-width: 1.5;
    }
    .type-experimental .tile-box {
      fill: var(--rb-tile-experimental-surface, light-dark(#dfeafb, #15243a));
      stroke-width: 3;
      stroke-dasharray: 2 5;
      stroke-linecap: round;
    }
    .type-control-room .tile-box {
      fill: var(--rb-tile-control-room-surface, light-dark(#efe2f5, #2c1b33));
      stroke-width: 4;
    }
    .type-icon {
      fill: ${tokens.text};
    }
    .type-word {
      font-size: 12px;
      fill: ${tokens.muted};
    }
    .name {
      font-size: 13px;
      font-weight: 700;
    }
    .destroyed .tile-box {
      fill: url(#hatch);
      stroke-dasharray: none;
    }
    .destroyed .name,
    .destroyed .type-word {
      fill: ${tokens.muted};
    }
    .destroyed-word {
      font-size: 13px;
      font-weight: 700;
      letter-spacing: 0.03em;
    }
    .destroyed-plate {
      fill: ${tokens.surface};
      stroke: ${tokens.border};
    }
    .hatch-line {
      stroke: ${tokens.border};
      stroke-width: 2;
    }
    .hatch-back {
      fill: ${tokens.surface};
    }
    .gear {
      fill: ${tokens.surface};
      stroke: ${tokens.border};
      stroke-width: 1.5;
    }
    .gear.legend-destroyed {
      fill: url(#legend-hatch);
    }
    .gear.damage {
      fill: var(--rb-damage-token, light-dark(#6e1414, #ff9c9c));
      stroke: var(--rb-damage-token, light-dark(#6e1414, #ff9c9c));
    }
    .damage-mark {
      stroke: var(--rb-damage-token-mark, light-dark(#ffffff, #2a0707));
      stroke-width: 2;
      stroke-linecap: round;
    }
    .gear.oxygen {
      fill: var(--rb-oxygen-token, light-dark(#bfe0ff, #1f4d78));
      stroke: ${tokens.text};
      stroke-width: 1;
    }
    .oxygen-mark {
      font-size: 12px;
      font-weight: 700;
      text-anchor: middle;
      dominant-baseline: central;
    }
    .gear-count {
      font-size: 12px;
      fill: ${tokens.muted};
    }
    .token {
      fill: var(--rb-crew-token, light-dark(#ffffff, #20242c));
      stroke: ${tokens.text};
      stroke-width: 1.8;
    }
    .token.exhausted {
      fill: url(#face-down);
      stroke-dasharray: 3 2;
    }
    .token.opposing {
      stroke: ${tokens.miss};
      stroke-width: 3;
    }
    .token-mark {
      font-size: 12px;
      font-weight: 700;
      text-anchor: middle;
      dominant-baseline: central;
    }
    .token-ring {
      fill: none;
      stroke: ${tokens.text};
      stroke-width: 1;
    }
    .selectable {
      cursor: pointer;
    }
    .selectable .tile-box {
      stroke: ${tokens.accent};
      stroke-width: 5;
      stroke-dasharray: none;
    }
    .choose-strip {
      fill: ${tokens.accent};
    }
    .choose-word {
      font-size: 12px;
      font-weight: 700;
      fill: ${tokens.onAccent};
      text-anchor: middle;
      letter-spacing: 0.02em;
    }
    .choose-word.type-mark {
      text-anchor: start;
      letter-spacing: 0;
    }
    .focus-ring {
      fill: none;
      stroke: ${tokens.accent};
      stroke-width: 3;
      visibility: hidden;
    }
    .hit-area {
      fill: transparent;
    }
    .tile-button:focus {
      outline: none;
    }
    .tile-button:focus-visible .focus-ring {
      visibility: visible;
    }
    .selectable:has(.tile-button:hover) .tile-box {
      stroke-width: 7;
    }
    .highlight {
      fill: ${tokens.accent};
      fill-opacity: 0.08;
      stroke: ${tokens.accent};
      stroke-width: 3;
      stroke-dasharray: 10 6;
    }
    .location-label {
      font-size: 12.5px;
      font-weight: 600;
      letter-spacing: 0.04em;
      fill: ${tokens.muted};
      dominant-baseline: central;
    }
    .location-label.targeted {
      fill: ${tokens.accent};
      font-weight: 800;
    }
    .keys {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 1.5rem;
    }
    .keys > .key,
    ::slotted(*) {
      margin: 0.35rem 0 0;
    }
    .keys > .key[open],
    ::slotted([open]) {
      flex-basis: 100%;
    }
    .key {
      font-size: 0.85em;
      color: ${tokens.muted};
    }
    .key summary {
      cursor: pointer;
      font-weight: 600;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
      list-style: none;
      margin: 0.35rem 0 0;
      padding: 0;
    }
    .legend li {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }
    .legend svg {
      width: max(24px, 1.8em);
      height: max(24px, 1.8em);
      flex: none;
    }
    svg.narrow {
      max-width: 23rem;
    }
  `,
];
