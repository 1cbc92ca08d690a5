/**
 * The blog bundle's CSS squeeze: line breaks, the indentation around them, comments, and the
 * spaces after a declaration's colon and before a block's `{` where a line starts or ends with
 * them go; strings, selectors, other spaces inside a line and everything outside `css` templates stay.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { squeezeCssTemplates, squeezeCssText } from './squeeze-css.ts';

describe('squeezeCssText', () => {
  it('drops line breaks, indentation and comments, keeping one space where words meet', () => {
    const css = `
      /* A comment, served to nobody. */
      .a .b,
      .c:hover {
        margin: 0 0.3rem;
        font-family:
          ui-monospace,
          monospace;
      }
    `;
    assert.equal(squeezeCssText(css), ' .a .b,.c:hover{margin:0 0.3rem;font-family: ui-monospace,monospace;}');
  });

  it('takes the space after a declaration\'s colon and before a block\'s brace only at a line\'s start or end', () => {
    const css = `
      .x::before,
      :host(:not([hidden])) .y > .z:hover {
        content: ': {';
        --rb-gap: 1px;
        grid-template-areas: 'a b' 'c d';
      }
      @media (min-width: 32rem) {
        .w { gap: 1px; }
      }
    `;
    assert.equal(
      squeezeCssText(css),
      " .x::before,:host(:not([hidden])) .y > .z:hover{content:': {';--rb-gap: 1px;grid-template-areas:'a b' 'c d';}@media (min-width: 32rem){.w { gap: 1px; }}",
    );
  });

  it('leaves a line as it is: strings and spaces inside one line keep their meaning', () => {
    for (const line of [".x::before { content: ': '; }", ".y { content: 'a;  b,  {c}'; }", '.z  >  .w { gap: 1px  2px; }']) {
      assert.equal(squeezeCssText(line), line);
    }
  });
});

describe('squeezeCssTemplates', () => {
  it('squeezes each css template, around its ${} expressions, and nothing else', () => {
    const source = [
      "import { css, html } from 'lit';",
      '// css`not a template`',
      'const styles = css`',
      '  .a {',
      '    color: ${tokens.muted};',
      '  }',
      '  ${other}',
      '`;',
      'const view = html`<p>',
      '  two lines',
      '</p>`;',
      "const text = 'css`';",
    ].join('\n');
    const expected = [
      "import { css, html } from 'lit';",
      '// css`not a template`',
      'const styles = css` .a{color:${tokens.muted};}${other} `;',
      'const view = html`<p>',
      '  two lines',
      '</p>`;',
      "const text = 'css`';",
    ].join('\n');
    assert.equal(squeezeCssTemplates(source, 'example.ts'), expected);
  });

  it('returns a module without css templates unchanged', () => {
    const source = 'export const a = html`\n  <p>x</p>\n`;\n';
    assert.equal(squeezeCssTemplates(source, 'example.ts'), source);
  });
});
