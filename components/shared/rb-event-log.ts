import { defineElement } from './define.ts';
import { RbEventLog } from './event-log.ts';

export { RbEventLog };
export type { LogEntry, LogPrelude } from './event-log.ts';

defineElement('rb-event-log', RbEventLog);

declare global {
  interface HTMLElementTagNameMap {
    'rb-event-log': RbEventLog;
  }
}
