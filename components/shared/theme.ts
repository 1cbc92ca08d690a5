import { css } from 'lit';

/**
 * Theme tokens. Every colour, font and size a page may want to change is a CSS custom property
 * under `--rb-`, read with its default right here, so the defaults live in one place. We read the
 * public property at the point of use instead of setting defaults on `:host`: custom properties
 * inherit into nested shadow roots, and a default set on an inner element's `:host` would hide the
 * value the page set on an outer one.
 *
 * `light-dark()` picks the default for the page's colour scheme (the docs site has a dark mode).
 *
 * Tokens:
 * - `--rb-font-family`, `--rb-font-size`, `--rb-mono-font-family`
 * - `--rb-color-text`, `--rb-color-muted`, `--rb-color-surface`, `--rb-color-border`
 * - `--rb-color-accent` (buttons, links), `--rb-color-on-accent` (text on buttons)
 * - `--rb-color-hit`, `--rb-color-hit-surface`, `--rb-color-miss`, `--rb-color-miss-surface`
 * - `--rb-color-error`, `--rb-color-error-surface`
 * - `--rb-radius`, `--rb-space`, `--rb-focus-ring`
 */
export const tokens = {
  fontFamily: css`var(--rb-font-family, inherit)`,
  fontSize: css`var(--rb-font-size, 1rem)`,
  monoFontFamily: css`var(--rb-mono-font-family, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace)`,
  text: css`var(--rb-color-text, CanvasText)`,
  muted: css`var(--rb-color-muted, light-dark(#4a5160, #b4bac6))`,
  surface: css`var(--rb-color-surface, Canvas)`,
  border: css`var(--rb-color-border, light-dark(#8a93a3, #6b7385))`,
  accent: css`var(--rb-color-accent, light-dark(#1d4fbf, #8fb3ff))`,
  onAccent: css`var(--rb-color-on-accent, light-dark(#ffffff, #0b1530))`,
  hit: css`var(--rb-color-hit, light-dark(#11672c, #6fdc8c))`,
  hitSurface: css`var(--rb-color-hit-surface, light-dark(#e3f5e8, #0f2a18))`,
  miss: css`var(--rb-color-miss, light-dark(#9b1c1c, #ff9b9b))`,
  missSurface: css`var(--rb-color-miss-surface, light-dark(#fbe7e7, #331414))`,
  error: css`var(--rb-color-error, light-dark(#8f1d1d, #ffb1b1))`,
  errorSurface: css`var(--rb-color-error-surface, light-dark(#fdecec, #2e1212))`,
  radius: css`var(--rb-radius, 6px)`,
  space: css`var(--rb-space, 0.5rem)`,
  focusRing: css`var(--rb-focus-ring, 2px solid light-dark(#1d4fbf, #8fb3ff))`,
};

/** Styles every Rulebench element starts from. */
export const baseStyles = css`
  :host {
    font-family: ${tokens.fontFamily};
    color: ${tokens.text};
    box-sizing: border-box;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: ${tokens.focusRing};
    outline-offset: 2px;
  }
  a {
    color: ${tokens.accent};
  }
  /* Every widget's first Tab stop (skip-past.ts): out of sight until it has focus. */
  .skip-past:not(:focus) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .skip-past:focus {
    margin-bottom: 0.5rem;
  }
  /* Read by screen readers, not shown. */
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
