/**
 * Imports of a barrel (a module that passes on other modules' names, as rules/engine/index.ts
 * does) read as imports of the modules it passes them on from, for the modules chosen: the files
 * of the blog bundle's shared chunks (scripts/build-bundle.ts), which a tag's bundle leaves as
 * external imports. esbuild keeps every name a bundled module re-exports from an external module,
 * used or not (evanw/esbuild#3274): through the engine's index a lab imported every name of each
 * engine file in the play chunk (0.8 kB of import lists a tag), and the chunk had to export and
 * hold them all, shuffles and replays no widget on the page runs. A widget's own imports name only
 * what it uses (`verbatimModuleSyntax`, and the linter's unused-import rule), so pointed at the
 * files themselves they ask the chunk for exactly that.
 *
 * The sources stay as they are (components import the rules through an index, eslint.config.js);
 * only the copy esbuild reads is rewritten. Imports are found by TypeScript's parser, not by a
 * pattern. Of such a barrel every name is imported from its own file (the engine's streams too,
 * which each game bundles): one name still taken through the barrel would bundle it, and with it
 * its external imports, every name. Only types are still imported from it (and erased).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** Where a barrel's name comes from: a file (repository-relative) and its name there. */
export interface Reexport {
  file: string;
  name: string;
}

/** Reads barrels' re-exports, each file once. */
export class BarrelReader {
  readonly #root: string;
  readonly #read = new Map<string, ReadonlyMap<string, Reexport>>();

  /** `root`: the folder repository-relative paths are relative to. */
  constructor(root: string) {
    this.#root = root;
  }

  /** The names `path` (absolute) re-exports with `export { … } from '…'`, by the name it exports them under; types left out. */
  reexportsOf(path: string): ReadonlyMap<string, Reexport> {
    let found = this.#read.get(path);
    if (found === undefined) {
      found = this.#parse(path);
      this.#read.set(path, found);
    }
    return found;
  }

  #parse(path: string): ReadonlyMap<string, Reexport> {
    const found = new Map<string, Reexport>();
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      return found; // not a file of ours (a package, a virtual module): nothing to flatten
    }
    if (!source.includes('export')) return found;
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    for (const statement of file.statements) {
      if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || statement.moduleSpecifier === undefined || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const clause = statement.exportClause;
      if (clause === undefined || !ts.isNamedExports(clause) || !statement.moduleSpecifier.text.startsWith('.')) continue;
      const target = relative(this.#root, join(dirname(path), statement.moduleSpecifier.text)).split(sep).join('/');
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        found.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
    return found;
  }
}

/**
 * `source` (the module at `path`, absolute) with each named import of a barrel that re-exports
 * names of a file `flattened` chooses split: each name it re-exports imported from its own file,
 * types from the barrel as before. The source itself when there is nothing to split.
 */
export function flattenBarrelImports(source: string, path: string, barrels: BarrelReader, root: string, flattened: (file: string) => boolean): string {
  if (!source.includes('import')) return source;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const specifier = statement.moduleSpecifier.text;
    if (clause === undefined || clause.phaseModifier === ts.SyntaxKind.TypeKeyword || clause.name !== undefined || clause.namedBindings === undefined || !ts.isNamedImports(clause.namedBindings) || !specifier.startsWith('.')) continue;
    const reexports = barrels.reexportsOf(join(dirname(path), specifier));
    // A barrel is flattened whole once it passes on a chosen file's names: any name still imported
    // from it would bundle it, and with it its imports of every name of the chosen files.
    if (![...reexports.values()].some((from) => flattened(from.file))) continue;
    const kept: string[] = [];
    const moved = new Map<string, string[]>();
    for (const element of clause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      const local = element.name.text;
      const from = element.isTypeOnly ? undefined : reexports.get(imported);
      if (from === undefined) {
        kept.push(element.getText(file));
        continue;
      }
      moved.set(from.file, [...(moved.get(from.file) ?? []), from.name === local ? local : `${from.name} as ${local}`]);
    }
    // `import { type A }` alone still imports the barrel for its effects (`verbatimModuleSyntax`),
    // and esbuild then keeps the barrel's imports of external files, every name: say `import type`.
    const typesOnly = kept.length > 0 && kept.every((text) => text.startsWith('type '));
    if (moved.size === 0 && !typesOnly) continue;
    const lines = [...moved].map(([target, names]) => {
      const relativePath = relative(dirname(path), join(root, target)).split(sep).join('/');
      return `import { ${names.join(', ')} } from ${JSON.stringify(relativePath.startsWith('.') ? relativePath : `./${relativePath}`)};`;
    });
    if (kept.length > 0) {
      lines.unshift(typesOnly ? `import type { ${kept.map((text) => text.slice('type '.length)).join(', ')} } from ${JSON.stringify(specifier)};` : `import { ${kept.join(', ')} } from ${JSON.stringify(specifier)};`);
    }
    edits.push({ start: statement.getStart(file), end: statement.end, text: lines.join(' ') });
  }
  let flattenedSource = source;
  for (const edit of edits.reverse()) flattenedSource = flattenedSource.slice(0, edit.start) + edit.text + flattenedSource.slice(edit.end);
  return flattenedSource;
}
