import { html, type TemplateResult } from 'lit';

/**
 * The first Tab stop of every widget: "Skip past this widget", hidden until it has focus (like a
 * page's "skip to content" link). A whole game holds dozens of controls, and a keyboard reader who
 * only wants the text after it should not have to Tab through them all. Styled in theme.ts
 * (`.skip-past`, every widget's base styles); `renderGuarded` puts it at the top of each widget.
 */
export function renderSkipPast(): TemplateResult {
  return html`<button type="button" class="skip-past" part="skip-past" @click=${skipPast}>Skip past this widget</button>`;
}

/** What can take focus in the page's own markup. Controls inside other widgets' shadow roots are not looked into. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function skipPast(event: Event): void {
  const root = (event.currentTarget as Element).getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const next = focusableAfter(root.host);
  // Nothing to go to after the widget (it ends the page): focus stays where it is, never on the body.
  next?.focus();
}

/** The first element after `host` in the document that can take focus and is shown. */
function focusableAfter(host: Element): HTMLElement | null {
  for (const candidate of host.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const after = (host.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if (after && !host.contains(candidate) && candidate.checkVisibility()) return candidate;
  }
  return null;
}
