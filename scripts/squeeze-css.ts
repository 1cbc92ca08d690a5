/**
 * The blog bundle's CSS without its indentation and comments. esbuild minifies the code around
 * Lit's `css` templates but leaves their text as written: every rule's indentation, line breaks
 * and comments were served to every reader, about 0.3 kB gzip a widget. This rewrites the text of
 * each `css` tagged template before esbuild reads the file, which the site's build (Vite) does not
 * see: the source stays readable, and only the blog bundle is squeezed.
 *
 * Only whitespace that holds a line break is touched (a CSS string cannot hold one), comments,
 * and two spaces a line's shape shows to be outside any string: after the colon of a declaration
 * that starts its line, and before the `{` that ends one (issue 25, point 7: about 20 to 90 bytes
 * gzip a tag, the room the print rules needed). Other spaces inside a line stay, so selectors,
 * values and strings keep their meaning. The templates are found by TypeScript's parser, not by
 * a pattern, so a "css`" in a comment or a string is left alone.
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** A stretch of CSS text squeezed: comments out, each line break with the indentation around it one space or none. */
export function squeezeCssText(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      // A declaration on its own line: the spaces after its property's colon go (`margin: 0`). The
      // line's start is outside any string, and a selector has no space after a colon.
      .replace(/(\n[^\S\n]*-?[a-z][a-z-]*):[^\S\n]+/g, '$1:')
      // A line that opens a block: the spaces before its `{` go. A `{` that ends a line is not in
      // a string, since a CSS string cannot hold a line break.
      .replace(/[^\S\n]+\{(?=[^\S\n]*\n)/g, '{')
      // After `{`, `}`, `;` or `,`, or before `}`, a line break is not needed; elsewhere it separates words.
      .replace(/([{};,])[^\S\n]*\n\s*/g, '$1')
      .replace(/\s*\n\s*(?=})/g, '')
      .replace(/[^\S\n]*\n\s*/g, ' ')
  );
}

/**
 * The source of a TypeScript module with the text of each `css` tagged template squeezed
 * (`squeezeCssText`); the source itself when it has none. The `${…}` inside are left as they are.
 */
export function squeezeCssTemplates(source: string, fileName: string): string {
  if (!source.includes('css`')) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** The raw text between a template's delimiters: [start, end) offsets in `source`. */
  const stretches: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css') {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        stretches.push([template.getStart(file) + 1, template.end - 1]);
      } else {
        // The head ends with `${`; each span's literal starts with `}` and ends with `${` or the closing backtick.
        stretches.push([template.head.getStart(file) + 1, template.head.end - 2]);
        for (const span of template.templateSpans) {
          const literal = span.literal;
          stretches.push([literal.getStart(file) + 1, literal.end - (ts.isTemplateTail(literal) ? 1 : 2)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let squeezed = '';
  let at = 0;
  for (const [start, end] of stretches) {
    squeezed += source.slice(at, start) + squeezeCssText(source.slice(start, end));
    at = end;
  }
  return squeezed + source.slice(at);
}

/** An esbuild plugin that squeezes the `css` templates of every module of components/ it loads. */
export function squeezeCss(): Plugin {
  return {
    name: 'rulebench-squeeze-css',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]components[\\/].*\.ts$/ }, async (args) => ({
        contents: squeezeCssTemplates(await readFile(args.path, 'utf8'), args.path),
        loader: 'ts',
      }));
    },
  };
}
