// What the analyzer's index.js exports but its index.d.ts does not declare (its Lit handling is
// declared in cem-lit-plugin.d.ts).
import type { Plugin } from '@custom-elements-manifest/analyzer';

declare module '@custom-elements-manifest/analyzer' {
  /** Builds a manifest from parsed source files (the analyzer's core, without its command line). */
  export function create(options: { modules: unknown[]; plugins?: Plugin[]; context?: Record<string, unknown> }): unknown;
  /** The analyzer's own TypeScript (5.4): its plugins read syntax trees made by this one. */
  export const ts: typeof import('typescript');
}
