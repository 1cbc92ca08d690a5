import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles, tokens } from './theme.ts';

/**
 * A configuration problem shown inside a widget instead of breaking the page: which attribute is
 * wrong and what is wrong with it. It is an alert, so screen readers read it when it appears.
 *
 * The class is not registered; import `rb-error-panel.ts` for the `<rb-error-panel>` tag.
 *
 * @tagname rb-error-panel
 * @attr attribute - The name of the attribute that is wrong, e.g. `accuracy`.
 * @attr message - What is wrong with it, in plain words.
 * @csspart base - The panel.
 * @csspart attribute - The attribute's name.
 * @csspart message - The message.
 * @cssprop --rb-color-error - Border and icon colour.
 * @cssprop --rb-color-error-surface - Background.
 */
export class RbErrorPanel extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .panel {
        border: 2px solid ${tokens.error};
        border-left-width: 6px;
        border-radius: ${tokens.radius};
        background: ${tokens.errorSurface};
        color: ${tokens.text};
        padding: 0.5rem 0.75rem;
        margin: 0.25rem 0;
      }
      .icon {
        color: ${tokens.error};
        font-weight: 700;
      }
      code {
        font-family: ${tokens.monoFontFamily};
        font-weight: 600;
      }
    `,
  ];

  @property() attribute = '';

  @property() message = '';

  protected override render(): unknown {
    return html`<div class="panel" part="base" role="alert">
      <span class="icon" aria-hidden="true">⚠</span>
      ${this.attribute === ''
        ? html`<strong>Problem:</strong>`
        : html`<strong>Problem with the <code part="attribute">${this.attribute}</code> attribute:</strong>`}
      <span part="message">${this.message === '' ? 'This widget cannot start.' : this.message}</span>
    </div>`;
  }
}
