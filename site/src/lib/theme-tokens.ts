/**
 * The widgets' theme tokens as the embed page shows them: read from the one list the widgets use
 * (`tokens` in components/shared/theme.ts, each a `var(--rb-…, default)`) and its notes
 * (`tokenNotes`), so the table and the theme editor cannot drift from what the widgets read.
 */
import { tokenNotes, tokens, type TokenNote } from '../../../components/shared/theme.ts';

export interface ThemeToken extends TokenNote {
  /** The custom property, `--rb-color-accent`. */
  readonly property: string;
  /** The default as the widgets write it: `light-dark(#1d4fbf, #8fb3ff)`. */
  readonly fallback: string;
  /** The default under `color-scheme: light`, with `light-dark()` resolved: `#1d4fbf`. */
  readonly light: string;
  /** The default under `color-scheme: dark`. */
  readonly dark: string;
}

/** `light-dark(a, b)` → a or b; the defaults hold no commas or brackets inside its two arguments. */
function pick(value: string, scheme: 'light' | 'dark'): string {
  return value.replace(/light-dark\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)/g, (_match, light: string, dark: string) =>
    scheme === 'light' ? light : dark,
  );
}

function tokenOf(key: keyof typeof tokens): ThemeToken {
  const text = tokens[key].cssText;
  const match = /^var\((--rb-[a-z-]+),\s*(.+)\)$/s.exec(text);
  if (match === null) throw new Error(`theme.ts: token ${key} is not var(--rb-…, default): ${text}`);
  const [, property, fallback] = match as unknown as [string, string, string];
  return { ...tokenNotes[key], property, fallback, light: pick(fallback, 'light'), dark: pick(fallback, 'dark') };
}

/** Every token, in the order theme.ts lists them. */
export const THEME_TOKENS: readonly ThemeToken[] = (Object.keys(tokens) as (keyof typeof tokens)[]).map(tokenOf);
