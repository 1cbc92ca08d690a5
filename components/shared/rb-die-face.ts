import { defineElement } from './define.ts';
import { RbDieFace } from './die-face.ts';

export { RbDieFace };
export type { DieResult } from './die-face.ts';

defineElement('rb-die-face', RbDieFace);

declare global {
  interface HTMLElementTagNameMap {
    'rb-die-face': RbDieFace;
  }
}
