import { defineElement } from './define.ts';
import { RbErrorPanel } from './error-panel.ts';

export { RbErrorPanel };

defineElement('rb-error-panel', RbErrorPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rb-error-panel': RbErrorPanel;
  }
}
