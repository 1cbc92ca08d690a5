/**
 * The Custom Elements Manifest and the editors' data, generated from the elements' JSDoc
 * (`@tagname`, `@attr`, `@fires`, `@csspart`, `@cssprop`) and their Lit properties. The JSDoc is
 * the one source: the package's `custom-elements.json`, VS Code's and JetBrains' data, the embed
 * page's attribute tables (site/src/components/ElementAttributes.astro) and README's tag list all
 * come from here.
 *
 * `node scripts/manifest.ts` writes, at the top of the repository (all git-ignored, all packed):
 * - `custom-elements.json`: @custom-elements-manifest/analyzer with its Lit handling, trimmed to the
 *   elements, their base classes and their public members, with each tag's registering module
 *   (the one `rulebench/components/<tag>` resolves to) and paths into the package's `lib/`;
 * - `vscode.html-custom-data.json` and `vscode.css-custom-data.json`: custom-element-vs-code-integration;
 * - `web-types.json`: custom-element-jet-brains-integration.
 *
 * `node scripts/manifest.ts --readme` also rewrites README's tag list between its markers.
 */
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAG_MODULES } from '../components/autoload.ts';
import { registeringModules } from './tag-modules.ts';
import { presetsOf } from '../components/tag-presets.ts';

export { registeringModules };

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MANIFEST_FILE = 'custom-elements.json';
export const VSCODE_HTML_FILE = 'vscode.html-custom-data.json';
export const VSCODE_CSS_FILE = 'vscode.css-custom-data.json';
export const WEB_TYPES_FILE = 'web-types.json';

/** The parts of the Custom Elements Manifest schema we read and write. */
export interface Manifest {
  schemaVersion: string;
  readme?: string;
  modules: ManifestModule[];
}
export interface ManifestModule {
  kind: string;
  path: string;
  description?: string;
  declarations?: Declaration[];
  exports?: ManifestExport[];
}
export interface ManifestExport {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module?: string; package?: string };
}
export interface Attribute {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  inheritedFrom?: { name: string; module?: string };
}
export interface Declaration {
  kind: string;
  name: string;
  description?: string;
  summary?: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: Attribute[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean }[];
  superclass?: { name: string; module?: string; package?: string };
  events?: { name?: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
}

/** Test helpers and tests: no element lives there, and the package leaves them out. */
const NOT_ANALYZED = /(\.test\.ts|(^|[/-])test-support\.ts)$/;

/**
 * The analyzer's manifest of components/, straight from the sources (about 1.5 s): what
 * `cem analyze --litelement --globs "components/**\/*.ts"` makes, called through the analyzer's
 * `create` so that it writes nothing (its command line also adds `customElements` to package.json).
 */
export function analyzeComponents(): Manifest {
  const paths = globSync('components/**/*.ts', { cwd: ROOT }).filter((path) => !NOT_ANALYZED.test(path)).sort();
  const modules = paths.map((path) => ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.ES2015, true));
  return create({ modules, plugins: litPlugin() }) as Manifest;
}

/** Where a source file ends up in the package: `components/x.ts` → `lib/components/x.js`. */
export function packagePath(sourcePath: string): string {
  return `lib/${sourcePath.replace(/\.ts$/, '.js')}`;
}

/**
 * The analyzer's manifest made into the package's: only the elements and the classes they extend
 * (no helper functions, no private or protected members), a `custom-element-definition` export in
 * each tag's registering module, and every path pointing at the package's `lib/…js`. Fails when a
 * tag of TAG_MODULES has no element in the manifest (its class lacks `@tagname`).
 */
export function packageManifest(raw: Manifest, tagModules = registeringModules()): Manifest {
  const elements = raw.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.customElement === true && declaration.tagName !== undefined).map((declaration) => ({ module, declaration })));
  const byTag = new Map(elements.map((element) => [element.declaration.tagName ?? '', element]));
  const missing = [...tagModules.keys()].filter((tag) => !byTag.has(tag));
  if (missing.length > 0) throw new Error(`No element in the manifest for ${missing.join(', ')}: give its class a JSDoc @tagname.`);

  // The classes to keep: the elements and, transitively, their superclasses of ours.
  const keep = new Set(elements.map(({ module, declaration }) => `${module.path}#${declaration.name}`));
  for (let grew = true; grew; ) {
    grew = false;
    for (const module of raw.modules) {
      for (const declaration of module.declarations ?? []) {
        const parent = declaration.superclass;
        if (!keep.has(`${module.path}#${declaration.name}`) || parent?.module === undefined) continue;
        const key = `${parent.module.replace(/^\//, '')}#${parent.name}`;
        if (!keep.has(key)) {
          keep.add(key);
          grew = true;
        }
      }
    }
  }

  const modules: ManifestModule[] = [];
  for (const module of raw.modules) {
    const declarations = (module.declarations ?? [])
      .filter((declaration) => keep.has(`${module.path}#${declaration.name}`))
      .map((declaration) => ({ ...declaration, members: (declaration.members ?? []).filter((member) => member.privacy !== 'private' && member.privacy !== 'protected' && !member.name.startsWith('_') && !member.name.startsWith('#')) }));
    const names = new Set(declarations.map((declaration) => declaration.name));
    const exports: ManifestExport[] = (module.exports ?? []).filter((entry) => entry.kind === 'js' && names.has(entry.name));
    for (const [tag, registering] of tagModules) {
      if (registering !== module.path) continue;
      const element = byTag.get(tag);
      if (element === undefined) continue;
      const declaration = { name: element.declaration.name, module: element.module.path };
      exports.push({ kind: 'js', name: element.declaration.name, declaration });
      exports.push({ kind: 'custom-element-definition', name: tag, declaration });
    }
    if (declarations.length === 0 && exports.length === 0) continue;
    modules.push({ kind: module.kind, path: module.path, declarations, exports });
  }
  return withAllowedValues(rewritePaths({ schemaVersion: raw.schemaVersion, readme: 'README.md', modules }));
}

/**
 * The values an attribute takes when it takes one of a few words (`mode`: `hot-seat`, `bot` or
 * `bots`), read from its description: the elements' JSDoc already lists them, and that is the one
 * place they are written. Only a plain text attribute (`string | null`) whose description offers
 * two or more single words as alternatives (an "or"), and no example ("e.g.", "…"), counts: a list
 * of examples or a format (`small red 40 75 0`) is not a choice. Null when it is not a choice.
 */
export function choicesFromDescription(type: string | undefined, description: string | undefined): string[] | null {
  if (type !== 'string | null' || description === undefined) return null;
  if (!description.includes(' or ') || description.includes('e.g.') || description.includes('…')) return null;
  const words = [...description.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '');
  if (words.some((word) => !/^[A-Za-z0-9-]+$/.test(word))) return null;
  const distinct = [...new Set(words)];
  return distinct.length >= 2 ? distinct : null;
}

/** `['a', 'b']` → `'a' | 'b' | null`: a TypeScript union of string literals, as editors read a type. */
function literalUnion(values: readonly string[]): string {
  return [...values.map((value) => `'${value}'`), 'null'].join(' | ');
}

/**
 * Each attribute that takes one of a few values gets them as its type, a union of string literals
 * (how the manifest's consumers learn allowed values: VS Code and JetBrains offer them, and the
 * embed builder makes them a select): `preset` from the rules' presets (components/tag-presets.ts),
 * the others from their descriptions (`choicesFromDescription`).
 */
function withAllowedValues(manifest: Manifest): Manifest {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement !== true || declaration.tagName === undefined) continue;
      const presets = presetsOf(declaration.tagName);
      for (const attribute of declaration.attributes ?? []) {
        const values = attribute.name === 'preset' ? presets.map((preset) => preset.name) : choicesFromDescription(attribute.type?.text, attribute.description);
        if (values !== null && values.length > 0) attribute.type = { text: literalUnion(values) };
      }
    }
  }
  return manifest;
}

/** Every `path` and `module` of ours (`components/….ts`) as the package's `lib/components/….js`. */
function rewritePaths(manifest: Manifest): Manifest {
  return JSON.parse(JSON.stringify(manifest), (key, value: unknown) => {
    if ((key === 'path' || key === 'module') && typeof value === 'string' && /^\/?components\/.*\.ts$/.test(value)) return packagePath(value.replace(/^\//, ''));
    return value;
  }) as Manifest;
}

/** The manifest's elements by tag, in TAG_MODULES order (then any other tag, by name). */
export function elementsByTag(manifest: Manifest): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const module of manifest.modules) for (const declaration of module.declarations ?? []) if (declaration.customElement === true && declaration.tagName !== undefined) found.set(declaration.tagName, declaration);
  const order = Object.keys(TAG_MODULES);
  const rank = (tag: string): number => (order.includes(tag) ? order.indexOf(tag) : order.length);
  return new Map([...found].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)));
}

export const README_START = '<!-- tags: generated from custom-elements.json by `node scripts/manifest.ts --readme`; edit the elements\' JSDoc, not this list -->';
export const README_END = '<!-- /tags -->';

/** README's tag list: each tag the loader knows (TAG_MODULES) with its attributes, straight from the manifest. */
export function readmeTagList(manifest: Manifest): string {
  const lines: string[] = [];
  for (const [tag, element] of elementsByTag(manifest)) {
    if (!Object.hasOwn(TAG_MODULES, tag)) continue;
    const attributes = (element.attributes ?? []).map((attribute) => `\`${attribute.name}\``);
    lines.push(`- \`<${tag}>\`: ${attributes.length > 0 ? attributes.join(', ') : 'no attributes; its data is set from script'}.`);
  }
  return lines.join('\n');
}

/** README's text with the list between the markers replaced by `list`. */
export function withReadmeTagList(readme: string, list: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`);
  return `${readme.slice(0, start + README_START.length)}\n${list}\n${readme.slice(end)}`;
}

/** Writes the manifest and the editors' data at the top of the repository; returns the manifest. */
export function writeManifests(): Manifest {
  const manifest = packageManifest(analyzeComponents());
  writeFileSync(join(ROOT, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const shared = { outdir: ROOT, hideLogs: true, descriptionSrc: 'description' } as const;
  // They print "Generated …" to stdout even with hideLogs, which would land in `npm pack --json`.
  const log = console.log;
  console.log = () => undefined;
  try {
    generateVsCodeCustomElementData(manifest, { ...shared, htmlFileName: VSCODE_HTML_FILE, cssFileName: VSCODE_CSS_FILE });
    generateJetBrainsWebTypes(manifest, {
      ...shared,
      webTypesFileName: WEB_TYPES_FILE,
      // Where an editor's "go to definition" and auto-import find each tag: the package's entry for it.
      modulePathTemplate: (name: string, modulePath: string) => {
        const tag = [...elementsByTag(manifest)].find(([, element]) => element.name === name)?.[0];
        return tag === undefined ? modulePath : `rulebench/components/${tag}`;
      },
    });
  } finally {
    console.log = log;
  }
  return manifest;
}

if (import.meta.main) {
  const started = performance.now();
  const manifest = writeManifests();
  const tags = elementsByTag(manifest).size;
  if (process.argv.includes('--readme')) {
    const readmePath = join(ROOT, 'README.md');
    writeFileSync(readmePath, withReadmeTagList(readFileSync(readmePath, 'utf8'), readmeTagList(manifest)));
  }
  console.log(`custom-elements.json, ${VSCODE_HTML_FILE}, ${VSCODE_CSS_FILE}, ${WEB_TYPES_FILE}: ${String(tags)} tags (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
