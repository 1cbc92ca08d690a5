// The analyzer's Lit handling (what its `--litelement` flag loads), which it ships without types.
// No top-level import here: this file declares a module, it does not augment one.
declare module '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js' {
  export function litPlugin(): import('@custom-elements-manifest/analyzer').Plugin[];
}
