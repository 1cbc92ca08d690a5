import { css } from 'lit';

/**
 * Theme tokens. Every colour, font and size a page may want to change is a CSS custom property
 * under `--rb-`, read with its default right here, so the defaults live in one place. We read the
 * public property at the point of use instead of setting defaults on `:host`: custom properties
 * inherit into nested shadow roots, and a default set on an inner element's `:host` would hide the
 * value the page set on an outer one.
 *
 * Light and dark: the colour defaults are `light-dark(light, dark)`, `Canvas` or `CanvasText`, which
 * resolve by the element's used `color-scheme`. `color-scheme` is inherited and no widget sets it,
 * so a widget takes the scheme of the page around it, and nothing more:
 * - The docs site: Starlight sets `color-scheme: dark` on `<html>`, and `light` under
 *   `data-theme='light'`, so its theme switch (and its "Auto", which follows
 *   `prefers-color-scheme`) flips every widget. Nothing of ours is needed for it.
 * - A page that declares `color-scheme: light dark` (CSS on `:root`, or
 *   `<meta name="color-scheme" content="light dark">`) gets widgets that follow the reader's
 *   `prefers-color-scheme`, exactly as the page's own form controls and scroll bars do; a page that
 *   declares `dark` gets dark widgets.
 * - A page that declares nothing is light: its canvas is white whatever the reader's system says,
 *   and a dark widget on a white page that never opted into dark looks broken. The widget follows
 *   the reader's system only when the page says it may: `:root { color-scheme: light dark }`, or
 *   the same on the widget alone (`<tag> { color-scheme: light dark }`). That is
 *   the standard switch, so we add no attribute and no `--rb-` property of our own for it.
 * Decided in issue 13 (point 6); the test is theme.test.ts, the reader's words the Theming section
 * of the embed page. On paper a widget is light whatever the scheme (issue 25; `baseStyles` below,
 * tested in print.test.ts).
 *
 * The one list of tokens is `tokens` below (the property and its default, as the widgets read it),
 * with `tokenNotes` saying what each one sets: the embed page builds its table and its theme editor
 * from the two (site/src/lib/theme-tokens.ts), and TypeScript keeps them to the same keys. No widget
 * imports `tokenNotes`, so the bundler leaves it out of the blog bundle.
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
  focusRing: css`var(--rb-focus-ring, 2px solid light-dark(#1d4fbf, #8fb3ff))`,
  // No `--rb-space`: it was listed here and on the embed page, yet no widget read it (issue 13).
};

/** What a token sets, in a reader's words, and the kind of value it takes (the theme editor's input). */
export interface TokenNote {
  readonly what: string;
  readonly kind: 'colour' | 'font' | 'length' | 'outline';
}

/** What each token in `tokens` sets: the embed page's table and theme editor (site/src/lib/theme-tokens.ts). */
export const tokenNotes: Readonly<Record<keyof typeof tokens, TokenNote>> = {
  fontFamily: { kind: 'font', what: 'Text. The default inherits the font of the page around the widget.' },
  fontSize: { kind: 'length', what: 'The size of a widget\'s text; everything else scales with it.' },
  monoFontFamily: { kind: 'font', what: 'Code, rule ids and figures set in a fixed width.' },
  text: { kind: 'colour', what: 'Body text, and lines and outlines drawn in the text colour.' },
  muted: { kind: 'colour', what: 'Secondary text: hints, captions, the log\'s quieter lines.' },
  surface: { kind: 'colour', what: 'The widget\'s background.' },
  border: { kind: 'colour', what: 'Borders, dividers, and lines drawn between places on boards.' },
  accent: { kind: 'colour', what: 'Buttons, links, highlights, reach and routes on boards.' },
  onAccent: { kind: 'colour', what: 'Text on accent-coloured buttons.' },
  hit: { kind: 'colour', what: 'A hit, a success, a die face that hits.' },
  hitSurface: { kind: 'colour', what: 'The background behind a hit.' },
  miss: { kind: 'colour', what: 'A miss, a refusal, damage.' },
  missSurface: { kind: 'colour', what: 'The background behind a miss or a refusal.' },
  error: { kind: 'colour', what: 'The configuration-problem box: its text and border.' },
  errorSurface: { kind: 'colour', what: 'The configuration-problem box\'s background.' },
  radius: { kind: 'length', what: 'Corner radius of boxes and buttons.' },
  focusRing: { kind: 'outline', what: 'The keyboard focus outline (an `outline` value).' },
};

/**
 * Styles every Rulebench element starts from.
 *
 * On paper (issue 25, point 7; the comments are here because the CSS text ships to every reader):
 * - Light whatever the page's scheme. The colour defaults resolve by the used `color-scheme`, and
 *   Starlight keeps `dark` on `<html>` when it prints (it swaps only its own `--sl-` colours), so
 *   a dark-theme page printed near-black widgets. A `--rb-color-…` the page sets still wins. Its
 *   backgrounds print even where the reader left "Background graphics" off: they are light
 *   tints, and without them a chosen radio's white words on its accent printed as faint grey.
 * - No buttons: on paper they do nothing. Kept are those that say the state: the chosen
 *   radio (the wind, the engine card's setting), the pressed toggle (the picked slot or crew) and
 *   the step shown (the volleys' list). A rule of ours that gives a button `display` must not undo this.
 *   A hint that only says which keys to press or where to drag is marked `.keys-hint`, and goes too.
 * - Whole: the drawings' sideways scrollers (drawn-width.ts, Star Eater's hex-board.ts) and the
 *   event log's capped list (event-log.styles.ts) let their content out, beside the rules they undo.
 */
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
  @media print {
    :host {
      color-scheme: light;
      print-color-adjust: exact;
    }
    button:not([aria-checked='true'], [aria-pressed='true'], [aria-current='step']),
    .keys-hint {
      display: none;
    }
  }
`;
