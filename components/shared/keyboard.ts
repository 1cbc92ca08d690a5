/** Input types in which a letter key types nothing, so a widget's shortcut keys may still act there. */
const INPUTS_WITHOUT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Whether a key press belongs to the field it was pressed in: a text or number input, a select
 * (letters pick an option there), a text area, or editable text. A widget's shortcut keys must let
 * such a key press through, or the reader could not type. A listener on the host only sees the
 * event retargeted to the host, so this reads the first element of the composed path instead.
 */
export function isKeyForField(event: KeyboardEvent): boolean {
  const origin = event.composedPath()[0];
  if (origin instanceof HTMLSelectElement || origin instanceof HTMLTextAreaElement) return true;
  if (origin instanceof HTMLInputElement) return !INPUTS_WITHOUT_TEXT.has(origin.type);
  return origin instanceof HTMLElement && origin.isContentEditable;
}
