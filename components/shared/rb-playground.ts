import { defineElement } from './define.ts';
import { RbPlayground } from './playground.ts';

export { RbPlayground, describeCommand, describeEvent, MAX_COMMAND_BUTTONS } from './playground.ts';
export type { AnyRuleset, PlaygroundBot } from './playground.ts';

defineElement('rb-playground', RbPlayground);

declare global {
  interface HTMLElementTagNameMap {
    'rb-playground': RbPlayground;
  }
}
