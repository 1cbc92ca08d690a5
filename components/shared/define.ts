/**
 * Registers a custom element unless the tag is already taken. `customElements.define` throws on a
 * second registration, which happens whenever a page loads the blog bundle twice, or loads it next
 * to the site's own copy of an element. The first definition wins; later ones are ignored.
 *
 * Returns true when this call registered the tag.
 */
export function defineElement(tag: string, element: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false; // not in a browser (SSR, Node): nothing to do
  if (customElements.get(tag) !== undefined) return false;
  customElements.define(tag, element);
  return true;
}
